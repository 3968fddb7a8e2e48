"""Card sprites: where a card is drawn, in level (design) units, and how.

Positions are in design units so a window resize only changes the viewport.
Tweens animate x, y, sx (horizontal squash, for flips), scale and rot.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.cards import CardArt
from game.engine.layout import Viewport
from game.engine.tween import Tween, Wait


class CardSprite:
    __slots__ = (
        "card",
        "x",
        "y",
        "w",
        "face_up",
        "sx",
        "scale",
        "rot",
        "z",
        "visible",
        "glow",
        "shadow",
    )

    def __init__(self, card: str, x: float, y: float, w: float, face_up: bool = True) -> None:
        self.card = card
        self.x, self.y, self.w = x, y, w
        self.face_up = face_up
        self.sx = 1.0
        self.scale = 1.0
        self.rot = 0.0
        self.z = 0
        self.visible = True
        self.glow: tuple[int, int, int] | None = None
        self.shadow = True  # off for cards buried in a pile, whose shadows would pile up

    def screen_rect(self, vp: Viewport, art: CardArt, offset=(0, 0)) -> pygame.Rect:
        x, y = vp.point(self.x, self.y)
        return pygame.Rect(round(x) + offset[0], round(y) + offset[1], art.w, art.h)

    def draw(
        self, surface: pygame.Surface, vp: Viewport, art: CardArt, offset=(0, 0)
    ) -> pygame.Rect:
        rect = self.screen_rect(vp, art, offset)
        img = art.image(self.card, self.face_up)
        if self.sx != 1.0 or self.scale != 1.0 or self.rot:
            w = max(1, round(art.w * abs(self.sx) * self.scale))
            h = max(1, round(art.h * self.scale))
            img = pygame.transform.scale(img, (w, h))
            if self.rot:
                img = pygame.transform.rotate(img, self.rot)
            center = rect.center
            rect = img.get_rect(center=center)
        if self.shadow or self.z >= 1000:
            lift = 3 + round(6 * (self.scale - 1.0) * 10) if self.scale > 1 else 3
            surface.blit(art.shadow(), rect.move(lift, lift + 1))
        surface.blit(img, rect)
        if self.glow is not None:
            ring = art.outline(self.glow, 4)
            surface.blit(ring, ring.get_rect(center=rect.center))
        return rect


def flip(
    spr: CardSprite,
    face_up: bool = True,
    delay: float = 0.0,
    on_turn: Callable[[], None] | None = None,
    squash: float = 0.08,
) -> list[Tween | Wait]:
    """A card turning over ``delay`` seconds from the step's start: squashed to its edge
    on ``sx``, the other face shown (``on_turn`` then: a sound), opened again. With
    ``squash=0`` it turns at once, for a card small or fast enough not to show it."""

    def turn() -> None:
        spr.face_up = face_up
        if on_turn is not None:
            on_turn()

    if squash <= 0:
        return [Wait(delay, on_done=turn)]
    return [
        Tween(spr, squash, "in_quad", delay, on_done=turn, sx=0.0),
        Tween(spr, squash, "out_quad", delay + squash, sx=1.0),
    ]
