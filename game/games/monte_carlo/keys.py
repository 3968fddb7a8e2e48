"""Monte Carlo's own keys over the shared table, as data (pure): declared by its catalog entry
(``keys=``), so the Controls page lists them, a player may rebind them (saved as
"monte_carlo.<action>"), and its scene and help read them through ``game.engine.keymaps``.
"""

from __future__ import annotations

from game.i18n import NP_
from game.keytables import Layer

# C compacts the grid
LAYER = Layer(
    {"c": "compact"},
    name="monte_carlo",
    pad={"rb": "compact"},
    titles={"compact": NP_("action", "Compact")},
)
