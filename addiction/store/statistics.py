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

The schema version lives in PRAGMA user_version; MIGRATIONS is the one place
that changes the schema, and EXPECTED_COLUMNS is what opening checks the tables
against. Every write is one transaction. A file that is not SQLite, fails PRAGMA
integrity_check, or holds some other schema (a table or column missing included)
is moved aside (kept, never deleted) and a fresh database started;
recovery then says so, as data the interface words (addiction/store/notices.py).

A result that cannot be written (a full or read-only disk) is kept in a small
pending file beside the database (PENDING_SUFFIX) and written at the next open.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import date as datetime_date
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from addiction.engine import PLAYING_CARDS, GameKind, Termination

from .errors import StatisticsError as StatisticsError
from .notices import StatisticsAction, StoreNotice, StoreProblem
from .ownership import NotTheOwnerError, check_writable
from .paths import SIDECARS, move_aside
from .savegame import write_atomically

CARDS = len(PLAYING_CARDS)

# MIGRATIONS[n] takes the schema from version n to n + 1.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT UNIQUE,
            finished_at TEXT NOT NULL,
            rules_key TEXT NOT NULL,
            deal_number INTEGER,
            code TEXT NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'given-up')),
            in_place INTEGER NOT NULL CHECK (in_place BETWEEN 0 AND 48),
            moves INTEGER NOT NULL CHECK (moves >= 0),
            shuffles_used INTEGER NOT NULL CHECK (shuffles_used >= 0),
            seconds REAL NOT NULL CHECK (seconds >= 0)
        )
        """,
        "CREATE INDEX games_by_rules ON games (rules_key, id)",
    ),
    # 2: games left for another game count as "abandoned" (they were "given-up").
    # SQLite cannot change a CHECK constraint, so the table is copied.
    (
        """
        CREATE TABLE games_v2 (
            id INTEGER PRIMARY KEY,
            game_id TEXT UNIQUE,
            finished_at TEXT NOT NULL,
            rules_key TEXT NOT NULL,
            deal_number INTEGER,
            code TEXT NOT NULL,
            outcome TEXT NOT NULL
                CHECK (outcome IN ('won', 'lost', 'given-up', 'abandoned')),
            in_place INTEGER NOT NULL CHECK (in_place BETWEEN 0 AND 48),
            moves INTEGER NOT NULL CHECK (moves >= 0),
            shuffles_used INTEGER NOT NULL CHECK (shuffles_used >= 0),
            seconds REAL NOT NULL CHECK (seconds >= 0)
        )
        """,
        "INSERT INTO games_v2 SELECT * FROM games",
        "DROP TABLE games",
        "ALTER TABLE games_v2 RENAME TO games",
        "CREATE INDEX games_by_rules ON games (rules_key, id)",
    ),
    # 3: each date's daily deal result, and which games are dailies (so a daily
    # taken up from the autosave is still one): docs/daily.md.
    (
        """
        CREATE TABLE daily_results (
            date TEXT PRIMARY KEY,
            game_id TEXT NOT NULL,
            outcome TEXT NOT NULL
                CHECK (outcome IN ('won', 'lost', 'given-up', 'abandoned')),
            on_the_day INTEGER NOT NULL CHECK (on_the_day IN (0, 1)),
            finished_at TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE daily_games (
            game_id TEXT PRIMARY KEY,
            date TEXT NOT NULL,
            on_the_day INTEGER NOT NULL CHECK (on_the_day IN (0, 1))
        )
        """,
    ),
    # 4: what kind of game each was (a deal, a campaign level, a winnable deal: the
    # statistics group the last two on their own), the campaign's progress, and the
    # kind of each game started (so a level taken up from the autosave is still one):
    # docs/campaign.md.
    (
        """
        ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'deal'
            CHECK (kind IN ('deal', 'campaign', 'winnable'))
        """,
        """
        CREATE TABLE campaign_progress (
            level INTEGER PRIMARY KEY CHECK (level >= 1),
            stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 3),
            best_moves INTEGER NOT NULL CHECK (best_moves >= 0),
            finished_at TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE game_kinds (
            game_id TEXT PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('deal', 'campaign', 'winnable')),
            level INTEGER
        )
        """,
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

#: The tables and columns the current schema has: checked at every open.
EXPECTED_COLUMNS = {
    "games": (
        "id",
        "game_id",
        "finished_at",
        "rules_key",
        "deal_number",
        "code",
        "outcome",
        "in_place",
        "moves",
        "shuffles_used",
        "seconds",
        "kind",
    ),
    "daily_results": ("date", "game_id", "outcome", "on_the_day", "finished_at"),
    "daily_games": ("game_id", "date", "on_the_day"),
    "campaign_progress": ("level", "stars", "best_moves", "finished_at"),
    "game_kinds": ("game_id", "kind", "level"),
}
#: The schema version each table first appears in, so a file of an older version is
#: checked against the tables it should have before it is migrated.
TABLE_SINCE = {
    "games": 1,
    "daily_results": 3,
    "daily_games": 3,
    "campaign_progress": 4,
    "game_kinds": 4,
}
#: The schema version a column added to an existing table first appears in.
COLUMN_SINCE = {("games", "kind"): 4}
PENDING_SUFFIX = ".pending.json"


#: The statistics group of a games row: its rule set for a deal, else its kind.
_GROUP = "CASE kind WHEN 'deal' THEN rules_key ELSE kind END"


@dataclass(frozen=True)
class GameResult:
    """How one game ended. game_id, when given, makes a repeated record replace this one."""

    rules_key: str
    deal_number: int | None
    code: str
    outcome: Termination
    in_place: int
    moves: int
    shuffles_used: int
    seconds: float
    game_id: str | None = None
    kind: GameKind = GameKind.DEAL
    #: A campaign level's number, and the stars the game earned (Level.stars).
    level: int | None = None
    stars: int = 0
    #: The date of the daily deal the game was (its result is also that date's
    #: result, record_daily's rule), and whether it was played on the day.
    daily_date: datetime_date | None = None
    on_the_day: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.outcome, Termination):
            raise ValueError(f"outcome must be a Termination, not {self.outcome!r}")
        if not 0 <= self.in_place <= CARDS:
            raise ValueError(f"in_place must be 0..{CARDS}, not {self.in_place}")
        if self.moves < 0 or self.shuffles_used < 0 or self.seconds < 0:
            raise ValueError("moves, shuffles and seconds cannot be negative")
        if not self.rules_key:
            raise ValueError("a result needs its rule set's key")


@dataclass(frozen=True)
class RecordedGame:
    """A recorded result and when the game ended (UTC)."""

    finished_at: datetime
    result: GameResult


@dataclass(frozen=True)
class StatisticsSummary:
    """The figures for one rule set (rules_key) or for all of them (rules_key None)."""

    rules_key: str | None
    played: int
    won: int
    lost: int
    given_up: int
    abandoned: int
    current_streak: int
    best_streak: int
    best_moves: int | None
    best_seconds: float | None
    average_in_place: float | None
    by_rules: tuple[StatisticsSummary, ...] = ()

    @property
    def win_rate(self) -> float | None:
        """Won / played, 0..1; None before any game is played."""
        return self.won / self.played if self.played else None


class StatisticsDatabase:
    """The statistics file. Use from one thread (the GUI thread).

    Opening never raises. After opening, recovery is None, or what to tell the
    player: the file was damaged (recovered_from is then
    where it was kept) or could not be used at all (games are then kept in
    memory for this session). record, reset and the readers raise
    StatisticsError if the database fails later on.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.recovered_from: Path | None = None
        self.recovery: StoreNotice | None = None
        self._pending: list[tuple[GameResult, str]] = []
        try:
            self._connection = _open(self.path)
        except _Unusable as problem:
            self._connection = self._recover(problem)
        except sqlite3.Error as exc:
            # Not damage (say, a directory that cannot be written): leave the file be
            # and keep this session's games in memory so the game still runs.
            self.recovery = StoreNotice(StoreProblem.STATISTICS_UNUSABLE, detail=str(exc))
            self._connection = _open(Path(":memory:"))
        self.in_memory = self.recovery is not None and self.recovered_from is None
        if not self.in_memory:
            # Read once: from here on the pending file mirrors self._pending.
            self._pending = _read_pending(self.pending_path)
            self._flush_pending()

    def _recover(self, problem: _Unusable) -> sqlite3.Connection:
        try:
            kept = move_aside(self.path, problem.reason, SIDECARS)
        except OSError:
            self.recovery = StoreNotice(problem.problem)
            return _open(Path(":memory:"))
        self.recovered_from = kept
        self.recovery = StoreNotice(problem.problem, kept)
        return _open(self.path)

    def close(self) -> None:
        if self._pending and not self.in_memory:
            self._flush_pending()
        self._connection.close()

    # --- writing -------------------------------------------------------------

    def record(self, result: GameResult) -> None:
        """Add a finished game, or replace the earlier result of the same game_id
        unless that one is a win (a win is final).

        If the database cannot take it (a full or read-only disk), the result is
        kept in the pending file and written at the next open; StatisticsError
        still tells the caller, so the player can be told.
        """
        finished_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        try:
            self._insert(result, finished_at)
        except StatisticsError:
            self._pending.append((result, finished_at))
            self._write_pending()
            raise

    def _insert(self, result: GameResult, finished_at: str) -> None:
        with self._transaction():
            if result.game_id is not None:
                earlier = self._connection.execute(
                    "SELECT outcome FROM games WHERE game_id = ?", (result.game_id,)
                ).fetchone()
                if earlier is not None and not _supersedes(result.outcome, earlier[0]):
                    return  # the earlier result stands (a win is final)
            self._connection.execute(
                """
                INSERT INTO games (game_id, finished_at, rules_key, deal_number, code, outcome,
                                   in_place, moves, shuffles_used, seconds, kind)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (game_id) DO UPDATE SET
                    finished_at = excluded.finished_at, rules_key = excluded.rules_key,
                    deal_number = excluded.deal_number, code = excluded.code,
                    outcome = excluded.outcome, in_place = excluded.in_place,
                    moves = excluded.moves, shuffles_used = excluded.shuffles_used,
                    seconds = excluded.seconds, kind = excluded.kind
                """,
                (
                    result.game_id,
                    finished_at,
                    result.rules_key,
                    result.deal_number,
                    result.code,
                    result.outcome.value,
                    result.in_place,
                    result.moves,
                    result.shuffles_used,
                    float(result.seconds),
                    result.kind.value,
                ),
            )
            if result.level is not None and result.stars:
                # A level's best: the most stars, and the fewest moves of its wins.
                self._connection.execute(
                    """
                    INSERT INTO campaign_progress VALUES (?, ?, ?, ?)
                    ON CONFLICT (level) DO UPDATE SET
                        stars = MAX(stars, excluded.stars),
                        best_moves = MIN(best_moves, excluded.best_moves)
                    """,
                    (result.level, result.stars, result.moves, finished_at),
                )
            if result.daily_date is not None and result.game_id is not None:
                # In the same transaction: a refused write keeps both in the pending file.
                self._insert_daily(
                    result.daily_date,
                    result.game_id,
                    result.outcome,
                    result.on_the_day,
                    finished_at,
                )

    @property
    def pending_path(self) -> Path:
        return self.path.with_name(self.path.name + PENDING_SUFFIX)

    @property
    def pending_count(self) -> int:
        """Results not yet in the database (kept in the pending file, or in memory)."""
        return len(self._pending)

    def _write_pending(self) -> None:
        """Keep the unwritten results on disk; if even that fails they stay in memory
        and are tried again with the next result and at close."""
        records = [
            {**_result_to_dict(result), "finished_at": finished_at}
            for result, finished_at in self._pending
        ]
        with suppress(OSError):
            if records:
                write_atomically(self.pending_path, json.dumps(records).encode())
            else:
                self.pending_path.unlink(missing_ok=True)

    def _flush_pending(self) -> None:
        """Write the results a full or read-only disk kept out, oldest first."""
        written = 0
        for result, finished_at in self._pending:
            try:
                self._insert(result, finished_at)
            except StatisticsError:
                break
            written += 1
        if written or self._pending:
            self._pending = self._pending[written:]
            self._write_pending()

    def outcome_of(self, game_id: str) -> Termination | None:
        """The result recorded for a game (None when there is none, or none this
        version can read)."""
        rows = self._query("SELECT outcome FROM games WHERE game_id = ?", (game_id,))
        try:
            return Termination(rows[0][0]) if rows else None
        except ValueError:
            return None

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
                    f"DELETE FROM games WHERE {_GROUP} = ?", (rules_key,)
                )
            return cursor.rowcount

    # --- reading -------------------------------------------------------------

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
            RecordedGame(
                datetime.fromisoformat(row[0]),
                GameResult(row[1], row[2], row[3], Termination(row[4]), *row[5:]),
            )
            for row in rows
        ]

    def rules_keys(self) -> list[str]:
        """The groups (rule sets, and GameKind values) with recorded games, in the
        order they were first played."""
        rows = self._query(f"SELECT {_GROUP} FROM games GROUP BY {_GROUP} ORDER BY MIN(id)", ())
        return [key for (key,) in rows]

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

    # --- the daily deal (docs/daily.md) ----------------------------------------

    def record_daily(
        self, date: datetime_date, game_id: str, outcome: Termination, on_the_day: bool
    ) -> None:
        """The result of a game of date's daily deal: the first finished game is the
        date's result; a later game's is ignored, while the same game's replaces it
        unless it was a win (Termination.supersedes)."""
        finished_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
        with self._transaction():
            self._insert_daily(date, game_id, outcome, on_the_day, finished_at)

    def _insert_daily(
        self,
        date: datetime_date,
        game_id: str,
        outcome: Termination,
        on_the_day: bool,
        finished_at: str,
    ) -> None:
        earlier = self._connection.execute(
            "SELECT game_id, outcome FROM daily_results WHERE date = ?", (date.isoformat(),)
        ).fetchone()
        if earlier is not None and (earlier[0] != game_id or not _supersedes(outcome, earlier[1])):
            return
        self._connection.execute(
            "INSERT OR REPLACE INTO daily_results VALUES (?, ?, ?, ?, ?)",
            (date.isoformat(), game_id, outcome.value, int(on_the_day), finished_at),
        )

    def note_daily_game(self, game_id: str, date: datetime_date, on_the_day: bool) -> None:
        """Remember that a game just started is date's daily deal."""
        with self._transaction():
            self._connection.execute(
                "INSERT OR REPLACE INTO daily_games VALUES (?, ?, ?)",
                (game_id, date.isoformat(), int(on_the_day)),
            )

    def daily_game(self, game_id: str) -> tuple[datetime_date, bool] | None:
        """(date, on_the_day) of a game note_daily_game remembered, or None."""
        rows = self._query("SELECT date, on_the_day FROM daily_games WHERE game_id = ?", (game_id,))
        try:
            return next((datetime_date.fromisoformat(day), bool(on)) for day, on in rows)
        except (StopIteration, TypeError, ValueError):
            return None

    def daily_results(self) -> dict[datetime_date, DailyResult]:
        """Each date's daily result (rows too damaged to read are left out)."""
        rows = self._query("SELECT date, outcome, on_the_day FROM daily_results", ())
        results = {}
        for date_text, outcome, on_the_day in rows:
            try:
                date = datetime_date.fromisoformat(date_text)
                termination = Termination(outcome)
            except (TypeError, ValueError):
                continue
            results[date] = DailyResult(date, termination, bool(on_the_day))
        return results

    # --- the kind of each game, and the campaign (docs/campaign.md) -------------

    def note_game_kind(self, game_id: str, kind: GameKind, level: int | None = None) -> None:
        """Remember that a game just started is a campaign level or a winnable deal."""
        with self._transaction():
            self._connection.execute(
                "INSERT OR REPLACE INTO game_kinds VALUES (?, ?, ?)", (game_id, kind.value, level)
            )

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

    # --- reading for the statistics window -------------------------------------

    def history(self) -> GameHistory:
        """Every recorded game, oldest first, with the rows too damaged to read counted.

        A row with a date that is no date (or far outside any time a game can have
        ended), text in a number column, a number out of range or an unknown outcome
        is skipped (and counted) instead of stopping the window or skewing a figure.
        SQLite checks the types and ranges (typeof, in C, over 10,000 rows); Python
        then reads the dates.
        """
        ((total,),) = self._query("SELECT COUNT(*) FROM games", ())
        outcomes = tuple(_TERMINATIONS)
        rows = self._query(
            f"""
            SELECT finished_at, {_GROUP}, deal_number, code, outcome, in_place, moves,
                   shuffles_used, seconds
            FROM games
            WHERE typeof(finished_at) = 'text'
              AND typeof(rules_key) = 'text' AND rules_key <> ''
              AND typeof(code) = 'text'
              AND (deal_number IS NULL
                   OR (typeof(deal_number) = 'integer' AND deal_number >= 0))
              AND outcome IN ({", ".join("?" * len(outcomes))})
              AND typeof(in_place) = 'integer' AND in_place BETWEEN 0 AND {CARDS}
              AND typeof(moves) = 'integer' AND moves >= 0
              AND typeof(shuffles_used) = 'integer' AND shuffles_used >= 0
              AND typeof(seconds) IN ('integer', 'real') AND seconds >= 0
              AND seconds < 1e999  -- 1e999 is infinity to SQLite
            ORDER BY id
            """,
            outcomes,
        )
        games = [game for game in map(_played_game, rows) if game is not None]
        return GameHistory(tuple(games), damaged=total - len(games))


