"""The demo and the daily deal in the running app (headless), by keyboard, mouse and flag."""

import pygame
import pytest

from game.ai.daily import daily_seed, today
from game.cli import parse_args, start_scene
from game.engine.scores import high_scores
from tests.driver import DT, click, key, make_app, settle, step


def run_until(app, cond, frames=6000):
    for _ in range(frames):
        if cond():
            return
        app.step(DT)
    raise AssertionError("condition never met")


def fast(app):
    app.settings.set("anim_speed", 0.0)
    app.settings.set("demo_speed", "fast")


@pytest.mark.parametrize("game", ["monte_carlo", "maze", "combo", "zoomer", "slotker"])
def test_the_demo_plays_and_any_key_hands_control_back(game):
    app = make_app(game=game, seed=11, demo=True)
    fast(app)
    start_scene(app)
    table = app.scenes.top
    assert table.demo.on
    run_until(app, lambda: table.session.moves >= 2)
    assert table.session.demo
    key(app, pygame.K_LEFT)  # any key: the demo stops and the key does nothing else
    assert not table.demo.on
    moves = table.session.moves
    settle(app)
    step(app, 120)
    assert table.session.moves == moves
    key(app, pygame.K_b)  # B starts it again
    assert table.demo.on


def test_a_click_stops_the_demo_and_the_button_starts_it():
    app = make_app()
    fast(app)
    app.scenes.push("monte_carlo", seed=7)
    table = app.scenes.top
    settle(app)
    demo = next(b for b in table.buttons if b.name == "button_demo")
    click(app, demo.rect.center)
    assert table.demo.on and demo.label == "Stop demo"
    run_until(app, lambda: table.session.moves >= 1)
    click(app, (5, 5))
    assert not table.demo.on and demo.label == "Demo"


def test_a_demo_deal_played_to_its_end_is_recorded_once_as_a_demo():
    app = make_app()
    fast(app)
    seed = daily_seed("monte_carlo", False, "2026-12-01")  # proven winnable
    app.scenes.push("monte_carlo", seed=seed, demo=True)
    table = app.scenes.top
    run_until(app, lambda: app.scenes.top is not table)  # the result screen
    assert table.session.status == "won"
    results = app.stats.record("monte_carlo", False)["results"]
    assert [r["outcome"] for r in results] == ["demo"]
    assert app.stats.record("monte_carlo", False)["won"] == 0
    assert any("demo deal" in line for line in app.scenes.top.lines)


def test_the_daily_deal_from_the_flag_and_from_the_menu():
    args = parse_args(["--game", "combo", "--daily"])
    app = make_app(game=args.game, daily=args.daily)
    start_scene(app)
    table = app.scenes.top
    assert table.session.daily == today()
    assert table.seed == daily_seed("combo", False, today())

    app = make_app()
    start_scene(app)
    menu = app.scenes.top
    for r, row in enumerate(menu.rows):
        if row[0].key == "maze":
            menu.row, menu.col = r, 0
            menu.remember_game()
    item = next(i for i in menu.rows[-1] if i.key == "daily")
    click(app, item.rect.center)
    settle(app)
    table = app.scenes.top
    assert table.GAME == "maze" and table.session.daily == today()
    assert table.seed == daily_seed("maze", False, today())


def test_a_finished_daily_deal_shows_its_figures_and_the_high_score():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("monte_carlo", daily=True)
    table = app.scenes.top
    settle(app)
    table.perform("give_up")
    settle(app)
    lines = app.scenes.top.lines
    read = [line.replace("\u00a0", " ") for line in lines]  # figures held together
    assert any(line.startswith(f"Daily {today()}  ·  deal #{table.seed}") for line in read)


def test_a_given_up_combo_daily_announces_no_high_score_and_the_tables_agree():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    app.stats.add("combo", False, {"outcome": "won", "won": True, "score": 5.0, "seed": 3})
    app.scenes.push("combo", daily=True)
    table = app.scenes.top
    settle(app)
    table.try_move(("remove", 0))
    settle(app)
    table.perform("give_up")
    settle(app)
    assert table.session.status == "gave_up"
    lines = app.scenes.top.lines
    assert not any("high score" in line for line in lines), lines
    assert any(line.startswith(f"Daily\u00a0{today()}") for line in lines)
    results = app.stats.record("combo", False)["results"]
    best = dict((t.key, b) for t, b in high_scores("combo", results))["score"]
    assert [r["score"] for r in best] == [5.0]
    assert app.stats.record("combo", False)["best_score"] == 5.0


def test_a_win_announces_its_high_score_entry():
    app = make_app()
    app.settings.set("anim_speed", 0.0)
    seed = daily_seed("monte_carlo", False, "2026-12-01")
    app.scenes.push("monte_carlo", seed=seed)
    table = app.scenes.top
    settle(app)
    from game.games.monte_carlo.bot import solve

    for move in solve(table.game.clone()).line:
        if table.session.playing:
            table.try_move(move)
            settle(app)
    run_until(app, lambda: app.scenes.top is not table)
    lines = app.scenes.top.lines
    assert "New high score: #1 in Fastest wins, #1 in Fewest moves!" in lines


def test_flags_that_need_a_game_say_so(capsys):
    for argv in (["--daily"], ["--demo"], ["--game", "maze", "--daily", "--seed", "3"]):
        with pytest.raises(SystemExit) as exc:
            parse_args(argv)
        assert exc.value.code == 2
    assert "--daily" in capsys.readouterr().err


def test_the_statistics_pages_by_keyboard_and_mouse():
    app = make_app()
    app.stats.add("maze", False, {"outcome": "won", "won": True, "seed": 4, "seconds": 80,
                                  "moves": 50, "date": today(), "daily": today()})  # fmt: skip
    app.scenes.push("stats")
    stats = app.scenes.top
    step(app, 2)
    key(app, pygame.K_TAB)
    assert stats.page == 1
    game = stats.game
    key(app, pygame.K_DOWN)
    assert stats.game != game
    click(app, stats.game_rects()["maze"].center)
    assert stats.game == "maze"
    click(app, stats.tab_rects()[2].center)
    assert stats.page == 2
    key(app, pygame.K_h)
    assert stats.hard is True
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scenes.top is not stats


def test_the_settings_choose_the_demo_speed():
    app = make_app()
    app.scenes.push("menu")
    app.scenes.push("settings")
    settings = app.scenes.top
    i = next(i for i, c in enumerate(settings.choices) if c[0] == "demo_speed")
    click(app, settings.rects[i].center)
    assert app.settings["demo_speed"] == "fast"
    click(app, settings.rects[i].center)
    assert app.settings["demo_speed"] == "slow"
