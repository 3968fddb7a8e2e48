"""Toy Pairs' own key over the shared table: K shows the tally (its own scene). Declared
by its catalog entry (``keys=``), so the Controls page lists it and a player may rebind
it, as a built-in game's keys."""

from __future__ import annotations

from game.keytables import Layer

LAYER = Layer({"k": "tally"}, name="toy", pad={"lt": "tally"}, titles={"tally": "Show the tally"})
