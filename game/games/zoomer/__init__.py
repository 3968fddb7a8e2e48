"""Zoomer Matrix: clear a 13-card Matrix by rank. Everything that is this game lives in this folder.

``GAME`` is its catalog entry, read by ``game.catalog``'s loader exactly as a game from
another package is read through its entry point: the refs below name this folder's own
modules, imported when first needed (the rules and the bot are pure; only the scene and
its parts draw).
"""

from __future__ import annotations

from game.catalog import GameInfo
from game.i18n import N_

TITLE = N_("Zoomer Matrix")  # its rules' TITLE, marked for the catalog: shown translated

GAME = GameInfo(
    name="zoomer",
    rules=f"{__name__}.rules:Zoomer",
    scene=f"{__name__}.scene:ZoomerScene",
    bot=f"{__name__}.bot:Bot",
    keys=f"{__name__}.keys:LAYER",
    help=f"{__name__}.help:page",
    booklet="Zoomer Matrix",
    tutorial=f"{__name__}.tutorial:LESSON",
    run_points=f"{__name__}.points:TABLE",
    colours=f"{__name__}.colours:LOOKS",  # its own colours, each with its high-contrast one
    blurb=N_("Clear a 13-card Matrix by rank. Trap, Pent or Slam."),
    short_blurb=N_("Clear the Matrix by rank."),
    scores=(f"{__name__}.points:KIND", "fastest", "fewest"),
    players={"notes": f"{__name__}.bot:notes_bot"},
    # normal mode reshuffles the discards without end: random play ends within 800 moves
    max_moves=2000,
)
