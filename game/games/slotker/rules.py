"""SLOTKER solitaire: run the deck in hands of three and make ever higher sets.

The first run ends at the first set, which becomes the high set. Each later
run reshuffles the other 49 cards and must make a set that outranks it. Two
runs in normal mode, three in hard mode. Ranking and wording live in
``game.games.slotker.rank``.

Flow of one hand, as the moves see it: ``("deal",)`` takes three cards from
the pool. A set resolves at once; a hand with no pair is discarded at once
(both reported in the deal's events), so after them the next move is a deal
again. A hand holding a pair waits for ``("draw", i)`` (discard hand card
``i``, the one outside the pair, and deal one replacement into its place) or
``("fold",)``. After the replacement the hand resolves: a set, or discarded.
Whenever the hand is empty and fewer than three cards are left, or a pair
waits with no card left to draw, the run has failed and the game ends there,
so a game in play always has a legal move.
"""

from __future__ import annotations

from typing import Any, Literal

from game.games.slotker.events import (
    DiscardEvent,
    DrawEvent,
    LostEvent,
    NewRunEvent,
    SetEvent,
    SlotkerEvent,
    WonEvent,
)
from game.games.slotker.rank import (
    SYMBOL,
    beats,
    describe,
    is_three_aces,
    pair_kind,
    rank_key,
    set_kind,
    set_record,
    why_not_higher,
)
from game.i18n import N_, _, ngettext
from game.rules import cards as C
from game.rules.base import Game, IllegalMove, Move

HAND = 3
NORMAL_RUNS = 2
HARD_RUNS = 3


