"""Combo-bliterate: a planner that maximises the final score, deal by deal.

What the bot may know. The line is face up, and which cards are still in the
stock follows from what has been seen, but the stock's order is hidden: a fair
player cannot plan the next deal card by card. So the planner searches exactly
within the current deal (removals, relocations and the pass that ends it) and
values the position after a pass from counts only: how many cards will still
be played and how many relocations the next deal brings. Once the stock is
empty the last deal is the rest of the game, and the search is exact to the
final score.

The search is a depth-first branch and bound with a table on ``(line,
relocations left)``: a line whose ceiling (what its cards could score at
best, in any order) cannot beat the best line found so far is not searched,
which skips most of the relocations. It answers exactly what the plain
exhaustive search answers, value and move, about ten times fewer lines.
Points are counted in halves (face down +1, face up +2, penalty -4) so every
value is an exact integer. Cards are small ints inside the search.

``python -m game.sim --game combo`` measures it.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from game.ai import Hint
from game.games.combo.rules import PASS_MAX_LINE, RUN_MIN, Combo
from game.i18n import _, language
from game.rules import cards as C
from game.rules.base import Move

# Half-points, so that every score is an integer inside the search.
UP, DOWN, PENALTY, BONUS = 2, 1, -4, 2

# Value of the rest of the game after a pass, from counts only (half-points):
# each card still to be played is worth CARD_VALUE, each relocation the next
# deal brings RELOCATION_VALUE. The planner's games average about +11 points
# over 52 cards, so a card is worth a little above zero. Short runs of 60
# deals with CARD_VALUE -0.25/+0.25 and RELOCATION_VALUE 0/1/3 all scored
# within noise of each other (mean +10.9 to +11.4): the exact search of each
# deal matters far more than these two numbers.
CARD_VALUE = 0.25
RELOCATION_VALUE = 1.0

_CARD_ID = {card: i for i, card in enumerate(C.standard_deck())}
_CARDS = C.standard_deck()
_VAL = [C.value(c) for c in _CARDS]
_SUIT = [c[1] for c in _CARDS]
_SUIT_BIT = [1 << sorted(set(_SUIT)).index(suit) for suit in _SUIT]
# _MATCH[a][b]: rule 2 (same rank or suit)
_MATCH = [[_VAL[a] == _VAL[b] or _SUIT[a] == _SUIT[b] for b in range(52)] for a in range(52)]
# _TOUCH[a][b]: a and b side by side would score or start a run (rule 1 or 2 may apply)
_TOUCH = [[_MATCH[a][b] or abs(_VAL[a] - _VAL[b]) == 1 for b in range(52)] for a in range(52)]


def encode(line: list[str]) -> tuple[int, ...]:
    return tuple(_CARD_ID[c] for c in line)


def cards_key(line: tuple[int, ...]) -> int:
    """The line's set of cards as a bit mask: what ``Planner.ceiling`` depends on."""
    key = 0
    for c in line:
        key |= 1 << c
    return key


def chain(line: tuple[int, ...], i: int) -> tuple[tuple[int, ...], int, int, int]:
    """Remove index ``i`` and resolve its chain exactly as the rules do.

    The cards taken are always one block ``line[dl : dr + 1]`` around ``i``
    (each collision takes a window across the gap), so the chain is worked out
    on ``line`` itself, without copying it. Returns the line left, the
    half-points made (the penalty included), ``dl`` and ``dr``."""
    n = len(line)
    points = PENALTY
    dl = dr = i
    end_max = n - 1
    while dl > 0 and dr < end_max:
        left, right = dl - 1, dr + 1
        a, b = line[left], line[right]
        step = _VAL[b] - _VAL[a]
        if step == 1 or step == -1:
            start, end = left, right
            while start > 0 and _VAL[line[start]] - _VAL[line[start - 1]] == step:
                start -= 1
            while end < end_max and _VAL[line[end + 1]] - _VAL[line[end]] == step:
                end += 1
            size = left - start + 1 + end - right + 1
            if size >= RUN_MIN:
                points += UP * size
                dl, dr = start, end
                continue
        if _MATCH[a][b]:
            points += 2 * DOWN
            dl, dr = left, right
            continue
        break
    return line[:dl] + line[dr + 1 :], points, dl, dr


def remove(line: tuple[int, ...], i: int) -> tuple[tuple[int, ...], int]:
    """The line after removing index ``i`` and its chain, and the half-points it makes."""
    rest, points, _up, _down = chain(line, i)
    return rest, points


def relocate(line: tuple[int, ...], i: int, j: int) -> tuple[int, ...]:
    cards = list(line)
    cards.insert(j, cards.pop(i))
    return tuple(cards)


