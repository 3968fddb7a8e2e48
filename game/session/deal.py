"""One deal of one game in progress (``Session``)."""

from __future__ import annotations

from typing import Any, TypeVar

from game.i18n import _, ngettext
from game.rules import GAMES
from game.rules.base import Event, Game, IllegalMove, Move
from game.session.ledger import Ledger
from game.session.lifecycle import Lifecycle, new_seed

_S = TypeVar("_S", bound="Session")  # a deal's class, or its subclass's (a run's deal)


class Session(Lifecycle):
    """One deal of one game: the rules object plus everything a player did with it."""

    noun = "deal"

    def __init__(
        self,
        name: str,
        ledger: Ledger,
        seed: int | None = None,
        deck: list[str] | None = None,
        hard: bool = False,
        daily: str | None = None,
    ) -> None:
        if name not in GAMES:
            raise ValueError(f"no game called {name!r}")
        self.name = name
        self.ledger = ledger
        self.seed = new_seed() if seed is None and deck is None else seed
        self.deck = list(deck) if deck is not None else None
        self.hard = bool(hard)
        self.game: Game = self._fresh()
        self._begin(ledger)
        self.gave_up = False
        self.demo = False  # the demo played a move: recorded as "demo", never won or lost
        self.daily = daily  # the date of the daily deal this is, or None
        self.tutorial = False  # a tutorial's prepared deal: recorded and saved nowhere

    # --- views -------------------------------------------------------------
    @property
    def rules(self) -> type[Game]:
        return GAMES[self.name]

    @property
    def status(self) -> str:
        """The rules' status, or "gave_up" once the player resigned."""
        return "gave_up" if self.gave_up else self.game.status

    @property
    def playing(self) -> bool:
        return self.status == "playing"

    @property
    def mode(self) -> str:
        return "hard" if self.hard else "normal"

    @property
    def label(self) -> str:
        if self.seed is None:
            return _("set deal")
        return _("deal #{number}").format(number=self.seed)

    # --- play --------------------------------------------------------------
    def _fresh(self) -> Game:
        return self.rules.new(seed=self.seed, deck=self.deck, hard=self.hard)

    def play(self, move: Move) -> list[Event]:
        """Play one move; an illegal one raises IllegalMove and changes nothing.
        The move the redo line expects next keeps the rest of that line."""
        if self.gave_up:
            raise IllegalMove(_("you gave up this deal: undo to take it back, or start a new one"))
        move = self.game.normalize(move)  # one form however it was made: codes index it
        events = self.game.play(move)
        self._push(move)
        self._after_change()
        return events

    def auto_move(self) -> Move | None:
        """The move the game plays by itself now (Monte Carlo's compaction), if due."""
        return None if self.gave_up else self.game.auto_move()

    def undo(self) -> str:
        """Take back the last move (or the give-up); a move the game played by itself
        goes back together with the move that forced it, as one undo."""
        if self.gave_up:
            self.gave_up = False
            self.undos += 1
            self._after_change()
            return _("Give-up taken back")
        if not self.history:
            raise IllegalMove(_("nothing to undo"))
        auto = self.rules.AUTO_MOVES
        taken = [self.history.pop()]
        while taken[-1][0] in auto and self.history:
            taken.append(self.history.pop())
        self.redo_stack.extend(taken)
        self.undos += 1
        self._replay()
        self._after_change()
        return ngettext("Undone ({n} move played)", "Undone ({n} moves played)", self.moves).format(
            n=self.moves
        )

    def redo(self) -> list[Event]:
        if self.gave_up:
            raise IllegalMove(_("nothing to redo"))
        return super().redo()

    def can_undo(self) -> bool:
        return bool(self.history) or self.gave_up

    @property
    def can_give_up(self) -> bool:
        return self.playing

    def give_up(self) -> None:
        if not self.playing:
            raise IllegalMove(_("the deal is already over"))
        self.gave_up = True
        self._after_change()

    def _replay(self) -> None:
        self.game = self._fresh()
        for move in self.history:
            self.game.play(move)

    # --- ends and results ----------------------------------------------------
    def _after_change(self) -> None:
        """Keep the recorded result in step with the status, then the save: one change,
        so the result and the save never disagree on disk."""
        with self.ledger.change():
            if self.playing and self.result_id is not None:
                self.ledger.withdraw(self.name, self.hard, self.result_id)
                self.result_id = None
            elif not self.playing and self.result_id is None:
                self._record(self.status)
            self._save()

    def _record(self, outcome: str) -> None:
        if not self.tutorial:
            super()._record("demo" if self.demo else outcome)

    def abandon(self) -> bool:
        """A tutorial's deal is left without a result and without touching the save
        (the player's own deal of that game stays offered)."""
        if self.tutorial:
            self.left = True
            return False
        return super().abandon()

    def _save(self) -> None:
        if not self.tutorial:
            super()._save()

    def result(self, outcome: str) -> dict[str, Any]:
        """What one result holds: the outcome and the figures of the deal."""
        details = {**self._figures(outcome), "won": outcome == "won"}
        if self.daily is not None and not self.demo:
            details["daily"] = self.daily
        if self.game.score is not None:
            details["score"] = self.game.score
        if self.game.result is not None and outcome == "won":
            details["kind"] = self.game.result
        return {**details, **self.game.best_set_record()}

    def restarted(self) -> Session:
        """The same deal from the start; this one is abandoned first."""
        self.abandon()
        again = Session(self.name, self.ledger, self.seed, self.deck, self.hard, self.daily)
        again.tutorial = self.tutorial
        return again

    def new_deal(self, hard: bool | None = None, seed: int | None = None) -> Session:
        """Another deal (in the mode asked for); this one is abandoned first."""
        self.abandon()
        return Session(self.name, self.ledger, seed=seed, hard=self.hard if hard is None else hard)

    # --- save and resume -----------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "seed": self.seed,
            "deck": self.deck,
            "hard": self.hard,
            "demo": self.demo,
            "daily": self.daily,
            **self._counters(),
        }

    @classmethod
    def from_dict(cls: type[_S], d: dict[str, Any], ledger: Ledger) -> _S:
        """The saved deal, replayed move by move; a broken save raises ValueError."""
        try:
            daily = str(d["daily"]) if d.get("daily") is not None else None
            seed, deck, hard = d.get("seed"), d.get("deck"), bool(d.get("hard"))
            s = cls(str(d["game"]), ledger, seed, deck, hard, daily)
            s.demo = bool(d.get("demo", False))
            for move in d.get("moves", []):
                s.game.play(tuple(move))
                s.history.append(tuple(move))
            s._load_counters(d)
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(_("broken saved game: {why}").format(why=exc)) from exc
        if not s.playing:
            raise ValueError(_("the saved game is already over"))
        return s
