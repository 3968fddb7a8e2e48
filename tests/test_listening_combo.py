"""Play by ear: a listening player plays five Combo-bliterate deals choosing every key
from what the game said (tests/listening_combo.py), never from the game's state, and
ends each, won or lost, within 2,000 keys (tests/listening.py presses them and hears the
result). The results are printed (-s shows them)."""

from __future__ import annotations

import pytest

from game.table.scene import TableScene
from tests.listening import LIMIT, Listening
from tests.listening_combo import ComboEar
from tests.sampling import sampled

SEEDS = (1, 2, 3, 4, 5)


@pytest.mark.parametrize("seed", sampled(SEEDS, SEEDS[:1]))  # one deal quick, five in full
def test_a_listening_player_ends_a_combo_deal_within_2000_keys(seed):
    run = Listening("combo", seed)
    try:
        result = run.play(ComboEar())
        table = next(s for s in run.app.scenes.stack if isinstance(s, TableScene))
        g = table.game
        print(
            f"Combo deal {seed}: {table.session.status} in {len(run.keys)} keys"
            f" (score {g.score:g}, goal {g.goal}): {result}"
        )
        assert result.startswith("The deal is over."), run.heard[-6:]
        assert table.session.status in ("won", "lost")
        assert any("The game is over: score" in said for said in run.heard)
        assert len(run.keys) <= LIMIT
    finally:
        run.close()
