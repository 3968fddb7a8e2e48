""" "Can this deal be won?" (game.ai.verdict): yes with a move count, no, or not proven."""

from __future__ import annotations

import threading

import pytest

from game.ai import Verdict, verdict
from game.games.maze.rules import MOVE_BUDGET
from game.games.monte_carlo.bot import solve as mc_solve
from game.rules import GAMES
from tests.games.maze.test_maze_rules import WIN, deck_for, idle, one_move_from_winning
from tests.sampling import sampled

MC = GAMES["monte_carlo"]
MAZE = GAMES["maze"]


def first_seed(hard: bool, winnable: bool) -> int:
    """The first Monte Carlo seed the exact solver (no node cap) calls winnable / lost."""
    for seed in range(200):
        if mc_solve(MC.new(seed=seed, hard=hard), None).winnable is winnable:
            return seed
    raise AssertionError("no such seed in 0..199")


@pytest.mark.parametrize("hard", [False, True])
def test_monte_carlo_yes_with_the_length_of_a_winning_line(hard):
    g = MC.new(seed=first_seed(hard, True), hard=hard)
    v = verdict(g)
    sol = mc_solve(g, None)
    assert v == Verdict("yes", len(sol.line)) and v.moves > 0
    assert v.text() == f"Yes, in {v.moves} moves."
    for move in sol.line:
        g.play(move)
    assert g.status == "won"


@pytest.mark.parametrize("hard", [False, True])
def test_monte_carlo_no_when_proven_lost(hard):
    g = MC.new(seed=first_seed(hard, False), hard=hard)
    assert verdict(g) == Verdict("no")
    assert verdict(g).text() == "No: this deal can no longer be won."


def test_monte_carlo_not_proven_when_the_budget_is_too_small():
    g = MC.new(seed=first_seed(False, True))
    assert verdict(g, nodes=0) == Verdict("unknown")
    assert verdict(g, nodes=0).text().startswith("Not proven")


@pytest.mark.parametrize("hard", [False, True])
def test_maze_one_move_from_winning_is_yes_in_one(hard):
    g = one_move_from_winning(hard)
    assert verdict(g) == Verdict("yes", 1)
    assert verdict(g).text() == "Yes, in 1 move."


def test_maze_won_and_budget_spent():
    won = MAZE.new(deck=deck_for(WIN, [0, 21, 30, 53]))
    assert verdict(won) == Verdict("yes", 0) and verdict(won).text() == "Yes: the deal is won."
    g = one_move_from_winning(hard=True)
    idle(g, MOVE_BUDGET - 1)
    g.play(("move", 30, 31) if g.board[30] else ("move", 31, 30))  # the last move, wasted
    assert g.status == "lost"
    assert verdict(g) == Verdict("no")


def test_maze_hard_last_move_left_must_be_the_winning_one():
    g = one_move_from_winning(hard=True)
    idle(g, MOVE_BUDGET - 1)
    assert verdict(g) == Verdict("yes", 1)


def test_maze_not_proven_without_a_search():
    assert verdict(MAZE.new(seed=3), nodes=0) == Verdict("unknown")


def test_games_without_a_solver_and_bad_budgets_are_refused():
    with pytest.raises(ValueError, match="no solver"):
        verdict(GAMES["slotker"].new(seed=1))
    with pytest.raises(ValueError, match="0 or more"):
        verdict(MAZE.new(seed=1), nodes=-1)


# (game, deal, mode): a hard Maze deal whose search spends the whole budget (not proven,
# in the full suite), a Maze deal it proves in 152 moves and a hard Monte Carlo deal
BUSY_DEALS = sampled(
    [("maze", 3, True), ("maze", 6, False), ("monte_carlo", 4, True)],
    keep={("maze", 6, False), ("monte_carlo", 4, True)},
)


@pytest.mark.parametrize("name, seed, hard", BUSY_DEALS)
def test_same_verdict_with_the_machine_busy(name, seed, hard):
    """Node budgets, not seconds: a CPU-burning thread beside the search changes nothing."""
    g = GAMES[name].new(seed=seed, hard=hard)
    quiet = verdict(g, nodes=3000)
    stop = threading.Event()

    def burn() -> None:
        x = 0
        while not stop.is_set():
            x += 1

    t = threading.Thread(target=burn, daemon=True)
    t.start()
    try:
        busy = verdict(g, nodes=3000)
    finally:
        stop.set()
        t.join()
    assert busy == quiet
