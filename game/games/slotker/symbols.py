"""SLOTKER's six slot symbols, drawn in code.

Each symbol has its own outline and colour so no two can be mistaken, even
at ladder-icon size: BAR is a dark plate with lettering, BELL a gold bell,
PLUM a purple oval with a leaf, ORANGE a round fruit with a dimpled skin,
CHERRIES two red balls on stems, LEMON a pale yellow oval with pointed ends.

``draw_symbol`` paints one into a rect on any surface (card faces, which
are painted at twice their size already); ``icon`` returns a cached,
anti-aliased small image (drawn at 4x and smooth-scaled) for panels.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import pygame

from game.engine import paint, theme, ui
from game.engine.lru import LRU

SYMBOL_NAMES = ("BAR", "BELL", "PLUM", "ORANGE", "CHERRIES", "LEMON")


# The symbols' colours are card art: the theme's card section (``theme.CardColours``:
# ``symbols``, each one's own colour; ``symbol_labels``, as a word's ink on a dark panel;
# ``symbol_parts``, their details), read when a symbol is painted.
def _parts() -> Mapping[str, tuple[int, ...]]:
    """The details' colours (leaves, stems, rims ...) in the theme drawing."""
    return theme.current().cards.symbol_parts


def _own(symbol: str) -> tuple[int, int, int]:
    """``symbol``'s own colour in the theme drawing."""
    return theme.current().cards.symbols[symbol]


def label_colour(symbol: str) -> tuple[int, int, int]:
    """The ink of ``symbol``'s name beside it on a dark panel, in the theme drawing."""
    return theme.current().cards.symbol_labels[symbol]


def _lw(r: pygame.Rect, k: float = 0.035) -> int:
    """A line width proportional to the symbol's size."""
    return max(1, round(min(r.w, r.h) * k))


def _ellipse_points(
    cx: float, cy: float, rx: float, ry: float, n: int = 48, angle: float = 0.0
) -> list[tuple[float, float]]:
    ca, sa = math.cos(angle), math.sin(angle)
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def _leaf(
    surf: pygame.Surface, base: tuple[float, float], length: float, angle: float, width: float
) -> None:
    """A pointed leaf from ``base`` in direction ``angle`` (radians, 0 = right)."""
    bx, by = base
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    pts = []
    for i in range(13):
        t = i / 12
        w = math.sin(math.pi * t) * width
        pts.append((bx + dx * length * t + nx * w, by + dy * length * t + ny * w))
    for i in range(12, -1, -1):
        t = i / 12
        w = math.sin(math.pi * t) * width
        pts.append((bx + dx * length * t - nx * w, by + dy * length * t - ny * w))
    part = _parts()
    paint.polygon(surf, part["leaf"], pts)
    paint.polygon(surf, part["leaf_dark"], pts, max(1, round(width * 0.18)))
    tip = (bx + dx * length * 0.85, by + dy * length * 0.85)
    paint.line(surf, part["leaf_dark"], base, tip, max(1, round(width * 0.16)))


def _shine(surf: pygame.Surface, centre: tuple[float, float], rx: float, ry: float) -> None:
    """A soft white highlight, the glint that makes fruit look round."""
    glint = pygame.Surface((max(2, int(rx * 2)), max(2, int(ry * 2))), pygame.SRCALPHA)
    paint.ellipse(glint, _parts()["glint"], glint.get_rect())
    surf.blit(glint, glint.get_rect(center=(round(centre[0]), round(centre[1]))))


