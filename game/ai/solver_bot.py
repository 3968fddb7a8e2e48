"""What the Monte Carlo and Maze bots share: a solver's answer, kept per position, turned
into moves and hints.

A solver's winning line is remembered for every position along it, so a bot
(or a player asking for hints) that follows the line never solves twice.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from game.ai import Hint
from game.i18n import N_, _
from game.rules.base import Game, Move

WON_NOTE = N_("This deal can still be won")
LOST_NOTE = N_("This deal can no longer be won")

# the game a bot plays, and its positions' identity: ``SolverBot[Maze, Key]``
_G = TypeVar("_G", bound=Game)
_K = TypeVar("_K", bound=Hashable)


@dataclass
class Solution:
    """``winnable`` True (``line`` wins when played), False (proven lost) or None (unknown).

    ``nodes`` counts the positions the search expanded.
    """

    winnable: bool | None
    line: list[Move] = field(default_factory=list)
    nodes: int = 0


class SolverBot(Generic[_G, _K]):
    """Follows a winning line when the solver finds one, else the game's fallback move.

    Subclasses name their game and key type (``SolverBot[Maze, Key]``) and give ``key``
    (a position's identity), ``solve`` (one solver call), ``fallback`` (a move when no
    line is known) and ``UNKNOWN_NOTE``.
    """

    PLAN_LIMIT = 2000
    UNKNOWN_NOTE = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._plans: dict[_K, Solution] = {}

    def key(self, game: _G) -> _K:
        raise TypeError(f"{type(self).__name__} must define key()")

    def solve(self, game: _G) -> Solution:
        raise TypeError(f"{type(self).__name__} must define solve()")

    def fallback(self, game: _G) -> Move:
        raise TypeError(f"{type(self).__name__} must define fallback()")

    def solution(self, game: _G) -> Solution:
        """Solve once per position; a winning line is remembered for the positions along it."""
        key = self.key(game)
        hit = self._plans.get(key)
        if hit is not None:
            return hit
        sol = self.solve(game)
        if len(self._plans) > self.PLAN_LIMIT:
            self._plans.clear()
        self._plans[key] = sol
        if sol.winnable and sol.line:
            g = game.clone()
            for i, move in enumerate(sol.line[:-1]):
                g.play(move)
                self._plans[self.key(g)] = Solution(True, sol.line[i + 1 :], 0)
        return sol

    def pick(self, game: _G) -> Move:
        """A legal move: the next move of a winning line, else the fallback."""
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        sol = self.solution(game)
        if sol.winnable and sol.line and sol.line[0] in moves:
            return sol.line[0]
        return self.fallback(game)

    def choose(self, game: _G) -> Move:
        return self.pick(game)

    def hint(self, game: _G) -> Hint:
        """The move to make now and whether the deal can still be won."""
        if game.status != "playing":
            return Hint(None, game.status == "won", _("The game is over."))
        sol = self.solution(game)
        move = self.pick(game)
        if sol.winnable:
            note = _(WON_NOTE)
        elif sol.winnable is False:
            note = _(LOST_NOTE)
        else:
            note = _(self.UNKNOWN_NOTE) if self.UNKNOWN_NOTE else ""
        return Hint(move, sol.winnable, note, {"nodes": sol.nodes})
