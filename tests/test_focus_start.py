"""The focus ring shows from a table's first frame when the keyboard was the last input
(Enter on the menu), and not when the mouse was."""

import pygame
import pytest

from tests.driver import click, key, make_app, settle


@pytest.fixture(autouse=True)
def _a_deal_with_moves(monkeypatch):
    """The menu deals a random deal, and about 1 Monte Carlo deal in 300 has no move as
    dealt: its result screen would cover the table these tests look at."""
    monkeypatch.setattr("game.table.scene.new_seed", lambda: 14)
    monkeypatch.setattr("game.session.deal.new_seed", lambda: 14)


def open_from_menu(by):
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    settle(app)
    menu = app.scenes.top
    menu.row = next(r for r, row in enumerate(menu.rows) if row[0].key == "monte_carlo")
    menu.col = 0
    if by == "keyboard":
        key(app, pygame.K_RETURN)
    else:
        click(app, menu.focused.rect.center)
    settle(app)
    return app, app.scenes.top


def test_a_table_opened_by_the_keyboard_shows_its_focus_ring_at_once():
    app, scene = open_from_menu("keyboard")
    assert scene.GAME == "monte_carlo"
    assert scene.cursor.visible and scene.cursor.rect() is not None


def test_a_table_opened_by_the_mouse_shows_none_until_a_key():
    app, scene = open_from_menu("mouse")
    assert scene.GAME == "monte_carlo" and not scene.cursor.visible
    key(app, pygame.K_RIGHT)
    assert scene.cursor.visible


def test_the_zoomer_hand_card_is_framed_as_the_focus_ring_is():
    """One style for both: the theme's focus colour, the same inset and width."""
    from game.engine import theme
    from game.games.zoomer.hud import hand_rect
    from game.games.zoomer.scene import SPOT_SLOT
    from tests.driver import open_scene, show

    app, scene = open_scene("zoomer", instant=True, seed=37)
    scene.try_move(("clear", "5S", "5H"))
    scene.try_move(("clear", "3H", "3D"))
    scene.try_move(("draw",))
    settle(app)
    assert scene.game.hand is not None
    scene.cursor.visible = True
    scene.cursor.focus(SPOT_SLOT[(-2, -2)])
    show(app)
    focus = theme.current().focus[:3]
    pad = 5  # ui.focus_ring's, in normal print

    def ring_colour(rect):
        return app.screen.get_at((rect.centerx, rect.top - pad + 1))[:3]

    assert ring_colour(hand_rect(scene)) == focus
    assert ring_colour(scene.cursor.rect()) == focus
