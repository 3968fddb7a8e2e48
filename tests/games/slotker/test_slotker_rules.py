"""SLOTKER solo rules, each with a deal built to make it matter."""

import pytest

from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import IllegalMove, InvalidMove
from tests.contract import assert_conserved, contract_tests, random_playouts
from tests.games.slotker.decks import deal

SK = GAMES["slotker"]


def types(events):
    return [e["type"] for e in events]


def after_first_run(high: list[str], hard: bool = False, seed: int = 1):
    """A game whose first run made ``high`` on its first hand."""
    g = SK.new(deck=deal(*high), seed=seed, hard=hard)
    g.play(("deal",))
    assert g.high_set == high and g.run == 2
    return g


def stack_pool(g, *first: str, tail: tuple[str, ...] = ()) -> None:
    """Put the current run's pool in a chosen order (the same cards, only reordered)."""
    cards = list(g.pool)
    g.pool = deal(*first, tail=tail, cards=cards)
    assert sorted(g.pool) == sorted(cards)


def test_registered_with_name_and_title():
    assert SK.NAME == "slotker" and SK.TITLE == "SLOTKER"
    g = SK.new(seed=3)
    assert g.runs == 2 and g.run == 1 and g.run_label == "Run 1 of 2"
    assert SK.new(seed=3, hard=True).runs == 3
    assert g.cards_left() == 52 and g.legal_moves() == [("deal",)]
    assert g.high_set is None and g.hand == []


def test_first_set_ends_run_one_and_the_other_49_are_reshuffled():
    g = SK.new(deck=deal("QS", "QH", "QD"), seed=1)
    events = g.play(("deal",))
    assert types(events) == ["deal", "set", "run_end", "new_run"]
    assert events[0]["cards"] == ["QS", "QH", "QD"]
    s = events[1]
    assert s["kind"] == "poker" and s["high"] is True and s["name"] == "three Queens"
    assert s["why"] == "first set of run 1: three Queens"
    assert events[2] == {"type": "run_end", "run": 1, "high": ["QS", "QH", "QD"]}
    assert events[3]["run"] == 2 and events[3]["pool"] == g.pool
    assert g.high_set == ["QS", "QH", "QD"] and g.run_highs == [["QS", "QH", "QD"]]
    assert g.run == 2 and g.run_label == "Run 2 of 2" and g.is_last_run
    assert len(g.pool) == 49 and set(g.pool) == set(C.standard_deck()) - {"QS", "QH", "QD"}
    assert g.pool != sorted(g.pool, key=C.standard_deck().index)  # really shuffled
    assert g.discard == [] and g.sets_discarded == []
    # the reshuffle comes from the seed: same seed, same pool; other seed, other pool
    again = SK.new(deck=deal("QS", "QH", "QD"), seed=1)
    again.play(("deal",))
    assert again.pool == g.pool
    other = SK.new(deck=deal("QS", "QH", "QD"), seed=2)
    other.play(("deal",))
    assert other.pool != g.pool


def test_symbol_set_also_ends_run_one():
    g = SK.new(deck=deal("AS", "6H", "9D"))
    events = g.play(("deal",))
    assert events[1]["kind"] == "symbol" and events[1]["name"] == "three Bars, Ace high"
    assert g.run == 2 and g.high_name == "three Bars, Ace high"


def test_hand_without_a_pair_is_discarded_at_once():
    g = SK.new(deck=deal("AS", "2H", "KC"))
    events = g.play(("deal",))
    assert events == [
        {"type": "deal", "cards": ["AS", "2H", "KC"], "run": 1},
        {"type": "discard", "cards": ["AS", "2H", "KC"], "why": "no pair"},
    ]
    assert g.hand == [] and g.discard == ["AS", "2H", "KC"]
    assert g.legal_moves() == [("deal",)] and g.cards_left() == 49


