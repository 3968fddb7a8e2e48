"""The sound test's recording: the scripted game (tests/sound_game.py) played into
SDL's disk audio driver, in a process of its own, in one folder per test run.

It plays in real time, about 11 s mostly spent waiting; the session starts it in
the background as soon as the sound tests are among those to run (conftest.py),
and those tests, scheduled last (tests/schedule.py), find it done.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOUND_TESTS = "tests/test_sound_heard.py"
BACKGROUND: list[subprocess.Popen | None] = []  # started by this process: kept, not collected


def start_recording(tmp: Path) -> subprocess.Popen | None:
    """Start playing the scripted game into the disk driver in ``tmp``, unless a
    recording there was started already (by this worker or another); returns the
    process if this call started it."""
    tmp.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(tmp / "started", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return None
    env = dict(
        os.environ,
        SDL_AUDIODRIVER="disk",
        SDL_DISKAUDIOFILE=str(tmp / "out.raw"),
        SDL_VIDEODRIVER="dummy",
        PATIENCE_ARCADE_DATA=str(tmp / "data"),
    )
    with open(tmp / "stderr.txt", "w") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.sound_game", str(tmp / "log.json")],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
    (tmp / "pid").write_text(str(proc.pid))
    return proc


def finished(tmp: Path, proc: subprocess.Popen | None, timeout: float = 120) -> tuple[Path, Path]:
    """Wait for the recording in ``tmp``: (raw samples, log) once sound_game has
    written its log, which it does last. A recording whose process ended without
    one failed: its stderr says why."""
    raw, log = tmp / "out.raw", tmp / "log.json"
    end = time.monotonic() + timeout
    while not log.exists():
        if proc is not None:
            if proc.poll() is not None and not log.exists():
                break
        elif not alive((tmp / "pid").read_text()):
            break
        assert time.monotonic() < end, "the sound recording did not finish in time"
        time.sleep(0.05)
    assert log.exists(), (tmp / "stderr.txt").read_text()
    return raw, log


def alive(pid_text: str) -> bool:
    """Whether the recording process (its pid as written) is still going."""
    if not pid_text.strip():
        return True  # being written this moment
    pid = int(pid_text)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return not zombie(pid)


def zombie(pid: int) -> bool:
    """A child of another worker that has ended but not been reaped still answers kill."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[-1][:1] == "Z"
    except OSError:
        return False


def record(tmp: Path) -> tuple[Path, Path]:
    """The recording in ``tmp``: started now unless it was already, then waited for."""
    proc = start_recording(tmp)
    if proc is None:
        deadline = time.monotonic() + 10
        while not (tmp / "pid").exists():  # started elsewhere a moment ago
            assert time.monotonic() < deadline, "a recording was begun but never started"
            time.sleep(0.01)
    return finished(tmp, proc)


def shared_folder(tmp_path_factory) -> Path:
    """One folder per test run, seen by every xdist worker of the run."""
    base = tmp_path_factory.getbasetemp()  # under xdist, one per worker in this run's folder
    return (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "sound"
