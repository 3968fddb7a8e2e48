"""Zoomer Matrix rules, each with a deal built to make it matter."""

import json
import random

import pytest

from game.games.zoomer.rules import COVERS, LEVEL, RESTS_ON, SPOTS, TRAP, zoomer_deck
from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import IllegalMove
from tests.contract import assert_conserved, contract_tests, random_playouts

Z = GAMES["zoomer"]

LEVEL1 = [(-1, -1), (1, -1), (-1, 1), (1, 1)]
LEVEL2 = [(-2, -2), (0, -2), (2, -2), (-2, 0), (2, 0), (-2, 2), (0, 2), (2, 2)]


def deal(layout: dict, stock_top: list[str] = ()) -> list[str]:
    """A 50-card deal: the 13 Matrix cards by spot, ``stock_top``, then the rest in deck order."""
    assert set(layout) == set(SPOTS)
    head = [layout[s] for s in SPOTS] + list(stock_top)
    return head + [c for c in zoomer_deck() if c not in head]


# Level 2 holds eight different ranks and every repeated rank lies covered on a
# lower level, so nothing can be cleared.
STUCK = {
    TRAP: "5S",
    (-1, -1): "AS",
    (1, -1): "2S",
    (-1, 1): "3S",
    (1, 1): "4S",
    (-2, -2): "3H",
    (0, -2): "4H",
    (2, -2): "5H",
    (-2, 0): "6S",
    (2, 0): "7S",
    (-2, 2): "8S",
    (0, 2): "9S",
    (2, 2): "TS",
}

# The 8H at (1,1) lies under (2,0), (0,2) and (2,2); the last holds the 8D. The
# 2s and the 3s on (2,0) and (0,2) are pairs that can go first.
EIGHTS = {
    TRAP: "4S",
    (-1, -1): "5S",
    (1, -1): "6S",
    (-1, 1): "7S",
    (1, 1): "8H",
    (-2, -2): "9S",
    (0, -2): "3H",
    (2, -2): "TS",
    (-2, 0): "2H",
    (2, 0): "2S",
    (-2, 2): "8S",
    (0, 2): "3S",
    (2, 2): "8D",
}

# Four pairs on level 2 (A, 2, 3, 4) that clear straight away.
PAIRS_ON_TOP = dict(zip(LEVEL2, ["AS", "AH", "2S", "2H", "3S", "3H", "4S", "4H"], strict=True))


def clear_top_pairs(g) -> None:
    for move in [("clear", "AS", "AH"), ("clear", "2S", "2H"), ("clear", "3S", "3H")]:
        g.play(move)
    g.play(("clear", "4S", "4H"))


# --- the Matrix's shape -------------------------------------------------------
def test_spots_in_deal_order_and_levels():
    assert SPOTS[0] == TRAP and list(SPOTS[1:5]) == LEVEL1 and list(SPOTS[5:]) == LEVEL2
    assert [LEVEL[s] for s in SPOTS] == [0] + [1] * 4 + [2] * 8


def test_rests_on_and_covers():
    for s in LEVEL1:
        assert RESTS_ON[s] == [TRAP]
    assert RESTS_ON[TRAP] == []
    assert RESTS_ON[(2, 2)] == [(1, 1)]
    assert RESTS_ON[(-2, -2)] == [(-1, -1)]
    assert sorted(RESTS_ON[(2, 0)]) == [(1, -1), (1, 1)]
    assert sorted(RESTS_ON[(0, -2)]) == [(-1, -1), (1, -1)]
    assert sorted(COVERS[TRAP]) == sorted(LEVEL1)
    assert sorted(COVERS[(1, 1)]) == [(0, 2), (2, 0), (2, 2)]
    for s in LEVEL2:
        assert COVERS[s] == []
    for s in SPOTS:
        for t in RESTS_ON[s]:
            assert s in COVERS[t]


def test_deal_fills_the_matrix_in_order_and_the_rest_is_stock():
    deck = C.shuffled(zoomer_deck(), 11)
    g = Z.new(deck=deck)
    assert g.matrix == deck[:13] and g.trap_card == deck[0]
    assert g.card_at((1, -1)) == deck[2] and g.card_at((2, 2)) == deck[12]
    assert g.stock == deck[13:] and len(g.stock) == 37
    assert g.hand is None and g.discard == [] and g.clears == []


