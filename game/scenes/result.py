"""The end-of-game overlay: what happened, why, and what next."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import ui
from game.scenes.overlay import ButtonRowOverlay

# choice -> (label, key hint); a result screen shows the buttons it is given, in order
BUTTONS: dict[str, tuple[str, str]] = {
    "new": ("New deal", "N"),
    "undo": ("Undo", "U"),
    "restart": ("Restart", "R"),
    "menu": ("Menu", "Esc"),
}


class ResultScene(ButtonRowOverlay):
    """Won or lost: a title, lines of why, and buttons. Each button closes the overlay
    with its choice ("new", "undo", "restart", "menu"); N, U (or Ctrl+Z) and R press
    the button of that name when it is shown, Esc chooses "menu"."""

    def __init__(
        self,
        app,
        title: str,
        lines: Sequence[str] = (),
        won: bool = False,
        buttons: Sequence[str] = ("new", "restart", "menu"),
    ) -> None:
        super().__init__(app)
        unknown = [b for b in buttons if b not in BUTTONS]
        if unknown:
            raise ValueError(f"result screen buttons {unknown} are not among {list(BUTTONS)}")
        self.title = title
        self.lines = list(lines)
        self.won = won
        self.choices = list(buttons)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        box = self.box = pygame.Rect(0, 0, min(640, w - 40), min(420, h - 40))
        box.center = (w // 2, h // 2)
        n = len(self.choices)
        bw = (box.w - 40 - 12 * (n - 1)) // n
        self.buttons = []
        for i, name in enumerate(self.choices):
            label, key = BUTTONS[name]
            r = pygame.Rect(box.x + 20 + i * (bw + 12), box.bottom - 70, bw, 48)
            self.buttons.append(ui.Button(name, label, r, self._chooser(name), key_hint=key))

    def _chooser(self, name: str):
        return lambda: self.close(name)

    def resize(self, size) -> None:
        self.layout()

    def on_back(self) -> None:
        self.close("menu")

    def on_key(self, event, action: str | None) -> None:
        wanted = "restart" if event.key == pygame.K_r else action
        if wanted in ("new", "undo", "restart") and wanted in self.choices:
            self.close(wanted)

    def draw(self, surface: pygame.Surface) -> None:
        self.shade(surface)
        ui.panel(
            surface,
            self.box,
            235,
            22,
            border=(250, 204, 72, 180) if self.won else (255, 255, 255, 60),
        )
        k = min(1.0, self.age / 0.25)
        size = int(64 * (0.6 + 0.4 * k))
        ui.blit_text(
            surface,
            self.title,
            size,
            (self.box.centerx, self.box.y + 60),
            ui.GOLD if self.won else ui.INK,
            "center",
            bold=True,
        )
        y = self.box.y + 110
        for line in self.lines:
            pos, width = (self.box.centerx, y), self.box.w - 60
            y = ui.blit_block(
                surface, line, 28, pos, width, anchor="midtop", align="center", line_height=30
            ).bottom
        for i, btn in enumerate(self.buttons):
            btn.draw(surface, focused=i == self.focus)
