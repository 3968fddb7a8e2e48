"""SLOTKER's symbols in sentences are words in natural case with a real plural: "three
Lemons", "two Oranges", never "three LEMONs"; in Russian each count takes its noun's
own form (1 лимон, 3 лимона, 5 лимонов) through the catalog's plural forms, not a suffix."""

from __future__ import annotations

import gettext
import io
import itertools
import re

import pytest
from babel.messages.catalog import Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n
from game.games.slotker.rank import (
    SYMBOL,
    SYMBOLS,
    describe,
    goal_words,
    symbols_words,
    why_not_higher,
)
from game.rules import cards as C

ENGLISH = {
    "BAR": ("Bar", "Bars"),
    "BELL": ("Bell", "Bells"),
    "PLUM": ("Plum", "Plums"),
    "ORANGE": ("Orange", "Oranges"),
    "CHERRIES": ("Cherry", "Cherries"),
    "LEMON": ("Lemon", "Lemons"),
}
COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
MIXED = re.compile(r"\b[A-Z]{2,}[a-z]")  # "LEMONs", "ORANGEs"


def symbol_cards(symbol: str) -> list[str]:
    return [c for c in C.standard_deck() if SYMBOL[c] == symbol]


@pytest.mark.parametrize("symbol", SYMBOLS)
def test_every_symbol_counted_one_to_five_in_english(symbol):
    one, many = ENGLISH[symbol]
    for n in range(1, 6):
        noun = one if n == 1 else many
        assert symbols_words(symbol, n) == f"{COUNT_WORDS[n]} {noun}"


@pytest.mark.parametrize("symbol", SYMBOLS)
def test_every_symbol_set_reads_in_natural_case(symbol):
    plural = ENGLISH[symbol][1]
    cards = symbol_cards(symbol)
    assert describe(cards[:3], detail=False) == f"three {plural}"
    for trio in itertools.combinations(cards, 3):
        words = describe(list(trio))
        assert words.startswith(f"three {plural}") and not MIXED.search(words), words
    # a pair of the symbol draws for the set, in the same words
    assert goal_words(cards[:2], "symbol") == f"three {plural}"


def test_sentences_comparing_symbol_sets_have_no_mixed_case():
    said = why_not_higher(["QD", "9C", "5C"], ["AC", "3S", "KC"])
    assert said == "three Lemons do not beat three Plums"
    said = why_not_higher(["7C", "8H", "9C"], ["6D", "8D", "JD"])
    assert said == "three Lemons, straight do not beat three Lemons, flush"
    assert describe(["KH", "AH", "2C"]) == "three Cherries, Ace high"


# The Russian forms, as the catalog is to give them: the test puts them in a copy of
# the Russian catalog, so it checks the mechanism (each count picks its form) before the
# shipped catalog has the new messages.
RUSSIAN = {
    "BAR": ("{count} BAR", "{count} BAR", "{count} BAR"),
    "BELL": ("{count} колокольчик", "{count} колокольчика", "{count} колокольчиков"),
    "PLUM": ("{count} слива", "{count} сливы", "{count} слив"),
    "ORANGE": ("{count} апельсин", "{count} апельсина", "{count} апельсинов"),
    "CHERRIES": ("{count} вишня", "{count} вишни", "{count} вишен"),
    "LEMON": ("{count} лимон", "{count} лимона", "{count} лимонов"),
}
RU_COUNTS = {1: 0, 2: 1, 3: 1, 4: 1, 5: 2, 11: 2, 21: 0, 22: 1}  # count: plural form


@pytest.fixture
def russian_with_symbol_plurals(monkeypatch):
    """The Russian catalog, with the symbols' plural forms added, in force."""
    po = i18n.LOCALE_DIR / "ru" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    with po.open("rb") as source:
        catalog = read_po(source, locale="ru")
    for symbol, forms in RUSSIAN.items():
        one, many = ENGLISH[symbol]
        msgid = (f"{{count}} {one}", f"{{count}} {many}")
        catalog[msgid] = Message(msgid, forms, context="slot symbols")
    catalog["three"] = Message("three", "три", context="a set of three")
    data = io.BytesIO()
    write_mo(data, catalog)
    data.seek(0)
    monkeypatch.setattr(i18n, "_translation", gettext.GNUTranslations(data))
    monkeypatch.setattr(i18n, "_language", "ru")
    monkeypatch.setattr(C, "_WORDS", {})  # the per-language tables, made afresh


@pytest.mark.parametrize("symbol", SYMBOLS)
def test_every_symbol_counted_in_russian_takes_the_form_for_its_count(
    symbol, russian_with_symbol_plurals
):
    for n, form in RU_COUNTS.items():
        assert symbols_words(symbol, n) == RUSSIAN[symbol][form].format(count=n)


def test_a_russian_symbol_set_reads_three_and_the_form_for_three(russian_with_symbol_plurals):
    assert describe(["QD", "9C", "5C"], detail=False) == "три лимона"
    assert describe(["AC", "3S", "KC"], detail=False) == "три сливы"
    assert describe(["TD", "4H", "3D"], detail=False) == "три вишни"
    assert describe(["2D", "5S", "7H"], detail=False) == "три колокольчика"
