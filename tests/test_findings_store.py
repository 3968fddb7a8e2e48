"""Issue 24, findings 2, 3, 5 and 7, as a player meets them: each test runs the game in
processes of its own and reads back what the next launch finds through ``app.stats``
and ``app.saves`` (which the old JSON storage offered too), so each fails on the
code before the store (f7099c4) and passes on it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.driver import let_go, make_app

ROOT = Path(__file__).resolve().parent.parent


def play(step: str, folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tests.findings_play", step, str(folder)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def next_launch(folder: Path):
    os.environ["PATIENCE_ARCADE_DATA"] = str(folder)
    app = make_app()
    outcomes = [r["outcome"] for r in app.stats.record("maze", False)["results"]]
    return outcomes, app.saves.load("maze")


def test_a_restart_killed_right_after_its_result_is_not_offered_again(tmp_path):
    """Finding 2: the restarted deal's "abandoned" was on disk, its save still there."""
    folder = tmp_path / "data"
    assert play("restart", folder).returncode == 0
    outcomes, save = next_launch(folder)
    assert outcomes == ["abandoned"]
    assert save is None  # the restarted deal has no move yet: nothing to offer


def test_a_give_up_undone_and_killed_keeps_its_moves(tmp_path):
    """Finding 2: given up, undone, killed: 35 moves gone, no result, no save."""
    folder = tmp_path / "data"
    assert play("give-up-undo", folder).returncode == 0
    outcomes, save = next_launch(folder)
    assert outcomes == []
    assert save is not None and len(save["moves"]) == 35


def test_a_second_copy_on_the_same_folder_is_refused(tmp_path):
    """Finding 3: the second copy ran, said nothing, and its writes beat the first's."""
    folder = tmp_path / "data"
    assert play("moves", folder).returncode == 0
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.findings_play", "hold", str(folder)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert first.stdout.readline().strip() == "ready"
        env = {**os.environ, "PATIENCE_ARCADE_DATA": str(folder), "SDL_VIDEODRIVER": "dummy"}
        second = subprocess.run(
            [sys.executable, "main.py", "--game", "maze", "--seed", "9", "--screenshot",
             str(tmp_path / "shot.png")],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
    finally:
        first.communicate("", timeout=60)
    assert second.returncode != 0
    assert "another copy" in second.stderr and len(second.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "shot.png").exists()


RESULT = '{"records": {"maze/normal": {"results": [%s]}}}'


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("stats.json", "[" * 100_000 + "]" * 100_000),
        ("stats.json", RESULT % '{"outcome": "won", "seconds": "abc"}'),
        ("stats.json", '{"records": {"maze/normal": {"played": "3", "recent": 5}}}'),
        ("stats.json", RESULT % '{"outcome": "won", "seconds": 1e400}'),
        ("save-maze.json", '{"game": "maze", "seed": 1, "moves": [], "elapsed": NaN}'),
        ("save-maze.json", '{"game": "maze", "seed": 1, "moves": [], "undos": 1e400}'),
        ("settings.json", '{"anim_speed": NaN}'),
    ],
    ids=["deep", "seconds-abc", "played-string", "1e400-result", "nan-save", "1e400-save",
         "nan-setting"],
)  # fmt: skip
def test_a_corrupt_file_never_stops_the_game(tmp_path, name, text):
    """Finding 5: these crashed every launch, the bad file never moved aside."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / name).write_text(text)
    for _ in range(2):  # and the next launch too
        run = play("browse", folder)  # the menu, the saved deal continued, every stats page
        assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr[-800:]


def test_a_give_up_on_a_full_disk_loses_nothing(tmp_path):
    """Finding 7: the give-up's result failed to write but the save's removal succeeded."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=600k", "tmpfs", str(mount)])
    assert ok.returncode == 0, "this test needs a small tmpfs (root, mount allowed)"
    try:
        folder = mount / "data"
        assert play("moves", folder).returncode == 0  # a saved deal
        filler = mount / "filler"
        subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=4k"], capture_output=True)
        run = play("give-up", folder)  # the same deal continued and given up, disk full
        filler.unlink()
        assert "Traceback" not in run.stderr, run.stderr[-800:]
        outcomes, save = next_launch(folder)
        let_go()
        # the state before the give-up (the deal saved, no result) or after it (one result,
        # no save): never neither
        assert (outcomes == [] and save is not None) or (outcomes == ["gave_up"] and save is None)
    finally:
        subprocess.run(["umount", str(mount)])


def test_a_save_that_cannot_be_replayed_is_kept_not_deleted(tmp_path):
    """Finding 6: a save that parsed but could not be replayed was deleted, no word kept."""
    folder = tmp_path / "data"
    folder.mkdir()
    marker = 123456789  # a deal number found nowhere else
    (folder / "save-monte_carlo.json").write_text(
        f'{{"game": "monte_carlo", "seed": {marker}, "moves": [["pair", 0, 0]]}}'
    )
    run = play("browse", folder)
    assert run.returncode == 0, run.stderr[-800:]
    assert "kept aside" in run.stderr
    kept = [p for p in folder.rglob("*") if p.is_file() and str(marker).encode() in p.read_bytes()]
    assert kept, "the broken save is gone"
