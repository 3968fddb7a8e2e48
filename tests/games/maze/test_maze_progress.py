"""Maze progress a player can feel: cards that follow their suit predecessor in
reading order, gaps skipped, counted even while cell 0 holds no Ace."""

from game.games.maze.scene import FOLLOWERS, in_sequence


def test_followers_count_in_reading_order_skipping_gaps():
    board = ["5H", None, "6H", "7H", "2S", None, "3S", "9C", "AD"]
    assert in_sequence(board) == 3  # 6H after 5H (over a gap), 7H, 3S after 2S
    assert FOLLOWERS == 44


def test_a_solved_board_has_every_follower():
    suits = "SHDC"
    board = [r + s for s in suits for r in "A23456789TJQ"]
    assert in_sequence(board + [None] * 6) == FOLLOWERS
