"""Zoomer Matrix's arrows, over every stop and every direction: an arrow goes to the
nearest stop on screen that lies that way (empty spots included), every stop can be
reached from every other, and Up from the bottom edge reaches an inner spot, not the
Trap."""

import math

import pygame
import pytest

import tests.games.zoomer.test_zoomer_rules as R
from game.engine.input import DIRS
from game.games.zoomer.rules import SPOTS, TRAP
from game.games.zoomer.scene import SPOT_SLOT
from tests.driver import key, settle
from tests.games.zoomer.test_zoomer_scene import start

ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP,
          "down": pygame.K_DOWN}  # fmt: skip


def positions():
    """A fresh deal (a hidden Trap), one with empty edge spots, one with a card in hand,
    and the Matrix emptied down to the Trap with a card in hand (every spot a stop)."""
    app, scene = start(seed=3)
    yield "fresh", app, scene
    app, scene = start(deck=R.deal(R.EIGHTS))
    scene.try_move(("clear", "8D", "8S"))
    settle(app)
    yield "edges empty", app, scene
    app, scene = start(seed=37)
    for move in (("clear", "5S", "5H"), ("clear", "3H", "3D"), ("draw",)):
        scene.try_move(move)
        settle(app)
    yield "in hand", app, scene
    app, scene = only_the_trap_left_and_a_card_in_hand()
    yield "trap only", app, scene


def ahead(here, there, direction):
    dx, dy = DIRS[direction]
    vx, vy = there[0] - here[0], there[1] - here[1]
    along, across = vx * dx + vy * dy, abs(vx * dy) + abs(vy * dx)
    return along > 4 and across <= along + 4, math.hypot(vx, vy)


@pytest.mark.parametrize("case", range(4))
def test_every_arrow_from_every_stop_goes_to_the_nearest_stop_that_way(case):
    name, app, scene = list(positions())[case]
    points = {t.name: t.rect.center for t in scene.targets()}  # where the spots are
    assert len(points) > 8, name
    reached = {n: set() for n in points}
    for start_at, here in points.items():
        for direction, k in ARROWS.items():
            scene.cursor.focus(start_at)
            key(app, k)
            got = scene.cursor.current
            way = {n: ahead(here, p, direction) for n, p in points.items() if n != start_at}
            nearest = min((d for ok, d in way.values() if ok), default=None)
            if got in points and got != start_at:
                reached[start_at].add(got)
                ok, dist = way[got]
                if nearest is not None:  # there is a stop that way: it is the nearest one
                    assert ok and dist <= nearest + 4, (name, start_at, direction)
            else:  # off the table (a button) or nowhere: only when no stop lies that way
                assert nearest is None and direction in ("up", "down"), (name, start_at, direction)
    # every stop reaches every other by arrows
    for origin in points:
        seen, todo = {origin}, [origin]
        while todo:
            for nxt in reached[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        assert seen == set(points), (name, origin, set(points) - seen)


def only_the_trap_left_and_a_card_in_hand():
    """The Matrix emptied down to the Trap, a card in hand: every empty spot is drawn."""
    app, scene = start(seed=3)
    g = scene.game
    g.matrix = [c if s == TRAP else None for s, c in zip(SPOTS, g.matrix, strict=True)]
    g.hand = g.stock.pop()
    scene.on_state_changed()
    scene.refresh_targets()
    settle(app)
    return app, scene


def test_up_from_the_bottom_edge_reaches_an_inner_spot_not_the_trap():
    app, scene = only_the_trap_left_and_a_card_in_hand()
    stops = {t.name for t in scene.targets()}
    assert {SPOT_SLOT[s] for s in SPOTS} <= stops  # the Trap and every empty spot
    scene.cursor.focus(SPOT_SLOT[(0, 2)])
    key(app, pygame.K_UP)
    assert scene.cursor.current in (SPOT_SLOT[(-1, 1)], SPOT_SLOT[(1, 1)])
    key(app, pygame.K_UP)  # on up, diagonally: the Trap or the left edge, as near
    assert scene.cursor.current in (SPOT_SLOT[TRAP], SPOT_SLOT[(-2, 0)], SPOT_SLOT[(2, 0)])
