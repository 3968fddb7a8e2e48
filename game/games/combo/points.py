"""Combo-bliterate's arcade-run points: how far a deal not won got is its final score
against the goal.

Named by its catalog entry (``run_points``) and read by ``game.session.run_points``,
which scores, publishes and explains every game's table alike; the goals in its words
are the rules' own. Pure: rules objects only.
"""

from __future__ import annotations

from typing import Any

from game.games.combo.rules import GOAL, HARD_GOAL
from game.i18n import N_
from game.session.run_points import Table


def against_goal(g: Any) -> tuple[int, int]:
    """(score, goal) in half points (every Combo score is a multiple of 0.5): a score at
    or under 0 counts nothing, the goal counts in full."""
    return int(2 * g.score), int(2 * g.goal)


_MEASURE = N_(
    "the final score against the goal ({goal}; hard mode {hard_goal}), nothing at 0 or under"
)
TABLE = Table(
    _MEASURE.format(goal=GOAL, hard_goal=HARD_GOAL),
    against_goal,
    _MEASURE,
    (("goal", GOAL), ("hard_goal", HARD_GOAL)),
    N_(
        "{progress} × the share of the final score against the goal ({goal}; hard mode "
        "{hard_goal}), nothing at 0 or under, rounded down; a win {win}"
    ),
)
