"""Toy Pairs' arcade-run points: the pairs made, out of the eight a grid holds."""

from __future__ import annotations

from game.session.run_points import Table
from tests.toy.rules import CELLS

TABLE = Table("pairs made, out of 8", lambda g: (g.pairs_made, CELLS // 2))
