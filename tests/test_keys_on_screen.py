"""Every key shown on screen as "[X]" works where it is shown; the Deal # field takes text.

The hints are found the way a player finds them: by rendering the scene and
reading the labels drawn (every text goes through ``ui.render``), not from a
list kept by hand, so a new "[K]" on a button is tested the day it appears.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game.engine import ui
from game.rules import TITLES
from game.scenes.overlay import DealNumberScene
from tests.driver import key, make_app, settle, step

HINT = re.compile(r"\[([A-Za-z0-9]+)\]")
KEYS = {
    "Esc": (pygame.K_ESCAPE, ""),
    "Enter": (pygame.K_RETURN, "\r"),
    "Space": (pygame.K_SPACE, " "),
    "F11": (pygame.K_F11, ""),
}


def key_of(hint: str) -> tuple[int, str]:
    if hint in KEYS:
        return KEYS[hint]
    assert len(hint) == 1, f"no key known for the hint [{hint}]"
    return getattr(pygame, f"K_{hint.lower()}"), hint.lower()


def open_menu(app):
    return app.scenes.push("menu")


def open_over_menu(name: str, **kw):
    def build(app):
        app.scenes.push("menu")
        settle(app)
        return app.scenes.push(name, **kw)

    return build


def open_game(game: str):
    return lambda app: app.scenes.push(game, seed=5, hard=False)


SCREENS = {
    "menu": open_menu,
    "settings": open_over_menu("settings"),
    "pause": open_over_menu("pause", game="maze", lines=["Maze, deal #3"]),
    "confirm": open_over_menu("confirm", question="Start a new deal?", choice="new"),
    "result": open_over_menu(
        "result", title="You won!", lines=["x"], buttons=("new", "undo", "restart", "menu")
    ),
    **{game: open_game(game) for game in TITLES},
}


def shown_hints(app) -> set[str]:
    """The "[X]" hints in every text drawn in one frame of the app."""
    seen: list[str] = []
    real = ui.render

    def spy(text, *a, **kw):
        seen.append(text)
        return real(text, *a, **kw)

    ui.render = spy
    try:
        app.scenes.draw(app.screen)
    finally:
        ui.render = real
    return {m for text in seen for m in HINT.findall(text)}


def snapshot(app) -> tuple:
    """What a key press may change that a player sees: the scenes, the settings, the
    window, the words on show, the moves played, the focus."""
    top = app.scenes.top
    session = getattr(top, "session", None)
    return (
        tuple(type(s).__name__ for s in app.scenes.stack),
        tuple(sorted(map(str, app.settings.as_dict().items()))),
        app.fullscreen,
        getattr(top, "message", None),
        getattr(top, "toast", None),
        len(session.history) if session is not None else None,
        getattr(top, "focus", None),
        tuple(getattr(top, "selection", ()) or ()),
    )


def fresh(screen: str):
    app = make_app()
    SCREENS[screen](app)
    settle(app)
    step(app, 3)
    return app


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_every_key_shown_on_screen_does_something_there(screen):
    hints = shown_hints(fresh(screen))
    assert hints or screen in ("pause", "menu") or screen in TITLES, screen
    for hint in sorted(hints):
        app = fresh(screen)
        before = snapshot(app)
        k, uni = key_of(hint)
        key(app, k, unicode=uni)
        settle(app)
        step(app, 3)
        assert snapshot(app) != before, f"[{hint}] does nothing on {screen}"


def test_the_sound_key_works_in_the_menu_and_in_settings():
    """The Settings row says "Sound: on [M]": M toggles it there and in the menu."""
    app = fresh("settings")
    on = app.settings["sound"]
    key(app, pygame.K_m, unicode="m")
    assert app.settings["sound"] is (not on)
    assert f"Sound: {'off' if on else 'on'}" in app.scenes.top.label(1)
    app = fresh("menu")
    on = app.settings["sound"]
    key(app, pygame.K_m, unicode="m")
    assert app.settings["sound"] is (not on) and "Sound" in app.scenes.top.toast


# --- the Deal # field ---------------------------------------------------------------
def deal_prompt():
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    menu = app.scenes.top
    row = menu.row
    key(app, pygame.K_3, unicode="#")
    prompt = app.scenes.top
    assert isinstance(prompt, DealNumberScene)
    return app, menu, row, prompt


def test_letters_in_the_deal_field_are_refused_with_a_word_and_never_move_the_focus():
    app, menu, row, prompt = deal_prompt()
    for ch in "12":
        key(app, getattr(pygame, f"K_{ch}"), unicode=ch)
    for ch in "wasd":
        key(app, getattr(pygame, f"K_{ch}"), unicode=ch)
        assert app.scenes.top is prompt and prompt.focus == 0, ch
        assert prompt.lines == [f"Digits only: “{ch}” is not a digit"]
    assert prompt.digits == "12"
    key(app, pygame.K_BACKSPACE)  # edits, never closes
    assert app.scenes.top is prompt and prompt.digits == "1"
    key(app, pygame.K_DOWN)  # the arrows move to Cancel; Enter still plays the number
    assert prompt.focus == 1
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    table = app.scenes.top
    assert menu.row == row
    assert table.GAME == menu.rows[row][0].key and table.session.seed == 1


def test_enter_with_nothing_typed_says_so_and_esc_cancels():
    app, menu, row, prompt = deal_prompt()
    key(app, pygame.K_RETURN, unicode="\r")
    assert app.scenes.top is prompt and prompt.lines == ["Type a number first"]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu and menu.row == row


# --- the menu's target ------------------------------------------------------------
def test_the_menu_marks_the_game_deal_number_plays_while_the_focus_is_elsewhere():
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    for r, row in enumerate(menu.rows):
        if row[0].key == "maze":
            menu.row = r
    menu.remember_game()
    menu.row, menu.col = len(menu.rows) - 1, 0  # the Deal # item
    maze = next(row[0] for row in menu.rows if row[0].key == "maze")
    app.scenes.draw(app.screen)
    frame = maze.rect.inflate(8 * menu.scale, 8 * menu.scale)
    edge = app.screen.get_at((frame.centerx, frame.top))[:3]
    assert edge == ui.GOLD
    menu.row = next(r for r, row in enumerate(menu.rows) if row[0].key == "maze")
    app.scenes.draw(app.screen)
    # on the row itself the focus frame shows it, and the deal prompt names it
    key(app, pygame.K_3, unicode="#")
    assert app.scenes.top.title == "Maze: deal #"
