"""Combo-bliterate's own colours: a role each, with its normal and its high-contrast value.

Declared in the game's catalog entry (``colours=f"{__name__}.colours:LOOKS"``) and read
through the theme, never from here while drawing: a role is named as an Ink
(``Ink("combo.<role>")``) or read from the section in the look in force
(``theme.current().section("combo")``), so high contrast reaches it. Pure data: the
catalog checks it when it admits the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.theme import Colour


@dataclass(frozen=True)
class ComboColours:
    """Combo-bliterate's strikes (a run's is the gold role)."""

    pair: Colour  # a pair's glow, sparks and words
    penalty: Colour  # a removal's cost
    dud: Colour  # the puff of a strike that scores nothing
    chain_hot: Colour  # the CHAIN label from four strikes ...
    chain_fierce: Colour  # ... and from six


NORMAL = ComboColours(
    pair=(140, 200, 255),
    penalty=(255, 110, 100),
    dud=(200, 200, 190),
    chain_hot=(255, 170, 60),
    chain_fierce=(255, 110, 70),
)
HIGH_CONTRAST = ComboColours(
    pair=(120, 210, 255),
    penalty=(255, 140, 130),
    dud=(235, 235, 225),
    chain_hot=(255, 180, 40),
    chain_fierce=(255, 120, 80),
)

# (normal, high contrast): what the catalog entry's ``colours`` names
LOOKS = (NORMAL, HIGH_CONTRAST)
