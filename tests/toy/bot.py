"""Toy Pairs' bot: the pair that leaves the most pairs open (pure: no pygame)."""

from __future__ import annotations

from game.ai import Hint
from game.rules.base import Game, Move


class Bot:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")

        def openness(move: Move) -> tuple[int, int]:
            g = game.clone()
            g.play(move)
            return (g.status == "won", len(g.legal_moves()))

        return max(moves, key=openness)

    def hint(self, game: Game) -> Hint:
        return Hint(self.choose(game) if game.legal_moves() else None)
