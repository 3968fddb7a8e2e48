"""Maze: slide 48 cards into four suit runs. Everything that is this game lives in this folder.

``GAME`` is its catalog entry, read by ``game.catalog``'s loader exactly as a game from
another package is read through its entry point: the refs below name this folder's own
modules, imported when first needed (the rules and the bot are pure; only the scene and
its parts draw).
"""

from __future__ import annotations

from game.catalog import GameInfo
from game.i18n import N_

TITLE = N_("Maze")  # its rules' TITLE, marked for the catalog: shown translated

GAME = GameInfo(
    name="maze",
    rules=f"{__name__}.rules:Maze",
    scene=f"{__name__}.scene:MazeScene",
    bot=f"{__name__}.bot:Bot",
    help=f"{__name__}.help:page",
    booklet="Maze",
    booklet_sentences=f"{__name__}.help:booklet_sentences",
    tutorial=f"{__name__}.tutorial:LESSON",
    run_points=f"{__name__}.points:TABLE",
    colours=f"{__name__}.colours:LOOKS",  # its own colours, each with its high-contrast one
    blurb=N_("Slide 48 cards into four suit runs through the gaps."),
    short_blurb=N_("Suit runs through gaps."),
    # boards one verdict may expand: about a second on the 2-core measuring machine
    solver=f"{__name__}.bot:solve",
    verdict_nodes=8_000,
    finder=f"{__name__}.bot:find_winnable_seed",
    daily=(200, 20_000),
    winnable_search=12,  # over half the deals prove winnable within the hard-mode budget
    players={"greedy": f"{__name__}.greedy:MazeGreedy"},
    # normal mode has no dead end: a wandering bot never ends a deal (the bot wins in ~200)
    max_moves=2000,
)
