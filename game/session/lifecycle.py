"""What a deal and a game's own saved kind (a match) share: moves and redo, counters, one
result, saving."""

from __future__ import annotations

import random
import time
import uuid
from typing import TYPE_CHECKING, Any

from game.i18n import N_, _, pgettext
from game.rules.base import Event, IllegalMove, Move
from game.session.ledger import Ledger


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


DEMO_DEAL = N_("A demo deal: it counts as neither a win nor a loss")
TUTORIAL_DEAL = N_("A tutorial deal: nothing is recorded")


def mode_word(mode: str) -> str:
    """A session's ``mode`` ("hard", "normal", "match") in the player's language."""
    if mode == "hard":
        return pgettext("mode", "hard")
    if mode == "normal":
        return pgettext("mode", "normal")
    return pgettext("mode", "match") if mode == "match" else mode


# What ending a deal (a match, a run) records, said of the subject its question names, each
# sentence translated whole: a language agrees the rest with the subject its own way
# (Russian: «Этот расклад считается брошенным», «Эта попытка … брошенной»), so none is
# built of a subject and the rest. Keyed by the subject as the code names it (its English)
# and the kind of ending; a kind a subject lacks is said of "It".
ENDINGS: dict[str, dict[str, str]] = {
    "It": {
        "tutorial": N_("It is a tutorial deal: nothing is recorded."),
        "demo": N_("It is a demo deal: it counts as neither a win nor a loss."),
        "abandoned": N_("It counts as abandoned."),
        "gave_up": N_("It counts as given up."),
    },
    "This deal": {
        "tutorial": N_("This deal is a tutorial deal: nothing is recorded."),
        "demo": N_("This deal is a demo deal: it counts as neither a win nor a loss."),
        "abandoned": N_("This deal counts as abandoned."),
        "gave_up": N_("This deal counts as given up."),
    },
    "This match": {
        "abandoned": N_("This match counts as abandoned."),
        "gave_up": N_("This match counts as given up."),
    },
    "This try": {
        "tutorial": N_("This try is a tutorial deal: nothing is recorded."),
        "demo": N_("This try is a demo deal: it counts as neither a win nor a loss."),
        "abandoned": N_("This try counts as abandoned."),
        "gave_up": N_("This try counts as given up."),
    },
    "This run": {
        "demo": N_("The demo played in this run: it counts as neither a win nor a loss."),
        "abandoned": N_("This run counts as abandoned."),
    },
}
# "This one": the session's own noun (a deal, a match)
THIS_ONE = {"deal": "This deal", "match": "This match"}


def ending_words(outcome: str, demo: bool, tutorial: bool, subject: str = "") -> str:
    """What ending a deal as ``outcome`` ("abandoned", "gave_up") records, in the words
    the question before it and the result screen use: a deal the demo played in is a
    demo deal whatever ends it, and a tutorial's records nothing (issue 16's rule).

    ``subject`` names what the sentence is said of, a key of ``ENDINGS`` ("It", "This
    deal", "This try", "This run"; "" or another is "It"): each sentence whole."""
    kind = "tutorial" if tutorial else "demo" if demo else outcome
    said = ENDINGS.get(subject, ENDINGS["It"])
    return _(said.get(kind, ENDINGS["It"][kind]))


# Where fresh deal numbers come from: the system's randomness, so two players (and two
# launches) meet different deals. The test suite puts a source seeded per test here, so a
# test that deals "a new deal" deals the same one every run and never fails by chance.
DEALS: random.Random = random.SystemRandom()


def new_seed() -> int:
    """A fresh deal number a player can type back in."""
    return DEALS.randrange(1, 10**6)


