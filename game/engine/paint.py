"""``pygame.draw``'s shapes for scenes: recorded onto the canvas's Recorder, drawn onto
any other surface (game.engine.canvas). Same names and arguments as ``pygame.draw``;
nothing of pygame is replaced. A palette role (``ui.GOLD``, a ``theme.Ink``) is drawn
in the current theme's colour."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.canvas import Recorder
from game.engine.theme import Ink, resolve


def _shape(name: str):
    draw = getattr(pygame.draw, name)

    def shape(surface: Any, *args: Any, **kw: Any) -> pygame.Rect:
        if args and type(args[0]) is Ink:
            args = (resolve(args[0]), *args[1:])
        if type(surface) is Recorder:
            return surface.draw(name, args, kw)
        return draw(surface, *args, **kw)

    shape.__name__ = shape.__qualname__ = name
    shape.__doc__ = f"``pygame.draw.{name}``, recorded when ``surface`` is a Recorder."
    return shape


rect = _shape("rect")
ellipse = _shape("ellipse")
arc = _shape("arc")
circle = _shape("circle")
aacircle = _shape("aacircle")
line = _shape("line")
aaline = _shape("aaline")
lines = _shape("lines")
aalines = _shape("aalines")
polygon = _shape("polygon")
