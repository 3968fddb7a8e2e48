"""Arcade feedback: particles, score pop-ups, screen shake and flashes.

All of it is cosmetic and time-limited; scenes spawn effects from rules
events and the pool keeps itself bounded so a long chain cannot slow frames.
With "reduce motion" on (game.engine.theme) the screen neither shakes nor
flashes; what happened is still told by pop-ups, sounds and the cards.
"""

from __future__ import annotations

import math
import random

import pygame

from game.engine import paint, theme, ui

MAX_PARTICLES = 400


class Particle:
    __slots__ = ("x", "y", "vx", "vy", "life", "age", "colour", "size")

    def __init__(self, x, y, vx, vy, life, colour, size):
        self.x, self.y, self.vx, self.vy = x, y, vx, vy
        self.life, self.age, self.colour, self.size = life, 0.0, colour, size


class Popup:
    __slots__ = ("text", "x", "y", "age", "life", "colour", "size", "banner")

    def __init__(self, text, x, y, colour, size, life=1.1, banner=False):
        self.text, self.x, self.y, self.colour, self.size = text, x, y, colour, size
        self.age, self.life = 0.0, life
        self.banner = banner  # a big word; only one shows at a time


class Effects:
    """Everything decorative on top of the table, in screen pixels."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.particles: list[Particle] = []
        self.popups: list[Popup] = []
        self.shake_power = 0.0
        self.shake_time = 0.0
        self.flash_alpha = 0.0
        self.flash_colour = theme.resolve(theme.FLASH)
        self._flash_surf: pygame.Surface | None = None
        self._offset = (0, 0)
        self._flash_key: tuple = ()

    @property
    def busy(self) -> bool:
        return bool(self.particles or self.popups or self.shake_time > 0 or self.flash_alpha > 0)

    def burst(self, x: float, y: float, colour, count: int = 24, speed: float = 260.0) -> None:
        colour = theme.resolve(colour)
        room = MAX_PARTICLES - len(self.particles)
        for _ in range(min(count, room)):
            a = self.rng.uniform(0, math.tau)
            v = self.rng.uniform(0.3, 1.0) * speed
            c = tuple(min(255, max(0, ch + self.rng.randint(-30, 30))) for ch in colour)
            self.particles.append(
                Particle(
                    x,
                    y,
                    math.cos(a) * v,
                    math.sin(a) * v - speed * 0.3,
                    self.rng.uniform(0.4, 0.9),
                    c,
                    self.rng.uniform(2, 5),
                )
            )

    def popup(self, text: str, x: float, y: float, colour=None, size: int = 40) -> None:
        """A word rising from (x, y), in gold unless ``colour`` says (drawn in the theme's)."""
        self.popups.append(Popup(text, x, y, ui.GOLD if colour is None else colour, size))

    def banner(
        self,
        text: str,
        x: float,
        y: float,
        colour=None,
        size: int = 40,
        avoid: list[pygame.Rect] = (),
        window: pygame.Rect | None = None,
        life: float = 1.1,
    ) -> None:
        """A big word over the table: it replaces the banner showing (one at a time) and
        moves off the panels in ``avoid`` (up, else down) and into ``window``."""
        self.clear_banners()
        colour = ui.GOLD if colour is None else colour
        size = max(ui.MIN_TEXT, size)
        placed = None
        while placed is None:  # the first size with a free spot, the word shrinking to fit
            w, h = ui.measure(text, round(size * 1.3), bold=True)
            rect = pygame.Rect(0, 0, w, h + round(60 * life))  # its whole rise
            rect.midbottom = (round(x), round(y + h / 2))
            if window is not None:
                rect.clamp_ip(window)
            placed = next(
                (
                    r
                    for step in range(0, 600, 8)
                    for r in (rect.move(0, -step), rect.move(0, step))
                    if not any(r.colliderect(a) for a in avoid)
                    and (window is None or window.contains(r))
                ),
                None,
            )
            if placed is None and size == ui.MIN_TEXT:
                placed = rect  # nowhere is free: where it was asked
            size = max(ui.MIN_TEXT, round(size * 0.85)) if placed is None else size
        self.popups.append(
            Popup(text, placed.centerx, placed.bottom - h / 2, colour, size, life, banner=True)
        )

    def clear_banners(self) -> None:
        self.popups = [p for p in self.popups if not p.banner]

    def shake(self, power: float, time: float = 0.35) -> None:
        if theme.current().reduce_motion:
            return
        self.shake_power = max(self.shake_power, power)
        self.shake_time = max(self.shake_time, time)

    def flash(self, colour=None, alpha: float = 120) -> None:
        """The table lit for a moment (white unless ``colour`` says)."""
        if theme.current().reduce_motion:
            return
        self.flash_colour = theme.resolve(theme.FLASH if colour is None else colour)
        self.flash_alpha = max(self.flash_alpha, alpha)

    def offset(self) -> tuple[int, int]:
        """Where the table should be drawn this frame while shaking (chosen in ``update``,
        so drawing a frame twice draws it the same)."""
        return self._offset

    def _shake_offset(self) -> tuple[int, int]:
        if self.shake_time <= 0 or theme.current().reduce_motion:
            return (0, 0)
        p = self.shake_power * min(1.0, self.shake_time / 0.2)
        return (round(self.rng.uniform(-p, p)), round(self.rng.uniform(-p, p)))

    def update(self, dt: float) -> None:
        g = 700.0
        alive = []
        for p in self.particles:
            p.age += dt
            if p.age < p.life:
                p.vy += g * dt
                p.x += p.vx * dt
                p.y += p.vy * dt
                alive.append(p)
        self.particles = alive
        for pop in self.popups:
            pop.age += dt
            pop.y -= 60 * dt
        self.popups = [p for p in self.popups if p.age < p.life]
        self.shake_time = max(0.0, self.shake_time - dt)
        if self.shake_time == 0:
            self.shake_power = 0.0
        self.flash_alpha = max(0.0, self.flash_alpha - 500 * dt)
        self._offset = self._shake_offset()

    def clear(self) -> None:
        self.particles.clear()
        self.popups.clear()
        self.shake_time = self.flash_alpha = 0.0
        self._offset = (0, 0)

    def draw(self, surface: pygame.Surface) -> None:
        for p in self.particles:
            k = 1 - p.age / p.life
            paint.circle(surface, p.colour, (int(p.x), int(p.y)), max(1, int(p.size * k)))
        for pop in self.popups:
            k = pop.age / pop.life
            size = int(pop.size * (1.3 - 0.3 * min(1, k * 4)))
            ui.blit_text(
                surface,
                pop.text,
                size,
                (pop.x, pop.y),
                pop.colour,
                "center",
                bold=True,
                passing=True,
            )
        if self.flash_alpha > 0:
            key = (surface.get_size(), tuple(self.flash_colour))
            if self._flash_surf is None or self._flash_key != key:
                # a new surface for a new colour: a frame's drawing is compared with the
                # last one by the surfaces it blits (game.engine.canvas), never refilled
                self._flash_surf, self._flash_key = pygame.Surface(key[0]), key
                self._flash_surf.fill(self.flash_colour)
            self._flash_surf.set_alpha(int(self.flash_alpha))
            surface.blit(self._flash_surf, (0, 0))
