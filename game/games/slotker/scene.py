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
(``game.games.slotker.match_scene``) reuses this scene with a seat's run.

The scene keeps the input, the session and what the machine shows now; it
owns its animations of the rules' events (``SlotkerMotion``) and its painted
pieces and words (``game.games.slotker.hud.SlotkerHud``).
"""

from __future__ import annotations

import random

import pygame

from game.engine import theme, ui
from game.engine.cards import CardArtCache
from game.engine.input import Target
from game.engine.keymaps import built
from game.engine.theme import NO
from game.engine.tween import Tween, Wait
from game.games.slotker import spoken
from game.games.slotker.cabinet import HAND, HIGH, Lever, Reel, bulbs_due, decorate_card
from game.games.slotker.hud import SlotkerHud
from game.games.slotker.keys import LAYER
from game.games.slotker.rank import describe
from game.games.slotker.words import (
    HIGH_SET,
    discard_words,
    hint_words,
    move_words,
    result_words,
    sentence,
    set_words,
)
from game.i18n import _, pgettext
from game.rules import cards as C
from game.table.scene import Home, TableScene

SLOTKER_KEYS = built(LAYER)

CHOOSE = {f"choose_{n}": n - 1 for n in (1, 2, 3)}


class SlotkerMotion:
    """The SLOTKER scene's animations of the rules' events (``_anim_<type>``): reels
    that spin and stop on the card dealt, cards to the pile in arrival order, sets that
    light up and slide to the high-set tray, and the words and banners on the way."""

    SPIN_FACES = 9  # random faces a reel shows before its card

    def __init__(self, scene) -> None:  # the SlotkerScene that owns it
        self.scene = scene
        self.pile_count = 0
        self.drawn: str | None = None
        self.aces = False
        self.old_high: list[str] = []
        self.cosmetic = random.Random(scene.seed or 0)  # the reels' random faces

    def begin(self, events: list[dict]) -> None:
        """A move's events are about to be animated: from what was on show before it."""
        before = self.scene.before
        self.pile_count = before.get("pile", len(self.scene.pile()))
        self.old_high = list(before.get("high") or [])
        self.aces = any(e["type"] == "three_aces" for e in events)

    def later(self, fn, *args) -> None:
        self.scene.timeline.call(lambda: fn(*args))

    def to_pile(self, card: str, duration: float = 0.3, delay: float = 0.0) -> Tween:
        """A card's flight onto the discard pile, stacking in the order cards arrive."""
        sc = self.scene
        i = self.pile_count
        self.pile_count += 1
        sc.arrival[card] = len(sc.arrival)
        x, y = sc.pile_pos(i)
        return sc.fly(sc.sprite(card), x, y, duration, delay=delay, ease="in_out_quad", z=100 + i)

    def to_stock(self, spr, h: Home, delay: float) -> Tween:
        def lift() -> None:
            spr.visible = True
            spr.face_up = False
            spr.glow = None
            spr.z = 1000 + h.z

        def land() -> None:
            spr.z = h.z

        return Tween(spr, 0.4, "in_out_quad", delay, on_start=lift, on_done=land, x=h.x, y=h.y)

    def gather(self, cards: list[str], stagger: float) -> None:
        """Every card of ``cards`` back into the stock, face down, one after another."""
        sc = self.scene
        flights = []
        for n, card in enumerate(cards):
            flights.append(self.to_stock(sc.sprite(card), sc.stock_home(card), n * stagger))
        sc.timeline.add(*flights)

    def spin(self, slot: str, card: str, duration: float, land: tuple[float, float]):
        """A reel in ``slot`` that spins and stops on ``card``; the sprite hides meanwhile."""
        sc = self.scene
        deck = C.standard_deck()
        faces = [self.cosmetic.choice(deck) for _ in range(self.SPIN_FACES)]
        faces = [*faces, card, self.cosmetic.choice(deck)]
        reel = Reel(slot, faces, len(faces) - 2)
        spr = sc.sprite(card)

        def start() -> None:
            spr.visible = False
            sc.reels[slot] = reel

        def stop() -> None:
            sc.reels.pop(slot, None)
            spr.visible, spr.face_up = True, True
            spr.x, spr.y = land
            sc.app.play_sound("deal")

        return Tween(reel, duration, "out_back", on_start=start, on_done=stop, pos=float(reel.stop))

    def _anim_won(self, ev: dict, rest: list[dict]) -> None:
        self.later(self.won, ev)

    def _anim_lost(self, ev: dict, rest: list[dict]) -> None:
        if not self.aces:  # the three Aces step has said why already
            self.later(self.scene.say, sentence(ev["why"]), NO, 8.0)

    def _anim_deal(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        self.drawn = None
        if not sc.watching:  # (a replay's line is the replay's own)
            self.later(setattr, sc, "message_time", 0.0)  # the last hand's words had their say
        flights = [Tween(sc.lever, 0.12, "in_quad", pull=1.0)]
        for k, card in enumerate(ev["cards"]):
            spr = sc.sprite(card)
            spr.glow = None
            x, y = sc.slot_pos(HAND[k])
            flights.append(sc.fly(spr, x, y, 0.16, delay=k * 0.04, z=50))
        sc.timeline.add(*flights)
        clunk = Tween(sc.lever, 0.45, "out_bounce", pull=0.0)
        clunk.on_start = lambda: sc.app.play_sound("shuffle")
        spins = [clunk]
        for k, card in enumerate(ev["cards"]):
            spins.append(self.spin(HAND[k], card, 0.5 + 0.18 * k, sc.slot_pos(HAND[k])))
        sc.timeline.add(*spins)

    def _anim_draw(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        i, old, new = ev["index"], ev["discard"], ev["card"]
        self.drawn = new
        sc.sprite(old).glow = None
        rx, ry = sc.slot_pos("replacement")
        sc.timeline.add(self.to_pile(old, 0.3), sc.fly(sc.sprite(new), rx, ry, 0.18, z=60))
        sc.timeline.add(self.spin("replacement", new, 0.55, (rx, ry)))
        x, y = sc.slot_pos(HAND[i])
        sc.timeline.add(sc.fly(sc.sprite(new), x, y, 0.22, ease="in_out_quad", z=50))

    def _anim_set(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        cards, kept = ev["cards"], ev["high"]
        colour = ui.GOLD if kept else NO
        self.later(self.set_lights, ev, colour)
        sc.timeline.add(Wait(0.65))
        if kept:
            flights = [self.to_pile(c, 0.35, k * 0.04) for k, c in enumerate(self.old_high)]
            for k, card in enumerate(cards):
                x, y = sc.slot_pos(HIGH[k])
                spr = sc.sprite(card)
                flights.append(sc.fly(spr, x, y, 0.45, delay=k * 0.05, ease="in_out_quad", z=40))
            sc.timeline.add(*flights)
            self.old_high = list(cards)
            self.later(setattr, sc, "shown_high", list(cards))
        else:
            sc.timeline.add(*[self.to_pile(c, 0.3, k * 0.05) for k, c in enumerate(cards)])

    def set_lights(self, ev: dict, colour) -> None:
        sc = self.scene
        for card in ev["cards"]:
            sc.sprite(card).glow = NO if self.aces else colour
        r = sc.slot_rect(HAND[1])
        x, y = r.centerx, r.y - 8 * sc.vp.scale
        size = max(18, int(40 * sc.vp.scale))
        if self.aces:
            sc.app.play_sound("error")
            return  # the three Aces step right after says what they mean
        if ev["high"]:
            sc.banner(describe(ev["cards"]).upper() + "!", x, y, ui.GOLD, size, sc.hud.draw_label())
            for slot in HAND:
                c = sc.slot_rect(slot).center
                sc.fx.burst(c[0], c[1], theme.Ink("slotker.high_set"), 18, 240)
            sc.app.play_sound("chain4")
            sc.flash_bulbs = 1.4
        else:
            sc.banner(_("NOT HIGHER"), x, y, NO, size, sc.hud.draw_label())
            sc.app.play_sound("place")
        words = set_words(ev, bool(sc.before.get("high")), sc.KEPT_SET)
        sc.say(words, colour if ev["high"] else ui.INK, 7.0)

    def _anim_discard(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        self.later(sc.say, discard_words(ev, self.drawn), ui.INK, 6.0)
        sc.timeline.add(Wait(0.5 if ev["why"] == "no pair" else 0.3))
        sc.timeline.add(*[self.to_pile(c, 0.3, k * 0.05) for k, c in enumerate(ev["cards"])])

    def _anim_three_aces(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        why = next((e["why"] for e in rest if e["type"] == "lost"), "")

        def boom() -> None:
            r = sc.slot_rect(HIGH[1])
            size = max(18, int(44 * sc.vp.scale))
            sc.banner(_("THREE ACES TOO SOON"), r.centerx, r.bottom, NO, size)
            sc.fx.flash(theme.Ink("slotker.bust"), 110)
            sc.fx.shake(9, 0.5)
            sc.say(why, NO, 10.0)

        self.later(boom)
        sc.timeline.add(Wait(0.6))

    def _anim_run_end(self, ev: dict, rest: list[dict]) -> None:
        if any(e["type"] == "new_run" for e in rest):
            high = describe(ev["high"])
            text = _("Run {run} over: {set} is the high set.").format(run=ev["run"], set=high)
            self.later(self.scene.say, text, ui.GOLD, 4)

    def _anim_new_run(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        sc.timeline.add(Wait(0.7))
        g = sc.game
        self.gather(list(reversed(g.pool)), 0.008)
        sc.arrival.clear()
        self.pile_count = 0
        beat = describe(g.high_set) if g.high_set else _(HIGH_SET)
        text = _("{run}: make a set that beats {set}.").format(run=g.run_label, set=beat)
        self.later(self.announce_run, text)

    def announce_run(self, text: str) -> None:
        sc = self.scene
        sc.shown_run = sc.game.run
        r = sc.slot_rect(HAND[1])
        label = sc.game.run_label.upper()
        sc.banner(label, r.centerx, r.centery, ui.GOLD, 48, sc.hud.draw_label())
        sc.app.play_sound("shuffle")
        sc.say(text, ui.GOLD, 6.0)

    def won(self, ev: dict) -> None:
        sc = self.scene
        sc.say(sentence(ev["why"]), ui.GOLD, 8.0)
        r = sc.slot_rect("cabinet")
        sparks = theme.Ink("slotker.jackpot")
        for k in range(5):
            sc.fx.burst(r.x + r.w * (k + 0.5) / 5, r.y + r.h * 0.4, sparks, 26, 320)
        sc.flash_bulbs = 3.0


class SlotkerScene(TableScene):
    GAME = "slotker"
    KEPT_SET = HIGH_SET  # what a kept set is called in the messages
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
    ANIMATIONS = SlotkerMotion
    HUD = SlotkerHud
    STOCK_DRAWN = 10  # the top cards of the stock drawn one by one

    def __init__(self, *a, **kw) -> None:
        super().__init__(*a, **kw)
        self.hud = self.HUD(self)
        self.reels: dict[str, Reel] = {}
        self.lever = Lever()
        self.clock = 0.0
        self.flash_bulbs = 0.0  # seconds the cabinet's bulbs keep flashing
        self.options: list[dict] = []  # the draws open now, with what they draw to and outs
        self.arrival: dict[str, int] = {}  # order cards reached the discard pile, for stacking
        self.before: dict = {}  # what was on show before the move being animated
        # what the HUD shows lags the rules until the animation gets there
        self.shown_high: list[str] | None = None
        self.shown_run = 1
        self.show_state()

    def card_art(self) -> CardArtCache:
        return CardArtCache(decorate_card)

    # --- where cards live ------------------------------------------------------------
    def pile(self) -> list[str]:
        """The discard pile bottom to top: single discards and discarded sets, in arrival order."""
        g = self.game
        cards = list(g.discard) + [c for s in g.sets_discarded for c in s]
        base = {c: k for k, c in enumerate(cards)}
        return sorted(cards, key=lambda c: (self.arrival.get(c, -1), base[c]))

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

    def show_state(self) -> None:
        """The HUD catches up with the rules: the high set and the run on show."""
        self.shown_high = list(self.game.high_set) if self.game.high_set else None
        self.shown_run = self.game.run

    def after_sync(self) -> None:
        """End of a move's animation: the state on show, the reels stopped, glows off."""
        self.show_state()
        self.reels.clear()
        for spr in self.sprites.values():
            spr.glow = None

    # --- set-up and whole-game actions ------------------------------------------------
    def game_buttons(self) -> None:
        """Deal and Fold answer even when shut: the rules then say why not."""
        self.add_button(
            "button_deal", pgettext("SLOTKER button: pull the lever", "Deal"), self.deal,
            self.deal_open, key_hint=SLOTKER_KEYS.hint("act"), explains=True,
        )  # fmt: skip
        self.add_button(
            "button_fold", pgettext("SLOTKER button", "Fold"), self.fold,
            lambda: self.can_act() and self.game.waiting_for_draw, SLOTKER_KEYS.hint("fold"),
            explains=True,
        )  # fmt: skip

    def deal_open(self) -> bool:
        return self.can_act() and ("deal",) in self.game.legal_moves()

    def on_reset(self, new_deal: bool) -> None:
        self.timeline.finish()
        self.reels.clear()
        self.arrival.clear()
        self.lever.pull = 0.0

    def on_state_changed(self) -> None:
        if not self.timeline.busy:
            self.show_state()
        self.options = spoken.draw_choices(self.game)

    # --- moves ---------------------------------------------------------------------
    def before_move(self, move: tuple) -> None:
        self.before = {"pile": len(self.pile()), "high": list(self.game.high_set or [])}

    def show_options(self) -> bool:
        """Light up the draws on offer? (A match shows them for the seat playing.)"""
        return True

    def deal(self) -> None:
        self.try_move(("deal",))

    def choose(self, i: int) -> None:
        """Give up hand card ``i`` and draw a replacement for the pair left."""
        if not self.can_act():
            self.explain_wait()
            return
        hand = self.game.hand
        self.try_move(("draw", i), [hand[i]] if i < len(hand) else [])

    def fold(self) -> None:
        if self.can_act():
            self.try_move(("fold",), list(self.game.hand))
        else:
            self.explain_wait()

    # --- animation -------------------------------------------------------------------
    def deal_animation(self) -> None:
        art = self.art
        for card in C.standard_deck():  # the reels flash every face: painted before they spin
            art.face(card)
        self.app.play_sound("shuffle")

    def animate(self, events: list[dict]) -> None:
        self.motion.begin(events)
        self.animate_events(events)
        self.timeline.call(self.sync_sprites)

    # --- input -------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        out = [Target(slot, self.slot_rect(slot)) for slot in HAND]
        out.append(Target("lever", self.slot_rect("lever")))
        out.append(Target("stock", self.slot_rect("stock")))
        # the panels, for their words (play by ear): the ranking and the runs (a match: seats)
        out.append(Target("ladder", self.slot_rect("ladder")))
        out.append(Target("seats", self.slot_rect("seats")))
        return out

    def click(self, name: str | None) -> None:
        if name in HAND:
            self.choose(HAND.index(name))
        elif name in ("lever", "stock"):
            self.deal()
        elif name is None and self.game.waiting_for_draw and self.can_act():
            self.say(self.hud.pair_prompt(), ui.GOLD, 3.0)

    def can_drag(self, name: str) -> bool:
        return name == "lever"

    def drop(self, src: str, dst: str | None) -> None:
        if src == "lever":
            if self.lever.pull > 0.35:
                self.deal()
            else:
                self.lever.pull = 0.0

    def on_key(self, action, event) -> bool:
        action = SLOTKER_KEYS.action(event)
        if action in CHOOSE:
            self.choose(CHOOSE[action])
            return True
        if action == "fold":
            self.fold()
            return True
        if action == "act":
            return self.space()
        return False

    def space(self) -> bool:
        """Space is what its button says, Deal: with a pair waiting (Deal greyed) it says
        how to draw or fold and plays nothing, even on a focused reel card, which Enter
        gives up as a click does; on another focused button it presses that button."""
        focus = self.cursor.current if self.cursor.visible else None
        on_button = any(b.name == focus for b in self.buttons if b.name != "button_deal")
        if on_button:
            return False
        if self.game.waiting_for_draw:
            if self.can_act():
                self.say(self.hud.pair_prompt(), ui.GOLD, 3.0)
            return True
        self.deal()
        return True

    # --- frame -----------------------------------------------------------------------
    def next_change(self) -> float:
        """The cabinet's lights' or lever's next step."""
        glowing = self.deal_open()  # the lever's ring (the timeline is still at rest)
        return bulbs_due(self.clock, self.flash_bulbs > 0, glowing)

    def on_tick(self, dt: float) -> None:
        self.clock += dt
        self.flash_bulbs = max(0.0, self.flash_bulbs - dt)
        if self.dragged == "lever":
            r = self.slot_rect("lever")
            self.lever.pull = max(0.0, min(1.0, self.drag_offset[1] / (r.h * 0.6)))

    def on_resize(self) -> None:
        self.hud.forget()

    def paint_background(self, surf: pygame.Surface) -> None:
        self.hud.paint_background(surf)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.hud.draw_table(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        self.hud.draw_hud(surface)

    # --- hints -----------------------------------------------------------------------
    def hint_targets(self, move: tuple) -> list[str]:
        if move[0] == "deal":
            return ["lever"]
        if move[0] == "draw":
            return [HAND[move[1]]]
        return ["button_fold"]

    def describe_move(self, move: tuple) -> str:
        return move_words(move, self.game.hand, self.options)

    def describe_hint(self, hint) -> str:
        return hint_words(hint, self.game.hand, self.options)

    # --- the end ------------------------------------------------------------------------
    def result_text(self) -> tuple[str, list[str]]:
        return result_words(self.game)

    # --- words for the ear (play by ear): game.games.slotker.spoken says them ----------
    def focus_words(self, name: str) -> str:
        """A reel: its card and what giving it up draws toward; the lever, Deal and Fold:
        what they do now; the stock: the cards left; any other target: the table's."""
        g = self.game
        if name in HAND:
            return spoken.reel_focus(g, HAND.index(name))
        if name in ("lever", "button_deal"):
            return spoken.lever_focus(g, self.can_act())
        if name == "button_fold":
            return spoken.fold_focus(g)
        if name == "stock":
            return spoken.stock_words(g)
        if name == "ladder":
            return spoken.ladder_focus(g, g.high_set)
        if name == "seats":
            return spoken.runs_focus(g)
        return super().focus_words(name)

    def move_words(self, events: list[dict]) -> list[str]:
        """A move in sentences: the reels, the draw, the set and where its cards go, the
        run's end, the result; then the pair's draws while one waits."""
        had = self.before.get("high") or []
        return spoken.move_words(self.game, events, had, self.KEPT_SET)

    def table_words(self) -> list[str]:
        """The reels, the high set, the run, the ladder, the runs so far, the pile."""
        return spoken.table_words(self.game)

    def status_words(self) -> str:
        """The run, the cards left, the high set and the state in one sentence."""
        return spoken.status_words(self.game)


__all__ = ["SlotkerMotion", "SlotkerScene", "decorate_card"]