@dataclass(frozen=True)
class LevelProgress:
    """A campaign level won: its best stars (1..3) and fewest moves."""

    level: int
    stars: int
    best_moves: int


@dataclass(frozen=True)
class DailyResult:
    """How a date's daily deal went; on_the_day: played as that day's daily (it
    counts for the daily streak), not later from the calendar."""

    date: datetime_date
    outcome: Termination
    on_the_day: bool


def daily_streaks(
    results: dict[datetime_date, DailyResult], today: datetime_date
) -> tuple[int, int]:
    """(current, best) daily streaks: runs of consecutive dates whose daily was won
    on its own day. The current run ends today, or yesterday while today's daily
    is not yet won."""
    won = {date for date, result in results.items() if result.on_the_day and result.outcome.is_win}
    best = 0
    for date in won:
        if date - timedelta(days=1) not in won:  # the first day of a run
            length = 1
            while date + timedelta(days=length) in won:
                length += 1
            best = max(best, length)
    day = today if today in won else today - timedelta(days=1)
    current = 0
    while day - timedelta(days=current) in won:
        current += 1
    return current, best


def _roll_back(connection: sqlite3.Connection) -> None:
    # The failure may have ended the transaction already, or broken the connection.
    with suppress(sqlite3.Error):
        if connection.in_transaction:
            connection.execute("ROLLBACK")


