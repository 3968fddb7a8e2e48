"""SLOTKER: poker meets the slot machine. Everything that is this game lives in this folder.

``GAME`` is its catalog entry, read by ``game.catalog``'s loader exactly as a game from
another package is read through its entry point: the refs below name this folder's own
modules, imported when first needed (the rules and the bot are pure; only the scene and
its parts draw).
"""

from __future__ import annotations

from game.catalog import GameInfo, MenuItem, Page
from game.i18n import N_

TITLE = N_("SLOTKER")  # its rules' TITLE, marked for the catalog: shown translated

N_("SLOTKER run")  # the match rules' TITLE, marked for the catalog

GAME = GameInfo(
    name="slotker",
    rules=f"{__name__}.rules:Slotker",
    scene=f"{__name__}.scene:SlotkerScene",
    bot=f"{__name__}.bot:Bot",
    keys=f"{__name__}.keys:LAYER",
    help=f"{__name__}.help:page",
    booklet="SLOTKER",
    booklet_sentences=f"{__name__}.help:booklet_sentences",
    tutorial=f"{__name__}.tutorial:LESSON",
    run_points=f"{__name__}.points:TABLE",
    colours=f"{__name__}.colours:LOOKS",  # its own colours, each with its high-contrast one
    blurb=N_("Poker meets the slot machine."),
    short_blurb=N_("Poker meets slots."),
    scores=("set", "fastest", "fewest"),
    max_moves=300,  # a deal takes 3 cards, then a draw or a fold: 3 runs in about 105 moves
    # the match: scenes, a saved kind and a help page of its own
    scenes={
        "slotker_setup": f"{__name__}.setup:SetupScene",
        "slotker_match": f"{__name__}.match_scene:MatchScene",
        "handoff": f"{__name__}.match_scene:HandoffScene",
        "round_result": f"{__name__}.match_scene:RoundResultScene",
    },
    sessions={"slotker_match": f"{__name__}.match_session:MatchSession"},
    settings={"slotker_setup": f"{__name__}.seats:SlotkerSetup"},
    pages=(Page("slotker_match", f"{__name__}.help:match_page", N_("The SLOTKER match")),),
    extra_menu=MenuItem(
        "multiplayer",
        N_("Multiplayer"),
        opens="slotker_setup",
        save="slotker_match",  # the match's session saves under the scene's name
        continue_label=N_("Continue match"),
        title=N_("SLOTKER match"),
    ),
)