class Slotker(Game):
    NAME = "slotker"
    TITLE = "SLOTKER"
    DECK = staticmethod(C.standard_deck)
    STATE = (
        "pool",
        "hand",
        "high_set",
        "run",
        "runs",
        "discard",
        "sets_discarded",
        "run_highs",
        "outcome",
        "reason",
    )

    pool: list[str]  # this run's stock, index 0 dealt next
    hand: list[str]  # 0 or 3 cards; 3 only while a pair waits for draw or fold
    high_set: list[str] | None  # the set to beat; None until the first set
    run: int  # 1-based
    runs: int  # runs in the game: 2 normal, 3 hard
    discard: list[str]  # this run's discarded single cards (and a beaten high set)
    sets_discarded: list[list[str]]  # this run's sets that did not outrank the high set
    run_highs: list[list[str]]  # a record: the high set each finished run made
    outcome: str | None  # "won" / "lost" once over
    reason: str | None  # the player's words for the outcome

    def _deal(self, cards: list[str]) -> None:
        self.pool = list(cards)
        self.hand = []
        self.high_set = None
        self.run = 1
        self.runs = HARD_RUNS if self.hard else NORMAL_RUNS
        self.discard = []
        self.sets_discarded = []
        self.run_highs = []
        self.outcome = None
        self.reason = None

    # --- read-only views for scenes and bots ----------------------------
    def cards_left(self) -> int:
        """Cards still to deal in this run."""
        return len(self.pool)

    @property
    def run_label(self) -> str:
        return _("Run {run} of {runs}").format(run=self.run, runs=self.runs)

    @property
    def is_last_run(self) -> bool:
        return self.run == self.runs

    def three_aces_lose(self, run: int | None = None) -> bool:
        """Would three Aces made in ``run`` (default: this run) lose the game?

        Nothing outranks three Aces, so as a high set before the last run they
        leave the later runs nothing to beat them with.
        """
        return (self.run if run is None else run) < self.runs

    @property
    def waiting_for_draw(self) -> bool:
        """True while a pair is on the table and the player must draw or fold."""
        return bool(self.hand)

    @property
    def high_name(self) -> str | None:
        return describe(self.high_set) if self.high_set else None

    def symbol(self, card: str) -> str:
        return SYMBOL[card]

    def draw_options(self) -> list[tuple[int, list[str], str]]:
        """Each legal draw: (hand index to discard, the pair kept, 'poker'|'symbol'|'both')."""
        if len(self.hand) != HAND:
            return []
        out = []
        for i in range(HAND):
            pair = [c for j, c in enumerate(self.hand) if j != i]
            kind = pair_kind(*pair)
            if kind is not None:
                out.append((i, pair, kind))
        return out

    def keeps(self, cards: list[str]) -> bool:
        """Would this set be kept (first set of the game, or outranking the high set)?"""
        return self.high_set is None or beats(cards, self.high_set)

    def outs(self, i: int) -> list[str]:
        """Cards not yet dealt this run that would turn the draw ``i`` into a kept set.

        The pool's contents (not its order) are known to a player who watched
        the run, so hints and computer players may use this.
        """
        pair = [c for j, c in enumerate(self.hand) if j != i]
        if len(pair) != HAND - 1 or pair_kind(*pair) is None:
            return []
        return [c for c in self.pool if set_kind([*pair, c]) and self.keeps([*pair, c])]

    def loss_reason(self) -> str | None:
        """Why a lost game is lost, in the player's words; None while not lost."""
        return self.reason if self.outcome == "lost" else None

    def win_reason(self) -> str | None:
        return self.reason if self.outcome == "won" else None

    # --- the API --------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.status != "playing":
            return []
        if not self.hand:
            return [("deal",)]
        return [("draw", i) for i, _, _ in self.draw_options()] + [("fold",)]

    def _play_deal(self) -> list[SlotkerEvent]:
        if self.hand:
            raise IllegalMove(_("a pair is waiting: draw to it or fold before dealing again"))
        if len(self.pool) < HAND:
            raise IllegalMove(_("fewer than three cards are left to deal"))
        cards = self.pool[:HAND]
        del self.pool[:HAND]
        self.hand = cards
        return [{"type": "deal", "cards": list(cards), "run": self.run}, *self._resolve(False)]

    def _play_draw(self, i: Any) -> list[SlotkerEvent]:
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < HAND:
            raise IllegalMove(
                _("there is no hand card {index}; hand cards are 0 to {last}").format(
                    index=repr(i), last=HAND - 1
                )
            )
        if not self.hand:
            raise IllegalMove(_("there is no hand to draw to: deal first"))
        options = {j: (pair, kind) for j, pair, kind in self.draw_options()}
        if i not in options:
            kept = [C.name(c) for j, c in enumerate(self.hand) if j != i]
            raise IllegalMove(
                _(
                    "the {card} and the {other} are no pair: discard the card outside the pair"
                ).format(card=kept[0], other=kept[1])
            )
        if not self.pool:
            raise IllegalMove(_("no card is left to draw"))
        old = self.hand[i]
        new = self.pool.pop(0)
        self.hand[i] = new
        self.discard.append(old)
        pair, kind = options[i]
        event: DrawEvent = {
            "type": "draw",
            "index": i,
            "discard": old,
            "card": new,
            "pair": pair,
            "pair_kind": kind,
        }
        return [event, *self._resolve(True)]

    def _play_fold(self) -> list[SlotkerEvent]:
        if not self.hand:
            raise IllegalMove(_("there is no hand to fold: deal first"))
        events = [self._discard_hand(N_("folded"))]
        return events + self._check_out_of_cards()

    # --- resolution -----------------------------------------------------
    def _discard_hand(self, why: str) -> DiscardEvent:
        cards, self.hand = self.hand, []
        self.discard += cards
        return {"type": "discard", "cards": cards, "why": why}

    def _resolve(self, drawn: bool) -> list[SlotkerEvent]:
        """Settle the hand just dealt or just drawn to: a set, a waiting pair, or a discard."""
        kind = set_kind(self.hand)
        if kind is not None:
            cards, self.hand = self.hand, []
            events = self._made_set(cards, kind)
            return events + self._check_out_of_cards()
        if drawn:
            events = [self._discard_hand(N_("the draw made no set"))]
        elif not self.draw_options():
            events = [self._discard_hand(N_("no pair"))]
        elif self.pool:
            return []
        else:
            events = [self._discard_hand(N_("no card left to draw to the pair"))]
        return events + self._check_out_of_cards()

    def _check_out_of_cards(self) -> list[SlotkerEvent]:
        if self.outcome is None and not self.hand and len(self.pool) < HAND:
            return self._out_of_cards()
        return []

    def _end(self, outcome: Literal["won", "lost"], reason: str) -> WonEvent | LostEvent:
        self.outcome = outcome
        self.reason = reason
        if outcome == "won":  # one record per type: mypy checks each as it is built
            return {"type": "won", "why": reason}
        return {"type": "lost", "why": reason}

    def counted_best(self) -> list[str] | None:
        """The best set that counted: three Aces made too early lose the game, so they
        never stand as a record; the high set before them does."""
        sets = [h for h in self.run_highs if not (is_three_aces(h) and self.status == "lost")]
        return max(sets, key=rank_key) if sets else None

    def best_set_record(self) -> dict[str, str | list[int]]:
        return set_record(self.counted_best())

    def _made_set(self, cards: list[str], kind: str) -> list[SlotkerEvent]:
        """Keep the set if it is the first or outranks the high set, else discard it."""
        old = self.high_set
        kept = self.keeps(cards)
        if old is None:
            # TRANSLATORS: "first set of run 2: three Queens"
            why = _("{first}: {set}").format(first=self._first_set_words(), set=describe(cards))
        else:
            why = why_not_higher(cards, old)
        events: list[SlotkerEvent] = [self._set_event(cards, kind, kept, why)]
        if not kept:
            self.sets_discarded.append(list(cards))
            return events
        self.high_set = list(cards)
        return events + self._new_high(cards, old, why)

    def _first_set_words(self) -> str:
        return _("first set of run {run}").format(run=self.run)

    def _new_high(self, cards: list[str], old: list[str] | None, why: str) -> list[SlotkerEvent]:
        """Solo: a new high set ends the run; three Aces too early lose, the last run wins."""
        if old is not None:
            self.discard += old
        self.run_highs.append(list(cards))
        if is_three_aces(cards) and self.three_aces_lose():
            reason = _(
                "Three Aces in run {run} of {runs}: no set can beat them in a later run."
            ).format(run=self.run, runs=self.runs)
            return [{"type": "three_aces", "run": self.run}, self._end("lost", reason)]
        events: list[SlotkerEvent] = [{"type": "run_end", "run": self.run, "high": list(cards)}]
        if self.is_last_run:
            events.append(self._end("won", _("{run}: {why}.").format(run=self.run_label, why=why)))
        else:
            events.append(self._new_run())
        return events

    @staticmethod
    def _set_event(cards: list[str], kind: str, kept: bool, why: str) -> SetEvent:
        return {
            "type": "set",
            "cards": list(cards),
            "kind": kind,
            "name": describe(cards),
            "high": kept,
            "why": why,
        }

    def _new_run(self) -> NewRunEvent:
        """Shuffle every card but the high set into a fresh pool for the next run."""
        assert self.high_set is not None
        keep = set(self.high_set)
        self.pool = [c for c in self.DECK() if c not in keep]
        self.rng.shuffle(self.pool)
        self.hand = []
        self.discard = []
        self.sets_discarded = []
        self.run += 1
        return {"type": "new_run", "run": self.run, "pool": list(self.pool)}

    def _out_of_cards(self) -> list[SlotkerEvent]:
        """Solo: a run that runs out before making what it needed fails the game."""
        left = len(self.pool)
        if self.high_set is None:
            text = ngettext(
                "{run} ran out of cards ({n} left) without a set.",
                "{run} ran out of cards ({n} left) without a set.",
                left,
            ).format(run=self.run_label, n=left)
        else:
            text = ngettext(
                "{run} ran out of cards ({n} left) without beating {high}.",
                "{run} ran out of cards ({n} left) without beating {high}.",
                left,
            ).format(run=self.run_label, n=left, high=describe(self.high_set))
        return [self._end("lost", text)]

    def _update_status(self) -> None:
        self.status = self.outcome or "playing"

    def all_cards(self) -> list[str]:
        sets = [c for s in self.sets_discarded for c in s]
        return self.pool + self.hand + (self.high_set or []) + self.discard + sets
