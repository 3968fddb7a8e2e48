"""One copy of the game per data folder.

Two copies writing one folder would each keep their own picture of the results
and saves and overwrite the other's (a deal lost, a deal counted twice, a
setting undone). So the first copy holds an OS lock on ``arcade.lock`` for as
long as it runs, and a second copy started on the same folder is refused: it
says so and exits before it writes anything. filelock takes a lock the system
lets go of when the holder dies, so a crash never leaves the folder locked.
"""

from __future__ import annotations

from pathlib import Path

import filelock

from game.i18n import _
from game.store.database import StoreError

FILE = "arcade.lock"


class InUse(Exception):
    """Another copy of the game has this data folder open."""


def hold(folder: Path) -> filelock.BaseFileLock:
    """The folder's lock, held until ``release``; ``InUse`` if another copy has it."""
    lock = filelock.FileLock(folder / FILE, timeout=0, thread_local=False)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except filelock.Timeout:
        raise InUse(
            _(
                "another copy of Patience Arcade is already running on {folder}:"
                " switch to it (only one copy at a time can keep your games)"
            ).format(folder=folder)
        ) from None
    except OSError as exc:  # a read-only folder, a file where the folder should be, …
        raise StoreError(
            _(
                "the data folder {folder} cannot be used ({why}): the game keeps"
                " your games there; set PATIENCE_ARCADE_DATA to a folder it can write"
            ).format(folder=folder, why=exc.strerror or exc)
        ) from None
    return lock
