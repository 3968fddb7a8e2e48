"""Every overlay scales with the window, as the menu does; the collection has a help page.

Settings stayed 460 px wide with small print at 1920×1200 while the menu grew:
each overlay's box (and its text) now keeps its share of the window.
"""

from __future__ import annotations

import pytest

from game.rules import TITLES
from game.scenes.help_arcade import ARCADE, PAGES, sections
from game.scenes.help_text import common_keys, help_for, results_policy
from tests.driver import make_app, settle, step

OVERLAYS = {
    "settings": {},
    "pause": {"game": "maze", "lines": ["Maze, deal #3 (normal)"]},
    "deal_number": {"title": "Combo-bliterate"},
    "confirm": {"question": "Start a new deal? This one counts as abandoned.", "choice": "new"},
    "result": {
        "title": "You won!",
        "lines": ["All 48 cards in four suit runs."],
        "won": True,
        "figures": [("Time", "2:01"), ("Moves", "40"), ("Undos", "0"), ("Hints", "1")],
    },
}


def opened(name: str, size: tuple[int, int]):
    app = make_app(size=size)
    app.scenes.push("menu")
    settle(app)
    overlay = app.scenes.push(name, **OVERLAYS[name])
    step(app, 20)
    return app, overlay


@pytest.mark.parametrize("name", sorted(OVERLAYS))
def test_an_overlay_grows_with_the_window(name):
    _, small = opened(name, (1280, 720))
    _, big = opened(name, (1920, 1200))
    assert big.box.w >= 1.35 * small.box.w, (small.box, big.box)
    assert big.box.h >= 1.2 * small.box.h
    for size in ((800, 600), (1920, 1080)):
        app, overlay = opened(name, size)
        assert app.screen.get_rect().contains(overlay.box)


def test_the_help_page_grows_with_the_window():
    for size, least in (((1280, 720), 1.0), ((1920, 1200), 1.5)):
        app = make_app(size=size)
        app.scenes.push("menu")
        settle(app)
        help_ = app.scenes.push("help", game="maze")
        assert help_.scale >= least


def test_the_collection_page_says_what_each_game_is_its_hard_mode_and_how_deals_count():
    text = " ".join(line for _, lines in sections(ARCADE) for line in lines)
    for game, title in TITLES.items():
        assert f"{title}: " in text
        assert str(help_for(game)["hard"]) in text
    for line in [*common_keys(), *results_policy()]:
        assert line in text
    assert PAGES[0] == ARCADE and set(PAGES[1:]) == set(TITLES)