# --- free cards and occlusion -----------------------------------------------
def test_only_level_two_is_free_after_the_deal():
    g = Z.new(deck=deal(STUCK))
    assert g.free_spots() == LEVEL2
    assert not g.is_free(TRAP) and not g.is_free((1, 1))


def test_stuck_deal_offers_no_clear():
    g = Z.new(deck=deal(STUCK))
    assert g.legal_moves() == [("draw",)]
    with pytest.raises(IllegalMove, match="covered"):
        g.play(("clear", "3S", "3H"))  # the 3S at (-1,1) lies under (-2,0), (-2,2), (0,2)
    with pytest.raises(IllegalMove, match="one rank"):
        g.play(("clear", "6S", "7S"))
    with pytest.raises(IllegalMove, match="two or more"):
        g.play(("clear", "6S"))


def test_a_covered_card_cannot_go_with_a_free_one_elsewhere():
    g = Z.new(deck=deal(EIGHTS))
    # 8H at (1,1) is under 2S, 3S and 8D; only the 8D and 8S are free
    assert ("clear", "8S", "8D") in g.legal_moves()
    with pytest.raises(
        IllegalMove,
        match="Eight of Hearts at the inner bottom-right spot is covered by the Two of Spades "
        "at the right edge",
    ):
        g.play(("clear", "8H", "8S"))
    before = g.to_dict()
    with pytest.raises(IllegalMove):
        g.play(("clear", "8H", "8D"))
    assert g.to_dict() == before


def test_an_eight_covered_only_by_another_eight_goes_with_it():
    g = Z.new(deck=deal(EIGHTS))
    g.play(("clear", "2S", "2H"))
    g.play(("clear", "3S", "3H"))
    assert g.covering((1, 1)) == [(2, 2)] and not g.is_free((1, 1))
    eights = {m for m in g.legal_moves() if m[0] == "clear"}
    # 8H needs the 8D with it; 8S and 8D are free; 8H with 8S alone is not a set
    assert eights == {("clear", "8S", "8D"), ("clear", "8S", "8H", "8D"), ("clear", "8H", "8D")}
    (event,) = g.play(("clear", "8D", "8H"))  # any order of names
    assert event == {
        "type": "clear",
        "cards": ["8H", "8D"],
        "spots": [[1, 1], [2, 2]],
        "hand": None,
        "result": None,
    }
    assert g.card_at((1, 1)) is None and g.card_at((2, 2)) is None
    assert g.discard == ["2S", "2H", "3S", "3H", "8H", "8D"]


def test_trio_with_the_covered_eight():
    g = Z.new(deck=deal(EIGHTS))
    g.play(("clear", "2S", "2H"))
    g.play(("clear", "3S", "3H"))
    g.play(("clear", "8S", "8D", "8H"))
    assert g.clears[-1] == ["8S", "8H", "8D"]
    assert g.tracker()["8"]["clears"] == [3]


def test_clear_names_are_canonical():
    g = Z.new(deck=deal(EIGHTS))
    assert g.normalize(["clear", "2S", "2H"]) == ("clear", "2S", "2H")
    assert g.normalize(("clear", "2H", "2S")) == ("clear", "2S", "2H")
    assert g.normalize(("clear", "2H", "2S")) in g.legal_moves()
    with pytest.raises(IllegalMove, match="twice"):
        g.play(("clear", "2S", "2S"))
    with pytest.raises(IllegalMove, match="not in the Matrix"):
        g.play(("clear", "2S", "2D"))


# --- the hand card --------------------------------------------------------------
def test_clear_with_the_hand_card():
    g = Z.new(deck=deal(EIGHTS, ["8C"]))
    assert g.play(("draw",)) == [{"type": "draw", "card": "8C"}]
    assert g.hand == "8C"
    moves = g.legal_moves()
    # with a card in hand: only 8s (one or more, with the hand), and places
    assert [m for m in moves if m[0] == "clear"] == [
        ("clear", "8S"),
        ("clear", "8D"),
        ("clear", "8S", "8D"),
    ]
    assert ("draw",) not in moves and ("clear", "2S", "2H") not in moves
    with pytest.raises(IllegalMove, match="place it or clear it"):
        g.play(("clear", "2S", "2H"))
    with pytest.raises(IllegalMove, match="before drawing"):
        g.play(("draw",))
    with pytest.raises(IllegalMove, match="name only the Matrix cards"):
        g.play(("clear", "8C", "8S"))
    with pytest.raises(IllegalMove, match="at least one"):
        g.play(("clear",))
    (event,) = g.play(("clear", "8S"))
    assert event == {
        "type": "clear",
        "cards": ["8S"],
        "spots": [[-2, 2]],
        "hand": "8C",
        "result": None,
    }
    assert g.hand is None and g.discard == ["8S", "8C"] and g.clears == [["8S", "8C"]]


