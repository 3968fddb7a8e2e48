"""The help text reads its numbers from the rules: change a constant and the help follows."""

import importlib

import pytest

from game import catalog
from game.games.combo import rules as combo
from game.games.monte_carlo import rules as monte_carlo
from game.games.slotker import rules as slotker
from game.games.zoomer import rules as zoomer
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
        assert expect in text_of(game)  # the page is made when asked: no reload needed
    finally:
        monkeypatch.undo()
    assert expect not in text_of(game)


def help_modules() -> list:
    """help_text, and every module a help page of the catalog is made in (each game's own
    ``help``, and its pages')."""
    refs = [info.help for info in catalog.games().values()]
    refs += [p.help for info in catalog.games().values() for p in info.pages]
    names = sorted({ref.partition(":")[0] for ref in refs if isinstance(ref, str)})
    return [help_text, *(importlib.import_module(name) for name in names)]


def test_the_help_text_module_has_no_literal_copy_of_a_rules_number():
    modules = help_modules()
    assert len(modules) > 1, "the games' help modules are read too"
    for module in modules:
        source = open(module.__file__, encoding="utf-8").read()
        for number in ("26", "52", "25", "27", "48", "50", "13"):
            assert number not in source, (module.__name__, number)
    assert f"At most {monte_carlo.HARD_COMPACTIONS} compactions" in text_of("monte_carlo")
    assert f"all {2 * monte_carlo.PAIRS} cards ({monte_carlo.PAIRS} pairs)" in text_of(
        "monte_carlo"
    )
