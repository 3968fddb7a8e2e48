"""Regenerate the pictures of the rules booklet (docs/rules.md) from the game itself.

    python tools/booklet.py            # every picture into docs/img/
    python tools/booklet.py maze       # only those whose name starts with "maze"

Each picture is a constructed position: a deal number and the moves played
on it, drawn by the real table scene headless, with the hint highlight on the
move the caption talks about. Nothing is drawn by hand, so the pictures
follow the game when its look changes.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "img"
SIZE = (1280, 720)  # drawn at the design size, saved at half of it
SAVED = (640, 360)

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
