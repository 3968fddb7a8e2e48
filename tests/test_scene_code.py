"""What the code of game/ says, read with ast: no colour is a default argument in the
scenes, no setting is read by a string key or converted where it is read, and every
``self.<name>`` a scene module reads is one its own class (or a base of it in project
code) defines, so no class leans on names only another class provides: the mixins'
way, which the composed table left behind.

The owned objects of the table (game/table/: search, hints, demo, tutorial, result
flow, replay, run, painter, controls) reach the table through ``self.table``; what they
read there must be the TableScene's own (its methods, hooks and the fields its
``__init__`` sets), never a name only one game's scene defines. Each is handed the table
as a narrow view its module declares (``table: SearchTable``, a Protocol): what it reads
of the table is exactly what that view names, each name declared there as the table
declares it, and the table is never passed on whole past the view.
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


def bindings(fn: ast.FunctionDef) -> list[tuple[ast.expr, ast.expr]]:
    """(target, value) of each assignment in ``fn``, a tuple's pairwise (``a, b = c, d``)."""
    pairs = []
    for sub in ast.walk(fn):
        if isinstance(sub, ast.Assign):
            target, value = sub.targets[0], sub.value
            if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                pairs += list(zip(target.elts, value.elts, strict=False))
            else:
                pairs.append((target, value))
    return pairs


def table_aliases(fn: ast.FunctionDef) -> set[str]:
    """The names the table goes by in ``fn``: its ``table`` parameter (the constructor's),
    ``t`` where it binds ``t = self.table``, and a name bound from one of those."""
    aliases = {a.arg for a in fn.args.args if a.arg == "table"}
    while True:
        more = {
            target.id
            for target, value in bindings(fn)
            if isinstance(target, ast.Name)
            if ast.unparse(value) == "self.table" or ast.unparse(value) in aliases
        } - aliases
        if not more:
            return aliases
        aliases |= more


def is_table(e: ast.expr, aliases: set[str]) -> bool:
    """``e`` reads the table: ``self.table``, or a name it goes by."""
    if isinstance(e, ast.Name):
        return isinstance(e.ctx, ast.Load) and e.id in aliases
    return (
        isinstance(e, ast.Attribute)
        and isinstance(e.ctx, ast.Load)
        and (ast.unparse(e) == "self.table")
    )


def methods(node: ast.ClassDef) -> list[ast.FunctionDef]:
    return [fn for fn in ast.walk(node) if isinstance(fn, ast.FunctionDef)]


def table_reads(node: ast.ClassDef) -> set[str]:
    """The names an owned object reads of its table: ``self.table.<name>``, ``t.<name>``
    where a method binds ``t = self.table``, and ``table.<name>`` in its constructor."""
    names = set()
    for fn in methods(node):
        aliases = table_aliases(fn)
        for sub in ast.walk(fn):
            if isinstance(sub, ast.Attribute) and is_table(sub.value, aliases):
                names.add(sub.attr)
    return names


def table_escapes(node: ast.ClassDef) -> list[str]:
    """Where an owned object hands its table on whole (``helper(self.table)``): what the
    helper reads of it no reading of the class sees. The table may only be read from
    (``t.say``), bound to a name (``t = self.table``) or kept (``self.table = table``)."""
    found = []
    for fn in methods(node):
        aliases = table_aliases(fn)
        kept = {
            id(value)
            for target, value in bindings(fn)
            if isinstance(target, ast.Name) or ast.unparse(target) == "self.table"
        }
        read = {id(sub.value) for sub in ast.walk(fn) if isinstance(sub, ast.Attribute)}
        for sub in ast.walk(fn):
            if is_table(sub, aliases) and id(sub) not in kept | read:
                found.append(f"{node.name}.{fn.name}:{sub.lineno}")
    return found


def test_the_tables_owned_objects_read_only_what_the_table_itself_defines():
    from game.table.scene import TableScene

    owned = [
        c for c in CLASSES if c.__module__.startswith("game.table.") and c.__name__ != "TableScene"
    ]
    assert len([c for c in owned if "table" in self_attributes(class_node(c), ast.Store)]) >= 7
    for cls in owned:
        missing = table_reads(class_node(cls)) - defined(TableScene)
        assert not missing, f"{cls.__qualname__} reads of its table: {missing}"


# --- the view each owned object is handed of its table --------------------------------
OWNED = {  # the objects the table owns, one per concern (read from its __init__ below)
    "DealSearch", "HintAdvisor", "DemoDriver", "TutorialGuide", "ResultFlow",
    "ReplayDriver", "RunFlow", "TablePainter", "TableControls",
}  # fmt: skip


def owned_classes() -> list[type]:
    """The classes TableScene's ``__init__`` makes with the table itself (``Cls(self,
    ...)``): the objects it owns."""
    from game.table import scene

    init = next(
        fn
        for fn in class_node(scene.TableScene).body
        if isinstance(fn, ast.FunctionDef) and fn.name == "__init__"
    )
    found = {
        getattr(scene, call.func.id)
        for call in ast.walk(init)
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
        if any(isinstance(a, ast.Name) and a.id == "self" for a in call.args)
    }
    return sorted(found, key=lambda c: c.__name__)


