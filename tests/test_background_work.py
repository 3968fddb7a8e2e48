"""Slow work happens beside the frames: the winnable-deal search and the sound synthesis."""

from __future__ import annotations

import pygame

from game.engine.audio import Audio
from game.games.maze.scene import MazeScene
from tests.driver import key, make_app, settle


def card_faces_drawn(app, scene) -> bool:
    faces = {scene.art.image(card, True) for card in scene.game.all_cards()}
    return any(op[0][0] == "b" and op[0][1] in faces for op in app.scenes.canvas.last)


def test_a_winnable_deal_is_looked_for_while_the_table_stays_live_and_says_so():
    app = make_app()
    app.settings.set("winnable_only", True)
    scene = app.scenes.push(MazeScene(app))
    assert scene.search.active and "Finding a winnable deal" in scene.message
    app.step(1 / 60)
    assert not card_faces_drawn(app, scene)  # nothing of a deal not chosen yet
    key(app, pygame.K_h)  # a hint (or any move) waits for the deal, with a word
    assert "one moment" in scene.message and scene.hints.move is None
    scene.search.wait()
    assert not scene.search.active and "is winnable" in scene.message
    settle(app)
    assert card_faces_drawn(app, scene)
    key(app, pygame.K_n)  # a new deal searches again
    assert scene.search.active or "is winnable" in scene.message


def test_sounds_are_synthesised_on_a_worker_and_skipped_until_ready():
    audio = Audio(enabled=True)
    if not audio.available:  # no mixer at all: every call is a silent no-op
        audio.play("click")
        return
    audio.play("click")  # before or after it is ready: never an error
    audio.wait()
    assert audio.ready() and "click" in audio.sounds and "chain12" in audio.sounds
    audio.play("chain3")
    pygame.mixer.quit()
