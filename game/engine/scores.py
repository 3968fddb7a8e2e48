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
from game.i18n import N_, _, ngettext, number, pgettext
from game.session import FINISHED

Result = dict[str, Any]
TOP = 10


@dataclass(frozen=True)
class Table:
    """One high-score table: which results enter, how they are ranked, what is shown."""

    key: str
    title: str  # marked N_ where written; ``shown_title`` in the player's language
    enters: Callable[[Result], bool]
    rank: Callable[[Result], tuple]  # smaller is better
    figure: Callable[[Result], str]
    # a table that ranks the kinds of a win (the rules' ``result``, kept as a result's
    # "kind") names them: the statistics and the daily line read a kind through it
    word: Callable[[str], str] | None = None

    @property
    def shown_title(self) -> str:
        return _(self.title)


def clock(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


def moves_words(n: int) -> str:
    """ "1 move", "12 moves", in the player's language (Russian: 1 ход, 2 хода, 5 ходов)."""
    return ngettext("{n} move", "{n} moves", n).format(n=number(n))


def kind_word(game: str, kind: str) -> str:
    """A won deal's kind in the player's language, as a high-score table of ``game``
    names it (``Table.word``); written as kept, capitalised, where none does."""
    for t in tables(game):
        if t.word is not None:
            return t.word(kind)
    return str(kind).capitalize()


def outcome_word(outcome: str) -> str:
    """How a deal ended ("won", "gave_up"...), in the player's language."""
    words = {
        "won": pgettext("outcome", "won"),
        "lost": pgettext("outcome", "lost"),
        "gave_up": pgettext("outcome", "gave up"),
        "abandoned": pgettext("outcome", "abandoned"),
        "demo": pgettext("outcome", "demo"),
        "over": pgettext("outcome", "over"),  # a match played to its end
    }
    return words.get(outcome, outcome.replace("_", " "))


def won(r: Result) -> bool:
    """A won deal: the only kind the tables of wins take (a game's own ones too)."""
    return r.get("outcome") == "won"


def finished(r: Result) -> bool:
    """A deal played to its end, won or lost: its score or set stands."""
    return r.get("outcome") in FINISHED


FASTEST = Table(
    "fastest",
    N_("Fastest wins"),
    won,
    lambda r: (float(r.get("seconds", 0)), int(r.get("moves", 0))),
    lambda r: clock(r.get("seconds")),
)
FEWEST = Table(
    "fewest",
    N_("Fewest moves"),
    won,
    lambda r: (int(r.get("moves", 0)), float(r.get("seconds", 0))),
    lambda r: moves_words(int(r.get("moves", 0))),
)
SCORE = Table(
    "score",
    N_("Best scores"),
    lambda r: finished(r) and r.get("score") is not None,
    lambda r: (-float(r["score"]), float(r.get("seconds", 0))),
    lambda r: f"{r['score']:g}",
)
SETS = Table(
    "set",
    N_("Best sets"),
    lambda r: finished(r) and bool(r.get("best_set_rank")),
    lambda r: (tuple(-int(x) for x in r["best_set_rank"]), int(r.get("moves", 0))),
    lambda r: str(r.get("best_set", "")),
)

# the tables a catalog entry may name by key (``GameInfo.scores``); it may give its own
# too, as a Table or as a ref to one ("package.module:TABLE")
STANDARD: dict[str, Table] = {t.key: t for t in (FASTEST, FEWEST, SCORE, SETS)}


def as_table(entry: Any) -> Table:
    """One entry of ``GameInfo.scores`` as a table: a key of ``STANDARD``, a ref
    "module:attr" (loaded through the catalog) or a Table itself."""
    if isinstance(entry, str) and ":" not in entry:
        return STANDARD[entry]
    found = catalog.load(entry)
    if not isinstance(found, Table):
        raise TypeError(f"high-score table {entry!r} is {type(found).__name__}, not a Table")
    return found


def tables(game: str) -> tuple[Table, ...]:
    """The high-score tables of ``game``, as its catalog entry names them."""
    info = catalog.find(game)
    entries = info.scores if info is not None else ("fastest", "fewest")
    return tuple(as_table(e) for e in entries)


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
    hints, undos = int(r.get("hints") or 0), int(r.get("undos") or 0)
    if hints:
        extras.append(ngettext("{n} hint", "{n} hints", hints).format(n=number(hints)))
    if undos:
        extras.append(ngettext("{n} undo", "{n} undos", undos).format(n=number(undos)))
    return f"{place:>2}. {table.figure(r)}  ·  " + "  ·  ".join(e for e in extras if e)


def new_entries(game: str, results: list[Result], result_id: str | None) -> list[str]:
    """Words for each table the result ``result_id`` has just entered ("#2 in Fastest wins")."""
    if result_id is None:
        return []
    said = []
    for table, best in high_scores(game, results):
        for place, r in enumerate(best, 1):
            if r.get("id") == result_id:
                said.append(_("#{place} in {table}").format(place=place, table=table.shown_title))
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


def daily_summary(r: Result, game: str = "") -> str:
    """A finished daily deal of ``game``: its figures, to read out to a friend who played
    it too ("1 move", a score with its minus sign, a win's kind as the game's tables name
    it); each figure's words are held together (no-break spaces), so a wrapped line
    breaks between figures, never leaving "−1" alone on a line."""
    parts = [
        _("Daily {day}").format(day=r.get("daily")),
        _("deal #{number}").format(number=r.get("seed")),
        outcome_word(str(r.get("outcome", ""))) if r.get("outcome") else "",
    ]
    parts += [clock(r.get("seconds")), moves_words(int(r.get("moves", 0)))]
    if r.get("score") is not None:
        parts.append(_("score {score}").format(score=f"{r['score']:g}").replace("-", "\u2212"))
    if r.get("best_set"):
        parts.append(str(r["best_set"]))
    if r.get("kind"):
        parts.append(kind_word(game, str(r["kind"])))
    held = (str(p).replace("_", " ").replace(" ", NBSP) for p in parts if p)
    return "  ·  ".join(held)
