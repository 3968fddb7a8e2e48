"""A SLOTKER match in progress (``MatchSession``): seats, rounds and chips, as one session.

The match is this game's own saved kind: its catalog entry declares this class under the
name it saves under (``GameInfo.sessions``), and the shared layers reach it only through
that declaration: the sessions' ``restore`` and the replay by its class methods, the
store by its ``SAVE`` shape, the statistics by its ``TITLE`` and ``best_words``.
"""

from __future__ import annotations

from typing import Any

from game.games.slotker.match_rules import SlotkerMatch, seat_name
from game.games.slotker.match_save import MatchSave
from game.games.slotker.rank import set_rank, set_record
from game.i18n import N_, _, ngettext
from game.rules import cards as C
from game.rules.base import IllegalMove, InvalidMove, Move
from game.session.ledger import Ledger
from game.session.lifecycle import Lifecycle, new_seed

MATCH = "slotker_match"  # the name a match is recorded and saved under (its catalog key)
NEXT_ROUND = ("next_round",)  # in a match's line: the next round started between moves
# a seat's run deals at most 17 hands of three from 52 cards, each a deal and at most one
# draw or fold: a round of n seats is at most n * RUN_MOVES moves and its start
RUN_MOVES = 34
CODE_ROUNDS = 30  # the most rounds a match code carries (of the longest runs: real runs are
# shorter, so some sixty rounds), keeping a code at its cap within ~100 ms to read (bench.codes)


