"""Card faces and backs drawn in code, cached per card width.

Faces are painted at twice the size and smooth-scaled down once, so the
vector suits stay crisp; after that a card is a single cached blit. Corner
indices are sized for reading at 60 px wide and still balanced at 140 px.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import ui
from game.engine.lru import LRU
from game.engine.suits import SUIT_COLOURS, draw_suit

ASPECT = 1.4
FACE_BG = (252, 250, 244)
EDGE = (120, 120, 130)
BACK_MAIN = (150, 32, 48)
BACK_LINE = (196, 70, 84)
COURT_FRAME = (214, 176, 70)

# pip centres (column, row) on a 3×7 grid: columns 0..2, rows 0..6
PIPS: dict[str, list[tuple[float, float]]] = {
    "A": [(1, 3)],
    "2": [(1, 0), (1, 6)],
    "3": [(1, 0), (1, 3), (1, 6)],
    "4": [(0, 0), (2, 0), (0, 6), (2, 6)],
    "5": [(0, 0), (2, 0), (1, 3), (0, 6), (2, 6)],
    "6": [(0, 0), (2, 0), (0, 3), (2, 3), (0, 6), (2, 6)],
    "7": [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (0, 6), (2, 6)],
    "8": [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (1, 4.5), (0, 6), (2, 6)],
    "9": [(0, 0), (2, 0), (0, 2), (2, 2), (1, 3), (0, 4), (2, 4), (0, 6), (2, 6)],
    "T": [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2), (0, 4), (2, 4), (1, 5), (0, 6), (2, 6)],
}

Decorator = Callable[[pygame.Surface, str, int], None]


def rank_text(card: str) -> str:
    return "10" if card[0] == "T" else card[0]


class CardArt:
    """Makes and caches card images at one width.

    ``decorate`` lets a game add to the face (SLOTKER draws its slot symbol in
    the lower half); it receives the 2× surface, the card and the 2× width.
    """

    def __init__(
        self, width: int, decorate: Decorator | None = None, pips: bool = True, indices: int = 2
    ) -> None:
        self.w = max(24, int(width))
        self.h = int(self.w * ASPECT)
        self.size = (self.w, self.h)
        self.decorate = decorate
        self.pips = pips
        self.indices = indices  # 4: upright in every corner, for cards that lie half covered
        self._cache: dict[str, pygame.Surface] = {}
        self.radius = max(3, self.w // 12)

    # --- public --------------------------------------------------------
    def face(self, card: str) -> pygame.Surface:
        img = self._cache.get(card)
        if img is None:
            img = self._cache[card] = self._make_face(card)
        return img

    def back(self) -> pygame.Surface:
        img = self._cache.get("back")
        if img is None:
            img = self._cache["back"] = self._make_back()
        return img

    def image(self, card: str, face_up: bool = True) -> pygame.Surface:
        return self.face(card) if face_up else self.back()

    def shadow(self) -> pygame.Surface:
        img = self._cache.get("shadow")
        if img is None:
            img = pygame.Surface(self.size, pygame.SRCALPHA)
            pygame.draw.rect(img, (0, 0, 0, 70), img.get_rect(), border_radius=self.radius)
            self._cache["shadow"] = img
        return img

    def outline(self, colour: tuple[int, int, int], thickness: int = 3) -> pygame.Surface:
        key = f"outline{colour}{thickness}"
        img = self._cache.get(key)
        if img is None:
            pad = thickness + 2
            img = pygame.Surface((self.w + 2 * pad, self.h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(
                img, colour, img.get_rect(), thickness, border_radius=self.radius + pad
            )
            self._cache[key] = img
        return img

    def slot(self, colour=(255, 255, 255)) -> pygame.Surface:
        """An empty place on the table: a faint rounded outline."""
        key = f"slot{colour}"
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface(self.size, pygame.SRCALPHA)
            pygame.draw.rect(img, (*colour, 28), img.get_rect(), border_radius=self.radius)
            pygame.draw.rect(img, (*colour, 70), img.get_rect(), 2, border_radius=self.radius)
            self._cache[key] = img
        return img

    # --- painting ------------------------------------------------------
    def _canvas(self) -> tuple[pygame.Surface, int, int]:
        w, h = self.w * 2, self.h * 2
        return pygame.Surface((w, h), pygame.SRCALPHA), w, h

    def _finish(self, big: pygame.Surface) -> pygame.Surface:
        img = pygame.transform.smoothscale(big, self.size)
        return img.convert_alpha() if pygame.display.get_surface() else img

    def _make_face(self, card: str) -> pygame.Surface:
        big, w, h = self._canvas()
        rad = self.radius * 2
        pygame.draw.rect(big, FACE_BG, big.get_rect(), border_radius=rad)
        pygame.draw.rect(big, EDGE, big.get_rect(), max(2, w // 60), border_radius=rad)
        suit = card[1]
        col = SUIT_COLOURS[suit]
        if self.indices == 4:
            self._four_corners(big, card, col, w, h)
        else:
            self._corner(big, card, col, w)
            corner = pygame.transform.rotate(big.subsurface((0, 0, w // 2, h // 2)).copy(), 180)
            big.blit(corner, (w - w // 2, h - h // 2), special_flags=0)
        # redraw the centre after mirroring the corner
        if self.decorate is not None:
            self.decorate(big, card, w)
        elif card[0] in "JQK":
            self._court(big, card, col, w, h)
        elif self.pips and card[0] in PIPS and self.w >= 96:
            self._pips(big, card, w, h)
        else:
            s = int(w * 0.5)
            mid = 0.5 if self.indices == 4 else 0.56  # clear of the lower indices
            draw_suit(big, suit, pygame.Rect((w - s) // 2, int(h * mid - s / 2), s, s))
        return self._finish(big)

    def _corner(self, big: pygame.Surface, card: str, col, w: int) -> None:
        size = int(w * (0.30 if self.w >= 96 else 0.40))
        font = _font(size)
        text = font.render(rank_text(card), True, col)
        limit = w * (0.26 if self.w >= 96 else 0.36)
        if text.get_width() > limit:
            text = pygame.transform.smoothscale(
                text, (int(limit), int(text.get_height() * limit / text.get_width()))
            )
        x = int(w * 0.05)
        col_w = w * (0.17 if self.w >= 96 else 0.24)
        big.blit(text, (x + (col_w - text.get_width()) / 2 + 2, int(w * 0.04)))
        s = int(w * (0.15 if self.w >= 96 else 0.2))
        top = int(w * 0.04) + int(size * 0.76)
        draw_suit(big, card[1], pygame.Rect(x + int((col_w - s) / 2) + 2, top, s, s))

    def _four_corners(self, big: pygame.Surface, card: str, col, w: int, h: int) -> None:
        """The index upright in every corner: a card seen only by one quarter (or
        only its lower half) still says what it is, and a 6 never reads as a 9."""
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        self._corner(layer, card, col, w)
        box = layer.get_bounding_rect()
        dx, dy = w - box.right - box.left, h - box.bottom - box.top
        for offset in ((0, 0), (dx, 0), (0, dy), (dx, dy)):
            big.blit(layer, offset)

    def _pips(self, big: pygame.Surface, card: str, w: int, h: int) -> None:
        area = pygame.Rect(int(w * 0.33), int(h * 0.17), int(w * 0.34), int(h * 0.66))
        s = int(w * (0.4 if card[0] == "A" else 0.16))
        for cx, cy in PIPS[card[0]]:
            x = area.x + area.w * cx / 2
            y = area.y + area.h * cy / 6
            r = pygame.Rect(0, 0, s, s)
            r.center = (int(x), int(y))
            pip = pygame.Surface((s, s), pygame.SRCALPHA)
            draw_suit(pip, card[1], pip.get_rect())
            if cy > 3:
                pip = pygame.transform.rotate(pip, 180)
            big.blit(pip, r)

    def _court(self, big: pygame.Surface, card: str, col, w: int, h: int) -> None:
        # small cards have larger corner indices: keep the frame clear of them
        inset = 0.24 if self.w >= 96 else 0.33
        frame = pygame.Rect(int(w * inset), int(h * 0.18), int(w * (1 - 2 * inset)), int(h * 0.64))
        pygame.draw.rect(big, (246, 236, 206), frame, border_radius=w // 20)
        pygame.draw.rect(big, COURT_FRAME, frame, max(3, w // 40), border_radius=w // 20)
        letter = _font(int(w * (0.46 if self.w >= 96 else 0.38))).render(card[0], True, col)
        big.blit(letter, letter.get_rect(center=(frame.centerx, frame.centery - frame.h * 0.14)))
        s = int(w * (0.22 if self.w >= 96 else 0.2))
        draw_suit(
            big, card[1], pygame.Rect(frame.centerx - s // 2, int(frame.bottom - s * 1.35), s, s)
        )

    def _make_back(self) -> pygame.Surface:
        big, w, h = self._canvas()
        rad = self.radius * 2
        pygame.draw.rect(big, (250, 248, 240), big.get_rect(), border_radius=rad)
        inner = big.get_rect().inflate(-w // 10, -w // 10)
        pygame.draw.rect(big, BACK_MAIN, inner, border_radius=rad // 2)
        clip = big.subsurface(inner)
        step = max(6, w // 9)
        for i in range(-h, w + h, step):
            pygame.draw.line(clip, BACK_LINE, (i, 0), (i + h, h), max(2, w // 50))
            pygame.draw.line(clip, BACK_LINE, (i, h), (i + h, 0), max(2, w // 50))
        s = int(w * 0.34)
        emblem = pygame.Rect((w - s) // 2, (h - s) // 2, s, s)
        pygame.draw.circle(big, (250, 240, 210), emblem.center, s * 0.62)
        draw_suit(big, "X", emblem, colour=BACK_MAIN)
        pygame.draw.rect(big, EDGE, big.get_rect(), max(2, w // 60), border_radius=rad)
        return self._finish(big)


def _font(size: int) -> pygame.font.Font:
    return ui.font(size, bold=True)


class CardArtCache:
    """One CardArt per width, so resizing the window re-renders only once per size.

    Only the few widths used last are kept (a set of faces is megabytes): dragging
    a window's corner meets hundreds of widths, and memory must not grow with them.
    """

    WIDTHS = 4

    def __init__(self, decorate: Decorator | None = None, **options) -> None:
        self.decorate = decorate
        self.options = options  # passed on to CardArt (pips, indices)
        self._by_width: LRU[int, CardArt] = LRU(self.WIDTHS)

    def at(self, width: int) -> CardArt:
        return self._by_width.get_or_make(
            width, lambda: CardArt(width, self.decorate, **self.options)
        )

    def __len__(self) -> int:
        return len(self._by_width)
