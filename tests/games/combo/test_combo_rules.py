"""Combo-bliterate rules, each with a line built to make it matter."""

import json
import random

import pytest

from game.games.combo.rules import run_window
from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import IllegalMove, InvalidMove
from tests.contract import assert_conserved, contract_tests, random_playouts

Combo = GAMES["combo"]


def deck_starting(*first: str) -> list[str]:
    """A full deal whose first cards are ``first``; the rest in standard order."""
    return list(first) + [c for c in C.standard_deck() if c not in first]


def with_line(line: list[str], stock: list[str] | None = None, hard: bool = False):
    """A game in mid-play: ``line`` on the table, then ``stock`` (default: every other card).

    Cards in neither go to the penalty pile, so the cards always add up to the deck.
    """
    g = Combo.new(deck=deck_starting(*line), hard=hard)
    rest = [c for c in g.deck if c not in line]
    g.line = list(line)
    g.stock = rest if stock is None else list(stock)
    g.penalty = [c for c in rest if c not in g.stock]
    g._update_status()
    assert_conserved(g)
    return g


def end_position(face_up: int, face_down: int, last: str = "KS", hard: bool = False):
    """Stock empty, one card left on the line; the other 51 split face up / down / penalty."""
    others = [c for c in C.standard_deck() if c != last]
    g = Combo.new(deck=deck_starting(last), hard=hard)
    g.line = [last]
    g.stock = []
    g.face_up = others[:face_up]
    g.face_down = others[face_up : face_up + face_down]
    g.penalty = others[face_up + face_down :]
    g._update_status()
    assert_conserved(g)
    return g


def kinds(events):
    return [e["kind"] for e in events if e["type"] == "collide"]


# --- dealing ------------------------------------------------------------


def test_opening_deal_puts_nine_on_the_line_in_deck_order():
    deck = C.shuffled(C.standard_deck(), 5)
    g = Combo.new(deck=deck)
    assert g.line == deck[:9]
    assert g.stock == deck[9:]
    assert g.face_up == g.face_down == g.penalty == []
    assert g.relocations_left == 1 and g.bonus is False and g.deals == 1
    assert g.status == "playing" and g.score == 0


# --- the RULES.md example ----------------------------------------------


def test_rules_example_remove_nine_scores_the_run_of_four():
    # line 3H 4S 9C 5D 6H, then four cards that neither extend the run nor matter
    g = Combo.new(deck=deck_starting("3H", "4S", "9C", "5D", "6H", "KC", "JD", "8S", "QH"))
    events = g.play(("remove", 2))
    assert events[0] == {
        "type": "remove",
        "index": 2,
        "card": "9C",
        "points": -2.0,
        "line": ["3H", "4S", "5D", "6H", "KC", "JD", "8S", "QH"],
        "score": -2.0,
    }
    (collide,) = events[1:]
    assert collide["type"] == "collide" and collide["step"] == 1
    assert (collide["left"], collide["right"]) == ("4S", "5D")
    assert (collide["left_index"], collide["right_index"]) == (1, 2)
    assert collide["kind"] == "run" and collide["face"] == "up"
    assert collide["cards"] == ["3H", "4S", "5D", "6H"]
    assert collide["indices"] == [0, 1, 2, 3]
    assert collide["points"] == 4.0
    assert collide["line"] == ["KC", "JD", "8S", "QH"]
    assert collide["score"] == 2.0
    # the run reached the left edge: nothing on the left, so no second collision
    assert g.face_up == ["3H", "4S", "5D", "6H"] and g.penalty == ["9C"]
    assert g.score == 2.0 and isinstance(g.score, float)


# --- rule 1: runs -------------------------------------------------------


def test_descending_run_goes_face_up():
    g = with_line(["KC", "8H", "7S", "JD", "6C", "5D", "QH"])
    events = g.play(("remove", 3))
    assert kinds(events) == ["run", "none"]
    assert events[1]["cards"] == ["8H", "7S", "6C", "5D"]
    assert events[2]["left"] == "KC" and events[2]["right"] == "QH"
    assert g.line == ["KC", "QH"]


def test_ascending_run_of_three_with_mixed_suits():
    g = with_line(["4C", "5H", "JS", "6D", "KC"])
    events = g.play(("remove", 2))
    assert kinds(events) == ["run"]  # KC is left alone: nothing on its left to meet
    assert g.face_up == ["4C", "5H", "6D"]
    assert g.line == ["KC"]