class MatchSession(Lifecycle):
    """A SLOTKER match in progress: every move of every seat, saved after each one.

    Undo stays within the current seat's own run (a person's turn): the runs
    before it have been seen by the other players. The match's one result is
    recorded when the match is over or abandoned.
    """

    name = MATCH
    hard = False
    noun = "match"
    demo = False  # a match has no demo, daily or tutorial of its own
    tutorial = False
    daily: str | None = None
    SAVE = MatchSave  # the shape its saves and kept lines pass the store's door as
    TITLE = N_("SLOTKER match")  # its row on the statistics (one record, no modes)
    CODE_TERMS = ("seats", "ante", "chips")  # what a match code carries besides its number

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
        self._begin(ledger)  # history: NEXT_ROUND marks a start_round between moves
        self.turn_start = 0  # history index where the current seat's run began

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
        return sum(1 for m in self.history if m != NEXT_ROUND)

    @property
    def mode(self) -> str:
        return "match"

    @property
    def label(self) -> str:
        return _("match #{number}, round {round}").format(number=self.seed, round=self.match.round)

    @property
    def can_give_up(self) -> bool:
        """A match ends by the chips, or is left by New match."""
        return False

    def auto_move(self) -> None:
        """A match plays nothing by itself (computer seats are played by the scene)."""
        return None

    def give_up(self) -> None:
        raise IllegalMove(_("a match is not given up: start a new match or go to the menu"))

    def can_undo(self) -> bool:
        return (
            self.match.status == "playing"
            and not self.match.is_computer_turn
            and len(self.history) > self.turn_start
        )

    def play(self, move: Move) -> list[dict]:
        """A seat's move; ``NEXT_ROUND``, its line's step between rounds, starts the next
        round (a replay plays a kept line step by step through here)."""
        move = tuple(move)
        if move == NEXT_ROUND:
            return self.next_round()
        events = self.match.play(move)
        self._push(move)
        if any(e["type"] in ("seat_start", "round_over") for e in events):
            self.turn_start = len(self.history)
        self._after_change()
        return events

    def next_round(self) -> list[dict]:
        events = self.match.start_round()
        self.history.append(NEXT_ROUND)
        self.turn_start = len(self.history)
        self._after_change()
        return events

    def undo(self) -> str:
        if not self.can_undo():
            raise IllegalMove(_("undo works only within your own run, before it ends"))
        self.redo_stack.append(self.history.pop())
        self.undos += 1
        self._replay()
        self._after_change()
        n = len(self.history) - self.turn_start
        said = ngettext("Undone ({n} move in this run)", "Undone ({n} moves in this run)", n)
        return said.format(n=n)

    def _replay(self) -> None:
        m = SlotkerMatch.new(self.seats, seed=self.seed, ante=self.ante, chips=self.chips)
        for move in self.history:
            self.replay_play(m, move)
        self.match = m

    def _after_change(self) -> None:
        with self.ledger.change():
            if self.match.status == "over" and self.result_id is None:
                self._record("over")
            self._save()

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
        details = {
            **self._figures(outcome),
            "won": any(w in people for w in winners),
            "rounds": len(m.history),
            "chips_won": sum(m.seats[i]["chips"] - self.chips for i in people),
        }
        return {**details, **set_record(best)}

    def restarted(self) -> MatchSession:
        self.abandon()
        return MatchSession(self.ledger, self.seats, self.seed, self.ante, self.chips)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": MATCH,
            "seats": [list(s) for s in self.seats],
            "seed": self.seed,
            "ante": self.ante,
            "chips": self.chips,
            "turn_start": self.turn_start,
            **self._counters(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], ledger: Ledger) -> MatchSession:
        try:
            if d.get("game") != MATCH:
                raise ValueError(
                    _("saved game is {game}, not a SLOTKER match").format(game=repr(d.get("game")))
                )
            seats = [(str(n), bool(c)) for n, c in d["seats"]]
            s = cls(ledger, seats, int(d["seed"]), int(d["ante"]), int(d["chips"]))
            s.history = [tuple(m) for m in d["moves"]]
            s._replay()
            s.turn_start = int(d.get("turn_start", 0))
            s._load_counters(d)
        except (KeyError, TypeError, AttributeError, IllegalMove, InvalidMove) as exc:
            raise ValueError(_("broken saved SLOTKER match: {why}").format(why=exc)) from exc
        return s

    # --- what a replay of its kept line needs (game.session.replay) -------------------
    @staticmethod
    def replay_start(line: dict[str, Any]) -> SlotkerMatch:
        """The match as its line begins: its seats, deal number and terms."""
        seats = [(str(n), bool(c)) for n, c in line["seats"]]
        ante, chips = int(line.get("ante", 0)), int(line.get("chips", 100))
        return SlotkerMatch.new(seats, seed=int(line.get("seed")), ante=ante, chips=chips)

    @staticmethod
    def replay_play(match: SlotkerMatch, move: Move) -> list[dict]:
        """One step of its line: a seat's move, or the next round started."""
        if tuple(move) == NEXT_ROUND:
            return match.start_round()
        return match.play(move)

    @staticmethod
    def replay_game(match: SlotkerMatch) -> Any:
        """The rules object a replay shows: the run on the machine (None between rounds)."""
        return match.run

    @staticmethod
    def replay_words(match: SlotkerMatch) -> str:
        """Where a watched match stands beyond its step: the round's result between rounds
        and at the end, "" while a seat plays."""
        return round_title(match) if match.status != "playing" and match.history else ""

    # --- what its code needs (game.session.codes) -------------------------------------------
    @staticmethod
    def replay_choices(match: SlotkerMatch) -> list[Move]:
        """Every step its line may take next: the seat's legal moves, the next round
        between rounds, none once it is over."""
        if match.status == "round_over":
            return [NEXT_ROUND]
        return match.legal_moves()

    @staticmethod
    def code_moves(line: dict[str, Any]) -> int:
        """The most steps a code of a match of these seats carries: ``CODE_ROUNDS`` rounds
        of the longest runs, so reading one is bounded by its seats and rounds."""
        return CODE_ROUNDS * (len(line["seats"]) * RUN_MOVES + 1)

    # --- its row on the statistics (game.scenes.stats) ------------------------------------
    @staticmethod
    def best_words(record: dict[str, Any]) -> str:
        """The best column of its record: the best set a person made, and the chips won."""
        chips = record.get("chips_won", 0)
        return _("{set}, chips {chips}").format(
            set=record["best_set"] or _("no set"), chips=f"{chips:+d}"
        )


def round_title(m: SlotkerMatch) -> str:
    """The round results' headline: who won the round, or the match when it is over."""
    last = m.history[-1]
    names = [seat_name(m.seats[i]) for i in last["winners"]]
    if m.status == "over":
        leaders = [seat_name(m.seats[i]) for i in m.leaders()]
        if len(leaders) > 1:
            return _("Match over: {seats} win").format(seats=C.and_list(leaders))
        return _("Match over: {seat} wins").format(seat=leaders[0])
    if last["no_set"]:
        return _("Round {round}: no sets, antes back").format(round=last["round"])
    if len(names) == 1:
        return _("Round {round}: {seat} wins").format(round=last["round"], seat=names[0])
    return _("Round {round}: {seats} share").format(round=last["round"], seats=C.and_list(names))
