"""SLOTKER: draw or fold from the exact chance of the replacement card.

What the bot may know. The pool's order is hidden, but which cards are in it
is not: a player who watched the run knows every card dealt, so the unseen
cards are the run's deck minus what has been seen, as a multiset. The chance
that the replacement completes a set that counts is exactly ``outs / unseen``
(``draw_chance``), whatever the order.

Why not simply draw whenever the chance is above zero: a draw spends a card,
and a hopeless pair folded keeps it for a later hand. And in every run but the
last, the set made becomes the set to beat: three Kings in run 1 leave only
three Aces to win with, three Aces lose outright. So each kept set is worth
the chance of winning the rest of the game from it, and each decision
compares expected values:

- fold: ``F(n)``, the worth of going on with ``n`` unseen cards;
- draw: ``sum(value(set made) for each out) / n + (1 - outs / n) * F(n - 1)``.

``F`` comes from ``RunModel``: every hand of three the run's starting deck
can deal is classified once (a set that counts and its worth, a pair and the
worth of each draw, or nothing), and ``F(n)`` follows by recursion on the
cards left, playing each pair hand the better way. The worth of a set made
before the last run is the chance of winning from it: ``G1(T)`` (one run
left, beat T) and ``G2(T)`` (two runs left), computed the same way and kept in
``slotker_values.json`` (``python -m game.games.slotker.bot --build-table``
rebuilds it, in a few minutes).

At a decision the bot knows exactly which cards are left, so it does not use
the run's starting deck: with at most ``EXACT_MAX`` cards left it computes
the worth of folding and of each draw exactly, over every way the cards left
can come (``exact_worth``: the bot's own play from here, memoised on the set
of cards left); with more, it builds the run model from the cards actually
left (``RunModel(unseen)``), whose one approximation is to treat their
make-up as fixed for the rest of the run. Either way a pair is never folded
when drawing to it is worth more, which is what folded six pairs in a row
when the model still counted the starting deck.

Multiplayer: the bot is given the whole match (``Bot.choose(match)``, for a
computer seat's move and for a hint alike), never the seat's run alone: the
run is a solo run to the model, and a set that cannot win the pot is worth
nothing there. A set counts when it beats the seat's own best; it is worth 1
when it beats every best set already made this round, 1/2 when it ties the
top, nothing below; and each seat still to play may beat it, with the chance
``G1`` of the table (beating it in one run of the other cards), so its worth is
that times ``(1 - G1) ** seats_to_play``. Two approximations: the model ends the
run at the first set that counts (a seat's run goes on and may make a better
one), and a later seat's tie is not counted.

Every fold and draw hint says why, with the chances the bot weighed
(``Bot.hint``: ``extra["why"]`` in words, the worths in ``extra["choices"]``).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from pathlib import Path
from typing import TypeAlias, TypeVar

from game.ai import Hint
from game.games.slotker.match_rules import SlotkerMatch, seat_name
from game.games.slotker.rank import (
    SYMBOL,
    beats,
    describe,
    is_three_aces,
    pair_kind,
    rank_key,
    set_kind,
)
from game.games.slotker.rules import Slotker
from game.i18n import _, ngettext
from game.rules import cards as C
from game.rules.base import Move

TABLE_PATH = Path(__file__).with_name("slotker_values.json")
EXACT_MAX = 9  # cards left up to which a decision is computed exactly (well under 0.1 s)
DECK = tuple(C.standard_deck())

# value(set) -> worth in [0, 1] of making it now, or None when it would not count
Value: TypeAlias = Callable[[tuple[str, ...]], "float | None"]
# a draw from a pair as the run model sums it up: (s, q), the worth of its outs and their
# share of the other cards
Option: TypeAlias = tuple[float, float]
# the worth of going on from the cards left (``exact_worth``)
Worth: TypeAlias = Callable[[frozenset[str]], float]
# names the worth of a set made now, for the caches of models built on the cards left
ContextKey: TypeAlias = tuple[Hashable, ...]


def set_key(cards: Iterable[str]) -> str:
    """Table key of a set: its cards in deck order, space-separated."""
    return " ".join(sorted(cards, key=DECK.index))


def all_sets() -> list[tuple[str, ...]]:
    """Every set of the SLOTKER deck (three of a rank, or three of a symbol)."""
    out: set[tuple[str, ...]] = set()
    by_rank: dict[str, list[str]] = {}
    by_symbol: dict[str, list[str]] = {}
    for c in DECK:
        by_rank.setdefault(c[0], []).append(c)
        by_symbol.setdefault(SYMBOL[c], []).append(c)
    for group in (*by_rank.values(), *by_symbol.values()):
        for trio in combinations(group, 3):
            out.add(tuple(sorted(trio, key=DECK.index)))
    return sorted(out, key=rank_key)


def completing(pair: Sequence[str], unseen: Iterable[str], high: Sequence[str] | None) -> list[str]:
    """Unseen cards that make ``pair`` a set that counts (any set if ``high`` is None)."""
    out = []
    for c in unseen:
        trio = [*pair, c]
        if set_kind(trio) is not None and (high is None or beats(trio, high)):
            out.append(c)
    return out


def draw_chance(pair: Sequence[str], unseen: Sequence[str], high: Sequence[str] | None) -> Fraction:
    """Exact chance that one card dealt from ``unseen`` (any order) completes a set that counts.

    ``high`` is the set to beat, None when any set counts (the first run).
    """
    if not unseen:
        return Fraction(0)
    return Fraction(len(completing(pair, unseen, high)), len(unseen))


class RunModel:
    """The worth ``F(n)`` of going on in a run with ``n`` cards left and no hand waiting.

    Built from the run's starting cards: every hand of three they can deal is
    either a set (worth ``value(set)``, or dealt away when it does not count),
    a pair with one to three ways to draw, or nothing. A draw from a hand is
    summarised by ``s`` (sum of the worth of its outs) and ``q`` (number of
    outs), both over the other cards. ``F(n)`` then plays each pair hand the
    better way, draw or fold.
    """

    def __init__(self, cards: Sequence[str], value: Value) -> None:
        cards = list(cards)
        n = len(cards)
        self.size = n
        ranks = [c[0] for c in cards]
        syms = [SYMBOL[c] for c in cards]
        worth: dict[tuple[int, ...], float | None] = {}

        def trio_value(a: int, b: int, c: int) -> float | None:
            key = (a, b, c) if a < b < c else tuple(sorted((a, b, c)))
            if key not in worth:
                worth[key] = value(tuple(cards[i] for i in key))
            return worth[key]

        other = n - 3
        # for each pair that can make a set (a < b): the option a draw to it gives, (s, q)
        # over the other cards, once with every out and once for each out dealt away
        # instead (the hand's third card); None for a pair with no way to draw
        drawn: list[list[tuple[Option | None, dict[int, Option | None]] | None]] = [
            [None] * n for _ in range(n)
        ]

        def option(total: float, count: int) -> Option | None:
            if count and other > 0:
                return (round(total / other, 6), round(count / other, 6))
            return None

        for a, b in combinations(range(n), 2):
            same_rank = ranks[a] == ranks[b]
            if not same_rank and syms[a] != syms[b]:
                continue
            # outs of the pair: other card -> worth of the set it completes
            row: dict[int, float] = {}
            for c in range(n):
                if c in (a, b):
                    continue
                if (same_rank and ranks[c] == ranks[a]) or (syms[a] == syms[b] == syms[c]):
                    v = trio_value(a, b, c)
                    if v is not None:
                        row[c] = v
            whole, count = sum(row.values()), len(row)
            drawn[a][b] = (
                option(whole, count),
                {c: option(whole - v, count - 1) for c, v in row.items()},
            )
        hands = n * (n - 1) * (n - 2) // 6
        immediate = 0.0
        nothing = 0
        pair_hands: Counter[tuple[Option, ...]] = Counter()
        for a in range(n):
            row_a = drawn[a]
            for b in range(a + 1, n):
                ab, row_b = row_a[b], drawn[b]
                for c in range(b + 1, n):
                    ac, bc = row_a[c], row_b[c]
                    if ab is None and ac is None and bc is None:
                        nothing += 1  # no two cards alike: no set, no pair
                        continue
                    if (ranks[a] == ranks[b] == ranks[c]) or (syms[a] == syms[b] == syms[c]):
                        v = trio_value(a, b, c)
                        if v is None:
                            nothing += 1
                        else:
                            immediate += v
                        continue
                    options: set[Option] = set()
                    for keep, drop in ((ab, c), (ac, b), (bc, a)):
                        if keep is not None:
                            opt = keep[1].get(drop, keep[0])
                            if opt is not None:
                                options.add(opt)
                    if options:
                        pair_hands[tuple(sorted(options))] += 1
                    else:
                        nothing += 1
        self.hands = hands
        self.immediate = immediate / hands if hands else 0.0
        self.nothing = nothing / hands if hands else 0.0
        # only F is kept: the models are cached, the hand lists would be large
        self.F = self._solve(n, [(opts, k / hands) for opts, k in pair_hands.items()])

    def _solve(self, size: int, pairs: list[tuple[tuple[Option, ...], float]]) -> list[float]:
        F = [0.0] * (size + 1)
        for m in range(3, size + 1):
            fold = F[m - 3]
            after = F[m - 4] if m >= 4 else None
            total = self.immediate + self.nothing * fold
            for options, weight in pairs:
                best = fold
                if after is not None:
                    for s, q in options:
                        v = s + (1.0 - q) * after
                        if v > best:
                            best = v
                total += weight * best
            F[m] = total
        return F

    def worth(self, cards_left: int) -> float:
        """F(n), for any n up to the run's size (the model's deck make-up is kept fixed)."""
        if cards_left < 3:
            return 0.0
        return self.F[min(cards_left, self.size)]


def exact_worth(cards: Iterable[str], value: Value) -> Worth:
    """``V(rest)``: the exact worth of going on in a run with the cards ``rest`` left (a
    subset of ``cards``) and no hand waiting, every pair played the better way.

    Every hand of three is equally likely, and so is every replacement card; a
    set that does not count and a hand that made nothing are discarded and the
    run goes on; fewer than three cards left is a failed run (worth 0). Memoised
    on the set of cards left, so it is cheap for the few cards it is used for.
    """
    memo: dict[frozenset[str], float] = {}

    def counts(trio: tuple[str, ...]) -> float | None:
        return value(trio) if set_kind(trio) is not None else None

    def V(rest: frozenset[str]) -> float:
        hit = memo.get(rest)
        if hit is not None:
            return hit
        if len(rest) < 3:
            memo[rest] = 0.0
            return 0.0
        total = 0.0
        hands = 0
        for hand in combinations(sorted(rest), 3):
            hands += 1
            after = rest.difference(hand)
            v = counts(hand)
            if v is not None:
                total += v
                continue
            if set_kind(hand) is not None:  # a set that does not count: discarded
                total += V(after)
                continue
            best = V(after)  # fold (also: no pair, or nothing left to draw)
            if after:
                for i in range(3):
                    pair = tuple(c for j, c in enumerate(hand) if j != i)
                    if pair_kind(*pair) is None:
                        continue
                    w = sum(
                        x if (x := counts((*pair, c))) is not None else V(after - {c})
                        for c in after
                    ) / len(after)
                    best = max(best, w)
            total += best
        memo[rest] = total / hands
        return memo[rest]

    return V


# --- the worth of a set made before the last run ------------------------------


def _last_run_value(high: Sequence[str]) -> Value:
    return lambda trio: 1.0 if beats(trio, high) else None


def g1(high: Sequence[str]) -> float:
    """Chance of beating ``high`` in one run of the other 49 cards (the last run)."""
    pool = [c for c in DECK if c not in high]
    return RunModel(pool, _last_run_value(high)).worth(len(pool))


def _table_value(table: dict[str, list[float]], index: int, high: Sequence[str] | None) -> Value:
    """Worth of a set made now when one more run (index 0) or two (index 1) follow it."""

    def value(trio: tuple[str, ...]) -> float | None:
        if high is not None and not beats(trio, high):
            return None
        if is_three_aces(trio):
            return 0.0
        return table[set_key(trio)][index]

    return value


def g2(high: Sequence[str], table: dict[str, list[float]]) -> float:
    """Chance of winning with two runs left and ``high`` to beat (hard mode's run 2 onward)."""
    pool = [c for c in DECK if c not in high]
    return RunModel(pool, _table_value(table, 0, high)).worth(len(pool))


def build_table(progress: bool = False) -> dict[str, list[float]]:
    """G1 and G2 for every set: the table this module ships as slotker_values.json."""
    sets = all_sets()
    table: dict[str, list[float]] = {}
    for k, s in enumerate(sets):
        table[set_key(s)] = [round(g1(s), 6), 0.0]
        if progress:
            print(f"G1 {k + 1}/{len(sets)}", end="\r", flush=True)
    for k, s in enumerate(sets):
        table[set_key(s)][1] = round(g2(s, table), 6)
        if progress:
            print(f"G2 {k + 1}/{len(sets)}", end="\r", flush=True)
    return table


def table_text(table: dict[str, list[float]]) -> str:
    """The table as JSON, one set a line, so a rebuild shows as a readable diff."""
    rows = [f"{json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(table.items())]
    return "{\n" + ",\n".join(rows) + "\n}\n"


@lru_cache(maxsize=1)
def load_table() -> dict[str, list[float]]:
    with TABLE_PATH.open(encoding="utf-8") as f:
        table: dict[str, list[float]] = json.load(f)
    return table


def _match_value(
    own: Sequence[str] | None, others: Sequence[Sequence[str]], later: int = 0
) -> Value:
    """Worth of a set made now in a match: it must beat the seat's own best; then 1 over
    every set made this round (1/2 on a tie with the top), times the chance that none of
    the ``later`` seats still to play beats it (``1 - G1`` each)."""
    top = max(others, key=rank_key) if others else None
    table = load_table() if later else {}

    def value(trio: tuple[str, ...]) -> float | None:
        if own is not None and not beats(trio, own):
            return None
        if top is None or beats(trio, top):
            base = 1.0
        elif rank_key(trio) == rank_key(top):
            base = 0.5
        else:
            return None
        if later and not is_three_aces(trio):
            base *= (1.0 - table[set_key(trio)][0]) ** later
        return base

    return value


_LEFT_MODELS: dict[tuple[ContextKey, tuple[str, ...]], RunModel] = {}
_EXACT: dict[ContextKey, Worth] = {}

_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V")


def _cached(cache: dict[_K, _V], key: _K, limit: int, make: Callable[[], _V]) -> _V:
    """``cache[key]``, made on a miss; the cache is emptied once past ``limit`` entries."""
    found = cache.get(key)
    if found is None:
        if len(cache) > limit:
            cache.clear()
        found = cache[key] = make()
    return found


def _exact_for(key: ContextKey, value: Value) -> Worth:
    """``exact_worth`` for one context (the set to beat, the runs to come): its memo
    depends only on the cards left, so one serves every decision of that context."""
    return _cached(_EXACT, key, 16, lambda: exact_worth(DECK, value))


def _left_model(key: ContextKey, unseen: tuple[str, ...], value: Value) -> RunModel:
    """The run model built on the cards actually left (cached: a hint and the move it
    suggests ask for the same one)."""
    return _cached(_LEFT_MODELS, (key, unseen), 64, lambda: RunModel(unseen, value))


# --- decisions -------------------------------------------------------------------


def unseen_cards(run: Slotker) -> list[str]:
    """The run's cards not seen yet, worked out from what is face up (never the pool's order)."""
    seen = set(run.hand) | set(run.discard) | {c for s in run.sets_discarded for c in s}
    seen |= set(run.high_set or [])  # set aside before the run, or made in it
    return [c for c in DECK if c not in seen]


class Choice:
    """One option at a waiting pair: its move, chance of a set that counts, and expected worth."""

    def __init__(self, move: Move, chance: Fraction, worth: float, outs: list[str]) -> None:
        self.move = move
        self.chance = chance
        self.worth = worth
        self.outs = outs

    def __repr__(self) -> str:
        return f"Choice({self.move}, p={float(self.chance):.3f}, ev={self.worth:.4f})"


class Bot:
    """Draws or folds by expected worth; never draws to a set that cannot count."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    # --- context ------------------------------------------------------------
    @staticmethod
    def _context(game: Slotker | SlotkerMatch) -> tuple[Slotker, Value, ContextKey]:
        """The run to play, the worth of each set made now, and a key naming that worth
        (for the caches of models built on the cards left)."""
        run: Slotker | None
        if isinstance(game, SlotkerMatch):
            run = game.run
            if run is None or game.status != "playing":
                raise ValueError("no legal move: no run is being played")
            others = [b for s in game.order[: game.turn] if (b := game.best[s])]
            later = len(game.order) - game.turn - 1
            own = run.high_set
            value = _match_value(own, others, later)
            key = (
                "match",
                set_key(own) if own else None,
                tuple(sorted(set_key(s) for s in others)),
                later,
            )
            return run, value, key
        run = game
        high = run.high_set
        runs_after = run.runs - run.run
        if runs_after == 0:
            value = _last_run_value(high) if high else (lambda trio: 1.0)
        else:
            value = _table_value(load_table(), runs_after - 1, high)
        return run, value, ("solo", set_key(high) if high else None, runs_after)

    def choices(self, game: Slotker | SlotkerMatch) -> list[Choice]:
        """Fold and every legal draw, with their chances and worth; empty with no pair waiting."""
        run, value, key = self._context(game)
        if not run.waiting_for_draw or run.status != "playing":
            return []
        unseen = unseen_cards(run)
        n = len(unseen)
        rest = frozenset(unseen)
        if n <= EXACT_MAX:
            V = _exact_for(key, value)
            fold_worth = V(rest)

            def miss(c: str) -> float:
                return V(rest - {c})
        else:
            model = _left_model(key, tuple(unseen), value)
            fold_worth = model.worth(n)
            after = model.worth(n - 1)

            def miss(c: str) -> float:
                return after

        out = [Choice(("fold",), Fraction(0), fold_worth, [])]
        for i, pair, _kind in run.draw_options():
            outs = []
            total = 0.0
            for c in unseen:
                trio = (*pair, c)
                v = value(trio) if set_kind(trio) is not None else None
                if v is None:
                    total += miss(c)
                    continue
                outs.append(c)
                total += v
            chance = Fraction(len(outs), n) if n else Fraction(0)
            out.append(Choice(("draw", i), chance, total / n if n else 0.0, outs))
        return out

    def choose(self, game: Slotker | SlotkerMatch) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        if moves == [("deal",)]:
            return ("deal",)
        choices = self.choices(game)
        fold, draws = choices[0], [c for c in choices[1:] if c.chance > 0]
        if not draws:
            return ("fold",)
        best = max(draws, key=lambda c: (c.worth, c.chance))
        # fold only when it is worth strictly more than the best draw
        if fold.worth > best.worth + 1e-12:
            return ("fold",)
        return best.move

    def hint(self, game: Slotker | SlotkerMatch) -> Hint:
        """The bot's move; at a pair, why (``extra["why"]``, words) and the chances it
        weighed (``extra["choices"]``: each option's chance of a set that counts and its
        worth, the chance of winning from there)."""
        moves = game.legal_moves()
        if not moves:
            return Hint(None, None, _("The game is over."))
        move = self.choose(game)
        if move == ("deal",):
            return Hint(move, None, _("Deal the next hand."))
        choices = {c.move: c for c in self.choices(game)}
        why = reason(game, move, choices)
        extra = {
            "choices": [
                {"move": list(c.move), "chance": float(c.chance), "worth": c.worth, "outs": c.outs}
                for c in choices.values()
            ],
            "why": why,
        }
        note = _("Fold: {why}.") if move == ("fold",) else _("Draw: {why}.")
        return Hint(move, None, note.format(why=why), extra)


def percent(x: float) -> str:
    """A chance as a hint says it: '16%', 'under 1%' rather than a misleading '0%'."""
    if 0 < x < 0.005:
        return _("under 1%")
    return f"{x:.0%}"


def odds_words(a: float, b: float) -> str:
    """'16% against 11%'; one decimal more when whole percents would read as equal."""
    if percent(a) == percent(b) and a != b:
        return _("{a} against {b}").format(a=f"{a:.1%}", b=f"{b:.1%}")
    return _("{a} against {b}").format(a=percent(a), b=percent(b))


def _goal(run: Slotker, choice: Choice) -> str:
    """The set a draw is for, in words ('three Kings', 'three LEMONs')."""
    i = choice.move[1]
    pair = [c for j, c in enumerate(run.hand) if j != i]
    card = (
        choice.outs[0]
        if choice.outs
        else next((c for c in DECK if c not in pair and set_kind((*pair, c)) is not None), None)
    )
    return describe((*pair, card), detail=False) if card else _("a set")


def _to_beat(game: Slotker | SlotkerMatch) -> str:
    """The set a new one must beat to count, in words ('a set' when any counts)."""
    if isinstance(game, SlotkerMatch):
        made = [
            (b, seat_name(game.seats[s])) for s in game.order[: game.turn] if (b := game.best[s])
        ]
        own = game.run.high_set if game.run is not None else None
        top = max(made, key=lambda m: rank_key(m[0])) if made else None
        if top is not None and (own is None or beats(top[0], own)):
            return _("{seat}'s {set}").format(seat=top[1], set=describe(top[0], detail=False))
        return _("your {set}").format(set=describe(own, detail=False)) if own else _("a set")
    if game.high_set:
        return _("the high set, {set}").format(set=describe(game.high_set, detail=False))
    return _("a set")


def reason(game: Slotker | SlotkerMatch, move: Move, choices: dict[Move, Choice]) -> str:
    """Why ``move`` (fold or a draw) is the bot's choice, with the chances it weighed.

    The worths are chances of winning the game (solo) or the pot (a match) from here,
    so a fold and a draw compare as 'wins 16% against 11%'."""
    run = game.run if isinstance(game, SlotkerMatch) else game
    assert run is not None
    fold = choices[("fold",)]
    draws = [c for m, c in choices.items() if m != ("fold",)]
    left = len(unseen_cards(run))
    match = isinstance(game, SlotkerMatch)
    if move != ("fold",):
        c = choices[move]
        return _draw_words(match, len(c.outs), left).format(
            outs=len(c.outs),
            left=left,
            goal=_goal(run, c),
            chance=percent(float(c.chance)),
            odds=odds_words(c.worth, fold.worth),
        )
    live = [c for c in draws if c.chance > 0]
    if not live:
        goals = C.or_words(dict.fromkeys(_goal(run, c) for c in draws)) or _("a set")
        return _("no card left makes {goals} that beats {beat}").format(
            goals=goals, beat=_to_beat(game)
        )
    best = max(live, key=lambda c: (c.worth, c.chance))
    goal = _goal(run, best)
    _key, value, _kind = Bot._context(game)
    i = best.move[1]
    pair = [c for j, c in enumerate(run.hand) if j != i]
    hit = sum(value((*pair, c)) or 0.0 for c in best.outs) / len(best.outs)
    odds = odds_words(fold.worth, best.worth)
    if hit < fold.worth:
        return _keep_words(run, match, goal, odds, [(*pair, c) for c in best.outs])
    if match:
        text = ngettext(
            "only {outs} of the {left} cards left makes {goal} ({chance}); keeping the cards "
            "for a later hand takes the pot more often, {odds}",
            "only {outs} of the {left} cards left make {goal} ({chance}); keeping the cards "
            "for a later hand takes the pot more often, {odds}",
            len(best.outs),
        )
    else:
        text = ngettext(
            "only {outs} of the {left} cards left makes {goal} ({chance}); keeping the cards "
            "for a later hand wins more often, {odds}",
            "only {outs} of the {left} cards left make {goal} ({chance}); keeping the cards "
            "for a later hand wins more often, {odds}",
            len(best.outs),
        )
    return text.format(
        outs=len(best.outs), left=left, goal=goal, chance=percent(float(best.chance)), odds=odds
    )


def _draw_words(match: bool, outs: int, left: int) -> str:
    """Why a draw: its outs and chance, and how its worth compares with a fold's."""
    if match:
        return ngettext(
            "{outs} of the {left} cards left makes {goal} ({chance}); drawing takes the pot "
            "{odds} for folding",
            "{outs} of the {left} cards left make {goal} ({chance}); drawing takes the pot "
            "{odds} for folding",
            outs,
        )
    return ngettext(
        "{outs} of the {left} cards left makes {goal} ({chance}); drawing wins {odds} for folding",
        "{outs} of the {left} cards left make {goal} ({chance}); drawing wins {odds} for folding",
        outs,
    )


def _keep_words(
    run: Slotker, match: bool, goal: str, odds: str, sets: list[tuple[str, ...]]
) -> str:
    """Why a fold though the draw could make a set: that set would cost more than it wins."""
    if match:
        return _(
            "{goal} would likely be beaten by the seats still to play; keeping the cards "
            "takes the pot more often, {odds}"
        ).format(goal=goal, odds=odds)
    if all(is_three_aces(cards) for cards in sets):
        return _("{goal} now would lose at once; a later set wins more often, {odds}").format(
            goal=goal, odds=odds
        )
    after = [str(r) for r in range(run.run + 1, run.runs + 1)]
    return ngettext(
        "{goal} now would be the set to beat in run {runs}; a lower set wins more often, {odds}",
        "{goal} now would be the set to beat in runs {runs}; a lower set wins more often, {odds}",
        len(after),
    ).format(goal=goal, runs=C.and_list(after), odds=odds)