def test_the_longest_window_is_taken_whole():
    g = with_line(["KC", "2S", "3H", "4D", "9C", "5S", "6H", "7D", "QC"])
    events = g.play(("remove", 4))
    assert events[1]["kind"] == "run"
    assert events[1]["cards"] == ["2S", "3H", "4D", "5S", "6H", "7D"]
    assert events[1]["indices"] == [1, 2, 3, 4, 5, 6]
    # then KC meets QC: same suit, a pair
    assert kinds(events) == ["run", "pair"]
    assert g.line == [] and g.score == -2 + 6 + 1


def test_run_must_contain_both_colliding_cards():
    # 4D 5S 6H is a run, but it does not hold 9C, the left card of the collision
    g = with_line(["9C", "KS", "4D", "5S", "6H"])
    events = g.play(("remove", 1))
    assert kinds(events) == ["none"]
    assert g.line == ["9C", "4D", "5S", "6H"] and g.face_up == []


def test_run_spanning_both_sides_of_the_gap():
    # left side gives 2S 3H, right side gives 4D: only together are they a run
    g = with_line(["2S", "3H", "KC", "4D", "9C"])
    events = g.play(("remove", 2))
    assert kinds(events) == ["run"]
    assert events[1]["cards"] == ["2S", "3H", "4D"]
    assert g.line == ["9C"]
    # and the mirror: one card on the left, two on the right
    g = with_line(["JC", "3H", "KC", "4D", "5S"])
    events = g.play(("remove", 2))
    assert events[1]["cards"] == ["3H", "4D", "5S"]
    assert g.line == ["JC"]


def test_two_cards_a_rank_apart_are_no_run_and_no_pair():
    g = with_line(["9C", "4H", "KC", "5S", "JD"])
    events = g.play(("remove", 2))
    assert kinds(events) == ["none"]
    assert events[1]["cards"] == [] and events[1]["indices"] == [] and events[1]["points"] == 0
    assert g.line == ["9C", "4H", "5S", "JD"]


def test_direction_must_not_change_inside_a_run():
    # 3 4 3 zig-zags: the window through 4H-3D is 4H 3D only (the 3H-4H step goes up)
    g = with_line(["3H", "4H", "KC", "3D", "9S"])
    events = g.play(("remove", 2))
    assert kinds(events) == ["none"]


def test_run_beats_pair_when_both_apply():
    # 4S meets 5S: same suit, but 3S 4S 5S is a run, so face up
    g = with_line(["3S", "4S", "KC", "5S", "9D"])
    events = g.play(("remove", 2))
    assert events[1]["kind"] == "run" and g.face_up == ["3S", "4S", "5S"]
    assert g.face_down == []


def test_ace_is_low_only():
    assert run_window(["QS", "KH", "AD"], 1) is None
    assert run_window(["KH", "AD", "2C"], 0) is None
    assert run_window(["AS", "2H", "3D"], 0) == (0, 2)
    assert run_window(["3D", "2H", "AS"], 1) == (0, 2)
    g = with_line(["QS", "KH", "9C", "AD", "JC"])
    assert kinds(g.play(("remove", 2))) == ["none"]
    g = with_line(["AS", "2H", "9C", "3D", "JC"])
    events = g.play(("remove", 2))
    assert events[1]["kind"] == "run" and events[1]["cards"] == ["AS", "2H", "3D"]
    g = with_line(["3S", "2H", "9C", "AD", "JC"])
    events = g.play(("remove", 2))
    assert events[1]["kind"] == "run" and events[1]["cards"] == ["3S", "2H", "AD"]


# --- rule 2: pairs ------------------------------------------------------


def test_pair_by_suit_goes_face_down():
    g = with_line(["9C", "4H", "KC", "JH", "2D"])
    events = g.play(("remove", 2))
    assert events[1]["kind"] == "pair" and events[1]["face"] == "down"
    assert events[1]["cards"] == ["4H", "JH"] and events[1]["indices"] == [1, 2]
    assert events[1]["points"] == 1.0
    assert g.face_down == ["4H", "JH"]
    # then 9C meets 2D: nothing
    assert kinds(events) == ["pair", "none"]
    assert g.line == ["9C", "2D"] and g.score == -1.0


