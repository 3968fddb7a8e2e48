"""Combo-bliterate hints share one planner per deal: the second hint is a lookup."""

from game.games.combo import bot as combo
from game.rules import GAMES


def test_a_fresh_bot_finds_the_deal_already_searched_and_answers_the_same(monkeypatch):
    monkeypatch.setattr(combo, "HINT_NODES", 10**9)
    combo._PLANNERS.clear()
    game = GAMES["combo"].new(seed=4, hard=False)
    first = combo.Bot(seed=0).hint(game.clone())
    planner = combo.planner_for(len(game.stock), combo.CARD_VALUE, combo.RELOCATION_VALUE)
    searched = planner.nodes
    assert searched > 0
    again = combo.Bot(seed=1).hint(game.clone())
    assert planner.nodes == searched  # nothing searched twice
    assert (again.move, again.note) == (first.move, first.note)


def test_the_shared_planners_stay_few_and_bounded():
    combo._PLANNERS.clear()
    for stock in range(10):
        combo.planner_for(stock, combo.CARD_VALUE, combo.RELOCATION_VALUE)
    assert len(combo._PLANNERS) == combo.KEPT_PLANNERS
    big = combo.planner_for(3, 0.5, 1.0)
    big.table[0].update({(i,): (0.0, None) for i in range(combo.MEMO_LIMIT + 1)})
    assert combo.planner_for(3, 0.5, 1.0) is not big


def test_a_hint_past_its_node_budget_is_a_quick_legal_one_and_the_next_goes_on(monkeypatch):
    combo._PLANNERS.clear()
    game = GAMES["combo"].new(seed=9, hard=False)
    monkeypatch.setattr(combo, "HINT_NODES", 5)
    quick = combo.Bot().hint(game.clone())
    assert quick.extra.get("quick") and quick.move in game.legal_moves()
    assert quick.move[0] != "relocate" and quick.note.startswith("Quick hint")
    monkeypatch.setattr(combo, "HINT_NODES", 10**9)
    full = combo.Bot().hint(game.clone())
    assert not full.extra.get("quick")
    assert full.move == combo.Bot().choose(game)  # the player's search is never cut short
