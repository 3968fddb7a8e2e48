"""Killed at any instant, the store keeps the state before the change or the state after.

tests/kill_script.py plays a fixed scripted life of a data folder (moves, undo, redo,
a give-up and its undo, deals to a loss and a win, a deal dead as dealt, restart, new
deal, abandon, relaunches, a SLOTKER match across a round end to its end) in a
subprocess. One run with ``--snapshots`` says what the database holds after each of
its C commits and which operation made each one. Then the script is killed right after
each commit in turn (every N in 1..C) and at random instants from outside, and each
time the folder is opened again as the game does and checked: the database is one of
the snapshots (exactly the N-th for a kill after commit N), it passes ``PRAGMA
integrity_check``, every deal has at most one result and a deal that ended exactly one,
every save resumes to the position the script had on the table, and the game can play
on and commit from there.

Each commit has a kind: the operation that made it and what it changed in the
database (``kind``). The quick suite kills after the first commit of each kind and
the commits on either side of each relaunch (``sample``); the slow suite after all
the others, so the full run kills after every commit.
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
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from game.session import MemoryLedger, Session, restore
from game.store.data import open_data
from game.store.database import FILE
from tests.kill_script import position, step
from tests.sampling import sampled

ROOT = Path(__file__).resolve().parent.parent
KILLED = -signal.SIGKILL
EMPTY = {
    "n": 0,
    "op": "",
    "launch": 0,
    "tables": [],
    "results": [],
    "saves": [],
    "replays": [],
    "ended": [],
    "live": None,
}
# a test that kills after every commit: its sample in the quick suite, the rest in the slow
PARTS = sampled(["sample", "rest"], keep={"sample"})


def script(folder: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "tests.kill_script", str(folder), *args]


def env(folder: Path) -> dict[str, str]:
    return {**os.environ, "PATIENCE_ARCADE_DATA": str(folder), "PYTHONHASHSEED": "0"}


def run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        script(folder, *args), cwd=ROOT, env=env(folder), capture_output=True, text=True, timeout=60
    )


def kill_each(base: Path, kills: list[int], *args: str) -> Iterator[tuple[int, int]]:
    """(N, exit code) of the script killed after each commit N of ``kills`` in turn, in
    base/kill-N, each one as soon as it is done: the folder is checked here while the
    script's next kill runs. One script process forks each kill (``--kill-each``)."""
    base.mkdir(parents=True, exist_ok=True)
    errors = base / "stderr.txt"
    numbers = ",".join(str(n) for n in kills)
    with errors.open("w") as err:
        proc = subprocess.Popen(
            script(base, "--kill-each", numbers, *args),
            cwd=ROOT,
            env=env(base),
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
        )
        try:
            for line in proc.stdout:
                said = line.split()
                if said[:1] == ["kill"]:  # not pygame's greeting when no test asked for quiet
                    yield int(said[1]), int(said[2])
        except GeneratorExit:  # the caller failed: no more kills
            proc.kill()
            raise
        finally:
            proc.stdout.close()
            proc.wait(timeout=60)
    if proc.returncode != 0:
        raise AssertionError(f"--kill-each: exit {proc.returncode}: {errors.read_text()[-2000:]}")


@dataclass
class Scenario:
    snapshots: list[dict[str, Any]]  # index k: the database after commit k (0: nothing yet)
    seconds: float  # its own run time, from "ready" to its exit (0 until ``timed``)

    @property
    def commits(self) -> int:
        return len(self.snapshots) - 1


def snapshots(base: Path, *args: str) -> list[dict[str, Any]]:
    """The scenario's database after each commit (index k: after commit k, 0: before)."""
    lines = base / "snapshots.jsonl"
    done = run(base / "data", "--snapshots", str(lines), *args)
    assert done.returncode == 0, done.stderr
    snaps = [EMPTY] + [json.loads(line) for line in lines.read_text().splitlines()]
    assert [s["n"] for s in snaps] == list(range(len(snaps)))
    assert done.stdout.split()[-2:] == ["commits", str(len(snaps) - 1)]
    return snaps


