"""SLOTKER's sentences: the rules' reasons and events put into what the player reads.

Plain functions of an event or the rules game, kept apart from the scene so
the wording can be read (and changed) in one place.
"""

from __future__ import annotations

from game.rules import cards as C
from game.rules.slotker import Slotker
from game.rules.slotker_rank import describe, is_three_aces


def sentence(text: str) -> str:
    """The rules' words as a sentence: capital first."""
    return text[:1].upper() + text[1:] if text else text


def set_words(ev: dict, had_high: bool, kept: str = "the high set") -> str:
    """The rules' reason for a set, as a sentence saying what happens to it.

    ``had_high``: a high set stood before this one (else a kept set becomes it);
    ``kept``: what a kept set is called (a match's seat keeps its best set so far).
    """
    why = sentence(ev["why"])
    if not ev["high"]:
        return f"{why}: the set is discarded."
    if not had_high:
        return f"{why}. It is {kept} now."
    return f"{why}!"


def discard_words(ev: dict, drawn: str | None) -> str:
    """Why a hand did not count, in the rules' words plus the cards concerned."""
    why = ev["why"]
    named = C.names(ev["cards"])
    if why == "no pair":
        return f"No pair in the {named}: the hand is discarded."
    if why == "the draw made no set" and drawn:
        return f"Drew the {C.name(drawn)}: no set, the hand is discarded."
    if why == "folded":
        return f"Folded the {named}."
    return f"{sentence(why)}: the hand is discarded."


def move_words(move: tuple, hand: list[str], options: list[dict]) -> str:
    """A move as a hint says it; a draw names what it draws for (``options``)."""
    if move[0] == "deal":
        return "pull the lever for three new cards"
    if move[0] == "draw":
        option = next((o for o in options if o["index"] == move[1]), None)
        named = C.name(hand[move[1]])
        goal = f" and draw for {option['goal']}" if option else ""
        return f"give up the {named}{goal}"
    return "fold this hand"


def high_set_lines(g: Slotker) -> list[str]:
    """Each run's high set in the order they were made, each later one saying it beat
    the one before: the ranking read the right way round, in words."""
    lines = []
    for run, cards in enumerate(g.run_highs, start=1):
        if run == 1:
            lines.append(f"Run 1 made {describe(cards)}.")
        else:
            lines.append(f"Run {run} beat it with {describe(cards)}.")
    return lines


def result_words(g: Slotker) -> tuple[str, list[str]]:
    """The result screen's title and lines for a finished solo game."""
    if g.status == "won":
        return "Jackpot!", [g.win_reason() or "", *high_set_lines(g)]
    if g.high_set and is_three_aces(g.high_set):
        return "Three Aces too soon", [
            g.loss_reason() or "",
            "Three Aces win only when made in the last run.",
        ]
    return "Out of cards", [g.loss_reason() or "", *high_set_lines(g)]
