"""Monte Carlo: pair touching cards. Everything that is this game lives in this folder.

``GAME`` is its catalog entry, read by ``game.catalog``'s loader exactly as a game from
another package is read through its entry point: the refs below name this folder's own
modules, imported when first needed (the rules and the bot are pure; only the scene and
its parts draw).
"""

from __future__ import annotations

from game.catalog import GameInfo
from game.i18n import N_

TITLE = N_("Monte Carlo")  # its rules' TITLE, marked for the catalog: shown translated

GAME = GameInfo(
    name="monte_carlo",
    rules=f"{__name__}.rules:MonteCarlo",
    scene=f"{__name__}.scene:MonteCarloScene",
    bot=f"{__name__}.bot:Bot",
    keys=f"{__name__}.keys:LAYER",
    help=f"{__name__}.help:page",
    booklet="Monte Carlo",
    booklet_sentences=f"{__name__}.help:booklet_sentences",
    tutorial=f"{__name__}.tutorial:LESSON",
    run_points=f"{__name__}.points:TABLE",
    blurb=N_("Pair touching cards, compact, refill, clear all 52."),
    short_blurb=N_("Pair touching cards."),
    # positions one verdict may search: well under a second
    solver=f"{__name__}.bot:solve",
    verdict_nodes=20_000,
    finder=f"{__name__}.bot:find_winnable_seed",
    daily=(200, 200_000),
    # the solver settles a deal in milliseconds; a quarter win in hard
    winnable_search=60,
    max_moves=200,  # 26 pairs, a compaction at most between two: under 60 moves
)
