"""Hints in every game: H asks the bot (off the main thread), the move lights up, and
clicking what lights up plays exactly that move. Monte Carlo warns when a deal is lost."""

import pygame
import pytest

from game.games.monte_carlo.bot import solve
from game.rules import GAMES as GAMES_BY_NAME
from game.rules import TITLES
from tests.driver import click, key, open_scene, settle

GAMES = list(TITLES)


def start(game, seed, hard=False):
    return open_scene(game, seed=seed, hard=hard)


@pytest.mark.parametrize("game", GAMES)
def test_h_lights_up_a_legal_move_and_its_clicks_play_it(game):
    app, scene = start(game, seed=31)
    key(app, pygame.K_h)
    scene.hints.wait()
    move = scene.hints.move
    assert move in scene.game.legal_moves(), move
    assert scene.message.startswith(("Hint:", "This position"))
    clicks = scene.clicks_for(move)
    if not clicks:  # a relocation in Combo is a drag, not clicks
        return
    for name in clicks:
        click(app, scene.controls.target_rect(name).center)
    settle(app)
    assert scene.history and scene.history[-1] == move


def test_the_hint_button_works_too():
    app, scene = start("monte_carlo", seed=2)
    button = next(b for b in scene.buttons if b.name == "toolbar_hint")
    click(app, button.rect.center)
    scene.hints.wait()
    assert scene.hints.move in scene.game.legal_moves()


def test_monte_carlo_warns_when_the_deal_can_no_longer_be_won():
    mc = GAMES_BY_NAME["monte_carlo"]
    seed = next(
        s
        for s in range(100)
        if mc.new(seed=s).status == "playing" and solve(mc.new(seed=s)).winnable is False
    )
    app, scene = start("monte_carlo", seed=seed)
    key(app, pygame.K_h)
    scene.hints.wait()
    assert scene.message.startswith("This deal cannot be won. ")  # at the start, said so
    assert scene.message[len("This deal cannot be won. ")].isupper()


def test_a_hint_for_an_old_position_is_dropped():
    app, scene = start("monte_carlo", seed=31)
    key(app, pygame.K_h)
    scene.try_move(scene.game.legal_moves()[0])  # played before the answer is shown
    scene.hints.wait()
    assert scene.hints.move is None


def test_the_hint_message_goes_once_a_move_is_played():
    app, scene = start("monte_carlo", seed=31)
    key(app, pygame.K_h)
    scene.hints.wait()
    assert scene.message.startswith("Hint:") and scene.message_time > 0
    scene.try_move(scene.game.legal_moves()[-1])
    assert scene.message_time <= 0 or not scene.message.startswith("Hint:")
