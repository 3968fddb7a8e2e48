"""Game controllers: their events become the same actions as keys (issue 28).

There is no virtual pad, so the tests post SDL's controller events through the
driver with a stand-in for the controller object (``tests.driver.plug``): the
app opens it on CONTROLLERDEVICEADDED and lets it go on ...REMOVED, as it does a
real one.
"""

from __future__ import annotations

import pygame

from game.engine import controller
from game.engine.input import KEYS, LAST, pad_press
from game.scenes.help import HelpScene
from game.scenes.overlay import PauseScene
from tests.driver import key, make_app, open_scene, pad, plug, settle, step, stick, unplug

LEFTX, LEFTY = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY


def menu_app():
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    return app, menu


def test_a_controller_is_opened_when_plugged_in_and_let_go_when_pulled_out():
    app, menu = menu_app()
    first = plug(app, 0)
    handle = app.pads.open[first]
    row = menu.row
    pad(app, "dpad down", first)
    assert menu.row == row + 1
    unplug(app, first)
    assert first not in app.pads.open and handle.closed
    pad(app, "dpad down", first)  # a pad let go of says nothing more
    assert menu.row == row + 1


def test_two_controllers_both_move_the_focus_and_one_unplugged_leaves_the_other():
    app, menu = menu_app()
    one, two = plug(app, 0), plug(app, 1)
    assert set(app.pads.open) == {one, two}
    row = menu.row
    pad(app, "dpad up", one)
    pad(app, "dpad up", two)
    assert menu.row == row - 2
    unplug(app, one)
    pad(app, "dpad down", two)
    assert menu.row == row - 1 and set(app.pads.open) == {two}


def test_a_controller_that_cannot_be_opened_is_said_in_one_line_and_nothing_else_stops():
    app, menu = menu_app()

    def broken(index):
        raise pygame.error("device gone")

    app.pads.opener = broken
    from tests.driver import post

    post(pygame.CONTROLLERDEVICEADDED, device_index=0)
    step(app)
    assert app.pads.open == {} and app.notices[-1].startswith("a controller could not")
    assert app.scenes.top is menu


def test_the_stick_moves_past_its_dead_zone_once_then_repeats_while_held():
    app, menu = menu_app()
    plug(app)
    row = menu.row
    stick(app, LEFTY, -0.3)  # inside the dead zone: nothing
    assert menu.row == row
    stick(app, LEFTY, -0.8)
    assert menu.row == row - 1
    stick(app, LEFTY, -0.9)  # held further: no second press by itself
    assert menu.row == row - 1
    frames = int(controller.REPEAT_DELAY * 60) + 1
    for _ in range(frames):
        step(app, draw=False)
    assert menu.row == row - 2  # held past the delay: it repeats
    for _ in range(int(controller.REPEAT_EVERY * 60) + 1):
        step(app, draw=False)
    assert (menu.row - (row - 3)) % len(menu.rows) == 0
    stick(app, LEFTY, 0.1)  # let go: no more
    settled = menu.row
    for _ in range(60):
        step(app, draw=False)
    assert menu.row == settled


def test_a_held_d_pad_repeats_until_it_is_let_go():
    app, menu = menu_app()
    pad_id = plug(app)
    from tests.driver import PAD_BUTTON, post

    col = menu.col
    menu.row = len(menu.rows) - 1  # the long row of items
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=pad_id, button=PAD_BUTTON["dpad right"])
    step(app, draw=False)
    assert menu.col == col + 1
    for _ in range(int(controller.REPEAT_DELAY * 60) + 1):
        step(app, draw=False)
    assert menu.col == col + 2
    post(pygame.CONTROLLERBUTTONUP, instance_id=pad_id, button=PAD_BUTTON["dpad right"])
    step(app, draw=False)
    for _ in range(60):
        step(app, draw=False)
    assert menu.col == col + 2


