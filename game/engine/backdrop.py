"""Backgrounds every scene shares: the felt table and the shade an overlay lays over it."""

from __future__ import annotations

import pygame

from game.engine import paint, theme
from game.engine.lru import LRU
from game.engine.ui import surface_bytes

FELT_BUDGET = 8 * 2**20  # bytes: two felts at 1280x720, one at 1920x1080; a bigger one is not kept
_felts: LRU[tuple, pygame.Surface] = LRU(12, surface_bytes, FELT_BUDGET)


def make_felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A felt table: the colour with a soft darker edge.

    ``colour`` is the scene's own; the theme may put another table colour in its
    place (and darkens it in high contrast). Scenes drop their felt on ``resize``,
    which the app calls on every scene when the theme changes. A felt up to
    FELT_BUDGET is kept for the scenes opened after (each deal's, each overlay's): it
    is shared, so a scene that draws on it draws on a copy. A bigger one (a window
    larger than 1920x1080) is made for the scene alone: kept, it and the scene's copy
    would hold twice its size through a corner dragged about."""
    key = (size, theme.felt(colour))
    felt = _felts.get(key)
    if felt is None:
        felt = _draw_felt(size, key[1])
        if surface_bytes(felt) <= FELT_BUDGET:
            _felts.put(key, felt)
    return felt


def _draw_felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(colour)
    w, h = size
    shade = pygame.Surface((w // 8 + 1, h // 8 + 1), pygame.SRCALPHA)
    sw, sh = shade.get_size()
    for i in range(12):
        k = i / 12
        paint.ellipse(
            shade,
            theme.current().rgba(theme.SHADOW, 14),
            pygame.Rect(-sw * (0.5 - k * 0.5), -sh * (0.5 - k * 0.5), sw * (2 - k), sh * (2 - k)),
            max(1, int(sw * 0.05)),
        )
    surf.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    return surf


def shade(surface: pygame.Surface, rgba: tuple[int, int, int, int]) -> None:
    """Darken the whole of ``surface`` (the scene under an overlay) with a translucent
    colour: what is there is multiplied by 1 - alpha, then the colour times alpha is
    added, which is the alpha blend without a window-sized veil to make (a fresh
    4K surface costs tens of milliseconds the first time) or to keep per size."""
    r, g, b, a = rgba
    keep = 255 - a
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    if r or g or b:
        tint = (r * a // 255, g * a // 255, b * a // 255)
        surface.fill(tint, special_flags=pygame.BLEND_RGB_ADD)
