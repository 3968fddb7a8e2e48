"""main.py: every bad flag is one line on stderr and exit code 2; --screenshot writes a PNG."""

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args, tmp_path):
    env = {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATIENCE_ARCADE_DATA": str(tmp_path / "data"),
        "PATH": "/usr/bin:/bin",
    }
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.parametrize(
    "args,needle",
    [
        (["--game", "solitaire"], "invalid choice"),
        (["--seed", "x", "--game", "maze"], "bad seed"),
        (["--seed", "-3", "--game", "maze"], "out of range"),
        (["--size", "big"], "bad size"),
        (["--size", "10x10"], "below the smallest window the layout supports, 800x600"),
        (["--size", "799x600"], "below the smallest window"),
        (["--size", "800x599"], "below the smallest window"),
        (["--size", "9000x600"], "above the largest window"),
        (["--seed", "4"], "--seed needs --game"),
        (["--frobnicate"], "unrecognized"),
    ],
)
def test_bad_flags(args, needle, tmp_path):
    r = run(*args, tmp_path=tmp_path)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0]
    assert "Traceback" not in r.stderr


def test_screenshot_of_a_monte_carlo_deal(tmp_path):
    shot = tmp_path / "mc.png"
    r = run("--game", "monte_carlo", "--seed", "5", "--screenshot", str(shot), tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    # the dealt cards are face up in their cells: cell 12 is mostly card-white, not felt or back
    from game.engine.layout import level_path, load_level

    cell = load_level(level_path("monte_carlo"))["cell_12"]
    pts = [
        (int(cell.x + cell.w * i / 10), int(cell.y + cell.h * j / 10))
        for i in range(1, 10)
        for j in range(1, 10)
    ]
    white = sum(1 for p in pts if sum(img.get_at(p)[:3]) > 600)
    assert white > len(pts) * 0.6


def test_screenshot_of_the_menu(tmp_path):
    shot = tmp_path / "menu.png"
    r = run("--screenshot", str(shot), "--size", "800x600", tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr
    assert pygame.image.load(str(shot)).get_size() == (800, 600)
