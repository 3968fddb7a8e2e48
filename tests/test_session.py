"""The session model without a window: one deal, one result, whatever path ends it."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.slotker.match_session import MatchSession
from game.rules.base import IllegalMove
from game.session import MemoryLedger, Session, restore


def maze_session(ledger, hard=False):
    return Session("maze", ledger, seed=64551, hard=hard)


def first_move(s):
    return s.game.legal_moves()[0]


def won_monte_carlo(ledger):
    """Monte Carlo deal played to a win by its solver's line (found once per test run)."""
    from game.games.monte_carlo.bot import solve

    for seed in range(1, 200):
        s = Session("monte_carlo", ledger, seed=seed)
        found = solve(s.game)
        if found.winnable:
            return s, found.line
    raise AssertionError("no winnable Monte Carlo deal in 200 seeds")


def test_a_fresh_deal_records_nothing_and_saves_nothing():
    led = MemoryLedger()
    s = maze_session(led)
    assert s.playing and not s.started and not s.at_stake
    assert s.abandon() is False
    assert led.results == {} and led.saves == {}


def test_each_move_saves_and_abandoning_a_started_deal_records_once():
    led = MemoryLedger()
    s = maze_session(led)
    s.play(first_move(s))
    assert led.saves["maze"]["moves"] == [list(s.history[0])]
    assert s.abandon() is True
    assert led.outcomes() == ["abandoned"] and "maze" not in led.saves
    assert s.abandon() is False and led.outcomes() == ["abandoned"]  # once is all


def test_give_up_then_undo_then_leave_records_exactly_one_result():
    """The bug from the issue: Maze give up, undo, leave recorded two losses."""
    led = MemoryLedger()
    s = maze_session(led)
    s.play(first_move(s))
    s.give_up()
    assert s.status == "gave_up" and led.outcomes() == ["gave_up"]
    assert s.undo() == "Give-up taken back"
    assert s.playing and led.outcomes() == []
    s.abandon()
    assert led.outcomes() == ["abandoned"]


def test_give_up_refuses_moves_and_a_second_give_up():
    led = MemoryLedger()
    s = maze_session(led)
    s.give_up()
    with pytest.raises(IllegalMove, match="gave up"):
        s.play(first_move(s))
    with pytest.raises(IllegalMove, match="already over"):
        s.give_up()
    assert led.outcomes() == ["gave_up"]


def test_a_win_records_once_and_undo_out_of_it_withdraws_it():
    led = MemoryLedger()
    s, line = won_monte_carlo(led)
    for move in line:
        s.play(move)
    assert s.status == "won" and led.outcomes() == ["won"]
    assert "monte_carlo" not in led.saves  # a finished deal is not offered again
    s.undo()
    assert s.playing and led.outcomes() == []
    s.redo()
    assert led.outcomes() == ["won"]
    assert s.abandon() is False and led.outcomes() == ["won"]  # over: leaving adds nothing


def test_restart_and_new_deal_abandon_a_started_deal_once():
    led = MemoryLedger()
    s = maze_session(led)
    s.play(first_move(s))
    again = s.restarted()
    assert again.seed == s.seed and again.moves == 0 and led.outcomes() == ["abandoned"]
    fresh = again.new_deal(hard=True)  # nothing played: nothing recorded
    assert fresh.hard and fresh.moves == 0
    assert led.outcomes() == ["abandoned"]


def test_new_deal_keeps_the_mode_unless_asked():
    led = MemoryLedger()
    s = maze_session(led, hard=True)
    assert s.new_deal().hard is True
    assert s.new_deal(hard=False).hard is False


def test_undo_redo_counts_and_messages():
    led = MemoryLedger()
    s = maze_session(led)
    a = first_move(s)
    s.play(a)
    assert s.undo() == "Undone (0 moves played)"
    s.redo()
    b = first_move(s)
    s.play(b)
    assert s.undo() == "Undone (1 move played)"
    assert s.undos == 2 and s.redo_stack == [tuple(b)]
    s.play(first_move(s))
    assert s.redo_stack == []  # a new move forgets the redo line
    with pytest.raises(IllegalMove, match="nothing to redo"):
        s.redo()


