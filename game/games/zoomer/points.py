"""Zoomer Matrix's points: its arcade-run table, and its high-score table of win kinds.

A deal not won is worth the different cards it cleared (``TABLE``, named by its catalog
entry's ``run_points`` and read by ``game.session.run_points``). A win is a Trap, a
Pent or, both in one clear, a Slam, and its "Best wins" table ranks them (``KIND``,
named in the entry's ``scores``): the shared high-score code knows the kinds only
through this table, whose ``word`` names them for the statistics and the daily line.
Pure: rules objects and kept results only.
"""

from __future__ import annotations

from typing import Any

from game.engine.scores import Result, moves_words, won
from game.engine.scores import Table as Scores
from game.i18n import N_, _
from game.session.run_points import Table

KINDS = {"slam": 3, "pent": 2, "trap": 1}  # the rules' ``result`` of a win, best first


def cleared(g: Any) -> tuple[int, int]:
    """(different cards cleared, the 50 of the deck)."""
    return len(set(g.removed)), len(g.deck)


TABLE = Table(
    N_("different cards cleared, out of the 50"),
    cleared,
    share=N_(
        "{progress} × the share of different cards cleared, out of the 50, rounded down; "
        "a win {win}"
    ),
)


def kind_word(kind: str) -> str:
    """A win's kind (Trap, Pent, Slam) as the player's language names it."""
    words = {"slam": _("Slam"), "pent": _("Pent"), "trap": _("Trap")}
    return words.get(str(kind).lower(), str(kind).capitalize())


def _rank(r: Result) -> int:
    return KINDS.get(str(r.get("kind", "")).lower(), 0)


KIND = Scores(
    "kind",
    N_("Best wins"),
    lambda r: won(r) and _rank(r) > 0,
    lambda r: (-_rank(r), int(r.get("moves", 0)), float(r.get("seconds", 0))),
    lambda r: f"{kind_word(r.get('kind', ''))}, {moves_words(int(r.get('moves', 0)))}",
    word=kind_word,
)
