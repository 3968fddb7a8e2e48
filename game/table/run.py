"""A table that plays one game of an arcade run: what the run changes about its deal's life.

The run itself is pure (game/session/run.py); this object only shows it: the line that
greets each game, the run's lines and buttons on the game's result screen (Next game,
or Run total after the last, beside Watch again and Copy code as any deal's), a game
of the run watched again over the run's table and back to its result, the run's total
screen, and New deal or Restart, which in a run mean a new run or the run restarted
(asked first: the run on the table counts as abandoned; the pause menu's items say so).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game import catalog
from game.engine import ui
from game.engine.scene import SceneManager
from game.engine.scores import clock, outcome_word
from game.i18n import N_, _, ngettext, number
from game.session import ArcadeRun, GameSession, RunDeal, ending_words, mode_word
from game.session.run_board import best, place, streak

# the pause menu's items in a run, by the choice each closes with: what they do there
# (marked here, translated when the pause menu draws them)
RUN_LABELS = {"restart": N_("Restart this run"), "new": N_("New run")}
# and over a game of a run watched again: Menu goes back to the run, not to the menu
WATCHED_LABELS = {"menu": N_("Back to the run")}
LOW = 10  # a total under a tenth of the most a run can score is no achievement, whatever its place


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

    GAME: str
    app: Any  # game.app.App, a layer above the table: not importable here
    session: GameSession

    @property
    def manager(self) -> SceneManager: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...


class RunFlow:
    """The arcade run of one table, if it plays one (``run`` None: an ordinary deal)."""

    def __init__(self, table: RunTable) -> None:
        self.table = table
        # this table replays a game of a run, pushed over the run's table: Menu goes back
        self.returns_to_run = False
        # the game's result screen shown again (set by the result flow): after a replay
        self.show_result: Callable[[], None] | None = None

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

    def pause_labels(self) -> dict[str, str]:
        """The pause menu's items that say another thing here, by choice (marked ``N_``):
        in a run Restart and New deal restart the run or start a new one, and over a game
        of a run watched again Menu goes back to the run. Empty elsewhere."""
        if self.returns_to_run:
            return dict(WATCHED_LABELS)
        return dict(RUN_LABELS) if self.run is not None else {}

    def question(self, action: str) -> str | None:
        """In a run, Restart restarts the run and New deal leaves it for a new one: the
        question says which (and the pause menu's item, ``RUN_LABELS``, the same)."""
        run = self.run
        if run is None or action not in ("new", "restart"):
            return None
        words = ending_words("abandoned", run.demo, False, "This run")
        if action == "restart":
            said = _(
                "Restart this run from its first game, on the same deals? {ending} "
                "(The game on the table too.)"
            )
        else:
            said = _("Start a new arcade run? {ending} (The game on the table too.)")
        return said.format(ending=words)

    def perform(self, action: str) -> bool:
        """Restart or New deal in a run: this run is left (counted once), and the same run
        starts again at its first game on its deals, or a new run on new deals. False when
        the table plays no run or the action is another."""
        run = self.run
        if run is None or action not in ("new", "restart"):
            return False
        if action == "restart":
            fresh = run.again(same_deals=True)
        else:
            fresh = run.again(self.table.app.settings.hard)
        self.table.manager.replace(fresh.game, run=fresh)
        return True

    def result(
        self, buttons: tuple[str, ...], lines: list[str]
    ) -> tuple[tuple[str, ...], list[str]]:
        """The game's result screen in a run: its run points, the run so far, and Next game
        (or Run total after the last game) instead of New deal and Restart; Watch again
        and Copy code stay, as on any deal's result."""
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
        kept = tuple(b for b in buttons if b in ("watch", "copy_code"))
        return (("total",) if run.over else ("next",)) + kept + ("menu",), lines

    def choose(self, choice) -> bool:
        """The run's buttons: Next game, Run total, New run, Watch again (the game over the
        run's table, ``watch``) and back from it. False for any other choice."""
        t, run = self.table, self.run
        if self.returns_to_run and choice == "menu":  # the replay's Back to the run
            t.manager.pop(fade=True, choice="watched")
            return True
        if run is None or choice not in ("next", "total", "new_run", "watch", "watched"):
            return False
        if choice == "next" and not run.over:
            t.manager.replace(run.game, run=run)
        elif choice == "total":
            self.show_total(run)
        elif choice == "new_run":
            fresh = ArcadeRun(t.app.ledger, t.app.settings.hard)
            t.manager.replace(fresh.game, run=fresh)
        elif choice == "watch":
            self.watch()
        elif choice == "watched" and self.show_result is not None:
            self.show_result()  # the game's result again: the run goes on from there
        return True

    def watch(self) -> None:
        """Watch again in a run: the game's recorded moves on a table of their own pushed
        over the run's, which waits with its result; Back to the run (the replay's Menu)
        pops it and the result is shown again (``choose``)."""
        t, s = self.table, self.table.session
        kept = s.result_id and t.app.ledger.replay(s.result_id)
        line = kept or {**s.to_dict(), "redo": []}
        line = {**line, "outcome": s.status}  # a give-up is no move: the replay is told
        watched = t.manager.push(t.GAME, fade=True, replay=line)
        watched.runs.returns_to_run = True  # type: ignore[attr-defined]  # a table, by its name

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
        board = board_line(results, run)
        if board is not None:
            lines.append(board)
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


def board_line(results: list[dict[str, Any]], run: ArcadeRun) -> str | None:
    """The total screen's line on the run's high scores (``results``: the mode's runs).
    A place is celebrated only when the run beat another run there with a total worth
    one: the first run on the board, one that only filled an empty place, or a trivially
    low total (``LOW``: every game given up at once) is said plainly. None when the run
    is not on the board (left half-way); the demo's run says it enters none."""
    where = place(results, run.result_id)
    if where is None:
        return (
            _("The demo played in this run: it enters no high-score table.") if run.demo else None
        )
    board = best(results)
    if len(board) == 1:
        said = ngettext(
            "Your first run on the board: {n} point. Play another to have something to beat.",
            "Your first run on the board: {n} points. Play another to have something to beat.",
            run.total,
        )
        return said.format(n=number(run.total))
    mode = mode_word(run.mode)
    if where < len(board) and run.total * LOW >= run.most:
        return _("Run high scores ({mode}): number {place} of the ten best!").format(
            mode=mode, place=where
        )
    return _("Run high scores ({mode}): number {place} of {count}.").format(
        mode=mode, place=where, count=len(board)
    )
