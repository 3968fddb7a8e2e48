"""Combo's relocations counter names the real way to relocate: the player's key for
lifting a card (the Combo layer's, rebound or not), or the pad's button after a pad press."""

from __future__ import annotations

import pytest

from game.engine import keymaps
from game.engine.input import LAST
from game.games.combo.scene import ComboScene
from tests.driver import make_app, settle
from tests.ui_tour import Recorder


def combo():
    """A Combo deal, settled (the app puts the settings' keys in force: a test rebinds
    after it)."""
    app = make_app()
    app.scenes.push(ComboScene(app, seed=3))
    settle(app)
    return app


def counter(app) -> str:
    """The relocations counter's words, as drawn."""
    with pytest.MonkeyPatch.context() as mp:
        frame = Recorder(mp).draw(app, "combo")
    said = [t.text for t in frame.texts if "relocation" in t.text]
    assert said, "no relocations counter drawn"
    return said[0]


def test_the_counter_names_the_lift_key():
    assert "drag or R" in counter(combo())


def test_the_counter_names_the_players_own_lift_key():
    app = combo()
    layer, action = keymaps.resolve("combo.lift")
    layer.rebind(action, ["j"])
    said = counter(app)
    assert "drag or J" in said and "drag or R" not in said


def test_the_counter_names_the_pads_lift_button_after_a_pad_press():
    app = combo()
    LAST.pad = True
    said = counter(app)
    assert "press LB" in said and "drag" not in said
    layer, action = keymaps.resolve("combo.lift")
    layer.rebind_buttons(action, ["y"])
    assert "press Y" in counter(app)


def test_with_no_button_to_lift_the_pad_is_told_the_key_and_no_dash():
    app = combo()
    LAST.pad = True
    layer, action = keymaps.resolve("combo.lift")
    layer.rebind_buttons(action, [])
    said = counter(app)
    assert "drag or R" in said and "—" not in said and "Key" not in said
