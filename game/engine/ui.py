"""Text, panels and buttons drawn with the default font, cached so a frame stays cheap.

Text sizes are nominal: large print draws them bigger (``theme.text_size``),
so every scene's words grow without each scene knowing. Colours come from the
theme when the text is drawn: ``INK``, ``GOLD`` and friends below are the
palette's roles (``theme.Ink``), turned into the current theme's colours here,
so high contrast reaches a colour named as a constant or a default argument.
"""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame
from pygame import pkgdata

from game.engine import paint, theme
from game.engine.lru import LRU
from game.engine.theme import Ink

# the palette's roles, never changed (the theme says what colour each is drawn in)
INK, DIM, GOLD, ACCENT, PANEL = theme.INK, theme.DIM, theme.GOLD, theme.ACCENT, theme.PANEL
BAD, GOOD, FOCUS, SELECT, OK, NO, HINT = (
    theme.BAD, theme.GOOD, theme.FOCUS, theme.SELECT, theme.OK, theme.NO, theme.HINT
)  # fmt: skip
# no word on screen is smaller, whatever the window's size: a line of MIN_LINE pixels
MIN_LINE, MIN_TEXT = theme.MIN_LINE, theme.MIN_TEXT
PANEL_EDGE = theme.PANEL_EDGE  # a panel's plain edge (a role: brighter in high contrast)
BLACK = theme.NORMAL.shadow  # a text's shadow: black, the same in every theme
LOG = logging.getLogger(__name__)  # a text that could not fit by the rule: said on stderr


def overlay_scale(size: tuple[int, int]) -> float:
    """How much an overlay grows or shrinks from its 1280×720 design in a window of
    ``size``: the menu's rule, so every box keeps its share of the screen at any size."""
    w, h = size
    return max(0.55, min(w / 1280, h / 720))


def px(design: float, scale: float, least: int = 0) -> int:
    """A design length in pixels at ``scale``; text sizes pass ``least=MIN_TEXT``."""
    return max(least, round(design * scale))


def surface_bytes(surface: pygame.Surface) -> int:
    """The pixels' memory: what a cache of images of many sizes is bounded by."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


# Text and panel sizes follow the window, so these caches meet a new set of sizes at
# every window size: they keep the most recently used entries only.
_fonts: LRU[tuple[int, bool], pygame.font.Font] = LRU(48)
_texts: LRU[tuple, pygame.Surface] = LRU(600, surface_bytes, 8 * 2**20)
_panels: LRU[tuple, pygame.Surface] = LRU(48, surface_bytes, 16 * 2**20)  # a frame's, and more
_fit_sizes: LRU[tuple, int] = LRU(400)  # texts × sizes × widths fitted: the recent ones
pygame.register_quit(_fonts.clear)  # a font outlives pygame.quit() only as a broken object


def use_theme() -> None:
    """A new theme: cached text and panels made in the old one are dropped (they are
    keyed by colour, so this only frees them sooner)."""
    _texts.clear()
    _panels.clear()
    _faces.clear()


def default_points(px: int) -> int:
    """The point size pygame gives its default font asked for at ``px``
    (``Font(None, px)`` is ``int(px * 0.6875)`` points): the very pixels of that font."""
    return max(1, int(px * 0.6875))


@functools.cache
def _default_font_file() -> bytes:
    with pkgdata.getResource(pygame.font.get_default_font()) as fh:
        return fh.read()


def open_font(px: int) -> pygame.font.Font:
    """pygame's default font at ``px``, opened from its file's bytes kept in memory:
    ``Font(None, px)`` reads the file from pygame's package each time, 0.17 ms a new
    size against 0.03 ms, and a scene's first moves meet a dozen new sizes."""
    return pygame.font.Font(io.BytesIO(_default_font_file()), default_points(px))


