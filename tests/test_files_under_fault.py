"""Every file the game writes, under fault: the last good file survives, one line is said."""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import filelock
import pytest

from game.engine import storage as st
from game.engine.records import SavedGames, Stats
from game.engine.storage import JsonStore, Settings, locked, write_json_atomic

ROOT = Path(__file__).resolve().parents[1]

BAD_CONTENTS = {
    "corrupt": b'{"hard": tru',
    "truncated": b'{"records": {"maze/normal": {"played": 3, "won"',
    "empty": b"",
    "wrong type": b'["a", "list"]',
    "binary": bytes(range(256)),
    "huge": b'{"pad": "' + b"x" * (10 * 1024 * 1024) + b'"}',
}


def folder(tmp_path) -> Path:
    f = tmp_path / "data"
    f.mkdir(exist_ok=True)
    return f


@pytest.mark.parametrize("kind", list(BAD_CONTENTS))
@pytest.mark.parametrize("name", ["settings", "stats"])
def test_bad_file_kept_aside_reported_defaults_used(tmp_path, kind, name):
    data = folder(tmp_path)
    (data / f"{name}.json").write_bytes(BAD_CONTENTS[kind])
    if name == "settings":
        obj = Settings()
        problem, ok = obj.problem, obj.data["hard"] is False
    else:
        obj = Stats()
        problem, ok = obj.problem, obj.records == {}
    assert ok
    assert problem and len(problem.splitlines()) == 1 and f"{name}.json" in problem
    kept = list(data.glob(f"{name}.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == BAD_CONTENTS[kind]


@pytest.mark.parametrize("kind", list(BAD_CONTENTS))
def test_bad_saved_game_is_kept_aside_and_a_new_deal_is_possible(tmp_path, kind):
    data = folder(tmp_path)
    (data / "save-maze.json").write_bytes(BAD_CONTENTS[kind])
    saves = SavedGames()
    assert saves.load("maze") is None
    assert saves.problems and len(saves.problems[0].splitlines()) == 1
    assert list(data.glob("save-maze.corrupt-*.json"))


def test_crash_between_temp_write_and_rename_keeps_the_good_file(tmp_path):
    data = folder(tmp_path)
    good = data / "settings.json"
    write_json_atomic(good, {"hard": True})
    # the state a crash leaves: a complete or half temp file next to the real one
    stale = data / ".settings.json.12345.tmp"
    stale.write_text('{"hard": fal')
    os.utime(stale, (0, 0))
    s = Settings()
    assert s["hard"] is True and s.problem is None
    assert not stale.exists()  # old leftovers are tidied away


def test_a_crash_inside_the_writer_leaves_the_old_file(tmp_path):
    """Kill a real process between writing the temp file and renaming it."""
    data = folder(tmp_path)
    write_json_atomic(data / "stats.json", {"records": {"maze/normal": {"played": 7}}})
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(ROOT)!r})
        os.environ["PATIENCE_ARCADE_DATA"] = {str(data)!r}
        import game.engine.storage as st
        st.os.replace = lambda a, b: os._exit(9)   # die right before the rename
        st.write_json_atomic(st.data_dir() / "stats.json", {{"records": {{}}}})
    """)
    r = subprocess.run([sys.executable, "-c", script], timeout=60)
    assert r.returncode == 9
    assert json.loads((data / "stats.json").read_text())["records"]["maze/normal"]["played"] == 7
    assert Stats().record("maze", False)["played"] == 7


def test_unwritable_data_folder_the_game_carries_on(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(blocker / "data"))
    s = Settings()
    s.set("hard", True)
    assert s["hard"] is True and s.problem and "could not save" in s.problem
    stats = Stats()
    stats.add("maze", False, {"outcome": "won", "won": True})
    assert stats.record("maze", False)["won"] == 1  # kept in memory for this session
    assert stats.problem and len(stats.problem.splitlines()) == 1
    saves = SavedGames()
    saves.save_soon("maze", {"seed": 1, "moves": []})
    saves.flush()
    assert saves.problems


def test_two_copies_adding_results_at_once_lose_nothing(tmp_path):
    folder(tmp_path)
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from game.engine.records import Stats
        s = Stats()
        for _ in range(25):
            s.add("combo", False, {{"outcome": "won", "won": True}})
    """)
    env = dict(os.environ)
    procs = [subprocess.Popen([sys.executable, "-c", script], env=env) for _ in range(2)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    assert Stats().record("combo", False)["played"] == 50


def test_a_lock_left_by_a_crashed_copy_does_not_block(tmp_path):
    data = folder(tmp_path)
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(ROOT)!r})
        from game.engine.storage import locked
        from pathlib import Path
        with locked(Path({str(data / "stats.json")!r})) as had:
            assert had
            os._exit(9)   # die holding the lock
    """)
    r = subprocess.run([sys.executable, "-c", script], timeout=60)
    assert r.returncode == 9 and (data / "stats.json.lock").exists()
    with locked(data / "stats.json", timeout=0.5) as had:
        assert had
    Stats().add("maze", True, {"outcome": "lost", "won": False})
    assert Stats().record("maze", True)["played"] == 1


def test_a_lock_held_by_a_live_copy_times_out_and_the_write_still_happens(tmp_path, monkeypatch):
    data = folder(tmp_path)
    other = filelock.FileLock(data / "stats.json.lock")
    monkeypatch.setattr(st, "LOCK_TIMEOUT", 0.2)  # the game waits 2 s; the test need not
    with other:
        with locked(data / "stats.json") as had:
            assert had is False
        stats = Stats()
        stats.add("maze", False, {"outcome": "won", "won": True})
    assert Stats().record("maze", False)["won"] == 1


def test_store_refuses_a_file_that_is_not_an_object_and_keeps_it(tmp_path):
    data = folder(tmp_path)
    (data / "x.json").write_text("42")
    store = JsonStore("x", {"a": 1})
    assert store.load() == {"a": 1}
    assert "expected an object" in store.problem
