"""A deal in progress and its whole life: the one place that decides what a deal's end records.

Scenes present a session; they never keep their own history, counters or
results. The rules objects know how cards move; the session knows what a
player did with them: which moves, undone and redone, for how long, with how
many hints, and how the deal ended. Its policy, the one a player relies on:

- every deal that ends records exactly one result: won, lost, given up, or
  abandoned (left for another deal, restarted or discarded after at least
  one move; a move the game plays by itself counts);
- quitting records nothing: the deal is saved and offered again;
- undoing out of a finished or given-up deal withdraws its result.

Statistics and save files reach the session through a ``Ledger`` passed in,
so this module imports only the rules and the standard library and is tested
without a window (the engine's storage implements the ledger).

A SLOTKER match is a session too (``MatchSession``): seats, rounds and chips
live in the rules' ``SlotkerMatch``; the session adds its history, undo within
the seat's own turn, saving and the match's one result.
"""

from __future__ import annotations

import random
import time
from typing import Any, Protocol

from game.rules import GAMES
from game.rules.base import Game, IllegalMove, Move
from game.rules.slotker_match import SlotkerMatch
from game.rules.slotker_rank import describe, set_rank

# what ends a deal; "won" and "lost" come from the rules, the other two from the player
OUTCOMES = ("won", "lost", "gave_up", "abandoned")
MATCH = "slotker_match"


class Ledger(Protocol):
    """Where results and saved games go; the engine's storage implements it."""

    def record(self, game: str, hard: bool, result: dict[str, Any]) -> str:
        """Add one result; returns an id that ``withdraw`` takes back."""

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        """Take back a result recorded earlier (undo out of a finished deal)."""

    def save(self, game: str, data: dict[str, Any] | None) -> None:
        """Keep the deal in progress for resume; None forgets it."""


class MemoryLedger:
    """A ledger in memory: the unit tests' and the simulator's."""

    def __init__(self) -> None:
        self.results: dict[str, dict[str, Any]] = {}
        self.saves: dict[str, dict[str, Any]] = {}
        self._n = 0

    def record(self, game: str, hard: bool, result: dict[str, Any]) -> str:
        self._n += 1
        rid = f"r{self._n}"
        self.results[rid] = {"game": game, "hard": hard, **result}
        return rid

    def withdraw(self, game: str, hard: bool, result_id: str) -> None:
        self.results.pop(result_id, None)

    def save(self, game: str, data: dict[str, Any] | None) -> None:
        if data is None:
            self.saves.pop(game, None)
        else:
            self.saves[game] = data

    def outcomes(self, game: str | None = None) -> list[str]:
        return [r["outcome"] for r in self.results.values() if game in (None, r["game"])]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def new_seed() -> int:
    """A fresh deal number a player can type back in."""
    return random.SystemRandom().randrange(1, 10**6)


