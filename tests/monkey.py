"""Random input for any scene: clicks anywhere, drags, key mashing, resizes, focus loss.

Used by tests/test_monkey.py with a fixed seed; set PATIENCE_MONKEY_EVENTS for
a longer run. After every event the cards in play must still be exactly the deck.
"""

from __future__ import annotations

import os
import random

import pygame

KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_n,
    pygame.K_h,
    pygame.K_u,
    pygame.K_z,
    pygame.K_y,
    pygame.K_p,
    pygame.K_r,
    pygame.K_c,
    pygame.K_d,
    pygame.K_f,
    pygame.K_g,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_DELETE,
    pygame.K_F1,
    pygame.K_x,
    pygame.K_m,
    pygame.K_TAB,
    pygame.K_0,
    pygame.K_5,
    pygame.K_KP_ENTER,
]

EVENTS = int(os.environ.get("PATIENCE_MONKEY_EVENTS", "600"))


def random_event(rnd: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size
    kind = rnd.random()
    pos = (rnd.randrange(-20, w + 20), rnd.randrange(-20, h + 20))
    if kind < 0.35:
        button = rnd.choice([1, 1, 1, 3, 2, 4, 5])
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]
    if kind < 0.5:
        end = (rnd.randrange(w), rnd.randrange(h))
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2),
                rel=(5, 5),
                buttons=(1, 0, 0),
            ),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(5, 5), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if kind < 0.55:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
    if kind < 0.93:
        k = rnd.choice(KEYS)
        mod = pygame.KMOD_CTRL if rnd.random() < 0.1 else 0
        uni = chr(k) if 32 <= k < 127 else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)]
    if kind < 0.96:
        return [
            pygame.event.Event(pygame.WINDOWFOCUSLOST),
            pygame.event.Event(pygame.WINDOWFOCUSGAINED),
        ]
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice([-1, 1]))]


def cards_in_play(app) -> tuple[list[str], list[str]] | None:
    """(all cards, deck) of the game scene on the stack, if any."""
    for scene in reversed(app.scenes.stack):
        game = getattr(scene, "game", None)
        if game is not None and hasattr(game, "all_cards"):
            return sorted(game.all_cards()), sorted(game.deck)
    return None
