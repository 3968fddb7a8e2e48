"""Monte Carlo: an exact solver, a bot that follows it, and hints.

Why the search is small enough to be exact: between two compactions no card
moves, so removing a pair never makes two other cards touch. A *round* (the
pairs made before the next compaction) is therefore just a set of disjoint
touching equal-rank pairs, and because compacting is allowed only when no pair
is left, that set is a *maximal* matching of the grid's pair graph. The order
of the pairs inside a round changes nothing. The search branches on the
distinct grids the rounds compact to, so a node is a grid right after a
compaction, and the memo key is that grid (ranks only, as a string), how far
the stock has been dealt and, in hard mode, how many compactions are used.
Suits never matter: only ranks pair, so the outcome depends only on the ranks
on the grid and the ranks in stock order.

``python -m game.games.monte_carlo.bot --measure 200`` prints the timing and the
winnable shares that RULES.md quotes.
"""

from __future__ import annotations

import argparse
import statistics
from itertools import product

from game.ai.measure import solve_deals
from game.ai.solver_bot import Solution, SolverBot
from game.games.monte_carlo.rules import CELLS, HARD_COMPACTIONS, NEIGHBOURS, MonteCarlo
from game.rules.base import Move

GAP = "."
DEFAULT_NODES = 20_000  # positions one answer may search: well under a second here
BOT_NODES = 200_000  # the bot's (and the simulator's) deeper search
FORWARD = [tuple(b for b in NEIGHBOURS[a] if b > a) for a in range(CELLS)]


# a set of disjoint touching pairs: the pairs one round makes
Matching = tuple[tuple[int, int], ...]
# one way a round ends: (its pairs, the next grid, the next dealt count, compacts)
Child = tuple[Matching, str, int, bool]
# a position's identity for the bot: grid, stock, compactions used, mode
Key = tuple[tuple[str | None, ...], tuple[str, ...], int, bool]


class _BudgetSpent(Exception):
    """Raised inside the search when the node budget is used up."""


def _pair_count(grid: str) -> int:
    """Touching equal-rank pairs on a grid string (used to order the branches)."""
    n = 0
    for a in range(CELLS):
        r = grid[a]
        if r == GAP:
            continue
        for b in FORWARD[a]:
            if grid[b] == r:
                n += 1
    return n


def _maximal_matchings(grid: str) -> list[Matching]:
    """Every maximal set of disjoint touching equal-rank pairs on ``grid``.

    Pairs join only equal ranks, so the pair graph splits by rank into parts of
    at most four cards; a maximal matching of the grid is one maximal matching
    of each part, and the parts are tiny enough to enumerate by brute force.
    """
    by_rank: dict[str, list[tuple[int, int]]] = {}
    for a in range(CELLS):
        r = grid[a]
        if r == GAP:
            continue
        for b in FORWARD[a]:
            if grid[b] == r:
                by_rank.setdefault(r, []).append((a, b))
    if not by_rank:
        return [()]
    options = []
    for edges in by_rank.values():
        options.append(_part_matchings(tuple(edges)))
    return [tuple(p for part in combo for p in part) for combo in product(*options)]


_PART_CACHE: dict[Matching, list[Matching]] = {}


def _part_matchings(edges: Matching) -> list[Matching]:
    """Maximal matchings of one rank's pair graph (at most 4 cards, 6 edges)."""
    hit = _PART_CACHE.get(edges)
    if hit is not None:
        return hit
    out = []
    n = len(edges)
    for mask in range(1, 1 << n):
        chosen = [edges[i] for i in range(n) if mask >> i & 1]
        used = [c for e in chosen for c in e]
        if len(set(used)) != len(used):
            continue
        if any(a not in used and b not in used for a, b in edges):
            continue  # not maximal: a pair is still left
        out.append(tuple(chosen))
    if len(_PART_CACHE) < 100_000:
        _PART_CACHE[edges] = out
    return out


class _Search:
    """One depth-first search over rounds, with a memo of positions proven lost."""

    def __init__(self, stock: str, hard: bool, budget: int | None) -> None:
        self.stock = stock
        self.hard = hard
        self.budget = budget
        self.nodes = 0
        self.lost: set[tuple[str, int, int]] = set()

    def children(self, grid: str, dealt: int, used: int) -> list[Child]:
        """(pairs, next grid, next dealt, compacts) for each distinct way the round can end.

        A child with ``compacts`` False is a win with no compaction after its pairs;
        rounds that end in a dead end are left out. Best-looking children come first.
        """
        stock = self.stock
        left_in_stock = len(stock) - dealt
        can_compact = not (self.hard and used >= HARD_COMPACTIONS)
        seen: dict[str, Child] = {}
        wins: list[Child] = []
        for pairs in _maximal_matchings(grid):
            cells = list(grid)
            for a, b in pairs:
                cells[a] = cells[b] = GAP
            survivors = [r for r in cells if r != GAP]
            if not survivors and not left_in_stock:
                wins.append((pairs, "", dealt, False))
                continue
            if not can_compact:
                continue
            k = len(survivors)
            changes = left_in_stock > 0 and k < CELLS
            if not changes:
                # a gap before a card?
                changes = "".join(cells).rstrip(GAP).find(GAP) != -1
            if not changes:
                continue
            take = min(CELLS - k, left_in_stock)
            new = "".join(survivors) + stock[dealt : dealt + take]
            new += GAP * (CELLS - len(new))
            if new not in seen:
                seen[new] = (pairs, new, dealt + take, True)
        if wins:
            return wins[:1]
        kids = list(seen.values())
        if len(kids) > 1:
            kids.sort(key=lambda k: (-(len(k[0])), -_pair_count(k[1])))
        return kids

    def win(self, grid: str, dealt: int, used: int) -> list[tuple[Matching, bool]] | None:
        """A list of (pairs, compacts) rounds that wins from here, or None if lost."""
        key = (grid, dealt, used if self.hard else 0)
        if key in self.lost:
            return None
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise _BudgetSpent
        for pairs, new, new_dealt, compacts in self.children(grid, dealt, used):
            if not compacts:
                return [(pairs, False)]
            rest = self.win(new, new_dealt, used + 1)
            if rest is not None:
                return [(pairs, True), *rest]
        self.lost.add(key)
        return None


