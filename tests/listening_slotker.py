"""A listening player for SLOTKER's solo runs (play by ear): it chooses each key from
what the game said since the last one, never from the game's state.

``SlotkerEar`` is a policy for tests/listening.py, ``policy(heard) -> key name | None``
(it reads the utterances new since its last key). It deals with Space;
when the words say a pair waits, they name each card it may give up, its key and its
outs ("Give up the Seven of Spades (1) to draw toward three Fours: 2 outs left."): it
presses the key of the draw with the most outs, leaving out a draw that the words say
loses the game (three Aces too soon), and folds (F) when no draw has an out. It stops
when it hears the game is over (won or lost).
"""

from __future__ import annotations

import re

from tests.listening_combo import New, sentences

GIVE_UP = re.compile(
    r"^Give up the (?P<card>.+?) \((?P<key>[^)]+)\) to draw toward (?P<goal>.+?): "
    r"(?:(?P<outs>\d+) outs? left|(?P<loses>three Aces made now lose the game))\.$"
)
FOLD = re.compile(r"^Or fold \((?P<key>[^)]+)\)\.$")
OVER = ("Jackpot! You won.", "Game over: you lost.", "The deal is over.")


class SlotkerEar:
    """SLOTKER's solo game played by ear: ``__call__(heard) -> key``."""

    def __init__(self) -> None:
        self.over = False
        self.choice: str = "space"  # the key for the state last heard
        self.new = New()

    def __call__(self, heard: list[str]) -> str | None:
        said = sentences(self.new(heard))
        if any(end in s for s in said for end in OVER):
            self.over = True
        if self.over:
            return None
        if not said:
            return self.choice  # nothing new heard: the same state, the same key
        draws, fold = [], None
        for s in said:
            found = GIVE_UP.match(s)
            if found:
                outs = -1 if found["loses"] else int(found["outs"])
                draws.append((outs, found["key"]))
            found = FOLD.match(s)
            if found:
                fold = found["key"]
        if fold is None:  # no pair waits: pull the lever
            self.choice = "space"
        else:
            best = max(draws, default=(-1, ""))
            self.choice = best[1].lower() if best[0] > 0 else fold.lower()
        return self.choice
