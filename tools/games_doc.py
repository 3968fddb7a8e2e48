"""The generated parts of docs/games.md, the game authors' guide: the table of catalog
fields (``GameInfo``, read from game/catalog.py with each field's comment) and the table
of the hooks a game scene fills in (``HOOKS``, each with its signature and the first line
of its docstring in ``TableScene``). Written from the code, so the guide cannot drift
from it; ``--check`` writes nothing and exits 1 when the page is out of date (a test
runs the same check).

    python tools/games_doc.py [--check]
"""

from __future__ import annotations

import argparse
import ast
import inspect
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "games.md"
BLOCKS = ("fields", "hooks")


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


def hook_rows() -> list[str]:
    """One row per hook: how it is declared on ``TableScene`` and what its docstring says."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    from game.table.hooks import HOOKS
    from game.table.scene import TableScene

    rows = ["| hook | declared as | what the table asks of it |", "| --- | --- | --- |"]
    for name in sorted(HOOKS, key=lambda n: (not n.isupper(), n)):
        value = inspect.getattr_static(TableScene, name)
        if isinstance(value, property):
            shown, doc = f"`{name}` (property)", inspect.getdoc(value.fget)
        elif callable(value):
            signature = str(inspect.signature(value)).replace("'", "")
            shown, doc = cell(f"`{name}{signature}`"), inspect.getdoc(value)
        else:
            shown, doc = f"`{name} = {value!r}`", attribute_comment(name)
        rows.append(f"| `{name}` | {shown} | {cell((doc or '').split(chr(10) + chr(10))[0])} |")
    return rows


def attribute_comment(name: str) -> str:
    """The comment on the line that sets ``name`` in ``TableScene`` (with the comment
    lines that carry it on below), as written in game/table/scene.py."""
    lines = (ROOT / "game" / "scenes" / "table.py").read_text(encoding="utf-8").splitlines()
    start = lines.index("class TableScene(Scene):")
    for i in range(start, len(lines)):
        if lines[i].startswith(f"    {name}") and "#" in lines[i]:
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
    return {"fields": field_rows(), "hooks": hook_rows()}


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
