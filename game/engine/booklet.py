"""The rules booklet (docs/rules.md) as the game shows it: one section per game.

The help overlay's *Full rules* shows a game's section inside the game (the
booklet ships with the game, bundled like the levels) and can open the file
in the browser. Markdown is reduced to plain paragraphs; pictures are left
to the file.

A booklet in another language sits beside it as ``rules.<language>.md``
(docs/rules.ru.md) and is the one shown while that language is in force. Its
headings are its own words; the line ``<!-- section: Maze -->`` under each
names the English heading it stands for, so the catalog's headings find it.
"""

from __future__ import annotations

import re
from pathlib import Path

from game import catalog
from game.i18n import _, language
from game.resources import resource_dir

SECTION = re.compile(r"<!-- section: (.+?) -->")  # a translated heading's English name


def booklet_path(game: str | None = None, lang: str | None = None) -> Path:
    """The booklet file holding ``game``'s section: the project's docs/rules.md unless its
    catalog entry names a booklet of its own; in the language in force (or ``lang``),
    its translation rules.<language>.md where there is one."""
    found = catalog.page(game) if game is not None else None
    if found is not None and found[2] is not None:
        path = Path(found[2])
    else:
        path = resource_dir("docs") / "rules.md"
    lang = language() if lang is None else lang
    translated = path.with_name(f"{path.stem}.{lang}{path.suffix}")
    return translated if lang != "en" and translated.is_file() else path


def english_title(lines: list[str], at: int) -> str:
    """The English heading the heading at ``lines[at]`` stands for: the section mark on
    the next line of a translated booklet, else the heading itself."""
    nxt = lines[at + 1].strip() if at + 1 < len(lines) else ""
    found = SECTION.fullmatch(nxt)
    return found[1] if found else lines[at].lstrip("#").strip()


def heading(game: str) -> str | None:
    """The booklet's heading of a help page's section (None: the page is not known)."""
    found = catalog.page(game)
    return None if found is None else found[1]


def contents(text: str | None = None) -> list[str]:
    """The booklet as the collection's help page opens it: its opening paragraphs, its
    table of contents (every section heading), then in full each section that belongs to
    no game (how deals count), since no game's page shows it."""
    if text is None:
        try:
            text = booklet_path().read_text(encoding="utf-8")
        except OSError as exc:
            return [unreadable(exc)]
    lines = text.splitlines()
    tops = [i for i, ln in enumerate(lines) if ln.startswith("## ")]
    intro = lines[1 : tops[0]] if tops else lines[1:]
    games = {heading(p) for p in _pages()}
    out = paragraphs(intro) + [_("Contents (each game's page shows its section):")]
    out += [f"• {ln.lstrip('#').strip()}" for ln in lines if re.match(r"#{2,3} ", ln)]
    for start, end in zip(tops, [*tops[1:], len(lines)], strict=True):
        if english_title(lines, start) not in games:
            out += [lines[start][3:].strip(), *paragraphs(lines[start + 1 : end])]
    return out


def unreadable(exc: OSError) -> str:
    return _("The rules booklet could not be read ({error}).").format(error=exc)


def _pages() -> list[str]:
    """Every help page the catalog knows: each game's and each game's own pages."""
    return [*catalog.names(), *(p.name for i in catalog.games().values() for p in i.pages)]


def section(game: str, text: str | None = None) -> list[str]:
    """The plain paragraphs of ``game``'s section (the SLOTKER match's inside SLOTKER);
    a line saying so when the booklet or the section is missing."""
    title = heading(game)
    if title is None:
        return [_("The booklet has no section for {page}.").format(page=repr(game))]
    if text is None:
        try:
            text = booklet_path(game).read_text(encoding="utf-8")
        except OSError as exc:
            return [unreadable(exc)]
    lines = text.splitlines()
    start = next(
        (
            i
            for i, ln in enumerate(lines)
            if re.match(r"#+ ", ln) and english_title(lines, i) == title
        ),
        None,
    )
    if start is None:
        return [_("The booklet has no section {title}.").format(title=repr(title))]
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


# --- the sentences tools/booklet.py writes into the booklets from the rules' constants ---
def signed_points(x: float) -> str:
    """A card's worth as the booklet writes it: '+3', '−2', '+½', '+1½'."""
    whole, half = divmod(abs(x), 1)
    text = (f"{whole:g}" if whole else "") + ("½" if half == 0.5 else "")
    return ("−" if x < 0 else "+") + (text or "0")


def rule_sentences() -> dict[str, str]:
    """Each generated sentence of the booklet, by name, from the rules' constants now, in
    the language in force (``game.i18n``): numbers in words in English, in figures with
    the noun's form elsewhere (``game.engine.words``). The arcade run's points are the
    collection's; every other sentence is a game's own, from the function its catalog
    entry names (``booklet_sentences``), so a game added to the catalog brings its own.
    ValueError when two games write a sentence of the same name."""
    from game.session.run_points import booklet_text

    said = {"arcade_run": booklet_text()}
    for info in catalog.games().values():
        if info.booklet_sentences is None:
            continue
        own = catalog.load(info.booklet_sentences)()
        if clash := sorted(set(own) & set(said)):
            raise ValueError(f"{info.name} writes booklet sentences named already: {clash}")
        said.update(own)
    return said


def cap(text: str) -> str:
    """The first letter in capitals, after any bold mark: '**Hard mode.** Three runs'
    (a sentence whose number came first as a word: 'three runs' → 'Three runs')."""
    head = re.match(r"(\*\*[^*]*\*\* )?", text)
    at = head.end() if head else 0
    return text[:at] + text[at : at + 1].upper() + text[at + 1 :]
