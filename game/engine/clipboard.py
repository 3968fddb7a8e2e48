"""The system clipboard, where the window has one (pygame-ce's ``pygame.scrap``).

Deal codes are handed on by copy and paste. Where no clipboard exists (the dummy
video driver, some window systems) ``put`` and ``get`` say so by returning False and
None, and the caller shows the code on screen to be copied by hand."""

from __future__ import annotations

import contextlib

import pygame


def _ready() -> bool:
    """A window is open: ``put_text``/``get_text`` (SDL's clipboard) need no ``init``,
    which pygame-ce deprecates since 2.2."""
    try:
        return pygame.display.get_init() and pygame.display.get_surface() is not None
    except pygame.error:
        return False


def put(text: str) -> bool:
    """Put ``text`` on the clipboard; False where there is none."""
    if not _ready():
        return False
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    with contextlib.suppress(pygame.error, AttributeError, NotImplementedError):
        return pygame.scrap.get_text() == text
    return True


def get() -> str | None:
    """The clipboard's text, or None where there is none (or it holds no text)."""
    if not _ready():
        return None
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return text or None
