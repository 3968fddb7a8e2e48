"""Zoomer Matrix played by ear (issue "Play by ear", phase 2): a listening player plays 5
deals choosing its keys only from the words said (the table read aloud once, each move's
words, the focus words) and ends each, won or lost (or given up were the keys to run
short), within 2,000 keys (tests/listening.py presses them and hears the result)."""

from __future__ import annotations

import pytest

from game.table.scene import TableScene
from tests.listening import LIMIT, Listening
from tests.listening_zoomer import ZoomerEar
from tests.sampling import sampled

SEEDS = (1, 2, 3, 4, 5)


@pytest.mark.parametrize("seed", sampled(SEEDS, SEEDS[:1]))  # one deal quick, five in full
def test_a_listening_player_ends_a_zoomer_deal_within_2000_keys(seed):
    run = Listening("zoomer", seed)
    try:
        result = run.play(ZoomerEar())
        table = next(s for s in run.app.scenes.stack if isinstance(s, TableScene))
        print(
            f"Zoomer Matrix deal {seed}: {table.session.status} in {len(run.keys)} keys"
            f" ({table.session.moves} moves, {table.game.reshuffles} reshuffles): {result}"
        )
        assert result.startswith("The deal is over."), run.heard[-6:]
        assert table.session.status in ("won", "lost", "gave_up")
        assert len(run.keys) <= LIMIT
    finally:
        run.close()