def test_a_trigger_is_a_button_past_half_way():
    app, table = open_scene("maze", seed=3)
    plug(app)
    move = table.game.legal_moves()[0]
    table.try_move(move)
    settle(app)
    assert len(table.history) == 1
    pad(app, "y")  # Y undoes
    settle(app)
    assert table.history == []
    post_axis = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    stick(app, post_axis, 0.3)  # not half way
    settle(app)
    assert table.history == []
    stick(app, post_axis, 0.9)  # RT redoes
    settle(app)
    assert len(table.history) == 1


def test_start_pauses_and_resumes_b_backs_out_back_opens_help():
    app, table = open_scene("monte_carlo", seed=3)
    plug(app)
    pad(app, "start")
    settle(app)
    assert isinstance(app.scenes.top, PauseScene)
    pad(app, "start")
    settle(app)
    assert app.scenes.top is table
    pad(app, "b")
    settle(app)
    assert isinstance(app.scenes.top, PauseScene)
    pad(app, "b")
    settle(app)
    assert app.scenes.top is table
    pad(app, "back")
    settle(app)
    assert isinstance(app.scenes.top, HelpScene)


def test_x_asks_for_a_hint():
    app, table = open_scene("monte_carlo", seed=3)
    plug(app)
    asked = []
    table.hints.ask = lambda: asked.append(True)
    pad(app, "x")
    assert asked == [True]


# --- what the hints on screen say ---------------------------------------------------------
def drawn_texts(app) -> list[str]:
    from game.engine import ui

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
    return seen


def test_button_hints_show_the_pad_after_a_pad_press_and_the_keys_after_a_key():
    app, table = open_scene("zoomer", seed=3)
    texts = drawn_texts(app)
    assert "Menu  [Esc]" in texts and "New deal  [N]" in texts and "Draw  [D]" in texts
    plug(app)
    pad(app, "dpad right")
    assert LAST.pad
    texts = drawn_texts(app)
    assert "Menu  [Start]" in texts and "Draw  [LB]" in texts and "Clear  [RB]" in texts
    assert not any("[Esc]" in t for t in texts)
    key(app, pygame.K_RIGHT)
    assert not LAST.pad
    texts = drawn_texts(app)
    assert "Menu  [Esc]" in texts and "Draw  [D]" in texts


def test_the_help_page_names_the_pads_buttons_after_a_pad_press():
    app, table = open_scene("maze", seed=3)
    plug(app)
    pad(app, "back")  # opens the help by the pad
    settle(app)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    lines = [text for text, _, _ in help_scene.blocks()]
    assert any("X: hint" in line and "Y: undo" in line for line in lines), lines
    drawn_texts(app)
    laid_out = help_scene._page
    assert "Full rules  [X]" in drawn_texts(app)
    key(app, pygame.K_DOWN)  # a key: the page is laid out again, with the keys
    assert "Full rules  [R]" in drawn_texts(app) and help_scene._page is not laid_out
    lines = [text for text, _, _ in help_scene.blocks()]
    assert any("H: hint" in line for line in lines) and not any("X: hint" in t for t in lines)


def test_every_pad_button_of_the_shared_table_names_a_known_button_and_a_real_action():
    from game.engine.input import PAD_LABELS

    for button, action in KEYS.pad.items():
        assert button in PAD_LABELS and action
        assert KEYS.action(pad_press(button)) == action
    assert KEYS.action(pad_press("guide")) is None  # unbound: nothing


