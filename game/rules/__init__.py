"""Pure rules of the five games. Nothing here may import pygame."""

from __future__ import annotations

from game.rules.base import Game, IllegalMove
from game.rules.combo import Combo
from game.rules.maze import Maze
from game.rules.monte_carlo import MonteCarlo
from game.rules.slotker import Slotker
from game.rules.zoomer import Zoomer

GAMES: dict[str, type[Game]] = {cls.NAME: cls for cls in (Zoomer, Combo, Slotker, Maze, MonteCarlo)}

# The menu lists the games in this order.
TITLES: dict[str, str] = {name: cls.TITLE for name, cls in GAMES.items()}

__all__ = ["GAMES", "TITLES", "Game", "IllegalMove"]
