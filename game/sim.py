"""Headless simulator: play many deals with a game's bot and report how it does.

    python -m game.sim --game NAME --games 1000 [--hard] [--seed 0] [--json]
                       [--max-moves M] [--jobs 2] [--no-progress] [--player greedy|notes]

Deal ``i`` of a run is ``seed + i``, so a run replays exactly. The bot comes
from ``game.ai.bot_for(name)``; a game without one is played by a seeded
random legal-move player, and the report says so. The other players are some games'
own, named in their catalog entries (``GameInfo.players``), and ``--help`` lists the
games that have each: ``--player greedy`` plays the game's greedy one-ply player
instead (Maze and Combo-bliterate have one), the "person playing by eye" that
calibration quotes beside the best bot; ``--player notes`` plays Zoomer Matrix's bot
with the strategy notes' rule to the letter: what following it costs. Maze's normal
mode never ends on its own (it has no dead ends), and a bot may wander in any game, so
every game is capped at ``--max-moves`` moves (by default the game's own cap, its
catalog entry's ``max_moves``: the one its deal codes keep to); a capped game counts
as lost and the report says how many were capped.

The win rate comes with a 95% Wilson score interval: unlike the plain
``p ± 1.96·sqrt(p(1-p)/n)`` it stays inside 0..1 and is sensible at 0% and
100%, which several of these games come close to.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any, TextIO

from game import catalog
from game.ai import bot_for
from game.rules import GAMES

Z95 = 1.959963984540054
FALLBACK_MAX_MOVES = catalog.DEFAULT_MAX_MOVES  # the cap of an entry that sets no max_moves
NOTES = "notes"  # Zoomer Matrix's bot with the strategy notes' rule to the letter
PLAYERS = ("bot", "greedy", NOTES)  # the players besides "bot" are some games' own


def max_moves_for(name: str) -> int:
    """The cap on one deal's moves unless --max-moves says otherwise."""
    return catalog.get(name).move_cap


PROGRESS_GAMES = 200  # show progress on a non-terminal stderr from this many games


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials (0..1 each end)."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    lo = 0.0 if wins == 0 else max(0.0, centre - half)  # exact ends: no rounding dust
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return lo, hi


