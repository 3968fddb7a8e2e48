"""A game uses of the table only what the table declares: its hooks (``HOOKS``), its
services (``SERVICES``) and what every scene has (``app``, ``manager``...). So a game
never reaches into the parts the table owns (its painter, pointer, hints, result
flow...), and a plugin game can do all a built-in does through the written contract.

Every module of every game (game/games/, and the toy in tests/toy/) is read with ``ast``:
the table is ``self`` in a table scene class, ``self.scene``/``self.table`` in a scene's
part (each keeps the scene that owns it so), a parameter ``scene``/``sc``/``table`` (or
one typed as a table scene), and any name set from one of those (``sc = self.scene``).
Each attribute of the table named there that the table defines must be declared.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Iterator
from pathlib import Path

from game.engine.scene import Scene
from game.table.hooks import HOOKS, SERVICES
from game.table.scene import TableScene

ROOT = Path(__file__).resolve().parents[1]
TABLE_SOURCE = (ROOT / "game" / "table" / "scene.py").read_text(encoding="utf-8")
# a game's modules; the toy's checks are tests, which may look inside the table
GAME_MODULES = sorted((ROOT / "game" / "games").rglob("*.py")) + [
    p for p in sorted((ROOT / "tests" / "toy").glob("*.py")) if p.name != "checks.py"
]
SCENE_NAMES = {"scene", "sc", "table"}  # how the parts and helpers name the table
# the parts the table owns: no game names them
PARTS = {
    "painter", "pointer", "controls", "outcome", "runs", "hints", "replayer", "search",
    "demo", "tutor",
}  # fmt: skip


def _dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _set_on_self(cls: type) -> set[str]:
    """The attributes ``cls``'s own methods set on ``self``."""
    tree = ast.parse(inspect.getsource(cls))
    return {
        n.attr
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute)
        and isinstance(n.ctx, ast.Store)
        and isinstance(n.value, ast.Name)
        and n.value.id == "self"
    }


def scene_own() -> set[str]:
    """What every scene has (game.engine.scene.Scene): allowed to any game."""
    return {n for n in vars(Scene) if not _dunder(n)} | _set_on_self(Scene)


def table_members() -> set[str]:
    """Every name the table defines: its class's (and its bases' in game/table and
    Scene's) members and the attributes its methods set."""
    names = set(_set_on_self(TableScene)) | _set_on_self(Scene)
    for k in TableScene.__mro__:
        if k is TableScene or k.__module__.startswith("game.table") or k is Scene:
            names |= set(vars(k)) | set(getattr(k, "__annotations__", {}))
    return {n for n in names if not _dunder(n)}


def _base_name(node: ast.expr) -> str:
    return ast.unparse(node).rsplit(".", 1)[-1]


def table_classes(trees: list[ast.Module]) -> set[str]:
    """The names of the classes that are table scenes: TableScene's subclasses and
    theirs, across all the modules read."""
    bases = {
        n.name: {_base_name(b) for b in n.bases}
        for tree in trees
        for n in ast.walk(tree)
        if isinstance(n, ast.ClassDef)
    }
    found = {"TableScene"}
    while True:
        more = {name for name, of in bases.items() if of & found} - found
        if not more:
            return found
        found |= more


def _function_uses(fn: ast.FunctionDef, self_is_table: bool, tables: set[str]):
    """(line, name) of each attribute of the table named in ``fn`` (nested code too)."""
    aliases: set[str] = set()
    args = [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]
    for i, a in enumerate(args):
        if i == 0 and a.arg == "self" and self_is_table:
            aliases.add("self")
        elif a.annotation is not None:
            if _base_name(a.annotation).strip("'\"") in tables:
                aliases.add(a.arg)
        elif a.arg in SCENE_NAMES:
            aliases.add(a.arg)

    def is_table(e: ast.expr) -> bool:
        if isinstance(e, ast.Name):
            return e.id in aliases
        if isinstance(e, ast.Attribute):  # a part's scene: self.scene, self.table
            return isinstance(e.value, ast.Name) and e.value.id == "self" and e.attr in SCENE_NAMES
        if isinstance(e, ast.Call):  # super().name in a table scene
            return self_is_table and isinstance(e.func, ast.Name) and e.func.id == "super"
        return False

    while True:  # names set from the table are the table (sc = self.scene; t = sc)
        more = {
            t.id
            for n in ast.walk(fn)
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None
            if is_table(n.value)
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
            if isinstance(t, ast.Name)
        } - aliases
        if not more:
            break
        aliases |= more
    for n in ast.walk(fn):
        if isinstance(n, ast.Attribute) and is_table(n.value):
            yield n.lineno, n.attr


