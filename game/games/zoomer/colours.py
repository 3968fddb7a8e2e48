"""Zoomer Matrix's own colours: a role each, with its normal and its high-contrast value.

Declared in the game's catalog entry (``colours=f"{__name__}.colours:LOOKS"``) and read
through the theme, never from here while drawing: a role is named as an Ink
(``Ink("zoomer.<role>")``) or read from the section in the look in force
(``theme.current().section("zoomer")``), so high contrast reaches it. Pure data: the
catalog checks it when it admits the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.theme import Colour, Rgba


@dataclass(frozen=True)
class ZoomerColours:
    """Zoomer Matrix's tracker and table."""

    lone: Colour  # a tracker row left with a lone card
    veil: Rgba  # the shade over a card that cannot be played
    hand_band: Colour  # the tracker's row of the hand card's rank
    pair_chip: Colour  # the tracker's chips of a clear: a pair ...
    trio_chip: Colour  # ... a trio ...
    four_chip: Colour  # ... and more
    # a Slam's fireworks, with the gold and the flash roles
    firework_blue: Colour
    firework_pink: Colour
    firework_green: Colour


NORMAL = ZoomerColours(
    lone=(255, 110, 100),
    veil=(8, 20, 30, 72),
    hand_band=(90, 74, 20),
    pair_chip=(60, 110, 170),
    trio_chip=(150, 90, 170),
    four_chip=(170, 70, 60),
    firework_blue=(120, 200, 255),
    firework_pink=(255, 120, 160),
    firework_green=(140, 255, 160),
)
HIGH_CONTRAST = ZoomerColours(
    lone=(255, 140, 130),
    veil=(0, 0, 0, 120),
    hand_band=(96, 72, 0),
    pair_chip=(0, 70, 170),
    trio_chip=(110, 30, 150),
    four_chip=(150, 20, 10),
    firework_blue=(100, 210, 255),
    firework_pink=(255, 100, 170),
    firework_green=(120, 255, 150),
)

# (normal, high contrast): what the catalog entry's ``colours`` names
LOOKS = (NORMAL, HIGH_CONTRAST)
