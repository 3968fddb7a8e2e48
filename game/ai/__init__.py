"""Bots, solvers and hints, built only on the rules API. Nothing here may import pygame.

Each game's catalog entry names its bot (game/catalog.py): ``Bot(seed=0).choose(game)``
returns a legal move for the game's current state (never an illegal one), and
``Bot.hint(game) -> Hint``. ``bot_for(name)`` finds it, so the scenes, the
simulator and the tests share one entry point. ``verdict(game) -> Verdict``
answers "can this deal be won?" for the games with a solver.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from game import catalog
from game.ai.winnable import Verdict, verdict
from game.rules.base import Move

__all__ = ["Bot", "Hint", "Verdict", "bot_for", "verdict"]


@dataclass
class Hint:
    """What the bot would do now, and whether the position can still be won (None: unknown)."""

    move: Move | None
    winnable: bool | None = None
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


class Bot(Protocol):
    """What every game's bot offers; each takes its own game's rules class, hence Any."""

    def choose(self, game: Any) -> Move: ...

    def hint(self, game: Any) -> Hint: ...


def bot_for(name: str, seed: int = 0) -> Bot | None:
    """The strongest bot of a game (None for a name that is no game).

    Imported on demand: a bot's tables and solvers cost start-up time that a
    player who never asks for a hint should not pay."""
    info = catalog.find(name)
    if info is None:
        return None
    bot: Bot | None = info.make_bot(seed=seed)
    return bot
