"""Statistics and saved games: what the player has done, kept across launches.

Both live in JSON files through JsonStore (atomic writes; a corrupt file is
kept aside and reported, never silently reset). Statistics are kept per game
and per mode ("monte_carlo/normal", "maze/hard" …) because a hard-mode streak
is a different achievement.
"""

from __future__ import annotations

import copy
import threading
import time
import uuid
from typing import Any

from game.engine.storage import JsonStore, locked

WRITER_IDLE = 2.0  # seconds the save writer waits for the next move before it ends

RECENT = 20  # results kept per game and mode for the recent-results line


def mode_key(game: str, hard: bool) -> str:
    return f"{game}/{'hard' if hard else 'normal'}"


def empty_record() -> dict[str, Any]:
    return {
        "played": 0,
        "won": 0,
        "streak": 0,
        "best_streak": 0,
        "best_score": None,
        "best_set": None,
        "best_set_rank": None,
        "fastest": None,
        "kinds": {},
        "recent": [],
    }


def add_result(
    rec: dict[str, Any],
    won: bool,
    seconds: float | None = None,
    score: float | None = None,
    kind: str | None = None,
    best_set: str | None = None,
    best_set_rank: list | None = None,
) -> None:
    """Fold one finished (or abandoned) game into a record; pure arithmetic, tested directly."""
    rec["played"] += 1
    if won:
        rec["won"] += 1
        rec["streak"] = rec["streak"] + 1 if rec["streak"] >= 0 else 1
        rec["best_streak"] = max(rec["best_streak"], rec["streak"])
        if seconds is not None and (rec["fastest"] is None or seconds < rec["fastest"]):
            rec["fastest"] = round(seconds, 1)
        if kind:
            rec["kinds"][kind] = rec["kinds"].get(kind, 0) + 1
    else:
        rec["streak"] = rec["streak"] - 1 if rec["streak"] <= 0 else -1
    if score is not None and (rec["best_score"] is None or score > rec["best_score"]):
        rec["best_score"] = score
    if best_set_rank is not None and (
        rec["best_set_rank"] is None or list(best_set_rank) > list(rec["best_set_rank"])
    ):
        rec["best_set_rank"] = list(best_set_rank)
        rec["best_set"] = best_set
    rec["recent"] = (rec["recent"] + ["W" if won else "L"])[-RECENT:]


def win_rate(rec: dict[str, Any]) -> float:
    return 100.0 * rec["won"] / rec["played"] if rec["played"] else 0.0


AGGREGATES = tuple(empty_record())
KEEP_RESULTS = 500  # results kept one by one (withdrawable, dated); older ones fold into "base"


def fold(base: dict[str, Any] | None, results: list[dict[str, Any]]) -> dict[str, Any]:
    """The record's figures from its base and its results, so a withdrawn result leaves
    no trace in any figure (streaks and bests included). Demo deals count for nothing."""
    rec = copy.deepcopy(base) if base else empty_record()
    for field, default in empty_record().items():
        rec.setdefault(field, default)
    rec.setdefault("outcomes", {})
    for r in results:
        outcome = r.get("outcome", "won" if r.get("won") else "lost")
        if outcome == "demo":
            continue
        add_result(
            rec,
            bool(r.get("won")),
            **{k: r.get(k) for k in ("seconds", "score", "kind", "best_set", "best_set_rank")},
        )
        rec["outcomes"][outcome] = rec["outcomes"].get(outcome, 0) + 1
        if r.get("chips_won") is not None:
            rec["chips_won"] = rec.get("chips_won", 0) + r["chips_won"]
    return rec


class Stats:
    """All statistics, one record per game and mode; saved after every result.

    A record keeps its last results one by one (so undo can withdraw one, and
    each has its date and figures) and the figures folded from them.
    """

    def __init__(self) -> None:
        self.store = JsonStore("stats", {"records": {}})
        self.records: dict[str, dict[str, Any]] = self._read()
        self.problem = self.store.problem

    def _read(self) -> dict[str, dict[str, Any]]:
        data = self.store.load()
        records = data.get("records")
        records = records if isinstance(records, dict) else {}
        for key, rec in list(records.items()):
            if not isinstance(rec, dict):
                del records[key]
                continue
            results = rec.get("results")
            if not isinstance(results, list):  # a file from before results were kept
                rec = {"base": {k: rec[k] for k in AGGREGATES if k in rec}, "results": []}
            base = rec.get("base") if isinstance(rec.get("base"), dict) else None
            results = [r for r in rec["results"] if isinstance(r, dict)]
            records[key] = {**fold(base, results), "base": base, "results": results}
        return records

    def record(self, game: str, hard: bool) -> dict[str, Any]:
        return self.records.get(mode_key(game, hard)) or {**fold(None, []), "results": []}

    def add(self, game: str, hard: bool, result: dict[str, Any]) -> str:
        """Add one result (read, add, write under a lock, so another copy of the game
        loses nothing); returns the id that ``withdraw`` takes."""
        rid = uuid.uuid4().hex[:12]
        self._change(game, hard, lambda results: results.append({**result, "id": rid}))
        return rid

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        def drop(results: list[dict[str, Any]]) -> None:
            results[:] = [r for r in results if r.get("id") != result_id]

        self._change(game, hard, drop)

    def _change(self, game: str, hard: bool, change) -> None:
        with locked(self.store.path):
            if self.store.path.exists():
                fresh = self._read()
                if self.store.problem:
                    self.problem = self.store.problem  # kept aside; our records carry on
                else:
                    self.records = fresh
            key = mode_key(game, hard)
            old = self.records.get(key) or {"base": None, "results": []}
            results = list(old["results"])
            change(results)
            base = old["base"]
            if len(results) > KEEP_RESULTS:
                cut = len(results) - KEEP_RESULTS
                base, results = fold(base, results[:cut]), results[cut:]
            self.records[key] = {**fold(base, results), "base": base, "results": results}
            if not self.store.save({"records": self.records}):
                self.problem = self.store.problem


