"""Monkey tests: thousands of random events on every scene, no exception, no card lost."""

import random
import zlib

import pygame
import pytest

from game.rules import TITLES
from tests.driver import make_app
from tests.monkey import EVENTS, cards_in_play, random_event

GAMES = list(TITLES)


def run_monkey(app, seed: int, events: int, resize_every: int = 150) -> None:
    rnd = random.Random(seed)
    for i in range(events):
        if i and i % resize_every == 0:
            size = rnd.choice([(1280, 720), (800, 600), (1600, 900), (640, 480)])
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            app.scenes.resize(size)
        for ev in random_event(rnd, app.size):
            app.dispatch(ev)
        # frames of varying length, some mid-animation; the last of each burst is drawn
        frames = rnd.choice([0, 1, 1, 2, 5])
        for f in range(frames):
            app.step(rnd.choice([1 / 60, 1 / 30, 0.2]), draw=f == frames - 1)
        if not app.running or app.scenes.top is None:
            return
        state = cards_in_play(app)
        if state is not None:
            cards, deck = state
            assert cards == deck, f"event {i}: cards lost or duplicated"


@pytest.mark.parametrize("game", GAMES)
def test_monkey_on_each_game(game):
    app = make_app()
    app.scenes.push(game, seed=3)
    run_monkey(app, seed=zlib.crc32(game.encode()) % 1000, events=EVENTS)  # same every run


def test_monkey_on_the_menu_and_everything_reachable_from_it():
    app = make_app()
    app.scenes.push("menu")
    # Esc on the menu quits: keep restarting so the monkey covers every scene it reaches
    rnd_seed = 99
    for round_ in range(4):
        if not app.running or app.scenes.top is None:
            app = make_app()
            app.scenes.push("menu")
        run_monkey(app, seed=rnd_seed + round_, events=EVENTS // 2)


@pytest.mark.parametrize("game", GAMES)
def test_monkey_during_animations_with_instant_and_slow_speeds(game):
    app = make_app()
    app.settings.override("anim_speed", 0.5)
    app.scenes.push(game, seed=8)
    rnd = random.Random(5)
    for i in range(EVENTS // 3):
        for ev in random_event(rnd, app.size):
            app.dispatch(ev)
        app.step(1 / 120)  # short frames: events land mid-animation
        if i % 50 == 0:
            app.settings.override("anim_speed", rnd.choice([0.0, 0.5, 1.0, 2.0]))
        state = cards_in_play(app)
        if state is not None:
            assert state[0] == state[1]
