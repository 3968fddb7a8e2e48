"""Extra benchmark scenarios: a named situation a game's scene must stay smooth in.

Each entry maps a label to (game name, setup) where ``setup(app, scene)``
returns a function called before every frame (to keep the situation going).
The plain run of a game uses ``autoplayer``. Shared by ``bench`` and
``bench.resize``, with the headless set-up both run under.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable

Setup = Callable[[object, object], Callable[[], None]]

SCENARIOS: dict[str, tuple[str, Setup]] = {}


def headless() -> None:
    """No window, no sound card, and a private data folder: a bench run touches nothing."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "PATIENCE_ARCADE_DATA" not in os.environ:
        import tempfile

        os.environ["PATIENCE_ARCADE_DATA"] = tempfile.mkdtemp(prefix="pa-bench-")


def scenes_available() -> list[str]:
    from game.rules import TITLES

    return ["menu", *TITLES]


def chosen_scenes(parser: argparse.ArgumentParser, text: str) -> list[str]:
    """The scenes a ``--scenes`` option names (comma-separated; none: every one), each a
    scene the game has, else the parser's usage error naming the ones it has not."""
    names = [n for n in text.split(",") if n] or scenes_available()
    unknown = sorted(set(names) - set(scenes_available()))
    if unknown:
        parser.error(f"no scene {', '.join(unknown)} (known: {', '.join(scenes_available())})")
    return names


def autoplayer(app, scene, rnd: random.Random):
    """Before each frame: if nothing is animating, make a move (or deal again when over)."""

    def tick() -> None:
        top = app.scenes.top
        if top is not scene:  # a result overlay: start a new deal
            app.scenes.pop()
            scene.start(scene.new_session(rnd.randrange(10**6), None, scene.hard))
            return
        if scene.timeline.busy:
            return
        moves = scene.game.legal_moves()
        if moves:
            scene.try_move(rnd.choice(moves))

    return tick


def monte_carlo_compacting(app, scene) -> Callable[[], None]:
    """Monte Carlo with a compaction whenever possible, pairs otherwise: the grid keeps moving."""

    def tick() -> None:
        if app.scenes.top is not scene:
            app.scenes.pop()
            scene.start(scene.new_session((scene.seed or 0) + 1, None, scene.hard))
            return
        if scene.timeline.busy:
            return
        moves = scene.game.legal_moves()
        if moves:
            scene.try_move(moves[-1])

    return tick


SCENARIOS["monte_carlo (compactions)"] = ("monte_carlo", monte_carlo_compacting)


# --- Combo-bliterate: a four-step chain, again and again -------------------
LONG_CHAIN = ["KS", "QD", "JC", "9H", "5S", "7H", "2C", "4D", "KH"]  # remove 5S: CHAIN x4


def combo_long_chain(app, scene) -> Callable[[], None]:
    """Deal the chain line, set the chain off, and when it is over, do it again."""
    from game.rules import cards as C

    deck = LONG_CHAIN + [c for c in C.standard_deck() if c not in LONG_CHAIN]

    def tick() -> None:
        if app.scenes.top is not scene:
            app.scenes.pop()
        if scene.timeline.busy:
            return
        if scene.history:
            scene.start(scene.new_session(None, deck, scene.hard))
            scene.timeline.finish()  # the chain, not the deal, is what is measured
        scene.try_move(("remove", 4))

    return tick


SCENARIOS["combo (4-step chain)"] = ("combo", combo_long_chain)


# --- Zoomer Matrix: draws that reshuffle the discard pile -------------------
def zoomer_reshuffles(app, scene) -> Callable[[], None]:
    """Keep the stock empty so every draw reshuffles the discard pile, animated."""
    rnd = random.Random(3)

    def tick() -> None:
        if app.scenes.top is not scene:
            app.scenes.pop()
            scene.start(scene.new_session(rnd.randrange(10**6), None, scene.hard))
            return
        if scene.timeline.busy:
            return
        g = scene.game
        if g.hand is None and g.stock:
            g.discard.extend(g.stock)  # a state play reaches by drawing: stock all used
            g.stock.clear()
        moves = g.legal_moves()
        if moves:
            draws = [m for m in moves if m[0] == "draw"]
            scene.try_move(draws[0] if draws else rnd.choice(moves))

    return tick


SCENARIOS["zoomer (reshuffles)"] = ("zoomer", zoomer_reshuffles)


# --- SLOTKER: a new game every few moves ------------------------------------
def slotker_new_games(app, scene) -> Callable[[], None]:
    """Deal SLOTKER again after every four moves: its new-game frame (the ladder, the runs
    panel, the high slots and the reels all change at once) comes round every few seconds."""
    rnd = random.Random(5)
    played = [0]

    def tick() -> None:
        if app.scenes.top is not scene:
            app.scenes.pop()
        if scene.timeline.busy:
            return
        moves = scene.game.legal_moves()
        if played[0] >= 4 or not moves or scene.game.status != "playing":
            played[0] = 0
            scene.start(scene.new_session(rnd.randrange(10**6), None, scene.hard))
            return
        played[0] += 1
        scene.try_move(rnd.choice(moves))

    return tick


SCENARIOS["slotker (new games)"] = ("slotker", slotker_new_games)
