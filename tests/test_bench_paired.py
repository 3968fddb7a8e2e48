"""bench.paired: another commit and this checkout timed scene by scene, in turn, so a
slow host weighs on both and a p99 over a target is told to be the code's or the host's."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from bench import paired


def _git(repo: Path, *args: str) -> str:
    r = subprocess.run(
        ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
        capture_output=True,
        text=True,
        check=True,
    )
    return r.stdout.strip()


@pytest.fixture
def repo(tmp_path) -> Path:
    """A repository with two commits: the first without bench/window.py, the second with."""
    root = tmp_path / "repo"
    root.mkdir()
    _git(root, "init", "-q")
    (root / "README").write_text("first\n")
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "first")
    (root / "bench").mkdir()
    (root / "bench" / "window.py").write_text("# the scenes' timer\n")
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "second")
    return root


def test_the_reference_is_checked_out_beside_the_checkout_and_removed_after(repo):
    with paired.worktree("HEAD", repo) as tree:
        assert (tree / "bench" / "window.py").read_text() == "# the scenes' timer\n"
        assert tree.parent != repo and repo not in tree.parents
        assert len(_git(repo, "worktree", "list").splitlines()) == 2
    assert not tree.exists() and not tree.parent.exists()
    assert len(_git(repo, "worktree", "list").splitlines()) == 1
    assert _git(repo, "status", "--porcelain") == ""  # the checkout itself untouched


def test_a_reference_that_cannot_be_timed_is_refused_plainly_and_leaves_nothing(repo):
    with pytest.raises(ValueError, match="no commit 'nosuchrev'"):
        with paired.worktree("nosuchrev", repo):
            pass
    with pytest.raises(ValueError, match="has no bench/window.py"):
        with paired.worktree("HEAD~1", repo):
            pass
    assert len(_git(repo, "worktree", "list").splitlines()) == 1


def test_which_side_plays_first_alternates_from_round_to_round():
    order = paired.schedule(["zoomer", "combo"], [(1280, 720), (3840, 2160)], 3)
    assert len(order) == 3 * 2 * 2 * 2
    for r in range(3):
        this_round = [o for o in order if o[0] == r]
        firsts = {side for _r, _s, _n, side in this_round[::2]}
        assert firsts == {"reference" if r % 2 == 0 else "this"}
        # each scene's two plays are next to each other, at one size
        for a, b in zip(this_round[::2], this_round[1::2], strict=True):
            assert a[1:3] == b[1:3] and {a[3], b[3]} == {"reference", "this"}


def _row(frame: float, cpu: float) -> dict:
    return {"frame_p99_ms": frame, "cpu_p99_ms": cpu}


def test_each_side_is_played_in_its_own_tree_and_summed_up_by_the_median_over_rounds():
    trees = {"reference": Path("/ref"), "this": Path("/this")}
    played = []
    costs = {  # (tree, scene): the p99 each round gives
        ("/ref", "zoomer"): iter([6.0, 5.0, 7.0]),
        ("/this", "zoomer"): iter([4.0, 4.5, 3.0]),
        ("/this", "combo"): iter([2.0, 2.5, 2.2]),
    }

    def run(args, display, framebuffer, root):
        name = args[args.index("--one") + 1]
        played.append((str(root), name, args[args.index("--size") + 1], display))
        if (str(root), name) not in costs:
            raise RuntimeError(f"--one {name} under X failed: no such scenario there")
        p99 = next(costs[(str(root), name)])
        return _row(p99, p99 - 0.5)

    results = paired.measure(["zoomer", "combo"], [(1280, 720)], 600, 3, trees, run, ":7")
    assert len(played) == 12 and {p[3] for p in played} == {":7"}
    assert {p[2] for p in played} == {"1280x720"}
    assert results["reference"]["1280x720"]["combo"] == [None, None, None]
    rows = {r["scene"]: r for r in paired.summarise(results)}
    assert rows["zoomer"]["reference"] == {"frame": 6.0, "cpu": 5.5}
    assert rows["zoomer"]["this"] == {"frame": 4.0, "cpu": 3.5}
    assert rows["zoomer"]["ratio"] == pytest.approx(4.0 / 6.0)
    assert rows["combo"]["reference"] == {"frame": None, "cpu": None}
    assert rows["combo"]["this"]["frame"] == 2.2 and rows["combo"]["ratio"] is None


def test_the_report_prints_both_sides_the_ratio_and_its_spread(capsys):
    results = {
        "reference": {"1280x720": {"zoomer": [_row(6.0, 5.5)], "combo": [_row(4.0, 3.6)]}},
        "this": {"1280x720": {"zoomer": [_row(4.5, 4.2)], "combo": [_row(4.6, 4.0)]}},
        "rounds": 1,
        "load": (0.1, 0.2, 0.3),
        "load_after": (0.0, 0.1, 0.2),
        "pace_ms": [30.4, 31.6],
    }
    paired.report(results, "c5fce81")
    out = capsys.readouterr().out.splitlines()
    assert "reference c5fce81 against this checkout, 1 round(s) each" in out[0]
    assert "load average 0.10 0.20 0.30 / 0.00 0.10 0.20; machine pace 30 / 32 ms" in out[0]
    zoomer = next(line for line in out if " zoomer " in line).split()
    assert zoomer[2:] == ["6.00", "4.50", "5.50", "4.20", "0.75x"]
    summary = "this checkout's p99 over the reference's: median 0.95x (0.75-1.15x over 2 rows)"
    assert out[-1] == summary


def test_the_paired_bench_refuses_bad_options_plainly(capsys):
    for argv, words in (
        ([], "--reference"),
        (["--reference", "HEAD", "--rounds", "0"], "--rounds and --frames"),
        (["--reference", "HEAD", "--scenes", "solitaire"], "no scene solitaire"),
    ):
        with pytest.raises(SystemExit) as exc:
            paired.main(argv)
        assert exc.value.code == 2
        assert words in capsys.readouterr().err
