"""The standalone one-folder build (`python3 dev.py dist`): built, then run headless.

Slow (PyInstaller analyses and copies Python and SDL), so the quick suite
(-m "not slow") leaves it out and CI's full run includes it.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.pictures import check_screenshot

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


def test_the_standalone_build_runs_headless_to_a_screenshot(tmp_path):
    out = tmp_path / "dist"
    r = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "dist.py"), "--out", str(out)]
        + ["--work", str(tmp_path / "build")],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert r.returncode == 0, r.stderr[-3000:]
    exe = out / "patience-arcade" / ("patience-arcade" + (".exe" if os.name == "nt" else ""))
    assert exe.is_file() and "dist: " in r.stdout
    # the translation catalogs, compiled by the build, inside the program
    mos = list((out / "patience-arcade").rglob("game/locale/*/LC_MESSAGES/patience_arcade.mo"))
    assert [m.parent.parent.name for m in mos] == ["ru"]

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {  # no Python on the path, no repository: the program brings its own
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATIENCE_ARCADE_DATA": str(tmp_path / "data"),
    }

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(exe), *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120
        )

    shot = run("--game", "maze", "--seed", "1", "--screenshot", "out.png")
    assert shot.returncode == 0, shot.stderr
    check_screenshot(elsewhere / "out.png")
    menu = run("--screenshot", "menu.png", "--size", "800x600")  # every game's level loads
    assert menu.returncode == 0, menu.stderr
    check_screenshot(elsewhere / "menu.png", (800, 600))
    bad = run("--game", "solitaire")
    assert bad.returncode == 2 and "invalid choice" in bad.stderr
