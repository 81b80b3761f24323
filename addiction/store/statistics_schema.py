"""The statistics database's schema, and opening a file as one.

The schema version lives in PRAGMA user_version; MIGRATIONS is the one place
that changes the schema, and EXPECTED_COLUMNS is what opening checks the tables
against. A file that is not SQLite, fails PRAGMA integrity_check, or holds some
other schema (a table or column missing included) raises UnusableDatabase, and
the database (addiction/store/statistics.py) moves it aside.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .notices import StoreProblem

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
#: The statistics group of a games row: its rule set for a deal, else its kind.
GROUP_SQL = "CASE kind WHEN 'deal' THEN rules_key ELSE kind END"


class UnusableDatabase(Exception):
    """The file at the database path is not (a healthy copy of) our database."""

    def __init__(self, reason: str, problem: StoreProblem) -> None:
        super().__init__(problem.value)
        self.reason = reason  # goes into the name the file is kept under
        self.problem = problem


def open_database(path: Path) -> sqlite3.Connection:
    """Connect, check the file is a healthy statistics database, bring its schema up to date.

    Raises UnusableDatabase for a damaged or foreign file; lets other sqlite3 errors
    (such as a directory that cannot be written) propagate.
    """
    # Autocommit mode: transactions are explicit (BEGIN IMMEDIATE ... COMMIT).
    connection = sqlite3.connect(str(path), isolation_level=None)
    try:
        _check_integrity(connection)
        _migrate(connection)
        _check_schema(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _check_integrity(connection: sqlite3.Connection) -> None:
    try:
        ((verdict, *_),) = connection.execute("PRAGMA integrity_check(1)").fetchall()
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError):
            raise  # cannot open or lock the file: not a sign of damage
        raise UnusableDatabase("corrupt", StoreProblem.STATISTICS_UNREADABLE) from exc
    if verdict != "ok":
        raise UnusableDatabase("corrupt", StoreProblem.STATISTICS_DAMAGED)


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
            raise UnusableDatabase("schema", StoreProblem.STATISTICS_WRONG_TABLES)


def _migrate(connection: sqlite3.Connection) -> None:
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    if version > SCHEMA_VERSION:
        raise UnusableDatabase("newer", StoreProblem.STATISTICS_NEWER)
    if version == 0 and connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
        raise UnusableDatabase("foreign", StoreProblem.STATISTICS_FOREIGN)
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
