"""Maze's greedy one-ply player, the "person playing by eye" calibration quotes beside
the best bot: it grows the in-place prefix, then suit pairs, and never repeats a board."""

from __future__ import annotations

from game.games.maze.greedy import MazeGreedy, suit_pairs
from game.games.maze.rules import MOVE_BUDGET
from game.rules import GAMES
from tests.games.maze.test_maze_rules import one_move_from_winning

MAZE = GAMES["maze"]


def test_suit_pairs_counts_next_ranks_of_one_suit_across_gaps():
    assert suit_pairs(["AS", None, "2S", "3S", "4H", None, "5H", "6C"]) == 3  # AS2S 2S3S 4H5H
    assert suit_pairs([None, "QS", "AH"]) == 0  # a Queen then an Ace is no suit pair


def test_maze_greedy_takes_the_winning_move():
    g = one_move_from_winning(hard=True)
    assert MazeGreedy(0).choose(g) == ("move", 52, 4)


def test_maze_greedy_never_returns_to_a_board_it_has_seen():
    g = MAZE.new(seed=4)
    player = MazeGreedy(4)
    seen = {tuple(g.board)}
    for _ in range(120):
        g.play(player.choose(g))
        board = tuple(g.board)
        assert board not in seen
        seen.add(board)


def test_maze_greedy_prefers_a_longer_prefix_then_suit_pairs():
    g = MAZE.new(seed=9)
    player = MazeGreedy(9)
    move = player.choose(g)
    after = {}
    for m in g.legal_moves():
        c = g.clone()
        c.play(m)
        after[m] = (c.in_place(), suit_pairs(c.board))
    assert after[move] == max(after.values())


def test_maze_greedy_plays_hard_mode_to_its_end_within_the_budget():
    g = MAZE.new(seed=2, hard=True)
    player = MazeGreedy(2)
    while g.status == "playing":
        g.play(player.choose(g))
    assert g.moves_made <= MOVE_BUDGET and g.status in ("won", "lost")
