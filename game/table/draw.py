"""How a table is drawn each frame: felt, slots, cards, HUD, buttons, hint, cursor, news.

The table's painter, apart from the scene's input, session and animation:
the order of the layers lives here once for every game, and the games paint
their own pieces through the table's hooks (``paint_background``,
``draw_table``, ``draw_hud``, ``before_draw``) and the shared header.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.engine import paint, ui
from game.engine.backdrop import make_felt
from game.engine.cards import CardArt
from game.engine.celebrate import Cascade
from game.engine.effects import Effects
from game.engine.hud import MessageBox, deal_heading, draw_header, stacked_lines
from game.engine.input import FocusCursor, Pointer, key_words_state
from game.engine.layout import Level, Slot, Viewport
from game.engine.sprites import CardSprite
from game.engine.theme import HINT, Colour, Ink
from game.engine.tween import Timeline
from game.i18n import _, ngettext, number, pgettext
from game.rules.base import Game
from game.session import GameSession
from game.table.hints import HintAdvisor
from game.table.mode import Mode, Modes
from game.table.tutorial import TutorialGuide


class PaintedTable(Protocol):
    """What the painter reads of the table that owns it, and nothing more: it is handed
    the table as this view, and the hints and tutorial it draws, themselves
    (tests/test_scene_code.py holds the view and the painter to each other)."""

    HINT_CARRIES: frozenset[str]
    session: GameSession
    level: Level
    vp: Viewport
    felt: Colour
    sprites: dict[str, CardSprite]
    timeline: Timeline
    fx: Effects
    cascade: Cascade
    buttons: list[ui.Button]
    cursor: FocusCursor
    pointer: Pointer
    message: str
    message_time: float
    message_colour: Ink | Colour | None
    message_box: MessageBox
    clock_words: pygame.Rect | None

    @property
    def rules(self) -> type[Game]: ...

    @property
    def hard(self) -> bool: ...

    @property
    def art(self) -> CardArt: ...

    def slot_rect(self, slot: Slot | str) -> pygame.Rect: ...

    def pick(self, pos: tuple[int, int]) -> str | None: ...

    def drag_cards(self, name: str) -> list[str]: ...

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def draw_hud(self, surface: pygame.Surface) -> None: ...

    def before_draw(self) -> None: ...

    def paint_background(self, surf: pygame.Surface) -> None: ...

    def hint_targets(self, move: tuple) -> list[str]: ...


class TablePainter:
    """The frame's layers for one table (the felt with the level painted on it is kept
    per window size)."""

    def __init__(
        self, table: PaintedTable, modes: Modes, hints: HintAdvisor, tutor: TutorialGuide
    ) -> None:
        self.table, self.modes, self.hints, self.tutor = table, modes, hints, tutor
        self._background: pygame.Surface | None = None
        self._background_keys: tuple[bool, int] | None = None
        self.deal_words: pygame.Rect | None = None  # where the header's deal words went
        self.clock_words: pygame.Rect | None = None  # and the clock's

    def forget(self) -> None:
        """The window changed size: the felt is painted again."""
        self._background = None

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with the level painted on it, kept per window size and per the words
        naming keys (a panel on it may name one: Maze's "Keys: arrows, Enter on a card")."""
        keys = key_words_state()
        if (
            self._background is None
            or self._background.get_size() != size
            or (keys != self._background_keys)
        ):
            self._background_keys = keys
            self._background = make_felt(size, self.table.felt).copy()  # the level drawn on it
            self.table.paint_background(self._background)
        return self._background

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        t.before_draw()
        surface.blit(self.background(surface.get_size()), (0, 0))
        t.draw_table(surface)
        self.cards(surface)
        t.draw_hud(surface)
        self.clock(surface)
        focus = t.cursor.current if t.cursor.visible else None
        hover = t.pick(t.pointer.pos) if not t.cursor.visible else None
        for btn in t.buttons:
            btn.draw(surface, focused=btn.name == focus, hover=btn.name == hover)
        self.hint(surface)
        self.cursor(surface)
        self.message(surface)
        t.cascade.draw(surface)
        t.fx.draw(surface)

    def cards(self, surface: pygame.Surface) -> None:
        """The cards in stacking order, the dragged ones last, under the pointer."""
        t = self.table
        off, art = t.fx.offset(), t.art
        dragged = set()
        if t.pointer.dragging and t.pointer.pressed:
            dragged = set(t.drag_cards(t.pointer.pressed))
        shown = () if self.modes.now is Mode.SEARCHING else t.sprites.values()  # no deal yet
        for spr in sorted((s for s in shown if s.visible), key=_z):
            if spr.card not in dragged:
                spr.draw(surface, t.vp, art, off)
        if dragged:
            d = t.pointer.drag_offset
            for card in sorted(dragged, key=lambda c: t.sprites[c].z):
                t.sprites[card].draw(surface, t.vp, art, (d[0] + off[0], d[1] + off[1] - 6))

    def header(
        self,
        surface: pygame.Surface,
        deal: tuple[str, ...] | None = None,
        hard_words: str = "",
        sizes: tuple[int, int] | None = None,
    ) -> None:
        """The game's title and the deal with its mode, in the level's ``title`` and
        ``deal_no`` slots; ``deal`` replaces the session's words (a match's)."""
        t = self.table
        s = t.vp.scale
        if deal is None:
            deal = deal_heading(t.session.label, t.hard, hard_words, t.session.seed)
        sizes = sizes or (max(18, int(36 * s)), max(16, int(28 * s)))
        rects = t.slot_rect("title"), t.slot_rect("deal_no")
        self.deal_words = draw_header(surface, *rects, _(t.rules.TITLE), deal, t.hard, sizes)

    def clock(self, surface: pygame.Surface) -> None:
        """Every game's time (it stops while a pause or help covers the table) and moves,
        left of the deal number (or in the level's ``clock`` slot); "Daily" and "DEMO" say
        what kind of deal is on."""
        t = self.table
        slot = "clock" if "clock" in t.level.slots else "deal_no"
        if slot not in t.level.slots:
            return
        r, s = t.slot_rect(slot), t.session
        minutes, seconds = divmod(int(s.elapsed), 60)
        moves = ngettext("{n} move", "{n} moves", s.moves).format(n=number(s.moves))
        words = [f"{minutes}:{seconds:02d}", moves]
        if s.daily:
            words.insert(0, pgettext("clock", "Daily"))
        colour = ui.DIM
        if self.modes.now is Mode.DEMO:
            words.insert(0, _("DEMO"))
            colour = ui.GOLD
        text = "  ·  ".join(words)
        size = max(ui.MIN_TEXT, int(24 * t.vp.scale))
        if slot == "clock":  # its own room: "DEMO · 12:05 · 118 moves" shrinks to fit it,
            # and ends a word's width short of the deal's words where those reach into it
            right = r.right
            if self.deal_words is not None and self.deal_words.left < r.right + size:
                right = self.deal_words.left - ui.measure("  ·  ", size)[0]
            # where even the smallest text cannot hold it all, its last parts are left out
            text, px = ui.fit_words(ui.shorter(text, "  ·  "), size, right - r.x)
            at = (right, r.centery)
        else:  # left of the deal's words, wherever those reach (a long language's)
            right = r.x - 12 * t.vp.scale
            if self.deal_words is not None:
                right = min(right, self.deal_words.left - ui.measure("  ·  ", size)[0])
            px, at = ui.pixel_size(size), (right, r.centery)
        self.clock_words = ui.blit_text(surface, text, px, at, colour, "midright", exact=True)
        t.clock_words = self.clock_words  # (a game's HUD keeps its words clear of it)

    def message(self, surface: pygame.Surface) -> None:
        t = self.table
        if self.tutor.draw(surface):
            return  # the tutorial's panel, the news in it
        if t.message_time > 0 and t.message and "message" in t.level.slots:
            clear = [b.rect for b in t.buttons]
            t.message_box.draw(surface, t.slot_rect("message"), t.message, t.message_colour, clear)

    def lines(
        self, surface: pygame.Surface, slot: str, lines: list[tuple[str, tuple]], panel=True
    ) -> None:
        """Lines of (text, colour) stacked in a HUD slot, the first one larger."""
        t = self.table
        if slot in t.level.slots:
            stacked_lines(surface, t.slot_rect(slot), lines, t.vp.scale, panel)

    def hint(self, surface: pygame.Surface) -> None:
        """The hinted move's outlines; a move that carries a card (``HINT_CARRIES``) marks
        the card with the outline and the place it goes with a dashed one under an arrow,
        so the two never read alike. None while a card is dragged: its slot is stale."""
        t = self.table
        if self.hints.move is None or t.timeline.busy or t.pointer.dragging:
            return
        rects = {target.name: target.rect for target in t.cursor.targets}
        names = t.hint_targets(self.hints.move)
        drop = names[-1] if len(names) > 1 and self.hints.move[0] in t.HINT_CARRIES else None
        for name in names:
            r = rects.get(name)
            if r is None:
                continue
            if name == drop:  # its arrow keeps off the clock and move count, the deal
                hud = [w for w in (self.clock_words, self.deal_words) if w is not None]
                drop_marker(surface, r.inflate(16, 16), t.vp.scale, hud)
            else:
                paint.rect(surface, HINT, r.inflate(16, 16), 4, border_radius=12)

    def cursor(self, surface: pygame.Surface) -> None:
        t = self.table
        if not t.cursor.visible:
            return
        rect = t.cursor.rect()
        if rect is None or any(b.name == t.cursor.current for b in t.buttons):
            return
        ui.focus_ring(surface, rect)  # thicker and wider in large print


