"""SLOTKER multiplayer: seat runs keep their best set, winners, ties, ante arithmetic, saves."""

import json
import random

import pytest

from game.games.slotker.match_rules import SeatRun, SlotkerMatch, seat_seed
from game.rules.base import IllegalMove
from tests.contract import assert_conserved
from tests.games.slotker.decks import deal

THREE = [("Ann", False), ("Bob", True), ("Cy", True)]


def types(events):
    return [e["type"] for e in events]


def stack(m: SlotkerMatch, *first: str) -> None:
    """Give the seat about to play a deal that starts with ``first`` (hands without pairs after)."""
    m.run = SeatRun.new(deck=deal(*first))


def play_seat(m: SlotkerMatch, *first: str) -> list[dict]:
    """Play the current seat's run to its end on a chosen deal, taking the first legal move."""
    stack(m, *first)
    events: list[dict] = []
    while True:
        batch = m.play(m.legal_moves()[0])
        events += batch
        if any(e["type"] == "seat_done" for e in batch):
            return events


# --- one seat's run -------------------------------------------------------
def test_seat_run_keeps_its_best_set_and_plays_to_the_end():
    r = SeatRun.new(deck=deal("5S", "5H", "5D", "QD", "9C", "5C", "KS", "KH", "KD"))
    assert r.runs == 1 and r.NAME == "slotker_seat"
    e1 = r.play(("deal",))
    assert (
        types(e1) == ["deal", "set"] and e1[1]["high"] and e1[1]["why"] == "first set: three Fives"
    )
    e2 = r.play(("deal",))
    assert e2[1]["high"] is False and e2[1]["why"] == "three Lemons do not beat three Fives"
    e3 = r.play(("deal",))
    assert e3[1]["high"] is True and e3[1]["why"] == "three Kings beat three Fives"
    assert r.best == ["KS", "KH", "KD"]
    assert r.sets_discarded == [["QD", "9C", "5C"], ["5S", "5H", "5D"]]
    assert r.status == "playing"  # a later set could still be higher: the run goes on
    deals = 3
    while r.status == "playing":
        last = r.play(("deal",))
        deals += 1
    assert deals == 17 and r.cards_left() == 1
    assert types(last)[-2:] == ["run_end", "won"]
    assert r.win_reason() == "The run is over: best set three Kings."
    assert_conserved(r)


def test_seat_run_stops_at_three_aces():
    r = SeatRun.new(deck=deal("AS", "AH", "AD"))
    events = r.play(("deal",))
    assert types(events) == ["deal", "set", "run_end", "won"]
    assert r.best == ["AS", "AH", "AD"] and r.cards_left() == 49


def test_seat_run_without_a_set():
    r = SeatRun.new(deck=deal())
    while r.status == "playing":
        events = r.play(("deal",))
    assert types(events)[-2:] == ["run_end", "lost"]
    assert events[-2]["high"] is None and r.best is None
    assert r.loss_reason() == "The run is over without a set."


# --- setting up a match -----------------------------------------------------
@pytest.mark.parametrize(
    "seats,kw,message",
    [
        ([("Ann", False)], {}, "2 to 4 seats"),
        ([("P", False)] * 5, {}, "2 to 4 seats"),
        (THREE, {"ante": -1}, "negative"),
        (THREE, {"ante": 1.5}, "whole numbers"),
        ([("  ", False), ("Bob", True)], {}, "needs a name"),
        (THREE, {"ante": 10, "chips": 5}, "pay the ante"),
    ],
)
def test_bad_matches_are_refused(seats, kw, message):
    with pytest.raises(ValueError, match=message):
        SlotkerMatch.new(seats, seed=1, **kw)


def test_new_match_starts_round_one_and_collects_antes():
    m = SlotkerMatch.new(THREE, seed=7, ante=5, chips=100)
    assert m.status == "playing" and m.round == 1 and m.order == [0, 1, 2]
    assert m.current_seat == 0 and not m.is_computer_turn
    assert m.pot == 15 and m.chips() == [95, 95, 95]
    assert m.legal_moves() == [("deal",)]
    assert [s["name"] for s in m.seats] == ["Ann", "Bob", "Cy"]
    m2 = SlotkerMatch.new(
        [{"name": "A", "is_computer": True}, {"name": "B", "is_computer": False}], seed=1
    )
    assert m2.is_computer_turn and m2.pot == 0


def test_seat_deals_come_from_the_match_seed():
    a = SlotkerMatch.new(THREE, seed=11)
    b = SlotkerMatch.new(THREE, seed=11)
    c = SlotkerMatch.new(THREE, seed=12)
    assert a.run.deck == b.run.deck != c.run.deck
    assert a.run.seed == seat_seed(11, 1, 0)
    assert len({seat_seed(11, r, s) for r in (1, 2) for s in range(3)}) == 6


