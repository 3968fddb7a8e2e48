"""Zoomer Matrix on screen: a three-level pyramid of overlapping cards.

The 13 spots sit on the rules' half-card grid, so a card really lies on the
corners of the cards below it; covered cards are dimmed and the free ones
bright. The player builds a selection of one rank (click or Space) and clears
it (Enter, the Clear button or a double-click); draws from the stock (click
it or D); and with a card in hand either clears it with matching cards or
places it on a spot that glows (the others say why not). Everything the
scene knows about legality comes from the rules object.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.engine import ui
from game.engine.cards import CardArt, CardArtCache
from game.engine.input import Target
from game.engine.sprites import CardSprite
from game.engine.tween import Tween, Wait, ease
from game.rules import cards as C
from game.rules.zoomer import LEVEL, SPOTS, TRAP, spot_name
from game.scenes.table import NO, OK, SELECT, Home, TableScene

DOUBLE_CLICK = 0.4  # seconds between two clicks at one place that make a double-click
GROUP_WORDS = {2: "PAIR", 3: "TRIO", 4: "FOUR", 5: "PENT"}
WIN_TITLES = {"trap": "Win by Trap!", "pent": "Win by Pent!", "slam": "SLAM!"}
WIN_LINES = {
    "trap": "The Trap card is gone: the whole Matrix is clear.",
    "pent": "Five of a kind in one sweep.",
    "slam": "Trap and Pent in one sweep: be proud.",
}
ROW_PAIR = (250, 204, 72)
ROW_DONE = (120, 230, 140)
ROW_LONE = (255, 110, 100)


def spot_slot(spot: tuple[int, int]) -> str:
    """The level's slot for Matrix spot (x, y): a minus is written 'm' (spot_m1_2)."""

    def part(v: int) -> str:
        return f"m{-v}" if v < 0 else str(v)

    return f"spot_{part(spot[0])}_{part(spot[1])}"


SPOT_SLOT = {s: spot_slot(s) for s in SPOTS}
SLOT_SPOT = {name: s for s, name in SPOT_SLOT.items()}


class MatrixSprite(CardSprite):
    """A card sprite that can be dimmed (a covered Matrix card) under its glow ring."""

    __slots__ = ("dim",)

    def __init__(self, *a, **kw) -> None:
        super().__init__(*a, **kw)
        self.dim = False

    def draw(self, surface, vp, art: CardArt, offset=(0, 0)) -> pygame.Rect:
        glow, self.glow = self.glow, None
        rect = super().draw(surface, vp, art, offset)
        self.glow = glow
        if self.dim and self.face_up and self.sx == 1.0:
            surface.blit(_dim_veil(art), rect)
        if glow is not None:
            ring = art.outline(glow, 4)
            surface.blit(ring, ring.get_rect(center=rect.center))
        return rect


_VEILS: dict[tuple[int, int, int], pygame.Surface] = {}


def _dim_veil(art: CardArt) -> pygame.Surface:
    """A translucent shade in the card's shape, one per card size."""
    key = (art.w, art.h, art.radius)
    veil = _VEILS.get(key)
    if veil is None:
        veil = _VEILS[key] = pygame.Surface(art.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (8, 20, 30, 72), veil.get_rect(), border_radius=art.radius)
    return veil


_RINGS: dict[tuple, pygame.Surface] = {}


