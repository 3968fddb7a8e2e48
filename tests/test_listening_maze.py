"""Maze played by ear (issue "Play by ear", phase 2): a listening player plays 5 deals
choosing its keys only from the words said (the board read aloud, the focus words, each
move's words) and ends each, won (or given up were the keys to run short), within 2,000
keys (tests/listening.py presses them and hears the result)."""

from __future__ import annotations

import pytest

from game.table.scene import TableScene
from tests.listening import LIMIT, Listening
from tests.listening_maze import MazeEar
from tests.sampling import sampled

SEEDS = (1, 2, 3, 4, 5)


@pytest.mark.parametrize("seed", sampled(SEEDS, SEEDS[:1]))  # one deal quick, five in full
def test_a_listening_player_ends_a_maze_deal_within_2000_keys(seed):
    run = Listening("maze", seed)
    try:
        result = run.play(MazeEar())
        table = next(s for s in run.app.scenes.stack if isinstance(s, TableScene))
        print(
            f"Maze deal {seed}: {table.session.status} in {len(run.keys)} keys"
            f" ({table.game.moves_made} moves, {table.game.in_place()} of 48 in place): {result}"
        )
        assert result.startswith("The deal is over."), run.heard[-6:]
        assert table.session.status in ("won", "gave_up")
        assert len(run.keys) <= LIMIT
    finally:
        run.close()