class RandomPlayer:
    """The fallback for a game with no bot: a uniformly random legal move, seeded."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"sim-random:{seed}")

    def choose(self, game) -> tuple:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("no legal move: the game is over")
        return self.rng.choice(moves)


@dataclass
class Report:
    """What a run measured; ``to_dict`` is the --json output."""

    game: str
    hard: bool
    games: int
    seed: int
    bot: str
    fallback: bool
    max_moves: int
    jobs: int = 1
    won: int = 0
    capped: int = 0
    moves: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    results: Counter = field(default_factory=Counter)
    seconds: float = 0.0

    @property
    def lost(self) -> int:
        return self.games - self.won

    @property
    def win_rate(self) -> float:
        return self.won / self.games if self.games else 0.0

    def to_dict(self) -> dict[str, Any]:
        lo, hi = wilson(self.won, self.games)
        d = asdict(self)
        del d["moves"], d["scores"], d["results"]
        d.update(
            lost=self.lost,
            win_rate=self.win_rate,
            ci95=[lo, hi],
            moves_mean=statistics.mean(self.moves) if self.moves else 0.0,
            score_mean=statistics.mean(self.scores) if self.scores else None,
            score_median=statistics.median(self.scores) if self.scores else None,
            results=dict(sorted(self.results.items())),
            games_per_second=self.games / self.seconds if self.seconds > 0 else None,
        )
        return d

    def text(self) -> str:
        lo, hi = wilson(self.won, self.games)
        mode = "hard" if self.hard else "normal"
        lines = [
            f"{self.game} ({mode}): {self.games} games, "
            f"seeds {self.seed}..{self.seed + self.games - 1}",
            f"bot: {self.bot}",
            f"won {self.won}/{self.games} = {100 * self.win_rate:.1f}% "
            f"(95% Wilson interval {100 * lo:.1f}%..{100 * hi:.1f}%)",
        ]
        if self.results:
            shares = ", ".join(
                f"{k} {v} ({100 * v / self.games:.1f}%)" for k, v in sorted(self.results.items())
            )
            lines.append(f"wins by kind: {shares}")
        if self.scores:
            lines.append(
                f"score: mean {statistics.mean(self.scores):+.2f}, "
                f"median {statistics.median(self.scores):+.1f}"
            )
        mean_moves = statistics.mean(self.moves) if self.moves else 0.0
        lines.append(f"moves per game: {mean_moves:.1f}")
        if self.capped or catalog.get(self.game).max_moves is not None:
            lines.append(
                f"capped at {self.max_moves} moves: {self.capped} game(s), counted as lost"
            )
        speed = f"{self.games / self.seconds:.2f} games/s" if self.seconds > 0 else "n/a"
        workers = f", {self.jobs} jobs" if self.jobs > 1 else ""
        lines.append(f"speed: {speed} ({self.seconds:.1f} s{workers})")
        return "\n".join(lines)


class Progress:
    """A progress bar on stderr: redrawn in place on a terminal, a line per tenth otherwise."""

    def __init__(self, total: int, stream: TextIO, enabled: bool) -> None:
        self.total = total
        self.stream = stream
        self.enabled = enabled and total > 0
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self.start = time.perf_counter()
        self.last_tenth = 0

    def update(self, done: int, won: int) -> None:
        if not self.enabled:
            return
        elapsed = time.perf_counter() - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - done) / rate if rate > 0 else 0.0
        share = 100 * won / done
        text = f"{done}/{self.total} won {won} ({share:.1f}%) {rate:.1f}/s eta {eta:.0f}s"
        if self.tty:
            width = 30
            filled = width * done // self.total
            self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {text}")
            if done == self.total:
                self.stream.write("\n")
            self.stream.flush()
        else:
            tenth = 10 * done // self.total
            if tenth > self.last_tenth:
                self.last_tenth = tenth
                self.stream.write(text + "\n")
                self.stream.flush()


def play_one(
    cls, player, deal: int, hard: bool, cap: int
) -> tuple[str, str | None, int, float | None]:
    """One deal to its end or the cap: (status, result, moves, score)."""
    g = cls.new(seed=deal, hard=hard)
    moves = 0
    while g.status == "playing" and moves < cap:
        g.play(player.choose(g))
        moves += 1
    return g.status, g.result, moves, (None if g.score is None else float(g.score))


_WORKER: dict[str, Any] = {}


def missing_player(name: str, player: str) -> str | None:
    """Why ``player`` cannot play ``name`` (a player only some games have), or None."""
    if player == "bot" or player in catalog.get(name).players:
        return None
    games = catalog.with_(lambda info: player in info.players)
    return f"{name} has no {player} player; games with one: {', '.join(games)}"


def make_player(name: str, seed: int, player: str = "bot"):
    """The player a run uses: the game's best bot, its greedy one-ply player, or
    Zoomer's bot with the notes' rule; None when the game has no bot (the caller
    then plays random legal moves)."""
    if player not in PLAYERS:
        raise ValueError(f"unknown player {player!r}: {', '.join(PLAYERS)}")
    missing = missing_player(name, player)
    if missing is not None:
        raise ValueError(missing)
    if player != "bot":
        return catalog.load(catalog.get(name).players[player])(seed=seed)
    return bot_for(name, seed=seed)


def _worker_init(
    name: str, seed: int, fallback: bool, hard: bool, cap: int, player: str = "bot"
) -> None:
    _WORKER.update(
        cls=GAMES[name],
        bot=None if fallback else make_player(name, seed, player),
        hard=hard,
        cap=cap,
    )


def _worker_play(deal: int) -> tuple[str, str | None, int, float | None]:
    w = _WORKER
    player = w["bot"] if w["bot"] is not None else RandomPlayer(deal)
    return play_one(w["cls"], player, deal, w["hard"], w["cap"])


def simulate(
    name: str,
    games: int,
    hard: bool = False,
    seed: int = 0,
    max_moves: int | None = None,
    progress: Progress | None = None,
    jobs: int = 1,
    player: str = "bot",
) -> Report:
    """Play ``games`` deals (seeds ``seed``..) with the game's bot and gather the numbers.

    With ``jobs`` > 1 the deals are shared out to worker processes, each with its
    own bot; every deal is played exactly as it would be alone, so the numbers
    are the same as with one job (only the speed differs).
    """
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; games: {', '.join(sorted(GAMES))}")
    cls = GAMES[name]
    bot = make_player(name, seed, player)
    fallback = bot is None
    label = (
        f"random legal moves (no bot for {name} yet)"
        if fallback
        else getattr(bot, "label", None) or f"{type(bot).__module__}.{type(bot).__name__}"
    )
    cap = max_moves if max_moves is not None else max_moves_for(name)
    report = Report(name, hard, games, seed, label, fallback, cap, jobs)
    deals = range(seed, seed + games)
    start = time.perf_counter()
    if jobs > 1:
        import multiprocessing

        # spawn, not fork: a forked child inherits the locks of any thread running in the
        # parent (a save writer, a hint) and can hang on one forever
        ctx = multiprocessing.get_context("spawn")
        pool = ctx.Pool(jobs, _worker_init, (name, seed, fallback, hard, cap, player))
        outcomes = pool.imap(_worker_play, deals, chunksize=max(1, games // (jobs * 50)))
    else:
        pool = None
        outcomes = (
            play_one(cls, RandomPlayer(deal) if fallback else bot, deal, hard, cap)
            for deal in deals
        )
    try:
        for i, (status, result, moves, score) in enumerate(outcomes):
            report.moves.append(moves)
            if status == "won":
                report.won += 1
                if result is not None:
                    report.results[result] += 1
            elif status == "playing":
                report.capped += 1
            if score is not None:
                report.scores.append(score)
            if progress is not None:
                progress.update(i + 1, report.won)
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    report.seconds = time.perf_counter() - start
    return report


def main(
    argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    p = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--hard", action="store_true")
    p.add_argument("--seed", type=int, default=0, help="first deal's seed (default 0)")
    caps = [f"{g} {catalog.get(g).max_moves}" for g in catalog.with_(lambda i: i.max_moves)]
    cap_help = f"cap per game ({', '.join([*caps, f'else {FALLBACK_MAX_MOVES}'])})"
    p.add_argument("--max-moves", type=int, default=None, help=cap_help)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (same numbers, faster)")
    p.add_argument("--no-progress", action="store_true")
    p.add_argument(
        "--player",
        choices=PLAYERS,
        default="bot",
        help="the best bot (default), the greedy one-ply player "
        f"({', '.join(catalog.with_(lambda i: 'greedy' in i.players))}), or "
        "the bot with the strategy notes' rule to the letter "
        f"({', '.join(catalog.with_(lambda i: NOTES in i.players))}: what the rule costs)",
    )
    a = p.parse_args(argv)
    if a.games < 1:
        p.error("--games must be at least 1")
    if a.jobs < 1:
        p.error("--jobs must be at least 1")
    if a.max_moves is not None and a.max_moves < 1:
        p.error("--max-moves must be at least 1")
    show = not a.no_progress and (
        bool(getattr(err, "isatty", lambda: False)()) or a.games >= PROGRESS_GAMES
    )
    missing = missing_player(a.game, a.player)
    if missing is not None:
        p.error(f"--player {a.player}: {missing}")
    report = simulate(
        a.game,
        a.games,
        a.hard,
        a.seed,
        a.max_moves,
        Progress(a.games, err, show),
        a.jobs,
        a.player,
    )
    if a.json:
        out.write(json.dumps(report.to_dict(), sort_keys=True) + "\n")
    else:
        out.write(report.text() + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
