"""Another commit and this checkout, scene by scene, on one X server in the same minutes.

    python -m bench.paired --reference REV [--size WxH ...] [--frames N] [--scenes ...]
                           [--rounds R] [--json]

A p99 printed by ``bench.window`` is the code and the host together: on the same kind
of 2-core virtual machine, one commit's Zoomer p99 at 1280×720 was 3.81 ms in one
session and 6.41 ms in another. When a run misses a target, this tells the two apart:
the reference (any commit with ``bench/window.py``, checked out in a temporary git
worktree) and this checkout play each scene in turn, each frame table in its own
interpreter (``bench.window``'s child, with this interpreter and its packages) on one
private Xvfb, and which of the two goes first alternates from round to round, so a
host that slows down weighs on both. Printed per window size and scene: each side's
whole-frame p99, wall clock and the game thread's CPU time, the median over the
rounds, and this checkout's over the reference's.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from bench.scenarios import chosen_scenes
from bench.window import (
    ROOT,
    SIZES,
    labels,
    machine_ms,
    parse_size,
    run_child,
    size_label,
    start_xvfb,
)

SIDES = ("reference", "this")


@contextlib.contextmanager
def worktree(rev: str, repo: Path = ROOT) -> Iterator[Path]:
    """``rev`` of ``repo`` checked out in a temporary folder, removed afterwards
    (``git worktree add --detach``: the checkout's own branch and files are left alone)."""
    where = Path(tempfile.mkdtemp(prefix="paired-")) / "reference"
    add = subprocess.run(
        ["git", "-C", str(repo), "worktree", "add", "--detach", str(where), rev],
        capture_output=True,
        text=True,
        check=False,
    )
    if add.returncode != 0:
        shutil.rmtree(where.parent, ignore_errors=True)
        raise ValueError(f"no commit {rev!r} to check out: {add.stderr.strip()}")
    try:
        if not (where / "bench" / "window.py").is_file():
            raise ValueError(f"{rev} has no bench/window.py to time its scenes with")
        yield where
    finally:
        subprocess.run(
            ["git", "-C", str(repo), "worktree", "remove", "--force", str(where)],
            capture_output=True,
            check=False,
        )
        shutil.rmtree(where.parent, ignore_errors=True)


def schedule(
    names: list[str], sizes: list[tuple[int, int]], rounds: int
) -> list[tuple[int, tuple[int, int], str, str]]:
    """(round, size, scene, side) in the order they run: each scene by both sides one
    after the other, the reference first in even rounds and this checkout in odd ones."""
    out = []
    for r in range(rounds):
        sides = SIDES if r % 2 == 0 else SIDES[::-1]
        for size in sizes:
            for name in names:
                out += [(r, size, name, side) for side in sides]
    return out


Row = dict | None  # a child's frame table row, None where that side could not play it


def measure(
    names: list[str],
    sizes: list[tuple[int, int]],
    frames: int,
    rounds: int,
    trees: dict[str, Path],
    run: Callable[..., dict] = run_child,
    display: str = "",
) -> dict:
    """Every (round, size, scene, side) of ``schedule`` played by ``run`` (a child of
    ``bench.window`` in that side's tree); {side: {size: {scene: [row per round]}}}."""
    out: dict = {side: {size_label(s): {n: [] for n in names} for s in sizes} for side in SIDES}
    for _r, size, name, side in schedule(names, sizes, rounds):
        args = ["--one", name, "--size", size_label(size), "--frames", str(frames)]
        try:
            row: Row = run(args, display, "auto", root=trees[side])
        except RuntimeError:  # the reference has no such scenario, or its child failed
            row = None
        out[side][size_label(size)][name].append(row)
    return out


def _median(rows: list[Row], key: str) -> float | None:
    got = [r[key] for r in rows if r is not None and key in r]
    return statistics.median(got) if len(got) == len(rows) and got else None


def summarise(results: dict) -> list[dict]:
    """One row per size and scene: each side's p99 (wall, CPU), the median over its
    rounds (None where a round could not play it), and this side's over the reference's."""
    out = []
    for size, scenes in results["this"].items():
        for name in scenes:
            row: dict = {"size": size, "scene": name}
            for side in SIDES:
                rows = results[side][size][name]
                row[side] = {k: _median(rows, f"{k}_p99_ms") for k in ("frame", "cpu")}
            ref, this = row["reference"]["frame"], row["this"]["frame"]
            row["ratio"] = this / ref if ref and this is not None else None
            out.append(row)
    return out


def _ms(v: float | None) -> str:
    return "—" if v is None else f"{v:.2f}"


def report(results: dict, rev: str) -> None:
    rows = summarise(results)
    load = " / ".join(
        " ".join(f"{v:.2f}" for v in la) for la in (results["load"], results["load_after"])
    )
    pace = " / ".join(f"{ms:.0f}" for ms in results["pace_ms"])
    print(
        f"reference {rev} against this checkout, {results['rounds']} round(s) each; whole frame"
        f" p99 in ms, the median over the rounds; load average {load}; machine pace {pace} ms"
    )
    print(f"{'size':10} {'scene':28} {'ref wall':>9} {'this wall':>9} {'ref cpu':>8} "
          f"{'this cpu':>8} {'this/ref':>8}")  # fmt: skip
    for r in rows:
        ratio = "—" if r["ratio"] is None else f"{r['ratio']:.2f}x"
        print(
            f"{r['size']:10} {r['scene']:28} {_ms(r['reference']['frame']):>9} "
            f"{_ms(r['this']['frame']):>9} {_ms(r['reference']['cpu']):>8} "
            f"{_ms(r['this']['cpu']):>8} {ratio:>8}"
        )
    ratios = sorted(r["ratio"] for r in rows if r["ratio"] is not None)
    if ratios:
        print(
            f"this checkout's p99 over the reference's: median {statistics.median(ratios):.2f}x"
            f" ({ratios[0]:.2f}-{ratios[-1]:.2f}x over {len(ratios)} rows)"
        )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.paired")
    p.add_argument("--reference", required=True, help="the commit to compare with")
    p.add_argument("--size", type=parse_size, action="append", help="WxH (repeatable)")
    p.add_argument("--frames", type=int, default=600, help="measured frames per scene")
    p.add_argument("--scenes", default="", help="games, comma-separated (their scenarios too)")
    p.add_argument("--rounds", type=int, default=2, help="times each side plays each scene")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.rounds < 1 or args.frames < 1:
        p.error("--rounds and --frames take a number of 1 or more")
    names = chosen_scenes(p, args.scenes)
    with contextlib.ExitStack() as stack:  # the worktree and the X server, gone however it ends
        try:
            tree = stack.enter_context(worktree(args.reference))
        except ValueError as exc:  # only the reference's own faults are usage errors
            p.error(str(exc))
        server = start_xvfb()
        if server is None:
            p.error("no Xvfb (apt-get install xvfb): the scenes are timed in a real window")
        proc, display = server
        stack.callback(proc.wait, timeout=10)
        stack.callback(proc.terminate)  # first: callbacks run last in, first out
        load, pace = os.getloadavg(), machine_ms()
        sizes = args.size or list(SIZES)
        trees = {"reference": tree, "this": ROOT}
        results = measure(labels(names), sizes, args.frames, args.rounds, trees, display=display)
    results.update(
        rounds=args.rounds, load=load, load_after=os.getloadavg(), pace_ms=[pace, machine_ms()]
    )
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        report(results, args.reference)
    return 0


if __name__ == "__main__":
    sys.exit(main())
