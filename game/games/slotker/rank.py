"""SLOTKER sets: which card carries which slot symbol, and how sets rank.

Kept apart from the game so the solo game, the multiplayer match, the scenes
and the bots all rank sets with one function and word them the same way.

A *set* is three cards of one rank (poker trips) or of one slot symbol
(symbol trips). ``set_rank`` turns a set into a tuple key; comparing keys
ranks sets, equal keys are equal sets, and "higher" always means a strictly
greater key:

- poker trips: ``(1, rank)`` with A = 14 high down to 2 = 2;
- symbol trips: ``(0, symbol, category, *tie-break)`` with symbol BAR = 5 …
  LEMON = 0, category straight flush 4 > flush 3 > straight 2 > pair 1 >
  high card 0, and the tie-break the ranks high to low (a pair: the pair's
  rank, then the odd card; a straight: its top card).

Aces are high in both. ``A 2 3`` is a straight and the lowest one: its top
card counts as 3, so ``2 3 4`` beats it and ``Q K A`` tops every straight.
``K A 2`` does not wrap round and is no straight. A set that is three of one
rank and three of one symbol as well counts as poker trips. (With the table
below no such set exists: no rank carries one symbol three times. The rule is
kept so a changed table cannot break the ranking.)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from game.engine.words import words as number_words
from game.i18n import N_, _, npgettext, pgettext
from game.rules import cards as C

# scarcest first; a symbol's strength is its distance from the end
SYMBOLS: tuple[str, ...] = ("BAR", "BELL", "PLUM", "ORANGE", "CHERRIES", "LEMON")
SYMBOL_STRENGTH: dict[str, int] = {s: len(SYMBOLS) - 1 - i for i, s in enumerate(SYMBOLS)}
SYMBOL_COUNT: dict[str, int] = {
    "BAR": 5,
    "BELL": 6,
    "PLUM": 8,
    "ORANGE": 10,
    "CHERRIES": 11,
    "LEMON": 12,
}

# RULES.md's table, row by rank, columns S H D C
_TABLE = {
    "A": ("BAR", "CHERRIES", "LEMON", "PLUM"),
    "2": ("LEMON", "ORANGE", "BELL", "CHERRIES"),
    "3": ("PLUM", "LEMON", "CHERRIES", "BAR"),
    "4": ("LEMON", "CHERRIES", "CHERRIES", "ORANGE"),
    "5": ("BELL", "PLUM", "ORANGE", "LEMON"),
    "6": ("CHERRIES", "BAR", "LEMON", "ORANGE"),
    "7": ("ORANGE", "BELL", "PLUM", "LEMON"),
    "8": ("CHERRIES", "LEMON", "LEMON", "BELL"),
    "9": ("ORANGE", "CHERRIES", "BAR", "LEMON"),
    "T": ("PLUM", "ORANGE", "CHERRIES", "BELL"),
    "J": ("BAR", "PLUM", "LEMON", "ORANGE"),
    "Q": ("CHERRIES", "ORANGE", "LEMON", "PLUM"),
    "K": ("BELL", "CHERRIES", "ORANGE", "PLUM"),
}
SYMBOL: dict[str, str] = {r + s: _TABLE[r][i] for r in C.RANKS for i, s in enumerate(C.SUITS)}

# a set's rank key (``set_rank``): compare keys to rank sets
SetKey: TypeAlias = tuple[int, ...]

RANKS_HIGH_FIRST = "AKQJT98765432"  # Aces high, as the ladder of poker trips reads
POKER, SYMBOL_KIND = "poker", "symbol"

# TRANSLATORS: the 3-card poker categories, as SLOTKER names symbol sets ("three Plums, flush")
CATEGORIES: tuple[str, ...] = (
    N_("high card"),
    N_("pair"),
    N_("straight"),
    N_("flush"),
    N_("straight flush"),
)


def _symbol_name_table() -> dict[str, str]:
    return {
        "BAR": pgettext("slot symbol", "BAR"),
        "BELL": pgettext("slot symbol", "BELL"),
        "PLUM": pgettext("slot symbol", "PLUM"),
        "ORANGE": pgettext("slot symbol", "ORANGE"),
        "CHERRIES": pgettext("slot symbol", "CHERRIES"),
        "LEMON": pgettext("slot symbol", "LEMON"),
    }


def symbol_name(symbol: str) -> str:
    """A slot symbol's name on the cabinet and in lists ('BAR', 'PLUM'; Russian: 'Слива')."""
    return C.per_language(_symbol_name_table)[symbol]


