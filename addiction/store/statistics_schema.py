"""The statistics database's schema, and opening a file as one.

The schema version lives in PRAGMA user_version; MIGRATIONS is the one place
that changes the schema, and EXPECTED_COLUMNS is what opening checks the tables
against. A file that is not SQLite, fails PRAGMA integrity_check, holds some
other schema (a table or column missing included), or whose writes would not
stick (a trigger, a view in place of a table, a version no release wrote, a
probe result that is refused or not kept) raises UnusableDatabase, and the
database (addiction/store/statistics.py) moves it aside.

Another program holding the file locked (a backup, a database browser) is waited
out for up to OPEN_BUSY_SECONDS at open, and WRITE_BUSY_SECONDS for each write after.
"""

from __future__ import annotations

import re
import sqlite3
from datetime import date as datetime_date
from pathlib import Path

from addiction.engine import GameKind, Termination
from addiction.engine.daily_challenges import ChallengeDay, Tier

from .game_results import GameResult
from .notices import StoreProblem
from .statistics_writes import insert_result

#: At open the window is not up yet, and a session without its statistics file
#: counts nothing: worth waiting for. During play, a write waits less.
OPEN_BUSY_SECONDS = 20.0
WRITE_BUSY_SECONDS = 5.0

#: Each counted game's actions (engine/action_codec.py, store/game_actions.py), so
#: it can be replayed and reviewed (docs/review.md); a game recorded before has none.
GAME_ACTIONS_MIGRATION = (
    """
    CREATE TABLE game_actions (
        game_row INTEGER PRIMARY KEY REFERENCES games (id),
        actions BLOB NOT NULL
    )
    """,
)

