"""Scenes: the menu, one per solitaire, and the overlays pushed over them."""

from __future__ import annotations

import importlib

from game.rules import GAMES


def scene_class(game: str):
    """The scene class of a game (None for a name that is no game).

    Each game's module ``game.scenes.<name>`` exposes ``SCENE``; it is imported
    on demand so the menu's first frame does not wait for five scenes."""
    if game not in GAMES:
        return None
    return importlib.import_module(f"game.scenes.{game}").SCENE
