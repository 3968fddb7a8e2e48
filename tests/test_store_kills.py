"""Killed at any instant, the store keeps the state before the change or the state after.

tests/kill_script.py plays a fixed scripted life of a data folder (moves, undo, redo,
a give-up and its undo, deals to a loss and a win, a deal dead as dealt, restart, new
deal, abandon, relaunches, a SLOTKER match across a round end to its end) in a
subprocess. One run with ``--snapshots`` says what the database holds after each of
its C commits. Then the script is killed right after each commit in turn (every N in
1..C) and at random instants from outside, and each time the folder is opened again
as the game does and checked: the database is one of the snapshots (exactly the N-th
for a kill after commit N), it passes ``PRAGMA integrity_check``, every deal has at
most one result and a deal that ended exactly one, every save resumes to the position
the script had on the table, and the game can play on and commit from there.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from game.session import MemoryLedger, Session, restore
from game.store.data import open_data
from game.store.database import FILE
from tests.kill_script import position, step

ROOT = Path(__file__).resolve().parent.parent
KILLED = -signal.SIGKILL
EMPTY = {"n": 0, "results": [], "saves": [], "ended": [], "live": None}


def script(folder: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "tests.kill_script", str(folder), *args]


def env(folder: Path) -> dict[str, str]:
    return {**os.environ, "PATIENCE_ARCADE_DATA": str(folder), "PYTHONHASHSEED": "0"}


def run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        script(folder, *args), cwd=ROOT, env=env(folder), capture_output=True, text=True, timeout=60
    )


@dataclass
class Scenario:
    snapshots: list[dict[str, Any]]  # index k: the database after commit k (0: nothing yet)
    seconds: float  # the scenario's own run time, from 'ready' to its exit

    @property
    def commits(self) -> int:
        return len(self.snapshots) - 1


@pytest.fixture(scope="module")
def scenario(tmp_path_factory) -> Scenario:
    base = tmp_path_factory.mktemp("kill-scenario")
    lines = base / "snapshots.jsonl"
    done = run(base / "data", "--snapshots", str(lines))
    assert done.returncode == 0, done.stderr
    snaps = [EMPTY] + [json.loads(line) for line in lines.read_text().splitlines()]
    assert [s["n"] for s in snaps] == list(range(len(snaps)))
    assert done.stdout.split()[-2:] == ["commits", str(len(snaps) - 1)]

    proc = subprocess.Popen(
        script(base / "timed", "--ready"),
        cwd=ROOT,
        env=env(base / "timed"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().strip() == "ready"
    start = time.perf_counter()
    out, err = proc.communicate(timeout=60)
    seconds = time.perf_counter() - start
    assert proc.returncode == 0, err
    assert out.split() == ["commits", str(len(snaps) - 1)]  # the same run, every time
    return Scenario(snaps, seconds)


# --- reading back and checking ------------------------------------------------------
def content(db: sqlite3.Connection) -> tuple[list[list], list[list]]:
    results = db.execute("SELECT id, game, mode, deal, data FROM results ORDER BY seq").fetchall()
    saves = db.execute("SELECT game, data FROM saves ORDER BY game").fetchall()
    return [list(r) for r in results], [list(r) for r in saves]


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def faults(results: list[list], saves: list[list], snap: dict[str, Any]) -> list[str]:
    """What is wrong with this database content, read as the state after ``snap``."""
    out = []
    deals = Counter(r[3] for r in results)
    if None in deals:
        out.append(f"{deals[None]} result(s) without a deal id")
    out += [f"deal {d} has {n} results" for d, n in deals.items() if n > 1]
    ended = set(snap["ended"])
    out += [f"deal {d} ended but has no result" for d in sorted(ended - set(deals))]
    out += [f"deal {d} has a result but is still on" for d in sorted(set(deals) - ended - {None})]
    games = set()
    for game, raw in saves:
        games.add(game)
        saved = json.loads(raw)
        try:
            back = restore(saved, MemoryLedger())
        except ValueError as exc:
            out.append(f"the {game} save does not restore: {exc}")
            continue
        if plain(back.to_dict()) != saved:
            out.append(f"the {game} save restores to another save: {back.to_dict()}")
        if saved.get("deal") in deals:
            out.append(f"the {game} save is of deal {saved.get('deal')}, which has a result")
        live = snap["live"]
        if live is None or live["game"] != game:
            out.append(f"a {game} save although no {game} deal is in play")
        elif saved.get("deal") != live["deal"] or position(back) != live["position"]:
            out.append(f"the {game} save is not the position in play ({live['deal']})")
    live = snap["live"]
    if live is not None and live["game"] not in games:
        out.append(f"the {live['game']} deal in play ({live['deal']}) has no save")
    return out


def play_on(data) -> list[str]:
    """The game relaunched resumes the saved deal (or starts one) and commits a move."""
    before = data.store.commits
    saved = sorted(data.ledger.saves)
    if saved:
        s = restore(data.saves.load(saved[0]), data.ledger)
    else:
        s = Session("combo", data.ledger, seed=1)
    step(s, random.Random(0))
    out = []
    if data.store.commits != before + 1:
        out.append(f"playing on committed {data.store.commits - before} times, not once")
    results, saves = content(data.store.db)
    if s.at_stake:
        row = dict(saves).get(s.name)
        if row is None or plain(s.to_dict()) != json.loads(row):
            out.append(f"the move played on after the relaunch is not saved ({s.name})")
    elif sum(r[3] == s.deal_id for r in results) != 1:
        out.append(f"the deal ended after the relaunch has no single result ({s.name})")
    return out


def relaunch(folder: Path, snaps: list[dict[str, Any]], allowed: range) -> tuple[int | None, list]:
    """Open the folder as the game does and check it; the snapshot it matched (the
    first, within ``allowed``) and what was wrong."""
    out = []
    path = folder / FILE
    if path.exists():  # before the game touches it: as the kill left it
        db = sqlite3.connect(path)
        try:
            check = db.execute("PRAGMA integrity_check").fetchone()[0]
        finally:
            db.close()
        if check != "ok":
            out.append(f"integrity_check before the relaunch: {check}")
    data = open_data(folder)
    try:
        out += [f"relaunch said: {line}" for line in data.problems + data.saves.problems]
        if data.store.integrity() != "ok":
            out.append(f"integrity_check after the relaunch: {data.store.integrity()}")
        if data.store.kept_rows():
            out.append(f"kept aside: {[r[:2] for r in data.store.kept_rows()]}")
        results, saves = content(data.store.db)
        matched = [
            k for k in allowed if (snaps[k]["results"], snaps[k]["saves"]) == (results, saves)
        ]
        if not matched:
            out.append(
                f"the database is none of snapshots {allowed.start}..{allowed.stop - 1}:"
                f" {len(results)} results {[r[3] for r in results]}, saves {[g for g, _ in saves]}"
            )
        for k in matched:
            out += [f"as snapshot {k}: {fault}" for fault in faults(results, saves, snaps[k])]
        out += play_on(data)
    finally:
        data.close()
    return (matched[0] if matched else None), out


# --- the tests ------------------------------------------------------------------------
def test_a_kill_after_every_commit_leaves_the_state_before_or_after(scenario, tmp_path):
    snaps, total = scenario.snapshots, scenario.commits
    assert total >= 40, f"the scenario commits only {total} times"
    ended = {d for s in snaps for d in s["ended"]}
    assert len(ended) >= 10 and snaps[-1]["saves"] == []  # it did end deals, and all of them
    kills, failed, failures = 0, 0, []
    start = time.perf_counter()
    for n in range(1, total + 1):
        folder = tmp_path / f"kill-{n}"
        done = run(folder, "--kill-after", str(n))
        if done.returncode != KILLED:
            failures.append(f"N={n}: exit {done.returncode}, not SIGKILL: {done.stderr[-300:]}")
            failed += 1
            continue
        kills += 1
        matched, wrong = relaunch(folder, snaps, range(n, n + 1))
        failures += [f"N={n}: {w}" for w in wrong]
        failed += bool(wrong)
        shutil.rmtree(folder)
    print(
        f"\nkill after every commit: C={total} commits, {kills} kills delivered,"
        f" {failed} failures, {time.perf_counter() - start:.1f} s"
    )
    assert not failures, "\n".join(failures[:30])
    assert kills == total


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_random_kills_never_lose_or_double_count_a_deal(scenario, tmp_path):
    snaps = scenario.snapshots
    rnd = random.Random(2024)
    # a few runs finish first (the kill then lands on nothing); the scenario was timed
    # once, and a virtual machine's pace moves by half within minutes, so the span
    # follows what the kills meet: shorter after a run that finished first, longer
    # again after one that was killed (about one run in eleven finishes first then)
    span = scenario.seconds * 1.15
    least, most = scenario.seconds * 0.2, scenario.seconds * 2.0
    tries = landed = finished = failed = 0
    states: Counter[int] = Counter()
    failures: list[str] = []
    start = time.perf_counter()
    while landed < 200 and tries < 500:
        tries += 1
        folder = tmp_path / f"run-{tries}"
        proc = subprocess.Popen(
            script(folder, "--ready"),
            cwd=ROOT,
            env=env(folder),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        ready = proc.stdout.readline().strip()
        delay = rnd.uniform(0.0, span)
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate(timeout=60)
        if ready != "ready" or proc.returncode not in (KILLED, 0):
            failures.append(f"try {tries}: exit {proc.returncode}: {err[-300:]}")
            failed += 1
            continue
        if proc.returncode == KILLED:
            landed += 1
            span = min(most, span * 1.01)
        else:
            finished += 1
            span = max(least, span * 0.9)
        matched, wrong = relaunch(folder, snaps, range(len(snaps)))
        failures += [f"try {tries} (killed after {delay * 1000:.1f} ms): {w}" for w in wrong]
        failed += bool(wrong)
        if matched is not None:
            states[matched] += 1
        shutil.rmtree(folder)
    print(
        f"\nrandom kills: {tries} tries, {landed} landed mid-run, {finished} finished first,"
        f" {failed} failures; {len(states)} of {len(snaps)} states seen"
        f" (C={scenario.commits}, scenario {scenario.seconds * 1000:.0f} ms),"
        f" {time.perf_counter() - start:.1f} s"
    )
    assert not failures, "\n".join(failures[:30])
    assert landed >= 200
    assert len(states) >= 20, f"the kills landed on only {len(states)} states: {sorted(states)}"
