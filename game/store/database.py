"""The one database of what a player did: results, saved deals and matches, and what was
kept aside, in SQLite (the standard library's ``sqlite3``).

Why one database and not files: a player's change often touches two records (a
deal ends: its result is written and its save removed; an undo out of the end:
the result is withdrawn and the save written again). Two files written one after
the other leave a window in which a kill loses the deal or counts it twice. Here
each change is one transaction (``with store.transaction():``), so a kill at any
instant leaves the state before it or the state after it.

Journal and durability: WAL, ``synchronous=NORMAL``. In WAL mode a commit is
atomic and survives the process being killed at any instant (the threat the kill
tests measure); NORMAL leaves the fsync to the checkpoint, so after a power cut
the last few moves may be missing but the database is never half-written, and a
move's commit costs a fraction of a millisecond on the frame thread instead of an
fsync (figures in the README). ``synchronous=FULL`` would add an fsync per move.

The schema carries its version in ``PRAGMA user_version``; ``MIGRATIONS`` are the
numbered steps from each version to the next, each run in its own transaction. A
database from a newer version is refused (``NewerStore``) and left untouched.

No game is named in the schema: rows are keyed by the game's registered name and
carry the game's own state as JSON, so a game added later has statistics and
saves without a schema change.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.i18n import _
from game.store.paths import free_name

FILE = "arcade.sqlite3"


class StoreError(Exception):
    """A read or write of the database failed (full disk, read-only folder, I/O); the
    message is one line for the player."""


class NewerStore(StoreError):
    """The database was written by a newer version of the game; it is left untouched."""


def _v1(db: sqlite3.Connection) -> None:
    db.execute(
        "CREATE TABLE results (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
        " game TEXT NOT NULL, mode TEXT NOT NULL, deal TEXT, data TEXT NOT NULL)"
    )
    db.execute("CREATE INDEX results_by_game ON results (game, mode, seq)")
    db.execute("CREATE TABLE saves (game TEXT PRIMARY KEY, data TEXT NOT NULL)")
    db.execute(
        "CREATE TABLE bases (game TEXT NOT NULL, mode TEXT NOT NULL, data TEXT NOT NULL,"
        " PRIMARY KEY (game, mode))"
    )
    db.execute(
        "CREATE TABLE kept_aside (seq INTEGER PRIMARY KEY, at TEXT NOT NULL,"
        " source TEXT NOT NULL, reason TEXT NOT NULL, data BLOB)"
    )


def _v2(db: sqlite3.Connection) -> None:
    """Which old JSON files were imported: the import is done once, and a kill between
    its commit and the renaming of the files does not import them twice."""
    db.execute("CREATE TABLE imported (name TEXT PRIMARY KEY, at TEXT NOT NULL)")


def _v3(db: sqlite3.Connection) -> None:
    """The moves of each ended deal or match, keyed by its result's id: what *Watch* plays
    again. A table of its own, not a field of the result, so that the statistics read at
    start stay small and a replay is read only when it is watched. Results recorded
    before this version have no row here: their replay does not exist."""
    db.execute("CREATE TABLE replays (id TEXT PRIMARY KEY, data TEXT NOT NULL)")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3)
VERSION = len(MIGRATIONS)


def _not_sqlite(path: Path) -> bool:
    """A file is there, but it does not begin as every SQLite database does."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(16)
    except FileNotFoundError:
        return False
    return bool(head) and head != b"SQLite format 3\x00"


def _line(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:160]


def write_failed(exc: Exception) -> StoreError:
    """The one line a failed write of the database is told in."""
    return StoreError(_("could not write {file}: {why}").format(file=FILE, why=_line(exc)))