#: Which games are daily challenges, by date and tier (engine/daily_challenges.py,
#: docs/daily.md): noted as each starts (so one taken up from the autosave is still
#: one) and with its result. The games row stays a deal of its rule set.
CHALLENGE_GAMES_MIGRATION = (
    """
    CREATE TABLE challenge_games (
        game_id TEXT PRIMARY KEY,
        date TEXT NOT NULL,
        tier TEXT NOT NULL CHECK (tier IN ('easy', 'medium', 'hard'))
    )
    """,
)

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
    # 5: the games of the whole Gaps family (docs/rules.md): in_place may reach the
    # largest game's cards (engine/shape.py MOST_CARDS: 104, Double Blue Moon's), as
    # the table is copied again for its CHECK. A migration never changes once
    # released, so the figure is written out. Every row the old CHECKs let in
    # passes the new ones (integrity_check, at open, refuses a row past them).
    (
        """
        CREATE TABLE games_v5 (
            id INTEGER PRIMARY KEY,
            game_id TEXT UNIQUE,
            finished_at TEXT NOT NULL,
            rules_key TEXT NOT NULL,
            deal_number INTEGER,
            code TEXT NOT NULL,
            outcome TEXT NOT NULL
                CHECK (outcome IN ('won', 'lost', 'given-up', 'abandoned')),
            in_place INTEGER NOT NULL CHECK (in_place BETWEEN 0 AND 104),
            moves INTEGER NOT NULL CHECK (moves >= 0),
            shuffles_used INTEGER NOT NULL CHECK (shuffles_used >= 0),
            seconds REAL NOT NULL CHECK (seconds >= 0),
            kind TEXT NOT NULL DEFAULT 'deal'
                CHECK (kind IN ('deal', 'campaign', 'winnable'))
        )
        """,
        "INSERT INTO games_v5 SELECT * FROM games",
        "DROP TABLE games",
        "ALTER TABLE games_v5 RENAME TO games",
        "CREATE INDEX games_by_rules ON games (rules_key, id)",
    ),
    GAME_ACTIONS_MIGRATION,
    CHALLENGE_GAMES_MIGRATION,
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
    "game_actions": ("game_row", "actions"),
    "challenge_games": ("game_id", "date", "tier"),
}
#: The schema version each table first appears in, so a file of an older version is
#: checked against the tables it should have before it is migrated.
TABLE_SINCE = {
    "games": 1,
    "daily_results": 3,
    "daily_games": 3,
    "campaign_progress": 4,
    "game_kinds": 4,
    "game_actions": MIGRATIONS.index(GAME_ACTIONS_MIGRATION) + 1,
    "challenge_games": MIGRATIONS.index(CHALLENGE_GAMES_MIGRATION) + 1,
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
    connection = sqlite3.connect(str(path), isolation_level=None, timeout=OPEN_BUSY_SECONDS)
    try:
        _check_integrity(connection)
        _check_objects(connection)
        _migrate(connection)
        _check_schema(connection)
        _check_writes(connection)
        connection.execute(f"PRAGMA busy_timeout = {int(WRITE_BUSY_SECONDS * 1000)}")
        # The checks read every page (integrity_check): let the page cache go (up to
        # 2 MB, sqlite's default cache_size) rather than keep it for the whole game;
        # a later query reads what it needs again.
        connection.execute("PRAGMA shrink_memory")
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


def _check_objects(connection: sqlite3.Connection) -> None:
    """No trigger and no view: the schema has none, and either can make a write
    vanish or fail at every try (a view in place of the games table included)."""
    ((count,),) = connection.execute(
        "SELECT COUNT(*) FROM sqlite_master WHERE type IN ('trigger', 'view')"
    ).fetchall()
    if count:
        raise UnusableDatabase("damaged", StoreProblem.STATISTICS_DAMAGED)


#: The probe _check_writes writes and takes back: ids, a level and a day no game has.
_PROBE_ID = "probe-of-writes"
_PROBE_LEVEL = 2**31
_PROBE_DAY = datetime_date(1000, 1, 1)
_PROBE = GameResult(
    "probe",
    None,
    "probe",
    Termination.WON,
    0,
    1,
    0,
    1.0,
    _PROBE_ID,
    GameKind.CAMPAIGN,
    _PROBE_LEVEL,
    3,
    _PROBE_DAY,
    True,
    actions=b"probe",
    challenge=ChallengeDay(_PROBE_DAY, Tier.HARD),
)


def _check_writes(connection: sqlite3.Connection) -> None:
    """A result written now would be kept: a probe of every write the game makes,
    read back and rolled back. A refusal for the probe's content (a changed CHECK,
    a stray unique index) or a probe not kept is damage; a full, read-only or
    locked disk gives no verdict (the pending file is for that)."""
    try:
        connection.execute("BEGIN IMMEDIATE")
        try:
            day = _PROBE_DAY.isoformat()
            connection.execute("DELETE FROM games WHERE game_id = ?", (_PROBE_ID,))
            connection.execute("DELETE FROM daily_results WHERE date = ?", (day,))
            connection.execute("DELETE FROM campaign_progress WHERE level = ?", (_PROBE_LEVEL,))
            # The result notes its daily deal and its kind too (statistics_writes.py).
            insert_result(connection, _PROBE, "2000-01-01T00:00:00+00:00")
            kept = connection.execute(
                """
                SELECT (SELECT COUNT(*) FROM games WHERE game_id = ?1 AND outcome = 'won'),
                       (SELECT COUNT(*) FROM daily_results WHERE date = ?2 AND game_id = ?1),
                       (SELECT COUNT(*) FROM campaign_progress WHERE level = ?3),
                       (SELECT COUNT(*) FROM daily_games WHERE game_id = ?1),
                       (SELECT COUNT(*) FROM game_kinds WHERE game_id = ?1),
                       (SELECT COUNT(*) FROM game_actions JOIN games ON game_row = games.id
                        WHERE games.game_id = ?1 AND actions = ?4),
                       (SELECT COUNT(*) FROM challenge_games WHERE game_id = ?1)
                """,
                (_PROBE_ID, day, _PROBE_LEVEL, _PROBE.actions),
            ).fetchone()
        finally:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
    except sqlite3.OperationalError:
        return
    except sqlite3.DatabaseError as exc:
        raise UnusableDatabase("damaged", StoreProblem.STATISTICS_DAMAGED) from exc
    if kept != (1, 1, 1, 1, 1, 1, 1):
        raise UnusableDatabase("damaged", StoreProblem.STATISTICS_DAMAGED)


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
    if version < 0:  # no release writes one: migrating from it would fail at every start
        raise UnusableDatabase("damaged", StoreProblem.STATISTICS_DAMAGED)
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
                if not _already_there(connection, statement):
                    connection.execute(statement)
            # user_version is part of the database header, so it commits with the schema.
            connection.execute(f"PRAGMA user_version = {target}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")


_CREATES = re.compile(r"\s*CREATE (?:TABLE|INDEX) (\w+) ")


def _already_there(connection: sqlite3.Connection, statement: str) -> bool:
    """Whether a table a migration creates is in the file already, with the columns
    the current schema gives it: a file whose user_version was set back (by a tool,
    a hand, a restored header) holds the tables of a later version. Such a table is
    taken as made, so the migration goes on and every row in it is kept; the whole
    schema (_check_schema) and a probe of writes (_check_writes) are checked after.

    Anything else standing where a migration creates a table or an index would fail
    that migration at every start: UnusableDatabase, so the file is moved aside."""
    created = _CREATES.match(statement)
    if created is None:
        return False
    name = created[1]
    if not connection.execute(
        "SELECT COUNT(*) FROM sqlite_master WHERE name = ? COLLATE NOCASE", (name,)
    ).fetchone()[0]:
        return False
    found = tuple(row[1] for row in connection.execute(f"PRAGMA table_info({name})"))
    if statement.lstrip().startswith("CREATE TABLE") and found == EXPECTED_COLUMNS.get(name):
        return True
    raise UnusableDatabase("schema", StoreProblem.STATISTICS_WRONG_TABLES)
