"""``python -m bench.speech`` times a key press to the voice's speak call (the recording
voice here, a few presses: the figures themselves are the bench's, not asserted), and
``python -m bench`` offers its table."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow  # a benchmark run: the full suite
def test_the_speech_bench_times_a_key_press_to_the_voice():
    cmd = [sys.executable, "-m", "bench.speech", "--json", "--presses", "6", "--no-speechd"]
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    recording = out["voices"]["recording"]
    assert recording["presses"] == 6
    assert 0 < recording["to_speak"]["p50_ms"] <= recording["to_speak"]["p99_ms"]
    assert out["voices"]["speech-dispatcher"] == {"problem": "left out (--no-speechd)"}
    assert {"speech off", "speech on (recording)"} <= set(out["frames"])


def test_the_bench_offers_the_speech_table():
    r = subprocess.run(
        [sys.executable, "-m", "bench", "--help"], cwd=ROOT, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
    assert "--speech-presses" in r.stdout