def _position(game: MonteCarlo) -> tuple[str, str]:
    """The grid and stock as rank strings, gaps as '.'."""
    grid = "".join(GAP if c is None else c[0] for c in game.grid)
    stock = "".join(c[0] for c in game.stock)
    return grid, stock


def solve(game: MonteCarlo, budget: int | None = DEFAULT_NODES) -> Solution:
    """Decide whether ``game`` can still be won from where it stands (in hard mode,
    within the compactions left).

    ``budget`` caps the positions searched (None: no cap); when it runs out the
    answer is ``winnable=None``. A count, not the clock, so the answer is the same
    on any machine; a whole deal usually takes milliseconds. The line, if any, is
    real moves ready for ``game.play``.
    """
    if game.status == "won":
        return Solution(True, [], 0)
    if game.status == "lost":
        return Solution(False, [], 0)
    grid, stock = _position(game)
    search = _Search(stock, game.hard, budget)
    try:
        rounds = search.win(grid, 0, game.compactions)
    except _BudgetSpent:
        return Solution(None, [], search.nodes)
    if rounds is None:
        return Solution(False, [], search.nodes)
    line: list[Move] = []
    for pairs, compacts in rounds:
        line += [("pair", a, b) for a, b in sorted(pairs)]
        if compacts:
            line.append(("compact",))
    return Solution(True, line, search.nodes)


def _key(game: MonteCarlo) -> Key:
    return (tuple(game.grid), tuple(game.stock), game.compactions, game.hard)


class Bot(SolverBot[MonteCarlo, Key]):
    """Plays a winning line when the solver finds one, else the pair that leaves most pairs."""

    def __init__(self, seed: int = 0, budget: int | None = BOT_NODES) -> None:
        super().__init__(seed)
        self.budget = budget

    def key(self, game: MonteCarlo) -> Key:
        return _key(game)

    def solve(self, game: MonteCarlo) -> Solution:
        return solve(game, self.budget)

    def fallback(self, game: MonteCarlo) -> Move:
        return self.heuristic(game)

    @staticmethod
    def heuristic(game: MonteCarlo) -> Move:
        """The pair that leaves the most pairs on the grid (compact when it is the only move)."""
        moves = game.legal_moves()
        best, best_score = moves[0], -1
        for move in moves:
            if move[0] != "pair":
                continue
            g = game.clone()
            g.play(move)
            score = len(g.pairs())
            if score > best_score:
                best, best_score = move, score
        return best


def find_winnable_seed(
    start_seed: int,
    hard: bool = False,
    tries: int = 200,
    nodes: int = DEFAULT_NODES,
) -> int | None:
    """The first seed from ``start_seed`` upward whose deal the solver proves winnable
    (for "winnable deals only"; in hard mode within the 7 compactions); None if none of
    ``tries`` seeds is, within ``nodes`` positions each.
    """
    for seed in range(start_seed, start_seed + tries):
        if solve(MonteCarlo.new(seed=seed, hard=hard), nodes).winnable:
            return seed
    return None


def measure(n: int, hard: bool, start: int = 0) -> str:
    """Solve seeds start..start+n-1 and report times and shares, as one printable line."""
    r = solve_deals(MonteCarlo, solve, range(start, start + n), hard, budget=None)
    mode = "hard" if hard else "normal"
    return (
        f"{mode}: {n} deals (seeds {start}-{start + n - 1}): "
        f"winnable {r.won} ({r.share(r.won):.1f}%), "
        f"lost {r.lost} ({r.share(r.lost):.1f}%), unknown {r.unknown}; "
        f"time median {r.median_s * 1000:.1f} ms, p99 {r.p99_s * 1000:.1f} ms, "
        f"max {r.max_s * 1000:.1f} ms; nodes median {statistics.median(r.nodes):.0f}, "
        f"max {max(r.nodes)}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measure", type=int, default=200, metavar="N")
    parser.add_argument("--start", type=int, default=0, help="first seed")
    args = parser.parse_args(argv)
    for hard in (False, True):
        print(measure(args.measure, hard, args.start), flush=True)


if __name__ == "__main__":
    main()
