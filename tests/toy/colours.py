"""Toy Pairs' own colours: each role with its normal and its high-contrast value.

The entry names them (``colours="tests.toy.colours:LOOKS"``); the scene draws a role as
an Ink named after the game (``Ink("toy.partner")``), which the theme turns into the
look in force as it is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class ToyColours:
    partner: Colour  # the ring round a card the picked one would pair with


NORMAL = ToyColours(partner=(150, 230, 120))
HIGH_CONTRAST = ToyColours(partner=(170, 255, 130))
LOOKS = (NORMAL, HIGH_CONTRAST)  # (normal, high contrast)
