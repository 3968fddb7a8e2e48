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
        # and Watch again and Copy code, as a single deal's result has them
        first = "total" if last else "next"
        assert result.choices == [first, "watch", "copy_code", "menu"]
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
    app = run_from_the_menu()
    give_up_here(app)
    app.scenes.top.close("menu")
    run_until(app, lambda: app.scenes.top.__class__.__name__ == "MenuScene")
    item = menu_item(app, "run")
    assert item.label == f"Continue run 2/{len(catalog.names())}"
    app.scenes.top.activate(item)
    run_until(app, lambda: on_a_run_table(app))
    assert app.scenes.top.GAME == catalog.names()[1]


def run_from_the_menu():
    """A fresh app, a run started from the menu's Arcade run, its first table up."""
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    app.scenes.top.activate(menu_item(app, "run"))
    run_until(app, lambda: on_a_run_table(app))
    return app


def test_new_deal_in_a_run_asks_then_starts_a_new_run_counting_the_old_one_once():
    app = run_from_the_menu()
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
    app = run_from_the_menu()
    table = app.scenes.top
    table.show_pause()
    assert app.scenes.top.lines[-1] == f"Arcade run: game 1 of {len(catalog.names())}, 0 points"
    app.scenes.top.close("resume")
    give_up_here(app)
    app.scenes.top.close("next")
    run_until(app, lambda: on_a_run_table(app) and app.scenes.top is not table)
    app.scenes.top.show_pause()
    assert app.scenes.top.lines[-1].startswith(f"Arcade run: game 2 of {len(catalog.names())},")


def pause_labels(pause) -> dict[str, str]:
    """The pause menu's items as the player reads them, by the choice each one closes with."""
    return {pause.choices[i][0]: pause.label(i) for i in range(len(pause.choices))}


def test_a_deal_of_a_run_can_be_watched_again_and_its_code_copied_and_the_run_goes_on():
    app = run_from_the_menu()
    table = give_up_here(app)
    result = app.scenes.top
    assert result.choices == ["next", "watch", "copy_code", "menu"]
    assert result.code is not None  # Copy code puts the deal's code, with its moves, there
    result.close("watch")
    run_until(app, lambda: getattr(app.scenes.top, "replayer", None) is not None
              and app.scenes.top.replayer.on)  # fmt: skip
    watching = app.scenes.top
    assert watching is not table and table in app.scenes.stack  # the run waits below
    assert stored.results(RUN) == [] and stored.save(RUN) is not None  # nothing recorded
    assert watching.replayer.replay.line.get("outcome") == "gave_up"  # the replay knows it
    watching.show_pause()
    pause = app.scenes.top
    assert pause_labels(pause)["menu"] == "Back to the run"
    pause.close("menu")
    run_until(app, lambda: getattr(app.scenes.top, "choices", None) == result.choices)
    again = app.scenes.top
    assert any("Arcade run:" in line for line in again.lines)
    again.close("next")  # the run goes on at its next game
    run_until(app, lambda: on_a_run_table(app) and app.scenes.top is not table)
    assert app.scenes.top.GAME == catalog.names()[1]
    assert app.scenes.top.session.run is table.session.run
    assert len(app.scenes.stack) == 1


def test_in_a_run_the_pause_menu_says_what_its_questions_ask():
    app = run_from_the_menu()
    table = app.scenes.top
    settle(app)
    table.play_move(table.game.legal_moves()[0])
    settle(app)
    old = table.session.run
    new = [b for b in table.buttons if b.name == "button_new"]
    assert [b.label for b in new] == ["New run"]  # the table's button says what it asks
    table.show_pause()
    labels = pause_labels(app.scenes.top)
    assert (labels["restart"], labels["new"]) == ("Restart this run", "New run")
    app.scenes.top.close("restart")
    ask = app.scenes.top
    assert ask.question.startswith("Restart this run from its first game, on the same deals?")
    assert "counts as abandoned" in ask.question
    ask.close(None)
    run_until(app, lambda: app.scenes.top is table)
    table.show_pause()
    app.scenes.top.close("new")
    ask = app.scenes.top
    assert ask.question.startswith("Start a new arcade run?")
    ask.close(None)
    run_until(app, lambda: app.scenes.top is table)
    table.request("restart")
    app.scenes.top.close("confirmed:restart")
    run_until(app, lambda: getattr(app.scenes.top, "session", None) not in (None, table.session))
    fresh = app.scenes.top.session.run
    assert fresh is not old and not fresh.parts and fresh.seeds == old.seeds  # the same deals
    assert [r["outcome"] for r in stored.results(RUN)] == ["abandoned"]


def test_outside_a_run_the_pause_menu_keeps_the_deals_words():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("maze", seed=3)
    settle(app)
    app.scenes.top.show_pause()
    labels = pause_labels(app.scenes.top)
    assert (labels["restart"], labels["new"]) == ("Restart this deal", "New deal")


def total_screen(app, run):
    """The run's total screen, as the run's last result screen opens it."""
    from types import SimpleNamespace

    from game.table.run import RunFlow

    RunFlow(SimpleNamespace(app=app, manager=app.scenes)).show_total(run)
    return app.scenes.top


def finished_run(app):
    """A run played to its end, each game given up as dealt."""
    from game.session import ArcadeRun

    run = ArcadeRun(app.ledger, seeds=[11 + i for i in range(len(catalog.names()))])
    while not run.over:
        deal = run.start_deal()
        if deal.playing:
            deal.give_up()
        else:
            deal.shown()
    return run


def test_a_first_run_on_the_board_is_said_plainly_not_celebrated():
    app = make_app()
    run = finished_run(app)
    lines = total_screen(app, run).lines
    assert not any("best" in line for line in lines)
    said = "points" if run.total != 1 else "point"
    assert (
        f"Your first run on the board: {run.total} {said}. Play another to have something to beat."
    ) in lines


def test_a_run_is_celebrated_only_for_beating_another_with_a_real_total(monkeypatch):
    from game.session import run as run_module

    app = make_app()
    low = finished_run(app)
    # a run that beats others, but with a trivially low total: said plainly
    monkeypatch.setattr(run_module, "score", lambda name, game, won: 3)
    tiny = finished_run(app)
    monkeypatch.setattr(run_module, "score", lambda name, game, won: 1)
    lower = finished_run(app)
    monkeypatch.setattr(run_module, "score", lambda name, game, won: 60)
    good = finished_run(app)
    assert tiny.total == 15 and lower.total == 5 and good.total == 300
    said = total_screen(app, good).lines
    assert "Run high scores (normal): number 1 of the ten best!" in said
    said = total_screen(app, tiny).lines
    assert not any("best" in line for line in said)
    assert any(line.startswith("Run high scores (normal): number ") for line in said)
    del low, lower
