"""The headless simulator: its numbers, text and JSON output, the fallback player, the cap."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import game.sim as sim
from game.ai import bot_for
from game.ai.greedy import greedy_for
from game.games.maze.rules import MOVE_BUDGET
from game.rules import GAMES
from tests.sampling import sampled


class FakeTTY(io.StringIO):
    def isatty(self) -> bool:
        return True


# --- the interval -------------------------------------------------------------------


@pytest.mark.parametrize(
    "wins, n, lo, hi",
    [
        # textbook values of the 95% Wilson score interval
        (5, 10, 0.2366, 0.7634),
        (1, 10, 0.0179, 0.4042),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
    ],
)
def test_wilson_interval_on_known_counts(wins, n, lo, hi):
    got = sim.wilson(wins, n)
    assert got == pytest.approx((lo, hi), abs=1e-4)


def test_wilson_interval_ends_are_exact_and_inside_zero_one():
    assert sim.wilson(0, 1000)[0] == 0.0
    assert sim.wilson(1000, 1000)[1] == 1.0
    for wins in range(0, 21):
        lo, hi = sim.wilson(wins, 20)
        assert 0.0 <= lo <= wins / 20 <= hi <= 1.0
    assert sim.wilson(0, 0) == (0.0, 1.0)


# --- runs ---------------------------------------------------------------------------


def played_by_hand(name: str, seeds: range, hard: bool = False) -> list:
    """The same deals played by hand with the game's bot, for the simulator to agree with."""
    bot = bot_for(name, seed=seeds.start)
    games = []
    for seed in seeds:
        g = GAMES[name].new(seed=seed, hard=hard)
        while g.status == "playing":
            g.play(bot.choose(g))
        games.append(g)
    return games


def expected_wins(name: str, seeds: range, hard: bool = False) -> int:
    return sum(g.status == "won" for g in played_by_hand(name, seeds, hard))


def run(argv: list[str]) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    assert sim.main(argv, out=out, err=err) == 0
    return out.getvalue(), err.getvalue()


# deals 3..14: the first four in the quick suite, the other eight in the full one
@pytest.mark.parametrize("seed, games", sampled([(3, 4), (7, 8)], keep={(3, 4)}))
def test_text_report_of_a_small_slotker_run(seed, games):
    out, err = run(["--game", "slotker", "--games", str(games), "--seed", str(seed)])
    won = expected_wins("slotker", range(seed, seed + games))
    lo, hi = sim.wilson(won, games)
    lines = out.splitlines()
    assert lines[0] == f"slotker (normal): {games} games, seeds {seed}..{seed + games - 1}"
    assert lines[1] == "bot: game.games.slotker.bot.Bot"
    assert lines[2] == (
        f"won {won}/{games} = {100 * won / games:.1f}% "
        f"(95% Wilson interval {100 * lo:.1f}%..{100 * hi:.1f}%)"
    )
    assert any(line.startswith("moves per game: ") for line in lines)
    assert lines[-1].startswith("speed: ")
    assert not any(line.startswith("score:") for line in lines)  # SLOTKER has no score
    assert err == ""  # a short run on a pipe shows no progress


def test_json_report_of_a_small_combo_run():
    out, _ = run(["--game", "combo", "--games", "2", "--hard", "--json"])
    d = json.loads(out)
    assert d["game"] == "combo" and d["hard"] is True and d["games"] == 2 and d["seed"] == 0
    assert d["won"] + d["lost"] == 2 and d["capped"] == 0 and d["fallback"] is False
    by_hand = played_by_hand("combo", range(0, 2), hard=True)  # played once, checked twice
    assert d["won"] == sum(g.status == "won" for g in by_hand)
    assert d["ci95"] == pytest.approx(list(sim.wilson(d["won"], 2)))
    assert d["win_rate"] == d["won"] / 2
    scores = [g.score for g in by_hand]
    assert d["score_mean"] == pytest.approx(sum(scores) / 2)
    assert d["score_median"] == pytest.approx(sum(scores) / 2)
    assert d["moves_mean"] > 0
    assert out.count("\n") == 1


def test_text_report_names_the_ways_zoomer_was_won():
    # the bot wins deal 36 by Trap (in 16 moves; deal 0's Trap win takes 145) and deal 9 by
    # Pent, deal 9 within 40 moves (in 30; deal 10 is cut at 40)
    out, _ = run(["--game", "zoomer", "--seed", "36", "--games", "1", "--no-progress"])
    assert "won 1/1" in out and "wins by kind: trap 1 (100.0%)" in out
    args = ["--game", "zoomer", "--seed", "9", "--games", "2", "--max-moves", "40", "--json"]
    d = json.loads(run(args)[0])
    assert d["results"] == {"pent": 1} and d["won"] == 1 and d["capped"] == 1