def test_place_needs_a_hand_card_and_an_empty_spot():
    g = Z.new(deck=deal(EIGHTS, ["AC"]))
    with pytest.raises(IllegalMove, match="no card in hand"):
        g.play(("place", 2, 2))
    g.play(("clear", "2S", "2H"))
    g.play(("draw",))
    with pytest.raises(IllegalMove, match="already holds the Eight of Diamonds"):
        g.play(("place", 2, 2))
    with pytest.raises(IllegalMove, match="not a spot"):
        g.play(("place", 3, 3))
    with pytest.raises(IllegalMove, match="not a spot"):
        g.play(("place", True, False))
    assert g.place_spots() == [(-2, 0), (2, 0)]
    assert g.play(("place", 2, 0)) == [{"type": "place", "card": "AC", "spot": [2, 0]}]
    assert g.card_at((2, 0)) == "AC" and g.hand is None


def test_supported_and_unsupported_empty_spots():
    g = Z.new(deck=deal(EIGHTS, ["AC", "AD"]))
    g.play(("clear", "2S", "2H"))
    g.play(("clear", "3S", "3H"))
    g.play(("clear", "8H", "8D"))
    assert g.supported((1, 1))  # rests on the Trap
    assert not g.supported((2, 0)) and not g.supported((0, 2)) and not g.supported((2, 2))
    assert g.supported((-2, 0)) and g.supported((0, -2))
    g.play(("draw",))
    assert g.place_spots() == [(1, 1), (0, -2), (-2, 0)]
    under = "needs cards under it at the inner bottom-right spot"
    assert g.why_not_place((2, 0)) == f"the right edge {under}"
    assert g.why_not_place((2, 2)) == f"the bottom-right corner {under}"
    assert g.why_not_place((1, 1)) is None
    with pytest.raises(IllegalMove, match=under):
        g.play(("place", 2, 0))
    g.play(("place", 1, 1))
    g.play(("draw",))
    assert g.why_not_place((2, 0)) is None
    g.play(("place", 2, 0))
    assert g.card_at((1, 1)) == "AC" and g.card_at((2, 0)) == "AD"


def test_an_edge_spot_needs_both_cards_under_it():
    g = Z.new(deck=deal(EIGHTS, ["AC"]))
    # empty the right half down to the Trap: level-1 (1,-1) and (1,1) and all on them
    for spot in [(1, -1), (1, 1), (0, -2), (2, -2), (2, 0), (0, 2), (2, 2)]:
        g.discard.append(g.card_at(spot))
        g.matrix[SPOTS.index(spot)] = None
    g.play(("draw",))
    assert_conserved(g)
    assert g.why_not_place((2, 0)) == (
        "the right edge needs cards under it at the inner top-right spot"
        " and the inner bottom-right spot"
    )
    assert (
        g.why_not_place((0, -2)) == "the top edge needs cards under it at the inner top-right spot"
    )
    assert g.place_spots() == [(1, -1), (1, 1)]


def test_a_full_matrix_leaves_only_a_clear():
    g = Z.new(deck=deal(STUCK, ["6H"]))
    g.play(("draw",))
    assert g.place_spots() == []
    assert g.legal_moves() == [("clear", "6S")]
    assert g.status == "playing"


# --- the stock ------------------------------------------------------------------
def empty_the_stock(g) -> None:
    """Move the whole stock onto the discard pile (as if drawn and cleared)."""
    g.discard += g.stock
    g.stock = []
    g._update_status()


