"""Zoomer Matrix's help page, written from its rules' constants when asked for (its catalog
entry names it: ``help=``), so a changed constant changes the words and they are in the
language in force."""

from __future__ import annotations

from game.engine.keymaps import built
from game.games.zoomer import rules as ZM
from game.games.zoomer.keys import LAYER
from game.i18n import _, ngettext
from game.scenes.help_text import Page, counted, key_label


def page() -> Page:
    """Zoomer Matrix's help page, made now: in the language in force, from the rules'
    constants and the player's keys."""
    keys = built(LAYER)
    deck = ZM.Zoomer.DECK()
    suits = len({card[1] for card in deck})
    spots, pent = len(ZM.SPOTS), ZM.PENT
    return {
        "what": counted(
            ngettext(
                "A pyramid of {spots} overlapping cards. Clear free cards of one rank together, "
                "draw from the stock and place cards back; remove the Trap card at the bottom or "
                "clear {count} of a rank at once to win.",
                "A pyramid of {spots} overlapping cards. Clear free cards of one rank together, "
                "draw from the stock and place cards back; remove the Trap card at the bottom or "
                "clear {count} of a rank at once to win.",
                pent,
            ),
            pent,
            spots=spots,
        ),
        "rules": [
            counted(
                ngettext(
                    "{cards} cards, A–10 in {count} suit (Stars is the fifth). {spots} cards form "
                    "the Matrix: the Trap card, {inner} on its corners, {outer} on theirs.",
                    "{cards} cards, A–10 in {count} suits (Stars is the fifth). {spots} cards form "
                    "the Matrix: the Trap card, {inner} on its corners, {outer} on theirs.",
                    suits,
                ),
                suits,
                cards=len(deck),
                spots=spots,
                inner=ZM.LEVEL_SIZES[1],
                outer=ZM.LEVEL_SIZES[2],
            ),
            _(
                "The Matrix is layered: each card rests on the cards one level down that it "
                "overlaps, so cards lower down are half hidden. A card is free when no card "
                "lies on it."
            ),
            counted(
                ngettext(
                    "Clear {count} or more free cards of one rank together (a card covered only by "
                    "cards in the set may go too).",
                    "Clear {count} or more free cards of one rank together (a card covered only by "
                    "cards in the set may go too).",
                    ZM.MIN_CLEAR,
                ),
                ZM.MIN_CLEAR,
            ),
            _(
                "Or draw a card; then you must clear it with matching cards (the hand card goes "
                "with them) or place it in an empty spot that is supported: every spot it rests "
                "on holds a card."
            ),
            _("When the stock is empty, drawing reshuffles the discards into a new stock."),
            counted(
                ngettext(
                    "Win by Trap: the Trap card comes off only once the cards on its corners are "
                    "gone. Win by Pent: {count} of a rank in one clear, the hand card counted. "
                    "Both at once: a Slam. Stuck with a card you can neither place nor clear: you "
                    "lose.",
                    "Win by Trap: the Trap card comes off only once the cards on its corners are "
                    "gone. Win by Pent: {count} of a rank in one clear, the hand card counted. "
                    "Both at once: a Slam. Stuck with a card you can neither place nor clear: you "
                    "lose.",
                    pent,
                ),
                pent,
            ),
        ],
        "controls": [
            _(
                "Click cards of one rank to select them; Clear button, {clear}, {select} or "
                "double-click clears. Click the stock ({draw}) to draw; click a glowing spot "
                "to place."
            ).format(
                clear=key_label("clear", keys=keys),
                select=key_label("select", keys=keys),
                draw=key_label("draw", keys=keys),
            ),
            _("{act} selects the focused card; {select} clears or places.").format(
                act=key_label("act", keys=keys), select=key_label("select", keys=keys)
            ),
        ],
        "hard": _("No reshuffle: when the stock runs out, nothing more can be drawn."),
        "hard_short": _("no reshuffle of the stock"),
    }
