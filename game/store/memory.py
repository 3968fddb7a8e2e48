"""The database read into memory, for when its file cannot be written now.

A full disk, an I/O error or a ``-wal`` that cannot be opened stop SQLite from opening
the file for writing, and even for reading: a reader of a WAL database needs its
``-shm`` and ``-wal`` beside it, and on a full disk the ``-shm`` cannot grow. The file
is not damaged, so it stays where it is, untouched; the game reads what it holds from
a copy in the temporary folder (which reads its journal's last changes too) or, when
that cannot be made either, from the file as it is on disk (``immutable``: the last
changes still in its journal are left unread, and stay there for the next launch).
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path


def read_into_memory(path: Path) -> sqlite3.Connection:
    """The database at ``path`` as an in-memory one (empty when there is no file). Raises
    what SQLite or the system raised when it cannot be read: the caller tells a damaged
    file (a plain ``sqlite3.DatabaseError``) from one that cannot be read now."""
    memory = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    try:
        if path.is_file() and path.stat().st_size:
            try:
                _through_a_copy(path, memory)
            except (OSError, sqlite3.OperationalError):
                _copy_into(f"{path.resolve().as_uri()}?immutable=1", memory)
    except BaseException:
        memory.close()
        raise
    return memory


def _through_a_copy(path: Path, memory: sqlite3.Connection) -> None:
    """The file and its journal copied to the temporary folder, read from there."""
    with tempfile.TemporaryDirectory(prefix="patience-arcade-") as tmp:
        copy = Path(tmp) / path.name
        shutil.copyfile(path, copy)
        wal = path.with_name(path.name + "-wal")
        if wal.is_file():
            shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        _copy_into(copy.as_uri(), memory)


def _copy_into(uri: str, memory: sqlite3.Connection) -> None:
    source = sqlite3.connect(uri, uri=True)
    try:
        check = source.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"damaged ({check})")
        source.backup(memory)
    finally:
        source.close()
