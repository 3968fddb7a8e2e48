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
fsync (figures in docs/benchmarks.md). ``synchronous=FULL`` would add an fsync per move.

The schema carries its version in ``PRAGMA user_version``; ``MIGRATIONS`` are the
numbered steps from each version to the next, each run in its own transaction, and a
table or column lost since is made again (game/store/migrations.py). A database from
a newer version is refused (``NewerStore``) and left untouched.

"Cannot write now" is not "damaged". Only a file SQLite reports as not a database or
corrupt (a plain ``sqlite3.DatabaseError``), or that fails ``quick_check``, is kept
aside whole and a new one started. A file that cannot be opened for writing now (a
full disk, an I/O error, a ``-wal`` that cannot be opened, no permission: an
``sqlite3.OperationalError``) stays where it is: it is read into memory, the game
plays on from there with the write failure on the notice bar, as when the disk fills
mid-play, and every change tries the file again (``offline``).

No game is named in the schema: rows are keyed by the game's registered name and
carry the game's own state as JSON, so a game added later has statistics and
saves without a schema change.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.i18n import _
from game.store import migrations
from game.store.memory import read_into_memory
from game.store.migrations import MIGRATIONS, VERSION
from game.store.paths import free_name
from game.store.settings import FILE as SETTINGS_FILE

FILE = "arcade.sqlite3"


class StoreError(Exception):
    """A read or write of the database failed (full disk, read-only folder, I/O); the
    message is one line for the player."""


class NewerStore(StoreError):
    """The database was written by a newer version of the game; it is left untouched."""


class Damaged(StoreError):
    """The file SQLite reads is damaged (not a database, corrupt pages, a version below
    zero): kept aside whole, never written over."""


__all__ = ["FILE", "MIGRATIONS", "VERSION", "Damaged", "NewerStore", "Store", "StoreError"]


def damaged(exc: sqlite3.Error) -> bool:
    """SQLite says the file itself is bad (a plain ``DatabaseError``: not a database,
    corrupt; an ``IntegrityError``), not that it cannot be written now (an
    ``OperationalError``: full disk, I/O, cannot open, read-only, busy)."""
    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


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
    line = _("could not write {file}: {why}").format(file=FILE, why=_line(exc))
    return Damaged(line) if isinstance(exc, sqlite3.Error) and damaged(exc) else StoreError(line)


