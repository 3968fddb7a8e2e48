""" "Can this deal be won?": a yes with a move count, a no, or "not proven", for the games
with a solver (Monte Carlo and Maze).

Separate from hints: a hint says what to do next, a verdict answers one
question about the position as it stands. The search stops on a node budget,
never on the clock, so a position gets the same verdict on any machine. In
Maze's hard mode the answer counts only lines within the moves left; in Monte
Carlo's hard mode, only lines within the compactions left.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from game.rules.base import Game

VERDICT_GAMES = ("maze", "monte_carlo")
# Positions (Monte Carlo) or boards (Maze) one verdict may search: each answers in
# about a second at most on the 2-core machine the project is measured on.
DEFAULT_NODES = {"monte_carlo": 20_000, "maze": 8_000}


@dataclass(frozen=True)
class Verdict:
    """``answer`` is "yes" (``moves`` is the length of a winning line found), "no"
    (proven: no line wins) or "unknown" (no line found within the search's budget)."""

    answer: str
    moves: int | None = None

    def text(self) -> str:
        """The answer in the player's words, for a button's reply."""
        if self.answer == "yes":
            n = self.moves or 0
            if n == 0:
                return "Yes: the deal is won."
            return f"Yes, in {n} move{'s' if n != 1 else ''}."
        if self.answer == "no":
            return "No: this deal can no longer be won."
        return "Not proven: no winning line found, and no proof there is none."


def verdict(game: Game, nodes: int | None = None) -> Verdict:
    """Whether ``game`` can still be won from here, searched within ``nodes`` (default
    per game in DEFAULT_NODES). A game with no solver raises ValueError."""
    if game.NAME not in VERDICT_GAMES:
        raise ValueError(
            f"{game.TITLE or game.NAME} has no solver to answer whether a deal can be won; "
            f"only {', '.join(VERDICT_GAMES)} do"
        )
    if nodes is None:
        nodes = DEFAULT_NODES[game.NAME]
    if nodes < 0:
        raise ValueError(f"nodes must be 0 or more, not {nodes}")
    solve = importlib.import_module(f"game.ai.{game.NAME}").solve
    sol = solve(game, nodes)
    if sol.winnable:
        return Verdict("yes", len(sol.line))
    if sol.winnable is False:
        return Verdict("no")
    return Verdict("unknown")
