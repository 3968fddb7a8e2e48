"""Monkey tests: thousands of random events on every scene, no exception, no card lost.

Each run counts the events it delivered and must deliver its whole budget: the monkey
quits the app now and then (Esc, Menu, Esc), and the app is then started again on the
same data folder, as a player would. The quick suite gives every scene 2,000 events;
the slow variant (``-m slow``) 20,000.
"""

import random
import zlib

import pytest

from game.rules import TITLES
from tests.driver import make_app
from tests.monkey import (
    DRAWN,
    EVENTS,
    SLOW_EVENTS,
    cards_in_play,
    quit_app,
    random_event,
    relauncher,
)
from tests.monkey import run_monkey as run_monkey

GAMES = list(TITLES)


def monkey_on(game: str, events: int) -> None:
    app = make_app()
    app.scenes.push(game, seed=3)
    seed = zlib.crc32(game.encode()) % 1000  # the same every run
    delivered = run_monkey(app, seed, events, relaunch=relauncher(game))
    assert delivered == events


@pytest.mark.parametrize("game", GAMES)
def test_monkey_on_each_game(game):
    monkey_on(game, EVENTS)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_monkey_on_each_game_slow(game):
    monkey_on(game, SLOW_EVENTS)


def monkey_on_the_menu(events: int) -> None:
    app = make_app()
    app.scenes.push("menu")
    # Esc on the menu quits: the relaunch keeps the monkey covering every scene it reaches
    delivered = run_monkey(app, 99, events, relaunch=relauncher())
    assert delivered == events


def test_monkey_on_the_menu_and_everything_reachable_from_it():
    monkey_on_the_menu(EVENTS)


@pytest.mark.slow
def test_monkey_on_the_menu_and_everything_reachable_from_it_slow():
    monkey_on_the_menu(SLOW_EVENTS)


@pytest.mark.parametrize("game", GAMES)
def test_monkey_during_animations_with_instant_and_slow_speeds(game):
    launch = relauncher(game)
    app = make_app()
    app.scenes.push(game, seed=8)
    rnd = random.Random(5)
    events = EVENTS // 5
    delivered = 0
    for i in range(events):
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
    assert delivered == events
