"""An arcade run killed at any instant resumes exactly: the state before the move or after.

tests/kill_script.py ``--run`` plays a fixed run in a subprocess (moves in every game,
give-ups, quits and relaunches mid-game and between games, a second run left for a
third). One run with ``--snapshots`` says what the database holds after each commit;
then the script is killed right after a commit, and each time the folder is opened
again as the game does: the database is that snapshot, the saved run resumes to the
deal on the table at that instant, and no run and no deal has more than one result.
The quick suite kills after the first commit of each kind and on either side of each
relaunch (``tests.test_store_kills.sample``), the slow suite after every other commit.
"""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.session import RUN, MemoryLedger, restore
from game.store.data import open_data
from tests.kill_script import position
from tests.test_store_kills import (
    KILLED,
    PARTS,
    aimed,
    content,
    kill_each,
    kinds,
    relaunches,
    replay_ids,
)
from tests.test_store_kills import snapshots as snapshots_of


@pytest.fixture(scope="module")
def snapshots(tmp_path_factory) -> list[dict]:
    return snapshots_of(tmp_path_factory.mktemp("run-kills"), "--run")


def test_the_scenario_records_each_run_once_and_each_game_once(snapshots):
    results = snapshots[-1]["results"]
    runs = [json.loads(r[4])["outcome"] for r in results if r[1] == RUN]
    assert runs == ["over", "abandoned"]
    games = Counter(r[1] for r in results if r[1] != RUN)
    assert all(n == 1 for g, n in games.items() if g != "zoomer")
    assert games["zoomer"] == 2  # once in each run
    assert snapshots[-1]["saves"] == []


@pytest.mark.parametrize("part", PARTS)
def test_a_kill_after_a_commit_resumes_the_run_as_it_was(snapshots, part, tmp_path):
    assert len(relaunches(snapshots)) >= 2, "the scenario lost a relaunch"
    kind = kinds(snapshots)
    aims = aimed(snapshots, part)
    kills, covered = [], set()
    for k, code in kill_each(tmp_path, aims, "--run"):
        assert code == KILLED, f"kill after {k}: exit {code}"
        check_resumed(tmp_path / f"kill-{k}", snapshots[k], f"kill after {k} ({kind[k]})")
        kills.append(k)
        covered.add(kind[k])
        shutil.rmtree(tmp_path / f"kill-{k}")
    assert kills == aims
    if part == "sample":  # each kind of commit, a new one in the script too
        assert covered == set(kind[1:]), sorted(set(kind[1:]) - covered)


def check_resumed(folder: Path, snap: dict, what: str) -> None:
    """The folder opened again holds ``snap`` and resumes the deal on the table."""
    data = open_data(folder)
    try:
        results, saves = content(data.store.db)
        assert (results, saves) == (snap["results"], snap["saves"]), what
        assert replay_ids(data.store.db) == snap["replays"], what
        assert all(n == 1 for n in Counter(r[3] for r in results).values())
        saved = data.ledger.saves.get(RUN)
        assert saved is not None or snap["live"] is None, f"{what}: no save"
        if saved is not None:
            back = restore(saved, MemoryLedger())
            live = snap["live"]
            if back.deal is None:
                assert live is None, f"{what}: the deal on the table is lost"
            else:
                assert back.deal.deal_id == live["deal"], what
                assert position(back.deal) == live["position"], what
    finally:
        data.close()
