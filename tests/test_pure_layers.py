"""The pure layers stay pure: every module of the store, the sessions, the rules, the AI,
the catalog and the key tables, and every game's rules and bot (and the modules they
import, found by walking each game's folder), imports in a fresh interpreter without
pygame (the simulator, the bots and a settings file's check run where there is no
display)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PURE = ("game.store", "game.session", "game.rules", "game.ai")
SCRIPT = f"""
import importlib, json, pkgutil, sys
names = ["game.catalog", "game.keytables"]
for package in {PURE!r}:
    module = importlib.import_module(package)
    names += [package] + [m.name for m in pkgutil.walk_packages(module.__path__, package + ".")]
games = importlib.import_module("game.games")
for found in pkgutil.iter_modules(games.__path__, "game.games."):
    if found.ispkg:
        names += [found.name + ".rules", found.name + ".bot"]
for name in names:
    importlib.import_module(name)
drawn = sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "pytmx", "pytweening"))
print(json.dumps({{"modules": names, "drawn": drawn}}))
"""


def test_every_pure_module_imports_without_pygame_in_a_fresh_interpreter():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout.splitlines()[-1])
    assert said["drawn"] == [], said["drawn"]
    assert "game.store.settings" in said["modules"] and len(said["modules"]) >= 40
    games = {m for m in said["modules"] if m.startswith("game.games.")}
    assert len(games) == 10, games  # five games' rules and bots
