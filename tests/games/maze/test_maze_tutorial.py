"""Maze's tutorial: it shows its rules and says when it plays moves itself."""

from game.tutorials import tutorial_for
from tests.test_tutorial_panel import start, walk_to


def test_the_tutorial_shows_the_rules_that_matter():
    concepts = {"after", "before", "ace", "wrap"}
    got = set(tutorial_for("maze").concepts)
    assert concepts <= got, f"maze misses {concepts - got}"


def test_maze_says_when_it_plays_moves_itself():
    app, scene = start("maze")
    tut = scene.tutor.tutorial
    run = next(i for i, s in enumerate(tut.steps) if s.by == "tutorial")
    walk_to(app, scene, run)
    count = tut.played_for_you(run)[0]
    assert f"the tutorial plays the next {count} moves itself" in scene.tutor.text
