"""Tweens of numeric attributes, in the manner of Tuxemon's Animation.

A Tween moves named attributes of any object from their values when it starts
to target values over a duration, through a pytweening easing. Progress is
clamped to 0..1 so an overshooting dt never overshoots the target. A Timeline
holds many tweens with delays and can be fast-forwarded in one call, which is
how scenes honour input during an animation without losing it.

With "reduce motion" on (game.engine.theme) a Timeline runs its tweens
faster (short slides) but keeps its waits and its steps: every step of a
chain or a compaction still shows, each on a frame of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytweening

from game.engine import theme

Easing = Callable[[float], float]

EASINGS: dict[str, Easing] = {
    "linear": pytweening.linear,
    "out_quad": pytweening.easeOutQuad,
    "in_quad": pytweening.easeInQuad,
    "in_out_quad": pytweening.easeInOutQuad,
    "out_cubic": pytweening.easeOutCubic,
    "out_back": pytweening.easeOutBack,
    "out_elastic": pytweening.easeOutElastic,
    "out_bounce": pytweening.easeOutBounce,
    "in_back": pytweening.easeInBack,
}


def clamp01(t: float) -> float:
    return 0.0 if t < 0.0 else 1.0 if t > 1.0 else t


def ease(name: str, t: float) -> float:
    """The named easing at progress ``t`` (clamped), for drawing code that animates by age
    rather than by Tween, so every curve in the game comes from pytweening."""
    return EASINGS[name](clamp01(t))


class Tween:
    """Animate ``target``'s attributes to ``to`` values over ``duration`` seconds."""

    def __init__(
        self,
        target: Any,
        duration: float,
        ease: str | Easing = "out_cubic",
        delay: float = 0.0,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
        **to: float,
    ) -> None:
        self.target = target
        self.duration = max(0.0, duration)
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.delay = delay
        self.to = to
        self.start: dict[str, float] = {}
        self.elapsed = 0.0
        self.started = False
        self.done = False
        self.on_start = on_start
        self.on_done = on_done

    def _begin(self) -> None:
        self.started = True
        self.start = {k: float(getattr(self.target, k)) for k in self.to}
        if self.on_start:
            self.on_start()

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        if not self.started:
            self._begin()
        t = 1.0 if self.duration == 0 else clamp01((self.elapsed - self.delay) / self.duration)
        k = self.ease(t)
        for key, end in self.to.items():
            a = self.start[key]
            setattr(self.target, key, a + (end - a) * k)
        if t >= 1.0:
            self.done = True
            if self.on_done:
                self.on_done()

    def finish(self) -> None:
        """Jump to the end, running callbacks once, as if time had run out."""
        if not self.done:
            self.update(self.delay + self.duration - self.elapsed + 1e-9)


class Wait:
    """A pause in a sequence, optionally calling something when it ends."""

    def __init__(self, duration: float, on_done: Callable[[], None] | None = None) -> None:
        self.duration = duration
        self.elapsed = 0.0
        self.done = False
        self.on_done = on_done

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            if self.on_done:
                self.on_done()

    def finish(self) -> None:
        self.update(self.duration - self.elapsed + 1e-9)


class Timeline:
    """Steps run one after another; each step is a group of tweens running together.

    A scene queues one step per rules event (a pair, a collision, a compaction
    stage) so the animation follows the order the rules report.
    """

    def __init__(self) -> None:
        self.steps: list[list[Tween | Wait]] = []
        self.speed = 1.0

    def add(self, *items: Tween | Wait) -> None:
        """Queue a step of items that run together."""
        self.steps.append(list(items))

    def call(self, fn: Callable[[], None]) -> None:
        """Queue a function to run when the steps before it are done."""
        self.steps.append([Wait(0.0, on_done=fn)])

    def also(self, *items: Tween | Wait) -> None:
        """Add items to the last queued step (or start one)."""
        if not self.steps:
            self.steps.append([])
        self.steps[-1].extend(items)

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.finish()
            return
        dt *= self.speed
        slides = dt / theme.slide_scale()  # tweens only: the pauses that pace steps stay
        while self.steps and dt >= 0:
            step = self.steps[0]
            for item in step:
                item.update(slides if isinstance(item, Tween) else dt)
            if all(item.done for item in step):
                self.steps.pop(0)
                dt = slides = 0.0  # the next step starts on the next frame's time
                if (
                    self.steps
                    and self.steps[0]
                    and all(isinstance(i, Wait) and i.duration == 0 for i in self.steps[0])
                ):
                    continue
            break

    def finish(self) -> None:
        """Fast-forward everything queued, callbacks included, in order."""
        guard = 0
        while self.steps and guard < 100000:
            step = self.steps.pop(0)
            for item in step:
                item.finish()
            guard += 1
