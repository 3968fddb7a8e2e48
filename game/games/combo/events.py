"""What Combo-bliterate's ``play`` returns: one typed record per kind of event.

Declared here once, so mypy checks every key where the rules build an event, the scene
knows what it may read, and docs/games.md lists them (``tools/games_doc.py``). They are
plain dicts at run time: a TypedDict only names the keys. Each event that changes the
line carries the line as it stands after it, so a scene animates a chain step by step
without knowing the rules.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict

# "from" is a Python keyword, so the key is declared by a call and inherited
_From = TypedDict("_From", {"from": int})


class RelocateEvent(_From):
    """A card was moved to another place on the line (one of the deal's relocations).

    The scene slides the line into its new order and says how many relocations are left.
    """

    type: Literal["relocate"]
    to: int  # its new index on the line
    card: str
    line: list[str]
    relocations_left: int


class RemoveEvent(TypedDict):
    """A card was taken off the line to the penalty pile; collisions follow.

    The scene flies it to the penalty pile and pops up its points.
    """

    type: Literal["remove"]
    index: int  # where it was on the line
    card: str
    points: float  # what it cost (negative)
    line: list[str]
    score: float  # the running score after it


class CollideEvent(TypedDict):
    """The two cards either side of a gap met; one per step of a chain.

    The scene closes the gap, strikes the two cards together and flies the scorers to
    their pile (face up for a run, face down for a pair); ``kind`` "none" ends the chain.
    """

    type: Literal["collide"]
    step: int  # 1 for the collision the removal caused, then 2, 3...
    left: str
    right: str
    left_index: int
    right_index: int
    kind: str  # "run", "pair" or "none"
    face: str | None  # "up" for a run, "down" for a pair, None for none
    cards: list[str]  # the cards it scored, taken off the line
    indices: list[int]  # where they were
    points: float
    line: list[str]
    score: float


class BonusEvent(TypedDict):
    """A pass with an empty line: the next stock cards go face down as a bonus.

    The scene flies them to the face-down pile under a BONUS banner.
    """

    type: Literal["bonus"]
    cards: list[str]
    points: float
    score: float


class DealEvent(TypedDict):
    """A pass dealt the next cards from the stock to the end of the line.

    The scene deals them in and says the deal's number, relocations and stock left.
    """

    type: Literal["deal"]
    cards: list[str]
    at: int  # the index of the first card dealt
    line: list[str]
    deal: int  # deals so far, this one counted
    bonus: bool  # the deal came after a bonus
    relocations_left: int
    stock_left: int


class EndEvent(TypedDict):
    """The stock and the line are both empty: the game is over.

    The scene ignores it: the result screen tells the end.
    """

    type: Literal["end"]
    score: float
    goal: int
    won: bool


ComboEvent: TypeAlias = (
    RelocateEvent | RemoveEvent | CollideEvent | BonusEvent | DealEvent | EndEvent
)