def pass_value(
    left: int, stock: int, card_value: float = CARD_VALUE, reloc_value: float = RELOCATION_VALUE
) -> float:
    """Half-points the rest of the game is worth after passing with ``left`` cards (counts only)."""
    if left == 0:
        bonus = min(stock, 2)
        rest = stock - bonus
        if rest == 0:
            return float(bonus * DOWN)
        return bonus * DOWN + rest * card_value + 2 * reloc_value
    return (left + stock) * card_value + reloc_value


# New lines a hint may search (lines the ceiling settles without a search do not
# count): about 50 ms at worst on a busy 2-core machine, and most hints in a deal
# finish the whole search within it.
HINT_NODES = 4000


NO_BOUND = -1e18  # below every line's worth: a search from here is exact
BOUND: Move = ("bound",)  # the move kept with a line whose value is only an upper bound


def tenths(v: float) -> str:
    """Points to a tenth, signed, with the language's decimal mark: '+2.5', '+2,5'."""
    text = f"{v:+.1f}"
    return text.replace(".", ",") if language() == "ru" else text


class SearchBudget(Exception):
    """The search reached its node budget; lines already valued stay in the table."""


@dataclass
class Plan:
    """Best value (half-points, from now to the end of the deal) and the move that gets it."""

    value: float
    move: Move | None


