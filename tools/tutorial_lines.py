"""Record the tutorials' deals: for each game, the seed and line of moves that show the
most rules in the fewest steps, into the file its lesson names (``line_file``: a
tutorial_line.json in the game's folder).

    python tools/tutorial_lines.py [game …] [--seeds N] [--nodes N]

The lines come from the games' solvers where the catalog names one (winning lines) and
from their bots otherwise, searched over seeds 1..N once; the file is data, so a
tutorial never depends on a bot's timing at play time.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import catalog  # noqa: E402
from game.rules import GAMES  # noqa: E402
from game.tutorials import games, lesson_for, tutorial_for  # noqa: E402

# boards (positions) a solver may search for one deal's winning line: the lines are
# recorded once, offline, so with more room than a verdict's budget
NODES = 200_000
MOVES = 400  # a bot's line is cut here


def line_for(name: str, seed: int, nodes: int = NODES) -> list[list] | None:
    """A line of moves for the deal: a winning one where the game's solver proves one
    (None where it does not), else its bot's."""
    info = catalog.get(name)
    game = GAMES[name].new(seed=seed)
    if info.solver is not None:
        found = catalog.load(info.solver)(game, max(nodes, info.verdict_nodes))
        return [list(m) for m in found.line] if found.winnable else None
    bot, moves = info.make_bot(seed=0), []
    while game.status == "playing" and len(moves) < MOVES:
        move = bot.choose(game)
        game.play(move)
        moves.append(list(move))
    return moves


def best(name: str, seeds: int, nodes: int = NODES) -> dict:
    """The seed whose tutorial shows the most rules in the fewest steps (a rule is worth
    30 steps; a win shown, as Zoomer Matrix's kinds of win are, 40 more), among those
    showing every rule its lesson requires."""
    lesson = lesson_for(name)
    assert lesson is not None, f"{name}: no tutorial"
    chosen, score = None, None
    for seed in range(1, seeds + 1):
        moves = line_for(name, seed, nodes)
        if not moves:
            continue
        data = {"seed": seed, "moves": moves}
        tut = tutorial_for(name, {name: data})
        if not all(set(tut.concepts) & need for need in lesson.required):
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


def write(name: str, data: dict) -> Path:
    """``data`` into the file the lesson of ``name`` keeps its line in."""
    lesson = lesson_for(name)
    if lesson is None or lesson.line_file is None:
        raise SystemExit(f"{name}: its lesson names no file to keep its line in")
    path = Path(lesson.line_file)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("games", nargs="*", default=list(games()))
    p.add_argument("--seeds", type=int, default=80)
    p.add_argument("--nodes", type=int, default=NODES, help="a solver's budget per deal")
    args = p.parse_args(argv)
    for name in args.games:
        path = write(name, best(name, args.seeds, args.nodes))
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
