"""F1 / ? : a game's rules in short, its controls, and what hard mode changes; or, from
the menu, the collection's own page, with Left and Right turning through every page.

*Full rules* (R) shows the game's section of the rules booklet (docs/rules.md)
in the same page, and the button, now *Summary* (R again), brings the short help
back, as the footer says; O opens the booklet in the browser; *Tutorial* (T)
closes the help with the choice ``("tutorial", game)``."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import theme, ui
from game.engine.backdrop import shade
from game.engine.booklet import booklet_path, contents, section
from game.engine.input import HELP_KEYS, LAST, mouse_action
from game.engine.scene import Scene
from game.engine.spoken import sentences
from game.i18n import _, language
from game.scenes.help_arcade import ARCADE, PAGES, hard_heading, page_title, sections


class HelpScene(Scene):
    """One help page over the scene below. ``browse`` (the menu's help) lets Left and
    Right turn to the other pages: the collection's and each game's."""

    opaque = False

    def __init__(self, app, game: str, browse: bool = False) -> None:
        super().__init__(app)
        self.game = game
        self.browse = browse and game in PAGES
        self.scroll = 0
        self.full = False  # the booklet's section instead of the short help
        self._page: pygame.Surface | None = None
        self.buttons: list[ui.Button] = []
        self.view_h = 0  # the height of the text's window, as last drawn
        self._spoken: tuple[tuple, str] = ((), "")  # the page's words said aloud, and for what
        self.layout_buttons()

    def spoken_screen(self) -> str:
        return sentences(self.spoken_focus())

    def spoken_focus(self) -> list[str]:
        """The page read whole: its title and its text (worked out once per page, the
        summary or the full rules, the device's keys and the language)."""
        shown = (self.game, self.full, LAST.pad, language())
        if self._spoken[0] != shown:
            text = [page_title(self.game), *(b[0].removeprefix("• ") for b in self.blocks())]
            self._spoken = (shown, sentences(text))
        return [self._spoken[1]]

    def close(self, choice=None) -> None:
        """Help hands back no choice (the scene below just resumes), or the tutorial."""
        self.manager.pop(choice=choice)

    def turn(self, step: int) -> None:
        """Left/Right while browsing: the next or previous page."""
        self.game = PAGES[(PAGES.index(self.game) + step) % len(PAGES)]
        self.scroll = 0
        self.full = False
        self._page = None
        self.layout_buttons()

    @property
    def scale(self) -> float:
        return ui.overlay_scale(self.app.size)

    def box_rect(self, size) -> pygame.Rect:
        w, h = size
        s = self.scale
        box = pygame.Rect(0, 0, min(ui.px(940, s), w - 30), h - ui.px(40, s))
        box.center = (w // 2, h // 2)
        return box

    def layout_buttons(self) -> None:
        """Full rules (Summary while the full rules are on show) and In browser on every
        page; Tutorial on a game's page."""
        box, s = self.box_rect(self.app.size), self.scale
        y, h, bw = box.bottom - ui.px(104, s), ui.px(40, s), ui.px(190, s)
        pad = ui.px(30, s)
        first = pygame.Rect(box.x + pad, y, bw, h)
        second = first.move(bw + max(ui.px(10, s), 2 * ui.ring_reach()), 0)  # clear of the ring
        self.buttons = [
            ui.Button(
                "full",
                _("Summary") if self.full else _("Full rules"),
                first,
                self.toggle_full,
                key_hint=HELP_KEYS.hint("full_rules"),
            ),
            ui.Button(
                "browser",
                _("In browser"),
                second,
                self.open_browser,
                key_hint=HELP_KEYS.hint("browser"),
            ),
        ]
        if self.has_tutorial:
            r = pygame.Rect(box.right - pad - bw, y, bw, h)
            self.buttons.append(
                ui.Button(
                    "tutorial",
                    _("Tutorial"),
                    r,
                    self.tutorial,
                    key_hint=HELP_KEYS.hint("tutorial"),
                )
            )
        if self.browse:  # the pages turn with the mouse too: an arrow each side of the title
            side = ui.px(48, s)
            left = pygame.Rect(box.x + pad, box.y + ui.px(16, s), side, side)
            right = left.move(box.w - 2 * pad - side, 0)
            self.buttons += [
                ui.Button("previous", "", left, lambda: self.turn(-1)),
                ui.Button("next", "", right, lambda: self.turn(1)),
            ]

    def toggle_full(self) -> None:
        """Short help <-> the booklet's full section for this page (the button says
        which one it brings)."""
        self.full = not self.full
        self.scroll = 0
        self._page = None
        self.layout_buttons()

    def open_browser(self) -> None:
        import webbrowser

        webbrowser.open(booklet_path(self.game).as_uri())

    @property
    def has_tutorial(self) -> bool:
        """Is this page a game's with a tutorial (its catalog entry names one)?"""
        info = catalog.find(self.game)
        return info is not None and info.has_tutorial

    def shoulders_turn(self, event=None) -> bool:
        """In the menu's help (pages to browse) a pad's shoulders turn the pages, as the
        README says; the D-pad scrolls. Elsewhere they scroll a window's height."""
        pad = LAST.pad if event is None else bool(getattr(event, "pad", None))
        return self.browse and pad

    def tutorial(self) -> None:
        self.close(("tutorial", self.game))

    def handle_event(self, event) -> None:
        line = ui.px(40, self.scale)
        if event.type == pygame.KEYDOWN:
            action = HELP_KEYS.action(event)
            if action == "full_rules":
                self.toggle_full()
            elif action == "browser":
                self.open_browser()
            elif action == "tutorial" and self.has_tutorial:
                self.tutorial()
            elif action in ("back", "help", "select", "act"):
                self.close()
            elif action == "down":
                self.scroll += line
            elif action == "up":
                self.scroll = max(0, self.scroll - line)
            elif action in ("page_down", "page_up") and self.shoulders_turn(event):
                self.turn(1 if action == "page_down" else -1)
            elif action in ("page_down", "page_up"):  # a window's height less a line
                page = max(line, self.view_h - line)
                self.scroll = max(0, self.scroll + (page if action == "page_down" else -page))
            elif action in ("top", "bottom"):
                self.scroll = 0 if action == "top" else 10**9  # drawing clamps it
            elif action in ("left", "right") and self.browse:
                self.turn(1 if action == "right" else -1)
            elif action == "mute":
                self.app.toggle_sound()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = next((b for b in self.buttons if b.rect.collidepoint(event.pos)), None)
            if hit is not None:
                hit.action()
            else:
                self.close()
        elif event.type == pygame.MOUSEWHEEL:  # the wheel scrolls as Up and Down do
            notches = abs(event.y) * (1 if mouse_action(event) == "down" else -1)
            self.scroll = max(0, self.scroll + notches * line)

    def resize(self, size) -> None:
        self._page = None
        self.layout_buttons()

    def blocks(self) -> list[tuple[str, bool, tuple]]:
        """(text, is heading, colour) for the page: the short help or the full rules."""
        if self.full:
            lines = contents() if self.game == ARCADE else section(self.game)
            where = f"docs/{booklet_path(self.game).name}"  # the booklet in the language in force
            words = _("Full rules (from the rules booklet, {file})").format(file=where)
            head = (words, True, ui.GOLD)
            return [head, *[(line, False, ui.INK) for line in lines]]
        out: list[tuple[str, bool, tuple]] = []
        hard = hard_heading()
        for heading, lines in sections(self.game):
            out.append((heading, True, ui.GOLD))
            colour = ui.ACCENT if heading == hard else ui.INK
            out += [("• " + line, False, colour) for line in lines]
        return out

    def page(self, width: int) -> pygame.Surface:
        """The text, laid out once per width and page."""
        shown = (width, LAST.pad)  # the keys' names change with the device last used
        if self._page is not None and getattr(self, "_page_for", None) == shown:
            return self._page
        s = self.scale
        body, head = ui.px(24, s, ui.MIN_TEXT), ui.px(32, s, ui.MIN_TEXT)
        step = int(body * 1.15)
        blocks = self.blocks()

        def height(text: str, heading: bool) -> int:
            if heading:
                return ui.px(10, s) + int(head * 1.15)
            return ui.text_block(text, body, width - 20, line_height=step).get_height()

        page = pygame.Surface((width, sum(height(*b[:2]) for b in blocks)), pygame.SRCALPHA)
        y = 0
        for text, heading, colour in blocks:
            if heading:
                ui.blit_text(page, text, head, (0, y + ui.px(10, s)), colour, bold=True)
            else:
                ui.blit_block(page, text, body, (0, y), width - 20, colour, line_height=step)
            y += height(text, heading)
        self._page, self._page_for = page, shown
        return page

    def footer(self, scrolls: bool) -> str:
        """The keys of the page: in the full rules first the way back to the summary."""
        key = HELP_KEYS.label
        parts = []
        if self.full:
            parts.append(_("{key}: back to the summary").format(key=key("full_rules")))
        parts.append(
            _("{back}, {select} or click: close").format(back=key("back"), select=key("select"))
        )
        if scrolls:  # the keys of the device in use, as the player bound them
            keys = [HELP_KEYS.pair("up", "down")]
            if not self.shoulders_turn():
                keys.append(HELP_KEYS.pair("page_up", "page_down"))
            # TRANSLATORS: {keys} is one or two pairs of keys ("Up/Down, PgUp/PgDn")
            words = _("{keys} or wheel: scroll").format(keys=", ".join(k for k in keys if k))
            parts.append(words)
        if self.browse:
            turn = HELP_KEYS.pair("left", "right")
            if self.shoulders_turn():
                turn = HELP_KEYS.pair("page_up", "page_down")
            text = (
                # TRANSLATORS: {keys} is a pair of keys ("Left/Right")
                _("{keys} or the arrows: other pages ({page}/{pages})")
                if turn
                else _("the arrows: other pages ({page}/{pages})")
            )
            parts.append(text.format(keys=turn, page=PAGES.index(self.game) + 1, pages=len(PAGES)))
        return "   ·   ".join(parts)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        shade(surface, theme.current().veil(150))
        box = self.box_rect((w, h))
        ui.panel(surface, box, 240, ui.px(20, s))
        title = page_title(self.game)
        room = box.w - ui.px(40, s) - (2 * ui.px(48 + 40, s) if self.browse else 0)
        size = ui.fit_size(title, ui.px(46, s, ui.MIN_TEXT), room, bold=True)
        at = (box.centerx, box.y + ui.px(40, s))
        ui.blit_text(surface, title, size, at, ui.GOLD, "center", bold=True)
        pad = ui.px(30, s)
        page = self.page(box.w - 2 * pad)
        view = pygame.Rect(
            box.x + pad, box.y + ui.px(80, s), box.w - 2 * pad, box.h - ui.px(190, s)
        )
        self.scroll = min(self.scroll, max(0, page.get_height() - view.h))
        self.view_h = view.h
        surface.blit(page, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        foot = self.footer(page.get_height() > view.h)
        # where even the smallest text cannot hold all of it, its last parts are left out
        words = ui.shorter(foot, "   ·   ")
        foot, size = ui.fit_words(words, ui.px(22, s, ui.MIN_TEXT), box.w - ui.px(40, s))
        at = (box.centerx, box.bottom - ui.px(26, s))
        ui.blit_text(surface, foot, size, at, ui.DIM, "center", exact=True)
        for btn in self.buttons:
            btn.draw(surface, focused=btn.name == "full" and self.full)
            if btn.name in ("previous", "next"):
                way = "left" if btn.name == "previous" else "right"
                ui.arrow(surface, btn.rect.center, btn.rect.h * 0.45, way, ui.INK)
