"""An arcade run killed at any instant resumes exactly: the state before the move or after.

tests/kill_script.py ``--run`` plays a fixed run in a subprocess (moves in every game,
give-ups, quits and relaunches mid-game and between games, a second run left for a
third). One run with ``--snapshots`` says what the database holds after each commit;
then the script is killed right after commits spread over the whole scenario, and each
time the folder is opened again as the game does: the database is that snapshot, the
saved run resumes to the deal on the table at that instant, and no run and no deal has
more than one result.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.session import RUN, MemoryLedger, restore
from game.store.data import open_data
from tests.kill_script import position
from tests.test_store_kills import EMPTY, content, run


@pytest.fixture(scope="module")
def snapshots(tmp_path_factory) -> list[dict]:
    base = tmp_path_factory.mktemp("run-kills")
    lines = base / "snapshots.jsonl"
    done = run(base / "data", "--run", "--snapshots", str(lines))
    assert done.returncode == 0, done.stderr
    return [EMPTY] + [json.loads(line) for line in lines.read_text().splitlines()]


def test_the_scenario_records_each_run_once_and_each_game_once(snapshots):
    results = snapshots[-1]["results"]
    runs = [json.loads(r[4])["outcome"] for r in results if r[1] == RUN]
    assert runs == ["over", "abandoned"]
    games = Counter(r[1] for r in results if r[1] != RUN)
    assert all(n == 1 for g, n in games.items() if g != "zoomer")
    assert games["zoomer"] == 2  # once in each run
    assert snapshots[-1]["saves"] == []


def test_a_kill_after_a_commit_resumes_the_run_as_it_was(snapshots, tmp_path):
    total = len(snapshots) - 1
    for k in sorted({1, 2, total, *range(3, total, max(1, total // 12))}):
        folder = tmp_path / f"k{k}"
        done = run(folder, "--run", "--kill-after", str(k))
        assert done.returncode != 0
        data = open_data(folder)
        try:
            results, saves = content(data.store.db)
            snap = snapshots[k]
            assert (results, saves) == (snap["results"], snap["saves"]), f"kill after {k}"
            assert all(n == 1 for n in Counter(r[3] for r in results).values())
            saved = data.ledger.saves.get(RUN)
            assert saved is not None or snap["live"] is None, f"kill after {k}: no save"
            if saved is not None:
                back = restore(saved, MemoryLedger())
                live = snap["live"]
                if back.deal is None:
                    assert live is None, f"kill after {k}: the deal on the table is lost"
                else:
                    assert back.deal.deal_id == live["deal"], f"kill after {k}"
                    assert position(back.deal) == live["position"], f"kill after {k}"
        finally:
            data.close()
