"""Combo-bliterate's tutorial: which rule each move of its recorded deal shows, and the
words for each, a removal worded by where the card lies and every step by the deal it
is in (pure data and rules calls: the table presents it, ``game.tutorials`` plays it).

Its recorded line is kept beside it in ``tutorial_line.json`` (tools/tutorial_lines.py).
"""

from __future__ import annotations

from pathlib import Path

from game.games.combo import rules as CB
from game.i18n import N_, _, ngettext
from game.rules.base import Game, Move
from game.tutorials import Lesson


def classify(before: Game, move: Move, events: list[dict]) -> str | None:
    """The rule a move shows: a relocation, a pass (or the bonus), a removal whose
    neighbours met a run or a pair, a chain of them, or nothing."""
    if move[0] == "relocate":
        return "relocate"
    if move[0] == "pass":
        return "bonus" if any(e["type"] == "bonus" for e in events) else "pass"
    kinds = [e["kind"] for e in events if e["type"] == "collide" and e["kind"] != "none"]
    if len(kinds) >= 2:
        return "chain"
    return kinds[0] if kinds else "remove"


def place(before: Game, move: Move) -> str:
    """Where a removed card lies: alone on the line, at an end, or between two cards
    (only the last has neighbours that meet)."""
    if move[0] != "remove":
        return ""
    if len(before.line) == 1:
        return "alone"
    return "end" if move[1] in (0, len(before.line) - 1) else ""


def where(game: Game) -> str:
    """Where the deal stands, said when the tutorial plays moves itself ("deal 6")."""
    return _("deal {number}").format(number=game.deals)


def facts() -> dict[str, str]:
    """The rules' numbers the words name, read when a tutorial is made. Numbers are
    figures, and a counted noun comes with its number from ``ngettext`` (the player's
    language agrees the noun with the count: 1 раз, 2 раза, 5 раз)."""
    return {
        "combo_penalty": f"{-CB.PENALTY_POINTS:g}",
        "combo_run": str(CB.RUN_MIN),
        "combo_up": f"{CB.FACE_UP_POINTS:g}",
        "combo_down": f"{CB.FACE_DOWN_POINTS:g}",
        "combo_relocations": ngettext("{n} time", "{n} times", CB.RELOCATIONS).format(
            n=CB.RELOCATIONS
        ),
        "combo_pass": ngettext("{n} card", "{n} cards", CB.PASS_MAX_LINE).format(
            n=CB.PASS_MAX_LINE
        ),
        "combo_deal": str(CB.DEAL_SIZE),
        "combo_bonus": str(CB.BONUS_CARDS),
        "combo_bonus_relocations": ngettext(
            "{n} relocation", "{n} relocations", CB.BONUS_RELOCATIONS
        ).format(n=CB.BONUS_RELOCATIONS),
        "combo_goal": str(CB.GOAL),
        "combo_hard_goal": str(CB.HARD_GOAL),
    }


# (what to do, what happened and why) per rule; "rule@place" where the place changes it
WORDS: dict[str, tuple[str, str]] = {
    "remove": (
        N_("Remove the outlined card. Its neighbours will meet, but match nothing."),
        N_(
            "Every removed card costs {combo_penalty} points (penalty pile); the neighbours "
            "met and matched nothing, so the chain stopped at once."
        ),
    ),
    "remove@end": (
        N_(
            "Remove the outlined card at the end of the line: it has one neighbour, so "
            "nothing meets."
        ),
        N_(
            "Every removed card costs {combo_penalty} points (penalty pile); at the end of "
            "the line no two cards met, so nothing scored."
        ),
    ),
    "remove@alone": (
        N_("Remove the last card on the line: with no neighbours, nothing meets."),
        N_(
            "Every removed card costs {combo_penalty} points (penalty pile); a card alone has no "
            "neighbours to meet, so nothing scored."
        ),
    ),
    "run": (
        N_("Remove the outlined card: its neighbours meet inside a run."),
        N_(
            "A run of {combo_run} or more going up (or down) one at a time: face up, "
            "+{combo_up} each."
        ),
    ),
    "pair": (
        N_("Remove the outlined card: its neighbours share a rank or a suit."),
        N_("A pair of one rank or one suit: face down, +{combo_down} each."),
    ),
    "chain": (
        N_("Remove the outlined card and watch the chain."),
        N_("A chain: each scored group closed the line again and the new neighbours met in turn."),
    ),
    "relocate": (
        N_("Drag the outlined card to the place the arrow marks (or {lift_key}, arrows, Enter)."),
        N_(
            "Relocated: a card may move {combo_relocations} per deal of the line. It sets "
            "nothing off."
        ),
    ),
    "pass": (
        N_("{combo_pass} or fewer are left: Pass to deal more onto the line."),
        N_("Passed: up to {combo_deal} more cards joined the right end of the line."),
    ),
    "bonus": (
        N_("The line is empty: Pass for the bonus."),
        N_(
            "Bonus: {combo_bonus} stock cards went face down (+{combo_down} each), and this deal "
            "allows {combo_bonus_relocations}."
        ),
    ),
}

LESSON = Lesson(
    classify,
    WORDS,
    N_("Combo-bliterate: remove cards so that their neighbours collide and score."),
    N_(
        "Tutorial done. A final score of {combo_goal} wins ({combo_hard_goal} in hard mode). "
        "Play on, or N."
    ),
    place=place,
    where=where,
    line_file=Path(__file__).with_name("tutorial_line.json"),
    facts=facts,
    # the key that lifts a card to carry it, as this game's keymap answers to it
    keys={"lift_key": ("lift", "R")},
)
