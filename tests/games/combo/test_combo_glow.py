"""Combo-bliterate's flashes of light and CHAIN label: what a chain's frames paint.

Each step of a flash's fade repaints its whole box (felt, cards, the glow), so the glow
is only as big as the light it throws; the CHAIN label's kick changes its size every
frame, so a big label is scaled plainly while it kicks and smoothly once it settles.
"""

from __future__ import annotations

import pygame

from game.games.combo import fx as combo_fx
from game.games.combo.fx import QUARTERS, ChainLabel, Impacts
from tests.driver import make_app


def test_a_glow_quarter_is_only_where_light_falls_with_its_corner_at_the_centre():
    make_app()
    impacts = Impacts()
    for radius in (40, 181, 541, 607):  # 1280x720 up to a four-strike chain at 3840x2160
        parts = impacts.glow_parts((250, 204, 72), radius)
        side = parts[0].get_width()
        assert all(p.get_size() == (side, side) for p in parts)
        assert side <= 0.92 * radius  # the clear margin is cut off
        for img, (dx, dy) in zip(parts, QUARTERS, strict=True):
            lit = img.get_bounding_rect()
            # no clear row or column is left on the quarter's outer sides
            if not dx:
                assert lit.left <= 1
            else:
                assert lit.right >= side - 1
            if not dy:
                assert lit.top <= 1
            else:
                assert lit.bottom >= side - 1
            # the corner at the disc's centre is the brightest pixel, fully lit
            corner = (side - 1 if not dx else 0, side - 1 if not dy else 0)
            assert img.get_at(corner).a == 255


def test_a_flash_is_a_disc_centred_where_the_cards_strike():
    make_app()
    impacts = Impacts()
    radius = 300
    impacts.flash(500, 400, (140, 200, 255), radius)
    felt = pygame.Surface((1000, 800))
    felt.fill((20, 90, 50))
    impacts.draw_flashes(felt)
    lit = pygame.mask.from_threshold(felt, (20, 90, 50), (1, 1, 1, 255))
    lit.invert()  # every pixel the light changed
    box = lit.get_bounding_rects()[0]
    assert abs(box.centerx - 500) <= 1 and abs(box.centery - 400) <= 1
    assert box.w <= 0.92 * 2 * radius  # what the old full box would have painted
    assert felt.get_at((500, 400))[:3] != (20, 90, 50)
    for x, y in ((500 - 200, 400), (500 + 199, 400), (500, 400 - 200), (500, 400 + 199)):
        assert felt.get_at((x, y))[:3] != (20, 90, 50), (x, y)  # symmetric: lit all round


def test_the_faint_outer_ring_left_out_was_under_two_per_cent_of_the_light():
    """The rings stop at 28 of 32 pixels: the next one out would add under 2% (alpha 4)."""
    edge = combo_fx.GLOW_RINGS[0] + 2
    k = (1 - edge / 32) ** 1.6
    assert int(255 * k * 1.4) <= 5


def test_a_big_chain_label_is_scaled_plainly_while_it_kicks_then_smoothly(monkeypatch):
    make_app()
    calls: list[str] = []
    for name in ("scale", "smoothscale"):
        real = getattr(pygame.transform, name)

        def spy(*a, _real=real, _name=name, **kw):
            calls.append(_name)
            return _real(*a, **kw)

        monkeypatch.setattr(pygame.transform, name, spy)
    label = ChainLabel()
    window = pygame.Surface((3840, 2160))
    where = pygame.Rect(1500, 300, 800, 200)
    sizes = {}
    for pulse in (1.0, 0.6, 0.0):
        calls.clear()
        label.draw(window, where, 3, "pair", 3.0, 1.0, 1.5, pulse, 0.0, 3.0)
        sizes[pulse] = calls[:]
    assert sizes[1.0] == ["scale"] and sizes[0.6] == ["scale"]
    assert sizes[0.0] == ["smoothscale"]  # settled: its look at rest is the smooth one
    calls.clear()
    label.draw(window, where, 3, "pair", 3.0, 1.0, 1.5, 0.0, 0.0, 3.0)
    assert calls == []  # the settled size is kept
    small = ChainLabel()  # a 1280x720 label is small: smoothscale is cheap, kept throughout
    calls.clear()
    small.draw(pygame.Surface((1280, 720)), where, 3, "pair", 3.0, 1.0, 1.5, 1.0, 0.0, 1.0)
    assert calls == ["smoothscale"]
