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
from typing import Any, Literal

import msgspec

from game import catalog
from game.i18n import _
from game.session import RUN, MemoryLedger, kinds, restore
from game.store import schema
from game.store.database import Store, StoreError
from game.store.records import fold
from game.store.schema import Base, DealSave, Invalid, Result, RunSave

Report = Callable[[str], None]

# a change waiting for the database: a result added (id, game, mode, deal, data, kept
# moves), a result deleted (id), a save written or forgotten (game, data or None)
AddOp = tuple[Literal["add"], str, str, str, str | None, str, str | None]
DeleteOp = tuple[Literal["delete"], str]
SaveOp = tuple[Literal["save"], str, str | None]
Op = AddOp | DeleteOp | SaveOp


def known() -> tuple[str, ...]:
    """The catalog's games, their own saved kinds (a match) and the arcade run: what can
    be offered again."""
    own = kinds.classes()  # first: a kind that fails to load takes its game out
    return (*catalog.names(), *own, RUN)


def _stderr(line: str) -> None:
    print(f"patience-arcade: {line}", file=sys.stderr)


def save_kind(game: Any) -> type[msgspec.Struct]:
    """The shape a save under ``game`` passes the door as: a game's own kind declares its
    own (``SAVE``), an arcade run's and a deal's are the store's."""
    own = kinds.find(game)
    return own.SAVE if own is not None else RunSave if game == RUN else DealSave


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
        self._depth = 0
        self.version = 0  # bumped on every change (views cache on it)
        for line in store.kept:
            self.report(line)
        self._read()

    # --- reading once, through the door ------------------------------------------
    def _read(self) -> None:
        bad: list[tuple[str, str, Any, str]] = []  # (table, key, data, reason)
        for rid, game, mode, data in self.store.result_rows():
            try:
                r = schema.plain(schema.decode(data, Result))
            except Invalid as exc:
                bad.append(("results", rid, data, str(exc)))
                continue
            r["id"] = rid
            self.results.setdefault((game, mode), []).append(r)
        self.replay_ids = self.store.replay_ids()
        for game, mode, data in self.store.base_rows():
            try:
                self.bases[(game, mode)] = schema.plain(schema.decode(data, Base))
            except Invalid as exc:
                bad.append(("bases", f"{game}/{mode}", data, str(exc)))
        for game, data in self.store.save_rows():
            if game not in known():
                self.foreign_saves.add(game)
                continue
            try:
                save = schema.plain(schema.decode(data, save_kind(game)))
                if save["game"] != game:
                    raise Invalid(_("it says it is a {game} game").format(game=repr(save["game"])))
            except Invalid as exc:
                bad.append(("saves", game, data, str(exc)))
                continue
            self.saves[game] = save
        if bad:
            self._keep_rows_aside(bad)

    def _keep_rows_aside(self, bad: list[tuple[str, str, Any, str]]) -> None:
        """Rows that failed the door move to ``kept_aside`` whole, in one transaction."""
        try:
            with self.store.transaction() as db:
                for table, key, data, reason in bad:
                    self.store.keep_aside(f"{table}:{key}", reason, data)
                    if table == "results":
                        self.store.delete_result(key)
                    elif table == "saves":
                        db.execute("DELETE FROM saves WHERE game = ?", (key,))
                    else:
                        game, _sep, mode = key.rpartition("/")
                        db.execute("DELETE FROM bases WHERE game = ? AND mode = ?", (game, mode))
        except StoreError as exc:
            self.report(_("{problem}; the bad records stay where they are").format(problem=exc))
        for table, key, _data, reason in bad:
            self.report(
                # TRANSLATORS: {table} is the database table's own name (results, saves, bases)
                _(
                    "a record in the {table} table ({key}) was unreadable ({why}); kept aside"
                ).format(table=table, key=key, why=reason)
            )

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
        """Changes the database does not hold yet (a write is failing)."""
        return len(self._pending)

    def flush(self) -> bool:
        """Write every pending change in one transaction; False (and the player told,
        once per new problem) if it failed: the changes stay pending."""
        if not self._pending:
            return True
        try:
            with self.store.transaction():
                for op in self._pending:
                    self._apply(op)
        except StoreError as exc:
            line = _("{problem}: your game goes on and is saved when a write succeeds").format(
                problem=exc
            )
            if line != self.problem:
                self.report(line)
            self.problem = line
            return False
        self._pending.clear()
        self._replays.clear()
        if self.problem is not None:
            self.problem = None
            self.report("saving works again: everything is written")
        return True

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
