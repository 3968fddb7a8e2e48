"""The sound test's recording: the scripted game (tests/sound_game.py) played into
SDL's disk audio driver, in a process of its own, in one folder per test run, and
how its samples are matched to the game's log of sounds (``place``).

It plays in real time, about 4 s; the session starts it in the background as soon
as the sound tests are among those to run (conftest.py), and those tests, scheduled
last (tests/schedule.py), find it done. It is taken once: a busy machine slips its
clock, and ``place`` allows for that rather than asking for another.

The file's clock. SDL's disk driver mixes a buffer of BUFFER frames (23.2 ms), writes
it, then sleeps a whole number of milliseconds (23) and mixes the next; a sound asked
for lands at the start of the next buffer mixed, its samples added to the others'
unchanged. So the offset of a sound (its time in the file less its time in the log)
changes from one sound to the next:

- upwards by at most AHEAD + AHEAD_DRIFT of the time between them: one buffer of
  waiting for the next mix, and the driver's clock running at most 23.2/23 (1 %)
  fast (its sleep never ends early); the log's times are taken once the mixer has the
  sound and its origin just before the device opened, so neither adds to this;
- downwards by any amount in principle: whenever the audio thread is not scheduled
  in time, nothing is written while the wall clock runs on, and the driver never
  catches up (its clock falls behind for good, and runs a few per cent slow on a
  loaded machine even without a stall). ``place`` allows SLIP + DRIFT of the time
  between them (a stall of 0.5 s, or a clock 10 % slow).

A sound the log has but the file lacks, a sound in the file where the log has none,
another sound than the one logged, or one out of its order then fails, and so does
one early or late by more than that: a slip lasts, so a sound found early is followed
by one found late.
"""

from __future__ import annotations

import array
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOUND_TESTS = "tests/test_sound_heard.py"
BACKGROUND: list[subprocess.Popen | None] = []  # started by this process: kept, not collected

BUFFER = 512  # sample frames the device mixes at a time (tests/sound_game.py opens it so)
SLIP = 0.5  # seconds the file's clock may fall behind between two neighbouring sounds…
DRIFT = 0.1  # …and this share of the time between them
AHEAD = 0.03  # seconds it may get ahead between two sounds (a buffer is 23.2 ms)…
AHEAD_DRIFT = 0.02  # …and this share of the time between them (the driver: at most 1 %)
FULL = 32767  # full scale: where the sounds mixed could reach it, the mixer's clipping decides


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


@dataclass(frozen=True)
class Placed:
    """A sound of the log found in the file: its name, time in the log (s) and first
    sample in the file (its samples, exactly, from there on, mixed with the others')."""

    name: str
    t: float
    at: int


@dataclass
class Mix:
    """The sounds placed so far, summed sample by sample (``total``), and the sum of their
    magnitudes (``reach``): where that reaches full scale, clipping decides the output."""

    total: array.array
    reach: array.array

    @classmethod
    def silent(cls, n: int) -> Mix:
        return cls(array.array("q", bytes(8 * n)), array.array("q", bytes(8 * n)))

    def add(self, pcm: array.array, at: int) -> None:
        total, reach = self.total, self.reach
        for k, s in enumerate(pcm[: max(0, len(total) - at)]):
            total[at + k] += s
            reach[at + k] += abs(s)

    def begins(self, samples: array.array, start: int, sounds: list[array.array]) -> bool:
        """Whether the buffer from ``start`` holds these sounds, all begun there, added to
        what is placed (exactly, where they could not reach full scale)."""
        total, reach = self.total, self.reach
        for i in range(start, min(start + BUFFER, len(samples))):
            k = i - start
            add = sum(s[k] for s in sounds if k < len(s))
            more = sum(abs(s[k]) for s in sounds if k < len(s))
            if reach[i] + more < FULL and samples[i] != total[i] + add:
                return False
        return True

    def first_unexplained(
        self, samples: array.array, start: int = 0, stop: int | None = None
    ) -> int | None:
        """The first sample from ``start`` on (to ``stop``) that the placed sounds do not
        account for: silence where none is placed, their sum where they are."""
        total, reach = self.total, self.reach
        for i in range(start, len(samples) if stop is None else min(stop, len(samples))):
            if samples[i] != total[i] and reach[i] < FULL:
                return i
        return None


def place(
    log: list[dict], samples: array.array, pcm: dict[str, array.array], rate: int
) -> tuple[list[Placed], Mix]:
    """Each heard sound of the log found in the file, in the log's order: it begins where
    the first sample the sounds before it leave unexplained says, is held to the offset of
    the sound before (of the log's start, for the first) as the module's docstring says,
    and its first buffer is its own samples (with those of the sounds logged right after
    it, if they landed in the same buffer).

    An AssertionError says which sound is missing, not the one logged, out of order or
    out of place. What the file holds after the last one is left to ``Mix.first_unexplained``."""
    heard = [e for e in log if e["heard"]]
    mix = Mix.silent(len(samples))
    placed: list[Placed] = []
    prev_t, prev_offset, at = 0.0, 0.0, 0
    for n, e in enumerate(heard):
        name, t, sound = e["name"], e["t"], pcm[e["name"]]
        lead = next(k for k, s in enumerate(sound) if s)  # the sound's samples begin at 0
        i = mix.first_unexplained(samples, at)
        assert i is not None, f"{name} at {t:.3f} s is missing: the file is explained to its end"
        start = i - lead
        assert start >= at, (
            f"{name} at {t:.3f} s: a sound at {i / rate:.3f} s in the file, before the one "
            f"played before it began ({at / rate:.3f} s): out of order, or not a sound of the log"
        )
        offset, gap = start / rate - t, t - prev_t
        lo, hi = prev_offset - (SLIP + DRIFT * gap), prev_offset + AHEAD + AHEAD_DRIFT * gap
        assert lo <= offset <= hi, (
            f"{name} at {t:.3f} s: the next sound in the file begins at {start / rate:.3f} s, "
            f"not between {t + lo:.3f} and {t + hi:.3f} s (the offset was {prev_offset:+.3f} s "
            f"at {prev_t:.3f} s): it, or one before it, is missing, extra or out of place"
        )
        stacks = ([pcm[x["name"]] for x in heard[n : m + 1]] for m in range(n, len(heard)))
        assert any(mix.begins(samples, start, stack) for stack in stacks), (
            f"{name} at {t:.3f} s: the sound beginning at {start / rate:.3f} s in the file is "
            f"not {name}: another sound, or one out of order"
        )
        mix.add(sound, start)
        placed.append(Placed(name, t, start))
        prev_t, prev_offset, at = t, offset, start
    return placed, mix