def test_fallback_random_player_is_named_and_capped_games_count_as_lost(monkeypatch):
    monkeypatch.setattr(sim, "bot_for", lambda name, seed=0: None)
    out, _ = run(["--game", "maze", "--games", "3", "--max-moves", "40"])
    assert "bot: random legal moves (no bot for maze yet)" in out
    assert "won 0/3" in out
    assert "capped at 40 moves: 3 game(s), counted as lost" in out
    d = json.loads(run(["--game", "maze", "--games", "3", "--max-moves", "40", "--json"])[0])
    assert d["fallback"] is True and d["capped"] == 3 and d["lost"] == 3
    assert d["moves_mean"] == 40 and d["max_moves"] == 40


def test_maze_has_a_default_cap():
    assert sim.max_moves_for("maze") == 2000


def test_random_player_is_seeded():
    a = sim.simulate("monte_carlo", 3, seed=5)
    b = sim.simulate("monte_carlo", 3, seed=5)
    assert a.won == b.won and a.moves == b.moves
    r1, r2 = sim.RandomPlayer(1), sim.RandomPlayer(1)
    g = GAMES["combo"].new(seed=1)
    assert r1.choose(g) == r2.choose(g)


def test_progress_bar_on_a_terminal_only_when_asked_for():
    tty = FakeTTY()
    p = sim.Progress(4, tty, enabled=True)
    for done in range(1, 5):
        p.update(done, won=done // 2)
    text = tty.getvalue()
    assert text.count("\r") == 4 and text.endswith("\n")
    assert "4/4 won 2 (50.0%)" in text
    pipe = io.StringIO()
    p = sim.Progress(20, pipe, enabled=True)
    for done in range(1, 21):
        p.update(done, won=0)
    assert len(pipe.getvalue().splitlines()) == 10  # one line a tenth
    quiet = io.StringIO()
    sim.Progress(20, quiet, enabled=False).update(1, 0)
    assert quiet.getvalue() == ""


# deals 7..16: the first four in the quick suite, the other six in the full one
@pytest.mark.parametrize("seed, games", sampled([(7, 4), (11, 6)], keep={(7, 4)}))
def test_worker_processes_give_the_same_numbers(seed, games):
    one = sim.simulate("slotker", games, hard=True, seed=seed)
    two = sim.simulate("slotker", games, hard=True, seed=seed, jobs=2)
    assert len(one.moves) == len(two.moves) == games
    assert (one.won, one.moves, one.results) == (two.won, two.moves, two.results)
    assert two.jobs == 2 and "2 jobs" in two.text()


def test_bad_arguments_are_refused():
    for argv in (
        ["--game", "nope"],
        ["--game", "combo", "--games", "0"],
        ["--game", "combo", "--jobs", "0"],
    ):
        with pytest.raises(SystemExit):
            sim.main(argv, out=io.StringIO(), err=io.StringIO())


def test_runs_as_a_module():
    proc = subprocess.run(
        [sys.executable, "-m", "game.sim", "--game", "slotker", "--games", "3", "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    d = json.loads(proc.stdout)
    assert d["game"] == "slotker" and d["games"] == 3


def test_greedy_player_in_the_simulator():
    out, _ = run(["--game", "maze", "--hard", "--games", "3", "--player", "greedy"])
    assert "bot: game.games.maze.greedy.MazeGreedy" in out
    assert "capped at 2000 moves: 0 game(s)" in out  # the budget ends every hard game
    d = json.loads(
        run(["--game", "maze", "--hard", "--games", "3", "--player", "greedy", "--json"])[0]
    )
    assert d["capped"] == 0 and d["moves_mean"] <= MOVE_BUDGET
    player = greedy_for("maze", seed=0)
    won = 0
    for seed in range(3):
        g = GAMES["maze"].new(seed=seed, hard=True)
        while g.status == "playing":
            g.play(player.choose(g))
        won += g.status == "won"
    assert d["won"] == won
    with pytest.raises(SystemExit):
        sim.main(["--game", "slotker", "--player", "greedy"], out=io.StringIO(), err=io.StringIO())
    with pytest.raises(ValueError, match="no greedy player"):
        sim.make_player("slotker", 0, "greedy")


def test_notes_player_is_zoomers_bot_with_the_notes_rule():
    out, _ = run(
        ["--game", "zoomer", "--hard", "--games", "1", "--max-moves", "2", "--player", "notes"]
    )
    assert "bot: game.games.zoomer.bot.Bot with the notes' rule" in out
    player = sim.make_player("zoomer", 0, "notes")
    assert player.notes and not bot_for("zoomer").notes
    assert (
        "bot: game.games.zoomer.bot.Bot\n"
        in run(["--game", "zoomer", "--games", "1", "--max-moves", "2"])[0]
    )
    with pytest.raises(SystemExit):
        sim.main(["--game", "maze", "--player", "notes"], out=io.StringIO(), err=io.StringIO())
    with pytest.raises(ValueError, match="maze has no notes player"):
        sim.make_player("maze", 0, "notes")
