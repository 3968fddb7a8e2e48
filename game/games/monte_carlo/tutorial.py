"""Monte Carlo's tutorial: which rule each move of its recorded deal shows, and the words
for each (pure data and rules calls: the table presents it, ``game.tutorials`` plays it).

Its recorded line is kept beside it in ``tutorial_line.json`` (tools/tutorial_lines.py).
"""

from __future__ import annotations

from pathlib import Path

from game.games.monte_carlo import rules as MC
from game.i18n import N_
from game.rules.base import Game, Move
from game.tutorials import Lesson


def classify(before: Game, move: Move, events: list[dict]) -> str | None:
    """The rule a move shows: a compaction, or a pair touching at a side or a corner."""
    if move[0] == "compact":
        return "compact"
    (r1, c1), (r2, c2) = divmod(move[1], 5), divmod(move[2], 5)
    return "corner" if r1 != r2 and c1 != c2 else "side"


def facts() -> dict[str, str]:
    """The rules' numbers the words name, read when a tutorial is made."""
    return {"mc_deck": str(MC.DECK_SIZE)}


# (what to do, what happened and why) per rule
WORDS: dict[str, tuple[str, str]] = {
    "side": (
        N_("Pair the two outlined cards: same rank, next to each other (above, below or beside)."),
        N_("A pair: two cards of one rank that touch leave the grid."),
    ),
    "corner": (
        N_("Pair the outlined cards: they touch only at a corner."),
        N_("Corners count: each card has up to eight neighbours."),
    ),
    "compact": (
        N_("No touching pair is left: watch the grid close up."),
        N_(
            "Compaction: the cards slid up and left in reading order and the stock "
            "filled the end. New neighbours, new pairs."
        ),
    ),
}

LESSON = Lesson(
    classify,
    WORDS,
    N_("Monte Carlo: pair cards of one rank that touch, and clear all {mc_deck}."),
    N_("Tutorial done. Play on, or N for a deal of your own."),
    line_file=Path(__file__).with_name("tutorial_line.json"),
    facts=facts,
)
