"""The sessions' ledger on the database, and the statistics and saves the scenes read.

A session says what a change does (``record`` a result, ``withdraw`` one, ``save``
the deal or forget it) inside ``with ledger.change():``, and the ledger writes the
whole change as one transaction when the block ends. So "record the result and
remove the save" or "withdraw the result and write the save" is never half done.

What the player did is kept in memory as well (every result and save, read once at
start, checked at the door). When a write fails (full disk, read-only folder, I/O)
the player is told at once, play goes on, and the change stays pending: the next
change retries it together with its own, in one transaction, so the database only
ever holds a prefix of what happened and catches up when it can.
"""

from __future__ import annotations

import contextlib
import sys
import uuid
from collections.abc import Callable, Iterator
from typing import Any, Literal, Protocol

from game.i18n import _
from game.session import MemoryLedger, restore
from game.store import reading, schema
from game.store.database import Store, StoreError
from game.store.reading import known as known  # (re-exported: what can be offered again)
from game.store.reading import save_kind
from game.store.records import fold
from game.store.schema import DealSave, Invalid, Result

Report = Callable[[str], None]

# a change waiting for the database: a result added (id, game, mode, deal, data, kept
# moves), a result deleted (id), a save written or forgotten (game, data or None)
AddOp = tuple[Literal["add"], str, str, str, str | None, str, str | None]
DeleteOp = tuple[Literal["delete"], str]
SaveOp = tuple[Literal["save"], str, str | None]
Op = AddOp | DeleteOp | SaveOp
# one deal a pending change is about, for the player asked at quit: (game, deal number,
# what) -- a result's outcome ("gave_up"...), "saved" (a deal in progress), "forgotten" (a
# save dropped on its own) or "withdrawn" (a result taken back: its game is gone with it)
PendingDeal = tuple[str, int | None, str]


class Rider(Protocol):
    """Changes kept elsewhere that wait with the ledger's when writes fail (the settings
    file): retried each time the ledger writes, and counted in its ``unsaved``, so
    "everything is written" is said only when they are written too."""

    @property
    def unsaved(self) -> int: ...

    def retry(self) -> bool: ...


def _stderr(line: str) -> None:
    print(f"patience-arcade: {line}", file=sys.stderr)