class Planner:
    """Exact search of one deal, by branch and bound.

    A line's worth depends only on the line, the relocations left and the
    stock's size (through ``pass_value``), so one table serves every position
    with the same stock size: a whole deal, and any game that reaches it.

    Most lines need no exact value: only whether they can beat the best line
    found so far. ``ceiling`` bounds a line's worth from its cards alone (not
    their order, so it bounds every relocation of the line too), and a line
    whose ceiling cannot beat the best so far is not searched. Such a search
    "fails low": it proves only an upper bound, kept in the table too (with
    ``BOUND`` for its move). Children are tried in the same order as a full
    search and a move replaces the best only when strictly better, so the value
    and the move are exactly those of the full search
    (tests/games/combo/test_combo_planner_bounds.py compares the two).
    """

    def __init__(
        self,
        stock: int,
        card_value: float = CARD_VALUE,
        reloc_value: float = RELOCATION_VALUE,
    ) -> None:
        self.stock = stock
        self.card_value = card_value
        self.reloc_value = reloc_value
        # one table per number of relocations left: line -> (value, move) when exact,
        # (upper bound, BOUND) when a search of it failed low
        self.table: list[dict[tuple[int, ...], tuple[float, Move | None]]] = [{}, {}, {}]
        self._ceilings: dict[int, float] = {}  # set of cards (bit mask) -> ceiling
        # worth of passing with 0, 1 or 2 cards left
        self._pass = [
            pass_value(k, stock, card_value, reloc_value) for k in range(PASS_MAX_LINE + 1)
        ]
        self.nodes = 0
        self.limit: int | None = None  # raise SearchBudget past this many nodes

    def size(self) -> int:
        """Lines remembered, exact or bounded (what MEMO_LIMIT caps)."""
        return sum(map(len, self.table))

    def best(self, line: tuple[int, ...], rel: int) -> tuple[float, Move | None]:
        """Best half-points from ``line`` to the end of the deal, and the first move of it."""
        hit = self.table[rel].get(line)
        if hit is None or hit[1] is BOUND:
            key = cards_key(line)
            self._best(line, rel, NO_BOUND, self.ceiling(line, key), key)
            hit = self.table[rel][line]
        return hit

    def ceiling(self, line: tuple[int, ...], key: int) -> float:
        """An upper bound on the line's worth to the end of the deal, whatever its order.

        ``key`` is ``cards_key(line)``. Each card at best scores face up (if the
        line holds ranks that make a run with it), else face down (if another card
        shares its rank or suit); at least one card is removed if any is to score,
        and at most PASS_MAX_LINE are left for the pass (none in the last deal)."""
        hit = self._ceilings.get(key)
        if hit is not None:
            return hit
        ranks = suits = 0  # bit v + 2 for each rank v present; a bit per suit present
        ranks_twice = suits_twice = 0  # those held by two cards or more
        for c in line:
            bit = 4 << _VAL[c]
            ranks_twice |= ranks & bit
            ranks |= bit
            bit = _SUIT_BIT[c]
            suits_twice |= suits & bit
            suits |= bit
        worth = []
        for c in line:
            v = _VAL[c]
            # a run of three through rank v: v-2..v, v-1..v+1 or v..v+2 all present
            if (ranks >> v) & 7 == 7 or (ranks >> (v + 1)) & 7 == 7 or (ranks >> (v + 2)) & 7 == 7:
                worth.append(UP)
            elif ranks_twice & (4 << v) or suits_twice & _SUIT_BIT[c]:
                worth.append(DOWN)  # another card shares its rank or suit
            else:
                worth.append(PENALTY)
        worth.sort()
        n = len(worth)
        if self.stock == 0:
            out = float(PENALTY * n if n <= 2 else PENALTY + sum(worth[1:]))
        else:
            out = NO_BOUND
            for k in range(min(PASS_MAX_LINE, n) + 1):
                rest = worth[k:]
                value = self._pass[k] + (PENALTY + sum(rest[1:]) if rest else 0)
                if value > out:
                    out = value
        self._ceilings[key] = out
        return out

    def _best(
        self,
        line: tuple[int, ...],
        rel: int,
        alpha: float,
        top: float,
        key: int,
        quiet_low: bool = False,
    ) -> float:
        """Search ``line`` (not known exactly; ``top`` bounds its worth and beats
        ``alpha``; ``key`` is ``cards_key(line)``). Returns the exact worth if it beats
        ``alpha`` (and keeps it with its move), else an upper bound no greater than
        ``alpha`` (and keeps that).

        ``quiet_low``: the caller knows that every removal that collides nothing is
        worth at most ``alpha`` (see ``_quiet``), so those are not looked at."""
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise SearchBudget  # what is in the table is sound: nothing half-done is kept
        table = self.table[rel]
        n = len(line)
        if n == 0 and self.stock == 0:
            table[line] = (0.0, None)
            return 0.0
        best_value = NO_BOUND
        best_move: Move | None = None
        if n <= PASS_MAX_LINE and self.stock > 0:
            best_value = self._pass[n]
            best_move = ("pass",)
        last = n - 1
        ceiling, ceilings = self.ceiling, self._ceilings
        for i in range(n):
            if best_value >= top:
                break  # nothing can beat it (and a tie never replaces the best)
            floor = best_value if best_value > alpha else alpha
            card = line[i]
            if 0 < i < last and _TOUCH[line[i - 1]][line[i + 1]]:
                rest, points, dl, dr = chain(line, i)
                child_key = key
                for taken in line[dl : dr + 1]:
                    child_key ^= 1 << taken
                floor -= points
                cap = ceilings.get(child_key)
                if cap is None:
                    cap = ceiling(rest, child_key)
            else:
                # nothing collides: the cards left are known without building the line,
                # and most such removals are settled by the ceiling alone
                if quiet_low:
                    continue
                points = PENALTY
                floor -= PENALTY
                child_key = key ^ (1 << card)
                cap = ceilings.get(child_key)
                if cap is not None and cap <= floor:
                    value = PENALTY + cap
                    if value > best_value:
                        best_value, best_move = value, ("remove", i)
                    continue
                rest = line[:i] + line[i + 1 :]
                if cap is None:
                    cap = ceiling(rest, child_key)
            if cap > floor:
                known = table.get(rest)
                if known is None:
                    value = points + self._best(rest, rel, floor, cap, child_key)
                elif known[1] is not BOUND:
                    value = points + known[0]
                elif known[0] <= floor:
                    value = points + known[0]
                else:
                    value = points + self._best(rest, rel, floor, known[0], child_key)
            else:
                value = points + cap
            if value > best_value:
                best_value, best_move = value, ("remove", i)
        if rel > 0 and n >= 3 and best_value < top:
            # every relocation has this line's cards and is worth at most the line
            below = self.table[rel - 1]
            quiet = self._quiet(line, key)
            for i in range(n):
                card = line[i]
                without = line[:i] + line[i + 1 :]
                for j in range(n):
                    # moving a card one place left is the same line as moving
                    # its left neighbour one place right: try that one only
                    if j == i or j == i - 1:
                        continue
                    moved = without[:j] + (card,) + without[j:]
                    floor = best_value if best_value > alpha else alpha
                    known = below.get(moved)
                    if known is None:
                        value = self._best(moved, rel - 1, floor, top, key, quiet <= floor)
                    elif known[1] is not BOUND or known[0] <= floor:
                        value = known[0]
                    else:
                        value = self._best(moved, rel - 1, floor, known[0], key, quiet <= floor)
                    if value > best_value:
                        best_value, best_move = value, ("relocate", i, j)
                        if best_value >= top:
                            break
                if best_value >= top:
                    break
        if best_value > alpha:
            table[line] = (best_value, best_move)
            return best_value
        # failed low: every child's worth (or bound) is in best_value, all at most alpha
        # (and the removals left out by ``quiet_low``)
        bound = alpha if quiet_low else best_value
        table[line] = (bound, BOUND)
        return bound

    def _quiet(self, line: tuple[int, ...], key: int) -> float:
        """At most what a removal that collides nothing is worth, in this line or any
        order of its cards: the penalty, and the best ceiling of the cards it leaves."""
        ceilings = self._ceilings
        quiet = NO_BOUND
        for card in line:
            child_key = key ^ (1 << card)
            cap = ceilings.get(child_key)
            if cap is None:
                cap = self.ceiling(tuple(c for c in line if c != card), child_key)
            if cap > quiet:
                quiet = cap
        return PENALTY + quiet


