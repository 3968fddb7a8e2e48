"""What the SLOTKER machine shows around its reels: the lights and the lever under the
cards, and over them the header, the high-set tray and its line, the ranking ladder,
the left panel and the prompt. A solo run's words are here; the match's HUD
(``game.games.slotker.match_scene.MatchHud``) says its seats' instead.

The ladder and the panel are kept as strips (game.engine.strips), repainted
only where what they show changed.
"""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.input import LAST
from game.engine.keymaps import built
from game.engine.strips import Backing, Strip, StripPanel
from game.games.slotker.cabinet import (
    HIGH,
    TRIM,
    Glass,
    Halos,
    draw_bulbs,
    draw_lever,
    draw_reels,
    paint_cabinet,
)
from game.games.slotker.keys import LAYER
from game.games.slotker.ladder import (
    draw_captions,
    draw_high_label,
    draw_prompt,
    draw_run_label,
    draw_tray_labels,
    ladder_ground,
    ladder_strips,
    paint_ladder,
    paint_runs_panel,
    runs_rows,
)
from game.games.slotker.rank import describe
from game.i18n import _
from game.rules import cards as C

SLOTKER_KEYS = built(LAYER)


class SlotkerHud:
    """The machine's painted pieces for one SLOTKER scene, and the words they show."""

    def __init__(self, scene) -> None:  # the SlotkerScene that owns it
        self.scene = scene
        self._ladder_strips = StripPanel()
        self._panel_strips = StripPanel()
        # both panels painted onto the felt under them, strip by strip (game.engine.strips)
        self._backing = {"ladder": Backing(), "seats": Backing()}
        self._glass = Glass()
        self._halos = Halos()

    def forget(self) -> None:
        """The window changed size: every cached piece is painted again."""
        self._ladder_strips.forget()
        self._panel_strips.forget()
        self._glass.clear()
        self._halos.clear()

    def px(self, v: float) -> int:
        return ui.text_px(v, self.scene.vp.scale)

    # --- under the cards ---------------------------------------------------------------
    def paint_background(self, surf: pygame.Surface) -> None:
        sc = self.scene
        paint_cabinet(surf, sc.slot_rect, sc.vp.scale, sc.art.slot())

    def draw_table(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s, busy = sc.vp.scale, sc.timeline.busy
        draw_bulbs(surface, sc.slot_rect("cabinet"), s, sc.clock, sc.flash_bulbs > 0)
        if sc.reels:
            draw_reels(surface, sc.reels.values(), sc.slot_rect, self._reel_point, sc.art, s)
        glowing = sc.deal_open() and not busy
        draw_lever(surface, sc.slot_rect("lever"), s, sc.lever.pull, glowing, sc.clock)
        if not busy and sc.options and sc.show_options():
            give = {o["index"] for o in sc.options}
            self._halos.draw(surface, sc.art, sc.slot_rect, s, give, sc.clock)
        if not sc.shown_high:
            img = sc.art.slot(TRIM)
            for slot in HIGH:
                surface.blit(img, img.get_rect(center=sc.slot_rect(slot).center))

    def _reel_point(self, slot: str) -> tuple[float, float]:
        """A reel's top left on screen."""
        return self.scene.vp.point(*self.scene.slot_pos(slot))

    # --- over the cards ----------------------------------------------------------------
    def draw_hud(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g, s, rect = sc.game, sc.vp.scale, sc.slot_rect
        sc.draw_header(surface, self.deal_text(), sizes=(self.px(40), self.px(26)))
        clock = sc.clock_words  # last frame's: the clock is drawn after the HUD
        draw_run_label(surface, rect, s, self.run_text(), self.short_run_text(), clock)
        self._glass.draw(surface, rect, s)
        wordings, held = self.high_words()
        draw_high_label(surface, rect, s, wordings, held)
        draw_tray_labels(surface, rect, s, len(g.pool))
        background = sc.background(surface.get_size())
        for slot, strips in (("ladder", self.ladder_image()), ("seats", self.panel_strips())):
            at = rect(slot)
            backed = self._backing[slot].strips(surface, strips, at.topleft, background)
            for (x, y), img in backed:
                surface.blit(img, (at.x + x, at.y + y))
        lit = bool(sc.options) and sc.show_options()
        if not sc.timeline.busy and lit:
            draw_captions(surface, sc.options, rect, s)
        draw_prompt(surface, rect("prompt"), s, self.prompt(), lit)

    def draw_label(self) -> list[pygame.Rect]:
        """Where the machine's DRAW label sits, over the replacement reel: banners keep
        off it."""
        rep = self.scene.slot_rect("replacement")
        return [pygame.Rect(rep.x, rep.y - round(34 * self.scene.vp.scale), rep.w, rep.h)]

    # --- the words ---------------------------------------------------------------------
    def high_words(self) -> tuple[tuple[str, ...], bool]:
        """The line over the high-set tray, its wordings longest first (the short ones
        where the long one has no room), and whether it names a set."""
        g = self.scene.game
        if g.high_set:
            text = _("{title}:  {set}").format(title=self.high_title(), set=describe(g.high_set))
            return (text,), True
        return self.no_high_text(), False

    def high_title(self) -> str:
        g = self.scene.game
        if g.status == "won":
            return _("WINNING SET")
        if g.status != "playing":
            return _("HIGH SET")  # nothing is left to beat once the game is over
        return _("TO BEAT") if self.scene.shown_run > 1 else _("HIGH SET")

    def run_text(self) -> str:
        return _("Run {run} of {runs}").format(run=self.scene.shown_run, runs=self.scene.game.runs)

    def short_run_text(self) -> str:
        """The run label where the whole one has no room ("" : none shorter)."""
        return ""

    def deal_text(self) -> tuple[str, ...] | None:
        """The header's deal words: the session's label and mode (a match says its own)."""
        return None

    def no_high_text(self) -> tuple[str, ...]:
        """The line over the empty high-set tray, longest first: the short one where the
        long one has no room."""
        return (
            _("HIGH SET: none yet - your first set becomes it"),
            # TRANSLATORS: the short form of "HIGH SET: none yet - your first set becomes it"
            _("HIGH SET: none yet"),
        )

    def prompt(self) -> str:
        sc = self.scene
        g = sc.game
        if sc.timeline.busy or sc.watching:  # a replay's watcher has nothing to press here
            return ""
        if g.status != "playing":
            return _("Game over. {key} deals again").format(key=SLOTKER_KEYS.label("new"))
        if g.waiting_for_draw:
            return self.pair_prompt()
        return self.idle_prompt()

    def idle_prompt(self) -> str:
        return _("Pull the lever, click Deal or press {key} for three cards").format(
            key=SLOTKER_KEYS.label("act")
        )

    def pair_prompt(self) -> str:
        if LAST.pad:  # a pad has no number keys: the focus and its A give a card up
            return _(
                "A pair! Give up a glowing card: move to it and press {select}. Or Fold ({fold})."
            ).format(select=SLOTKER_KEYS.label("select"), fold=SLOTKER_KEYS.label("fold"))
        keys = C.or_words(
            SLOTKER_KEYS.label(f"choose_{o['index'] + 1}") for o in self.scene.options
        )
        return _(
            "A pair! Give up a glowing card: click it or press {keys}. Or Fold ({fold})."
        ).format(keys=keys, fold=SLOTKER_KEYS.label("fold"))

    # --- the ranking ladder ------------------------------------------------------------
    def ladder_mark(self) -> str:
        return "HIGH"

    def ladder_image(self) -> list[Strip]:
        """The ladder as strips: a new high set repaints the rows whose standing against
        it changed, not the whole panel."""
        sc = self.scene
        size = sc.slot_rect("ladder").size
        mark = self.ladder_mark()
        key = (size, tuple(sc.shown_high or ()), sc.shown_run, sc.game.runs, mark)

        def make() -> list[Strip]:
            early_aces = mark == "HIGH" and sc.game.three_aces_lose(sc.shown_run)
            s, high = sc.vp.scale, sc.shown_high
            rects, keys = ladder_strips(size, s, high, mark, early_aces)

            def paint(img: pygame.Surface) -> None:
                paint_ladder(img, s, high, mark, early_aces, ground=False)

            def ground(img: pygame.Surface) -> None:
                ladder_ground(img, s)

            return self._ladder_strips.strips(size, rects, keys, paint, ground)

        return self._ladder_strips.kept(key, make)

    # --- the left panel ----------------------------------------------------------------
    def panel_key(self) -> tuple:
        g = self.scene.game
        size = self.scene.slot_rect("seats").size
        return (size, g.run, g.runs, tuple(tuple(h) for h in g.run_highs))

    def panel_strips(self) -> list[Strip]:
        """The left panel as strips: a run ending repaints its row, not the whole panel
        (a 4K panel is 800 by 1,000 pixels)."""
        key = self.panel_key()

        def make() -> list[Strip]:
            size = self.scene.slot_rect("seats").size
            rects, keys = self.panel_rows(size)

            def paint(img: pygame.Surface) -> None:
                # the panel's very pixels (a plain blit would blend them onto the clear)
                img.blit(self.paint_panel(), (0, 0), special_flags=pygame.BLEND_RGBA_MAX)

            return self._panel_strips.strips(size, rects, keys, paint)

        return self._panel_strips.kept(key, make)

    def panel_rows(self, size: tuple[int, int]) -> tuple[list[pygame.Rect], list]:
        """The left panel's strips and what each shows (``panel_key`` covers them all)."""
        return runs_rows(self.scene.game, size, self.scene.vp.scale)

    def paint_panel(self) -> pygame.Surface:
        """Solo: each run and the high set it made."""
        sc = self.scene
        return paint_runs_panel(sc.game, sc.slot_rect("seats").size, sc.vp.scale)
