"""Set up a SLOTKER match: 2-4 seats, each a person or the computer, an optional ante.

Mouse: click a seat to switch person/computer, the - and + to change a
number, Start. Keyboard: Up/Down pick a row, Left/Right change it, Enter
switches or starts, Esc goes back to the menu. The last choices are kept in
the settings so a rematch is one key away.
"""

from __future__ import annotations

import contextlib

import pygame

from game.engine import paint, theme, ui
from game.engine.backdrop import make_felt
from game.engine.input import KEYS
from game.engine.scene import Scene
from game.games.slotker.colours import SlotkerColours
from game.games.slotker.match_rules import MAX_SEATS, MIN_SEATS
from game.games.slotker.match_session import MATCH
from game.i18n import _, ngettext, pgettext
from game.session import restore

ANTES = (1, 2, 5, 10, 20, 25)
CHIPS = 100


class SetupScene(Scene):
    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.seed = seed
        self.computer = [False, True, True, True]  # per seat slot: is it the computer?
        self.count = 2
        self.ante_on = False
        self.ante = 5
        self.focus = 0
        self._bg: pygame.Surface | None = None
        self.rows: list[dict] = []
        self._load()
        self.layout()

    # --- choices ----------------------------------------------------------------------
    def _load(self) -> None:
        saved = self.app.settings.slotker_setup
        if not isinstance(saved, dict):
            return
        count = saved.get("count")
        if isinstance(count, int) and MIN_SEATS <= count <= MAX_SEATS:
            self.count = count
        flags = saved.get("computer")
        if isinstance(flags, list) and len(flags) == MAX_SEATS:
            self.computer = [bool(f) for f in flags]
        self.ante_on = bool(saved.get("ante_on", False))
        if saved.get("ante") in ANTES:
            self.ante = saved["ante"]

    def _save(self) -> None:
        self.app.settings.set(
            "slotker_setup",
            {
                "count": self.count,
                "computer": list(self.computer),
                "ante_on": self.ante_on,
                "ante": self.ante,
            },
        )

    def seats(self) -> list[tuple[str, bool]]:
        """(name, is_computer) for each seat chosen: no name of its own, so each is its
        number's default ("Player 3", "Computer 2"), written when drawn in the language
        on screen (``match_rules.seat_name``), not stored in the language of today."""
        return [("", self.computer[i]) for i in range(self.count)]

    def change(self, row: dict, step: int) -> None:
        kind = row["kind"]
        if kind == "count":
            self.count = max(MIN_SEATS, min(MAX_SEATS, self.count + step))
            self.layout()
        elif kind == "seat":
            self.computer[row["seat"]] = not self.computer[row["seat"]]
        elif kind == "ante_on":
            self.ante_on = not self.ante_on
        elif kind == "ante":
            k = ANTES.index(self.ante)
            self.ante = ANTES[max(0, min(len(ANTES) - 1, k + step))]
            self.ante_on = True
        else:
            return
        self.app.play_sound("click")

    def activate(self, row: dict) -> None:
        kind = row["kind"]
        if kind == "start":
            self.start()
        elif kind == "back":
            self.back()
        elif kind == "count":
            self.count = self.count + 1 if self.count < MAX_SEATS else MIN_SEATS
            self.app.play_sound("click")
            self.layout()
        elif kind == "ante":
            self.change(row, 1)
        else:
            self.change(row, 1)

    def start(self) -> None:
        """A new match; a saved one (if any) is left for it, and counts as abandoned."""
        self._save()
        self.app.play_sound("click")
        saved = self.app.saves.load(MATCH)
        if saved is not None:
            with contextlib.suppress(ValueError):
                restore(saved, self.app.ledger).abandon()
        ante = self.ante if self.ante_on else 0
        self.manager.replace(
            "slotker_match", seats=self.seats(), ante=ante, seed=self.seed, chips=CHIPS
        )

    def back(self) -> None:
        self._save()
        self.manager.replace("menu")

    # --- layout -------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.app.size
        s = self.s = min(w / 1280, h / 720)
        rw, rh, gap = int(620 * s), int(50 * s), int(10 * s)
        kinds: list[dict] = [{"kind": "count"}]
        kinds += [{"kind": "seat", "seat": i} for i in range(self.count)]
        kinds += [{"kind": "ante_on"}, {"kind": "ante"}, {"kind": "start"}, {"kind": "back"}]
        y = (h - 720 * s) / 2 + 120 * s
        for row in kinds:
            extra = int(14 * s) if row["kind"] in ("ante_on", "start") else 0
            y += extra
            r = pygame.Rect(0, 0, rw, rh)
            r.midtop = (w // 2, int(y))
            row["rect"] = r
            if row["kind"] in ("count", "ante"):
                b = int(rh * 0.8)
                row["plus"] = pygame.Rect(r.right - b - int(8 * s), r.y + (rh - b) // 2, b, b)
                row["minus"] = row["plus"].move(-b - int(120 * s), 0)
            y += rh + gap
        self.rows = kinds
        self.focus = min(self.focus, len(self.rows) - 1)

    def resize(self, size) -> None:
        self._bg = None
        self.layout()

    def label(self, row: dict) -> tuple[str, str]:
        kind = row["kind"]
        if kind == "count":
            return _("Seats"), str(self.count)
        if kind == "seat":
            i = row["seat"]
            who = _("Computer") if self.computer[i] else _("Person")
            return _("Seat {n}").format(n=i + 1), who
        if kind == "ante_on":
            return _("Ante"), pgettext("setting", "On") if self.ante_on else pgettext(
                "setting", "Off"
            )
        if kind == "ante":
            chips = ngettext("{n} chip", "{n} chips", self.ante).format(n=self.ante)
            return _("Ante size"), chips
        if kind == "start":
            return _("Start match"), ""
        return _("Menu"), ""

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for i, row in enumerate(self.rows):
                if row["rect"].collidepoint(event.pos):
                    self.focus = i
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, row in enumerate(self.rows):
                if not row["rect"].collidepoint(event.pos):
                    continue
                self.focus = i
                if "minus" in row and row["minus"].collidepoint(event.pos):
                    self.change(row, -1)
                elif "plus" in row and row["plus"].collidepoint(event.pos):
                    self.change(row, 1)
                else:
                    self.activate(row)
                return
        elif event.type == pygame.KEYDOWN:
            action = KEYS.action(event)
            row = self.rows[self.focus]
            if action == "up":
                self.focus = (self.focus - 1) % len(self.rows)
            elif action == "down":
                self.focus = (self.focus + 1) % len(self.rows)
            elif action == "left":
                self.change(row, -1)
            elif action == "right":
                self.change(row, 1)
            elif action in ("select", "act"):
                self.activate(row)
            elif action == "back":
                self.back()

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self._bg is None or self._bg.get_size() != (w, h):
            self._bg = make_felt((w, h), theme.FELT.match_setup)
        surface.blit(self._bg, (0, 0))
        s = self.s
        top = (h - 720 * s) / 2
        ui.blit_text(
            surface,
            _("SLOTKER match"),
            int(64 * s),
            (w // 2, top + 52 * s),
            ui.GOLD,
            "center",
            bold=True,
        )
        intro = ngettext(
            "Each seat plays one run; the highest set wins. Everyone starts with {n} chip.",
            "Each seat plays one run; the highest set wins. Everyone starts with {n} chips.",
            CHIPS,
        ).format(n=CHIPS)
        said = ui.fit(intro, int(24 * s), w - 40)
        ui.blit_fitted(surface, said, (w // 2, top + 96 * s), ui.INK, "center")
        for i, row in enumerate(self.rows):
            self._draw_row(surface, row, i == self.focus)
        keys = _(
            "{up}/{down} pick, {left}/{right} change, {select} switches or starts, {back}: menu"
        ).format(**{a: KEYS.label(a) for a in ("up", "down", "left", "right", "select", "back")})
        # a pad's longer names wrap onto a second line under the rows
        line = ui.sized_font(ui.pixel_size(ui.text_px(21, s)), False).get_linesize()
        said = ui.fit(keys, ui.text_px(21, s), w - 32, height=2 * line)
        if said.lines == 1:
            ui.blit_fitted(surface, said, (w // 2, h - 24 * s), ui.DIM, "center")
        else:
            ui.blit_fitted(surface, said, (w // 2, h - 6 * s), ui.DIM, "midbottom")

    def _draw_row(self, surface: pygame.Surface, row: dict, focused: bool) -> None:
        s = self.s
        r = row["rect"]
        kind = row["kind"]
        button = kind in ("start", "back")
        dim = kind == "ante" and not self.ante_on
        ink: SlotkerColours = theme.current().section("slotker")
        base: tuple[int, ...] = theme.TILE_LIT if focused else theme.TILE
        if kind == "start":
            base = ink.start_lit if focused else ink.start
        paint.rect(surface, base, r, border_radius=int(12 * s))
        paint.rect(
            surface,
            ui.GOLD if focused else ink.row_edge,
            r,
            3 if focused else 1,
            border_radius=int(12 * s),
        )
        name, value = self.label(row)
        size = int(30 * s)
        if button:
            ui.blit_text(surface, name, size, r.center, ui.INK, "center", bold=kind == "start")
            return
        ui.blit_text(
            surface, name, size, (r.x + 22 * s, r.centery), ui.DIM if dim else ui.INK, "midleft"
        )
        colour = ui.DIM if dim else ui.GOLD
        if kind == "seat":
            colour = ui.ACCENT if self.computer[row["seat"]] else ui.GOOD
        if "plus" in row:
            minus, plus = row["minus"], row["plus"]
            for rect, sign in ((minus, "-"), (plus, "+")):
                paint.rect(surface, ink.stepper, rect, border_radius=int(8 * s))
                paint.rect(surface, theme.QUIET, rect, 1, border_radius=int(8 * s))
                ui.blit_text(surface, sign, int(34 * s), rect.center, ui.INK, "center", bold=True)
            mid = ((minus.right + plus.x) // 2, r.centery)
            ui.blit_text(surface, value, size, mid, colour, "center", bold=True)
        else:
            hint = (
                _("  ({key} or click switches)").format(key=KEYS.label("select")) if focused else ""
            )
            ui.blit_text(
                surface,
                value + hint,
                size,
                (r.right - 22 * s, r.centery),
                colour,
                "midright",
                bold=True,
            )