def view_of(node: ast.ClassDef, module: ast.Module) -> ast.ClassDef | None:
    """The Protocol, in the class's own module, its constructor takes the table as
    (``table: SearchTable``); None when it takes no table."""
    init = next(
        (f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None
    )
    arg = next((a for a in init.args.args if a.arg == "table"), None) if init else None
    if arg is None:
        return None
    name = ast.unparse(arg.annotation) if arg.annotation is not None else ""
    return next((n for n in module.body if isinstance(n, ast.ClassDef) and n.name == name), None)


def is_protocol(view: ast.ClassDef) -> bool:
    return [ast.unparse(b) for b in view.bases] == ["Protocol"]


def protocol_members(view: ast.ClassDef) -> dict[str, ast.stmt]:
    """What a Protocol declares, each with its declaration: its annotated attributes, its
    properties and its methods."""
    members: dict[str, ast.stmt] = {}
    for stmt in view.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            members[stmt.target.id] = stmt
        elif isinstance(stmt, ast.FunctionDef):
            members.setdefault(stmt.name, stmt)
    return members


def view_gaps(node: ast.ClassDef, module: ast.Module) -> tuple[set[str], set[str]]:
    """(what the class reads of its table that its view does not declare, what its view
    declares that the class never reads)."""
    view = view_of(node, module)
    declared = set(protocol_members(view)) if view is not None else set()
    reads = table_reads(node)
    return reads - declared, declared - reads


@cache
def table_declarations() -> dict[str, ast.stmt]:
    """How TableScene (and its bases in project code) declares each member written in
    its class body: a method or property (its first ``def``), an annotation, a value."""
    from game.table.scene import TableScene

    found: dict[str, ast.stmt] = {}
    for k in TableScene.__mro__:
        if not k.__module__.startswith("game."):
            continue
        for stmt in class_node(k).body:
            if isinstance(stmt, ast.FunctionDef):
                found.setdefault(stmt.name, stmt)
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                found.setdefault(stmt.target.id, stmt)
            elif isinstance(stmt, ast.Assign):
                for target in stmt.targets:
                    if isinstance(target, ast.Name):
                        found.setdefault(target.id, stmt)
    return found


def signature(fn: ast.FunctionDef) -> tuple[bool, str, str]:
    """A method as written: a property or not, its parameters, its return type."""
    prop = any(ast.unparse(d) == "property" for d in fn.decorator_list)
    return prop, ast.unparse(fn.args), ast.unparse(fn.returns) if fn.returns else ""


def unlike_the_table(view: ast.ClassDef) -> set[str]:
    """The members a view declares that TableScene lacks, or declares otherwise (another
    signature or annotation; a method where it has a field, or the reverse)."""
    from game.table.scene import TableScene

    theirs, unlike = table_declarations(), set()
    for name, mine in protocol_members(view).items():
        table = theirs.get(name)
        if name not in defined(TableScene):
            unlike.add(name)
        elif isinstance(mine, ast.FunctionDef):
            if not isinstance(table, ast.FunctionDef) or signature(mine) != signature(table):
                unlike.add(name)
        elif isinstance(table, ast.FunctionDef):
            unlike.add(name)
        elif isinstance(table, ast.AnnAssign):
            if ast.unparse(table.annotation) != ast.unparse(mine.annotation):
                unlike.add(name)
    return unlike


OWNED_CLASSES = owned_classes()


def test_the_table_owns_the_objects_checked_here():
    assert {c.__name__ for c in OWNED_CLASSES} >= OWNED


@pytest.mark.parametrize("cls", OWNED_CLASSES, ids=lambda c: c.__name__)
def test_each_owned_object_reads_of_its_table_exactly_what_its_view_declares(cls):
    node, module = class_node(cls), tree(Path(inspect.getfile(cls)))
    view = view_of(node, module)
    assert view is None or is_protocol(view), f"{cls.__name__} takes its table as {view.name}"
    undeclared, stale = view_gaps(node, module)
    assert not undeclared, f"{cls.__name__} reads of its table beyond its view: {undeclared}"
    assert not stale, f"{cls.__name__}'s view declares what it never reads: {stale}"
    assert not table_escapes(node), f"{cls.__name__} hands its table on whole"
    if view is not None:
        unlike = unlike_the_table(view)
        assert not unlike, (
            f"{view.name} declares what the table lacks or declares otherwise: {unlike}"
        )


FAKE = """
class ShuffleTable(Protocol):
    session: GameSession
    level: str
    stale: int

    @property
    def hard(self) -> bool: ...

    def say(self, text: str) -> None: ...

    def shuffle_all(self) -> None: ...

    def pick(self, pos: tuple[int, int]) -> str | None: ...


class Shuffler:
    def __init__(self, table: ShuffleTable) -> None:
        self.table = table
        self.cursor = table.pointer

    def tick(self) -> None:
        t = self.table
        t.say("shuffled")
        t.shuffle_all()
        u = t
        u.timeline.finish()
        if self.table.session.playing and t.hard and t.level:
            helper(self.table, t.pick((0, 0)))


class Quiet:
    def __init__(self, table) -> None:
        self.table = table

    def tick(self) -> None:
        self.table.say("a table taken as no view")
"""


def test_the_view_check_catches_a_stray_read_a_stale_name_and_a_misdeclared_one():
    module = ast.parse(FAKE)
    view, fake, quiet = (n for n in module.body if isinstance(n, ast.ClassDef))
    assert view_of(fake, module) is view and is_protocol(view)
    assert view_gaps(fake, module) == ({"pointer", "timeline"}, {"stale"})
    assert table_escapes(fake) == ["Shuffler.tick:29"]  # helper(self.table, ...)
    # not on the table (shuffle_all, stale), another signature (say), another type (level)
    assert unlike_the_table(view) == {"shuffle_all", "stale", "say", "level"}
    assert view_of(quiet, module) is None and view_gaps(quiet, module) == ({"say"}, set())
