"""Settings storage: atomic writes, corrupt files kept aside and reported, defaults carry on."""

import json
import os

from game.engine.storage import SETTINGS_DEFAULTS, JsonStore, Settings, data_dir, write_json_atomic


def test_round_trip_and_location(tmp_path):
    s = Settings()
    assert data_dir() == tmp_path / "data"
    s.set("hard", True)
    again = Settings()
    assert again["hard"] is True and again.problem is None
    assert json.loads((tmp_path / "data" / "settings.json").read_text())["hard"] is True


def corrupt_settings(tmp_path, text: bytes):
    folder = tmp_path / "data"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_bytes(text)
    return folder


def test_corrupt_file_is_kept_aside_reported_and_defaults_used(tmp_path):
    folder = corrupt_settings(tmp_path, b"{not json")
    s = Settings()
    assert s.data == SETTINGS_DEFAULTS
    assert "settings.json was unreadable" in s.problem and "kept as" in s.problem
    kept = [p for p in folder.iterdir() if p.name.startswith("settings.corrupt-")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"{not json"
    s.set("sound", False)  # carrying on writes a fresh good file
    assert Settings()["sound"] is False


def test_wrong_type_and_empty_and_binary(tmp_path):
    for text in (b"[1, 2, 3]", b"", b"\xff\xfe\x00garbage", b"null"):
        corrupt_settings(tmp_path, text)
        s = Settings()
        assert s.data == SETTINGS_DEFAULTS
        assert s.problem


def test_bad_value_type_falls_back_per_key(tmp_path):
    corrupt_settings(tmp_path, json.dumps({"hard": "yes", "sound": False}).encode())
    s = Settings()
    assert s["hard"] is False and s["sound"] is False
    assert "hard" in s.problem


def test_oversized_file(tmp_path):
    corrupt_settings(tmp_path, b" " * (6 * 1024 * 1024))
    s = Settings()
    assert s.data == SETTINGS_DEFAULTS and "too large" in s.problem


def test_atomic_write_leaves_old_file_when_rename_fails(tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"v": 1})

    def boom(src, dst):
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "replace", boom)
    store = JsonStore("x", {"v": 0}, folder=tmp_path)
    assert store.save({"v": 2}) is False
    assert "disk on fire" in store.problem
    assert json.loads(path.read_text()) == {"v": 1}
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_unwritable_folder_reports_and_carries_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("I am a file, not a folder")
    store = JsonStore("s", {"a": 1}, folder=blocker / "sub")
    assert store.load() == {"a": 1}
    assert store.save({"a": 2}) is False and store.problem


def test_app_reports_corrupt_settings_on_start(tmp_path, capsys):
    corrupt_settings(tmp_path, b"{{{")
    from tests.driver import make_app

    app = make_app()
    assert app.notices and "unreadable" in app.notices[0]
    assert "unreadable" in capsys.readouterr().err
