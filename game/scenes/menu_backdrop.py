"""What the title menu stands on: the felt, the collection's name bobbing above the list,
and a few cards fanned in each lower corner. An object the menu owns, with the images it
keeps between frames (a repaint at rest costs one copy, not a text render)."""

from __future__ import annotations

import math

import pygame

from game.engine import theme, ui
from game.engine.backdrop import make_felt
from game.engine.cards import CardArt
from game.engine.layout import WIDE_ASPECT
from game.i18n import N_, _

BOB = 4  # how far the title bobs up and down, in 1280x720 pixels
# TRANSLATORS: the collection's name on the title screen
TITLE = N_("PATIENCE ARCADE")


def menu_scale(size: tuple[int, int]) -> float:
    """The menu's scale in a window of ``size``. Its rows are laid out 720 units high and
    1280 across, a 16:9 window's; a narrower window (4:3, 5:4, one taller still: below
    ``WIDE_ASPECT``) is 1024 across, as the tables' 4:3 maps are, so the title, the list
    and its words grow into the height it has instead of leaving bands above and below."""
    w, h = size
    across = 1024 if w < WIDE_ASPECT * h else 1280
    return min(w / across, h / 720)


def bob_step(age: float) -> int:
    """The title's place in its bob at ``age`` seconds: whole steps of the scale."""
    return round(math.sin(age * 2.2) * BOB)


class Backdrop:
    """The felt, the title and the fan, for one window size and one look (the menu makes
    a new one when either changes)."""

    def __init__(self) -> None:
        self._bg: pygame.Surface | None = None
        self.art = CardArt(70)
        self._rotated: dict[tuple[str, int], pygame.Surface] = {}
        self._titles: dict[tuple, tuple[pygame.Rect, pygame.Surface | None]] = {}

    def draw(self, surface: pygame.Surface, scale: float, top: float, age: float) -> None:
        size = surface.get_size()
        if self._bg is None or self._bg.get_size() != size:
            self._bg = make_felt(size, theme.FELT.menu)
        surface.blit(self._bg, (0, 0))
        for img, rect in self.fan(size):
            surface.blit(img, rect)
        self.draw_title(surface, scale, top, age)

    def draw_title(self, surface: pygame.Surface, scale: float, top: float, age: float) -> None:
        """The title, bobbing in whole steps of the scale: it takes the same nine places at
        every window size, so a 4K menu at rest repaints it no more often than a 720p one.
        Each place is one opaque image, the felt under the title with the title painted on
        it (the same pixels as painting the three in turn): a step repaints the window
        there with one copy instead of the felt and two translucent texts."""
        step = bob_step(age)
        size = ui.text_px(92, scale)
        at = (surface.get_width() // 2, int(84 * scale + step * scale + top))
        key = (at, size, theme.version())
        band = self._titles.get(key)
        if band is None:
            if any(k[1:] != key[1:] for k in self._titles):
                self._titles.clear()  # another size or look: the old places are gone
            band = self._title_band(at, size, surface.get_size())
            if band[1] is not None:  # kept only when made on the felt of this size
                self._titles[key] = band
        rect, img = band
        fan = [r for _img, r in self.fan(surface.get_size())]
        if img is not None and rect.collidelist(fan) < 0:
            surface.blit(img, rect)
        else:  # the fan reaches the title (a squat window), or no band fits: plain text
            ui.blit_text(surface, _(TITLE), size, at, ui.GOLD, "center", bold=True)

    def _title_band(
        self, at: tuple[int, int], size: int, window: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Surface | None]:
        text = ui.render(_(TITLE), size, ui.GOLD, bold=True).get_rect(center=at)
        off = max(1, size // 18)  # ui.blit_text's shadow
        if self._bg is None or self._bg.get_size() != window:
            return text, None  # the felt is of another size (mid-resize): plain text
        rect = text.union(text.move(off, off)).clip(self._bg.get_rect())
        if not rect.w or not rect.h:  # the title lies outside the window
            return rect, None
        img = self._bg.subsurface(rect).copy()
        ui.blit_text(img, _(TITLE), size, (at[0] - rect.x, at[1] - rect.y), ui.GOLD, "center", True)
        return rect, img

    def fan(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A few cards fanned in each lower corner, for a bit of table atmosphere."""
        w, h = size
        out = []
        for side, cards in ((-1, ("AS", "KH", "QD")), (1, ("7C", "8H", "9S"))):
            for i, card in enumerate(cards):
                angle = side * (i - 1) * -14
                img = self._rotated.get((card, angle))
                if img is None:
                    img = self._rotated[(card, angle)] = pygame.transform.rotate(
                        self.art.face(card), angle
                    )
                cx = w // 2 + side * (w * 0.40) + (i - 1) * 26 * side
                out.append((img, img.get_rect(center=(cx, h * 0.62 + abs(i - 1) * 8))))
        return out
