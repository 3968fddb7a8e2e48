"""Today's deal of a game: the same deal for every player on the same date.

The seed comes from the date (and, for a game with a solver, the first deal the solver
proves winnable from it: ``game.ai.daily``), so a session, not a screen, knows which
deal is today's: the table asks for it as it asks for any other deal."""

from __future__ import annotations

from game.ai.daily import daily_seed, today
from game.session.deal import Session
from game.session.ledger import Ledger


def daily_session(game: str, ledger: Ledger, hard: bool) -> Session:
    """Today's deal of ``game`` in this mode: the same for every player."""
    day = today()
    return Session(game, ledger, seed=daily_seed(game, hard, day), hard=hard, daily=day)
