"""The import contracts in pyproject.toml (import-linter) hold, and each catches what it is for.

They keep the layers apart (rules and ai below everything, pure; the session
beside ai, importing only rules; scenes over the engine, opening one another by
registry name), keep the benchmarks (bench/, not shipped) out of the game, and forbid
import circles, function-level imports included.

Each breach is a lint of its own (a fresh interpreter over a copy of game/): the quick
suite breaks each contract once, the slow suite every listed way."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sampling import sampled

ROOT = Path(__file__).resolve().parents[1]
LINT = (
    "import sys; from importlinter.cli import lint_imports; "
    "sys.exit(lint_imports(limit_to_contracts=tuple(sys.argv[1:]), no_cache=True, no_logo=True))"
)


def lint(root: Path, *contracts: str) -> subprocess.CompletedProcess:
    """lint-imports in a fresh interpreter at ``root``, so it reads that tree's ``game``."""
    return subprocess.run(
        [sys.executable, "-c", LINT, *contracts],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "COLUMNS": "200"},
    )


@pytest.fixture(scope="module")
def root_lint() -> subprocess.CompletedProcess:
    """lint-imports over the repository's game/, once for the module."""
    return lint(ROOT)


def test_the_import_contracts_hold(root_lint):
    r = root_lint
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 broken" in r.stdout and "8 kept" in r.stdout


# a line added to one file of a copy of game/, and the contract that must then break
BREACHES = [
    ("game/rules/base.py", "import pygame", "pure-rules-ai"),
    ("game/ai/solver_bot.py", "def f():\n    import pytweening", "pure-rules-ai"),
    ("game/ai/__init__.py", "from game.engine import ui", "layers"),
    ("game/rules/cards.py", "def f():\n    from game.ai import bot_for", "layers"),
    ("game/session/lifecycle.py", "import pygame", "pygame-presentation-only"),
    ("game/session/lifecycle.py", "from game.store import ledger", "layers"),
    ("game/store/ledger.py", "def f():\n    from game.scenes import SCENES", "layers"),
    # the engine draws on the store, never the store on the engine
    ("game/store/settings.py", "def f():\n    from game.engine import keymaps", "layers"),
    ("game/store/settings.py", "def f():\n    import pytmx", "pure-store-session"),
    ("game/keytables.py", "import pygame", "pure-store-session"),
    ("game/store/schema.py", "import pygame", "pygame-presentation-only"),
    ("game/ai/daily.py", "from game.session import Session", "layers"),
    ("game/session/lifecycle.py", "from game.scenes import SCENES", "layers"),
    ("game/engine/ui.py", "def f():\n    from game.app import App", "no-circles"),
    (
        "game/engine/hud.py",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.app import App",
        "no-circles",
    ),
    (
        "game/scenes/stats.py",
        "def back():\n    from game.scenes.menu import MenuScene",
        "scene-bases-only",
    ),
    ("game/scenes/menu.py", "from game.scenes import stats", "scene-bases-only"),
    ("game/games/combo/scene.py", "from game.games.slotker import scene", "games-independent"),
    ("game/table/scene.py", "def f():\n    from game.scenes import help", "layers"),
    ("game/games/maze/rules.py", "import pygame", "pure-rules-ai"),
    ("game/games/zoomer/bot.py", "def f():\n    import pytmx", "pure-rules-ai"),
    ("game/app.py", "def f():\n    from bench import scenarios", "product-without-bench"),
    ("game/cli.py", "import bench", "product-without-bench"),
]


# the sample the quick suite runs: each contract once, and each way an import is written
# (at the top, inside a function, under TYPE_CHECKING) once; the slow suite runs them all
QUICK_BREACHES = [
    ("game/ai/solver_bot.py", "pure-rules-ai"),  # inside a function
    ("game/session/lifecycle.py", "pygame-presentation-only"),
    ("game/store/ledger.py", "layers"),  # inside a function
    ("game/engine/hud.py", "no-circles"),  # under TYPE_CHECKING
    ("game/scenes/menu.py", "scene-bases-only"),
    ("game/games/combo/scene.py", "slotker-base"),
    ("game/cli.py", "product-without-bench"),
    ("game/store/settings.py", "pure-store-session"),  # inside a function
]
SAMPLED_BREACHES = sampled(BREACHES, keep=lambda b: (b[0], b[2]) in QUICK_BREACHES)


@pytest.fixture(scope="module")
def clean_copy(tmp_path_factory, root_lint) -> Path:
    """game/ and pyproject.toml copied elsewhere, keeping every contract before any breach
    (the repository's game/ linted clean, checked once here: each breach starts from a
    copy of this copy)."""
    assert root_lint.returncode == 0 and "0 broken" in root_lint.stdout, root_lint.stdout
    root = tmp_path_factory.mktemp("clean")
    shutil.copytree(ROOT / "game", root / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", root)
    return root


@pytest.mark.parametrize("path,line,contract", SAMPLED_BREACHES)
def test_each_contract_catches_what_it_is_for(clean_copy, tmp_path, path, line, contract):
    shutil.copytree(clean_copy, tmp_path, dirs_exist_ok=True)
    target = tmp_path / path
    before = target.read_text(encoding="utf-8") if target.exists() else '"""A new module."""\n'
    target.write_text(before + "\n" + line + "\n", encoding="utf-8")
    r = lint(tmp_path, contract)
    assert r.returncode == 1 and "1 broken" in r.stdout, r.stdout + r.stderr