def art_font(size: int, bold: bool = True) -> pygame.font.Font:
    """A font of exactly ``size`` pixels, for text painted into card art, which sizes
    its own indices (large print included) to the card."""
    key = (max(6, size), bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = _fonts[key] = open_font(key[0])
        f.set_bold(bold)
    return f


# one font per boldness, resized as it is asked for (two at most: bounded as the caches are)
_scratch: LRU[bool, pygame.font.Font] = LRU(2)
pygame.register_quit(_scratch.clear)


def sized_font(size: int, bold: bool = True) -> pygame.font.Font:
    """``art_font(size, bold)`` for one immediate use (a render, a measure) that the
    caller does not keep: a kept font if there is one, else a single font per boldness
    set to this size. Opening a font costs 0.03 ms even from memory and setting a size
    a microsecond, and a growing pop-up or a label shrinking to fit meets a new size at
    every step (``default_points``: the same pixels as a font opened at that size). But
    setting a size empties SDL_ttf's glyph cache, even to the size the font has: a new
    text measured at the size the font was left at costs 0.007 ms, 0.10 ms after setting
    it again, and a HUD line (the clock, "12 moves") is a new text every second or move.
    So the size is set only when it changes."""
    px = max(6, size)
    f = _fonts.get((px, bold))
    if f is not None:
        return f
    f = _scratch.get(bold)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = _scratch.put(bold, open_font(px))
        f.set_bold(bold)
    points = default_points(px)
    if f.point_size != points:
        f.point_size = points
    return f


def measure(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """The width and height of ``text`` at nominal ``size`` (``font(size, bold).size``
    without opening a font for a size met once)."""
    return measure_px(text, theme.text_size(size), bold)


def measure_px(text: str, px: int, bold: bool = True) -> tuple[int, int]:
    """``sized_font(px, bold).size(text)``, kept: HUD lines are measured every frame,
    and a text's first measure at a size whose font is new makes every glyph (0.1-0.5
    ms) against microseconds."""
    key = (text, px, bold)
    got = _measured.get(key)
    if got is None:
        got = _measured.put(key, sized_font(px, bold).size(text))
    return got


def text_width(text: str, px: int, bold: bool = True) -> int:
    """The width ``text`` takes at pixel size ``px`` (``measure_px``)."""
    return measure_px(text, px, bold)[0]


_measured: LRU[tuple[str, int, bool], tuple[int, int]] = LRU(2000)  # texts × sizes


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font for text of nominal ``size`` (bigger in large print)."""
    return art_font(theme.text_size(size), bold)


def pixel_size(size: int, exact: bool = False) -> int:
    """The pixels text of ``size`` is drawn at: nominal sizes through the theme (large
    print), ``exact`` ones as they are; neither below the floor."""
    return max(MIN_TEXT, size) if exact else theme.text_size(size)


def text_px(design: float, scale: float) -> int:
    """A nominal text size at the view's scale, never below readable (``MIN_TEXT``)."""
    return max(MIN_TEXT, round(design * scale))


# --- the fitting rule ---------------------------------------------------------------------
# A text that does not fit its box at its size is, in this order: wrapped, where the box has
# room for more lines; said in a short form the catalog gives for that message (a
# "TRANSLATORS: the short form of ..." message); drawn one step smaller (``step_down``);
# and only then, where nothing of that fits, made as small as it takes, which is said on
# stderr and noted for the layout check (``squeezed``), never done silently.


def step_down(px: int) -> int:
    """One size step below ``px`` pixels: a tenth less, and at least 2 px less. The most a
    text gives up to fit by the rule (the layout check holds a row's labels to it too)."""
    return max(MIN_TEXT, px - max(2, round(px / 10)))


@dataclass(frozen=True)
class Fitted:
    """What ``fit`` chose: the words (lines joined by newlines where wrapped) and the pixel
    size to draw them at (``exact=True``); ``squeezed``: nothing fitted by the rule."""

    text: str
    px: int
    lines: int = 1
    squeezed: bool = False


def wrap_lines(text: str, px: int, width: float, bold: bool = False) -> list[str] | None:
    """``text`` broken at spaces into lines no wider than ``width`` at ``px``; None when a
    single word is wider than that."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if text_width(trial, px, bold) <= width:
                line = trial
            elif line and text_width(word, px, bold) <= width:
                lines.append(line)
                line = word
            else:
                return None
        lines.append(line)
    return lines


def fit(
    wordings: str | tuple[str, ...],
    size: int,
    width: float,
    height: float = 0,
    bold: bool = False,
    exact: bool = False,
) -> Fitted:
    """The fitting rule, for a label or a line: the first of ``wordings`` (the message,
    then the catalog's short forms of it, longest first) that fits ``width`` on one line,
    or wrapped where ``height`` holds its lines, at the size asked (nominal ``size``, or
    pixels with ``exact``); then the same one step smaller (``step_down``); else the
    last wording as small as it takes to fit on a line, down to the floor, and said
    (``squeezed``). Kept: HUD lines and buttons ask every frame."""
    words = (wordings,) if isinstance(wordings, str) else tuple(wordings)
    px = pixel_size(size, exact)
    key = (words, px, width, height, bold)
    got = _fitted.get(key)
    if got is None:
        got = _fitted.put(key, _fit(words, px, width, height, bold))
    return got


def _fit(words: tuple[str, ...], px: int, width: float, height: float, bold: bool) -> Fitted:
    for at in dict.fromkeys((px, step_down(px))):
        for text in words:
            if text_width(text, at, bold) <= width:
                return Fitted(text, at)
            if height >= 2 * sized_font(at, bold).get_linesize():
                lines = wrap_lines(text, at, width, bold)
                if lines and len(lines) * sized_font(at, bold).get_linesize() <= height:
                    return Fitted("\n".join(lines), at, len(lines))
    text, at = words[-1], step_down(px)
    while at > MIN_TEXT and text_width(text, at, bold) > width:
        at -= 1
    squeezed(text, px, at, width)
    return Fitted(text, at, 1, True)


def squeezed(text: str, px: int, at: int, width: float) -> None:
    """A text that did not fit by the rule, drawn at ``at`` px instead of ``px``: said on
    stderr (once: the callers keep what they fitted), so a layout that squeezes is seen."""
    LOG.warning("text squeezed to fit %d px: %r at %d px (asked %d)", width, text, at, px)


_fitted: LRU[tuple, Fitted] = LRU(600)  # wordings × sizes × boxes: the recent ones


def blit_fitted(
    surface: pygame.Surface,
    fitted: Fitted,
    pos: tuple[float, float],
    colour=None,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = True,
) -> pygame.Rect:
    """Draw what ``fit`` chose at ``pos`` by ``anchor``: one line, or its lines stacked
    (each aligned as the anchor says: left, centre or right); returns the box it took."""
    if fitted.lines == 1:
        return blit_text(surface, fitted.text, fitted.px, pos, colour, anchor, bold, shadow, True)
    width = max(text_width(line, fitted.px, bold) for line in fitted.text.split("\n")) + 1
    align = "left" if "left" in anchor else "right" if "right" in anchor else "center"
    return blit_block(
        surface, fitted.text, fitted.px, pos, width, colour, anchor, align, bold, shadow,
        exact=True,
    )  # fmt: skip


def fit_size(text: str, size: int, width: float, bold: bool = False) -> int:
    """The largest nominal size up to ``size`` at which ``text`` fits ``width``, by the
    rule's steps: one step smaller at most, and below that (not below MIN_TEXT) said
    (``squeezed``). Kept (HUD labels ask every frame, and measuring text costs tens
    of microseconds a try), per the pixel size the theme gives ``size``."""
    key = (text, size, width, bold, theme.text_size(size))
    fit = _fit_sizes.get(key)
    if fit is None:
        fit = size
        while fit > MIN_TEXT and measure(text, fit, bold)[0] > width:
            fit -= 1
        asked, got = theme.text_size(size), theme.text_size(fit)
        if got < step_down(asked):
            squeezed(text, asked, got, width)
        _fit_sizes.put(key, fit)
    return fit


def render(
    text: str,
    size: int,
    colour=None,
    bold: bool = False,
    exact: bool = False,
    passing: bool = False,
) -> pygame.Surface:
    """A cached text surface; the cache is bounded so long sessions do not grow.
    ``exact``: ``size`` is in pixels already (see ``fitting_size``), not nominal.
    ``passing``: a size met in passing (a pop-up growing), drawn with ``sized_font``
    rather than a font kept for it (a kept font's glyphs stay ready for the next text)."""
    if colour is None:
        colour = theme.current().ink
    elif type(colour) is Ink:
        colour = theme.resolve(colour)
    px = pixel_size(size, exact)
    key = (text, px, colour, bold)
    surf = _texts.get(key)
    if surf is None:
        f = sized_font(px, bold) if passing else art_font(px, bold)
        surf = _texts.put(key, f.render(text, True, colour))
    return surf


def render_shadow(
    text: str,
    size: int,
    colour=None,
    bold: bool = False,
    exact: bool = False,
    passing: bool = False,
) -> pygame.Surface:
    """``render(text, size, (0, 0, 0), ...)``, made from the coloured render's glyphs
    (black with the same coverage: the very pixels the font gives in black) at a
    seventh of the cost of rendering big text again, as every new pop-up would."""
    if type(colour) is Ink:
        colour = theme.resolve(colour)
    if colour is not None and len(colour) == 4 and colour[3] != 255:  # see-through ink
        return render(text, size, BLACK, bold, exact, passing)
    key = (text, pixel_size(size, exact), BLACK, bold)
    return _in_black(key, lambda: render(text, size, colour, bold, exact, passing))


def _in_black(key: tuple, coloured: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The text image ``coloured`` makes, turned black and kept under ``key`` (the key
    its black render has): an opaque colour's glyphs have black's very coverage."""
    surf = _texts.get(key)
    if surf is None:
        surf = coloured().copy()
        surf.fill(theme.OPAQUE_BLACK, special_flags=pygame.BLEND_RGBA_MULT)
        _texts.put(key, surf)
    return surf


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[float, float],
    colour=None,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = True,
    exact: bool = False,
    passing: bool = False,
) -> pygame.Rect:
    img = render(text, size, colour, bold, exact, passing)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        off = max(1, size // 18)
        surface.blit(render_shadow(text, size, colour, bold, exact, passing), rect.move(off, off))
    surface.blit(img, rect)
    return rect


ALIGN = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER, "right": pygame.FONT_RIGHT}


def text_block(
    text: str,
    size: int,
    width: int,
    colour=None,
    align: str = "left",
    bold: bool = False,
    line_height: int | None = None,
    exact: bool = False,
) -> pygame.Surface:
    """``text`` broken into lines no wider than ``width`` pixels, as one cached surface.

    SDL_ttf does the breaking and the alignment (pygame-ce's ``wraplength`` and
    ``Font.align``), so no scene measures words by hand. The surface is ``width``
    wide; each line takes ``line_height`` pixels (the font's own line skip if None).
    ``exact``: ``size`` is in pixels already (what ``fit`` chose), not nominal.
    """
    colour = theme.resolve(INK if colour is None else colour)
    px = pixel_size(size, exact)
    key = ("block", text, px, width, colour, align, bold, line_height)
    surf = _texts.get(key)
    if surf is None:
        f = art_font(px, bold) if exact else font(size, bold)
        skip = f.get_linesize()
        f.align = ALIGN[align]
        if line_height:
            f.set_linesize(line_step(size, line_height, bold))
        try:
            surf = f.render(text, True, colour, None, max(1, width))
        finally:
            f.set_linesize(skip)
            f.align = pygame.FONT_LEFT
        _texts.put(key, surf)
    return surf


def line_step(size: int, line_height: int, bold: bool = False) -> int:
    """The pixels from one line of a block to the next when ``line_height`` is asked for
    text of nominal ``size``: grown with large print, never closer than the font's own
    line (so lines neither overlap nor fall below the floor's MIN_LINE)."""
    asked = round(line_height * theme.text_size(size) / max(1, size))
    return max(font(size, bold).get_linesize(), asked)


def block_shadow(
    text: str,
    size: int,
    width: int,
    colour=None,
    align: str = "left",
    bold: bool = False,
    line_height: int | None = None,
    exact: bool = False,
) -> pygame.Surface:
    """``text_block(text, ..., (0, 0, 0), ...)`` made from the coloured block's glyphs, as
    ``render_shadow`` makes a line's: the font gives the same coverage in any opaque
    colour, so a new message at 4K is rendered once, not once more in black."""
    colour = theme.resolve(INK if colour is None else colour)
    if pygame.Color(colour).a != 255:  # see-through ink: its coverage differs
        return text_block(text, size, width, BLACK, align, bold, line_height, exact)
    key = ("block", text, pixel_size(size, exact), width, BLACK, align, bold, line_height)
    return _in_black(
        key, lambda: text_block(text, size, width, colour, align, bold, line_height, exact)
    )


def blit_block(
    surface: pygame.Surface,
    text: str,
    size: int,
    pos: tuple[float, float],
    width: int,
    colour=None,
    anchor: str = "topleft",
    align: str = "left",
    bold: bool = False,
    shadow: bool = True,
    line_height: int | None = None,
    exact: bool = False,
) -> pygame.Rect:
    """Draw a wrapped :func:`text_block` at ``pos`` (by ``anchor``); returns where it went."""
    img = text_block(text, size, width, colour, align, bold, line_height, exact)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        dark = block_shadow(text, size, width, colour, align, bold, line_height, exact)
        surface.blit(dark, rect.move(max(1, size // 18), max(1, size // 18)))
    surface.blit(img, rect)
    return rect


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    alpha: int = 190,
    radius: int = 14,
    colour=None,
    border=None,
) -> None:
    """A translucent rounded box, the backdrop of HUD text and overlays (nearly opaque,
    with a plain edge, in high contrast). The box is kept (a few dozen, least recently
    used first out), so a frame blits the same surface as the last one did and the
    window is not painted there again (game.engine.canvas). A big box on an opaque
    surface (an overlay's over the table) is painted from fills instead: a fresh
    box the size of a 4K result overlay costs milliseconds of new memory alone."""
    colour = theme.resolve(PANEL if colour is None else colour)
    border = theme.resolve(PANEL_EDGE if border is None else border)
    if theme.current().high_contrast:  # nearly opaque, with the plain bright edge
        alpha, border = max(alpha, 236), theme.resolve(PANEL_EDGE)
    rect = pygame.Rect(rect)
    corner = min(radius + 2, rect.w // 2, rect.h // 2)
    opaque = not getattr(surface, "get_flags", lambda: 0)() & pygame.SRCALPHA
    if opaque and rect.w * rect.h >= FILLED_PANEL and corner > EDGE:
        _filled_panel(surface, rect, (*colour[:3], alpha), radius, tuple(border), corner)
        return
    surface.blit(_panel_box(rect.size, (*colour[:3], alpha), radius, tuple(border)), rect)


FILLED_PANEL = 160_000  # pixels: a box this big is painted from fills (see panel)
EDGE = 2  # a panel's edge, in pixels


def _panel_box(size: tuple[int, int], rgba: tuple, radius: int, border: tuple) -> pygame.Surface:
    """A panel as one kept image: its body, its edge, clear outside the corners."""
    key = (tuple(size), rgba, radius, border)
    box = _panels.get(key)
    if box is None:
        box = pygame.Surface(size, pygame.SRCALPHA)
        paint.rect(box, rgba, box.get_rect(), border_radius=radius)
        paint.rect(box, border, box.get_rect(), EDGE, border_radius=radius)
        _panels.put(key, box)
    return box


def _filled_panel(
    surface: pygame.Surface, rect: pygame.Rect, rgba: tuple, radius: int, border: tuple, c: int
) -> None:
    """``panel``'s box painted on an opaque surface without a box-sized image: the four
    corners (``c`` square, the curve inside them) are quarters of a small kept panel,
    the straight edges and the body between them are blends by fills (what is there
    times 1 - alpha, plus the colour times alpha: ``backdrop.shade``'s way), in pieces
    that do not overlap, so no pixel is blended twice."""
    x, y, w, h, r, b = rect.x, rect.y, rect.w, rect.h, rect.right, rect.bottom
    for cx, cy in ((0, 0), (c, 0), (0, c), (c, c)):
        at = (x if cx == 0 else r - c, y if cy == 0 else b - c)
        surface.blit(_panel_corner(c, rgba, radius, border, cx, cy), at)
    e = EDGE
    body = [
        pygame.Rect(x + c, y + e, w - 2 * c, h - 2 * e),  # the middle column, top to bottom
        pygame.Rect(x + e, y + c, c - e, h - 2 * c),  # left of it, between the corners
        pygame.Rect(r - c, y + c, c - e, h - 2 * c),  # right of it
    ]
    edges = [
        pygame.Rect(x + c, y, w - 2 * c, e),
        pygame.Rect(x + c, b - e, w - 2 * c, e),
        pygame.Rect(x, y + c, e, h - 2 * c),
        pygame.Rect(r - e, y + c, e, h - 2 * c),
    ]
    for parts, colour in ((body, rgba), (edges, border)):
        red, green, blue = colour[:3]
        a = colour[3] if len(colour) > 3 else 255  # an edge colour without alpha is opaque
        keep, tint = 255 - a, (red * a // 255, green * a // 255, blue * a // 255)
        for part in parts:
            if part.w > 0 and part.h > 0:
                surface.fill((keep, keep, keep), part, pygame.BLEND_RGB_MULT)
                surface.fill(tint, part, pygame.BLEND_RGB_ADD)


def _panel_corner(c: int, rgba: tuple, radius: int, border: tuple, cx: int, cy: int):
    """The quarter at (``cx``, ``cy``) of a ``2c`` square panel, as its own kept image
    (the canvas compares whole-surface blits frame to frame)."""
    key = ("corner", c, rgba, radius, border, cx, cy)
    part = _panels.get(key)
    if part is None:
        small = _panel_box((2 * c, 2 * c), rgba, radius, border)
        part = _panels.put(key, small.subsurface((cx, cy, c, c)).copy())
    return part


_tints: LRU[tuple, pygame.Surface] = LRU(64, surface_bytes, 8 * 2**20)


def tint(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent box of ``rgba`` (a selected card's tint, a free spot's glow), kept:
    the frame after blits the same surface, so the canvas does not paint it again."""
    rgba = theme.resolve(rgba)
    key = (tuple(size), tuple(rgba))
    box = _tints.get(key)
    if box is None:
        box = pygame.Surface(size, pygame.SRCALPHA)
        box.fill(rgba)
        _tints.put(key, box)
    return box


@dataclass
class Button:
    """A clickable, focusable label. ``enabled`` is asked every frame."""

    name: str
    label: str
    rect: pygame.Rect
    action: Callable[[], None]
    enabled: Callable[[], bool] = lambda: True
    key_hint: str | Callable[[], str] = ""  # a callable is read when drawn (Keymap.hint)
    explains: bool = False  # pressed while shut, it still acts, so the rules can say why not
    short: tuple[str, ...] = ()  # the catalog's short forms of the label, longest first

    def draw(self, surface: pygame.Surface, focused: bool = False, hover: bool = False) -> None:
        on = self.enabled()
        label, px = self.shown_label()
        if on:  # one kept image: a table's nine buttons are nine operations a frame, not 27
            lit = focused or hover
            words = render(label, px, INK, exact=True)  # kept: the face is keyed by it
            surface.blit(_face(self.rect.size, lit, words), self.rect)
        else:  # a shut button is hollow: its state shows by shape, not by colour alone
            paint.rect(surface, theme.SHUT, self.rect, 1, border_radius=10)
            blit_text(surface, label, px, self.rect.center, DIM, "center", shadow=False, exact=True)
        if focused:
            focus_ring(surface, self.rect)

    def shown_label(self) -> tuple[str, int]:
        """The words the button shows and their pixel size (exact), by ``fit``'s rule: the
        label and its key; where that is too wide for the button (a small window, large
        print, a long language) the label alone ("New deal", not "New deal  [N]"), then
        its short forms; then the same one step smaller; never silently smaller still."""
        size, room = max(MIN_TEXT, int(self.rect.h * 0.5)), self.rect.w - 12
        hint = self.key_hint() if callable(self.key_hint) else self.key_hint
        key = (self.label, self.short, hint, size, room, theme.text_size(size))
        shown = _labels.get(key)
        if shown is None:  # kept: every button asks every frame (a table at rest too)
            keyed = (f"{self.label}  [{hint}]",) if hint else ()
            got = fit((*keyed, self.label, *self.short), size, room, bold=True)
            shown = _labels.put(key, (got.text, got.px))
        return shown

    def wants(self, height: int | None = None) -> int:
        """The width the button needs to show its label and key at their full size (the
        first wording ``shown_label`` tries) at ``height`` (its own if None): a row of
        buttons is made as wide as its widest label wants, where there is room."""
        size = max(MIN_TEXT, int((self.rect.h if height is None else height) * 0.5))
        hint = self.key_hint() if callable(self.key_hint) else self.key_hint
        label = self.label + (f"  [{hint}]" if hint else "")
        return text_width(label, theme.text_size(size), True) + 12

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos) and self.enabled()


def _face(size: tuple[int, int], lit: bool, words: pygame.Surface) -> pygame.Surface:
    """An open button's face (its fill, edge and ``words``, a kept text image), kept per
    look. The words fall on the opaque fill, so the face blitted whole gives the pixels
    its three parts gave drawn one by one; outside the rounded corners it is clear."""
    contrast = theme.current().high_contrast
    key = (tuple(size), lit, words, contrast)
    face = _faces.get(key)
    if face is None:
        base = theme.BUTTON_LIT if lit else theme.BUTTON
        face = pygame.Surface(size, pygame.SRCALPHA)
        box = face.get_rect()
        paint.rect(face, base, box, border_radius=10)
        paint.rect(face, theme.BUTTON_EDGE, box, 3 if contrast else 2, border_radius=10)
        face.blit(words, words.get_rect(center=box.center))
        face = _faces.put(key, face)
    return face


_faces: LRU[tuple, pygame.Surface] = LRU(96, surface_bytes, 16 * 2**20)  # buttons × looks
_fits: LRU[tuple, int] = LRU(400)  # labels × window sizes: keep the recent ones
_labels: LRU[tuple, tuple[str, int]] = LRU(400)  # buttons' shown labels, as _fits


def fitting_size(text: str, size: int, width: int, exact: bool = False) -> int:
    """The pixel size (draw it with ``exact=True``) of text of nominal ``size`` (pixels
    with ``exact``), made smaller only as far as needed to keep ``text`` within
    ``width``: large print makes a label wider than the button sized for it, and a
    label cut off helps no one. More than one step smaller (``step_down``) is said
    (``squeezed``): ``fit`` has the rule."""
    asked = pixel_size(size, exact)
    key = (text, asked, width)
    fit = _fits.get(key)
    if fit is None:
        fit = asked
        while fit > MIN_TEXT and text_width(text, fit) > width:
            fit -= 1
        if fit < step_down(asked):
            squeezed(text, asked, fit, width)
        _fits.put(key, fit)
    return fit


def fit_words(wordings: tuple[str, ...], size: int, width: int) -> tuple[str, int]:
    """The first (longest) of ``wordings`` that fits ``width`` at nominal ``size``, else
    the first that fits one step smaller, and its pixel size (draw it with
    ``exact=True``): ``fit``'s rule on one line. Where a line cannot keep its size, it
    says less, not smaller."""
    got = fit(wordings, size, width, bold=True)  # measured bold: either weight fits
    return got.text, got.px


def fewer(parts: list[str] | tuple[str, ...], sep: str = "   ") -> tuple[str, ...]:
    """``parts`` joined by ``sep``, then the wordings that drop the last ones in turn: a
    keys line says its first parts where a longer language leaves no room for all."""
    return tuple(sep.join(parts[:n]) for n in range(len(parts), 0, -1))


def shorter(text: str, sep: str = " · ") -> tuple[str, ...]:
    """``text`` and the shorter wordings made by dropping its last ``sep``-joined parts
    (a HUD line puts its least needed words last: "1 relocation left · drag or R")."""
    parts = text.split(sep)
    return tuple(sep.join(parts[:n]) for n in range(len(parts), 0, -1))


def arrow(
    surface: pygame.Surface, centre: tuple[float, float], size: int, direction: str, colour=None
) -> pygame.Rect:
    """A solid triangle pointing ``direction`` (left, right, up, down): the UI font has
    no arrow glyphs, so arrows are drawn as shapes."""
    colour = theme.resolve(INK if colour is None else colour)
    x, y, h = centre[0], centre[1], size / 2
    points = {
        "left": [(x - h, y), (x + h, y - h), (x + h, y + h)],
        "right": [(x + h, y), (x - h, y - h), (x - h, y + h)],
        "up": [(x, y - h), (x - h, y + h), (x + h, y + h)],
        "down": [(x, y + h), (x - h, y - h), (x + h, y - h)],
    }[direction]
    return paint.polygon(surface, colour, points)


_layers: list[str] = []  # the layers declared by ``layer``, innermost last


@contextmanager
def layer(name: str) -> Iterator[None]:
    """What is drawn inside lies over what was drawn before it, on purpose (a notice over
    the scene, a banner over the table's words): the layout check lets the texts of a
    layer meet those of another, and only there. Use it sparingly."""
    _layers.append(name)
    try:
        yield
    finally:
        _layers.pop()


def current_layer() -> str:
    """The innermost layer declared (``layer``), "" for the scene's own."""
    return _layers[-1] if _layers else ""


def ring_reach() -> int:
    """How far the focus ring reaches out of what it rings (``focus_ring``: its padding,
    its width and its black edge): text beside a focusable thing keeps this far off."""
    pad, width = (9, 7) if theme.current().large_print else (5, 4)
    return pad + width + 2


def row_gap(rects: list[pygame.Rect]) -> int | None:
    """The least space between rows stacked top to bottom (None for fewer than two): the
    ``room`` a list's focus ring has (``focus_ring``)."""
    tops = sorted(rects, key=lambda r: r.top)
    gaps = [b.top - a.bottom for a, b in zip(tops, tops[1:], strict=False) if b.top >= a.bottom]
    return min(gaps) if gaps else None


def focus_ring(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = 10, room: int | None = None
) -> pygame.Rect:
    """The keyboard focus around ``rect``: a thick gold ring edged in black, so it shows
    on any colour by its shape and weight, not its hue; bigger in large print. ``room``:
    the clear space round ``rect`` (a list's gap between rows); where the ring would
    reach further (``ring_reach``: onto the rows beside it), it is drawn just inside
    ``rect``'s edge instead, as thick. Returns where it went."""
    large = theme.current().large_print
    pad, width = (9, 7) if large else (5, 4)
    if room is not None and room < ring_reach():
        ring = pygame.Rect(rect).inflate(-4, -4)
        width = min(width, max(2, ring.h // 6))
        paint.rect(surface, theme.SHADOW, ring.inflate(4, 4), 2, border_radius=radius + 2)
        paint.rect(surface, theme.current().focus, ring, width, border_radius=radius)
        return pygame.Rect(rect)
    ring = pygame.Rect(rect).inflate(2 * pad, 2 * pad)
    paint.rect(surface, theme.SHADOW, ring.inflate(4, 4), width + 4, border_radius=radius + 2)
    paint.rect(surface, theme.current().focus, ring, width, border_radius=radius)
    return ring
