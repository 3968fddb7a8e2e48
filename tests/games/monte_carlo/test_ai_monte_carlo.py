"""Monte Carlo solver, bot and hints, on deals built to make each point matter."""

import pytest

from game.ai import bot_for
from game.ai.solver_bot import LOST_NOTE, WON_NOTE
from game.games.monte_carlo.bot import (
    Bot,
    _maximal_matchings,
    find_winnable_seed,
    solve,
)
from game.rules import GAMES
from tests.games.monte_carlo.test_monte_carlo_rules import no_pairs_filler

MC = GAMES["monte_carlo"]
IN_ORDER = [r + s for r in "A23456789TJQK" for s in "SHDC"]


def replay(game, line):
    """Play a line on a copy through the rules; every move must be legal there."""
    g = game.clone()
    for move in line:
        assert g.normalize(move) in g.legal_moves(), f"{move} is not legal"
        g.play(move)
    return g


def brute_force(game) -> bool:
    """A slow reference: depth-first over every legal move, memo on ranks only."""
    memo: dict = {}

    def rec(g) -> bool:
        if g.status != "playing":
            return g.status == "won"
        key = (tuple(c and c[0] for c in g.grid), len(g.stock), g.compactions if g.hard else 0)
        if key not in memo:
            memo[key] = False
            for move in g.legal_moves():
                h = g.clone()
                h.play(move)
                if rec(h):
                    memo[key] = True
                    break
        return memo[key]

    return rec(game.clone())


def test_ranks_in_order_deal_is_winnable_and_the_line_wins():
    g = MC.new(deck=IN_ORDER)
    sol = solve(g)
    assert sol.winnable is True and sol.nodes > 0
    assert replay(g, sol.line).status == "won"
    assert sol.line.count(("compact",)) == 3


def test_no_pairs_and_nothing_to_compact_is_lost():
    g = MC.new(deck=no_pairs_filler())
    assert g.status == "lost"
    sol = solve(g)
    assert sol.winnable is False and sol.line == []


def test_a_lost_position_still_in_play_is_proven_lost():
    # pairs are on the grid, but with the compactions used up the stock never comes out
    g = MC.new(deck=IN_ORDER, hard=True)
    g.compactions = 7
    g._update_status()
    assert g.status == "playing" and g.legal_moves()
    assert solve(g).winnable is False


@pytest.mark.parametrize("used,winnable", [(0, True), (4, True), (5, False), (6, False)])
def test_hard_mode_counts_the_compactions_already_used(used, winnable):
    # the in-order deal needs three compactions: with two left it cannot be won
    g = MC.new(deck=IN_ORDER, hard=True)
    g.compactions = used
    sol = solve(g)
    assert sol.winnable is winnable
    if winnable:
        won = replay(g, sol.line)
        assert won.status == "won" and won.compactions <= 7
    # normal mode has no limit, whatever the counter says
    n = MC.new(deck=IN_ORDER)
    n.compactions = used
    assert solve(n).winnable is True


def test_the_right_pair_wins_where_the_wrong_one_loses():
    # seed 104 opens with two pairs sharing cell 11: one choice loses, the other wins
    g = MC.new(seed=104)
    assert g.legal_moves() == [("pair", 7, 11), ("pair", 10, 11)]
    wrong, right = g.clone(), g.clone()
    wrong.play(("pair", 7, 11))
    right.play(("pair", 10, 11))
    assert solve(wrong).winnable is False
    assert solve(right).winnable is True
    sol = solve(g)
    assert sol.winnable is True and sol.line[0] == ("pair", 10, 11)
    assert replay(g, sol.line).status == "won"
    assert Bot().choose(g) == ("pair", 10, 11)
    hint = Bot().hint(wrong)
    assert hint.winnable is False and hint.note == LOST_NOTE
    assert hint.move in wrong.legal_moves()


@pytest.mark.parametrize("hard", [False, True])
def test_solver_agrees_with_brute_force_from_fresh_and_played_positions(hard):
    import random

    for seed in range(12):
        g = MC.new(seed=seed, hard=hard)
        rnd = random.Random(seed)
        for _ in range(rnd.randrange(0, 12)):
            g.play(rnd.choice(g.legal_moves()))
            if g.status != "playing":
                break
        sol = solve(g)
        assert sol.winnable is brute_force(g), f"seed {seed}"
        if sol.winnable:
            assert replay(g, sol.line).status == "won"


def test_maximal_matchings_leave_no_pair_and_cover_the_choices():
    # three of a kind in a row: X Y Z with X-Y and Y-Z pairs, the fourth far away
    g = MC.new(deck=no_pairs_filler())
    grid = list("".join(c[0] for c in g.grid))
    grid[0] = grid[1] = grid[2] = "Z"
    grid[24] = "Z"
    options = _maximal_matchings("".join(grid))
    assert sorted(options) == [((0, 1),), ((1, 2),)]


def test_budget_exhausted_means_unknown():
    g = MC.new(deck=IN_ORDER)
    sol = solve(g, budget=1)
    assert sol.winnable is None and sol.line == []


def test_won_game_needs_nothing():
    g = replay(MC.new(deck=IN_ORDER), solve(MC.new(deck=IN_ORDER)).line)
    assert solve(g).winnable is True and solve(g).line == []


@pytest.mark.parametrize("hard", [False, True])
def test_bot_plays_whole_games_with_legal_moves_only(hard):
    results = []
    for seed in range(15):
        g = MC.new(seed=seed, hard=hard)
        bot = Bot(seed=seed)
        winnable = solve(g).winnable
        while g.status == "playing":
            move = bot.choose(g)
            assert move in g.legal_moves()
            g.play(move)
        assert g.status in ("won", "lost")
        # the bot plays perfectly: it wins exactly the winnable deals
        assert (g.status == "won") is winnable
        results.append(g.status)
    assert "won" in results


def test_hint_on_a_winnable_deal():
    g = MC.new(deck=IN_ORDER)
    hint = Bot().hint(g)
    assert hint.winnable is True and hint.note == WON_NOTE
    assert hint.move in g.legal_moves()
    over = MC.new(deck=no_pairs_filler())
    assert Bot().hint(over).move is None


def test_bot_for_finds_this_bot():
    assert isinstance(bot_for("monte_carlo"), Bot)


@pytest.mark.parametrize("hard", [False, True])
def test_find_winnable_seed(hard):
    seed = find_winnable_seed(0, hard=hard)
    assert seed is not None
    assert solve(MC.new(seed=seed, hard=hard)).winnable is True
    for earlier in range(0, seed):
        assert solve(MC.new(seed=earlier, hard=hard)).winnable is False
    assert find_winnable_seed(0, hard=hard, tries=0) is None
