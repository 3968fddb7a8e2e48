"""Toy Pairs: the sixth game that lives only under tests/, to prove a game reaches the
collection through the catalog alone (an entry point, no line under game/ naming it).

Sixteen cards (Ace to 8 of spades and hearts) lie face up on a 4x4 grid. Remove two
cards of one rank in one row or one column, or touching at a corner (hard mode: side by
side only). After each pair the cards left close up in reading order. Clear the grid
to win; no pair left is a loss.
"""

from __future__ import annotations

from game.rules.base import Event, Game, IllegalMove, Move

SIDE = 4
CELLS = SIDE * SIDE
RANKS = "A2345678"


def toy_deck() -> list[str]:
    return [r + s for s in "SH" for r in RANKS]


def touching(a: int, b: int, hard: bool) -> bool:
    """Normal: in one row or one column, or touching at a corner. Hard: side by side."""
    (ra, ca), (rb, cb) = divmod(a, SIDE), divmod(b, SIDE)
    dr, dc = abs(ra - rb), abs(ca - cb)
    if hard:
        return dr + dc == 1
    return dr == 0 or dc == 0 or (dr == 1 and dc == 1)


class ToyPairs(Game):
    NAME = "toy"
    TITLE = "Toy Pairs"
    DECK = staticmethod(toy_deck)
    STATE = ("grid", "discard", "pairs_made")

    grid: list[str | None]
    discard: list[str]
    pairs_made: int

    def _deal(self, cards: list[str]) -> None:
        self.grid = list(cards)
        self.discard = []
        self.pairs_made = 0

    def legal_moves(self) -> list[Move]:
        if self.status != "playing":
            return []
        g = self.grid
        return [
            ("pair", a, b)
            for a in range(CELLS)
            for b in range(a + 1, CELLS)
            if g[a] and g[b] and g[a][0] == g[b][0] and touching(a, b, self.hard)
        ]

    def _play_pair(self, a: int, b: int) -> list[Event]:
        for cell in (a, b):
            if not 0 <= cell < CELLS:
                raise IllegalMove(f"there is no cell {cell}; cells are 0 to {CELLS - 1}")
        if a >= b:
            raise IllegalMove("name the lower cell first")
        ca, cb = self.grid[a], self.grid[b]
        if ca is None or cb is None:
            raise IllegalMove(f"cell {a if ca is None else b} is empty")
        if ca[0] != cb[0]:
            raise IllegalMove(f"{ca} and {cb} are not the same rank")
        if not touching(a, b, self.hard):
            raise IllegalMove(f"{ca} and {cb} do not touch")
        self.grid[a] = self.grid[b] = None
        self.discard += [ca, cb]
        self.pairs_made += 1
        left = [c for c in self.grid if c is not None]  # the rest close up in reading order
        self.grid = left + [None] * (CELLS - len(left))
        return [{"type": "pair", "cells": [a, b], "cards": [ca, cb]}]

    def _update_status(self) -> None:
        if all(c is None for c in self.grid):
            self.status = "won"
        elif not self.legal_moves_now():
            self.status = "lost"
        else:
            self.status = "playing"

    def legal_moves_now(self) -> bool:
        g = self.grid
        return any(
            g[a] and g[b] and g[a][0] == g[b][0] and touching(a, b, self.hard)
            for a in range(CELLS)
            for b in range(a + 1, CELLS)
        )

    def loss_reason(self) -> str:
        return "No two cards of one rank touch."

    def all_cards(self) -> list[str]:
        return [c for c in self.grid if c] + list(self.discard)
