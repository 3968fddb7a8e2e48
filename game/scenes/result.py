"""The end-of-game overlay: what happened, why, and what next."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.input import key_action
from game.engine.scene import Scene


class ButtonRowOverlay(Scene):
    """A box over the table with a row of buttons: arrows or hover focus, Enter or click
    chooses, Esc backs out. Result screens of every kind share this behaviour."""

    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = 0
        self.age = 0.0
        self.buttons: list[ui.Button] = []
        self._shade: pygame.Surface | None = None

    def on_back(self) -> None:
        """Esc."""

    def on_key(self, event, action: str | None) -> None:
        """Keys other than arrows, Enter and Esc."""

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for btn in self.buttons:
                if btn.hit(event.pos):
                    self.app.play_sound("click")
                    btn.action()
                    return
        elif event.type == pygame.MOUSEMOTION:
            for i, btn in enumerate(self.buttons):
                if btn.rect.collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.KEYDOWN:
            action = key_action(event)
            if action in ("left", "up"):
                self.focus = (self.focus - 1) % len(self.buttons)
            elif action in ("right", "down"):
                self.focus = (self.focus + 1) % len(self.buttons)
            elif action == "select":
                self.buttons[self.focus].action()
            elif action == "back":
                self.on_back()
            else:
                self.on_key(event, action)

    def update(self, dt: float) -> None:
        self.age += dt

    def shade(self, surface: pygame.Surface, alpha: int = 130) -> None:
        """Darken the table under the box."""
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, alpha))
        surface.blit(self._shade, (0, 0))


class ResultScene(ButtonRowOverlay):
    def __init__(self, app, table, title: str, lines: list[str], won: bool) -> None:
        super().__init__(app)
        self.table = table
        self.title = title
        self.lines = lines
        self.won = won
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        box = self.box = pygame.Rect(0, 0, min(640, w - 40), min(420, h - 40))
        box.center = (w // 2, h // 2)
        actions = [
            ("new", "New deal", self.new_deal, "N"),
            ("restart", "Restart", self.restart, "R"),
            ("menu", "Menu", self.menu, "Esc"),
        ]
        if not self.won and self.table.history:
            actions.insert(1, ("undo", "Undo", self.undo, "U"))
        bw = (box.w - 40 - 12 * (len(actions) - 1)) // len(actions)
        self.buttons = []
        for i, (name, label, fn, key) in enumerate(actions):
            r = pygame.Rect(box.x + 20 + i * (bw + 12), box.bottom - 70, bw, 48)
            self.buttons.append(ui.Button(name, label, r, fn, key_hint=key))

    def resize(self, size) -> None:
        self.layout()

    def close(self) -> None:
        self.manager.pop()

    def new_deal(self) -> None:
        self.close()
        self.table.new_deal()

    def restart(self) -> None:
        self.close()
        self.table.restart()

    def undo(self) -> None:
        self.close()
        self.table.undo()

    def menu(self) -> None:
        self.close()
        self.table.to_menu()

    def on_back(self) -> None:
        self.menu()

    def on_key(self, event, action: str | None) -> None:
        if action == "new":
            self.new_deal()
        elif event.key == pygame.K_r:
            self.restart()
        elif action == "undo" and any(b.name == "undo" for b in self.buttons):
            self.undo()

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