def test_pair_by_rank_goes_face_down():
    g = with_line(["9C", "7H", "KC", "7S", "2D"])
    events = g.play(("remove", 2))
    assert kinds(events) == ["pair", "none"]
    assert g.face_down == ["7H", "7S"]


# --- chains -------------------------------------------------------------


def test_chain_of_pair_run_pair_stopped_by_the_left_edge():
    line = ["QH", "2C", "3D", "9S", "KC", "9H", "4S", "8H", "QS"]
    g = Combo.new(deck=deck_starting(*line))
    events = g.play(("remove", 4))
    assert [e["type"] for e in events] == ["remove", "collide", "collide", "collide"]
    assert kinds(events) == ["pair", "run", "pair"]
    assert [e["step"] for e in events[1:]] == [1, 2, 3]
    pair1, run, pair2 = events[1:]
    assert (pair1["left"], pair1["right"], pair1["indices"]) == ("9S", "9H", [3, 4])
    assert pair1["line"] == ["QH", "2C", "3D", "4S", "8H", "QS"]
    assert (run["left"], run["right"], run["indices"]) == ("3D", "4S", [1, 2, 3])
    assert run["cards"] == ["2C", "3D", "4S"]
    assert run["line"] == ["QH", "8H", "QS"]
    assert (pair2["left"], pair2["right"], pair2["indices"]) == ("QH", "8H", [0, 1])
    assert pair2["line"] == ["QS"]
    # QS is alone at the left edge: the chain stops without another collision
    assert g.line == ["QS"]
    assert [e["score"] for e in events] == [-2.0, -1.0, 2.0, 3.0]
    assert g.score == 3.0


def test_chain_stopped_by_the_right_edge():
    g = with_line(["KC", "5D", "5H", "JS"])
    events = g.play(("remove", 3))
    assert len(events) == 1  # nothing right of the gap
    g = with_line(["KC", "JD", "5H", "9S", "5C"])
    events = g.play(("remove", 3))
    assert kinds(events) == ["pair"]  # 5H 5C leave JD with nothing on its right
    assert g.line == ["KC", "JD"]


def test_removing_the_first_card_causes_no_collision():
    g = with_line(["KC", "KD", "5H"])
    events = g.play(("remove", 0))
    assert len(events) == 1 and g.line == ["KD", "5H"] and g.face_down == []


def test_chain_that_empties_the_line():
    g = with_line(["4C", "9H", "JD", "9C", "4D"])
    events = g.play(("remove", 2))
    assert kinds(events) == ["pair", "pair"]
    assert g.line == [] and g.face_down == ["9H", "9C", "4C", "4D"]


def test_events_rebuild_the_line_step_by_step():
    """What a scene does: start from its own line and apply only the events."""
    for seed in range(25):
        g = Combo.new(seed=seed, hard=seed % 2 == 1)
        rnd = random.Random(seed)
        while g.status == "playing":
            shown = list(g.line)
            for e in g.play(rnd.choice(g.legal_moves())):
                if e["type"] == "remove":
                    assert shown[e["index"]] == e["card"]
                    del shown[e["index"]]
                elif e["type"] == "collide":
                    assert shown[e["left_index"]] == e["left"]
                    assert shown[e["right_index"]] == e["right"]
                    assert e["right_index"] == e["left_index"] + 1
                    assert [shown[k] for k in e["indices"]] == e["cards"]
                    if e["indices"]:  # a run or a pair is one stretch of the line
                        first, last = e["indices"][0], e["indices"][-1]
                        assert e["indices"] == list(range(first, last + 1))
                        assert first <= e["left_index"] < e["right_index"] <= last
                    for k in reversed(e["indices"]):
                        del shown[k]
                elif e["type"] == "relocate":
                    shown.insert(e["to"], shown.pop(e["from"]))
                elif e["type"] == "deal":
                    assert e["at"] == len(shown)
                    shown += e["cards"]
                if "line" in e:
                    assert shown == e["line"]
            assert shown == g.line


# --- relocation ---------------------------------------------------------


def test_relocate_moves_the_card_to_the_named_index_once_per_deal():
    line = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    g = Combo.new(deck=deck_starting(*line))
    (e,) = g.play(("relocate", 0, 3))
    assert g.line == ["2S", "3S", "4S", "AS", "5S", "6S", "7S", "8S", "9S"]
    assert e == {
        "type": "relocate",
        "from": 0,
        "to": 3,
        "card": "AS",
        "line": g.line,
        "relocations_left": 0,
    }
    assert g.relocations_left == 0
    assert not any(m[0] == "relocate" for m in g.legal_moves())
    with pytest.raises(IllegalMove, match="no relocation left"):
        g.play(("relocate", 3, 0))


