"""Card faces at every size: pips never touch the corner indices, and clubs and spades
differ in silhouette even at the smallest card."""

import pygame
import pytest

from game.engine.cards import PIPS, CardArt
from game.engine.suits import draw_suit


@pytest.fixture(autouse=True)
def _video():
    pygame.display.init()
    yield


@pytest.mark.parametrize("width", [96, 110, 128, 150, 175, 200, 240])
@pytest.mark.parametrize("rank", [r for r in PIPS if r != "A"])
def test_pips_clear_the_corner_indices(width, rank):
    art = CardArt(width)
    for suit in "SHDC":
        card = rank + suit
        index = art.index_box(card)
        w, h = art.w * 2, art.h * 2
        mirror = pygame.Rect(w - index.right, h - index.bottom, index.w, index.h)
        face = pygame.Rect(0, 0, w, h)
        for r, _ in art.pip_rects(card):
            assert face.contains(r)
            assert not r.colliderect(index) and not r.colliderect(mirror), (card, width)


def row_widths(suit: str, size: int) -> list[int]:
    """The ink in each row of a suit drawn as a card draws it (2x, smoothed down)."""
    big = pygame.Surface((2 * size, 2 * size), pygame.SRCALPHA)
    draw_suit(big, suit, big.get_rect(), colour=(0, 0, 0))
    img = pygame.transform.smoothscale(big, (size, size))
    return [sum(1 for x in range(size) if img.get_at((x, y)).a > 110) for y in range(size)]


@pytest.mark.parametrize("size", [8, 9, 10, 12, 16])
def test_clubs_and_spades_differ_in_silhouette_at_index_sizes(size):
    """A club's top is a round lobe, a spade's a point: the top quarter of the club
    holds far more ink, at the few pixels of a small card's corner index too."""
    clubs, spades = row_widths("C", size), row_widths("S", size)
    quarter = max(2, size // 4)
    assert clubs[0] >= 2 * max(1, spades[0])
    assert sum(clubs[:quarter]) >= 1.6 * sum(spades[:quarter]), (clubs, spades)


def test_warming_makes_a_few_faces_at_a_time_and_then_nothing():
    art = CardArt(90)
    deck = ["AS", "KD", "7C", "QH", "2S"]
    assert art.warm(deck, most=2) == 2
    assert art.warm(deck, most=2) == 2
    assert art.warm(deck, most=2) == 1
    assert art.warm(deck, most=2) == 0
    assert all(card in art._cache for card in deck)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("width", [40, 60, 80, 90])
def test_indices_lie_inside_the_face_and_the_centre_suit_clears_them(width, large):
    from game.engine import theme

    theme.use(theme.with_(large_print=large))
    try:
        art = CardArt(width)
        face = pygame.Rect(0, 0, art.w * 2, art.h * 2)
        for card in ("TH", "8D", "AS", "2C"):
            index = art.index_box(card)
            # clear of the edge and its rounded corner: large print's "10" included
            inner = face.inflate(-round(face.w * 0.08), -round(face.w * 0.08))
            assert inner.contains(index), (card, index, inner)
            mirror = pygame.Rect(face.w - index.right, face.h - index.bottom, index.w, index.h)
            centre = art.centre_rect(card)
            if centre is not None:
                assert not centre.colliderect(index) and not centre.colliderect(mirror), card
        assert art.centre_rect("8D") is not None  # a narrow index leaves room for the suit
    finally:
        theme.use(theme.Theme())
