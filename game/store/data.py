"""The player's data folder opened whole: its lock, database, settings and views.

``open_data`` is the one way in: it takes the folder's lock (one copy per
folder), opens or migrates the database, imports the old JSON files once,
reads the settings, and collects every line the player should hear about
(something kept aside, a write that failed).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import filelock

from game.i18n import _
from game.store.database import Store, StoreError
from game.store.ledger import SavedGames, Stats, StoreLedger
from game.store.legacy import import_old_files
from game.store.lock import hold
from game.store.paths import data_dir
from game.store.settings import Settings


@dataclass
class Data:
    folder: Path
    lock: filelock.BaseFileLock
    store: Store
    ledger: StoreLedger
    stats: Stats
    saves: SavedGames
    settings: Settings
    problems: list[str] = field(default_factory=list)

    def close(self) -> None:
        try:
            self.ledger.close()
        finally:
            self.lock.release()


def open_data(folder: Path | None = None, report: Callable[[str], None] | None = None) -> Data:
    """Everything kept in ``folder`` (the data folder by default). Raises ``InUse`` when
    another copy has the folder, ``NewerStore`` for a database from a newer version,
    ``StoreError`` when the folder cannot hold a database at all."""
    folder = folder or data_dir()
    lock = hold(folder)
    problems: list[str] = []
    say = report or problems.append
    try:
        store = Store(folder)
        try:
            imported = import_old_files(store)
        except StoreError as exc:  # nothing imported, the files stay: a later launch tries again
            imported = [
                _("{problem}; the old files stay as they are and are imported later").format(
                    problem=exc
                )
            ]
        ledger = StoreLedger(store, say)
    except BaseException:
        lock.release()
        raise
    for line in imported:
        say(line)
    settings = Settings(folder)
    ledger.riders.append(settings)  # a choice that could not be written waits with the rest
    for line in settings.problems:
        say(line)
    settings.problems.clear()
    return Data(folder, lock, store, ledger, Stats(ledger), SavedGames(ledger), settings, problems)
