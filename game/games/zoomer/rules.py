"""Zoomer Matrix: clear sets of one rank from a three-level pyramid of 13 spots.

The Matrix is a Trap card with four cards on its corners and eight more on
theirs. Sets of one denomination come off when nothing outside the set lies
on them; a drawn card must be cleared with matching Matrix cards or placed on
a supported empty spot. Removing the Trap card (the whole Matrix) wins by
Trap; five of a kind in one clear wins by Pent; both at once is a Slam.

Where the cleared cards go: the seed says cleared cards are "removed and
discarded" and that an empty deck means "reshuffle all discarded cards", and
RULES.md says the discard pile is shuffled into a new stock. So every cleared
card, the hand card of a clear included, goes onto ``discard``; a reshuffle
turns the whole discard pile into the new stock. ``clears`` keeps the history
of every clear (it is a record, not a zone), and the period between two
reshuffles is a *round*: the tracker counts pairs and trios per rank within
the current round, because that is when a lone fifth card gets stranded.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, cast

from game.games.zoomer.events import ZoomerEvent
from game.i18n import N_, _
from game.rules import cards as C
from game.rules.base import Game, IllegalMove, Move, over_words
from game.rules.cards import and_list

ZOOMER_RANKS = "A23456789T"
ZOOMER_SUITS = "SHDCX"


def zoomer_deck() -> list[str]:
    """50 cards: A–T in five suits, stars last."""
    return [r + s for s in ZOOMER_SUITS for r in ZOOMER_RANKS]


Spot = tuple[int, int]

TRAP: Spot = (0, 0)
LEVEL_SPOTS: tuple[tuple[Spot, ...], ...] = (
    (TRAP,),
    ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    ((-2, -2), (0, -2), (2, -2), (-2, 0), (2, 0), (-2, 2), (0, 2), (2, 2)),
)
# The deal order: Trap, then level 1, then level 2, each as RULES.md lists them.
SPOTS: tuple[Spot, ...] = tuple(s for level in LEVEL_SPOTS for s in level)
SPOT_INDEX: dict[Spot, int] = {s: i for i, s in enumerate(SPOTS)}
LEVEL: dict[Spot, int] = {s: n for n, level in enumerate(LEVEL_SPOTS) for s in level}
LEVEL_SIZES = tuple(len(level) for level in LEVEL_SPOTS)


def _overlap(a: Spot, b: Spot) -> bool:
    """Two 2×2 cards centred on a and b share area (touching edges do not count)."""
    return abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2


# A spot rests on the spots one level down that its card overlaps.
RESTS_ON: dict[Spot, list[Spot]] = {
    s: [t for t in SPOTS if LEVEL[t] == LEVEL[s] - 1 and _overlap(s, t)] for s in SPOTS
}
# The inverse: the spots resting on a spot (the cards that can cover it).
COVERS: dict[Spot, list[Spot]] = {s: [t for t in SPOTS if s in RESTS_ON[t]] for s in SPOTS}
# The same two by index into the Matrix (SPOTS order): move generation, run on every
# legal_moves(), and the bots' coded positions work on indices.
COVERS_I = tuple(tuple(SPOT_INDEX[t] for t in COVERS[s]) for s in SPOTS)
RESTS_I = tuple(tuple(SPOT_INDEX[t] for t in RESTS_ON[s]) for s in SPOTS)

PENT = 5
RANK_COPIES = len(ZOOMER_SUITS)  # cards of each rank in the deck
MIN_CLEAR = 2  # the fewest cards one clear takes


def next_clear_needed(removed: int) -> int | None:
    """How many cards the next clear of a rank needs to finish it, ``removed`` gone this round.

    None while the rank is untouched or all out. Below ``MIN_CLEAR`` (one card
    left) the rank is stranded: a lone card no clear can take until a reshuffle.
    This is why the tracker warns after two pairs, and asks for a trio after one.
    """
    left = RANK_COPIES - removed
    if removed <= 0 or left <= 0:
        return None
    return left


# TRANSLATORS: the Matrix's spots as a player sees them; they start and end messages
SPOT_WORDS: dict[Spot, str] = {
    TRAP: N_("the Trap spot"),
    (-1, -1): N_("the inner top-left spot"),
    (1, -1): N_("the inner top-right spot"),
    (-1, 1): N_("the inner bottom-left spot"),
    (1, 1): N_("the inner bottom-right spot"),
    (-2, -2): N_("the top-left corner"),
    (0, -2): N_("the top edge"),
    (2, -2): N_("the top-right corner"),
    (-2, 0): N_("the left edge"),
    (2, 0): N_("the right edge"),
    (-2, 2): N_("the bottom-left corner"),
    (0, 2): N_("the bottom edge"),
    (2, 2): N_("the bottom-right corner"),
}


def spot_name(spot: Spot) -> str:
    """A spot as a player sees it on the table, 'the right edge' for (2,0): the grid
    coordinates RULES.md names spots by mean nothing to someone playing."""
    return _(SPOT_WORDS[(spot[0], spot[1])])


def _card_key(card: Any) -> tuple[int, int, int, str]:
    """Canonical order of card names in a clear: rank, then suit S H D C X; junk last."""
    if isinstance(card, str) and len(card) == 2:
        r, s = card[0], card[1]
        if r in ZOOMER_RANKS and s in ZOOMER_SUITS:
            return (0, ZOOMER_RANKS.index(r), ZOOMER_SUITS.index(s), "")
    return (1, 0, 0, str(card))


def _as_spot(value: Any) -> Spot | None:
    """``value`` as a Matrix spot if it is a pair of plain ints naming one, else None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return None
    spot = (value[0], value[1])
    return spot if spot in SPOT_INDEX else None


