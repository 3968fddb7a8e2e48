"""SLOTKER's tutorial: it shows its rules and names the lever's key."""

from game.tutorials import tutorial_for


def test_the_tutorial_shows_the_rules_that_matter():
    slotker = set(tutorial_for("slotker").concepts)
    assert "draw" in slotker
    assert slotker & {"set_rank", "lower_rank", "beat_rank"}  # three of a rank
    assert slotker & {"set_symbol", "lower_symbol", "beat_symbol"}  # three of a symbol
    assert slotker & {"beat_rank", "beat_symbol"}  # beating the high set


def test_the_lever_step_names_its_key():
    steps = tutorial_for("slotker", keys={"deal_key": "Enter"}).steps
    words = [s.do for s in steps if s.concept in ("set_rank", "set_symbol")]
    assert words and all("(Deal, or Enter)" in w for w in words)
    assert all("(Deal, or Space)" in s.do for s in tutorial_for("slotker").steps
               if s.concept in ("set_rank", "set_symbol"))  # fmt: skip
