"""Regenerate the rules booklet's pictures and rule sentences from the game itself.

    python tools/booklet.py            # every picture into docs/img/, and the sentences
    python tools/booklet.py maze       # only the pictures whose name starts with "maze"
    python tools/booklet.py --text     # only the sentences
    python tools/booklet.py --check    # write nothing: exit 1 when the sentences are stale
    python tools/booklet.py --lang ru  # the Russian booklet: docs/rules.ru.md's sentences
                                       # and its pictures, labelled in Russian, in docs/img/ru/

A sentence of docs/rules.md that states a rule's number (hard mode's move budget,
the compactions, Combo's winning score …) stands between ``<!-- rule:NAME -->`` and
``<!-- /rule -->`` and is written from the rules' constants by ``RULES``; a test
checks the booklet is up to date and that a changed constant changes the sentence.

Each picture is a constructed position: a deal number and the moves played
on it, drawn by the real table scene headless, with the hint highlight on the
move the caption talks about. Nothing is drawn by hand, so the pictures
follow the game when its look changes.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "img"
SIZE = (1280, 720)  # drawn at the design size, saved at half of it
SAVED = (640, 360)


LANGUAGES = ("en", "ru")  # the booklets: docs/rules.md, and docs/rules.ru.md


def booklet_file(language: str = "en") -> Path:
    """docs/rules.md, or a language's own booklet docs/rules.<language>.md."""
    return ROOT / "docs" / ("rules.md" if language == "en" else f"rules.{language}.md")


def picture_dir(language: str = "en") -> Path:
    """docs/img/ for English, docs/img/<language>/ for the others."""
    return OUT if language == "en" else OUT / language


def rule_sentences() -> dict[str, str]:
    """Each generated sentence of the booklet, by name (game.engine.booklet, where the
    catalog's extraction finds its words), in the language in force."""
    from game.engine.booklet import rule_sentences as sentences

    return sentences()


RULE_BLOCK = re.compile(r"(<!-- rule:(\w+) -->\n)(.*?)(\n<!-- /rule -->)", re.S)


def fill_sentences(text: str) -> str:
    """The booklet's text with every generated sentence written anew; KeyError for a
    block naming no sentence."""
    said = rule_sentences()
    return RULE_BLOCK.sub(lambda m: m[1] + said[m[2]] + m[4], text)


def write_sentences(language: str = "en") -> Path:
    path = booklet_file(language)
    text = path.read_text(encoding="utf-8")
    path.write_text(fill_sentences(text), encoding="utf-8")
    return path


def check_sentences(language: str = "en") -> int:
    """0 when the booklet's generated sentences are what the rules say now; 1, with the
    command that writes them, when they are not. Writes nothing."""
    path = booklet_file(language)
    text = path.read_text(encoding="utf-8")
    if fill_sentences(text) == text:
        print(f"{path.relative_to(ROOT)}'s rule sentences are up to date")
        return 0
    lang = "" if language == "en" else f" --lang {language}"
    print(f"booklet: {path.relative_to(ROOT)}'s rule sentences are out of date: "
          f"python tools/booklet.py{lang} --text", file=sys.stderr)  # fmt: skip
    return 1


# name -> (game, seed, moves played first, hint shown: a move, "bot", or None, hard)
PICTURES: dict[str, tuple[str, int, list[tuple], object, bool]] = {
    "monte_carlo_pair": ("monte_carlo", 5, [], "bot", False),
    "maze_fill": ("maze", 5, [], "bot", False),
    "combo_remove": ("combo", 5, [], "bot", False),
    "zoomer_draw": ("zoomer", 5, [("draw",)], "bot", False),
    "slotker_hand": ("slotker", 3, [("deal",)], ("draw", 2), False),
}


def render(app, name: str, out: Path | None = None) -> Path:
    """Draw one picture and save it under docs/img/NAME.png (or ``out``/NAME.png)."""
    import pygame

    from game.ai import bot_for

    game, seed, moves, hint, hard = PICTURES[name]
    app.scenes.stack.clear()
    app.scenes.push(game, seed=seed, hard=hard, moves=moves)
    table = app.scenes.top
    for _ in range(600):
        app.step(1 / 60)
        if not table.timeline.busy and not app.scenes.fading:
            break
    table.message_time = 0.0
    if hint == "bot":
        hint = bot_for(game).hint(table.game.clone()).move
    table.hints.move = hint
    app.step(1 / 60)
    folder = OUT if out is None else out
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    pygame.image.save(pygame.transform.smoothscale(app.screen, SAVED), str(path))
    return path


def main(argv: list[str]) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # a private data folder: the booklet never reads or writes a player's statistics
    os.environ["PATIENCE_ARCADE_DATA"] = tempfile.mkdtemp(prefix="booklet-")
    from game import i18n

    language, argv = _language(argv)
    if language is None:
        return 2
    i18n.use(language)
    if argv[:1] == ["--check"]:
        return check_sentences(language)
    path = write_sentences(language)
    print(f"wrote {path.relative_to(ROOT)}'s rule sentences")
    if argv[:1] == ["--text"]:
        return 0
    names = [n for n in PICTURES if not argv or any(n.startswith(a) for a in argv)]
    if not names:
        print(f"booklet: no picture matches {' '.join(argv)}", file=sys.stderr)
        return 2
    from game.app import App, Options

    app = App(Options(size=SIZE, lang=language))  # the app puts its language in force
    app.settings.override("anim_speed", 0.0)
    for name in names:
        path = render(app, name, picture_dir(language))
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    app.keep()  # no pygame.quit: a caller in the same process (a test) keeps its fonts
    app.data.close()
    return 0


def _language(argv: list[str]) -> tuple[str | None, list[str]]:
    """``--lang X`` taken out of the arguments: the booklet's language (English unless
    given); None with a line on stderr for a language there is no booklet for."""
    if "--lang" not in argv:
        return "en", argv
    at = argv.index("--lang")
    language = argv[at + 1] if at + 1 < len(argv) else ""
    if language not in LANGUAGES:
        print(f"booklet: no booklet in {language!r}: choose from {', '.join(LANGUAGES)}",
              file=sys.stderr)  # fmt: skip
        return None, argv
    return language, argv[:at] + argv[at + 2 :]


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
