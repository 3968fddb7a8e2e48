"""What the replay and deal-code tests share: every game in the catalog with the toy plugin
listed beside the five, and random play of a deal through a session."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from unittest import mock

from game import catalog
from game.session import Ledger, Session

GAMES_AND_TOY = (*catalog.names(), "toy")


@contextlib.contextmanager
def toy_listed() -> Iterator[None]:
    """The catalog with the toy game of tests/toy listed, as its entry point would list it."""
    from tests.toy import GAME

    games = {**catalog.games(), "toy": GAME}
    with mock.patch.object(catalog, "_games", games):
        yield


def play_randomly(
    name: str, hard: bool, seed: int, ledger: Ledger, steps: int, rng: random.Random
) -> Session:
    """A deal played by chance: mostly legal moves, sometimes an undo, a redo or a give-up,
    until it ends or ``steps`` actions were taken."""
    s = Session(name, ledger, seed=seed, hard=hard)
    for _ in range(steps):
        roll = rng.random()
        if not s.playing:
            if roll < 0.3 and s.can_undo():
                s.undo()  # out of the end: the result (and its moves) go
                continue
            break
        if roll < 0.08 and s.can_undo():
            s.undo()
        elif roll < 0.11 and s.redo_stack:
            s.redo()
        elif roll < 0.12:
            s.give_up()
        else:
            s.play(rng.choice(s.game.legal_moves()))
    return s
