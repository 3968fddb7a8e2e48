"""The benchmarks live outside the game, in bench/, and still run: start-up is timed from
outside App, whose loop holds no benchmark switch."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_start_up_is_timed_from_outside_the_app(tmp_path, monkeypatch):
    from bench import startup

    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    (seconds,) = startup.launches(1)
    assert 0 < seconds < 60


def test_the_bench_lists_its_options():
    r = subprocess.run(
        [sys.executable, "-m", "bench", "--help"], cwd=ROOT, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
    for option in ("--frames", "--window-frames", "--store-moves", "--resize-sizes", "--cpu"):
        assert option in r.stdout


def test_no_benchmark_code_or_switch_is_left_in_the_game():
    assert not list((ROOT / "game").rglob("bench*.py"))
    for path in (ROOT / "game").rglob("*.py"):
        assert "PATIENCE_ARCADE_STARTUP" not in path.read_text(encoding="utf-8"), path


def _row(frame_p99: float, cpu_p99: float, present: float = 0.3, fps: float = 61.0) -> dict:
    return {"frame_p99_ms": frame_p99, "cpu_p99_ms": cpu_p99, "present_median_ms": present,
            "fps": fps}  # fmt: skip


def test_the_real_window_bench_gives_one_verdict_per_target_naming_the_scenes_over():
    from bench import window

    results = {
        "frames": {
            "1280x720": {"menu": _row(1.0, 0.9), "zoomer": _row(4.5, 3.0)},
            "3840x2160": {"menu": _row(2.0, 1.5), "zoomer": _row(9.0, 8.0, present=1.4, fps=50)},
        },
        "idle": {"3840x2160": {"menu": {"cpu_percent": 1.2}, "zoomer": {"cpu_percent": 3.5}}},
    }
    lines = window.verdicts(results)
    assert lines == [
        "MISSED whole frame p99 <= 4 ms at 1280x720 (wall): zoomer 4.50 ms",
        "met    whole frame p99 <= 4 ms at 1280x720 (CPU)",
        "met    whole frame p99 <= 10 ms at 3840x2160 (wall)",
        "met    whole frame p99 <= 10 ms at 3840x2160 (CPU)",
        "MISSED present median <= 1 ms at 3840x2160: zoomer 1.40 ms",
        "MISSED frames shown >= 58 a second at 3840x2160: zoomer 50.00 fps",
        "MISSED idle table < 3% of one core at 3840x2160: zoomer 3.50%",
    ]


def test_a_frame_in_the_game_loop_is_timed_in_wall_and_thread_cpu_time(tmp_path, monkeypatch):
    from bench import window
    from tests.driver import make_app

    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    app.scenes.push("menu")
    spin = lambda: sum(range(200_000))  # noqa: E731  (a tick that costs CPU)
    whole, present, share, cpu = window.loop_frame(app, spin)
    assert 0 < cpu and 0 <= present <= whole and share == 1.0  # the first frame flips
    assert cpu <= whole * 1.5 + 1  # the same span, in the thread's own time


def test_the_real_window_bench_prints_the_machine_pace_beside_the_load(capsys, monkeypatch):
    """Runs on hosts of different speeds are told apart by the pace printed with each."""
    from bench import window

    ms = window.machine_ms()
    assert 0 < ms < 60_000
    monkeypatch.setattr(window, "verdicts", lambda results: [])
    row = {**_row(1.0, 0.9), "frame_median_ms": 0.5, "cpu_median_ms": 0.4,
           "present_p99_ms": 0.4, "share_mean": 0.05, "share_max": 0.1, "frames": 600,
           "framebuffer": "native"}  # fmt: skip
    results = {"display": ":9", "load": (0.1, 0.2, 0.3), "load_after": (0.0, 0.1, 0.2),
               "pace_ms": [41.6, 43.2], "frames": {"1280x720": {"menu": row}},
               "jitter": {"median_ms": 2.0, "p99_ms": 5.0}, "idle": {}}  # fmt: skip
    window.report(results)
    first = capsys.readouterr().out.splitlines()[0]
    assert "load average 0.10 0.20 0.30 / 0.00 0.10 0.20; machine pace 42 / 43 ms" in first
    assert "constant 2.00 ms frames: p99 5.00 ms (2.50x)" in first


def test_the_host_jitter_times_the_same_work_in_the_frames_rhythm():
    from bench import window

    got = window.host_jitter(frames=12, work_ms=0.5)
    assert 0 < got["median_ms"] <= got["p99_ms"]


class _Fake:
    """A fake app for the real-window bench's loops: a size and a framebuffer to name."""

    def __init__(self, size):
        self.size = size
        self.framebuffer = self
        self.frames = 0

    def describe(self) -> str:
        return "fake"


