"""SLOTKER's machine, drawn: card faces, the cabinet, reels, lever, bulbs and halos.

The scene (``game.games.slotker.scene``) keeps input, the rules game and the
animation; this module only paints what it is handed: a surface, the
level's slot rectangles (``rect``, a function of a slot name), the view
scale and the cosmetic state (reels, lever, clock). Nothing here decides
anything about the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pygame

from game.engine import paint, theme, ui
from game.engine.cards import CardArt, rank_text
from game.engine.lru import LRU
from game.engine.suits import draw_suit, suit_colour
from game.engine.theme import Ink
from game.games.slotker.colours import SlotkerColours
from game.games.slotker.rank import SYMBOL
from game.games.slotker.symbols import draw_symbol
from game.i18n import pgettext

Rects = Callable[[str], pygame.Rect]

HAND = ("hand_0", "hand_1", "hand_2")
HIGH = ("high_set_0", "high_set_1", "high_set_2")
# the machine's colours: roles of the game's own section (colours.py), drawn in the theme's
CABINET = Ink("slotker.cabinet")
CABINET_DARK = Ink("slotker.cabinet_dark")
TRIM = Ink("slotker.trim")
REEL_BG = Ink("slotker.reel")
GIVE_UP = Ink("slotker.give_up")
KEEP = Ink("slotker.keep")


# --- card faces -----------------------------------------------------------------
def decorate_card(big: pygame.Surface, card: str, w: int) -> None:
    """A SLOTKER face: rank and suit large in the top half, the slot symbol in a window below.

    ``big`` is the card painted at twice its size with the corner indices on.
    The window replaces the mirrored index in the lower right: SLOTKER cards
    never lie half covered, and the symbol needs the room.
    """
    h = big.get_height()
    col = suit_colour(card[1])
    ink = theme.current().cards  # the art's colours (the face is made in this theme)
    low = pygame.Rect(int(w * 0.04), int(h * 0.5), int(w * 0.92), int(h * 0.5 - w * 0.04))
    paint.rect(big, ink.face, low, border_radius=int(w * 0.06))
    text = ui.art_font(int(w * 0.4), bold=True).render(rank_text(card), True, col)
    cx = w * 0.62
    big.blit(text, text.get_rect(center=(round(cx), round(w * 0.2))))
    s = int(w * 0.24)
    draw_suit(big, card[1], pygame.Rect(round(cx - s / 2), int(w * 0.37), s, s))
    win = pygame.Rect(int(w * 0.1), int(w * 0.7), int(w * 0.8), int(h - w * 0.77))
    rad = int(w * 0.07)
    paint.rect(big, ink.window, win, border_radius=rad)
    band = max(2, win.h // 9)
    shade = pygame.Surface((win.w, band), pygame.SRCALPHA)
    for k in range(band):
        paint.line(shade, (*ink.window_shade, int(70 * (1 - k / band))), (0, k), (win.w, k))
    big.blit(shade, win.topleft)
    big.blit(pygame.transform.flip(shade, False, True), (win.x, win.bottom - band))
    paint.rect(big, ink.window_edge, win, max(2, w // 70), border_radius=rad)
    side = int(min(win.w, win.h) * 0.86)
    draw_symbol(
        big, SYMBOL[card], pygame.Rect(win.centerx - side // 2, win.centery - side // 2, side, side)
    )


# --- cosmetic machinery ---------------------------------------------------------
class Reel:
    """A reel spinning in a slot: ``pos`` counts faces scrolled; it stops on ``faces[stop]``."""

    __slots__ = ("slot", "faces", "pos", "stop")

    def __init__(self, slot: str, faces: list[str], stop: int) -> None:
        self.slot, self.faces, self.stop, self.pos = slot, faces, stop, 0.0


class Lever:
    """The machine's arm: ``pull`` 0 up, 1 pulled right down."""

    __slots__ = ("pull",)

    def __init__(self) -> None:
        self.pull = 0.0


