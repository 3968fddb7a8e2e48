"""Maze rules, each with a deal built to make it matter, in both modes."""

import json
import random

import pytest

from game.games.maze.rules import CELLS, EMPTY_AT_DEAL, IN_PLAY, MOVE_BUDGET, RUN, left_of, right_of
from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import IllegalMove, InvalidMove
from tests.contract import assert_conserved, contract_tests

MAZE = GAMES["maze"]
KINGS = ["KS", "KH", "KD", "KC"]
WIN = [r + s for s in C.SUITS for r in RUN]  # the 48 cards in a winning reading order
NON_KINGS = [c for c in C.standard_deck() if c[0] != "K"]


def deck_for(seq: list[str], king_cells: list[int]) -> list[str]:
    """The deal that puts ``seq`` (48 cards) in reading order into every cell that is
    not 8, 17 or a King's cell, and the Kings into ``king_cells``."""
    assert len(seq) == 48 and len(king_cells) == 4
    assert not set(king_cells) & set(EMPTY_AT_DEAL)
    board: list[str | None] = [None] * CELLS
    rest = iter(seq)
    for cell in range(CELLS):
        if cell in king_cells:
            board[cell] = KINGS[king_cells.index(cell)]
        elif cell not in EMPTY_AT_DEAL:
            board[cell] = next(rest)
    return [c for i, c in enumerate(board) if i not in EMPTY_AT_DEAL]


def deal(fixed: dict[int, str], king_cells: list[int], hard: bool = False):
    """A game with the given cards at the given cells, Kings' gaps at ``king_cells``,
    and every other cell filled with the remaining cards in deck order."""
    others = iter(c for c in NON_KINGS if c not in fixed.values())
    seq = []
    for cell in range(CELLS):
        if cell in king_cells or cell in EMPTY_AT_DEAL:
            continue
        seq.append(fixed.get(cell) or next(others))
    g = MAZE.new(deck=deck_for(seq, king_cells), hard=hard)
    for cell, card in fixed.items():
        assert g.board[cell] == card
    return g


def naive_legal(g) -> list[tuple]:
    """RULES.md read literally, card by card and gap by gap: the slow reference."""
    out = []
    for src, card in enumerate(g.board):
        if card is None:
            continue
        for dst in range(CELLS):
            if g.board[dst] is not None:
                continue
            left, right = g.board[(dst - 1) % CELLS], g.board[(dst + 1) % CELLS]
            ok = False
            if left is not None and left[1] == card[1] and C.value(card) == C.value(left) + 1:
                ok = True
            if left is not None and left[0] == "Q" and card[0] == "A":
                ok = True
            if right is not None and right[0] != "A":
                if right[1] == card[1] and C.value(card) == C.value(right) - 1:
                    ok = True
            if ok:
                out.append(("move", src, dst))
    return sorted(out)


# --- the deal -------------------------------------------------------------


def test_deal_skips_cells_8_and_17_and_takes_the_kings_out():
    g = MAZE.new(deck=C.standard_deck())
    assert len(g.board) == 54
    assert g.board[:8] == ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    assert g.board[9] == "9S" and g.board[16] == "3H" and g.board[18] == "4H"
    # KS was the 13th card: cells 0-7, then 9-12, so it landed on 13; past 17 cell = index + 2
    assert g.kings == KINGS
    assert g.gaps() == [8, 13, 17, 27, 40, 53]
    assert sorted(g.all_cards()) == sorted(g.deck)
    assert len([c for c in g.board if c]) == 48
    assert g.status == "won"  # the unshuffled deck leaves the Kings at each run's end


def test_deal_events_place_every_card_then_fly_the_kings_out():
    g = MAZE.new(seed=11)
    events = g.deal_events()
    deals = [e for e in events if e["type"] == "deal"]
    outs = [e for e in events if e["type"] == "king_out"]
    assert len(deals) == 52 and len(outs) == 4
    assert events[:52] == deals  # the deal first, then the Kings
    assert [e["card"] for e in deals] == g.deck
    assert {e["to"] for e in deals} == set(range(CELLS)) - set(EMPTY_AT_DEAL)
    assert [e["card"] for e in outs] == g.kings
    assert all(g.board[e["from"]] is None for e in outs)
    json.dumps(events)
    # the same after a save and load
    assert MAZE.from_dict(json.loads(json.dumps(g.to_dict()))).deal_events() == events


# --- the wrapping line ------------------------------------------------------


def test_the_line_wraps_both_ways():
    assert left_of(0) == 53 and right_of(53) == 0
    assert left_of(9) == 8 and right_of(8) == 9  # row ends join the next row


