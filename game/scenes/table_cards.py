"""Card sprites on a table: where each card rests, and the glides that take it there.

A base of ``TableScene``: the scene says where a card's home is (``home``);
this keeps one sprite per card and moves it there, at once or animated.
"""

from __future__ import annotations

import pygame

from game.engine.layout import Slot
from game.engine.sprites import CardSprite
from game.engine.tween import Tween


class CardTable:
    """Sprites and slot geometry; needs ``game``, ``home``, ``vp``, ``level``, ``timeline``."""

    def sprite(self, card: str) -> CardSprite:
        spr = self.sprites.get(card)
        if spr is None:
            spr = self.sprites[card] = self.make_sprite(card)
        return spr

    def sync_sprites(self) -> None:
        """Put every card where the state says, at once."""
        for spr, h in self._resting():
            spr.x, spr.y, spr.z = h.x, h.y, h.z
            spr.sx = spr.scale = 1.0
            spr.rot = 0.0
        self.after_sync()

    def _resting(self):
        """Each shown card's sprite with its home (face and shadow set from it); cards
        with no home are hidden. The one walk behind sync_sprites and glide_home."""
        for card in self.game.all_cards():
            h = self.home(card)
            spr = self.sprite(card)
            spr.visible = h is not None
            if h is not None:
                spr.face_up, spr.shadow = h.face_up, h.shadow
                yield spr, h

    def glide_home(self, duration: float = 0.28, stagger: float = 0.0) -> None:
        """Queue one step moving every misplaced card to its home (undo, restart, fixes)."""
        tweens = []
        for spr, h in self._resting():
            if (abs(spr.x - h.x) > 0.5 or abs(spr.y - h.y) > 0.5) and duration > 0:
                spr.z = 500 + h.z
                tweens.append(self.fly(spr, h.x, h.y, duration, len(tweens) * stagger, z=h.z))
            else:
                spr.x, spr.y, spr.z = h.x, h.y, h.z
        if tweens:
            self.timeline.add(*tweens)
        self.timeline.call(self.after_sync)

    def fly(
        self, spr: CardSprite, x: float, y: float, duration: float = 0.3, delay: float = 0.0,
        ease: str = "out_cubic", z: int | None = None,
    ) -> Tween:  # fmt: skip
        """A tween carrying a card to (x, y), lifted above the rest while it flies."""

        def lift() -> None:
            spr.z = 1000 + (z or 0)

        def land() -> None:
            if z is not None:
                spr.z = z

        return Tween(spr, duration, ease, delay, on_start=lift, on_done=land, x=x, y=y)

    def slot_pos(self, slot: Slot | str) -> tuple[float, float]:
        """Top-left of a card centred in a slot, in design units."""
        s = self.level[slot] if isinstance(slot, str) else slot
        return (s.x + (s.w - self.card_w) / 2, s.y + (s.h - self.card_w * 1.4) / 2)

    def slot_rect(self, slot: Slot | str) -> pygame.Rect:
        """A slot's screen rect; named ones are asked for many times a frame, so they are
        kept per window size."""
        if not isinstance(slot, str):
            return pygame.Rect(self.vp.rect(slot))
        key = (self.vp.scale, self.vp.ox, self.vp.oy, self.vp.folded)
        if key != self._slot_rects_for:
            self._slot_rects, self._slot_rects_for = {}, key
        r = self._slot_rects.get(slot)
        if r is None:
            r = self._slot_rects[slot] = pygame.Rect(self.vp.rect(self.level[slot]))
        return r.copy()
