"""Arcade runs' high scores and the daily run's days, worked out from the runs' results.

Nothing here is stored: the ten best runs of a mode and the daily run's streak are
read from the results recorded under ``RUN`` (one per run), as the games' own
high-score tables are. A run enters the table only when played to its end
("over"); a run left half-way or one the demo played in does not. A daily run's
day counts as played when a run of that date was recorded, finished or left.
"""

from __future__ import annotations

import datetime
from typing import Any

TOP = 10

Result = dict[str, Any]


def best(results: list[Result], n: int = TOP) -> list[Result]:
    """The ``n`` best finished runs: the highest total first, the quicker first on a tie,
    the earlier first after that (the results come oldest first)."""
    done = [r for r in results if r.get("outcome") == "over"]
    order = sorted(range(len(done)), key=lambda i: (-(done[i].get("score") or 0),
                                                    done[i].get("seconds") or 0.0, i))  # fmt: skip
    return [done[i] for i in order[:n]]


def place(results: list[Result], result_id: str | None) -> int | None:
    """1-based place of the run ``result_id`` in the table, None when it is not in it."""
    for i, r in enumerate(best(results), 1):
        if result_id is not None and r.get("id") == result_id:
            return i
    return None


def days(results: list[Result]) -> list[str]:
    """The dates a daily run was played (not by the demo), oldest first."""
    return sorted({r["daily"] for r in results if r.get("daily") and r.get("outcome") != "demo"})


def streak(results: list[Result], today: str) -> tuple[int, int]:
    """(days in a row up to today or yesterday, the longest such run of days)."""
    played = [datetime.date.fromisoformat(d) for d in days(results)]
    longest, run, prev = 0, 0, None
    for day in played:
        run = run + 1 if prev is not None and (day - prev).days == 1 else 1
        longest = max(longest, run)
        prev = day
    if prev is None or (datetime.date.fromisoformat(today) - prev).days > 1:
        return 0, longest
    return run, longest


def breakdown(result: Result, titles: dict[str, str] | None = None) -> str:
    """A run's parts in one line: "Zoomer Matrix 45 · Combo-bliterate 100 · …"."""
    titles = titles or {}
    parts = result.get("parts") or []
    return " · ".join(f"{titles.get(p['game'], p['game'])} {p['points']}" for p in parts)