# --- winners and chips ----------------------------------------------------
def test_highest_set_wins_the_pot_and_no_set_ranks_last():
    m = SlotkerMatch.new(THREE, seed=3, ante=5, chips=100)
    events = play_seat(m, "5S", "5H", "5D")
    assert events[-2] == {
        "type": "seat_done",
        "seat": 0,
        "best": ["5S", "5H", "5D"],
        "name": "three Fives",
    }
    assert events[-1] == {"type": "seat_start", "seat": 1, "round": 1}
    assert all(e["seat"] == 0 for e in events[:-1])
    assert m.current_seat == 1 and m.is_computer_turn
    play_seat(m, "KS", "KH", "KD")
    events = play_seat(m)  # Cy makes nothing
    assert events[-2]["best"] is None and events[-2]["name"] == "no set"
    over = events[-1]
    assert over["type"] == "round_over"
    assert over["winners"] == [1] and over["pot"] == 15 and over["payout"] == [0, 15, 0]
    assert over["chips"] == [95, 110, 95] and over["no_set"] is False
    assert m.status == "round_over" and m.pot == 0 and m.current_seat is None
    assert m.standings() == [1, 0, 2] and m.winners() == [1]
    assert [s["wins"] for s in m.seats] == [0, 1, 0]
    assert m.history[-1]["best"] == [["5S", "5H", "5D"], ["KS", "KH", "KD"], None]
    assert m.legal_moves() == []
    with pytest.raises(IllegalMove, match="round is over"):
        m.play(("deal",))


def test_a_symbol_set_beats_no_set():
    m = SlotkerMatch.new(THREE[:2], seed=3)
    play_seat(m)
    events = play_seat(m, "QD", "9C", "5C")
    assert events[-1]["winners"] == [1]


def test_equal_sets_share_the_pot_odd_chip_to_the_first_in_turn_order():
    m = SlotkerMatch.new(THREE, seed=3, ante=5, chips=100)
    play_seat(m, "QS", "QH", "QD")
    play_seat(m, "QH", "QD", "QC")  # equal: poker trips of one rank
    events = play_seat(m, "JS", "JH", "JD")
    over = events[-1]
    assert over["winners"] == [0, 1] and over["payout"] == [8, 7, 0]
    assert m.chips() == [103, 102, 95] and sum(m.chips()) == 300
    assert [s["wins"] for s in m.seats] == [1, 1, 0]

    # round two starts with the next seat, so the odd chip goes to seat 1 now
    events = m.start_round()
    assert types(events) == ["round_start", "ante", "seat_start"]
    assert events[0]["order"] == [1, 2, 0] and m.order == [1, 2, 0]
    assert events[1] == {"type": "ante", "ante": 5, "pot": 15}
    assert m.current_seat == 1
    play_seat(m, "8H", "QD", "5C")  # three Lemons, Queen high
    play_seat(m)
    events = play_seat(m, "8D", "QD", "5C")  # the same ranks: an equal set
    over = events[-1]
    assert over["winners"] == [1, 0] and over["payout"] == [7, 8, 0]
    assert m.chips() == [105, 105, 90] and sum(m.chips()) == 300


def test_no_set_anywhere_gives_the_antes_back_and_counts_no_win():
    m = SlotkerMatch.new(THREE, seed=3, ante=4, chips=10)
    for _ in range(3):
        events = play_seat(m)
    over = events[-1]
    assert over["no_set"] is True and over["winners"] == [0, 1, 2]
    assert over["payout"] == [4, 4, 4] and m.chips() == [10, 10, 10]
    assert [s["wins"] for s in m.seats] == [0, 0, 0]


def test_a_seat_that_cannot_pay_sits_out_and_the_match_ends_with_one_payer():
    m = SlotkerMatch.new(THREE, seed=3, ante=10, chips=10)
    play_seat(m, "KS", "KH", "KD")
    play_seat(m)
    play_seat(m, "QS", "QH", "QD")
    assert m.chips() == [30, 0, 0]
    assert m.status == "over"
    assert m.history[-1]["winners"] == [0]
    with pytest.raises(IllegalMove, match="over"):
        m.start_round()
    with pytest.raises(IllegalMove, match="over"):
        m.play(("deal",))

    m = SlotkerMatch.new(THREE, seed=3, ante=10, chips=20)
    play_seat(m, "KS", "KH", "KD")
    play_seat(m, "QS", "QH", "QD")
    play_seat(m)
    assert m.chips() == [40, 10, 10] and m.status == "round_over"
    m.start_round()  # turn order 1, 2, 0
    play_seat(m, "KS", "KH", "KD")
    play_seat(m)
    play_seat(m)
    assert m.status == "round_over" and m.chips() == [30, 30, 0]
    events = m.start_round()
    assert m.order == [0, 1] and events[0]["order"] == [0, 1]  # Cy cannot pay: sits out
    assert m.pot == 20 and m.best_name(2) == "sits out"
    play_seat(m)
    events = play_seat(m, "AS", "AH", "AD")
    assert events[-1]["winners"] == [1] and events[-1]["payout"] == [0, 20, 0]
    assert m.chips() == [20, 40, 0] and m.status == "round_over"


