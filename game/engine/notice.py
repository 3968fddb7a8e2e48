"""A problem the player must hear about at once, shown over whatever scene is up.

A save that failed, a file kept aside, a setting that could not be written: the
line goes to stderr and into this bar at the top of the window for a few
seconds, whichever scene is on top (not only in the menu), drawn by the scene
manager after every scene so no scene has to know about it.
"""

from __future__ import annotations

import pygame

from game.engine import theme, ui

SHOWN = 7.0  # seconds a notice stays up


class NoticeBar:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.left = 0.0

    def show(self, line: str) -> None:
        self.lines = [*self.lines, line][-2:]
        self.left = SHOWN

    @property
    def text(self) -> str:
        return "  ·  ".join(self.lines) if self.left > 0 else ""

    def update(self, dt: float) -> None:
        if self.left > 0:
            self.left = max(0.0, self.left - dt)
            if self.left == 0:
                self.lines = []

    def draw(self, surface: pygame.Surface) -> None:
        text = self.text
        if not text:
            return
        w, h = surface.get_size()
        size = max(ui.MIN_TEXT, int(h * 0.026))
        width = int(w * 0.9)
        block = ui.text_block(text, size, width - 24, align="center")
        box = pygame.Rect(0, 0, width, block.get_height() + 14)
        box.midtop = (w // 2, 6)
        with ui.layer("notice"):  # over whatever scene is up, on purpose
            ui.panel(surface, box, 250, 10, colour=theme.ALARM)
            ui.blit_block(surface, text, size, box.center, width - 24, ui.INK, "center", "center")
