"""Each help page names every rule of its game's section of RULES.md (a list of key
terms per game), and describes what the game really does."""

import pytest

from game.scenes import help_text
from game.scenes.help_text import help_for

# per game: terms for each rule of its RULES.md section a player needs
KEY_TERMS = {
    "monte_carlo": [
        "touch",
        "corner",
        "compacts by itself",
        "stock",
        "spends one",
        "lost",
        "pairing off all",
    ],
    "maze": [
        "gap",
        "one line",
        "Kings",
        "one higher",
        "Queen, any Ace",
        "one lower",
        "four suit runs",
        "number in a gap",
        "follow their suit",
    ],
    "combo": [
        "relocate",
        "never causes a collision",
        "collide",
        "longest",
        "face up",
        "face down",
        "Q K A is no run",
        "bonus",
        "pass",
        "chain",
    ],
    "zoomer": [
        "free",
        "supported",
        "layered",
        "half hidden",
        "reshuffles",
        "hand card",
        "Trap card comes off",
        "Pent",
        "Slam",
        "Stars",
    ],
    "slotker": [
        "symbol",
        "two pairs",
        "runs out of cards",
        "discarded",
        "equal does not beat",
        "Ace high",
        "Three Aces",
        "straight flush",
        "fold",
    ],
}


def page(game: str) -> str:
    h = help_for(game)
    return " ".join([*h["rules"], *h["controls"], str(h["hard"])])


@pytest.mark.parametrize("game", sorted(KEY_TERMS))
def test_each_help_page_names_every_rule_of_its_game(game):
    text = page(game).lower()
    assert not [t for t in KEY_TERMS[game] if t.lower() not in text]


def test_monte_carlo_help_says_compaction_is_automatic_not_a_click():
    assert "click the stock" not in page("monte_carlo").lower()
    assert "automatic" in page("monte_carlo").lower()


def test_the_help_names_no_key_the_ui_font_cannot_draw():
    from tests.test_ui_words_fit import missing_glyphs

    pages = [page(g) for g in KEY_TERMS] + help_text.common_keys() + help_text.results_policy()
    assert not [p for p in pages if missing_glyphs(p)]
