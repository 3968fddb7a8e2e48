"""SLOTKER set ranking: the symbol table, poker over symbol trips, and the 3-card tie-break."""

import itertools
from collections import Counter

import pytest

from game.games.slotker import rank as R
from game.games.slotker.rank import (
    SYMBOL,
    beats,
    category,
    describe,
    pair_kind,
    set_kind,
    set_rank,
    why_not_higher,
)
from game.rules import cards as C

ALL_SETS = [
    list(c) for c in itertools.combinations(C.standard_deck(), 3) if set_kind(list(c)) is not None
]


def test_symbol_counts_match_the_table():
    assert Counter(SYMBOL.values()) == {
        "BAR": 5,
        "BELL": 6,
        "PLUM": 8,
        "ORANGE": 10,
        "CHERRIES": 11,
        "LEMON": 12,
    }
    assert Counter(SYMBOL.values()) == R.SYMBOL_COUNT
    assert len(SYMBOL) == 52


@pytest.mark.parametrize(
    "card,symbol",
    [
        ("AS", "BAR"),
        ("AH", "CHERRIES"),
        ("3C", "BAR"),
        ("8D", "LEMON"),
        ("KC", "PLUM"),
        ("TH", "ORANGE"),
    ],
)
def test_table_spot_checks(card, symbol):
    assert SYMBOL[card] == symbol


def test_set_kinds():
    assert set_kind(["QS", "QH", "QD"]) == "poker"
    assert set_kind(["AS", "6H", "9D"]) == "symbol"  # three Bars
    assert set_kind(["AS", "6H", "9C"]) is None
    assert set_kind(["QS", "QH"]) is None
    assert set_kind(["QS", "QS", "QS"]) is None
    assert set_rank(["AS", "6H", "9C"]) is None


def test_every_poker_trips_beats_every_symbol_trips():
    poker = [s for s in ALL_SETS if set_kind(s) == "poker"]
    symbol = [s for s in ALL_SETS if set_kind(s) == "symbol"]
    assert len(poker) == 13 * 4
    lowest_poker = min(set_rank(s) for s in poker)
    highest_symbol = max(set_rank(s) for s in symbol)
    assert lowest_poker == set_rank(["2S", "2H", "2D"])
    assert lowest_poker > highest_symbol
    assert beats(["2S", "2H", "2D"], ["QC", "KC", "AC"])  # lowest trips over the straight flush


def test_poker_trips_by_rank_ace_high():
    order = "23456789TJQKA"
    keys = [set_rank([r + "S", r + "H", r + "D"]) for r in order]
    assert keys == sorted(keys) and len(set(keys)) == 13
    assert beats(["AS", "AH", "AC"], ["KS", "KH", "KD"])
    # suits do not matter
    assert set_rank(["7S", "7H", "7D"]) == set_rank(["7H", "7D", "7C"])
    assert not beats(["7S", "7H", "7D"], ["7H", "7D", "7C"])


def test_symbol_trips_by_symbol_order_whatever_the_cards():
    by_symbol: dict[str, list] = {}
    for s in ALL_SETS:
        if set_kind(s) == "symbol":
            by_symbol.setdefault(SYMBOL[s[0]], []).append(set_rank(s))
    for higher, lower in itertools.pairwise(R.SYMBOLS):
        assert min(by_symbol[higher]) > max(by_symbol[lower]), (higher, lower)
    # the weakest BAR set beats the best LEMON set (a flush)
    assert beats(["AS", "6H", "9D"], ["JD", "QD", "8D"])


def test_ranking_is_a_total_order_consistent_with_beats():
    keys = [set_rank(s) for s in ALL_SETS]
    assert all(k is not None for k in keys)
    ordered = sorted(ALL_SETS, key=set_rank)
    for a, b in itertools.pairwise(ordered):
        assert not beats(a, b)
        assert beats(b, a) == (set_rank(b) != set_rank(a))


def test_equal_keys_only_for_sets_that_look_the_same():
    """Two sets rank equal exactly when the same poker rank, or same symbol, ranks and flushness."""

    def look(s):
        if set_kind(s) == "poker":
            return ("poker", s[0][0])
        flush = len({c[1] for c in s}) == 1
        return ("symbol", SYMBOL[s[0]], tuple(sorted(c[0] for c in s)), flush)

    by_key: dict = {}
    for s in ALL_SETS:
        by_key.setdefault(set_rank(s), set()).add(look(s))
    assert all(len(looks) == 1 for looks in by_key.values())
    assert len(by_key) == len({look(s) for s in ALL_SETS})


