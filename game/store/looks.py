"""The looks a player's settings may choose: card backs and table colours, by the names
the settings file holds, with the words Settings shows (marked here, translated where
shown) and a table's felt colour.

Here, in the store, so a settings file is checked at the door (``game.store.settings``)
without the engine; the theme (``game.engine.theme``) draws them.
"""

from __future__ import annotations

from game.i18n import N_

# name -> what Settings shows
CARD_BACKS: dict[str, str] = {  # what Settings shows, marked here and translated there
    "crimson": N_("Crimson lattice"),
    "navy": N_("Navy rings"),
    "forest": N_("Forest checks"),
    "onyx": N_("Onyx and gold"),
}
# name -> (what Settings shows, felt colour; None keeps each game's own colour)
TABLES: dict[str, tuple[str, tuple[int, int, int] | None]] = {
    "game": (N_("Each game's green"), None),
    "blue": (N_("Midnight blue"), (24, 56, 104)),
    "wine": (N_("Burgundy"), (104, 30, 46)),
    "slate": (N_("Slate grey"), (58, 64, 72)),
}
