"""The menu says which game Daily deals, and what hard mode changes in the game in
focus, in words written from the rules' constants."""

import pygame
import pytest

from game.games.maze import rules as MZ
from game.games.slotker import rules as SK
from game.rules import TITLES
from game.scenes import menu as menu_module
from game.scenes.menu_words import hard_change
from tests.driver import make_app, post, settle, show


def open_menu(size=(1280, 720)):
    app = make_app(size)
    app.scenes.push("menu")
    settle(app)
    return app, app.scenes.top


def item(menu, key):
    return next(i for row in menu.rows for i in row if i.key == key)


def test_hovering_daily_says_which_game_it_deals():
    app, menu = open_menu()
    game_row = item(menu, "maze")
    post(pygame.MOUSEMOTION, pos=game_row.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)
    post(pygame.MOUSEMOTION, pos=item(menu, "daily").rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)
    assert menu.focused.key == "daily"
    assert menu.target_words() == "Daily deals today's Maze"
    menu.toggle_hard()
    assert menu.target_words() == "Daily deals today's Maze in hard mode"
    post(pygame.MOUSEMOTION, pos=item(menu, "deal").rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60)
    assert menu.target_words() == "Deal # plays Maze"


def test_each_game_says_what_hard_mode_changes_from_its_rules_constants(monkeypatch):
    for game in TITLES:
        assert hard_change(game), f"{game} has no hard-mode line"
    assert str(MZ.MOVE_BUDGET) in hard_change("maze")
    assert "three runs, not two" in hard_change("slotker")
    assert SK.HARD_RUNS == 3


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_hard_row_names_the_game_in_focus_and_its_change(size, monkeypatch):
    app, menu = open_menu(size)
    drawn = []
    real = menu_module.ui.blit_text

    def spy(surface, text, *a, **kw):
        drawn.append(text)
        return real(surface, text, *a, **kw)

    monkeypatch.setattr(menu_module.ui, "blit_text", spy)
    menu.row = next(r for r, row in enumerate(menu.rows) if row[0].key == "maze")
    menu.remember_game()
    show(app)
    assert f"Hard mode in Maze: {hard_change('maze')}" in drawn
    menu.row = next(r for r, row in enumerate(menu.rows) if row[0].key == "hard")
    drawn.clear()
    show(app)
    assert f"Hard mode in Maze: {hard_change('maze')}" in drawn  # the game pointed at


def test_continue_match_names_the_match_and_its_round(monkeypatch):
    from game.games.slotker.match_session import MATCH, MatchSession
    from game.session import MemoryLedger
    from tests.games.slotker.test_slotker_match_resume import SAVES

    saved = SAVES["round_results"]
    words = MatchSession.from_dict(saved, MemoryLedger()).label
    assert words.startswith(f"match #{saved['seed']}, round ")
    app = make_app()
    app.saves.save(MATCH, saved)
    app.scenes.push("menu")
    menu = app.scenes.top
    assert menu.continues["multiplayer"] == words
    drawn = []
    real = menu_module.ui.blit_text

    def spy(surface, text, *a, **kw):
        drawn.append(text)
        return real(surface, text, *a, **kw)

    monkeypatch.setattr(menu_module.ui, "blit_text", spy)
    menu.row = next(r for r, row in enumerate(menu.rows) if row[0].key == "slotker")
    menu.col = 1
    show(app)
    assert menu.focused.key == "multiplayer"
    assert any(t.startswith("Continue") and "round" in t for t in drawn), drawn
    assert menu.target_words() == f"Continue your SLOTKER match: {words}"
