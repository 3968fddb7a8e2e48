"""SLOTKER multiplayer: 2–4 seats each play one run; the highest set wins the round.

Pure and JSON-safe like the solo game, so a scene, a save and a test drive it
the same way. How RULES.md is read here:

- A seat's run deals hands of three through a fresh 52-card shuffle with the
  solo game's moves (deal, draw, fold). It keeps its best set: a set that
  outranks the seat's best so far replaces it, any other set is discarded.
  The run goes on to the end of the cards (fewer than three left, or a pair
  with nothing to draw), because a later set may still be higher; the one
  exception is three Aces, which nothing can beat, so the run stops there.
- Each round every seat plays once, in turn. The seat that starts moves one
  place on each round. Seat deals come from the match seed, the round and
  the seat, so a match replays exactly.
- The highest best set wins; a seat with no set ranks last; equal best sets
  share the win. If no seat made a set, all seats share the pot (their antes
  come back) and nobody is counted a win.
- Ante (optional, 0 = none): at the start of each round every seat that can
  pay puts the ante in the pot; a seat with fewer chips than the ante sits the
  round out. The winners split the pot; the chips that do not divide evenly go
  one each to the winners in the round's turn order, so no chip is ever lost.
  With an ante the match is over when fewer than two seats can pay it.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any, cast

from game.games.slotker.events import (
    MatchEvent,
    RoundOverEvent,
    RoundRecord,
    RunEndEvent,
    SeatStartEvent,
    SlotkerEvent,
)
from game.games.slotker.rank import (
    SetKey,
    describe,
    describe_apart,
    is_three_aces,
    rank_key,
    set_rank,
)
from game.games.slotker.rules import Slotker
from game.i18n import _, ngettext
from game.rules.base import IllegalMove, Move

MIN_SEATS = 2
MAX_SEATS = 4


class SeatRun(Slotker):
    """One seat's single run through the deck, keeping its best set.

    Status "won" here means the run ended holding a set, "lost" that it
    ended with none; the match reads ``high_set`` (the seat's best).
    """

    NAME = "slotker_seat"
    TITLE = "SLOTKER run"

    def _deal(self, cards: list[str]) -> None:
        super()._deal(cards)
        self.runs = 1

    @property
    def best(self) -> list[str] | None:
        return self.high_set

    def _first_set_words(self) -> str:
        return _("first set")

    def _new_high(self, cards: list[str], old: list[str] | None, why: str) -> list[SlotkerEvent]:
        """A seat's new best: the old best is discarded; only three Aces end the run early."""
        if old is not None:
            self.sets_discarded.append(old)
        if not is_three_aces(cards):
            return []
        self.run_highs.append(list(cards))
        return [
            {"type": "run_end", "run": self.run, "high": list(cards)},
            self._end("won", _("Three Aces: nothing can beat them, the run stops.")),
        ]

    def _out_of_cards(self) -> list[SlotkerEvent]:
        best = self.high_set
        high = list(best) if best else None
        event: RunEndEvent = {"type": "run_end", "run": self.run, "high": high}
        if best is None:
            return [event, self._end("lost", _("The run is over without a set."))]
        self.run_highs.append(list(best))
        return [
            event,
            self._end("won", _("The run is over: best set {set}.").format(set=describe(best))),
        ]


def seated(event: SlotkerEvent, seat: int) -> SlotkerEvent:
    """A run's event as the match hands it on: a copy naming the seat that played it."""
    handed = event.copy()
    handed["seat"] = seat
    return handed


def seat_seed(seed: int, round_no: int, seat: int) -> int:
    """The deal seed of one seat's run in one round, drawn from the match seed."""
    return random.Random(f"slotker_match:{seed}:{round_no}:{seat}").randrange(2**32)


# the default names earlier versions stored for a seat, in the language the match was
# made in ("Player 3", «Игрок 3»): read as the seat's default, so an old save shows the
# names in the language on screen
OLD_DEFAULTS = ("Player", "Computer", "Игрок", "Компьютер")


def kept_name(name: str, number: int) -> str:
    """What a seat stores of the name it was given: a name typed for it as typed, "" for
    its default (its number's "Player 3", written when drawn, in the language on screen;
    also an earlier version's stored default, ``OLD_DEFAULTS``)."""
    return "" if name in {f"{word} {number}" for word in OLD_DEFAULTS} else name


def seat_name(seat: dict[str, Any]) -> str:
    """A seat's name as the player reads it: its typed name, else its default by its
    number in the language on screen ("Player 3", "Computer 2")."""
    if seat["name"]:
        return str(seat["name"])
    # TRANSLATORS: a seat's name in a match, shown at the machine and in the results
    said = _("Computer {n}") if seat["is_computer"] else _("Player {n}")
    return said.format(n=seat["number"])


def pass_words(seat: dict[str, Any]) -> str:
    """The hand-over's headline for the seat to play: "Pass to Player 3", whole for a
    seat of its default name (a language words it as a sentence of its own: «Передайте
    игроку 3»), "Pass to {seat}" with a typed name."""
    if seat["name"] or seat["is_computer"]:
        return _("Pass to {seat}").format(seat=seat_name(seat))
    return _("Pass to Player {n}").format(n=seat["number"])


class SlotkerMatch:
    """A multiplayer SLOTKER match: rounds of one run per seat, with optional ante.

    ``status``: "playing" while a seat plays its run, "round_over" between
    rounds (call ``start_round``), "over" when too few seats can pay the ante.
    """

    def __init__(self) -> None:
        self.seed: int = 0
        self.ante: int = 0
        # {"name", "number", "is_computer", "chips", "wins"}: "name" as typed, "" for the
        # default one (``seat_name`` reads it), "number" the seat's, from 1
        self.seats: list[dict[str, Any]] = []
        self.round: int = 0
        self.order: list[int] = []  # seats playing this round, in turn order
        self.turn: int = 0  # index into order of the seat playing now
        self.best: list[list[str] | None] = []  # per seat, this round's best set
        self.pot: int = 0
        self.status: str = "round_over"
        self.history: list[RoundRecord] = []
        self.run: SeatRun | None = None

    # --- construction -------------------------------------------------
    @classmethod
    def new(
        cls,
        seats: list[tuple[str, bool]] | list[dict[str, Any]],
        seed: int,
        ante: int = 0,
        chips: int = 100,
    ) -> SlotkerMatch:
        """A match for 2–4 seats given as (name, is_computer); round 1 starts at once. A
        name "" is the seat's default ("Player 3" in the language on screen)."""
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise ValueError(f"SLOTKER needs {MIN_SEATS} to {MAX_SEATS} seats, got {len(seats)}")
        for number in (seed, ante, chips):
            if not isinstance(number, int) or isinstance(number, bool):
                raise ValueError(f"seed, ante and chips must be whole numbers, got {number!r}")
        if ante < 0 or chips < 0:
            raise ValueError("ante and chips cannot be negative")
        m = cls()
        m.seed = seed
        m.ante = ante
        for number, seat in enumerate(seats, 1):
            name, is_computer = (
                (seat["name"], seat["is_computer"]) if isinstance(seat, dict) else seat
            )
            if not isinstance(name, str) or (name and not name.strip()):
                raise ValueError(f"a seat needs a name, got {name!r}")
            m.seats.append(
                {
                    "name": kept_name(name, number),
                    "number": number,
                    "is_computer": bool(is_computer),
                    "chips": chips,
                    "wins": 0,
                }
            )
        if len(m._can_pay()) < MIN_SEATS:
            raise ValueError(f"at least {MIN_SEATS} seats must be able to pay the ante")
        m.best = [None] * len(m.seats)
        m.start_round()
        return m

    # --- read-only views ------------------------------------------------
    @property
    def current_seat(self) -> int | None:
        """The seat whose run is being played, or None between rounds."""
        return self.order[self.turn] if self.status == "playing" else None

    @property
    def is_computer_turn(self) -> bool:
        seat = self.current_seat
        return seat is not None and self.seats[seat]["is_computer"]

    def chips(self) -> list[int]:
        return [s["chips"] for s in self.seats]

    def best_name(self, seat: int) -> str:
        """'three Queens', 'no set', or 'sits out' for a seat not in this round."""
        if seat not in self.order:
            return _("sits out")
        best = self.best[seat]
        others = [b for s in self.order if s != seat and (b := self.best[s])]
        return describe_apart(best, others) if best else _("no set")

    def standings(self) -> list[int]:
        """This round's seats, best set first; seats with no set last (stable by turn order)."""

        def key(seat: int) -> tuple[int] | tuple[int, SetKey]:
            best = self.best[seat]
            return (1, rank_key(best)) if best else (0,)

        return sorted(self.order, key=key, reverse=True)

    def winners(self) -> list[int]:
        """The seats sharing the round's win so far, in turn order."""
        made = {s: rank_key(best) for s in self.order if (best := self.best[s])}
        if not made:
            return list(self.order)
        top = max(made.values())
        return [s for s, rank in made.items() if rank == top]

    def leaders(self) -> list[int]:
        """The seats holding the most chips: the match's winners once it is over."""
        top = max(s["chips"] for s in self.seats)
        return [i for i, s in enumerate(self.seats) if s["chips"] == top]

    def places(self) -> list[tuple[int, int | None]]:
        """(seat, place) for this round's seats, best set first; equal sets share a place.

        A seat with no set has no place (None).
        """
        out: list[tuple[int, int | None]] = []
        place, prev = 0, None
        for n, seat in enumerate(self.standings()):
            best = self.best[seat]
            rank = set_rank(best) if best else None
            if rank != prev:
                place, prev = n + 1, rank
            out.append((seat, place if best else None))
        return out

    def legal_moves(self) -> list[Move]:
        if self.status != "playing" or self.run is None:
            return []
        return self.run.legal_moves()

    # --- play ---------------------------------------------------------
    def _can_pay(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["chips"] >= self.ante]

    def start_round(self) -> list[MatchEvent]:
        """Collect the antes and start the next round with its first seat's run."""
        if self.status != "round_over":
            raise IllegalMove(
                _("the match is over") if self.status == "over" else _("this round is still on")
            )
        players = self._can_pay()
        if len(players) < MIN_SEATS:
            raise IllegalMove(
                ngettext(
                    "fewer than {n} seat can pay the ante",
                    "fewer than {n} seats can pay the ante",
                    MIN_SEATS,
                ).format(n=MIN_SEATS)
            )
        self.round += 1
        k = (self.round - 1) % len(players)
        self.order = players[k:] + players[:k]
        for seat in self.order:
            self.seats[seat]["chips"] -= self.ante
            self.pot += self.ante
        self.best = [None] * len(self.seats)
        self.turn = 0
        self.status = "playing"
        events: list[MatchEvent] = [
            {"type": "round_start", "round": self.round, "order": list(self.order)}
        ]
        if self.ante:
            events.append({"type": "ante", "ante": self.ante, "pot": self.pot})
        return events + [self._start_seat()]

    def _start_seat(self) -> SeatStartEvent:
        seat = self.order[self.turn]
        self.run = SeatRun.new(seed=seat_seed(self.seed, self.round, seat))
        return {"type": "seat_start", "seat": seat, "round": self.round}

    def play(self, move: Any) -> list[MatchEvent]:
        """Play a move in the current seat's run; finished runs hand over to the next seat."""
        if self.status != "playing" or self.run is None:
            raise IllegalMove(
                _("the match is over") if self.status == "over" else _("the round is over")
            )
        seat = self.order[self.turn]
        # Game.play hands on plain dicts: what SeatRun's handlers built, SlotkerEvents
        run_events = cast("list[SlotkerEvent]", self.run.play(move))
        events: list[MatchEvent] = [seated(e, seat) for e in run_events]
        if self.run.status == "playing":
            return events
        self.best[seat] = copy.deepcopy(self.run.best)
        events.append(
            {
                "type": "seat_done",
                "seat": seat,
                "best": copy.deepcopy(self.run.best),
                "name": self.best_name(seat),
            }
        )
        self.turn += 1
        if self.turn < len(self.order):
            events.append(self._start_seat())
            return events
        return events + self._settle()

    def _settle(self) -> list[MatchEvent]:
        winners = self.winners()
        nobody = not any(self.best[s] for s in self.order)
        pot = self.pot
        share, odd = divmod(pot, len(winners))
        payout = [0] * len(self.seats)
        for n, seat in enumerate(winners):
            payout[seat] = share + (1 if n < odd else 0)
            self.seats[seat]["chips"] += payout[seat]
            if not nobody:
                self.seats[seat]["wins"] += 1
        self.pot = 0
        self.run = None
        record: RoundRecord = {
            "round": self.round,
            "order": list(self.order),
            "best": copy.deepcopy(self.best),
            "winners": winners,
            "no_set": nobody,
            "pot": pot,
            "payout": payout,
        }
        self.history.append(record)
        over: RoundOverEvent = {"type": "round_over", **record, "chips": self.chips()}
        events: list[MatchEvent] = [over]
        if self.ante and len(self._can_pay()) < MIN_SEATS:
            self.status = "over"
            events.append({"type": "match_over", "chips": self.chips()})
        else:
            self.status = "round_over"
        return events

    # --- copies and saves ---------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "slotker_match",
            "seed": self.seed,
            "ante": self.ante,
            "seats": copy.deepcopy(self.seats),
            "round": self.round,
            "order": list(self.order),
            "turn": self.turn,
            "best": copy.deepcopy(self.best),
            "pot": self.pot,
            "status": self.status,
            "history": copy.deepcopy(self.history),
            "run": self.run.to_dict() if self.run is not None else None,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SlotkerMatch:
        """Rebuild a match from ``to_dict`` output; a wrong or broken dict raises ValueError."""
        try:
            if d.get("game") != "slotker_match":
                raise ValueError(f"saved game is {d.get('game')!r}, not 'slotker_match'")
            m = cls()
            m.seed = int(d["seed"])
            m.ante = int(d["ante"])
            m.seats = copy.deepcopy(d["seats"])
            for number, seat in enumerate(m.seats, 1):  # a dict of an earlier version
                seat.setdefault("number", number)
                seat["name"] = kept_name(seat["name"], seat["number"])
            m.round = int(d["round"])
            m.order = [int(s) for s in d["order"]]
            m.turn = int(d["turn"])
            m.best = copy.deepcopy(d["best"])
            m.pot = int(d["pot"])
            m.status = str(d["status"])
            m.history = copy.deepcopy(d["history"])
            m.run = SeatRun.from_dict(d["run"]) if d["run"] is not None else None
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"broken saved SLOTKER match: missing or bad {exc}") from exc
        if m.status not in ("playing", "round_over", "over") or len(m.best) != len(m.seats):
            raise ValueError("broken saved SLOTKER match: bad status or seats")
        if (m.status == "playing") != (m.run is not None):
            raise ValueError("broken saved SLOTKER match: run and status disagree")
        return m

    def clone(self) -> SlotkerMatch:
        return SlotkerMatch.from_dict(json.loads(json.dumps(self.to_dict())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SlotkerMatch) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<SlotkerMatch seed={self.seed} round={self.round} {self.status}>"
