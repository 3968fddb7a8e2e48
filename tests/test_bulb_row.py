"""SLOTKER's chasing lights are one kept row image: the pixels of 22 circles drawn one by one."""

from __future__ import annotations

import pygame
import pytest

from game.engine import paint
from game.games.slotker import cabinet as cab_mod


def bulbs_one_by_one(surface, cab: pygame.Rect, s: float, clock: float, racing: bool) -> None:
    """The lights as they were drawn before the row was kept."""
    phase = int(clock * cab_mod.bulbs_speed(racing))
    rad = max(2, round(4 * s))
    y = cab.y + round(9 * s)
    for k in range(cab_mod.BULBS):
        x = cab.x + cab.w * (k + 0.5) / cab_mod.BULBS
        on = (k + phase) % 3 == 0
        paint.circle(surface, cab_mod.BULB_ON if on else cab_mod.BULB_OFF, (x, y), rad)


@pytest.mark.parametrize("cab", [pygame.Rect(37, 21, 611, 300), pygame.Rect(120, 64, 1834, 900)])
@pytest.mark.parametrize("s", [0.55, 1.0, 3.0])
@pytest.mark.parametrize("clock", [0.0, 0.41, 0.97, 2.3])
def test_the_kept_row_gives_the_pixels_of_its_bulbs(cab, s, clock):
    pygame.display.init()
    felt = pygame.Surface((2000, 1000))
    for x in range(0, 2000, 7):  # stripes: what shows between and round the bulbs must match
        felt.fill((20 + x % 200, 90, 60), (x, 0, 4, 1000))
    before, after = felt.copy(), felt.copy()
    for racing in (False, True):
        bulbs_one_by_one(before, cab, s, clock, racing)
        cab_mod.draw_bulbs(after, cab, s, clock, racing)
        assert before.get_view("2").raw == after.get_view("2").raw