class Store:
    """The open database. Reads any time; writes only inside ``transaction()``."""

    def __init__(self, folder: Path, version: int = VERSION) -> None:
        self.folder = folder
        self.path = folder / FILE
        self.commits = 0  # committed transactions (the kill tests count them)
        self.kept: list[str] = []  # one line per thing kept aside while opening
        try:
            folder.mkdir(parents=True, exist_ok=True)
            self.db = self._connect()
        except sqlite3.DatabaseError as exc:
            self.db = self._start_again(_("unreadable ({why})").format(why=_line(exc)))
        except OSError as exc:
            raise StoreError(
                _("cannot open the data folder {folder}: {why}").format(
                    folder=folder, why=_line(exc)
                )
            ) from exc
        try:
            self._migrate(version)
        except NewerStore:
            raise
        except StoreError as exc:
            # tables that disagree with the version the file states (a version set by hand,
            # a damaged header): the file is kept aside whole and a new one started
            self.db.close()
            self.db = self._start_again(_("inconsistent ({why})").format(why=exc))
            try:
                self._migrate(version)
            except BaseException:
                self.db.close()
                raise

    # --- opening ---------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        if _not_sqlite(self.path):  # SQLite would take a short file for an empty database
            raise sqlite3.DatabaseError("not an SQLite database")
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA busy_timeout = 2000")
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise sqlite3.DatabaseError(f"journal mode {mode}")
            db.execute("PRAGMA synchronous = NORMAL")
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"damaged ({check})")
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def _start_again(self, why: str) -> sqlite3.Connection:
        """A database file SQLite cannot read is kept aside whole (with its journal),
        reported, and a new one started."""
        target = free_name(self.folder, "arcade.corrupt", ".sqlite3")
        try:
            for suffix in ("", "-wal", "-shm"):
                src = Path(str(self.path) + suffix)
                if src.exists():
                    os.replace(src, Path(str(target) + suffix))
        except OSError as exc:
            raise StoreError(
                # TRANSLATORS: {file} is the database's file name, {state} "unreadable (…)"
                # or "inconsistent (…)"
                _("{file} is {state} and could not be moved aside: {why}").format(
                    file=FILE, state=why, why=_line(exc)
                )
            ) from exc
        self.kept.append(
            _("{file} was {state}; kept as {name}; starting a new one").format(
                file=FILE, state=why, name=target.name
            )
        )
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            raise StoreError(
                _("cannot start a new {file}: {why}").format(file=FILE, why=_line(exc))
            ) from exc

    @property
    def version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self, target: int) -> None:
        found = self.version
        if found < 0:
            raise StoreError(_("its data version is {found}").format(found=found))
        if found > VERSION:
            self.db.close()
            raise NewerStore(
                _(
                    "{path} was written by a newer Patience Arcade (data version {found};"
                    " this one knows up to {known}); it is left untouched: update the game"
                ).format(path=self.path, found=found, known=VERSION)
            )
        for step in range(found, target):
            with self.transaction():
                MIGRATIONS[step](self.db)
                self.db.execute(f"PRAGMA user_version = {step + 1}")

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.db.close()

    # --- writing ---------------------------------------------------------------
    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One change: everything inside is written, or (on any error) nothing is."""
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise write_failed(exc) from exc
        try:
            yield self.db
            self._commit()
        except BaseException as exc:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise write_failed(exc) from exc
            raise

    def _commit(self) -> None:
        self.db.execute("COMMIT")
        self.commits += 1

    def add_result(
        self, rid: str, game: str, mode: str, deal: str | None, data: str, replay: str | None = None
    ) -> None:
        """One result and (where kept) its moves, in the caller's transaction."""
        self.db.execute(
            "INSERT INTO results (id, game, mode, deal, data) VALUES (?, ?, ?, ?, ?)",
            (rid, game, mode, deal, data),
        )
        if replay is not None:
            sql = "INSERT OR REPLACE INTO replays (id, data) VALUES (?, ?)"
            self.db.execute(sql, (rid, replay))

    def delete_result(self, rid: str) -> None:
        self.db.execute("DELETE FROM results WHERE id = ?", (rid,))
        self.db.execute("DELETE FROM replays WHERE id = ?", (rid,))

    def put_save(self, game: str, data: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO saves (game, data) VALUES (?, ?)", (game, data))

    def drop_save(self, game: str) -> None:
        self.db.execute("DELETE FROM saves WHERE game = ?", (game,))

    def put_base(self, game: str, mode: str, data: str) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO bases (game, mode, data) VALUES (?, ?, ?)", (game, mode, data)
        )

    def keep_aside(self, source: str, reason: str, data: bytes | str | None) -> None:
        """Keep a record that failed the door, whole, with where it came from and why."""
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogatepass")
        self.db.execute(
            "INSERT INTO kept_aside (at, source, reason, data) VALUES (?, ?, ?, ?)",
            (time.strftime("%Y-%m-%d %H:%M:%S"), source, reason, data),
        )

    def mark_imported(self, name: str) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO imported (name, at) VALUES (?, ?)",
            (name, time.strftime("%Y-%m-%d %H:%M:%S")),
        )

    # --- reading ---------------------------------------------------------------
    def _rows(self, sql: str, args: tuple[object, ...] = ()) -> list[Any]:
        """The rows as sqlite gives them (tuples): each caller names their columns."""
        try:
            return self.db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(
                _("could not read {file}: {why}").format(file=FILE, why=_line(exc))
            ) from exc

    def result_rows(self) -> list[tuple[str, str, str, Any]]:
        """(id, game, mode, data) of every result, oldest first."""
        return self._rows("SELECT id, game, mode, data FROM results ORDER BY seq")

    def replay_ids(self) -> set[str]:
        """The ids of the results whose moves are kept."""
        return {rid for (rid,) in self._rows("SELECT id FROM replays")}

    def replay_row(self, rid: str) -> Any:
        """The kept moves of result ``rid`` as stored (JSON text), or None."""
        rows = self._rows("SELECT data FROM replays WHERE id = ?", (rid,))
        return rows[0][0] if rows else None

    def save_rows(self) -> list[tuple[str, Any]]:
        return self._rows("SELECT game, data FROM saves ORDER BY game")

    def base_rows(self) -> list[tuple[str, str, Any]]:
        return self._rows("SELECT game, mode, data FROM bases ORDER BY game, mode")

    def kept_rows(self) -> list[tuple[str, str, bytes | None]]:
        return self._rows("SELECT source, reason, data FROM kept_aside ORDER BY seq")

    def imported(self) -> set[str]:
        return {name for (name,) in self._rows("SELECT name FROM imported")}

    def integrity(self) -> str:
        return str(self._rows("PRAGMA integrity_check")[0][0])