def test_same_symbol_straight_flush_over_flush_over_straight_over_pair_over_high_card():
    plum_sf = ["QC", "KC", "AC"]  # PLUM, Q-K-A clubs
    plum_straight = ["TS", "JH", "QC"]  # PLUM, 10-J-Q
    plum_high = ["AC", "3S", "KC"]
    assert category(plum_sf) == "straight flush"
    assert category(plum_straight) == "straight"
    assert category(plum_high) == "high card"
    assert beats(plum_sf, plum_straight) and beats(plum_straight, plum_high)

    lemon_flush = ["6D", "8D", "JD"]
    lemon_straight = ["7C", "8H", "9C"]
    lemon_pair = ["8H", "8D", "2S"]
    lemon_high = ["QD", "9C", "5C"]
    assert [category(s) for s in (lemon_flush, lemon_straight, lemon_pair, lemon_high)] == [
        "flush",
        "straight",
        "pair",
        "high card",
    ]
    assert beats(lemon_flush, lemon_straight)  # flush over straight, as RULES.md orders them
    assert beats(lemon_straight, lemon_pair)
    assert beats(lemon_pair, lemon_high)
    assert not beats(lemon_straight, lemon_flush)


def test_a23_is_the_lowest_straight():
    a23 = ["AD", "2S", "3H"]  # three Lemons
    assert category(a23) == "straight"
    assert beats(a23, ["8H", "8D", "QD"])  # over a pair of Eights
    assert beats(["2S", "3H", "4S"], a23)  # 2-3-4 tops it
    assert beats(["7C", "8H", "9C"], ["2S", "3H", "4S"])
    # K-A-2 does not wrap
    assert category(["KH", "AH", "2C"]) == "high card"  # three Cherries, Ace high


def test_ties_broken_by_ranks_high_to_low():
    # CHERRIES high cards: K-Q-x against K-Q-y
    assert beats(["KH", "QS", "9H"], ["KH", "QS", "8S"])
    assert beats(["KH", "QS", "2C"], ["KH", "TD", "9H"])
    # pair rank first, then the odd card
    assert set_rank(["4H", "4D", "KH"]) > set_rank(["4H", "4D", "QS"])
    assert not beats(["8H", "8D", "2S"], ["4H", "4D", "KH"])  # symbol first: CHERRIES win
    # flushes: ranks high to low
    assert beats(["AD", "8D", "6D"], ["QD", "JD", "8D"])
    # CHERRIES straights by their top card: Q-K-A over 2-3-4 over A-2-3
    assert beats(["QS", "KH", "AH"], ["2C", "3D", "4H"])
    assert beats(["2C", "3D", "4H"], ["AH", "2C", "3D"])


def test_equal_sets_do_not_beat_each_other():
    a, b = ["QS", "QH", "QD"], ["QH", "QD", "QC"]
    assert set_rank(a) == set_rank(b) and not beats(a, b) and not beats(b, a)
    # same symbol, same category, same ranks, different cards: equal
    x, y = ["8H", "QD", "5C"], ["8D", "QD", "5C"]
    assert set_kind(x) == set_kind(y) == "symbol"
    assert set_rank(x) == set_rank(y) and not beats(x, y) and not beats(y, x)


def test_a_set_that_is_both_kinds_counts_as_poker_trips(monkeypatch):
    # No rank carries one symbol three times in the real table, so make one.
    assert not [
        s for s in ALL_SETS if len({SYMBOL[c] for c in s}) == 1 and len({c[0] for c in s}) == 1
    ]
    monkeypatch.setitem(SYMBOL, "4S", "CHERRIES")  # 4S 4H 4D now all CHERRIES
    both = ["4S", "4H", "4D"]
    assert set_kind(both) == "poker"
    assert set_rank(both) == (1, 4)
    assert beats(both, ["AH", "KH", "QS"])  # over the best CHERRIES
    assert describe(both) == "three Fours"


def test_beats_refuses_non_sets():
    with pytest.raises(ValueError, match="not a set"):
        beats(["AS", "2H", "9C"], ["QS", "QH", "QD"])


