"""A listening player's Maze (play by ear): it chooses its keys from what it hears, never
from the game's state.

``MazeEar`` is a policy, ``policy(heard) -> key`` (``heard``: all said since the table
came up). It reads the table aloud (F3: "Row 3: Five of Hearts, gap, Nine of Diamonds,
...") and keeps the board it heard up to date from each move's words ("Moved the Four of
Spades from row 6, column 5 to row 3, column 4: ..."). It plans as a player with pencil
and paper would, from the board it heard alone: the board written into a fresh Maze and
handed to the game's solver (``game.games.maze.bot.solve``), a few lines tried and the
one that costs the fewest keys kept (the arrows from the focus to each card, and on to
its gap when the card fits two). It walks the focus by the focus words ("Gap at row 3,
column 5: ...", "Four of Spades, row 1, column 2: ..."), presses Enter on the card (a
card that fits one gap goes there at once), and on the gap when the card fits more than
one. With the keys running out it gives up (G, then Y on the question): the deal ends
lost.
"""

from __future__ import annotations

import re

from game.games.maze.bot import solve
from game.games.maze.rules import COLS, ROWS, Maze
from game.rules import cards as C
from tests.listening_monte_carlo import (
    KEY_LIMIT,
    READ_STATUS,
    READ_TABLE,
    card_codes,
    over,
    parse_rows,
    step_towards,
)

CARD = r"[A-Z][a-z]+ of [A-Z][a-z]+"
FOCUS = re.compile(rf"^(?:Gap at |{CARD}, )row (\d+), column (\d+)")
MOVED = re.compile(rf"Moved the ({CARD}) from row (\d+), column (\d+) to row (\d+), column (\d+)")
LINES_TRIED = 6  # solver runs, each with its own seed: the cheapest in keys is played


def cell(row: str, column: str) -> int:
    return (int(row) - 1) * COLS + int(column) - 1


def distance(a: int, b: int) -> int:
    (r, c), (rr, cc) = divmod(a, COLS), divmod(b, COLS)
    return abs(r - rr) + abs(c - cc)


class MazeEar:
    """Move cards into gaps along a line planned from the board heard."""

    def __init__(self, limit: int = KEY_LIMIT) -> None:
        self.codes = card_codes(C.standard_deck())
        self.board: list[str | None] = [None] * (ROWS * COLS)
        self.rows_heard: set[int] = set()
        self.stale = True
        self.focus: int | None = None
        self.line: list[tuple[int, int]] = []  # (card's cell, gap) to play, in order
        self.phase = "card"  # walking to the card, or ("gap") on to its gap
        self.phase_was = "card"  # where Enter was last pressed ("placed": just pressed)
        self.moved = False  # a move's words were heard since the last Enter
        self.over = False
        self.keys, self.limit = 0, limit
        self.giving_up = 0  # G pressed, then Y for the question
        self.n = 0  # utterances heard so far

    def hear(self, text: str) -> None:
        if over(text) or "cards in four suit runs" in text:
            self.over = True
            return
        for r, cells in parse_rows(text, self.codes, "gap").items():
            self.board[r * COLS : (r + 1) * COLS] = cells
            self.rows_heard.add(r)
        m = FOCUS.match(text)
        if m:
            self.focus = cell(m.group(1), m.group(2))
        for m in MOVED.finditer(text):
            src, dst = cell(m.group(2), m.group(3)), cell(m.group(4), m.group(5))
            if self.board[src] != self.codes[m.group(1)] or self.board[dst] is not None:
                self.stale = True  # not the board heard: read it again
            self.board[src], self.board[dst] = None, self.codes[m.group(1)]
            self.moved = True

    def __call__(self, heard: list[str]) -> str | None:
        for text in heard[self.n :]:  # what was said since the last key
            self.hear(text)
        self.n = len(heard)
        key = None if self.over else self.choose()
        if key is not None:
            self.keys += 1
        return key

    def choose(self) -> str | None:
        if self.giving_up or self.keys >= self.limit - 2:
            self.giving_up += 1
            return "g" if self.giving_up == 1 else "y" if self.giving_up == 2 else None
        if self.stale:
            self.stale, self.rows_heard, self.line = False, set(), []
            return READ_TABLE
        if len(self.rows_heard) < ROWS:
            self.stale = True
            return READ_STATUS
        if self.phase == "placed":  # Enter pressed on a card or gap: did it move?
            if self.moved:
                self.line.pop(0)
                self.phase = "card"
            elif self.phase_was == "card":
                self.phase = "gap"  # it fits more than one gap: now press on the gap
            else:
                self.stale, self.phase = True, "card"  # refused: read the board again
                return self.choose()
        if not self.line:
            self.line = self.plan()
            if not self.line:
                return READ_STATUS
        if self.focus is None:
            return "right"  # the first arrow shows the focus and says where it is
        src, dst = self.line[0]
        target = src if self.phase == "card" else dst
        if self.focus != target:
            return step_towards(divmod(self.focus, COLS), divmod(target, COLS))
        self.phase_was, self.phase, self.moved = self.phase, "placed", False
        return "enter"

    def heard_game(self) -> Maze:
        """The board heard, written into a Maze of its own (the Kings aside)."""
        d = Maze.new(seed=0).to_dict()
        d.update(board=list(self.board), kings=[k + s for k in "K" for s in C.SUITS])
        d.update(moves_made=0, budget=None, hard=False, status="playing")
        return Maze.from_dict(d)

    def plan(self) -> list[tuple[int, int]]:
        """The cheapest in keys of a few winning lines from the board heard."""
        best: tuple[int, list[tuple[int, int]]] | None = None
        for seed in range(LINES_TRIED):
            found = solve(self.heard_game(), 10_000, seed=seed)
            if not found.winnable:
                continue
            line = [(m[1], m[2]) for m in found.line]
            cost = self.cost(line)
            if best is None or cost < best[0]:
                best = (cost, line)
        return best[1] if best else []

    def cost(self, line: list[tuple[int, int]]) -> int:
        """Keys to play ``line`` from the focus: arrows to each card and Enter, and on to
        its gap and Enter where the card fits more than one."""
        g = self.heard_game()
        at, keys = self.focus if self.focus is not None else 0, 0
        for src, dst in line:
            keys += distance(at, src) + 1
            at = src
            if len(g.targets(src)) > 1:
                keys += distance(src, dst) + 1
                at = dst
            g.play(("move", src, dst))
        return keys
