"""Issue 24, findings 4 and 10: a deal that is over as dealt records its one result, and
``--game`` over a saved deal of that game never replaces it in silence.

Written against what both the old and the new storage offer (``app.stats``,
``app.saves``), so each test fails on the code before its fix. The ``--screenshot`` run is
``game.cli.main`` in this process in the quick suite, ``python main.py`` in the slow one."""

import pygame
import pytest

from game.cli import parse_args, start_scene
from game.scenes.menu import MenuScene
from game.scenes.overlay import ConfirmScene
from game.scenes.result import ResultScene
from tests.driver import key, let_go, make_app, settle
from tests.launch import HOW, QUICK, run_main
from tests.sampling import sampled

DEAD = 204  # a Monte Carlo deal with no pair on the grid as dealt


def test_a_monte_carlo_deal_dead_as_dealt_records_one_loss_and_says_it_had_no_move():
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push("monte_carlo", seed=DEAD)
    settle(app)
    assert scene.session.status == "lost" and scene.history == []
    rec = make_app().stats.record("monte_carlo", False)  # as the next launch reads it
    assert rec["played"] == 1 and [r["outcome"] for r in rec["results"]] == ["lost"]
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    assert any("no move from the start" in line for line in result.lines)


def test_leaving_a_dead_deal_for_another_adds_no_second_result(monkeypatch):
    monkeypatch.setattr("game.table.scene.new_seed", lambda: 11)  # the next deal is not dead
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    app.settings.set("confirm", False)
    scene = app.scenes.push("monte_carlo", seed=DEAD)
    settle(app)
    scene.request("new")
    settle(app)
    assert make_app().stats.record("monte_carlo", False)["played"] == 1


def saved_maze_deal():
    """A Maze deal with two moves on it, saved as quitting leaves it."""
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push("maze", seed=64551)
    settle(app)
    for move in scene.session.game.legal_moves()[:1]:
        scene.try_move(move)
        settle(app)
    scene.try_move(scene.session.game.legal_moves()[0])
    settle(app)
    app.keep()
    return scene.session.to_dict()


def launch(*argv: str):
    app = make_app()
    start_scene_for(app, list(argv))
    settle(app)
    return app


def start_scene_for(app, argv):
    args = parse_args(argv)
    app.options.game, app.options.seed, app.options.daily = args.game, args.seed, args.daily
    app.options.demo = args.demo
    start_scene(app)


def test_game_flag_with_a_deal_number_over_a_saved_deal_asks_first():
    before = saved_maze_deal()
    app = launch("--game", "maze", "--seed", "5")
    assert isinstance(app.scenes.top, ConfirmScene)
    assert "counts as abandoned" in app.scenes.top.question
    assert app.saves.load("maze")["moves"] == before["moves"]  # nothing replaced yet
    assert app.stats.record("maze", False)["played"] == 0
    key(app, pygame.K_ESCAPE)  # no: back to the menu, the saved deal untouched
    settle(app)
    assert isinstance(app.scenes.top, MenuScene)
    again = make_app()
    assert again.saves.load("maze")["moves"] == before["moves"]
    assert again.stats.record("maze", False)["played"] == 0


def test_game_flag_without_a_deal_number_continues_the_saved_deal():
    before = saved_maze_deal()
    app = launch("--game", "maze")
    table = app.scenes.top
    assert type(table).__name__ == "MazeScene"
    assert table.session.seed == before["seed"] and table.history == [
        tuple(m) for m in before["moves"]
    ]


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_a_screenshot_run_over_a_saved_deal_leaves_it_alone(how, tmp_path, capsys, monkeypatch):
    before = saved_maze_deal()
    shot = tmp_path / "shot.png"
    let_go()
    args = ["--game", "maze", "--seed", "5", "--screenshot", str(shot)]
    run = run_main(how, args, capsys, monkeypatch)
    assert run.returncode == 0, run.stderr
    assert shot.exists()
    again = make_app()
    assert again.saves.load("maze")["moves"] == before["moves"]
    assert again.stats.record("maze", False)["played"] == 0
