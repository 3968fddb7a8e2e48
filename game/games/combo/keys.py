"""Combo-bliterate's own keys over the shared table, as data (pure): declared by its catalog entry
(``keys=``), so the Controls page lists them, a player may rebind them (saved as
"combo.<action>"), and its scene and help read them through ``game.engine.keymaps``.
"""

from __future__ import annotations

from game.i18n import NP_
from game.keytables import Layer

# P passes, R lifts a card to relocate (and drops it)
LAYER = Layer(
    {"p": "pass", "r": "lift", "delete": "remove"},
    name="combo",
    pad={"rb": "pass", "lb": "lift", "lt": "remove"},
    titles={
        "pass": NP_("action", "Pass"),
        "lift": NP_("action", "Lift a card"),
        "remove": NP_("action", "Remove a card"),
    },
)
