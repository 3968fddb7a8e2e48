"""Zoomer Matrix's animations of the rules' events (``_anim_<type>``), an object the
scene owns: a clear flying to the discard pile with its word, the win's banners (a Slam
with fireworks), the reshuffle's riffle, a draw that turns over in flight, a placing."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine import theme, ui
from game.engine.sprites import flip
from game.engine.tween import Tween, Wait
from game.games.zoomer.grid import SPOT_SLOT
from game.games.zoomer.rules import PENT, TRAP
from game.games.zoomer.tracker import GROUP_WORDS, MatrixSprite
from game.i18n import _, ngettext

# a Slam's fireworks, between the gold and the white ones (roles: the theme's colours)
FIREWORKS = tuple(theme.Ink(f"zoomer.firework_{c}") for c in ("blue", "pink", "green"))


class ZoomerMotion:
    """The animations of one Zoomer Matrix scene."""

    def __init__(self, scene) -> None:  # the ZoomerScene that owns it
        self.scene = scene

    def screen_centre(self, card: str) -> tuple[int, int]:
        sc = self.scene
        return sc.sprite(card).screen_rect(sc.vp, sc.art).center

    def _anim_clear(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        group = list(ev["cards"]) + ([ev["hand"]] if ev["hand"] else [])
        points = [self.screen_centre(c) for c in group]
        tweens = []
        for k, card in enumerate(group):
            spr = sc.sprite(card)
            spr.glow, spr.dim = None, False
            h = sc.home(card)
            tweens.append(sc.fly(spr, h.x, h.y, 0.42, delay=k * 0.07, ease="in_out_quad", z=h.z))
        for x, y in points:
            sc.fx.burst(x, y, theme.SPARK, 16, 220)
        sc.timeline.add(*tweens)
        sc.app.play_sound("clear")
        if len(group) >= 3:
            sc.app.play_sound(f"chain{min(12, len(group))}")
        cx = sum(p[0] for p in points) / len(points)
        cy = sum(p[1] for p in points) / len(points)
        word = _(GROUP_WORDS[len(group)]) if len(group) in GROUP_WORDS else str(len(group))
        sc.banner(word + "!", cx, cy, ui.GOLD, 40 if len(group) < PENT else 60)
        if ev["result"]:
            self.celebrate(ev["result"])

    def celebrate(self, result: str) -> None:
        """Banners for a win; a Slam gets fireworks over a second and a half."""
        sc = self.scene
        centre = sc.slot_rect(SPOT_SLOT[TRAP]).center

        def banner() -> None:
            sc.fx.clear_banners()  # the win banner is the one banner now
            sc.win_banner, sc.banner_age = result, 0.0
            sc.fx.flash(theme.GLOW, 150 if result != "slam" else 230)
            sc.fx.burst(*centre, ui.GOLD, 60, 420)
            if result == "slam":
                sc.fx.shake(8, 0.5)

        sc.timeline.call(banner)
        if result != "slam":
            sc.timeline.add(Wait(0.5))
            return
        x0, y0 = sc.vp.point(120, 90)  # over the table, whichever map it is laid on
        x1, y1 = sc.vp.point(sc.level.width - 120, sc.level.height - 200)
        r = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        colours = [ui.GOLD, *FIREWORKS, theme.FLASH]
        shots = []
        for i in range(9):
            x = r.x + r.w * ((0.5 + i * 0.37) % 1.0)
            y = r.y + r.h * ((0.3 + i * 0.61) % 1.0)
            col = colours[i % len(colours)]
            shots.append(Wait(0.15 + i * 0.16, on_done=self.firework(x, y, col, i)))
        sc.timeline.add(*shots)

    def firework(self, x: float, y: float, colour, i: int):
        sc = self.scene

        def fire() -> None:
            sc.fx.burst(x, y, colour, 40, 360)
            if i % 3 == 0:  # bursts only: the banner is the one word on show
                sc.fx.flash(colour, 90)
            sc.app.play_sound(f"chain{min(12, 4 + i)}")

        return fire

    def _anim_reshuffle(self, ev: dict, rest: list[dict]) -> None:
        """The discard pile flies back face down, riffles, and is the new stock."""
        sc = self.scene
        cards = ev["cards"]
        n = len(cards)
        text = ngettext(
            "Reshuffle: the {n} cleared card is the new stock",
            "Reshuffle: the {n} cleared cards are the new stock",
            n,
        )
        sc.say(text.format(n=n), ui.GOLD, 2.5)
        sc.app.play_sound("shuffle")
        homes = {card: sc.stock_home(n - 1 - i) for i, card in enumerate(cards)}
        order = sorted(cards, key=lambda c: -sc.sprite(c).z)  # top of the pile first
        tweens = []
        for k, card in enumerate(order):
            spr = sc.sprite(card)
            spr.glow, spr.dim, spr.visible = None, False, True
            h = homes[card]
            tweens.append(sc.fly(spr, h.x, h.y, 0.3, delay=k * 0.025, ease="in_out_quad", z=h.z))
            tweens.append(Wait(k * 0.025, on_done=self.face_down(spr)))
        sc.timeline.add(*tweens)
        # a riffle: the two halves part and meet again
        apart, back = [], []
        for i, card in enumerate(cards):
            spr = sc.sprite(card)
            h = homes[card]
            dx = -30 if i % 2 else 30
            apart.append(Tween(spr, 0.14, "out_quad", x=h.x + dx, y=h.y - 6))
            back.append(Tween(spr, 0.16, "in_out_quad", x=h.x, y=h.y))
        sc.timeline.add(*apart)
        sc.timeline.call(lambda: sc.app.play_sound("shuffle"))
        sc.timeline.add(*back)

    @staticmethod
    def face_down(spr: MatrixSprite):
        def turn() -> None:
            spr.face_up = False
            spr.shadow = False

        return turn

    def _anim_draw(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        spr = sc.sprite(ev["card"])
        h = sc.home(ev["card"])
        spr.face_up = False
        sc.timeline.add(
            sc.fly(spr, h.x, h.y, 0.32, z=h.z),
            *flip(spr, True, 0.08, partial(sc.app.play_sound, "deal")),
        )

    def _anim_place(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        spot = (ev["spot"][0], ev["spot"][1])
        spr = sc.sprite(ev["card"])
        spr.glow = None
        h = sc.spot_home(spot)

        def land() -> None:
            sc.app.play_sound("place")

        sc.timeline.add(sc.fly(spr, h.x, h.y, 0.3, ease="out_back", z=h.z), Wait(0.3, on_done=land))
