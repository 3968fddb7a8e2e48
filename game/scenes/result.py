"""The end-of-game overlay: what happened, why, and what next."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import pygame

from game.engine import paint, theme, ui
from game.engine.keymaps import RESULT_KEYS
from game.engine.spoken import OVER, sentences
from game.i18n import N_, _
from game.scenes.overlay import ButtonRowOverlay

# choice -> (label, the action whose key the button shows); a result screen shows the
# buttons it is given, in order; labels are marked here and translated when laid out
BUTTONS: dict[str, tuple[str, str]] = {
    "new": (N_("New deal"), "new"),
    "undo": (N_("Undo"), "undo"),
    "restart": (N_("Restart"), "restart"),
    "watch": (N_("Watch again"), "watch"),
    "copy_code": (N_("Copy code"), "copy_code"),
    "menu": (N_("Menu"), "back"),
    "next": (N_("Next game"), "select"),  # an arcade run's games (game/table/run.py)
    "total": (N_("Run total"), "select"),
    "new_run": (N_("New run"), "new"),
}
SECOND_ROW = ("watch", "copy_code")
# the box's edge: gold for a win, a faint white for the rest (high contrast has its own)
GOLD_EDGE, LOST_EDGE = theme.Ink("gold", 180), theme.Ink("rim", 60)


class ResultOverlay(ButtonRowOverlay):
    """A box of results over the table with a row of choices along its bottom: each
    button closes the overlay with its choice, Esc with "menu". The deal's result and a
    SLOTKER round's share it; each lays out its own box (``layout``)."""

    def layout(self) -> None:
        """Place the box and its buttons for the window's size."""

    def button_row(self, actions: Sequence[tuple[str, str, str]], x: int, y: int, size, gap):
        """One button of ``size`` per (choice, label, key hint), from (x, y) rightwards."""
        bw, bh = size
        self.buttons = []
        for i, (name, label, key) in enumerate(actions):
            r = pygame.Rect(x + i * (bw + gap), y, bw, bh)
            hint = RESULT_KEYS.hint(BUTTONS[name][1]) if name in BUTTONS else key
            self.buttons.append(ui.Button(name, label, r, partial(self.close, name), key_hint=hint))

    def resize(self, size) -> None:
        self.layout()

    def on_back(self) -> None:
        self.close("menu")


