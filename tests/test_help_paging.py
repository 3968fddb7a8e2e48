"""Help pages turn with the mouse (an arrow each side of the title) as with Left/Right,
and Page Down / Page Up / Home / End scroll a long page."""

import pygame
import pytest

from game.engine import ui
from game.scenes.help_arcade import PAGES
from tests.driver import click, key, make_app, show


def open_help(game="arcade", browse=True, size=(1280, 720)):
    app = make_app(size)
    app.scenes.push("menu")
    app.scenes.push("help", game=game, browse=browse)
    page = app.scenes.top
    show(app)
    return app, page


def button(page, name):
    return next(b for b in page.buttons if b.name == name)


def test_the_page_arrows_turn_the_pages_with_the_mouse():
    app, page = open_help()
    start = page.game
    click(app, button(page, "next").rect.center)
    assert app.scenes.top is page and page.game == PAGES[(PAGES.index(start) + 1) % len(PAGES)]
    click(app, button(page, "previous").rect.center)
    click(app, button(page, "previous").rect.center)
    assert page.game == PAGES[(PAGES.index(start) - 1) % len(PAGES)]
    show(app)
    assert "arrows: other pages" in page.footer(False)


def test_a_page_that_does_not_browse_has_no_arrows():
    app, page = open_help("maze", browse=False)
    assert not {"previous", "next"} & {b.name for b in page.buttons}


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_page_down_and_up_home_and_end_scroll_the_help(size):
    app, page = open_help("arcade", browse=False, size=size)
    key(app, pygame.K_r)  # the booklet's contents: longer than the window
    show(app)
    assert page.full and 0 < page.view_h < page.page(page._page.get_width()).get_height()
    most = page._page.get_height() - page.view_h  # the scroll at the end of the page
    step = page.view_h - ui.px(40, page.scale)  # a window's height less a line
    key(app, pygame.K_PAGEDOWN)
    show(app)
    assert page.scroll == min(most, step) > 0
    key(app, pygame.K_END)
    show(app)
    assert page.scroll == most
    key(app, pygame.K_PAGEUP)
    show(app)
    assert page.scroll == max(0, most - step)
    key(app, pygame.K_HOME)
    show(app)
    assert page.scroll == 0 and app.scenes.top is page
