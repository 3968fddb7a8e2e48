"""Monkey tests: thousands of random events on every scene, no exception, no card lost.

Every scene gets 20,000 events in the full suite, in twenty parts of 1,000, each part a
test of its own (its own seed, a fresh app on its own data folder); the quick suite runs
the first part of each scene. A part counts what it delivered and must deliver its whole
budget and every kind of input (each mouse button, drags, hovering, each key, Ctrl, focus,
the wheel both ways, each window size): the monkey quits the app now and then (Esc, Menu,
Esc), and the app is then started again on the same data folder, as a player would.
"""

import random
import zlib

import pytest

from game.rules import TITLES
from tests.driver import make_app
from tests.monkey import (
    DRAWN,
    EVENTS,
    INPUTS,
    SCENE_EVENTS,
    Delivered,
    cards_in_play,
    quit_app,
    random_event,
    relauncher,
)
from tests.monkey import run_monkey as run_monkey
from tests.sampling import sampled

GAMES = list(TITLES)
PARTS = range(SCENE_EVENTS // EVENTS)  # a scene's budget in tests; the quick suite runs part 0
ANIMATION_EVENTS = 400  # a game's events at changing animation speeds


def seed_of(scene: str, part: int) -> int:
    """The monkey's seed for ``part`` of ``scene``'s budget: the same every run."""
    return zlib.crc32(f"{scene} part {part}".encode())


def check(done: Delivered, events: int) -> None:
    """The whole budget delivered, with every kind of input in it."""
    assert done.events == events
    missing = INPUTS - set(done.inputs)
    assert not missing, f"never delivered: {sorted(missing)}"


def monkey_on(game: str, events: int, part: int = 0) -> Delivered:
    """``events`` random events on ``game`` (its ``part``), checked (tests/toy/checks.py
    runs it on the toy game too)."""
    app = make_app()
    app.scenes.push(game, seed=3)
    done = run_monkey(app, seed_of(game, part), events, relaunch=relauncher(game))
    check(done, events)
    return done


@pytest.mark.parametrize(
    ("game", "part"), sampled([(g, p) for g in GAMES for p in PARTS], lambda c: c[1] == 0)
)
def test_monkey_on_each_game(game, part):
    monkey_on(game, EVENTS, part)


# Of the menu's twenty parts, part 0 reaches the most kinds of scene (13: the menu, four
# games, the statistics, settings, help, the deal number and code fields, pause, confirm,
# result) and quits and starts again three times; with the games' first parts the quick
# suite's monkey meets every scene but SLOTKER's setup (which parts 7 and 8 reach).
@pytest.mark.parametrize("part", sampled(PARTS, {0}))
def test_monkey_on_the_menu_and_everything_reachable_from_it(part):
    app = make_app()
    app.scenes.push("menu")
    # Esc on the menu quits: the relaunch keeps the monkey covering every scene it reaches
    done = run_monkey(app, seed_of("menu", part), EVENTS, relaunch=relauncher())
    check(done, EVENTS)
    assert set(done.scenes) - {"MenuScene"}, "the monkey never left the menu"


@pytest.mark.parametrize("game", GAMES)
def test_monkey_during_animations_with_instant_and_slow_speeds(game):
    launch = relauncher(game)
    app = make_app()
    app.scenes.push(game, seed=8)
    rnd = random.Random(5)
    delivered = 0
    for i in range(ANIMATION_EVENTS):
        if quit_app(app):
            app.keep()
            app = launch()
        if i % 50 == 0:
            app.settings.override("anim_speed", rnd.choice([0.0, 0.5, 1.0, 2.0]))
        for ev in random_event(rnd, app.size):
            app.dispatch(ev)
        delivered += 1
        app.step(1 / 120, draw=rnd.random() < DRAWN)  # short frames: events land mid-animation
        state = cards_in_play(app)
        if state is not None:
            assert state[0] == state[1]
    assert delivered == ANIMATION_EVENTS