# --- the six symbols ---------------------------------------------------------
def draw_bar(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A black plate with a gold rim and 'BAR' in white capitals."""
    plate = pygame.Rect(0, 0, round(r.w * 0.96), round(r.h * 0.5))
    plate.center = r.center
    rad = max(2, plate.h // 5)
    part = _parts()
    paint.rect(surf, _own("BAR"), plate, border_radius=rad)
    paint.rect(surf, part["bar_rim"], plate, _lw(r, 0.05), border_radius=rad)
    inner = plate.inflate(-plate.h * 0.22, -plate.h * 0.22)
    paint.rect(surf, part["bar_inner"], inner, max(1, _lw(r, 0.015)), border_radius=rad)
    size = max(8, round(plate.h * 0.95))
    font = _font(size)
    text = font.render("BAR", True, part["bar_word"])
    limit = inner.w * 0.9, inner.h * 1.0
    k = min(limit[0] / text.get_width(), limit[1] / text.get_height(), 1.0)
    if k < 1.0:
        text = pygame.transform.smoothscale(
            text, (max(1, round(text.get_width() * k)), max(1, round(text.get_height() * k)))
        )
    surf.blit(text, text.get_rect(center=(plate.centerx, plate.centery + plate.h * 0.03)))


def draw_bell(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A gold bell: flared body, rim, clapper and a knob on top."""
    gold, dark = _own("BELL"), _parts()["bell_dark"]
    cx = r.centerx
    top, rim = r.y + r.h * 0.14, r.y + r.h * 0.8
    half_top, half_rim = r.w * 0.16, r.w * 0.38
    left, right = [], []
    for i in range(21):
        t = i / 20
        # a rounded crown that flares out towards the rim
        w = half_top + (half_rim - half_top) * (t**2.2) + r.w * 0.1 * math.sin(math.pi * t * 0.9)
        y = top + (rim - top) * t
        left.append((cx - w, y))
        right.append((cx + w, y))
    crown = [
        (cx + half_top * math.cos(a), top - r.h * 0.1 * math.sin(a))
        for a in [math.pi * k / 10 for k in range(11)]
    ]
    body = right[::-1] + crown + left
    knob = (cx, r.y + r.h * 0.06)
    paint.circle(surf, dark, knob, r.w * 0.07)
    paint.circle(surf, gold, knob, r.w * 0.045)
    paint.circle(surf, dark, (cx, rim + r.h * 0.08), r.w * 0.1)
    paint.polygon(surf, gold, body)
    paint.polygon(surf, dark, body, _lw(r, 0.04))
    lip = pygame.Rect(0, 0, half_rim * 2.25, r.h * 0.12)
    lip.center = (cx, rim)
    paint.ellipse(surf, gold, lip)
    paint.ellipse(surf, dark, lip, _lw(r, 0.04))
    band = [(x, y) for x, y in left[12:15]] + [(x, y) for x, y in right[12:15]][::-1]
    paint.polygon(surf, _parts()["bell_band"], band)
    _shine(surf, (cx - r.w * 0.12, r.y + r.h * 0.38), r.w * 0.05, r.h * 0.14)


def draw_plum(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A purple oval, tilted, with its crease, a stem and a leaf."""
    purple, dark = _own("PLUM"), _parts()["plum_dark"]
    cx, cy = r.centerx, r.y + r.h * 0.58
    body = _ellipse_points(cx, cy, r.w * 0.36, r.h * 0.38, angle=-0.35)
    paint.polygon(surf, purple, body)
    paint.polygon(surf, dark, body, _lw(r, 0.035))
    crease = [
        (cx + r.w * 0.06 * math.sin(t * math.pi) - r.w * 0.02, cy - r.h * 0.3 + r.h * 0.55 * t)
        for t in (i / 10 for i in range(11))
    ]
    paint.lines(surf, dark, False, crease, _lw(r, 0.03))
    stem_top = (cx + r.w * 0.04, r.y + r.h * 0.1)
    paint.line(surf, _parts()["stem"], (cx, cy - r.h * 0.33), stem_top, _lw(r, 0.05))
    _leaf(surf, (cx + r.w * 0.03, r.y + r.h * 0.17), r.w * 0.32, -0.3, r.h * 0.08)
    _shine(surf, (cx - r.w * 0.16, cy - r.h * 0.1), r.w * 0.06, r.h * 0.12)


def draw_orange(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A round orange with a dimpled skin, a navel, a stem and one leaf."""
    orange, dark = _own("ORANGE"), _parts()["orange_dark"]
    cx, cy = r.centerx, r.y + r.h * 0.58
    rad = min(r.w, r.h) * 0.39
    paint.circle(surf, orange, (cx, cy), rad)
    paint.circle(surf, dark, (cx, cy), rad, _lw(r, 0.035))
    dot = max(1, round(rad * 0.05))
    dimple = _parts()["orange_dimple"]
    for k in range(9):
        a = k * 2.4
        d = rad * (0.35 + 0.45 * ((k * 37) % 10) / 10)
        paint.circle(surf, dimple, (cx + d * math.cos(a), cy + d * math.sin(a)), dot)
    stem = (cx, cy - rad)
    paint.line(surf, _parts()["stem"], stem, (cx, cy - rad - r.h * 0.06), _lw(r, 0.05))
    _leaf(surf, (cx + r.w * 0.01, cy - rad - r.h * 0.03), r.w * 0.3, -0.35, r.h * 0.08)
    _shine(surf, (cx - rad * 0.4, cy - rad * 0.4), rad * 0.2, rad * 0.14)


def draw_cherries(surf: pygame.Surface, r: pygame.Rect) -> None:
    """Two red cherries on stems that meet at the top under a leaf."""
    red, dark = _own("CHERRIES"), _parts()["cherries_dark"]
    rad = min(r.w, r.h) * 0.22
    left = (r.x + r.w * 0.3, r.y + r.h * 0.74)
    right = (r.x + r.w * 0.7, r.y + r.h * 0.7)
    joint = (r.x + r.w * 0.56, r.y + r.h * 0.14)
    width = _lw(r, 0.045)
    for ball in (left, right):
        pts = []
        for i in range(9):
            t = i / 8
            # a stem that bows outwards on its way up
            bow = math.sin(math.pi * t) * r.w * 0.08 * (-1 if ball is left else 1)
            pts.append(
                (
                    ball[0] + (joint[0] - ball[0]) * t + bow,
                    ball[1] - rad * 0.8 + (joint[1] - ball[1] + rad * 0.8) * t,
                )
            )
        paint.lines(surf, _parts()["leaf_dark"], False, pts, width)
    _leaf(surf, joint, r.w * 0.3, -0.15, r.h * 0.08)
    for ball in (left, right):
        paint.circle(surf, red, ball, rad)
        paint.circle(surf, dark, ball, rad, _lw(r, 0.03))
        _shine(surf, (ball[0] - rad * 0.35, ball[1] - rad * 0.35), rad * 0.22, rad * 0.3)


def draw_lemon(surf: pygame.Surface, r: pygame.Rect) -> None:
    """A pale yellow oval, lying on its side, with a pointed nub at each end."""
    yellow, dark = _own("LEMON"), _parts()["lemon_dark"]
    cx, cy = r.centerx, r.y + r.h * 0.55
    rx, ry = r.w * 0.4, r.h * 0.29
    pts = []
    n = 64
    for i in range(n):
        t = 2 * math.pi * i / n
        c, s = math.cos(t), math.sin(t)
        # squeeze towards the long axis near the ends: that is what makes the points
        nub = 1.0 + 0.16 * abs(c) ** 14
        pts.append((cx + rx * c * nub, cy + ry * s * (1 - 0.35 * abs(c) ** 6)))
    angle = -0.18
    ca, sa = math.cos(angle), math.sin(angle)
    pts = [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in pts]
    paint.polygon(surf, yellow, pts)
    paint.polygon(surf, dark, pts, _lw(r, 0.035))
    _shine(surf, (cx - rx * 0.3, cy - ry * 0.45), rx * 0.3, ry * 0.16)


DRAWERS = {
    "BAR": draw_bar,
    "BELL": draw_bell,
    "PLUM": draw_plum,
    "ORANGE": draw_orange,
    "CHERRIES": draw_cherries,
    "LEMON": draw_lemon,
}


def draw_symbol(surf: pygame.Surface, symbol: str, rect: pygame.Rect) -> None:
    """Paint ``symbol`` to fill ``rect`` (best square-ish); unknown names raise ValueError."""
    try:
        drawer = DRAWERS[symbol]
    except KeyError:
        raise ValueError(f"no slot symbol {symbol!r}") from None
    drawer(surf, pygame.Rect(rect))


_ICONS: LRU[tuple[object, ...], pygame.Surface] = LRU(128)  # sizes follow the window: keep a few


def icon(symbol: str, size: int) -> pygame.Surface:
    """A ``size``-pixel square image of the symbol, anti-aliased, cached."""
    size = max(8, int(size))
    key = (symbol, size, theme.current().cards)  # the art of this theme's card section
    img = _ICONS.get(key)
    if img is None:
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        draw_symbol(big, symbol, big.get_rect())
        img = pygame.transform.smoothscale(big, (size, size))
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        _ICONS[key] = img
    return img


def _font(size: int) -> pygame.font.Font:
    return ui.art_font(size, bold=True)
