"""An arcade run in the running app (headless): from the menu through every game to its
total, the run continued from the menu, and a new run asked for first."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.session import RUN, RunDeal
from tests import stored
from tests.driver import DT, key, make_app, settle


@pytest.fixture(autouse=True)
def _fixed_deals(monkeypatch):
    """A run from the menu deals random deal numbers, and about one Zoomer Matrix deal in
    120 ends on its first move (tests/test_arcade_run.py): these tests play deals 11, 12…
    in turn, as that file's runs do (one failed about 1 time in 40 on a random one)."""
    import itertools

    from game.session import run

    numbers = itertools.count(11)
    monkeypatch.setattr(run, "new_seed", lambda: next(numbers))


def run_until(app, cond, frames=6000):
    for _ in range(frames):
        if cond():
            return
        app.step(DT)
    raise AssertionError("condition never met")


def menu_item(app, name):
    menu = app.scenes.top
    for r, row in enumerate(menu.rows):
        for c, item in enumerate(row):
            if item.key == name:
                menu.row, menu.col = r, c
                return item
    raise AssertionError(f"no menu item {name}")


def on_a_run_table(app) -> bool:
    s = getattr(app.scenes.top, "session", None)
    return isinstance(s, RunDeal) and s.playing


def give_up_here(app):
    """The game on the table: one move, then G (given up): its result screen."""
    table = app.scenes.top
    settle(app)
    moves = table.game.legal_moves() if table.session.playing else []
    if moves:  # a Monte Carlo deal can be over as dealt
        table.play_move(moves[0])
        settle(app)
    if table.session.playing:
        table.perform("give_up")
    run_until(app, lambda: app.scenes.top is not table)
    return table


def test_a_run_from_the_menu_plays_every_game_and_shows_its_total():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    menu = app.scenes.top
    menu.activate(menu_item(app, "run"))
    played = []
    for n in range(len(catalog.names())):
        run_until(app, lambda: on_a_run_table(app))
        table = give_up_here(app)
        played.append(table.GAME)
        result = app.scenes.top
        assert any("Arcade run:" in line for line in result.lines)
        last = n == len(catalog.names()) - 1
        assert result.choices == (["total", "menu"] if last else ["next", "menu"])
        key(app, pygame.K_RETURN)  # the first button has the focus
    assert played == list(catalog.names())
    run_until(app, lambda: getattr(app.scenes.top, "title", "").startswith("Arcade run:"))
    total = app.scenes.top
    assert len([line for line in total.lines if ":" in line]) >= len(played)
    assert ("Total", f"{sum(p['points'] for p in stored.results(RUN)[0]['parts'])} of 500") in (
        total.figures
    )
    assert [r["outcome"] for r in stored.results(RUN)] == ["over"]
    for name in catalog.names():
        assert stored.outcomes(name) in (["gave_up"], ["lost"], ["won"])


def test_a_run_left_in_the_menu_is_continued_there_at_its_next_game():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    app.scenes.top.activate(menu_item(app, "run"))
    run_until(app, lambda: on_a_run_table(app))
    give_up_here(app)
    app.scenes.top.close("menu")
    run_until(app, lambda: app.scenes.top.__class__.__name__ == "MenuScene")
    item = menu_item(app, "run")
    assert item.label == f"Continue run 2/{len(catalog.names())}"
    app.scenes.top.activate(item)
    run_until(app, lambda: on_a_run_table(app))
    assert app.scenes.top.GAME == catalog.names()[1]


def test_new_deal_in_a_run_asks_then_starts_a_new_run_counting_the_old_one_once():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    app.scenes.top.activate(menu_item(app, "run"))
    run_until(app, lambda: on_a_run_table(app))
    table = app.scenes.top
    settle(app)
    table.play_move(table.game.legal_moves()[0])
    settle(app)
    old = table.session.run
    table.request("new")
    ask = app.scenes.top
    assert "new arcade run" in ask.question and "counts as abandoned" in ask.question
    ask.close("confirmed:new")
    run_until(app, lambda: getattr(app.scenes.top, "session", None) not in (None, table.session))
    fresh = app.scenes.top.session.run
    assert fresh is not old and not fresh.parts
    assert [r["outcome"] for r in stored.results(RUN)] == ["abandoned"]
    assert stored.outcomes(catalog.names()[0]) == ["abandoned"]


def test_the_statistics_runs_page_lists_a_finished_run_with_its_breakdown(monkeypatch):
    from game.i18n import number
    from game.scenes import stats as stats_scene
    from game.session import ArcadeRun
    from tests.driver import show

    app = make_app()
    run = ArcadeRun(app.ledger)
    while not run.over:
        deal = run.start_deal()
        if deal.playing:
            deal.give_up()
        else:
            deal.shown()
    said = []
    real = stats_scene.ui.blit_text
    monkeypatch.setattr(
        stats_scene.ui,
        "blit_text",
        lambda surface, text, *a, **k: said.append(text) or real(surface, text, *a, **k),
    )
    app.scenes.push("stats", page=stats_scene.PAGES.index("Arcade runs"))
    show(app)
    # "1 point" or "1,234 points": the total as the page writes it (a random run's)
    assert any(t.startswith(f" 1. {number(run.total)} point") for t in said)
    assert any(t.startswith("Zoomer Matrix ") and "Monte Carlo" in t for t in said)


def test_the_pause_menu_in_a_run_says_which_game_of_the_run_it_is():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    app.scenes.top.activate(menu_item(app, "run"))
    run_until(app, lambda: on_a_run_table(app))
    table = app.scenes.top
    table.show_pause()
    assert app.scenes.top.lines[-1] == f"Arcade run: game 1 of {len(catalog.names())}, 0 points"
    app.scenes.top.close("resume")
    give_up_here(app)
    app.scenes.top.close("next")
    run_until(app, lambda: on_a_run_table(app) and app.scenes.top is not table)
    app.scenes.top.show_pause()
    assert app.scenes.top.lines[-1].startswith(f"Arcade run: game 2 of {len(catalog.names())},")
