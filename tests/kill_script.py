"""A fixed, scripted life of a data folder, for the kill tests (tests/test_store_kills.py).

Run from the repo root: ``python -m tests.kill_script FOLDER [--kill-after N]
[--kill-each N,N,...] [--snapshots FILE] [--ready] [--run]``. It opens the folder as
the game does (``open_data``) and plays real sessions on its ledger, with no window:
moves, undo and redo, a give-up and its undo, deals played to a loss or a win, a deal
dead as dealt, restart, new deal, abandon, two relaunches in the middle (the folder
closed and opened again, the saved deal or match resumed from the database), and a
SLOTKER match (a person and a computer) across a round end to its end.

Every commit of the store is counted (``Store._commit`` wrapped). ``--kill-after N``
makes the process SIGKILL itself right after the N-th commit returns: the kill lands
exactly between two changes. ``--kill-each`` does that for each N of a list, each in a
process of its own forked from this one (FOLDER/kill-N), and prints "kill N EXIT"
after each. ``--snapshots FILE`` writes, after every commit, one JSON line with the whole
database content (results, saves, the ids of the kept replays, the tables) and what
the script knows independently of the store: which deals have ended, the position of
the session in play, which opening of the folder this is (``launch``) and the
operation that made the commit (``op``: the session method, "Session.undo", and the
change of status it made, if any). ``--ready`` prints one line once the imports are
done, so a parent that kills at a random instant can aim at the scenario and not at
Python's start.

The run is the same every time: ``uuid.uuid4`` (result and deal ids) is seeded, the
date results carry is fixed, seeds are given, and moves are chosen by a seeded
``random.Random`` from the legal moves in a fixed order.
"""

from __future__ import annotations

import argparse
import functools
import inspect
import json
import os
import random
import signal
import sys
import traceback
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

if __name__ == "__main__" and __package__ in (None, ""):  # run by path: the repo root first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import catalog
from game.games.slotker.match_session import MATCH, MatchSession
from game.session import RUN, Session, lifecycle, restore
from game.session import run as run_module
from game.store.data import Data, open_data
from game.store.database import Store

DATE = "2024-06-01"


class _FixedTime:
    """The date a result carries, fixed: a run that crosses midnight stays the same run."""

    @staticmethod
    def strftime(fmt: str) -> str:
        return DATE


def _seeded_uuid4(seed: int = 24):
    rnd = random.Random(seed)
    return lambda: uuid.UUID(int=rnd.getrandbits(128), version=4)


class Recorder:
    """Counts commits; kills or snapshots after them; knows what the script played."""

    def __init__(self, kill_after: int | None, snapshots: Path | None) -> None:
        self.kill_after = kill_after
        self.out = snapshots.open("w", encoding="utf-8") if snapshots else None
        self.commits = 0
        self.launch = 0  # how many times the folder has been opened
        self.sessions: list[Session | MatchSession] = []  # every one the script made
        self.current: Session | MatchSession | None = None  # the one in play
        self.doing: list[tuple[str, Any, str | None]] = []  # operations under way, outermost first

    def track(self, s: Session | MatchSession) -> Session | MatchSession:
        self.sessions.append(s)
        self.current = s
        return s

    @contextmanager
    def operation(self, name: str, subject: Any = None) -> Iterator[None]:
        """The commits made inside are ``name``'s (unless an outer operation's)."""
        self.doing.append((name, subject, _status(subject)))
        try:
            yield
        finally:
            self.doing.pop()

    def op(self) -> str:
        """The outermost operation under way, with the change of status it has made."""
        if not self.doing:
            return "unlabelled"
        name, subject, before = self.doing[0]
        after = _status(subject)
        return name if after == before else f"{name} {before}->{after}"

    def open(self, folder: Path) -> Data:
        """The folder opened as a launching game does; its commits are "open"'s."""
        self.launch += 1
        with self.operation("open"):
            return open_data(folder)

    def committed(self, store: Store) -> None:
        self.commits += 1
        if self.out is not None:
            self.out.write(json.dumps(self.snapshot(store), sort_keys=True) + "\n")
            self.out.flush()
        if self.commits == self.kill_after:
            os.kill(os.getpid(), signal.SIGKILL)

    def snapshot(self, store: Store) -> dict[str, Any]:
        results = store.db.execute(
            "SELECT id, game, mode, deal, data FROM results ORDER BY seq"
        ).fetchall()
        saves = store.db.execute("SELECT game, data FROM saves ORDER BY game").fetchall()
        tables = [t for (t,) in store.db.execute(TABLES).fetchall()]
        replays = []
        if "replays" in tables:
            replays = [r for (r,) in store.db.execute("SELECT id FROM replays ORDER BY id")]
        ended = sorted({s.deal_id for s in self.sessions if _ended(s)})
        live = None
        s = self.current
        if s is not None and not s.left and s.at_stake:
            live = {"game": s.name, "deal": s.deal_id, "position": position(s)}
        return {
            "n": self.commits,
            "op": self.op(),
            "launch": self.launch,
            "tables": tables,
            "results": [list(r) for r in results],
            "saves": [list(r) for r in saves],
            "replays": replays,
            "ended": ended,
            "live": live,
        }


TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"

# the classes whose public methods name the commits made inside them
OPERATIONS = (lifecycle.Lifecycle, Session, MatchSession, run_module.RunDeal, run_module.ArcadeRun)


def label_operations(rec: Recorder) -> None:
    """Each public method of the sessions names the commits it makes ("Session.undo"; an
    outer call's name wins): the kill tests sort commits into kinds by it, so a new
    step in the script is told apart without a word added here."""
    for cls in OPERATIONS:
        for name, value in list(vars(cls).items()):
            if not name.startswith("_") and inspect.isfunction(value):
                setattr(cls, name, _labelled(rec, name, value))


def _labelled(rec: Recorder, name: str, method: Callable) -> Callable:
    @functools.wraps(method)
    def labelled(self: Any, *args: Any, **kwargs: Any) -> Any:
        with rec.operation(f"{type(self).__name__}.{name}", self):
            return method(self, *args, **kwargs)

    return labelled


def _status(subject: Any) -> str | None:
    status = getattr(subject, "status", None)
    return status if isinstance(status, str) else None


def _ended(s: Session | MatchSession) -> bool:
    """Over by the rules, given up, or left after a move: a deal that must hold one result."""
    return not s.playing or (s.left and s.started)


def position(s: Session | MatchSession) -> dict[str, Any]:
    """The position on the table: the match whole, or the deal's rules state."""
    if isinstance(s, MatchSession):
        return json.loads(json.dumps(s.match.to_dict()))
    return json.loads(json.dumps(s.game.to_dict()))


def legal(s: Session | MatchSession) -> list[tuple]:
    moves = s.match.legal_moves() if isinstance(s, MatchSession) else s.game.legal_moves()
    return sorted(moves, key=repr)


def step(s: Session | MatchSession, rnd: random.Random) -> None:
    """One move: the one the game plays by itself if due, else a legal one by ``rnd``."""
    if isinstance(s, MatchSession) and s.status == "round_over":
        s.next_round()
        return
    auto = s.auto_move()
    s.play(auto if auto is not None else rnd.choice(legal(s)))


def play(s: Session | MatchSession, rnd: random.Random, moves: int) -> None:
    for _ in range(moves):
        if not s.playing:
            return
        step(s, rnd)


def play_out(s: Session | MatchSession, rnd: random.Random, limit: int = 500) -> None:
    play(s, rnd, limit)
    if s.playing:
        raise RuntimeError(f"{s.label} of {s.name} did not end in {limit} moves")


def relaunch(data: Data, rec: Recorder, game: str) -> tuple[Data, Session | MatchSession]:
    """Close the folder as a quitting game does, open it again, resume ``game``'s save."""
    rec.current.save()
    data.close()
    data = rec.open(data.folder)
    saved = data.ledger.saves[game]
    return data, rec.track(restore(saved, data.ledger))


def scenario(folder: Path, rec: Recorder) -> None:
    data = rec.open(folder)

    # Maze: moves, undo, undo, redo, give up, undo of the give-up, more moves, restart
    rnd = random.Random(1)
    s = rec.track(Session("maze", data.ledger, seed=64551))
    play(s, rnd, 6)
    s.undo()
    s.undo()
    s.redo()
    s.give_up()
    s.undo()
    play(s, rnd, 3)
    s = rec.track(s.restarted())
    play(s, rnd, 2)
    s = rec.track(s.new_deal(seed=12))  # the restarted deal is abandoned
    play(s, rnd, 2)

    # Zoomer: a few moves, the game quits and comes back, the deal is played to its end,
    # undone out of the end and redone
    s.abandon()
    rnd = random.Random(2)
    s = rec.track(Session("zoomer", data.ledger, seed=2))
    play(s, rnd, 3)
    data, s = relaunch(data, rec, "zoomer")
    play_out(s, rnd)
    s.undo()
    s.redo()
    s = rec.track(s.new_deal(seed=5))  # over: leaving records nothing more
    play(s, rnd, 2)
    s.give_up()

    # Monte Carlo: a deal dead as dealt records its loss when shown; another to its end
    s = rec.track(Session("monte_carlo", data.ledger, seed=204))
    s.shown()
    rnd = random.Random(4)
    s = rec.track(s.new_deal(seed=4))
    s.shown()
    play_out(s, rnd)
    s.undo()
    s.redo()

    # Combo and SLOTKER: a few moves, then abandoned; a restart with nothing played
    rnd = random.Random(3)
    s = rec.track(Session("combo", data.ledger, seed=3))
    play(s, rnd, 4)
    s.abandon()
    s = rec.track(Session("slotker", data.ledger, seed=9, hard=True))
    play(s, rnd, 3)
    s = rec.track(s.restarted().restarted())  # the second restart has nothing to abandon
    play(s, rnd, 2)
    s.abandon()

    # A SLOTKER match, a person and a computer: undo in the person's run, a relaunch
    # mid-run and one on the round-results screen, the next round, to the match's end
    rnd = random.Random(1)
    m = rec.track(MatchSession(data.ledger, [("Ann", False), ("CPU", True)], seed=1, ante=50))
    play(m, rnd, 3)
    m.undo()
    m.redo()
    play(m, rnd, 10)
    data, m = relaunch(data, rec, MATCH)
    while m.status == "playing":
        step(m, rnd)
    if m.status != "round_over":
        raise RuntimeError(f"match #{m.seed} ended in round 1: no round end to test")
    data, m = relaunch(data, rec, MATCH)
    m.next_round()
    play_out(m, rnd)
    data.close()


