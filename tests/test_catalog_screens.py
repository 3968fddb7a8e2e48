"""The screens read what a game offers from its catalog entry, for any number of games:
the statistics' game tabs fit the window, a game without a tutorial offers none, and a
second item on a game's menu row (SLOTKER's Multiplayer) is a catalog field, so the
menu names no game.

The toy game (tests/toy) joins the catalog here in-process, as copies of its entry
(``dataclasses.replace``), where tests/test_catalog.py reaches it through an entry point.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.catalog import MenuItem
from game.scenes import SCENES
from tests.driver import key, make_app, settle
from tests.toy import GAME as TOY

MENU = Path(catalog.__file__).parent / "scenes" / "menu.py"


@pytest.fixture
def listed(monkeypatch):
    """Put copies of the toy's entry (named as given) into the catalog and the registry."""

    def add(*entries: catalog.GameInfo) -> None:
        games = dict(catalog.games())
        for info in entries:
            games[info.name] = info
            monkeypatch.setitem(SCENES, info.name, info.scene)
        monkeypatch.setattr(catalog, "_games", games)

    return add


def toy(name: str = "toy", **changes) -> catalog.GameInfo:
    return dataclasses.replace(TOY, name=name, **changes)


# --- statistics ------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [1, 2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (800, 600)])
def test_the_high_score_tabs_fit_the_window_for_any_number_of_games(listed, extra, size):
    listed(*(toy(f"toy{i}") for i in range(extra)))
    app = make_app(size=size)
    stats = app.scenes.push("stats", page=1)
    settle(app)
    tabs = list(stats.game_rects().values())
    assert len(tabs) == 5 + extra
    window = pygame.Rect((0, 0), size)
    for i, r in enumerate(tabs):
        assert window.contains(r), (i, r)
        assert r.w >= 120
        assert not any(r.colliderect(other) for other in tabs[i + 1 :]), (i, r)
    app.step(1 / 60)  # and the page draws


def test_five_games_keep_one_row_of_tabs_at_the_usual_size():
    app = make_app(size=(1280, 720))
    stats = app.scenes.push("stats", page=1)
    tabs = list(stats.game_rects().values())
    assert len({r.y for r in tabs}) == 1 and all(r.w > 200 for r in tabs)


# --- tutorials -------------------------------------------------------------------------
def test_a_game_without_a_tutorial_offers_none_on_its_table_or_help_page(listed):
    listed(toy(tutorial=None))
    app = make_app()
    scene = app.scenes.push("toy", seed=3)
    settle(app)
    assert "tutorial" not in scene.message.lower()
    assert "toy" not in app.settings.tutorials_offered  # offered another time, if ever
    key(app, pygame.K_t)
    assert app.scenes.top is scene and scene.tutor.tutorial is None
    assert "no tutorial" in scene.message
    help_page = app.scenes.push("help", game="toy")
    settle(app)
    assert "tutorial" not in {b.name for b in help_page.buttons}
    key(app, pygame.K_t)
    assert app.scenes.top is help_page  # T does not close it for a tutorial


def test_a_game_with_a_tutorial_offers_it(listed):
    listed(toy())
    app = make_app()
    scene = app.scenes.push("toy", seed=3)
    settle(app)
    assert "T starts a short tutorial" in scene.message
    help_page = app.scenes.push("help", game="toy")
    assert "tutorial" in {b.name for b in help_page.buttons}


def test_the_menu_offers_no_tutorial_for_a_game_without_one(listed):
    listed(toy(tutorial=None))
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    menu.start_tutorial("toy")
    assert app.scenes.top is menu and "no tutorial" in menu.toast


# --- the menu's second items -----------------------------------------------------------
def test_a_second_item_on_a_game_row_comes_from_its_catalog_entry(listed):
    party = MenuItem("toy_party", "Party", opens="stats", save="toy_party",
                     continue_label="Continue party", title="Toy party")  # fmt: skip
    listed(toy(extra_menu=party))
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    rows = {row[0].key: [(i.key, i.label) for i in row] for row in menu.rows}
    assert rows["toy"] == [("toy", "Toy Pairs"), ("toy_party", "Party")]
    assert rows["slotker"] == [("slotker", "SLOTKER"), ("multiplayer", "Multiplayer")]
    assert all(len(rows[g]) == 1 for g in catalog.with_(lambda i: i.extra_menu is None))
    menu.activate(next(i for i in menu.rows[5] if i.key == "toy_party"))
    settle(app)
    assert type(app.scenes.top).__name__ == "StatsScene"


def test_the_menu_names_no_game():
    names = set(catalog.names())
    for node in ast.walk(ast.parse(MENU.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            assert node.value not in names, node.value
