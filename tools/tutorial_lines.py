"""Record the tutorials' deals: for each game, the seed and line of moves that show the
most rules in the fewest steps, into game/tutorial_lines.json.

    python tools/tutorial_lines.py [game …] [--seeds N]

The lines come from the solvers (Monte Carlo, Maze: winning lines) and the
bots (the others), searched over seeds 1..N once; the file is data, so a
tutorial never depends on a bot's timing at play time.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import bot_for  # noqa: E402
from game.rules import GAMES  # noqa: E402
from game.tutorials import LINES, games, tutorial_for  # noqa: E402


def line_for(name: str, seed: int) -> list[list] | None:
    """A line of moves for the deal: a winning one where a solver proves one."""
    game = GAMES[name].new(seed=seed)
    if name == "monte_carlo":
        from game.games.monte_carlo.bot import solve

        found = solve(game, budget=200_000)
        return [list(m) for m in found.line] if found.winnable else None
    if name == "maze":
        from game.games.maze.bot import solve

        found = solve(game, 1e9, 20_000)
        return [list(m) for m in found.line] if found.winnable else None
    bot, moves = bot_for(name, seed=0), []
    while game.status == "playing" and len(moves) < 400:
        move = bot.choose(game)
        game.play(move)
        moves.append(list(move))
    return moves


# rules a game's tutorial must show, each as a set of concepts any one of which does
REQUIRED: dict[str, list[set[str]]] = {
    "slotker": [
        {"draw"},
        {"set_rank", "lower_rank", "beat_rank"},
        {"set_symbol", "lower_symbol", "beat_symbol"},
        {"beat_rank", "beat_symbol"},
    ],
    "zoomer": [{"draw"}, {"place"}, {"clear", "clear_hand"}, {"win_trap", "win_pent", "win_slam"}],
}


def best(name: str, seeds: int) -> dict:
    """The seed whose tutorial shows the most rules in the fewest steps (a rule is worth
    30 steps; a win shown, for Zoomer Matrix's kinds of win, 40 more)."""
    chosen, score = None, None
    for seed in range(1, seeds + 1):
        moves = line_for(name, seed)
        if not moves:
            continue
        data = {"seed": seed, "moves": moves}
        tut = tutorial_for(name, {name: data})
        if not all(set(tut.concepts) & need for need in REQUIRED.get(name, [])):
            continue
        wins = any(c.startswith("win_") for c in tut.concepts)
        key = (30 * len(tut.concepts) + 40 * wins - len(tut.steps), len(tut.concepts))
        if score is None or key > score:
            chosen, score = {"seed": seed, "moves": moves[: len(tut.steps)]}, key
    assert chosen is not None, f"{name}: no line found"
    tut = tutorial_for(name, {name: chosen})
    print(f"{name}: seed {chosen['seed']}, rules {', '.join(tut.concepts)}; "
          f"{len(tut.steps)} steps")  # fmt: skip
    return chosen


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("games", nargs="*", default=list(games()))
    p.add_argument("--seeds", type=int, default=80)
    args = p.parse_args(argv)
    lines = json.loads(LINES.read_text()) if LINES.exists() else {}
    for name in args.games:
        lines[name] = best(name, args.seeds)
    LINES.write_text(json.dumps(lines, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {LINES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
