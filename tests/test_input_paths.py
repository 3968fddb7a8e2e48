"""However a move is made, the table keeps one form of it: every game played by clicks in
random selection orders (tests/input_paths.py) can be written as a code that replays to
the same end. Quick suite: three deals per game; the full suite: fifty."""

from __future__ import annotations

import pytest

from game import catalog
from tests.input_paths import code_round_trip, play_by_clicks
from tests.sampling import sampled

CASES = sampled(
    [(name, seed) for name in catalog.built_in() for seed in range(50)],
    keep=lambda case: case[1] < 3,
)


@pytest.mark.parametrize("game,seed", CASES)
def test_a_deal_played_by_clicks_in_any_order_codes_and_replays_to_its_end(game, seed):
    scene, made = play_by_clicks(game, seed)
    assert made > 0 and scene.session.history
    code_round_trip(scene)


def test_a_move_the_record_does_not_hold_would_be_caught():
    """The round trip compares the replayed end with the table's: a move played but not
    kept as the session keeps moves makes the two differ."""
    scene, _made = play_by_clicks("monte_carlo", 3, inputs=6)
    scene.game.play(scene.game.legal_moves()[0])  # behind the session's back
    with pytest.raises(AssertionError):
        code_round_trip(scene)
