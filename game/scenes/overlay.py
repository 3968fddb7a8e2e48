"""Overlays drawn over the scene below: a titled box with a column of choices.

Pause, settings and the deal-number prompt share this one behaviour: arrows
or the mouse move the focus, Enter or a click chooses, Esc closes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import ui
from game.engine.input import key_action
from game.engine.scene import Scene

Choice = tuple[str, Callable[[], str] | str, Callable[[], None]]  # name, label, action


class ListOverlay(Scene):
    opaque = False
    WIDTH = 460

    def __init__(self, app, title: str, choices: list[Choice], lines: list[str] = ()) -> None:
        super().__init__(app)
        self.title = title
        self.choices = choices
        self.lines = list(lines)
        self.focus = 0
        self.rects: list[pygame.Rect] = []
        self._shade: pygame.Surface | None = None
        self.layout()

    def label(self, i: int) -> str:
        lab = self.choices[i][1]
        return lab() if callable(lab) else lab

    def layout(self) -> None:
        w, h = self.app.size
        bh, gap = 46, 10
        body = 40 * len(self.lines)
        height = 110 + body + len(self.choices) * (bh + gap) + 20
        self.box = pygame.Rect(0, 0, min(self.WIDTH, w - 30), min(height, h - 20))
        self.box.center = (w // 2, h // 2)
        y = self.box.y + 100 + body
        self.rects = []
        for _ in self.choices:
            r = pygame.Rect(self.box.x + 30, y, self.box.w - 60, bh)
            self.rects.append(r)
            y += bh + gap

    def resize(self, size) -> None:
        self.layout()

    def close(self) -> None:
        self.manager.pop()

    def choose(self, i: int) -> None:
        self.app.play_sound("click")
        self.choices[i][2]()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
                    self.choose(i)
                    return
            if not self.box.collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN:
            action = key_action(event)
            if action in ("up", "left"):
                self.focus = (self.focus - 1) % len(self.choices)
            elif action in ("down", "right"):
                self.focus = (self.focus + 1) % len(self.choices)
            elif action == "select":
                self.choose(self.focus)
            elif action == "back":
                self.close()
            else:
                self.on_key(event)

    def on_key(self, event) -> None:
        """Shortcut keys of a particular overlay."""

    def draw(self, surface: pygame.Surface) -> None:
        if self._shade is None or self._shade.get_size() != surface.get_size():
            self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, 140))
        surface.blit(self._shade, (0, 0))
        ui.panel(surface, self.box, 238, 20)
        ui.blit_text(
            surface,
            self.title,
            54,
            (self.box.centerx, self.box.y + 50),
            ui.GOLD,
            "center",
            bold=True,
        )
        y = self.box.y + 96
        for line in self.lines:
            ui.blit_text(surface, line, 26, (self.box.centerx, y), ui.INK, "midtop")
            y += 40
        for i, r in enumerate(self.rects):
            focused = i == self.focus
            pygame.draw.rect(
                surface, (64, 130, 92) if focused else (32, 72, 52), r, border_radius=10
            )
            pygame.draw.rect(
                surface,
                ui.GOLD if focused else (200, 210, 200),
                r,
                3 if focused else 1,
                border_radius=10,
            )
            ui.blit_text(surface, self.label(i), 30, r.center, ui.INK, "center")


class PauseScene(ListOverlay):
    """Esc in a game: resume, restart, new deal, help, settings, menu."""

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(
            app,
            "Paused",
            [
                ("resume", "Resume", self.close),
                ("restart", "Restart this deal", self._then(table.restart)),
                ("new", "New deal", self._then(table.new_deal)),
                ("help", "Help", self.help),
                ("settings", "Settings", self.settings),
                ("menu", "Menu", self._then(table.to_menu)),
            ],
            [f"{table.rules.TITLE}, deal #{table.seed}" + (" (hard)" if table.hard else "")],
        )

    def _then(self, fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.close()
            fn()

        return run

    def help(self) -> None:
        from game.scenes.help import HelpScene

        self.manager.push(HelpScene(self.app, self.table.GAME))

    def settings(self) -> None:
        self.manager.push(SettingsScene(self.app))


SPEEDS = [(1.0, "normal"), (2.0, "fast"), (0.0, "instant"), (0.5, "slow")]


class SettingsScene(ListOverlay):
    """Animation speed, sound, full screen; each change is saved at once."""

    def __init__(self, app) -> None:
        super().__init__(
            app,
            "Settings",
            [
                ("speed", self._speed_label, self.cycle_speed),
                (
                    "sound",
                    lambda: f"Sound: {'on' if app.settings['sound'] else 'off'}  [M]",
                    self.toggle_sound,
                ),
                (
                    "fullscreen",
                    lambda: f"Full screen: {'on' if app.fullscreen else 'off'}  [F11]",
                    app.toggle_fullscreen,
                ),
                (
                    "winnable",
                    lambda: (
                        f"Winnable deals only: {'on' if app.settings['winnable_only'] else 'off'}"
                    ),
                    self.toggle_winnable,
                ),
                ("back", "Back", self.close),
            ],
        )

    def _speed_label(self) -> str:
        speed = float(self.app.settings["anim_speed"])
        name = next((n for s, n in SPEEDS if s == speed), f"×{speed:g}")
        return f"Animation: {name}"

    def cycle_speed(self) -> None:
        speed = float(self.app.settings["anim_speed"])
        values = [s for s, _ in SPEEDS]
        nxt = values[(values.index(speed) + 1) % len(values)] if speed in values else 1.0
        self.app.settings.set("anim_speed", nxt)

    def toggle_sound(self) -> None:
        self.app.toggle_sound()

    def toggle_winnable(self) -> None:
        """Monte Carlo and Maze in normal mode deal only what the solver proves winnable."""
        self.app.settings.set("winnable_only", not self.app.settings["winnable_only"])


class DealNumberScene(ListOverlay):
    """Type a deal number, then Enter starts the chosen game at it."""

    def __init__(self, app, game: str, title: str, start: Callable[[int], None]) -> None:
        self.digits = ""
        self.start = start
        super().__init__(
            app,
            f"{title}: deal #",
            [
                ("go", lambda: f"Play deal #{self.digits or '…'}", self.go),
                ("cancel", "Cancel", self.close),
            ],
            ["Type the number (0–999999999)"],
        )

    def go(self) -> None:
        if not self.digits:
            self.lines = ["Type a number first"]
            self.app.play_sound("error")
            return
        seed = int(self.digits)
        self.close()
        self.start(seed)

    def on_key(self, event) -> None:
        if event.key == pygame.K_BACKSPACE:
            self.digits = self.digits[:-1]
        elif getattr(event, "unicode", "").isdigit() and len(self.digits) < 9:
            self.digits += event.unicode

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.on_key(event)  # Backspace edits here instead of closing
            return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        r = pygame.Rect(0, 0, self.box.w - 60, 44)
        r.midtop = (self.box.centerx, self.box.y + 128)
        pygame.draw.rect(surface, (10, 20, 14), r, border_radius=8)
        pygame.draw.rect(surface, ui.GOLD, r, 2, border_radius=8)
        ui.blit_text(surface, self.digits + "_", 34, r.center, ui.INK, "center")

    def layout(self) -> None:
        super().layout()
        for r in self.rects:
            r.move_ip(0, 50)
        self.box.h += 50