def table_uses(tree: ast.Module, tables: set[str]) -> Iterator[tuple[int, str]]:
    """(line, name) of each attribute read or set on the table in a module."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            is_table = any(_base_name(b) in tables for b in node.bases)
            for fn in node.body:
                if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    yield from _function_uses(fn, is_table, tables)
    for fn in tree.body:
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield from _function_uses(fn, False, tables)


def undeclared(sources: dict[str, str]) -> dict[str, list[str]]:
    """Each table member the modules use that is neither a hook, a service nor every
    scene's, with where (``path:line``)."""
    trees = {name: ast.parse(text) for name, text in sources.items()}
    tables = table_classes(list(trees.values()))
    members, allowed = table_members(), HOOKS | SERVICES | scene_own()
    found: dict[str, list[str]] = {}
    for name, tree in trees.items():
        for line, attr in table_uses(tree, tables):
            if attr in members and attr not in allowed:
                found.setdefault(attr, []).append(f"{name}:{line}")
    return found


def test_every_game_uses_of_the_table_only_what_it_declares():
    sources = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in GAME_MODULES}
    assert len(sources) > 30 and "tests/toy/scene.py" in sources
    found = undeclared(sources)
    assert not found, "undeclared table members used by games (declare a service in " + (
        "game/table/hooks.py or use one): "
        + "; ".join(f"{n} at {', '.join(w[:3])}" for n, w in sorted(found.items()))
    )


def test_the_check_catches_a_reach_into_the_table():
    rogue = """
class Rogue(TableScene):
    def draw_hud(self, surface):
        self.painter.header(surface)
        self.say("fine")
        super().undo()

class Further(Rogue):
    def on_tick(self, dt):
        t = self
        t.outcome.show()

class Part:
    def __init__(self, scene):
        self.scene = scene

    def tick(self):
        sc = self.scene
        sc.hints.move = None
        if self.scene.pointer.dragging and sc.timeline.busy:
            pass

def helper(scene, table: dict):
    table.search = None  # a dict named table: not the table
    return scene.runs

def typed(where: Further):
    return where.tutor
"""
    found = undeclared({"rogue.py": rogue})
    assert set(found) == {"painter", "undo", "outcome", "hints", "pointer", "runs", "tutor"}
    assert found["painter"] == ["rogue.py:4"]


def test_the_services_keep_clear_of_the_hooks_and_of_the_parts():
    assert not SERVICES & HOOKS
    assert not SERVICES & PARTS
    assert PARTS <= table_members()


def declared_comment(name: str) -> str:
    """The comment on the line of game/table/scene.py that declares or sets ``name`` in
    TableScene (``name: Type  # ...`` in the class body, or ``self.name = ...  # ...``)."""
    pattern = re.compile(rf"^    (?:{name}\s*:|        self\.{name}\b[^=\n]*=)[^#\n]*#\s*(\S.*)$")
    body = TABLE_SOURCE.split("class TableScene(Scene):", 1)[1]
    for line in body.splitlines():
        m = pattern.match(line)
        if m:
            return m.group(1)
    return ""


def test_every_service_is_on_the_table_and_says_what_it_is_for():
    members, silent = table_members(), []
    for name in sorted(SERVICES):
        assert name in members, f"{name} is declared a service but the table has no {name}"
        value = inspect.getattr_static(TableScene, name, None)
        if isinstance(value, property):
            said = inspect.getdoc(value.fget)
        elif callable(value):
            said = inspect.getdoc(value)
        else:
            said = declared_comment(name)
        if not said:
            silent.append(name)
    assert not silent, f"services with no docstring or comment: {silent}"
