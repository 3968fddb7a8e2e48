"""Small numbers as a player reads them: 'two', 'once', 'three times'.

Shared by the help text and the scenes, so a rules constant reads the same
everywhere it is written out in words.
"""

from __future__ import annotations

_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def words(n: int) -> str:
    """A small count in words ('two'), larger ones in figures."""
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def times(n: int) -> str:
    """'once', 'twice', 'three times'."""
    return {1: "once", 2: "twice"}.get(n, f"{words(n)} times")
