"""Deals built for SLOTKER tests: chosen hands first, then hands that cannot pair."""

from __future__ import annotations

import random

from game.games.slotker.rank import pair_kind
from game.rules import cards as C


def pairless(cards: list[str], seed: int = 0) -> list[str]:
    """Order ``cards`` so that every consecutive triple holds no pair (no rank or symbol twice).

    A left-over of one or two cards ends the list. Random restarts from a fixed
    seed, so the order is the same every time.
    """
    rnd = random.Random(seed)
    for _ in range(2000):
        left = list(cards)
        rnd.shuffle(left)
        out: list[str] = []
        while len(left) >= 3:
            hand: list[str] = []
            for c in list(left):
                if all(pair_kind(c, h) is None for h in hand):
                    hand.append(c)
                    left.remove(c)
                    if len(hand) == 3:
                        break
            if len(hand) < 3:
                break
            out += hand
        else:
            return out + left
    raise AssertionError("no pairless order found")


def deal(*first: str, tail: tuple[str, ...] = (), cards: list[str] | None = None) -> list[str]:
    """``first`` in order, pairless hands, ``tail``, then the one or two cards left over.

    ``cards`` is the whole pack to use (default: the 52-card deck), so a
    later run's 49-card pool can be built the same way.
    """
    named = set(first) | set(tail)
    pool = [c for c in (cards if cards is not None else C.standard_deck()) if c not in named]
    filler = pairless(pool)
    cut = len(filler) - len(filler) % 3
    return [*first, *filler[:cut], *tail, *filler[cut:]]