_WHERE_RULES = f"WHERE (? IS NULL OR {_GROUP} = ?)"


def win_streaks(outcomes: Sequence[Termination]) -> tuple[int, int]:
    """(current, best) runs of consecutive wins in outcomes, oldest first."""
    current = best = 0
    for outcome in outcomes:
        current = current + 1 if outcome.is_win else 0
        best = max(best, current)
    return current, best


class _Unusable(Exception):
    """The file at the database path is not (a healthy copy of) our database."""

    def __init__(self, reason: str, problem: StoreProblem) -> None:
        super().__init__(problem.value)
        self.reason = reason  # goes into the name the file is kept under
        self.problem = problem


def _open(path: Path) -> sqlite3.Connection:
    """Connect, check the file is a healthy statistics database, bring its schema up to date.

    Raises _Unusable for a damaged or foreign file; lets other sqlite3 errors
    (such as a directory that cannot be written) propagate.
    """
    # Autocommit mode: transactions are explicit (BEGIN IMMEDIATE ... COMMIT).
    connection = sqlite3.connect(str(path), isolation_level=None)
    try:
        _check(connection)
        _migrate(connection)
        _check_schema(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _check(connection: sqlite3.Connection) -> None:
    try:
        ((verdict, *_),) = connection.execute("PRAGMA integrity_check(1)").fetchall()
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError):
            raise  # cannot open or lock the file: not a sign of damage
        raise _Unusable("corrupt", StoreProblem.STATISTICS_UNREADABLE) from exc
    if verdict != "ok":
        raise _Unusable("corrupt", StoreProblem.STATISTICS_DAMAGED)


