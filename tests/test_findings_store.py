"""Issue 24, findings 2, 3, 5 and 7, as a player meets them: each test runs the game's
steps (tests/findings_play.py) and reads back what the next launch finds through
``app.stats`` and ``app.saves`` (which the old JSON storage offered too), so each fails on
the code before the store (f7099c4) and passes on it.

A step ends as a kill: ``os._exit`` right after the change under test returned. Each test
runs its steps ``how``: in processes of their own (``LAUNCHED``, every test in the slow
suite, one of each kind in the quick one) or in this process (``IN_PROCESS``, the quick
suite), where the step's ``os._exit`` stops it and its app is left as a killed process
leaves its data (``killed``: nothing more written, the lock let go of)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import traceback
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import driver, findings_play
from tests.driver import let_go, make_app
from tests.launch import HOW, IN_PROCESS, LAUNCHED, QUICK, Ran, run_main
from tests.sampling import sampled
from tests.store_help import unmount

ROOT = Path(__file__).resolve().parent.parent


class Ended(BaseException):
    """The step's ``os._exit`` in this process: the process would end here."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def ended(code: int) -> None:
    raise Ended(code)


_ABANDONED: list = []  # the databases of the apps killed in this process, still open


def killed(app) -> None:
    """``app`` ends as a killed process does: nothing more is written (no quit, no flush of
    what is pending, no checkpoint: its connection is left open, so the database's WAL
    stays beside it as a kill leaves it), and the folder's lock is let go of, as the
    system lets go of a dead process's."""
    driver._OPEN.remove(app)
    _ABANDONED.append(app.data.store)
    app.data.lock.release()


def bury() -> None:
    """The killed apps' connections closed at last (before their folder goes)."""
    while _ABANDONED:
        _ABANDONED.pop().close()


@pytest.fixture(autouse=True)
def _buried():
    yield
    let_go()
    bury()


def play(step: str, folder: Path, how: str = LAUNCHED, capsys=None) -> Ran:
    """findings_play's ``step`` on ``folder``, run ``how``."""
    if how == LAUNCHED:
        done = subprocess.run(
            [sys.executable, "-m", "tests.findings_play", step, str(folder)],
            cwd=ROOT, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        return Ran(done.returncode, done.stdout, done.stderr)
    capsys.readouterr()
    before = list(driver._OPEN)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PATIENCE_ARCADE_DATA", str(folder))
        patch.setattr(os, "_exit", ended)
        try:
            findings_play.main(step, str(folder))
            code = 0
        except Ended as end:
            code = end.code
        except Exception:
            print(traceback.format_exc(), file=sys.stderr, end="")
            code = 1
    for app in [a for a in driver._OPEN if a not in before]:
        killed(app)
    out, err = capsys.readouterr()
    return Ran(code, out, err)


def next_launch(folder: Path):
    os.environ["PATIENCE_ARCADE_DATA"] = str(folder)
    app = make_app()
    outcomes = [r["outcome"] for r in app.stats.record("maze", False)["results"]]
    return outcomes, app.saves.load("maze")


@pytest.mark.parametrize("how", sampled(HOW, keep=set(HOW)))  # the one real kill of the quick
def test_a_restart_killed_right_after_its_result_is_not_offered_again(how, tmp_path, capsys):
    """Finding 2: the restarted deal's "abandoned" was on disk, its save still there."""
    folder = tmp_path / "data"
    assert play("restart", folder, how, capsys).returncode == 0
    outcomes, save = next_launch(folder)
    assert outcomes == ["abandoned"]
    assert save is None  # the restarted deal has no move yet: nothing to offer


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_a_give_up_undone_and_killed_keeps_its_moves(how, tmp_path, capsys):
    """Finding 2: given up, undone, killed: 35 moves gone, no result, no save."""
    folder = tmp_path / "data"
    assert play("give-up-undo", folder, how, capsys).returncode == 0
    outcomes, save = next_launch(folder)
    assert outcomes == []
    assert save is not None and len(save["moves"]) == 35


@contextlib.contextmanager
def first_copy(how: str, folder: Path) -> Iterator[None]:
    """A copy of the game running on ``folder`` (``how``): a process that holds it until
    told to end, or an app of this process."""
    if how == IN_PROCESS:
        os.environ["PATIENCE_ARCADE_DATA"] = str(folder)
        make_app()
        try:
            yield
        finally:
            let_go()
        return
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.findings_play", "hold", str(folder)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert first.stdout.readline().strip() == "ready"
        yield
    finally:
        first.communicate("", timeout=60)


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))  # launched: tests/test_store_faults.py
def test_a_second_copy_on_the_same_folder_is_refused(how, tmp_path, capsys, monkeypatch):
    """Finding 3: the second copy ran, said nothing, and its writes beat the first's."""
    folder = tmp_path / "data"
    assert play("moves", folder, how, capsys).returncode == 0
    with first_copy(how, folder):
        env = {**os.environ, "PATIENCE_ARCADE_DATA": str(folder), "SDL_VIDEODRIVER": "dummy"}
        args = ["--game", "maze", "--seed", "9", "--screenshot", str(tmp_path / "shot.png")]
        second = run_main(how, args, capsys, monkeypatch, env)
    assert second.returncode != 0
    assert "another copy" in second.stderr and len(second.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "shot.png").exists()


