"""An arcade run's points for one finished game: one published table per game.

Every game of a run ends as usual (won, lost, given up, or left when the run is left)
and is worth 0 to 100 run points: up to ``PROGRESS`` for how far the player got,
read from the rules' final state (cards paired off, cards in place, score against the
goal, runs made …), and ``BONUS`` more for a win, so a won game is worth 100 whatever
its path. A game keeps its table in its own folder and names it in its catalog entry
(``GameInfo.run_points``), so this module knows no game; a game that names none gets
``DEFAULT``: 100 for a win, 0 otherwise.

The table is data, not only code: ``Table.measure`` says in words what is counted and
``count`` counts it, so the rules booklet, the help and the scorer all read the one
record, and a test checks constructed finished games against the published words.
Pure: no pygame; it reads only the rules objects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from game import catalog
from game.i18n import N_, _

PROGRESS = 75  # the most a game not won is worth
BONUS = 25  # a win adds this to the full PROGRESS: a won game is worth 100
WIN = PROGRESS + BONUS

Count = Callable[[Any], tuple[int, int]]  # rules object -> (got, out of)


@dataclass(frozen=True)
class Table:
    """How one game's run points are worked out: ``count`` gives (got, out of), and a
    game not won scores ``PROGRESS * got // out_of``; ``measure`` says what is counted."""

    measure: str  # "cards paired off, out of 52": the booklet's and the help's words
    count: Count | None = None  # None: nothing counts but a win
    # the measure as the catalog holds it (marked N_), its numbers as placeholders filled
    # from ``values``; "" where ``measure`` itself is the message
    template: str = ""
    values: tuple[tuple[str, Any], ...] = ()
    # the published line whole ("{progress} × the share of cards paired off, out of all
    # 52, rounded down; a win {win}", marked N_, the measure's numbers as ``template``'s):
    # a sentence per measure, so a language words each measure as its sentence needs
    # (Russian «доля» takes the genitive: «доля карт, снятых парами»); "" puts the
    # measure into the shared ``SHARE`` sentence
    share: str = ""

    def shown_measure(self) -> str:
        """``measure`` in the player's language."""
        if not self.template:
            return _(self.measure)
        return _(self.template).format(**dict(self.values))

    def share_words(self, shown: bool = False) -> str:
        """How a game not won is scored, in one line: in English as the booklet is
        written, or (``shown``) in the player's language."""
        say = _ if shown else (lambda text: text)
        if self.share:
            return say(self.share).format(**dict(self.values), progress=PROGRESS, win=WIN)
        measure = self.shown_measure() if shown else self.measure
        return say(SHARE).format(progress=PROGRESS, measure=measure, win=WIN)

    def points(self, game: Any, won: bool) -> int:
        if won:
            return WIN
        if self.count is None:
            return 0
        got, out_of = self.count(game)
        if out_of <= 0:
            return 0
        return PROGRESS * max(0, min(got, out_of)) // out_of

    def rows(self) -> list[tuple[str, str]]:
        """The published table: (what, points), as the booklet and the help show it."""
        if self.count is None:
            return [(_("A win"), str(WIN)), (_("Anything else"), "0")]
        return [
            (
                _("Not won: {measure}").format(measure=self.shown_measure()),
                _("{most} × the share, rounded down").format(most=PROGRESS),
            ),
            (
                _("A win"),
                _("{most} + {bonus} bonus = {win}").format(most=PROGRESS, bonus=BONUS, win=WIN),
            ),
        ]


DEFAULT = Table(N_("a win"))
# the published line of a table that words none of its own (``Table.share``)
SHARE = N_("{progress} × the share of {measure}, rounded down; a win {win}")


def table(name: str) -> Table:
    """The game's published table; ``DEFAULT`` for a game that names none."""
    info = catalog.find(name)
    if info is None or info.run_points is None:
        return DEFAULT
    return cast(Table, catalog.load(info.run_points))  # the entry names a Table by its ref


@dataclass(frozen=True)
class Part:
    """One game of a run, as it ended: its run points and how it got them."""

    game: str
    outcome: str  # won, lost, gave_up, abandoned, demo
    points: int
    seconds: float = 0.0
    won: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "outcome": self.outcome,
            "points": self.points,
            "seconds": self.seconds,
            "won": self.won,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Part:
        return cls(
            str(d["game"]),
            str(d["outcome"]),
            int(d["points"]),
            float(d.get("seconds", 0.0)),
            bool(d.get("won", False)),
        )


def score(name: str, game: Any, won: bool) -> int:
    """The run points of ``game`` (a rules object of game ``name``) as it stands."""
    return table(name).points(game, won)


def published(shown: bool = False) -> list[tuple[str, str]]:
    """Every game's table in one line each, (game title, how its points are worked out), in
    the run's order: the booklet's table (in English, as the booklet is written) and the
    help's lines (``shown``: in the player's language) are both made from it."""
    say = _ if shown else (lambda text: text)
    out = []
    for info in catalog.games().values():
        t = table(info.name)
        title = info.shown_title if shown else info.title
        if t.count is None:
            out.append((title, say(N_("{win} for a win, 0 otherwise")).format(win=WIN)))
        else:
            out.append((title, t.share_words(shown)))
    return out


_INTRO = N_(
    "Each game of a run is worth 0 to {win} run points: up to {progress} by how far you "
    "got, and a win adds a bonus of {bonus} to the full {progress}. A game given up, or "
    "left when the run is left, scores what it had reached. A game from another package "
    "that publishes no table scores {win} for a win and 0 otherwise."
)
INTRO = _INTRO.format(win=WIN, progress=PROGRESS, bonus=BONUS)  # the booklet's, in English


def intro() -> str:
    """``INTRO`` in the player's language (the help's arcade-run section)."""
    return _(_INTRO).format(win=WIN, progress=PROGRESS, bonus=BONUS)


def booklet_text() -> str:
    """The booklet's arcade-run table (Markdown), from ``published``, in the language in
    force (a language's booklet has its own words, the English one English)."""
    rows = "\n".join(f"| {title} | {how} |" for title, how in published(shown=True))
    head = _("| game | run points |")
    return f"{intro()}\n\n{head}\n| --- | --- |\n{rows}"
