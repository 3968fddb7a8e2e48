"""Combo-bliterate: remove cards to set off chains. Everything of this game is here.

``GAME`` is its catalog entry, read by ``game.catalog``'s loader exactly as a game from
another package is read through its entry point: the refs below name this folder's own
modules, imported when first needed (the rules and the bot are pure; only the scene and
its parts draw).
"""

from __future__ import annotations

from game.catalog import GameInfo
from game.i18n import N_

TITLE = N_("Combo-bliterate")  # its rules' TITLE, marked for the catalog: shown translated

GAME = GameInfo(
    name="combo",
    rules=f"{__name__}.rules:Combo",
    scene=f"{__name__}.scene:ComboScene",
    bot=f"{__name__}.bot:Bot",
    keys=f"{__name__}.keys:LAYER",
    help=f"{__name__}.help:page",
    booklet="Combo-bliterate",
    booklet_sentences=f"{__name__}.help:booklet_sentences",
    tutorial=f"{__name__}.tutorial:LESSON",
    run_points=f"{__name__}.points:TABLE",
    colours=f"{__name__}.colours:LOOKS",  # its own colours, each with its high-contrast one
    blurb=N_("Remove cards to set off chains of runs and pairs."),
    short_blurb=N_("Set off chains of runs."),
    scores=("score", "fastest", "fewest"),
    players={"greedy": f"{__name__}.greedy:ComboGreedy"},
    max_moves=300,  # 52 removals, 5 deals and 2 relocations a deal: under 80 moves
)
