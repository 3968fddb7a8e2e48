"""Random input for any scene: clicks anywhere, drags, key mashing, resizes, focus loss.

Used by tests/test_monkey.py with a fixed seed; set PATIENCE_MONKEY_EVENTS for
a longer quick run. After every event the cards in play must still be exactly the
deck. The monkey quits the app now and then (Esc, Menu, Esc): ``run_monkey`` then
starts it again, as a player would, so it delivers its whole budget, and says how
many events it delivered so a test can check it did.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pygame

from game.app import App
from tests.driver import make_app

KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_n,
    pygame.K_h,
    pygame.K_u,
    pygame.K_z,
    pygame.K_y,
    pygame.K_p,
    pygame.K_r,
    pygame.K_c,
    pygame.K_d,
    pygame.K_f,
    pygame.K_g,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_DELETE,
    pygame.K_F1,
    pygame.K_x,
    pygame.K_m,
    pygame.K_TAB,
    pygame.K_0,
    pygame.K_5,
    pygame.K_KP_ENTER,
]

EVENTS = int(os.environ.get("PATIENCE_MONKEY_EVENTS", "2000"))  # per scene, quick suite
SLOW_EVENTS = 20_000  # per scene, the slow variant
DRAWN = 0.15  # share of bursts whose last frame is drawn: drawing was most of the time,
# and 2,000 events still draw some 240 frames a scene, many of them mid-animation
SIZES = [(1280, 720), (800, 600), (1600, 900), (1920, 600)]


def relauncher(game: str | None = None) -> Callable[[], App]:
    """A fresh app on the same data folder, like starting the game again: the menu, and
    ``game`` chosen in it (its saved deal continues, as the menu offers it)."""

    def launch() -> App:
        app = make_app()
        menu = app.scenes.push("menu")
        if game is not None:
            menu.start(game)
        return app

    return launch


def quit_app(app: App) -> bool:
    return not app.running or app.scenes.top is None


def run_monkey(
    app: App,
    seed: int,
    events: int,
    resize_every: int = 150,
    relaunch: Callable[[], App] | None = None,
) -> int:
    """Deliver ``events`` random events to the app, with frames of varying length between
    them, checking after each that no card is lost; returns how many were delivered.
    When the monkey has quit the app, ``relaunch`` makes the next one (what the old one
    had to keep is written first, as on a real quit); without it the run ends there."""
    rnd = random.Random(seed)
    delivered = 0
    while delivered < events:
        if quit_app(app):
            if relaunch is None:
                break
            app.keep()
            app = relaunch()
        if delivered and delivered % resize_every == 0:
            size = rnd.choice(SIZES)
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            app.scenes.resize(size)
        for ev in random_event(rnd, app.size):
            app.dispatch(ev)
        delivered += 1
        # frames of varying length, some mid-animation; the last of some bursts is drawn
        frames = rnd.choice([0, 1, 1, 2, 5])
        drawn = rnd.random() < DRAWN
        for f in range(frames):
            app.step(rnd.choice([1 / 60, 1 / 30, 0.2]), draw=drawn and f == frames - 1)
        state = cards_in_play(app)
        if state is not None:
            cards, deck = state
            assert cards == deck, f"event {delivered}: cards lost or duplicated"
    return delivered


def random_event(rnd: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size
    kind = rnd.random()
    pos = (rnd.randrange(-20, w + 20), rnd.randrange(-20, h + 20))
    if kind < 0.35:
        button = rnd.choice([1, 1, 1, 3, 2, 4, 5])
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if kind < 0.5:
        end = (rnd.randrange(w), rnd.randrange(h))
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2),
                rel=(5, 5),
                buttons=(1, 0, 0),
            ),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(5, 5), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if kind < 0.55:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
    if kind < 0.93:
        k = rnd.choice(KEYS)
        mod = pygame.KMOD_CTRL if rnd.random() < 0.1 else 0
        uni = chr(k) if 32 <= k < 127 else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)]
    if kind < 0.96:
        return [
            pygame.event.Event(pygame.WINDOWFOCUSLOST),
            pygame.event.Event(pygame.WINDOWFOCUSGAINED),
        ]
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice([-1, 1]))]


def cards_in_play(app) -> tuple[list[str], list[str]] | None:
    """(all cards, deck) of the game scene on the stack, if any."""
    for scene in reversed(app.scenes.stack):
        game = getattr(scene, "game", None)
        if game is not None and hasattr(game, "all_cards"):
            return sorted(game.all_cards()), sorted(game.deck)
    return None
