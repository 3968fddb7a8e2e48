"""High-score tables and the daily deal's record, computed from kept results.

Nothing here is stored: every table is worked out from the results a
statistics record keeps (each with its id, date and figures), so a result
withdrawn by undo takes its high-score entry and its daily result with it,
and a demo deal (outcome "demo") never enters either. A score or a set enters a
table only from a deal played to its end (``session.FINISHED``): a deal given up
at -9 or left at 3 is no best score. The result screen's "New high score" line
reads these same tables (``new_entries``), so it cannot name a place they do not show.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import catalog
from game.session import FINISHED, plural

Result = dict[str, Any]
TOP = 10
ZOOMER_KINDS = {"slam": 3, "pent": 2, "trap": 1}  # Zoomer Matrix wins, best first


@dataclass(frozen=True)
class Table:
    """One high-score table: which results enter, how they are ranked, what is shown."""

    key: str
    title: str
    enters: Callable[[Result], bool]
    rank: Callable[[Result], tuple]  # smaller is better
    figure: Callable[[Result], str]


def clock(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


def _won(r: Result) -> bool:
    return r.get("outcome") == "won"


def finished(r: Result) -> bool:
    """A deal played to its end, won or lost: its score or set stands."""
    return r.get("outcome") in FINISHED


def _kind(r: Result) -> int:
    return ZOOMER_KINDS.get(str(r.get("kind", "")).lower(), 0)


FASTEST = Table(
    "fastest",
    "Fastest wins",
    _won,
    lambda r: (float(r.get("seconds", 0)), int(r.get("moves", 0))),
    lambda r: clock(r.get("seconds")),
)
FEWEST = Table(
    "fewest",
    "Fewest moves",
    _won,
    lambda r: (int(r.get("moves", 0)), float(r.get("seconds", 0))),
    lambda r: plural(int(r.get("moves", 0)), "move"),
)
SCORE = Table(
    "score",
    "Best scores",
    lambda r: finished(r) and r.get("score") is not None,
    lambda r: (-float(r["score"]), float(r.get("seconds", 0))),
    lambda r: f"{r['score']:g}",
)
SETS = Table(
    "set",
    "Best sets",
    lambda r: finished(r) and bool(r.get("best_set_rank")),
    lambda r: (tuple(-int(x) for x in r["best_set_rank"]), int(r.get("moves", 0))),
    lambda r: str(r.get("best_set", "")),
)
KINDS = Table(
    "kind",
    "Best wins",
    lambda r: _won(r) and _kind(r) > 0,
    lambda r: (-_kind(r), int(r.get("moves", 0)), float(r.get("seconds", 0))),
    lambda r: f"{str(r.get('kind', '')).capitalize()}, {plural(int(r.get('moves', 0)), 'move')}",
)

# the tables a catalog entry may name by key (``GameInfo.scores``); it may give its own too
STANDARD: dict[str, Table] = {t.key: t for t in (KINDS, FASTEST, FEWEST, SCORE, SETS)}


def tables(game: str) -> tuple[Table, ...]:
    """The high-score tables of ``game``, as its catalog entry names them."""
    info = catalog.find(game)
    keys = info.scores if info is not None else ("fastest", "fewest")
    return tuple(STANDARD[k] if isinstance(k, str) else k for k in keys)


def ranked(table: Table, results: list[Result]) -> list[Result]:
    """The ten best results of one table; ties keep the earlier result first."""
    entries = [r for r in results if r.get("outcome") != "demo" and table.enters(r)]
    return sorted(entries, key=table.rank)[:TOP]


def high_scores(game: str, results: list[Result]) -> list[tuple[Table, list[Result]]]:
    """Every table of ``game`` with its ten best results."""
    return [(t, ranked(t, results)) for t in tables(game)]


def entry_line(place: int, table: Table, r: Result) -> str:
    """One row of a table as a player reads it: the figure, #deal number, date, and the
    hints and undos used (the table's heading says what the #number is)."""
    extras = [f"#{r.get('seed')}", str(r.get("date", ""))]
    for field, word in (("hints", "hint"), ("undos", "undo")):
        n = int(r.get(field) or 0)
        if n:
            extras.append(f"{n} {word}" if n == 1 else f"{n} {word}s")
    return f"{place:>2}. {table.figure(r)}  ·  " + "  ·  ".join(e for e in extras if e)


def new_entries(game: str, results: list[Result], result_id: str | None) -> list[str]:
    """Words for each table the result ``result_id`` has just entered ("#2 in Fastest wins")."""
    if result_id is None:
        return []
    said = []
    for table, best in high_scores(game, results):
        for place, r in enumerate(best, 1):
            if r.get("id") == result_id:
                said.append(f"#{place} in {table.title}")
    return said


# --- the daily deal -----------------------------------------------------------------
ORDER = {"won": 4, "lost": 3, "gave_up": 2, "abandoned": 1}


def daily_days(results: list[Result]) -> dict[str, Result]:
    """Each day's daily-deal result: the best outcome of that day (a win beats a loss),
    the later one among equals."""
    days: dict[str, Result] = {}
    for r in results:
        day = r.get("daily")
        if not day or r.get("outcome") == "demo":
            continue
        old = days.get(day)
        if old is None or ORDER.get(r.get("outcome"), 0) >= ORDER.get(old.get("outcome"), 0):
            days[day] = r
    return dict(sorted(days.items()))


def _runs(days: list[str]) -> tuple[int, int, str | None]:
    """(current run, best run, last day) of consecutive dates in a sorted list."""
    best = run = 0
    last: datetime.date | None = None
    for text in days:
        day = datetime.date.fromisoformat(text)
        run = run + 1 if last is not None and (day - last).days == 1 else 1
        best = max(best, run)
        last = day
    return run, best, last.isoformat() if last else None


def daily_streaks(results: list[Result], today: str) -> dict[str, int]:
    """Days played in a row and days won in a row (current and best). A run is current
    while its last day is today or yesterday: today's deal may still be ahead."""
    days = daily_days(results)
    out: dict[str, int] = {}
    now = datetime.date.fromisoformat(today)
    for name, chosen in (
        ("played", list(days)),
        ("won", [d for d, r in days.items() if r.get("outcome") == "won"]),
    ):
        run, best, last = _runs(chosen)
        alive = last is not None and (now - datetime.date.fromisoformat(last)).days <= 1
        out[f"{name}_streak"] = run if alive else 0
        out[f"best_{name}_streak"] = best
    return out


NBSP = "\u00a0"  # a space a line is never broken at


def daily_summary(r: Result) -> str:
    """A finished daily deal's figures, to read out to a friend who played it too
    ("1 move", a score with its minus sign); each figure's words are held together
    (no-break spaces), so a wrapped line breaks between figures, never leaving "−1"
    alone on a line."""
    parts = [f"Daily {r.get('daily')}", f"deal #{r.get('seed')}", r.get("outcome", "")]
    parts += [clock(r.get("seconds")), plural(int(r.get("moves", 0)), "move")]
    if r.get("score") is not None:
        parts.append(f"score {r['score']:g}".replace("-", "\u2212"))
    if r.get("best_set"):
        parts.append(str(r["best_set"]))
    if r.get("kind"):
        parts.append(str(r["kind"]))
    held = (str(p).replace("_", " ").replace(" ", NBSP) for p in parts if p)
    return "  ·  ".join(held)
