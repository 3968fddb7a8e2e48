"""F1 / ? : a game's rules in short, its controls, and what hard mode changes.

*Full rules* (R) shows the game's section of the rules booklet (docs/rules.md)
in the same page, and O opens the booklet in the browser; *Tutorial* (T)
closes the help with the choice ``("tutorial", game)``."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.backdrop import shade
from game.engine.booklet import booklet_path, section
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
        self.full = False  # the booklet's section instead of the short help
        self._page: pygame.Surface | None = None
        self.buttons: list[ui.Button] = []
        self.layout_buttons()

    def close(self, choice=None) -> None:
        """Help hands back no choice (the scene below just resumes), or the tutorial."""
        self.manager.pop(choice=choice)

    def layout_buttons(self) -> None:
        box = self.box_rect(self.app.size)
        y, h = box.bottom - 64, 40
        self.buttons = [
            ui.Button(
                "full",
                "Full rules",
                pygame.Rect(box.x + 30, y, 190, h),
                self.toggle_full,
                key_hint="R",
            ),
            ui.Button(
                "browser",
                "In browser",
                pygame.Rect(box.x + 230, y, 190, h),
                self.open_browser,
                key_hint="O",
            ),
        ]
        if self.game in TITLES:
            r = pygame.Rect(box.right - 220, y, 190, h)
            self.buttons.append(ui.Button("tutorial", "Tutorial", r, self.tutorial, key_hint="T"))

    def toggle_full(self) -> None:
        """Short help <-> the booklet's full section for this game."""
        self.full = not self.full
        self.scroll = 0
        self._page = None

    def open_browser(self) -> None:
        import webbrowser

        webbrowser.open(booklet_path().as_uri())

    def tutorial(self) -> None:
        self.close(("tutorial", self.game))

    @staticmethod
    def box_rect(size) -> pygame.Rect:
        w, h = size
        box = pygame.Rect(0, 0, min(900, w - 30), h - 40)
        box.center = (w // 2, h // 2)
        return box

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            action = key_action(event)
            if event.key == pygame.K_r:
                self.toggle_full()
            elif event.key == pygame.K_o:
                self.open_browser()
            elif event.key == pygame.K_t and self.game in TITLES:
                self.tutorial()
            elif action in ("back", "help", "select"):
                self.close()
            elif action == "down":
                self.scroll += 40
            elif action == "up":
                self.scroll = max(0, self.scroll - 40)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((b for b in self.buttons if b.rect.collidepoint(event.pos)), None)
            if hit is not None:
                hit.action()
            else:
                self.close()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 40)

    def resize(self, size) -> None:
        self._page = None
        self.layout_buttons()

    def page(self, width: int) -> pygame.Surface:
        """The text, laid out once per width."""
        if self._page is not None and self._page.get_width() == width:
            return self._page
        info = help_for(self.game)
        step = int(24 * 1.15)
        blocks: list[tuple[str, bool, tuple]] = [
            ("Full rules (from the rules booklet, docs/rules.md)", True, ui.GOLD),
            *[(line, False, ui.INK) for line in section(self.game)],
        ]
        if not self.full:
            blocks = [
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
        box = self.box_rect((w, h))
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
        view = pygame.Rect(box.x + 30, box.y + 80, box.w - 60, box.h - 160)
        self.scroll = min(self.scroll, max(0, page.get_height() - view.h))
        surface.blit(page, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        ui.blit_text(
            surface,
            "Esc, Enter or click to close"
            + ("   Up/Down or the wheel: scroll" if page.get_height() > view.h else ""),
            22,
            (box.centerx, box.bottom - 16),
            ui.DIM,
            "center",
        )
        for btn in self.buttons:
            btn.draw(surface, focused=btn.name == "full" and self.full)