def _faint_ring(art: CardArt, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A see-through outline of a card: an empty spot drawn over the cards below it."""
    key = (art.w, art.h, colour, alpha)
    ring = _RINGS.get(key)
    if ring is None:
        ring = _RINGS[key] = pygame.Surface(art.size, pygame.SRCALPHA)
        pygame.draw.rect(ring, (*colour, alpha), ring.get_rect(), 2, border_radius=art.radius)
    return ring


@dataclass
class View:
    """What the rules say about the current state, asked once per state change."""

    key: tuple
    free: set = field(default_factory=set)
    place: list = field(default_factory=list)
    clears: list = field(default_factory=list)
    tracker: dict = field(default_factory=dict)


class ZoomerScene(TableScene):
    GAME = "zoomer"
    REQUIRED = tuple(SPOT_SLOT.values()) + (
        "stock",
        "discard",
        "hand",
        "stock_label",
        "discard_label",
        "hand_label",
        "trap_label",
        "tracker",
        "info",
        "message",
        "title",
        "deal_no",
        "button_clear",
        "button_draw",
        "button_menu",
        "button_new",
    )

    def __init__(self, *a, **kw) -> None:
        self.selection: list[str] = []
        self.clock = 0.0
        self._last_click: tuple[str | None, tuple[int, int], float] = (None, (0, 0), -1.0)
        self._nav: tuple[float, str | None] = (0.0, None)  # remembered column, and where
        self._view: View | None = None
        self._tracker_cache: tuple[tuple, pygame.Surface] | None = None
        self._info_cache: tuple[tuple, tuple[str, tuple]] | None = None
        self.banner: str | None = None
        self.banner_age = 0.0
        self._rects: dict[str, pygame.Rect] = {}
        self._rects_for: tuple = ()
        super().__init__(*a, **kw)
        # half-covered cards show a quarter: an index in every corner, one big suit
        self.arts = CardArtCache(self.card_decorator(), pips=False, indices=4)

    # --- the rules' view of the state ---------------------------------------
    @property
    def view(self) -> View:
        g = self.game
        key = (id(g), len(self.history), g.hand, tuple(g.matrix), len(g.stock), len(g.discard))
        if self._view is None or self._view.key != key:
            self._view = View(
                key,
                set(g.free_spots()),
                g.place_spots(),
                g.clear_moves(),
                g.tracker(),
            )
        return self._view

    def partners(self) -> set[str]:
        """Cards that can join the selection in some clear the rules allow now."""
        chosen = set(self.selection)
        if not chosen and self.game.hand is None:
            return set()
        out: set[str] = set()
        for move in self.view.clears:
            names = set(move[1:])
            if chosen <= names:
                out |= names
        return out - chosen

    # --- where cards live --------------------------------------------------
    def sprite(self, card: str) -> MatrixSprite:
        spr = self.sprites.get(card)
        if spr is None:
            spr = self.sprites[card] = MatrixSprite(card, 0, 0, self.card_w, True)
        return spr  # type: ignore[return-value]

    def stock_home(self, i: int) -> Home:
        """The i-th card from the bottom of the stock: a low, slightly skewed stack."""
        x, y = self.slot_pos("stock")
        return Home(x - i * 0.25, y - i * 0.35, False, i, shadow=i == 0)

    def discard_home(self, i: int) -> Home:
        x, y = self.slot_pos("discard")
        return Home(x + (i % 2) * 3, y - i * 0.35, True, i, shadow=i == 0)

    def spot_home(self, spot: tuple[int, int]) -> Home:
        x, y = self.slot_pos(SPOT_SLOT[spot])
        return Home(x, y, True, 100 + 10 * LEVEL[spot])

    def home(self, card: str) -> Home | None:
        g = self.game
        spot = g.spot_of(card)
        if spot is not None:
            return self.spot_home(spot)
        if card == g.hand:
            x, y = self.slot_pos("hand")
            return Home(x, y, True, 300)
        if card in g.stock:
            return self.stock_home(len(g.stock) - 1 - g.stock.index(card))
        if card in g.discard:
            return self.discard_home(g.discard.index(card))
        return None

    def sync_sprites(self, instant: bool = True) -> None:
        """Every card home; in the piles only every third card is drawn (plus the top):
        the stack keeps its thickness at a third of the blits."""
        super().sync_sprites(instant)
        g = self.game
        for pile in (g.stock, g.discard):
            top = len(pile) - 1
            for card in pile:
                i = self.home(card).z
                self.sprite(card).visible = i == top or i % 3 == 0
        self.restyle()

    def glide_home(self, duration: float = 0.28, stagger: float = 0.0) -> None:
        super().glide_home(duration, stagger)
        self.timeline.call(self.sync_sprites)
        self.restyle()

    def slot_rect(self, slot) -> pygame.Rect:
        """Slot rects are asked for many times a frame: cache them per window size."""
        if not isinstance(slot, str):
            return super().slot_rect(slot)
        vp = (self.vp.scale, self.vp.ox, self.vp.oy)
        if vp != self._rects_for:
            self._rects, self._rects_for = {}, vp
        r = self._rects.get(slot)
        if r is None:
            r = self._rects[slot] = super().slot_rect(slot)
        return r.copy()

    def restyle(self) -> None:
        """Dim covered Matrix cards; ring the selection and the cards that can join it."""
        g = self.game
        view = self.view
        partners = self.partners()
        chosen = set(self.selection)
        lost_hand = g.status == "lost" and g.hand is not None
        for card in g.all_cards():
            spr = self.sprite(card)
            spot = g.spot_of(card)
            spr.dim = spot is not None and spot not in view.free
            if card in chosen:
                spr.glow = SELECT
            elif card in partners:
                spr.glow = OK
            elif lost_hand and card == g.hand:
                spr.glow = NO
            else:
                spr.glow = None

    # --- animation ----------------------------------------------------------
    def _flip_up(self, spr: MatrixSprite, delay: float, sound: str | None = "deal") -> list:
        """A turn-over in the middle of a flight: squash, show the face, unsquash."""

        def show() -> None:
            spr.face_up = True
            if sound:
                self.app.play_sound(sound)

        return [
            Tween(spr, 0.08, "in_quad", delay=delay, sx=0.0, on_done=show),
            Tween(spr, 0.08, "out_quad", delay=delay + 0.08, sx=1.0),
        ]

    def deal_animation(self) -> None:
        """The Trap card, its four corners, then the outer eight, from the stock."""
        start = self.stock_home(len(self.game.stock))
        tweens = []
        k = 0
        for spot, card in zip(SPOTS, self.game.matrix, strict=True):
            if card is None:
                continue
            spr = self.sprite(card)
            h = self.spot_home(spot)
            spr.x, spr.y, spr.face_up = start.x, start.y, False
            delay = k * 0.09 + (0.12 if LEVEL[spot] else 0) + (0.12 if LEVEL[spot] == 2 else 0)
            tweens.append(self.fly(spr, h.x, h.y, 0.34, delay=delay, z=h.z))
            tweens += self._flip_up(spr, delay + 0.12)
            k += 1
        self.timeline.add(*tweens)
        self.app.play_sound("shuffle")

    def animate(self, events: list[dict]) -> None:
        for ev in events:
            kind = ev["type"]
            if kind == "clear":
                self._animate_clear(ev)
            elif kind == "reshuffle":
                self._animate_reshuffle(ev)
            elif kind == "draw":
                self._animate_draw(ev)
            elif kind == "place":
                self._animate_place(ev)
        self.timeline.call(self.sync_sprites)

    def _screen_centre(self, card: str) -> tuple[int, int]:
        return self.sprite(card).screen_rect(self.vp, self.art).center

    def _animate_clear(self, ev: dict) -> None:
        group = list(ev["cards"]) + ([ev["hand"]] if ev["hand"] else [])
        points = [self._screen_centre(c) for c in group]
        tweens = []
        for k, card in enumerate(group):
            spr = self.sprite(card)
            spr.glow, spr.dim = None, False
            h = self.home(card)
            tweens.append(self.fly(spr, h.x, h.y, 0.42, delay=k * 0.07, ease="in_out_quad", z=h.z))
        for x, y in points:
            self.fx.burst(x, y, (255, 230, 120), 16, 220)
        self.timeline.add(*tweens)
        self.app.play_sound("clear")
        if len(group) >= 3:
            self.app.play_sound(f"chain{min(12, len(group))}")
        cx = sum(p[0] for p in points) / len(points)
        cy = sum(p[1] for p in points) / len(points)
        word = GROUP_WORDS.get(len(group), str(len(group)))
        self.fx.popup(word + "!", cx, cy, ui.GOLD, 40 if len(group) < 5 else 60)
        if ev["result"]:
            self._celebrate(ev["result"])

    def _celebrate(self, result: str) -> None:
        """Banners for a win; a Slam gets fireworks over a second and a half."""
        centre = self.slot_rect(SPOT_SLOT[TRAP]).center

        def banner() -> None:
            self.banner, self.banner_age = result, 0.0
            self.fx.flash((255, 240, 180), 150 if result != "slam" else 230)
            self.fx.burst(*centre, ui.GOLD, 60, 420)
            if result == "slam":
                self.fx.shake(8, 0.5)

        self.timeline.call(banner)
        if result != "slam":
            self.timeline.add(Wait(0.5))
            return
        x0, y0 = self.vp.point(120, 90)
        x1, y1 = self.vp.point(1160, 520)
        r = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        colours = [ui.GOLD, (120, 200, 255), (255, 120, 160), (140, 255, 160), (255, 255, 255)]
        shots = []
        for i in range(9):
            x = r.x + r.w * ((0.5 + i * 0.37) % 1.0)
            y = r.y + r.h * ((0.3 + i * 0.61) % 1.0)
            col = colours[i % len(colours)]
            shots.append(Wait(0.15 + i * 0.16, on_done=self._firework(x, y, col, i)))
        self.timeline.add(*shots)

    def _firework(self, x: float, y: float, colour, i: int):
        def fire() -> None:
            self.fx.burst(x, y, colour, 40, 360)
            if i % 3 == 0:
                self.fx.popup(("SLAM!", "TRAP", "PENT")[i // 3 % 3], x, y, colour, 54)
                self.fx.flash(colour, 90)
            self.app.play_sound(f"chain{min(12, 4 + i)}")

        return fire

    def _animate_reshuffle(self, ev: dict) -> None:
        """The discard pile flies back face down, riffles, and is the new stock."""
        cards = ev["cards"]
        n = len(cards)
        self.say(f"Reshuffle: the {n} cleared cards are the new stock", ui.GOLD, 2.5)
        self.app.play_sound("shuffle")
        homes = {card: self.stock_home(n - 1 - i) for i, card in enumerate(cards)}
        order = sorted(cards, key=lambda c: -self.sprite(c).z)  # top of the pile first
        tweens = []
        for k, card in enumerate(order):
            spr = self.sprite(card)
            spr.glow, spr.dim, spr.visible = None, False, True
            h = homes[card]
            tweens.append(self.fly(spr, h.x, h.y, 0.3, delay=k * 0.025, ease="in_out_quad", z=h.z))
            tweens.append(Wait(k * 0.025, on_done=self._face_down(spr)))
        self.timeline.add(*tweens)
        # a riffle: the two halves part and meet again
        apart, back = [], []
        for i, card in enumerate(cards):
            spr = self.sprite(card)
            h = homes[card]
            dx = -30 if i % 2 else 30
            apart.append(Tween(spr, 0.14, "out_quad", x=h.x + dx, y=h.y - 6))
            back.append(Tween(spr, 0.16, "in_out_quad", x=h.x, y=h.y))
        self.timeline.add(*apart)
        self.timeline.call(lambda: self.app.play_sound("shuffle"))
        self.timeline.add(*back)

    @staticmethod
    def _face_down(spr: MatrixSprite):
        def turn() -> None:
            spr.face_up = False
            spr.shadow = False

        return turn

    def _animate_draw(self, ev: dict) -> None:
        spr = self.sprite(ev["card"])
        h = self.home(ev["card"])
        spr.face_up = False
        self.timeline.add(self.fly(spr, h.x, h.y, 0.32, z=h.z), *self._flip_up(spr, 0.08))

    def _animate_place(self, ev: dict) -> None:
        spot = (ev["spot"][0], ev["spot"][1])
        spr = self.sprite(ev["card"])
        spr.glow = None
        h = self.spot_home(spot)

        def land() -> None:
            self.app.play_sound("place")

        self.timeline.add(
            self.fly(spr, h.x, h.y, 0.3, ease="out_back", z=h.z), Wait(0.3, on_done=land)
        )

    # --- input ----------------------------------------------------------------
    def make_buttons(self) -> None:
        super().make_buttons()
        self.add_button(
            "button_draw",
            "Draw",
            self.draw_card,
            enabled=lambda: self.game.can_draw(),
            key_hint="D",
        )
        self.add_button(
            "button_clear",
            "Clear",
            self.clear_selection,
            enabled=lambda: bool(self.selection) and self.game.status == "playing",
            key_hint="Enter",
        )

    def targets(self) -> list[Target]:
        out = [Target(SPOT_SLOT[s], self.slot_rect(SPOT_SLOT[s])) for s in SPOTS]
        out.append(Target("stock", self.slot_rect("stock")))
        return out

    def pick(self, pos: tuple[int, int]) -> str | None:
        """The button, or the spot the player sees at ``pos``: the topmost card there,
        or an empty spot lying above it where the hand card may go. Through a card
        already selected the pick reaches the card of that rank under it (so a Trap
        card hidden under four selected cards can join them)."""
        for btn in self.buttons:
            if btn.rect.collidepoint(pos):
                return btn.name
        hits = [s for s in SPOTS if self.slot_rect(SPOT_SLOT[s]).collidepoint(pos)]
        if not hits:
            for name in ("stock", "discard", "hand"):
                if self.slot_rect(name).collidepoint(pos):
                    return name
            return None
        g = self.game
        place = self.view.place
        seen = [s for s in hits if g.card_at(s) is not None or s in place]
        if not seen:
            return SPOT_SLOT[max(hits, key=LEVEL.__getitem__)]
        seen.sort(key=LEVEL.__getitem__, reverse=True)
        chosen = set(self.selection)
        if g.card_at(seen[0]) in chosen:
            for spot in seen[1:]:
                card = g.card_at(spot)
                if card in chosen:
                    continue
                if card is not None and card[0] == self.selection[0][0]:
                    return SPOT_SLOT[spot]
                break
        return SPOT_SLOT[seen[0]]

    def click(self, name: str | None) -> None:
        if name == "stock":
            self.draw_card()
            return
        if name == "hand":
            self.say(self.guide()[0], ui.INK, 3.0)
            return
        spot = SLOT_SPOT.get(name or "")
        if spot is None:
            self.cancel_selection()
            return
        card = self.game.card_at(spot)
        if card is None:
            self.place_at(spot)
            return
        pos = self.pointer.pos
        first, where, when = self._last_click
        if (
            first is not None
            and self.clock - when <= DOUBLE_CLICK
            and abs(pos[0] - where[0]) <= 6
            and abs(pos[1] - where[1]) <= 6
        ):
            # a double-click clears with the card its first click picked
            self._last_click = (None, (0, 0), -1.0)
            card = self.game.card_at(SLOT_SPOT[first]) or card
            if card not in self.selection:
                self.toggle(card, quiet=True)
            self.clear_selection()
            return
        self._last_click = (name, pos, self.clock)
        self.toggle(card)

    def toggle(self, card: str, quiet: bool = False) -> None:
        """Add a card to the selection or take it out; another rank starts a new one."""
        if card in self.selection:
            self.selection.remove(card)
        elif self.selection and self.selection[0][0] != card[0]:
            self.selection = [card]
        else:
            self.selection.append(card)
        if not quiet:
            self.app.play_sound("click")
        self.restyle()

    def clear_selection(self) -> None:
        g = self.game
        if not self.selection:
            if g.hand is not None:
                self.say(
                    f"Select free {C.RANK_NAMES[g.hand[0]]}s to clear with the "
                    f"{C.short(g.hand)}, or place it on a glowing spot",
                    ui.DIM,
                )
            else:
                self.say("Select cards of one rank first (click them, or Space)", ui.DIM)
            return
        chosen = list(self.selection)
        if self.try_move(("clear", *chosen), chosen) is not None:
            self.selection = []
        self.restyle()

    def draw_card(self) -> None:
        hand = self.game.hand
        if self.try_move(("draw",), [hand] if hand else []) is not None:
            self.selection = []
        self.restyle()

    def place_at(self, spot: tuple[int, int]) -> None:
        g = self.game
        if g.hand is None:
            self.say("Empty spot: draw a card (D) to place one here", ui.DIM, 2.5)
            return
        if self.try_move(("place", *spot), [g.hand]) is not None:
            self.selection = []
        self.restyle()

    def cancel_selection(self) -> bool:
        if not self.selection:
            return False
        self.selection = []
        self.restyle()
        return True

    def on_key(self, action, event) -> bool:
        key = event.key
        if key == pygame.K_SPACE:
            self.cursor.visible = True
            spot = SLOT_SPOT.get(self.cursor.current or "")
            card = self.game.card_at(spot) if spot else None
            if card is not None:
                self.toggle(card)
            elif self.cursor.current in (b.name for b in self.buttons):
                return False  # Space presses a focused button, as Enter does
            else:
                self.say("Space selects the card under the cursor; Enter places or clears", ui.DIM)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            current = self.cursor.current
            if current in (b.name for b in self.buttons):
                return False
            self.cursor.visible = True
            self.enter_on(current)
            return True
        if key == pygame.K_d:
            self.draw_card()
            return True
        if key == pygame.K_c:
            self.clear_selection()
            return True
        if action in ("left", "right", "up", "down"):
            return self.navigate(action)
        return False

    def enter_on(self, name: str | None) -> None:
        """Enter: draw on the stock, place on an empty spot, else clear the selection
        (with the focused card when it is of the selection's rank)."""
        if name == "stock":
            self.draw_card()
            return
        spot = SLOT_SPOT.get(name or "")
        card = self.game.card_at(spot) if spot else None
        if spot is not None and card is None and (self.game.hand or not self.selection):
            self.place_at(spot)
            return
        if card is not None and card not in self.selection:
            if not self.selection or self.selection[0][0] == card[0]:
                self.selection.append(card)
        self.clear_selection()

    def navigate(self, direction: str) -> bool:
        """Arrows over the Matrix walk its five rows of the half-card grid (the
        generic nearest-in-direction cursor would skip the half-hidden level-1
        cards); off the edge of the Matrix the generic cursor takes over."""
        spot = SLOT_SPOT.get(self.cursor.current or "")
        if spot is None:
            return False
        x, y = spot
        column, where = self._nav
        if where != self.cursor.current:
            column = float(x)
        if direction in ("left", "right"):
            d = 1 if direction == "right" else -1
            xs = [sx for sx, sy in SPOTS if sy == y and (sx - x) * d > 0]
            if not xs:
                return False
            target = (min(xs, key=lambda v: abs(v - x)), y)
            column = float(target[0])
        else:
            ny = y + (1 if direction == "down" else -1)
            xs = [sx for sx, sy in SPOTS if sy == ny]
            if not xs:
                return False
            target = (min(xs, key=lambda v: (abs(v - column), abs(v - x), v)), ny)
        name = SPOT_SLOT[target]
        self.cursor.focus(name)
        self.cursor.visible = True
        self._nav = (column, name)
        return True

    # --- frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self.banner is not None:
            self.banner_age += dt

    def restart_with(self, seed: int | None, deck: list[str] | None) -> None:
        self.selection = []
        self.banner = None
        super().restart_with(seed, deck)

    def undo(self) -> None:
        self.selection = []
        self.banner = None
        super().undo()

    def draw_table(self, surface: pygame.Surface) -> None:
        slot_img = self.art.slot()
        for name in ("stock", "discard", "hand"):
            r = self.slot_rect(name)
            surface.blit(slot_img, slot_img.get_rect(center=r.center))
        if self.game.hand is not None and not self.timeline.busy:
            ring = self.art.outline(ui.GOLD, 3)
            surface.blit(ring, ring.get_rect(center=self.slot_rect("hand").center))

    def pointed(self) -> str | None:
        """What the player points at: the keyboard focus when it shows, else the mouse."""
        if self.cursor.visible:
            return self.cursor.current
        return self.pick(self.pointer.pos)

    def draw_spots(self, surface: pygame.Surface, pointed: str | None) -> None:
        """Empty spots over the cards (an empty spot always lies above what shows there):
        green where the hand card may go, faint red where it may not."""
        g = self.game
        art = self.art
        place = self.view.place
        holding = g.hand is not None and g.status == "playing"
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        for spot in SPOTS:
            if g.card_at(spot) is not None:
                continue
            name = SPOT_SLOT[spot]
            centre = self.slot_rect(name).center
            if holding and spot in place:
                img = art.slot(OK)
                surface.blit(img, img.get_rect(center=centre))
                ring = art.outline(OK, 3 if pulse < 0.5 else 5)
                surface.blit(ring, ring.get_rect(center=centre))
            elif holding and name == pointed:
                ring = art.outline(NO, 4)
                surface.blit(ring, ring.get_rect(center=centre))
            elif holding:
                img = _faint_ring(art, NO, 110)
                surface.blit(img, img.get_rect(center=centre))
            elif g.supported(spot):
                img = _faint_ring(art, (255, 255, 255), 70)
                surface.blit(img, img.get_rect(center=centre))

    def draw_hud(self, surface: pygame.Surface) -> None:
        g = self.game
        scale = self.vp.scale
        pointed = self.pointed()
        if not self.timeline.busy:
            self.draw_spots(surface, pointed)
            if pointed in SLOT_SPOT and not self.cursor.visible:
                spot = SLOT_SPOT[pointed]
                if g.card_at(spot) is not None:
                    ring = self.art.outline((255, 255, 255), 2)
                    surface.blit(ring, ring.get_rect(center=self.slot_rect(pointed).center))
        r = self.slot_rect("title")
        ui.blit_text(
            surface, "Zoomer Matrix", max(18, int(36 * scale)), r.midleft, ui.GOLD, "midleft", True
        )
        r = self.slot_rect("deal_no")
        mode = "HARD: no reshuffle" if self.hard else "Normal"
        deal = f"Deal #{self.seed}" if self.seed is not None else "Custom deal"
        ui.blit_text(
            surface,
            f"{deal}   {mode}",
            max(16, int(28 * scale)),
            r.midright,
            ui.ACCENT if self.hard else ui.INK,
            "midright",
        )
        small = max(14, int(22 * scale))
        ui.blit_text(
            surface,
            f"{len(g.stock)} in stock",
            small,
            self.slot_rect("stock_label").center,
            ui.BAD if not g.stock else ui.INK,
            "center",
        )
        ui.blit_text(
            surface,
            f"{len(g.discard)} discarded",
            small,
            self.slot_rect("discard_label").center,
            ui.DIM,
            "center",
        )
        holding = g.hand is not None
        ui.blit_text(
            surface,
            f"In hand: {C.short(g.hand)}" if holding else "Hand empty",
            small,
            self.slot_rect("hand_label").center,
            ui.GOLD if holding else ui.DIM,
            "center",
            bold=holding,
        )
        if g.trap_card is not None:
            ui.blit_text(
                surface,
                f"Trap card: {C.name(g.trap_card)}",
                small,
                self.slot_rect("trap_label").center,
                ui.GOLD,
                "center",
            )
        self.draw_tracker(surface)
        text, colour = self.info(pointed)
        r = self.slot_rect("info")
        ui.blit_text(surface, text, max(14, int(24 * scale)), r.center, colour, "center")
        self.draw_banner(surface)

    # --- text --------------------------------------------------------------------
    def guide(self) -> tuple[str, tuple]:
        """What to do now, in one line."""
        g = self.game
        if g.status == "won":
            return WIN_LINES[g.result or "trap"], ui.GOLD
        if g.status == "lost":
            return g.loss_reason(), ui.BAD
        if g.hand is not None:
            rank = C.RANK_NAMES[g.hand[0]]
            if self.view.place:
                return (
                    f"{C.short(g.hand)} in hand: place it on a green spot, or select {rank}s "
                    "and Clear",
                    ui.GOLD,
                )
            return f"{C.short(g.hand)} in hand: no spot is open; clear it with {rank}s", ui.GOLD
        if self.selection:
            return "Add cards of this rank, then Clear (Enter, or double-click)", ui.INK
        return "Click cards of one rank, then Clear (Enter) — or draw from the stock (D)", ui.DIM

    def info(self, pointed: str | None) -> tuple[str, tuple]:
        """A line about what the player points at (cached: it changes rarely)."""
        key = (pointed, self.view.key, tuple(self.selection), self.game.status)
        if self._info_cache is not None and self._info_cache[0] == key:
            return self._info_cache[1]
        out = self._describe(pointed)
        self._info_cache = (key, out)
        return out

    def _describe(self, pointed: str | None) -> tuple[str, tuple]:
        g = self.game
        if g.status != "playing" or pointed is None:
            return self.guide()
        if pointed == "stock":
            if g.can_draw():
                if not g.stock:
                    return "Click to reshuffle the cleared cards and draw (D)", ui.INK
                return f"Draw the top card (D): {len(g.stock)} left", ui.INK
            if g.hand is not None:
                return f"Place or clear the {C.short(g.hand)} before drawing", ui.BAD
            return "Nothing left to draw", ui.BAD
        spot = SLOT_SPOT.get(pointed)
        if spot is None:
            return self.guide()
        where = "the Trap" if spot == TRAP else spot_name(spot)
        card = g.card_at(spot)
        if card is None:
            reason = g.why_not_place(spot)
            if reason is None:
                return f"Place the {C.short(g.hand)} on {where}", OK
            if g.hand is None:
                return f"{where[:1].upper() + where[1:]} is empty", ui.DIM
            return reason[:1].upper() + reason[1:], ui.BAD
        name = C.name(card)
        if spot in self.view.free:
            return f"{name} on {where}: free", ui.INK
        over = ", ".join(C.short(g.card_at(t)) for t in g.covering(spot))
        return f"{name} on {where}: under {over}", ui.DIM

    def hint_targets(self, move: tuple) -> list[str]:
        if move[0] == "clear":
            return [SPOT_SLOT[self.game.spot_of(c)] for c in move[1:]]
        if move[0] == "place":
            return [SPOT_SLOT[(move[1], move[2])]]
        return ["stock"]

    def clicks_for(self, move: tuple) -> list[str]:
        """A clear is a selection and then the Clear button."""
        targets = self.hint_targets(move)
        return [*targets, "button_clear"] if move[0] == "clear" else targets

    def describe_move(self, move: tuple) -> str:
        g = self.game
        if move[0] == "clear":
            names = ", ".join(C.short(c) for c in move[1:])
            return f"clear {names}" + (f" with the {C.short(g.hand)}" if g.hand else "")
        if move[0] == "place":
            return f"place the {C.short(g.hand)} on {spot_name((move[1], move[2]))}"
        return "draw from the stock (D)"

    def result_text(self) -> tuple[str, list[str]]:
        g = self.game
        tally = f"{len(g.clears)} clears, {g.reshuffles} reshuffles"
        if g.status == "won":
            result = g.result or "trap"
            return WIN_TITLES[result], [WIN_LINES[result], tally]
        left = sum(1 for c in g.matrix if c is not None)
        return "No way out", [g.loss_reason(), f"{left} cards left in the Matrix; {tally}."]

    # --- tracker and banner ----------------------------------------------------------
    def draw_tracker(self, surface: pygame.Surface) -> None:
        r = self.slot_rect("tracker")
        key = (self.view.key, r.size)
        if self._tracker_cache is None or self._tracker_cache[0] != key:
            self._tracker_cache = (key, self._render_tracker(r.size))
        surface.blit(self._tracker_cache[1], r)

    def _render_tracker(self, size: tuple[int, int]) -> pygame.Surface:
        """Per rank: this round's clears as PAIR/TRIO chips and where the rest lie."""
        g = self.game
        w, h = size
        k = h / 528
        surf = pygame.Surface(size, pygame.SRCALPHA)
        ui.panel(surf, surf.get_rect(), 170, int(14 * k))
        pad = int(14 * k)
        title = f"Tracker — round {g.reshuffles + 1}"
        ui.blit_text(surf, title, int(28 * k), (pad, int(10 * k)), ui.GOLD, bold=True)
        head = int(17 * k)
        cols = {"rank": int(30 * k), "chips": int(62 * k), "stock": int(272 * k), "disc": w - pad}
        y0 = int(44 * k)
        ui.blit_text(surf, "cleared this round", head, (cols["chips"], y0), ui.DIM)
        ui.blit_text(surf, "stock", head, (cols["stock"], y0), ui.DIM, "midtop")
        ui.blit_text(surf, "disc.", head, (cols["disc"], y0), ui.DIM, "topright")
        row_h = int(41 * k)
        top = int(66 * k)
        tracker = self.view.tracker
        hand_rank = g.hand[0] if g.hand else None
        chip_w, chip_h = int(50 * k), int(26 * k)
        for i, rank in enumerate(C.ZOOMER_RANKS):
            row = tracker[rank]
            y = top + i * row_h
            mid = y + row_h // 2
            if rank == hand_rank:
                band = pygame.Rect(int(6 * k), y + 2, w - int(12 * k), row_h - 4)
                pygame.draw.rect(surf, (90, 74, 20), band, border_radius=int(8 * k))
            removed = row["removed"]
            if removed == 0:
                colour, note = ui.INK, ""
            elif removed == 5:
                colour, note = ROW_DONE, "all out"
            elif removed == 4:
                colour, note = ROW_LONE, "lone card!"
            elif removed == 2:
                colour, note = ROW_PAIR, "trio next"
            elif removed == 3:
                colour, note = ROW_PAIR, "pair next"
            else:
                colour, note = ui.INK, ""
            label = "10" if rank == "T" else rank
            ui.blit_text(surf, label, int(28 * k), (cols["rank"], mid), colour, "center", True)
            x = cols["chips"]
            for n in row["clears"]:
                chip = pygame.Rect(x, mid - chip_h // 2, chip_w, chip_h)
                fill = (60, 110, 170) if n == 2 else (150, 90, 170) if n == 3 else (170, 70, 60)
                pygame.draw.rect(surf, fill, chip, border_radius=int(6 * k))
                word = GROUP_WORDS.get(n, str(n))
                ui.blit_text(surf, word, int(18 * k), chip.center, ui.INK, "center", shadow=False)
                x += chip_w + int(5 * k)
            if note:
                ui.blit_text(surf, note, int(18 * k), (x + int(4 * k), mid), colour, "midleft")
            stock_col = ui.INK if row["in_stock"] else ui.DIM
            ui.blit_text(
                surf, str(row["in_stock"]), int(24 * k), (cols["stock"], mid), stock_col, "center"
            )
            disc_col = ui.INK if row["in_discard"] else ui.DIM
            ui.blit_text(
                surf,
                str(row["in_discard"]),
                int(24 * k),
                (cols["disc"] - int(16 * k), mid),
                disc_col,
                "center",
            )
        foot = top + 10 * row_h + int(8 * k)
        for j, line in enumerate(
            ("A pair, then a trio, clears a rank;", "two pairs leave a lone fifth card.")
        ):
            ui.blit_text(
                surf, line, int(18 * k), (w // 2, foot + j * int(19 * k)), ui.DIM, "midtop"
            )
        return surf

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner is None or self.game.status != "won":
            return
        t = min(1.0, self.banner_age / 0.45)
        grow = ease("out_back", t)
        centre = self.slot_rect(SPOT_SLOT[TRAP]).center
        big = self.banner == "slam"
        text = {"trap": "WIN BY TRAP", "pent": "WIN BY PENT", "slam": "SLAM!"}[self.banner]
        size = max(20, int((110 if big else 76) * self.vp.scale * max(0.2, grow)))
        width = int(self.vp.length(560 if big else 520) * min(1.0, t * 1.5))
        if width > 8:
            band = pygame.Rect(0, 0, width, int(self.vp.length(130 if big else 100)))
            band.center = centre
            ui.panel(surface, band, 215, band.h // 2, border=(250, 204, 72, 220))
        ui.blit_text(surface, text, size, centre, ui.GOLD, "center", bold=True)


SCENE = ZoomerScene
