"""Maze's animations, an object the scene owns: the deal row by row from the stock with
the Kings lifting off to the side, each move's slide, and a small celebration when the
run of cards in place grows."""

from __future__ import annotations

from functools import partial

from game.engine import ui
from game.engine.events import animate_events
from game.engine.sprites import flip
from game.engine.tween import Tween, Wait
from game.games.maze.rules import COLS
from game.i18n import _

PREFIX = ui.GOLD  # the rim under cards already in place (the scene draws it too)


class MazeMotion:
    """The animations of one Maze scene."""

    def __init__(self, scene) -> None:  # the MazeScene that owns it
        self.scene = scene

    def deal(self) -> None:
        """Row by row from the stock into the cells; then the Kings lift off and fly aside."""
        sc = self.scene
        sx, sy = sc.slot_pos("stock")
        deals = [e for e in sc.game.deal_events() if e["type"] == "deal"]
        kings = [e for e in sc.game.deal_events() if e["type"] == "king_out"]
        tweens: list[Tween | Wait] = []
        for k, ev in enumerate(deals):
            spr = sc.sprite(ev["card"])
            h = sc.home(ev["card"])
            if ev["card"] in sc.game.kings or h is None:
                tx, ty = sc.slot_pos(f"cell_{ev['to']}")
            else:
                tx, ty = h.x, h.y
            spr.visible = True
            spr.x, spr.y, spr.face_up, spr.z, spr.shadow = sx, sy, False, len(deals) - k, k == 0
            delay = k * 0.024 + (ev["to"] // COLS) * 0.1
            tweens.append(sc.fly(spr, tx, ty, 0.3, delay=delay, z=10))
            tweens += flip(spr, True, delay + 0.14, partial(self.flipped, spr), squash=0)
        sc.timeline.add(*tweens)
        if kings:
            lifts, flights = [], []
            for n, ev in enumerate(kings):
                spr = sc.sprite(ev["card"])
                kx, ky = sc.king_pos(ev["index"])
                lifts.append(
                    Tween(spr, 0.16, "out_quad", n * 0.07, on_start=self.raiser(spr), scale=1.15)
                )
                flights.append(
                    Tween(
                        spr,
                        0.42,
                        "in_out_quad",
                        n * 0.09,
                        on_done=self.lander(spr, 20 + ev["index"]),
                        x=kx,
                        y=ky,
                        scale=1.0,
                    )
                )
            sc.timeline.add(Wait(0.15), *lifts)
            sc.timeline.add(*flights)
        sc.timeline.call(sc.sync_sprites)
        sc.app.play_sound("shuffle")

    def flipped(self, spr) -> None:
        sc = self.scene
        spr.shadow = True
        sc.app.play_sound("deal")

    def raiser(self, spr):
        def lift() -> None:
            spr.z = 1100

        return lift

    def lander(self, spr, z: int):
        sc = self.scene

        def land() -> None:
            spr.z = z
            sc.app.play_sound("place")

        return land

    def play(self, events: list[dict]) -> None:
        """Each move slides; a longer correct prefix gets a small celebration."""
        sc = self.scene
        animate_events(self, sc.IGNORED_EVENTS, events)
        before, after = sc.in_place_shown, sc.game.in_place()
        if after > before and sc.game.status == "playing":
            sc.timeline.call(lambda: self.celebrate(before, after))
        sc.timeline.call(sc.sync_sprites)

    def _anim_move(self, ev: dict, rest: list[dict]) -> None:
        sc = self.scene
        spr = sc.sprite(ev["card"])
        x, y = sc.slot_pos(f"cell_{ev['to']}")
        sc.timeline.add(sc.fly(spr, x, y, 0.26, ease="in_out_quad", z=10))
        sc.app.play_sound("place")

    def celebrate(self, before: int, after: int) -> None:
        sc = self.scene
        cells = [i for i, c in enumerate(sc.game.board) if c is not None][before:after]
        for cell in cells:
            r = sc.slot_rect(f"cell_{cell}")
            sc.fx.burst(r.centerx, r.centery, PREFIX, 10, 160)
        if cells:
            r = sc.slot_rect(f"cell_{cells[-1]}")
            sc.fx.popup(
                _("{n} in place").format(n=after),
                r.centerx,
                r.y,
                ui.GOLD,
                max(18, int(30 * sc.vp.scale)),
            )
        sc.app.play_sound("clear")