def _check_schema(connection: sqlite3.Connection, version: int = SCHEMA_VERSION) -> None:
    """The tables and columns are the ones schema version `version` has: a dropped
    table or column passes integrity_check but would silently lose every game after it.
    (A column added to a table after it appeared is in COLUMN_SINCE.)"""
    for table, columns in EXPECTED_COLUMNS.items():
        if TABLE_SINCE[table] > version:
            continue
        found = tuple(row[1] for row in connection.execute(f"PRAGMA table_info({table})"))
        since = TABLE_SINCE[table]
        if found != tuple(c for c in columns if COLUMN_SINCE.get((table, c), since) <= version):
            raise _Unusable("schema", StoreProblem.STATISTICS_WRONG_TABLES)


def _supersedes(later: Termination, earlier: object) -> bool:
    """Whether a game's later result replaces the stored one (the engine's rule;
    a stored outcome this version does not know is replaced)."""
    try:
        return later.supersedes(Termination(earlier))
    except ValueError:
        return True


def _result_to_dict(result: GameResult) -> dict[str, object]:
    return {
        "rules_key": result.rules_key,
        "deal_number": result.deal_number,
        "code": result.code,
        "outcome": result.outcome.value,
        "in_place": result.in_place,
        "moves": result.moves,
        "shuffles_used": result.shuffles_used,
        "seconds": result.seconds,
        "game_id": result.game_id,
        "kind": result.kind.value,
        "level": result.level,
        "stars": result.stars,
        "daily_date": None if result.daily_date is None else result.daily_date.isoformat(),
        "on_the_day": result.on_the_day,
    }


