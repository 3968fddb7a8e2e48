"""Zoomer Matrix's own keys over the shared table, as data (pure): declared by its catalog entry
(``keys=``), so the Controls page lists them, a player may rebind them (saved as
"zoomer.<action>"), and its scene and help read them through ``game.engine.keymaps``.
"""

from __future__ import annotations

from game.i18n import NP_
from game.keytables import Layer

# D draws here (elsewhere it walks right), C clears; a pad's A does what a click does
# (Space: select a card, draw on the stock, place on an empty spot), RB clears, LB draws.
# The Clear button names C (RB), never Enter: Enter does what a click on the focused
# place does (draw on the stock), which is not what a button labelled Clear promises
LAYER = Layer(
    {"d": "draw", "c": "clear"},
    name="zoomer",
    pad={"a": "act", "rb": "clear", "lb": "draw"},
    titles={"draw": NP_("action", "Draw"), "clear": NP_("action", "Clear")},
)
