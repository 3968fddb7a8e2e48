"""Benchmarks: frame cost per scene while animating, start-up time, memory, the store.

    python -m bench [--size WxH ...] [--frames N] [--scenes menu,monte_carlo,...]
                    [--cpu] [--json] [--resize-sizes N] [--solver-deals N]
                    [--window-frames N] [--window-size WxH ...] [--idle-seconds S]
                    [--framebuffer auto|native|texture] [--store-moves N]
                    [--code-decodes N]

Each game scene is driven headless at each ``--size`` (repeatable; 1280×720 if
none) by an autoplayer that makes the next move whenever the animation queue
empties, so almost every measured frame is mid-animation. The figure is
update+draw time per frame (what the game itself costs; presenting the frame
is excluded). Each scene runs in a fresh interpreter, whose peak memory is
printed beside its times; with 1280×720 and a larger size, each scene's
larger median over its 1280×720 one is printed too (at most 3 at 3840×2160).
Beside it, ``bench.window`` plays the same scenes in a real window on a
private Xvfb, in the game's own loop, at 1280×720 and 3840×2160: the wall time
of the whole frame and of the present, the share of the window presented, the
frames shown per second, and an idle table (CPU per second at rest).
Start-up is measured from spawning a fresh interpreter to the first menu frame
being presented (``bench.startup``); what a move's commit costs the frame comes
from ``bench.store``; memory after dragging the window through random sizes
from ``bench.resize``. The longest frame while a thread works (a winnable deal
searched, a hint) and each game's hint latency come from ``bench.latency``
(``--hint-positions N``, ``--no-worst-frame``). Reading a deal code at each game's cap
of moves, the most a code from someone else can ask, comes from ``bench.codes``
(``--code-decodes N``). Speech latency, from a key press posted to the voice's speak
call (the recording voice, speech-dispatcher, espeak-ng), comes from ``bench.speech``
(``--speech-presses N``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench import codes as bench_codes
from bench import startup, store
from bench.resize import print_table
from bench.scenarios import (
    SCENARIOS,
    autoplayer,
    chosen_scenes,
    headless,
    scenes_available,
)

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 720)  # when no --size is given


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


def parse_size(text: str) -> tuple[int, int]:
    """``WxH`` (e.g. 1920x1080) as a pair; anything else is refused with the reason."""
    w, sep, h = text.lower().partition("x")
    if not (sep and w.isdigit() and h.isdigit()):
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, e.g. 1920x1080, not {text!r}")
    size = (int(w), int(h))
    if not (320 <= size[0] <= 8192 and 240 <= size[1] <= 8192):
        raise argparse.ArgumentTypeError(f"{text}: width must be 320-8192 and height 240-8192")
    return size


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def frame_target_ms(size: tuple[int, int]) -> float:
    """p99 target for update+draw: 3 ms at 1280×720 (or less), 10 ms at 3840×2160,
    in between by the window's pixels (the part of a frame that grows with them)."""
    small, large = 1280 * 720, 3840 * 2160
    k = min(1.0, max(0.0, (size[0] * size[1] - small) / (large - small)))
    return 3.0 + 7.0 * k


def bench_menu(frames: int, size: tuple[int, int] = SIZE) -> list[float]:
    from game.app import App, Options

    app = App(Options(size=size))
    preload(app)
    app.scenes.push("menu")
    time_frames(app, 10)
    return time_frames(app, frames)


def bench_game(name: str, frames: int, setup=None, size: tuple[int, int] = SIZE) -> list[float]:
    from game.app import App, Options

    app = App(Options(size=size))
    preload(app)
    scene = app.scenes.push(name, seed=7, hard=False)
    tick = setup(app, scene) if setup else autoplayer(app, scene, random.Random(7))
    time_frames(app, 10, tick)
    return time_frames(app, frames, tick)


def preload(app) -> None:
    """Import every scene's module first, as the game does on a worker thread after its
    first frame: the first result overlay is then not timed compiling its module."""
    if not app.scenes.preload().wait(60):
        raise RuntimeError("importing the scenes took over a minute")


def scene_runs(names: list[str]) -> list[tuple[str, str, object]]:
    """(label, scene, setup) for each scene asked for and the scenarios on it."""
    runs: list[tuple[str, str, object]] = []
    for name in names:
        runs.append((name, name, None))
        runs += [(label, game, setup) for label, (game, setup) in SCENARIOS.items() if game == name]
    return runs


