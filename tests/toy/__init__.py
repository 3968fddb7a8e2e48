"""Toy Pairs, a sixth game from outside the collection: its catalog entry.

A test writes a distribution whose entry point (group ``patience_arcade.games``) names
``tests.toy:GAME``; nothing under game/ names this game."""

from __future__ import annotations

from pathlib import Path

from game.catalog import GameInfo

HERE = Path(__file__).resolve().parent

GAME = GameInfo(
    name="toy",
    rules="tests.toy.rules:ToyPairs",
    scene="tests.toy.scene:ToyScene",
    bot="tests.toy.bot:Bot",
    level=HERE / "toy.tmx",
    help="tests.toy.words:HELP",
    booklet="Toy Pairs",
    booklet_file=HERE / "rules.md",
    tutorial="tests.toy.words:LESSON",
    blurb="Pair touching cards of one rank on a 4x4 grid.",
    short_blurb="Pair touching cards.",
    scores=("fastest", "fewest"),
    keys="tests.toy.keys:LAYER",
    scenes={"toy_tally": "tests.toy.tally:TallyScene"},
    run_points="tests.toy.points:TABLE",
    colours="tests.toy.colours:LOOKS",
)
