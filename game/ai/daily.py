"""The daily deal: one deal per game, mode and day, the same on every machine.

The seed comes from the date alone (a hash, so neighbouring days look
unrelated). For Monte Carlo and Maze it is then the first deal from that seed
that the solver proves winnable in that mode, searched with node budgets
rather than seconds, so a slow machine finds the very same deal; the player's
"winnable deals only" setting plays no part.
"""

from __future__ import annotations

import datetime

from game import catalog
from game.rules.dated import dated_seed


def proven(game: str) -> tuple[int, int] | None:
    """(seeds tried, positions per deal) where ``game``'s daily deal is proven winnable
    (its catalog entry's ``daily``), else None."""
    info = catalog.find(game)
    return None if info is None or info.finder is None else info.daily


def today() -> str:
    """The player's local date, as the daily deal and its statistics name it."""
    return datetime.date.today().isoformat()


def date_seed(game: str, hard: bool, date: str) -> int:
    """A deal number from the date, game and mode (six digits, easy to read out)."""
    return dated_seed("daily", game, hard, date)


def daily_seed(game: str, hard: bool, date: str | None = None) -> int:
    """Today's (or ``date``'s) deal number for ``game`` in that mode."""
    seed = date_seed(game, hard, date or today())
    budget = proven(game)
    if budget is not None:
        tries, nodes = budget
        finder = catalog.load(catalog.get(game).finder)
        found: int | None = finder(seed, hard=hard, tries=tries, nodes=nodes)
        if found is not None:
            return found
    return seed
