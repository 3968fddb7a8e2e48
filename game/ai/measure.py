"""Solver statistics over a run of deals: shares proven won/lost/unknown and time per deal.

One loop behind each solver's ``--measure`` and the benchmark's solver figures,
so the numbers quoted in docs/bots.md, docs/benchmarks.md and the closing notes are counted the
same way everywhere.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai.solver_bot import Solution
from game.rules.base import Game


@dataclass
class SolveStats:
    deals: int = 0
    won: int = 0
    lost: int = 0
    unknown: int = 0
    seconds: list[float] = field(default_factory=list)
    nodes: list[int] = field(default_factory=list)

    def share(self, count: int) -> float:
        return 100.0 * count / self.deals if self.deals else 0.0

    @property
    def median_s(self) -> float:
        return statistics.median(self.seconds)

    @property
    def p99_s(self) -> float:
        s = sorted(self.seconds)
        return s[min(len(s) - 1, int(0.99 * len(s)))]

    @property
    def max_s(self) -> float:
        return max(self.seconds)


def solve_deals(
    game_cls: type[Game],
    solve: Callable[..., Solution],
    seeds: range,
    hard: bool,
    check_lines: bool = True,
    **solve_kw: Any,
) -> SolveStats:
    """Solve each seed's fresh deal; a winning line is replayed through the rules to prove it."""
    out = SolveStats()
    for seed in seeds:
        game = game_cls.new(seed=seed, hard=hard)
        t0 = time.perf_counter()
        sol = solve(game, **solve_kw)
        out.seconds.append(time.perf_counter() - t0)
        out.nodes.append(getattr(sol, "nodes", 0) or 0)
        out.deals += 1
        if sol.winnable:
            if check_lines:
                replay = game.clone()
                for move in sol.line:
                    replay.play(move)
                assert replay.status == "won", f"seed {seed}: the solver's line does not win"
            out.won += 1
        elif sol.winnable is False:
            out.lost += 1
        else:
            out.unknown += 1
    return out
