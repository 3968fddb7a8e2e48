"""Maze by eye: the greedy one-ply player that calibration quotes beside the best bot.

A hard mode must still leave a person a chance, so the simulator also plays this
simple player (``python -m game.sim --player greedy``, named by the catalog entry's
``players``). It looks one move ahead only: never return to a position already seen in
this deal; among the rest, prefer the move that leaves the longest in-place prefix, then
the most suit-neighbour pairs (a card followed, gaps skipped, by the next rank of its
suit); ties are broken by a seeded coin. Pure: no pygame.
"""

from __future__ import annotations

import random

from game.games.maze.rules import Maze
from game.rules import cards as C
from game.rules.base import Move


def suit_pairs(board: list[str | None]) -> int:
    """Cards followed (gaps skipped) by the next rank of their own suit, reading 0..53."""
    cards = [c for c in board if c is not None]
    n = 0
    for a, b in zip(cards, cards[1:], strict=False):
        if a[1] == b[1] and C.value(b) == C.value(a) + 1:
            n += 1
    return n


class MazeGreedy:
    """Maze by eye: grow the in-place prefix, then suit pairs; never repeat a position."""

    def __init__(self, seed: int = 0) -> None:
        self.rnd = random.Random(f"maze-greedy:{seed}")
        self._deal: tuple[tuple[str, ...], bool] | None = None
        self._seen: set[tuple[str | None, ...]] = set()

    def choose(self, game: Maze) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        deal = (tuple(game.deck), game.hard)
        if deal != self._deal:  # a new deal: forget the old one's positions
            self._deal, self._seen = deal, set()
        self._seen.add(tuple(game.board))
        best: list[Move] = []
        best_score: tuple[bool, bool, int, int] | None = None
        for move in moves:
            g = game.clone()
            g.play(move)
            board = tuple(g.board)
            score = (g.status == "won", board not in self._seen, g.in_place(), suit_pairs(g.board))
            if best_score is None or score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return self.rnd.choice(best)