def drop_marker(
    surface: pygame.Surface, r: pygame.Rect, scale: float, avoid: Sequence[pygame.Rect] = ()
) -> None:
    """Where a hinted card goes: a dashed ring in the hint's colour and an arrow above it
    pointing down (the card itself has the solid ring); inside the ring's top where above
    it would cover one of the ``avoid`` rects (the HUD's words) or leave the window."""
    dash, gap, width = max(6, int(16 * scale)), max(4, int(10 * scale)), 4
    for a, b in ((r.topleft, r.topright), (r.topright, r.bottomright),
                 (r.bottomright, r.bottomleft), (r.bottomleft, r.topleft)):  # fmt: skip
        length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        for start in range(0, length, dash + gap):
            end = min(length, start + dash)
            p = (a[0] + (b[0] - a[0]) * start / length, a[1] + (b[1] - a[1]) * start / length)
            q = (a[0] + (b[0] - a[0]) * end / length, a[1] + (b[1] - a[1]) * end / length)
            paint.line(surface, HINT, p, q, width)
    size = max(14, int(30 * scale))
    above = pygame.Rect(0, 0, size, size).inflate(8, 8)  # the triangle and its smoothing
    above.center = (r.centerx, round(r.top - size * 0.75))
    inside = above.top < 0 or above.collidelist(list(avoid)) >= 0
    y = r.top + size * 0.75 if inside else r.top - size * 0.75
    ui.arrow(surface, (r.centerx, y), size, "down", HINT)


def _z(spr: CardSprite) -> int:
    return spr.z
