"""A small least-recently-used cache for images keyed by size.

Dragging a window's corner meets hundreds of sizes; a plain dict that keeps
an image (or a whole set of card faces) per size grows with every one of them.
``LRU`` keeps the few most recently used entries and forgets the rest, so
memory stays flat however long the window is dragged about, while the sizes
in use (the current one, the one before) are never made twice.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRU(Generic[K, V]):
    """A mapping holding at most ``limit`` entries, dropping the least recently used.

    With ``weigh`` and ``budget`` it also keeps the entries' total weight (bytes, say)
    within the budget, dropping the oldest first but never the newest: a few images
    the size of a 2400-pixel window weigh as much as dozens of small ones."""

    def __init__(
        self, limit: int, weigh: Callable[[V], int] | None = None, budget: int | None = None
    ) -> None:
        if limit < 1:
            raise ValueError(f"an LRU cache must hold at least one entry, not {limit}")
        if (weigh is None) != (budget is None):
            raise ValueError("an LRU cache weighs its entries with both weigh and budget")
        self.limit = limit
        self.weigh, self.budget = weigh, budget
        self.weight = 0
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K, default: V | None = None) -> V | None:
        """The entry for ``key`` (now the most recently used), or ``default``."""
        try:
            self._items.move_to_end(key)
        except KeyError:
            return default
        return self._items[key]

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` for ``key``; the oldest entries go once past the limit."""
        weigh = self.weigh
        if weigh is not None and key in self._items:
            self.weight -= weigh(self._items[key])
        self._items[key] = value
        self._items.move_to_end(key)
        if weigh is None:
            while len(self._items) > self.limit:
                self._items.popitem(last=False)
            return value
        self.weight += weigh(value)
        while len(self._items) > self.limit or (
            self.weight > self.budget and len(self._items) > 1  # type: ignore[operator]
        ):
            self.weight -= weigh(self._items.popitem(last=False)[1])
        return value

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The entry for ``key``, made by ``make()`` and kept if it is not there yet."""
        try:
            self._items.move_to_end(key)
        except KeyError:
            return self.put(key, make())
        return self._items[key]

    def __getitem__(self, key: K) -> V:
        self._items.move_to_end(key)
        return self._items[key]

    def __setitem__(self, key: K, value: V) -> None:
        self.put(key, value)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.weight = 0
