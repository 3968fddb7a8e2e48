"""Zoomer Matrix's sentences: what to do now, what the pointer is on, a move, the result.

Plain functions of the rules game and what the scene knows (the spot
pointed at, the free spots, whether a selection is under way), so the
wording lives in one place and reads the rules for every reason it gives.
"""

from __future__ import annotations

from game.ai import Hint
from game.engine import ui
from game.engine.keymaps import built
from game.engine.theme import OK
from game.games.zoomer.keys import LAYER
from game.games.zoomer.rules import PENT, TRAP, Spot, Zoomer, and_list, spot_name
from game.i18n import N_, _, ngettext
from game.rules import cards as C

ZOOMER_KEYS = built(LAYER)

Line = tuple[str, tuple]  # a sentence and its colour

WIN_TITLES = {"trap": N_("Win by Trap!"), "pent": N_("Win by Pent!"), "slam": N_("SLAM!")}
WIN_LINES = {
    "trap": N_("The Trap card is gone: the whole Matrix is clear."),
    "pent": N_("Five of a kind in one sweep."),
    "slam": N_("Trap and Pent in one sweep: be proud."),
}
assert PENT == 5, "the Pent's words say five"


def guide_words(g: Zoomer, can_place: bool, selecting: bool) -> Line:
    """What to do now, in one line."""
    if g.status == "won":
        return _(WIN_LINES[g.result or "trap"]), ui.GOLD
    if g.status == "lost":
        return g.loss_reason(), ui.BAD
    if g.hand is not None:
        rank = C.rank_name(g.hand[0], 2)
        held = C.name(g.hand)
        if can_place:
            text = _("{card} in hand: place it on a green spot, or select {ranks} and Clear")
            return text.format(card=held, ranks=rank), ui.GOLD
        text = _("{card} in hand: no spot is open; clear it with {ranks}")
        return text.format(card=held, ranks=rank), ui.GOLD
    if selecting:
        text = _("Add cards of this rank, then Clear ({key}, or double-click)")
        return text.format(key=ZOOMER_KEYS.label("clear")), ui.INK
    text = _("Click cards of one rank, then Clear ({select}) — or draw from the stock ({draw})")
    return text.format(select=ZOOMER_KEYS.label("clear"), draw=ZOOMER_KEYS.label("draw")), ui.DIM


def stock_line(g: Zoomer) -> Line:
    """What clicking the stock would do now, or why it would not."""
    if g.can_draw():
        if not g.stock:
            text = _("Click to reshuffle the cleared cards and draw ({key})")
            return text.format(key=ZOOMER_KEYS.label("draw")), ui.INK
        text = _("Draw the top card ({key}): {n} left")
        return text.format(key=ZOOMER_KEYS.label("draw"), n=len(g.stock)), ui.INK
    if g.hand is not None:
        card = C.name(g.hand, as_object=True)
        return _("Place or clear the {card} before drawing").format(card=card), ui.BAD
    return _("Nothing left to draw"), ui.BAD


def spot_line(g: Zoomer, spot: Spot, free: set) -> Line:
    """What lies on a Matrix spot: a free or covered card, or whether the hand may go there."""
    where = _("the Trap") if spot == TRAP else spot_name(spot)
    card = g.card_at(spot)
    if card is None:
        reason = g.why_not_place(spot)
        if reason is None:
            card = C.name(g.hand, as_object=True)  # type: ignore[arg-type]
            return _("Place the {card} on {spot}").format(card=card, spot=where), OK
        if g.hand is None:
            text = _("{spot} is empty").format(spot=where)
            return text[:1].upper() + text[1:], ui.DIM
        return reason[:1].upper() + reason[1:], ui.BAD
    name = C.name(card)
    if spot in free:
        return _("{card} on {spot}: free").format(card=name, spot=where), ui.INK
    over = and_list([card_words(g.card_at(t)) for t in g.covering(spot)])  # type: ignore[arg-type]
    return _("{card} on {spot}: under the {over}").format(card=name, spot=where, over=over), ui.DIM


def card_words(card: str) -> str:
    """'Seven of Stars': a card in the words every message uses (``cards.name``)."""
    return C.name(card)