RESULT = '{"records": {"maze/normal": {"results": [%s]}}}'
CORRUPT = [
    ("deep", "stats.json", "[" * 100_000 + "]" * 100_000),
    ("seconds-abc", "stats.json", RESULT % '{"outcome": "won", "seconds": "abc"}'),
    ("played-string", "stats.json", '{"records": {"maze/normal": {"played": "3", "recent": 5}}}'),
    ("1e400-result", "stats.json", RESULT % '{"outcome": "won", "seconds": 1e400}'),
    ("nan-save", "save-maze.json", '{"game": "maze", "seed": 1, "moves": [], "elapsed": NaN}'),
    ("1e400-save", "save-maze.json", '{"game": "maze", "seed": 1, "moves": [], "undos": 1e400}'),
    ("nan-setting", "settings.json", '{"anim_speed": NaN}'),
]
LAUNCHED_CORRUPT = "deep"  # launched in the quick suite too; every one in the slow suite


@pytest.mark.parametrize(
    ("name", "text", "how"),
    sampled(
        [pytest.param(name, text, how, id=f"{label}-{how}")
         for label, name, text in CORRUPT for how in HOW],
        keep=lambda case: case[2] == IN_PROCESS or case[1].startswith("[["),
    ),
)  # fmt: skip
def test_a_corrupt_file_never_stops_the_game(tmp_path, name, text, how, capsys):
    """Finding 5: these crashed every launch, the bad file never moved aside."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / name).write_text(text)
    for _ in range(2):  # and the next launch too
        run = play("browse", folder, how, capsys)  # the menu, the saved deal, every stats page
        assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr[-800:]


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_a_give_up_on_a_full_disk_loses_nothing(how, tmp_path, capsys):
    """Finding 7: the give-up's result failed to write but the save's removal succeeded."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=600k", "tmpfs", str(mount)])
    assert ok.returncode == 0, "this test needs a small tmpfs (root, mount allowed)"
    try:
        folder = mount / "data"
        assert play("moves", folder, how, capsys).returncode == 0  # a saved deal
        filler = mount / "filler"
        subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=4k"], capture_output=True)
        run = play("give-up", folder, how, capsys)  # the same deal continued, given up, full
        filler.unlink()
        assert "Traceback" not in run.stderr, run.stderr[-800:]
        outcomes, save = next_launch(folder)
        let_go()
        bury()
        # the state before the give-up (the deal saved, no result) or after it (one result,
        # no save): never neither
        assert (outcomes == [] and save is not None) or (outcomes == ["gave_up"] and save is None)
    finally:
        let_go()  # the app's files on the mount closed first, so it can go (lazily if busy)
        unmount(mount)


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_a_save_that_cannot_be_replayed_is_kept_not_deleted(how, tmp_path, capsys):
    """Finding 6: a save that parsed but could not be replayed was deleted, no word kept."""
    folder = tmp_path / "data"
    folder.mkdir()
    marker = 123456789  # a deal number found nowhere else
    (folder / "save-monte_carlo.json").write_text(
        f'{{"game": "monte_carlo", "seed": {marker}, "moves": [["pair", 0, 0]]}}'
    )
    run = play("browse", folder, how, capsys)
    assert run.returncode == 0, run.stderr[-800:]
    assert "kept aside" in run.stderr
    kept = [p for p in folder.rglob("*") if p.is_file() and str(marker).encode() in p.read_bytes()]
    assert kept, "the broken save is gone"
