"""The translation catalogs: extract, update, compile, check (what `python3 dev.py i18n` runs).

    python tools/catalogs.py [extract|update|compile|all] [--check]

``all`` (the default) does the three in order:

- extract: every marked message in ``game/`` (babel.cfg) into the template
  ``game/locale/patience_arcade.pot``;
- update: each language's ``.po`` brought in line with the template (new messages
  added empty, removed ones dropped, no fuzzy guesses: a guess is an untranslated line);
- compile: each ``.po`` to its ``.mo`` beside it (the ``.mo`` files are built, not kept).

A file is written only when its messages change, so the template's date does not
churn in git. ``--check`` writes nothing: it prints what is out of date and exits 1.

Babel does the work (a development tool, pinned in requirements.txt and in the
wheel's build requirements); the game itself reads ``.mo`` files with the standard
library's gettext.
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "game" / "locale"
DOMAIN = "patience_arcade"
POT = LOCALE / f"{DOMAIN}.pot"
EXTRACT_ARGS = ["--no-location", "--sort-output", "-c", "TRANSLATORS:", "-k", "NP_:1c,2"]


def po_files(locale: Path = LOCALE) -> list[Path]:
    """Every language's catalog source."""
    return sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def mo_for(po: Path) -> Path:
    return po.with_suffix(".mo")


def stale_mo(locale: Path = LOCALE) -> list[Path]:
    """The ``.po`` files whose ``.mo`` is missing or older (no Babel needed: dev.py's setup
    asks this with the plain Python it starts from)."""
    return [
        po
        for po in po_files(locale)
        if not mo_for(po).exists() or mo_for(po).stat().st_mtime < po.stat().st_mtime
    ]


def _pybabel(*args: str) -> None:
    from babel.messages.frontend import CommandLineInterface

    CommandLineInterface().run(["pybabel", "-q", *args])


def _messages(path: Path) -> list[tuple]:
    """What matters of a catalog: each message with its context, plural, translation,
    flags and translator comments (not its header's dates)."""
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        catalog = read_po(f)
    return [
        (
            m.id,
            m.context,
            m.string,
            sorted(m.flags),
            _words(m.auto_comments),
            _words(m.user_comments),
        )
        for m in catalog
        if m.id
    ] + [("obsolete", sorted(map(str, catalog.obsolete)))]


def _words(comments: list[str]) -> list[str]:
    """A message's comments as words: however a tool wrapped their lines, the same."""
    return " ".join(comments).split()


def extracted(into: Path) -> Path:
    """The template as the code now gives it, written to ``into``."""
    _pybabel("extract", "-F", str(ROOT / "babel.cfg"), *EXTRACT_ARGS, "-o", str(into), str(ROOT))
    return into


def updated(po: Path, pot: Path, into: Path) -> Path:
    """``po`` brought in line with ``pot``, written to ``into``."""
    into.write_bytes(po.read_bytes())
    _pybabel(
        "update", "-i", str(pot), "-o", str(into), "-l", po.parent.parent.name,
        "--no-fuzzy-matching", "--ignore-obsolete",
    )  # fmt: skip
    return into


def compiled(po: Path) -> bytes:
    """The ``.mo`` a ``.po`` compiles to (fuzzy entries left out, as gettext would)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_all(locale: Path = LOCALE) -> list[Path]:
    """Every ``.mo`` written from its ``.po``; returns those written."""
    written = []
    for po in po_files(locale):
        mo = mo_for(po)
        data = compiled(po)
        if not mo.exists() or mo.read_bytes() != data:
            mo.write_bytes(data)
            written.append(mo)
        elif mo.stat().st_mtime < po.stat().st_mtime:
            mo.touch()  # the same messages: only the date said it was stale
    return written


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def _replace_if_changed(target: Path, fresh: Path, check: bool, late: list[str], why: str) -> None:
    if target.exists() and _messages(target) == _messages(fresh):
        return
    late.append(f"{_shown(target)}: {why}")
    if not check:
        target.write_bytes(fresh.read_bytes())


def run(steps: list[str], check: bool) -> list[str]:
    """Do ``steps`` (or, with ``check``, only say what they would change)."""
    late: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        pot = POT
        if "extract" in steps:
            fresh = extracted(Path(tmp) / POT.name)
            _replace_if_changed(POT, fresh, check, late, "not what extraction gives now")
            pot = fresh if check else POT
        if "update" in steps:
            for po in po_files():
                fresh = updated(po, pot, Path(tmp) / f"{po.parent.parent.name}.po")
                _replace_if_changed(po, fresh, check, late, "not in line with the template")
        if "compile" in steps:
            for po in po_files():
                mo = mo_for(po)
                if not mo.exists() or mo.read_bytes() != compiled(po):
                    late.append(f"{_shown(mo)}: not compiled from its .po")
            if not check:
                compile_all()
    return late


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Extract, update and compile the catalogs.")
    p.add_argument(
        "step", nargs="?", default="all", choices=["extract", "update", "compile", "all"]
    )
    p.add_argument("--check", action="store_true", help="write nothing; exit 1 if out of date")
    args = p.parse_args(argv)
    steps = ["extract", "update", "compile"] if args.step == "all" else [args.step]
    late = run(steps, args.check)
    for line in late:
        print(("out of date: " if args.check else "written: ") + line)
    if args.check:
        print("i18n: out of date (python3 dev.py i18n)" if late else "i18n: up to date")
        return 1 if late else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
