"""SLOTKER's arcade-run points: how far a deal not won got is the runs whose high set
stands.

Named by its catalog entry (``run_points``) and read by ``game.session.run_points``,
which scores, publishes and explains every game's table alike; the runs in its words
are the rules' own. Pure: rules objects only.
"""

from __future__ import annotations

from typing import Any

from game.games.slotker.rank import is_three_aces
from game.games.slotker.rules import HARD_RUNS, NORMAL_RUNS
from game.i18n import N_
from game.session.run_points import Table


def runs_made(g: Any) -> tuple[int, int]:
    """(runs whose high set stands, the runs): three Aces that lost the deal stand not."""
    made = [h for h in g.run_highs if not (is_three_aces(h) and g.status == "lost")]
    return len(made), g.runs


_MEASURE = N_("runs whose high set stands, out of the runs ({runs}; hard mode {hard_runs})")
TABLE = Table(
    _MEASURE.format(runs=NORMAL_RUNS, hard_runs=HARD_RUNS),
    runs_made,
    _MEASURE,
    (("runs", NORMAL_RUNS), ("hard_runs", HARD_RUNS)),
    N_(
        "{progress} × the share of runs whose high set stands, out of the runs ({runs}; "
        "hard mode {hard_runs}), rounded down; a win {win}"
    ),
)
