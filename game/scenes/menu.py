"""The title menu: pick a game, switch hard mode, quit."""

from __future__ import annotations

import math

import pygame

from game.engine import ui
from game.engine.cards import CardArt
from game.engine.input import key_action
from game.engine.scene import Scene
from game.rules import TITLES
from game.scenes import scene_class
from game.scenes.table import make_felt

BLURBS = {
    "zoomer": "Clear a 13-card Matrix by rank. Trap, Pent or Slam.",
    "combo": "Remove cards to set off chains of runs and pairs.",
    "slotker": "Poker meets the slot machine: beat your high set.",
    "maze": "Slide 48 cards into four suit runs through the gaps.",
    "monte_carlo": "Pair touching cards, compact, refill, clear all 52.",
}


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = 0
        self.age = 0.0
        self.items: list[tuple[str, str, bool]] = []  # (key, label, enabled)
        self.rects: list[pygame.Rect] = []
        self._bg: pygame.Surface | None = None
        self.art = CardArt(70)
        self.toast = ""
        self.toast_time = 0.0
        self.build()

    def build(self) -> None:
        self.items = [(g, TITLES[g], scene_class(g) is not None) for g in TITLES]
        self.items.append(("hard", "", True))
        self.items.append(("quit", "Quit", True))
        last = self.app.settings["last_game"]
        for i, (key, _l, on) in enumerate(self.items):
            if key == last and on:
                self.focus = i
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        s = min(w / 1280, h / 720)
        self.scale = s
        bw, bh, gap = int(560 * s), int(54 * s), int(10 * s)
        y = int(200 * s) + (h - 720 * s) / 2
        self.rects = []
        for i, _ in enumerate(self.items):
            extra = int(16 * s) if i >= len(TITLES) else 0
            r = pygame.Rect(0, 0, bw, bh)
            r.midtop = (w // 2, int(y + extra))
            self.rects.append(r)
            y += bh + gap + (int(10 * s) if i == len(TITLES) - 1 else 0)

    def enter(self, resumed: bool = False, **kw) -> None:
        notices = self.app.notices
        if notices:
            self.show_toast(notices[-1])

    def show_toast(self, text: str) -> None:
        self.toast, self.toast_time = text, 6.0

    def resize(self, size) -> None:
        self._bg = None
        self.layout()

    @property
    def hard(self) -> bool:
        return bool(self.app.settings["hard"])

    def toggle_hard(self) -> None:
        self.app.settings.set("hard", not self.hard)
        self.app.play_sound("click")

    def activate(self, index: int) -> None:
        key, _label, enabled = self.items[index]
        if not enabled:
            self.show_toast(f"{TITLES.get(key, key)} is not built yet")
            self.app.play_sound("error")
            return
        self.app.play_sound("click")
        if key == "hard":
            self.toggle_hard()
        elif key == "quit":
            self.app.quit()
        else:
            self.start(key)

    def start(self, game: str, seed: int | None = None) -> None:
        cls = scene_class(game)
        self.app.settings.set("last_game", game)
        self.manager.replace(cls(self.app, seed=seed, hard=self.hard))

    def move(self, step: int) -> None:
        self.focus = (self.focus + step) % len(self.items)

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    self.focus = i
                    self.activate(i)
                    return
        elif event.type == pygame.KEYDOWN:
            action = key_action(event)
            if action == "up":
                self.move(-1)
            elif action == "down":
                self.move(1)
            elif action == "select":
                self.activate(self.focus)
            elif action == "back":
                self.app.quit()
            elif action == "hint" or event.key == pygame.K_h:
                self.toggle_hard()

    def update(self, dt: float) -> None:
        self.age += dt
        self.toast_time = max(0.0, self.toast_time - dt)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self._bg is None or self._bg.get_size() != (w, h):
            self._bg = make_felt((w, h), (22, 92, 60))
        surface.blit(self._bg, (0, 0))
        self.draw_fan(surface)
        s = self.scale
        bob = math.sin(self.age * 2.2) * 4 * s
        ui.blit_text(
            surface,
            "PATIENCE ARCADE",
            int(92 * s),
            (w // 2, int(90 * s + bob) + (h - 720 * s) / 2),
            ui.GOLD,
            "center",
            bold=True,
        )
        ui.blit_text(
            surface,
            "five unusual solitaires",
            int(30 * s),
            (w // 2, int(146 * s) + (h - 720 * s) / 2),
            ui.INK,
            "center",
        )
        for i, ((key, label, enabled), r) in enumerate(zip(self.items, self.rects, strict=True)):
            focused = i == self.focus
            colour = (70, 140, 100) if focused and enabled else (30, 70, 50)
            if not enabled:
                colour = (40, 52, 46)
            pygame.draw.rect(surface, colour, r, border_radius=12)
            pygame.draw.rect(
                surface,
                ui.GOLD if focused else (255, 255, 255, 60),
                r,
                3 if focused else 1,
                border_radius=12,
            )
            size = int(34 * s)
            if key == "hard":
                label = f"Hard mode: {'ON' if self.hard else 'off'}"
                ui.blit_text(
                    surface,
                    label,
                    size,
                    (r.x + 24 * s, r.centery),
                    ui.ACCENT if self.hard else ui.INK,
                    "midleft",
                )
                ui.blit_text(
                    surface,
                    "H toggles",
                    int(22 * s),
                    (r.right - 20 * s, r.centery),
                    ui.DIM,
                    "midright",
                )
                continue
            ui.blit_text(
                surface,
                label,
                size,
                (r.x + 24 * s, r.centery),
                ui.INK if enabled else ui.DIM,
                "midleft",
            )
            if key in BLURBS:
                note = BLURBS[key] if enabled else "coming soon"
                ui.blit_text(
                    surface,
                    note,
                    int(19 * s),
                    (r.right - 18 * s, r.centery),
                    ui.DIM if enabled else (110, 120, 115),
                    "midright",
                    shadow=False,
                )
        ui.blit_text(
            surface,
            "Arrows + Enter, or click.  H: hard mode.  Esc: quit.",
            int(22 * s),
            (w // 2, h - 26 * s),
            ui.DIM,
            "center",
        )
        if self.toast_time > 0:
            r = pygame.Rect(0, 0, min(w - 40, ui.font(24).size(self.toast)[0] + 40), 40)
            r.midbottom = (w // 2, h - 50 * s)
            ui.panel(surface, r, 220, 12)
            ui.blit_text(surface, self.toast, 24, r.center, ui.GOLD, "center")

    def draw_fan(self, surface: pygame.Surface) -> None:
        """A few cards fanned in each lower corner, for a bit of table atmosphere."""
        w, h = surface.get_size()
        for side, cards in ((-1, ("AS", "KH", "QD")), (1, ("7C", "8H", "9S"))):
            for i, card in enumerate(cards):
                img = pygame.transform.rotate(self.art.face(card), -side * (12 - i * 12) + side * 8)
                x = w // 2 + side * (w * 0.39) + i * side * 16 - img.get_width() / 2
                surface.blit(img, (x, h * 0.55 + abs(i - 1) * 10))
