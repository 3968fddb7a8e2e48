"""The generated parts of docs/games.md, the game authors' guide: the table of catalog
fields (``GameInfo``, read from game/catalog.py with each field's comment), the table
of the hooks a game scene fills in (``HOOKS``) and the table of what the table offers a
game (``SERVICES``), each with its signature (or declared type) and the first line of its
docstring (or comment) in ``TableScene``; and each built-in game's events, as the TypedDicts
of its folder's ``events.py`` declare them. Written from the code, so the guide cannot drift
from it; ``--check`` writes nothing and exits 1 when the page is out of date (a test
runs the same check).

    python tools/games_doc.py [--check]
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import os
import re
import sys
import textwrap
import types
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "games.md"
BLOCKS = ("fields", "hooks", "services", "events")
UNSET = object()  # no value on the class: an attribute set in __init__


def field_rows() -> list[str]:
    """One row per ``GameInfo`` field: its name, type and default as written, and the
    comment on its line (the catalog's source is read, not imported, for the comments)."""
    source = (ROOT / "game" / "catalog.py").read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "GameInfo")
    rows = ["| field | type | default | what it is |", "| --- | --- | --- | --- |"]
    for node in cls.body:
        if not isinstance(node, ast.AnnAssign) or not isinstance(node.target, ast.Name):
            continue
        line = lines[node.lineno - 1]
        said = line.split("#", 1)[1].strip() if "#" in line else ""
        above = lines[node.lineno - 2].strip()
        if not said and above.startswith("#"):  # a comment of its own lines, above it
            start = node.lineno - 2
            while start > 0 and lines[start - 1].strip().startswith("#"):
                start -= 1
            said = " ".join(ln.strip().lstrip("# ") for ln in lines[start : node.lineno - 1])
        kind = cell(f"`{ast.unparse(node.annotation)}`")
        default = "required" if node.value is None else cell(f"`{ast.unparse(node.value)}`")
        rows.append(f"| `{node.target.id}` | {kind} | {default} | {cell(said)} |")
    return rows


def table_scene():
    """``TableScene`` and the hooks module, imported without a window."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    from game.table import hooks
    from game.table.scene import TableScene

    return TableScene, hooks


def member_row(table: type, name: str) -> str:
    """One row: how ``name`` is declared on ``TableScene`` (signature, property, class
    attribute, or an attribute declared with its type) and the first paragraph of what
    its docstring or comment says."""
    value = inspect.getattr_static(table, name, UNSET)
    if isinstance(value, property):
        shown, doc = f"`{name}` (property)", inspect.getdoc(value.fget)
    elif callable(value):
        shown, doc = cell(f"`{name}{signature_text(value)}`"), inspect.getdoc(value)
    elif value is UNSET:  # declared with its type in the class, set in __init__
        shown, doc = f"`{name}: {table.__annotations__[name]}`", attribute_comment(name)
    else:
        shown, doc = f"`{name} = {value!r}`", attribute_comment(name)
    return f"| `{name}` | {shown} | {cell((doc or '').split(chr(10) + chr(10))[0])} |"


class Written:
    """Source text shown as is in a signature (no quotes, no object address)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def signature_text(fn) -> str:
    """``fn``'s signature as its source writes it: annotations without quotes, and a
    default that is a function (``enabled=lambda: True``) as written, not as an address
    that changes from run to run."""
    sig = inspect.signature(fn)
    written: dict[str, str] = {}
    if any(inspect.isfunction(p.default) for p in sig.parameters.values()):
        args = ast.parse(textwrap.dedent(inspect.getsource(fn))).body[0].args
        positional = [*args.posonlyargs, *args.args]
        given = positional[len(positional) - len(args.defaults) :]  # the ones with defaults
        pairs = [*zip(given, args.defaults, strict=True)]
        keywords = zip(args.kwonlyargs, args.kw_defaults, strict=True)
        pairs += [(a, d) for a, d in keywords if d is not None]
        written = {a.arg: ast.unparse(d) for a, d in pairs}
    params = []
    for p in sig.parameters.values():
        if isinstance(p.annotation, str):
            p = p.replace(annotation=Written(p.annotation))
        if inspect.isfunction(p.default):
            p = p.replace(default=Written(written[p.name]))
        params.append(p)
    back = sig.return_annotation
    back = Written(back) if isinstance(back, str) else back
    return str(sig.replace(parameters=params, return_annotation=back))


def hook_rows() -> list[str]:
    """One row per hook: how it is declared on ``TableScene`` and what its docstring says."""
    table, hooks = table_scene()
    rows = ["| hook | declared as | what the table asks of it |", "| --- | --- | --- |"]
    for name in sorted(hooks.HOOKS, key=lambda n: (not n.isupper(), n)):
        rows.append(member_row(table, name))
    return rows


