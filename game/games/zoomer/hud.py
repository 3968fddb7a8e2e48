"""What the Zoomer Matrix table paints around its cards: the stock, discard and hand
slots under them, and over them the selection, the spots that take (or refuse) the hand
card, the header and labels, the tracker, the line about what the player points at and
the win's banner. An object the scene owns: the scene keeps the input and the state."""

from __future__ import annotations

import pygame

from game.engine import theme, ui
from game.engine.strips import Backing
from game.engine.theme import SELECT
from game.games.zoomer.grid import SLOT_SPOT, SPOT_SLOT, shown_rects
from game.games.zoomer.rules import TRAP
from game.games.zoomer.tracker import (
    TrackerPanel,
    draw_banner,
    draw_labels,
    draw_reshuffle,
    draw_spots,
)
from game.games.zoomer.words import guide_words, spot_line, stock_line
from game.i18n import _


class ZoomerHud:
    """The Zoomer scene's painted pieces, and the cached line about what is pointed at."""

    def __init__(self, scene) -> None:  # the ZoomerScene that owns it
        self.scene = scene
        self._tracker = TrackerPanel()
        self._backing = Backing()  # the tracker's strips on the felt (game.engine.strips)
        self._info_cache: tuple[tuple, tuple[str, tuple]] | None = None

    def paint_background(self, surf: pygame.Surface) -> None:
        """The empty places, under everything: painted once per size onto the felt."""
        sc = self.scene
        slot_img = sc.art.slot()
        for name in ("stock", "discard", "hand"):
            r = sc.slot_rect(name)
            surf.blit(slot_img, slot_img.get_rect(center=r.center))

    def draw_table(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g = sc.game
        if not g.stock and not sc.hard and g.discard and g.status == "playing":
            draw_reshuffle(surface, sc.slot_rect("stock"), sc.clock)
        if sc.game.hand is not None and not sc.timeline.busy:
            # the card in hand is framed as the focus is: one ring, the theme's colour
            ui.focus_ring(surface, hand_rect(sc))

    def pointed(self) -> str | None:
        """What the player points at: the keyboard focus when it shows, else the mouse."""
        sc = self.scene
        if sc.cursor.visible:
            return sc.cursor.current
        return sc.pick(sc.pointer_pos)

    def draw_spots(self, surface: pygame.Surface, pointed: str | None) -> None:
        """Empty spots over the cards: where the hand card may go, and may not."""
        sc = self.scene
        draw_spots(
            surface,
            sc.art,
            sc.game,
            sc.view.place,
            self._spot_centre,
            SLOT_SPOT.get(pointed) if pointed else None,
            sc.clock,
            self._free_area,
        )

    def _free_area(self, spot: tuple[int, int]) -> list[pygame.Rect]:
        """The quarters of an empty spot no card shows through: where a click places."""
        sc = self.scene
        return shown_rects(sc.game, spot, sc.slot_rect(SPOT_SLOT[spot]))

    def draw_selection(self, surface: pygame.Surface) -> None:
        """Selected cards are tinted where they show and outlined over everything, so a
        half-covered card in the selection reads at a glance."""
        sc = self.scene
        g = sc.game
        for card in sc.selection:
            spot = g.spot_of(card)
            if spot is None:
                continue
            rect = sc.slot_rect(SPOT_SLOT[spot])
            for r in shown_rects(g, spot, rect):
                surface.blit(ui.tint(r.size, sc.app.theme.rgba(SELECT, 80)), r)
            ring = sc.art.outline(SELECT, 4)
            surface.blit(ring, ring.get_rect(center=rect.center))

    def _spot_centre(self, spot: tuple[int, int]) -> tuple[int, int]:
        sc = self.scene
        return sc.slot_rect(SPOT_SLOT[spot]).center

    def draw_hud(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g = sc.game
        scale = sc.vp.scale
        pointed = self.pointed()
        if not sc.timeline.busy:
            self.draw_selection(surface)
            self.draw_spots(surface, pointed)
            if pointed in SLOT_SPOT and not sc.cursor.visible:
                spot = SLOT_SPOT[pointed]
                if g.card_at(spot) is not None:
                    ring = sc.art.outline(theme.RIM, 2)
                    surface.blit(ring, ring.get_rect(center=sc.slot_rect(pointed).center))
        sc.draw_header(surface, hard_words=_("HARD: no reshuffle"))
        draw_labels(surface, sc.slot_rect, scale, g, sc.hard)
        self.draw_tracker(surface)
        text, colour = self.info(pointed)
        r = sc.slot_rect("info")
        room = min(r.w, 2 * min(r.centerx, surface.get_width() - r.centerx) - 8)
        size = max(ui.MIN_TEXT, int(24 * scale))
        # a long description wraps (down to the message line) before it shrinks
        below = sc.slot_rect("message").top if "message" in sc.level.slots else r.bottom
        said = ui.fit(text, size, room, height=max(r.h, below - r.top - 2))
        if said.lines == 1:
            ui.blit_fitted(surface, said, r.center, colour, "center")
        elif not (sc.message_time > 0 and sc.message):  # the table's news, growing up from
            ui.blit_fitted(surface, said, r.midtop, colour, "midtop")  # the line below, first
        self.draw_banner(surface)

    # --- text --------------------------------------------------------------------
    def guide(self) -> tuple[str, tuple]:
        """What to do now, in one line."""
        sc = self.scene
        if sc.watching and sc.game.status == "playing":
            return "", ui.DIM  # what to click now says nothing to someone watching a replay
        return guide_words(sc.game, bool(sc.view.place), bool(sc.selection))

    def info(self, pointed: str | None) -> tuple[str, tuple]:
        """A line about what the player points at (cached: it changes rarely)."""
        sc = self.scene
        key = (pointed, sc.view.key, tuple(sc.selection), sc.game.status)
        if self._info_cache is not None and self._info_cache[0] == key:
            return self._info_cache[1]
        out = self._describe(pointed)
        self._info_cache = (key, out)
        return out

    def _describe(self, pointed: str | None) -> tuple[str, tuple]:
        sc = self.scene
        g = sc.game
        if g.status != "playing" or pointed is None:
            return self.guide()
        if pointed == "stock":
            return stock_line(g)
        spot = SLOT_SPOT.get(pointed)
        if spot is None:
            return self.guide()
        return spot_line(g, spot, sc.view.free)

    def draw_tracker(self, surface: pygame.Surface) -> None:
        """The tracker panel, strip by strip: only the strips whose rows changed are
        painted again (in place, noted for the canvas), and the window only under them."""
        sc = self.scene
        r = sc.slot_rect("tracker")
        g = sc.game
        hand_rank = g.hand[0] if g.hand else None
        rounds = None if g.hard else g.reshuffles + 1
        view = sc.view
        strips = self._tracker.strips(r.size, view.tracker, rounds, hand_rank, view.key)
        background = sc.background(surface.get_size())
        for (x, y), img in self._backing.strips(surface, strips, r.topleft, background):
            surface.blit(img, (r.x + x, r.y + y))

    def draw_banner(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if sc.win_banner is None or sc.game.status != "won" or sc.covered:
            return
        centre = sc.slot_rect(SPOT_SLOT[TRAP]).center
        draw_banner(
            surface,
            sc.win_banner,
            sc.banner_age,
            centre,
            sc.vp.scale,
            sc.vp.length,
        )


def hand_rect(sc) -> pygame.Rect:
    """The card in hand's rect on screen (a card's size, centred in the hand slot)."""
    r = pygame.Rect(0, 0, sc.art.w, sc.art.h)
    r.center = sc.slot_rect("hand").center
    return r