def _date_or_none(text: object) -> datetime_date | None:
    """A pending record's daily date (None in records that have none)."""
    return None if text is None else datetime_date.fromisoformat(str(text))


def _read_pending(path: Path) -> list[tuple[GameResult, str]]:
    """The results a full disk kept out of the database; a damaged pending file is
    moved aside (it only ever holds what could not be written)."""
    try:
        records = json.loads(path.read_bytes())
        return [
            (
                GameResult(
                    rules_key=str(record["rules_key"]),
                    deal_number=record["deal_number"],
                    code=str(record["code"]),
                    outcome=Termination(record["outcome"]),
                    in_place=int(record["in_place"]),
                    moves=int(record["moves"]),
                    shuffles_used=int(record["shuffles_used"]),
                    seconds=float(record["seconds"]),
                    game_id=record["game_id"],
                    # Pending files written before schema 4 have no kind.
                    kind=GameKind(record.get("kind", GameKind.DEAL.value)),
                    level=record.get("level"),
                    stars=int(record.get("stars", 0)),
                    daily_date=_date_or_none(record.get("daily_date")),
                    on_the_day=bool(record.get("on_the_day", False)),
                ),
                str(datetime.fromisoformat(record["finished_at"]).isoformat()),
            )
            for record in records
        ]
    except FileNotFoundError:
        return []
    except OSError:
        return []  # unreadable now; left where it is for the next start
    except (ValueError, TypeError, KeyError):
        with suppress(OSError):
            move_aside(path)
        return []