def test_round_cannot_restart_while_playing():
    m = SlotkerMatch.new(THREE, seed=3)
    with pytest.raises(IllegalMove, match="still on"):
        m.start_round()


def test_without_ante_chips_never_move_and_the_match_goes_on():
    m = SlotkerMatch.new(THREE, seed=8)
    rnd = random.Random(8)
    for _ in range(3):
        while m.status == "playing":
            m.play(rnd.choice(m.legal_moves()))
        assert m.chips() == [100, 100, 100] and m.status == "round_over"
        m.start_round()
    assert m.round == 4


# --- saves and whole matches ----------------------------------------------
def test_save_round_trip_keeps_the_same_future():
    m = SlotkerMatch.new(THREE, seed=21, ante=3, chips=30)
    rnd = random.Random(0)
    for _ in range(40):
        m.play(rnd.choice(m.legal_moves()))
        if m.status != "playing":
            m.start_round()
    d = json.loads(json.dumps(m.to_dict()))
    back = SlotkerMatch.from_dict(d)
    assert back == m and back.legal_moves() == m.legal_moves()
    a, b = m.clone(), back
    for _ in range(200):
        if a.status == "round_over":
            assert a.start_round() == b.start_round()
        if a.status != "playing":
            break
        move = rnd.choice(a.legal_moves())
        assert a.play(move) == b.play(move)
    assert a == b
    assert m == SlotkerMatch.from_dict(d)  # the clone was independent


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(game="slotker"),
        lambda d: d.pop("seats"),
        lambda d: d.update(status="playing", run=None),
        lambda d: d.update(status="sleeping"),
    ],
)
def test_broken_saves_are_refused(change):
    d = SlotkerMatch.new(THREE, seed=2).to_dict()
    change(d)
    with pytest.raises(ValueError):
        SlotkerMatch.from_dict(d)


def test_random_matches_conserve_chips_and_end():
    for seed in range(6):
        n = 2 + seed % 3
        m = SlotkerMatch.new([(f"P{i}", i > 0) for i in range(n)], seed=seed, ante=5, chips=15)
        total = 15 * n
        rnd = random.Random(seed)
        for _ in range(20000):
            if m.status == "over":
                break
            if m.status == "round_over":
                m.start_round()
            assert sum(m.chips()) + m.pot == total
            assert all(c >= 0 for c in m.chips())
            m.play(rnd.choice(m.legal_moves()))
            if m.run is not None:
                assert_conserved(m.run)
        assert m.status == "over", f"seed {seed}: match did not end"
        assert sum(m.chips()) == total and m.pot == 0
        assert len(m.history) == m.round
        assert sum(1 for c in m.chips() if c >= 5) < 2


def test_places_share_a_place_for_equal_sets_and_leave_no_set_unplaced():
    m = SlotkerMatch.new(THREE, seed=3, ante=5, chips=100)
    play_seat(m, "QS", "QH", "QD")
    play_seat(m, "QH", "QD", "QC")  # an equal set: the same place
    play_seat(m)  # no set: no place
    assert m.places() == [(0, 1), (1, 1), (2, None)]
    m = SlotkerMatch.new(THREE, seed=3)
    play_seat(m, "5S", "5H", "5D")
    play_seat(m, "KS", "KH", "KD")
    play_seat(m, "QD", "9C", "5C")
    assert m.places() == [(1, 1), (0, 2), (2, 3)]


def test_the_match_leaders_are_the_seats_with_the_most_chips():
    m = SlotkerMatch.new(THREE, seed=3, ante=5, chips=100)
    assert m.leaders() == [0, 1, 2]
    m.seats[2]["chips"] = 130
    assert m.leaders() == [2]
    m.seats[0]["chips"] = 130
    assert m.leaders() == [0, 2]


def test_round_results_show_the_deciding_card_between_sets_that_read_the_same():
    from game.games.slotker.match_scene import round_rows

    m = SlotkerMatch.new([("Ann", False), ("Bob", True), ("Cy", True)], seed=3)
    m.best = [["QC", "JH", "TS"], ["KC", "QC", "JH"], ["3S", "5H", "7D"]]  # Cy: 7-5-3 PLUMs
    assert m.best_name(0) == "three Plums, straight, Queen high"
    assert m.best_name(1) == "three Plums, straight, King high"
    assert m.best_name(2) == "three Plums, Seven high"  # nothing else reads the same
    m.run = None
    m.turn = len(m.order)
    events = m._settle()
    assert events[0]["winners"] == [1]
    rows = round_rows(m)
    assert [(r[1], r[2], r[4]) for r in rows[:2]] == [
        ("Bob (CPU)", "three Plums, straight, King high", True),
        ("Ann", "three Plums, straight, Queen high", False),
    ]
    # a flush against a flush of the same top card: the ranks high to low settle it
    m.best = [["AD", "QD", "6D"], ["AD", "JD", "8D"], None]
    assert m.best_name(0) == "three Lemons, flush, A-Q-6"
    assert m.best_name(1) == "three Lemons, flush, A-J-8"
