"""What SLOTKER's rules return: one typed record per kind of event, the match's too.

Declared here once, so mypy checks every key where the rules build an event, the scenes
know what they may read, and docs/games.md lists them (``tools/games_doc.py``). They are
plain dicts at run time: a TypedDict only names the keys.

A match hands on each event of a seat's run with the seat added (``seat``), so every
run event may carry one; the match's own events follow the run's.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict


class _InARun(TypedDict, total=False):
    """What a run's event may carry besides its own keys."""

    seat: int  # the seat whose run it is: only in a match


class DealEvent(_InARun):
    """Three cards were dealt from the pool into the hand.

    The scene pulls the lever and spins the three reels to a stop on them.
    """

    type: Literal["deal"]
    cards: list[str]
    run: int


class DrawEvent(_InARun):
    """The card outside the pair was discarded and a new one drawn in its place.

    The scene sends the old card to the pile and spins the replacement reel onto the new.
    """

    type: Literal["draw"]
    index: int  # the hand card replaced
    discard: str  # the card it was
    card: str  # the card drawn
    pair: list[str]  # the pair kept
    pair_kind: str  # "poker", "symbol" or "both"


class DiscardEvent(_InARun):
    """The hand went to the discard pile without a set.

    The scene says why and sends the cards to the pile. ``why`` is the untranslated
    reason ("folded", "no pair", "the draw made no set"...), which the scene translates.
    """

    type: Literal["discard"]
    cards: list[str]
    why: str


class SetEvent(_InARun):
    """The hand made a set: kept as the high set if it outranks it, else discarded.

    The scene lights the set, with a banner naming it or NOT HIGHER, and moves it to the
    high-set slots or the pile.
    """

    type: Literal["set"]
    cards: list[str]
    kind: str  # "poker" or "symbol"
    name: str  # the set in the player's words
    high: bool  # it is the new high set
    why: str  # the player's words for what it did


class ThreeAcesEvent(_InARun):
    """Three Aces became the high set before the last run: the game is lost.

    The scene shows THREE ACES TOO SOON with a flash and a shake, and says why.
    """

    type: Literal["three_aces"]
    run: int


class RunEndEvent(_InARun):
    """A run ended: with a new high set (solo), or a seat's run ran its course (a match).

    The scene says which set is the high set when another run follows.
    """

    type: Literal["run_end"]
    run: int
    high: list[str] | None  # the run's high set; None: a seat's run ended with no set


class NewRunEvent(_InARun):
    """The next run began: every card but the high set was shuffled into a fresh pool.

    The scene gathers the cards back into the machine and announces the run.
    """

    type: Literal["new_run"]
    run: int
    pool: list[str]


class WonEvent(_InARun):
    """The game was won (in a match: a seat's run ended holding a set).

    The scene says why, with bursts and flashing bulbs (a match: the words only).
    """

    type: Literal["won"]
    why: str  # the player's words


class LostEvent(_InARun):
    """The game was lost (in a match: a seat's run ended with no set).

    The scene says why, unless the three Aces have said it already.
    """

    type: Literal["lost"]
    why: str  # the player's words


class RoundStartEvent(TypedDict):
    """A match round began (``start_round``).

    The match scene does not animate it: the hand-off screen shows a round's start.
    """

    type: Literal["round_start"]
    round: int
    order: list[int]  # the seats playing, in turn order


class AnteEvent(TypedDict):
    """Every seat in the round paid the ante into the pot (a match with an ante).

    Not animated: the match scene says the ante and the pot as the round starts.
    """

    type: Literal["ante"]
    ante: int
    pot: int


class SeatStartEvent(TypedDict):
    """A seat's run began in a match round.

    Not animated: between two people the hand-off screen asks to pass the machine on.
    """

    type: Literal["seat_start"]
    seat: int
    round: int


class SeatDoneEvent(TypedDict):
    """A seat's run in a match round ended.

    The match scene shows RUN OVER and says the seat's best set.
    """

    type: Literal["seat_done"]
    seat: int
    best: list[str] | None  # the seat's best set this round
    name: str  # that set in the player's words ("no set")


class RoundRecord(TypedDict):
    """A match round's outcome, as the match keeps it in ``history``."""

    round: int
    order: list[int]  # the seats that played, in turn order
    best: list[list[str] | None]  # every seat's best set, None for none
    winners: list[int]
    no_set: bool  # no seat made a set: the pot went back
    pot: int
    payout: list[int]  # the chips each seat took from the pot


class RoundOverEvent(RoundRecord):
    """A match round ended: the pot was shared out to its winners.

    Not animated: the round's result screen reads the match and its ``history``.
    """

    type: Literal["round_over"]
    chips: list[int]  # every seat's chips after the payout


class MatchOverEvent(TypedDict):
    """The match is over: fewer than two seats can pay the ante.

    Not animated: the round's result screen says the match is over.
    """

    type: Literal["match_over"]
    chips: list[int]


SlotkerEvent: TypeAlias = (
    DealEvent
    | DrawEvent
    | DiscardEvent
    | SetEvent
    | ThreeAcesEvent
    | RunEndEvent
    | NewRunEvent
    | WonEvent
    | LostEvent
)
MatchEvent: TypeAlias = (
    SlotkerEvent
    | RoundStartEvent
    | AnteEvent
    | SeatStartEvent
    | SeatDoneEvent
    | RoundOverEvent
    | MatchOverEvent
)
