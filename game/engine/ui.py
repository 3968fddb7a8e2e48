"""Text, panels and buttons drawn with the default font, cached so a frame stays cheap."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.lru import LRU

INK = (245, 240, 225)
DIM = (160, 170, 160)
GOLD = (250, 204, 72)
ACCENT = (255, 120, 70)
PANEL = (10, 30, 22)
BAD = (255, 96, 96)
GOOD = (120, 230, 140)

# Text sizes follow the window, so both caches meet a new set of sizes at every
# window size: they keep the most recently used entries only.
_fonts: LRU[tuple[int, bool], pygame.font.Font] = LRU(48)
_texts: LRU[tuple, pygame.Surface] = LRU(600)
pygame.register_quit(_fonts.clear)  # a font outlives pygame.quit() only as a broken object


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (max(6, size), bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = _fonts[key] = pygame.font.Font(None, key[0])
        f.set_bold(bold)
    return f


def render(text: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """A cached text surface; the cache is bounded so long sessions do not grow."""
    key = (text, size, colour, bold)
    surf = _texts.get(key)
    if surf is None:
        surf = _texts.put(key, font(size, bold).render(text, True, colour))
    return surf


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[float, float],
    colour=INK,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    img = render(text, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(
            render(text, size, (0, 0, 0), bold), rect.move(max(1, size // 18), max(1, size // 18))
        )
    surface.blit(img, rect)
    return rect


ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}


def text_block(
    text: str,
    size: int,
    width: int,
    colour=INK,
    align: str = "left",
    bold: bool = False,
    line_height: int | None = None,
) -> pygame.Surface:
    """``text`` broken into lines no wider than ``width`` pixels, as one cached surface.

    SDL_ttf does the breaking and the alignment (pygame-ce's ``wraplength`` and
    ``Font.align``), so no scene measures words by hand. The surface is ``width``
    wide; each line takes ``line_height`` pixels (the font's own line skip if None).
    """
    key = ("block", text, size, width, colour, align, bold, line_height)
    surf = _texts.get(key)
    if surf is None:
        f = font(size, bold)
        skip = f.get_linesize()
        f.align = ALIGN[align]
        if line_height:
            f.set_linesize(max(1, line_height))
        try:
            surf = f.render(text, True, colour, None, max(1, width))
        finally:
            f.set_linesize(skip)
            f.align = pygame.FONT_LEFT
        _texts.put(key, surf)
    return surf


def blit_block(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[float, float],
    width: int,
    colour=INK,
    anchor: str = "topleft",
    align: str = "left",
    bold: bool = False,
    shadow: bool = True,
    line_height: int | None = None,
) -> pygame.Rect:
    """Draw a wrapped :func:`text_block` at ``pos`` (by ``anchor``); returns where it went."""
    img = text_block(text, size, width, colour, align, bold, line_height)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        dark = text_block(text, size, width, (0, 0, 0), align, bold, line_height)
        surface.blit(dark, rect.move(max(1, size // 18), max(1, size // 18)))
    surface.blit(img, rect)
    return rect


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    alpha: int = 190,
    radius: int = 14,
    colour=PANEL,
    border=(255, 255, 255, 40),
) -> None:
    """A translucent rounded box, the backdrop of HUD text and overlays."""
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*colour, alpha), box.get_rect(), border_radius=radius)
    pygame.draw.rect(box, border, box.get_rect(), 2, border_radius=radius)
    surface.blit(box, rect)


@dataclass
class Button:
    """A clickable, focusable label. ``enabled`` is asked every frame."""

    name: str
    label: str
    rect: pygame.Rect
    action: Callable[[], None]
    enabled: Callable[[], bool] = lambda: True
    key_hint: str = ""
    explains: bool = False  # pressed while shut, it still acts, so the rules can say why not

    def draw(self, surface: pygame.Surface, focused: bool = False, hover: bool = False) -> None:
        on = self.enabled()
        base = (36, 84, 60) if on else (40, 48, 44)
        if on and (focused or hover):
            base = (64, 130, 92)
        pygame.draw.rect(surface, base, self.rect, border_radius=10)
        edge = GOLD if focused and on else (255, 255, 255) if on else (90, 100, 95)
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=10)
        size = max(14, int(self.rect.h * 0.5))
        label = self.label + (f"  [{self.key_hint}]" if self.key_hint else "")
        blit_text(
            surface, label, size, self.rect.center, INK if on else DIM, "center", shadow=False
        )

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos) and self.enabled()
