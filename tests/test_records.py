"""Statistics arithmetic, and statistics and saved games kept in the store across launches."""

import json

from game.store.data import open_data
from game.store.records import add_result, empty_record, win_rate
from tests import stored


def relaunch():
    """The data folder as the next launch finds it (the last one let go of it)."""
    while OPEN:
        OPEN.pop().close()
    data = open_data()
    OPEN.append(data)
    return data


OPEN: list = []


def test_streaks_win_rate_fastest_and_kinds():
    rec = empty_record()
    for won in (True, True, False, True, True, True, False, False):
        add_result(rec, won, seconds=100.0 if won else None)
    assert rec["played"] == 8 and rec["won"] == 5
    assert win_rate(rec) == 62.5
    assert rec["best_streak"] == 3
    assert rec["streak"] == -2  # two losses in a row now
    assert rec["recent"] == list("WWLWWWLL")
    add_result(rec, True, seconds=42.4, kind="pent")
    add_result(rec, True, seconds=80.0, kind="trap")
    add_result(rec, True, seconds=90.0, kind="pent")
    assert rec["fastest"] == 42.4 and rec["streak"] == 3
    assert rec["kinds"] == {"pent": 2, "trap": 1}


def test_best_score_and_best_set_keep_the_maximum():
    rec = empty_record()
    add_result(rec, False, score=-3.5)
    add_result(rec, True, score=2.0)
    add_result(rec, False, score=1.0)
    assert rec["best_score"] == 2.0
    add_result(rec, True, best_set="three PLUMs", best_set_rank=[0, 3])
    add_result(rec, True, best_set="three LEMONs", best_set_rank=[0, 1])
    add_result(rec, True, best_set="three Kings", best_set_rank=[1, 12])
    assert rec["best_set"] == "three Kings"


def test_recent_results_are_bounded():
    rec = empty_record()
    for _ in range(50):
        add_result(rec, False)
    assert len(rec["recent"]) == 20 and rec["played"] == 50


def test_stats_persist_per_game_and_mode():
    s = relaunch().stats
    s.add("maze", False, {"outcome": "won", "won": True, "seconds": 30.0})
    s.add("maze", True, {"outcome": "lost", "won": False})
    again = relaunch().stats
    assert again.record("maze", False)["won"] == 1
    assert again.record("maze", True)["played"] == 1 and again.record("maze", True)["won"] == 0
    assert again.record("combo", False)["played"] == 0
    assert [r["mode"] for r in stored.results("maze")] == ["normal", "hard"]


def test_saved_games_round_trip_and_are_replayed_before_they_are_offered():
    saves = relaunch().saves
    assert saves.load("maze") is None
    saves.save("maze", {"game": "maze", "seed": 4, "moves": []})
    assert relaunch().saves.load("maze")["seed"] == 4
    relaunch().saves.clear("maze")
    assert relaunch().saves.load("maze") is None and stored.save("maze") is None


def won(**kw):
    return {"outcome": "won", "won": True, **kw}


def test_a_withdrawn_result_leaves_no_trace_in_any_figure():
    s = relaunch().stats
    s.add("maze", False, won(seconds=50.0))
    before = {k: v for k, v in s.record("maze", False).items() if k != "results"}
    rid = s.add("maze", False, won(seconds=20.0))
    rec = relaunch().stats.record("maze", False)
    assert rec["streak"] == 2 and rec["fastest"] == 20.0 and rec["outcomes"] == {"won": 2}
    relaunch().stats.withdraw("maze", False, rid)
    after = {k: v for k, v in relaunch().stats.record("maze", False).items() if k != "results"}
    assert after == before


def test_a_file_from_before_results_were_kept_carries_its_figures_on(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    old = {"played": 10, "won": 4, "streak": 2, "best_streak": 3, "recent": list("LW")}
    (folder / "stats.json").write_text(json.dumps({"records": {"maze/normal": old}}))
    s = relaunch().stats
    s.add("maze", False, {"outcome": "abandoned", "won": False})
    rec = relaunch().stats.record("maze", False)
    assert rec["played"] == 11 and rec["won"] == 4 and rec["streak"] == -1
    assert rec["best_streak"] == 3 and rec["outcomes"] == {"abandoned": 1}


def test_every_result_is_kept_one_by_one():
    s = relaunch().stats
    for k in range(600):
        s.add("combo", False, won(score=float(k)))
    rec = relaunch().stats.record("combo", False)
    assert len(rec["results"]) == 600 and rec["played"] == 600 and rec["best_score"] == 599.0


def test_demo_deals_count_for_nothing():
    s = relaunch().stats
    s.add("zoomer", False, {"outcome": "demo", "won": False})
    assert relaunch().stats.record("zoomer", False)["played"] == 0
