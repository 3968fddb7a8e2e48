"""Maze's arcade-run points: how far a deal not won got is the cards in place.

Named by its catalog entry (``run_points``) and read by ``game.session.run_points``,
which scores, publishes and explains every game's table alike. Pure: rules objects only.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_
from game.session.run_points import Table


def in_place(g: Any) -> tuple[int, int]:
    """(cards in place in reading order, the 48 that are not Kings)."""
    return g.in_place(), len([c for c in g.deck if c[0] != "K"])


TABLE = Table(
    N_("cards in place (in reading order), out of the 48"),
    in_place,
    share=N_(
        "{progress} × the share of cards in place (in reading order), out of the 48, "
        "rounded down; a win {win}"
    ),
)
