"""The shape a saved SLOTKER match passes the store's door as (``MatchSession.SAVE``).

The match declares it beside its session, so the store checks a match's save row, and
the moves kept with its result, as strictly as a deal's (typed, bounded, refused whole
in one sentence) without the store knowing what a match is: it asks the session class
the catalog names (``GameInfo.sessions``). The bounded pieces are the store's own.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from game.store.schema import Count, Ident, Moves, Seconds, Seed

Seat = Annotated[
    list[Annotated[str, msgspec.Meta(max_length=40)] | bool],
    msgspec.Meta(min_length=2, max_length=2),
]


class MatchSave(msgspec.Struct, omit_defaults=True):
    """A SLOTKER match in progress: its seats and terms and every move of every seat."""

    game: Literal["slotker_match"]
    seats: Annotated[list[Seat], msgspec.Meta(min_length=1, max_length=8)]
    seed: Seed
    ante: Annotated[int, msgspec.Meta(ge=0, le=10**6)] = 0
    chips: Annotated[int, msgspec.Meta(ge=1, le=10**7)] = 100
    turn_start: Count = 0
    deal: Ident | None = None
    moves: Moves = []
    redo: Moves = []
    undos: Count = 0
    hints: Count = 0
    elapsed: Seconds = 0.0
