"""The daily challenges' data files (addiction/resources/challenges-YYYY.json,
written by scripts/daily_challenge_routes.py): every route replays to a win, the
files are what the rule derives and what the script writes, and a damaged or
edited entry is never served (it is derived again)."""

from __future__ import annotations

import datetime
import json
import runpy
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from addiction.engine import Board, Move, daily, daily_challenges, replay
from addiction.engine.daily_challenges import Tier

FIRST = datetime.date(2026, 12, 1)
SHIPPED = {year: daily_challenges.data_path(year) for year in (2026, 2027)}
SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "daily_challenge_routes.py"


def stored(year: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SHIPPED[year].read_text(encoding="utf-8"))
    return data


def test_the_files_hold_every_date_from_the_first_in_order_under_this_rule() -> None:
    dates = []
    for year in SHIPPED:
        data = stored(year)
        assert data["rule_version"] == daily_challenges.RULE_VERSION
        assert data["measured"] == daily_challenges.MEASURED
        assert data["nodes_per_candidate"] == daily.NODES_PER_CANDIDATE
        dates += [daily.parse_date(entry["date"]) for entry in data["days"]]
    assert dates == [day for year in SHIPPED for day in daily.days_of(year) if day >= FIRST]


def test_every_route_in_the_files_replays_through_the_engine_to_a_won_board() -> None:
    for year in SHIPPED:
        for entry in stored(year)["days"]:
            for tier in Tier:
                day = entry["tiers"][tier.value]["day"]
                assert day["rules"] == daily.DAILY_RULES.key
                route = [Move.from_json(step) for step in day["route"]]
                assert replay(Board.deal(day["deal"]), route).is_won(), (entry["date"], tier)


def test_every_date_passes_the_games_checks_and_the_tiers_are_three_deals() -> None:
    for year in SHIPPED:
        for entry in stored(year)["days"]:
            date = daily.parse_date(entry["date"])
            found = daily_challenges.lookup(date)
            assert found is not None, date
            assert len({challenge.day.deal_number for challenge in found.values()}) == 3


@pytest.mark.parametrize("date", ["2026-12-01", "2027-07-14"])
def test_the_file_is_what_the_rule_derives(date: str) -> None:
    day = daily.parse_date(date)
    entry = next(e for e in stored(day.year)["days"] if e["date"] == date)
    assert daily_challenges.entry_to_json(day, daily_challenges.derive(day)) == entry


def test_the_script_writes_the_file_from_lines_as_the_derivation_writes_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = tmp_path / "december.jsonl"
    rule = daily_challenges.RULE_VERSION
    lines.write_text(
        "".join(
            json.dumps({**entry, "rule_version": rule}) + "\n" for entry in stored(2026)["days"]
        ),
        encoding="utf-8",
    )
    monkeypatch.setattr(daily, "RESOURCES", tmp_path)
    argv = [str(SCRIPT), "2026", "--first", FIRST.isoformat(), "--from-lines", str(lines)]
    monkeypatch.setattr(sys, "argv", argv)
    runpy.run_path(str(SCRIPT), run_name="__main__")
    written = daily_challenges.data_path(2026)
    assert written.read_bytes() == SHIPPED[2026].read_bytes()


@pytest.fixture
def year_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of 2027's challenges file that the game reads instead, to damage."""
    monkeypatch.setattr(daily, "RESOURCES", tmp_path)
    copy = daily_challenges.data_path(2027)
    shutil.copy(SHIPPED[2027], copy)
    daily_challenges._year.cache_clear()
    yield copy
    monkeypatch.undo()
    daily_challenges._year.cache_clear()


DAY = datetime.date(2027, 7, 14)


def edit_day(path: Path, change: Callable[[dict[str, Any]], None], checksum: bool) -> None:
    """Change DAY's entry; with checksum, its checksum too, as a careful forger would."""
    from addiction.engine.checksums import checksum as checksum_of

    data = json.loads(path.read_text(encoding="utf-8"))
    index = next(i for i, entry in enumerate(data["days"]) if entry["date"] == DAY.isoformat())
    change(data["days"][index])
    if checksum:
        data["checksums"][index] = checksum_of(data["days"][index])
    path.write_text(json.dumps(data), encoding="utf-8")
    daily_challenges._year.cache_clear()


def cut_route(entry: dict[str, Any]) -> None:
    entry["tiers"]["hard"]["day"]["route"].pop()


def swap_tiers(entry: dict[str, Any]) -> None:
    tiers = entry["tiers"]
    tiers["easy"], tiers["hard"] = tiers["hard"], tiers["easy"]
    tiers["easy"]["day"]["candidate"] += 1  # not the date's candidate it names any more


def another_date(entry: dict[str, Any]) -> None:
    entry["date"] = "2027-07-15"


def other_deal(entry: dict[str, Any]) -> None:
    entry["tiers"]["medium"]["day"]["deal"] += 1


@pytest.mark.parametrize("change", [cut_route, swap_tiers, another_date, other_deal])
@pytest.mark.parametrize("checksum", [False, True])
def test_a_damaged_or_edited_entry_is_derived_again(
    year_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    change: Callable[[dict[str, Any]], None],
    checksum: bool,
) -> None:
    assert daily_challenges.lookup(DAY) is not None
    edit_day(year_file, change, checksum)
    assert daily_challenges.lookup(DAY) is None
    assert daily_challenges.lookup(DAY + datetime.timedelta(days=1)) is not None
    derived: list[datetime.date] = []
    monkeypatch.setattr(daily_challenges, "derive", lambda date, rules: derived.append(date) or {})
    daily_challenges.for_date(DAY)
    assert derived == [DAY]


def test_a_file_of_another_rule_is_not_read(year_file: Path) -> None:
    data = json.loads(year_file.read_text(encoding="utf-8"))
    data["rule_version"] = daily_challenges.RULE_VERSION + 1
    year_file.write_text(json.dumps(data), encoding="utf-8")
    daily_challenges._year.cache_clear()
    assert daily_challenges.lookup(DAY) is None
