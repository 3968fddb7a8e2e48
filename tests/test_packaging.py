"""The wheel: built by `python -m build`, installed into a fresh venv, run as `patience-arcade`.

Slow (a build and a pip install of pygame-ce and friends), so the quick suite
(-m "not slow") leaves it out and CI's full run includes it.
"""

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from tests.pictures import check_screenshot

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


def test_wheel_installs_in_a_fresh_venv_and_runs_from_another_folder(tmp_path):
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = dist.glob("patience_arcade-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {
        "game/cli.py",
        "game/_data/levels/maze.tmx",
        "game/games/slotker/slotker_values.json",
        "game/games/maze/tutorial_line.json",
    } <= names
    assert any(n.startswith("game/_data/assets/") for n in names)
    # the translation catalogs, compiled by the build hook (the .mo files are not kept in git)
    assert "game/locale/ru/LC_MESSAGES/patience_arcade.mo" in names
    assert not any(n.startswith(("tests/", "tools/", "levels/", "bench/")) for n in names)
    assert not [n for n in names if "bench" in n]  # the benchmarks are not shipped

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    py = bin_dir / "python"
    subprocess.run(
        [str(py), "-m", "pip", "install", "-q", str(wheel)],
        check=True,
        capture_output=True,
        timeout=600,
    )

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {
        "PATH": f"{bin_dir}{os.pathsep}/usr/bin:/bin",
        "HOME": str(tmp_path),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATIENCE_ARCADE_DATA": str(tmp_path / "data"),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    r = subprocess.run(
        ["patience-arcade", "--game", "maze", "--seed", "1", "--screenshot", "out.png"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    check_screenshot(elsewhere / "out.png")

    # the installed copy reads its own levels, not the repository's
    where = subprocess.run(
        [str(py), "-c", "from game.engine.layout import LEVELS_DIR; print(LEVELS_DIR)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(env_dir) and where.endswith("_data/levels")
