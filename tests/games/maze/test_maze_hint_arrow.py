"""The hint's arrow (and the tutorial's, the same marker) keeps off the HUD's clock and
move counter. A play test found it over them: a gap in the top row is marked with an
arrow above the cell, and there the header's clock line ("0:42 · 3 moves") sits."""

from __future__ import annotations

import pygame
import pytest

from game.engine import ui
from game.engine.theme import HINT, resolve
from game.games.maze.scene import MazeScene
from tests.driver import make_app, open_scene, settle, show

SIZES = ((1280, 720), (800, 600))


def hint_arrows(monkeypatch, app) -> list[pygame.Rect]:
    """The hint arrows drawn in one frame of ``app``."""
    drawn: list[pygame.Rect] = []
    real = ui.arrow

    def record(surface, centre, size, direction, colour=None):
        rect = real(surface, centre, size, direction, colour)
        if colour is not None and resolve(colour) == resolve(HINT):
            drawn.append(rect)
        return rect

    monkeypatch.setattr(ui, "arrow", record)
    try:
        show(app)
    finally:
        monkeypatch.setattr(ui, "arrow", real)
    return drawn


def hud_rects(scene) -> dict[str, pygame.Rect]:
    """Where the frame just drawn put the clock and move count, and the Maze's own move
    counter."""
    rects = {"clock": pygame.Rect(scene.painter.clock_words)}
    if "moves" in scene.level.slots:
        rects["moves"] = scene.slot_rect("moves")
    return rects


def above(scene, cell: int) -> pygame.Rect:
    """Where the arrow went before: over the gap's dashed ring, pointing down."""
    ring = scene.slot_rect(f"cell_{cell}").inflate(16, 16)
    size = max(14, int(30 * scene.vp.scale))
    box = pygame.Rect(0, 0, size, size)
    box.center = (ring.centerx, round(ring.top - size * 0.75))
    return box


def check_hint(monkeypatch, app, scene, move) -> bool:
    """Show ``move`` as the hint; its arrow clears the HUD. True when the arrow above
    the gap would have crossed it."""
    scene.hints.move = move
    arrows = hint_arrows(monkeypatch, app)
    hud = hud_rects(scene)
    assert arrows, move
    for arrow in arrows:
        for name, rect in hud.items():
            assert not arrow.colliderect(rect), (move, name, arrow, rect)
        assert scene.app.screen.get_rect().contains(arrow), (move, arrow)
    # the arrow still marks its gap: it lies over the cell's column
    cell = scene.slot_rect(f"cell_{move[2]}")
    assert all(cell.left <= a.centerx <= cell.right for a in arrows), (move, arrows)
    return above(scene, move[2]).colliderect(hud["clock"])


@pytest.mark.parametrize("size", SIZES)
def test_hint_arrows_into_the_top_row_clear_the_clock_and_move_counter(monkeypatch, size):
    crossing = 0
    for seed in range(1, 7):
        app, scene = open_scene(MazeScene, True, seed=seed, size=size)
        top_row = [m for m in scene.game.legal_moves() if m[2] < 9]
        for move in top_row:
            crossing += check_hint(monkeypatch, app, scene, move)
    assert crossing >= 3  # the positions the play test met are among them


@pytest.mark.parametrize("size", SIZES)
def test_the_tutorial_arrow_clears_the_clock_and_move_counter(monkeypatch, size):
    app = make_app(size)
    app.settings.set("anim_speed", 0.0)
    app.scenes.push("maze", tutorial=True)
    scene = app.scenes.top
    settle(app)
    step = scene.tutor.step()
    assert step.by == "player" and step.move[2] == 7  # its first gap: in the top row
    app.step(1 / 60, draw=False)  # the tutorial lights its step
    assert tuple(scene.hints.move) == tuple(step.move)
    crossing = check_hint(monkeypatch, app, scene, tuple(step.move))
    assert crossing == (size == (800, 600))  # at 800x600 it met the clock above the gap
