"""A win is celebrated in every game: the cards cascade off the table to a fanfare, then
the result screen lays out the figures of the deal (time, moves, undos, hints, score)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.audio import recipes
from game.engine.celebrate import LEAST, Cascade
from game.rules import TITLES
from game.scenes.result import ResultScene
from tests.driver import key, make_app, settle, step


def won_table(game: str):
    """A table of ``game`` whose deal is over and won (the rules' status set directly:
    what is tested is the table's celebration, the same for every game)."""
    app = make_app()
    scene = app.scenes.push(game, seed=6, hard=False)
    settle(app)
    played: list[str] = []
    app.play_sound = played.append
    scene.game.status = "won"
    return app, scene, played


@pytest.mark.parametrize("game", sorted(TITLES))
def test_a_win_cascades_the_cards_with_a_fanfare_then_shows_the_figures(game):
    app, scene, played = won_table(game)
    shown = sum(1 for s in scene.sprites.values() if s.visible)
    before = app.screen.copy()
    scene.outcome.show()
    assert "fanfare" in played
    assert len(scene.cascade.flyers) >= max(LEAST, min(shown, LEAST))
    assert not any(s.visible for s in scene.sprites.values())  # they left the table
    step(app, 30)
    assert app.scenes.top is scene  # the celebration first, the result after
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB")
    settle(app)
    result = app.scenes.top
    assert isinstance(result, ResultScene) and result.won
    names = [name for name, _ in result.figures]
    assert names[:4] == ["Time", "Moves", "Undos", "Hints"]
    if scene.game.score is not None:
        assert "Score" in names


def test_a_key_during_the_celebration_brings_the_result_at_once():
    app, scene, _ = won_table("maze")
    scene.outcome.show()
    step(app, 5)
    key(app, pygame.K_SPACE)
    assert isinstance(app.scenes.top, ResultScene)


def test_the_cascade_falls_bounces_and_leaves_the_window():
    c = Cascade((800, 600), seed=3)
    img = pygame.Surface((60, 84))
    c.launch([(img, pygame.Rect(370, 200, 60, 84))], [img] * 40)
    assert len(c.flyers) == LEAST
    lowest, bounced = 0.0, False
    for _ in range(60 * 30):
        c.update(1 / 60)
        f = c.flyers[0]
        lowest = max(lowest, f.y)
        bounced = bounced or (f.vy < 0 and f.y > 400)
        if not c.busy:
            break
    assert bounced and lowest <= 600 - 84 + 1
    assert not c.busy and c.trail is not None  # every card left, the trail stays


def test_the_fanfare_is_an_event_not_a_click():
    sounds = recipes(8000)
    assert len(sounds["fanfare"]) / 8000 > 1.5 > len(sounds["win"]) / 8000
    assert max(sounds["fanfare"]) > 6000


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_result_box_fits_what_it_holds_and_scales_with_the_window(size):
    app = make_app(size=size)
    app.scenes.push("menu")
    settle(app)
    figures = [("Time", "3:07"), ("Moves", "41"), ("Undos", "2"), ("Hints", "1"), ("Score", "4")]
    result = app.scenes.push(
        "result", title="You won!", lines=["Score 4 of 1 needed."], won=True, figures=figures
    )
    step(app, 20)
    w, h = size
    box = result.box
    assert box.w >= 0.45 * w and box.h <= 0.75 * h  # grows with the window, never empty
    first = min(b.rect.top for b in result.buttons)
    assert first - box.y < 0.85 * box.h
    assert all(box.contains(b.rect) for b in result.buttons)