# --- the still parts, painted once into the background ------------------------------
def paint_cabinet(surf: pygame.Surface, rect: Rects, s: float, slot_img: pygame.Surface) -> None:
    """The machine's still parts: the cabinet, the reel windows, the trays."""
    cab = rect("cabinet")
    ink: SlotkerColours = theme.current().section("slotker")
    shadow = cab.move(round(6 * s), round(8 * s))
    paint.rect(surf, theme.SHADOW, shadow, border_radius=round(26 * s))
    paint.rect(surf, CABINET, cab, border_radius=round(26 * s))
    inner = cab.inflate(-round(14 * s), -round(14 * s))
    paint.rect(surf, CABINET_DARK, inner, round(3 * s), border_radius=round(20 * s))
    paint.rect(surf, TRIM, cab, max(2, round(4 * s)), border_radius=round(26 * s))
    tray = rect(HIGH[0]).union(rect(HIGH[2])).inflate(round(24 * s), round(12 * s))
    tray.y += round(4 * s)
    paint.rect(surf, ink.tray, tray, border_radius=round(14 * s))
    paint.rect(surf, ink.tray_edge, tray, max(1, round(2 * s)), border_radius=round(14 * s))
    glass = rect(HAND[0]).union(rect(HAND[2])).inflate(round(20 * s), round(20 * s))
    paint.rect(surf, ink.glass, glass, border_radius=round(16 * s))
    paint.rect(surf, TRIM, glass, max(2, round(3 * s)), border_radius=round(16 * s))
    for slot in (*HAND, "replacement"):
        r = rect(slot)
        paint.rect(surf, REEL_BG, r, border_radius=round(8 * s))
        paint.rect(surf, ink.reel_edge, r, max(1, round(2 * s)), border_radius=round(8 * s))
    plate = glass.copy()
    plate.y, plate.h = glass.bottom + round(2 * s), round(78 * s)
    paint.rect(surf, ink.plate, plate.inflate(-round(8 * s), 0), border_radius=round(10 * s))
    lcd = rect("prompt")
    paint.rect(surf, ink.lcd, lcd, border_radius=round(10 * s))
    paint.rect(surf, TRIM, lcd, max(2, round(3 * s)), border_radius=round(10 * s))
    rep = rect("replacement").inflate(round(14 * s), round(14 * s))
    paint.rect(surf, TRIM, rep, max(2, round(3 * s)), border_radius=round(14 * s))
    ui.blit_text(
        surf,
        pgettext("SLOTKER machine label", "DRAW"),
        ui.text_px(22, s),
        (rep.centerx, rep.y - 6 * s),
        TRIM,
        "midbottom",
        bold=True,
    )
    lever = rect("lever")
    box = pygame.Rect(0, 0, round(40 * s), round(70 * s))
    box.center = (lever.centerx - round(14 * s), lever.centery)
    paint.rect(surf, ink.lever_box, box, border_radius=round(8 * s))
    paint.rect(surf, ink.lever_box_edge, box, max(1, round(2 * s)), border_radius=round(8 * s))
    for name in ("stock", "discard"):
        r = rect(name)
        surf.blit(slot_img, slot_img.get_rect(center=r.center))


# --- the moving parts, drawn every frame ---------------------------------------------
def bulbs_speed(racing: bool) -> int:
    """The lights' steps a second: they race when a set is made."""
    return 14 if racing else 3


GLOW_STEPS = 6  # the lever's ring pulses in steps: six a second


def next_step(clock: float, speed: float) -> float:
    """Seconds from ``clock`` to the next step of something stepping ``speed`` times a
    second (the table at rest waits no longer)."""
    return (math.floor(clock * speed) + 1) / speed - clock


def bulbs_due(clock: float, racing: bool, glowing: bool = False) -> float:
    """Seconds until the lights take their next step, or the lever's ring (``glowing``)."""
    due = next_step(clock, bulbs_speed(racing))
    return min(due, next_step(clock, GLOW_STEPS)) if glowing else due


BULBS = 22  # along the cabinet's top, every third one lit
BULB_ON, BULB_OFF = Ink("slotker.bulb_on"), Ink("slotker.bulb_off")


def draw_bulbs(surface: pygame.Surface, cab: pygame.Rect, s: float, clock: float, racing: bool):
    """Chasing lights along the cabinet's top; they race when a set is made. The row is
    one kept image per step of the chase (three), so a step at rest is one operation
    of the frame, not 22 circles to record and compare."""
    phase = int(clock * bulbs_speed(racing)) % 3
    rad = max(2, round(4 * s))
    y = cab.y + round(9 * s)
    surface.blit(_bulb_row(cab.w, rad, phase), (cab.x, y - rad - 1))


_BULB_ROWS: LRU[tuple[object, ...], pygame.Surface] = LRU(6)


def _bulb_row(w: int, rad: int, phase: int) -> pygame.Surface:
    """The row of bulbs ``w`` wide with every third one lit from ``phase``; each bulb is
    centred where it is on the cabinet (the row is blitted at the cabinet's left edge,
    a whole number of pixels, so a bulb's fractional place is the same)."""
    key = (w, rad, phase, theme.resolve(BULB_ON), theme.resolve(BULB_OFF))  # a row per look
    row = _BULB_ROWS.get(key)
    if row is None:
        row = pygame.Surface((w, 2 * rad + 3), pygame.SRCALPHA)
        for k in range(BULBS):
            on = (k + phase) % 3 == 0
            paint.circle(row, BULB_ON if on else BULB_OFF, (w * (k + 0.5) / BULBS, rad + 1), rad)
        row = _BULB_ROWS.put(key, row)
    return row