class ResultScene(ResultOverlay):
    """Won or lost: a title, lines of why, the figures of the deal as tiles (time, moves,
    undos, hints, score), and buttons. Each button closes the overlay with its choice
    ("new", "undo", "restart", "menu"); N, U (or Ctrl+Z) and R press the button of that
    name when it is shown, Esc chooses "menu". The box is as tall as what it holds and
    scales with the window like every overlay."""

    keys = RESULT_KEYS
    spoken_kept = True  # the deal's end is never cut off by what is said next

    def __init__(
        self,
        app,
        title: str,
        lines: Sequence[str] = (),
        won: bool = False,
        buttons: Sequence[str] = ("new", "restart", "menu"),
        figures: Sequence[tuple[str, str]] = (),
        code: str | None = None,
    ) -> None:
        super().__init__(app)
        self.code = code  # the deal's code with its moves: Copy code puts it on the clipboard
        unknown = [b for b in buttons if b not in BUTTONS]
        if unknown:
            raise ValueError(f"result screen buttons {unknown} are not among {list(BUTTONS)}")
        self.title = title
        self.lines = list(lines)
        self.won = won
        self.choices = list(buttons)
        self.figures = list(figures)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        s = self.scale = ui.overlay_scale((w, h))
        width = min(ui.px(720, s), w - 40)
        self.text_size = ui.px(28, s, ui.MIN_TEXT)
        self.text_width = width - ui.px(60, s)
        text_h = sum(self._block(line).get_height() for line in self.lines)
        text_h += ui.px(10, s) * max(0, len(self.lines) - 1)
        self.tile_h = ui.px(78, s) if self.figures else 0
        height = ui.px(100, s) + text_h + ui.px(24, s)
        pad, gap, bh = ui.px(20, s), ui.px(12, s), ui.px(50, s)
        # Watch again and Copy code sit on a row of their own above the deal's choices,
        # so every label keeps its size in a small window
        extra = [c for c in self.choices if c in SECOND_ROW]
        main = [c for c in self.choices if c not in SECOND_ROW]
        height += self.tile_h + (ui.px(24, s) if self.figures else 0) + ui.px(90, s)
        height += (bh + gap) if extra else 0
        box = self.box = pygame.Rect(0, 0, width, min(height, h - 20))
        box.center = (w // 2, h // 2)
        buttons: list[ui.Button] = []  # the deal's choices first: Enter still means New deal
        for names, up in ((main, 0), (extra, bh + gap)):
            if names:
                n = len(names)
                bw = (box.w - 2 * pad - gap * (n - 1)) // n
                y = box.bottom - pad - bh - (up if main and extra else 0)
                actions = [(nm, _(BUTTONS[nm][0]), "") for nm in names]  # keys: BUTTONS
                self.button_row(actions, box.x + pad, y, (bw, bh), gap)
                buttons += self.buttons
        self.buttons = buttons
        for btn in self.buttons:
            if btn.name == "copy_code":
                btn.action = self.copy_code

    def spoken_screen(self) -> str:
        """The result as it comes up: the title, the lines, each figure with its name,
        and the focused button."""
        figures = [f"{label} {value}" for label, value in self.figures]
        said = [_(OVER), self.title, *self.lines, *figures, *self.spoken_focus()]
        return sentences(said)

    def copy_code(self) -> None:
        """The code goes on the clipboard (or is shown to copy by hand); the screen stays."""
        from game.engine import clipboard

        if self.code is None:
            return
        copied, by_hand = _("Code copied: {code}"), _("Copy this code by hand: {code}")
        said = {copied.format(code=self.code), by_hand.format(code=self.code)}
        self.lines = [ln for ln in self.lines if ln not in said]
        self.lines.append((copied if clipboard.put(self.code) else by_hand).format(code=self.code))
        self.layout()

    def _block(self, line: str) -> pygame.Surface:
        return ui.text_block(
            line, self.text_size, self.text_width, align="center", line_height=self.text_size
        )

    def on_key(self, event, action: str | None) -> None:
        if action == "copy_code" and action in self.choices:
            self.copy_code()
        elif action in ("new", "undo", "restart", "watch") and action in self.choices:
            self.close(action)
        elif action == "new" and "new_run" in self.choices:
            self.close("new_run")

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.shade(surface, 110 if self.won else 130)
        ui.panel(
            surface,
            self.box,
            235,
            ui.px(22, s),
            border=GOLD_EDGE if self.won else LOST_EDGE,
        )
        k = min(1.0, self.age / 0.25)
        full = ui.fit_size(self.title, ui.px(64, s, ui.MIN_TEXT), self.box.w - ui.px(40, s), True)
        size = max(ui.MIN_TEXT, int(full * (0.6 + 0.4 * k)))
        ui.blit_text(
            surface,
            self.title,
            size,
            (self.box.centerx, self.box.y + ui.px(52, s)),
            ui.GOLD if self.won else ui.INK,
            "center",
            bold=True,
        )
        y = self.box.y + ui.px(100, s)
        for line in self.lines:
            pos = (self.box.centerx, y)
            y = ui.blit_block(
                surface,
                line,
                self.text_size,
                pos,
                self.text_width,
                anchor="midtop",
                align="center",
                line_height=self.text_size,
            ).bottom + ui.px(10, s)
        if self.figures:
            self.draw_figures(surface, y + ui.px(14, s))
        for i, btn in enumerate(self.buttons):
            btn.draw(surface, focused=i == self.focus)

    def draw_figures(self, surface: pygame.Surface, top: int) -> None:
        """One tile per figure, side by side: the value large, its name small above."""
        s = self.scale
        n = len(self.figures)
        pad, gap = ui.px(30, s), ui.px(10, s)
        room = self.box.w - 2 * pad - gap * (n - 1)
        small = ui.px(18, s, ui.MIN_TEXT)
        # each tile as wide as its name needs ("Подсказки" in large print), the rest shared
        needs = [ui.measure(label, small)[0] + ui.px(16, s) + 6 for label, _value in self.figures]
        spare = room - sum(needs)
        widths = [need + spare // n for need in needs] if spare >= 0 else [room // n] * n
        x = self.box.x + pad
        for (label, value), tw in zip(self.figures, widths, strict=True):
            r = pygame.Rect(x, top, tw, self.tile_h)
            x += tw + gap
            paint.rect(surface, theme.FIGURE, r, border_radius=ui.px(10, s))
            edge = ui.GOLD if self.won else theme.FIGURE_EDGE
            paint.rect(surface, edge, r, 1, border_radius=ui.px(10, s))
            ui.blit_text(surface, label, small, (r.centerx, r.y + ui.px(8, s)), ui.DIM, "midtop")
            big = ui.fit_size(value, ui.px(36, s, ui.MIN_TEXT), r.w - ui.px(10, s), bold=True)
            at = (r.centerx, r.bottom - ui.px(8, s))
            ui.blit_text(surface, value, big, at, ui.INK, "midbottom", bold=True)
