"""Card strings, the three decks and seeded shuffles.

A card is two characters, rank then suit ("TS" is the ten of spades). Keeping
cards as plain strings means moves, events and saves are JSON as they stand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

RANKS = "A23456789TJQK"
SUITS = "SHDC"
ZOOMER_RANKS = "A23456789T"
ZOOMER_SUITS = "SHDCX"
RANK_NAMES = {
    "A": "Ace",
    "2": "Two",
    "3": "Three",
    "4": "Four",
    "5": "Five",
    "6": "Six",
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
    "T": "Ten",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs", "X": "Stars"}


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def value(card: str) -> int:
    """Ace low: A=1 … K=13."""
    return RANKS.index(card[0]) + 1


def name(card: str) -> str:
    """Human words for messages: 'Queen of Hearts'."""
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def short(card: str) -> str:
    """Compact display form for messages: the font has no suit glyphs, so '10H'."""
    return ("10" if card[0] == "T" else card[0]) + card[1]


def standard_deck() -> list[str]:
    """52 cards, ranks within suits: AS 2S … KS AH … KC."""
    return [r + s for s in SUITS for r in RANKS]


def zoomer_deck() -> list[str]:
    """50 cards: A–T in five suits, stars last."""
    return [r + s for s in ZOOMER_SUITS for r in ZOOMER_RANKS]


def slotker_deck() -> list[str]:
    """The standard 52; each card's slot symbol comes from game.rules.slotker."""
    return standard_deck()


def shuffled(deck: Iterable[str], seed: int | None) -> list[str]:
    """A deal from an integer seed: random.Random(seed).shuffle of the deck order."""
    cards = list(deck)
    random.Random(seed).shuffle(cards)
    return cards


def check_deck(given: Iterable[str], expected: Iterable[str]) -> list[str]:
    """Validate an explicit deal: the same cards as the expected deck, each once."""
    cards = [str(c) for c in given]
    want = list(expected)
    if len(cards) != len(want):
        raise ValueError(f"a deal needs {len(want)} cards, got {len(cards)}")
    unknown = sorted(set(cards) - set(want))
    if unknown:
        raise ValueError(f"not cards of this deck: {', '.join(unknown[:5])}")
    seen: set[str] = set()
    dupes = sorted({c for c in cards if c in seen or seen.add(c)})
    if dupes:
        raise ValueError(f"cards dealt twice: {', '.join(dupes[:5])}")
    return cards
