"""Monte Carlo's arcade-run points: how far a deal not won got is the cards paired off.

Named by its catalog entry (``run_points``) and read by ``game.session.run_points``,
which scores, publishes and explains every game's table alike. Pure: rules objects only.
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_
from game.session.run_points import Table


def paired_off(g: Any) -> tuple[int, int]:
    """(cards paired off, the whole deck)."""
    return len(g.discard), len(g.deck)


TABLE = Table(
    N_("cards paired off, out of all 52"),
    paired_off,
    share=N_(
        "{progress} × the share of cards paired off, out of all 52, rounded down; a win {win}"
    ),
)
