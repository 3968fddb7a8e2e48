"""F1 / ? : a game's rules in short, its controls, and what hard mode changes."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.backdrop import shade
from game.engine.input import key_action
from game.engine.scene import Scene
from game.rules import TITLES
from game.scenes.help_text import COMMON_KEYS, RESULTS_POLICY, help_for


class HelpScene(Scene):
    opaque = False

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.scroll = 0
        self._page: pygame.Surface | None = None

    def close(self) -> None:
        """Help hands back no choice: the scene below just resumes."""
        self.manager.pop()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            action = key_action(event)
            if action in ("back", "help", "select"):
                self.close()
            elif action == "down":
                self.scroll += 40
            elif action == "up":
                self.scroll = max(0, self.scroll - 40)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.close()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 40)

    def resize(self, size) -> None:
        self._page = None

    def page(self, width: int) -> pygame.Surface:
        """The text, laid out once per width."""
        if self._page is not None and self._page.get_width() == width:
            return self._page
        info = help_for(self.game)
        blocks: list[tuple[str, int, tuple]] = [("Rules", 32, ui.GOLD)]
        for line in info["rules"]:
            blocks += [(t, 24, ui.INK) for t in ui.wrap("• " + line, 24, width - 20)]
        blocks.append(("Controls", 32, ui.GOLD))
        for line in [*info["controls"], *COMMON_KEYS]:
            blocks += [(t, 24, ui.INK) for t in ui.wrap("• " + line, 24, width - 20)]
        blocks.append(("How deals count", 32, ui.GOLD))
        for line in RESULTS_POLICY:
            blocks += [(t, 24, ui.INK) for t in ui.wrap("• " + line, 24, width - 20)]
        blocks.append(("Hard mode", 32, ui.GOLD))
        blocks += [(t, 24, ui.ACCENT) for t in ui.wrap(str(info["hard"]), 24, width - 20)]
        height = sum(int(size * 1.15) + (10 if size > 24 else 0) for _, size, _ in blocks)
        page = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for text, size, colour in blocks:
            if size > 24:
                y += 10
            ui.blit_text(page, text, size, (0, y), colour, bold=size > 24)
            y += int(size * 1.15)
        self._page = page
        return page

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        shade(surface, (0, 0, 0, 150))
        box = pygame.Rect(0, 0, min(900, w - 30), h - 40)
        box.center = (w // 2, h // 2)
        ui.panel(surface, box, 240, 20)
        ui.blit_text(
            surface,
            f"How to play {help_for(self.game).get('title', TITLES.get(self.game, ''))}",
            46,
            (box.centerx, box.y + 40),
            ui.GOLD,
            "center",
            bold=True,
        )
        page = self.page(box.w - 60)
        view = pygame.Rect(box.x + 30, box.y + 80, box.w - 60, box.h - 130)
        self.scroll = min(self.scroll, max(0, page.get_height() - view.h))
        surface.blit(page, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        ui.blit_text(
            surface,
            "Esc, Enter or click to close" + ("   ↑↓ scroll" if page.get_height() > view.h else ""),
            22,
            (box.centerx, box.bottom - 26),
            ui.DIM,
            "center",
        )
