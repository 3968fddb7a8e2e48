"""The database's tables: the numbered steps from each data version to the next, and the
repair of a table or column that is missing although the version says it is there.

Each step creates only what is not there yet (``IF NOT EXISTS``), so a file whose stated
version is behind its tables (a version set by hand, a damaged header) migrates instead of
failing. After the steps, ``missing`` compares the file with ``TABLES``, the newest shape,
and ``make_again`` creates a lost table empty or adds a lost column back (NULL in every
row: the rows' door keeps such a row aside), leaving every other row as it is. A table
or column lost is one the player should hear about, never a reason to refuse the launch.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

# each table's columns and constraints at the newest version, in its CREATE order
TABLES: dict[str, tuple[str, ...]] = {
    "results": (
        "seq INTEGER PRIMARY KEY",
        "id TEXT NOT NULL UNIQUE",
        "game TEXT NOT NULL",
        "mode TEXT NOT NULL",
        "deal TEXT",
        "data TEXT NOT NULL",
    ),
    "saves": ("game TEXT PRIMARY KEY", "data TEXT NOT NULL"),
    "bases": (
        "game TEXT NOT NULL",
        "mode TEXT NOT NULL",
        "data TEXT NOT NULL",
        "PRIMARY KEY (game, mode)",
    ),  # fmt: skip
    "kept_aside": (
        "seq INTEGER PRIMARY KEY",
        "at TEXT NOT NULL",
        "source TEXT NOT NULL",
        "reason TEXT NOT NULL",
        "data BLOB",
    ),  # fmt: skip
    # which old JSON files were imported (version 2)
    "imported": ("name TEXT PRIMARY KEY", "at TEXT NOT NULL"),
    # the moves of each ended deal or match (version 3)
    "replays": ("id TEXT PRIMARY KEY", "data TEXT NOT NULL"),
}
INDEXES = ("CREATE INDEX IF NOT EXISTS results_by_game ON results (game, mode, seq)",)


def create(db: sqlite3.Connection, table: str) -> None:
    db.execute(f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(TABLES[table])})")


def _v1(db: sqlite3.Connection) -> None:
    for table in ("results", "saves", "bases", "kept_aside"):
        create(db, table)
    for index in INDEXES:
        db.execute(index)


def _v2(db: sqlite3.Connection) -> None:
    """Which old JSON files were imported: the import is done once, and a kill between
    its commit and the renaming of the files does not import them twice."""
    create(db, "imported")


def _v3(db: sqlite3.Connection) -> None:
    """The moves of each ended deal or match, keyed by its result's id: what *Watch* plays
    again. A table of its own, not a field of the result, so that the statistics read at
    start stay small and a replay is read only when it is watched. Results recorded
    before this version have no row here: their replay does not exist."""
    create(db, "replays")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3)
VERSION = len(MIGRATIONS)
# the tables each version has (a database kept at an older version, as tests make one)
SINCE = {"results": 1, "saves": 1, "bases": 1, "kept_aside": 1, "imported": 2, "replays": 3}


def columns(table: str) -> dict[str, str]:
    """The table's columns at the newest version: name -> declared type."""
    out: dict[str, str] = {}
    for part in TABLES[table]:
        name, _sep, rest = part.partition(" ")
        if name.islower():  # not a table constraint (PRIMARY KEY (…))
            out[name] = rest.split()[0]
    return out


def missing(db: sqlite3.Connection, version: int = VERSION) -> list[str]:
    """What the file lacks of the shape its ``version`` has: ``table`` or ``table.column``
    names, read without writing anything."""
    lost: list[str] = []
    for table in TABLES:
        if SINCE[table] > version:
            continue
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if not have:
            lost.append(table)
            continue
        lost += [f"{table}.{c}" for c in columns(table) if c not in have]
    return lost


def make_again(db: sqlite3.Connection, lost: list[str]) -> None:
    """Each lost table created empty, each lost column added back (NULL in every row), in
    the caller's transaction; the index of results made again with its table."""
    for name in lost:
        table, _sep, column = name.partition(".")
        if column:
            db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {columns(table)[column]}")
        else:
            create(db, table)
    for index in INDEXES:
        db.execute(index)
