"""An open button is blitted as one kept face: the same pixels as its parts drawn one by one."""

from __future__ import annotations

import pygame
import pytest

from game.engine import paint, theme, ui
from tests.driver import make_app


def parts(surface: pygame.Surface, btn: ui.Button, lit: bool) -> None:
    """The button as it was drawn before its face was kept: fill, edge, words."""
    contrast = theme.current().high_contrast
    base = ((0, 96, 56) if contrast else (64, 130, 92)) if lit else (
        (0, 52, 30) if contrast else (36, 84, 60))  # fmt: skip
    paint.rect(surface, base, btn.rect, border_radius=10)
    paint.rect(surface, (255, 255, 255), btn.rect, 3 if contrast else 2, border_radius=10)
    label, px = btn.shown_label()
    ui.blit_text(surface, label, px, btn.rect.center, ui.INK, "center", shadow=False, exact=True)


@pytest.mark.parametrize("contrast", [False, True])
@pytest.mark.parametrize("lit", [False, True])
def test_a_kept_face_gives_the_pixels_of_its_parts(contrast, lit):
    app = make_app()
    was = theme.current()
    theme.use(theme.with_(high_contrast=contrast))
    try:
        check(app, contrast, lit)
    finally:
        theme.use(was)


def check(app, contrast: bool, lit: bool) -> None:
    btn = ui.Button("deal", "New deal", pygame.Rect(101, 53, 187, 41), lambda: None,
                    key_hint="N")  # fmt: skip
    felt = app.screen.copy()
    felt.fill((14, 92, 60))
    for x in range(0, felt.get_width(), 9):  # a patterned felt: the corners must show it
        felt.fill((200, 40, 40), (x, 0, 3, felt.get_height()))
    before, after = felt.copy(), felt.copy()
    parts(before, btn, lit)
    for _ in range(2):  # the first draw makes the face, the second blits the kept one
        btn.draw(after, hover=lit)
    words = ui.render("New deal  [N]", btn.shown_label()[1], ui.INK, exact=True)
    assert ui._faces.get((btn.rect.size, lit, words, contrast)) is not None  # it was kept
    same = sum(
        before.get_at((x, y)) == after.get_at((x, y))
        for x in range(btn.rect.left - 2, btn.rect.right + 2)
        for y in range(btn.rect.top - 2, btn.rect.bottom + 2)
    )
    assert same == (btn.rect.w + 4) * (btn.rect.h + 4)
