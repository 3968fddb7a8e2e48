"""Monte Carlo's help page and the booklet's sentences about it, written from its rules'
constants when asked for (its catalog entry names both: ``help=``, ``booklet_sentences=``),
so a changed constant changes the words and they are in the language in force."""

from __future__ import annotations

from game.engine.keymaps import built
from game.engine.words import words
from game.games.monte_carlo import rules as MC
from game.games.monte_carlo.keys import LAYER
from game.i18n import _, ngettext
from game.scenes.help_text import Page, key_label


def page() -> Page:
    """Monte Carlo's help page, made now: in the language in force, from the rules'
    constants and the player's keys."""
    keys = built(LAYER)
    side, cells, deck = MC.SIDE, MC.CELLS, MC.DECK_SIZE
    hard = MC.HARD_COMPACTIONS
    return {
        "what": _(
            "A {side}×{side} grid. Pair touching cards of a rank; the grid closes up and "
            "refills from the stock. Pair off the whole deck to win."
        ).format(side=side),
        "rules": [
            ngettext(
                "{cells} cards lie in a {side}×{side} grid; the other {stock} is the stock.",
                "{cells} cards lie in a {side}×{side} grid; the other {stock} are the stock.",
                deck - cells,
            ).format(cells=cells, side=side, stock=deck - cells),
            _(
                "Remove two cards of the same rank that touch: side by side, above, below or "
                "corner to corner. Rows do not wrap."
            ),
            _(
                "When no pair is left, the grid compacts by itself: the cards slide to the top "
                "left in reading order and the stock fills the empty cells."
            ),
            _(
                "Win by pairing off all {cards} cards ({pairs} pairs). You lose when no "
                "pair is left and compacting would change nothing (the stock has run out)."
            ).format(cards=deck, pairs=MC.PAIRS),
        ],
        "controls": [
            _("Click a card, then a touching card of its rank; or drag one onto the other."),
            _("Compaction is automatic; {compact} compacts at once when it is due.").format(
                compact=key_label("compact", keys=keys)
            ),
            _(
                "Winnable? ({verdict}) asks the solver whether this deal can still be won: yes "
                "in so many moves, no, or not proven."
            ).format(verdict=key_label("verdict", keys=keys)),
        ],
        "hard": ngettext(
            "At most {n} compaction in a game; each automatic compaction spends one. With "
            "none left and no pair, the deal is lost.",
            "At most {n} compactions in a game; each automatic compaction spends one. With "
            "none left and no pair, the deal is lost.",
            hard,
        ).format(n=hard),
        "hard_short": ngettext("at most {n} compaction", "at most {n} compactions", hard).format(
            n=hard
        ),
    }


def booklet_sentences() -> dict[str, str]:
    """The booklet's sentences about Monte Carlo, by the name of their mark in it."""
    hard = MC.HARD_COMPACTIONS
    return {
        "monte_carlo_hard": ngettext(
            "**Hard mode.** At most {count} compaction in a deal.",
            "**Hard mode.** At most {count} compactions in a deal.",
            hard,
        ).format(count=words(hard)),
    }
