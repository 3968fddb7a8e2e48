"""How a table is drawn each frame: felt, slots, cards, HUD, buttons, hint, cursor, news.

A base of ``TableScene``, apart from the scene's input, session and
animation: the order of the layers lives here once for every game, and the
games paint their own pieces through the hooks (``paint_background``,
``draw_table``, ``draw_hud``, ``before_draw``).
"""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.backdrop import make_felt
from game.engine.hud import stacked_lines
from game.engine.sprites import CardSprite
from game.session import plural

FOCUS = (255, 214, 90)
SELECT = (90, 200, 255)
OK = (110, 235, 140)
NO = (255, 90, 90)
HINT = (255, 120, 230)


class TableDrawing:
    """The frame's layers; needs the scene's level, viewport, sprites, cursor and buttons."""

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._background is None or self._background.get_size() != size:
            self._background = make_felt(size, self.felt).copy()  # the level drawn on it
            self.paint_background(self._background)
        return self._background

    def draw(self, surface: pygame.Surface) -> None:
        self.frames_drawn += 1
        self.before_draw()
        surface.blit(self.background(surface.get_size()), (0, 0))
        self.draw_table(surface)
        off, art = self.fx.offset(), self.art
        dragged = set()
        if self.pointer.dragging and self.pointer.pressed:
            dragged = set(self.drag_cards(self.pointer.pressed))
        shown = () if self.searching else self.sprites.values()  # no deal yet
        for spr in sorted((s for s in shown if s.visible), key=_z):
            if spr.card not in dragged:
                spr.draw(surface, self.vp, art, off)
        if dragged:
            d = self.pointer.drag_offset
            for card in self.drag_order(dragged):
                self.sprites[card].draw(surface, self.vp, art, (d[0] + off[0], d[1] + off[1] - 6))
        self.draw_hud(surface)
        self.draw_clock(surface)
        focus = self.cursor.current if self.cursor.visible else None
        hover = self.pick(self.pointer.pos) if not self.cursor.visible else None
        for btn in self.buttons:
            btn.draw(surface, focused=btn.name == focus, hover=btn.name == hover)
        self.draw_hint(surface)
        self.draw_cursor(surface)
        self.draw_message(surface)
        self.cascade.draw(surface)
        self.fx.draw(surface)

    def draw_clock(self, surface: pygame.Surface) -> None:
        """Every game's time (it stops while a pause or help covers the table) and moves,
        left of the deal number (or in the level's ``clock`` slot); "Daily" and "DEMO" say
        what kind of deal is on."""
        slot = "clock" if "clock" in self.level.slots else "deal_no"
        if slot not in self.level.slots:
            return
        r, s = self.slot_rect(slot), self.session
        minutes, seconds = divmod(int(s.elapsed), 60)
        words = [f"{minutes}:{seconds:02d}", plural(s.moves, "move")]
        if getattr(s, "daily", None):
            words.insert(0, "Daily")
        colour = ui.DIM
        if self.demo_on:
            words.insert(0, "DEMO")
            colour = ui.GOLD
        text = "  ·  ".join(words)
        size = max(14, int(24 * self.vp.scale))
        if slot == "clock":  # its own room: "DEMO · 12:05 · 118 moves" shrinks to fit it
            size, at = ui.fit_size(text, size, r.w), (r.right, r.centery)
        else:
            at = (r.x - 12 * self.vp.scale, r.centery)
        ui.blit_text(surface, text, size, at, colour, "midright")

    def draw_message(self, surface: pygame.Surface) -> None:
        if self.message_time > 0 and self.message and "message" in self.level.slots:
            self.message_box.draw(
                surface, self.slot_rect("message"), self.message, self.message_colour
            )

    def hud_text(
        self, surface: pygame.Surface, slot: str, lines: list[tuple[str, tuple]], panel: bool = True
    ) -> None:
        """Lines of (text, colour) stacked in a HUD slot, the first one larger."""
        if slot in self.level.slots:
            stacked_lines(surface, self.slot_rect(slot), lines, self.vp.scale, panel)

    def draw_hint(self, surface: pygame.Surface) -> None:
        if self.hint_move is None or self.timeline.busy:
            return
        rects = {t.name: t.rect for t in self.cursor.targets}
        for name in self.hint_targets(self.hint_move):
            r = rects.get(name)
            if r is not None:
                pygame.draw.rect(surface, HINT, r.inflate(16, 16), 4, border_radius=12)

    def draw_cursor(self, surface: pygame.Surface) -> None:
        if not self.cursor.visible:
            return
        rect = self.cursor.rect()
        if rect is None or any(b.name == self.cursor.current for b in self.buttons):
            return
        ui.focus_ring(surface, rect)  # thicker and wider in large print


def _z(spr: CardSprite) -> int:
    return spr.z