class Session:
    """One deal of one game: the rules object plus everything a player did with it."""

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
        self.history: list[Move] = []
        self.redo_stack: list[Move] = []
        self.undos = 0
        self.hints = 0
        self.elapsed = 0.0
        self.gave_up = False
        self.result_id: str | None = None
        self.demo = False  # the demo played a move: recorded as "demo", never won or lost
        self.daily = daily  # the date of the daily deal this is, or None
        self.tutorial = False  # a tutorial's constructed deal: recorded nowhere
        self.left = False  # abandoned: this object is done with

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
    def moves(self) -> int:
        return len(self.history)

    @property
    def started(self) -> bool:
        """At least one move on the board: leaving now counts as abandoning the deal."""
        return bool(self.history)

    @property
    def at_stake(self) -> bool:
        """New deal, Restart, Give up or Deal # would end something: ask first."""
        return self.started and self.playing and not self.left

    @property
    def mode(self) -> str:
        return "hard" if self.hard else "normal"

    @property
    def label(self) -> str:
        return f"deal #{self.seed}" if self.seed is not None else "a set deal"

    # --- play --------------------------------------------------------------
    def _fresh(self) -> Game:
        return self.rules.new(seed=self.seed, deck=self.deck, hard=self.hard)

    def play(self, move: Move) -> list[dict]:
        """Play one move; an illegal one raises IllegalMove and changes nothing.
        The move the redo line expects next keeps the rest of that line."""
        if self.gave_up:
            raise IllegalMove("you gave up this deal: undo to take it back, or start a new one")
        move = tuple(move)
        events = self.game.play(move)
        self.history.append(move)
        if self.redo_stack[-1:] == [move]:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
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
            return "Give-up taken back"
        if not self.history:
            raise IllegalMove("nothing to undo")
        auto = self.rules.AUTO_MOVES
        taken = [self.history.pop()]
        while taken[-1][0] in auto and self.history:
            taken.append(self.history.pop())
        self.redo_stack.extend(taken)
        self.undos += 1
        self._replay()
        self._after_change()
        return f"Undone ({plural(self.moves, 'move')} played)"

    def redo(self) -> list[dict]:
        if not self.redo_stack or self.gave_up:
            raise IllegalMove("nothing to redo")
        return self.play(self.redo_stack[-1])

    def can_undo(self) -> bool:
        return bool(self.history) or self.gave_up

    @property
    def can_give_up(self) -> bool:
        return self.playing

    def give_up(self) -> None:
        if not self.playing:
            raise IllegalMove("the deal is already over")
        self.gave_up = True
        self._after_change()

    def tick(self, dt: float) -> None:
        """Play time runs only while the deal is on (scenes call this unpaused)."""
        if self.playing:
            self.elapsed += dt

    def note_hint(self) -> None:
        self.hints += 1

    def _replay(self) -> None:
        self.game = self._fresh()
        for move in self.history:
            self.game.play(move)

    # --- ends and results ----------------------------------------------------
    def _after_change(self) -> None:
        """Keep the recorded result in step with the status, then the save file."""
        if self.playing and self.result_id is not None:
            self.ledger.withdraw(self.name, self.hard, self.result_id)
            self.result_id = None
        elif not self.playing and self.result_id is None:
            self._record(self.status)
        self._save()

    def _record(self, outcome: str) -> None:
        if self.tutorial:
            return
        if self.demo:
            outcome = "demo"
        self.result_id = self.ledger.record(self.name, self.hard, self.result(outcome))

    def result(self, outcome: str) -> dict[str, Any]:
        """What one result holds: the outcome and the figures of the deal."""
        details: dict[str, Any] = {
            "outcome": outcome,
            "won": outcome == "won",
            "seed": self.seed,
            "seconds": round(self.elapsed, 1),
            "moves": self.moves,
            "undos": self.undos,
            "hints": self.hints,
            "date": time.strftime("%Y-%m-%d"),
        }
        if self.daily is not None and not self.demo:
            details["daily"] = self.daily
        if self.game.score is not None:
            details["score"] = self.game.score
        if self.game.result is not None and outcome == "won":
            details["kind"] = self.game.result
        best = counted_best_set(self.game)
        if best:
            details["best_set"] = describe(best)
            details["best_set_rank"] = list(set_rank(best))
        return details

    def abandon(self) -> bool:
        """The player leaves this deal for good: one "abandoned" result if it was started
        and still on; the save goes either way. True when a result was recorded."""
        recorded = False
        if self.at_stake:
            self._record("abandoned")
            recorded = True
        self.left = True
        if not self.tutorial:
            self.ledger.save(self.name, None)
        return recorded

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
    def save(self) -> None:
        """Keep the deal for resume while it is on and started; forget it otherwise."""
        if not self.left:
            self._save()

    def _save(self) -> None:
        if self.tutorial:
            return  # a tutorial's deal is never offered for resume (nor is a real save touched)
        self.ledger.save(self.name, self.to_dict() if self.playing and self.started else None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "seed": self.seed,
            "deck": self.deck,
            "hard": self.hard,
            "moves": [list(m) for m in self.history],
            "redo": [list(m) for m in self.redo_stack],
            "undos": self.undos,
            "hints": self.hints,
            "elapsed": round(self.elapsed, 1),
            "demo": self.demo,
            "daily": self.daily,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], ledger: Ledger) -> Session:
        """The saved deal, replayed move by move; a broken save raises ValueError."""
        try:
            daily = d.get("daily")
            daily = str(daily) if daily is not None else None
            seed, deck, hard = d.get("seed"), d.get("deck"), bool(d.get("hard"))
            s = cls(str(d["game"]), ledger, seed, deck, hard, daily)
            s.demo = bool(d.get("demo", False))
            for move in d.get("moves", []):
                s.game.play(tuple(move))
                s.history.append(tuple(move))
            s.redo_stack = [tuple(m) for m in d.get("redo", [])]
            s.undos = int(d.get("undos", 0))
            s.hints = int(d.get("hints", 0))
            s.elapsed = float(d.get("elapsed", 0.0))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"broken saved game: {exc}") from exc
        if not s.playing:
            raise ValueError("the saved game is already over")
        return s


