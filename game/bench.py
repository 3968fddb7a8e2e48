"""Benchmarks: frame cost per scene while animating, and start-up time.

    python -m game.bench [--frames N] [--scenes menu,monte_carlo,...] [--json]

Each game scene is driven headless at 1280×720 by an autoplayer that makes
the next move whenever the animation queue empties, so almost every measured
frame is mid-animation. The figure is update+draw time per frame (what the
game itself costs; the display flip is excluded). Start-up is measured from
spawning a fresh interpreter to the first menu frame being presented. The
longest frame while a thread works (a winnable deal searched, a hint) and each
game's hint latency come from game.bench_latency (``--hint-positions N``,
``--no-worst-frame``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 720)


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "PATIENCE_ARCADE_DATA" not in os.environ:
        import tempfile

        os.environ["PATIENCE_ARCADE_DATA"] = tempfile.mkdtemp(prefix="pa-bench-")


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[k]


CLOCK = time.perf_counter  # --cpu switches to this thread's CPU time


def time_frames(app, frames: int, before_frame=None) -> list[float]:
    """Milliseconds of update+draw for ``frames`` frames at 60 Hz steps."""
    out = []
    dt = 1 / 60
    for _ in range(frames):
        t0 = CLOCK()
        if before_frame:
            before_frame()
        app.step(dt)
        out.append((CLOCK() - t0) * 1000)
    return out


def bench_menu(frames: int) -> list[float]:
    from game.app import App, Options

    app = App(Options(size=SIZE))
    app.scenes.push("menu")
    time_frames(app, 10)
    return time_frames(app, frames)


def autoplayer(app, scene, rnd: random.Random):
    """Before each frame: if nothing is animating, make a move (or deal again when over)."""

    def tick() -> None:
        top = app.scenes.top
        if top is not scene:  # a result overlay: start a new deal
            app.scenes.pop()
            scene.start(scene.new_session(rnd.randrange(10**6), None, scene.hard))
            return
        if scene.timeline.busy:
            return
        moves = scene.game.legal_moves()
        if moves:
            scene.try_move(rnd.choice(moves))

    return tick


def bench_game(name: str, frames: int, setup=None) -> list[float]:
    from game.app import App, Options

    app = App(Options(size=SIZE))
    scene = app.scenes.push(name, seed=7, hard=False)
    tick = setup(app, scene) if setup else autoplayer(app, scene, random.Random(7))
    time_frames(app, 10, tick)
    return time_frames(app, frames, tick)


def bench_startup(runs: int = 5) -> list[float]:
    """Seconds from process spawn to the first menu frame presented."""
    env = dict(os.environ, PATIENCE_ARCADE_STARTUP="1")
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py")],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - t0
        proc.wait(timeout=60)
        if not line.startswith("first frame"):
            raise RuntimeError("the game did not report its first frame")
        out.append(elapsed)
    return out


def scenes_available() -> list[str]:
    from game.rules import TITLES

    return ["menu", *TITLES]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.bench")
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--scenes", default="")
    p.add_argument("--json", action="store_true")
    p.add_argument(
        "--solver-deals",
        type=int,
        default=100,
        help="deals per mode for the Monte Carlo and Maze solver timings",
    )
    p.add_argument(
        "--hint-positions",
        type=int,
        default=200,
        help="positions per game for the hint latency (0: skip it)",
    )
    p.add_argument(
        "--no-worst-frame",
        action="store_true",
        help="skip the worst-frame scenario (New deal while searching, hints)",
    )
    p.add_argument(
        "--cpu",
        action="store_true",
        help="time frames in this thread's CPU time: steadier on a busy machine",
    )
    args = p.parse_args(argv)
    global CLOCK
    if args.cpu:
        CLOCK = time.thread_time
    _headless()
    names = [n for n in args.scenes.split(",") if n] or scenes_available()
    from game.bench_scenarios import SCENARIOS

    results: dict[str, dict] = {}
    for name in names:
        if name == "menu":
            ms = bench_menu(args.frames)
            results["menu"] = summary(ms)
        else:
            results[name] = summary(bench_game(name, args.frames))
        for label, (game, setup) in SCENARIOS.items():
            if game == name:
                results[label] = summary(bench_game(game, args.frames, setup))
    from game import bench_latency

    results["worst_frame_ms"] = {} if args.no_worst_frame else bench_latency.worst_frames(SIZE)
    positions = args.hint_positions
    results["hints"] = bench_latency.hint_latency(positions) if positions else {}
    results["solvers"] = bench_solvers(args.solver_deals)
    start = bench_startup()
    results["startup"] = {"median_s": statistics.median(start), "max_s": max(start)}
    results["memory"] = {"peak_mb": peak_memory_mb()}
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    clock = "CPU time of the game thread" if args.cpu else "wall clock"
    print(
        f"frame time, update+draw at {SIZE[0]}x{SIZE[1]}, {args.frames} frames while "
        f"animating ({clock})"
    )
    print(f"{'scene':28} {'median ms':>10} {'p99 ms':>8} {'max ms':>8}   target p99 <= 4 ms")
    for name, r in results.items():
        if name in ("startup", "memory", "solvers", "hints", "worst_frame_ms"):
            continue
        ok = "ok" if r["p99_ms"] <= 4 else "OVER"
        print(f"{name:28} {r['median_ms']:10.2f} {r['p99_ms']:8.2f} {r['max_ms']:8.2f}   {ok}")
    bench_latency.report(results["hints"], results["worst_frame_ms"])
    s = results["startup"]
    ok = "ok" if s["median_s"] <= 0.5 else "OVER"
    print(
        f"first menu frame: median {s['median_s']:.3f} s, worst {s['max_s']:.3f} s "
        f"(5 launches; target <= 0.5 s) {ok}"
    )
    for label, r in results["solvers"].items():
        print(
            f"solver {label:22} median {r['median_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms per deal"
            f" ({r['deals']} deals: {r['winnable']} winnable, {r['lost']} lost, "
            f"{r['unknown']} unknown)"
        )
    mb = results["memory"]["peak_mb"]
    print(
        f"peak memory: {mb:.0f} MB (this process, every scene above; target <= 200 MB) "
        f"{'ok' if mb <= 200 else 'OVER'}"
    )
    return 0


def bench_solvers(deals: int) -> dict[str, dict]:
    """Solver time per fresh deal, both modes: the cost of a hint or a winnable deal."""
    from game.ai import maze as maze_ai
    from game.ai import monte_carlo as mc_ai
    from game.ai.measure import solve_deals
    from game.rules import GAMES

    out = {}
    for name, solve in (("monte_carlo", mc_ai.solve), ("maze", maze_ai.solve)):
        for hard in (False, True):
            r = solve_deals(GAMES[name], solve, range(deals), hard)  # default node budgets
            out[f"{name} {'hard' if hard else 'normal'}"] = {
                "median_ms": r.median_s * 1000,
                "p99_ms": r.p99_s * 1000,
                "deals": r.deals,
                "winnable": r.won,
                "lost": r.lost,
                "unknown": r.unknown,
            }
    return out


def peak_memory_mb() -> float:
    """Peak resident set size of this process in MB (ru_maxrss is KiB on Linux)."""
    try:
        import resource
    except ImportError:  # Windows
        return float("nan")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)


def summary(ms: list[float]) -> dict:
    return {
        "median_ms": statistics.median(ms),
        "p99_ms": percentile(ms, 99),
        "max_ms": max(ms),
        "frames": len(ms),
    }


if __name__ == "__main__":
    sys.exit(main())
