"""The help text reads its numbers from the rules: change a constant and the help follows."""

import importlib

import pytest

from game.games.combo import monte_carlo, slotker, zoomer
from game.games.combo import rules as combo
from game.scenes import help_text


def text_of(game: str) -> str:
    help_ = help_text.help_for(game)
    return " ".join([*help_["rules"], *help_["controls"], help_["hard"]])


@pytest.mark.parametrize(
    ("module", "name", "value", "game", "expect"),
    [
        (monte_carlo, "HARD_COMPACTIONS", 11, "monte_carlo", "At most 11 compactions"),
        (monte_carlo, "PAIRS", 31, "monte_carlo", "(31 pairs)"),
        (combo, "HARD_GOAL", 13, "combo", "score of 13 or more"),
        (combo, "GOAL", 17, "combo", "a score of 17 or more wins"),
        (combo, "DEAL_SIZE", 8, "combo", "Eight cards are dealt"),
        (combo, "RELOCATIONS", 3, "combo", "three times per deal"),
        (combo, "RUN_MIN", 4, "combo", "a run of 4+ cards"),
        (combo, "FACE_DOWN_POINTS", 0.25, "combo", "(+0.25 each)"),
        (slotker, "HARD_RUNS", 5, "slotker", "Five runs instead of two"),
        (zoomer, "PENT", 4, "zoomer", "Win by Pent: four of a rank"),
        (zoomer, "MIN_CLEAR", 3, "zoomer", "Clear three or more"),
    ],
)
def test_a_changed_rules_constant_changes_the_help(monkeypatch, module, name, value, game, expect):
    assert expect not in text_of(game)
    monkeypatch.setattr(module, name, value)
    try:
        importlib.reload(help_text)
        assert expect in text_of(game)
    finally:
        monkeypatch.undo()
        importlib.reload(help_text)
    assert expect not in text_of(game)


def test_the_help_text_module_has_no_literal_copy_of_a_rules_number():
    source = open(help_text.__file__, encoding="utf-8").read()
    for number in ("26", "52", "25", "27", "48", "50", "13"):
        assert number not in source, number
    assert f"At most {monte_carlo.HARD_COMPACTIONS} compactions" in text_of("monte_carlo")
    assert f"all {2 * monte_carlo.PAIRS} cards ({monte_carlo.PAIRS} pairs)" in text_of(
        "monte_carlo"
    )
