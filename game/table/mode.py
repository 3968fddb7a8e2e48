"""What a table is doing: one state, read in one place, instead of a flag per concern.

The table holds one ``Modes`` and hands it to each part it owns: the replay driver is
"on" and the deal search "active" because the mode says so, not by flags of their own
kept in step by hand."""

from __future__ import annotations

from enum import Enum


class Mode(Enum):
    """The table's mode. Input and the frame ask it; the owner of each concern sets it
    (the search, the deal animation, the demo, the tutorial, the result flow)."""

    SEARCHING = "searching"  # a winnable deal is being looked for: no cards yet
    DEALING = "dealing"  # the deal's animation is on
    PLAYING = "playing"  # the player's turn
    DEMO = "demo"  # the bot plays; any input hands control back
    TUTORIAL = "tutorial"  # the tutorial's steps lead the play
    REPLAY = "replay"  # a finished deal's recorded moves are watched; nothing is recorded
    FINISHED = "finished"  # the deal is over and its result is shown (or being celebrated)


class Modes:
    """The table's one mode, shared by the parts the table owns: each reads it, and the
    part that owns a concern sets it (``now``)."""

    def __init__(self, now: Mode = Mode.PLAYING) -> None:
        self.now = now

    def __repr__(self) -> str:
        return f"Modes({self.now.name})"