@pytest.mark.parametrize("hard", [False, True])
def test_gap_at_0_takes_the_card_following_cell_53(hard):
    g = deal({53: "7H", 20: "8H", 1: "3C"}, king_cells=[0, 30, 40, 50], hard=hard)
    assert g.wanted(0)[0] == "8H"
    assert ("move", 20, 0) in g.legal_moves()
    assert g.fits("8H", 0) and 0 in g.targets(20) and 20 in g.cards_for(0)
    events = g.play(("move", 20, 0))
    assert events == [{"type": "move", "card": "8H", "from": 20, "to": 0, "rule": "follows_left"}]
    assert g.board[0] == "8H" and g.board[20] is None and g.moves_made == 1
    assert_conserved(g)


@pytest.mark.parametrize("hard", [False, True])
def test_gap_at_53_takes_the_card_below_cell_0_in_both_modes(hard):
    fixed = {0: "7H", 30: "6H", 52: "2C"}  # 52's 2C asks for 3C, not 6H
    g = deal(fixed, king_cells=[53, 20, 40, 50], hard=hard)
    assert ("move", 30, 53) in g.legal_moves()
    assert g.play(("move", 30, 53))[0]["rule"] == "precedes_right"
    assert g.board[53] == "6H"


# --- what neighbours give ---------------------------------------------------


def test_a_gap_beside_a_gap():
    fixed = {29: "4D", 32: "9C"}
    g = deal(fixed, king_cells=[30, 31, 40, 50])
    assert g.wanted(30) == ["5D"]  # the gap on its right gives nothing
    assert g.wanted(31) == ["8C"]  # the gap on its left gives nothing
    assert g.cards_for(31) == [g.cell_of("8C")]
    assert "gap, which gives nothing" in g.explain_gap(31)
    assert "gap, which gives nothing" in g.explain_gap(30)


@pytest.mark.parametrize("hard", [False, True])
def test_an_ace_right_of_a_gap_gives_nothing(hard):
    g = deal({42: "AH", 10: "2H"}, king_cells=[40, 41, 30, 50], hard=hard)
    assert g.wanted(41) == []
    assert "is an Ace, which gives nothing" in g.explain_gap(41)
    assert not any(m[2] == 41 for m in g.legal_moves())
    with pytest.raises(IllegalMove, match="does not fit"):
        g.play(("move", 10, 41))


@pytest.mark.parametrize("hard", [False, True])
def test_right_neighbour_rule_in_both_modes(hard):
    g = deal({24: "3C", 26: "9D", 5: "8D"}, king_cells=[25, 30, 40, 50], hard=hard)
    assert g.wanted(25) == ["4C", "8D"]
    assert ("move", 5, 25) in g.legal_moves()


@pytest.mark.parametrize("hard", [False, True])
def test_a_queen_takes_any_ace(hard):
    g = deal({20: "QD", 22: "5C"}, king_cells=[21, 30, 40, 50], hard=hard)
    aces = ["AS", "AH", "AD", "AC"]
    assert g.wanted(21) == [*aces, "4C"]
    assert set(g.cards_for(21)) >= {g.cell_of(a) for a in aces}
    src = g.cell_of("AC")
    assert 21 in g.targets(src)
    (event,) = g.play(("move", src, 21))
    assert event["rule"] == "ace_after_queen" and g.board[21] == "AC"


def test_fast_legal_moves_match_a_literal_reading_of_the_rules():
    for seed in range(6):
        for hard in (False, True):
            g = MAZE.new(seed=seed, hard=hard)
            rnd = random.Random(seed)
            for _ in range(60):
                moves = g.legal_moves()
                assert moves == naive_legal(g)
                for src in range(CELLS):
                    assert g.targets(src) == sorted(d for _, s, d in moves if s == src)
                for gap in g.gaps():
                    assert g.cards_for(gap) == sorted(s for _, s, d in moves if d == gap)
                g.play(rnd.choice(moves))


# --- winning ----------------------------------------------------------------


@pytest.mark.parametrize("hard", [False, True])
def test_a_deal_can_be_won_at_once(hard):
    g = MAZE.new(deck=deck_for(WIN, [0, 21, 30, 53]), hard=hard)
    assert g.board[0] is None and g.board[1] == "AS"  # gaps anywhere, even first
    assert g.in_place() == 48
    assert g.status == "won"
    assert g.legal_moves() == []
    assert g.loss_reason() == "The game is won."
    with pytest.raises(IllegalMove, match="over"):
        g.play(("move", 1, 0))


