"""Game scenes fill in hooks; the base's machinery (moves, undo, the deal's life, input
dispatch, the frame) is never overridden, and no scene keeps its own copy of the
session's state."""

import inspect

import pytest

from game.engine.scene import load_class
from game.scenes import SCENES
from game.table.hooks import HOOKS
from game.table.scene import TableScene

# the base methods a game scene may override: the declared hooks, nothing else
ALLOWED = {
    "GAME", "REQUIRED", "IGNORED_EVENTS", "HELP", "DEMO", "ANIMATIONS", "HINT_CARRIES",
    "RESULT_OVERLAY", "game", "home", "game_buttons", "deal_animation", "animate", "targets",
    "pick", "click", "drop", "can_drag", "drag_cards", "draw_table", "draw_hud",
    "before_draw", "paint_background", "result_text", "gave_up_text",
    "on_key", "on_input", "fast_forward", "on_reset", "on_state_changed", "after_move",
    "on_tick", "on_resize", "next_change", "before_move", "after_sync", "make_sprite",
    "on_result", "refocus", "on_choice", "pause_menu", "card_art", "focus_words",
    "move_words", "table_words", "status_words",
    "cancel_selection", "can_act", "explain_wait", "hint_bot", "describe_move",
    "hint_game", "describe_hint", "hint_targets", "clicks_for", "new_session", "restore",
}  # fmt: skip

GAME_SCENES = sorted(
    name for name, target in SCENES.items() if issubclass(load_class(target), TableScene)
)
STATE = {"history", "redo_stack", "undos", "elapsed", "hints", "gave_up", "moves"}


def own_classes(cls):
    """The classes a game scene adds on top of the table's (mixins included)."""
    for k in cls.__mro__:
        if k.__module__ == "game.table.scene":
            return
        if k.__module__.startswith(("game.games", "game.scenes")):
            yield k


def test_the_declared_hooks_are_the_allowed_list_and_the_table_defines_each():
    assert HOOKS == ALLOWED - {"new_session", "restore"}
    missing = {n for n in HOOKS if not hasattr(TableScene, n)}
    assert not missing, f"hooks with no default on the table: {sorted(missing)}"


def test_every_game_scene_is_checked():
    assert {"monte_carlo", "maze", "combo", "zoomer", "slotker", "slotker_match"} <= set(
        GAME_SCENES
    )


@pytest.mark.parametrize("name", GAME_SCENES)
def test_a_game_scene_overrides_only_hooks(name):
    cls = load_class(SCENES[name])
    machinery = {n for n in dir(TableScene) if not n.startswith("__")} - ALLOWED
    for k in own_classes(cls):
        overridden = {n for n in vars(k) if n in machinery}
        assert not overridden, f"{k.__qualname__} overrides the base's {sorted(overridden)}"


@pytest.mark.parametrize("name", GAME_SCENES)
def test_no_game_scene_keeps_its_own_copy_of_the_session(name):
    cls = load_class(SCENES[name])
    for k in own_classes(cls):
        source = inspect.getsource(k)
        for field in STATE:
            assert f"self.{field} =" not in source, f"{k.__qualname__} sets self.{field}"


def test_the_check_would_catch_an_override():
    class Rogue(load_class(SCENES["maze"])):
        def undo(self):
            pass

    machinery = {n for n in dir(TableScene) if not n.startswith("__")} - ALLOWED
    assert {n for n in vars(Rogue) if n in machinery} == {"undo"}
