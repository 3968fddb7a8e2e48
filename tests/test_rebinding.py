"""Keys of the player's choosing: Settings → Controls rebinds an action by the next
press, asks when the key is taken, restores the defaults, and the choice is saved,
read back and checked on load; the help and the buttons show the player's keys."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame

from game.engine.input import KEYS, pad_press
from game.engine.keymaps import bindings_of
from game.scenes.controls import ControlsScene
from game.scenes.overlay import ConfirmScene
from tests.driver import key, make_app, open_scene, pad, plug, settle, step


def press_key(app, k: int, unicode: str = "") -> None:
    key(app, k, unicode=unicode)


def controls_page():
    """The menu, Settings over it, and the Controls page over that, by keys."""
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    settings = app.scenes.push("settings")
    step(app)
    settings.focus = next(i for i, c in enumerate(settings.choices) if c[0] == "controls")
    press_key(app, pygame.K_RETURN, "\r")
    page = app.scenes.top
    assert isinstance(page, ControlsScene)
    return app, page


def rebind(app, page, action: str, k: int, unicode: str = "") -> None:
    """Down to the row of ``action``, Enter, then the new key."""
    while page.focus != page.actions.index(action):
        press_key(app, pygame.K_DOWN)
    press_key(app, pygame.K_RETURN, "\r")
    assert page.waiting == action
    press_key(app, k, unicode)


def press(k: int, unicode: str = "", mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def test_a_row_is_rebound_by_the_next_key_and_the_old_key_means_nothing_more():
    app, page = controls_page()
    rebind(app, page, "hint", pygame.K_j, "j")
    assert KEYS.action(press(pygame.K_j, "j")) == "hint"
    assert KEYS.action(press(pygame.K_h, "h")) is None
    assert page.keys_of("hint") == "J" and "J" in page.line
    # in a game the new key asks for a hint, the old one does nothing
    app, table = open_scene("monte_carlo", seed=3)
    asked = []
    table.hints.ask = lambda: asked.append(True)
    key(app, pygame.K_h, unicode="h")
    assert asked == []
    key(app, pygame.K_j, unicode="j")
    assert asked == [True]


def test_esc_cancels_a_row_waiting_for_its_key():
    app, page = controls_page()
    before = bindings_of()
    rebind(app, page, "undo", pygame.K_ESCAPE)
    assert page.waiting is None and bindings_of() == before
    assert app.scenes.top is page  # Esc was the answer to the row, not a way out


def test_a_key_in_use_asks_which_action_keeps_it_and_the_choice_holds():
    app, page = controls_page()
    rebind(app, page, "hint", pygame.K_u, "u")  # U is Undo's
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene)
    assert ask.labels == ("Hint", "Undo") and "U already means “Undo”" in ask.question
    press_key(app, pygame.K_ESCAPE)  # No: Undo keeps it
    assert app.scenes.top is page
    assert KEYS.action(press(pygame.K_u, "u")) == "undo"
    assert KEYS.action(press(pygame.K_h, "h")) == "hint"
    rebind(app, page, "hint", pygame.K_u, "u")
    assert isinstance(app.scenes.top, ConfirmScene)
    press_key(app, pygame.K_RETURN, "\r")  # Yes (focused first): Hint takes it
    assert app.scenes.top is page
    assert KEYS.action(press(pygame.K_u, "u")) == "hint"
    assert [c.label for c in KEYS.keys("undo")] == ["Ctrl+Z"]
    assert app.settings.keys == {"undo": ["ctrl+z"], "hint": ["u"]}


def test_defaults_restores_every_key_and_button():
    app, page = controls_page()
    rebind(app, page, "hint", pygame.K_j, "j")
    plug(app)
    press_key(app, pygame.K_UP)
    press_key(app, pygame.K_RETURN, "\r")
    pad(app, "guide")  # a pad's button no action has rebinds that row's buttons
    assert app.settings.keys and app.settings.buttons
    page.focus = len(page.actions)  # the Defaults button
    press_key(app, pygame.K_RETURN, "\r")
    assert app.settings.keys == {} and app.settings.buttons == {}
    assert KEYS.action(press(pygame.K_h, "h")) == "hint"
    assert KEYS.action(press(pygame.K_j, "j")) is None
    assert bindings_of() == ({}, {})


def test_a_pad_button_rebinds_the_rows_buttons_and_a_taken_one_asks():
    app, page = controls_page()
    plug(app)
    while page.focus != page.actions.index("hint"):
        pad(app, "dpad down")
    pad(app, "a")
    pad(app, "y")  # Y is Undo's
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and "Y already means “Undo”" in ask.question
    pad(app, "a")  # Yes: Hint takes it
    assert KEYS.action(pad_press("y")) == "hint" and KEYS.buttons("undo") == []
    assert app.settings.buttons == {"undo": [], "hint": ["y"]}
    assert page.buttons_of("hint") == "Y"


def test_the_choice_is_saved_and_read_back_by_the_next_launch():
    app, page = controls_page()
    rebind(app, page, "new", pygame.K_j, "j")
    saved = json.loads(Path(app.settings.path).read_text())
    assert saved["keys"] == {"new": ["j"]}
    app = make_app()  # a new launch: the table as written, then the player's keys
    assert KEYS.action(press(pygame.K_j, "j")) == "new"
    assert KEYS.action(press(pygame.K_n, "n")) is None
    assert not [line for line in app.notices if "settings" in line]


def test_a_bad_key_or_action_name_is_dropped_with_one_line_and_the_rest_kept():
    folder = Path(os.environ["PATIENCE_ARCADE_DATA"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(
        json.dumps(
            {
                "keys": {"hint": ["j", "no such key"], "levitate": ["k"]},
                "buttons": {"undo": ["rb", "z button"]},
                "sound": False,
            }
        )
    )
    app = make_app()
    said = [line for line in app.notices if "settings.json" in line]
    assert len(said) == 1, app.notices  # one line, told on stderr and in the window
    line = said[0]
    assert "'no such key'" in line and "'levitate'" in line and "'z button'" in line
    assert app.settings.keys == {"hint": ["j"]} and app.settings.buttons == {"undo": ["rb"]}
    assert app.settings.sound is False  # the rest kept
    assert KEYS.action(press(pygame.K_j, "j")) == "hint"
    assert KEYS.action(pad_press("rb")) == "undo"


def test_help_and_button_labels_show_the_players_keys():
    app, page = controls_page()
    rebind(app, page, "new", pygame.K_j, "j")
    rebind(app, page, "hint", pygame.K_k, "k")
    from game.scenes.help_text import common_keys

    lines = " ".join(common_keys())
    assert "J: new deal" in lines and "K: hint" in lines and "H: hint" not in lines
    app, table = open_scene("maze", seed=3)
    labels = [b.shown_label()[0] for b in table.buttons]
    assert "New deal  [J]" in labels and "New deal  [N]" not in labels
    help_scene = app.scenes.push("help", game="maze")
    step(app)
    shown = [text for text, _, _ in help_scene.blocks()]
    assert any("K: hint" in line for line in shown)


def test_a_key_no_binding_can_name_is_refused_with_a_word():
    app, page = controls_page()
    before = bindings_of()
    rebind(app, page, "hint", pygame.K_CAPSLOCK)
    assert bindings_of() == before and "cannot be bound" in page.line


def test_a_key_a_screen_keeps_for_its_own_is_bound_and_the_screens_are_named():
    import game.games.monte_carlo.scene  # noqa: F401  (its keys: C compacts)
    import game.scenes.result  # noqa: F401  (C copies the code)

    app, page = controls_page()
    rebind(app, page, "hint", pygame.K_c, "c")
    assert KEYS.action(press(pygame.K_c, "c")) == "hint"
    assert "keeps its own meaning in:" in page.line
    assert "Monte Carlo" in page.line and "result screens" in page.line
    rebind(app, page, "undo", pygame.K_j, "j")  # J is nobody's: no such word
    assert "keeps its own" not in page.line


def test_f11_is_learnt_by_a_waiting_row_not_taken_by_the_window():
    app, page = controls_page()
    full = app.fullscreen
    rebind(app, page, "mute", pygame.K_F11)  # F11 is Full screen's: asked first
    assert app.fullscreen == full and isinstance(app.scenes.top, ConfirmScene)
    press_key(app, pygame.K_RETURN, "\r")
    assert KEYS.action(press(pygame.K_F11)) == "mute" and app.fullscreen == full


def choose_row(app, page, action: str, choose: int = pygame.K_RETURN) -> None:
    """Down to the row of ``action`` and choose it with ``choose`` (Enter may be gone)."""
    while page.focus != page.actions.index(action):
        press_key(app, pygame.K_DOWN)
    press_key(app, choose, "\r")
    assert page.waiting == action


def test_the_last_key_to_choose_with_cannot_be_taken_on_the_controls_page():
    """Issue 46: Enter given to Hint, then Keypad Enter to Undo, left Choose with no key.
    The second is refused before any question, in the page's line; nothing changes."""
    app, page = controls_page()
    rebind(app, page, "hint", pygame.K_RETURN, "\r")
    assert isinstance(app.scenes.top, ConfirmScene)
    press_key(app, pygame.K_KP_ENTER, "\r")  # Yes: Hint takes Enter; Keypad Enter chooses
    assert app.scenes.top is page and KEYS.action(press(pygame.K_RETURN, "\r")) == "hint"
    assert KEYS.action(press(pygame.K_KP_ENTER, "\r")) == "select"
    before = bindings_of()
    choose_row(app, page, "undo", pygame.K_KP_ENTER)
    press_key(app, pygame.K_KP_ENTER, "\r")
    assert app.scenes.top is page  # no "which keeps it" question
    assert bindings_of() == before
    assert KEYS.action(press(pygame.K_KP_ENTER, "\r")) == "select"
    assert page.line == "“Choose” would have no key left: nothing changed"


