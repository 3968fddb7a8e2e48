"""Greedy one-ply players: what a person playing by eye might do, for calibration.

The best bots search; a hard mode must still leave a person a chance, so the
simulator also plays these simple players (``python -m game.sim --player
greedy``). Each looks one move ahead only and never sees hidden cards.

* Maze: never return to a position already seen in this deal; among the rest,
  prefer the move that leaves the longest in-place prefix, then the most
  suit-neighbour pairs (a card followed, gaps skipped, by the next rank of its
  suit); ties are broken by a seeded coin.
* Combo-bliterate: the move that leaves the highest score. A relocation scores
  nothing by itself, so it is valued by the best removal it sets up (the
  person moves a card to make a collision, then removes); ties go to a
  removal, then to the earliest listed move, and a pass comes only when
  nothing else is open.
"""

from __future__ import annotations

import random

from game import catalog
from game.rules import cards as C
from game.rules.base import Game, Move


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
        self._deal: tuple | None = None
        self._seen: set[tuple] = set()

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        deal = (tuple(game.deck), game.hard)
        if deal != self._deal:  # a new deal: forget the old one's positions
            self._deal, self._seen = deal, set()
        self._seen.add(tuple(game.board))
        best: list[Move] = []
        best_score: tuple | None = None
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


class ComboGreedy:
    """Combo-bliterate one decision deep: the move that leaves the best score now."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    @staticmethod
    def _value(game: Game, move: Move) -> tuple:
        g = game.clone()
        g.play(move)
        if move[0] == "remove":
            return (g.score, 1)
        if move[0] == "relocate" and g.status == "playing":
            after = [m for m in g.legal_moves() if m[0] == "remove"]
            best = max((ComboGreedy._value(g, m)[0] for m in after), default=g.score)
            return (best, 0)
        return (g.score, -1)

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        best, best_value = moves[0], None
        for move in moves:
            value = self._value(game, move)
            if best_value is None or value > best_value:
                best, best_value = move, value
        return best


def greedy_for(name: str, seed: int = 0) -> MazeGreedy | ComboGreedy | None:
    """The greedy one-ply player of a game, or None where there is none."""
    info = catalog.find(name)
    ref = None if info is None else info.players.get("greedy")
    return None if ref is None else catalog.load(ref)(seed=seed)
