"""The rules booklet (docs/rules.md) as the game shows it: one section per game.

The help overlay's *Full rules* shows a game's section inside the game (the
booklet ships with the game, bundled like the levels) and can open the file
in the browser. Markdown is reduced to plain paragraphs; pictures are left
to the file.
"""

from __future__ import annotations

import re
from pathlib import Path

from game import catalog, i18n
from game.i18n import _
from game.resources import resource_dir


def booklet_path(game: str | None = None) -> Path:
    """The booklet file holding ``game``'s section: the project's docs/rules.md (in the
    player's language where one is written, docs/rules.ru.md) unless its catalog entry
    names a booklet of its own."""
    found = catalog.page(game) if game is not None else None
    if found is not None and found[2] is not None:
        return Path(found[2])
    docs = resource_dir("docs")
    own = docs / f"rules.{i18n.language()}.md"
    return own if i18n.language() != "en" and own.exists() else docs / "rules.md"


def heading(game: str) -> str | None:
    """The booklet's heading of a help page's section (None: the page is not known)."""
    found = catalog.page(game)
    return None if found is None else found[1]


def headings(game: str) -> tuple[str, ...]:
    """The section's heading as the English booklet writes it and, where it differs, as
    the booklet in the player's language does (Maze, Лабиринт)."""
    title = heading(game)
    if title is None:
        return ()
    return (title,) if _(title) == title else (title, _(title))


def contents(text: str | None = None) -> list[str]:
    """The booklet as the collection's help page opens it: its opening paragraphs, its
    table of contents (every section heading), then in full each section that belongs to
    no game (how deals count), since no game's page shows it."""
    if text is None:
        try:
            text = booklet_path().read_text(encoding="utf-8")
        except OSError as exc:
            return [_("The rules booklet could not be read ({reason}).").format(reason=exc)]
    lines = text.splitlines()
    tops = [i for i, ln in enumerate(lines) if ln.startswith("## ")]
    intro = lines[1 : tops[0]] if tops else lines[1:]
    games = {h for p in _pages() for h in headings(p)}
    out = paragraphs(intro) + [_("Contents (each game's page shows its section):")]
    out += [f"• {ln.lstrip('#').strip()}" for ln in lines if re.match(r"#{2,3} ", ln)]
    for start, end in zip(tops, [*tops[1:], len(lines)], strict=True):
        title = lines[start][3:].strip()
        if title not in games:
            out += [title, *paragraphs(lines[start + 1 : end])]
    return out


def _pages() -> list[str]:
    """Every help page the catalog knows: each game's and each game's own pages."""
    return [*catalog.names(), *(p.name for i in catalog.games().values() for p in i.pages)]


def section(game: str, text: str | None = None) -> list[str]:
    """The plain paragraphs of ``game``'s section (the SLOTKER match's inside SLOTKER);
    a line saying so when the booklet or the section is missing."""
    title = heading(game)
    if title is None:
        return [_("The booklet has no section for {page!r}.").format(page=game)]
    names = "|".join(re.escape(h) for h in headings(game))
    if text is None:
        try:
            text = booklet_path(game).read_text(encoding="utf-8")
        except OSError as exc:
            return [_("The rules booklet could not be read ({reason}).").format(reason=exc)]
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if re.fullmatch(rf"#+ (?:{names})", ln)), None)
    if start is None:
        return [_("The booklet has no section {title!r}.").format(title=title)]
    level = len(lines[start]) - len(lines[start].lstrip("#"))
    body: list[str] = []
    for ln in lines[start + 1 :]:
        marks = len(ln) - len(ln.lstrip("#"))
        if marks and marks <= level and ln[marks : marks + 1] == " ":
            break
        body.append(ln)
    return paragraphs(body)


def paragraphs(lines: list[str]) -> list[str]:
    """Markdown lines as paragraphs: list items each their own, pictures left out."""
    out: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            out.append(plain(" ".join(current)))
            current.clear()

    for raw in lines:
        ln = raw.strip()
        if ln.startswith("<!--"):  # a generated sentence's marks (tools/booklet.py)
            continue
        if not ln or ln.startswith("!["):
            flush()
        elif ln.startswith("#"):
            flush()
            out.append(plain(ln.lstrip("#").strip()))
        elif re.match(r"^(-|\d+\.) ", ln):
            flush()
            bullet = "• " if ln.startswith("-") else ln.split(" ", 1)[0] + " "
            current.append(bullet + ln.split(" ", 1)[1])
        else:
            current.append(ln)
    flush()
    return out


def plain(text: str) -> str:
    """Drop Markdown emphasis and code marks."""
    return re.sub(r"\*\*|\*|`", "", text)
