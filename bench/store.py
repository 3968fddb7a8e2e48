"""Benchmark of what the store costs a move: the commit's wall time on the frame thread,
and the whole frame of a move at 1280×720 with that commit in it.

    python -m bench.store [--moves N] [--json]

Every move a player makes is written before the move's frame is drawn (one SQLite
transaction, WAL, synchronous=NORMAL: no fsync per commit), on the frame thread;
there is no writer thread to hide it. An fsync would not show in CPU time, so both
figures are wall clock. ``commit``: the time ``Session.play`` takes with the store
minus the same moves with an in-memory ledger, per move. ``move frame``: the real
app (dummy video driver) making the move from a click's handler and drawing that
frame, wall clock; target p99 under 8 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

GAMES = ("monte_carlo", "maze", "combo", "zoomer", "slotker")
FRAME_TARGET_MS = 8.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))]


def _moves(game: str, count: int, seed: int) -> list[tuple[int, list[tuple]]]:
    """Deals and the moves played in them (random legal moves), ``count`` moves in all."""
    from game.rules import GAMES as RULES

    rnd, out, total, deal = random.Random(seed), [], 0, seed
    while total < count:
        g = RULES[game].new(seed=deal, hard=False)
        moves = []
        while g.status == "playing" and total < count:
            move = g.auto_move() or rnd.choice(g.legal_moves())
            g.play(move)
            moves.append(move)
            total += 1
        out.append((deal, moves))
        deal += 1
    return out


def commit_times(game: str, count: int, folder: Path) -> list[float]:
    """Per move: ms the store adds to ``Session.play`` (store minus memory)."""
    from game.session import MemoryLedger, Session
    from game.store.data import open_data

    plan = _moves(game, count, 11)
    data = open_data(folder)
    try:
        with_store = _play_times(plan, game, lambda: data.ledger, Session)
    finally:
        data.close()
    in_memory = _play_times(plan, game, MemoryLedger, Session)
    return [a - b for a, b in zip(with_store, in_memory, strict=True)]


def _play_times(plan, game, ledger, session_cls) -> list[float]:
    times = []
    for deal, moves in plan:
        s = session_cls(game, ledger(), seed=deal)
        for move in moves:
            t0 = time.perf_counter()
            s.play(move)
            times.append((time.perf_counter() - t0) * 1000)
        s.abandon()
    return times


def move_frames(game: str, count: int) -> list[float]:
    """Wall ms of a move's frame in the real app at 1280×720: the move (with its commit)
    and the frame drawn after it."""
    from game.app import App, Options

    app = App(Options(size=(1280, 720)))
    try:
        app.settings.override("anim_speed", 1.0)
        app.settings.override("confirm", False)
        rnd = random.Random(3)
        times: list[float] = []
        scene = app.scenes.push(game, seed=5)
        for _ in range(120):
            app.step(1 / 60)
        while len(times) < count:
            session = scene.session
            if not session.playing:
                scene = app.scenes.replace(game, seed=rnd.randrange(10**6), fade=False)
                for _ in range(60):
                    app.step(1 / 60)
                continue
            move = session.game.auto_move() or rnd.choice(session.game.legal_moves())
            t0 = time.perf_counter()
            scene.try_move(move)
            app.step(1 / 60)
            times.append((time.perf_counter() - t0) * 1000)
            for _ in range(20):
                app.step(1 / 60, draw=False)
        return times
    finally:
        app.data.close()


def run(moves: int) -> dict[str, dict]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    out = {}
    with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
        os.environ["PATIENCE_ARCADE_DATA"] = str(Path(tmp) / "app")
        for game in GAMES:
            commits = commit_times(game, moves, Path(tmp) / game)
            frames = move_frames(game, max(20, moves // 4))
            out[game] = {
                "commit_median_ms": statistics.median(commits),
                "commit_p99_ms": percentile(commits, 99),
                "frame_median_ms": statistics.median(frames),
                "frame_p99_ms": percentile(frames, 99),
                "frame_max_ms": max(frames),
                "moves": len(commits),
                "frames": len(frames),
            }
    return out


def print_table(results: dict[str, dict]) -> None:
    print("the store on the frame thread: commit per move, and a move's whole frame at 1280x720")
    print(
        f"{'game':14} {'commit med':>10} {'commit p99':>10} {'frame med':>10} {'frame p99':>10}"
        f" {'frame max':>10}   target frame p99 <= {FRAME_TARGET_MS:.0f} ms (wall clock)"
    )
    for game, r in results.items():
        ok = "ok" if r["frame_p99_ms"] <= FRAME_TARGET_MS else "OVER"
        print(
            f"{game:14} {r['commit_median_ms']:10.3f} {r['commit_p99_ms']:10.3f}"
            f" {r['frame_median_ms']:10.2f} {r['frame_p99_ms']:10.2f} {r['frame_max_ms']:10.2f}"
            f"   {ok}"
        )
    print("commit: ms Session.play takes with the store minus the same moves in memory")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.store")
    p.add_argument("--moves", type=int, default=400, help="moves per game")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    results = run(args.moves)
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        print_table(results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
