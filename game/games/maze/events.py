"""What Maze's rules return: one typed record per kind of event.

Declared here once, so mypy checks every key where the rules build an event, the scene
knows what it may read, and docs/games.md lists them (``tools/games_doc.py``). They are
plain dicts at run time: a TypedDict only names the keys.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict

# "from" is a Python keyword, so the key is declared by a call and inherited
_From = TypedDict("_From", {"from": int})


class DealEvent(TypedDict):
    """A card of the deal laid in its cell (``deal_events``, never ``play``).

    The scene's deal animation reads these to fly each card from the stock to its cell;
    a move never returns one, so the scene ignores it among a move's events.
    """

    type: Literal["deal"]
    card: str
    to: int  # the cell


class KingOutEvent(_From):
    """A King taken out of play after the deal (``deal_events``, never ``play``).

    The scene's deal animation lifts each King off its cell and sets it aside; like a
    deal event it is ignored among a move's events.
    """

    type: Literal["king_out"]
    card: str
    index: int  # 0 for the first King out, up to 3: its place aside


class MoveEvent(_From):
    """A card moved from its cell into a gap.

    The scene slides the card into the gap, and celebrates a longer run in place.
    ``rule`` says why it fits: "follows_left", "ace_after_queen" or "precedes_right".
    """

    type: Literal["move"]
    card: str
    to: int  # the gap it fills
    rule: str


MazeEvent: TypeAlias = DealEvent | KingOutEvent | MoveEvent
