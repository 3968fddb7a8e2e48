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
from collections import Counter
from collections.abc import Callable, Iterable

from game.i18n import _, language, pgettext

RANKS = "A23456789TJQK"
SUITS = "SHDC"


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def value(card: str) -> int:
    """Ace low: A=1 … K=13."""
    return RANKS.index(card[0]) + 1


def _rank_words() -> dict[str, str]:
    """Each rank's word in the language in force, as it starts a card's name."""
    return {
        "A": pgettext("card rank", "Ace"),
        "2": pgettext("card rank", "Two"),
        "3": pgettext("card rank", "Three"),
        "4": pgettext("card rank", "Four"),
        "5": pgettext("card rank", "Five"),
        "6": pgettext("card rank", "Six"),
        "7": pgettext("card rank", "Seven"),
        "8": pgettext("card rank", "Eight"),
        "9": pgettext("card rank", "Nine"),
        "T": pgettext("card rank", "Ten"),
        "J": pgettext("card rank", "Jack"),
        "Q": pgettext("card rank", "Queen"),
        "K": pgettext("card rank", "King"),
    }


def _rank_plurals() -> dict[str, str]:
    """Several cards of a rank: 'Sixes', 'шестёрки'."""
    return {
        "A": pgettext("card rank, several", "Aces"),
        "2": pgettext("card rank, several", "Twos"),
        "3": pgettext("card rank, several", "Threes"),
        "4": pgettext("card rank, several", "Fours"),
        "5": pgettext("card rank, several", "Fives"),
        "6": pgettext("card rank, several", "Sixes"),
        "7": pgettext("card rank, several", "Sevens"),
        "8": pgettext("card rank, several", "Eights"),
        "9": pgettext("card rank, several", "Nines"),
        "T": pgettext("card rank, several", "Tens"),
        "J": pgettext("card rank, several", "Jacks"),
        "Q": pgettext("card rank, several", "Queens"),
        "K": pgettext("card rank, several", "Kings"),
    }


def _rank_objects() -> dict[str, str]:
    """Each rank's word as the object of a verb ("place the Ten of Spades"): the same in
    English; Russian declines it (положите десятку пик, туза пик)."""
    return {
        "A": pgettext("card rank, as an object: place the ... of Spades", "Ace"),
        "2": pgettext("card rank, as an object: place the ... of Spades", "Two"),
        "3": pgettext("card rank, as an object: place the ... of Spades", "Three"),
        "4": pgettext("card rank, as an object: place the ... of Spades", "Four"),
        "5": pgettext("card rank, as an object: place the ... of Spades", "Five"),
        "6": pgettext("card rank, as an object: place the ... of Spades", "Six"),
        "7": pgettext("card rank, as an object: place the ... of Spades", "Seven"),
        "8": pgettext("card rank, as an object: place the ... of Spades", "Eight"),
        "9": pgettext("card rank, as an object: place the ... of Spades", "Nine"),
        "T": pgettext("card rank, as an object: place the ... of Spades", "Ten"),
        "J": pgettext("card rank, as an object: place the ... of Spades", "Jack"),
        "Q": pgettext("card rank, as an object: place the ... of Spades", "Queen"),
        "K": pgettext("card rank, as an object: place the ... of Spades", "King"),
    }


def _suit_words() -> dict[str, str]:
    """Each suit as it follows a rank in a card's name ('of Spades'; Russian: туз пик)."""
    return {
        # TRANSLATORS: a suit as it ends a card's name ("Ace of Spades"); Russian: genitive
        "S": pgettext("card name: Ace of ...", "Spades"),
        "H": pgettext("card name: Ace of ...", "Hearts"),
        "D": pgettext("card name: Ace of ...", "Diamonds"),
        "C": pgettext("card name: Ace of ...", "Clubs"),
        "X": pgettext("card name: Ace of ...", "Stars"),
    }


def per_language(table: Callable[[], dict[str, str]]) -> dict[str, str]:
    """``table`` in the language in force, worked out once per language (bots and the
    card-words scans name cards thousands of times)."""
    key = (table.__name__, language())
    found = _WORDS.get(key)
    if found is None:
        found = _WORDS[key] = table()
    return found


_WORDS: dict[tuple[str, str], dict[str, str]] = {}


def name(card: str, as_object: bool = False) -> str:
    """A card in words, the one form every message uses: 'Queen of Hearts', 'Ten of Stars'
    (Russian: 'дама червей', 'десятка звёзд'); ``as_object``: as the object of a verb
    ('place the Queen of Hearts': the same in English, Russian 'положите даму червей')."""
    ranks = _rank_objects if as_object else _rank_words
    # TRANSLATORS: a card's name: "Queen of Hearts"; Russian: "{rank} {suit}" (дама червей)
    return _("{rank} of {suit}").format(
        rank=per_language(ranks)[card[0]], suit=per_language(_suit_words)[card[1]]
    )


def rank_name(rank: str, count: int = 1) -> str:
    """A rank in words: 'Six', or for more than one 'Sixes'."""
    return per_language(_rank_words if count == 1 else _rank_plurals)[rank]


def and_list(items: list[str]) -> str:
    """'a, b and c': lists in messages."""
    if len(items) == 1:
        return items[0]
    # TRANSLATORS: the end of a list in a message: "Ten of Hearts, Two of Clubs and Ace of Spades"
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def or_words(choices: Iterable[str]) -> str:
    """'a or b or c': the choices a message offers."""
    # TRANSLATORS: what joins choices in a message: "the Ten of Spades or the Ten of Hearts"
    return pgettext("list of choices", " or ").join(choices)


def names(cards: Iterable[str], as_object: bool = False) -> str:
    """Several cards in words: one rank shares its name ('Sevens of Spades and Stars'),
    mixed ranks are listed ('Ten of Hearts, Two of Clubs and Ace of Spades'); ``as_object``
    as for ``name`` (several of one rank read the same either way)."""
    cards = list(cards)
    if len(cards) > 1 and len({c[0] for c in cards}) == 1:
        suits = and_list([per_language(_suit_words)[c[1]] for c in cards])
        # TRANSLATORS: cards of one rank: "Sevens of Spades and Stars"; Russian: семёрки пик и звёзд
        return _("{ranks} of {suits}").format(ranks=rank_name(cards[0][0], 2), suits=suits)
    return and_list([name(c, as_object) for c in cards])


def standard_deck() -> list[str]:
    """52 cards, ranks within suits: AS 2S … KS AH … KC."""
    return [r + s for s in SUITS for r in RANKS]


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
    dupes = sorted(c for c, n in Counter(cards).items() if n > 1)
    if dupes:
        raise ValueError(f"cards dealt twice: {', '.join(dupes[:5])}")
    return cards
