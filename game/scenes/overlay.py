"""Overlays drawn over the scene below; each hands back a choice instead of calling it.

An overlay closes with ``manager.pop(choice=...)`` and the scene below reads
the choice in its ``resume`` hook; what an overlay shows (title, lines, which
buttons) comes in as constructor keywords, never as the scene below itself.

Two shapes are shared: ``ListOverlay``, a titled box with a column of choices
(pause, settings, the deal-number prompt), and ``ButtonRowOverlay``, a box
with a row of buttons (results, the confirmation). Arrows or the mouse move
the focus, Enter or a click chooses, Esc backs out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.engine import ui
from game.engine.backdrop import shade
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

    def close(self, choice: Any = None) -> None:
        """Leave, handing ``choice`` to the scene below."""
        self.manager.pop(choice=choice)

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
        shade(surface, (0, 0, 0, 140))
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


class ButtonRowOverlay(Scene):
    """A box over the table with a row of buttons: arrows or hover focus, Enter or click
    chooses, Esc backs out. Result screens and the confirmation share this behaviour."""

    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = 0
        self.age = 0.0
        self.buttons: list[ui.Button] = []

    def close(self, choice: Any = None) -> None:
        """Leave, handing ``choice`` to the scene below."""
        self.manager.pop(choice=choice)

    def on_back(self) -> None:
        """Esc."""

    def on_key(self, event, action: str | None) -> None:
        """Keys other than arrows, Enter and Esc."""

    def is_select(self, event, action: str | None) -> bool:
        """Does this key press choose the focused button? Enter only: Space hurries the
        computer or deals, so a press meant for the table never skips a results screen."""
        return action == "select" and event.key != pygame.K_SPACE

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
            elif self.is_select(event, action):
                self.buttons[self.focus].action()
            elif action == "back":
                self.on_back()
            else:
                self.on_key(event, action)

    def update(self, dt: float) -> None:
        self.age += dt

    def shade(self, surface: pygame.Surface, alpha: int = 130) -> None:
        """Darken the table under the box."""
        shade(surface, (0, 0, 0, alpha))


class ConfirmScene(ButtonRowOverlay):
    """ "Start a new deal? This one counts as lost." Yes / No, before anything is thrown
    away. Yes (its button, Y, or Enter while it has the focus, as it has at first)
    closes with the ``choice`` it was given; No (its button, N, Esc) closes with None.
    Space does nothing here, so a stray press cannot confirm."""

    def __init__(
        self,
        app,
        question: str,
        choice: Any,
        title: str = "Are you sure?",
        yes: str = "Yes",
        no: str = "No",
    ) -> None:
        super().__init__(app)
        self.question = question
        self.choice = choice
        self.title = title
        self.labels = (yes, no)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        box = self.box = pygame.Rect(0, 0, min(600, w - 40), min(300, h - 40))
        box.center = (w // 2, h // 2)
        bw, gap = 200, 24
        x = box.centerx - bw - gap // 2
        self.buttons = [
            ui.Button(
                "yes",
                self.labels[0],
                pygame.Rect(x, box.bottom - 74, bw, 50),
                self.yes,
                key_hint="Y",
            ),
            ui.Button(
                "no",
                self.labels[1],
                pygame.Rect(x + bw + gap, box.bottom - 74, bw, 50),
                self.no,
                key_hint="N",
            ),
        ]

    def resize(self, size) -> None:
        self.layout()

    def yes(self) -> None:
        self.close(self.choice)

    def no(self) -> None:
        self.close(None)

    def is_select(self, event, action: str | None) -> bool:
        return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)

    def on_back(self) -> None:
        self.no()

    def on_key(self, event, action: str | None) -> None:
        if event.key == pygame.K_y:
            self.yes()
        elif event.key == pygame.K_n:
            self.no()

    def draw(self, surface: pygame.Surface) -> None:
        self.shade(surface, 150)
        ui.panel(surface, self.box, 238, 20)
        ui.blit_text(
            surface,
            self.title,
            44,
            (self.box.centerx, self.box.y + 48),
            ui.GOLD,
            "center",
            bold=True,
        )
        where = (self.box.centerx, self.box.y + 92)
        width = self.box.w - 60
        ui.blit_block(surface, self.question, 28, where, width, anchor="midtop", align="center")
        for i, btn in enumerate(self.buttons):
            btn.draw(surface, focused=i == self.focus)


class PauseScene(ListOverlay):
    """Esc in a game. Help and Settings open over the pause; every other item closes it
    with its name as the choice ("resume", "restart", "new", "menu", or whatever
    ``items`` a game adds, e.g. "give_up"). Esc or a click outside chooses "resume"."""

    ITEMS: tuple[tuple[str, str], ...] = (
        ("resume", "Resume"),
        ("restart", "Restart this deal"),
        ("new", "New deal"),
        ("give_up", "Give up"),
        ("help", "Help"),
        ("settings", "Settings"),
        ("menu", "Menu"),
    )

    def __init__(
        self,
        app,
        game: str,
        lines: Sequence[str] = (),
        items: Sequence[tuple[str, str]] = ITEMS,
        title: str = "Paused",
    ) -> None:
        self.game = game
        choices: list[Choice] = []
        for name, label in items:
            if name == "help":
                action = self.help
            elif name == "settings":
                action = self.settings
            else:
                action = self._choose(name)
            choices.append((name, label, action))
        super().__init__(app, title, choices, list(lines))

    def _choose(self, name: str) -> Callable[[], None]:
        return lambda: self.close(name)

    def close(self, choice: Any = "resume") -> None:
        super().close(choice)

    def help(self) -> None:
        self.manager.push("help", game=self.game)

    def settings(self) -> None:
        self.manager.push("settings")


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
                (
                    "confirm",
                    lambda: (
                        f"Ask before ending a deal: {'on' if app.settings['confirm'] else 'off'}"
                    ),
                    self.toggle_confirm,
                ),
                (
                    "demo_speed",
                    lambda: f"Demo speed: {app.settings['demo_speed']}  [B in a game]",
                    self.cycle_demo_speed,
                ),
                ("back", "Back", self.close),
            ],
        )

    def cycle_demo_speed(self) -> None:
        """How fast the bot plays when a player watches the demo."""
        paces = ["normal", "fast", "slow"]
        now = str(self.app.settings["demo_speed"])
        self.app.settings.set(
            "demo_speed", paces[(paces.index(now) + 1) % 3 if now in paces else 0]
        )

    def toggle_confirm(self) -> None:
        """New deal, Restart, Give up and Deal # over a started deal ask first (or not)."""
        self.app.settings.set("confirm", not self.app.settings["confirm"])

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
    """Type a deal number; Enter closes with the choice ``("deal", number)``, Cancel or
    Esc with None. The scene below starts the deal."""

    def __init__(self, app, title: str) -> None:
        self.digits = ""
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
        self.close(("deal", int(self.digits)))

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
