"""SLOTKER's own keys over the shared table, as data (pure): declared by its catalog entry
(``keys=``), so the Controls page lists them, a player may rebind them (saved as
"slotker.<action>"), and its scene and help read them through ``game.engine.keymaps``.
"""

from __future__ import annotations

from game.i18n import NP_
from game.keytables import Layer

# 1-3 draw for the card in that hand position (the keypad's too), F folds; Space is the
# shared "act" (deal, or act on the focused card)
LAYER = Layer(
    {
        **{f"{n}": f"choose_{n}" for n in (1, 2, 3)},
        **{f"keypad {n}": f"choose_{n}" for n in (1, 2, 3)},
        "f": "fold",
    },
    name="slotker",
    pad={"rb": "act", "lb": "fold"},  # RB deals, as Space does
    titles={
        "choose_1": NP_("action", "Draw for card 1"),
        "choose_2": NP_("action", "Draw for card 2"),
        "choose_3": NP_("action", "Draw for card 3"),
        "fold": NP_("action", "Fold"),
    },
)