# what a pad reaches without a button of its own: an item on screen, focused and pressed
ON_SCREEN = {
    "act": "A is Choose, which acts on the focus wherever Space does",
    "new": "the New deal button, the pause menu",
    "restart": "the pause menu, the result screen",
    "give_up": "the Give up button, the pause menu",
    "verdict": "the Winnable? button",
    "demo": "the Demo button",
    "tutorial": "the help page's Tutorial button, the menu's RT",
    "mute": "Settings → Sound",
    "fullscreen": "Settings → Full screen",
    "quit": "the menu's Quit",
    # speech: LS says where the player is, RS reads the table; the status and the last
    # words again are the keyboard's (F4, F5), a pad's on the Controls page for the asking
    # (Guide, LT: free where no game takes them)
    "read_status": "the pause menu (Start) says the game and the deal; a button on Controls",
    "repeat_speech": "LS says where the focus is again; a button on Controls",
    # the menu's list of games: the D-pad walks it a row at a time and it scrolls along
    # (tests/test_menu_many_games.py); the help's pages have LB and RB
    "page_up": "the D-pad's Up in the menu's list of games",
    "page_down": "the D-pad's Down in the menu's list of games",
    "yes": "the confirmation's Yes button",
    "no": "the confirmation's No button (B)",
    "top": "the help scrolls by the D-pad and the shoulders",
    "bottom": "the help scrolls by the D-pad and the shoulders",
    "paste": "a code is typed by its digit pad (codes come from the clipboard by keyboard)",
    "erase": "the Deal # field's digits are changed by the D-pad",
    "next": "the D-pad moves between the field and the buttons",
    "watch": "the result screen's Watch again button",
    "copy_code": "the result screen's Copy code button, the pause menu",
    "clear": "Zoomer's Clear button",
    **{f"choose_{n}": "SLOTKER's hand cards, focused and pressed" for n in (1, 2, 3)},
}


def all_keymaps():
    """Every keymap a player can rebind: the shared table, the screens' layers and each
    game's own (as its catalog entry declares it)."""
    from game.engine import keymaps

    return list(keymaps.layers())


def test_every_action_of_every_keymap_has_a_pad_button_or_an_item_on_screen():
    missing = []
    for keymap in all_keymaps():
        for action in keymap.actions():
            if not keymap.buttons(action) and action not in ON_SCREEN:
                missing.append((keymap.name, action))
    assert not missing, missing


# --- Deal # by the pad alone -----------------------------------------------------------------
def deal_prompt_by_pad():
    app, menu = menu_app()
    plug(app)
    pad(app, "rb")  # the menu's RB: Deal #
    prompt = app.scenes.top
    assert type(prompt).__name__ == "DealNumberScene"
    return app, menu, prompt


def test_deal_number_is_entered_by_up_down_digits_and_left_right_moves():
    app, menu, prompt = deal_prompt_by_pad()
    game = menu.game_in_focus
    assert (
        "D-pad Up/D-pad Down: change the digit" in prompt.lines[0] and "A: play" in prompt.lines[0]
    )
    pad(app, "dpad up")  # a new digit: 0
    pad(app, "dpad up")  # 1
    assert prompt.digits == "1" and prompt.shown() == "[1]"
    pad(app, "dpad right")
    pad(app, "dpad down")  # a new digit going down: 9
    pad(app, "dpad down")  # 8
    assert prompt.digits == "18" and prompt.shown() == "1[8]"
    pad(app, "dpad left")
    pad(app, "dpad down")  # 1 -> 0
    pad(app, "dpad down")  # 0 -> 9 (round)
    assert prompt.digits == "98"
    pad(app, "dpad right")
    pad(app, "dpad right")  # the slot after the last digit, no further
    pad(app, "dpad right")
    assert prompt.at == 2 and prompt.shown() == "98[_]"
    pad(app, "dpad up")
    pad(app, "dpad up")
    pad(app, "dpad left")
    pad(app, "y")  # Y takes out the digit under the cursor
    assert prompt.digits == "91"
    pad(app, "a")
    settle(app)
    table = app.scenes.top
    assert table.GAME == game and table.session.seed == 91


def test_nine_digits_at_most_by_the_pad_and_b_cancels():
    app, menu, prompt = deal_prompt_by_pad()
    for _ in range(12):
        pad(app, "dpad up")
        pad(app, "dpad right")
    assert len(prompt.digits) == 9 and prompt.at == 8
    pad(app, "b")
    assert app.scenes.top is menu


def test_the_code_field_moves_its_focus_by_the_d_pad():
    app, menu = menu_app()
    plug(app)
    pad(app, "lb")  # the menu's LB: Open code
    field = app.scenes.top
    assert type(field).__name__ == "CodeFieldScene"
    focus = field.focus
    pad(app, "dpad down")
    assert field.focus == (focus + 1) % len(field.choices)
    pad(app, "b")
    assert app.scenes.top is menu


