"""Zoomer Matrix's tutorial: which rule each move of its recorded deal shows, and the
words for each (pure data and rules calls: the table presents it, ``game.tutorials``
plays it).

Its recorded line is kept beside it in ``tutorial_line.json`` (tools/tutorial_lines.py).
"""

from __future__ import annotations

from pathlib import Path

from game.games.zoomer import rules as ZM
from game.i18n import N_
from game.rules.base import Game, Move
from game.tutorials import Lesson


def classify(before: Game, move: Move, events: list[dict]) -> str | None:
    """The rule a move shows: a draw (or a reshuffle), a placing, a clear from the hand
    or straight from the Matrix, or a win by its kind."""
    if move[0] == "draw":
        return "reshuffle" if any(e["type"] == "reshuffle" for e in events) else "draw"
    if move[0] == "place":
        return "place"
    clear = next(e for e in events if e["type"] == "clear")
    if clear.get("result"):
        return f"win_{clear['result']}"
    return "clear_hand" if clear.get("hand") else "clear"


def facts() -> dict[str, str]:
    """The rules' numbers the words name, read when a tutorial is made."""
    return {"zoomer_min": str(ZM.MIN_CLEAR), "zoomer_pent": str(ZM.PENT)}


# (what to do, what happened and why) per rule
WORDS: dict[str, tuple[str, str]] = {
    "draw": (
        N_("Your hand is empty: draw the top card of the stock."),
        N_("Drawn. Now clear it with cards of its rank, or place it on a supported spot."),
    ),
    "place": (
        N_("Place the card in hand on the outlined spot: every spot under it holds a card."),
        N_("Placed: a spot is open when all the spots it rests on hold cards."),
    ),
    "clear_hand": (
        N_("Clear the card in hand with the outlined Matrix cards of its rank."),
        N_("Cleared: a set of one rank leaves when nothing but its own cards lies on it."),
    ),
    "clear": (
        N_("Select the outlined cards of one rank, then Clear."),
        N_("Cleared straight from the Matrix: {zoomer_min} or more free cards of one rank."),
    ),
    "reshuffle": (
        N_("The stock is empty: draw again."),
        N_("The discard pile was shuffled into a new stock (never in hard mode)."),
    ),
    "win_trap": (
        N_("Clear the Trap card: the rest of the Matrix is gone."),
        N_("A Trap win: the Trap card is free only when the Matrix is clear."),
    ),
    "win_pent": (
        N_("Clear {zoomer_pent} cards of one rank at once."),
        N_("A Pent win: {zoomer_pent} of one rank in one clear (the hand card counts)."),
    ),
    "win_slam": (
        N_("Clear the Trap card with {zoomer_pent} of its rank."),
        N_("A Slam: Trap and Pent in one clear, the best win."),
    ),
}

LESSON = Lesson(
    classify,
    WORDS,
    N_("Zoomer Matrix: clear the Matrix by rank. Win by Trap, Pent, or both: a Slam."),
    N_("Tutorial done. Three wins: Trap, Pent, both at once a Slam. Play on, or N."),
    line_file=Path(__file__).with_name("tutorial_line.json"),
    facts=facts,
    required=(
        frozenset({"draw"}),
        frozenset({"place"}),
        frozenset({"clear", "clear_hand"}),
        frozenset({"win_trap", "win_pent", "win_slam"}),
    ),
)