def test_relocate_to_the_right_end_and_back():
    line = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    g = Combo.new(deck=deck_starting(*line))
    g.play(("relocate", 8, 0))
    assert g.line == ["9S", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]


def test_relocate_never_causes_a_collision():
    # moving 5H between 4H and 6H makes a run and a pair on the line: nothing happens
    g = with_line(["4H", "6H", "KC", "5H", "9S"])
    events = g.play(("relocate", 3, 1))
    assert [e["type"] for e in events] == ["relocate"]
    assert g.line == ["4H", "5H", "6H", "KC", "9S"]
    assert g.face_up == g.face_down == [] and g.score == 0


def test_relocate_refusals_change_nothing():
    g = Combo.new(seed=3)
    before = g.to_dict()
    for bad, msg in [
        (("relocate", 2, 2), "somewhere else"),
        (("relocate", 9, 0), "no card 9"),
        (("relocate", 0, 9), "no position 9"),
        (("relocate", -1, 0), "no card -1"),
        (("relocate", True, 0), "must be a whole number"),
        (("relocate", 0), "wrong arguments"),
    ]:
        with pytest.raises((IllegalMove, InvalidMove), match=msg):
            g.play(bad)
        assert g.to_dict() == before


def test_relocation_resets_to_one_on_a_pass_without_bonus():
    g = with_line(["KC", "QD", "9S", "5H"], stock=["2C", "3C"])
    g.play(("relocate", 0, 1))
    g.play(("remove", 0))
    g.play(("remove", 0))
    assert g.relocations_left == 0 and len(g.line) == 2
    events = g.play(("pass",))
    assert [e["type"] for e in events] == ["deal"]
    assert g.relocations_left == 1 and g.bonus is False and g.deals == 2


def test_bonus_pass_scores_two_face_down_and_allows_two_relocations():
    stock = ["2C", "3C", "4D", "8H", "JS", "KD"]
    g = with_line([], stock=stock)
    assert g.legal_moves() == [("pass",)]
    events = g.play(("pass",))
    assert events[0] == {"type": "bonus", "cards": ["2C", "3C"], "points": 1.0, "score": g.score}
    assert events[1]["type"] == "deal" and events[1]["cards"] == ["4D", "8H", "JS", "KD"]
    assert events[1]["bonus"] is True and events[1]["relocations_left"] == 2
    assert g.face_down == ["2C", "3C"] and g.line == ["4D", "8H", "JS", "KD"] and g.stock == []
    assert g.bonus is True and g.relocations_left == 2
    g.play(("relocate", 0, 3))
    assert g.relocations_left == 1
    assert ("relocate", 0, 1) in g.legal_moves()
    g.play(("relocate", 0, 1))
    with pytest.raises(IllegalMove, match="2 allowed after the bonus"):
        g.play(("relocate", 0, 1))
    # the next ordinary deal is back to one relocation
    g2 = with_line(["2S"], stock=["3D", "KH"])
    g2.bonus, g2.relocations_left = True, 2
    g2.play(("pass",))
    assert g2.bonus is False and g2.relocations_left == 1


def test_bonus_with_a_short_stock_takes_what_there_is():
    g = with_line([], stock=["2C"])
    events = g.play(("pass",))
    assert events[0]["cards"] == ["2C"]
    assert events[1]["cards"] == []
    assert events[-1]["type"] == "end"
    assert g.status in ("won", "lost") and g.line == [] and g.stock == []


# --- pass ---------------------------------------------------------------


@pytest.mark.parametrize("n", [0, 1, 2])
def test_pass_allowed_with_up_to_two_cards(n):
    line = ["KC", "QD"][:n]
    g = with_line(line)
    assert g.can_pass() and ("pass",) in g.legal_moves()
    events = g.play(("pass",))
    deal = events[-1]
    assert deal["type"] == "deal" and deal["at"] == n and len(deal["cards"]) == 9
    assert g.line == line + deal["cards"]
    assert len(g.line) == n + 9


