"""Regenerate the rules booklet's pictures and rule sentences from the game itself.

    python tools/booklet.py            # every picture into docs/img/, and the sentences
    python tools/booklet.py maze       # only the pictures whose name starts with "maze"
    python tools/booklet.py --text     # only the sentences

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


def _points(x: float) -> str:
    whole, half = divmod(abs(x), 1)
    text = (f"{whole:g}" if whole else "") + ("½" if half == 0.5 else "")
    return ("−" if x < 0 else "+") + (text or "0")


def rule_sentences() -> dict[str, str]:
    """Each generated sentence of the booklet, by name, from the rules' constants now."""
    from game.engine.words import words
    from game.rules import combo as CB
    from game.rules import maze as MZ
    from game.rules import monte_carlo as MC
    from game.rules import slotker as SK
    from game.session.run_points import booklet_text

    gaps = words(MZ.CELLS - MZ.IN_PLAY).capitalize()
    return {
        "arcade_run": booklet_text(),
        "monte_carlo_hard": f"**Hard mode.** At most {words(MC.HARD_COMPACTIONS)} "
        "compactions in a deal.",
        "maze_end": f"{gaps} gaps on a wrapping line always leave a move, so a normal deal "
        "only ends by winning or giving up; a hard deal is also lost when its move budget "
        "is spent.",
        "maze_hard": f"**Hard mode.** The same moves, within a budget of {MZ.MOVE_BUDGET} "
        "moves for every deal: the deal is lost when they are spent before the runs are "
        "made. The moves left show beside the board.",
        "combo_win": "**Winning.** The game ends when the stock and the line are both empty. "
        f"Score {_points(CB.FACE_UP_POINTS)} for each face-up card, "
        f"{_points(CB.FACE_DOWN_POINTS)} for each face-down card, "
        f"{_points(CB.PENALTY_POINTS)} for each penalty card. A score of {CB.GOAL} or more "
        "wins.",
        "combo_hard": f"**Hard mode.** You need {CB.HARD_GOAL} or more.",
        "slotker_hard": f"**Hard mode.** {words(SK.HARD_RUNS).capitalize()} runs instead of "
        f"{words(SK.NORMAL_RUNS)}.",
    }


RULE_BLOCK = re.compile(r"(<!-- rule:(\w+) -->\n)(.*?)(\n<!-- /rule -->)", re.S)


def fill_sentences(text: str) -> str:
    """The booklet's text with every generated sentence written anew; KeyError for a
    block naming no sentence."""
    said = rule_sentences()
    return RULE_BLOCK.sub(lambda m: m[1] + said[m[2]] + m[4], text)


def write_sentences() -> Path:
    path = ROOT / "docs" / "rules.md"
    text = path.read_text(encoding="utf-8")
    path.write_text(fill_sentences(text), encoding="utf-8")
    return path


# name -> (game, seed, moves played first, hint shown: a move, "bot", or None, hard)
PICTURES: dict[str, tuple[str, int, list[tuple], object, bool]] = {
    "monte_carlo_pair": ("monte_carlo", 5, [], "bot", False),
    "maze_fill": ("maze", 5, [], "bot", False),
    "combo_remove": ("combo", 5, [], "bot", False),
    "zoomer_draw": ("zoomer", 5, [("draw",)], "bot", False),
    "slotker_hand": ("slotker", 3, [("deal",)], ("draw", 2), False),
}


def render(app, name: str) -> Path:
    """Draw one picture and save it under docs/img/NAME.png."""
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
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    pygame.image.save(pygame.transform.smoothscale(app.screen, SAVED), str(path))
    return path


def main(argv: list[str]) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # a private data folder: the booklet never reads or writes a player's statistics
    os.environ["PATIENCE_ARCADE_DATA"] = tempfile.mkdtemp(prefix="booklet-")
    write_sentences()
    print("wrote docs/rules.md's rule sentences")
    if argv[:1] == ["--text"]:
        return 0
    names = [n for n in PICTURES if not argv or any(n.startswith(a) for a in argv)]
    if not names:
        print(f"booklet: no picture matches {' '.join(argv)}", file=sys.stderr)
        return 2
    from game.app import App, Options

    app = App(Options(size=SIZE))
    app.settings.override("anim_speed", 0.0)
    for name in names:
        path = render(app, name)
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    app.keep()  # no pygame.quit: a caller in the same process (a test) keeps its fonts
    app.data.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