@pytest.fixture(scope="module")
def scenario(tmp_path_factory) -> Scenario:
    base = tmp_path_factory.mktemp("kill-scenario")
    return Scenario(snapshots(base), seconds=0.0)


@pytest.fixture(scope="module")
def timed(scenario, tmp_path_factory) -> Scenario:
    """The scenario with its own run time, which the kills from outside aim at."""
    base = tmp_path_factory.mktemp("kill-timed")
    proc = subprocess.Popen(
        script(base, "--ready"),
        cwd=ROOT,
        env=env(base),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().strip() == "ready"
    start = time.perf_counter()
    out, err = proc.communicate(timeout=60)
    seconds = time.perf_counter() - start
    assert proc.returncode == 0, err
    assert out.split() == ["commits", str(scenario.commits)]  # the same run, every time
    return Scenario(scenario.snapshots, seconds)


# --- the kinds of commit, and the sample ------------------------------------------------
def change(before: dict[str, Any], after: dict[str, Any]) -> str:
    """What a commit changed in the database: tables, results, saves, replays."""
    out = [f"+table {t}" for t in after["tables"] if t not in before["tables"]]
    old = {r[0] for r in before["results"]}
    new = {r[0] for r in after["results"]}
    out += ["+result"] * bool(new - old) + ["-result"] * bool(old - new)
    was, now = dict(before["saves"]), dict(after["saves"])
    for game in sorted(was.keys() | now.keys()):
        if game not in was:
            out.append("+save")
        elif game not in now:
            out.append("-save")
        elif was[game] != now[game]:
            out.append("~save")
    old, new = set(before["replays"]), set(after["replays"])
    out += ["+replay"] * bool(new - old) + ["-replay"] * bool(old - new)
    return " ".join(out) or "nothing"


def kinds(snaps: list[dict[str, Any]]) -> list[str]:
    """The kind of each commit (index k: commit k; 0: none): the operation that made it,
    with the change of status it made ("Session.undo gave_up->playing"), and what it
    changed in the database ("-result +save -replay")."""
    return [""] + [f"{b['op']}: {change(a, b)}" for a, b in pairwise(snaps)]


def relaunches(snaps: list[dict[str, Any]]) -> list[int]:
    """The first commit of each opening of the folder after the first."""
    return [b["n"] for a, b in pairwise(snaps[1:]) if b["launch"] != a["launch"]]


def sample(snaps: list[dict[str, Any]]) -> list[int]:
    """The quick suite's kills: after the first commit of each kind, and on either side
    of each relaunch (the last commit before the folder is closed, the first after it
    is opened again)."""
    first: dict[str, int] = {}
    for n, k in enumerate(kinds(snaps)[1:], start=1):
        first.setdefault(k, n)
    around = {m for n in relaunches(snaps) for m in (n - 1, n)}
    return sorted({*first.values(), *around})


def aimed(snaps: list[dict[str, Any]], part: str) -> list[int]:
    """The commits a part kills after: the sample, or every other commit."""
    chosen = sample(snaps)
    if part == "sample":
        return chosen
    return [n for n in range(1, len(snaps)) if n not in chosen]


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


def stored(snap: dict[str, Any]) -> tuple[list, list, list]:
    """What a snapshot says the database holds: results, saves, the replays' ids."""
    return snap["results"], snap["saves"], snap["replays"]


def replay_ids(db: sqlite3.Connection) -> list[str]:
    return [r for (r,) in db.execute("SELECT id FROM replays ORDER BY id")]


def integrity_as_left(path: Path) -> str:
    """``PRAGMA integrity_check`` of the database as the kill left it, read-only: the last
    read-write connection to close would checkpoint the WAL into the file and delete it,
    and the game is to meet the kill's WAL itself. A hot rollback journal (a kill while
    the first launch switched the file to WAL) takes a writer to roll back: read-write
    then, as SQLite's own recovery at the game's open would do."""
    try:
        return _integrity(f"file:{path}?mode=ro")
    except sqlite3.OperationalError as exc:
        if exc.sqlite_errorcode & 0xFF != sqlite3.SQLITE_READONLY:
            raise
        return _integrity(f"file:{path}")


def _integrity(uri: str) -> str:
    db = sqlite3.connect(uri, uri=True)
    try:
        return db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()


def relaunch(folder: Path, snaps: list[dict[str, Any]], allowed: range) -> tuple[int | None, list]:
    """Open the folder as the game does and check it; the snapshot it matched (the
    first, within ``allowed``) and what was wrong."""
    out = []
    path = folder / FILE
    if path.exists():  # before the game touches it: as the kill left it
        check = integrity_as_left(path)
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
        replays = replay_ids(data.store.db)
        state = (results, saves, replays)
        matched = [k for k in allowed if stored(snaps[k]) == state]
        if not matched:
            out.append(
                f"the database is none of snapshots {allowed.start}..{allowed.stop - 1}:"
                f" {len(results)} results {[r[3] for r in results]}, saves {[g for g, _ in saves]},"
                f" {len(replays)} replays"
            )
        for k in matched:
            out += [f"as snapshot {k}: {fault}" for fault in faults(results, saves, snaps[k])]
        out += play_on(data)
    finally:
        data.close()
    return (matched[0] if matched else None), out


# --- the tests ------------------------------------------------------------------------
@pytest.mark.parametrize("part", PARTS)
def test_a_kill_after_every_commit_leaves_the_state_before_or_after(scenario, part, tmp_path):
    snaps, total = scenario.snapshots, scenario.commits
    assert total >= 40, f"the scenario commits only {total} times"
    ended = {d for s in snaps for d in s["ended"]}
    assert len(ended) >= 10 and snaps[-1]["saves"] == []  # it did end deals, and all of them
    assert len(relaunches(snaps)) >= 3, "the scenario lost a relaunch"
    kind = kinds(snaps)
    aims = aimed(snaps, part)
    assert sorted(aimed(snaps, "sample") + aimed(snaps, "rest")) == list(range(1, total + 1))
    kills, failed, failures, covered = 0, 0, [], set()
    start = time.perf_counter()
    done = []
    for n, code in kill_each(tmp_path, aims):
        done.append(n)
        if code != KILLED:
            err = (tmp_path / "stderr.txt").read_text()[-300:]
            failures.append(f"N={n}: exit {code}, not SIGKILL: {err}")
            failed += 1
            continue
        kills += 1
        folder = tmp_path / f"kill-{n}"
        matched, wrong = relaunch(folder, snaps, range(n, n + 1))
        failures += [f"N={n} ({kind[n]}): {w}" for w in wrong]
        failed += bool(wrong)
        covered.add(kind[n])
        shutil.rmtree(folder)
    print(
        f"\nkill after commits ({part}): C={total} commits of {len(set(kind[1:]))} kinds,"
        f" {len(aims)} aimed at, {kills} kills delivered, {failed} failures,"
        f" {time.perf_counter() - start:.1f} s"
    )
    assert not failures, "\n".join(failures[:30])
    assert done == aims
    assert kills == len(aims)
    if part == "sample":  # each kind of commit, a new one in the script too
        assert covered == set(kind[1:]), sorted(set(kind[1:]) - covered)


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_random_kills_never_lose_or_double_count_a_deal(timed, tmp_path):
    snaps = timed.snapshots
    rnd = random.Random(2024)
    # a few runs finish first (the kill then lands on nothing); the scenario was timed
    # once, and a virtual machine's pace moves by half within minutes, so the span
    # follows what the kills meet: shorter after a run that finished first, longer
    # again after one that was killed (about one run in eleven finishes first then)
    span = timed.seconds * 1.15
    least, most = timed.seconds * 0.2, timed.seconds * 2.0
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
        f" (C={timed.commits}, scenario {timed.seconds * 1000:.0f} ms),"
        f" {time.perf_counter() - start:.1f} s"
    )
    assert not failures, "\n".join(failures[:30])
    assert landed >= 200
    assert len(states) >= 20, f"the kills landed on only {len(states)} states: {sorted(states)}"
