"""Zoomer Matrix's arrows (and the pad's D-pad, which presses the same actions) on real
tables at 1280×720, over every stop and every direction: an arrow goes to the stop
nearest on screen that way, measured between what shows of each (a half-covered card's
visible quarters, an empty spot's free part), so a neighbour seen beside a card is one
press away; every stop is reached from every other; and the play-test's zig-zags (the
right column stopping on the covered inner cards, Down from the 2♥ on the right edge
wandering through an inner card to the bottom middle, Left from the inner bottom-left
card jumping to the stock past the 5★ beside it) are gone."""

import pygame
import pytest

import tests.games.zoomer.test_zoomer_rules as R
from game.engine.input import DIRS
from game.games.zoomer.grid import SLOT_SPOT, cells, quarter, shown_rects
from game.games.zoomer.rules import SPOTS, TRAP
from game.games.zoomer.scene import SPOT_SLOT
from tests.driver import key, pad, settle
from tests.games.zoomer.test_zoomer_scene import start

ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP,
          "down": pygame.K_DOWN}  # fmt: skip
NEAR = 2.0  # pixels: two stops this close in nearness are as near


# --- what the eye sees of each stop -------------------------------------------------
def shown(scene, name):
    """The rects that show of a stop: a card's uncovered quarters, an empty spot's free
    quarters (its whole outline when cards cover all of it), the stock's rect."""
    rect = scene.slot_rect(name)
    spot = SLOT_SPOT.get(name)
    if spot is None:
        return [rect]
    return shown_rects(scene.game, spot, rect) or [quarter(rect, spot, c) for c in cells(spot)]


def middle(rects):
    return (sum(r.centerx for r in rects) / len(rects), sum(r.centery for r in rects) / len(rects))


def nearness(here, there, direction):
    """How near ``there`` lies to ``here`` the arrow's way, None if not that way: over
    the pairs of their visible pieces within 45° of the arrow, the least of distance²
    over the distance ahead (a piece straight ahead counts its distance, one aside
    more, the more the further aside)."""
    dx, dy = DIRS[direction]
    (hx, hy), (tx, ty) = middle(here), middle(there)
    if (tx - hx) * dx + (ty - hy) * dy <= 4:
        return None  # as a whole it lies elsewhere
    best = None
    for a in here:
        for b in there:
            vx, vy = b.centerx - a.centerx, b.centery - a.centery
            along, across = vx * dx + vy * dy, abs(vx * dy) + abs(vy * dx)
            if along > 4 and across <= along + 4:
                d = (vx * vx + vy * vy) / along
                best = d if best is None else min(best, d)
    return best


def touches(here, there, direction):
    """Some piece of ``there`` shares a stretch of the side of ``here`` facing the arrow."""
    for a in here:
        for b in there:
            if direction in ("left", "right"):
                edge = b.right == a.left if direction == "left" else b.left == a.right
                if edge and min(a.bottom, b.bottom) - max(a.top, b.top) > 0:
                    return True
            else:
                edge = b.bottom == a.top if direction == "up" else b.top == a.bottom
                if edge and min(a.right, b.right) - max(a.left, b.left) > 0:
                    return True
    return False


# --- positions ------------------------------------------------------------------------
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


def start_at(case):
    """The play-test's deal (1790: the 2♥ on the right edge, the 5★ on the left), another
    fresh deal, one with empty edge spots, one with a card in hand, and the Matrix
    emptied down to the Trap with a card in hand (every spot a stop)."""
    if case == "play-test deal":
        return start(seed=1790)
    if case == "fresh":
        return start(seed=3)
    if case == "edges empty":
        app, scene = start(deck=R.deal(R.EIGHTS))
        scene.try_move(("clear", "8D", "8S"))
        settle(app)
        return app, scene
    if case == "in hand":
        app, scene = start(seed=37)
        for move in (("clear", "5S", "5H"), ("clear", "3H", "3D"), ("draw",)):
            scene.try_move(move)
            settle(app)
        return app, scene
    assert case == "trap only"
    return only_the_trap_left_and_a_card_in_hand()


CASES = ["play-test deal", "fresh", "edges empty", "in hand", "trap only"]


def arrow_map(app, scene, press):
    """Where each arrow goes from each stop on the table."""
    stops = [t.name for t in scene.targets()]
    out = {}
    for here in stops:
        for direction in ARROWS:
            scene.cursor.focus(here)
            press(app, direction)
            out[here, direction] = scene.cursor.current
    return stops, out


def by_key(app, direction):
    key(app, ARROWS[direction])


def by_pad(app, direction):
    pad(app, f"dpad {direction}")


@pytest.mark.parametrize("case", CASES)
def test_every_arrow_from_every_stop_goes_to_the_nearest_stop_that_way(case):
    """Sideways the table's stops compete; up and down the buttons round the table too
    (Down from the stock is the Draw button under it). With nothing that way, sideways
    wraps round the table and up or down is left to the shared walk (round the screen)."""
    app, scene = start_at(case)
    stops, arrows = arrow_map(app, scene, by_key)
    assert len(stops) > 8, case
    seen = {name: shown(scene, name) for name in stops}
    buttons = {t.name: [t.rect] for t in scene.cursor.targets if t.name not in seen}
    for (here, direction), got in arrows.items():
        others = {n: r for n, r in seen.items() if n != here}
        if direction in ("up", "down"):
            others |= buttons
        near = {n: nearness(seen[here], r, direction) for n, r in others.items()}
        near = {n: d for n, d in near.items() if d is not None}
        where = (case, here, direction, got)
        if near:  # something lies that way: the arrow goes to one of the nearest
            assert got in near and near[got] <= min(near.values()) + NEAR, where
        elif direction in ("left", "right"):  # sideways it wraps round the table
            assert got in stops and got != here, where
        else:  # up or down with nothing that way: the table's own walk over everything
            assert scene.arrows()[here, direction] is None and got != here, where


