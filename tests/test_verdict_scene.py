"""Hard modes on the table: Maze's move budget in the HUD and the "Winnable?" button."""

import pygame

from game.games.maze.rules import MOVE_BUDGET
from game.games.monte_carlo.bot import solve
from game.games.monte_carlo.rules import MonteCarlo
from tests.driver import click, key, make_app, settle


def table(game, seed, hard=False):
    app = make_app()
    scene = app.scenes.push(game, seed=seed, hard=hard)
    settle(app)
    return app, scene


def answer(app, scene):
    """The verdict's words, once the search (on its worker) is over."""
    if scene.hints.verdict_job is not None:
        assert scene.hints.verdict_job[1].wait(60)
        app.step(1 / 60)
    return scene.message


def test_maze_hard_shows_the_moves_left_and_undo_gives_one_back():
    app, scene = table("maze", 64551, hard=True)
    assert scene.game.moves_left == MOVE_BUDGET
    scene.try_move(scene.game.legal_moves()[0])
    settle(app)
    assert scene.game.moves_left == MOVE_BUDGET - 1
    scene.undo()
    settle(app)
    assert scene.game.moves_left == MOVE_BUDGET and scene.session.undos == 1


def test_winnable_button_answers_yes_with_a_count_or_no():
    won = next(s for s in range(1, 200) if solve(MonteCarlo.new(seed=s)).winnable)
    app, scene = table("monte_carlo", won)
    button = next(b for b in scene.buttons if b.name == "button_verdict")
    click(app, button.rect.center)
    assert answer(app, scene).startswith("Yes, in ")
    lost = next(s for s in range(1, 200) if solve(MonteCarlo.new(seed=s)).winnable is False)
    app, scene = table("monte_carlo", lost)
    key(app, pygame.K_v)
    assert answer(app, scene).startswith("No")


def test_a_verdict_for_a_position_left_behind_is_not_shown():
    app, scene = table("maze", 64551)
    key(app, pygame.K_v)
    scene.try_move(scene.game.legal_moves()[0])
    assert "ask again" in answer(app, scene)


def test_winnable_deals_only_applies_in_hard_mode_too():
    app = make_app()
    app.settings.set("winnable_only", True)
    scene = app.scenes.push("monte_carlo", hard=True)
    assert scene.search.active
    scene.search.wait()
    settle(app)
    assert solve(scene.game).winnable is True and scene.game.hard
