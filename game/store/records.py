"""A statistics record's figures, folded from its results: pure arithmetic, tested directly.

Statistics are kept per game and per mode ("<game>/normal", "<game>/hard") because
a hard-mode streak is a different achievement. Every figure is worked out
from the results the store keeps one by one (and, for files from before results
were kept, a folded ``base``), so a withdrawn result leaves no trace in any figure.
"""

from __future__ import annotations

import copy
from typing import Any

from game.session import FINISHED

RECENT = 20  # results kept per game and mode for the recent-results line


def empty_record() -> dict[str, Any]:
    return {
        "played": 0,
        "won": 0,
        "streak": 0,
        "best_streak": 0,
        "best_score": None,
        "best_set": None,
        "best_set_rank": None,
        "fastest": None,
        "kinds": {},
        "recent": [],
    }


def add_result(
    rec: dict[str, Any],
    won: bool,
    seconds: float | None = None,
    score: float | None = None,
    kind: str | None = None,
    best_set: str | None = None,
    best_set_rank: list[int] | None = None,
) -> None:
    """Fold one finished (or abandoned) game into a record; pure arithmetic, tested directly."""
    rec["played"] += 1
    if won:
        rec["won"] += 1
        rec["streak"] = rec["streak"] + 1 if rec["streak"] >= 0 else 1
        rec["best_streak"] = max(rec["best_streak"], rec["streak"])
        if seconds is not None and (rec["fastest"] is None or seconds < rec["fastest"]):
            rec["fastest"] = round(seconds, 1)
        if kind:
            rec["kinds"][kind] = rec["kinds"].get(kind, 0) + 1
    else:
        rec["streak"] = rec["streak"] - 1 if rec["streak"] <= 0 else -1
    if score is not None and (rec["best_score"] is None or score > rec["best_score"]):
        rec["best_score"] = score
    if best_set_rank is not None and (
        rec["best_set_rank"] is None or list(best_set_rank) > list(rec["best_set_rank"])
    ):
        rec["best_set_rank"] = list(best_set_rank)
        rec["best_set"] = best_set
    rec["recent"] = (rec["recent"] + ["W" if won else "L"])[-RECENT:]


def win_rate(rec: dict[str, Any]) -> float:
    return 100.0 * rec["won"] / rec["played"] if rec["played"] else 0.0


AGGREGATES = tuple(empty_record())


def fold(base: dict[str, Any] | None, results: list[dict[str, Any]]) -> dict[str, Any]:
    """The record's figures from its base and its results, so a withdrawn result leaves
    no trace in any figure (streaks and bests included). Demo deals count for nothing
    but their own tally (``demo``); a best score or set comes only from a deal played
    to its end (``FINISHED``), as the high-score tables do."""
    rec = copy.deepcopy(base) if base else empty_record()
    for field, default in empty_record().items():
        rec.setdefault(field, default)
    rec.setdefault("outcomes", {})
    rec.setdefault("demo", 0)
    for r in results:
        outcome = r.get("outcome", "won" if r.get("won") else "lost")
        if outcome == "demo":
            rec["demo"] += 1
            continue
        figures = ("seconds", "kind") + (
            ("score", "best_set", "best_set_rank") if outcome in FINISHED else ()
        )
        add_result(rec, bool(r.get("won")), **{k: r.get(k) for k in figures})
        rec["outcomes"][outcome] = rec["outcomes"].get(outcome, 0) + 1
        if r.get("chips_won") is not None:
            rec["chips_won"] = (rec.get("chips_won") or 0) + r["chips_won"]
    return rec
