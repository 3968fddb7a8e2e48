"""The window a copy of the game shows when it cannot run on this data folder.

A second copy on a folder another copy holds, or a database from a newer version:
the copy writes nothing, so all it can do is say why, in a window of its own (a
player who started it from a menu sees no terminal), until a key, a click or the
window's close, or for ``SHOWN`` seconds.
"""

from __future__ import annotations

import pygame

from game.engine import theme, ui
from game.i18n import _

SHOWN = 12.0
SIZE = (720, 260)


def show_refusal(message: str, seconds: float = SHOWN) -> None:
    message = message[:1].upper() + message[1:]
    try:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Patience Arcade")
        screen = pygame.display.set_mode(SIZE)
    except pygame.error:
        return  # no display: the line on stderr has said it
    clock = pygame.time.Clock()
    left = seconds
    while left > 0:
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                left = 0
        screen.fill(theme.FELT.refusal)
        ui.blit_text(screen, _("Patience Arcade cannot start"), 30, (SIZE[0] // 2, 28), ui.GOLD,
                     "midtop", bold=True)  # fmt: skip
        ui.blit_block(screen, message, 22, (SIZE[0] // 2, 84), SIZE[0] - 60, ui.INK, "midtop",
                      "center")  # fmt: skip
        ui.blit_text(screen, _("Any key or click closes this window"), 18,
                     (SIZE[0] // 2, SIZE[1] - 22), ui.DIM, "midbottom")  # fmt: skip
        pygame.display.flip()
        left -= clock.tick(30) / 1000.0
    pygame.quit()
