"""Scenes: the menu, one per solitaire, and the overlays pushed over them."""

from __future__ import annotations

import importlib

from game.rules import GAMES


def scene_class(game: str):
    """The scene class of a game, or None while that game is not built yet.

    Each game's module ``game.scenes.<name>`` exposes ``SCENE``; the menu
    enables exactly the games for which both rules and scene exist.
    """
    if game not in GAMES:
        return None
    try:
        module = importlib.import_module(f"game.scenes.{game}")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.scenes.{game}":
            raise
        return None
    return getattr(module, "SCENE", None)
