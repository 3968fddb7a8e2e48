"""Settings: one typed object over a readable file. Bad values fall back one by one, the
file as it was is kept beside, the player is told; flags on the command line never
reach the file."""

import json
import os

import pytest

from game.store.paths import data_dir
from game.store.settings import DEFAULTS, Settings


def folder(tmp_path):
    return tmp_path / "data"


def write(tmp_path, text: bytes):
    f = folder(tmp_path)
    f.mkdir(parents=True, exist_ok=True)
    (f / "settings.json").write_bytes(text)
    return f


def kept(tmp_path):
    return sorted(p for p in folder(tmp_path).iterdir() if p.name.startswith("settings.bad-"))


def test_round_trip_and_location(tmp_path):
    s = Settings(data_dir())
    assert data_dir() == folder(tmp_path)
    assert s.set("hard", True)
    again = Settings(data_dir())
    assert again["hard"] is True and again.problems == []
    assert json.loads((folder(tmp_path) / "settings.json").read_text())["hard"] is True


def test_the_file_is_indented_for_a_person_to_read_and_edit(tmp_path):
    Settings(folder(tmp_path)).set("sound", False)
    text = (folder(tmp_path) / "settings.json").read_text()
    assert '\n "sound": false' in text


def test_a_file_that_is_not_json_is_kept_aside_and_defaults_used(tmp_path):
    write(tmp_path, b"{not json")
    s = Settings(folder(tmp_path))
    assert s.as_dict() == DEFAULTS
    assert "unreadable" in s.problems[0] and "kept as settings.bad-" in s.problems[0]
    (aside,) = kept(tmp_path)
    assert aside.read_bytes() == b"{not json"
    s.set("sound", False)  # carrying on writes a fresh good file
    assert Settings(folder(tmp_path))["sound"] is False


@pytest.mark.parametrize(
    "text",
    [b"[1, 2, 3]", b"", b"\xff\xfe\x00garbage", b"null", b"[" * 100_000 + b"]" * 100_000,
     b" " * (6 * 1024 * 1024)],
    ids=["list", "empty", "binary", "null", "nested-100000-deep", "too-large"],
)  # fmt: skip
def test_wrong_shapes_never_stop_the_game(tmp_path, text):
    write(tmp_path, text)
    s = Settings(folder(tmp_path))
    assert s.as_dict() == DEFAULTS and len(s.problems) == 1 and kept(tmp_path)


@pytest.mark.parametrize(
    ("key", "raw"),
    [("hard", '"yes"'), ("anim_speed", "1e400"), ("anim_speed", "NaN"), ("anim_speed", '"abc"'),
     ("anim_speed", "-1"), ("anim_speed", "99"), ("card_back", '"plaid"'), ("last_game", '"golf"'),
     ("tutorials_offered", "5"), ("slotker_setup", '{"count": 9}'), ("demo_speed", "[]")],
)  # fmt: skip
def test_a_bad_value_falls_back_alone_and_the_good_ones_stay(tmp_path, key, raw):
    write(tmp_path, f'{{"{key}": {raw}, "sound": false, "confirm": false}}'.encode())
    s = Settings(folder(tmp_path))
    assert s[key] == DEFAULTS[key]
    assert s["sound"] is False and s["confirm"] is False
    assert key in s.problems[0] and kept(tmp_path)


def test_an_unknown_key_is_dropped_and_said(tmp_path):
    write(tmp_path, b'{"sound": false, "colour_of_the_sky": "blue"}')
    s = Settings(folder(tmp_path))
    assert s["sound"] is False and "colour_of_the_sky" in s.problems[0]
    assert "colour_of_the_sky" not in s.as_dict()


def test_a_value_set_in_the_game_is_checked_too(tmp_path):
    s = Settings(folder(tmp_path))
    with pytest.raises(ValueError):
        s.set("anim_speed", float("nan"))
    with pytest.raises(KeyError):
        s.set("no_such_setting", 1)
    assert not (folder(tmp_path) / "settings.json").exists()


def test_an_override_is_for_this_run_only(tmp_path):
    s = Settings(folder(tmp_path))
    s.override("hard", True)
    s.set("sound", False)  # another setting is written while the override is in force
    assert s["hard"] is True
    on_disk = json.loads((folder(tmp_path) / "settings.json").read_text())
    assert on_disk["hard"] is False and on_disk["sound"] is False
    s.set("hard", True)  # the player's own choice is written
    assert json.loads((folder(tmp_path) / "settings.json").read_text())["hard"] is True


