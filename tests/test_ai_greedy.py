"""The greedy one-ply players that calibration quotes beside the best bots are each
game's own (tests/games/<name>/): the simulator finds them through the catalog."""

from __future__ import annotations

import pytest

from game import catalog
from game.ai.greedy import greedy_for


@pytest.mark.parametrize("name", ["maze", "combo"])
def test_a_game_that_names_a_greedy_player_gets_it(name):
    player = greedy_for(name, seed=3)
    assert type(player) is catalog.load(catalog.get(name).players["greedy"])
    assert callable(player.choose)


@pytest.mark.parametrize("name", ["zoomer", "slotker", "monte_carlo", "nope"])
def test_no_greedy_player_where_none_is_defined(name):
    assert greedy_for(name) is None
