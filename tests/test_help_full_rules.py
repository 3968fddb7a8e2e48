"""Help's Full rules view says how to get back: its button turns to Summary, and the footer
names the key that brings the summary back, the keyboard's or the controller's."""

import pygame
import pytest

from game.engine.input import HELP_KEYS, LAST
from tests.driver import click, key, show
from tests.test_help_paging import button, open_help


@pytest.mark.parametrize("game", ["maze", "arcade"])
def test_full_rules_turns_its_button_into_summary_and_says_how_to_get_back(game):
    app, page = open_help(game, browse=False)
    full = button(page, "full")
    assert full.label == "Full rules" and "back to the summary" not in page.footer(False)
    key(app, pygame.K_r)
    show(app)
    assert page.full and button(page, "full").label == "Summary"
    assert page.footer(True).startswith("R: back to the summary")
    click(app, button(page, "full").rect.center)  # the button brings the summary back too
    show(app)
    assert not page.full and button(page, "full").label == "Full rules"
    assert "back to the summary" not in page.footer(True)


def test_the_way_back_names_the_controllers_button_after_a_controller_press():
    app, page = open_help("maze", browse=False)
    key(app, pygame.K_r)
    try:
        LAST.pad = True
        pad = HELP_KEYS.label("full_rules")
        assert pad != "R"
        assert page.footer(False).startswith(f"{pad}: back to the summary")
        assert button(page, "full").key_hint() == pad
    finally:
        LAST.pad = False


def test_turning_the_page_shows_the_next_pages_summary_and_its_button_says_so():
    app, page = open_help("arcade", browse=True)
    key(app, pygame.K_r)
    key(app, pygame.K_RIGHT)
    show(app)
    assert not page.full and button(page, "full").label == "Full rules"


def test_the_footer_names_the_scroll_and_page_keys_of_the_device_in_use():
    """Keys say PgUp/PgDn and Left/Right; after a pad press the shoulders and the D-pad,
    never "Page Up/Down" (the pad has no such key)."""
    app, page = open_help("maze", browse=True)
    words = page.footer(True)
    assert "Up/Down, PgUp/PgDn or wheel: scroll" in words and "Left/Right or the arrows" in words
    try:
        LAST.pad = True
        words = page.footer(True)
        assert "PgUp" not in words and "Page Up" not in words
        assert "LB/RB or the arrows: other pages" in words  # the menu's help: they turn pages
        assert "D-pad Up/D-pad Down or wheel: scroll" in words
    finally:
        LAST.pad = False


def test_the_deal_number_field_names_the_pads_d_pad_for_its_digits():
    from game.scenes.overlay import DealNumberScene

    app, _page = open_help("maze", browse=False)
    field = DealNumberScene(app, title="Maze")
    try:
        LAST.pad = True
        hello = field.hello()
        assert hello.startswith("D-pad Up/D-pad Down: change the digit, D-pad Left/D-pad Right")
    finally:
        LAST.pad = False


def test_the_shoulders_turn_the_menu_help_s_pages_and_scroll_a_game_s_help():
    from tests.driver import pad

    app, page = open_help("maze", browse=True)
    first = page.game
    pad(app, "rb")
    show(app)
    assert page.game != first and page.scroll == 0
    app, page = open_help("maze", browse=False)
    pad(app, "rb")
    show(app)
    assert page.game == "maze" and "LB/RB or wheel: scroll" in page.footer(True)