class Lifecycle:
    """What a deal and a match share: the moves played and the redo line, the counters,
    the one recorded result, and the save that follows every change."""

    name: str
    seed: int | None
    hard: bool
    noun: str
    demo: bool  # each kind declares these two (a match: never)
    tutorial: bool

    if TYPE_CHECKING:  # what each kind provides (a deal, a match), for the type checker

        @property
        def playing(self) -> bool: ...

        @property
        def status(self) -> str: ...

        def play(self, move: Move) -> list[Event]: ...

        def result(self, outcome: str) -> dict[str, Any]: ...

        def to_dict(self) -> dict[str, Any]: ...

    def _begin(self, ledger: Ledger) -> None:
        self.ledger = ledger
        self.history: list[Move] = []
        self.redo_stack: list[Move] = []
        self.undos = 0
        self.hints = 0
        self.elapsed = 0.0
        self.result_id: str | None = None
        self.left = False  # abandoned: this object is done with
        self.deal_id = uuid.uuid4().hex[:12]  # this deal's own id: its result and its save carry it

    @property
    def moves(self) -> int:
        return len(self.history)

    @property
    def started(self) -> bool:
        """At least one move on the board: leaving now counts as abandoning."""
        return self.moves > 0

    def ending_words(self, outcome: str, subject: str = "") -> str:
        """What ending it now as ``outcome`` records ("This deal counts as abandoned.");
        ``subject`` as ``ending_words`` takes it, "This one" the session's noun."""
        subject = THIS_ONE.get(self.noun, "It") if subject == "This one" else subject
        return ending_words(outcome, self.demo, self.tutorial, subject)

    @property
    def at_stake(self) -> bool:
        """New deal, Restart, Give up or Deal # would end something: ask first."""
        return self.started and self.playing and not self.left

    def _push(self, move: Move) -> None:
        """A move was played: the move the redo line expects keeps the rest of that line."""
        self.history.append(move)
        if self.redo_stack[-1:] == [move]:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            raise IllegalMove(_("nothing to redo"))
        return self.play(self.redo_stack[-1])

    def tick(self, dt: float) -> None:
        """Play time runs only while the deal is on (scenes call this unpaused)."""
        if self.playing:
            self.elapsed += dt

    def note_hint(self) -> None:
        self.hints += 1

    def _record(self, outcome: str) -> None:
        """The one result, with the moves that led to it (what *Watch* plays again)."""
        line = {**self.to_dict(), "redo": []}
        self.result_id = self.ledger.record(self.name, self.hard, self.result(outcome), line)

    def _figures(self, outcome: str) -> dict[str, Any]:
        """What every result holds: the outcome and the figures of the play."""
        return {
            "outcome": outcome,
            "deal": self.deal_id,
            "seed": self.seed,
            "seconds": round(self.elapsed, 1),
            "moves": self.moves,
            "undos": self.undos,
            "hints": self.hints,
            "date": time.strftime("%Y-%m-%d"),
        }

    def shown(self) -> None:
        """It is on the table. A deal over as dealt (a Monte Carlo grid with no pair)
        records its one result now, lost, as every deal that ends does."""
        if not self.playing and self.result_id is None and not self.left:
            with self.ledger.change():
                self._record(self.status)

    def abandon(self) -> bool:
        """The player leaves for good: one "abandoned" result if it was started and still
        on; the save goes either way. True when a result was recorded."""
        recorded = self.at_stake
        with self.ledger.change():  # the result and the save's removal: one whole
            if recorded:
                self._record("abandoned")
            self.left = True
            self.ledger.save(self.name, None)
        return recorded

    def save(self) -> None:
        """Keep it for resume while it is on and started (on quit). A deal with no move
        writes nothing: a saved deal of the same game, left alone by a run that only
        looked (``--game`` with ``--screenshot``), stays saved."""
        if not self.left and self.at_stake:
            self._save()

    def _save(self) -> None:
        self.ledger.save(self.name, self.to_dict() if self.at_stake else None)

    def _counters(self) -> dict[str, Any]:
        return {
            "deal": self.deal_id,
            "moves": [list(m) for m in self.history],
            "redo": [list(m) for m in self.redo_stack],
            "undos": self.undos,
            "hints": self.hints,
            "elapsed": round(self.elapsed, 1),
        }

    def _load_counters(self, d: dict[str, Any]) -> None:
        if d.get("deal"):
            self.deal_id = str(d["deal"])
        self.redo_stack = [tuple(m) for m in d.get("redo", [])]
        self.undos = int(d.get("undos", 0))
        self.hints = int(d.get("hints", 0))
        self.elapsed = float(d.get("elapsed", 0.0))