def test_back_cannot_lose_its_last_key_where_a_screen_gives_the_new_one_another_meaning():
    """Back on X alone: the menu's X throws a saved game away, so there back had none."""
    app, page = controls_page()
    before = bindings_of()
    rebind(app, page, "back", pygame.K_x, "x")
    assert bindings_of() == before
    assert page.line == "“Back / pause” would have no key left in the menu: nothing changed"
    rebind(app, page, "back", pygame.K_q, "q")  # Q means nothing anywhere: taken
    assert app.settings.keys == {"back": ["q"]}


def test_the_pads_pause_menu_cannot_lose_its_last_button():
    app, page = controls_page()
    plug(app)
    while page.focus != page.actions.index("hint"):
        pad(app, "dpad down")
    pad(app, "a")
    pad(app, "start")  # Start is the pause menu's only button
    assert app.scenes.top is page and KEYS.buttons("pause_menu") == ["start"]
    assert page.line == "“Pause menu” would have no button left: nothing changed"
    assert app.settings.buttons == {}


def test_a_settings_file_leaving_choose_back_or_the_pause_menu_without_a_key_is_refused():
    """``{"select": []}``, Escape to Undo and the pause menu without a button, read at
    launch: one line says so, those actions keep their defaults, the rest is kept."""
    folder = Path(os.environ["PATIENCE_ARCADE_DATA"])
    folder.mkdir(parents=True, exist_ok=True)
    keys = {"select": [], "undo": ["escape"], "hint": ["j"]}
    buttons = {"pause_menu": []}
    (folder / "settings.json").write_text(json.dumps({"keys": keys, "buttons": buttons}))
    app = make_app()
    said = [line for line in app.notices if "settings.json" in line]
    assert len(said) == 1, app.notices
    assert said[0].count("refused") == 3
    assert app.settings.keys == {"hint": ["j"]} and app.settings.buttons == {}
    assert KEYS.action(press(pygame.K_RETURN, "\r")) == "select"
    assert KEYS.action(press(pygame.K_ESCAPE)) == "back"
    assert KEYS.action(press(pygame.K_j, "j")) == "hint"
    assert KEYS.action(pad_press("start")) == "pause_menu"
    from game.engine.input import FIELD_KEYS

    assert FIELD_KEYS.action(press(pygame.K_ESCAPE)) == "back"  # a text field closes