def _trips_words_table() -> dict[str, str]:
    return {
        "A": _("three Aces"),
        "2": _("three Twos"),
        "3": _("three Threes"),
        "4": _("three Fours"),
        "5": _("three Fives"),
        "6": _("three Sixes"),
        "7": _("three Sevens"),
        "8": _("three Eights"),
        "9": _("three Nines"),
        "T": _("three Tens"),
        "J": _("three Jacks"),
        "Q": _("three Queens"),
        "K": _("three Kings"),
    }


def _trips_words(rank: str) -> str:
    """Poker trips in words: 'three Queens' (Russian counts: три дамы, три короля)."""
    return C.per_language(_trips_words_table)[rank]


def symbols_words(symbol: str, n: int, count: str | None = None) -> str:
    """``n`` cards of one slot symbol in words, the noun in the form the count takes:
    'one Lemon', 'three Cherries' (Russian: '1 лимон', '3 лимона', '5 лимонов');
    ``count`` the number as the sentence writes it (``number_words(n)`` when None)."""
    count = number_words(n) if count is None else count
    if symbol == "BAR":
        text = npgettext("slot symbols", "{count} Bar", "{count} Bars", n)
    elif symbol == "BELL":
        text = npgettext("slot symbols", "{count} Bell", "{count} Bells", n)
    elif symbol == "PLUM":
        text = npgettext("slot symbols", "{count} Plum", "{count} Plums", n)
    elif symbol == "ORANGE":
        text = npgettext("slot symbols", "{count} Orange", "{count} Oranges", n)
    elif symbol == "CHERRIES":
        text = npgettext("slot symbols", "{count} Cherry", "{count} Cherries", n)
    elif symbol == "LEMON":
        text = npgettext("slot symbols", "{count} Lemon", "{count} Lemons", n)
    else:
        raise ValueError(f"no slot symbol {symbol!r}")
    return text.format(count=count)


def _symbol_trips_words_table() -> dict[str, str]:
    # TRANSLATORS: the count in a symbol set's name ("three Lemons"), always three
    three = pgettext("a set of three", "three")
    return {symbol: symbols_words(symbol, 3, three) for symbol in SYMBOLS}


def _symbol_trips_words(symbol: str) -> str:
    """Symbol trips in words: 'three Plums' (Russian: три сливы)."""
    return C.per_language(_symbol_trips_words_table)[symbol]


def _pair_words_table() -> dict[str, str]:
    return {
        "A": _("pair of Aces"),
        "2": _("pair of Twos"),
        "3": _("pair of Threes"),
        "4": _("pair of Fours"),
        "5": _("pair of Fives"),
        "6": _("pair of Sixes"),
        "7": _("pair of Sevens"),
        "8": _("pair of Eights"),
        "9": _("pair of Nines"),
        "T": _("pair of Tens"),
        "J": _("pair of Jacks"),
        "Q": _("pair of Queens"),
        "K": _("pair of Kings"),
    }


def _pair_words(rank: str) -> str:
    """A pair inside symbol trips: 'pair of Kings' (Russian: пара королей)."""
    return C.per_language(_pair_words_table)[rank]


def _high_words(rank: str) -> str:
    """The top card that settles a straight or a high card: 'King high'."""
    # TRANSLATORS: poker's "King high": the top card of a hand; {rank} is "King", "Ten"…
    return _("{rank} high").format(rank=C.rank_name(rank))


def high_value(card: str) -> int:
    """Ace high: 2 = 2 … K = 13, A = 14 (SLOTKER is the one game with Aces high)."""
    v = C.value(card)
    return 14 if v == 1 else v


def pair_kind(a: str, b: str) -> str | None:
    """How two cards match: 'poker' (rank), 'symbol', 'both', or None."""
    same_rank = a[0] == b[0]  # C.rank, inline: bots and solvers ask this millions of times
    same_symbol = SYMBOL[a] == SYMBOL[b]
    if same_rank and same_symbol:
        return "both"
    if same_rank:
        return POKER
    if same_symbol:
        return SYMBOL_KIND
    return None


