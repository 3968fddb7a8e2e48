"""Pure rules of the games. Nothing here may import pygame.

``GAMES`` and ``TITLES`` are views of the catalog (game/catalog.py), in the menu's
order: a game's rules class is imported when first looked up.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.catalog import RulesView, TitlesView
from game.rules.base import Game, IllegalMove, InvalidMove

GAMES: Mapping[str, type[Game]] = RulesView()

# The menu lists the games in this order.
TITLES: Mapping[str, str] = TitlesView()

__all__ = ["GAMES", "TITLES", "Game", "IllegalMove", "InvalidMove"]
