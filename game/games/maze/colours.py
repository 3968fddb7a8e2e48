"""Maze's own colours: a role each, with its normal and its high-contrast value.

Declared in the game's catalog entry (``colours=f"{__name__}.colours:LOOKS"``) and read
through the theme, never from here while drawing: a role is named as an Ink
(``Ink("maze.<role>")``) or read from the section in the look in force
(``theme.current().section("maze")``), so high contrast reaches it. Pure data: the
catalog checks it when it admits the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.theme import Colour


@dataclass(frozen=True)
class MazeColours:
    """Maze's header bar and win (in-place cards are gold)."""

    track: Colour  # the progress bar's empty track
    follow: Colour  # its part of cards that follow their suit
    flash: Colour  # the table's light on a win


NORMAL = MazeColours(track=(8, 40, 26), follow=(120, 200, 150), flash=(255, 240, 200))
HIGH_CONTRAST = MazeColours(track=(0, 0, 0), follow=(150, 255, 180), flash=(255, 250, 170))

# (normal, high contrast): what the catalog entry's ``colours`` names
LOOKS = (NORMAL, HIGH_CONTRAST)