_PLANNERS: OrderedDict[tuple[int, float, float], Planner] = OrderedDict()
KEPT_PLANNERS = 2
MEMO_LIMIT = 250_000  # lines remembered by one planner (about 30 MB)


def planner_for(stock: int, card_value: float, reloc_value: float) -> Planner:
    """A planner for a deal with ``stock`` cards left, shared by every bot: a line's value
    depends only on the line, the relocations left and these three numbers, so the hint
    asked after a move (a fresh bot each time) finds the deal already searched. The last
    few are kept, so memory stays bounded."""
    key = (stock, card_value, reloc_value)
    planner = _PLANNERS.get(key)
    if planner is not None and planner.size() > MEMO_LIMIT:
        planner = None  # every game's first deal has the same stock: start afresh
    if planner is None:
        planner = _PLANNERS[key] = Planner(stock, card_value, reloc_value)
        while len(_PLANNERS) > KEPT_PLANNERS:
            _PLANNERS.popitem(last=False)
    else:
        _PLANNERS.move_to_end(key)
    return planner


class Bot:
    """Plays the move of the best plan for the current deal."""

    def __init__(
        self,
        seed: int = 0,
        card_value: float = CARD_VALUE,
        reloc_value: float = RELOCATION_VALUE,
    ) -> None:
        self.seed = seed
        self.card_value = card_value
        self.reloc_value = reloc_value
        self._planner: Planner | None = None

    def plan(self, game: Combo, budget: int | None = None, relocations: int | None = None) -> Plan:
        """The best plan from here to the end of the deal (exact to the end in the last deal).

        ``budget``: raise SearchBudget rather than search more than that many new lines.
        ``relocations``: plan as if only that many were left (None: the game's)."""
        stock = len(game.stock)
        if self._planner is None or self._planner.stock != stock:
            self._planner = planner_for(stock, self.card_value, self.reloc_value)
        planner = self._planner
        rel = game.relocations_left if relocations is None else relocations
        planner.limit = None if budget is None else planner.nodes + budget
        try:
            value, move = planner.best(encode(game.line), rel)
        finally:
            planner.limit = None
        return Plan(value / 2, move)

    def _quick_hint(self, game: Combo) -> Hint:
        """The best play that relocates nothing: a floor on the full plan's worth."""
        plan = self.plan(game, relocations=0)
        if game.stock:
            note = _("Quick hint: {points} points this deal without relocating").format(
                points=tenths(plan.value)
            )
            return Hint(plan.move, None, note, {"value": plan.value, "quick": True})
        final = game.score + plan.value
        winnable = True if final >= game.goal else None  # a floor: "not" is not proven
        note = _("Quick hint: ends on {points} or better (goal {goal})").format(
            points=tenths(final), goal=game.goal
        )
        return Hint(plan.move, winnable, note, {"value": plan.value, "quick": True})

    def choose(self, game: Combo) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        move = self.plan(game).move
        if move is None or move not in moves:
            return moves[0]
        return move

    def hint(self, game: Combo) -> Hint:
        """The plan's move; in the last deal the search is exact, so it also says win or not.

        A hint searches at most HINT_NODES new lines, so it comes in a blink: past that,
        the hint is the best play without relocating (exact for that, and quick), and
        says so. The lines searched are kept, so the next hint in the deal goes on
        from there; ``choose`` (the simulator's player) always searches to the end."""
        if game.status != "playing":
            return Hint(None, game.status == "won", _("The game is over."))
        try:
            plan = self.plan(game, budget=HINT_NODES)
        except SearchBudget:
            return self._quick_hint(game)
        if game.stock:
            note = _("Best line for this deal: {points} points, counting what is to come").format(
                points=tenths(plan.value)
            )
            return Hint(plan.move, None, note, {"value": plan.value})
        final = game.score + plan.value
        winnable = final >= game.goal
        note = _("Best play from here ends on {points} (goal {goal})").format(
            points=tenths(final), goal=game.goal
        )
        return Hint(plan.move, winnable, note, {"value": plan.value, "final": final})
