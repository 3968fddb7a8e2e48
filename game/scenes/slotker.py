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

import random

import pygame

from game.engine import ui
from game.engine.cards import CardArtCache
from game.engine.input import Target
from game.engine.strips import Strip, StripPanel
from game.engine.tween import Tween, Wait
from game.rules import cards as C
from game.rules.slotker_rank import describe, goal_words
from game.scenes.slotker_cabinet import (
    HAND,
    HIGH,
    TRIM,
    Glass,
    Halos,
    Lever,
    Reel,
    decorate_card,
    draw_bulbs,
    draw_lever,
    draw_reels,
    paint_cabinet,
)
from game.scenes.slotker_ladder import (
    draw_captions,
    draw_high_label,
    draw_prompt,
    draw_run_label,
    draw_tray_labels,
    ladder_strips,
    paint_ladder,
    paint_runs_panel,
    runs_rows,
)
from game.scenes.slotker_words import (
    discard_words,
    move_words,
    result_words,
    sentence,
    set_words,
)
from game.scenes.table import NO, Home, TableScene


class SlotkerScene(TableScene):
    GAME = "slotker"
    IGNORED_EVENTS: frozenset[str] = frozenset()  # every solo event is shown
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
        self._ladder_strips = StripPanel()
        self._panel: tuple | None = None
        self._panel_strips = StripPanel()
        self._glass = Glass()
        self._halos = Halos()
        self._flash_bulbs = 0.0
        # what the HUD shows lags the rules until the animation gets there
        self.shown_high: list[str] | None = None
        self.shown_run = 1
        super().__init__(*a, **kw)
        self._show_state()
        self.cosmetic = random.Random(self.seed or 0)

    def card_art(self) -> CardArtCache:
        return CardArtCache(decorate_card)

    # --- the view of the rules that the scene draws from --------------------------
    def can_act(self) -> bool:
        """May the person at the screen make a move now? (Not during a computer's turn.)"""
        return True

    def high_title(self) -> str:
        if self.game.status == "won":
            return "WINNING SET"
        if self.game.status != "playing":
            return "HIGH SET"  # nothing is left to beat once the game is over
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
        """Every card exactly where the state says (``after_sync`` puts the glows off)."""
        self.sync_sprites()

    def after_sync(self) -> None:
        """End of a move's animation: the state on show, the reels stopped, glows off."""
        self._show_state()
        self.reels.clear()
        for spr in self.sprites.values():
            spr.glow = None

    # --- set-up and whole-game actions ------------------------------------------------
    def game_buttons(self) -> None:
        """Deal and Fold answer even when shut: the rules then say why not."""
        self.add_button(
            "button_deal", "Deal", self.deal, self._deal_open, key_hint="Space", explains=True
        )
        self.add_button("button_fold", "Fold", self.fold, self._fold_open, "F", explains=True)

    def _deal_open(self) -> bool:
        return self.can_act() and ("deal",) in self.game.legal_moves()

    def _fold_open(self) -> bool:
        return self.can_act() and self.game.waiting_for_draw

    def on_reset(self, new_deal: bool) -> None:
        self.timeline.finish()
        self.reels.clear()
        self._seq.clear()
        self._seq_n = 0
        self.lever.pull = 0.0

    def on_state_changed(self) -> None:
        if not self.timeline.busy:
            self._show_state()
        self._recompute_options()

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
                    # three Aces made now lose the game: such a draw is no chance at all
                    "loses": all(c[0] == "A" for c in pair) and g.three_aces_lose(),
                }
            )

    # --- moves ---------------------------------------------------------------------
    def before_move(self, move: tuple) -> None:
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
        art = self.art
        for card in C.slotker_deck():  # the reels flash every face: painted before they spin
            art.face(card)
        self.app.play_sound("shuffle")

    def animate(self, events: list[dict]) -> None:
        self._pile_count = self._before.get("pile", len(self.pile()))
        self._old_high = list(self._before.get("high") or [])
        self._aces = any(e["type"] == "three_aces" for e in events)
        self.animate_events(events)
        self.timeline.call(self._snap_home)

    def _anim_won(self, ev: dict, rest: list[dict]) -> None:
        self._later(self._won, ev)

    def _anim_lost(self, ev: dict, rest: list[dict]) -> None:
        if not self._aces:  # the three Aces step has said why already
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

    def _anim_deal(self, ev: dict, rest: list[dict]) -> None:
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

    def _anim_draw(self, ev: dict, rest: list[dict]) -> None:
        i, old, new = ev["index"], ev["discard"], ev["card"]
        self._drawn = new
        self.sprite(old).glow = None
        rx, ry = self.slot_pos("replacement")
        self.timeline.add(self._to_pile(old, 0.3), self.fly(self.sprite(new), rx, ry, 0.18, z=60))
        self.timeline.add(self._spin("replacement", new, 0.55, (rx, ry)))
        x, y = self.slot_pos(HAND[i])
        self.timeline.add(self.fly(self.sprite(new), x, y, 0.22, ease="in_out_quad", z=50))

    def _anim_set(self, ev: dict, rest: list[dict]) -> None:
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
            self.banner(describe(ev["cards"]).upper() + "!", x, y, ui.GOLD, size, self.draw_label())
            for slot in HAND:
                c = self.slot_rect(slot).center
                self.fx.burst(c[0], c[1], (255, 220, 110), 18, 240)
            self.app.play_sound("chain4")
            self._flash_bulbs = 1.4
        else:
            self.banner("NOT HIGHER", x, y, NO, size, self.draw_label())
            self.app.play_sound("place")
        self.say(self.set_message(ev), colour if ev["high"] else ui.INK, 7.0)

    def draw_label(self) -> list[pygame.Rect]:
        """Where the machine's DRAW label sits, over the replacement reel: banners keep
        off it."""
        rep = self.slot_rect("replacement")
        return [pygame.Rect(rep.x, rep.y - round(34 * self.vp.scale), rep.w, rep.h)]

    def set_message(self, ev: dict) -> str:
        return set_words(ev, bool(self._before.get("high")))

    def _anim_discard(self, ev: dict, rest: list[dict]) -> None:
        self._later(self.say, self.discard_message(ev), ui.INK, 6.0)
        self.timeline.add(Wait(0.5 if ev["why"] == "no pair" else 0.3))
        self.timeline.add(*[self._to_pile(c, 0.3, k * 0.05) for k, c in enumerate(ev["cards"])])

    def discard_message(self, ev: dict) -> str:
        return discard_words(ev, self._drawn)

    def _anim_three_aces(self, ev: dict, rest: list[dict]) -> None:
        why = next((e["why"] for e in rest if e["type"] == "lost"), "")

        def boom() -> None:
            r = self.slot_rect(HIGH[1])
            self.banner(
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

    def _anim_new_run(self, ev: dict, rest: list[dict]) -> None:
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
        self.banner(
            self.game.run_label.upper(), r.centerx, r.centery, ui.GOLD, 48, self.draw_label()
        )
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

    # --- frame -----------------------------------------------------------------------
    def on_tick(self, dt: float) -> None:
        self.clock += dt
        self._flash_bulbs = max(0.0, self._flash_bulbs - dt)
        if self.pointer.dragging and self.pointer.pressed == "lever":
            r = self.slot_rect("lever")
            self.lever.pull = max(0.0, min(1.0, self.pointer.drag_offset[1] / (r.h * 0.6)))

    def on_resize(self) -> None:
        self._ladder = self._panel = None
        self._glass.clear()
        self._halos.clear()

    def px(self, v: float) -> int:
        return ui.text_px(v, self.vp.scale)

    def _reel_point(self, slot: str) -> tuple[float, float]:
        """A reel's top left on screen."""
        return self.vp.point(*self.slot_pos(slot))

    def paint_background(self, surf: pygame.Surface) -> None:
        paint_cabinet(surf, self.slot_rect, self.vp.scale, self.art.slot())

    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.vp.scale
        draw_bulbs(surface, self.slot_rect("cabinet"), s, self.clock, self._flash_bulbs > 0)
        if self.reels:
            draw_reels(surface, self.reels.values(), self.slot_rect, self._reel_point, self.art, s)
        glowing = self._deal_open() and not self.timeline.busy
        draw_lever(surface, self.slot_rect("lever"), s, self.lever.pull, glowing, self.clock)
        if not self.timeline.busy and self.options and self.show_options():
            give = {o["index"] for o in self.options}
            self._halos.draw(surface, self.art, self.slot_rect, s, give, self.clock)
        if not self.shown_high:
            img = self.art.slot(TRIM)
            for slot in HIGH:
                surface.blit(img, img.get_rect(center=self.slot_rect(slot).center))

    def draw_hud(self, surface: pygame.Surface) -> None:
        g = self.game
        s = self.vp.scale
        rect = self.slot_rect
        self.painter.header(surface, self.deal_text(), sizes=(self.px(40), self.px(26)))
        draw_run_label(surface, rect, s, self.run_text())
        self._glass.draw(surface, rect, s)
        if g.high_set:
            draw_high_label(surface, rect, s, f"{self.high_title()}:  {describe(g.high_set)}", True)
        else:
            draw_high_label(surface, rect, s, self.no_high_text(), False)
        draw_tray_labels(surface, rect, s, len(g.pool))
        at = rect("ladder")
        for (x, y), img in self.ladder_image():
            surface.blit(img, (at.x + x, at.y + y))
        at = rect("seats")
        for (x, y), img in self.panel_strips():
            surface.blit(img, (at.x + x, at.y + y))
        lit = bool(self.options) and self.show_options()
        if not self.timeline.busy and lit:
            draw_captions(surface, self.options, rect, s)
        draw_prompt(surface, rect("prompt"), s, self.prompt(), lit)

    def run_text(self) -> str:
        return f"Run {self.shown_run} of {self.game.runs}"

    def deal_text(self) -> str | None:
        """The header's deal words: the session's label and mode (a match says its own)."""
        return None

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

    def ladder_image(self) -> list[Strip]:
        """The ladder as strips (game.engine.strips): a new high set repaints the rows
        whose standing against it changed, not the whole panel."""
        key = self.ladder_key()
        if self._ladder is None or self._ladder[0] != key:
            mark = self.ladder_mark()
            early_aces = mark == "HIGH" and self.game.three_aces_lose(self.shown_run)
            size = self.slot_rect("ladder").size
            s, high = self.vp.scale, self.shown_high
            rects, keys = ladder_strips(size, s, high, mark, early_aces)

            def paint(img: pygame.Surface) -> None:
                paint_ladder(img, s, high, mark, early_aces)

            self._ladder = (key, self._ladder_strips.strips(size, rects, keys, paint))
        return self._ladder[1]

    # --- the left panel -----------------------------------------------------------------
    def panel_key(self) -> tuple:
        g = self.game
        return (self.slot_rect("seats").size, g.run, g.runs, tuple(tuple(h) for h in g.run_highs))

    def panel_strips(self) -> list[Strip]:
        """The left panel as strips (game.engine.strips): a run ending repaints its row,
        not the whole panel (a 4K panel is 800 by 1,000 pixels)."""
        key = self.panel_key()
        if self._panel is None or self._panel[0] != key:
            size = self.slot_rect("seats").size
            rects, keys = self.panel_rows(size)

            def paint(img: pygame.Surface) -> None:
                # the panel's very pixels (a plain blit would blend them onto the clear)
                img.blit(self.paint_panel(), (0, 0), special_flags=pygame.BLEND_RGBA_MAX)

            self._panel = (key, self._panel_strips.strips(size, rects, keys, paint))
        return self._panel[1]

    def panel_rows(self, size: tuple[int, int]) -> tuple[list[pygame.Rect], list]:
        """The left panel's strips and what each shows (``panel_key`` covers them all)."""
        return runs_rows(self.game, size, self.vp.scale)

    def paint_panel(self) -> pygame.Surface:
        """Solo: each run and the high set it made."""
        return paint_runs_panel(self.game, self.slot_rect("seats").size, self.vp.scale)

    # --- hints -----------------------------------------------------------------------
    def hint_targets(self, move: tuple) -> list[str]:
        if move[0] == "deal":
            return ["lever"]
        if move[0] == "draw":
            return [HAND[move[1]]]
        return ["button_fold"]

    def describe_move(self, move: tuple) -> str:
        return move_words(move, self.game.hand, self.options)

    # --- the end ------------------------------------------------------------------------
    def result_text(self) -> tuple[str, list[str]]:
        return result_words(self.game)


__all__ = ["SlotkerScene", "decorate_card"]
