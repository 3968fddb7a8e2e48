"""Card faces and backs drawn in code, cached per card width and theme.

Faces are painted at twice the size and smooth-scaled down once, so the
vector suits stay crisp; after that a card is a single cached blit. Corner
indices are sized for reading at 60 px wide and still balanced at 140 px;
large print makes them a quarter bigger. The theme (game.engine.theme) picks
the back, the suit inks (four-colour deck, high contrast) and the edges; a
``CardArtCache`` drops its art when the theme changes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import canvas, paint, theme, ui
from game.engine.lru import LRU
from game.engine.suits import draw_suit, suit_colour

ASPECT = 1.4
# The art's colours are the theme's card section (``theme.current().cards``, read by a
# CardArt from the theme it was made in); the normal look's face, for what is painted
# on a face outside a CardArt.
FACE_BG = theme.CARDS.face
LARGE_INDEX = 1.25  # large print: corner indices this much bigger
# the palette's OK and NO glows (game.engine.theme) also carry a mark, a tick or a
# cross, so a glow never says yes or no by its colour alone
TICK, CROSS = theme.NORMAL.ok, theme.NORMAL.no
MARKS = {TICK: "tick", CROSS: "cross"}
MARK_ROLES = {"ok": "tick", "no": "cross"}  # the palette's yes and no, in any theme

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
        self.look = theme.current()
        self.ink = self.look.cards  # the art's colours, in this theme
        self.index_scale = LARGE_INDEX if self.look.large_print else 1.0

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

    def warm(self, cards: list[str], most: int = 1) -> int:
        """Make up to ``most`` faces of ``cards`` not made yet; returns how many it made.
        Called once a frame, it makes a deal's faces one by one while cards fly (a face
        costs milliseconds at 4K), not several in the frame a row of them turns up."""
        made = 0
        for card in cards:
            if made >= most:
                break
            if card not in self._cache:
                self.face(card)
                made += 1
        return made

    def shadow(self) -> pygame.Surface:
        img = self._cache.get("shadow")
        if img is None:
            img = pygame.Surface(self.size, pygame.SRCALPHA)
            paint.rect(img, self.ink.shadow, img.get_rect(), border_radius=self.radius)
            self._cache["shadow"] = img
        return img

    def outline(self, colour: tuple[int, int, int], thickness: int = 3) -> pygame.Surface:
        """A glow ring around the card, edged in dark so it shows on any felt and any
        face; the OK and NO glows also carry a tick or a cross (``MARKS``)."""
        if type(colour) is theme.Ink:
            mark = MARK_ROLES.get(colour.role)
            colour = theme.resolve(colour)
        else:
            mark = MARKS.get(tuple(colour))
        key = f"outline{colour}{thickness}{mark}"
        img = self._cache.get(key)
        if img is None:
            pad = thickness + 3
            img = pygame.Surface((self.w + 2 * pad, self.h + 2 * pad), pygame.SRCALPHA)
            edge = img.get_rect()
            rad = self.radius + pad
            paint.rect(img, self.ink.ring_edge, edge, thickness + 2, border_radius=rad)
            paint.rect(img, colour, edge.inflate(-2, -2), thickness, border_radius=rad)
            size = min(pad * 2 + 8, max(12, self.w // 4))
            if mark:
                _mark(img, mark, colour, size, self.ink.mark)
            # clear but for its band, the round corners and the mark's disc at the top
            img = self._cache[key] = canvas.mark_frame(
                img, thickness + 3, max(rad, size + 2 if mark else 0) + 1
            )
        return img

    def slot(self, colour=None) -> pygame.Surface:
        """An empty place on the table: a faint rounded outline (white unless given)."""
        colour = self.ink.slot if colour is None else theme.resolve(colour)
        key = f"slot{colour}"
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface(self.size, pygame.SRCALPHA)
            paint.rect(img, (*colour, 28), img.get_rect(), border_radius=self.radius)
            paint.rect(img, (*colour, 70), img.get_rect(), 2, border_radius=self.radius)
            self._cache[key] = img
        return img

    # --- painting ------------------------------------------------------
    def _canvas(self) -> tuple[pygame.Surface, int, int]:
        w, h = self.w * 2, self.h * 2
        return pygame.Surface((w, h), pygame.SRCALPHA), w, h

    def _finish(self, big: pygame.Surface) -> pygame.Surface:
        # scaled straight into the kept surface: no copy for the display's format (where
        # it is the 2× surface's own, as on the usual little-endian displays), none for Kept
        img = canvas.Kept(self.size, pygame.SRCALPHA, big)
        pygame.transform.smoothscale(big, self.size, img)
        if pygame.display.get_surface() and img.get_masks() != _display_alpha_masks():
            img = img.convert_alpha()
        # solid inside its round corners: a card hides what lies under it (a pile's cards)
        return canvas.mark_opaque(img, canvas.corner_inset(self.radius))

    def _make_face(self, card: str) -> pygame.Surface:
        big, w, h = self._canvas()
        rad = self.radius * 2
        paint.rect(big, self.ink.face, big.get_rect(), border_radius=rad)
        self._edge(big)
        suit = card[1]
        col = suit_colour(suit)
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
        elif (centre := self.centre_rect(card)) is not None:
            draw_suit(big, suit, centre)
        return self._finish(big)

    def centre_rect(self, card: str) -> pygame.Rect | None:
        """The one centre suit's square on the 2× face (a card without pips), as large as
        it may be without touching either corner index (with a margin): large print's
        wide indices ("10") leave it smaller; None where they leave no room worth a suit."""
        w, h = self.w * 2, self.h * 2
        index = self.index_box(card)
        m = w * 0.04
        # a square centred on the face clears the top-left index (and so its mirror) if
        # it starts right of it or below it
        room = 2 * max(w / 2 - index.right - m, h / 2 - index.bottom - m)
        s = int(min(w * (0.5 if self.index_scale == 1 else 0.4), room))
        if s < w * 0.12:
            return None
        return pygame.Rect((w - s) // 2, (h - s) // 2, s, s)

    def _edge(self, big: pygame.Surface) -> None:
        """The card's border: thin grey, or thick black in high contrast."""
        w = big.get_width()
        rad = self.radius * 2
        width = max(4, w // 28) if self.look.high_contrast else max(2, w // 60)
        paint.rect(big, self.ink.edge, big.get_rect(), width, border_radius=rad)

    def _corner(self, big: pygame.Surface, card: str, col, w: int) -> pygame.Rect:
        """The rank and suit in the top-left corner; returns the rectangle they lie in."""
        k = self.index_scale
        size = int(w * (0.30 if self.w >= 96 else 0.40) * k)
        font = _font(size)
        text = font.render(rank_text(card), True, col)
        limit = w * (0.26 if self.w >= 96 else 0.36) * k
        if text.get_width() > limit:
            text = pygame.transform.smoothscale(
                text, (int(limit), int(text.get_height() * limit / text.get_width()))
            )
        x = int(w * 0.05)
        col_w = w * (0.17 if self.w >= 96 else 0.24) * k
        # centred on its column, but never out past the card's edge: large print's "10"
        # is wider than the column
        left = max(x, x + (col_w - text.get_width()) / 2 + 2)
        inked = big.blit(text, (left, int(w * 0.04)))
        s = int(w * (0.15 if self.w >= 96 else 0.2) * k)
        top = int(w * 0.04) + int(size * 0.76)
        suit = draw_suit(big, card[1], pygame.Rect(x + int((col_w - s) / 2) + 2, top, s, s))
        return inked.union(suit)

    def _four_corners(self, big: pygame.Surface, card: str, col, w: int, h: int) -> None:
        """The index upright in every corner: a card seen only by one quarter (or
        only its lower half) still says what it is, and a 6 never reads as a 9."""
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        inked = self._corner(layer, card, col, w).clip(layer.get_rect())
        box = _ink_box(layer, inked)
        dx, dy = w - box.right - box.left, h - box.bottom - box.top
        # only where the corner was painted: the rest of the layer is as clear as ``big``
        # is outside the card, so blitting it would change no pixel
        ink = layer.subsurface(inked)
        for x, y in ((0, 0), (dx, 0), (0, dy), (dx, dy)):
            big.blit(ink, (inked.x + x, inked.y + y))

    def index_box(self, card: str) -> pygame.Rect:
        """Where the top-left corner index is inked, on the 2× face (its mirror sits in
        the opposite corner)."""
        w, h = self.w * 2, self.h * 2
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        return _ink_box(layer, self._corner(layer, card, suit_colour(card[1]), w))

    def pip_rects(self, card: str) -> list[tuple[pygame.Rect, bool]]:
        """Each pip's square on the 2× face (and whether it is drawn upside down).

        The pips lie in a frame between the two index columns with a margin, so
        no pip touches an index at any card size; the pips shrink to fit it.
        """
        w, h = self.w * 2, self.h * 2
        index = self.index_box(card)
        margin = w * 0.06
        left, right = index.right + margin, w - index.right - margin
        s = int(min(w * 0.16, (right - left) / 2.6))
        if card[0] == "A":
            s = int(w * 0.4)
        frame = pygame.Rect(
            round(left + s / 2), round(h * 0.06 + s / 2), round(right - left - s), 0
        )
        frame.h = round(h * 0.88 - s)
        rects = []
        for cx, cy in PIPS[card[0]]:
            r = pygame.Rect(0, 0, s, s)
            r.center = (int(frame.x + frame.w * cx / 2), int(frame.y + frame.h * cy / 6))
            rects.append((r, cy > 3))
        return rects

    def _pips(self, big: pygame.Surface, card: str, w: int, h: int) -> None:
        for r, flipped in self.pip_rects(card):
            s = r.w
            pip = pygame.Surface((s, s), pygame.SRCALPHA)
            draw_suit(pip, card[1], pip.get_rect())
            if flipped:
                pip = pygame.transform.rotate(pip, 180)
            big.blit(pip, r)

    def _court(self, big: pygame.Surface, card: str, col, w: int, h: int) -> None:
        # small cards have larger corner indices: keep the frame clear of them
        inset = (0.24 if self.w >= 96 else 0.33) + (0.05 if self.index_scale > 1 else 0)
        frame = pygame.Rect(int(w * inset), int(h * 0.18), int(w * (1 - 2 * inset)), int(h * 0.64))
        paint.rect(big, self.ink.court, frame, border_radius=w // 20)
        paint.rect(big, self.ink.court_frame, frame, max(3, w // 40), border_radius=w // 20)
        letter = _font(int(w * (0.46 if self.w >= 96 else 0.38))).render(card[0], True, col)
        big.blit(letter, letter.get_rect(center=(frame.centerx, frame.centery - frame.h * 0.14)))
        s = int(w * (0.22 if self.w >= 96 else 0.2))
        draw_suit(
            big, card[1], pygame.Rect(frame.centerx - s // 2, int(frame.bottom - s * 1.35), s, s)
        )

    def _make_back(self) -> pygame.Surface:
        big, w, h = self._canvas()
        rad = self.radius * 2
        field, line, ring = self.ink.backs[self.look.card_back]
        paint.rect(big, self.ink.back_margin, big.get_rect(), border_radius=rad)
        inner = big.get_rect().inflate(-w // 10, -w // 10)
        paint.rect(big, field, inner, border_radius=rad // 2)
        clip = big.subsurface(inner)
        PATTERNS[self.look.card_back](clip, line, w)
        s = int(w * 0.34)
        emblem = pygame.Rect((w - s) // 2, (h - s) // 2, s, s)
        paint.circle(big, ring, emblem.center, s * 0.62)
        draw_suit(big, "X", emblem, colour=field)
        self._edge(big)
        return self._finish(big)


def _lattice(clip: pygame.Surface, line, w: int) -> None:
    """Crimson: diagonal lines crossing both ways."""
    cw, ch = clip.get_size()
    step, width = max(6, w // 9), max(2, w // 50)
    for i in range(-ch, cw + ch, step):
        paint.line(clip, line, (i, 0), (i + ch, ch), width)
        paint.line(clip, line, (i, ch), (i + ch, 0), width)


def _rings(clip: pygame.Surface, line, w: int) -> None:
    """Navy: rings spreading from the centre."""
    cw, ch = clip.get_size()
    step, width = max(6, w // 10), max(2, w // 45)
    for r in range(step, max(cw, ch), step):
        paint.circle(clip, line, (cw // 2, ch // 2), r, width)


def _checks(clip: pygame.Surface, line, w: int) -> None:
    """Forest: a checkerboard of small squares."""
    cw, ch = clip.get_size()
    step = max(6, w // 8)
    for row, y in enumerate(range(0, ch, step)):
        for col, x in enumerate(range(0, cw, step)):
            if (row + col) % 2:
                clip.fill(line, (x, y, step, step))


def _diamonds(clip: pygame.Surface, line, w: int) -> None:
    """Onyx: gold diamonds in rows, offset every other row."""
    cw, ch = clip.get_size()
    step = max(8, w // 6)
    r = step * 0.3
    for row, y in enumerate(range(0, ch + step, step)):
        for x in range(0, cw + step, step):
            cx = x + (step // 2 if row % 2 else 0)
            paint.polygon(clip, line, [(cx, y - r), (cx + r, y), (cx, y + r), (cx - r, y)])


PATTERNS = {"crimson": _lattice, "navy": _rings, "forest": _checks, "onyx": _diamonds}


def _mark(img: pygame.Surface, mark: str, colour, size: int, ink) -> None:
    """A tick or a cross in ``ink`` on a disc astride the middle of the ring's top edge,
    where no card layout puts an index (they sit in the corners)."""
    c = (img.get_width() // 2, size // 2 + 1)
    paint.circle(img, ink, c, size // 2)
    paint.circle(img, colour, c, size // 2 - 2)
    k, width = size * 0.22, max(2, size // 7)
    if mark == "tick":
        pts = [(c[0] - k, c[1]), (c[0] - k * 0.3, c[1] + k * 0.8), (c[0] + k, c[1] - k * 0.8)]
        paint.lines(img, ink, False, pts, width)
    else:
        paint.line(img, ink, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), width)
        paint.line(img, ink, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), width)


def _font(size: int) -> pygame.font.Font:
    return ui.art_font(size, bold=True)


class CardArtCache:
    """One CardArt per width, so resizing the window re-renders only once per size; all
    of it is dropped when the theme changes (another back, deck colours, print size).

    Only the few widths used last are kept (a set of faces is megabytes): dragging
    a window's corner meets hundreds of widths, and memory must not grow with them.
    """

    WIDTHS = 4

    def __init__(self, decorate: Decorator | None = None, **options) -> None:
        self.decorate = decorate
        self.options = options  # passed on to CardArt (pips, indices)
        self._by_width: LRU[int, CardArt] = LRU(self.WIDTHS)
        self._version = theme.version()

    def at(self, width: int) -> CardArt:
        if self._version != theme.version():
            self._by_width.clear()
            self._version = theme.version()
        return self._by_width.get_or_make(
            width, lambda: CardArt(width, self.decorate, **self.options)
        )

    def __len__(self) -> int:
        return len(self._by_width)


_ALPHA_MASKS: list[tuple[int, ...]] = []


def _display_alpha_masks() -> tuple[int, ...]:
    """The channel masks ``convert_alpha`` gives on this display (asked once)."""
    if not _ALPHA_MASKS:
        probe = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        _ALPHA_MASKS.append(probe.get_masks())
    return _ALPHA_MASKS[0]


def _ink_box(layer: pygame.Surface, inked: pygame.Rect) -> pygame.Rect:
    """``layer.get_bounding_rect()``, looking only inside ``inked`` (where the drawing
    calls said they painted): scanning a whole 2× card for one corner's ink costs
    milliseconds at 4K, every time a face is made."""
    area = inked.clip(layer.get_rect())
    if not area.w or not area.h:
        return layer.get_bounding_rect()
    return layer.subsurface(area).get_bounding_rect().move(area.topleft)
