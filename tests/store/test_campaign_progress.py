"""The campaign's progress and the kinds of games in the statistics database
(schema 4, docs/campaign.md)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from addiction.engine import Termination
from addiction.store.statistics import (
    MIGRATIONS,
    GameKind,
    GameResult,
    LevelProgress,
    StatisticsDatabase,
    StatisticsError,
)


def result(
    game_id: str, outcome: Termination, kind: GameKind = GameKind.DEAL, **more: object
) -> GameResult:
    fields: dict[str, object] = {
        "rules_key": "addiction",
        "deal_number": 7,
        "code": "A-7",
        "outcome": outcome,
        "in_place": 48 if outcome is Termination.WON else 20,
        "moves": 100,
        "shuffles_used": 0,
        "seconds": 60.0,
        "game_id": game_id,
        "kind": kind,
    }
    fields.update(more)
    return GameResult(**fields)  # type: ignore[arg-type]


def version_3_file(path: Path) -> None:
    """A statistics file as version 3 left it, with a won game and a daily result."""
    connection = sqlite3.connect(path)
    for statements in MIGRATIONS[:3]:
        for statement in statements:
            connection.execute(statement)
    connection.execute(
        "INSERT INTO games (game_id, finished_at, rules_key, code, outcome, in_place, moves,"
        " shuffles_used, seconds) VALUES ('old', '2026-11-30T10:00:00+00:00', 'classic',"
        " 'A-1-1G', 'won', 48, 100, 0, 60.0)"
    )
    connection.execute(
        "INSERT INTO daily_results VALUES ('2027-01-01', 'old', 'won', 1, '2026-11-30T10:00:00')"
    )
    connection.execute("PRAGMA user_version = 3")
    connection.commit()
    connection.close()


def test_a_version_3_file_is_migrated_and_keeps_its_games_as_deals(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    version_3_file(path)
    db = StatisticsDatabase(path)
    assert db.recovery is None
    assert db.summary("classic").won == 1
    assert len(db.daily_results()) == 1
    db.record(result("level", Termination.WON, GameKind.CAMPAIGN, level=3, stars=2))
    db.close()
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone() == (len(MIGRATIONS),)
    kinds = dict(connection.execute("SELECT game_id, kind FROM games").fetchall())
    connection.close()
    assert kinds == {"old": "deal", "level": "campaign"}


def test_campaign_and_winnable_games_are_groups_of_their_own(tmp_path: Path) -> None:
    db = StatisticsDatabase(tmp_path / "statistics.sqlite3")
    db.record(result("deal", Termination.LOST))
    db.record(result("level", Termination.WON, GameKind.CAMPAIGN, level=1, stars=3))
    db.record(result("winnable", Termination.WON, GameKind.WINNABLE))
    assert db.rules_keys() == ["addiction", "campaign", "winnable"]
    summary = db.summary()
    assert [(part.rules_key, part.played, part.won) for part in summary.by_rules] == [
        ("addiction", 1, 0),
        ("campaign", 1, 1),
        ("winnable", 1, 1),
    ]
    assert db.summary("addiction").win_rate == 0.0
    assert db.reset("campaign") == 1
    assert db.rules_keys() == ["addiction", "winnable"]
    # Resetting the statistics keeps the campaign's progress.
    db.reset()
    assert db.campaign_progress() == {1: LevelProgress(1, 3, 100)}
    db.close()


def test_a_levels_best_stars_and_moves_are_kept_across_a_relaunch(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    db = StatisticsDatabase(path)
    db.record(result("first", Termination.WON, GameKind.CAMPAIGN, level=2, stars=2, moves=90))
    db.record(result("second", Termination.WON, GameKind.CAMPAIGN, level=2, stars=1, moves=80))
    db.record(result("third", Termination.LOST, GameKind.CAMPAIGN, level=3))
    db.note_game_kind("playing", GameKind.CAMPAIGN, 4)
    db.close()
    again = StatisticsDatabase(path)
    assert again.campaign_progress() == {2: LevelProgress(2, 2, 80)}
    assert again.game_kind("playing") == (GameKind.CAMPAIGN, 4)
    assert again.game_kind("unknown") == (GameKind.DEAL, None)
    again.close()


def test_a_level_won_on_a_full_disk_is_kept_and_counted_at_the_next_start(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsDatabase(path).close()
    refused = StatisticsDatabase(path)
    # A simulated refusal (a chmod does not stop root, and the tests run as root).
    refused._connection.execute("PRAGMA query_only = ON")
    with pytest.raises(StatisticsError, match="could not be saved"):
        refused.record(result("won", Termination.WON, GameKind.CAMPAIGN, level=5, stars=3))
    refused.close()
    assert refused.pending_path.exists()
    again = StatisticsDatabase(path)
    assert again.campaign_progress() == {5: LevelProgress(5, 3, 100)}
    assert again.rules_keys() == ["campaign"]
    assert not again.pending_path.exists()
    again.close()