class StorageLedger:
    """The session's ledger on the engine's files: statistics and saved games."""

    def __init__(self, stats: Stats, saves: SavedGames) -> None:
        self.stats, self.saves = stats, saves

    def record(self, game: str, hard: bool, result: dict[str, Any]) -> str:
        return self.stats.add(game, hard, result)

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        self.stats.withdraw(game, hard, result_id)

    def save(self, game: str, data: dict[str, Any] | None) -> None:
        self.saves.save_soon(game, data)


class SavedGames:
    """One saved game per solitaire: the deal and every move, so resume is exact and undo works.

    Replaying the moves through the rules rebuilds the state exactly (the rules
    are deterministic), so the file stays small and cannot disagree with them.
    """

    def __init__(self) -> None:
        self.stores: dict[str, JsonStore] = {}
        self.problems: list[str] = []
        self._pending: dict[str, dict[str, Any] | None] = {}
        self._ready = threading.Condition()  # guards _pending, _worker and _writing
        self._worker: threading.Thread | None = None
        self._writing = False  # the writer holds a state it has not finished writing

    def _store(self, game: str) -> JsonStore:
        store = self.stores.get(game)
        if store is None:
            store = self.stores[game] = JsonStore(f"save-{game}", {})
        return store

    def load(self, game: str) -> dict[str, Any] | None:
        self.flush()
        store = self._store(game)
        if not store.path.exists():
            return None
        data = store.load()
        if store.problem:
            self.problems.append(store.problem)
            return None
        if data.get("game") != game or not isinstance(data.get("moves"), list):
            return None
        return data

    def save(self, game: str, data: dict[str, Any]) -> bool:
        """Write now (atomically, with fsync); False and a problem line on failure."""
        self.flush()
        return self._write(game, data)

    def _write(self, game: str, data: dict[str, Any]) -> bool:
        store = self._store(game)
        ok = store.save({"game": game, **data})
        if not ok and store.problem:
            self.problems.append(store.problem)
        return ok

    def save_soon(self, game: str, data: dict[str, Any] | None) -> None:
        """Save after every move without a frame hitch: a background thread does the
        fsync'd write; only the newest state per game is kept if writes queue up. The
        thread stays for WRITER_IDLE seconds after its last write, so a move in play
        only hands its state over (starting a thread each move cost the move's frame
        a tenth of a millisecond and a switch to the new thread)."""
        with self._ready:
            self._pending[game] = data
            if self._worker is None:
                self._worker = threading.Thread(target=self._drain, daemon=True)
                self._worker.start()
            else:
                self._ready.notify_all()

    def _drain(self) -> None:
        while True:
            with self._ready:
                if not self._pending:
                    self._writing = False
                    self._ready.notify_all()  # a flush waiting for the writes to be done
                    self._ready.wait(WRITER_IDLE)
                    if not self._pending:
                        self._worker = None
                        return
                game, data = self._pending.popitem()
                self._writing = True
            if data is None:
                self._remove(game)
            else:
                self._write(game, data)

    def flush(self, timeout: float = 10.0) -> None:
        """Wait for background writes (on quit, before reading a save back); whatever
        the writer has not taken by then is written here."""
        end = time.monotonic() + timeout
        with self._ready:
            while self._worker is not None and (self._pending or self._writing):
                left = end - time.monotonic()
                if left <= 0:
                    break
                self._ready.wait(left)
            pending, self._pending = self._pending, {}
        for game, data in pending.items():
            if data is None:
                self._remove(game)
            else:
                self._write(game, data)

    def clear(self, game: str) -> None:
        with self._ready:
            self._pending.pop(game, None)
        self.flush()
        self._remove(game)

    def _remove(self, game: str) -> None:
        path = self._store(game).path
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self.problems.append(f"could not remove {path.name}: {exc}")
