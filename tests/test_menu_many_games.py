"""A menu for any number of games: with twelve installed, the list shows five at a time and
scrolls by keys, wheel, arrows and pad, and every screen of it fits at 800x600 and
1280x720, with keys and with a pad (the checks of tests/test_ui_words_fit.py)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import catalog, i18n
from game.engine.input import LAST
from game.rules import TITLES
from game.scenes.menu import SHOWN
from tests import test_ui_words_fit as fit
from tests.driver import click, key, make_app, pad, post, settle, step
from tests.ru_catalog import compiled
from tests.toy import GAME
from tests.toy.rules import ToyPairs
from tests.ui_tour import Recorder

GAMES = 12


def toy_numbered(n: int) -> catalog.GameInfo:
    """The toy game again under another name and title, as another package would list it."""
    rules = type(f"Toy{n}", (ToyPairs,), {"NAME": f"toy{n}", "TITLE": f"Toy Pairs {n}"})
    return dataclasses.replace(GAME, name=f"toy{n}", rules=rules)


@pytest.fixture
def twelve(monkeypatch):
    """Twelve games in the catalog: the built-in ones and toys up to twelve."""
    games = dict(catalog.games())
    for n in range(1, GAMES - len(games) + 1):
        games[f"toy{n}"] = toy_numbered(n)
    monkeypatch.setattr(catalog, "_games", games)
    assert len(TITLES) == GAMES


def menu(size=(1280, 720), large: bool = False):
    """The menu with the focus on the first game (a new player's is on the last one
    played, Monte Carlo by default), in large print when ``large``."""
    app = make_app(size)
    app.settings.set("last_game", list(TITLES)[0])
    if large:
        app.settings.override("large_print", True)
        app.apply_theme()
    app.scenes.push("menu")
    settle(app)
    return app, app.scenes.top


def shown(scene) -> list[str]:
    return [row[0].key for row in scene.rows[: len(TITLES)] if row[0].rect is not None]


def test_the_list_shows_five_games_and_the_focus_scrolls_it(twelve):
    app, scene = menu()
    assert shown(scene) == list(TITLES)[:SHOWN] and set(scene.arrows) == {1}
    for _ in range(GAMES - 1):
        key(app, pygame.K_DOWN)
    assert scene.focused.key == list(TITLES)[-1]
    assert shown(scene) == list(TITLES)[-SHOWN:] and set(scene.arrows) == {-1}
    key(app, pygame.K_DOWN)  # on to the hard-mode row: the list stays where it is
    assert scene.focused.key == "hard" and shown(scene) == list(TITLES)[-SHOWN:]
    key(app, pygame.K_UP)
    assert scene.focused.key == list(TITLES)[-1]


def test_page_keys_the_wheel_and_the_arrows_turn_the_list(twelve):
    app, scene = menu()
    key(app, pygame.K_PAGEDOWN)
    assert scene.focused.key == list(TITLES)[SHOWN] and list(TITLES)[SHOWN] in shown(scene)
    key(app, pygame.K_PAGEUP)
    assert scene.focused.key == list(TITLES)[0] and shown(scene)[0] == list(TITLES)[0]
    post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
    step(app)
    assert shown(scene) == list(TITLES)[3 : 3 + SHOWN]
    assert scene.focused.key in shown(scene)  # a focus scrolled away moves with the list
    click(app, scene.arrows[1].center)
    assert shown(scene) == list(TITLES)[-SHOWN:]
    hidden = next(r for r in scene.rows[:GAMES] if r[0].rect is None)
    assert scene.item_at((640, 200)) != (scene.rows.index(hidden), 0)


def test_the_pad_reaches_every_game(twelve):
    app, scene = menu()
    for _ in range(GAMES - 1):
        pad(app, "dpad down")
    assert scene.focused.key == list(TITLES)[-1] and list(TITLES)[-1] in shown(scene)


def test_the_games_built_in_scroll_only_past_what_the_list_shows():
    app, scene = menu()
    assert len(shown(scene)) == min(len(TITLES), SHOWN)
    assert (scene.arrows == {}) == (len(TITLES) <= SHOWN)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("pad", [False, True], ids=["keys", "pad"])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
def test_every_screen_of_a_long_list_fits(twelve, monkeypatch, size, pad, language, large):
    recorder = Recorder(monkeypatch)
    if language == "ru":
        compiled()
    i18n.use(language)  # English again after the test (conftest)
    app, scene = menu(size, large)
    LAST.pad = pad
    frames = 0
    for _ in range(GAMES + 2):  # down the whole list, onto the hard-mode and tools rows
        recorder.draw(app, f"menu focus {scene.focused.key}")
        frames += 1
        key(app, pygame.K_DOWN)
    LAST.pad = pad  # a key press turns the hints back to keys
    recorder.draw(app, "menu on the tools")
    assert frames + 1 == len(recorder.frames) == GAMES + 3
    fit.test_every_text_lies_inside_the_window_and_its_panel(recorder)
    fit.test_texts_in_one_panel_do_not_run_into_each_other(recorder)
    fit.test_no_text_runs_into_a_button_it_is_not_the_label_of(recorder)
    fit.test_every_button_lies_inside_the_window_and_its_panel(recorder)
    fit.test_no_button_overlaps_another(recorder)
    fit.test_every_text_drawn_has_a_rendered_line_of_at_least_14_px(recorder)
    drawn = {t.text for frame in recorder.frames for t in frame.texts}
    assert {f"Toy Pairs {n}" for n in range(1, 8)} <= drawn  # every game seen on the way
    assert not [t for t in drawn if "five" in t.lower() or "пять" in t]  # no count in words
    assert not [t for t in drawn if t.rstrip().endswith(":")]  # no line cut off at its colon