def test_illegal_move_changes_nothing_and_saves_nothing():
    led = MemoryLedger()
    s = maze_session(led)
    before = json.dumps(s.game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalMove):
        s.play(("move", 0, 0))
    assert json.dumps(s.game.to_dict(), sort_keys=True) == before
    assert s.history == [] and led.saves == {}


def test_play_time_runs_only_while_the_deal_is_on():
    led = MemoryLedger()
    s = maze_session(led)
    s.tick(2.0)
    s.give_up()
    s.tick(5.0)
    assert s.elapsed == 2.0
    assert led.results[s.result_id]["seconds"] == 2.0


def test_result_holds_the_figures_of_the_deal():
    led = MemoryLedger()
    s = Session("combo", led, seed=3)
    s.play(first_move(s))
    s.note_hint()
    s.give_up()
    r = led.results[s.result_id]
    assert r["outcome"] == "gave_up" and r["won"] is False
    assert r["moves"] == 1 and r["hints"] == 1 and r["seed"] == 3
    assert "score" in r and len(r["date"]) == 10


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(1, 10**6), steps=st.lists(st.integers(0, 99), max_size=40))
def test_save_and_resume_round_trip_over_random_play(seed, steps):
    """Any position reached by play, undo and redo resumes exactly, counters included."""
    led = MemoryLedger()
    s = Session("zoomer", led, seed=seed)
    for k in steps:
        if not s.playing:
            break
        if k < 15 and s.history:
            s.undo()
        elif k < 20 and s.redo_stack:
            s.redo()
        else:
            moves = s.game.legal_moves()
            s.play(moves[k % len(moves)])
    if not s.playing or not s.started:
        return
    back = restore(json.loads(json.dumps(led.saves["zoomer"])), MemoryLedger())
    assert back.game == s.game and back.history == s.history
    assert back.redo_stack == s.redo_stack and back.undos == s.undos


def test_broken_saves_raise_value_error():
    led = MemoryLedger()
    with pytest.raises(ValueError):
        Session.from_dict({"game": "maze", "seed": 1, "moves": [["move", 0, 0]]}, led)
    with pytest.raises(ValueError):
        Session.from_dict({"game": "nope"}, led)
    with pytest.raises(ValueError):
        MatchSession.from_dict({"game": "slotker_match", "seats": "x"}, led)


# --- the SLOTKER match ------------------------------------------------------------------


def people_match(led, ante=0):
    return MatchSession(led, [("Ann", False), ("Bob", False)], seed=697865, ante=ante)


def test_match_saves_after_each_move_and_resumes_exactly():
    led = MemoryLedger()
    m = people_match(led)
    m.play(("deal",))
    m.play(m.match.legal_moves()[0])
    saved = json.loads(json.dumps(led.saves["slotker_match"]))
    back = restore(saved, MemoryLedger())
    assert back.match == m.match and back.history == m.history


def test_match_undo_stays_within_the_seat_s_own_run():
    led = MemoryLedger()
    m = people_match(led)
    assert not m.can_undo()
    m.play(("deal",))
    assert m.can_undo()
    m.undo()
    assert m.history == [] and m.match.run.legal_moves() == [("deal",)]
    # play Ann's run to its end: then Bob's run starts and Ann's moves are out of reach
    while m.match.current_seat == m.match.order[0]:
        m.play(m.match.legal_moves()[0])
    assert not m.can_undo()
    with pytest.raises(IllegalMove, match="your own run"):
        m.undo()


def test_match_over_records_one_result_and_abandon_records_one():
    led = MemoryLedger()
    m = MatchSession(led, [("Ann", False), ("CPU", True)], seed=5, ante=60, chips=100)
    while m.playing:
        if m.status == "round_over":
            m.next_round()
        else:
            m.play(m.match.legal_moves()[-1])
    assert led.outcomes("slotker_match") == ["over"]
    r = next(iter(led.results.values()))
    assert r["rounds"] >= 1 and isinstance(r["won"], bool) and "chips_won" in r
    assert m.abandon() is False and len(led.results) == 1

    led2 = MemoryLedger()
    m2 = people_match(led2)
    m2.play(("deal",))
    again = m2.restarted()
    assert led2.outcomes() == ["abandoned"] and again.seed == m2.seed and again.moves == 0
