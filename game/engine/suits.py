"""Suit and symbol shapes as polygons, because the default font has no suit glyphs.

Each shape is a list of (x, y) points in a unit box (0..1 both ways) so one
outline serves every card size; ``draw_suit`` scales it into a rect.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.engine import paint, theme


def suit_colour(suit: str) -> tuple[int, int, int]:
    """The ink of ``suit`` in the current theme (four-colour deck, high contrast): the
    theme's card section (``theme.CardColours``) holds the inks."""
    look = theme.current()
    table = look.cards.four_suits if look.four_colour else look.cards.suits
    try:
        return table[suit]
    except KeyError:
        raise ValueError(f"no suit {suit!r}") from None


def _norm(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = min(xs), min(ys)
    w, h = max(xs) - x0, max(ys) - y0
    s = max(w, h)
    ox, oy = (s - w) / 2, (s - h) / 2
    return [((x - x0 + ox) / s, (y - y0 + oy) / s) for x, y in points]


@cache
def heart() -> list[tuple[float, float]]:
    pts = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((x, -y))
    return _norm(pts)


@cache
def diamond() -> list[tuple[float, float]]:
    return [(0.5, 0.0), (0.86, 0.5), (0.5, 1.0), (0.14, 0.5)]


@cache
def spade_body() -> list[tuple[float, float]]:
    """An upside-down heart, leaving room at the bottom for the stem."""
    return [(x, 0.82 - y * 0.82) for x, y in heart()]


@cache
def club_lobes() -> list[list[tuple[float, float]]]:
    """The club's three lobes and the knot joining them, as polygons in the unit box
    (polygons, not circles, so the lobes stay symmetric at a few pixels)."""

    def disc(cx: float, cy: float, rad: float) -> list[tuple[float, float]]:
        steps = 28
        return [
            (
                cx + rad * math.cos(2 * math.pi * i / steps),
                cy + rad * math.sin(2 * math.pi * i / steps),
            )
            for i in range(steps)
        ]

    return [
        disc(0.5, 0.21, 0.21),
        disc(0.21, 0.56, 0.21),
        disc(0.79, 0.56, 0.21),
        disc(0.5, 0.5, 0.1),
    ]


@cache
def star(points: int = 5, inner: float = 0.5) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = 1.0 if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / points
        pts.append((r * math.cos(a), r * math.sin(a)))
    return _norm(pts)


def _scaled(points: list[tuple[float, float]], rect: pygame.Rect) -> list[tuple[float, float]]:
    return [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in points]


def draw_suit(surf: pygame.Surface, suit: str, rect: pygame.Rect, colour=None) -> pygame.Rect:
    """Draw one suit symbol filling ``rect`` (kept square-ish by the caller); returns
    the rectangle its ink can lie in (what ``pygame.draw`` reports changed)."""
    col = colour or suit_colour(suit)
    r = pygame.Rect(rect)
    if suit == "H":
        inked = [paint.polygon(surf, col, _scaled(heart(), r))]
    elif suit == "D":
        inked = [paint.polygon(surf, col, _scaled(diamond(), r))]
    elif suit == "S":
        inked = [paint.polygon(surf, col, _scaled(spade_body(), r)), _stem(surf, col, r)]
    elif suit == "C":
        # three round lobes with notches between them: against the spade's single
        # point the outlines differ even where a small index blurs the detail
        inked = [paint.polygon(surf, col, _scaled(lobe, r)) for lobe in club_lobes()]
        inked.append(_stem(surf, col, r, 0.34))
    elif suit == "X":
        # A plump star with a small gold heart: at pip and index sizes the blue must
        # carry as much ink as a solid spade or heart, or the suit reads as an outline.
        inked = [paint.polygon(surf, col, _scaled(star(), r))]
        inner = r.inflate(-r.w * 0.64, -r.h * 0.64)
        inked.append(paint.polygon(surf, theme.current().cards.star_heart, _scaled(star(), inner)))
    else:
        raise ValueError(f"no suit {suit!r}")
    return pygame.Rect(inked[0]).unionall(inked[1:])


def _stem(surf: pygame.Surface, col, r: pygame.Rect, foot: float = 0.3) -> pygame.Rect:
    return paint.polygon(
        surf,
        col,
        [
            (r.centerx, r.y + r.h * 0.55),
            (r.x + r.w * foot, r.bottom),
            (r.right - r.w * foot, r.bottom),
        ],
    )
