"""SLOTKER's tutorial: which rule each move of its recorded deal shows, and the words for
each (pure data and rules calls: the table presents it, ``game.tutorials`` plays it).

Its recorded line is kept beside it in ``tutorial_line.json`` (tools/tutorial_lines.py).
"""

from __future__ import annotations

from pathlib import Path

from game.i18n import N_
from game.rules.base import Game, Move
from game.tutorials import Lesson


def classify(before: Game, move: Move, events: list[dict]) -> str | None:
    """The rule a move shows: a set of a rank or of a symbol, made first, below the high
    set or beating it; a draw for the odd card; a fold."""
    made = [e for e in events if e["type"] == "set"]
    if made and made[-1]["high"] and before.high_set is not None:
        return "beat_rank" if made[-1]["kind"] == "poker" else "beat_symbol"
    if made and not made[-1]["high"]:
        return "lower_rank" if made[-1]["kind"] == "poker" else "lower_symbol"
    if made:
        return "set_rank" if made[-1]["kind"] == "poker" else "set_symbol"
    if move[0] == "draw":
        return "draw"
    if move[0] == "fold":
        return "fold"
    return None


# (what to do, what happened and why) per rule
WORDS: dict[str, tuple[str, str]] = {
    "draw": (
        N_("A pair in hand: give up the outlined odd card to draw one more."),
        N_("You gave up the odd card and drew: a pair may become a set."),
    ),
    "fold": (N_("Fold this hand."), N_("Folded: the hand went to the discard pile.")),
    "set_rank": (
        N_("Pull the lever (Deal, or {deal_key})."),
        N_("Three of a rank: a set. The first set of the first run becomes the high set."),
    ),
    "set_symbol": (
        N_("Pull the lever (Deal, or {deal_key})."),
        N_("Three of one symbol: a set too, below any three of a rank."),
    ),
    "lower_rank": (
        N_("Pull the lever."),
        N_("Three of a rank, but not higher than the high set: thrown away, the run goes on."),
    ),
    "lower_symbol": (
        N_("Pull the lever."),
        N_("Three of one symbol: a set too, but below the high set, so the run goes on."),
    ),
    "beat_rank": (
        N_("Pull the lever."),
        N_(
            "Three of a rank beat the high set (any rank beats any symbol): the new high "
            "set, and the run ends."
        ),
    ),
    "beat_symbol": (
        N_("Pull the lever."),
        N_(
            "This symbol set beats the high set (a scarcer symbol): the new high set, "
            "and the run ends."
        ),
    ),
}

LESSON = Lesson(
    classify,
    WORDS,
    N_("SLOTKER: make sets of three by rank or by symbol, then beat your high set."),
    N_("Tutorial done. Three Aces before the last run lose at once. Play on, or N."),
    line_file=Path(__file__).with_name("tutorial_line.json"),
    # the lever's key: the shared "act", as this game's keymap answers to it
    keys={"deal_key": ("act", "Space")},
    required=(
        frozenset({"draw"}),
        frozenset({"set_rank", "lower_rank", "beat_rank"}),
        frozenset({"set_symbol", "lower_symbol", "beat_symbol"}),
        frozenset({"beat_rank", "beat_symbol"}),
    ),
)