def draw_reels(
    surface: pygame.Surface,
    reels: Iterable[Reel],
    rect: Rects,
    point: Callable[[str], tuple[float, float]],
    art: CardArt,
    s: float,
) -> None:
    """Each spinning reel: two faces scrolling through its window (``point``: a slot's
    top left on screen)."""
    pitch = art.h + max(4, round(10 * s))
    old_clip = surface.get_clip()
    for reel in list(reels):
        surface.set_clip(rect(reel.slot))
        x, y = point(reel.slot)
        k = max(0, min(int(math.floor(reel.pos)), len(reel.faces) - 1))
        frac = reel.pos - k
        for j, dy in ((k, frac * pitch), (k + 1, (frac - 1) * pitch)):
            if 0 <= j < len(reel.faces):
                surface.blit(art.face(reel.faces[j]), (round(x), round(y + dy)))
        surface.set_clip(old_clip)


def draw_lever(
    surface: pygame.Surface, r: pygame.Rect, s: float, pull: float, glowing: bool, clock: float
) -> None:
    """The arm at ``pull``; a pulsing ring round the ball while a deal is open."""
    pivot = (r.centerx, r.centery)
    top = r.y + round(20 * s)
    bottom = r.bottom - round(20 * s)
    ball_y = top + (bottom - top) * pull
    rod = max(3, round(8 * s))
    look = theme.current()
    ink: SlotkerColours = look.section("slotker")
    paint.line(surface, ink.rod_edge, pivot, (pivot[0], ball_y), rod + 2)
    paint.line(surface, ink.rod, pivot, (pivot[0], ball_y), rod)
    paint.circle(surface, ink.pivot, pivot, round(11 * s))
    grow = 1 + 0.25 * math.sin(math.pi * pull)
    rad = round(18 * s * grow)
    paint.circle(surface, ink.ball_edge, (pivot[0], ball_y), rad + max(1, round(2 * s)))
    paint.circle(surface, ink.ball, (pivot[0], ball_y), rad)
    paint.circle(surface, ink.ball_shine, (pivot[0] - rad * 0.35, ball_y - rad * 0.35), rad * 0.28)
    if glowing:  # in GLOW_STEPS steps a second: a table at rest is drawn for each, not 15
        glow = 0.5 + 0.5 * math.sin(math.floor(clock * GLOW_STEPS) / GLOW_STEPS * 4)
        colour = look.mix(ink.glow_dim, ink.glow_lit, glow)
        paint.circle(surface, colour, (pivot[0], ball_y), rad + round(6 * s), max(2, round(3 * s)))


class Halos:
    """Soft rings round the hand's cards, one image per colour and size (cached)."""

    def __init__(self) -> None:
        self._cache: LRU[tuple, pygame.Surface] = LRU(16)

    def clear(self) -> None:
        self._cache.clear()

    def _halo(self, colour, size: tuple[int, int]) -> pygame.Surface:
        colour = theme.resolve(colour)  # a role: its colour in this theme
        key = (colour, size)
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface(size, pygame.SRCALPHA)
            w = max(4, size[0] // 9)
            for k in range(w):
                a = int(255 * (1 - k / w) ** 0.7)
                paint.rect(
                    img,
                    (*colour, a),
                    img.get_rect().inflate(-2 * k, -2 * k),
                    2,
                    border_radius=max(4, size[0] // 8),
                )
            self._cache[key] = img
        return img

    def draw(
        self,
        surface: pygame.Surface,
        art: CardArt,
        rect: Rects,
        s: float,
        give: set[int],
        clock: float,
    ) -> None:
        """The card(s) that may be given up (``give``) pulse orange; the cards kept glow green."""
        pulse = 0.55 + 0.45 * math.sin(clock * 5)
        size = (art.w + round(26 * s), art.h + round(26 * s))
        keep = set(range(3)) - give
        for i in range(3):
            r = rect(HAND[i])
            if i in give:
                img = self._halo(GIVE_UP, size)
                img.set_alpha(int(255 * pulse))
                surface.blit(img, img.get_rect(center=r.center).inflate(-4, -4))
            elif i in keep:
                img = self._halo(KEEP, size)
                img.set_alpha(220)
            surface.blit(img, img.get_rect(center=r.center))


class Glass:
    """Shade at the top and bottom of each reel window: reads as a drum turning."""

    def __init__(self) -> None:
        self._img: tuple | None = None

    def clear(self) -> None:
        self._img = None

    def draw(self, surface: pygame.Surface, rect: Rects, s: float) -> None:
        r = rect(HAND[0])
        key = r.size
        if self._img is None or self._img[0] != key:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            band = max(4, round(14 * s))
            for k in range(band):
                a = int(170 * (1 - k / band) ** 1.5)
                paint.line(img, (0, 0, 0, a), (0, k), (r.w, k))
                paint.line(img, (0, 0, 0, a), (0, r.h - 1 - k), (r.w, r.h - 1 - k))
            self._img = (key, img)
        img = self._img[1]
        for slot in (*HAND, "replacement"):
            surface.blit(img, rect(slot))
