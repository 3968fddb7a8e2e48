"""The win celebration every game shares: the cards leap off the table and bounce away.

Each card is launched in turn from where it lay, falls under gravity, bounces
on the bottom edge of the window losing a little height each time, and leaves
a trail of copies of itself on a layer that stays until the next deal (the
old desktop solitaire's cascade). A table with few cards left on show (a
cleared Matrix, an emptied grid) gets more from a fountain at the bottom, so
every game's win fills the screen. All in screen pixels; cosmetic only; the
random source is seeded, so a frame is the same in every run.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.engine import canvas

GRAVITY = 1500.0  # px/s² at a 720 px tall window; scaled with the window
BOUNCE = 0.72  # the share of speed a bounce keeps
STAGGER = 0.09  # seconds between two launches
LEAST = 16  # a celebration shows at least this many cards
TRAIL_EVERY = 0.035  # seconds between two copies left on the trail


@dataclass
class Flyer:
    image: pygame.Surface
    x: float  # top-left, screen pixels
    y: float
    vx: float
    vy: float
    delay: float
    trail_clock: float = 0.0
    gone: bool = False


class Cascade:
    """Cards flying off a window of ``size``: ``launch`` them, then ``update`` and
    ``draw`` every frame; ``busy`` while any card is still on screen."""

    def __init__(self, size: tuple[int, int], seed: int = 0) -> None:
        self.size = size
        self.rng = random.Random(seed)
        self.flyers: list[Flyer] = []
        self.trail: pygame.Surface | None = None
        self.age = 0.0

    @property
    def busy(self) -> bool:
        return any(not f.gone for f in self.flyers)

    @property
    def scale(self) -> float:
        return max(0.5, self.size[1] / 720)

    def launch(self, cards: list[tuple[pygame.Surface, pygame.Rect]], extra: list) -> None:
        """Launch the cards on show (image and screen rect) in turn; ``extra`` images fly
        up from the bottom of the window when fewer than LEAST cards are on show."""
        w, h = self.size
        k = self.scale
        order = sorted(cards, key=lambda c: (c[1].y, c[1].x))
        start = len(self.flyers)
        for img, rect in order:
            side = -1 if rect.centerx > w / 2 else 1
            side = side if self.rng.random() < 0.8 else -side
            vx = side * self.rng.uniform(140, 340) * k
            vy = -self.rng.uniform(150, 520) * k
            self.flyers.append(Flyer(img, rect.x, rect.y, vx, vy, 0.0))
        for img in extra[: max(0, LEAST - len(order))]:
            x = self.rng.uniform(0.25, 0.75) * w - img.get_width() / 2
            vx = self.rng.choice((-1, 1)) * self.rng.uniform(120, 300) * k  # never still
            vy = -self.rng.uniform(700, 980) * k
            self.flyers.append(Flyer(img, x, h, vx, vy, 0.0))
        for i, f in enumerate(self.flyers[start:]):
            f.delay = i * STAGGER

    def clear(self) -> None:
        self.flyers.clear()
        self.trail = None
        self.age = 0.0

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size: what flew is forgotten rather than drawn out of place."""
        self.size = size
        self.clear()

    def update(self, dt: float) -> None:
        if not self.flyers:
            return
        self.age += dt
        w, h = self.size
        g = GRAVITY * self.scale
        for f in self.flyers:
            if f.gone:
                continue
            if f.delay > 0:
                f.delay -= dt
                continue
            f.vy += g * dt
            f.x += f.vx * dt
            f.y += f.vy * dt
            bottom = h - f.image.get_height()
            if f.y > bottom and f.vy > 0:
                f.y = bottom
                f.vy = -f.vy * BOUNCE
                if abs(f.vy) < 120 * self.scale:
                    f.vy = -420 * self.scale  # a last hop, so no card sits still
            f.trail_clock += dt
            if f.trail_clock >= TRAIL_EVERY:
                f.trail_clock = 0.0
                self._stamp(f)
            if f.x > w or f.x + f.image.get_width() < 0:
                f.gone = True

    def _stamp(self, f: Flyer) -> None:
        if self.trail is None or self.trail.get_size() != self.size:
            self.trail = canvas.Kept(self.size, pygame.SRCALPHA)
        canvas.touched(self.trail, self.trail.blit(f.image, (round(f.x), round(f.y))))

    def draw(self, surface: pygame.Surface) -> None:
        if self.trail is not None:
            surface.blit(self.trail, (0, 0))
        for f in self.flyers:
            if not f.gone and f.delay <= 0:
                surface.blit(f.image, (round(f.x), round(f.y)))
