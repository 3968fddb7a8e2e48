"""The code base stays ruff clean, and the pure layers stay free of pygame."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_ruff_check_is_clean():
    r = ruff("check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_format_is_clean():
    r = ruff("format", "--check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_rules_and_ai_never_import_pygame():
    pattern = re.compile(r"^\s*(import pygame|from pygame)", re.M)
    offenders = [
        str(p.relative_to(ROOT))
        for folder in ("game/rules", "game/ai")
        for p in (ROOT / folder).rglob("*.py")
        if pattern.search(p.read_text())
    ]
    assert offenders == []
