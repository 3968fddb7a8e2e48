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