def test_pass_refused_with_three_cards():
    g = with_line(["KC", "QD", "9S"])
    assert not g.can_pass() and ("pass",) not in g.legal_moves()
    before = g.to_dict()
    with pytest.raises(IllegalMove, match="2 cards or fewer"):
        g.play(("pass",))
    assert g.to_dict() == before


def test_pass_refused_with_an_empty_stock():
    g = with_line(["KC", "QD"], stock=[])
    assert not g.can_pass()
    with pytest.raises(IllegalMove, match="stock is empty"):
        g.play(("pass",))
    assert g.legal_moves() == [("remove", 0), ("remove", 1), ("relocate", 0, 1), ("relocate", 1, 0)]


def test_dealt_cards_cause_no_collisions():
    # KD then KH, QD, JD...: pairs and runs form against 3D and among themselves, nothing scores
    g = with_line(["3D", "KC"], stock=["KD", "KH", "QD", "JD", "2C"])
    g.play(("pass",))
    assert g.line == ["3D", "KC", "KD", "KH", "QD", "JD", "2C"]
    assert g.face_up == g.face_down == []


def test_deal_takes_at_most_nine_cards():
    g = with_line(["KC"])
    top = g.stock[:9]
    g.play(("pass",))
    assert g.line == ["KC"] + top and len(g.stock) == 52 - 10 - len(g.penalty)


# --- the end and scoring ------------------------------------------------


def test_won_at_exactly_one():
    g = end_position(face_up=35, face_down=0)  # 16 penalties + KS to come: 35 - 34 = 1
    events = g.play(("remove", 0))
    assert events[-1] == {"type": "end", "score": 1.0, "goal": 1, "won": True}
    assert g.status == "won" and g.score == 1.0 and g.legal_moves() == []


def test_lost_just_below_one():
    g = end_position(face_up=34, face_down=1)  # 34 + 0.5 - 34 = 0.5
    events = g.play(("remove", 0))
    assert events[-1]["won"] is False and events[-1]["score"] == 0.5
    assert g.status == "lost"


def test_hard_mode_needs_four():
    g = end_position(face_up=36, face_down=0, hard=True)  # 36 - 32 = 4
    assert g.goal == 4
    g.play(("remove", 0))
    assert g.score == 4.0 and g.status == "won"
    g = end_position(face_up=35, face_down=1, hard=True)  # 35.5 - 32 = 3.5
    g.play(("remove", 0))
    assert g.score == 3.5 and g.status == "lost"
    g = end_position(face_up=35, face_down=1, hard=False)
    g.play(("remove", 0))
    assert g.score == 3.5 and g.status == "won"


def test_score_breakdown_counts_and_points():
    g = end_position(face_up=30, face_down=5)
    assert g.score_breakdown() == {
        "face_up": 30,
        "face_down": 5,
        "penalty": 16,
        "face_up_points": 30.0,
        "face_down_points": 2.5,
        "penalty_points": -32.0,
        "total": 0.5,
    }


def test_moves_after_the_end_are_refused():
    g = end_position(face_up=35, face_down=0)
    g.play(("remove", 0))
    with pytest.raises(IllegalMove, match="over"):
        g.play(("pass",))


def test_a_card_on_the_line_can_always_be_removed_so_the_game_never_sticks():
    for seed in range(10):
        rnd = random.Random(seed)
        g = Combo.new(seed=seed)
        while g.status == "playing":
            moves = g.legal_moves()
            assert [m for m in moves if m[0] == "remove"] == [
                ("remove", i) for i in range(len(g.line))
            ]
            if not g.line:
                assert moves == [("pass",)] and g.stock
            g.play(rnd.choice(moves))
        assert g.line == [] and g.stock == []


def test_preview_remove_does_not_play():
    g = Combo.new(deck=deck_starting("3H", "4S", "9C", "5D", "6H", "KC", "JD", "8S", "QH"))
    before = g.to_dict()
    events = g.preview_remove(2)
    assert events[1]["kind"] == "run"
    assert g.to_dict() == before


def test_save_round_trip_is_json():
    g = Combo.new(seed=11, hard=True)
    g.play(("remove", 4))
    d = json.loads(json.dumps(g.to_dict()))
    assert Combo.from_dict(d) == g


def test_random_games_end_and_conserve_cards():
    finished = random_playouts("combo", games=40)
    for g in finished:
        assert g.line == [] and g.stock == []
        assert g.status == ("won" if g.score >= g.goal else "lost")


TestComboContract = contract_tests("combo")
