"""Play by ear: a listening player plays five SLOTKER solo games choosing every key from
what the game said (tests/listening_slotker.py), never from the game's state, and ends
each, won or lost, within 2,000 keys (tests/listening.py presses them and hears the
result). The results are printed (-s shows them)."""

from __future__ import annotations

import pytest

from game.table.scene import TableScene
from tests.listening import LIMIT, Listening
from tests.listening_slotker import SlotkerEar
from tests.sampling import sampled

SEEDS = (1, 2, 3, 4, 5)


@pytest.mark.parametrize("seed", sampled(SEEDS, SEEDS[:1]))  # one deal quick, five in full
def test_a_listening_player_ends_a_slotker_game_within_2000_keys(seed):
    run = Listening("slotker", seed)
    try:
        result = run.play(SlotkerEar())
        table = next(s for s in run.app.scenes.stack if isinstance(s, TableScene))
        g = table.game
        print(
            f"SLOTKER game {seed}: {table.session.status} in {len(run.keys)} keys"
            f" (run {g.run} of {g.runs}, high set {g.high_name or 'none'}): {result}"
        )
        assert result.startswith("The deal is over."), run.heard[-6:]
        assert table.session.status in ("won", "lost")
        ends = ("Jackpot! You won.", "Game over: you lost.")
        assert any(end in said for said in run.heard for end in ends)
        assert len(run.keys) <= LIMIT
    finally:
        run.close()