def counted_best_set(game: Game) -> list[str] | None:
    """SLOTKER's best set that counted (the rules say which); None for other games."""
    best = getattr(game, "counted_best", None)
    return best() if callable(best) else None


class MatchSession:
    """A SLOTKER match in progress: every move of every seat, saved after each one.

    Undo stays within the current seat's own run (a person's turn): the runs
    before it have been seen by the other players. The match's one result is
    recorded when the match is over or abandoned.
    """

    name = MATCH
    hard = False

    def __init__(
        self,
        ledger: Ledger,
        seats: list[tuple[str, bool]],
        seed: int | None = None,
        ante: int = 0,
        chips: int = 100,
    ) -> None:
        self.ledger = ledger
        self.seats = [(str(n), bool(c)) for n, c in seats]
        self.seed = new_seed() if seed is None else int(seed)
        self.ante = int(ante)
        self.chips = int(chips)
        self.match = SlotkerMatch.new(self.seats, seed=self.seed, ante=self.ante, chips=self.chips)
        self.history: list[Move] = []  # ("next_round",) marks a start_round between moves
        self.redo_stack: list[Move] = []
        self.turn_start = 0  # history index where the current seat's run began
        self.left = False
        self.undos = 0
        self.hints = 0
        self.elapsed = 0.0
        self.result_id: str | None = None

    @property
    def game(self):
        """The run on the machine (None between rounds)."""
        return self.match.run

    @property
    def status(self) -> str:
        return self.match.status

    @property
    def playing(self) -> bool:
        return self.match.status != "over"

    @property
    def moves(self) -> int:
        return sum(1 for m in self.history if m != ("next_round",))

    @property
    def started(self) -> bool:
        return self.moves > 0

    @property
    def at_stake(self) -> bool:
        return self.started and self.playing and not self.left

    @property
    def mode(self) -> str:
        return "match"

    @property
    def label(self) -> str:
        return f"match #{self.seed}, round {self.match.round}"

    can_give_up = False  # a match ends by the chips, or is left by New match

    def auto_move(self) -> None:
        """A match plays nothing by itself (computer seats are played by the scene)."""
        return None

    def give_up(self) -> None:
        raise IllegalMove("a match is not given up: start a new match or go to the menu")

    def can_undo(self) -> bool:
        return (
            self.match.status == "playing"
            and not self.match.is_computer_turn
            and len(self.history) > self.turn_start
        )

    def play(self, move: Move) -> list[dict]:
        move = tuple(move)
        events = self.match.play(move)
        self.history.append(move)
        if self.redo_stack[-1:] == [move]:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
        if any(e["type"] in ("seat_start", "round_over") for e in events):
            self.turn_start = len(self.history)
        self._after_change()
        return events

    def next_round(self) -> list[dict]:
        events = self.match.start_round()
        self.history.append(("next_round",))
        self.turn_start = len(self.history)
        self._after_change()
        return events

    def undo(self) -> str:
        if not self.can_undo():
            raise IllegalMove("undo works only within your own run, before it ends")
        self.redo_stack.append(self.history.pop())
        self.undos += 1
        self._replay()
        self._after_change()
        return f"Undone ({plural(len(self.history) - self.turn_start, 'move')} in this run)"

    def redo(self) -> list[dict]:
        if not self.redo_stack:
            raise IllegalMove("nothing to redo")
        return self.play(self.redo_stack[-1])

    def tick(self, dt: float) -> None:
        if self.playing:
            self.elapsed += dt

    def note_hint(self) -> None:
        self.hints += 1

    def _replay(self) -> None:
        m = SlotkerMatch.new(self.seats, seed=self.seed, ante=self.ante, chips=self.chips)
        for move in self.history:
            if move == ("next_round",):
                m.start_round()
            else:
                m.play(move)
        self.match = m

    def _after_change(self) -> None:
        if self.match.status == "over" and self.result_id is None:
            self._record("over")
        self._save()

    def _record(self, outcome: str) -> None:
        self.result_id = self.ledger.record(MATCH, False, self.result(outcome))

    def result(self, outcome: str) -> dict[str, Any]:
        """A match's record: did a person win it, the best set a person made, chips won."""
        m = self.match
        people = [i for i, s in enumerate(m.seats) if not s["is_computer"]]
        winners = m.leaders()
        best: list[str] | None = None
        for rnd in m.history:
            for seat in people:
                made = rnd["best"][seat]
                if made and (best is None or set_rank(made) > set_rank(best)):
                    best = made
        details: dict[str, Any] = {
            "outcome": outcome,
            "won": any(w in people for w in winners),
            "seed": self.seed,
            "seconds": round(self.elapsed, 1),
            "moves": self.moves,
            "undos": self.undos,
            "hints": self.hints,
            "rounds": len(m.history),
            "chips_won": sum(m.seats[i]["chips"] - self.chips for i in people),
            "date": time.strftime("%Y-%m-%d"),
        }
        if best:
            details["best_set"] = describe(best)
            details["best_set_rank"] = list(set_rank(best))
        return details

    def abandon(self) -> bool:
        recorded = False
        if self.at_stake:
            self._record("abandoned")
            recorded = True
        self.left = True
        self.ledger.save(MATCH, None)
        return recorded

    def restarted(self) -> MatchSession:
        self.abandon()
        return MatchSession(self.ledger, self.seats, self.seed, self.ante, self.chips)

    def save(self) -> None:
        if not self.left:
            self._save()

    def _save(self) -> None:
        self.ledger.save(MATCH, self.to_dict() if self.at_stake else None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": MATCH,
            "seats": [list(s) for s in self.seats],
            "seed": self.seed,
            "ante": self.ante,
            "chips": self.chips,
            "moves": [list(m) for m in self.history],
            "redo": [list(m) for m in self.redo_stack],
            "turn_start": self.turn_start,
            "undos": self.undos,
            "hints": self.hints,
            "elapsed": round(self.elapsed, 1),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], ledger: Ledger) -> MatchSession:
        try:
            if d.get("game") != MATCH:
                raise ValueError(f"saved game is {d.get('game')!r}, not a SLOTKER match")
            seats = [(str(n), bool(c)) for n, c in d["seats"]]
            s = cls(ledger, seats, int(d["seed"]), int(d["ante"]), int(d["chips"]))
            s.history = [tuple(m) for m in d["moves"]]
            s._replay()
            s.redo_stack = [tuple(m) for m in d.get("redo", [])]
            s.turn_start = int(d.get("turn_start", 0))
            s.undos = int(d.get("undos", 0))
            s.hints = int(d.get("hints", 0))
            s.elapsed = float(d.get("elapsed", 0.0))
        except (KeyError, TypeError, AttributeError, IllegalMove) as exc:
            raise ValueError(f"broken saved SLOTKER match: {exc}") from exc
        return s


def restore(d: dict[str, Any], ledger: Ledger) -> Session | MatchSession:
    """A saved game of either kind, by the name it was saved under."""
    if d.get("game") == MATCH:
        return MatchSession.from_dict(d, ledger)
    return Session.from_dict(d, ledger)
