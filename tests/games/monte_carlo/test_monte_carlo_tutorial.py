"""Monte Carlo's tutorial: it shows its rules."""

from game.tutorials import tutorial_for


def test_the_tutorial_shows_the_rules_that_matter():
    concepts = {"corner", "side", "compact"}
    got = set(tutorial_for("monte_carlo").concepts)
    assert concepts <= got, f"monte_carlo misses {concepts - got}"
