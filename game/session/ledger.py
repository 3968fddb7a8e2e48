"""Where a session's results and saves go: the Ledger protocol, and one kept in memory.

The store implements the protocol on its database (game/store/ledger.py); the
unit tests and the simulator use ``MemoryLedger``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any, Protocol


class Ledger(Protocol):
    """Where results and saved games go; the store implements it (game/store/ledger.py).

    A session makes every change inside ``with ledger.change():`` so that what it
    records, withdraws and saves in one go is kept as one whole (one transaction)."""

    def change(self) -> contextlib.AbstractContextManager[None]:
        """Group what follows into one change, written whole or not at all."""

    def record(
        self, game: str, hard: bool, result: dict[str, Any], replay: dict[str, Any] | None = None
    ) -> str:
        """Add one result, and with it (in the same change) ``replay``, the moves that led
        to it in the save's shape; returns an id that ``withdraw`` takes back."""

    def replay(self, result_id: str) -> dict[str, Any] | None:
        """The moves kept with a result, or None when none were kept."""

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        """Take back a result recorded earlier (undo out of a finished deal)."""

    def save(self, game: str, data: dict[str, Any] | None) -> None:
        """Keep the deal in progress for resume; None forgets it."""


class MemoryLedger:
    """A ledger in memory: the unit tests' and the simulator's."""

    def __init__(self) -> None:
        self.results: dict[str, dict[str, Any]] = {}
        self.replays: dict[str, dict[str, Any]] = {}
        self.saves: dict[str, dict[str, Any]] = {}
        self._n = 0
        self.changes = 0  # outermost change blocks ended (a store commits once per block)
        self._depth = 0

    @contextlib.contextmanager
    def change(self) -> Iterator[None]:
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self.changes += 1

    def record(
        self, game: str, hard: bool, result: dict[str, Any], replay: dict[str, Any] | None = None
    ) -> str:
        self._n += 1
        rid = f"r{self._n}"
        self.results[rid] = {"game": game, "hard": hard, **result}
        if replay is not None:
            self.replays[rid] = replay
        return rid

    def replay(self, result_id: str) -> dict[str, Any] | None:
        return self.replays.get(result_id)

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        self.results.pop(result_id, None)
        self.replays.pop(result_id, None)

    def save(self, game: str, data: dict[str, Any] | None) -> None:
        if data is None:
            self.saves.pop(game, None)
        else:
            self.saves[game] = data

    def outcomes(self, game: str | None = None) -> list[str]:
        return [r["outcome"] for r in self.results.values() if game in (None, r["game"])]
