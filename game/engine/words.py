"""Small numbers as a player reads them: 'two', 'once', 'three times' in English.

Russian numerals agree with the noun they count (одна карта, один ход, две карты,
два хода), so a word list cannot serve it: outside English these give figures,
and the sentence around them is an ``ngettext`` phrase that picks the noun's form
for the number (``ngettext("{count} card", "{count} cards", n).format(count=words(n))``
reads "eight cards" in English and "8 карт" in Russian).
"""

from __future__ import annotations

from game.i18n import language, ngettext

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def words(n: int) -> str:
    """A small count in words in English ('two'); larger ones, and any count in
    another language, in figures."""
    if language() == "en" and 0 <= n < len(_WORDS):
        return _WORDS[n]
    return str(n)


def times(n: int) -> str:
    """'once', 'twice', 'three times' in English; '3 раза' in Russian."""
    if language() == "en":
        return {1: "once", 2: "twice"}.get(n, f"{words(n)} times")
    return ngettext("{n} time", "{n} times", n).format(n=n)
