"""A deal in progress and its whole life: the one place that decides what a deal's end records.

Scenes present a session; they never keep their own history, counters or
results. The rules objects know how cards move; the session knows what a
player did with them: which moves, undone and redone, for how long, with how
many hints, and how the deal ended. Its policy, the one a player relies on:

- every deal that ends records exactly one result: won, lost, given up, or
  abandoned (left for another deal, restarted or discarded after at least
  one move; a move the game plays by itself counts);
- quitting records nothing: the deal is saved and offered again;
- undoing out of a finished or given-up deal withdraws its result.

Statistics and save files reach the session through a ``Ledger`` passed in,
so this module imports only the rules and the standard library and is tested
without a window (the store implements the ledger: game/store/ledger.py).

A game's own saved kind (SLOTKER's match) is a session too, of a class the game
declares in its catalog entry (``GameInfo.sessions``): ``restore`` finds it there by
the name the save carries (``kinds``), so nothing here knows which games have one.
"""

from __future__ import annotations

from typing import Any

from game.session import kinds
from game.session.deal import Session
from game.session.ledger import Ledger, MemoryLedger
from game.session.lifecycle import (
    DEMO_DEAL,
    TUTORIAL_DEAL,
    Lifecycle,
    ending_words,
    mode_word,
    new_seed,
    plural,
)
from game.session.protocol import GameSession
from game.session.run import RUN, ArcadeRun, RunDeal

OUTCOMES = ("won", "lost", "gave_up", "abandoned")  # "won"/"lost" from the rules, the rest
# played to its end (a match's one result is "over"): the only results whose score or set
# a best or a high-score table reads; a deal given up or left keeps its figures to itself
FINISHED = ("won", "lost", "over")

__all__ = [
    "DEMO_DEAL",
    "TUTORIAL_DEAL",
    "ending_words",
    "mode_word",
    "FINISHED",
    "GameSession",
    "RUN",
    "ArcadeRun",
    "RunDeal",
    "OUTCOMES",
    "Ledger",
    "Lifecycle",
    "MemoryLedger",
    "Session",
    "new_seed",
    "kinds",
    "plural",
    "restore",
]


def restore(d: dict[str, Any], ledger: Ledger) -> GameSession | ArcadeRun:
    """A saved game of any kind, by the name it was saved under: an arcade run (the run,
    whose ``start_deal`` is the deal on now), a game's own kind (its declared class), or
    a deal."""
    if d.get("game") == RUN:
        return ArcadeRun.from_dict(d, ledger)
    kind = kinds.find(d.get("game"))
    if kind is not None:
        return kind.from_dict(d, ledger)
    return Session.from_dict(d, ledger)
