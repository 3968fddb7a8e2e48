"""The frame a player sees: each scene in a real X window (a private Xvfb), in the game's loop.

    python -m bench.window [--size WxH ...] [--frames N] [--menu-seconds S] [--idle-seconds S]
                           [--display N] [--scenes menu,...] [--framebuffer auto|native|texture]
                           [--json]

``bench``'s CPU-time table times update+draw alone, headless. Here each
scene (and each scenario of ``bench.scenarios``) runs in a fresh
interpreter on the X display, through ``App.run``'s own order: ``clock.tick(60)``,
step (events, update, draw), present, frames counted. Nothing inside ``App`` is
changed for it: the loop below calls the same methods. Printed per scene and
window size: the wall time of the whole frame (the autoplayer's move, update,
draw and present) and of the present alone, median and p99; the share of the
window presented per frame (the dirty rectangles' area over the window's, the
whole window when the frame flips it); and the frames shown (presented) per
second of wall clock over the run (``--frames`` at 60 a second: 180 are 3 s). The
menu never animates: the game draws it at the loop's rest rate (two or three frames a
second), so it is timed over ``--menu-seconds`` of wall clock, not over ``--frames``
(600 of its frames took some four minutes a size). Each scene's line is printed and
flushed the moment its child is done (to a file or a pipe too); the load after, the
host's jitter and the verdicts come last.
Beside the wall time, the whole frame in the game thread's CPU time
(``time.thread_time``): on a shared machine the wall time also holds the waits
for a core, so a wall p99 far above the CPU p99 is the host, not the frame.
Last, one verdict line per target (met, or missed and by which scenes), for
re-runs on a quiet machine. The private Xvfb takes a free display number, or
``--display N``. Beside the load average, the machine's pace (``machine_ms``, a fixed
pure-Python loop, before and after): the same code's frames took three to four times
as long on one 2-core virtual machine as on another, so runs compare only at one pace.
And the host's own jitter (``host_jitter``): the same fixed work in the frame's rhythm,
its p99 over its median, the part of any scene's p99 that is the host's, not the frame's.

The idle table leaves each scene at rest (no input, nothing moving; a clock or
SLOTKER's cabinet lights still change) and reports the process's CPU time per
second of wall clock, in per cent of one core, the frames that presented
anything per second and the largest share of the window one of them presented.
Its warm-up and settling are bounded in seconds too (the rest rate is a few frames a
second there: 30 frames and then 60 more took some 30 s a table).

The defaults (180 frames, the menu 8 s, 2 s at rest) keep the whole run under three
minutes on a 2-core machine (167 s at a load average of 4-6): it runs 32 children, each a
fresh interpreter that imports pygame and the scenes and opens a window (about a second)
and warms up before it times anything, and an idle table's child waits for the deal to
settle. With the old 600 frames and 5 s the game scenes alone took three and a half minutes. A
p99 over 180 frames is the third-highest frame, over 600 the seventh: for figures to set
beside earlier runs, ``--frames 600 --menu-seconds 10 --idle-seconds 5``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from bench.scenarios import (
    SCENARIOS,
    autoplayer,
    chosen_scenes,
    headless,
    scenes_available,
)

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((1280, 720), (3840, 2160))
SCREEN = (3840, 2160)  # the Xvfb screen: every window size fits in it
WARM = 30  # frames run before any is measured (card art, felt, fonts made once)
WARM_SECONDS = 1.0  # ... or this long, whichever is first (at rest: a few frames a second)
SETTLE_SECONDS = 1.0  # at rest, once settled, this long more before the idle table's timing
RESTING = ("menu",)  # never animates: drawn at the loop's rest rate, timed over seconds
FRAMES = 180  # measured frames per animating scene (--frames)
MENU_SECONDS = 8.0  # wall clock a resting scene is timed over (--menu-seconds)
IDLE_SECONDS = 2.0  # the idle table's wall clock per scene (--idle-seconds)
TARGETS = {"frame_p99_ms": {(1280, 720): 4.0, (3840, 2160): 10.0}, "present_median_ms": 1.0}
FPS_TARGET = 58.0
IDLE_CPU_TARGET = 3.0  # per cent of one core


now = time.perf_counter  # the wall clock that bounds the loops (a test's fake one replaces it)


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))]


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def _spin(n: int) -> int:
    """A fixed pure-Python loop: the work both host figures time."""
    total = 0
    for i in range(n):
        total += i & 7
    return total


def machine_ms() -> float:
    """The machine's pace: the fastest of five runs of ``_spin`` a million times, in ms.
    The targets are absolute, but the same code's frames took three to four times as
    long on one 2-core virtual machine as on another: printed beside each run (before
    and after), it tells a slower host from slower code when runs are compared."""
    best = math.inf
    for _ in range(5):
        t = time.perf_counter()
        _spin(1_000_000)
        best = min(best, time.perf_counter() - t)
    return best * 1000


def host_jitter(frames: int = 300, work_ms: float = 2.0, pace_ms: float | None = None) -> dict:
    """The same fixed work in the frame's rhythm (then a sleep to the next 60th of a
    second), timed as the frames are (the thread's CPU time): its median and p99. On a
    virtual machine the host takes the core away now and then, and a thread woken from
    a sleep runs slower for a while, so even constant frames have a p99 above their
    median: this ratio is the floor under every scene's p99 / median on that host."""
    pace = machine_ms() if pace_ms is None else pace_ms
    n = max(1000, int(work_ms / max(pace, 1e-3) * 1_000_000))
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        c = time.thread_time()
        _spin(n)
        times.append((time.thread_time() - c) * 1000)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    median = statistics.median(times)
    return {"median_ms": median, "p99_ms": percentile(times, 99)}


def start_xvfb(
    screen: tuple[int, int] = SCREEN, number: int | None = None
) -> tuple[subprocess.Popen, str] | None:
    """A private X server (as tests/test_real_window.py starts one); None without Xvfb.
    It takes the first free display number unless ``number`` names one (``--display``:
    on a machine shared with others who start their own servers at fixed numbers)."""
    if shutil.which("Xvfb") is None:
        return None
    read, write = os.pipe()
    where = [] if number is None else [f":{number}"]
    proc = subprocess.Popen(
        ["Xvfb", *where, "-displayfd", str(write), "-screen", "0", f"{screen[0]}x{screen[1]}x24"]
        + ["-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write,),
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()  # written once the server is ready
    if not number.isdigit():
        proc.kill()
        return None
    return proc, f":{number}"


def presented_share(app) -> float:
    """The part of the window the coming ``app.present()`` sends to the screen: the
    whole of it when it flips (the first frame, or after an expose or a resize)."""
    w, h = app.size
    if app.frames == 0 or app._whole:  # App.present's own test for a flip
        return 1.0
    return sum(r.w * r.h for r in app.dirty) / (w * h)


def loop_frame(app, tick) -> tuple[float, float, float, float]:
    """One frame in App.run's order (clock tick, rest, step, present, count); (whole frame
    ms, present ms, share presented, whole frame's CPU ms). ``tick`` plays the autoplayer's
    move first, as a player's click would arrive and end a rest; the waits (clock, rest)
    are not part of the frame. The CPU time is the game thread's own over the same span
    (``time.thread_time``): on a busy machine the wall time also holds the time the thread
    waited for a core, the CPU time does not, so the two tell a slow frame from a noisy
    host (the X server's copying is in its own process and in neither)."""
    c = time.thread_time()
    t = time.perf_counter()
    if tick:
        tick()
    move = time.perf_counter() - t
    cpu = time.thread_time() - c
    dt = app.rest(min(app.clock.tick(60) / 1000.0, 0.05))
    c0 = time.thread_time()
    t0 = time.perf_counter()
    app.step(dt)
    share = presented_share(app)
    t1 = time.perf_counter()
    app.present()
    t2 = time.perf_counter()
    cpu += time.thread_time() - c0
    app.frames += 1
    return (move + t2 - t0) * 1000, (t2 - t1) * 1000, share, cpu * 1000


def open_scene(label: str, size: tuple[int, int]):
    """A fresh app showing the scene or scenario ``label``, and its per-frame driver."""
    from game.app import App, Options

    runs = {name: (name, None) for name in scenes_available()}
    runs.update({lab: (game, setup) for lab, (game, setup) in SCENARIOS.items()})
    name, setup = runs[label]
    app = App(Options(size=size))
    # a first opening's tutorial offer fades over 8 s: not what an idle table shows
    app.settings.override("tutorials_offered", scenes_available())
    if not app.scenes.preload().wait(60):  # every scene's module, as after the first frame
        raise RuntimeError("importing the scenes took over a minute")
    if name == "menu":
        app.scenes.push("menu")
        return app, None, None
    scene = app.scenes.push(name, seed=7, hard=False)
    tick = setup(app, scene) if setup else autoplayer(app, scene, random.Random(7))
    return app, scene, tick


def warm_up(app, tick) -> None:
    """WARM unmeasured frames, or WARM_SECONDS of them when the scene rests (the menu,
    an idle table: a few frames a second), whichever is first."""
    start = now()
    for _ in range(WARM):
        loop_frame(app, tick)
        if now() - start >= WARM_SECONDS:
            break


def time_scene(
    label: str, frames: int, size: tuple[int, int], seconds: float | None = None
) -> dict:
    """``frames`` frames of the scene while it animates, after the warm-up; with
    ``seconds`` (a scene that rests: the menu), the frames of that much wall clock."""
    app, _scene, tick = open_scene(label, size)
    warm_up(app, tick)
    whole: list[float] = []
    present, share, cpu = [], [], []
    start = now()
    while not whole or (len(whole) < frames if seconds is None else now() - start < seconds):
        f, p, s, c = loop_frame(app, tick)
        whole.append(f)
        present.append(p)
        share.append(s)
        cpu.append(c)
    wall = now() - start
    frames = len(whole)
    return {
        "frame_median_ms": statistics.median(whole),
        "frame_p99_ms": percentile(whole, 99),
        "cpu_median_ms": statistics.median(cpu),
        "cpu_p99_ms": percentile(cpu, 99),
        "present_median_ms": statistics.median(present),
        "present_p99_ms": percentile(present, 99),
        "share_mean": statistics.fmean(share),
        "share_max": max(share),
        "fps": frames / wall,
        "changed": sum(x > 0 for x in share) / frames,
        "frames": frames,
        "timed_seconds": seconds,  # None: timed over ``frames``
        "window": size_label(app.size),
        "framebuffer": app.framebuffer.describe(),
    }


def settled(app) -> bool:
    top = app.scenes.top
    ready = getattr(top, "settled", None)
    busy = getattr(getattr(top, "timeline", None), "busy", False)
    return not app.scenes.fading and not busy and (not callable(ready) or ready())


def idle_scene(label: str, seconds: float, size: tuple[int, int]) -> dict:
    """The scene at rest for ``seconds``: CPU per second and what was presented."""
    app, _scene, _tick = open_scene(label, size)
    warm_up(app, None)
    for _ in range(2000):
        if settled(app):
            break
        loop_frame(app, None)
    more = now()
    while now() - more < SETTLE_SECONDS:  # the last fade's and hint's frames are over
        loop_frame(app, None)
    cpu0, wall0 = time.process_time(), now()
    shares = []
    frames = 0
    while now() - wall0 < seconds:
        _f, _p, s, _c = loop_frame(app, None)
        frames += 1
        if s > 0:
            shares.append(s)
    wall = now() - wall0
    return {
        "cpu_percent": (time.process_time() - cpu0) / wall * 100,
        "frames_per_s": frames / wall,
        "presents_per_s": len(shares) / wall,
        "share_max": max(shares, default=0.0),
        "window": size_label(app.size),
    }


def run_child(args: list[str], display: str, framebuffer: str, root: Path = ROOT) -> dict:
    """``python -m bench.window ARGS`` in ``root``'s checkout (this one, or another commit's
    for ``bench.paired``) on the X ``display``: its JSON."""
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy")
    env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
    if framebuffer != "auto":
        env["PATIENCE_ARCADE_FRAMEBUFFER"] = framebuffer
    cmd = [sys.executable, "-m", "bench.window", *args]
    proc = subprocess.run(cmd, env=env, cwd=root, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} under X failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def labels(names: list[str]) -> list[str]:
    out = []
    for name in names:
        out.append(name)
        out += [label for label, (game, _setup) in SCENARIOS.items() if game == name]
    return out


def frame_args(label: str, size: tuple[int, int], frames: int, menu_seconds: float) -> list[str]:
    """A child's options for one scene's frames: ``frames`` of them, or ``menu_seconds`` of
    wall clock for a scene that rests (RESTING)."""
    span = ["--menu-seconds", str(menu_seconds)] if label in RESTING else ["--frames", str(frames)]
    return ["--one", label, "--size", size_label(size), *span]


def measure(
    names: list[str],
    sizes: list[tuple[int, int]],
    frames: int,
    idle_seconds: float,
    framebuffer: str = "auto",
    display: int | None = None,
    menu_seconds: float = MENU_SECONDS,
    printer: Printer | None = None,
    run: Callable[..., dict] = run_child,
) -> dict:
    """Every table, each scene in its own interpreter (``run``) on a private Xvfb; each
    row handed to ``printer`` (if any) as soon as its child is done."""
    server = start_xvfb(number=display)
    if server is None:
        return {"skipped": "no Xvfb (apt-get install xvfb): the real-window tables left out"}
    proc, display = server
    out: dict = {"display": display, "load": os.getloadavg(), "pace_ms": [machine_ms()]}
    out.update(frames={}, idle={})
    if printer is not None:
        printer.start(out)

    def row(table: str, size: tuple[int, int], name: str, args: list[str]) -> None:
        r = run(args, display, framebuffer)
        out[table].setdefault(size_label(size), {})[name] = r
        if printer is not None:
            printer.row(table, size_label(size), name, r)

    try:
        for size in sizes:
            for label in labels(names):
                row("frames", size, label, frame_args(label, size, frames, menu_seconds))
            if printer is not None:
                printer.close()  # the table's footnote now, not with the next one's first row
        if idle_seconds > 0:
            for size in sizes:
                for name in names:
                    args = ["--idle", name, "--size", size_label(size)]
                    row("idle", size, name, [*args, "--idle-seconds", str(idle_seconds)])
                if printer is not None:
                    printer.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    out["load_after"] = os.getloadavg()
    out["pace_ms"].append(machine_ms())
    out["jitter"] = host_jitter(pace_ms=out["pace_ms"][-1])
    return out


def target_for(size: tuple[int, int]) -> float:
    """Whole-frame p99 target: 4 ms up to 1280×720, 10 ms at 3840×2160, by pixels between."""
    small, large = 1280 * 720, 3840 * 2160
    k = min(1.0, max(0.0, (size[0] * size[1] - small) / (large - small)))
    return 4.0 + 6.0 * k


def frame_ok(size: tuple[int, int], name: str, r: dict) -> bool:
    """The scene's row against its targets: the whole frame's p99, the pace, and at
    3840×2160 the present's median."""
    # the menu never animates (its title bobs): it runs at the loop's rest rate
    paced = name == "menu" or r["fps"] >= FPS_TARGET
    ok = r["frame_p99_ms"] <= target_for(size) and paced
    if size == (3840, 2160):
        ok = ok and r["present_median_ms"] <= TARGETS["present_median_ms"]
    return ok


def verdicts(results: dict) -> list[str]:
    """One line per target: met or missed, and by which scenes (the worst figure each),
    so a re-run on a quiet machine reads at a glance."""
    lines = []

    def line(what: str, over: list[tuple[str, float]], unit: str) -> None:
        if over:
            worst = ", ".join(f"{name} {value:.2f}{unit}" for name, value in over)
            lines.append(f"MISSED {what}: {worst}")
        else:
            lines.append(f"met    {what}")

    for label, per_scene in results["frames"].items():
        size = tuple(int(v) for v in label.split("x"))
        target = target_for(size)
        for key, clock in (("frame_p99_ms", "wall"), ("cpu_p99_ms", "CPU")):
            over = [(n, r[key]) for n, r in per_scene.items() if r[key] > target]
            line(f"whole frame p99 <= {target:g} ms at {label} ({clock})", over, " ms")
        if size == (3840, 2160):
            limit = TARGETS["present_median_ms"]
            over = [
                (n, r["present_median_ms"])
                for n, r in per_scene.items()
                if r["present_median_ms"] > limit
            ]
            line(f"present median <= {limit:g} ms at {label}", over, " ms")
            over = [
                (n, r["fps"]) for n, r in per_scene.items() if n != "menu" and r["fps"] < FPS_TARGET
            ]
            line(f"frames shown >= {FPS_TARGET:g} a second at {label}", over, " fps")
    for label, per_scene in results["idle"].items():
        over = [
            (n, r["cpu_percent"])
            for n, r in per_scene.items()
            if r["cpu_percent"] >= IDLE_CPU_TARGET
        ]
        line(f"idle table < {IDLE_CPU_TARGET:g}% of one core at {label}", over, "%")
    return lines


def load_line(results: dict) -> str:
    """The load average before / after, the machine's pace and the host's jitter."""
    load = "load average " + " / ".join(
        f"{a:.2f} {b:.2f} {c:.2f}" for a, b, c in (results["load"], results["load_after"])
    )
    pace = results.get("pace_ms")
    if pace:  # older JSON has none
        load += "; machine pace " + " / ".join(f"{ms:.0f}" for ms in pace) + " ms"
    jitter = results.get("jitter")
    if jitter:
        load += (
            f"; constant {jitter['median_ms']:.2f} ms frames: p99 {jitter['p99_ms']:.2f} ms"
            f" ({jitter['p99_ms'] / jitter['median_ms']:.2f}x)"
        )
    return load


class Printer:
    """The report's lines, each printed and flushed as soon as its figures are known (a
    table's heading with its first row, each row when its scene is measured, the
    footnote when the table is over), to ``out`` (None: ``sys.stdout`` at each line,
    a file or a pipe as much as a terminal). ``report`` prints a finished run's results
    through it too, so a run read from JSON reads as one printed as it went."""

    def __init__(self, frames: int, menu_seconds: float | None, out=None) -> None:
        self.frames, self.menu_seconds, self.out = frames, menu_seconds, out
        self.table: tuple[str, str] | None = None

    def line(self, text: str = "") -> None:
        print(text, file=sys.stdout if self.out is None else self.out, flush=True)

    def start(self, results: dict) -> None:
        """Before the first scene: where, and the load and pace so far."""
        load = " ".join(f"{v:.2f}" for v in results["load"])
        pace = " / ".join(f"{ms:.0f}" for ms in results["pace_ms"])
        self.line(
            f"real X window (Xvfb {results['display']}); load average {load}; machine pace "
            f"{pace} ms (before; each scene's line as it is measured, the verdicts last)"
        )

    def row(self, table: str, label: str, name: str, r: dict) -> None:
        if self.table != (table, label):
            self.close()
            self.table = (table, label)
            (self.frames_heading if table == "frames" else self.idle_heading)(label)
        if table == "frames":
            size = tuple(int(v) for v in label.split("x"))
            self.line(
                f"{name:28} {r['frame_median_ms']:9.2f} {r['frame_p99_ms']:9.2f}"
                f" {r['cpu_median_ms']:8.2f} {r['cpu_p99_ms']:8.2f}"
                f" {r['present_median_ms']:9.2f} {r['present_p99_ms']:9.2f}"
                f" {r['share_mean'] * 100:8.1f} {r['share_max'] * 100:6.1f} {r['fps']:6.1f}"
                f"   {'ok' if frame_ok(size, name, r) else 'OVER'}"
            )
        else:
            ok = "ok" if r["cpu_percent"] < IDLE_CPU_TARGET else "OVER"
            self.line(
                f"{name:28} {r['cpu_percent']:7.2f} {r['frames_per_s']:9.1f}"
                f" {r['presents_per_s']:11.1f} {r['share_max'] * 100:12.2f}   {ok}"
            )

    def frames_heading(self, label: str) -> None:
        target = target_for(tuple(int(v) for v in label.split("x")))
        self.line(
            f"whole frame at {label} in the game's loop (tick, step, present), wall clock and "
            f"the game thread's CPU time, {self.frames} frames while animating"
            + ("" if self.menu_seconds is None else f" (the menu: {self.menu_seconds:g} s at rest)")
        )
        self.line(
            f"{'scene':28} {'frame med':>9} {'frame p99':>9} {'cpu med':>8} {'cpu p99':>8}"
            f" {'pres med':>9} {'pres p99':>9} {'share %':>8} {'max %':>6} {'fps':>6}"
            f"   frame p99 <= {target:.0f} ms, present med <= 1 ms, fps >= {FPS_TARGET:g}"
        )

    def idle_heading(self, label: str) -> None:
        self.line(f"idle table at {label}: no input, nothing moving; CPU of the whole process")
        self.line(
            f"{'scene':28} {'CPU %':>7} {'frames/s':>9} {'presents/s':>11} {'max share %':>12}"
            f"   CPU < {IDLE_CPU_TARGET:g}% of one core"
        )

    def close(self) -> None:
        """The end of a table: its footnote (the frames tables) and a blank line."""
        if self.table is not None and self.table[0] == "frames":
            self.line(
                "frame: update+draw+present (wall); cpu: the same frame in the game thread's "
                "CPU time (wall far above it: the host was busy);\nshare: the window's area "
                "presented per frame (mean, max); fps: frames shown per second of wall clock "
                "(a frame with nothing changed presents\nno pixels; the menu, which never "
                "animates, is drawn at the loop's rest rate, App.REST_WAIT, and timed over "
                "--menu-seconds)"
            )
        if self.table is not None:
            self.line()
        self.table = None

    def verdicts(self, results: dict, summary: str = "") -> None:
        """After the last table: the run's summary line (if any), then the verdicts."""
        self.close()
        if summary:
            self.line(summary)
        self.line(f"verdict ({load_line(results)}):")
        for line in verdicts(results):
            self.line("  " + line)


def summary_line(results: dict) -> str:
    fb = next(iter(next(iter(results["frames"].values())).values()))["framebuffer"]
    return (
        f"real X window (Xvfb {results['display']}), framebuffer: {fb}; {load_line(results)}"
        " (before / after)"
    )


def report(results: dict, out=None) -> None:
    """A finished run's tables and verdicts (from ``measure``, or read back from JSON)."""
    if "skipped" in results:
        print(results["skipped"], file=sys.stdout if out is None else out, flush=True)
        return
    rows = [r for per_scene in results["frames"].values() for r in per_scene.values()]
    frames = next((r["frames"] for r in rows if not r.get("timed_seconds")), FRAMES)
    seconds = next((r["timed_seconds"] for r in rows if r.get("timed_seconds")), None)
    printer = Printer(frames, seconds, out)
    printer.line(summary_line(results))
    for table in ("frames", "idle"):
        for label, per_scene in results[table].items():
            for name, r in per_scene.items():
                printer.row(table, label, name, r)
    printer.verdicts(results)


def parse_size(text: str) -> tuple[int, int]:
    w, sep, h = text.lower().partition("x")
    if not (sep and w.isdigit() and h.isdigit()):
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, e.g. 1920x1080, not {text!r}")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.window")
    p.add_argument("--size", type=parse_size, action="append", help="WxH (repeatable)")
    p.add_argument("--frames", type=int, default=FRAMES, help="measured frames per animating scene")
    p.add_argument(
        "--menu-seconds",
        type=float,
        default=MENU_SECONDS,
        help="wall clock the menu (drawn at the loop's rest rate) is timed over",
    )
    p.add_argument(
        "--idle-seconds", type=float, default=IDLE_SECONDS, help="0 leaves the idle table out"
    )
    p.add_argument("--scenes", default="")
    p.add_argument("--framebuffer", choices=("auto", "native", "texture"), default="auto")
    p.add_argument(
        "--display",
        type=int,
        default=None,
        help="the private Xvfb's display number (default: a free one)",
    )
    p.add_argument("--json", action="store_true")
    p.add_argument("--one", default="", help=argparse.SUPPRESS)  # child: one scene's frames
    p.add_argument("--idle", default="", help=argparse.SUPPRESS)  # child: one scene at rest
    args = p.parse_args(argv)
    sizes = args.size or list(SIZES)
    if args.one or args.idle:
        headless()  # a private data folder; the parent set the X display and driver
        if args.one:
            seconds = args.menu_seconds if args.one in RESTING else None
            print(json.dumps(time_scene(args.one, args.frames, sizes[0], seconds)))
        else:
            print(json.dumps(idle_scene(args.idle, args.idle_seconds, sizes[0])))
        return 0
    if args.frames < 1 or args.menu_seconds <= 0 or args.idle_seconds < 0:
        p.error("--frames takes 1 or more, --menu-seconds more than 0, --idle-seconds 0 or more")
    names = chosen_scenes(p, args.scenes)
    resting = args.menu_seconds if set(names) & set(RESTING) else None
    printer = None if args.json else Printer(args.frames, resting)
    results = measure(
        names,
        sizes,
        args.frames,
        args.idle_seconds,
        args.framebuffer,
        args.display,
        args.menu_seconds,
        printer,
    )
    if args.json:
        print(json.dumps(results, indent=1))
    elif "skipped" in results:
        print(results["skipped"])
    else:
        printer.verdicts(results, summary_line(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