def test_two_ways_to_draw_and_the_card_outside_the_pair():
    # 7S and 4C are ORANGEs, 4C and 4H are Fours (the seed's own example)
    g = SK.new(deck=deal("7S", "4C", "4H", "4D"))
    events = g.play(("deal",))
    assert types(events) == ["deal"]
    assert g.waiting_for_draw and g.hand == ["7S", "4C", "4H"]
    assert g.draw_options() == [(0, ["4C", "4H"], "poker"), (2, ["7S", "4C"], "symbol")]
    assert g.legal_moves() == [("draw", 0), ("draw", 2), ("fold",)]
    before = g.to_dict()
    with pytest.raises(IllegalMove, match="no pair"):
        g.play(("draw", 1))
    assert g.to_dict() == before
    with pytest.raises(IllegalMove, match="draw to it or fold"):
        g.play(("deal",))
    events = g.play(("draw", 0))
    assert events[0] == {
        "type": "draw",
        "index": 0,
        "discard": "7S",
        "card": "4D",
        "pair": ["4C", "4H"],
        "pair_kind": "poker",
    }
    assert types(events) == ["draw", "set", "run_end", "new_run"]
    assert events[1]["cards"] == ["4D", "4C", "4H"] and events[1]["name"] == "three Fours"
    assert g.high_set == ["4D", "4C", "4H"]


def test_draw_that_misses_discards_the_hand():
    g = SK.new(deck=deal("7S", "4C", "4H", "4D"))
    g.play(("deal",))
    events = g.play(("draw", 2))  # keep the ORANGEs, 4D is CHERRIES
    assert types(events) == ["draw", "discard"]
    assert events[1] == {
        "type": "discard",
        "cards": ["7S", "4C", "4D"],
        "why": "the draw made no set",
    }
    assert g.discard == ["4H", "7S", "4C", "4D"] and g.hand == []
    assert g.legal_moves() == [("deal",)] and g.run == 1


def test_a_pair_of_both_kinds_and_symbol_draws():
    # 4H 4D are Fours and both CHERRIES; AH is CHERRIES too, and KH fills the CHERRIES
    g = SK.new(deck=deal("4H", "4D", "9S", "KH"))
    g.play(("deal",))
    assert g.draw_options() == [(2, ["4H", "4D"], "both")]
    events = g.play(("draw", 2))
    assert events[1]["kind"] == "symbol" and events[1]["name"] == "three Cherries, pair of Fours"


def test_fold_discards_the_hand_and_the_next_deal_goes_on():
    g = SK.new(deck=deal("7S", "4C", "4H", "4D", "4S", "5H"))
    g.play(("deal",))
    events = g.play(("fold",))
    assert events == [{"type": "discard", "cards": ["7S", "4C", "4H"], "why": "folded"}]
    assert g.discard == ["7S", "4C", "4H"]
    events = g.play(("deal",))
    assert events[0]["cards"] == ["4D", "4S", "5H"]  # the card not drawn is dealt next


def test_outs_count_the_cards_that_would_make_a_kept_set():
    g = SK.new(deck=deal("7S", "4C", "4H"))
    g.play(("deal",))
    assert sorted(g.outs(0)) == ["4D", "4S"]
    oranges = {c for c in C.standard_deck() if g.symbol(c) == "ORANGE"} - {"7S", "4C"}
    assert set(g.outs(2)) == oranges and len(oranges) == 8
    assert g.outs(1) == []
    # later, against three Plums, a third ORANGE is worth nothing, a third Four still is
    g = after_first_run(["AC", "3S", "KC"])
    stack_pool(g, "7S", "4C", "4H")
    g.play(("deal",))
    assert g.outs(2) == [] and sorted(g.outs(0)) == ["4D", "4S"]


