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
            size = max(14, int(r.h * 0.7))
            while size > 16 and ui.font(size).size(text)[0] > r.w - 30:
                size -= 1
            lines = ui.wrap(text, size, r.w - 30)
            widest = max(ui.font(size).size(line)[0] for line in lines)
            self._cache = (key, size, lines, widest)
        _, size, lines, widest = self._cache
        box = pygame.Rect(0, 0, min(max(widest + 30, 200), r.w), max(r.h, size * len(lines) + 8))
        box.midbottom = r.midbottom
        ui.panel(surface, box, 215, min(box.h // 2, 16))
        y = box.centery - size * len(lines) / 2
        for line in lines:
            ui.blit_text(surface, line, size, (box.centerx, y), colour, "midtop")
            y += size


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
