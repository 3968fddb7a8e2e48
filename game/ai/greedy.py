"""Greedy one-ply players: what a person playing by eye might do, for calibration.

The best bots search; a hard mode must still leave a person a chance, so the
simulator also plays these simple players (``python -m game.sim --player
greedy``). Each looks one move ahead only and never sees hidden cards. A game that has
one keeps it in its own folder and names it in its catalog entry
(``players={"greedy": "module:Class"}``); this module only finds it, so a game from
another package offers one the same way.
"""

from __future__ import annotations

from typing import Any

from game import catalog


def greedy_for(name: str, seed: int = 0) -> Any | None:
    """The greedy one-ply player of a game (``choose(game)``), or None where there is none."""
    info = catalog.find(name)
    ref = None if info is None else info.players.get("greedy")
    return None if ref is None else catalog.load(ref)(seed=seed)
