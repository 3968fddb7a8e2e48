"""Card strings, the three decks, seeded shuffles, and cards in words.

A card is two characters, rank then suit ("TS" is the ten of spades). Keeping
cards as plain strings means moves, events and saves are JSON as they stand.
A player never reads that code: every message, refusal reason and hint names
cards through ``name`` and ``names`` ("the Ten of Spades", "the Sevens of Spades
and Stars"), so one function decides how a card reads (tests/test_card_words.py
scans the messages of random play and the code for raw codes).
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
RANK_PLURALS = {r: n + ("es" if r == "6" else "s") for r, n in RANK_NAMES.items()}


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def value(card: str) -> int:
    """Ace low: A=1 … K=13."""
    return RANKS.index(card[0]) + 1


def name(card: str) -> str:
    """A card in words, the one form every message uses: 'Queen of Hearts', 'Ten of Stars'."""
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"


def rank_name(rank: str, count: int = 1) -> str:
    """A rank in words: 'Six', or for more than one 'Sixes'."""
    return RANK_NAMES[rank] if count == 1 else RANK_PLURALS[rank]


def and_list(items: list[str]) -> str:
    """'a, b and c': lists in messages."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def names(cards: Iterable[str]) -> str:
    """Several cards in words: one rank shares its name ('Sevens of Spades and Stars'),
    mixed ranks are listed ('Ten of Hearts, Two of Clubs and Ace of Spades')."""
    cards = list(cards)
    if len(cards) > 1 and len({c[0] for c in cards}) == 1:
        return f"{RANK_PLURALS[cards[0][0]]} of {and_list([SUIT_NAMES[c[1]] for c in cards])}"
    return and_list([name(c) for c in cards])


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