@pytest.mark.parametrize("hard", [False, True])
def test_one_move_from_winning(hard):
    seq = [c for c in WIN if c != "5S"] + ["5S"]
    g = MAZE.new(deck=deck_for(seq, [4, 30, 45, 53]), hard=hard)
    assert g.board[3] == "4S" and g.board[4] is None and g.board[52] == "5S"
    assert g.in_place() == 4 and g.status == "playing"
    assert ("move", 52, 4) in g.legal_moves()
    g.play(("move", 52, 4))
    assert g.status == "won" and g.in_place() == 48
    assert g.legal_moves() == []
    before = g.to_dict()
    with pytest.raises(IllegalMove, match="over"):
        g.play(("move", 5, 52))
    assert g.to_dict() == before


def test_in_place_counts_the_correct_prefix_across_runs():
    seq = WIN[:13] + [WIN[14], WIN[13]] + WIN[15:]  # AS..QS AH then 3H before 2H
    g = MAZE.new(deck=deck_for(seq, [20, 30, 40, 50]))
    assert g.in_place() == 13
    seq = WIN[:11] + [WIN[12], WIN[11]] + WIN[13:]  # an Ace before the Queen of spades
    assert MAZE.new(deck=deck_for(seq, [20, 30, 40, 50])).in_place() == 11


def test_runs_wrapping_from_the_last_cell_to_the_first_are_no_win():
    seq = WIN[4:] + WIN[:4]  # 5S first ... QC, then AS 2S 3S 4S in the last cells
    g = MAZE.new(deck=deck_for(seq, [20, 30, 40, 50]))
    assert g.board[0] == "5S" and g.board[53] == "4S"  # in order round the circle
    assert g.in_place() == 0
    assert g.status == "playing"


# --- no dead ends -------------------------------------------------------------


@pytest.mark.parametrize("hard", [False, True])
def test_crowded_gaps_still_leave_a_move_so_the_game_is_not_lost(hard):
    # gaps 8-11 and 17-18 in two runs; only 8 and 17 have a card on their left,
    # both Queens; the cards right of the runs are Aces, which give nothing.
    fixed = {7: "QS", 16: "QH", 12: "AD", 19: "AC"}
    g = deal(fixed, king_cells=[9, 10, 11, 18], hard=hard)
    assert g.gaps() == [8, 9, 10, 11, 17, 18]
    aces = sorted(g.cell_of(a) for a in ("AS", "AH", "AD", "AC"))
    assert g.legal_moves() == sorted(("move", a, gap) for a in aces for gap in (8, 17))
    assert g.status == "playing"
    reason = g.loss_reason()
    assert reason.startswith("Not stuck: 8 moves open.")
    assert "the Queen of Spades, takes any Ace" in reason and "(cell 9) is a gap" in reason


def test_random_play_never_meets_a_dead_end():
    """Six gaps on a circle: one has a card on its left, whose follower can always move in.

    So 'lost' is never reached before hard mode's budget is spent; this plays long
    random games (normal) and games up to the budget (hard) to show it."""
    for seed in range(16):
        rnd = random.Random(seed)
        hard = seed % 2 == 1
        g = MAZE.new(seed=seed, hard=hard)
        for _ in range(MOVE_BUDGET - 1 if hard else 400):
            moves = g.legal_moves()
            assert g.status != "lost"
            if g.status == "won":
                assert moves == []
                break
            assert moves, f"seed {seed}: no move in play"
            events = g.play(rnd.choice(moves))
            assert len(events) == 1 and events[0]["type"] == "move"
            assert_conserved(g)
            assert len(g.gaps()) == 6
        back = MAZE.from_dict(json.loads(json.dumps(g.to_dict())))
        assert back == g and back.legal_moves() == g.legal_moves()


# --- hard mode's move budget ---------------------------------------------------


def one_move_from_winning(hard: bool):
    """WIN with 5S moved to cell 52 (gap at 4) and a gap at 30 inside the diamonds run:
    ("move", 52, 4) wins; 5D can step between cells 30 and 31 and back for ever."""
    seq = [c for c in WIN if c != "5S"] + ["5S"]
    g = MAZE.new(deck=deck_for(seq, [4, 30, 45, 53]), hard=hard)
    assert g.board[29] == "4D" and g.board[30] is None and g.board[31] == "5D"
    return g


def idle(g, moves: int) -> None:
    """Spend ``moves`` moves without changing the reading order: 5D steps left into the
    gap after 4D (left neighbour rule), then back before 6D (right neighbour rule)."""
    for _ in range(moves):
        if g.board[31] == "5D":
            g.play(("move", 31, 30))
        else:
            g.play(("move", 30, 31))
        assert g.status == "playing" and g.in_place() == 4


