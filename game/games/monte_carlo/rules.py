"""Monte Carlo: pair touching cards of equal rank on a 5×5 grid, compact, refill."""

from __future__ import annotations

from game.games.monte_carlo.events import MonteCarloEvent, Refill, Slide
from game.i18n import _, ngettext
from game.rules import cards as C
from game.rules.base import Game, IllegalMove, Move, no_cell_words

SIDE = 5
CELLS = SIDE * SIDE
HARD_COMPACTIONS = 7  # hard mode's limit on compactions in one game
DECK_SIZE = len(C.standard_deck())
PAIRS = DECK_SIZE // 2  # pairs to make for a win: the whole deck


def neighbours(cell: int) -> list[int]:
    """The up-to-8 cells touching ``cell`` by edge or corner; rows do not wrap."""
    r, c = divmod(cell, SIDE)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            rr, cc = r + dr, c + dc
            if (dr or dc) and 0 <= rr < SIDE and 0 <= cc < SIDE:
                out.append(rr * SIDE + cc)
    return out


NEIGHBOURS = [neighbours(i) for i in range(CELLS)]
# the neighbours after each cell: each pair is found once, from its lower cell
LATER_NEIGHBOURS = [tuple(b for b in NEIGHBOURS[a] if b > a) for a in range(CELLS)]


class MonteCarlo(Game):
    NAME = "monte_carlo"
    TITLE = "Monte Carlo"
    DECK = staticmethod(C.standard_deck)
    STATE = ("grid", "stock", "discard", "compactions")
    AUTO_MOVES = ("compact",)

    grid: list[str | None]
    stock: list[str]
    discard: list[str]
    compactions: int

    def _deal(self, cards: list[str]) -> None:
        self.grid = list(cards[:CELLS])
        self.stock = list(cards[CELLS:])
        self.discard = []
        self.compactions = 0

    # --- read-only views for scenes and bots ----------------------------
    @property
    def pairs_made(self) -> int:
        return len(self.discard) // 2

    @property
    def compactions_left(self) -> int | None:
        """None in normal mode, where compactions are unlimited."""
        return max(0, HARD_COMPACTIONS - self.compactions) if self.hard else None

    def pairs(self) -> list[Move]:
        out: list[Move] = []
        grid = self.grid
        for a, card in enumerate(grid):
            if card is None:
                continue
            rank = card[0]
            for b in LATER_NEIGHBOURS[a]:
                other = grid[b]
                if other is not None and other[0] == rank:
                    out.append(("pair", a, b))
        return out

    def compaction_changes_something(self) -> bool:
        seen_gap = False
        for card in self.grid:
            if card is None:
                seen_gap = True
            elif seen_gap:
                return True
        return seen_gap and bool(self.stock)

    def partners(self, cell: int) -> list[int]:
        """Cells that would pair with ``cell`` now (for highlights and hints)."""
        card = self.grid[cell]
        if card is None:
            return []
        grid = self.grid
        return [b for b in NEIGHBOURS[cell] if (other := grid[b]) and other[0] == card[0]]

    # --- the API --------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.status != "playing":
            return []
        moves = self.pairs()
        if not moves and self._compaction_allowed():
            moves.append(("compact",))
        return moves

    def _compaction_allowed(self) -> bool:
        if self.hard and self.compactions >= HARD_COMPACTIONS:
            return False
        return self.compaction_changes_something()

    def _play_pair(self, a: int, b: int) -> list[MonteCarloEvent]:
        for cell in (a, b):
            if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell < CELLS:
                raise IllegalMove(no_cell_words(cell, CELLS))
        if a >= b:
            raise IllegalMove(_("name the lower cell first: ('pair', a, b) with a < b"))
        ca, cb = self.grid[a], self.grid[b]
        if ca is None or cb is None:
            raise IllegalMove(_("cell {cell} is empty").format(cell=a if ca is None else b))
        if b not in NEIGHBOURS[a]:
            raise IllegalMove(
                _("the {card} and the {other} do not touch").format(
                    card=C.name(ca), other=C.name(cb)
                )
            )
        if ca[0] != cb[0]:
            raise IllegalMove(
                _("the {card} and the {other} are not the same rank").format(
                    card=C.name(ca), other=C.name(cb)
                )
            )
        self.grid[a] = self.grid[b] = None
        self.discard += [ca, cb]
        return [{"type": "pair", "cells": [a, b], "cards": [ca, cb]}]

    def _play_compact(self) -> list[MonteCarloEvent]:
        if self.pairs():
            raise IllegalMove(_("a pair is still on the grid: compact only when none is left"))
        if self.hard and self.compactions >= HARD_COMPACTIONS:
            raise IllegalMove(
                ngettext(
                    "hard mode allows only {n} compaction",
                    "hard mode allows only {n} compactions",
                    HARD_COMPACTIONS,
                ).format(n=HARD_COMPACTIONS)
            )
        if not self.compaction_changes_something():
            raise IllegalMove(_("compacting would change nothing"))
        slides: list[Slide] = []
        survivors = [(i, c) for i, c in enumerate(self.grid) if c is not None]
        grid: list[str | None] = [None] * CELLS
        for to, (frm, card) in enumerate(survivors):
            grid[to] = card
            slides.append({"card": card, "from": frm, "to": to})
        refills: list[Refill] = []
        for to in range(len(survivors), CELLS):
            if not self.stock:
                break
            card = self.stock.pop(0)
            grid[to] = card
            refills.append({"card": card, "to": to})
        self.grid = grid
        self.compactions += 1
        return [
            {"type": "compact", "slides": slides, "refills": refills, "number": self.compactions}
        ]

    def _update_status(self) -> None:
        if len(self.discard) == len(self.deck):
            self.status = "won"
        elif not self.pairs() and not self._compaction_allowed():
            self.status = "lost"
        else:
            self.status = "playing"

    def all_cards(self) -> list[str]:
        return [c for c in self.grid if c is not None] + self.stock + self.discard

    def loss_reason(self) -> str:
        """Why a lost game is lost, in the player's words."""
        used_up = self.hard and self.compactions >= HARD_COMPACTIONS
        if used_up and self.compaction_changes_something():
            return ngettext(
                "No pairs left and the {n} compaction is used.",
                "No pairs left and all {n} compactions are used.",
                HARD_COMPACTIONS,
            ).format(n=HARD_COMPACTIONS)
        return _("No touching pair is left and compacting changes nothing.")
