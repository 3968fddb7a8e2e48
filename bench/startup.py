"""Start-up: from spawning a fresh interpreter to the first menu frame presented.

    python -m bench.startup [--runs N]

The child is ``python -m bench.startup --child``: it starts the game exactly as
``main.py`` does (``game.cli.main`` with no flags: the data folder and its lock, the
settings, the window, every level checked, the menu pushed), except that ``App.run``
is replaced, in that process only, by one turn of the game's own loop (clock tick,
rest, step, present), after which the child says so on stdout and closes the app. The
parent's clock runs from the spawn to reading that line, so interpreter start, imports
and the first present are all in the figure, as when the game itself reported its
first frame (the hook it had inside ``App.run`` is gone).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

# The child runs this module too: what only the parent uses (subprocess, statistics: some
# 15 ms of imports) is imported where it is used, so the child starts as main.py would.

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 0.5
READY = "first frame"


def first_frame_then_stop(app) -> int:
    """In place of ``App.run``: its first turn, in its order, then close as it does."""
    dt = app.rest(min(app.clock.tick(60) / 1000.0, 0.05))
    app.step(dt)
    app.present()
    app.frames += 1
    print(READY, flush=True)
    app.close()
    return 0


def child() -> int:
    from game import cli
    from game.app import App

    App.run = first_frame_then_stop
    return cli.main([])


def launches(runs: int = 5) -> list[float]:
    """Seconds from process spawn to the first menu frame presented, per launch."""
    import subprocess

    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "bench.startup", "--child"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - t0
        _rest, err = proc.communicate(timeout=60)
        if not line.startswith(READY):
            raise RuntimeError(f"the game did not report its first frame:\n{err}")
        out.append(elapsed)
    return out


def measure(runs: int = 5) -> dict:
    import statistics

    times = launches(runs)
    return {"median_s": statistics.median(times), "max_s": max(times), "runs": len(times)}


def report(s: dict) -> None:
    ok = "ok" if s["median_s"] <= TARGET_S else "OVER"
    print(
        f"first menu frame: median {s['median_s']:.3f} s, worst {s['max_s']:.3f} s "
        f"({s['runs']} launches; target <= {TARGET_S} s) {ok}"
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.startup")
    p.add_argument("--runs", type=int, default=5, help="launches measured")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        return child()
    from bench.scenarios import headless

    headless()
    report(measure(args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
