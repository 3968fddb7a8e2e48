"""Zoomer Matrix's tutorial: it shows its rules, a win among them."""

from game.tutorials import tutorial_for


def test_the_tutorial_shows_the_rules_that_matter():
    concepts = {"draw", "place", "clear", "clear_hand"}
    got = set(tutorial_for("zoomer").concepts)
    assert concepts <= got, f"zoomer misses {concepts - got}"
    assert any(c.startswith("win_") for c in got)
