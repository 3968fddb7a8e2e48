"""A scene's animations of the rules' events, dispatched by the event's type.

Every rules move returns plain event dicts with a ``"type"``. A game scene
animates type ``t`` in a method ``_anim_<t>(ev, rest)`` (``rest``: the
events after this one in the same move, for the few animations that look
ahead) and names the types it leaves alone in ``IGNORED_EVENTS``. So which
events a scene shows can be read off the class, and a test can check that
no event type the rules emit is forgotten (``handles``).
"""

from __future__ import annotations

from collections.abc import Callable


class EventAnimations:
    """Mixin for a scene: ``animate_event`` calls ``_anim_<type>`` or skips an ignored type."""

    IGNORED_EVENTS: frozenset[str] = frozenset()

    @classmethod
    def handles(cls, kind: str) -> bool:
        """Does the scene animate or deliberately ignore events of type ``kind``?"""
        return kind in cls.IGNORED_EVENTS or callable(getattr(cls, f"_anim_{kind}", None))

    def animate_events(self, events: list[dict]) -> None:
        """Each event in turn, with the ones after it."""
        for k, ev in enumerate(events):
            self.animate_event(ev, events[k + 1 :])

    def animate_event(self, ev: dict, rest: list[dict]) -> None:
        """One event's animation. An unknown type is skipped: the scene then snaps to the
        true state at the end of the move, so a missed animation never misleads."""
        kind = ev["type"]
        if kind in self.IGNORED_EVENTS:
            return
        handler: Callable[[dict, list[dict]], None] | None = getattr(self, f"_anim_{kind}", None)
        if handler is not None:
            handler(ev, rest)
