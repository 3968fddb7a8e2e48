"""The type checker holds: ``mypy --strict`` (pinned in requirements.txt, configured in
pyproject.toml's ``[tool.mypy]``) over the catalog, the rules, the bots, the sessions, the
store and every game's rules and bot finds nothing. Cold, it takes half a minute, so it
runs in the full suite (CI) and not in the quick one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.mark.slow
def test_mypy_strict_finds_nothing_in_the_pure_layers_and_the_games_rules_and_bots():
    done = mypy()
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "Success: no issues found" in done.stdout
    checked = int(done.stdout.split("in ")[-1].split()[0])
    assert checked >= 50  # every file the configuration names, not a handful


@pytest.mark.slow
def test_the_checker_would_catch_a_missing_type(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f(x):\n    return [x]\n\n\ny: int = f(1)\n", encoding="utf-8")
    done = mypy(str(sample), cwd=tmp_path)
    assert done.returncode == 1 and "no-untyped-def" in done.stdout, done.stdout
