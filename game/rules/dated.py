"""Deal numbers from a date: the daily deal and the daily arcade run both give everyone
the same deals on a date, each from its own key, so one never repeats the other."""

from __future__ import annotations

import datetime
import hashlib


def dated_seed(purpose: str, game: str, hard: bool, date: str) -> int:
    """A six-digit deal number (easy to read out) from ``purpose`` ("daily", "run"), the
    game, the mode and an ISO date; a bad date is a ValueError that says the format."""
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        raise ValueError(f"bad date {date!r}: use YYYY-MM-DD") from None
    key = f"patience-arcade/{purpose}/{date}/{game}/{'hard' if hard else 'normal'}"
    return 100_000 + int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big") % 900_000
