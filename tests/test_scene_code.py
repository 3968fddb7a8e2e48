"""What the code of game/ says, read with ast: no colour is a default argument in the
scenes, no setting is read by a string key or converted where it is read, and every
``self.<name>`` a scene module reads is one its own class (or a base of it in project
code) defines, so no class leans on names only another class provides: the mixins'
way, which the composed table left behind.

The owned objects of the table (``table_*.py``: search, hints, demo, tutorial, result
flow, painter, controls) reach the table through ``self.table``; what they read there
must be the TableScene's own (its methods, hooks and the fields its ``__init__`` sets),
never a name only one game's scene defines.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from functools import cache
from pathlib import Path

import pytest

from game.engine import theme

GAME = Path(__file__).resolve().parents[1] / "game"
SCENES = GAME / "scenes"
ROLES = {role.upper() for role in theme.ROLES}
# SLOTKER's drawing files, being reworked in another branch (the lead converts them
# after it lands): the list only shrinks


def modules(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


@cache
def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


# --- colours ---------------------------------------------------------------------------
def is_colour(node: ast.expr) -> bool:
    """Three or four whole numbers, or a palette role (``ui.INK``, ``theme.NO``, ``GOLD``)."""
    if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4):
        return all(isinstance(e, ast.Constant) and type(e.value) is int for e in node.elts)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return node.value.id in ("ui", "theme") and node.attr in ROLES
    return isinstance(node, ast.Name) and node.id in ROLES


def colour_defaults(path: Path) -> list[str]:
    found = []
    for fn in ast.walk(tree(path)):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            defaults = [*fn.args.defaults, *(d for d in fn.args.kw_defaults if d is not None)]
            found += [f"{path.name}:{d.lineno} {ast.unparse(d)}" for d in defaults if is_colour(d)]
    return found


def test_no_colour_is_a_default_argument_in_the_scenes():
    drawn = [*modules(SCENES), *modules(GAME / "table"), *modules(GAME / "games")]
    found = [c for p in drawn for c in colour_defaults(p)]
    assert found == []


def test_the_colour_reader_finds_what_it_looks_for():
    sample = ast.parse("def f(a, b=ui.INK, c=(1, 2, 3), *, d=NO, e=None, g=(1, 2)): pass")
    fn = sample.body[0]
    flags = [is_colour(d) for d in [*fn.args.defaults, *fn.args.kw_defaults]]
    assert flags == [True, True, True, False, False]


# --- settings --------------------------------------------------------------------------
def setting_reads(path: Path) -> list[str]:
    """``settings["…"]``, ``settings.get(…)`` and ``float(…settings…)``: a setting is read
    by its name as an attribute (``app.settings.anim_speed``), already of its type."""
    found = []
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Subscript) and "settings" in ast.unparse(node.value):
            found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Call):
            func = ast.unparse(node.func)
            if func.endswith("settings.get") or (
                func in ("float", "int", "bool", "str") and "settings" in ast.unparse(node)
            ):
                found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_no_setting_is_read_by_a_string_key_or_converted_where_it_is_read():
    store = GAME / "store" / "settings.py"  # the typed object itself
    found = [r for p in modules(GAME) if p != store for r in setting_reads(p)]
    assert found == []


# --- names a class reads of itself -----------------------------------------------------
# a game's module on the drawn side (its scene and parts), not its pure rules and bot
DRAWN = re.compile(r"^(import pygame|from game\.(engine|table)\b)", re.M)


def scene_classes() -> list[type]:
    """Every class written in the drawn layers: the screens, the table and the games."""
    out = []
    drawn = [p for p in modules(GAME / "games") if DRAWN.search(p.read_text(encoding="utf-8"))]
    for path in [*modules(SCENES), *modules(GAME / "table"), *drawn]:
        parts = path.relative_to(GAME.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        module = importlib.import_module(name)
        out += [c for c in vars(module).values() if inspect.isclass(c) and c.__module__ == name]
    return sorted(out, key=lambda c: c.__qualname__)


def class_node(cls: type) -> ast.ClassDef:
    path = Path(inspect.getfile(cls))
    return next(
        n for n in tree(path).body if isinstance(n, ast.ClassDef) and n.name == cls.__name__
    )


def self_attributes(node: ast.ClassDef, ctx: type, owner: str = "self") -> set[str]:
    """The ``<owner>.<name>`` a class body stores (``ctx=ast.Store``) or reads."""
    names = set()
    for sub in ast.walk(node):
        if (
            isinstance(sub, ast.Attribute)
            and isinstance(sub.ctx, ctx)
            and isinstance(sub.value, ast.Name)
            and sub.value.id == owner
        ):
            names.add(sub.attr)
    return names


@cache
def defined(cls: type) -> frozenset[str]:
    """Every name an instance of ``cls`` has from its own class and its bases: their
    attributes and methods, and the fields their methods set on ``self``."""
    names = set(dir(cls))
    for k in cls.__mro__:
        if k.__module__.startswith("game."):
            names |= self_attributes(class_node(k), ast.Store)
    return frozenset(names)


CLASSES = scene_classes()


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__qualname__)
def test_every_name_a_scene_module_reads_of_itself_its_own_class_defines(cls):
    missing = self_attributes(class_node(cls), ast.Load) - defined(cls)
    assert not missing, f"{cls.__qualname__} reads what only another class defines: {missing}"


def table_reads(node: ast.ClassDef) -> set[str]:
    """The names an owned object reads of its table: ``self.table.<name>``, and
    ``t.<name>`` where a method binds ``t = self.table``."""
    names = set()
    for fn in ast.walk(node):
        if not isinstance(fn, ast.FunctionDef):
            continue
        aliases = set()
        for sub in ast.walk(fn):
            if isinstance(sub, ast.Assign):
                pairs = [(sub.targets[0], sub.value)]
                if isinstance(sub.targets[0], ast.Tuple) and isinstance(sub.value, ast.Tuple):
                    pairs = list(zip(sub.targets[0].elts, sub.value.elts, strict=False))
                for target, value in pairs:
                    if isinstance(target, ast.Name) and ast.unparse(value) == "self.table":
                        aliases.add(target.id)
        for sub in ast.walk(fn):
            if not isinstance(sub, ast.Attribute):
                continue
            base = ast.unparse(sub.value)
            if base == "self.table" or (isinstance(sub.value, ast.Name) and base in aliases):
                names.add(sub.attr)
    return names


def test_the_tables_owned_objects_read_only_what_the_table_itself_defines():
    from game.table.scene import TableScene

    owned = [
        c for c in CLASSES if c.__module__.startswith("game.table.") and c.__name__ != "TableScene"
    ]
    assert len([c for c in owned if "table" in self_attributes(class_node(c), ast.Store)]) >= 7
    for cls in owned:
        missing = table_reads(class_node(cls)) - defined(TableScene)
        assert not missing, f"{cls.__qualname__} reads of its table: {missing}"