def test_sets_that_do_not_outrank_the_high_set_are_discarded_and_the_run_goes_on():
    g = after_first_run(["AC", "3S", "KC"])  # three Plums, Ace high
    stack_pool(g, "QD", "9C", "5C", "5H", "7D", "TS", "2S", "2H", "2D")
    events = g.play(("deal",))
    assert types(events) == ["deal", "set"]
    assert events[1]["high"] is False and events[1]["why"] == "three Lemons do not beat three Plums"
    assert g.sets_discarded == [["QD", "9C", "5C"]] and g.run == 2 and g.status == "playing"
    events = g.play(("deal",))
    assert events[1]["high"] is False
    assert events[1]["why"] == ("three Plums, Ten high do not beat three Plums, Ace high")
    assert g.high_set == ["AC", "3S", "KC"]
    events = g.play(("deal",))
    assert types(events) == ["deal", "set", "run_end", "won"]
    assert events[1]["high"] is True and events[1]["why"] == "three Twos beat three Plums"
    assert g.status == "won" and g.legal_moves() == []
    assert g.win_reason() == "Run 2 of 2: three Twos beat three Plums." and g.loss_reason() is None
    assert g.high_set == ["2S", "2H", "2D"]
    assert set(g.discard) >= {"AC", "3S", "KC"}  # the beaten high set is out of play
    assert_conserved(g)


def test_hard_mode_three_runs_and_the_old_high_set_goes_back_to_the_pool():
    g = after_first_run(["AC", "3S", "KC"], hard=True)
    assert g.run_label == "Run 2 of 3" and not g.is_last_run
    stack_pool(g, "5S", "5H", "5D")
    events = g.play(("deal",))
    assert types(events) == ["deal", "set", "run_end", "new_run"]
    assert g.run == 3 and g.high_set == ["5S", "5H", "5D"]
    assert len(g.pool) == 49 and {"AC", "3S", "KC"} <= set(g.pool)
    assert g.run_highs == [["AC", "3S", "KC"], ["5S", "5H", "5D"]]
    # run 3: a hand without a pair, then three Sixes beat three Fives
    stack_pool(g, "5C", "7H", "3D", "6S", "6H", "6D")
    assert types(g.play(("deal",))) == ["deal", "discard"]
    events = g.play(("deal",))
    assert types(events)[-1] == "won" and g.status == "won"
    assert g.win_reason() == "Run 3 of 3: three Sixes beat three Fives."


def test_three_aces_before_the_last_run_lose_at_once():
    g = SK.new(deck=deal("AS", "AH", "AD"))
    events = g.play(("deal",))
    assert types(events) == ["deal", "set", "three_aces", "lost"]
    assert events[2] == {"type": "three_aces", "run": 1}
    assert g.status == "lost" and g.legal_moves() == []
    assert "Three Aces" in g.loss_reason() and "run 1 of 2" in g.loss_reason()
    assert g.high_set == ["AS", "AH", "AD"]
    with pytest.raises(IllegalMove, match="over"):
        g.play(("deal",))
    # hard mode: three Aces in run 2 of 3 lose too
    g = after_first_run(["KS", "KH", "KD"], hard=True)
    stack_pool(g, "AS", "AH", "AD")
    assert types(g.play(("deal",))) == ["deal", "set", "three_aces", "lost"]


def test_three_aces_in_the_last_run_win():
    g = after_first_run(["KS", "KH", "KD"])
    stack_pool(g, "AS", "AH", "AD")
    events = g.play(("deal",))
    assert types(events) == ["deal", "set", "run_end", "won"]
    assert g.win_reason() == "Run 2 of 2: three Aces beat three Kings."


def test_run_one_fails_when_the_cards_run_out_without_a_set():
    g = SK.new(deck=deal())  # seventeen hands without a pair, one card over
    for _ in range(17):
        assert g.legal_moves() == [("deal",)]
        events = g.play(("deal",))
    assert types(events) == ["deal", "discard", "lost"]
    assert g.status == "lost" and g.cards_left() == 1
    assert g.loss_reason() == "Run 1 of 2 ran out of cards (1 left) without a set."
    assert_conserved(g)


def test_later_run_fails_without_beating_the_high_set():
    g = after_first_run(["KS", "KH", "KD"])
    stack_pool(g, "QD", "9C", "5C")  # three Lemons first, then hands without pairs
    moves = 0
    while g.status == "playing":
        g.play(("deal",))
        moves += 1
    assert moves == 16 and g.cards_left() == 1
    assert g.sets_discarded == [["QD", "9C", "5C"]]
    assert g.loss_reason() == "Run 2 of 2 ran out of cards (1 left) without beating three Kings."


