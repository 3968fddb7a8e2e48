"""The rules booklet (docs/rules.md) as the game shows it: one section per game.

The help overlay's *Full rules* shows a game's section inside the game (the
booklet ships with the game, bundled like the levels) and can open the file
in the browser. Markdown is reduced to plain paragraphs; pictures are left
to the file.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.resources import resource_dir

# help page name -> the booklet's heading for it
SECTIONS = {
    "monte_carlo": "Monte Carlo",
    "maze": "Maze",
    "combo": "Combo-bliterate",
    "zoomer": "Zoomer Matrix",
    "slotker": "SLOTKER",
    "slotker_match": "The SLOTKER match",
}


def booklet_path() -> Path:
    return resource_dir("docs") / "rules.md"


def section(game: str, text: str | None = None) -> list[str]:
    """The plain paragraphs of ``game``'s section (the SLOTKER match's inside SLOTKER);
    a line saying so when the booklet or the section is missing."""
    heading = SECTIONS.get(game)
    if heading is None:
        return [f"The booklet has no section for {game!r}."]
    if text is None:
        try:
            text = booklet_path().read_text(encoding="utf-8")
        except OSError as exc:
            return [f"The rules booklet could not be read ({exc})."]
    lines = text.splitlines()
    start = next(
        (i for i, ln in enumerate(lines) if re.fullmatch(rf"#+ {re.escape(heading)}", ln)), None
    )
    if start is None:
        return [f"The booklet has no section {heading!r}."]
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
