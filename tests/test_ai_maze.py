"""Maze solver, bot and hints: lines that win when replayed, and only legal moves."""

import random

import pytest

import game.ai.maze as M
from game.ai import bot_for
from game.ai.maze import UNKNOWN_NOTE, Bot, find_winnable_seed, solve
from game.ai.solver_bot import LOST_NOTE, WON_NOTE
from game.rules import GAMES
from tests.test_maze_rules import WIN, deck_for

MAZE = GAMES["maze"]


def replay(game, line):
    """Play a line on a copy through the rules; every move must be legal there."""
    g = game.clone()
    for move in line:
        assert g.normalize(move) in g.legal_moves(), f"{move} is not legal"
        g.play(move)
    return g


@pytest.mark.parametrize("hard", [False, True])
def test_one_move_from_winning(hard):
    seq = [c for c in WIN if c != "5S"] + ["5S"]
    g = MAZE.new(deck=deck_for(seq, [4, 30, 45, 53]), hard=hard)
    assert g.status == "playing"
    sol = solve(g, seconds=10)
    assert sol.winnable is True
    assert replay(g, sol.line).status == "won"


@pytest.mark.parametrize("hard", [False, True])
def test_sorted_round_the_circle_but_cut_mid_run_needs_the_rotation(hard):
    # every card follows its predecessor round the circle, but cell 0 holds 5S:
    # the search has nothing left to do, the rotation turns the reading order
    g = MAZE.new(deck=deck_for(WIN[4:] + WIN[:4], [20, 30, 40, 50]), hard=hard)
    assert g.status == "playing" and g.in_place() == 0
    assert M._circular_done(M._encode(g))
    sol = solve(g, seconds=10)
    assert sol.winnable is True and sol.nodes == 0
    won = replay(g, sol.line)
    assert won.status == "won" and won.in_place() == 48


@pytest.mark.parametrize("hard", [False, True])
def test_rotation_wins_from_any_circularly_sorted_board(hard):
    rnd = random.Random(7)
    for _ in range(30):
        suits = ["S", "H", "D", "C"]
        rnd.shuffle(suits)
        seq = [r + s for s in suits for r in M.RUN]
        k = rnd.randrange(48)
        seq = seq[k:] + seq[:k]
        kings = sorted(rnd.sample([c for c in range(54) if c not in (8, 17)], 4))
        g = MAZE.new(deck=deck_for(seq, kings), hard=hard)
        line = [("move", s, d) for s, d in M._rotation(M._encode(g))]
        assert replay(g, line).status == "won"


@pytest.mark.parametrize("hard", [False, True])
def test_fresh_deals_are_solved_and_the_lines_win(hard):
    for seed in range(4):
        g = MAZE.new(seed=seed, hard=hard)
        sol = solve(g, seconds=10)
        assert sol.winnable is True, f"seed {seed}"
        assert replay(g, sol.line).status == "won"


def test_a_won_game_needs_nothing():
    g = MAZE.new(deck=deck_for(WIN, [0, 21, 30, 53]))
    assert g.status == "won"
    assert solve(g) == M.Solution(True, [], 0)


def test_no_time_means_unknown_never_a_guess():
    g = MAZE.new(seed=3)
    sol = solve(g, seconds=0)
    assert sol.winnable is None and sol.line == []
    hint = Bot(seconds=0).hint(g)
    assert hint.winnable is None and hint.note == UNKNOWN_NOTE
    assert hint.move in g.legal_moves()


def test_lost_is_claimed_only_after_every_reachable_board_was_seen(monkeypatch):
    # No real Maze position has a reachable set small enough to exhaust, so shrink
    # the move generator: only the first legal move of the deal, back and forth.
    g = MAZE.new(seed=5, hard=True)
    start = bytes(M._encode(g))
    (src, dst) = M._moves(bytearray(start), M._positions(start), True)[0]
    real = M._moves

    def tiny(b, pos, hard):
        return [m for m in real(b, pos, hard) if {m[0], m[1]} == {src, dst}]

    monkeypatch.setattr(M, "_moves", tiny)
    sol = solve(g, seconds=10)
    assert sol.winnable is False and sol.line == [] and sol.nodes >= 1
    hint = Bot(seconds=10).hint(g)
    assert hint.winnable is False and hint.note == LOST_NOTE


@pytest.mark.parametrize("hard", [False, True])
def test_bot_plays_whole_games_with_legal_moves_only(hard):
    for seed in (11, 12):
        g = MAZE.new(seed=seed, hard=hard)
        bot = Bot(seed=seed, seconds=10)
        for _ in range(3000):
            if g.status != "playing":
                break
            move = bot.choose(g)
            assert move in g.legal_moves()
            g.play(move)
        assert g.status == "won"


@pytest.mark.parametrize("hard", [False, True])
def test_greedy_bot_without_a_solver_moves_legally(hard):
    g = MAZE.new(seed=21, hard=hard)
    bot = Bot(seed=1, seconds=0)
    for _ in range(150):
        if g.status != "playing":
            break
        move = bot.choose(g)
        assert move in g.legal_moves()
        g.play(move)


def test_hint_on_a_fresh_deal():
    g = MAZE.new(seed=8)
    hint = Bot(seconds=10).hint(g)
    assert hint.winnable is True and hint.note == WON_NOTE
    assert hint.move in g.legal_moves()
    assert g.moves_made == 0  # a hint changes nothing


def test_bot_for_finds_this_bot():
    assert isinstance(bot_for("maze"), Bot)


def test_find_winnable_seed():
    seed = find_winnable_seed(40, hard=True, tries=5, seconds=10)
    assert seed is not None and 40 <= seed < 45
    assert solve(MAZE.new(seed=seed, hard=True), seconds=10).winnable is True
    assert find_winnable_seed(40, tries=0) is None
