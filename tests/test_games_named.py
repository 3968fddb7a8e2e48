"""Nothing outside a game's folder names that game: every ``.py`` under ``game/`` but
``game/games/`` is read with ``ast`` (string constants, docstrings included, and the
names of imported modules; comments are not code) and no built-in game's key appears as
a word or a word's prefix ("maze", "maze_end", "game.games.maze.rules"), except in the
catalog's list of the built-in packages. A new built-in game is then one folder and one
line, and what a built-in gets, a plugin gets through the same contract."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
KEYS = ("maze", "zoomer", "combo", "slotker", "monte_carlo", "slotker_match")
WORD = re.compile(r"[A-Za-z0-9_]+")


def named(text: str) -> set[str]:
    """The built-in games' keys ``text`` names: a word that is a key or starts with one
    and an underscore (lower case: "Maze" the title is a word a player reads)."""
    return {k for w in WORD.findall(text) for k in KEYS if w == k or w.startswith(k + "_")}


def strings(tree: ast.AST, skip: set[int]) -> list[tuple[int, str]]:
    """Every string constant and imported module name of a module, with its line."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            out.append((node.lineno, node.value))
        elif isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out += [(node.lineno, node.module or "")] + [(node.lineno, a.name) for a in node.names]
    return out


def built_in_list(tree: ast.AST) -> set[int]:
    """The nodes of the catalog's ``BUILT_IN = (...)``: the one place that may name them."""
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "BUILT_IN" for t in targets):
                return {id(n) for n in ast.walk(node)}
    raise AssertionError("game/catalog.py has no BUILT_IN list")


def shared_modules() -> list[Path]:
    return sorted(p for p in GAME.rglob("*.py") if "games" not in p.relative_to(GAME).parts)


def test_the_checker_finds_a_key_however_it_is_written():
    tree = ast.parse(
        '"""Only Monte Carlo: see game.games.maze.rules."""\n'
        "from game.games.combo import rules\nimport game.games.zoomer.scene\n"
        'x = {"slotker_setup": 1, "Maze": 2}\n'
        "# slotker, in a comment, is no code\n"
    )
    found = {k for _line, s in strings(tree, set()) for k in named(s)}
    assert found == {"maze", "combo", "zoomer", "slotker"}
    assert named("mazes and combos") == set() and named("Maze") == set()


def test_the_built_in_list_is_found_and_names_every_game():
    tree = ast.parse((GAME / "catalog.py").read_text(encoding="utf-8"))
    allowed = built_in_list(tree)
    listed = {k for node in ast.walk(tree) if id(node) in allowed
              for k in named(node.value if isinstance(node, ast.Constant)
                             and isinstance(node.value, str) else "")}  # fmt: skip
    assert listed == set(KEYS) - {"slotker_match"}


@pytest.mark.parametrize("path", shared_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_outside_the_games_folders_names_a_game(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = built_in_list(tree) if path == GAME / "catalog.py" else set()
    hits = [(line, sorted(named(s)), s[:60]) for line, s in strings(tree, skip) if named(s)]
    assert hits == [], f"{path.relative_to(ROOT)} names a game: {hits}"


def test_every_module_of_the_shared_layers_is_read():
    read = {p.relative_to(GAME).parts[0] for p in shared_modules()}
    assert {"engine", "table", "scenes", "session", "store", "rules", "ai"} <= read
    assert len(shared_modules()) > 80