def _migrate(connection: sqlite3.Connection) -> None:
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    if version > SCHEMA_VERSION:
        raise _Unusable("newer", StoreProblem.STATISTICS_NEWER)
    if version == 0 and connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
        raise _Unusable("foreign", StoreProblem.STATISTICS_FOREIGN)
    if version:
        # Checked before a migration copies a table too, or a file missing a column
        # would fail its migration at every start.
        _check_schema(connection, version)
    for target in range(version + 1, SCHEMA_VERSION + 1):
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[target - 1]:
                connection.execute(statement)
            # user_version is part of the database header, so it commits with the schema.
            connection.execute(f"PRAGMA user_version = {target}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")


# --- the whole history, for the statistics window ---------------------------------


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One recorded game as the statistics window reads it (finished_at is aware, UTC).
    rules_key is the game's statistics group: its rule set's key for a deal, the
    GameKind's value for a campaign level or a winnable deal."""

    finished_at: datetime
    rules_key: str
    deal_number: int | None
    code: str
    termination: Termination
    in_place: int
    moves: int
    shuffles_used: int
    seconds: float

    @property
    def is_win(self) -> bool:
        return self.termination is Termination.WON


@dataclass(frozen=True)
class GameHistory:
    """Every readable game, oldest first, and how many rows could not be read."""

    games: tuple[PlayedGame, ...]
    damaged: int = 0

    def rules_keys(self) -> list[str]:
        """The rule sets played, in the order they were first played."""
        return list(dict.fromkeys(game.rules_key for game in self.games))

    def of_rules(self, rules_key: str | None) -> tuple[PlayedGame, ...]:
        """The games of one rule set, or all of them for None."""
        if rules_key is None:
            return self.games
        return tuple(game for game in self.games if game.rules_key == rules_key)

    def summary(self, rules_key: str | None = None) -> StatisticsSummary:
        """The figures of one rule set, or of all with the per-rule-set breakdown.

        Played = won + lost + given up + abandoned (the counting rules at the top
        of this module).
        """
        games = self.of_rules(rules_key)
        breakdown = (
            tuple(self.summary(key) for key in self.rules_keys()) if rules_key is None else ()
        )
        outcomes = [game.termination for game in games]
        wins = [game for game in games if game.termination is Termination.WON]
        current, best = win_streaks(outcomes)
        return StatisticsSummary(
            rules_key=rules_key,
            played=len(games),
            won=len(wins),
            lost=outcomes.count(Termination.LOST),
            given_up=outcomes.count(Termination.GIVEN_UP),
            abandoned=outcomes.count(Termination.ABANDONED),
            current_streak=current,
            best_streak=best,
            best_moves=min((game.moves for game in wins), default=None),
            best_seconds=min((game.seconds for game in wins), default=None),
            average_in_place=(sum(game.in_place for game in games) / len(games) if games else None),
            by_rules=breakdown,
        )


_TERMINATIONS = {termination.value: termination for termination in Termination}
# When a recorded game can have ended, generously (a computer whose clock was reset
# included). A date outside is damage: at the very edges of Python's calendar it
# cannot even be turned into a local day (the statistics window's calendar).
_EARLIEST = datetime(1900, 1, 1, tzinfo=timezone.utc)
_LATEST = datetime(9000, 1, 1, tzinfo=timezone.utc)


def _played_game(row: Any) -> PlayedGame | None:
    """The game a row that passed history()'s checks holds, or None if its date is no
    date or none a game can have ended at."""
    finished_at, rules_key, deal, code, outcome, in_place, moves, shuffles, seconds = row
    try:
        when = datetime.fromisoformat(finished_at)
    except ValueError:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    if not _EARLIEST <= when <= _LATEST:
        return None
    return PlayedGame(
        when,
        rules_key,
        deal,
        code,
        _TERMINATIONS[outcome],
        in_place,
        moves,
        shuffles,
        float(seconds),
    )
