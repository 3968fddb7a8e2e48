"""Maze's tutorial: which rule each move of its recorded deal shows, and the words for
each (pure data and rules calls: the table presents it, ``game.tutorials`` plays it).

Its recorded line is kept beside it in ``tutorial_line.json`` (tools/tutorial_lines.py).
"""

from __future__ import annotations

from pathlib import Path

from game.games.maze import rules as MZ
from game.i18n import N_
from game.rules.base import Game, Move
from game.rules.cards import suit, value
from game.tutorials import Lesson


def classify(before: Game, move: Move, events: list[dict]) -> str | None:
    """The rule a move shows: a card after the next lower of its suit, before the next
    higher, an Ace after a Queen, or any of them across the board's wrap."""
    board, n = before.board, len(before.board)
    card, dst = board[move[1]], move[2]
    left = board[(dst - 1) % n]
    if left is not None and value(left) == 12 and value(card) == 1:
        return "wrap" if dst == 0 else "ace"
    if left is not None and suit(left) == suit(card) and value(left) + 1 == value(card):
        return "wrap" if dst == 0 else "after"
    return "wrap" if dst == n - 1 else "before"


def facts() -> dict[str, str]:
    """The rules' numbers the words name, read when a tutorial is made."""
    return {"maze_budget": str(MZ.MOVE_BUDGET)}


# (what to do, what happened and why) per rule
WORDS: dict[str, tuple[str, str]] = {
    "after": (
        N_(
            "Move the outlined card into the gap the arrow marks: it follows the card on the "
            "gap's left (one rank higher, same suit)."
        ),
        N_("Filled: a card may follow the next lower card of its suit."),
    ),
    "before": (
        N_(
            "Move the outlined card into the marked gap: it goes before the card on the gap's "
            "right (one rank lower, same suit)."
        ),
        N_("Filled from the right: a card may go before the next higher card of its suit."),
    ),
    "ace": (
        N_("A Queen stands left of a gap: move an Ace there (any Ace)."),
        N_("Queen, then Ace: a finished run is followed by a new suit."),
    ),
    "wrap": (
        N_(
            "The board wraps: the last place is followed by the first. Fill the marked "
            "gap across the wrap."
        ),
        N_("The line runs on from the last place to the first."),
    ),
}

LESSON = Lesson(
    classify,
    WORDS,
    N_("Maze: slide cards into the gaps until four suit runs A to Q stand in order."),
    N_("Tutorial done. Hard mode: the same moves, within {maze_budget} moves. Play on, or N."),
    line_file=Path(__file__).with_name("tutorial_line.json"),
    facts=facts,
)