def test_a_failed_write_is_told_and_the_value_kept_for_this_run(tmp_path, monkeypatch):
    s = Settings(folder(tmp_path))
    told = []
    s.on_problem = told.append

    def full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert s.set("card_back", "navy") is False
    assert s["card_back"] == "navy"
    assert told and "No space left on device" in told[0]
    assert not [p for p in folder(tmp_path).iterdir() if p.name.endswith(".tmp")]


def test_flags_never_become_saved_defaults(tmp_path):
    """``--hard --demo-speed fast`` used to be saved at once."""
    from tests.driver import make_app

    app = make_app(hard=True, extra={"demo_speed": "fast"})
    assert app.settings["hard"] is True and app.settings["demo_speed"] == "fast"
    app.settings.set("sound", False)
    on_disk = json.loads((folder(tmp_path) / "settings.json").read_text())
    assert on_disk["hard"] is False and on_disk["demo_speed"] == "normal"


def test_the_app_says_a_corrupt_settings_file_on_start_on_stderr_and_on_screen(capsys, tmp_path):
    write(tmp_path, b"{{{")
    from tests.driver import make_app

    app = make_app()
    assert app.notices and "settings.json" in app.notices[0]
    assert "settings.json" in capsys.readouterr().err
    assert "settings.json" in app.scenes.notice.text


def test_a_repaired_file_is_written_back_so_the_next_launch_is_clean(tmp_path):
    write(tmp_path, b'{"anim_speed": 1e400, "sound": false}')
    assert Settings(folder(tmp_path)).problems
    again = Settings(folder(tmp_path))
    assert again.problems == [] and again["sound"] is False
    assert len(kept(tmp_path)) == 1


def test_each_setting_reads_by_its_name_typed(tmp_path):
    s = Settings(folder(tmp_path))
    s.override("anim_speed", 2)
    assert s.anim_speed == 2.0 and isinstance(s.anim_speed, float) and s.hard is False
    with pytest.raises(AttributeError):
        _ = s.no_such_setting


@pytest.mark.parametrize(
    ("section", "bindings", "refused"),
    [
        ("keys", {"select": []}, "select: refused, “select” would have no key left"),
        ("keys", {"back": []}, "back: refused, “back” would have no key left"),
        # Escape to undo: text fields keep Backspace for erasing, so back had no key there
        ("keys", {"undo": ["escape"]}, "undo: refused, “back” would have no key left in field"),
        ("keys", {"undo": ["escape", "backspace"]}, "undo: refused, “back” would have no key"),
        ("keys", {"redo": ["enter", "Keypad Enter"]}, "redo: refused, “select” would have no"),
        ("keys", {"zoomer.draw": ["enter", "keypad enter"]}, "“select” would have no key left in"),
        ("keys", {"back": ["x"]}, "back: refused, “back” would have no key left in menu"),
        ("buttons", {"pause_menu": []}, "pause_menu: refused, “pause_menu” would have no button"),
        ("buttons", {"hint": ["start"]}, "hint: refused, “pause_menu” would have no button left"),
    ],
)  # fmt: skip
def test_bindings_that_leave_choosing_or_backing_out_with_no_key_are_refused(
    tmp_path, section, bindings, refused
):
    """Issue 46: ``{"select": []}`` and Escape bound to undo were accepted, and the player
    could no longer choose or back out (to reach Controls and undo it). The action is
    refused with one line, its defaults kept; the good bindings beside it stay."""
    other = "buttons" if section == "keys" else "keys"
    good = {"keys": {"new": ["j"]}, "buttons": {"redo": ["rs"]}}
    text = {section: {**bindings, **good[section]}, other: good[other], "sound": False}
    write(tmp_path, json.dumps(text).encode())
    s = Settings(folder(tmp_path))
    assert len(s.problems) == 1 and refused in s.problems[0], s.problems
    assert s.problems[0].count("refused") == 1
    assert s[section] == good[section] and s[other] == good[other]
    assert s["sound"] is False and kept(tmp_path)


def test_a_rebinding_that_keeps_a_key_for_each_is_accepted(tmp_path):
    """The check refuses no more than it must: Escape to undo is fine once back has
    another key in text fields too; Enter alone may go while Keypad Enter chooses."""
    keys = {"back": ["q"], "undo": ["escape", "backspace"], "hint": ["enter"]}
    write(tmp_path, json.dumps({"keys": keys, "buttons": {"pause_menu": ["back"]}}).encode())
    s = Settings(folder(tmp_path))
    assert s.problems == [] and s["keys"] == keys
