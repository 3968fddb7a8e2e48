"""The benchmarks live outside the game, in bench/, and still run: start-up is timed from
outside App, whose loop holds no benchmark switch."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
