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

CATEGORIES: tuple[str, ...] = ("high card", "pair", "straight", "flush", "straight flush")
RANKS_HIGH_FIRST = "AKQJT98765432"  # Aces high, as the ladder of poker trips reads
POKER, SYMBOL_KIND = "poker", "symbol"

_PLURAL = {
    "A": "Aces",
    "2": "Twos",
    "3": "Threes",
    "4": "Fours",
    "5": "Fives",
    "6": "Sixes",
    "7": "Sevens",
    "8": "Eights",
    "9": "Nines",
    "T": "Tens",
    "J": "Jacks",
    "Q": "Queens",
    "K": "Kings",
}


def high_value(card: str) -> int:
    """Ace high: 2 = 2 … K = 13, A = 14 (SLOTKER is the one game with Aces high)."""
    v = C.value(card)
    return 14 if v == 1 else v


def symbol_plural(symbol: str) -> str:
    """'PLUMs', but 'CHERRIES' is already plural."""
    return symbol if symbol.endswith("S") else symbol + "s"


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


def set_rank(cards: Sequence[str]) -> tuple | None:
    """A totally ordered key for a set (higher key, higher set), or None if not a set."""
    kind = set_kind(cards)
    if kind is None:
        return None
    if kind == POKER:
        return (1, high_value(cards[0]))
    category, tie = _category(cards)
    return (0, SYMBOL_STRENGTH[SYMBOL[cards[0]]], category, *tie)


def _key(cards: Sequence[str]) -> tuple:
    key = set_rank(cards)
    if key is None:
        raise ValueError(f"not a set: {C.names(cards)}")
    return key


def beats(a: Sequence[str], b: Sequence[str]) -> bool:
    """Does set ``a`` outrank set ``b``? Strict: equal is not higher."""
    return _key(a) > _key(b)


def category(cards: Sequence[str]) -> str | None:
    """The 3-card poker category of symbol trips ('flush' …); None for poker trips."""
    if set_kind(cards) != SYMBOL_KIND:
        return None
    return CATEGORIES[_category(cards)[0]]


def _rank_of(value: int) -> str:
    """Rank letter of an Ace-high value."""
    return C.RANKS[0 if value == 14 else value - 1]


def describe(cards: Sequence[str], detail: bool = True) -> str:
    """Player words for a set: 'three Queens', 'three PLUMs, flush'.

    ``detail=False`` leaves out the poker category of symbol trips, for
    messages comparing two different symbols. Not a set: the cards, listed.
    """
    kind = set_kind(cards)
    if kind is None:
        return C.names(cards)
    if kind == POKER:
        return f"three {_PLURAL[C.rank(cards[0])]}"
    words = f"three {symbol_plural(SYMBOL[cards[0]])}"
    if not detail:
        return words
    cat, tie = _category(cards)
    if cat == 1:
        return f"{words}, pair of {_PLURAL[_rank_of(tie[0])]}"
    if cat == 0:
        return f"{words}, {C.RANK_NAMES[_rank_of(tie[0])]} high"
    return f"{words}, {CATEGORIES[cat]}"


def set_record(cards: Sequence[str] | None) -> dict:
    """A best set as a result records it: its words and its rank (empty for no set)."""
    if not cards:
        return {}
    return {"best_set": describe(cards), "best_set_rank": list(set_rank(cards))}


def _ranks_text(cards: Sequence[str]) -> str:
    ordered = sorted(cards, key=high_value, reverse=True)
    return "-".join("10" if C.rank(c) == "T" else C.rank(c) for c in ordered)


def why_not_higher(new: Sequence[str], high: Sequence[str]) -> str:
    """Why ``new`` does not outrank ``high``: 'three LEMONs do not beat three PLUMs'.

    Same symbol: the categories are named; same category too: the ranks.
    If ``new`` does outrank ``high`` the sentence says so instead.
    """
    a, b = _key(new), _key(high)
    same_symbol = a[0] == b[0] == 0 and a[1] == b[1]
    da, db = describe(new, detail=same_symbol), describe(high, detail=same_symbol)
    if same_symbol and da == db:
        da, db = f"{da} ({_ranks_text(new)})", f"{db} ({_ranks_text(high)})"
    if a > b:
        return f"{da} beat {db}"
    if a == b:
        return f"{da} only equal {db}: equal is not higher"
    return f"{da} do not beat {db}"


# --- the ladder: every kind of set as a row, for the scenes' ranking display ---
def trips_key(rank: str) -> tuple:
    """The rank key of three cards of ``rank`` (poker trips): one ladder row."""
    key = set_rank([rank + suit for suit in C.SUITS[:3]])
    assert key is not None
    return key


def symbol_key(symbol: str) -> tuple:
    """The key prefix every set of three ``symbol`` cards starts with: one ladder row.

    Symbol trips rank by symbol first, then poker category and ranks; a row
    for the symbol stands for all of them, so it is a prefix of their keys.
    """
    return (0, SYMBOL_STRENGTH[symbol])


def row_standing(row: tuple, high: tuple | None) -> tuple[bool, bool]:
    """(holds, beats) of a ladder row against the high set's key ``high``.

    ``holds``: the high set is of the row's kind; ``beats``: a set of the
    row's kind outranks it (every row does while there is no high set).
    """
    if high is None:
        return False, True
    head = high[: len(row)]
    return head == row, row > head


def goal_words(pair: Sequence[str], kind: str) -> str:
    """What a kept pair draws to, in the ranking's words: 'three Fours', 'three PLUMs'."""
    deck = C.slotker_deck()
    words = []
    if kind in ("poker", "both"):
        third = next(c for c in deck if c not in pair and C.rank(c) == C.rank(pair[0]))
        words.append(describe([*pair, third], detail=False))
    if kind in ("symbol", "both"):
        third = next(c for c in deck if c not in pair and SYMBOL[c] == SYMBOL[pair[0]])
        words.append(describe([*pair, third], detail=False))
    return " or ".join(words)
