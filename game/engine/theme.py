"""The look and the comfort options the player chose, one current set for the window.

Card back, table colour, the four-colour deck, large print, high contrast and
reduced motion are read by the drawing code (card art, felt, text, effects,
tweens) when it draws, not passed down through every scene. ``version``
changes whenever the theme does, so what is cached per theme (card art per
width, felt backgrounds) knows to draw itself again. Pure Python: the rules
and tweens may read it without pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

# name -> what Settings shows
CARD_BACKS: dict[str, str] = {
    "crimson": "Crimson lattice",
    "navy": "Navy rings",
    "forest": "Forest checks",
    "onyx": "Onyx and gold",
}
# name -> (what Settings shows, felt colour; None keeps each game's own colour)
TABLES: dict[str, tuple[str, tuple[int, int, int] | None]] = {
    "game": ("Each game's green", None),
    "blue": ("Midnight blue", (24, 56, 104)),
    "wine": ("Burgundy", (104, 30, 46)),
    "slate": ("Slate grey", (58, 64, 72)),
}

LARGE_TEXT = 1.25  # large print: every text this much bigger ...
LARGE_MIN_TEXT = 20  # ... and never smaller than this, at any window size
CALM_SLIDES = 0.35  # reduce motion: slides take this share of their time


@dataclass(frozen=True)
class Theme:
    card_back: str = "crimson"
    table: str = "game"
    four_colour: bool = False
    large_print: bool = False
    high_contrast: bool = False
    reduce_motion: bool = False


# the Settings keys, one per Theme field, and their defaults (see game.store.settings.Values)
DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Theme)}

_current = Theme()
_version = 0


def current() -> Theme:
    return _current


def version() -> int:
    """Bumped on every change: caches made under another version are stale."""
    return _version


def use(theme: Theme) -> None:
    """Make ``theme`` the current one (a no-op, version kept, when nothing changes)."""
    global _current, _version
    if theme != _current:
        _current = theme
        _version += 1


def from_settings(data: Mapping[str, Any]) -> Theme:
    """The theme stored in the settings; an unknown back or table falls back to the default,
    so a settings file from another version never stops the game."""
    values = {k: data.get(k, v) for k, v in DEFAULTS.items()}
    if values["card_back"] not in CARD_BACKS:
        values["card_back"] = DEFAULTS["card_back"]
    if values["table"] not in TABLES:
        values["table"] = DEFAULTS["table"]
    for key, default in DEFAULTS.items():
        if isinstance(default, bool):
            values[key] = bool(values[key])
    return Theme(**values)


def with_(**changes: Any) -> Theme:
    """The current theme with some fields changed (not made current)."""
    return replace(_current, **changes)


def felt(game_colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """The table colour to draw: the chosen one, or the game's own; darker in high
    contrast so white cards and text stand out more."""
    colour = TABLES[_current.table][1] or game_colour
    if _current.high_contrast:
        colour = (colour[0] * 6 // 10, colour[1] * 6 // 10, colour[2] * 6 // 10)
    return colour


def text_size(size: int) -> int:
    """The pixel size text of nominal ``size`` is drawn at."""
    if not _current.large_print:
        return size
    return max(LARGE_MIN_TEXT, round(size * LARGE_TEXT))


def slide_scale() -> float:
    """How much of its time a slide takes: short slides when motion is reduced."""
    return CALM_SLIDES if _current.reduce_motion else 1.0


def cycle(options: list[str], value: str, step: int = 1) -> str:
    """The option after ``value`` (wrapping), for Settings rows that cycle."""
    i = options.index(value) if value in options else -step
    return options[(i + step) % len(options)]
