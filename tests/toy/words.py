"""Toy Pairs' words: its help page and its tutorial (pure data and rules calls)."""

from __future__ import annotations

from game.rules.base import Game, Move
from game.tutorials import Lesson
from tests.toy.bot import Bot
from tests.toy.rules import CELLS, SIDE, ToyPairs

HELP = {
    "what": f"A {SIDE}×{SIDE} grid of {CELLS} cards: pair touching cards of one rank.",
    "rules": [
        f"{CELLS} cards lie face up in a {SIDE}×{SIDE} grid.",
        "Remove two cards of one rank in one row or column, or touching at a corner.",
    ],
    "controls": ["Click a card, then a touching card of its rank."],
    "hard": "Only neighbours count: the two cards must share a side.",
}


def classify(before: Game, move: Move, events: list[dict]) -> str | None:
    (r1, c1), (r2, c2) = divmod(move[1], SIDE), divmod(move[2], SIDE)
    return "corner" if r1 != r2 and c1 != c2 else "side"


def recorded_line(seed: int = 1, moves: int = 8) -> dict:
    """The bot's first moves of a deal: the tutorial's line."""
    g, bot, line = ToyPairs.new(seed=seed), Bot(), []
    while g.status == "playing" and len(line) < moves:
        move = bot.choose(g)
        g.play(move)
        line.append(list(move))
    return {"seed": seed, "moves": line}


LESSON = Lesson(
    classify,
    {
        "side": ("Pair the two outlined cards: one rank, side by side.", "They touch: gone."),
        "corner": ("Pair the two outlined cards: they touch at a corner.", "Corners count."),
    },
    "Toy Pairs: pair touching cards of one rank, and clear the grid.",
    "Tutorial done. Play on, or N for a deal of your own.",
    recorded_line(),
)