def test_the_budget_is_fixed_at_the_deal_and_counts_down():
    g = one_move_from_winning(hard=True)
    assert g.budget == MOVE_BUDGET and g.moves_left == MOVE_BUDGET
    idle(g, 3)
    assert g.moves_made == 3 and g.moves_left == MOVE_BUDGET - 3
    back = MAZE.from_dict(json.loads(json.dumps(g.to_dict())))
    assert back == g and back.moves_left == MOVE_BUDGET - 3
    n = one_move_from_winning(hard=False)
    assert n.budget is None and n.moves_left is None
    idle(n, 2)
    assert n.moves_left is None


def test_the_last_move_of_the_budget_may_win():
    g = one_move_from_winning(hard=True)
    idle(g, MOVE_BUDGET - 1)
    assert g.moves_left == 1 and g.status == "playing"
    g.play(("move", 52, 4))
    assert g.moves_left == 0 and g.status == "won"
    assert g.loss_reason() == "The game is won."


def test_a_spent_budget_loses_and_refuses_every_move():
    g = one_move_from_winning(hard=True)
    idle(g, MOVE_BUDGET - 1)
    g.play(("move", 30, 31) if g.board[30] else ("move", 31, 30))  # the last move, wasted
    assert g.moves_left == 0 and g.status == "lost"
    assert g.legal_moves() == []
    reason = g.loss_reason()
    assert f"all {MOVE_BUDGET} moves are used" in reason and "4 of 48 cards in place" in reason
    before = g.to_dict()
    with pytest.raises(IllegalMove, match="over \\(lost\\)"):
        g.play(("move", 52, 4))  # the winning move comes too late
    assert g.to_dict() == before
    back = MAZE.from_dict(json.loads(json.dumps(before)))
    assert back.status == "lost" and back.loss_reason() == reason


def test_normal_mode_has_no_budget():
    g = one_move_from_winning(hard=False)
    idle(g, MOVE_BUDGET + 1)
    assert g.status == "playing" and not g.budget_spent()
    g.play(("move", 52, 4))
    assert g.status == "won" and g.in_place() == IN_PLAY


def test_saves_from_before_the_budget_load_and_broken_budgets_are_refused():
    g = MAZE.new(seed=3, hard=True)
    old = g.to_dict()
    del old["budget"]
    assert MAZE.from_dict(old).moves_left == MOVE_BUDGET
    old_normal = MAZE.new(seed=3).to_dict()
    del old_normal["budget"]
    assert MAZE.from_dict(old_normal).moves_left is None
    for budget, hard in ((None, True), (0, True), ("9", True), (50, False)):
        d = MAZE.new(seed=3, hard=hard).to_dict()
        d["budget"] = budget
        with pytest.raises(ValueError, match="move budget"):
            MAZE.from_dict(d)


# --- refusals -----------------------------------------------------------------


def test_malformed_and_illegal_moves_are_refused_and_change_nothing():
    deck = C.standard_deck()
    deck[0], deck[1] = deck[1], deck[0]  # 2S AS 3S ...: not won at once
    g = MAZE.new(deck=deck)
    assert g.status == "playing"
    before = g.to_dict()
    cases = [
        (("move", 8, 13), "is a gap"),
        (("move", 0, 1), "holds the Ace of Spades"),
        (("move", 0, 54), "no cell 54"),
        (("move", -1, 8), "no cell -1"),
        (("move", True, 8), "no cell True"),
        (("move", 0.0, 8), "no cell 0.0"),
        (("move", 0), "from_cell, to_cell"),
        (("jump", 0, 8), "no move called"),
        (("move", 0, 8), "does not fit cell 8"),  # 2S between 8S and 9S: no
    ]
    for move, words in cases:
        with pytest.raises((IllegalMove, InvalidMove), match=words):
            g.play(move)
        assert g.to_dict() == before
    # lists from JSON saves are moves too
    legal = g.legal_moves()[0]
    g.play(list(legal))
    assert g.moves_made == 1


def test_clone_is_a_fast_independent_copy():
    g = MAZE.new(seed=5)
    c = g.clone()
    c.play(c.legal_moves()[0])
    assert g.moves_made == 0 and c.moves_made == 1
    assert g.board != c.board
    assert c.legal_moves() == naive_legal(c) and g.legal_moves() == naive_legal(g)


TestMazeContract = contract_tests("maze")