def run_scenario(folder: Path, rec: Recorder) -> None:
    """An arcade run (``--run``): a few moves of each game, then given up; the game quits
    and comes back in the middle of the second game and between the third and fourth;
    then a second run, left for a third after a move (counted once, as abandoned)."""
    data = rec.open(folder)
    rnd = random.Random(7)
    run = run_module.ArcadeRun(data.ledger, seeds=[11, 12, 13, 14, 15])
    for i in range(len(run.order)):
        deal = rec.track(run.start_deal())
        deal.shown()
        play(deal, rnd, 2)
        if i == 1 and deal.playing:
            deal.save()
            data.close()
            data = rec.open(folder)
            run = restore(data.ledger.saves[RUN], data.ledger)
            deal = rec.track(run.start_deal())
        play(deal, rnd, 2)
        if deal.playing:
            deal.give_up()
        if i == 2:
            data.close()
            data = rec.open(folder)
            run = restore(data.ledger.saves[RUN], data.ledger)
    second = run_module.ArcadeRun(data.ledger, hard=True, seeds=[21, 22, 23, 24, 25])
    deal = rec.track(second.start_deal())
    play(deal, rnd, 1)
    rec.track(deal.new_deal())
    data.close()


def instrument(rec: Recorder) -> None:
    """This process made the scripted one: commits counted, chance and date fixed,
    operations named."""
    commit = Store._commit

    def counted_commit(self: Store) -> None:
        commit(self)
        rec.committed(self)

    Store._commit = counted_commit
    uuid.uuid4 = _seeded_uuid4()
    lifecycle.time = _FixedTime
    run_module.time = _FixedTime
    label_operations(rec)


def kill_each(base: Path, kills: list[int], life: Callable[[Path, Recorder], None]) -> int:
    """The scenario killed right after each commit N of ``kills`` in turn, in BASE/kill-N,
    each time in a process of its own forked from this one: a process that made commits
    1..N, SIGKILLed, as with ``--kill-after N``, without a launch of Python and of the
    game's modules per kill (what such a kill cost most). Prints "kill N EXIT" after each, EXIT
    as ``subprocess`` gives it (-9: killed), while the parent checks the folders left."""
    if len(set(kills)) != len(kills):
        raise ValueError(f"a commit twice in {kills}: its folder would hold two runs")
    for info in catalog.games().values():  # the rules a deal loads, imported once for all
        info.rules_class()
    for n in kills:
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            _killed_child(base / f"kill-{n}", n, life)
        _pid, status = os.waitpid(pid, 0)
        print(f"kill {n} {os.waitstatus_to_exitcode(status)}", flush=True)
    return 0


def _killed_child(folder: Path, n: int, life: Callable[[Path, Recorder], None]) -> None:
    """The forked child: the scenario until it kills itself; it never returns (exit 0
    when the scenario has fewer than ``n`` commits, 1 when it fails)."""
    code = 1
    try:
        rec = Recorder(n, None)
        instrument(rec)
        life(folder, rec)
        code = 0
    except BaseException:
        traceback.print_exc()
    finally:
        sys.stderr.flush()
        os._exit(code)


def _numbers(text: str) -> list[int]:
    return [int(n) for n in text.split(",") if n]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--kill-after", type=int, metavar="N")
    ap.add_argument("--kill-each", type=_numbers, metavar="N,N,...")
    ap.add_argument("--snapshots", type=Path, metavar="FILE")
    ap.add_argument("--ready", action="store_true", help="say 'ready' once imported")
    ap.add_argument("--run", action="store_true", help="play the arcade run's scenario")
    args = ap.parse_args(argv)
    life = run_scenario if args.run else scenario
    if args.kill_each:
        return kill_each(args.folder, args.kill_each, life)

    rec = Recorder(args.kill_after, args.snapshots)
    instrument(rec)
    if args.ready:
        print("ready", flush=True)
    life(args.folder, rec)
    print(f"commits {rec.commits}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
