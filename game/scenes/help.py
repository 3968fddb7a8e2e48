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
        step = int(24 * 1.15)
        blocks: list[tuple[str, bool, tuple]] = [
            ("Rules", True, ui.GOLD),
            *[("• " + line, False, ui.INK) for line in info["rules"]],
            ("Controls", True, ui.GOLD),
            *[("• " + line, False, ui.INK) for line in [*info["controls"], *COMMON_KEYS]],
            ("How deals count", True, ui.GOLD),
            *[("• " + line, False, ui.INK) for line in RESULTS_POLICY],
            ("Hard mode", True, ui.GOLD),
            (str(info["hard"]), False, ui.ACCENT),
        ]

        def height(text: str, heading: bool) -> int:
            if heading:
                return 10 + int(32 * 1.15)
            return ui.text_block(text, 24, width - 20, line_height=step).get_height()

        page = pygame.Surface((width, sum(height(*b[:2]) for b in blocks)), pygame.SRCALPHA)
        y = 0
        for text, heading, colour in blocks:
            if heading:
                ui.blit_text(page, text, 32, (0, y + 10), colour, bold=True)
            else:
                ui.blit_block(page, text, 24, (0, y), width - 20, colour, line_height=step)
            y += height(text, heading)
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
            "Esc, Enter or click to close"
            + ("   Up/Down or the wheel: scroll" if page.get_height() > view.h else ""),
            22,
            (box.centerx, box.bottom - 26),
            ui.DIM,
            "center",
        )
