"""A scene's animations of the rules' events, dispatched by the event's type.

Every rules move returns plain event dicts with a ``"type"`` (each game declares
their keys in its folder's ``events.py``). A game scene animates type ``t`` in a
method ``_anim_<t>(ev, rest)`` (``rest``: the events after this one in the same
move, for the few animations that look ahead) and names the types it leaves alone
in ``IGNORED_EVENTS``. So which events a scene shows can be read off the class,
and a test can check that no event type the rules emit is forgotten (``handles``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any


def handles(animator: Any, ignored: Collection[str], kind: str) -> bool:
    """Does ``animator`` (the class or object with the ``_anim_<type>`` methods: the
    scene, or an animation object it owns) animate events of type ``kind``, or are they
    among the ``ignored``?"""
    return kind in ignored or callable(getattr(animator, f"_anim_{kind}", None))


def animate_events(animator: Any, ignored: Collection[str], events: list[dict]) -> None:
    """Each event in turn, with the ones after it."""
    for k, ev in enumerate(events):
        animate_event(animator, ignored, ev, events[k + 1 :])


def animate_event(animator: Any, ignored: Collection[str], ev: dict, rest: list[dict]) -> None:
    """One event's animation. An unknown type is skipped: the scene then snaps to the
    true state at the end of the move, so a missed animation never misleads."""
    kind = ev["type"]
    if kind in ignored:
        return
    handler: Callable[[dict, list[dict]], None] | None = getattr(animator, f"_anim_{kind}", None)
    if handler is not None:
        handler(ev, rest)