def set_kind(cards: Sequence[str]) -> str | None:
    """'poker' for three of a rank (also when they share a symbol), 'symbol', or None."""
    if len(cards) != 3:
        return None
    a, b, c = cards
    if a == b or b == c or a == c:
        return None
    if a[0] == b[0] == c[0]:  # C.rank, inline (see pair_kind)
        return POKER
    if SYMBOL[a] == SYMBOL[b] == SYMBOL[c]:
        return SYMBOL_KIND
    return None


def is_three_aces(cards: Sequence[str]) -> bool:
    """Three Aces: the top set, which nothing can beat."""
    return set_kind(cards) == POKER and C.rank(cards[0]) == "A"


def _straight_top(values: list[int]) -> int | None:
    """Top card of a 3-card straight (values sorted high to low), or None; A 2 3 tops at 3."""
    if values[0] - values[1] == 1 and values[1] - values[2] == 1:
        return values[0]
    if values == [14, 3, 2]:
        return 3
    return None


def _category(cards: Sequence[str]) -> tuple[int, tuple[int, ...]]:
    """The 3-card poker category index into CATEGORIES, and its tie-break ranks."""
    values = sorted((high_value(c) for c in cards), reverse=True)
    flush = len({C.suit(c) for c in cards}) == 1
    top = _straight_top(values)
    if top is not None and flush:
        return 4, (top,)
    if flush:
        return 3, tuple(values)
    if top is not None:
        return 2, (top,)
    if values[0] == values[1]:
        return 1, (values[0], values[2])
    if values[1] == values[2]:
        return 1, (values[1], values[0])
    return 0, tuple(values)


def set_rank(cards: Sequence[str]) -> SetKey | None:
    """A totally ordered key for a set (higher key, higher set), or None if not a set."""
    kind = set_kind(cards)
    if kind is None:
        return None
    if kind == POKER:
        return (1, high_value(cards[0]))
    category, tie = _category(cards)
    return (0, SYMBOL_STRENGTH[SYMBOL[cards[0]]], category, *tie)


def rank_key(cards: Sequence[str]) -> SetKey:
    """``set_rank`` of cards known to be a set (to sort or compare sets by); ValueError
    for cards that are no set."""
    key = set_rank(cards)
    if key is None:
        raise ValueError(f"not a set: {C.names(cards)}")
    return key


def beats(a: Sequence[str], b: Sequence[str]) -> bool:
    """Does set ``a`` outrank set ``b``? Strict: equal is not higher."""
    return rank_key(a) > rank_key(b)


def category(cards: Sequence[str]) -> str | None:
    """The 3-card poker category of symbol trips ('flush' …); None for poker trips."""
    if set_kind(cards) != SYMBOL_KIND:
        return None
    return _(CATEGORIES[_category(cards)[0]])


def _rank_of(value: int) -> str:
    """Rank letter of an Ace-high value."""
    return C.RANKS[0 if value == 14 else value - 1]


def describe(cards: Sequence[str], detail: bool = True) -> str:
    """Player words for a set: 'three Queens', 'three Plums, flush'.

    ``detail=False`` leaves out the poker category of symbol trips, for
    messages comparing two different symbols. Not a set: the cards, listed.
    """
    key = set_rank(cards)
    return C.names(cards) if key is None else describe_key(key, detail)


def describe_key(key: Sequence[int], detail: bool = True) -> str:
    """A set's words from its rank key (``set_rank``) alone, as ``describe`` says them: a
    record keeps the key (``best_set_rank``), so a set recorded while one language was in
    force reads in the language in force when it is shown."""
    if key[0] == 1:
        return _trips_words(_rank_of(key[1]))
    words = _symbol_trips_words(SYMBOLS[len(SYMBOLS) - 1 - key[1]])
    if not detail:
        return words
    cat, tie = key[2], key[3:]
    if cat == 1:
        detail_words = _pair_words(_rank_of(tie[0]))
    elif cat == 0:
        detail_words = _high_words(_rank_of(tie[0]))
    else:
        detail_words = _(CATEGORIES[cat])
    # TRANSLATORS: symbol trips and their poker category: "three Plums, flush"
    return _("{set}, {detail}").format(set=words, detail=detail_words)