def test_the_menu_and_an_idle_table_are_timed_over_seconds_a_game_scene_over_frames(monkeypatch):
    """The menu is drawn at the loop's rest rate (two or three frames a second): 600 of its
    frames took minutes a size, so it is timed over seconds of wall clock, its warm-up too,
    and an idle table's warm-up and settling as well; a game scene still over its frames.
    A fake clock that each fake frame moves on: nothing is timed for real."""
    from bench import window

    clock = [0.0]

    def frame(app, tick):  # half a second a frame at rest, a 60th while animating
        clock[0] += 0.5 if tick is None else 1 / 60
        return 1.0, 0.1, 0.0, 0.5

    def scene(label, size):
        return _Fake(size), None, None if label in window.RESTING else (lambda: None)

    monkeypatch.setattr(window, "now", lambda: clock[0])
    monkeypatch.setattr(window, "loop_frame", frame)
    monkeypatch.setattr(window, "open_scene", scene)
    monkeypatch.setattr(window, "settled", lambda app: True)

    menu = window.time_scene("menu", 600, (1280, 720), seconds=10.0)
    assert menu["frames"] == 20 and menu["timed_seconds"] == 10.0
    assert menu["fps"] == pytest.approx(2.0)
    assert clock[0] <= window.WARM_SECONDS + 10.0 + 0.5  # not 630 frames at rest: 315 s

    clock[0] = 0.0
    game = window.time_scene("zoomer", 300, (1280, 720))
    assert game["frames"] == 300 and game["timed_seconds"] is None
    assert game["fps"] == pytest.approx(60.0)

    clock[0] = 0.0
    idle = window.idle_scene("zoomer", 3.0, (1280, 720))
    assert idle["frames_per_s"] == pytest.approx(2.0)
    assert clock[0] <= window.WARM_SECONDS + window.SETTLE_SECONDS + 3.0 + 1.5  # not 45 s


def test_the_child_times_the_menu_over_menu_seconds_and_a_game_over_frames(monkeypatch, capsys):
    from bench import window

    asked = []
    monkeypatch.setattr(window, "headless", lambda: None)
    monkeypatch.setattr(
        window, "time_scene", lambda label, frames, size, seconds: asked.append(
            (label, frames, size, seconds)) or {"frames": frames}
    )  # fmt: skip
    assert window.main(["--one", "menu", "--size", "640x360", "--menu-seconds", "7"]) == 0
    assert window.main(["--one", "zoomer", "--frames", "50"]) == 0
    assert asked == [("menu", window.FRAMES, (640, 360), 7.0), ("zoomer", 50, (1280, 720), None)]
    assert [json.loads(line) for line in capsys.readouterr().out.splitlines()] == [
        {"frames": window.FRAMES},
        {"frames": 50},
    ]


class _Stream:
    """Standard output as a file or a pipe: what is written shows only once flushed."""

    def __init__(self):
        self.pending, self.flushed = "", ""

    def write(self, text: str) -> int:
        self.pending += text
        return len(text)

    def flush(self) -> None:
        self.flushed += self.pending
        self.pending = ""


def rows(text: str) -> list[str]:
    """The scenes of a report's table rows, in order (a name in 28 columns, then figures)."""
    out = []
    for line in text.splitlines():
        figures = line[28:].split()
        if line[28:29] == " " and figures and figures[0][0].isdigit():
            out.append(line[:28].rstrip())
    return out


def test_each_scenes_line_is_printed_and_flushed_before_the_next_scene_is_timed(monkeypatch):
    """A fake child per scene: when each starts, the line of every scene before it is out
    (flushed, as to a file or a pipe), the menu's child is asked for seconds, the others
    for frames; the summary and the verdicts come last."""
    from bench import window

    stream = _Stream()
    done: list[str] = []
    calls = []

    class Server:
        def terminate(self):
            pass

        def wait(self, timeout):
            pass

    def run(args, display, framebuffer):
        assert display == ":99" and stream.pending == ""
        assert rows(stream.flushed) == done  # each earlier scene's row is out, in order
        if args[0] == "--idle":  # the frames table is over: its footnote is out
            assert "frame: update+draw+present" in stream.flushed
        calls.append(args)
        name = args[1]
        done.append(name)
        if args[0] == "--idle":
            return {"cpu_percent": 1.0, "frames_per_s": 2.0, "presents_per_s": 2.0,
                    "share_max": 0.01, "window": args[3]}  # fmt: skip
        row = {**_row(1.0, 0.9), "frame_median_ms": 0.5, "cpu_median_ms": 0.4,
               "present_p99_ms": 0.4, "share_mean": 0.05, "share_max": 0.1,
               "framebuffer": "native"}  # fmt: skip
        seconds = "--menu-seconds" in args
        return {**row, "frames": 20 if seconds else 300, "timed_seconds": 10.0 if seconds else None}

    monkeypatch.setattr(window, "start_xvfb", lambda number=None: (Server(), ":99"))
    monkeypatch.setattr(window, "machine_ms", lambda: 40.0)
    monkeypatch.setattr(window, "host_jitter", lambda pace_ms: {"median_ms": 2.0, "p99_ms": 3.0})
    printer = window.Printer(300, 10.0, stream)
    results = window.measure(
        ["menu", "zoomer"], [(1280, 720)], 300, 3.0, menu_seconds=10.0, printer=printer, run=run
    )
    assert calls[0] == ["--one", "menu", "--size", "1280x720", "--menu-seconds", "10.0"]
    assert calls[1] == ["--one", "zoomer", "--size", "1280x720", "--frames", "300"]
    assert [c[1] for c in calls] == ["menu", "zoomer", "zoomer (reshuffles)", "menu", "zoomer"]
    assert stream.pending == "" and rows(stream.flushed) == done
    printer.verdicts(results, window.summary_line(results))
    assert stream.pending == ""
    out = stream.flushed.splitlines()
    assert out[0].startswith("real X window (Xvfb :99); load average ")
    assert "300 frames while animating (the menu: 10 s at rest)" in out[1]
    end = next(i for i, line in enumerate(out) if line.startswith("verdict (load average "))
    assert out[end - 1].startswith("real X window (Xvfb :99), framebuffer: native; load average")
    assert len(out) - end - 1 == len(window.verdicts(results)) == 3