def test_reshuffle_when_the_stock_is_empty():
    g = Z.new(deck=deal(STUCK), seed=4)
    empty_the_stock(g)
    pile = list(g.discard)
    expected = list(pile)
    rng = random.Random()
    rng.setstate(g.rng.getstate())
    rng.shuffle(expected)
    assert g.legal_moves() == [("draw",)]
    events = g.play(("draw",))
    assert events == [
        {"type": "reshuffle", "cards": expected},
        {"type": "draw", "card": expected[0]},
    ]
    assert g.hand == expected[0] and g.stock == expected[1:] and g.discard == []
    assert g.reshuffles == 1
    assert expected != pile  # it really is shuffled
    # the same game from the same seed reshuffles the same way
    h = Z.new(deck=deal(STUCK), seed=4)
    empty_the_stock(h)
    assert h.play(("draw",)) == events


def test_no_reshuffle_in_hard_mode_and_then_nothing_to_do():
    g = Z.new(deck=deal(STUCK), hard=True)
    empty_the_stock(g)
    assert g.legal_moves() == [] and g.status == "lost"
    assert "hard mode" in g.loss_reason()
    g.status = "playing"
    with pytest.raises(IllegalMove, match="no reshuffle"):
        g.play(("draw",))


def test_hard_mode_still_clears_with_an_empty_stock():
    g = Z.new(deck=deal(EIGHTS), hard=True)
    empty_the_stock(g)
    assert g.status == "playing"
    assert ("draw",) not in g.legal_moves()
    g.play(("clear", "2S", "2H"))
    g.play(("clear", "3S", "3H"))
    g.play(("clear", "8S", "8H", "8D"))
    assert g.status == "lost" and g.legal_moves() == []


def test_tracker_counts_this_round_and_the_whole_game():
    g = Z.new(deck=deal(EIGHTS, ["8C"]), seed=2)
    g.play(("clear", "2S", "2H"))
    g.play(("draw",))
    g.play(("clear", "8S"))
    t = g.tracker()
    assert t["2"]["removed"] == 2 and t["2"]["clears"] == [2] and t["2"]["in_discard"] == 2
    assert t["8"] == {
        "removed": 2,
        "clears": [2],
        "removed_total": 2,
        "clears_total": [2],
        "in_stock": 1,
        "in_discard": 2,
        "in_matrix": 2,
        "in_hand": 0,
    }
    assert sum(r["in_stock"] for r in t.values()) == len(g.stock)
    empty_the_stock(g)
    g.play(("draw",))  # reshuffles: the cleared cards are back in play
    t = g.tracker()
    assert t["8"]["removed"] == 0 and t["8"]["clears"] == []
    assert t["8"]["removed_total"] == 2 and t["8"]["clears_total"] == [2]
    assert g.removed == ["2S", "2H", "8S", "8C"]


# --- winning and losing -------------------------------------------------------
def test_win_by_trap():
    layout = dict(PAIRS_ON_TOP)
    layout.update({TRAP: "8S", (-1, -1): "8H", (1, -1): "5S", (-1, 1): "5H", (1, 1): "5D"})
    g = Z.new(deck=deal(layout))
    clear_top_pairs(g)
    assert not g.is_free(TRAP)
    with pytest.raises(IllegalMove, match="covered"):
        g.play(("clear", "8S", "8H"))
    g.play(("clear", "5S", "5H", "5D"))
    assert g.covering(TRAP) == [(-1, -1)]
    (event,) = g.play(("clear", "8S", "8H"))
    assert event["result"] == "trap" and event["spots"] == [[0, 0], [-1, -1]]
    assert g.status == "won" and g.result == "trap"
    assert all(c is None for c in g.matrix) and g.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        g.play(("draw",))


def test_win_by_pent_with_the_hand_card():
    layout = dict(STUCK)
    layout.update({(-2, -2): "9H", (2, -2): "9D", (-2, 2): "9C", (2, 2): "9X"})
    layout[(0, 2)] = "TH"
    g = Z.new(deck=deal(layout, ["9S"]))
    g.play(("draw",))
    (event,) = g.play(("clear", "9H", "9D", "9C", "9X"))
    assert event["hand"] == "9S" and event["result"] == "pent"
    assert g.status == "won" and g.result == "pent" and g.trap_card == "5S"


