"""Text boxes every table draws: the message line and stacked HUD lines.

Kept apart from the scenes so that every game draws its words the same way,
and so the message's wrapping is worked out once per text and size.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import ui
from game.i18n import _


class MessageBox:
    """One line of news under the table, shrunk or wrapped so a long reason stays whole."""

    def __init__(self) -> None:
        self._cache: tuple | None = None

    def forget(self) -> None:
        self._cache = None

    def draw(
        self,
        surface: pygame.Surface,
        r: pygame.Rect,
        text: str,
        colour,
        clear: Sequence[pygame.Rect] = (),
    ) -> None:
        """``text`` in a box on ``r``'s bottom edge, growing upward as it wraps; where it
        would reach over one of ``clear`` (the table's buttons) it hangs down from ``r``'s
        top where the window has room below, or takes one line wider than ``r``, or else
        narrows to the room between them and wraps into more lines."""
        key = (text, r.size, r.topleft, tuple(map(tuple, clear)), surface.get_size())
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, *self._layout(r, text, clear, surface.get_rect(), colour))
        _text, size, width, box = self._cache
        ui.panel(surface, box, 215, min(box.h // 2, 16))
        ui.blit_block(
            surface, text, size, box.center, width, colour, "center", align="center",
            line_height=size,
        )  # fmt: skip

    @staticmethod
    def _layout(
        r: pygame.Rect,
        text: str,
        clear: Sequence[pygame.Rect],
        bounds: pygame.Rect,
        colour=None,
    ) -> tuple[int, int, pygame.Rect]:
        """The text's size, its wrapping width and its box. Each block tried is rendered
        in ``colour``, the block then drawn (kept by ``ui.text_block``), and a block of
        one line is as wide as its measure: a 4K message is rendered once, its pixels
        never scanned for their extent."""
        size = max(ui.MIN_TEXT, int(r.h * 0.7))
        width = r.w - 30
        # shrink a little to keep one line, then wrap: a long reason stays readable
        floor = max(16, int(size * 0.8))
        while size > floor and ui.measure(text, size)[0] > width:
            size -= 1
        first = None  # the full-width box: kept where no other way clears the buttons
        while True:
            block = ui.text_block(text, size, width, colour, "center", line_height=size)
            line = ui.measure(text, size)[0]
            widest = line if line <= width and "\n" not in text else block.get_bounding_rect().w
            box = pygame.Rect(
                0, 0, min(max(widest + 30, 200), r.w), max(r.h, block.get_height() + 8)
            )
            box.midbottom = r.midbottom
            first = first or (size, width, box)
            hit = [c for c in clear if box.colliderect(c)]
            if not hit:
                return size, width, box
            if width <= 200:
                return first  # a narrow column of many lines would cover more
            down = box.copy()  # the box hanging from the slot's top, where the window has room
            down.midtop = r.midtop
            if bounds.contains(down) and not any(down.colliderect(c) for c in clear):
                return size, width, down
            line = ui.measure(text, size)[0] + 2
            if line > width and line + 30 <= bounds.w - 16:  # one line, wider than the slot
                wide = pygame.Rect(0, 0, line + 30, r.h)
                wide.midbottom = r.midbottom
                wide.clamp_ip(bounds)
                if not any(wide.colliderect(c) for c in clear):
                    return size, line, wide
            # the room between the buttons hit, either side of the box's centre
            left = max([c.right for c in hit if c.centerx < box.centerx], default=box.x)
            right = min([c.x for c in hit if c.centerx >= box.centerx], default=box.right)
            half = min(box.centerx - left, right - box.centerx) - 4
            narrower = min(width - 20, 2 * half - 30)
            if narrower >= width:
                return first
            width = max(200, narrower)


class NotePanel:
    """A panel of two or three lines at a readable size under the table: a tutorial's
    words, with the table's latest news (a refusal, a score) as a line above them, so
    the two never stack into separate boxes. The wrapping is worked out once per text
    and size."""

    def __init__(self) -> None:
        self._cache: tuple | None = None

    def forget(self) -> None:
        self._cache = None

    def size(self, scale: float) -> int:
        """The words' nominal size at the view's ``scale`` (26 at the 1280×720 design),
        never below the project's readable floor nor below a rendered line of
        ``ui.MIN_TEXT`` pixels (the font's line height, not the size asked for)."""
        return max(ui.text_px(26, scale), self.least())

    def layout(
        self,
        anchor: pygame.Rect,
        width: int,
        scale: float,
        news: str,
        words: str,
        window: pygame.Rect | None = None,
        taken: tuple[pygame.Rect, ...] = (),
        room: pygame.Rect | None = None,
        buttons: tuple[pygame.Rect, ...] = (),
    ) -> tuple[pygame.Rect, int, int]:
        """The panel's rect, its text size and the text width. The panel is ``width``
        wide, centred on ``anchor`` (the message line) and as low as it can sit without
        covering a rect of ``taken`` (the table's places and buttons) inside ``window``;
        where no band is free, at the top of ``room`` (a panel it may take over, as
        Maze's rules panel) if the words fit it, else bottom-aligned with ``anchor``
        whatever it covers. Kept per text and size,
        as the message box keeps its own."""
        key = (news, words, tuple(anchor), width, scale, tuple(window or ()))
        key += (tuple(room or ()), tuple(map(tuple, taken)), tuple(map(tuple, buttons)))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, *self._place(anchor, width, scale, news, words, window,
                                             taken, room, buttons))  # fmt: skip
        return self._cache[1], self._cache[2], self._cache[3]

    def _place(self, anchor, width, scale, news, words, window, taken, room, buttons):
        """Where the words go: the readable size at the full width, narrower, then at
        the smallest readable size; then the room; then over the message line."""
        size = self.size(scale)
        fallback = self._box(anchor, min(width, window.w) if window else width, scale, size,
                             news, words)[0]  # fmt: skip
        if window is None:
            return fallback, size, self._inner(fallback.w, scale)
        found = self._free(anchor, width, scale, news, words, window, taken)
        if found is not None:
            return found
        if room is not None:
            box, _rest = self._box(room, room.w, scale, size, news, words)
            if box.h <= room.h:
                return pygame.Rect(room), size, self._inner(room.w, scale)  # all of it
        # no band clear of everything: words a player must read may cover a card place
        # (the table's buttons stay clickable), else they sit over the message line
        found = self._free(anchor, width, scale, news, words, window, buttons)
        if found is not None:
            return found
        fallback = fallback.clamp(window)
        return fallback, size, self._inner(fallback.w, scale)

    def _free(self, anchor, width, scale, news, words, window, taken):
        """The first band clear of ``taken``: the readable size at the full width,
        narrower, then the smallest readable size."""
        for px in dict.fromkeys((self.size(scale), self.least())):
            for w in (width, (width + anchor.w) // 2, anchor.w):
                box, _rest = self._box(anchor, min(w, window.w), scale, px, news, words)
                free = free_band(box.clamp(window), window, taken)
                if free is not None:
                    return free, px, self._inner(free.w, scale)
        return None

    @staticmethod
    def least() -> int:
        """The smallest nominal size whose rendered line is ``ui.MIN_TEXT`` pixels high."""
        size = ui.MIN_TEXT
        while ui.font(size).get_linesize() < ui.MIN_TEXT:
            size += 1
        return size

    @staticmethod
    def _inner(width: int, scale: float) -> int:
        return max(40, width - 2 * ui.px(24, scale, 8))

    def _box(
        self, anchor: pygame.Rect, width: int, scale: float, size: int, news: str, words: str
    ) -> tuple[pygame.Rect, int]:
        inner = self._inner(width, scale)
        height = sum(
            ui.text_block(text, size, inner, align="center").get_height()
            for text in (news, words)
            if text
        )
        least = 2 * ui.font(size).get_linesize()
        box = pygame.Rect(0, 0, width, max(height, least) + 2 * ui.px(6, scale, 4))
        box.midbottom = anchor.midbottom
        return box, inner

    def draw(
        self,
        surface: pygame.Surface,
        anchor: pygame.Rect,
        width: int,
        scale: float,
        words: str,
        news: str = "",
        news_colour=None,
        taken: tuple[pygame.Rect, ...] = (),
        room: pygame.Rect | None = None,
        buttons: tuple[pygame.Rect, ...] = (),
    ) -> pygame.Rect:
        """``taken`` is what the panel keeps clear of where it can, ``buttons`` (a part
        of it) what it keeps clear of even where it covers a card place to be read."""
        window = surface.get_rect()
        box, size, inner = self.layout(
            anchor, width, scale, news, words, window, taken, room, buttons
        )
        with ui.layer("tutorial"):  # over the table on purpose, as opaque as a card
            ui.panel(surface, box, 248, min(box.h // 3, 18), border=ui.GOLD)
            block = ui.text_block(words, size, inner, align="center")
            top = box.centery - block.get_height() // 2
            if news:
                above = ui.text_block(news, size, inner, align="center")
                top = box.centery - (above.get_height() + block.get_height()) // 2
                ui.blit_block(
                    surface, news, size, (box.centerx, top), inner, news_colour, "midtop",
                    align="center",
                )  # fmt: skip
                top += above.get_height()
            ui.blit_block(
                surface, words, size, (box.centerx, top), inner, ui.GOLD, "midtop",
                align="center",
            )  # fmt: skip
        return box


def free_band(
    box: pygame.Rect, window: pygame.Rect, taken: tuple[pygame.Rect, ...]
) -> pygame.Rect | None:
    """``box`` moved up or down (the nearest first) to where it covers none of ``taken``
    and stays inside ``window``; None if no such place."""
    start, step = box.y, 2
    for shift in range(0, window.h, step):
        for y in (start - shift, start + shift):
            moved = box.move(0, y - box.y)
            if window.contains(moved) and moved.collidelist(taken) < 0:
                return moved
    return None


Line = str | tuple[str, ...]  # a HUD line: its text, or its wordings longest first


def stacked_lines(
    surface: pygame.Surface,
    r: pygame.Rect,
    lines: list[tuple[Line, tuple]],
    scale: float,
    panel: bool = True,
    small: int = 22,
) -> None:
    """Lines of (text, colour) stacked in a HUD rect, the first one larger (the others
    of design size ``small``); a line too long for the rect drops its last parts, or
    takes the next of its wordings where it gives them (each a whole message)."""
    placed, y = [], r.y
    for i, (text, colour) in enumerate(lines):
        size = max(ui.MIN_TEXT, int(scale * (30 if i == 0 else small)))
        wordings = text if isinstance(text, tuple) else ui.shorter(text)
        said = ui.fit(wordings, size, r.w + 8, bold=True)  # one line: buttons lie below
        placed.append((said, y, colour))
        last = y + ui.sized_font(said.px, False).get_linesize()
        y += int(max(said.px, ui.pixel_size(size)) * 0.95)
    if panel:  # round the lines, grown where large print makes them taller than the rect
        box = r.inflate(12, 8)
        box.h = max(box.h, last - box.y + 6) if placed else box.h
        ui.panel(surface, box, 150, 12)
    for said, at, colour in placed:
        ui.blit_fitted(surface, said, (r.centerx, at), colour, "midtop")


def deal_heading(
    label: str, hard: bool, hard_words: str = "", number: int | None = None
) -> tuple[str, ...]:
    """The deal (a session's label) and its mode as a table's header says them, longest
    first: "Deal #12   HARD", then the deal's ``number`` and mode alone ("#12   HARD",
    a whole message, not a cut of the first) where that has no room."""
    mode = (hard_words or _("HARD")) if hard else _("Normal")
    words = (f"{label[:1].upper()}{label[1:]}   {mode}",)
    if number is None:
        return words
    # TRANSLATORS: a table's header where "Deal #{number}" and its mode have no room
    short = _("#{number}   {mode}")
    words += (short.format(number=number, mode=mode),)
    if hard and hard_words:  # a game's own words for its hard mode, then the plain word
        words += (short.format(number=number, mode=_("HARD")),)
    return (*words, f"#{number}")  # the number alone: the colour says a hard deal


def draw_header(
    surface: pygame.Surface,
    title_rect: pygame.Rect,
    deal_rect: pygame.Rect,
    title: str,
    deal: tuple[str, ...],
    hard: bool,
    sizes: tuple[int, int],
) -> pygame.Rect:
    """Every table's header: the game's title at the left of its slot, the deal (with
    ``deal_heading``) at the right of its own, in the accent colour in hard mode;
    returns where the deal's words went (the clock keeps clear of them). ``deal`` is
    its wordings, longest first, each a whole message (a long deal number in large print:
    "#912444   Normal" rather than run into the clock)."""
    px = ui.fitting_size(title, sizes[0], title_rect.w)
    at = title_rect.midleft
    ui.blit_text(surface, title, px, at, ui.GOLD, "midleft", bold=True, exact=True)
    colour = ui.ACCENT if hard else ui.INK
    words, px = ui.fit_words(deal, sizes[1], deal_rect.w)
    return ui.blit_text(surface, words, px, deal_rect.midright, colour, "midright", exact=True)
