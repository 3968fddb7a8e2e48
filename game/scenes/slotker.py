"""SLOTKER on screen: a slot machine that deals poker hands and asks for ever higher sets.

Pull the lever (or click Deal, or press Space): three reels spin and stop on
the three cards the rules dealt. A pair lights up the card or cards that may
be given up, each labelled with what it draws to and how many outs are left;
click one (or press 1-3) to draw, or Fold (F). A set glows and slides up to
the high-set display; a set that does not count, a hand without a pair, a
missed draw, the early three Aces: each says why, in the rules' own words.

All of it is read from the rules object and the events ``play`` returns; the
reel spin is cosmetic (random faces from a private generator) and always
lands on the card the rules dealt. The multiplayer match
(``game.scenes.slotker_match``) reuses this scene with a seat's run.
"""

from __future__ import annotations

import math
import random

import pygame

from game.engine import ui
from game.engine.cards import FACE_BG, rank_text
from game.engine.input import Target
from game.engine.suits import SUIT_COLOURS, draw_suit
from game.engine.symbols import LABEL_COLOURS, draw_symbol, icon
from game.engine.tween import Tween, Wait
from game.rules import cards as C
from game.rules.slotker_rank import (
    SYMBOL,
    SYMBOL_COUNT,
    SYMBOLS,
    category,
    describe,
    is_three_aces,
    set_kind,
    set_rank,
)
from game.scenes.table import NO, Home, TableScene

HAND = ("hand_0", "hand_1", "hand_2")
HIGH = ("high_set_0", "high_set_1", "high_set_2")
RANKS_HIGH_FIRST = "AKQJT98765432"
CABINET = (118, 22, 34)
CABINET_DARK = (70, 10, 20)
TRIM = (222, 178, 74)
REEL_BG = (24, 16, 20)
GIVE_UP = (255, 150, 60)
KEEP = (110, 235, 140)