class Zoomer(Game):
    NAME = "zoomer"
    TITLE = "Zoomer Matrix"
    DECK = staticmethod(zoomer_deck)
    STATE = ("matrix", "stock", "hand", "discard", "clears", "round_start", "reshuffles", "won_by")

    matrix: list[str | None]  # 13 entries in SPOTS order; None is an empty spot
    stock: list[str]  # index 0 is drawn next
    hand: str | None
    discard: list[str]  # cleared cards since the last reshuffle, in the order cleared
    clears: list[list[str]]  # every clear of the game, hand card last when there was one
    round_start: int  # index in ``clears`` of the first clear since the last reshuffle
    reshuffles: int
    won_by: str | None  # "trap" | "pent" | "slam"

    def _deal(self, cards: list[str]) -> None:
        n = len(SPOTS)
        self.matrix = list(cards[:n])
        self.stock = list(cards[n:])
        self.hand = None
        self.discard = []
        self.clears = []
        self.round_start = 0
        self.reshuffles = 0
        self.won_by = None

    def _after_load(self) -> None:
        """Check the one shape JSON cannot: the Matrix has exactly 13 spots."""
        if not isinstance(self.matrix, list) or len(self.matrix) != len(SPOTS):
            raise ValueError(f"broken saved {self.NAME} game: the Matrix needs {len(SPOTS)} spots")

    # --- read-only views for scenes and bots ----------------------------
    def card_at(self, spot: Spot) -> str | None:
        """The card in ``spot`` (None when empty)."""
        return self.matrix[SPOT_INDEX[tuple(spot)]]  # type: ignore[index]

    def spot_of(self, card: str) -> Spot | None:
        """Where ``card`` lies in the Matrix, or None if it is not there."""
        for spot, c in zip(SPOTS, self.matrix, strict=True):
            if c == card:
                return spot
        return None

    def matrix_cards(self) -> dict[Spot, str]:
        """Occupied spots and their cards, in SPOTS order."""
        return {s: c for s, c in zip(SPOTS, self.matrix, strict=True) if c is not None}

    @property
    def trap_card(self) -> str | None:
        """The card in the Trap spot; None once it is removed (the game is won)."""
        return self.matrix[0]

    def covering(self, spot: Spot) -> list[Spot]:
        """The occupied spots lying on ``spot``."""
        return [t for t in COVERS[tuple(spot)] if self.card_at(t) is not None]  # type: ignore[index]

    def is_free(self, spot: Spot) -> bool:
        """A card lies in ``spot`` and no card lies on it."""
        return self.card_at(spot) is not None and not self.covering(spot)

    def free_spots(self) -> list[Spot]:
        """Spots holding a free card, in SPOTS order."""
        return [s for s in SPOTS if self.is_free(s)]

    def supported(self, spot: Spot) -> bool:
        """Every spot ``spot`` rests on holds a card (the Trap spot rests on nothing)."""
        return all(self.card_at(t) is not None for t in RESTS_ON[tuple(spot)])  # type: ignore[index]

    def place_spots(self) -> list[Spot]:
        """Empty supported spots: where a card in hand may go now (SPOTS order)."""
        if self.status != "playing" or self.hand is None:
            return []
        return self._open_spots()

    def _open_spots(self) -> list[Spot]:
        m = self.matrix
        return [
            s
            for s, card, rests in zip(SPOTS, m, RESTS_I, strict=True)
            if card is None and all(m[t] is not None for t in rests)
        ]

    def why_not_place(self, spot: Any) -> str | None:
        """None when the hand card may go to ``spot``, else the reason in the player's words."""
        if self.status != "playing":
            return over_words(self.status)
        if self.hand is None:
            return _("there is no card in hand to place: draw one first")
        key = _as_spot(spot)
        if key is None:
            return _("{spot} is not a spot of the Matrix").format(spot=repr(spot))
        card = self.card_at(key)
        if card is not None:
            return _("{spot} already holds the {card}").format(
                spot=spot_name(key), card=C.name(card)
            )
        missing = [t for t in RESTS_ON[key] if self.card_at(t) is None]
        if missing:
            where = and_list([spot_name(t) for t in missing])
            return _("{spot} needs cards under it at {where}").format(
                spot=spot_name(key), where=where
            )
        return None

    def can_draw(self) -> bool:
        """No card in hand, and a card to draw (the stock, or in normal mode the discard)."""
        if self.status != "playing" or self.hand is not None:
            return False
        return self._drawable()

    def _drawable(self) -> bool:
        return bool(self.stock) or (not self.hard and bool(self.discard))

    def clear_moves(self) -> list[Move]:
        """Every clear allowed now, in a stable order (rank, then size, then spots)."""
        if self.status != "playing":
            return []
        return self._clears()

    def _clears(self) -> list[Move]:
        """Every allowed clear: groups of one rank closed under covering (every card on
        one of them is in the group). Only spots covered by nothing but their own rank
        can be in a group at all, so the groups are drawn from those."""
        m = self.matrix
        by_rank: dict[str, list[int]] = {}
        rank_at: dict[int, str] = {}  # spot index -> the rank of the card on it
        for i, card in enumerate(m):
            if card is not None:
                by_rank.setdefault(card[0], []).append(i)
                rank_at[i] = card[0]
        if self.hand is not None:
            ranks = [self.hand[0]]
            smallest = MIN_CLEAR - 1  # the hand card makes up the rest
        else:
            ranks = [r for r in ZOOMER_RANKS if len(by_rank.get(r, [])) >= MIN_CLEAR]
            smallest = MIN_CLEAR
        moves: list[Move] = []
        for r in ranks:
            on = {i: [t for t in COVERS_I[i] if t in rank_at] for i in by_rank.get(r, [])}
            able = [i for i, tops in on.items() if all(rank_at[t] == r for t in tops)]
            for size in range(smallest, len(able) + 1):
                for group in combinations(able, size):
                    inside = set(group)
                    if all(t in inside for i in group for t in on[i]):
                        cards = sorted((m[i] for i in group), key=_card_key)
                        moves.append(("clear", *cards))
        return moves

    def _blockers(self, group: tuple[Spot, ...] | list[Spot]) -> list[tuple[Spot, Spot]]:
        """(covered spot, covering spot) pairs where a card on the group lies outside it."""
        inside = set(group)
        return [(s, t) for s in group for t in self.covering(s) if t not in inside]

    def tracker(self) -> dict[str, dict[str, Any]]:
        """Per rank: what this round's clears took and where the rest of the rank lies.

        "removed"/"clears" cover the current round (since the last reshuffle, which
        brings cleared cards back); "removed_total"/"clears_total" the whole game.
        """
        out: dict[str, dict[str, Any]] = {
            r: {
                "removed": 0,
                "clears": [],
                "removed_total": 0,
                "clears_total": [],
                "in_stock": 0,
                "in_discard": 0,
                "in_matrix": 0,
                "in_hand": 0,
            }
            for r in ZOOMER_RANKS
        }
        for i, group in enumerate(self.clears):
            row = out[group[0][0]]
            row["removed_total"] += len(group)
            row["clears_total"].append(len(group))
            if i >= self.round_start:
                row["removed"] += len(group)
                row["clears"].append(len(group))
        for zone, cards in (
            ("in_stock", self.stock),
            ("in_discard", self.discard),
            ("in_matrix", [c for c in self.matrix if c is not None]),
            ("in_hand", [self.hand] if self.hand else []),
        ):
            for card in cards:
                out[card[0]][zone] += 1
        return out

    @property
    def removed(self) -> list[str]:
        """Every card cleared this game, in order (a card may reappear after a reshuffle)."""
        return [c for group in self.clears for c in group]

    @property
    def result(self) -> str | None:
        return self.won_by

    def loss_reason(self) -> str:
        """Why a lost game is lost, in the player's words."""
        if self.hand is not None:
            return _(
                "The {card} in hand can neither be placed on the Matrix "
                "nor cleared with a free {rank}."
            ).format(card=C.name(self.hand), rank=C.rank_name(self.hand[0]))
        if self.hard:
            return _("No set can be cleared and the stock is empty (hard mode: no reshuffle).")
        return _("No set can be cleared and there is nothing left to draw.")

    # --- the API --------------------------------------------------------
    @staticmethod
    def normalize(move: Any) -> Move:
        """Lists become tuples; a clear names its cards in rank-then-suit order."""
        norm = Game.normalize(move)
        if norm[0] == "clear":
            norm = ("clear", *sorted(norm[1:], key=_card_key))
        return norm

    def legal_moves(self) -> list[Move]:
        if self.status != "playing":
            return []
        return self._moves()

    def _moves(self) -> list[Move]:
        moves = self._clears()
        if self.hand is None:
            if self._drawable():
                moves.append(("draw",))
        else:
            moves += [("place", x, y) for x, y in self._open_spots()]
        return moves

    def _play_clear(self, *names: Any) -> list[ZoomerEvent]:
        for name in names:
            if not isinstance(name, str):
                raise IllegalMove(
                    _("name cards by their strings, like '8S', not {name}").format(name=repr(name))
                )
        if len(set(names)) != len(names):
            raise IllegalMove(_("a card is named twice"))
        if self.hand is not None and self.hand in names:
            raise IllegalMove(
                _(
                    "the {card} in hand goes with the clear by itself: name only the Matrix cards"
                ).format(card=C.name(self.hand))
            )
        spots: list[Spot] = []
        for name in names:
            spot = self.spot_of(name)
            if spot is None and name in self.all_cards():
                raise IllegalMove(_("the {card} is not in the Matrix").format(card=C.name(name)))
            if spot is None:
                raise IllegalMove(_("{name} is no card of this deck").format(name=repr(name)))
            spots.append(spot)
        if len({n[0] for n in names}) > 1:
            raise IllegalMove(_("a clear takes cards of one rank only"))
        if self.hand is not None:
            if not names:
                raise IllegalMove(
                    _("name at least one Matrix card to clear with the {card}").format(
                        card=C.name(self.hand)
                    )
                )
            if names[0][0] != self.hand[0]:
                raise IllegalMove(
                    _("with the {card} in hand you must place it or clear it with {ranks}").format(
                        card=C.name(self.hand), ranks=C.rank_name(self.hand[0], 2)
                    )
                )
        elif len(names) < MIN_CLEAR:
            raise IllegalMove(
                _("a clear needs two or more cards of one rank (or one and the hand)")
            )
        blockers = self._blockers(spots)
        if blockers:
            s, t = blockers[0]
            raise IllegalMove(
                _("the {card} at {spot} is covered by the {over} at {over_spot}").format(
                    card=C.name(self.card_at(s)),  # type: ignore[arg-type]
                    spot=spot_name(s),
                    over=C.name(self.card_at(t)),  # type: ignore[arg-type]
                    over_spot=spot_name(t),
                )
            )
        # legal: apply
        group = list(names)
        hand = self.hand
        for spot in spots:
            self.matrix[SPOT_INDEX[spot]] = None
        if hand is not None:
            group.append(hand)
            self.hand = None
        self.discard += group
        self.clears.append(group)
        trap = TRAP in spots
        pent = len(group) >= PENT
        if trap and pent:
            self.won_by = "slam"
        elif trap:
            self.won_by = "trap"
        elif pent:
            self.won_by = "pent"
        return [
            {
                "type": "clear",
                "cards": list(names),
                "spots": [list(s) for s in spots],
                "hand": hand,
                "result": self.won_by,
            }
        ]

    def _play_draw(self) -> list[ZoomerEvent]:
        if self.hand is not None:
            raise IllegalMove(
                _("the {card} is in hand: place it or clear it before drawing").format(
                    card=C.name(self.hand)
                )
            )
        if not self.stock:
            if self.hard:
                raise IllegalMove(_("the stock is empty and hard mode has no reshuffle"))
            if not self.discard:
                raise IllegalMove(_("nothing is left to draw"))
        events: list[ZoomerEvent] = []
        if not self.stock:
            new = list(self.discard)
            self.rng.shuffle(new)
            self.stock = new
            self.discard = []
            self.reshuffles += 1
            self.round_start = len(self.clears)
            events.append({"type": "reshuffle", "cards": list(new)})
        card = self.stock.pop(0)
        self.hand = card
        events.append({"type": "draw", "card": card})
        return events

    def _play_place(self, x: Any, y: Any) -> list[ZoomerEvent]:
        reason = self.why_not_place((x, y))
        if reason is not None:
            raise IllegalMove(reason)
        card = cast(str, self.hand)  # why_not_place has refused an empty hand
        self.matrix[SPOT_INDEX[(x, y)]] = card
        self.hand = None
        return [{"type": "place", "card": card, "spot": [x, y]}]

    def _update_status(self) -> None:
        if self.won_by is not None:
            self.status = "won"
        elif not self._moves():
            self.status = "lost"
        else:
            self.status = "playing"

    def all_cards(self) -> list[str]:
        held = [self.hand] if self.hand is not None else []
        return [c for c in self.matrix if c is not None] + held + self.stock + self.discard
