"""A table that plays one game of an arcade run: what the run changes about its deal's life.

The run itself is pure (game/session/run.py); this object only shows it: the line that
greets each game, the run's lines and buttons on the game's result screen (Next game,
or Run total after the last), the run's total screen, and New deal or Restart, which
in a run mean a new run (asked first: the run on the table counts as abandoned).
"""

from __future__ import annotations

from typing import Any, Protocol

from game import catalog
from game.engine import ui
from game.engine.scene import SceneManager
from game.engine.scores import clock, outcome_word
from game.i18n import _, ngettext, number
from game.session import ArcadeRun, GameSession, RunDeal, ending_words, mode_word
from game.session.run_board import place, streak


def parts_line(run: ArcadeRun) -> str:
    """The run so far: "Zoomer Matrix 45 · Combo-bliterate 100 · total 145 of 500"."""
    parts = " · ".join(f"{catalog.shown_title(p.game)} {p.points}" for p in run.parts)
    if not parts:
        return ""
    return _("{parts} · total {total} of {most}").format(
        parts=parts, total=number(run.total), most=number(run.most)
    )


class RunTable(Protocol):
    """What the run flow reads of the table that owns it, and nothing more: it is handed
    the table as this view (tests/test_scene_code.py holds the two to each other)."""

    app: Any  # game.app.App, a layer above the table: not importable here
    session: GameSession

    @property
    def manager(self) -> SceneManager: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...


class RunFlow:
    """The arcade run of one table, if it plays one (``run`` None: an ordinary deal)."""

    def __init__(self, table: RunTable) -> None:
        self.table = table

    @property
    def run(self) -> ArcadeRun | None:
        s = self.table.session
        return s.run if isinstance(s, RunDeal) else None

    def greet(self) -> None:
        run = self.run
        if run is None:
            return
        kind = _("Daily run") if run.daily else _("Arcade run")
        where = dict(kind=kind, mode=mode_word(run.mode), game=run.number, games=len(run.order))
        if run.parts:
            points = ngettext(
                "{kind} ({mode}), game {game} of {games}: {n} point so far",
                "{kind} ({mode}), game {game} of {games}: {n} points so far",
                run.total,
            )
            words = points.format(n=number(run.total), **where)
        else:
            words = _("{kind} ({mode}), game {game} of {games}").format(**where)
        self.table.say(words, ui.GOLD, 6)

    def pause_lines(self) -> list[str]:
        """The pause menu's line about the run: which game of it this is, the points so far."""
        run = self.run
        if run is None:
            return []
        said = ngettext(
            "Arcade run: game {game} of {games}, {n} point",
            "Arcade run: game {game} of {games}, {n} points",
            run.total,
        )
        return [said.format(game=run.number, games=len(run.order), n=number(run.total))]

    def question(self, action: str) -> str | None:
        """In a run, New deal and Restart leave the run for a new one: the question says so."""
        run = self.run
        if run is None or action not in ("new", "restart"):
            return None
        words = ending_words("abandoned", run.demo, False, _("This run"))
        return _("Start a new arcade run? {ending} (The game on the table too.)").format(
            ending=words
        )

    def perform(self, action: str) -> bool:
        """New deal or Restart in a run: this run is left (counted once), a new one starts
        at its first game. False when the table plays no run or the action is another."""
        run = self.run
        if run is None or action not in ("new", "restart"):
            return False
        fresh = run.again(self.table.app.settings.hard)
        self.table.manager.replace(fresh.game, run=fresh)
        return True

    def result(
        self, buttons: tuple[str, ...], lines: list[str]
    ) -> tuple[tuple[str, ...], list[str]]:
        """The game's result screen in a run: its run points, the run so far, and Next game
        (or Run total after the last game) instead of New deal and Restart."""
        run = self.run
        if run is None:
            return buttons, lines
        if not run.parts:
            return buttons, lines
        last = run.parts[-1]
        title = catalog.shown_title(last.game)
        scores = _("Arcade run: {game} scores {points} of 100.").format(
            game=title, points=last.points
        )
        lines = [*lines, scores, parts_line(run)]
        return (("total",) if run.over else ("next",)) + ("menu",), lines

    def choose(self, choice) -> bool:
        """The run's buttons: Next game, Run total, New run. False for any other choice."""
        t, run = self.table, self.run
        if run is None or choice not in ("next", "total", "new_run"):
            return False
        if choice == "next" and not run.over:
            t.manager.replace(run.game, run=run)
        elif choice == "total":
            self.show_total(run)
        elif choice == "new_run":
            fresh = ArcadeRun(t.app.ledger, t.app.settings.hard)
            t.manager.replace(fresh.game, run=fresh)
        return True

    def show_total(self, run: ArcadeRun) -> None:
        """The run's total screen: a line per game, the total and time, its place in the
        mode's high scores and a daily run's days in a row."""
        t = self.table
        results = t.app.stats.record("arcade_run", run.hard)["results"]
        lines = [
            _("{game}: {points} ({outcome})").format(
                game=catalog.shown_title(p.game), points=p.points, outcome=outcome_word(p.outcome)
            )
            for p in run.parts
        ]
        where = place(results, run.result_id)
        if where is not None:
            lines.append(
                _("Run high scores ({mode}): number {place} of the ten best!").format(
                    mode=mode_word(run.mode), place=where
                )
            )
        elif run.demo:
            lines.append(_("The demo played in this run: it enters no high-score table."))
        if run.daily:
            now, longest = streak(results, run.daily)
            said = ngettext(
                "Daily run of {day}: {n} day in a row (best {best}).",
                "Daily run of {day}: {n} days in a row (best {best}).",
                now,
            )
            lines.append(said.format(day=run.daily, n=now, best=longest))
        of = _("{part} of {whole}")
        figures = [
            (_("Total"), of.format(part=number(run.total), whole=number(run.most))),
            (_("Time"), clock(run.seconds)),
            (_("Won"), of.format(part=sum(p.won for p in run.parts), whole=len(run.parts))),
        ]
        title = ngettext("Arcade run: {n} point", "Arcade run: {n} points", run.total).format(
            n=number(run.total)
        )
        won = any(p.won for p in run.parts)
        t.manager.push(
            "result",
            title=title,
            lines=lines,
            won=won,
            buttons=("new_run", "menu"),
            figures=figures,
        )
