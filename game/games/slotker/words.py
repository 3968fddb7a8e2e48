"""SLOTKER's sentences: the rules' reasons and events put into what the player reads.

Plain functions of an event or the rules game, kept apart from the scene so
the wording can be read (and changed) in one place.
"""

from __future__ import annotations

from game.games.slotker.rank import describe, is_three_aces
from game.games.slotker.rules import Slotker
from game.i18n import N_, _
from game.rules import cards as C


def sentence(text: str) -> str:
    """The rules' words as a sentence: capital first."""
    return text[:1].upper() + text[1:] if text else text


HIGH_SET = N_("the high set")  # what a kept set is called in the solo game's messages


def set_words(ev: dict, had_high: bool, kept: str = HIGH_SET) -> str:
    """The rules' reason for a set, as a sentence saying what happens to it.

    ``had_high``: a high set stood before this one (else a kept set becomes it);
    ``kept``: what a kept set is called (a match's seat keeps its best set so far).
    """
    why = sentence(ev["why"])
    if not ev["high"]:
        return _("{why}: the set is discarded.").format(why=why)
    if not had_high:
        return _("{why}. It is {kept} now.").format(why=why, kept=_(kept))
    return _("{why}!").format(why=why)


def discard_words(ev: dict, drawn: str | None) -> str:
    """Why a hand did not count, in the rules' words plus the cards concerned."""
    why = ev["why"]
    named = C.names(ev["cards"])
    if why == "no pair":
        return _("No pair in the {cards}: the hand is discarded.").format(cards=named)
    if why == "the draw made no set" and drawn:
        return _("Drew the {card}: no set, the hand is discarded.").format(card=C.name(drawn))
    if why == "folded":
        return _("Folded the {cards}.").format(cards=named)
    # the rules' reason is a code word, marked where the rules write it
    return _("{why}: the hand is discarded.").format(why=sentence(_(why)))


def move_words(move: tuple, hand: list[str], options: list[dict]) -> str:
    """A move as a hint says it; a draw names what it draws for (``options``)."""
    if move[0] == "deal":
        return _("pull the lever for three new cards")
    if move[0] == "draw":
        option = next((o for o in options if o["index"] == move[1]), None)
        named = C.name(hand[move[1]], as_object=True)
        if option:
            return _("give up the {card} and draw for {goal}").format(
                card=named, goal=option["goal"]
            )
        return _("give up the {card}").format(card=named)
    return _("fold this hand")


def hint_words(hint, hand: list[str], options: list[dict]) -> str:
    """A hint as the player reads it: the move, and at a pair the bot's reason and the
    chances it weighed (``game.games.slotker.bot.reason``)."""
    if hint.move is None:
        return _("no good move found")
    text = move_words(hint.move, hand, options)
    why = hint.extra.get("why")
    return _("{move}: {why}").format(move=text, why=why) if why else text


def high_set_lines(g: Slotker) -> list[str]:
    """Each run's high set in the order they were made, each later one saying it beat
    the one before: the ranking read the right way round, in words."""
    lines = []
    for run, cards in enumerate(g.run_highs, start=1):
        if run == 1:
            lines.append(_("Run 1 made {set}.").format(set=describe(cards)))
        else:
            lines.append(_("Run {run} beat it with {set}.").format(run=run, set=describe(cards)))
    return lines


def result_words(g: Slotker) -> tuple[str, list[str]]:
    """The result screen's title and lines for a finished solo game."""
    if g.status == "won":
        return _("Jackpot!"), [g.win_reason() or "", *high_set_lines(g)]
    if g.high_set and is_three_aces(g.high_set):
        return _("Three Aces too soon"), [
            g.loss_reason() or "",
            _("Three Aces win only when made in the last run."),
        ]
    return _("Out of cards"), [g.loss_reason() or "", *high_set_lines(g)]
