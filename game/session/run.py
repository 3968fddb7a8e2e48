"""An arcade run: one deal of each game in the catalog's order, in one mode, for one score.

Each game of the run is an ordinary deal (``RunDeal``, a ``Session``): it ends as
usual, won, lost or given up, and records its one result in that game's own
statistics, as every deal does. What the run adds is kept beside it:

- when a game ends, its run points (``run_points``) join the run's parts in the same
  change as the game's result, and the run moves on to the next game; the end of a
  run's game is final (no undo out of it), so its points cannot be taken back;
- the run, with the deal in progress inside it, is saved under ``RUN`` after every move,
  in the deal's own change: one transaction a move, and a kill at any instant resumes
  the run exactly (the deal is replayed move by move, as any saved deal);
- the run's one result (outcome "over" once all its games are done, "abandoned" when it
  is left for a new run or thrown away, "demo" when the demo played in it) is recorded
  under ``RUN`` in the change that ends it, with its total and a part per game.

A deal of a run never touches the game's own saved deal: a Maze deal left half-way
in the menu stays saved while a run plays its Maze.

A daily run's deals come from the date alone (``run_seed``), so everyone gets the
same five deals that day; they differ from the games' daily deals.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

from game import catalog
from game.i18n import N_, _
from game.rules.base import IllegalMove, InvalidMove
from game.rules.dated import dated_seed
from game.session.deal import Session
from game.session.ledger import Ledger
from game.session.lifecycle import new_seed
from game.session.run_points import WIN, Part, score

RUN = "arcade_run"  # the name a run is saved and recorded under
FINAL = N_("this game of the run is over: its points stand")


def run_seed(game: str, hard: bool, date: str) -> int:
    """A daily run's deal number of ``game``: from the date and mode alone."""
    return dated_seed("run", game, hard, date)


class RunDeal(Session):
    """One game of a run: a deal whose save is the run's and whose end moves the run on."""

    run: ArcadeRun = None  # type: ignore[assignment]  # set by the run that deals it

    def _record(self, outcome: str) -> None:
        super()._record(outcome)
        self.run.ended(self, "demo" if self.demo else outcome)

    def _save(self) -> None:
        self.run.save()

    def undo(self) -> str:
        if self.result_id is not None:
            raise IllegalMove(_(FINAL))
        return super().undo()

    def can_undo(self) -> bool:
        return self.result_id is None and super().can_undo()

    def abandon(self) -> bool:
        """Leaving a run's deal leaves the run (recorded once, with this game's part)."""
        return self.run.abandon()

    def restarted(self) -> Session:
        """A run is restarted as a whole: this one is left, it begins again on its deals."""
        return self.run.again(same_deals=True).start_deal()

    def new_deal(self, hard: bool | None = None, seed: int | None = None) -> Session:
        return self.run.again(hard).start_deal()


