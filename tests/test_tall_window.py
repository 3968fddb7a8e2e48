"""Tall windows use their height: a level's side column folds under the table, so the
table grows instead of sitting in a thin band between two empty ones."""

from __future__ import annotations

import pygame
import pytest

from game.engine.layout import Slot, Viewport, level_path, load_level, side_column
from game.rules import TITLES
from tests.driver import make_app, settle

FOLDING = ("zoomer", "maze", "monte_carlo", "slotker")


def test_the_viewport_folds_the_side_column_only_when_that_makes_the_table_larger():
    side = (1000.0, 0.0, 280.0, 700.0)
    wide = Viewport((1280, 720), (1280, 720), side)
    assert not wide.folded and wide.scale == 1.0
    tall = Viewport((1280, 720), (800, 1100), side)
    assert tall.folded and tall.scale > 1.12 * (800 / 1280)
    # a point of the side column lands under the table, one of the table stays above
    table = tall.point(500, 700)
    under = tall.point(1000, 0)
    assert under[1] > table[1] and 0 <= under[0] < 800
    assert tall.to_design(*under) == pytest.approx((1000, 0))
    assert tall.to_design(*table) == pytest.approx((500, 700))
    # a table slot reaching into the column keeps its centre, narrowed to the table
    x, y, w, h = tall.rect(Slot("message", 240, 600, 800, 40))
    assert x + w <= tall.point(999.9, 600)[0] + 1 and w > 0


@pytest.mark.parametrize("game", sorted(TITLES))
def test_every_slot_lies_in_a_tall_window_and_folding_games_fill_it(game):
    level = load_level(level_path(game))
    app = make_app(size=(800, 1100))
    scene = app.scenes.push(game, seed=4, hard=False)
    settle(app)
    letterbox = min(800 / level.width, 1100 / level.height)
    window = pygame.Rect(0, 0, 800, 1100)
    if game in FOLDING:
        assert side_column(level) is not None
        assert scene.vp.folded and scene.vp.scale > 1.12 * letterbox
    else:
        assert not scene.vp.folded
    for name in level.slots:
        r = scene.slot_rect(name)
        assert window.contains(r), (game, name, r)
    scene.draw(app.screen)  # draws whole