def test_four_of_a_kind_is_no_pent():
    layout = dict(STUCK)
    layout.update({(-2, -2): "9H", (2, -2): "9D", (-2, 2): "9C", (2, 2): "9X"})
    layout[(0, 2)] = "TH"
    g = Z.new(deck=deal(layout))
    g.play(("clear", "9H", "9D", "9C", "9X"))
    assert g.status == "playing" and g.result is None


def test_win_by_pent_from_the_matrix_alone():
    layout = dict(STUCK)
    layout.update({(-2, -2): "9S", (0, -2): "9H", (2, -2): "9D", (-2, 0): "9C", (2, 0): "9X"})
    layout[(0, 2)] = "6H"
    layout[(2, 2)] = "7H"
    g = Z.new(deck=deal(layout))
    (event,) = g.play(("clear", "9X", "9C", "9D", "9H", "9S"))
    assert event["cards"] == ["9S", "9H", "9D", "9C", "9X"] and event["result"] == "pent"
    assert g.result == "pent"


def test_slam_is_trap_and_pent_at_once():
    layout = dict(PAIRS_ON_TOP)
    layout.update({TRAP: "8S", (-1, -1): "8H", (1, -1): "8D", (-1, 1): "8C", (1, 1): "8X"})
    g = Z.new(deck=deal(layout))
    clear_top_pairs(g)
    (event,) = g.play(("clear", "8S", "8H", "8D", "8C", "8X"))
    assert event["result"] == "slam"
    assert g.status == "won" and g.result == "slam"


def test_loss_by_a_card_that_can_be_neither_placed_nor_cleared():
    g = Z.new(deck=deal(STUCK, ["AH"]))
    assert g.status == "playing"
    g.play(("draw",))
    # the only other Ace lies covered at (-1,-1), and the Matrix is full
    assert g.status == "lost" and g.legal_moves() == []
    assert "The Ace of Hearts in hand" in g.loss_reason()


def test_no_loss_while_the_card_can_be_placed():
    g = Z.new(deck=deal(EIGHTS, ["AH"]))
    g.play(("clear", "2S", "2H"))
    g.play(("draw",))
    assert g.status == "playing"
    assert [m[0] for m in g.legal_moves()] == ["place", "place"]


def test_save_round_trip_keeps_everything():
    g = Z.new(deck=deal(EIGHTS, ["8C"]), seed=9)
    g.play(("clear", "2S", "2H"))
    g.play(("draw",))
    back = Z.from_dict(json.loads(json.dumps(g.to_dict())))
    assert back == g and back.hand == "8C" and back.legal_moves() == g.legal_moves()
    d = g.to_dict()
    d["matrix"] = d["matrix"][:12]
    with pytest.raises(ValueError):
        Z.from_dict(d)


def test_random_games_end_and_conserve_cards():
    finished = random_playouts("zoomer", games=40)
    assert {g.status for g in finished} <= {"won", "lost"}
    for g in finished:
        assert (g.result is not None) == (g.status == "won")


TestZoomerContract = contract_tests("zoomer")


def test_next_clear_needed_counts_what_finishes_a_rank_and_spots_a_lone_card():
    from game.games.zoomer.rules import MIN_CLEAR, RANK_COPIES, next_clear_needed

    assert RANK_COPIES == 5 and MIN_CLEAR == 2
    assert next_clear_needed(0) is None  # untouched
    assert next_clear_needed(2) == 3  # a pair gone: a trio finishes the rank
    assert next_clear_needed(3) == 2  # a trio gone: a pair
    assert next_clear_needed(4) == 1 < MIN_CLEAR  # two pairs: a lone fifth card
    assert next_clear_needed(5) is None  # all out


def test_next_clear_needed_counts_the_cards_of_a_rank_not_yet_cleared_this_round():
    from game.games.zoomer.rules import next_clear_needed

    g = Z.new(seed=11)
    rng = random.Random(4)
    seen = 0
    while g.status == "playing" and seen < 3:
        g.play(rng.choice(g.legal_moves()))
        for rank, row in g.tracker().items():
            need = next_clear_needed(row["removed"])
            if need is None:
                continue
            seen += 1
            cleared = sum(1 for c in g.discard if c[0] == rank)
            assert row["removed"] == cleared
            assert need == sum(1 for c in zoomer_deck() if c[0] == rank) - cleared
    assert seen
