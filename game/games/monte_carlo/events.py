"""What Monte Carlo's ``play`` returns: one typed record per kind of event.

Declared here once, so mypy checks every key where the rules build an event, the scene
knows what it may read, and docs/games.md lists them (``tools/games_doc.py``). They are
plain dicts at run time: a TypedDict only names the keys.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict

# "from" is a Python keyword, so a record holding it is declared by a call
_From = TypedDict("_From", {"from": int})


class Slide(_From):
    """A card of a compaction moving from one cell to another (``from`` may equal ``to``)."""

    card: str
    to: int


class Refill(TypedDict):
    """A card dealt from the stock into an empty cell after a compaction."""

    card: str
    to: int


class PairEvent(TypedDict):
    """Two touching cards of a rank were paired off the grid.

    The scene flies both to the discard pile and shows a PAIR! banner between their cells.
    """

    type: Literal["pair"]
    cells: list[int]  # the two cells, the lower first
    cards: list[str]  # the cards that were in them, in the same order


class CompactEvent(TypedDict):
    """The grid closed up (no pair was left) and the stock refilled its end.

    The scene slides the cards that moved in reading order, then flies the refills in from
    the stock, saying which compaction it was.
    """

    type: Literal["compact"]
    slides: list[Slide]  # every card left on the grid, in reading order
    refills: list[Refill]  # the cards dealt into the cells left empty
    number: int  # compactions so far in the game, this one counted


MonteCarloEvent: TypeAlias = PairEvent | CompactEvent
