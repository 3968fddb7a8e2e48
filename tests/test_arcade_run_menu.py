"""The menu's Arcade run and Daily run: today's five deals, a saved run left for the daily
run only after asking (counted once), and a saved run thrown away with Delete."""

from __future__ import annotations

from game import catalog
from game.ai.daily import today
from game.session import RUN
from game.session.run import run_seed
from tests import stored
from tests.driver import make_app
from tests.test_arcade_run_scenes import give_up_here, menu_item, on_a_run_table, run_until


def menu_app():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("menu")
    return app


def back_to_menu(app):
    app.scenes.top.close("menu")
    run_until(app, lambda: app.scenes.top.__class__.__name__ == "MenuScene")


def test_the_daily_run_deals_todays_five_deals_in_the_mode_chosen():
    app = menu_app()
    app.settings.set("hard", True)
    app.scenes.top.activate(menu_item(app, "daily_run"))
    run_until(app, lambda: on_a_run_table(app))
    run = app.scenes.top.session.run
    assert run.daily == today() and run.hard
    assert run.seeds == [run_seed(g, True, today()) for g in catalog.names()]


def test_a_saved_run_is_left_for_the_daily_run_only_after_asking_and_counts_once():
    app = menu_app()
    app.scenes.top.activate(menu_item(app, "run"))
    run_until(app, lambda: on_a_run_table(app))
    give_up_here(app)
    back_to_menu(app)
    app.scenes.top.activate(menu_item(app, "daily_run"))
    ask = app.scenes.top
    assert "daily run" in ask.question and "counts as abandoned" in ask.question
    assert stored.results(RUN) == []  # nothing yet: it only asked
    ask.close(ask.choice)
    run_until(app, lambda: on_a_run_table(app))
    assert app.scenes.top.session.run.daily == today()
    assert [r["outcome"] for r in stored.results(RUN)] == ["abandoned"]


def test_delete_on_a_saved_run_throws_it_away_after_asking():
    app = menu_app()
    app.scenes.top.activate(menu_item(app, "run"))
    run_until(app, lambda: on_a_run_table(app))
    give_up_here(app)
    back_to_menu(app)
    menu = app.scenes.top
    menu_item(app, "run")
    menu.ask_discard()
    ask = app.scenes.top
    assert ask.question.startswith("Throw away Your arcade run (saved at game 2 of")
    ask.close(ask.choice)
    run_until(app, lambda: app.scenes.top is menu)
    assert menu_item(app, "run").label == "Arcade run"
    assert [r["outcome"] for r in stored.results(RUN)] == ["abandoned"]
    assert stored.save(RUN) is None