def decider(cards: Sequence[str]) -> str:
    """What settles two symbol sets of one symbol and one poker category: 'King high' for
    a straight (its top card), else the ranks high to low ('K-9-4')."""
    cat, tie = _category(cards)
    if cat in (2, 4):
        return _high_words(_rank_of(tie[0]))
    values = sorted((high_value(c) for c in cards), reverse=True)
    return "-".join("10" if r == "T" else r for r in (_rank_of(v) for v in values))


def describe_apart(cards: Sequence[str], others: Sequence[Sequence[str]]) -> str:
    """``describe(cards)``, with the deciding cards added when another set reads the same
    but ranks apart ('three Plums, straight, King high' beside '…, Queen high')."""
    words = describe(cards)
    rank = set_rank(cards)
    if any(describe(o) == words and set_rank(o) != rank for o in others):
        return _("{set}, {detail}").format(set=words, detail=decider(cards))
    return words


def set_record(cards: Sequence[str] | None) -> dict[str, str | list[int]]:
    """A best set as a result records it: its words and its rank (empty for no set)."""
    if not cards:
        return {}
    return {"best_set": describe(cards), "best_set_rank": list(rank_key(cards))}


def _ranks_text(cards: Sequence[str]) -> str:
    ordered = sorted(cards, key=high_value, reverse=True)
    return "-".join("10" if C.rank(c) == "T" else C.rank(c) for c in ordered)


def why_not_higher(new: Sequence[str], high: Sequence[str]) -> str:
    """Why ``new`` does not outrank ``high``: 'three Lemons do not beat three Plums'.

    Same symbol: the categories are named; same category too: the ranks.
    If ``new`` does outrank ``high`` the sentence says so instead.
    """
    a, b = rank_key(new), rank_key(high)
    same_symbol = a[0] == b[0] == 0 and a[1] == b[1]
    da, db = describe(new, detail=same_symbol), describe(high, detail=same_symbol)
    if same_symbol and da == db:
        da, db = f"{da} ({_ranks_text(new)})", f"{db} ({_ranks_text(high)})"
    if a > b:
        return _("{new} beat {high}").format(new=da, high=db)
    if a == b:
        return _("{new} only equal {high}: equal is not higher").format(new=da, high=db)
    return _("{new} do not beat {high}").format(new=da, high=db)


# --- the ladder: every kind of set as a row, for the scenes' ranking display ---
def trips_key(rank: str) -> SetKey:
    """The rank key of three cards of ``rank`` (poker trips): one ladder row."""
    key = set_rank([rank + suit for suit in C.SUITS[:3]])
    assert key is not None
    return key


def symbol_key(symbol: str) -> SetKey:
    """The key prefix every set of three ``symbol`` cards starts with: one ladder row.

    Symbol trips rank by symbol first, then poker category and ranks; a row
    for the symbol stands for all of them, so it is a prefix of their keys.
    """
    return (0, SYMBOL_STRENGTH[symbol])


def row_standing(row: SetKey, high: SetKey | None) -> tuple[bool, bool]:
    """(holds, beats) of a ladder row against the high set's key ``high``.

    ``holds``: the high set is of the row's kind; ``beats``: a set of the
    row's kind outranks it (every row does while there is no high set).
    """
    if high is None:
        return False, True
    head = high[: len(row)]
    return head == row, row > head


def goal_words(pair: Sequence[str], kind: str) -> str:
    """What a kept pair draws to, in the ranking's words: 'three Fours', 'three Plums'."""
    deck = C.standard_deck()
    words = []
    if kind in ("poker", "both"):
        third = next(c for c in deck if c not in pair and C.rank(c) == C.rank(pair[0]))
        words.append(describe([*pair, third], detail=False))
    if kind in ("symbol", "both"):
        third = next(c for c in deck if c not in pair and SYMBOL[c] == SYMBOL[pair[0]])
        words.append(describe([*pair, third], detail=False))
    return C.or_words(words)
