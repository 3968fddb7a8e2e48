"""Text boxes every table draws: the message line and stacked HUD lines.

Kept apart from the scenes so that every game draws its words the same way,
and so the message's wrapping is worked out once per text and size.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import ui


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
            self._cache = (key, *self._layout(r, text, clear, surface.get_rect()))
        _, size, width, box = self._cache
        ui.panel(surface, box, 215, min(box.h // 2, 16))
        ui.blit_block(
            surface, text, size, box.center, width, colour, "center", align="center",
            line_height=size,
        )  # fmt: skip

    @staticmethod
    def _layout(
        r: pygame.Rect, text: str, clear: Sequence[pygame.Rect], bounds: pygame.Rect
    ) -> tuple[int, int, pygame.Rect]:
        size = max(ui.MIN_TEXT, int(r.h * 0.7))
        width = r.w - 30
        # shrink a little to keep one line, then wrap: a long reason stays readable
        floor = max(16, int(size * 0.8))
        while size > floor and ui.measure(text, size)[0] > width:
            size -= 1
        first = None  # the full-width box: kept where no other way clears the buttons
        while True:
            block = ui.text_block(text, size, width, align="center", line_height=size)
            widest = block.get_bounding_rect().w
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


def stacked_lines(
    surface: pygame.Surface,
    r: pygame.Rect,
    lines: list[tuple[str, tuple]],
    scale: float,
    panel: bool = True,
    small: int = 22,
) -> None:
    """Lines of (text, colour) stacked in a HUD rect, the first one larger (the others
    of design size ``small``); a line too long for the rect drops its last parts."""
    if panel:
        ui.panel(surface, r.inflate(12, 8), 150, 12)
    y = r.y
    for i, (text, colour) in enumerate(lines):
        size = max(ui.MIN_TEXT, int(scale * (30 if i == 0 else small)))
        words, px = ui.fit_words(ui.shorter(text), size, r.w + 8)
        ui.blit_text(surface, words, px, (r.centerx, y), colour, "midtop", exact=True)
        y += int(max(px, ui.pixel_size(size)) * 0.95)


def deal_heading(label: str, hard: bool, hard_words: str = "HARD") -> str:
    """The deal (a session's label) and its mode as a table's header says them:
    "Deal #12   HARD", "Set deal   Normal"."""
    return f"{label[:1].upper()}{label[1:]}   {hard_words if hard else 'Normal'}"


def draw_header(
    surface: pygame.Surface,
    title_rect: pygame.Rect,
    deal_rect: pygame.Rect,
    title: str,
    deal: str,
    hard: bool,
    sizes: tuple[int, int],
) -> None:
    """Every table's header: the game's title at the left of its slot, the deal (with
    ``deal_heading``) at the right of its own, in the accent colour in hard mode."""
    px = ui.fitting_size(title, sizes[0], title_rect.w)
    at = title_rect.midleft
    ui.blit_text(surface, title, px, at, ui.GOLD, "midleft", bold=True, exact=True)
    colour = ui.ACCENT if hard else ui.INK
    # a long deal number in large print: "#912444   Normal" rather than run into the clock
    words, px = ui.fit_words((deal, deal.replace("Deal #", "#", 1)), sizes[1], deal_rect.w)
    ui.blit_text(surface, words, px, deal_rect.midright, colour, "midright", exact=True)
