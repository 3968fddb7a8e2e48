"""A listening player's Monte Carlo (play by ear): it chooses its keys from what it
hears, never from the game's state.

``MonteCarloEar`` is a policy, ``policy(heard) -> key``: ``heard`` is everything said
since the table came up (tests/listening.py). It asks for the table (F3, read the
table) and parses the grid from the
rows' words ("Row 1: Queen of Spades, empty, ..."), finds two touching cards of a rank
(a player's own knowledge of the rules), walks the focus there with the arrows by the
focus words ("Seven of Hearts, row 2, column 3: ..."), and presses Enter on both. After
each move (its words: "Paired ...", "The grid closed up ...") it reads the table again. It stops
(``None``) when it hears the deal is over.

The loop that presses its keys and hears the result is tests/listening.py's. The
helpers here (the cards' spoken names, the rows read aloud, the result heard) serve
tests/listening_maze.py and tests/listening_zoomer.py too.
"""

from __future__ import annotations

import re

from game.engine.spoken import OVER as OVER_WORDS
from game.rules import cards as C
from tests.listening import LIMIT as KEY_LIMIT  # (the maze and zoomer policies' too)

__all__ = [
    "KEY_LIMIT",
    "READ_STATUS",
    "READ_TABLE",
    "MonteCarloEar",
    "card_codes",
    "over",
    "parse_rows",
]
__all__ += ["step_towards"]
OVER = (OVER_WORDS,)  # the result screen's first words (English: the policies listen in it)
READ_TABLE, READ_STATUS = "f3", "f4"  # the reading keys (game.keytables.SHARED)


def card_codes(deck: list[str]) -> dict[str, str]:
    """Each card's spoken name (English) to its code: the listener's vocabulary."""
    return {C.name(card): card for card in deck}


ROW = re.compile(r"Row (\d+): ([^.]*)\.")


def parse_rows(text: str, codes: dict[str, str], empty: str) -> dict[int, list[str | None]]:
    """Each 'Row 2: Seven of Hearts, empty, ....' said in ``text`` (the table is read as
    one utterance, sentence after sentence), as {1: ['7H', None, ...]}."""
    return {
        int(m.group(1)) - 1: [None if w == empty else codes[w] for w in m.group(2).split(", ")]
        for m in ROW.finditer(text)
    }


def over(text: str) -> bool:
    """The deal is over, as the result screen or the status says it."""
    return any(t in text for t in OVER) or text.startswith(("Won", "Lost:", "Given up:"))


def step_towards(here: tuple[int, int], there: tuple[int, int]) -> str:
    """The arrow that brings (row, column) ``here`` a step nearer ``there`` (rows first)."""
    (r, c), (tr, tc) = here, there
    if r != tr:
        return "down" if tr > r else "up"
    return "right" if tc > c else "left"


class MonteCarloEar:
    """Pair touching cards of a rank, found by reading the table aloud."""

    SIDE = 5
    FOCUS = re.compile(r"^(?:Empty|[A-Z][a-z]+ of [A-Z][a-z]+), row (\d+), column (\d+)")

    def __init__(self) -> None:
        self.codes = card_codes(C.standard_deck())
        self.grid: list[str | None] = [None] * 25
        self.rows_heard: set[int] = set()
        self.stale = True  # the grid must be read (again)
        self.focus: tuple[int, int] | None = None
        self.plan: list[int] = []  # cells to press Enter on, in order
        self.over = False
        self.said: list[str] = []

    def hear(self, text: str) -> None:
        self.said.append(text)
        if over(text):
            self.over = True
            return
        for r, cells in parse_rows(text, self.codes, "empty").items():
            self.grid[r * self.SIDE : (r + 1) * self.SIDE] = cells
            self.rows_heard.add(r)
        m = self.FOCUS.match(text)
        if m:
            self.focus = (int(m.group(1)) - 1, int(m.group(2)) - 1)
        if "Paired the " in text or "The grid closed up" in text:
            self.stale, self.plan = True, []

    def __call__(self, heard: list[str]) -> str | None:
        for text in heard[len(self.said) :]:  # what was said since the last key
            self.hear(text)
        if self.over:
            return None
        if self.stale:
            self.stale, self.rows_heard = False, set()
            return READ_TABLE
        if len(self.rows_heard) < self.SIDE:  # the table was not read whole: again
            self.stale = True
            return READ_STATUS
        if not self.plan:
            pair = self.find_pair()
            if pair is None:  # nothing touches: the deal is over, or the grid closes up
                self.stale = True
                return READ_STATUS
            self.plan = list(pair)
        if self.focus is None:
            return "right"  # the first arrow shows the focus and says where it is
        cell = self.plan[0]
        target = divmod(cell, self.SIDE)
        if self.focus != target:
            return step_towards(self.focus, target)
        self.plan.pop(0)
        return "enter"

    def find_pair(self) -> tuple[int, int] | None:
        """Two touching cards of one rank, the first in reading order."""
        g, side = self.grid, self.SIDE
        for a, card in enumerate(g):
            if card is None:
                continue
            r, c = divmod(a, side)
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < side and 0 <= cc < side:
                    other = g[rr * side + cc]
                    if other is not None and other[0] == card[0]:
                        return a, rr * side + cc
        return None