# --- card faces -----------------------------------------------------------------
def decorate_card(big: pygame.Surface, card: str, w: int) -> None:
    """A SLOTKER face: rank and suit large in the top half, the slot symbol in a window below.

    ``big`` is the card painted at twice its size with the corner indices on.
    The window replaces the mirrored index in the lower right: SLOTKER cards
    never lie half covered, and the symbol needs the room.
    """
    h = big.get_height()
    col = SUIT_COLOURS[card[1]]
    low = pygame.Rect(int(w * 0.04), int(h * 0.5), int(w * 0.92), int(h * 0.5 - w * 0.04))
    pygame.draw.rect(big, FACE_BG, low, border_radius=int(w * 0.06))
    text = ui.font(int(w * 0.4), bold=True).render(rank_text(card), True, col)
    cx = w * 0.62
    big.blit(text, text.get_rect(center=(round(cx), round(w * 0.2))))
    s = int(w * 0.24)
    draw_suit(big, card[1], pygame.Rect(round(cx - s / 2), int(w * 0.37), s, s))
    win = pygame.Rect(int(w * 0.1), int(w * 0.7), int(w * 0.8), int(h - w * 0.77))
    rad = int(w * 0.07)
    pygame.draw.rect(big, (238, 232, 216), win, border_radius=rad)
    band = max(2, win.h // 9)
    shade = pygame.Surface((win.w, band), pygame.SRCALPHA)
    for k in range(band):
        pygame.draw.line(shade, (90, 70, 40, int(70 * (1 - k / band))), (0, k), (win.w, k))
    big.blit(shade, win.topleft)
    big.blit(pygame.transform.flip(shade, False, True), (win.x, win.bottom - band))
    pygame.draw.rect(big, (160, 142, 110), win, max(2, w // 70), border_radius=rad)
    side = int(min(win.w, win.h) * 0.86)
    draw_symbol(
        big, SYMBOL[card], pygame.Rect(win.centerx - side // 2, win.centery - side // 2, side, side)
    )


# --- cosmetic machinery ---------------------------------------------------------
class Reel:
    """A reel spinning in a slot: ``pos`` counts faces scrolled; it stops on ``faces[stop]``."""

    __slots__ = ("slot", "faces", "pos", "stop")

    def __init__(self, slot: str, faces: list[str], stop: int) -> None:
        self.slot, self.faces, self.stop, self.pos = slot, faces, stop, 0.0


class Lever:
    """The machine's arm: ``pull`` 0 up, 1 pulled right down."""

    __slots__ = ("pull",)

    def __init__(self) -> None:
        self.pull = 0.0


def goal_words(pair: list[str], kind: str) -> str:
    """What a kept pair draws to, in the ranking's words: 'three Fours', 'three PLUMs'."""
    deck = C.slotker_deck()
    words = []
    if kind in ("poker", "both"):
        third = next(c for c in deck if c not in pair and C.rank(c) == C.rank(pair[0]))
        words.append(describe([*pair, third], detail=False))
    if kind in ("symbol", "both"):
        third = next(c for c in deck if c not in pair and SYMBOL[c] == SYMBOL[pair[0]])
        words.append(describe([*pair, third], detail=False))
    return " or ".join(words)


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


class SlotkerScene(TableScene):
    GAME = "slotker"
    REQUIRED = (
        *HAND,
        "replacement",
        "stock",
        "discard",
        *HIGH,
        "run_label",
        "ladder",
        "seats",
        "lever",
        "cabinet",
        "prompt",
        "message",
        "title",
        "deal_no",
        "button_deal",
        "button_fold",
        "button_menu",
        "button_new",
    )
    SPIN_FACES = 9  # random faces a reel shows before its card
    STOCK_DRAWN = 10  # the top cards of the stock drawn one by one

    def __init__(self, *a, **kw) -> None:
        self.reels: dict[str, Reel] = {}
        self.lever = Lever()
        self.clock = 0.0
        self.options: list[dict] = []  # the draws open now, with what they draw to and outs
        self._seq: dict[str, int] = {}  # order cards reached the discard pile, for stacking
        self._seq_n = 0
        self._pile_count = 0
        self._before: dict = {}
        self._drawn: str | None = None
        self._aces = False
        self._old_high: list[str] = []
        self._ladder: tuple | None = None
        self._panel: tuple | None = None
        self._glass: tuple | None = None
        self._halos: dict[tuple, pygame.Surface] = {}
        self._flash_bulbs = 0.0
        # what the HUD shows lags the rules until the animation gets there
        self.shown_high: list[str] | None = None
        self.shown_run = 1
        super().__init__(*a, **kw)
        self._show_state()
        self.cosmetic = random.Random(self.seed or 0)

    def card_decorator(self):
        return decorate_card

    # --- the view of the rules that the scene draws from --------------------------
    def can_act(self) -> bool:
        """May the person at the screen make a move now? (Not during a computer's turn.)"""
        return True

    def high_title(self) -> str:
        return "TO BEAT" if self.shown_run > 1 else "HIGH SET"

    # --- where cards live ------------------------------------------------------------
    def pile(self) -> list[str]:
        """The discard pile bottom to top: single discards and discarded sets, in arrival order."""
        g = self.game
        cards = list(g.discard) + [c for s in g.sets_discarded for c in s]
        base = {c: k for k, c in enumerate(cards)}
        return sorted(cards, key=lambda c: (self._seq.get(c, -1), base[c]))

    def pile_pos(self, i: int) -> tuple[float, float]:
        x, y = self.slot_pos("discard")
        return (x + (i % 3 - 1) * 1.5, y - i * 0.3)

    def home(self, card: str) -> Home | None:
        g = self.game
        if card in g.hand:
            x, y = self.slot_pos(HAND[g.hand.index(card)])
            return Home(x, y, True, 50)
        if g.high_set and card in g.high_set:
            x, y = self.slot_pos(HIGH[g.high_set.index(card)])
            return Home(x, y, True, 40)
        if card in g.pool:
            h = self.stock_home(card)
            depth = len(g.pool) - 1 - h.z
            if depth >= self.STOCK_DRAWN and h.z % 4:
                return None  # deep in the stock: every fourth card draws the pile's edge
            return h
        pile = self.pile()
        if card in pile:
            i = pile.index(card)
            x, y = self.pile_pos(i)
            return Home(x, y, True, 100 + i, shadow=i == 0)
        return None

    def stock_home(self, card: str) -> Home:
        """A card's place in the stock pile, the next card to deal on top."""
        pool = self.game.pool
        i = len(pool) - 1 - pool.index(card)
        x, y = self.slot_pos("stock")
        return Home(x - i * 0.2, y - i * 0.3, False, i, shadow=i == 0)

    def _show_state(self) -> None:
        self.shown_high = list(self.game.high_set) if self.game.high_set else None
        self.shown_run = self.game.run

    def _snap_home(self) -> None:
        """End of a move's animation: every card exactly where the state says, glows off."""
        self._show_state()
        self.reels.clear()
        self.sync_sprites(instant=True)
        for spr in self.sprites.values():
            spr.glow = None

    # --- set-up and whole-game actions ------------------------------------------------
    def make_buttons(self) -> None:
        super().make_buttons()
        self.add_button("button_deal", "Deal", self.deal, enabled=self._deal_open, key_hint="Space")
        self.add_button("button_fold", "Fold", self.fold, enabled=self._fold_open, key_hint="F")

    def _deal_open(self) -> bool:
        return self.can_act() and ("deal",) in self.game.legal_moves()

    def _fold_open(self) -> bool:
        return self.can_act() and self.game.waiting_for_draw

    def enter(self, resumed: bool = False, **kw) -> None:
        super().enter(resumed=resumed, **kw)
        if not resumed:
            art = self.art
            for card in C.slotker_deck():  # the reels flash every face: paint them now
                art.face(card)

    def restart_with(self, seed: int | None, deck: list[str] | None) -> None:
        self._reset_cosmetics()
        super().restart_with(seed, deck)

    def replay(self, moves: list[tuple]) -> None:
        self._reset_cosmetics()
        super().replay(moves)

    def _reset_cosmetics(self) -> None:
        self.timeline.finish()
        self.reels.clear()
        self._seq.clear()
        self._seq_n = 0
        self.lever.pull = 0.0

    def refresh_targets(self) -> None:
        if not self.timeline.busy:
            self._show_state()
        self._recompute_options()
        super().refresh_targets()

    def _recompute_options(self) -> None:
        g = self.game
        self.options = []
        for i, pair, kind in g.draw_options():
            self.options.append(
                {
                    "index": i,
                    "pair": pair,
                    "kind": kind,
                    "goal": goal_words(pair, kind),
                    "outs": len(g.outs(i)),
                }
            )

    # --- moves ---------------------------------------------------------------------
    def try_move(self, move: tuple, culprits=()) -> list[dict] | None:
        self._remember_before()
        return super().try_move(move, culprits)

    def glide_home(self, duration: float = 0.28, stagger: float = 0.0) -> None:
        super().glide_home(duration, stagger)
        self.timeline.call(self._snap_home)

    def _remember_before(self) -> None:
        g = self.game
        self._before = {"pile": len(self.pile()), "high": list(g.high_set or [])}

    def show_options(self) -> bool:
        """Light up the draws on offer? (A match shows them for the seat playing.)"""
        return True

    def explain_wait(self) -> None:
        """Say why the person cannot move now (a match: another seat is playing)."""

    def deal(self) -> None:
        if not self.can_act():
            self.explain_wait()
            return
        self.try_move(("deal",))

    def choose(self, i: int) -> None:
        """Give up hand card ``i`` and draw a replacement for the pair left."""
        if not self.can_act():
            self.explain_wait()
            return
        hand = self.game.hand
        self.try_move(("draw", i), [hand[i]] if i < len(hand) else [])

    def fold(self) -> None:
        if not self.can_act():
            self.explain_wait()
            return
        self.try_move(("fold",), list(self.game.hand))

    # --- animation -------------------------------------------------------------------
    def deal_animation(self) -> None:
        self.app.play_sound("shuffle")

    def animate(self, events: list[dict]) -> None:
        self._pile_count = self._before.get("pile", len(self.pile()))
        self._old_high = list(self._before.get("high") or [])
        self._aces = any(e["type"] == "three_aces" for e in events)
        for k, ev in enumerate(events):
            self.animate_event(ev, events[k + 1 :])
        self.timeline.call(self._snap_home)

    def animate_event(self, ev: dict, rest: list[dict]) -> None:
        kind = ev["type"]
        if kind == "deal":
            self._anim_deal(ev)
        elif kind == "draw":
            self._anim_draw(ev)
        elif kind == "set":
            self._anim_set(ev)
        elif kind == "discard":
            self._anim_discard(ev)
        elif kind == "three_aces":
            self._anim_three_aces(ev, rest)
        elif kind == "run_end":
            self._anim_run_end(ev, rest)
        elif kind == "new_run":
            self._anim_new_run(ev)
        elif kind == "won":
            self._later(self._won, ev)
        elif kind == "lost" and not self._aces:
            self._later(self.say, sentence(ev["why"]), NO, 8.0)

    def _later(self, fn, *args) -> None:
        self.timeline.call(lambda: fn(*args))

    def _to_pile(self, card: str, duration: float = 0.3, delay: float = 0.0) -> Tween:
        """A card's flight onto the discard pile, stacking in the order cards arrive."""
        i = self._pile_count
        self._pile_count += 1
        self._seq[card] = self._seq_n
        self._seq_n += 1
        spr = self.sprite(card)
        x, y = self.pile_pos(i)
        return self.fly(spr, x, y, duration, delay=delay, ease="in_out_quad", z=100 + i)

    def _reel_faces(self, card: str) -> list[str]:
        deck = C.slotker_deck()
        faces = [self.cosmetic.choice(deck) for _ in range(self.SPIN_FACES)]
        return [*faces, card, self.cosmetic.choice(deck)]

    def _spin(self, slot: str, card: str, duration: float, land: tuple[float, float]):
        """A reel in ``slot`` that spins and stops on ``card``; the sprite hides meanwhile."""
        faces = self._reel_faces(card)
        reel = Reel(slot, faces, len(faces) - 2)
        spr = self.sprite(card)

        def start() -> None:
            spr.visible = False
            self.reels[slot] = reel

        def stop() -> None:
            self.reels.pop(slot, None)
            spr.visible, spr.face_up = True, True
            spr.x, spr.y = land
            self.app.play_sound("deal")

        return Tween(reel, duration, "out_back", on_start=start, on_done=stop, pos=float(reel.stop))

    def _anim_deal(self, ev: dict) -> None:
        self._drawn = None
        self._later(self._hush)
        flights = [Tween(self.lever, 0.12, "in_quad", pull=1.0)]
        for k, card in enumerate(ev["cards"]):
            spr = self.sprite(card)
            spr.glow = None
            x, y = self.slot_pos(HAND[k])
            flights.append(self.fly(spr, x, y, 0.16, delay=k * 0.04, z=50))
        self.timeline.add(*flights)
        spins = [Tween(self.lever, 0.45, "out_bounce", on_start=self._clunk, pull=0.0)]
        for k, card in enumerate(ev["cards"]):
            spins.append(self._spin(HAND[k], card, 0.5 + 0.18 * k, self.slot_pos(HAND[k])))
        self.timeline.add(*spins)

    def _hush(self) -> None:
        """A new hand: the last hand's message has had its say."""
        self.message_time = 0.0

    def _clunk(self) -> None:
        self.app.play_sound("shuffle")

    def _anim_draw(self, ev: dict) -> None:
        i, old, new = ev["index"], ev["discard"], ev["card"]
        self._drawn = new
        self.sprite(old).glow = None
        rx, ry = self.slot_pos("replacement")
        self.timeline.add(self._to_pile(old, 0.3), self.fly(self.sprite(new), rx, ry, 0.18, z=60))
        self.timeline.add(self._spin("replacement", new, 0.55, (rx, ry)))
        x, y = self.slot_pos(HAND[i])
        self.timeline.add(self.fly(self.sprite(new), x, y, 0.22, ease="in_out_quad", z=50))

    def _anim_set(self, ev: dict) -> None:
        cards, kept = ev["cards"], ev["high"]
        colour = ui.GOLD if kept else NO
        self._later(self._set_lights, ev, colour)
        self.timeline.add(Wait(0.65))
        if kept:
            flights = [self._to_pile(c, 0.35, k * 0.04) for k, c in enumerate(self._old_high)]
            for k, card in enumerate(cards):
                x, y = self.slot_pos(HIGH[k])
                flights.append(
                    self.fly(
                        self.sprite(card), x, y, 0.45, delay=k * 0.05, ease="in_out_quad", z=40
                    )
                )
            self.timeline.add(*flights)
            self._old_high = list(cards)
            self._later(setattr, self, "shown_high", list(cards))
        else:
            self.timeline.add(*[self._to_pile(c, 0.3, k * 0.05) for k, c in enumerate(cards)])

    def _set_lights(self, ev: dict, colour) -> None:
        for card in ev["cards"]:
            self.sprite(card).glow = NO if self._aces else colour
        r = self.slot_rect(HAND[1])
        x, y = r.centerx, r.y - 8 * self.vp.scale
        size = max(18, int(40 * self.vp.scale))
        if self._aces:
            self.app.play_sound("error")
            return  # the three Aces step right after says what they mean
        if ev["high"]:
            self.fx.popup(describe(ev["cards"]).upper() + "!", x, y, ui.GOLD, size)
            for slot in HAND:
                c = self.slot_rect(slot).center
                self.fx.burst(c[0], c[1], (255, 220, 110), 18, 240)
            self.app.play_sound("chain4")
            self._flash_bulbs = 1.4
        else:
            self.fx.popup("NOT HIGHER", x, y, NO, size)
            self.app.play_sound("place")
        self.say(self.set_message(ev), colour if ev["high"] else ui.INK, 7.0)

    def set_message(self, ev: dict) -> str:
        """The rules' reason for a set, as a sentence saying what happens to it."""
        why = sentence(ev["why"])
        if not ev["high"]:
            return f"{why}: the set is discarded."
        if not self._before.get("high"):
            return f"{why}. It is the high set now."
        return f"{why}!"

    def _anim_discard(self, ev: dict) -> None:
        self._later(self.say, self.discard_message(ev), ui.INK, 6.0)
        self.timeline.add(Wait(0.5 if ev["why"] == "no pair" else 0.3))
        self.timeline.add(*[self._to_pile(c, 0.3, k * 0.05) for k, c in enumerate(ev["cards"])])

    def discard_message(self, ev: dict) -> str:
        """Why a hand did not count, in the rules' words plus the cards concerned."""
        why = ev["why"]
        cards = " ".join(C.short(c) for c in ev["cards"])
        if why == "no pair":
            return f"No pair in {cards}: the hand is discarded."
        if why == "the draw made no set" and self._drawn:
            return f"Drew {C.short(self._drawn)}: no set, the hand is discarded."
        if why == "folded":
            return f"Folded {cards}."
        return f"{sentence(why)}: the hand is discarded."

    def _anim_three_aces(self, ev: dict, rest: list[dict]) -> None:
        why = next((e["why"] for e in rest if e["type"] == "lost"), "")

        def boom() -> None:
            r = self.slot_rect(HIGH[1])
            self.fx.popup(
                "THREE ACES TOO SOON", r.centerx, r.bottom, NO, max(18, int(44 * self.vp.scale))
            )
            self.fx.flash((255, 60, 60), 110)
            self.fx.shake(9, 0.5)
            self.say(why, NO, 10.0)

        self._later(boom)
        self.timeline.add(Wait(0.6))

    def _anim_run_end(self, ev: dict, rest: list[dict]) -> None:
        if any(e["type"] == "new_run" for e in rest):
            high = describe(ev["high"])
            self._later(self.say, f"Run {ev['run']} over: {high} is the high set.", ui.GOLD, 4.0)

    def _anim_new_run(self, ev: dict) -> None:
        self.timeline.add(Wait(0.7))
        g = self.game
        flights = []
        for n, card in enumerate(reversed(g.pool)):
            flights.append(self._to_stock(self.sprite(card), self.stock_home(card), n * 0.008))
        self.timeline.add(*flights)
        self._seq.clear()
        self._pile_count = 0
        beat = describe(g.high_set) if g.high_set else "the high set"
        self._later(self._announce_run, f"{g.run_label}: make a set that beats {beat}.")

    def _to_stock(self, spr, h: Home, delay: float) -> Tween:
        def lift() -> None:
            spr.visible = True
            spr.face_up = False
            spr.glow = None
            spr.z = 1000 + h.z

        def land() -> None:
            spr.z = h.z

        return Tween(spr, 0.4, "in_out_quad", delay, on_start=lift, on_done=land, x=h.x, y=h.y)

    def _announce_run(self, text: str) -> None:
        self.shown_run = self.game.run
        r = self.slot_rect(HAND[1])
        self.fx.popup(self.game.run_label.upper(), r.centerx, r.centery, ui.GOLD, 48)
        self.app.play_sound("shuffle")
        self.say(text, ui.GOLD, 6.0)

    def _won(self, ev: dict) -> None:
        self.say(sentence(ev["why"]), ui.GOLD, 8.0)
        r = self.slot_rect("cabinet")
        for k in range(5):
            self.fx.burst(r.x + r.w * (k + 0.5) / 5, r.y + r.h * 0.4, (255, 210, 90), 26, 320)
        self._flash_bulbs = 3.0

    # --- input -------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        out = [Target(slot, self.slot_rect(slot)) for slot in HAND]
        out.append(Target("lever", self.slot_rect("lever")))
        out.append(Target("stock", self.slot_rect("stock")))
        return out

    def click(self, name: str | None) -> None:
        if name in HAND:
            self.choose(HAND.index(name))
        elif name in ("lever", "stock"):
            self.deal()
        elif name is None and self.game.waiting_for_draw and self.can_act():
            self.say(self.pair_prompt(), ui.GOLD, 3.0)

    def can_drag(self, name: str) -> bool:
        return name == "lever"

    def drop(self, src: str, dst: str | None) -> None:
        if src == "lever":
            if self.lever.pull > 0.35:
                self.deal()
            else:
                self.lever.pull = 0.0

    def on_key(self, action, event) -> bool:
        digits = {
            pygame.K_1: 0,
            pygame.K_2: 1,
            pygame.K_3: 2,
            pygame.K_KP1: 0,
            pygame.K_KP2: 1,
            pygame.K_KP3: 2,
        }
        if event.key in digits:
            self.choose(digits[event.key])
            return True
        if event.key == pygame.K_f:
            self.fold()
            return True
        if event.key == pygame.K_SPACE:
            return self.space()
        return False

    def space(self) -> bool:
        """Space deals; with a pair waiting it acts on the focused card, else it says what to do."""
        focus = self.cursor.current if self.cursor.visible else None
        on_button = any(b.name == focus for b in self.buttons if b.name != "button_deal")
        if on_button:
            return False
        if self.game.waiting_for_draw:
            if focus in HAND:
                return False
            if self.can_act():
                self.say(self.pair_prompt(), ui.GOLD, 3.0)
            return True
        self.deal()
        return True

    def activate(self, name: str | None) -> None:
        """Deal and Fold answer even when shut: the rules then say why not."""
        for btn in self.buttons:
            if btn.name == name and name in ("button_deal", "button_fold") and not btn.enabled():
                btn.action()
                return
        super().activate(name)

    # --- frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self._flash_bulbs = max(0.0, self._flash_bulbs - dt)
        if self.pointer.dragging and self.pointer.pressed == "lever":
            r = self.slot_rect("lever")
            self.lever.pull = max(0.0, min(1.0, self.pointer.drag_offset[1] / (r.h * 0.6)))

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._ladder = self._panel = self._glass = None
        self._halos.clear()

    def px(self, v: float) -> int:
        return max(10, int(v * self.vp.scale))

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._background is None or self._background.get_size() != size:
            bg = super().background(size)
            self._paint_cabinet(bg)
        return self._background

    def _paint_cabinet(self, surf: pygame.Surface) -> None:
        """The machine's still parts: the cabinet, the reel windows, the trays."""
        s = self.vp.scale
        cab = self.slot_rect("cabinet")
        pygame.draw.rect(
            surf, (0, 0, 0), cab.move(round(6 * s), round(8 * s)), border_radius=round(26 * s)
        )
        pygame.draw.rect(surf, CABINET, cab, border_radius=round(26 * s))
        inner = cab.inflate(-round(14 * s), -round(14 * s))
        pygame.draw.rect(surf, CABINET_DARK, inner, round(3 * s), border_radius=round(20 * s))
        pygame.draw.rect(surf, TRIM, cab, max(2, round(4 * s)), border_radius=round(26 * s))
        tray = (
            self.slot_rect(HIGH[0])
            .union(self.slot_rect(HIGH[2]))
            .inflate(round(24 * s), round(12 * s))
        )
        tray.y += round(4 * s)
        pygame.draw.rect(surf, (60, 8, 16), tray, border_radius=round(14 * s))
        pygame.draw.rect(
            surf, (160, 110, 50), tray, max(1, round(2 * s)), border_radius=round(14 * s)
        )
        glass = (
            self.slot_rect(HAND[0])
            .union(self.slot_rect(HAND[2]))
            .inflate(round(20 * s), round(20 * s))
        )
        pygame.draw.rect(surf, (30, 10, 12), glass, border_radius=round(16 * s))
        pygame.draw.rect(surf, TRIM, glass, max(2, round(3 * s)), border_radius=round(16 * s))
        for slot in (*HAND, "replacement"):
            r = self.slot_rect(slot)
            pygame.draw.rect(surf, REEL_BG, r, border_radius=round(8 * s))
            pygame.draw.rect(
                surf, (90, 60, 50), r, max(1, round(2 * s)), border_radius=round(8 * s)
            )
        plate = glass.copy()
        plate.y, plate.h = glass.bottom + round(2 * s), round(78 * s)
        pygame.draw.rect(
            surf, (40, 8, 14), plate.inflate(-round(8 * s), 0), border_radius=round(10 * s)
        )
        lcd = self.slot_rect("prompt")
        pygame.draw.rect(surf, (14, 22, 18), lcd, border_radius=round(10 * s))
        pygame.draw.rect(surf, TRIM, lcd, max(2, round(3 * s)), border_radius=round(10 * s))
        rep = self.slot_rect("replacement").inflate(round(14 * s), round(14 * s))
        pygame.draw.rect(surf, TRIM, rep, max(2, round(3 * s)), border_radius=round(14 * s))
        ui.blit_text(
            surf, "DRAW", self.px(22), (rep.centerx, rep.y - 6 * s), TRIM, "midbottom", bold=True
        )
        lever = self.slot_rect("lever")
        box = pygame.Rect(0, 0, round(40 * s), round(70 * s))
        box.center = (lever.centerx - round(14 * s), lever.centery)
        pygame.draw.rect(surf, (60, 60, 70), box, border_radius=round(8 * s))
        pygame.draw.rect(
            surf, (170, 170, 185), box, max(1, round(2 * s)), border_radius=round(8 * s)
        )
        for name in ("stock", "discard"):
            r = self.slot_rect(name)
            img = self.art.slot()
            surf.blit(img, img.get_rect(center=r.center))

    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_bulbs(surface)
        self._draw_reels(surface)
        self._draw_lever(surface)
        if not self.timeline.busy and self.options and self.show_options():
            self._draw_halos(surface)
        if not self.shown_high:
            img = self.art.slot(TRIM)
            for slot in HIGH:
                surface.blit(img, img.get_rect(center=self.slot_rect(slot).center))

    def _draw_bulbs(self, surface: pygame.Surface) -> None:
        """Chasing lights along the cabinet's top; they race when a set is made."""
        cab = self.slot_rect("cabinet")
        n = 22
        speed = 14 if self._flash_bulbs > 0 else 3
        phase = int(self.clock * speed)
        rad = max(2, round(4 * self.vp.scale))
        y = cab.y + round(9 * self.vp.scale)
        for k in range(n):
            x = cab.x + cab.w * (k + 0.5) / n
            on = (k + phase) % 3 == 0
            pygame.draw.circle(surface, (255, 236, 150) if on else (120, 80, 40), (x, y), rad)

    def _draw_reels(self, surface: pygame.Surface) -> None:
        if not self.reels:
            return
        art = self.art
        pitch = art.h + max(4, round(10 * self.vp.scale))
        old_clip = surface.get_clip()
        for reel in list(self.reels.values()):
            rect = self.slot_rect(reel.slot)
            surface.set_clip(rect)
            x, y = self.vp.point(*self.slot_pos(reel.slot))
            k = max(0, min(int(math.floor(reel.pos)), len(reel.faces) - 1))
            frac = reel.pos - k
            for j, dy in ((k, frac * pitch), (k + 1, (frac - 1) * pitch)):
                if 0 <= j < len(reel.faces):
                    surface.blit(art.face(reel.faces[j]), (round(x), round(y + dy)))
            surface.set_clip(old_clip)

    def _draw_lever(self, surface: pygame.Surface) -> None:
        r = self.slot_rect("lever")
        s = self.vp.scale
        pivot = (r.centerx, r.centery)
        top = r.y + round(20 * s)
        bottom = r.bottom - round(20 * s)
        ball_y = top + (bottom - top) * self.lever.pull
        rod = max(3, round(8 * s))
        pygame.draw.line(surface, (90, 90, 100), pivot, (pivot[0], ball_y), rod + 2)
        pygame.draw.line(surface, (215, 215, 228), pivot, (pivot[0], ball_y), rod)
        pygame.draw.circle(surface, (60, 60, 70), pivot, round(11 * s))
        grow = 1 + 0.25 * math.sin(math.pi * self.lever.pull)
        rad = round(18 * s * grow)
        pygame.draw.circle(surface, (120, 10, 20), (pivot[0], ball_y), rad + max(1, round(2 * s)))
        pygame.draw.circle(surface, (226, 30, 44), (pivot[0], ball_y), rad)
        pygame.draw.circle(
            surface, (255, 170, 170), (pivot[0] - rad * 0.35, ball_y - rad * 0.35), rad * 0.28
        )
        if self._deal_open() and not self.timeline.busy:
            glow = 0.5 + 0.5 * math.sin(self.clock * 4)
            colour = (int(200 + 55 * glow), int(160 + 60 * glow), 60)
            pygame.draw.circle(
                surface, colour, (pivot[0], ball_y), rad + round(6 * s), max(2, round(3 * s))
            )

    def _halo(self, colour, size: tuple[int, int]) -> pygame.Surface:
        key = (colour, size)
        img = self._halos.get(key)
        if img is None:
            img = pygame.Surface(size, pygame.SRCALPHA)
            w = max(4, size[0] // 9)
            for k in range(w):
                a = int(255 * (1 - k / w) ** 0.7)
                pygame.draw.rect(
                    img,
                    (*colour, a),
                    img.get_rect().inflate(-2 * k, -2 * k),
                    2,
                    border_radius=max(4, size[0] // 8),
                )
            self._halos[key] = img
        return img

    def _draw_halos(self, surface: pygame.Surface) -> None:
        """The card(s) that may be given up pulse orange; the cards kept glow green."""
        art = self.art
        pulse = 0.55 + 0.45 * math.sin(self.clock * 5)
        size = (art.w + round(26 * self.vp.scale), art.h + round(26 * self.vp.scale))
        give = {o["index"] for o in self.options}
        keep = set(range(3)) - give
        for i in range(3):
            r = self.slot_rect(HAND[i])
            if i in give:
                img = self._halo(GIVE_UP, size)
                img.set_alpha(int(255 * pulse))
                surface.blit(img, img.get_rect(center=r.center).inflate(-4, -4))
            elif i in keep:
                img = self._halo(KEEP, size)
                img.set_alpha(220)
            surface.blit(img, img.get_rect(center=r.center))

    def draw_hud(self, surface: pygame.Surface) -> None:
        g = self.game
        s = self.vp.scale
        r = self.slot_rect("title")
        ui.blit_text(surface, "SLOTKER", self.px(40), r.midleft, ui.GOLD, "midleft", bold=True)
        r = self.slot_rect("run_label")
        ui.blit_text(surface, self.run_text(), self.px(32), r.center, ui.INK, "center", bold=True)
        r = self.slot_rect("deal_no")
        ui.blit_text(
            surface,
            self.deal_text(),
            self.px(26),
            r.midright,
            ui.ACCENT if self.hard else ui.INK,
            "midright",
        )
        self._draw_glass(surface)
        self._draw_high_label(surface)
        stock = self.slot_rect("stock")
        ui.blit_text(
            surface,
            f"{len(g.pool)} to deal",
            self.px(22),
            (stock.centerx, stock.bottom + 4 * s),
            ui.INK,
            "midtop",
        )
        disc = self.slot_rect("discard")
        ui.blit_text(
            surface, "discard", self.px(22), (disc.centerx, disc.bottom + 4 * s), ui.DIM, "midtop"
        )
        surface.blit(self.ladder_image(), self.slot_rect("ladder"))
        surface.blit(self.panel_image(), self.slot_rect("seats"))
        if not self.timeline.busy:
            self._draw_captions(surface)
        self._draw_prompt(surface)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """What to do now, on the machine's little screen."""
        text = self.prompt()
        if not text:
            return
        r = self.slot_rect("prompt")
        size = self.px(21)
        width = r.w - round(16 * self.vp.scale)
        colour = ui.GOLD if self.options and self.show_options() else ui.INK
        ui.blit_block(
            surface,
            text,
            size,
            r.center,
            width,
            colour,
            "center",
            align="center",
            shadow=False,
            line_height=round(size * 0.9),
        )

    def run_text(self) -> str:
        return f"Run {self.shown_run} of {self.game.runs}"

    def deal_text(self) -> str:
        return f"Deal #{self.seed}   {'HARD' if self.hard else 'Normal'}"

    def _draw_glass(self, surface: pygame.Surface) -> None:
        """Shade at the top and bottom of each reel window: reads as a drum turning."""
        r = self.slot_rect(HAND[0])
        key = r.size
        if self._glass is None or self._glass[0] != key:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            band = max(4, round(14 * self.vp.scale))
            for k in range(band):
                a = int(170 * (1 - k / band) ** 1.5)
                pygame.draw.line(img, (0, 0, 0, a), (0, k), (r.w, k))
                pygame.draw.line(img, (0, 0, 0, a), (0, r.h - 1 - k), (r.w, r.h - 1 - k))
            self._glass = (key, img)
        img = self._glass[1]
        for slot in (*HAND, "replacement"):
            surface.blit(img, self.slot_rect(slot))

    def _draw_high_label(self, surface: pygame.Surface) -> None:
        g = self.game
        left, right = self.slot_rect(HIGH[0]), self.slot_rect(HIGH[2])
        y = left.y - 4 * self.vp.scale
        cx = (left.x + right.right) / 2
        title = self.high_title()
        if g.high_set:
            text = f"{title}:  {describe(g.high_set)}"
            colour = ui.GOLD
        else:
            text = self.no_high_text()
            colour = ui.DIM
        ui.blit_text(
            surface, text, self.px(24), (cx, y), colour, "midbottom", bold=bool(g.high_set)
        )

    def no_high_text(self) -> str:
        return "HIGH SET: none yet - your first set becomes it"

    def prompt(self) -> str:
        g = self.game
        if self.timeline.busy:
            return ""
        if g.status != "playing":
            return "Game over. N deals again"
        if g.waiting_for_draw:
            return self.pair_prompt()
        return self.idle_prompt()

    def idle_prompt(self) -> str:
        return "Pull the lever, click Deal or press Space for three cards"

    def pair_prompt(self) -> str:
        keys = " or ".join(str(o["index"] + 1) for o in self.options)
        return f"A pair! Give up a glowing card: click it or press {keys}. Or Fold (F)."

    def _draw_captions(self, surface: pygame.Surface) -> None:
        """Under each reel: give it up for what (and how many outs), or keep it."""
        if not self.options or not self.show_options():
            return
        by_index = {o["index"]: o for o in self.options}
        size = self.px(19)
        step = size * 0.82
        for i in range(3):
            r = self.slot_rect(HAND[i])
            x, y = r.centerx, r.bottom + 13 * self.vp.scale
            o = by_index.get(i)
            if o is None:
                ui.blit_text(surface, "keep", size, (x, y), KEEP, "midtop", bold=True)
                continue
            ui.blit_text(
                surface, f"[{i + 1}] give up for", size, (x, y), GIVE_UP, "midtop", bold=True
            )
            goal = ui.blit_block(
                surface,
                o["goal"],
                size,
                (x, y + step),
                int(r.w * 1.06),
                anchor="midtop",
                align="center",
                line_height=round(step),
            )
            y = goal.bottom
            outs = o["outs"]
            words = f"{outs} out{'s' if outs != 1 else ''} left"
            ui.blit_text(surface, words, size, (x, y), ui.DIM if outs else NO, "midtop")

    # --- the ranking ladder ---------------------------------------------------------------
    def ladder_mark(self) -> str:
        return "HIGH"

    def ladder_key(self) -> tuple:
        g = self.game
        return (
            self.slot_rect("ladder").size,
            tuple(self.shown_high or ()),
            self.shown_run,
            g.runs,
            self.ladder_mark(),
        )

    def ladder_image(self) -> pygame.Surface:
        key = self.ladder_key()
        if self._ladder is None or self._ladder[0] != key:
            self._ladder = (key, self._paint_ladder())
        return self._ladder[1]

    def _paint_ladder(self) -> pygame.Surface:
        """Every kind of set, highest first; the high set marked, what beats it bright."""
        g = self.game
        r = self.slot_rect("ladder")
        s = self.vp.scale
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        ui.panel(img, img.get_rect(), 170, round(14 * s))
        pad = round(12 * s)
        y = round(8 * s)
        ui.blit_text(
            img, "SETS, HIGHEST FIRST", self.px(22), (r.w // 2, y), ui.GOLD, "midtop", bold=True
        )
        y += round(28 * s)
        high = set_rank(self.shown_high) if self.shown_high else None
        row_h = round(20.5 * s)
        size = self.px(19)
        ui.blit_text(img, "Three of a rank", self.px(18), (pad, y), ui.DIM, "topleft")
        y += round(20 * s)
        early_aces = self.ladder_mark() == "HIGH" and self.shown_run < g.runs
        for rank in RANKS_HIGH_FIRST:
            key = (1, 14 if rank == "A" else C.RANKS.index(rank) + 1)
            cards = [rank + "S", rank + "H", rank + "D"]
            self._ladder_row(img, y, row_h, describe(cards), key, high, size, pad)
            if rank == "A" and early_aces and high != key:
                ui.blit_text(
                    img,
                    "lose if made now",
                    self.px(15),
                    (r.w - pad, y + row_h // 2),
                    NO,
                    "midright",
                    shadow=False,
                )
            y += row_h
        y += round(6 * s)
        ui.blit_text(img, "Three of a symbol", self.px(18), (pad, y), ui.DIM, "topleft")
        y += round(20 * s)
        row_h = round(26 * s)
        for symbol in SYMBOLS:
            lo = (0, len(SYMBOLS) - 1 - SYMBOLS.index(symbol))
            iz = round(22 * s)
            img.blit(icon(symbol, iz), (pad, y + (row_h - iz) // 2))
            self._ladder_row(
                img,
                y,
                row_h,
                symbol,
                lo,
                high,
                size,
                pad + iz + round(6 * s),
                colour=LABEL_COLOURS[symbol],
                note=f"{SYMBOL_COUNT[symbol]} cards",
            )
            y += row_h
        y += round(6 * s)
        for line in ("Same symbol: straight flush, flush,", "straight, pair, high card."):
            ui.blit_text(img, line, self.px(16), (pad, y), ui.DIM, "topleft", shadow=False)
            y += round(17 * s)
        return img

    def _ladder_row(self, img, y, row_h, label, key, high, size, x, colour=ui.INK, note="") -> None:
        """One ladder row; ``key`` is the row's rank key (a prefix for symbol rows)."""
        w = img.get_width()
        s = self.vp.scale
        marked = high is not None and high[: len(key)] == key
        beats = high is None or key > high[: len(key)]
        row = pygame.Rect(round(6 * s), y, w - round(12 * s), row_h - 1)
        if marked:
            pygame.draw.rect(img, (120, 90, 20), row, border_radius=round(6 * s))
            pygame.draw.rect(img, ui.GOLD, row, max(1, round(2 * s)), border_radius=round(6 * s))
        ink = colour if beats else tuple(int(c * 0.35 + 70) for c in colour)
        if marked:
            ink = (255, 250, 235)
        ui.blit_text(
            img, label, size, (x, y + row_h // 2), ink, "midleft", bold=marked, shadow=False
        )
        right = w - round(12 * s)
        if marked:
            tag = self.ladder_mark()
            shown = self.shown_high or []
            cat = category(shown) if set_kind(shown) == "symbol" else None
            if cat:
                tag = f"{cat} · {tag}"
            ui.blit_text(
                img,
                tag,
                self.px(16),
                (right, y + row_h // 2),
                ui.GOLD,
                "midright",
                bold=True,
                shadow=False,
            )
        elif note:
            ui.blit_text(
                img, note, self.px(15), (right, y + row_h // 2), ui.DIM, "midright", shadow=False
            )

    # --- the left panel -----------------------------------------------------------------
    def panel_key(self) -> tuple:
        g = self.game
        return (self.slot_rect("seats").size, g.run, g.runs, tuple(tuple(h) for h in g.run_highs))

    def panel_image(self) -> pygame.Surface:
        key = self.panel_key()
        if self._panel is None or self._panel[0] != key:
            self._panel = (key, self.paint_panel())
        return self._panel[1]

    def paint_panel(self) -> pygame.Surface:
        """Solo: each run and the high set it made."""
        g = self.game
        r = self.slot_rect("seats")
        s = self.vp.scale
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        ui.panel(img, img.get_rect(), 150, round(14 * s))
        pad = round(14 * s)
        y = round(10 * s)
        ui.blit_text(img, "RUNS", self.px(22), (r.w // 2, y), ui.GOLD, "midtop", bold=True)
        y += round(34 * s)
        for run in range(1, g.runs + 1):
            if run <= len(g.run_highs):
                text, colour = describe(g.run_highs[run - 1]), ui.INK
            elif run == g.run and g.status == "playing":
                text, colour = "playing now", ui.GOLD
            else:
                text, colour = "-", ui.DIM
            ui.blit_text(img, f"Run {run}", self.px(20), (pad, y), ui.DIM, "topleft", shadow=False)
            ui.blit_text(img, text, self.px(20), (pad, y + round(20 * s)), colour, "topleft")
            y += round(50 * s)
        y += round(6 * s)
        lines = [
            "Run 1 ends at its first set.",
            "Each later run must beat it.",
            "Three Aces before the last",
            "run lose: nothing beats them.",
        ]
        for line in lines:
            ui.blit_text(img, line, self.px(17), (pad, y), ui.DIM, "topleft", shadow=False)
            y += round(19 * s)
        return img

    # --- hints -----------------------------------------------------------------------
    def hint_targets(self, move: tuple) -> list[str]:
        if move[0] == "deal":
            return ["lever"]
        if move[0] == "draw":
            return [HAND[move[1]]]
        return ["button_fold"]

    def describe_move(self, move: tuple) -> str:
        if move[0] == "deal":
            return "pull the lever for three new cards"
        if move[0] == "draw":
            option = next((o for o in self.options if o["index"] == move[1]), None)
            card = C.short(self.game.hand[move[1]])
            goal = f" and draw for {option['goal']}" if option else ""
            return f"give up {card}{goal}"
        return "fold this hand"

    # --- the end ------------------------------------------------------------------------
    def stats_details(self) -> dict:
        """SLOTKER's record keeps the best set ever held, by the rules' own ranking."""
        details = super().stats_details()
        high = self.game.high_set
        if high:
            details["best_set"] = describe(high)
            details["best_set_rank"] = list(set_rank(high))
        return details

    def result_text(self) -> tuple[str, list[str]]:
        g = self.game
        highs = "  >  ".join(describe(h) for h in g.run_highs)
        if g.status == "won":
            return "Jackpot!", [g.win_reason() or "", f"High sets: {highs}"]
        if g.high_set and is_three_aces(g.high_set):
            return "Three Aces too soon", [
                g.loss_reason() or "",
                "Three Aces win only when made in the last run.",
            ]
        lines = [g.loss_reason() or ""]
        if highs:
            lines.append(f"High sets: {highs}")
        return "Out of cards", lines


SCENE = SlotkerScene

__all__ = ["SCENE", "SlotkerScene", "decorate_card", "goal_words"]