@pytest.mark.parametrize("case", CASES)
def test_a_neighbour_seen_beside_a_stop_is_one_press_away(case):
    """When something shows right against a stop's side (a card's or an empty spot's
    visible part sharing a stretch of that edge), the arrow that way lands on such a
    neighbour: never past it, never round the table."""
    app, scene = start_at(case)
    stops, arrows = arrow_map(app, scene, by_key)
    seen = {name: shown(scene, name) for name in stops}
    for (here, direction), got in arrows.items():
        beside = [n for n in stops if n != here and touches(seen[here], seen[n], direction)]
        if beside:
            assert got in beside, (case, here, direction, got, beside)


@pytest.mark.parametrize("case", CASES)
def test_every_stop_reaches_every_other_by_arrows_and_by_the_d_pad(case):
    app, scene = start_at(case)
    keys = arrow_map(app, scene, by_key)
    stops, arrows = arrow_map(app, scene, by_pad)
    assert arrows == keys[1]  # the D-pad walks as the arrows do
    for origin in stops:
        seen, todo = {origin}, [origin]
        while todo:
            here = todo.pop()
            for direction in ARROWS:
                there = arrows[here, direction]
                if there in stops and there not in seen:
                    seen.add(there)
                    todo.append(there)
        assert seen == set(stops), (case, origin, set(stops) - seen)


# --- the play-test's cases, by name ------------------------------------------------------
def slot(scene, card):
    return SPOT_SLOT[scene.game.spot_of(card)]


@pytest.mark.parametrize("press", [by_key, by_pad], ids=["keys", "d-pad"])
def test_the_play_tests_zig_zags_are_gone(press):
    app, scene = start(seed=1790)
    g = scene.game
    assert g.card_at((2, 0)) == "2H" and g.card_at((-2, 0)) == "5X"
    assert g.card_at((-1, 1)) is not None  # the inner bottom-left card, its corner showing

    def go(start_at, *directions):
        scene.cursor.focus(start_at)
        for direction in directions:
            press(app, direction)
        return scene.cursor.current

    # the right column, up and down, stays in the column: no stop on the inner cards
    right = [SPOT_SLOT[(2, -2)], SPOT_SLOT[(2, 0)], SPOT_SLOT[(2, 2)]]
    left = [SPOT_SLOT[(-2, -2)], SPOT_SLOT[(-2, 0)], SPOT_SLOT[(-2, 2)]]
    for column in (right, left):
        assert go(column[0], "down") == column[1]
        assert go(column[1], "down") == column[2]
        assert go(column[2], "up") == column[1]
        assert go(column[1], "up") == column[0]
    # Down from the 2♥ (the right edge) is the corner under it, in one press
    assert go(slot(scene, "2H"), "down") == SPOT_SLOT[(2, 2)]
    # Left from the inner bottom-left card is the 5★ beside it, not the stock
    assert go(SPOT_SLOT[(-1, 1)], "left") == slot(scene, "5X")
    # the inner cards are one press from the cards round them, and from each other
    inner = {SPOT_SLOT[s] for s in ((-1, -1), (1, -1), (-1, 1), (1, 1))}
    assert go(SPOT_SLOT[(2, 0)], "left") in {SPOT_SLOT[(1, -1)], SPOT_SLOT[(1, 1)]}
    assert go(SPOT_SLOT[(-2, 0)], "right") in {SPOT_SLOT[(-1, -1)], SPOT_SLOT[(-1, 1)]}
    assert go(SPOT_SLOT[(0, -2)], "down") in {SPOT_SLOT[(-1, -1)], SPOT_SLOT[(1, -1)]}
    assert go(SPOT_SLOT[(0, 2)], "up") in {SPOT_SLOT[(-1, 1)], SPOT_SLOT[(1, 1)]}
    assert go(SPOT_SLOT[(-1, -1)], "right") == SPOT_SLOT[(1, -1)]
    assert go(SPOT_SLOT[(1, -1)], "down") == SPOT_SLOT[(1, 1)]
    assert go(SPOT_SLOT[(1, 1)], "left") == SPOT_SLOT[(-1, 1)]
    assert go(SPOT_SLOT[(-1, 1)], "up") == SPOT_SLOT[(-1, -1)]
    # and back out: an inner card's arrow outwards is the outer card beside it
    assert go(SPOT_SLOT[(1, -1)], "right") == SPOT_SLOT[(2, 0)]
    assert go(SPOT_SLOT[(1, -1)], "up") == SPOT_SLOT[(0, -2)]
    assert go(SPOT_SLOT[(1, 1)], "down") == SPOT_SLOT[(0, 2)]
    assert go(SPOT_SLOT[(-1, -1)], "left") == SPOT_SLOT[(-2, 0)]
    # round the ring, each neighbour one press away
    ring = [(-2, -2), (0, -2), (2, -2), (2, 0), (2, 2), (0, 2), (-2, 2), (-2, 0)]
    way = {(2, 0): "right", (0, 2): "down", (-2, 0): "left", (0, -2): "up"}
    for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
        direction = way[b[0] - a[0], b[1] - a[1]]
        assert go(SPOT_SLOT[a], direction) == SPOT_SLOT[b], (a, direction)
    assert inner <= {t.name for t in scene.targets()}
    # the stock and the top-left corner face each other
    assert go("stock", "right") == SPOT_SLOT[(-2, -2)]
    assert go(SPOT_SLOT[(-2, -2)], "left") == "stock"
