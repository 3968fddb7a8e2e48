"""Statistics arithmetic and persistence, saved games, and their corrupt files."""

import json

from game.engine import records
from game.engine.records import SavedGames, Stats, add_result, empty_record, mode_key, win_rate


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


def test_stats_persist_per_game_and_mode(tmp_path):
    s = Stats()
    s.add("maze", False, {"outcome": "won", "won": True, "seconds": 30.0})
    s.add("maze", True, {"outcome": "lost", "won": False})
    again = Stats()
    assert again.record("maze", False)["won"] == 1
    assert again.record("maze", True)["played"] == 1 and again.record("maze", True)["won"] == 0
    assert again.record("combo", False)["played"] == 0
    data = json.loads((tmp_path / "data" / "stats.json").read_text())
    assert mode_key("maze", True) in data["records"]


def test_corrupt_stats_file_is_kept_aside_and_reported(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text('{"records": {"maze/normal": {"played": 3,')
    s = Stats()
    assert s.problem and "stats.json was unreadable" in s.problem
    kept = list(folder.glob("stats.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text().startswith('{"records"')
    s.add("maze", False, {"outcome": "won", "won": True})
    assert Stats().record("maze", False)["played"] == 1


def test_stats_with_wrong_shapes_inside_are_repaired(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text(
        json.dumps({"records": {"maze/normal": 5, "combo/hard": {"played": 2}}})
    )
    s = Stats()
    assert s.record("maze", False)["played"] == 0
    assert s.record("combo", True)["played"] == 2 and s.record("combo", True)["recent"] == []


def test_saved_games_round_trip_and_corrupt_save(tmp_path):
    saves = SavedGames()
    assert saves.load("maze") is None
    saves.save("maze", {"seed": 4, "moves": [["move", 1, 2]]})
    assert saves.load("maze")["moves"] == [["move", 1, 2]]
    saves.clear("maze")
    assert saves.load("maze") is None
    (tmp_path / "data" / "save-combo.json").write_text("garbage")
    assert saves.load("combo") is None
    assert saves.problems and "save-combo.json" in saves.problems[0]
    assert list((tmp_path / "data").glob("save-combo.corrupt-*.json"))


def won(**kw):
    return {"outcome": "won", "won": True, **kw}


def test_a_withdrawn_result_leaves_no_trace_in_any_figure():
    s = Stats()
    s.add("maze", False, won(seconds=50.0))
    before = {k: v for k, v in s.record("maze", False).items() if k != "results"}
    rid = s.add("maze", False, won(seconds=20.0))
    rec = Stats().record("maze", False)
    assert rec["streak"] == 2 and rec["fastest"] == 20.0 and rec["outcomes"] == {"won": 2}
    s.withdraw("maze", False, rid)
    after = {k: v for k, v in Stats().record("maze", False).items() if k != "results"}
    assert after == before


def test_a_file_from_before_results_were_kept_carries_its_figures_on(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    old = {"played": 10, "won": 4, "streak": 2, "best_streak": 3, "recent": list("LW")}
    (folder / "stats.json").write_text(json.dumps({"records": {"maze/normal": old}}))
    s = Stats()
    s.add("maze", False, {"outcome": "abandoned", "won": False})
    rec = Stats().record("maze", False)
    assert rec["played"] == 11 and rec["won"] == 4 and rec["streak"] == -1
    assert rec["best_streak"] == 3 and rec["outcomes"] == {"abandoned": 1}


def test_old_results_fold_into_the_base_so_the_file_stays_bounded(monkeypatch):
    monkeypatch.setattr("game.engine.records.KEEP_RESULTS", 4)
    s = Stats()
    for k in range(9):
        s.add("combo", False, won(score=float(k)))
    rec = Stats().record("combo", False)
    assert len(rec["results"]) == 4 and rec["played"] == 9 and rec["best_score"] == 8.0


def test_demo_deals_count_for_nothing():
    s = Stats()
    s.add("zoomer", False, {"outcome": "demo", "won": False})
    assert Stats().record("zoomer", False)["played"] == 0


def test_saves_after_moves_share_one_writer_that_ends_when_idle(monkeypatch):
    monkeypatch.setattr(records, "WRITER_IDLE", 0.3)
    saves = SavedGames()
    saves.save_soon("maze", {"seed": 1, "moves": []})
    writer = saves._worker
    for i in range(20):  # moves in quick succession: handed to the same thread
        saves.save_soon("maze", {"seed": 1, "moves": [["move", i]]})
        assert saves._worker is writer
    saves.save_soon("combo", {"seed": 2, "moves": [["pass"]]})
    saves.flush()  # waits for the writes, the newest state per game
    assert saves.load("maze")["moves"] == [["move", 19]]
    assert saves.load("combo")["moves"] == [["pass"]]
    writer.join(timeout=5)
    assert not writer.is_alive() and saves._worker is None  # idle: gone
    saves.save_soon("maze", None)  # a new writer for the next save (None: forget it)
    saves.flush()
    assert saves.load("maze") is None
