"""What Zoomer Matrix's ``play`` returns: one typed record per kind of event.

Declared here once, so mypy checks every key where the rules build an event, the scene
knows what it may read, and docs/games.md lists them (``tools/games_doc.py``). They are
plain dicts at run time: a TypedDict only names the keys.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict


class ClearEvent(TypedDict):
    """Cards of one rank (with the hand card, if any) were cleared from the Matrix.

    The scene flies them to the discard with bursts and a banner naming the group's size,
    and celebrates a win ("trap", "pent" or "slam" in ``result``).
    """

    type: Literal["clear"]
    cards: list[str]  # the Matrix cards named, in the move's order
    spots: list[list[int]]  # their spots, [x, y] each, in the same order
    hand: str | None  # the hand card that went with them
    result: str | None  # the win this clear made, if it made one


class ReshuffleEvent(TypedDict):
    """A draw found the stock empty: the discard, shuffled, became the stock (normal mode).

    The scene flies the cleared cards back face down and riffles them.
    """

    type: Literal["reshuffle"]
    cards: list[str]  # the new stock, top first


class DrawEvent(TypedDict):
    """The top card of the stock was drawn into the hand.

    The scene flies it to the hand and turns it face up.
    """

    type: Literal["draw"]
    card: str


class PlaceEvent(TypedDict):
    """The hand card was placed on an empty supported spot of the Matrix.

    The scene flies it onto its spot.
    """

    type: Literal["place"]
    card: str
    spot: list[int]  # [x, y]


ZoomerEvent: TypeAlias = ClearEvent | ReshuffleEvent | DrawEvent | PlaceEvent
