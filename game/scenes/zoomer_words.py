"""Zoomer Matrix's sentences: what to do now, what the pointer is on, a move, the result.

Plain functions of the rules game and what the scene knows (the spot
pointed at, the free spots, whether a selection is under way), so the
wording lives in one place and reads the rules for every reason it gives.
"""

from __future__ import annotations

from game.engine import ui
from game.engine.theme import OK
from game.rules import cards as C
from game.rules.zoomer import TRAP, Spot, Zoomer, and_list, spot_name
from game.session import plural

Line = tuple[str, tuple]  # a sentence and its colour

WIN_TITLES = {"trap": "Win by Trap!", "pent": "Win by Pent!", "slam": "SLAM!"}
WIN_LINES = {
    "trap": "The Trap card is gone: the whole Matrix is clear.",
    "pent": "Five of a kind in one sweep.",
    "slam": "Trap and Pent in one sweep: be proud.",
}


def guide_words(g: Zoomer, can_place: bool, selecting: bool) -> Line:
    """What to do now, in one line."""
    if g.status == "won":
        return WIN_LINES[g.result or "trap"], ui.GOLD
    if g.status == "lost":
        return g.loss_reason(), ui.BAD
    if g.hand is not None:
        rank = C.rank_name(g.hand[0], 2)
        held = C.name(g.hand)
        if can_place:
            where = "place it on a green spot"
            return f"{held} in hand: {where}, or select {rank} and Clear", ui.GOLD
        return f"{held} in hand: no spot is open; clear it with {rank}", ui.GOLD
    if selecting:
        return "Add cards of this rank, then Clear (Enter, or double-click)", ui.INK
    return "Click cards of one rank, then Clear (Enter) — or draw from the stock (D)", ui.DIM


def stock_line(g: Zoomer) -> Line:
    """What clicking the stock would do now, or why it would not."""
    if g.can_draw():
        if not g.stock:
            return "Click to reshuffle the cleared cards and draw (D)", ui.INK
        return f"Draw the top card (D): {len(g.stock)} left", ui.INK
    if g.hand is not None:
        return f"Place or clear the {C.name(g.hand)} before drawing", ui.BAD
    return "Nothing left to draw", ui.BAD


def spot_line(g: Zoomer, spot: Spot, free: set) -> Line:
    """What lies on a Matrix spot: a free or covered card, or whether the hand may go there."""
    where = "the Trap" if spot == TRAP else spot_name(spot)
    card = g.card_at(spot)
    if card is None:
        reason = g.why_not_place(spot)
        if reason is None:
            return f"Place the {C.name(g.hand)} on {where}", OK
        if g.hand is None:
            return f"{where[:1].upper() + where[1:]} is empty", ui.DIM
        return reason[:1].upper() + reason[1:], ui.BAD
    name = C.name(card)
    if spot in free:
        return f"{name} on {where}: free", ui.INK
    over = and_list([card_words(g.card_at(t)) for t in g.covering(spot)])  # type: ignore[arg-type]
    return f"{name} on {where}: under the {over}", ui.DIM


def card_words(card: str) -> str:
    """'Seven of Stars': a card in the words every message uses (``cards.name``)."""
    return C.name(card)


def move_words(g: Zoomer, move: tuple) -> str:
    """A move as a hint says it, suits in words: 'clear the 7s of Spades and Stars
    with the 7 of Diamonds'."""
    if move[0] == "clear":
        cards = move[1:]
        if len(cards) == 1:
            what = f"the {card_words(cards[0])}"
        else:
            what = f"the {C.names(cards)}"
        return f"clear {what}" + (f" with the {card_words(g.hand)}" if g.hand else "")
    if move[0] == "place":
        return f"place the {card_words(g.hand)} on {spot_name((move[1], move[2]))}"
    return "draw from the stock (D)"


def result_words(g: Zoomer) -> tuple[str, list[str]]:
    """The result screen's title and lines."""
    tally = f"{plural(len(g.clears), 'clear')}, {plural(g.reshuffles, 'reshuffle')}"
    if g.status == "won":
        result = g.result or "trap"
        return WIN_TITLES[result], [WIN_LINES[result], tally]
    left = sum(1 for c in g.matrix if c is not None)
    return "No way out", [g.loss_reason(), f"{plural(left, 'card')} left in the Matrix; {tally}."]
