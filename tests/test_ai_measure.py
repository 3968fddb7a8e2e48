"""The shared solver statistics: counts add up, and a line that does not win is caught."""

from types import SimpleNamespace

import pytest

from game.ai.measure import solve_deals
from game.games.monte_carlo import bot as mc_ai
from game.games.monte_carlo.rules import MonteCarlo


def test_counts_add_up_and_match_the_solver():
    r = solve_deals(MonteCarlo, mc_ai.solve, range(30), hard=False)
    assert r.deals == 30 and r.won + r.lost + r.unknown == 30
    assert r.won == sum(1 for s in range(30) if mc_ai.solve(MonteCarlo.new(seed=s)).winnable)
    assert len(r.seconds) == 30 and r.p99_s <= r.max_s
    assert r.share(r.won) == pytest.approx(100 * r.won / 30)


def test_a_claimed_win_whose_line_does_not_win_is_refused():
    def liar(game, **kw):
        return SimpleNamespace(winnable=True, line=[], nodes=1)

    with pytest.raises(AssertionError, match="does not win"):
        solve_deals(MonteCarlo, liar, range(1), hard=False)
