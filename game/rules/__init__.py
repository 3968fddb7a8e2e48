"""Pure rules of the five games. Nothing here may import pygame."""

from __future__ import annotations

from game.rules.base import Game, IllegalMove
from game.rules.monte_carlo import MonteCarlo

GAMES: dict[str, type[Game]] = {
    MonteCarlo.NAME: MonteCarlo,
}

# The menu lists all five, in this order, built or not.
TITLES: dict[str, str] = {
    "zoomer": "Zoomer Matrix",
    "combo": "Combo-bliterate",
    "slotker": "SLOTKER",
    "maze": "Maze",
    "monte_carlo": "Monte Carlo",
}


def _register_optional() -> None:
    """Games land one by one; each registers here once its module exists."""
    import importlib

    for module, cls_name in (
        ("maze", "Maze"),
        ("combo", "Combo"),
        ("zoomer", "Zoomer"),
        ("slotker", "Slotker"),
    ):
        try:
            mod = importlib.import_module(f"game.rules.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.rules.{module}":
                raise
            continue
        cls = getattr(mod, cls_name)
        GAMES[cls.NAME] = cls


_register_optional()

__all__ = ["GAMES", "TITLES", "Game", "IllegalMove"]