def move_words(g: Zoomer, move: tuple) -> str:
    """A move as a hint says it, suits in words: 'clear the 7s of Spades and Stars
    with the 7 of Diamonds'."""
    if move[0] == "clear":
        cards = C.names(move[1:], as_object=True)
        if g.hand:
            return _("clear the {cards} with the {hand}").format(
                cards=cards, hand=card_words(g.hand)
            )
        return _("clear the {cards}").format(cards=cards)
    if move[0] == "place":
        return _("place the {card} on {spot}").format(
            card=C.name(g.hand, as_object=True),  # type: ignore[arg-type]
            spot=spot_name((move[1], move[2])),
        )
    return _("draw from the stock ({key})").format(key=ZOOMER_KEYS.label("draw"))


def rank_plural(rank: str) -> str:
    """'Tens', 'Sevens', 'Aces': a rank as a hint counts it, in words as every message."""
    return C.rank_name(rank, 2)


def hint_words(g: Zoomer, hint: Hint) -> str:
    """A hint as the player reads it: the move, and why when the bot has a reason to give
    (``game.games.zoomer.bot.reason``): a clear that wins says so, and a second pair or four of
    a kind says what it costs and why it is played all the same."""
    text = move_words(g, hint.move) if hint.move else _("no good move found")
    why = hint.extra.get("why")
    if why is None:
        return text
    kind, ranks = why["kind"], rank_plural(why["rank"])
    if kind == "pent":
        return _("clear the five {ranks}: a Pent wins").format(ranks=ranks)
    if kind == "slam":
        return _("clear the five {ranks}, the Trap card with them: a Slam wins").format(ranks=ranks)
    if kind == "trap":
        return _("{move}: the Trap card goes, a Trap win").format(move=text)
    return _("{move}, {what}: {cost}, but {but}").format(
        move=text, what=_taken_words(why, ranks), cost=_cost_words(why), but=_but_words(why)
    )


def _taken_words(why: dict, ranks: str) -> str:
    """What an early clear takes: a second pair, or several of a rank at once."""
    if why["kind"] == "second_pair":
        return _("a second pair of {ranks}").format(ranks=ranks)
    n = why["taken"]
    if n == 3:
        return _("three {ranks} at once").format(ranks=ranks)
    if n == 4:
        return _("four {ranks} at once").format(ranks=ranks)
    return ngettext("{n} {ranks} at once", "{n} {ranks} at once", n).format(n=n, ranks=ranks)


def _cost_words(why: dict) -> str:
    """What the last card of the rank becomes after the clear, for good or until a reshuffle."""
    one = C.rank_name(why["rank"])
    if why["trap_card"]:
        if why["hard"]:
            return _("the last {rank} is the Trap card: no Trap win for good").format(rank=one)
        return _("the last {rank} is the Trap card: no Trap win until the next reshuffle").format(
            rank=one
        )
    if why["hard"]:
        return _("the last {rank} will be a lone card for good").format(rank=one)
    return _("the last {rank} will be a lone card until the next reshuffle").format(rank=one)


def _but_words(why: dict) -> str:
    if why["others_lose"]:
        return _("every other move may lose at once")
    return _("the look-ahead rates every other move lower")


def result_words(g: Zoomer) -> tuple[str, list[str]]:
    """The result screen's title and lines."""
    clears, shuffles = len(g.clears), g.reshuffles
    tally = _("{clears}, {reshuffles}").format(
        clears=ngettext("{n} clear", "{n} clears", clears).format(n=clears),
        reshuffles=ngettext("{n} reshuffle", "{n} reshuffles", shuffles).format(n=shuffles),
    )
    if g.status == "won":
        result = g.result or "trap"
        return _(WIN_TITLES[result]), [_(WIN_LINES[result]), tally]
    left = sum(1 for c in g.matrix if c is not None)
    line = ngettext(
        "{n} card left in the Matrix; {tally}.", "{n} cards left in the Matrix; {tally}.", left
    ).format(n=left, tally=tally)
    return _("No way out"), [g.loss_reason(), line]
