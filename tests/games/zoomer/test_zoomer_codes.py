"""Deal 710605 as a player met it, through the window: the 7 of Diamonds clicked before
the 7 of Spades, Clear, a draw, the Fives cleared in click order, and giving up. The
result screen offers Watch again and Copy code, and the code copied opens and replays to
the same end (once, no code could be written for it and neither button showed)."""

from __future__ import annotations

import pygame

from game.session.codes import decode
from game.session.replay import Replay
from tests.driver import click, key, open_scene, settle
from tests.input_paths import point_for


def pick(app, scene, cards: list[str]) -> None:
    """Click the Matrix cards ``cards``, in this order, then Clear."""
    from game.games.zoomer.scene import SPOT_SLOT

    for card in cards:
        click(app, point_for(scene, SPOT_SLOT[scene.game.spot_of(card)]))
    click(app, point_for(scene, "button_clear"))
    settle(app)


def test_deal_710605_played_in_the_players_order_shows_its_code_and_replays(monkeypatch):
    copied: list[str] = []
    monkeypatch.setattr("game.engine.clipboard.put", lambda text: copied.append(text) or True)
    app, scene = open_scene("zoomer", instant=True, seed=710605)
    pick(app, scene, ["7D", "7S"])
    assert scene.session.history == [("clear", "7S", "7D")]  # one form, however picked
    click(app, point_for(scene, "stock"))
    settle(app)
    fives = sorted(
        (c for c in scene.game.matrix_cards().values() if c[0] == "5"), reverse=True
    )  # the other way round from the listed move
    pick(app, scene, fives)
    assert scene.session.history[-1][0] == "clear" and len(scene.session.history) == 3
    key(app, pygame.K_g)  # give up, and yes to the question
    key(app, pygame.K_y)
    settle(app)
    result = app.scenes.top
    assert {"watch", "copy_code"} <= set(result.choices), result.choices
    key(app, pygame.K_c)  # Copy code
    assert copied and copied[-1] == result.code
    code = decode(copied[-1])
    replay = Replay(code.line())
    replay.to_end()
    assert replay.state.to_dict() == scene.game.to_dict()