def service_rows() -> list[str]:
    """One row per service: how it is declared on ``TableScene`` and what it is for."""
    table, hooks = table_scene()
    rows = ["| service | declared as | what a game uses it for |", "| --- | --- | --- |"]
    for name in sorted(hooks.SERVICES):
        rows.append(member_row(table, name))
    return rows


def event_rows() -> list[str]:
    """For each built-in game, a table of its events: each TypedDict of its folder's
    ``events.py`` that has a ``type``, in the order declared, with its other fields (a
    ``?`` marks one that is not always there) and the first line of its docstring."""
    sys.path.insert(0, str(ROOT))
    from game import catalog

    rows: list[str] = []
    for ref in catalog.BUILT_IN:
        rules = catalog.load(catalog.load(ref).rules)
        module = importlib.import_module(rules.__module__.rpartition(".")[0] + ".events")
        path = module.__name__.replace(".", "/") + ".py"
        if rows:
            rows.append("")
        rows += [f"**{rules.TITLE}** (`{path}`):", ""]
        rows += ["| event | fields | when it happens |", "| --- | --- | --- |"]
        for record in event_records(module):
            hints = get_type_hints(record)
            kind = get_args(hints.pop("type"))[0]
            optional = record.__optional_keys__
            names = [n for n in hints if n not in optional] + [n for n in hints if n in optional]
            fields = ", ".join(
                f"`{n}{'?' if n in optional else ''}: {type_text(hints[n])}`" for n in names
            )
            said = (inspect.getdoc(record) or "").splitlines()[0]
            rows.append(f"| `{kind}` | {cell(fields)} | {cell(said)} |")
    return rows


def event_records(module: types.ModuleType) -> list[Any]:
    """The event types ``module`` declares: its own TypedDicts with a ``type`` field."""
    return [
        value
        for name, value in vars(module).items()
        if not name.startswith("_")
        and is_typeddict(value)
        and value.__module__ == module.__name__
        and "type" in value.__annotations__
    ]


def type_text(hint: Any) -> str:
    """A field's type as the guide writes it: ``list[str] | None``; a record inside an
    event (a Monte Carlo slide) as its fields in braces."""
    if hint is type(None):
        return "None"
    if is_typeddict(hint):
        fields = get_type_hints(hint)
        return "{" + ", ".join(f"{n}: {type_text(t)}" for n, t in fields.items()) + "}"
    origin, args = get_origin(hint), get_args(hint)
    if origin is Literal:
        return " | ".join(repr(a) for a in args)
    if origin in (Union, types.UnionType):
        return " | ".join(type_text(a) for a in args)
    if args:
        return f"{origin.__name__}[{', '.join(type_text(a) for a in args)}]"
    return str(hint.__name__)


def attribute_comment(name: str) -> str:
    """The comment on the line that sets or declares ``name`` in ``TableScene``'s body
    (with the comment lines that carry it on below), as written in game/table/scene.py."""
    lines = (ROOT / "game" / "table" / "scene.py").read_text(encoding="utf-8").splitlines()
    start = lines.index("class TableScene(Scene):")
    declared = re.compile(rf"    {re.escape(name)}\s*[:=]")
    for i in range(start, len(lines)):
        if declared.match(lines[i]) and "#" in lines[i]:
            said = [lines[i].split("#", 1)[1].strip()]
            for more in lines[i + 1 :]:
                if not more.strip().startswith("# "):
                    break
                said.append(more.strip()[2:])
            return " ".join(said)
    return ""


def cell(text: str) -> str:
    """Text for one table cell: on one line, its pipes escaped."""
    return " ".join(text.split()).replace("|", "\\|")


def generated() -> dict[str, list[str]]:
    return {
        "fields": field_rows(),
        "hooks": hook_rows(),
        "services": service_rows(),
        "events": event_rows(),
    }


def render(page: str, blocks: dict[str, list[str]]) -> str:
    """``page`` with each ``<!-- NAME: begin -->`` … ``<!-- NAME: end -->`` block filled."""
    for name, rows in blocks.items():
        begin, end = f"<!-- {name}: begin -->", f"<!-- {name}: end -->"
        if begin not in page or end not in page:
            raise ValueError(f"{PAGE.name} has no {begin} … {end} block")
        head, rest = page.split(begin, 1)
        tail = rest.split(end, 1)[1]
        page = head + begin + "\n" + "\n".join(rows) + "\n" + end + tail
    return page


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    args = ap.parse_args(argv)
    page = PAGE.read_text(encoding="utf-8")
    fresh = render(page, generated())
    if fresh == page:
        print(f"{PAGE.name}: up to date")
        return 0
    if args.check:
        print(f"{PAGE.name}: its generated tables are out of date")
        return 1
    PAGE.write_text(fresh, encoding="utf-8")
    print(f"written: {PAGE.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