def test_the_fields_open_saying_how_to_fill_them_not_pressing_their_button():
    """The fields' Enter was called ``enter``, the scene's hook when pushed: each opened by
    pressing its first button (Deal # said "Type a number first" before a key was typed)."""
    app, menu = menu_app()
    key(app, pygame.K_3, unicode="#")
    assert app.scenes.top.lines == ["Type the number (0–999999999)"]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_o, unicode="o")
    field = app.scenes.top
    assert type(field).__name__ == "CodeFieldScene" and field.lines[0].startswith("Type or paste")


def test_the_shoulders_switch_rows_in_settings_and_pages_on_the_controls_page():
    app, menu = menu_app()
    plug(app)
    settings = app.scenes.push("settings")
    step(app)
    pad(app, "rb")
    assert settings.focus == 1
    pad(app, "lb")
    pad(app, "lb")
    assert settings.focus == len(settings.choices) - 1
    page = app.scenes.push("controls", fade=False)
    app.resize_window((800, 600))
    assert page.pages > 1
    pad(app, "rb")
    # the next page's first row (a page's lines hold the groups' headings too)
    assert page.page == 1 and page.focus == page.row_rects()[0][0] > 0
    pad(app, "lb")
    assert page.page == 0 and page.focus == 0
    pad(app, "b")
    assert app.scenes.top is settings


def test_sdls_own_opener_refuses_a_device_that_is_not_there_in_one_line():
    """The real opener (no stand-in): SDL has no controller 7 here."""
    app, menu = menu_app()
    from tests.driver import post

    post(pygame.CONTROLLERDEVICEADDED, device_index=7)
    step(app)
    assert app.pads.open == {}
    assert app.notices[-1] == "a controller could not be opened (Invalid index)"


def test_a_replay_is_paused_stepped_and_jumped_by_the_pad():
    import random

    from game.session import MemoryLedger, Session

    s = Session("maze", MemoryLedger(), seed=3)
    rng = random.Random(3)
    while s.playing and s.moves < 8:
        s.play(rng.choice(s.game.legal_moves()))
    app = make_app()
    scene = app.scenes.push("maze", replay={**s.to_dict(), "redo": []})
    settle(app)
    plug(app)
    pad(app, "x")  # X pauses
    at = scene.replayer.index
    step(app, 120, draw=False)
    assert scene.replayer.index == at and "paused" in scene.message
    pad(app, "dpad right")
    settle(app)
    assert scene.replayer.index == at + 1
    pad(app, "dpad left")
    settle(app)
    assert scene.replayer.index == at
    pad(app, "rb")  # RB: to the end
    settle(app)
    assert scene.replayer.index == 8
    pad(app, "lb")  # LB: to the start
    settle(app)
    assert scene.replayer.index == 0
    pad(app, "start")
    settle(app)
    assert isinstance(app.scenes.top, PauseScene)


def test_after_a_pad_press_an_action_without_a_button_is_named_as_a_key():
    """The help names the pad's buttons; an action no button has reads "Key B", so the
    keyboard's B (the demo) is not taken for the pad's B (back)."""
    app, table = open_scene("zoomer", seed=3)
    plug(app)
    pad(app, "dpad right")
    assert KEYS.label("back") == "B" and KEYS.label("demo") == "Key B"
    assert KEYS.label("new", 2) == "Keys Ctrl+N or N"
    key(app, pygame.K_RIGHT)
    assert KEYS.label("demo") == "B" and KEYS.label("back") == "Esc"


def test_a_held_direction_keeps_the_table_awake_for_its_repeats():
    app, _table = open_scene("maze", seed=3)
    plug(app)
    assert app.at_rest()  # a still table with a pad plugged in rests
    stick(app, LEFTY, -0.8)  # held: the repeats are made frame by frame
    assert not app.at_rest()
    stick(app, LEFTY, 0.0)
    assert app.at_rest()
