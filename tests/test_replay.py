"""Replays: every ended deal keeps its moves (in the result's transaction), and playing them
again from the deal through the rules reaches the same final state, result and score."""

from __future__ import annotations

import random
import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.session import MemoryLedger, Session
from game.session.replay import Replay, ReplayError
from game.store.data import open_data
from game.store.database import FILE, Store
from tests.replay_help import GAMES_AND_TOY, play_randomly, toy_listed


def _ended(name: str, hard: bool, seed: int, choice: int, ledger) -> Session:
    s = play_randomly(name, hard, seed, ledger, 160, random.Random(choice))
    s.shown()  # a deal over as dealt records its result when the table shows it
    if s.playing and not s.history:
        s.play(s.game.legal_moves()[0])  # a deal left with no move records nothing
    if s.playing:
        s.abandon()  # left for another deal: abandoned, with its moves
    return s


@pytest.mark.parametrize("name", GAMES_AND_TOY)
@settings(max_examples=15, deadline=None)
@given(hard=st.booleans(), seed=st.integers(0, 10**6), choice=st.integers(0, 2**32))
def test_replaying_the_kept_moves_reaches_the_same_end(name, hard, seed, choice):
    with toy_listed():
        ledger = MemoryLedger()
        s = _ended(name, hard, seed, choice, ledger)
        assert len(ledger.results) == 1  # one result per deal, and its moves with it
        ((rid, result),) = ledger.results.items()
        line = ledger.replay(rid)
        assert line is not None and line["moves"] == [list(m) for m in s.history]
        replay = Replay(line)
        replay.to_end()
        assert replay.state.to_dict() == s.game.to_dict()
        assert replay.state.status == s.game.status
        assert replay.state.score == s.game.score == result.get("score")
        assert replay.state.result == s.game.result
        assert result["moves"] == replay.total


@pytest.mark.parametrize("name", GAMES_AND_TOY)
def test_a_replay_steps_back_and_forth_to_the_positions_played(name):
    with toy_listed():
        ledger = MemoryLedger()
        s = _ended(name, False, 11, 5, ledger)
        replay = Replay(ledger.replay(next(iter(ledger.results))))
        positions = [Session(name, MemoryLedger(), seed=11).game.to_dict()]
        g = Session(name, MemoryLedger(), seed=11).game
        for move in s.history:
            g.play(move)
            positions.append(g.to_dict())
        for i in range(replay.total):
            replay.forward()
            assert replay.state.to_dict() == positions[i + 1]
        assert replay.at_end and replay.forward() == []
        while replay.back():
            assert replay.state.to_dict() == positions[replay.index]
        assert replay.at_start
        replay.jump(replay.total // 2)
        assert replay.state.to_dict() == positions[replay.total // 2]
        replay.to_end()
        assert replay.state.to_dict() == positions[-1]


def test_a_slotker_match_is_replayed_round_by_round():
    from game.games.slotker.match_session import MatchSession

    ledger = MemoryLedger()
    m = MatchSession(ledger, [("You", False), ("Bot", True)], seed=4, ante=30)
    rng = random.Random(2)
    for _ in range(5000):
        if not m.playing:
            break
        if m.match.status == "round_over":
            m.next_round()
        else:
            m.play(rng.choice(m.match.legal_moves()))
    assert not m.playing
    rid = next(iter(ledger.results))
    replay = Replay(ledger.replay(rid))
    replay.to_end()
    assert replay.state.to_dict() == m.match.to_dict() and replay.status == "over"


def test_a_line_the_rules_refuse_names_its_step():
    ledger = MemoryLedger()
    s = _ended("monte_carlo", False, 3, 1, ledger)
    line = {**s.to_dict(), "moves": [list(s.history[0]), ["pair", 0, 0]]}
    with pytest.raises(ReplayError, match="illegal move at step 2"):
        Replay(line)
    with pytest.raises(ReplayError, match="no game called 'nope'"):
        Replay({"game": "nope", "seed": 1, "moves": []})


def test_the_store_keeps_the_moves_with_the_result_and_drops_them_with_it(tmp_path):
    data = open_data(tmp_path)
    s = _ended("maze", False, 8, 3, data.ledger)
    rid = s.result_id
    assert data.ledger.replay(rid)["moves"] == [list(m) for m in s.history]
    data.close()
    db = sqlite3.connect(tmp_path / FILE)  # written beside the result, in its transaction
    assert db.execute("SELECT count(*) FROM replays WHERE id = ?", (rid,)).fetchone() == (1,)
    db.close()
    data = open_data(tmp_path)
    line = data.ledger.replay(rid)
    replay = Replay(line)
    replay.to_end()
    assert replay.state.to_dict() == s.game.to_dict()
    data.ledger.withdraw("maze", False, rid)
    assert data.ledger.replay(rid) is None
    data.close()
    db = sqlite3.connect(tmp_path / FILE)
    assert db.execute("SELECT count(*) FROM replays").fetchone() == (0,)
    db.close()


def test_undo_out_of_the_end_withdraws_the_moves_too(tmp_path):
    data = open_data(tmp_path)
    s = Session("maze", data.ledger, seed=2)
    s.play(s.game.legal_moves()[0])
    s.give_up()
    rid = s.result_id
    assert data.ledger.replay(rid) is not None
    s.undo()
    assert data.ledger.replay(rid) is None and rid not in data.ledger.replay_ids
    data.close()


def test_results_from_before_version_3_have_no_replay(tmp_path):
    old = Store(tmp_path, version=2)
    with old.transaction():
        old.add_result("old1", "maze", "normal", None, '{"outcome":"won","won":true,"moves":9}')
    old.close()
    data = open_data(tmp_path)  # migrated to 3: the old result stays, with no moves
    assert data.store.version >= 3
    (row,) = data.ledger.results[("maze", "normal")]
    assert row["id"] == "old1" and data.ledger.replay("old1") is None
    data.close()


def test_a_damaged_replay_row_is_reported_and_reads_as_none(tmp_path):
    data = open_data(tmp_path)
    s = _ended("monte_carlo", False, 1, 1, data.ledger)
    data.close()
    db = sqlite3.connect(tmp_path / FILE)
    db.execute("UPDATE replays SET data = '{\"game\": 7}'")
    db.commit()
    db.close()
    said: list[str] = []
    data = open_data(tmp_path, report=said.append)
    assert data.ledger.replay(s.result_id) is None
    assert any("could not be read" in line for line in said)
    data.close()


def test_the_store_keeps_a_slotker_matchs_moves_too(tmp_path):
    from game.games.slotker.match_session import MatchSession

    data = open_data(tmp_path)
    m = MatchSession(data.ledger, [("You", False), ("Bot", True)], seed=9, ante=30)
    if m.match.status == "round_over":
        m.next_round()
    m.play(m.match.legal_moves()[0])
    m.abandon()
    (row,) = data.ledger.results[("slotker_match", "normal")]
    data.close()
    data = open_data(tmp_path)
    line = data.ledger.replay(row["id"])
    assert line["game"] == "slotker_match" and line["moves"] == [list(x) for x in m.history]
    replay = Replay(line)
    replay.to_end()
    assert replay.state.to_dict() == m.match.to_dict()
    data.close()
