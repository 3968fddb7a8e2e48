"""A ring that comes or goes repaints its band, not the card under it (game.engine.canvas).

A glow ring round a card, a cursor's outline and an empty spot's faint ring are
see-through inside a band round their edge. Their boxes are card-sized, so a ring
appearing over a 4K card used to repaint the card, its shadow and the felt under all
of its box. ``mark_frame`` checks once that an image is clear inside its band, and
``reach`` then gives the band's four strips; a rectangle drawn with a width is the
same. Each frame here is compared with a full redraw, pixel for pixel.
"""

from __future__ import annotations

import pygame
import pytest

from game.engine import canvas, paint
from game.engine.cards import CardArt
from game.engine.theme import NO, OK, SELECT
from tests.driver import replayed


def ring(size: tuple[int, int], width: int = 3, radius: int = 12) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    paint.rect(img, (250, 210, 90, 200), img.get_rect(), width, border_radius=radius)
    return img


def test_mark_frame_claims_a_band_only_where_the_middle_is_clear():
    framed = canvas.mark_frame(ring((120, 160)), 4, 13)
    assert framed.frame == (4, 13)
    assert canvas.mark_frame(framed, 4, 13) is framed  # a Kept surface is marked in place
    assert canvas.mark_frame(ring((120, 160)), 2, 13).frame is None  # the band is 3 wide
    assert canvas.mark_frame(ring((120, 160)), 4, 3).frame is None  # the corners curve in
    dotted = ring((120, 160))
    dotted.set_at((60, 80), (255, 255, 255, 1))  # one faint pixel in the middle
    assert canvas.mark_frame(dotted, 4, 13).frame is None
    assert canvas.mark_frame(pygame.Surface((120, 160)), 4, 13).frame is None  # no alpha
    assert canvas.mark_frame(ring((20, 20)), 4, 13).frame is None  # all band
    same = canvas.mark_frame(ring((120, 160)), 4, 13)
    assert pygame.image.tobytes(same, "RGBA") == pygame.image.tobytes(ring((120, 160)), "RGBA")


@pytest.mark.parametrize("width", [50, 96, 120, 240, 360])
def test_every_card_ring_says_where_its_band_is(width):
    from game.games.zoomer.tracker import _faint_ring

    art = CardArt(width)
    for colour in (OK, NO, SELECT, (255, 255, 255)):
        for thickness in (2, 3, 4, 5):
            assert art.outline(colour, thickness).frame is not None, (colour, thickness)
    assert _faint_ring(art, (255, 255, 255), 70).frame is not None


def test_reach_is_the_box_for_a_blend_or_a_part_and_strips_for_a_plain_blit():
    framed = canvas.mark_frame(ring((120, 160)), 4, 13)
    rec = canvas.Recorder((400, 400))
    rec.blit(framed, (50, 60))
    rec.blit(framed, (50, 60), special_flags=pygame.BLEND_RGB_MULT)  # clear pixels darken
    rec.blit(framed, (50, 60), (0, 0, 60, 60))
    paint.rect(rec, (255, 255, 255), (10, 10, 200, 100), 4, border_radius=9)
    paint.rect(rec, (255, 255, 255), (10, 10, 200, 100))  # filled
    plain, blend, part, outline, filled = (canvas.reach(op) for op in rec.ops)
    assert len(plain) == 4 and sum(r.w * r.h for r in plain) < 0.4 * rec.ops[0][1].w * 162
    assert all(rec.ops[0][1].contains(r) for r in plain)
    assert blend == [rec.ops[1][1]] and part == [rec.ops[2][1]] and filled == [rec.ops[4][1]]
    assert len(outline) == 4 and all(rec.ops[3][1].contains(r) for r in outline)


def test_rings_coming_going_and_pulsing_over_cards_match_a_full_redraw():
    art = CardArt(360)  # 4K-sized: the rectangles are big enough to be culled
    faces = [art.face(c) for c in ("AS", "KD", "7C", "QH")]
    window = pygame.Surface((1600, 700))
    felt = pygame.Surface(window.get_size())
    felt.fill((10, 80, 40))
    paint.circle(felt, (200, 40, 40), (300, 300), 120)  # something under the cards
    cv = canvas.Canvas()
    spots = [(40 + i * 380, 60) for i in range(4)]

    def frame(step: int) -> canvas.Recorder:
        rec = cv.recorder(window)
        rec.blit(felt, (0, 0))
        for i, (x, y) in enumerate(spots):
            rec.blit(art.shadow(), (x + 3, y + 4))
            rec.blit(faces[i], (x, y))
        for i, (x, y) in enumerate(spots):
            if (step + i) % 3 == 0:  # rings on and off, thick and thin, one a pixel off
                img = art.outline(OK if i % 2 else NO, 3 if step % 2 else 5)
                at = (x - 8.5 if i == 2 else x - 8, y - 8)
                rec.blit(img, img.get_rect(center=(x + 180, y + 251)).topleft if i != 2 else at)
        if step % 2:  # a cursor's outline, drawn with a width and round corners
            paint.rect(rec, (0, 0, 0), (spots[1][0] - 2, 58, 364, 507), 8, border_radius=12)
            paint.rect(rec, (255, 214, 90), (spots[1][0], 60, 360, 503), 4, border_radius=10)
        return rec

    areas = []
    for step in range(12):
        rec = frame(step)
        painted = cv.present(window, rec)
        assert pygame.image.tobytes(window, "RGB") == replayed(rec, window.get_size()), step
        areas.append(sum(r.w * r.h for r in painted))
    card = 376 * 519
    # after the first (whole) frame, about two rings and the cursor change each frame:
    # a box each would be over 2.5 cards; their bands are a fraction of one
    assert 0 < max(areas[1:]) < 1.5 * card, areas