def frame_table(names: list[str], frames: int, size: tuple[int, int]) -> dict[str, dict]:
    """update+draw per frame for every scene and scenario at one window size, each in a
    fresh interpreter (``run_one``): no scene's frames pay for another's caches or
    garbage, and each one's peak memory is its own."""
    return {label: run_one(label, frames, size) for label, _name, _setup in scene_runs(names)}


def run_one(label: str, frames: int, size: tuple[int, int]) -> dict:
    """``time_one`` in a child interpreter, with this run's clock."""
    cmd = [sys.executable, "-m", "bench", "--one", label, "--size", size_label(size)]
    cmd += ["--frames", str(frames)] + (["--cpu"] if CLOCK is time.thread_time else [])
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"timing {label} at {size_label(size)} failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def time_one(label: str, frames: int, size: tuple[int, int]) -> dict:
    """One scene or scenario's frame times at one size, and this process's peak memory."""
    runs = {lab: (name, setup) for lab, name, setup in scene_runs(scenes_available())}
    name, setup = runs[label]
    ms = bench_menu(frames, size) if name == "menu" else bench_game(name, frames, setup, size)
    return {**summary(ms), "peak_mb": peak_memory_mb()}


def speech_table(presses: int) -> dict:
    """``bench.speech`` in a child interpreter: its app, its voices and its private
    speech-dispatcher are its own."""
    cmd = [sys.executable, "-m", "bench.speech", "--json", "--presses", str(presses)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"the speech table failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def resize_memory(names: list[str], sizes: int) -> dict[str, dict]:
    """``bench.resize`` for these scenes: resident MB along a drag through sizes."""
    cmd = [sys.executable, "-m", "bench.resize", "--json", "--sizes", str(sizes)]
    cmd += ["--scenes", ",".join(n for n in names if n in scenes_available())]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"the resize scenario failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def store_table(moves: int) -> dict[str, dict]:
    """``bench.store`` in a child interpreter: its app and its data folder are its own."""
    cmd = [sys.executable, "-m", "bench.store", "--json", "--moves", str(moves)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"the store table failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench")
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--scenes", default="")
    p.add_argument(
        "--size",
        type=parse_size,
        action="append",
        help="window size WxH for the frame table; repeat for several (default 1280x720)",
    )
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
    p.add_argument(
        "--resize-sizes",
        type=int,
        default=400,
        help="random window sizes per scene for the memory scenario (0 leaves it out)",
    )
    p.add_argument(
        "--window-frames",
        type=int,
        default=600,
        help="frames per scene in the real X window (Xvfb) tables; 0 leaves them out",
    )
    p.add_argument(
        "--window-size",
        type=parse_size,
        action="append",
        help="window size for those tables (default 1280x720 and 3840x2160)",
    )
    p.add_argument(
        "--store-moves",
        type=int,
        default=400,
        help="moves per game for the store table (commit and move frame; 0 leaves it out)",
    )
    p.add_argument(
        "--code-decodes",
        type=int,
        default=20,
        help="reads of each game's codes at its cap of moves (0 leaves the table out)",
    )
    p.add_argument(
        "--speech-presses",
        type=int,
        default=200,
        help="key presses per voice for the speech latency table (0 leaves it out)",
    )
    p.add_argument("--idle-seconds", type=float, default=5.0, help="per scene at rest (0: none)")
    p.add_argument(
        "--framebuffer",
        choices=("auto", "native", "texture"),
        default="auto",
        help="the framebuffer path in the real window (auto: the platform's)",
    )
    p.add_argument("--one", default="", help=argparse.SUPPRESS)  # child: one scene's frames
    args = p.parse_args(argv)
    global CLOCK
    if args.cpu:
        CLOCK = time.thread_time
    sizes = args.size or [SIZE]
    headless()
    names = chosen_scenes(p, args.scenes)
    if args.one:
        print(json.dumps(time_one(args.one, args.frames, sizes[0])))
        return 0

    results: dict[str, dict] = {"sizes": {}}
    for size in sizes:
        results["sizes"][size_label(size)] = {"frames": frame_table(names, args.frames, size)}
    if args.window_frames > 0:
        from bench import window

        window_sizes = args.window_size or list(window.SIZES)
        results["window"] = window.measure(
            names, window_sizes, args.window_frames, args.idle_seconds, args.framebuffer
        )
    from bench import latency

    results["worst_frame_ms"] = {} if args.no_worst_frame else latency.worst_frames(SIZE)
    positions = args.hint_positions
    results["hints"] = latency.hint_latency(positions) if positions else {}
    results["solvers"] = bench_solvers(args.solver_deals) if args.solver_deals > 0 else {}
    results["startup"] = startup.measure()
    results["store"] = store_table(args.store_moves) if args.store_moves > 0 else {}
    results["codes"] = bench_codes.run(args.code_decodes) if args.code_decodes > 0 else {}
    results["speech"] = speech_table(args.speech_presses) if args.speech_presses > 0 else {}
    results["ratios"] = median_ratios(results["sizes"])
    if args.resize_sizes > 0:
        results["resize"] = resize_memory(names, args.resize_sizes)
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    print_report(results, args.frames, "CPU time of the game thread" if args.cpu else "wall clock")
    return 0


def print_report(results: dict, frames: int, clock: str) -> None:
    for label, entry in results["sizes"].items():
        size = parse_size(label)
        target = frame_target_ms(size)
        print(f"frame time, update+draw at {label}, {frames} frames while animating ({clock})")
        print(
            f"{'scene':28} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} {'peak MB':>8}"
            f"   target p99 <= {target:.1f} ms"
        )
        for name, r in entry["frames"].items():
            ok = "ok" if r["p99_ms"] <= target else "OVER"
            print(
                f"{name:28} {r['median_ms']:10.2f} {r['p99_ms']:8.2f} {r['max_ms']:8.2f}"
                f" {r['peak_mb']:8.0f}   {ok}"
            )
        print("peak MB: the resident peak of the process that played this scene alone")
        print()
    if "window" in results:
        from bench import window

        window.report(results["window"])
    print_ratios(results["ratios"])
    from bench import latency

    latency.report(results["hints"], results["worst_frame_ms"])
    startup.report(results["startup"])
    for label, r in results["solvers"].items():
        print(
            f"solver {label:22} median {r['median_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms per deal"
            f" ({r['deals']} deals: {r['winnable']} winnable, {r['lost']} lost, "
            f"{r['unknown']} unknown)"
        )
    if results["store"]:
        print()
        store.print_table(results["store"])
    if results.get("codes"):
        print()
        bench_codes.print_table(results["codes"])
    if results.get("speech"):
        from bench import speech

        print()
        speech.report(results["speech"])
    if "resize" in results:
        print()
        print_table(results["resize"])


def ratio_target(size: tuple[int, int]) -> float:
    """How many times the 1280×720 median a larger window's median may be: 3 at
    3840×2160 (nine times the pixels), the square root of the pixels' ratio elsewhere."""
    return max(1.0, (size[0] * size[1] / (SIZE[0] * SIZE[1])) ** 0.5)


def median_ratios(sizes: dict[str, dict]) -> dict[str, dict[str, float]]:
    """Per larger size and scene: its median over the same scene's median at 1280×720
    in this run (nothing when 1280×720 was not measured)."""
    base = sizes.get(size_label(SIZE))
    out: dict[str, dict[str, float]] = {}
    if base is None:
        return out
    for label, entry in sizes.items():
        if parse_size(label)[0] * parse_size(label)[1] <= SIZE[0] * SIZE[1]:
            continue
        out[label] = {
            name: r["median_ms"] / base["frames"][name]["median_ms"]
            for name, r in entry["frames"].items()
            if name in base["frames"] and base["frames"][name]["median_ms"] > 0
        }
    return out


def print_ratios(ratios: dict[str, dict[str, float]]) -> None:
    for label, per_scene in ratios.items():
        target = ratio_target(parse_size(label))
        print(
            f"median at {label} over median at {size_label(SIZE)}, same scene, this run"
            f"   target <= {target:.1f}"
        )
        for name, ratio in per_scene.items():
            print(f"{name:28} {ratio:10.2f}   {'ok' if ratio <= target else 'OVER'}")
        print()


def bench_solvers(deals: int) -> dict[str, dict]:
    """Solver time per fresh deal, both modes: the cost of a hint or a winnable deal."""
    from game.ai.measure import solve_deals
    from game.games.maze import bot as maze_ai
    from game.games.monte_carlo import bot as mc_ai
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
