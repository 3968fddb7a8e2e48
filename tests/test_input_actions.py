"""Input is actions: one key table (game.engine.input.KEYS), scenes' layers over it.

Scenes see named actions and pointer positions, never key codes; the code of
``game/`` is read to find any that still do.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.engine import input as input_module
from game.engine.input import KEYS, MENU_KEYS, Chord, Keymap

ROOT = Path(__file__).resolve().parents[1] / "game"
INPUT = ROOT / "engine" / "input.py"
RAW_KEY = re.compile(r"\bK_[A-Za-z0-9_]+\b|\bKMOD_|\bevent\.key\b|\.unicode\b")


def press(key: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode)


def offenders() -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        if path == INPUT:
            continue
        lines = [
            n
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if RAW_KEY.search(line.split("#")[0])
        ]
        if lines:
            out[path.relative_to(ROOT).as_posix()] = lines
    return out


def test_no_file_outside_the_input_module_names_a_key_code():
    assert offenders() == {}


def test_the_shared_table_names_the_standard_keys():
    assert KEYS.action(press(pygame.K_z, pygame.KMOD_CTRL)) == "undo"
    assert KEYS.action(press(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")) == "help"
    assert KEYS.action(press(pygame.K_RETURN)) == "select"
    assert KEYS.action(press(pygame.K_SPACE)) == "act"
    assert KEYS.action(press(pygame.K_r, pygame.KMOD_CTRL)) == "restart"
    assert KEYS.action(press(pygame.K_r)) is None
    assert KEYS.action(press(pygame.K_h, pygame.KMOD_CTRL)) == "hint"  # bare key's meaning
    assert KEYS.action(press(pygame.K_F11)) == "fullscreen"
    assert KEYS.action(pygame.event.Event(pygame.KEYUP, key=pygame.K_h, mod=0)) is None


def test_the_old_function_that_took_space_as_select_is_gone():
    assert not hasattr(input_module, "key_action")


def test_the_tables_and_result_screens_own_keys_are_layers_over_the_shared_table():
    from game.engine.keymaps import RESULT_KEYS, built
    from game.games.slotker.keys import LAYER

    SLOTKER_KEYS = built(LAYER)

    assert RESULT_KEYS.action(press(pygame.K_r)) == "restart"
    assert RESULT_KEYS.action(press(pygame.K_SPACE)) == "act"  # not a choice there
    assert SLOTKER_KEYS.action(press(pygame.K_2)) == "choose_2"
    assert SLOTKER_KEYS.action(press(pygame.K_KP3)) == "choose_3"
    assert SLOTKER_KEYS.action(press(pygame.K_f)) == "fold"
    assert SLOTKER_KEYS.action(press(pygame.K_SPACE)) == "act"
    assert KEYS.action(press(pygame.K_b)) == "demo" and KEYS.action(press(pygame.K_t)) == "tutorial"


def test_a_layer_wins_for_its_keys_and_leaves_the_rest_to_the_shared_table():
    from game.engine.keymaps import built
    from game.games.combo.keys import LAYER as COMBO
    from game.games.zoomer.keys import LAYER as ZOOMER

    COMBO_KEYS, ZOOMER_KEYS = built(COMBO), built(ZOOMER)

    d = press(pygame.K_d)
    assert KEYS.action(d) == "right"
    assert ZOOMER_KEYS.action(d) == "draw"  # the clash, resolved by Zoomer's layer
    assert ZOOMER_KEYS.action(press(pygame.K_a)) == "left"
    assert COMBO_KEYS.action(press(pygame.K_r)) == "lift"
    assert COMBO_KEYS.action(press(pygame.K_r, pygame.KMOD_CTRL)) == "restart"
    assert MENU_KEYS.action(press(pygame.K_h)) == "hard"
    assert MENU_KEYS.action(press(pygame.K_3, pygame.KMOD_SHIFT, "#")) == "deal_number"


def test_a_layer_can_unbind_a_key():
    field = KEYS.layer({"w": None, "backspace": "erase"})
    assert field.action(press(pygame.K_w)) is None
    assert field.action(press(pygame.K_UP)) == "up"
    assert field.action(press(pygame.K_BACKSPACE)) == "erase"


def test_rebinding_the_shared_table_reaches_every_layer_and_the_labels():
    table = Keymap({"h": "hint", "u": "undo", "ctrl+z": "undo"})
    layer = table.layer({"d": "draw"})
    table.rebind("hint", ["f2", "?"])
    assert layer.action(press(pygame.K_h)) is None
    assert layer.action(press(pygame.K_F2)) == "hint"
    assert layer.label("hint", 2) == "F2 or ?"
    assert layer.label("undo", 2) == "U or Ctrl+Z"


def test_labels_read_as_the_help_screen_writes_them():
    assert KEYS.label("undo", 2) == "Ctrl+Z or U"
    assert KEYS.label("back") == "Esc"
    assert KEYS.label("help", 2) == "F1 or ?"
    assert Chord.parse("keypad enter").label == "Enter"


@pytest.mark.parametrize("spec", ["ctrl+?", "hyper+x", "nokey"])
def test_a_binding_that_names_no_key_is_refused(spec):
    with pytest.raises(ValueError):
        Chord.parse(spec)


def test_mouse_gestures_beyond_the_left_button_are_named_actions():
    from game.engine.input import mouse_action

    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(0, 0))
    left = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(0, 0))
    assert mouse_action(right) == "cancel" and mouse_action(left) is None
    assert mouse_action(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2)) == "up"
    assert mouse_action(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)) == "down"