class Store:
    """The open database. Reads any time; writes only inside ``transaction()``."""

    def __init__(self, folder: Path, version: int = VERSION) -> None:
        self.folder = folder
        self.path = folder / FILE
        self.target = version  # the data version this copy keeps (tests keep older ones)
        self.commits = 0  # committed transactions (the kill tests count them)
        self.kept: list[str] = []  # one line per thing kept aside or found while opening
        self.repaired: list[str] = []  # tables and columns made again (``table.column``)
        # why the file cannot be written now, None when it can: until then the database
        # is a copy in memory and each transaction tries the file again
        self.offline: StoreError | None = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                _("cannot open the data folder {folder}: {why}").format(
                    folder=folder, why=_line(exc)
                )
            ) from exc
        self._say_if_emptied()
        self.db = self._open()

    # --- opening ---------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        """The database ready: a file SQLite says is damaged is kept aside whole and a new
        one started (once)."""
        for fresh in (False, True):
            try:
                return self._opened()
            except Damaged as exc:
                if fresh:
                    raise StoreError(
                        _("cannot start a new {file}: {why}").format(file=FILE, why=exc)
                    ) from exc
                self._keep_file_aside(str(exc))
        raise AssertionError("unreachable")

    def _opened(self) -> sqlite3.Connection:
        """The file opened, migrated and repaired; read into memory when it cannot be
        written now. ``Damaged`` (saying the file's state) when SQLite says it is bad."""
        try:
            db = self._connect()
        except sqlite3.Error as exc:
            if damaged(exc):
                raise Damaged(_("unreadable ({why})").format(why=_line(exc))) from exc
            return self._in_memory(write_failed(exc))
        try:
            return self._prepared(db)
        except (NewerStore, Damaged):
            raise
        except StoreError as exc:  # a migration's or repair's write failed: cannot write now
            return self._in_memory(exc)

    def _connect(self) -> sqlite3.Connection:
        try:
            foreign = _not_sqlite(self.path)
        except OSError as exc:  # a folder, no permission: it cannot be opened now
            raise sqlite3.OperationalError(_line(exc)) from exc
        if foreign:  # SQLite would take a short file for an empty database
            raise sqlite3.DatabaseError("not an SQLite database")
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA busy_timeout = 2000")
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":  # the journal could not be made: cannot write now
                raise sqlite3.OperationalError(f"journal mode {mode}")
            db.execute("PRAGMA synchronous = NORMAL")
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(f"damaged ({check})")
        except sqlite3.Error:
            db.close()
            raise
        return db

    def _prepared(self, db: sqlite3.Connection) -> sqlite3.Connection:
        """``db`` migrated to this copy's version and repaired, as ``self.db``; closed on
        failure: ``Damaged`` (the tables disagree with the version the file states),
        ``NewerStore``, or ``StoreError`` (a write failed)."""
        self.db = db
        try:
            self._migrate(self.target)
            self._repair()
        except NewerStore:
            raise  # closed, left untouched
        except sqlite3.Error as exc:  # reading the version or the tables failed
            db.close()
            if damaged(exc):
                raise Damaged(_("unreadable ({why})").format(why=_line(exc))) from exc
            raise write_failed(exc) from exc
        except Damaged as exc:
            db.close()
            raise Damaged(_("inconsistent ({why})").format(why=exc)) from exc
        except StoreError:
            db.close()
            raise
        return db

    def _in_memory(self, why: StoreError) -> sqlite3.Connection:
        """The file cannot be written now: nothing is moved, it is read into memory as it
        stands and the game goes on from there; each transaction tries the file again."""
        try:
            memory = read_into_memory(self.path)
        except (OSError, sqlite3.Error) as exc:
            if isinstance(exc, sqlite3.Error) and damaged(exc):
                raise Damaged(_("unreadable ({why})").format(why=_line(exc))) from exc
            raise StoreError(
                _("could not read {file}: {why}").format(file=FILE, why=_line(exc))
            ) from exc
        db = self._prepared(memory)
        self.offline = why
        return db

    def _reconnect(self) -> None:
        """The file tried again: once it opens it is migrated and repaired as at launch
        and the copy in memory let go; until then the write fails (``StoreError``) and
        the change stays pending with the ledger."""
        try:
            db = self._connect()
        except sqlite3.Error as exc:
            raise write_failed(exc) from exc
        memory, offline = self.db, self.offline
        self.offline = None
        try:
            self._prepared(db)
        except StoreError:
            self.db, self.offline = memory, offline
            raise
        memory.close()

    def _repair(self) -> None:
        """A table or column lost although the data version has it is made again (the
        rest of the file kept as it is); what was made again is told once."""
        lost = migrations.missing(self.db, self.version)
        if lost:
            with self.transaction():
                migrations.make_again(self.db, lost)
            self.repaired += lost

    def repaired_line(self) -> str | None:
        """What the repair made again, in one line for the player (None: nothing)."""
        if not self.repaired:
            return None
        # TRANSLATORS: {what} lists the database's own table and column names
        # (results, saves.data); they are made again empty
        line = _("{file} was missing part of its layout ({what}); made again, the rest is kept")
        return line.format(file=FILE, what=", ".join(self.repaired))

    def _say_if_emptied(self) -> None:
        """A database of zero bytes holds nothing; where the folder shows earlier play
        (the settings file, old files imported) it once held the player's records: said
        in one line as a new one starts in it (there is nothing to keep aside)."""
        try:
            if not self.path.is_file() or self.path.stat().st_size:
                return
            signs = [SETTINGS_FILE] if (self.folder / SETTINGS_FILE).exists() else []
            signs += sorted(p.name for p in self.folder.glob("*.imported"))  # legacy.SUFFIX
        except OSError:
            return
        if signs:
            self.kept.append(
                # TRANSLATORS: {sign} is a file name (settings.json, stats.json.imported)
                _(
                    "{file} was empty, though this folder was played in before ({sign});"
                    " what it held cannot be read: starting a new one"
                ).format(file=FILE, sign=signs[0])
            )

    def _keep_file_aside(self, why: str) -> None:
        """A database file SQLite says is damaged is kept aside whole (with its journal)
        and reported; the next open starts a new one."""
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

    @property
    def version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self, target: int) -> None:
        found = self.version
        if found < 0:
            raise Damaged(_("its data version is {found}").format(found=found))
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
        """One change: everything inside is written, or (on any error) nothing is. While
        the file could not be written, it is tried again first."""
        if self.offline is not None:
            self._reconnect()
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

    def raw_rows(
        self, table: str, columns: tuple[str, ...], order: str = "rowid"
    ) -> list[tuple[Any, ...]]:
        """Every row of ``table``: its rowid, then each of ``columns`` as the bytes it
        holds (or None), oldest first unless ``order`` says. Text that is not UTF-8 reads
        like any other (SQLite would refuse the whole table), so that the door can judge
        each row on its own."""
        cells = ", ".join(f"CAST({c} AS BLOB)" for c in columns)
        return self._rows(f"SELECT rowid, {cells} FROM {table} ORDER BY {order}")

    def drop_row(self, table: str, rowid: int) -> None:
        """A row the door refused, by its rowid (its key may not even be text)."""
        self.db.execute(f"DELETE FROM {table} WHERE rowid = ?", (rowid,))

    def replay_ids(self) -> set[str]:
        """The ids of the results whose moves are kept (an id that is not text is no
        result's)."""
        return _texts(self._rows("SELECT CAST(id AS BLOB) FROM replays"))

    def replay_row(self, rid: str) -> bytes | None:
        """The kept moves of result ``rid`` as stored (JSON text, as bytes), or None."""
        rows = self._rows("SELECT CAST(data AS BLOB) FROM replays WHERE id = ?", (rid,))
        return rows[0][0] if rows else None

    def kept_rows(self) -> list[tuple[str, str, bytes | None]]:
        return self._rows("SELECT source, reason, data FROM kept_aside ORDER BY seq")

    def imported(self) -> set[str]:
        return _texts(self._rows("SELECT CAST(name AS BLOB) FROM imported"))

    def integrity(self) -> str:
        return str(self._rows("PRAGMA integrity_check")[0][0])


def _texts(rows: list[Any]) -> set[str]:
    """The first cell of each row as text, where it is UTF-8 text."""
    out: set[str] = set()
    for (cell,) in rows:
        with contextlib.suppress(UnicodeDecodeError, AttributeError):
            out.add(cell.decode("utf-8"))
    return out
