"""The README's showcase Monte Carlo deal is one the solver proves winnable."""

import re
from pathlib import Path

from game.games.monte_carlo.bot import solve
from game.games.monte_carlo.rules import MonteCarlo

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_showcase_monte_carlo_deal_can_be_won():
    text = README.read_text(encoding="utf-8")
    seeds = {int(s) for s in re.findall(r"--game monte_carlo --seed (\d+)", text)}
    shown = {int(s) for s in re.findall(r"Monte Carlo, deal #(\d+)", text)}
    assert seeds and seeds == shown
    for seed in seeds:
        assert solve(MonteCarlo.new(seed=seed)).winnable is True, seed
