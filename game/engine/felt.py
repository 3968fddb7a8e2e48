"""The felt under every table and menu: a colour with a soft darker edge."""

from __future__ import annotations

import pygame


def make_felt(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A felt table: the colour with a soft darker edge, drawn once per window size."""
    surf = pygame.Surface(size)
    surf.fill(colour)
    w, h = size
    shade = pygame.Surface((w // 8 + 1, h // 8 + 1), pygame.SRCALPHA)
    sw, sh = shade.get_size()
    for i in range(12):
        k = i / 12
        pygame.draw.ellipse(
            shade,
            (0, 0, 0, 14),
            pygame.Rect(-sw * (0.5 - k * 0.5), -sh * (0.5 - k * 0.5), sw * (2 - k), sh * (2 - k)),
            max(1, int(sw * 0.05)),
        )
    surf.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    return surf
