"""Combo-bliterate's help page and the booklet's sentences about it, written from its rules'
constants when asked for (its catalog entry names both: ``help=``, ``booklet_sentences=``),
so a changed constant changes the words and they are in the language in force."""

from __future__ import annotations

from game.engine.booklet import signed_points
from game.engine.keymaps import built
from game.engine.words import times
from game.games.combo import rules as CB
from game.games.combo.keys import LAYER
from game.i18n import _, ngettext
from game.scenes.help_text import Page, cap, counted, key_label, points


def page() -> Page:
    """Combo-bliterate's help page, made now: in the language in force, from the rules'
    constants and the player's keys."""
    keys = built(LAYER)
    deal = CB.DEAL_SIZE
    return {
        "what": counted(
            ngettext(
                "A line of {count} card. Removing one closes the gap, and the cards that meet may "
                "score as a run or a pair and close another gap: plan chain reactions and finish "
                "with enough points.",
                "A line of {count} cards. Removing one closes the gap, and the cards that meet may "
                "score as a run or a pair and close another gap: plan chain reactions and finish "
                "with enough points.",
                deal,
            ),
            deal,
        ),
        "rules": [
            cap(
                counted(
                    ngettext(
                        "{count} card is dealt in a line. Removing a card costs {penalty} points "
                        "and closes the gap: its neighbours collide.",
                        "{count} cards are dealt in a line. Removing a card costs {penalty} points "
                        "and closes the gap: its neighbours collide.",
                        deal,
                    ),
                    deal,
                    penalty=points(-CB.PENALTY_POINTS),
                )
            ),
            _(
                "If they sit in a run of {run}+ cards going up or down by one, the longest "
                "such run scores face up (+{up} each). Otherwise, a shared rank or suit scores "
                "the pair face down (+{down} each). Each scoring closes another gap: chain "
                "reactions! Ace is low only: Q K A is no run."
            ).format(
                run=CB.RUN_MIN, up=points(CB.FACE_UP_POINTS), down=points(CB.FACE_DOWN_POINTS)
            ),
            ngettext(
                "You may relocate a card {times} per deal ({bonus_times} after a bonus); a "
                "relocation never causes a collision. With 0–{few} cards left you may pass to "
                "deal {deal} more. Passing with an empty line gives the bonus: up to two stock "
                "cards score face down, and the next deal allows more relocations.",
                "You may relocate a card {times} per deal ({bonus_times} after a bonus); a "
                "relocation never causes a collision. With 0–{few} cards left you may pass to "
                "deal {deal} more. Passing with an empty line gives the bonus: up to two stock "
                "cards score face down, and the next deal allows more relocations.",
                deal,
            ).format(
                times=times(CB.RELOCATIONS),
                bonus_times=times(CB.BONUS_RELOCATIONS),
                few=CB.PASS_MAX_LINE,
                deal=deal,
            ),
            _("When stock and line are empty, a score of {goal} or more wins.").format(
                goal=CB.GOAL
            ),
        ],
        "controls": [
            _(
                "Click a card (or {remove}/{select} on the focused card) to remove it; hover "
                "to preview what it would score. Drag a card to relocate it."
            ).format(remove=key_label("remove", keys=keys), select=key_label("select", keys=keys)),
            _(
                "{lift} lifts the focused card, arrows carry it, {select} drops, {back} cancels."
            ).format(
                lift=key_label("lift", keys=keys),
                select=key_label("select", keys=keys),
                back=key_label("back", keys=keys),
            ),
            _("{pass_}, the Pass button or a click on the stock passes.").format(
                pass_=key_label("pass", keys=keys)
            ),
        ],
        "hard": _("You need a final score of {goal} or more.").format(goal=CB.HARD_GOAL),
        "hard_short": _("a final score of {goal} to win").format(goal=CB.HARD_GOAL),
    }


def booklet_sentences() -> dict[str, str]:
    """The booklet's sentences about Combo-bliterate, by the name of their mark in it."""
    return {
        "combo_win": _(
            "**Winning.** The game ends when the stock and the line are both empty. Score "
            "{up} for each face-up card, {down} for each face-down card, {penalty} for each "
            "penalty card. A score of {goal} or more wins."
        ).format(
            up=signed_points(CB.FACE_UP_POINTS),
            down=signed_points(CB.FACE_DOWN_POINTS),
            penalty=signed_points(CB.PENALTY_POINTS),
            goal=CB.GOAL,
        ),
        "combo_hard": _("**Hard mode.** You need {goal} or more.").format(goal=CB.HARD_GOAL),
    }
