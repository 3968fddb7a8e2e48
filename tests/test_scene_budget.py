"""The scenes stay composed: no scene class carries more than its budget of methods of
project code (its own and inherited, properties included, dunders not), and no class in
game/scenes, game/table or a game's folder is built from mixins. A concern that would
push a scene over goes to an object it owns (the table's search, hints, demo, tutorial,
result flow, painter and controls; a game's animations and HUD).

A game scene inherits the table's written contract, every hook's default and every
service (game.table.hooks: HOOKS and SERVICES, listed in docs/games.md), and adds its
own: the budget is 116 for a game scene (and the table itself), 100 for any other, and
the table's machinery beyond its contract stays under 30 methods."""

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

import game.games
import game.scenes
import game.table
from game.engine.scene import Scene
from game.table.hooks import HOOKS, SERVICES

BUDGET = 100
# a game scene: the table's contract (hooks and services) and its own; a hook added to
# the contract is one more for every game (111: speech's ``focus_words``; 116: its
# ``move_words``, ``table_words`` and ``status_words``, and every scene's words said
# aloud, ``spoken_screen`` and ``spoken_focus``)
GAME_BUDGET = 116
MACHINERY = 30  # the table's methods beyond its contract
SCENES_DIRS = [Path(p.__file__).parent for p in (game.scenes, game.table, game.games)]


def every_scene_class() -> list[type]:
    for package in (game.scenes, game.table, game.games):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    found, todo = set(), [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in found and sub.__module__.startswith("game."):
                found.add(sub)
                todo.append(sub)
    return sorted(found, key=lambda c: c.__qualname__)


def project_methods(cls: type) -> set[str]:
    """Names of the methods (and properties) ``cls`` has from project code, dunders out."""
    names = set()
    for k in cls.__mro__:
        if not k.__module__.startswith("game."):
            continue
        for name, value in vars(k).items():
            if name.startswith("__") and name.endswith("__"):
                continue
            if inspect.isfunction(value) or isinstance(
                value, (staticmethod, classmethod, property)
            ):
                names.add(name)
    return names


SCENE_CLASSES = every_scene_class()


def test_every_game_scene_is_measured():
    names = {c.__name__ for c in SCENE_CLASSES}
    assert {"TableScene", "MatchScene", "SlotkerScene", "ZoomerScene", "ComboScene"} <= names
    assert {"MazeScene", "MonteCarloScene", "MenuScene", "ResultScene"} <= names


@pytest.mark.parametrize("cls", SCENE_CLASSES, ids=lambda c: c.__name__)
def test_no_scene_has_more_methods_of_project_code_than_its_budget(cls):
    from game.table.scene import TableScene

    # the table itself is its contract (every hook's default, every service) and its
    # machinery, held to MACHINERY below: counted as a game scene is
    budget = GAME_BUDGET if issubclass(cls, TableScene) else BUDGET
    n = len(project_methods(cls))
    assert n <= budget, f"{cls.__qualname__} has {n} methods (budget {budget})"


def test_the_tables_machinery_beyond_its_contract_stays_small():
    from game.table.scene import TableScene

    machinery = {n for n in vars(TableScene) if n in project_methods(TableScene)}
    machinery -= HOOKS | SERVICES
    assert len(machinery) <= MACHINERY, sorted(machinery)


def test_the_count_would_catch_a_scene_over_budget():
    extra = {f"m{i}": lambda self: None for i in range(BUDGET + 1)}
    fat = type("Fat", (Scene,), {"__module__": "game.scenes.fat", **extra})
    assert len(project_methods(fat)) > BUDGET


def class_bases() -> list[tuple[str, str, list[str]]]:
    """(file, class, its bases) for every class written in the drawn layers."""
    out = []
    for path in sorted(p for d in SCENES_DIRS for p in d.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                out.append((path.name, node.name, [ast.unparse(b) for b in node.bases]))
    return out


def test_no_class_in_game_scenes_has_a_mixin_base():
    """One base at most: a concern is an object the scene owns, not a class it mixes in."""
    mixed = [
        f"{f}: {name}({', '.join(bases)})" for f, name, bases in class_bases() if len(bases) > 1
    ]
    assert not mixed, mixed


def test_the_mixin_check_reads_every_scene_module():
    names = {name for _, name, _ in class_bases()}
    assert {"TableScene", "DemoDriver", "TutorialGuide", "ResultFlow", "DealSearch"} <= names
    assert {"HintAdvisor", "TablePainter", "TableControls", "Relocation"} <= names
