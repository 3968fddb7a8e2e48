"""Combo-bliterate by eye: the greedy one-ply player that calibration quotes beside the
best bot.

A hard mode must still leave a person a chance, so the simulator also plays this
simple player (``python -m game.sim --player greedy``, named by the catalog entry's
``players``). It looks one decision ahead and never sees hidden cards: the move that
leaves the highest score. A relocation scores nothing by itself, so it is valued by the
best removal it sets up (the person moves a card to make a collision, then removes);
ties go to a removal, then to the earliest listed move, and a pass comes only when
nothing else is open. Pure: no pygame.
"""

from __future__ import annotations

from game.games.combo.rules import Combo
from game.rules.base import Move


class ComboGreedy:
    """Combo-bliterate one decision deep: the move that leaves the best score now."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    @staticmethod
    def _value(game: Combo, move: Move) -> tuple[float, int]:
        g = game.clone()
        g.play(move)
        if move[0] == "remove":
            return (g.score, 1)
        if move[0] == "relocate" and g.status == "playing":
            after = [m for m in g.legal_moves() if m[0] == "remove"]
            best = max((ComboGreedy._value(g, m)[0] for m in after), default=g.score)
            return (best, 0)
        return (g.score, -1)

    def choose(self, game: Combo) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        best, best_value = moves[0], None
        for move in moves:
            value = self._value(game, move)
            if best_value is None or value > best_value:
                best, best_value = move, value
        return best