def test_pair_kinds():
    assert pair_kind("4C", "4H") == "poker"
    assert pair_kind("7S", "4C") == "symbol"  # ORANGEs
    assert pair_kind("4H", "4D") == "both"  # Fours, both CHERRIES
    assert pair_kind("7S", "4H") is None


def test_describe():
    assert describe(["QS", "QH", "QD"]) == "three Queens"
    assert describe(["AS", "AH", "AD"]) == "three Aces"
    assert describe(["6S", "6H", "6D"]) == "three Sixes"
    assert describe(["QC", "KC", "AC"]) == "three Plums, straight flush"
    assert describe(["6D", "8D", "JD"]) == "three Lemons, flush"
    assert describe(["AD", "2S", "3H"]) == "three Lemons, straight"
    assert describe(["8H", "8D", "2S"]) == "three Lemons, pair of Eights"
    assert describe(["QD", "9C", "5C"]) == "three Lemons, Queen high"
    assert describe(["KH", "AH", "2C"]) == "three Cherries, Ace high"
    assert describe(["AS", "6H", "9D"], detail=False) == "three Bars"


def test_why_not_higher_wording():
    assert (
        why_not_higher(["QD", "9C", "5C"], ["AC", "3S", "KC"])
        == "three Lemons do not beat three Plums"
    )
    assert (
        why_not_higher(["AC", "3S", "KC"], ["7S", "7H", "7D"])
        == "three Plums do not beat three Sevens"
    )
    assert (
        why_not_higher(["5S", "5H", "5D"], ["7S", "7H", "7D"])
        == "three Fives do not beat three Sevens"
    )
    assert (
        why_not_higher(["7C", "8H", "9C"], ["6D", "8D", "JD"])
        == "three Lemons, straight do not beat three Lemons, flush"
    )
    same = why_not_higher(["QD", "9C", "5C"], ["QD", "9C", "7C"])
    assert same == "three Lemons, Queen high (Q-9-5) do not beat three Lemons, Queen high (Q-9-7)"
    assert "equal is not higher" in why_not_higher(["QS", "QH", "QD"], ["QH", "QD", "QC"])
    assert why_not_higher(["KS", "KH", "KD"], ["AC", "3S", "KC"]) == "three Kings beat three Plums"


# --- the ladder rows the scenes draw ------------------------------------------------
def test_ladder_keys_are_the_keys_of_the_sets_they_stand_for():
    assert R.RANKS_HIGH_FIRST == "".join(sorted(C.RANKS, key=lambda r: -R.high_value(r + "S")))
    assert R.trips_key("A") == set_rank(["AS", "AH", "AC"]) == (1, 14)
    assert R.trips_key("2") == (1, 2) < R.trips_key("3")
    plums = ["3S", "5H", "7D"]  # three Plums, 7 high
    assert set_kind(plums) == "symbol"
    assert set_rank(plums)[:2] == R.symbol_key("PLUM")
    assert R.symbol_key("BAR") > R.symbol_key("BELL") > R.symbol_key("LEMON")
    assert R.trips_key("2") > R.symbol_key("BAR")


def test_a_ladder_row_holds_the_high_set_of_its_kind_and_only_higher_rows_beat_it():
    high = set_rank(["3S", "5H", "7D"])  # three Plums
    assert R.row_standing(R.symbol_key("PLUM"), high) == (True, False)
    assert R.row_standing(R.symbol_key("BELL"), high) == (False, True)
    assert R.row_standing(R.symbol_key("ORANGE"), high) == (False, False)
    assert R.row_standing(R.trips_key("2"), high) == (False, True)
    queens = R.trips_key("Q")
    assert R.row_standing(queens, queens) == (True, False)
    assert R.row_standing(R.trips_key("K"), queens) == (False, True)
    assert R.row_standing(R.trips_key("J"), queens) == (False, False)
    assert R.row_standing(R.symbol_key("LEMON"), None) == (False, True)


def test_goal_words_name_what_a_kept_pair_draws_to():
    assert R.goal_words(["4S", "4H"], "poker") == "three Fours"
    assert R.goal_words(["3S", "5H"], "symbol") == "three Plums"
    both = [c for c in C.standard_deck() if c[0] == "4" and SYMBOL[c] == "CHERRIES"]
    assert R.goal_words(both, "both") == "three Fours or three Cherries"
