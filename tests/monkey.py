"""Random input for any scene: clicks anywhere, drags, key mashing, resizes, focus loss.

Used by tests/test_monkey.py with a fixed seed. After every event the cards in play
must still be exactly the deck. The monkey quits the app now and then (Esc, Menu, Esc):
``run_monkey`` then starts it again, as a player would, so it delivers its whole budget,
and says what it delivered (how many events, of which kinds, at which window sizes) so a
test can check it did.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

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

SCENE_EVENTS = 20_000  # a scene's events in the full suite, in parts of EVENTS
EVENTS = 1_000  # what one monkey test delivers: the quick suite's share of a scene
DRAWN = 0.15  # share of bursts whose last frame is drawn: drawing was most of the time,
# and 1,000 events still draw some 120 frames a scene, many of them mid-animation
SIZES = [(1280, 720), (800, 600), (1600, 900), (1920, 600)]
# every kind of input ``random_event`` makes (see ``kinds``), and the window sizes
INPUTS = frozenset(
    [f"button {b}" for b in (1, 2, 3, 4, 5)]
    + ["drag", "hover", "ctrl", "focus", "wheel up", "wheel down"]
    + [f"key {pygame.key.name(k)}" for k in KEYS]
    + [f"window {w}x{h}" for w, h in SIZES]
)


@dataclass
class Delivered:
    """What a monkey run delivered: a test asserts its budget and the kinds of input."""

    events: int = 0
    inputs: Counter = field(default_factory=Counter)  # kind of input (``kinds``) -> count
    scenes: Counter = field(default_factory=Counter)  # the top scene's class -> events on it
    relaunches: int = 0


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
) -> Delivered:
    """Deliver ``events`` random events to the app, with frames of varying length between
    them, checking after each that no card is lost; returns what was delivered. Every
    ``resize_every`` events the window takes the next of SIZES (from a seeded start), so
    a run of four resizes has met every size. When the monkey has quit the app,
    ``relaunch`` makes the next one (what the old one had to keep is written first, as on
    a real quit); without it the run ends there."""
    rnd = random.Random(seed)
    done = Delivered()
    first_size = rnd.randrange(len(SIZES))
    while done.events < events:
        if quit_app(app):
            if relaunch is None:
                break
            app.keep()
            app = relaunch()
            done.relaunches += 1
        if done.events and done.events % resize_every == 0:
            size = SIZES[(first_size + done.events // resize_every) % len(SIZES)]
            app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            app.scenes.resize(size)
            done.inputs[f"window {size[0]}x{size[1]}"] += 1
        burst = random_event(rnd, app.size)
        done.scenes[type(app.scenes.top).__name__] += 1
        for ev in burst:
            app.dispatch(ev)
        done.events += 1
        done.inputs.update(kinds(burst))
        # frames of varying length, some mid-animation; the last of some bursts is drawn
        frames = rnd.choice([0, 1, 1, 2, 5])
        drawn = rnd.random() < DRAWN
        for f in range(frames):
            app.step(rnd.choice([1 / 60, 1 / 30, 0.2]), draw=drawn and f == frames - 1)
        state = cards_in_play(app)
        if state is not None:
            cards, deck = state
            assert cards == deck, f"event {done.events}: cards lost or duplicated"
    return done


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


def kinds(burst: list[pygame.event.Event]) -> list[str]:
    """The kinds of input one burst of ``random_event`` is (a key with Ctrl is two: the
    key, and "ctrl"), as named in INPUTS."""
    first = burst[0]
    if first.type == pygame.MOUSEBUTTONDOWN:
        return ["drag"] if len(burst) > 2 else [f"button {first.button}"]
    if first.type == pygame.MOUSEMOTION:
        return ["hover"]
    if first.type == pygame.KEYDOWN:
        return [f"key {pygame.key.name(first.key)}"] + (["ctrl"] if first.mod else [])
    if first.type == pygame.WINDOWFOCUSLOST:
        return ["focus"]
    return ["wheel up" if first.y > 0 else "wheel down"]


def cards_in_play(app) -> tuple[list[str], list[str]] | None:
    """(all cards, deck) of the game scene on the stack, if any."""
    for scene in reversed(app.scenes.stack):
        game = getattr(scene, "game", None)
        if game is not None and hasattr(game, "all_cards"):
            return sorted(game.all_cards()), sorted(game.deck)
    return None
