"""A SLOTKER match's code and its watching: what the match's table asks of them.

A kept match (its seats, terms and every step, the next rounds included) is watched on
the match's own table (``MatchScene`` opened with ``replay=``): the shared replay driver
plays it step by step through the match's session class, on a ledger that keeps
nothing, while the table leaves out what only a player needs (the hand-off screen, the
round results to click through, the computer seats' own play). Its code is a deal
code's version 2 (``game.session.codes``); a match longer than a code holds (its
rounds past ``CODE_ROUNDS``) has none, and says so in the log only.
"""

from __future__ import annotations

import logging

from game.games.slotker.match_session import MatchSession
from game.session.codes import CodeError, encode, from_line

LOG = logging.getLogger(__name__)


def match_code(session: MatchSession) -> str | None:
    """The code of the match with every step played; None when it is too long for one."""
    try:
        return encode(from_line({**session.to_dict(), "redo": []}))
    except CodeError as exc:
        LOG.warning("match #%s has no code: %s", session.seed, exc)
        return None
