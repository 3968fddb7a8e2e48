"""Benchmark scenario: a window corner dragged about, and the memory it leaves behind.

    python -m bench.resize [--sizes N] [--seed S] [--scenes menu,maze,...] [--jobs J]
                                [--json]

Each scene runs in a fresh interpreter (so one scene's figure is not another's
leftovers) and is resized to ``N`` random sizes, 640–2400 × 480–1400 from a
fixed seed, playing a few frames at each (the game scenes keep moving, so card
art, panels and text are made at every size). The resident memory of that
process is read at sixteen points along the way (with the window put back to 1280×720
for the reading), and its peak over the whole drag is taken: caches keyed by size must
keep it flat and the peak at most 200 MB all the way through 400 sizes. The table
prints the growth over the first and the second half of the drag (the median of each
half's readings over the median before it). ``bench`` runs
this and prints the table.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MB = 200.0
WIDTHS = (640, 2400)
HEIGHTS = (480, 1400)
FRAMES_PER_SIZE = 3
REFERENCE = (1280, 720)  # the window size memory is read at
CHECKPOINTS = 16  # resident memory read this many times along the drag


def resident_mb() -> float:
    """This process's resident memory now (not its peak), in MB."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):  # not Linux: the peak is what there is
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 1024 / (1024 if sys.platform == "darwin" else 1)


def random_sizes(count: int, seed: int) -> list[tuple[int, int]]:
    rnd = random.Random(seed)
    return [(rnd.randint(*WIDTHS), rnd.randint(*HEIGHTS)) for _ in range(count)]


def at_reference_size(app, tick) -> float:
    """Resident MB with the window at 1280×720: read at whatever size the drag had
    reached, the window's own surfaces would swing it by tens of MB and hide a trend."""
    app.resize_window(REFERENCE)
    for _ in range(FRAMES_PER_SIZE):
        if tick:
            tick()
        app.step(1 / 60)
    gc.collect()  # what is kept, not garbage the collector has yet to come round to
    _trim()
    return resident_mb()


def _trim() -> None:
    """Hand memory freed but still held by the C allocator back to the system (glibc):
    surfaces of every size come and go, and how much freed memory malloc keeps swings
    a reading by ten megabytes or more; what the caches keep is what is measured."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc: the readings are a little noisier
        pass


def drag_sizes(name: str, count: int, seed: int) -> dict:
    """Resize one scene ``count`` times in this process; resident MB at the checkpoints."""
    from bench.scenarios import autoplayer
    from game.app import App, Options

    app = App(Options(size=(1280, 720)))
    if name == "menu":
        app.scenes.push("menu")
        tick = None
    else:
        scene = app.scenes.push(name, seed=7, hard=False)
        tick = autoplayer(app, scene, random.Random(seed))
    for _ in range(10):
        if tick:
            tick()
        app.step(1 / 60)
    marks = {0: at_reference_size(app, tick)}
    every = max(1, count // CHECKPOINTS)
    for i, (w, h) in enumerate(random_sizes(count, seed), start=1):
        app.resize_window((w, h))
        for _ in range(FRAMES_PER_SIZE):
            if tick:
                tick()
            app.step(1 / 60)
        if i % every == 0 or i == count:
            marks[i] = at_reference_size(app, tick)
    app.close()
    return {"sizes": count, "resident_mb": marks, "peak_mb": peak_mb()}


def peak_mb() -> float:
    """This process's resident peak in MB: the drag at its largest windows included."""
    try:
        import resource
    except ImportError:  # Windows: the readings at 1280×720 are what there is
        return float("nan")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)


def run_scene(name: str, count: int, seed: int) -> dict:
    """``drag_sizes`` for one scene in a fresh interpreter, so figures do not mix; with a
    data folder of its own, as scenes run side by side (``--jobs``) and a folder admits
    one copy of the game at a time."""
    with tempfile.TemporaryDirectory(prefix="pa-bench-resize-") as folder:
        proc = subprocess.run(
            [sys.executable, "-m", "bench.resize", "--one", name, "--sizes", str(count)]
            + ["--seed", str(seed)],
            cwd=ROOT,
            env=dict(os.environ, PATIENCE_ARCADE_DATA=folder),
            capture_output=True,
            text=True,
            check=False,
        )
    if proc.returncode != 0:
        raise RuntimeError(f"resize scenario for {name} failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def verdict(r: dict) -> tuple[float, float, float, bool]:
    """(peak MB, growth over the first half, growth over the second half, within target
    and flat). A half's growth is the median of its readings over the median before it
    (the start for the first half): one reading swings by ten megabytes or more with
    the allocator, the middle of eight climbs only if something keeps growing. The peak
    is the process's own (the largest windows of the drag too) where the system says."""
    marks = {int(k): v for k, v in r["resident_mb"].items()}  # JSON makes the keys strings
    points = sorted(marks)
    half = points[-1] / 2
    early = [marks[p] for p in points if 0 < p <= half] or [marks[points[0]]]
    late = [marks[p] for p in points if p > half]
    first, second = statistics.median(early), statistics.median(late)
    peak = r.get("peak_mb", float("nan"))
    peak = max(marks.values()) if peak != peak else max(peak, *marks.values())  # NaN: none
    grow1, grow2 = first - marks[points[0]], second - first
    return peak, grow1, grow2, peak <= TARGET_MB and grow2 <= max(10.0, 0.1 * first)


def print_table(results: dict[str, dict]) -> None:
    results = {
        name: {**r, "resident_mb": {int(k): v for k, v in r["resident_mb"].items()}}
        for name, r in results.items()
    }
    some = next(iter(results.values()))
    points = sorted(some["resident_mb"])
    print(
        f"resident memory while resizing to {some['sizes']} random sizes "
        f"({WIDTHS[0]}-{WIDTHS[1]} x {HEIGHTS[0]}-{HEIGHTS[1]}), each scene in its own "
        f"process, MB after N sizes (read at {REFERENCE[0]}x{REFERENCE[1]})"
    )
    head = " ".join(f"{p:>6}" for p in points)
    print(
        f"{'scene':28} {head} {'peak':>6} {'1st half':>9} {'2nd half':>9}"
        f"   target peak <= {TARGET_MB:.0f} MB, flat second half"
    )
    for name, r in results.items():
        peak, first, second, ok = verdict(r)
        row = " ".join(f"{r['resident_mb'][p]:6.0f}" for p in points)
        print(
            f"{name:28} {row} {peak:6.0f} {first:+9.0f} {second:+9.0f}   {'ok' if ok else 'OVER'}"
        )
    print("peak: the process's resident peak over the whole drag, at the largest windows too")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.resize")
    p.add_argument("--sizes", type=int, default=400)
    p.add_argument("--seed", type=int, default=15)
    p.add_argument("--scenes", default="")
    p.add_argument("--one", default="", help=argparse.SUPPRESS)  # the child process's scene
    p.add_argument("--json", action="store_true")
    p.add_argument("--jobs", type=int, default=2, help="scenes resized at once (processes)")
    args = p.parse_args(argv)
    if args.sizes < 1:
        p.error("--sizes must be at least 1")
    from bench.scenarios import headless

    headless()
    if args.one:
        print(json.dumps(drag_sizes(args.one, args.sizes, args.seed)))
        return 0
    from bench.scenarios import chosen_scenes

    names = chosen_scenes(p, args.scenes)
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:  # one process per scene
        runs = [pool.submit(run_scene, name, args.sizes, args.seed) for name in names]
        results = {name: run.result() for name, run in zip(names, runs, strict=True)}
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        print_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
