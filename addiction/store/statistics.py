"""Statistics: every finished game in a SQLite database, summarised per rule set.

What is counted is decided by the engine (addiction/engine/outcome.py) and told to
players in docs/statistics.md; this module keeps it:
- One row per counted game: won, lost (stuck with no shuffle left), given up, or
  abandoned (left while being played, for another game). The controller
  (addiction/control/controller.py) records each game when it ends.
- A game counts once. A result that carries a game_id replaces the earlier result
  of that same game and keeps its place in the order games ended, unless the
  earlier result is a win: a win is final (Termination.supersedes).
- Played = won + lost + given up + abandoned; the win rate is won / played.
- A win streak is a run of consecutive wins in the order games ended; any other
  ending breaks it. "All rule sets" streaks run across every rule set.
- Fewest moves and best time come from won games only; the moves count
  shuffles, as the move counter does. The average cards in place is over
  every played game.

StatisticsDatabase puts together the store's modules, one job each:
statistics_schema.py (the schema, its migrations, the checks at open),
statistics_writes.py (the writes), pending_results.py (the pending file of results
a full or read-only disk refused, written at the next open) and game_history.py
(what the statistics window reads). Every write is one transaction. A damaged or
foreign file is moved aside (kept, never deleted) and a fresh database started;
recovery then says so, as data the interface words (addiction/store/notices.py).
The names callers import are all importable from here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from datetime import date as datetime_date
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from addiction.engine import GameKind, Termination
from addiction.engine.daily_challenges import ChallengeDay

from .errors import StatisticsError
from .game_actions import forget_orphaned_actions
from .game_history import (
    HISTORY_PARAMETERS,
    HISTORY_SQL,
    TERMINATIONS,
    DailyResult,
    GameHistory,
    LevelProgress,
    PlayedGame,
    StatisticsSummary,
    crowned_months,
    daily_streaks,
    date_streaks,
    played_game,
    tier_wins,
    usable_challenge,
    usable_day,
    usable_time,
    win_streaks,
)
from .game_results import CARDS, GameResult, RecordedGame, cards_in_play
from .notices import ResultFate, StatisticsAction, StoreNotice, StoreProblem
from .ownership import NotTheOwnerError, check_writable
from .paths import PENDING_SUFFIX, SIDECARS, move_aside
from .pending_results import (
    PendingResult,
    pending_path,
    read_pending,
    set_aside_results,
    write_pending,
)
from .statistics_schema import (
    COLUMN_SINCE,
    EXPECTED_COLUMNS,
    GROUP_SQL,
    MIGRATIONS,
    SCHEMA_VERSION,
    TABLE_SINCE,
    UnusableDatabase,
    open_database,
)
from .statistics_writes import (
    insert_daily,
    insert_result,
    note_challenge_game,
    note_daily_game,
    note_game_kind,
)

__all__ = [
    "CARDS",
    "COLUMN_SINCE",
    "EXPECTED_COLUMNS",
    "MIGRATIONS",
    "PENDING_SUFFIX",
    "SCHEMA_VERSION",
    "TABLE_SINCE",
    "DailyResult",
    "GameHistory",
    "GameKind",
    "GameResult",
    "LevelProgress",
    "PlayedGame",
    "RecordedGame",
    "StatisticsDatabase",
    "StatisticsError",
    "StatisticsSummary",
    "cards_in_play",
    "crowned_months",
    "daily_streaks",
    "date_streaks",
    "tier_wins",
    "win_streaks",
]

_WHERE_RULES = f"WHERE (? IS NULL OR {GROUP_SQL} = ?)"


class StatisticsDatabase:
    """The statistics file. Use from one thread (the GUI thread).

    Opening never raises. After opening, recovery is None, or what to tell the
    player: the file was damaged (recovered_from is then
    where it was kept) or could not be used at all (games are then kept in
    memory for this session). notices holds it and every other thing to tell
    (results of an earlier session set aside). record, reset and the readers
    raise StatisticsError if the database fails later on.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.recovered_from: Path | None = None
        self.recovery: StoreNotice | None = None
        self.notices: list[StoreNotice] = []
        self._pending: list[PendingResult] = []
        try:
            self._connection = open_database(self.path)
        except UnusableDatabase as problem:
            self._connection = self._recover(problem)
        except sqlite3.Error as exc:
            # Not damage (say, a directory that cannot be written): leave the file be
            # and keep this session's games in memory so the game still runs.
            self.recovery = StoreNotice(StoreProblem.STATISTICS_UNUSABLE, detail=str(exc))
            self._connection = open_database(Path(":memory:"))
        if self.recovery is not None:
            self.notices.append(self.recovery)
        self.in_memory = self.recovery is not None and self.recovered_from is None
        if not self.in_memory:
            # Read once: from here on the pending file mirrors self._pending.
            self._pending, set_aside = read_pending(self.pending_path)
            if set_aside is not None:
                self.notices.append(set_aside)
                self._write_pending()  # without what was set aside
            self._flush_pending()

    def _recover(self, problem: UnusableDatabase) -> sqlite3.Connection:
        try:
            kept = move_aside(self.path, problem.reason, SIDECARS)
        except OSError:
            self.recovery = StoreNotice(problem.problem)
            return open_database(Path(":memory:"))
        self.recovered_from = kept
        self.recovery = StoreNotice(problem.problem, kept)
        return open_database(self.path)

    def close(self) -> None:
        if self._pending and not self.in_memory:
            self._flush_pending()
        self._connection.close()

    # --- writing -------------------------------------------------------------

    def record(self, result: GameResult) -> None:
        """Add a finished game, or replace the earlier result of the same game_id
        unless that one is a win (a win is final).

        If the database cannot take it (a full or read-only disk), the result is
        kept in the pending file, on disk before this returns, and written at the
        next open; StatisticsError still tells the caller, so the player can be
        told, and its result says whether the pending file could keep it (if not,
        it is tried again with the next result and at close).
        """
        finished_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        try:
            with self._transaction():
                insert_result(self._connection, result, finished_at)
        except StatisticsError as error:
            self._pending.append((result, finished_at))
            error.result = ResultFate.KEPT if self._write_pending() else ResultFate.LOST
            raise

    @property
    def pending_path(self) -> Path:
        return pending_path(self.path)

    @property
    def pending_count(self) -> int:
        """Results not yet in the database (kept in the pending file, or in memory)."""
        return len(self._pending)

    def _write_pending(self) -> bool:
        """Keep the unwritten results on disk; whether that worked. If not, they stay
        in memory and are tried again with the next result and at close."""
        try:
            write_pending(self.pending_path, self._pending)
        except OSError:
            return False
        return True

    def _flush_pending(self) -> None:
        """Write the results a full or read-only disk kept out, oldest first. One the
        database refuses for what it holds is set aside alone; a refusal of every
        write (a full disk) keeps it and those after it for later."""
        if not self._pending:
            return
        refused: list[PendingResult] = []
        written = 0
        for kept in self._pending:
            try:
                with self._transaction():
                    insert_result(self._connection, *kept)
            except StatisticsError as error:
                if not isinstance(error.__cause__, sqlite3.IntegrityError):
                    break
                refused.append(kept)
            written += 1
        if refused:
            self.notices.append(set_aside_results(self.pending_path, refused))
        self._pending = self._pending[written:]
        self._write_pending()

    def reset(self, rules_key: str | None = None) -> int:
        """Forget the games of one group (a rule set, or a GameKind's value), or all
        of them and the daily results with them; the campaign's progress stays.
        Returns how many games were forgotten."""
        with self._transaction():
            if rules_key is None:
                self._connection.execute("DELETE FROM daily_results")
                self._connection.execute("DELETE FROM daily_games")
                cursor = self._connection.execute("DELETE FROM games")
            else:
                cursor = self._connection.execute(
                    f"DELETE FROM games WHERE {GROUP_SQL} = ?", (rules_key,)
                )
            forget_orphaned_actions(self._connection)
            return cursor.rowcount

    # --- reading -------------------------------------------------------------

    def outcome_of(self, game_id: str) -> Termination | None:
        """The result recorded for a game (None when there is none, or none this
        version can read)."""
        rows = self._query("SELECT outcome FROM games WHERE game_id = ?", (game_id,))
        try:
            return Termination(rows[0][0]) if rows else None
        except ValueError:
            return None

    def summary(self, rules_key: str | None = None) -> StatisticsSummary:
        """The figures for one rule set, or for all with a per-rule-set breakdown
        (over the readable rows: see history())."""
        return self.history().summary(rules_key)

    def recent(self, limit: int = 20, rules_key: str | None = None) -> list[RecordedGame]:
        """The last games to end, newest first."""
        rows = self._query(
            f"""
            SELECT finished_at, rules_key, deal_number, code, outcome, in_place, moves,
                   shuffles_used, seconds, game_id
            FROM games {_WHERE_RULES} ORDER BY id DESC LIMIT ?
            """,
            (rules_key, rules_key, limit),
        )
        return [
            RecordedGame(when, GameResult(row[1], row[2], row[3], Termination(row[4]), *row[5:]))
            for row in rows
            if (when := usable_time(row[0])) is not None
        ]

    def rules_keys(self) -> list[str]:
        """The groups (rule sets, and GameKind values) with recorded games, in the
        order they were first played."""
        rows = self._query(
            f"SELECT {GROUP_SQL} FROM games GROUP BY {GROUP_SQL} ORDER BY MIN(id)", ()
        )
        return [key for (key,) in rows]

    def history(self) -> GameHistory:
        """Every recorded game, oldest first, with the rows too damaged to read counted.

        A row with a date that is no date (or far outside any time a game can have
        ended), text in a number column, a number out of range or an unknown outcome
        is skipped (and counted) instead of stopping the window or skewing a figure.
        """
        ((total,),) = self._query("SELECT COUNT(*) FROM games", ())
        rows = self._query(HISTORY_SQL, HISTORY_PARAMETERS)
        games = [game for game in map(played_game, rows) if game is not None]
        return GameHistory(tuple(games), damaged=total - len(games))

    # --- the daily deal (docs/daily.md) ----------------------------------------

    def record_daily(
        self, date: datetime_date, game_id: str, outcome: Termination, on_the_day: bool
    ) -> None:
        """The result of a game of date's daily deal: the first finished game is the
        date's result; a later game's is ignored, while the same game's replaces it
        unless it was a win (Termination.supersedes)."""
        finished_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        with self._transaction():
            insert_daily(self._connection, date, game_id, outcome, on_the_day, finished_at)

    def note_daily_game(self, game_id: str, date: datetime_date, on_the_day: bool) -> None:
        """Remember that a game just started is date's daily deal."""
        with self._transaction():
            note_daily_game(self._connection, game_id, date, on_the_day)

    def daily_game(self, game_id: str) -> tuple[datetime_date, bool] | None:
        """(date, on_the_day) of a game note_daily_game remembered, or None."""
        rows = self._query("SELECT date, on_the_day FROM daily_games WHERE game_id = ?", (game_id,))
        return next(
            ((date, bool(on)) for day, on in rows if (date := usable_day(day)) is not None), None
        )

    def daily_results(self) -> dict[datetime_date, DailyResult]:
        """Each date's daily result (rows too damaged to read, a date no game can
        have been played on included, are left out)."""
        rows = self._query("SELECT date, outcome, on_the_day FROM daily_results", ())
        results = {}
        for date_text, outcome, on_the_day in rows:
            date = usable_day(date_text)
            termination = TERMINATIONS.get(outcome) if isinstance(outcome, str) else None
            if date is not None and termination is not None:
                results[date] = DailyResult(date, termination, bool(on_the_day))
        return results

    # --- the daily challenges (docs/daily.md) --------------------------------

    def note_challenge_game(self, game_id: str, challenge: ChallengeDay) -> None:
        """Remember that a game just started is a daily challenge."""
        with self._transaction():
            note_challenge_game(self._connection, game_id, challenge)

    def challenge_game(self, game_id: str) -> ChallengeDay | None:
        """The challenge of a game note_challenge_game remembered, or None."""
        rows = self._query("SELECT date, tier FROM challenge_games WHERE game_id = ?", (game_id,))
        return next(filter(None, (usable_challenge(date, tier) for date, tier in rows)), None)

    def challenge_results(self) -> dict[ChallengeDay, bool]:
        """Each challenge played, and whether one of its games was won (rows too
        damaged to read are left out)."""
        rows = self._query(
            """
            SELECT date, tier, MAX(outcome = 'won') FROM challenge_games
            JOIN games USING (game_id) GROUP BY date, tier
            """,
            (),
        )
        results = {}
        for date, tier, won in rows:
            challenge = usable_challenge(date, tier)
            if challenge is not None:
                results[challenge] = bool(won)
        return results

    # --- the kind of each game, and the campaign (docs/campaign.md) -------------

    def note_game_kind(self, game_id: str, kind: GameKind, level: int | None = None) -> None:
        """Remember that a game just started is a campaign level or a winnable deal."""
        with self._transaction():
            note_game_kind(self._connection, game_id, kind, level)

    def game_kind(self, game_id: str) -> tuple[GameKind, int | None]:
        """(kind, level) of a game note_game_kind remembered; a deal otherwise."""
        rows = self._query("SELECT kind, level FROM game_kinds WHERE game_id = ?", (game_id,))
        try:
            kind, level = rows[0]
            return GameKind(kind), level if isinstance(level, int) else None
        except (IndexError, ValueError):
            return GameKind.DEAL, None

    def campaign_progress(self) -> dict[int, LevelProgress]:
        """The levels won so far, by number (rows too damaged to read are left out)."""
        rows = self._query("SELECT level, stars, best_moves FROM campaign_progress", ())
        return {
            level: LevelProgress(level, stars, moves)
            for level, stars, moves in rows
            if isinstance(level, int) and isinstance(stars, int) and isinstance(moves, int)
        }

    # --- plumbing ------------------------------------------------------------

    def _query(self, sql: str, parameters: Sequence[object]) -> list[Any]:
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            raise StatisticsError(StatisticsAction.READ, str(exc)) from exc

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        connection = self._connection
        try:
            check_writable(self.path)  # the write fence: addiction/store/ownership.py
        except NotTheOwnerError as exc:
            raise StatisticsError(StatisticsAction.SAVE, exc.strerror or str(exc)) from exc
        try:
            connection.execute("BEGIN IMMEDIATE")
            yield
            connection.execute("COMMIT")
        except sqlite3.Error as exc:
            _roll_back(connection)
            raise StatisticsError(StatisticsAction.SAVE, str(exc)) from exc
        except BaseException:
            _roll_back(connection)
            raise


def _roll_back(connection: sqlite3.Connection) -> None:
    # The failure may have ended the transaction already, or broken the connection.
    with suppress(sqlite3.Error):
        if connection.in_transaction:
            connection.execute("ROLLBACK")
