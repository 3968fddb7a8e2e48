"""The game's command line run two ways: launched (``python main.py ...``, a process of its
own) or in this process (``game.cli.main``, the very function main.py calls).

A launch costs a fresh interpreter, pygame and the game's imports: ten times what the
same command costs in-process. So a test of what the command does (its words, its exit
code, the files it writes or leaves alone) takes ``how`` as a parameter: ``IN_PROCESS``
in the quick suite and ``LAUNCHED`` in the slow one (``sampled(HOW, keep=QUICK)``); a
test of the process boundary itself keeps a real launch in the quick suite too.
"""

from __future__ import annotations

import os
import subprocess
import sys
import traceback
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
IN_PROCESS = "in_process"
LAUNCHED = "launched"
HOW = (IN_PROCESS, LAUNCHED)
QUICK = {IN_PROCESS}  # the sample of HOW that runs in the quick suite


@dataclass
class Ran:
    """What a run of the command left: as ``subprocess.CompletedProcess`` names it."""

    returncode: int
    stdout: str
    stderr: str


def launched(
    args: Sequence[str], env: Mapping[str, str] | None = None, timeout: float = 120
) -> Ran:
    """``python main.py *args`` in a process of its own at the repository, with ``env``
    as its whole environment (None: this process's)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        cwd=ROOT, env=None if env is None else dict(env), capture_output=True, text=True,
        timeout=timeout,
    )  # fmt: skip
    return Ran(done.returncode, done.stdout, done.stderr)


class Unwaiting:
    """pygame's ``Clock`` for an in-process run: each frame's tick says a frame's time
    passed (a sixtieth of a second at 60 frames a second) without sleeping it away. What a
    screenshot waits for, the deal's animation settling, takes a second and a half of wall
    clock in a launch; here only the frames' own time. The same frames, the same steps."""

    def tick(self, framerate: float = 0) -> int:
        return round(1000 / framerate) if framerate else 0

    def get_fps(self) -> float:
        return 60.0


def in_process(
    args: Sequence[str],
    capsys: pytest.CaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    env: Mapping[str, str] | None = None,
) -> Ran:
    """``game.cli.main(args)`` here, with ``env`` as the environment while it runs (None:
    this process's): its exit code as a launch's (``SystemExit`` caught), what it wrote to
    stdout and stderr, and a traceback on stderr, as Python prints it, should it raise.
    The game's loop runs on a clock that does not wait (``Unwaiting``), and its close
    leaves pygame running for the rest of the tests."""
    from game.cli import main

    with monkeypatch.context() as patch:
        patch.setattr("pygame.time.Clock", Unwaiting)
        # the run's close ends with pygame.quit(), which would pull the display and the
        # fonts from under every later test of this process (and a second quit leaves the
        # font caches stale): left to the process's end, as for every app the tests make
        patch.setattr("pygame.quit", lambda: None)
        if env is not None:
            for name in [n for n in os.environ if n not in env]:
                patch.delenv(name)
            for name, value in env.items():
                patch.setenv(name, value)
        capsys.readouterr()
        try:
            code = main(list(args))
        except SystemExit as end:
            code = end.code if isinstance(end.code, int) else (0 if end.code is None else 1)
        except Exception:
            print(traceback.format_exc(), file=sys.stderr, end="")
            code = 1
        out, err = capsys.readouterr()
    return Ran(code, out, err)


def run_main(
    how: str,
    args: Sequence[str],
    capsys: pytest.CaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
    env: Mapping[str, str] | None = None,
) -> Ran:
    """The command ``args`` run ``how`` (``IN_PROCESS`` or ``LAUNCHED``); ``env``: the
    whole environment it sees (None: this process's)."""
    if how == LAUNCHED:
        return launched(args, env)
    return in_process(args, capsys, monkeypatch, env)