def test_a_replacement_can_be_drawn_with_fewer_than_three_cards_left():
    g = SK.new(deck=deal(tail=("7S", "4C", "9D", "JC")))  # 16 hands, then a pair with one card left
    for _ in range(17):
        g.play(("deal",))
    assert g.hand == ["7S", "4C", "9D"] and g.cards_left() == 1
    events = g.play(("draw", 2))
    assert types(events) == ["draw", "set", "run_end", "new_run"]
    assert events[1]["name"].startswith("three Oranges") and g.run == 2


def test_a_missed_last_replacement_fails_the_run():
    g = SK.new(deck=deal(tail=("7S", "4C", "9D", "KH")))
    for _ in range(17):
        g.play(("deal",))
    events = g.play(("draw", 2))
    assert types(events) == ["draw", "discard", "lost"]
    assert g.loss_reason() == "Run 1 of 2 ran out of cards (0 left) without a set."


def test_a_pair_with_no_card_left_to_draw_fails_the_run():
    # a draw early on uses one card, so the last hand takes the last three cards
    g = SK.new(deck=deal("7S", "4C", "9D", "2S", tail=("5S", "5H", "2D")))
    g.play(("deal",))
    g.play(("draw", 2))  # 2S: no set
    for _ in range(15):
        assert types(g.play(("deal",))) == ["deal", "discard"]
    events = g.play(("deal",))
    assert events[0]["cards"] == ["5S", "5H", "2D"] and g.cards_left() == 0
    assert types(events) == ["deal", "discard", "lost"]
    assert events[1]["why"] == "no card left to draw to the pair"
    assert g.loss_reason() == "Run 1 of 2 ran out of cards (0 left) without a set."


@pytest.mark.parametrize(
    "move,message",
    [
        (("draw", 0), "deal first"),
        (("fold",), "deal first"),
        (("draw", 3), "no hand card"),
        (("draw", True), "no hand card"),
        (("draw", "0"), "no hand card"),
        (("draw",), "wrong arguments"),
        (("deal", 1), "wrong arguments"),
        (("pair", 0, 1), "no move called"),
    ],
)
def test_illegal_moves_are_refused_with_a_message_and_change_nothing(move, message):
    g = SK.new(seed=5)
    before = g.to_dict()
    with pytest.raises((IllegalMove, InvalidMove), match=message):
        g.play(move)
    assert g.to_dict() == before


def test_moves_from_json_lists_are_accepted():
    g = SK.new(deck=deal("7S", "4C", "4H", "4D"))
    g.play(["deal"])
    g.play(["draw", 0])
    assert g.high_set == ["4D", "4C", "4H"]


def test_same_seed_and_moves_give_the_same_game_through_reshuffles():
    def line(seed):
        g = SK.new(seed=seed, hard=True)
        trace = []
        while g.legal_moves():
            move = g.legal_moves()[0]
            trace.append(g.play(move))
        return g, trace

    for seed in range(6):
        a, ta = line(seed)
        b, tb = line(seed)
        assert a == b and ta == tb


def test_random_games_end_and_conserve_cards():
    finished = random_playouts("slotker", games=40)
    assert {g.status for g in finished} == {"won", "lost"}
    for g in finished:
        assert (g.loss_reason() is None) == (g.status == "won")


def test_random_hard_games_end():
    finished = random_playouts("slotker", games=20, hard=True)
    assert all(g.runs == 3 for g in finished)


TestSlotkerContract = contract_tests("slotker")


def test_three_aces_lose_in_every_run_but_the_last():
    g = SK.new(seed=3)
    assert g.three_aces_lose() and g.three_aces_lose(1) and not g.three_aces_lose(2)
    hard = SK.new(seed=3, hard=True)
    assert [hard.three_aces_lose(run) for run in (1, 2, 3)] == [True, True, False]
    g = after_first_run(["KS", "KH", "KD"])
    assert g.run == 2 and not g.three_aces_lose()
