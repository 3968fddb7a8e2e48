"""Scenes: the menu, one per solitaire, and the overlays pushed over them.

``SCENES`` is the registry the app hands to its SceneManager: scenes open one
another by these names (``manager.push("pause", ...)``), never by importing
each other, so no scene module depends on another except its base classes.
Each entry is ``"module:Class"`` and is imported only when first opened. The games'
entries come from the catalog (each game's name and scene), read at start.
"""

from __future__ import annotations

from game import catalog

SCENES: dict[str, str] = {
    # screens
    "menu": "game.scenes.menu:MenuScene",
    "stats": "game.scenes.stats:StatsScene",
    # the games, by their catalog names
    **{name: info.scene for name, info in catalog.games().items()},
    # and the scenes of their own, by the names their entries give them
    **{n: ref for info in catalog.games().values() for n, ref in info.scenes.items()},
    # overlays: each hands back a choice with manager.pop(choice=...)
    "help": "game.scenes.help:HelpScene",
    "settings": "game.scenes.overlay:SettingsScene",
    "controls": "game.scenes.controls:ControlsScene",
    "pause": "game.scenes.overlay:PauseScene",
    "deal_number": "game.scenes.overlay:DealNumberScene",
    "open_code": "game.scenes.code_field:CodeFieldScene",
    "confirm": "game.scenes.overlay:ConfirmScene",
    "quit_pending": "game.scenes.quit_pending:QuitPendingScene",
    "result": "game.scenes.result:ResultScene",
}
