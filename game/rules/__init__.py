"""Pure rules of the games. Nothing here may import pygame.

``GAMES`` and ``TITLES`` are views of the catalog (game/catalog.py), in the menu's
order: a game's rules class is imported when first looked up.
"""

from __future__ import annotations

from game.catalog import RulesView, TitlesView
from game.rules.base import Game, IllegalMove, InvalidMove

GAMES = RulesView()

# The menu lists the games in this order.
TITLES = TitlesView()

__all__ = ["GAMES", "TITLES", "Game", "IllegalMove", "InvalidMove"]