class ArcadeRun:
    """A run in progress: its games and deals, the parts played, the deal on the table."""

    def __init__(
        self,
        ledger: Ledger,
        hard: bool = False,
        daily: str | None = None,
        order: tuple[str, ...] | None = None,
        seeds: list[int] | None = None,
    ) -> None:
        self.ledger = ledger
        self.hard = bool(hard)
        self.daily = daily
        self.order = tuple(order) if order is not None else catalog.names()
        if seeds is None:
            seeds = [run_seed(g, self.hard, daily) if daily else new_seed() for g in self.order]
        if len(seeds) != len(self.order):
            raise ValueError(f"a run of {len(self.order)} games needs as many deal numbers")
        self.seeds = [int(s) for s in seeds]
        self.run_id = uuid.uuid4().hex[:12]
        self.parts: list[Part] = []
        self.deal: RunDeal | None = None
        self.left = False
        self.leaving = False
        self.result_id: str | None = None

    # --- views ---------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return "hard" if self.hard else "normal"

    @property
    def over(self) -> bool:
        return len(self.parts) >= len(self.order)

    @property
    def game(self) -> str | None:
        """The game being played now (or next), None once every game is done."""
        return None if self.over else self.order[len(self.parts)]

    @property
    def total(self) -> int:
        return sum(p.points for p in self.parts)

    @property
    def most(self) -> int:
        return WIN * len(self.order)

    @property
    def seconds(self) -> float:
        now = self.deal.elapsed if self.deal is not None else 0.0
        return round(sum(p.seconds for p in self.parts) + now, 1)

    @property
    def demo(self) -> bool:
        return any(p.outcome == "demo" for p in self.parts) or bool(self.deal and self.deal.demo)

    @property
    def started(self) -> bool:
        return bool(self.parts) or bool(self.deal is not None and self.deal.started)

    @property
    def number(self) -> int:
        """1-based place of the game on show in the run."""
        return min(len(self.parts) + 1, len(self.order))

    # --- play ----------------------------------------------------------------------
    def start_deal(self) -> RunDeal:
        """The deal of the game on now: the one in progress, or the next one dealt."""
        if self.over:
            raise IllegalMove(_("the run is over"))
        if self.deal is None:
            i = len(self.parts)
            deal = RunDeal(self.order[i], self.ledger, seed=self.seeds[i], hard=self.hard)
            deal.run = self
            self.deal = deal
        return self.deal

    def ended(self, deal: RunDeal, outcome: str) -> None:
        """``deal`` has just recorded its result: its part joins the run (in that same
        change) and the run moves on; the last game's end records the run."""
        if deal is not self.deal:
            return
        won = outcome == "won" or (outcome == "demo" and deal.status == "won")
        points = score(deal.name, deal.game, won)
        part = Part(deal.name, outcome, points, round(deal.elapsed, 1), won)
        self.parts.append(part)
        self.deal = None
        if self.over and not self.leaving:
            self._record("demo" if self.demo else "over")
        self.save()

    def _record(self, outcome: str) -> None:
        if self.result_id is None:
            self.result_id = self.ledger.record(RUN, self.hard, self.result(outcome))

    def result(self, outcome: str) -> dict[str, Any]:
        """The run's one result: its total as the score, a part per game played."""
        details: dict[str, Any] = {
            "outcome": outcome,
            "won": self.over and all(p.won and p.outcome == "won" for p in self.parts),
            "deal": self.run_id,
            "seconds": self.seconds,
            "date": time.strftime("%Y-%m-%d"),
            "score": self.total,
            "parts": [p.to_dict() for p in self.parts],
        }
        if self.daily is not None:
            details["daily"] = self.daily
        return details

    def abandon(self) -> bool:
        """The player leaves the run for good: the deal on the table, if started, ends as
        abandoned (its game's result and its part), and the run records its one result
        if anything was played; the save goes either way. True when it was recorded."""
        if self.left:
            return False
        recorded = False
        with self.ledger.change():
            self.leaving = True
            deal = self.deal
            if deal is not None and deal.at_stake:
                deal._record("abandoned")
            if deal is not None:
                deal.left = True
            self.deal = None
            if self.started and self.result_id is None:
                self._record("demo" if self.demo else "abandoned")
                recorded = True
            self.left = True
            self.ledger.save(RUN, None)
        return recorded

    def again(self, hard: bool | None = None, same_deals: bool = False) -> ArcadeRun:
        """A run in this one's place, this one left first (counted once): with
        ``same_deals`` the same run from its first game (a restart: its mode, its deals, a
        daily run's day), else a new run on new deals (never a daily one: that day's run
        is this one's deals again)."""
        self.abandon()
        if same_deals:
            return ArcadeRun(self.ledger, self.hard, self.daily, self.order, list(self.seeds))
        return ArcadeRun(self.ledger, self.hard if hard is None else hard, None, self.order)

    # --- save and resume ---------------------------------------------------------------
    def save(self) -> None:
        """Keep the run for resume (inside the deal's change: one transaction a move)."""
        if self.left:
            return
        self.ledger.save(RUN, self.to_dict() if self.started and not self.over else None)

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal.to_dict() if self.deal is not None and self.deal.at_stake else None
        return {
            "game": RUN,
            "run": self.run_id,
            "hard": self.hard,
            "daily": self.daily,
            "order": list(self.order),
            "seeds": list(self.seeds),
            "parts": [p.to_dict() for p in self.parts],
            "current": deal,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], ledger: Ledger) -> ArcadeRun:
        """The saved run, its deal in progress replayed; a broken save raises ValueError."""
        try:
            if d.get("game") != RUN:
                raise ValueError(
                    _("saved game is {game}, not an arcade run").format(game=repr(d.get("game")))
                )
            order = tuple(str(g) for g in d["order"])
            missing = [g for g in order if catalog.find(g) is None]
            if missing:
                raise ValueError(
                    _("the run has a game not installed here: {game}").format(game=missing[0])
                )
            daily = str(d["daily"]) if d.get("daily") is not None else None
            run = cls(ledger, bool(d.get("hard")), daily, order, [int(s) for s in d["seeds"]])
            run.run_id = str(d.get("run") or run.run_id)
            run.parts = [Part.from_dict(p) for p in d.get("parts", [])]
            if run.over:
                raise ValueError(_("the saved run is already over"))
            current = d.get("current")
            if current is not None:
                deal = RunDeal.from_dict(current, ledger)
                if (deal.name, deal.seed, deal.hard) != (
                    run.game,
                    run.seeds[len(run.parts)],
                    run.hard,
                ):
                    raise ValueError(_("the saved run's deal is not its next game"))
                deal.run = run
                run.deal = deal
        except (KeyError, TypeError, AttributeError, IllegalMove, InvalidMove) as exc:
            raise ValueError(_("broken saved arcade run: {why}").format(why=exc)) from exc
        return run