class StoreLedger:
    """Results and saves: in memory for reading, in the database one change at a time."""

    def __init__(self, store: Store, report: Report = _stderr) -> None:
        self.store = store
        self.report = report
        self.problem: str | None = None  # the write that is failing now, if any
        self.results: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.bases: dict[tuple[str, str], dict[str, Any]] = {}
        self.saves: dict[str, dict[str, Any]] = {}
        self.foreign_saves: set[str] = set()  # saves of games not installed: kept as they are
        self.replay_ids: set[str] = set()  # results whose moves are kept (data version 3 on)
        self._replays: dict[str, dict[str, Any]] = {}  # kept moves not written yet
        self._pending: list[Op] = []
        self.riders: list[Rider] = []  # written with the ledger's changes (Rider)
        self._depth = 0
        self.version = 0  # bumped on every change (views cache on it)
        for line in store.kept:
            self.report(line)
        self._read()

    # --- reading once, through the door ------------------------------------------
    def _read(self) -> None:
        """Every row through the door on its own (game.store.reading): what was kept aside
        or made again is told in one line; a file that cannot be written now is told as a
        failing write, and the game goes on from what was read."""
        if self.store.offline is not None:
            line = _("{problem}: your game goes on and is saved when a write succeeds")
            self.problem = line.format(problem=self.store.offline)
            self.report(self.problem)
        rows = reading.read(self.store)
        self.results, self.bases, self.saves = rows.results, rows.bases, rows.saves
        self.foreign_saves, self.replay_ids = rows.foreign_saves, rows.replay_ids
        told = [self.store.repaired_line(), reading.keep_aside(self.store, rows.bad)]
        if any(told):
            self.report("; ".join(line for line in told if line))

    # --- the Ledger protocol -------------------------------------------------------
    @contextlib.contextmanager
    def change(self) -> Iterator[None]:
        """Everything recorded, withdrawn and saved inside is written as one transaction."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.flush()

    def record(
        self, game: str, hard: bool, result: dict[str, Any], replay: dict[str, Any] | None = None
    ) -> str:
        """The result, and the moves that led to it (``replay``: the session's save shape)
        in the same transaction."""
        rid = uuid.uuid4().hex[:12]
        row = schema.plain(schema.convert({**result, "id": rid}, Result))
        kept = None
        if replay is not None:
            kept = schema.encode(schema.convert(replay, save_kind(replay.get("game", game))))
            self.replay_ids.add(rid)
            self._replays[rid] = replay
        self.results.setdefault((game, _mode(hard)), []).append(row)
        self._queue(("add", rid, game, _mode(hard), row.get("deal"), _json(row), kept))
        return rid

    def replay(self, result_id: str) -> dict[str, Any] | None:
        """The moves kept for a result (the save shape: game, deal, mode, moves), read
        through the door; None when none were kept (recorded before they were) or the
        row is unreadable."""
        if result_id not in self.replay_ids:
            return None
        if result_id in self._replays:
            return self._replays[result_id]
        try:
            data = self.store.replay_row(result_id)
            if data is None:
                return None
            parsed = schema.parse(data)
            kind = save_kind(parsed.get("game", "")) if isinstance(parsed, dict) else DealSave
            return schema.plain(schema.convert(parsed, kind))
        except (Invalid, StoreError) as exc:
            self.report(
                _("the moves of result {result} could not be read ({why})").format(
                    result=result_id, why=exc
                )
            )
            return None

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        self.replay_ids.discard(result_id)
        self._replays.pop(result_id, None)
        key = (game, _mode(hard))
        self.results[key] = [r for r in self.results.get(key, []) if r["id"] != result_id]
        queued = [op for op in self._pending if op[0] == "add" and op[1] == result_id]
        if queued:
            self._pending.remove(queued[0])
            self._queue(None)
        else:
            self._queue(("delete", result_id))

    def save(self, game: str, data: dict[str, Any] | None) -> None:
        if data is None:
            self.saves.pop(game, None)
        else:
            self.saves[game] = data
        self._pending = [op for op in self._pending if not (op[0] == "save" and op[1] == game)]
        self._queue(("save", game, None if data is None else schema.encode(data)))

    def _queue(self, op: Op | None) -> None:
        if op is not None:
            self._pending.append(op)
        self.version += 1
        if self._depth == 0:
            self.flush()

    # --- writing -------------------------------------------------------------------
    @property
    def unsaved(self) -> int:
        """Changes not written yet (a write is failing): the database's and its riders'."""
        return len(self._pending) + sum(rider.unsaved for rider in self.riders)

    def pending_deals(self) -> list[PendingDeal]:
        """Which deals the database's pending changes are about, one entry a change (a
        save's removal beside its deal's result is that result's): what the player is
        told before quitting would lose them."""
        ended = {op[2] for op in self._pending if op[0] == "add"}
        deals: list[PendingDeal] = []
        for op in self._pending:
            if op[0] == "add":
                row = schema.parse(op[5])
                seed = row.get("seed") if isinstance(row, dict) else None
                outcome = row.get("outcome") if isinstance(row, dict) else None
                deals.append((op[2], seed, str(outcome)))
            elif op[0] == "delete":
                deals.append(("", None, "withdrawn"))
            elif op[2] is not None:
                save = schema.parse(op[2])
                deals.append((op[1], save.get("seed") if isinstance(save, dict) else None, "saved"))
            elif op[1] not in ended:
                deals.append((op[1], None, "forgotten"))
        return deals

    def flush(self) -> bool:
        """Write every pending change in one transaction, then the riders' changes; False
        (and the player told, once per new problem) if it failed: the changes stay
        pending. Once all is written after a failure, the player is told so."""
        troubled = self.problem is not None or any(rider.unsaved for rider in self.riders)
        if not self._pending and self.store.offline is not None:
            self._try_the_file()
            if self.store.offline is not None:  # nothing of the database's waits
                return all([rider.retry() for rider in self.riders])
        if self._pending:
            try:
                with self.store.transaction():
                    for op in self._pending:
                        self._apply(op)
            except StoreError as exc:
                line = _("{problem}: your game goes on and is saved when a write succeeds")
                line = line.format(problem=exc)
                if line != self.problem:
                    self.report(line)
                self.problem = line
                return False
            self._pending.clear()
            self._replays.clear()
        if not all([rider.retry() for rider in self.riders]):  # a list: each one tried
            return False
        if troubled:
            self.problem = None
            self.report(_("saving works again: everything is written"))
        return True

    def _try_the_file(self) -> None:
        """The database could not be written at launch and nothing waits: the file is
        tried again all the same, so that the failing write's notice goes once it can."""
        with contextlib.suppress(StoreError), self.store.transaction():
            pass

    def _apply(self, op: Op) -> None:
        if op[0] == "add":
            self.store.add_result(*op[1:])
        elif op[0] == "delete":
            self.store.delete_result(op[1])
        elif op[2] is None:
            self.store.drop_save(op[1])
        else:
            self.store.put_save(op[1], op[2])

    def keep_aside(self, game: str, reason: str) -> None:
        """A save that passed the door but cannot be replayed: kept aside whole, not lost."""
        data = self.saves.pop(game, None)
        self._pending = [op for op in self._pending if not (op[0] == "save" and op[1] == game)]
        try:
            with self.store.transaction():
                for op in self._pending:
                    self._apply(op)
                self.store.keep_aside(f"saves:{game}", reason, schema.encode(data))
                self.store.drop_save(game)
            self._pending.clear()
        except StoreError as exc:
            self.report(_("{problem}; the broken save stays where it is").format(problem=exc))
        self.version += 1

    def close(self) -> None:
        self.flush()
        self.store.close()


def _mode(hard: bool) -> str:
    return "hard" if hard else "normal"


def _json(row: dict[str, Any]) -> str:
    return schema.encode({k: v for k, v in row.items() if v is not None and k != "id"})


class Stats:
    """The statistics the scenes read: per game and mode, figures folded from results."""

    def __init__(self, ledger: StoreLedger) -> None:
        self.ledger = ledger
        self._folded: dict[tuple[str, str], tuple[int, dict[str, Any]]] = {}

    @property
    def problem(self) -> str | None:
        return self.ledger.problem

    def record(self, game: str, hard: bool) -> dict[str, Any]:
        key = (game, _mode(hard))
        cached = self._folded.get(key)
        if cached is not None and cached[0] == self.ledger.version:
            return cached[1]
        results = list(self.ledger.results.get(key, []))
        rec = {**fold(self.ledger.bases.get(key), results), "results": results}
        self._folded[key] = (self.ledger.version, rec)
        return rec

    def add(self, game: str, hard: bool, result: dict[str, Any]) -> str:
        """One result on its own (tests, tools); sessions record through their ledger."""
        return self.ledger.record(game, hard, {k: v for k, v in result.items() if k != "id"})

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        self.ledger.withdraw(game, hard, result_id)


class SavedGames:
    """The saved deals and matches the menu offers: each checked by replaying it."""

    def __init__(self, ledger: StoreLedger) -> None:
        self.ledger = ledger
        self.problems: list[str] = []
        self._checked: dict[str, dict[str, Any]] = {}  # game -> the save data that replayed

    def load(self, game: str) -> dict[str, Any] | None:
        """The saved game, or None; one that cannot be replayed is kept aside, said once."""
        data = self.ledger.saves.get(game)
        if data is None:
            return None
        if self._checked.get(game) is data:
            return data
        try:
            restore(data, MemoryLedger())
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            why = schema._line(exc)
            self.ledger.keep_aside(game, why)
            self.problems.append(
                # TRANSLATORS: {game} is the game's internal name (zoomer, monte_carlo, …)
                _("the saved {game} game could not be replayed ({why}); kept aside").format(
                    game=game, why=why
                )
            )
            return None
        self._checked[game] = data
        return data

    def save(self, game: str, data: dict[str, Any]) -> bool:
        self.ledger.save(game, data)
        return self.ledger.unsaved == 0

    def clear(self, game: str) -> None:
        self.ledger.save(game, None)

    def flush(self) -> bool:
        return self.ledger.flush()
