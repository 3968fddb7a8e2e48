"""Text boxes every table draws: the message line and stacked HUD lines.

Kept apart from the scenes so that every game draws its words the same way,
and so the message's wrapping is worked out once per text and size.
"""

from __future__ import annotations

import pygame

from game.engine import ui


class MessageBox:
    """One line of news under the table, shrunk or wrapped so a long reason stays whole."""

    def __init__(self) -> None:
        self._cache: tuple | None = None

    def forget(self) -> None:
        self._cache = None

    def draw(self, surface: pygame.Surface, r: pygame.Rect, text: str, colour) -> None:
        key = (text, r.size)
        if self._cache is None or self._cache[0] != key:
            size = max(ui.MIN_TEXT, int(r.h * 0.7))
            width = r.w - 30
            # shrink a little to keep one line, then wrap: a long reason stays readable
            floor = max(16, int(size * 0.8))
            while size > floor and ui.measure(text, size)[0] > width:
                size -= 1
            block = ui.text_block(text, size, width, align="center", line_height=size)
            self._cache = (key, size, width, block.get_height(), block.get_bounding_rect().w)
        _, size, width, height, widest = self._cache
        box = pygame.Rect(0, 0, min(max(widest + 30, 200), r.w), max(r.h, height + 8))
        box.midbottom = r.midbottom
        ui.panel(surface, box, 215, min(box.h // 2, 16))
        ui.blit_block(
            surface, text, size, box.center, width, colour, "center", align="center",
            line_height=size,
        )  # fmt: skip


def stacked_lines(
    surface: pygame.Surface,
    r: pygame.Rect,
    lines: list[tuple[str, tuple]],
    scale: float,
    panel: bool = True,
) -> None:
    """Lines of (text, colour) stacked in a HUD rect, the first one larger."""
    if panel:
        ui.panel(surface, r.inflate(12, 8), 150, 12)
    y = r.y
    for i, (text, colour) in enumerate(lines):
        size = max(14, int(scale * (30 if i == 0 else 22)))
        ui.blit_text(surface, text, size, (r.centerx, y), colour, "midtop")
        y += int(size * 0.95)


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
    ui.blit_text(surface, title, sizes[0], title_rect.midleft, ui.GOLD, "midleft", bold=True)
    colour = ui.ACCENT if hard else ui.INK
    ui.blit_text(surface, deal, sizes[1], deal_rect.midright, colour, "midright")
