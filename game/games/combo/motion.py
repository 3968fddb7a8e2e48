"""Combo-bliterate's animations of the rules' events (``_anim_<type>``), an object the
scene owns: the opening line dealt and flipped, a removal to the penalty pile, each
collision of a chain (the gap closes, the cards strike, the scorers fly off), a
relocation, the bonus and a new deal. What the HUD shows (the chain, the piles, the
score) follows the animation through the scene's fields; fast-forward skips effects."""

from __future__ import annotations

from functools import partial

from game.engine import ui
from game.engine.events import animate_event
from game.engine.sprites import flip
from game.engine.tween import Tween, Wait
from game.games.combo.fx import PAIR_COLOUR, PENALTY_COLOUR, RUN_COLOUR, signed, strike_effects
from game.i18n import _, ngettext

CHAIN_HOLD = 1.8  # seconds the CHAIN label stays after the chain ends


class ComboMotion:
    """The animations of one Combo-bliterate scene."""

    def __init__(self, scene) -> None:  # the ComboScene that owns it
        self.scene = scene
        self.line: list[str] = []  # the line as the animation has it so far

    def play(self, events: list[dict]) -> None:
        """One move's events in turn; the line slides shut after a removal, and at the
        end every card is home and the score shown is the real one."""
        sc = self.scene
        self.line = list(sc.game.line)
        for k, ev in enumerate(events):
            animate_event(self, sc.IGNORED_EVENTS, ev, events[k + 1 :])
            if "line" in ev:
                self.line = ev["line"]
        if events and events[0]["type"] == "remove":
            sc.timeline.add(*self.slide_line(self.line, 0.22, "out_cubic"))
        sc.timeline.call(self.settle)

    def shown_add(self, zone: str, cards: int, points: float, score: float) -> None:
        """A scoring event lands: its pile label and the score move with it."""
        sc = self.scene
        sc.shown[zone][0] += cards
        sc.shown[zone][1] += points
        sc.shown_score = score

    def sound(self, name: str) -> None:
        sc = self.scene
        if not sc.fast_forwarding:
            sc.app.play_sound(name)

    def deal_in(self, line: list[str], start: int, n: int) -> list:
        """Tweens: cards ``line[start:]`` fly from where they are to a line of ``n``, flipping."""
        sc = self.scene
        tweens: list = []
        for k in range(start, len(line)):
            spr = sc.sprite(line[k])
            x, y = sc.line_xy(k, n)
            d = (k - start) * 0.06
            tweens.append(sc.fly(spr, x, y, 0.32, delay=d, z=10 + k))
            tweens += flip(spr, True, d + 0.1, partial(self.sound, "deal"))
        return tweens

    def slide_line(self, line: list[str], duration: float, ease: str = "in_out_quad") -> list:
        sc = self.scene
        return [
            sc.fly(
                sc.sprite(c),
                *sc.line_xy(k, len(line)),
                duration,
                ease=ease,
                z=10 + k,
            )
            for k, c in enumerate(line)
        ]

    def settle(self) -> None:
        """Every card exactly home; the score shown is the real one."""
        sc = self.scene
        sc.sync_sprites()
        sc.sync_shown()

    def _anim_remove(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        card = ev["card"]
        spr = sc.sprite(card)
        spr.glow = None
        h = sc.home(card)

        def start() -> None:
            sc.chain, sc.chain_points, sc.chain_kind = 0, 0.0, ""
            sc.chain_last = 0.0
            sc.chain_time = 0.0
            self.sound("deal")

        def land() -> None:
            self.shown_add("penalty", 1, ev["points"], ev["score"])
            if sc.fast_forwarding:
                return
            x, y = sc.vp.point(*sc.level["penalty"].center)
            self.popup(signed(ev["points"]), x, y - sc.art.h * 0.65, PENALTY_COLOUR, 40)
            sc.app.play_sound("place")

        sc.timeline.add(
            Wait(0.0, on_done=start),
            sc.fly(spr, h.x, h.y, 0.3, ease="in_out_quad", z=h.z),
            Wait(0.3, on_done=land),
        )

    def _anim_collide(self, ev: dict, rest: list[dict]) -> None:
        """Three steps: the gap closes, the two cards strike, the scorers fly off."""
        sc = self.scene
        before = self.line
        n = len(before)
        sc.timeline.add(*self.slide_line(before, 0.18, "in_quad"))
        left, right = sc.sprite(ev["left"]), sc.sprite(ev["right"])
        lx = sc.line_xy(ev["left_index"], n)[0]
        rx = sc.line_xy(ev["right_index"], n)[0]
        bump = sc.card_w * 0.1
        sc.timeline.add(
            Tween(left, 0.06, "in_quad", x=lx + bump),
            Tween(left, 0.12, "out_quad", 0.06, x=lx),
            Tween(right, 0.06, "in_quad", x=rx - bump),
            Tween(right, 0.12, "out_quad", 0.06, x=rx),
            Wait(0.06, on_done=lambda: self.strike(ev)),
            Wait(0.22 if ev["kind"] == "none" else 0.1),
        )
        if ev["kind"] == "none":
            return
        tweens: list = []
        up = ev["kind"] == "run"
        for k, card in enumerate(ev["cards"]):
            spr = sc.sprite(card)
            h = sc.home(card)
            d = k * 0.05
            if not up:
                tweens += flip(spr, False, d)
            fly = sc.fly(spr, h.x, h.y, 0.34, delay=d, ease="in_out_quad", z=h.z)
            fly.on_done = self.lander(spr, h.z)
            tweens.append(fly)
        done = 0.34 + 0.05 * (len(ev["cards"]) - 1)
        zone = "face_up" if up else "face_down"
        points = ev["points"]

        def scored() -> None:
            self.shown_add(zone, len(ev["cards"]), points, ev["score"])

        tweens.append(Wait(done, on_done=scored))
        sc.timeline.add(*tweens)

    def lander(self, spr, z: int):
        def land() -> None:
            spr.z = z
            spr.glow = None

        return land

    def strike(self, ev: dict) -> None:
        """The moment two cards meet: count the chain, then flash, burst, shake, sound."""
        sc = self.scene
        sc.collision_log.append((ev["step"], ev["kind"]))
        kind = ev["kind"]
        if kind != "none":
            sc.chain += 1
            sc.chain_points += ev["points"]
            sc.chain_last = ev["points"]
            sc.chain_kind = kind
            sc.chain_pulse = 1.0
            sc.chain_time = CHAIN_HOLD
            sc.best_chain = max(sc.best_chain, sc.chain)
            colour = RUN_COLOUR if kind == "run" else PAIR_COLOUR
            for card in ev["cards"]:
                sc.sprite(card).glow = colour
        if sc.fast_forwarding:
            return
        lr = sc.sprite(ev["left"]).screen_rect(sc.vp, sc.art)
        rr = sc.sprite(ev["right"]).screen_rect(sc.vp, sc.art)
        at = ((lr.right + rr.left) / 2, lr.centery)
        fx, sound = sc.fx, sc.app.play_sound
        strike_effects(
            sc.impacts,
            fx,
            sound,
            at,
            ev,
            sc.chain,
            sc.art,
            sc.vp.scale,
        )

    def _anim_relocate(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        sc.timeline.add(*self.slide_line(ev["line"], 0.24, "out_back"))
        self.sound("place")
        left = ev["relocations_left"]
        sc.say(
            ngettext(
                "Relocated. {n} relocation left in this deal",
                "Relocated. {n} relocations left in this deal",
                left,
            ).format(n=left),
            ui.INK,
            2.5,
        )

    def _anim_bonus(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        tweens: list = []
        for k, card in enumerate(ev["cards"]):
            h = sc.home(card)
            tweens.append(sc.fly(sc.sprite(card), h.x, h.y, 0.36, delay=k * 0.08, z=h.z))

        def cheer() -> None:
            self.shown_add("face_down", len(ev["cards"]), ev["points"], ev["score"])
            sc.shown["stock"][0] -= len(ev["cards"])
            if sc.fast_forwarding:
                return
            r = sc.slot_rect("score_down")
            sc.banner(
                _("BONUS {points}").format(points=signed(ev["points"])),
                r.centerx,
                r.y - 20,
                RUN_COLOUR,
                int(40 * sc.vp.scale),
            )
            sc.fx.burst(r.centerx, r.centery, RUN_COLOUR, 30, 260)
            sc.app.play_sound("clear")

        tweens.append(Wait(0.36 + 0.08 * (len(ev["cards"]) - 1), on_done=cheer))
        sc.timeline.add(*tweens)

    def _anim_deal(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        line = ev["line"]
        at = ev["at"]
        tweens = self.slide_line(line[:at], 0.25) + self.deal_in(line, at, len(line))

        def drawn() -> None:
            sc.shown["stock"][0] = ev["stock_left"]

        tweens.append(Wait(0.0, on_done=drawn))
        sc.timeline.add(*tweens)
        sc.app.play_sound("shuffle")
        if sc.game.status != "playing":
            return  # the pass ended the game: the result speaks, not a deal that is not
        left = ev["relocations_left"]
        relocations = ngettext("{n} relocation", "{n} relocations", left).format(n=left)
        if ev["bonus"]:
            text = _("Bonus deal: Deal {deal}: {relocations}, {stock} left in the stock")
        else:
            text = _("Deal {deal}: {relocations}, {stock} left in the stock")
        sc.say(
            text.format(deal=ev["deal"], relocations=relocations, stock=ev["stock_left"]),
            ui.GOLD if ev["bonus"] else ui.INK,
            3.0,
        )

    def popup(self, text: str, x: float, y: float, colour, size: int) -> None:
        """A score pop-up at a screen point, ``size`` at the view's scale."""
        sc = self.scene
        sc.impacts.popup(text, x, y, colour, int(size * sc.vp.scale))

    def flash(self, x: float, y: float, colour, radius: float) -> None:
        sc = self.scene
        sc.impacts.flash(x, y, colour, radius)
