"""Benchmarks of waiting: how long a hint takes, and the longest frame after an input.

``hint_latency`` times each game's hint (one bot per deal, as the table keeps
it: a solver's first search of a deal is the costly one) over
positions from play that follows the hints, with a share of other moves so
the positions vary. ``worst_frames`` runs the app at 60 frames a second of
wall clock, presses New deal with "winnable deals only" on in Monte Carlo and
Maze and Hint in every game, and reports the longest update+draw while the
answer is worked out on its thread (the frame must never wait for it).
"""

from __future__ import annotations

import random
import statistics
import time

HINT_TARGET_MS = {
    "monte_carlo": 150,
    "combo": 150,
    "slotker": 150,
    "maze": 1000,
    "zoomer": 1000,
}
FRAME_TARGET_MS = 50.0


def hint_latency(positions: int, seed: int = 1) -> dict[str, dict]:
    """Per game and mode: median and p99 ms of ``bot.hint`` over ``positions`` positions
    (hard mode too: Zoomer Matrix's bot looks a draw further there, Maze's has a budget)."""
    out = {}
    for name in HINT_TARGET_MS:
        for hard in (False, True):
            times = _hint_times(name, hard, positions, seed)
            out[name + (" (hard)" if hard else "")] = {
                "median_ms": statistics.median(times),
                "p99_ms": percentile(times, 99),
                "positions": len(times),
                "target_ms": HINT_TARGET_MS[name],
            }
    return out


def _hint_times(name: str, hard: bool, positions: int, seed: int) -> list[float]:
    from game.ai import bot_for
    from game.rules import GAMES

    rnd = random.Random(seed)
    times: list[float] = []
    deal = seed
    while len(times) < positions:
        g = GAMES[name].new(seed=deal, hard=hard)
        bot = bot_for(name, seed=deal)  # one bot per deal, as the table keeps it
        deal += 1
        while g.status == "playing" and len(times) < positions:
            t0 = time.perf_counter()
            hint = bot.hint(g.clone())
            times.append((time.perf_counter() - t0) * 1000)
            moves = g.legal_moves()
            if not moves:
                break
            move = hint.move if hint.move in moves and rnd.random() < 0.7 else None
            g.play(move or rnd.choice(moves))
    return times


def _frames(app, until, limit_s: float) -> tuple[float, float]:
    """Frames paced at 60 a second until ``until()``: the longest update+draw in ms of
    wall clock, and the game thread's CPU time in that frame (the difference is time
    spent waiting: for the worker holding the interpreter, or for a busy machine)."""
    worst = (0.0, 0.0)
    end = time.perf_counter() + limit_s
    while time.perf_counter() < end:
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        spent = time.perf_counter() - t0
        worst = max(worst, (spent * 1000, (time.thread_time() - c0) * 1000))
        if until():
            break
        time.sleep(max(0.0, 1 / 60 - spent))
    return worst


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))]


def _press(app, name: str) -> None:
    from game.engine.input import press_key

    press_key(name)


def worst_frames(size: tuple[int, int]) -> dict[str, tuple[float, float]]:
    """The longest frame (ms, wall clock) in each situation that waits for a thread
    ("opened" counts the table's first frame, which makes its felt and card art)."""
    from game.app import App, Options

    out: dict[str, tuple[float, float]] = {}

    def idle(scene) -> bool:
        return not scene.search.active and not scene.timeline.busy and scene.hints.job is None

    # one app at a time: each holds the data folder's lock until its data is closed
    for name in ("monte_carlo", "maze"):
        app = App(Options(size=size))
        try:
            app.settings.set("winnable_only", True)
            app.settings.set("confirm", False)
            scene = app.scenes.push(name, hard=False)  # the search starts with the table
            out[f"{name}: opened, searching"] = _frames(app, lambda s=scene: idle(s), 60)
            _press(app, "n")
            again = _frames(app, lambda s=scene, a=app: idle(s) and not a.scenes.fading, 60)
            out[f"{name}: New deal, searching"] = again
        finally:
            app.data.close()
    for name in HINT_TARGET_MS:
        app = App(Options(size=size))
        try:
            scene = app.scenes.push(name, seed=7, hard=False)
            _frames(app, lambda s=scene: idle(s), 10)
            _press(app, "h")
            out[f"{name}: hint"] = _frames(app, lambda s=scene: idle(s), 30)
        finally:
            app.data.close()
    return out


def report(hints: dict[str, dict] | None, worst: dict[str, tuple] | None) -> None:
    """Print both tables with their targets."""
    if hints:
        print("hint latency (one bot per deal, as the table keeps it; wall clock)")
        for name, r in hints.items():
            ok = "ok" if r["p99_ms"] <= r["target_ms"] else "OVER"
            print(
                f"  {name:21} median {r['median_ms']:8.1f} ms   p99 {r['p99_ms']:8.1f} ms   "
                f"({r['positions']} positions; target p99 <= {r['target_ms']} ms) {ok}"
            )
    if worst:
        print(f"worst frame while a thread works (wall clock; target <= {FRAME_TARGET_MS:g} ms)")
        for label, (ms, cpu) in worst.items():
            ok = "ok" if ms <= FRAME_TARGET_MS else "OVER"
            print(f"  {label:32} {ms:7.1f} ms  ({cpu:.1f} ms CPU of the game thread)  {ok}")
