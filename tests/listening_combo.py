"""A listening player for Combo-bliterate (play by ear): it chooses each key from what
the game said, never from the game's state.

``ComboEar`` is a policy for tests/listening.py, ``policy(heard) -> key name | None``
(``heard``: every utterance since the table came up; it reads the ones new since its
last key). It walks the line with the arrows, hearing each card's words ("Jack of
Clubs, card 4 of 9: removing it costs 2 points and sets off a run of three: a gain of 1
point in all."), then goes back to the card whose removal comes to the most and removes
it (Delete); it passes (P) when it has heard that a pass is open and the line is empty,
or when no removal would gain. It stops when it hears the game is over.
"""

from __future__ import annotations

import re


def sentences(heard: list[str]) -> list[str]:
    """The utterances cut into sentences (the table says a move's sentences as one
    utterance): after a full stop, '!' or '?' and a space ("1.5 points" stays whole)."""
    return [s for text in heard for s in re.split(r"(?<=[.!?])\s+", text) if s]


class New:
    """What is new in ``heard`` (every utterance so far) since the last call."""

    def __init__(self) -> None:
        self.seen = 0

    def __call__(self, heard: list[str]) -> list[str]:
        new = heard[self.seen :]
        self.seen = len(heard)
        return new


# --- Combo's policy -----------------------------------------------------------------------
FOCUS = re.compile(r"^(?P<card>.+?), card (?P<k>\d+) of (?P<n>\d+): (?P<what>.*)$")
NET = re.compile(r"a (?P<way>gain|loss) of (?P<points>\d+(?:\.\d+)?) points?")
MOVED = ("You remove", "You move", "Pass:", "Bonus:", "Bonus deal")
OVER = "The game is over"
PASS_OPEN = re.compile(r"Pass \(\w+\) (deals|now for the bonus)")


def net(what: str) -> float:
    """What a removal comes to, from its words ('a gain of 1.5 points': 1.5); a removal
    that sets off no score costs its 2 points."""
    found = NET.search(what)
    if found is None:
        return -2.0 if "costs" in what else 0.0
    v = float(found["points"])
    return v if found["way"] == "gain" else -v


class ComboEar:
    """Combo-bliterate played by ear: ``__call__(heard) -> key``."""

    def __init__(self) -> None:
        self.line: dict[int, float] = {}  # position (1-based) -> what removing it comes to
        self.count: int | None = None  # cards on the line, as last heard
        self.at: int | None = None  # the focused position, as last heard
        self.where = "unknown"  # the focus: on a "card", "off" the line, or "unknown"
        self.can_pass = False
        self.line_empty = False
        self.over = False
        self.new = New()

    def hear(self, sentence: str) -> str:
        """Take in one sentence; say what it was: "over", "card", "moved" or "other"."""
        if OVER in sentence:
            self.over = True
            return "over"
        found = FOCUS.match(sentence)
        if found:
            k, n = int(found["k"]), int(found["n"])
            if n != self.count:
                self.line, self.count = {}, n
            self.line[k] = net(found["what"])
            self.at = k
            return "card"
        kind = "other"
        if sentence.startswith(MOVED):  # the line changed: what was heard of it is old
            self.line, self.count, self.at = {}, None, None
            self.can_pass = self.line_empty = False
            kind = "moved"
        if "The line is empty" in sentence or sentence.startswith("Line empty"):
            self.line_empty = True
        if PASS_OPEN.search(sentence):
            self.can_pass = True
        return kind

    def __call__(self, heard: list[str]) -> str | None:
        heard = self.new(heard)
        kinds = [self.hear(s) for s in sentences(heard)]
        if self.over:
            return None
        if "moved" in kinds or not kinds:
            self.where = "unknown"  # (nothing heard: the key did nothing; look again)
        elif kinds[-1] == "card":
            self.where = "card"
        else:
            self.where = "off"
        if self.can_pass and self.line_empty:
            return "p"
        if self.where == "unknown":
            return "right"  # after a move the focus stays on the line: Right says where
        if self.where == "off":
            return "down"  # the stock and the buttons round the line: Down comes back to it
        assert self.at is not None
        n = self.count or 0
        missing = [k for k in range(1, n + 1) if k not in self.line]
        if missing:
            return "right" if any(k > self.at for k in missing) else "left"
        best = max(self.line, key=lambda k: (self.line[k], -k))
        if self.can_pass and self.line[best] < 0:
            return "p"  # nothing gains: new cards may meet these
        if best == self.at:
            return "delete"
        return "right" if best > self.at else "left"
