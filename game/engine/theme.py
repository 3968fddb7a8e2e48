"""The look and the comfort options the player chose: one ``Theme`` object, ``app.theme``.

Card back, table colour, the four-colour deck, large print, high contrast,
reduced motion and the palette (``Theme.palette``: ink, panels, selection, hint,
yes and no, focus, each with its high-contrast value) are one frozen object,
read when something is drawn: a scene reads ``self.app.theme``, and the engine's
drawing code (card art, felt, text, effects, tweens), which has no app at hand,
reads the same object through ``current()``. Nothing else changes here, and no
palette colour is copied into module globals: code that names a colour of the
palette before drawing (a default argument, a constant) names an ``Ink`` (a
role, ``INK``, ``GOLD``, ``SELECT`` ...), which the drawing functions turn into
the theme's colour at draw time (``resolve``). A new theme is a new object, so
what is cached per theme (card art per width, felt backgrounds) keys on it
(``version``). Pure Python: the rules and tweens may read it without pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import cached_property
from typing import Any

from game.store.looks import CARD_BACKS, TABLES

# the looks a player may choose, as the settings file holds them (written in the store,
# which checks them at the door without the engine)
# The floor is on what a player sees: a rendered line (``Font.get_linesize()``) of at
# least MIN_LINE pixels. pygame's default font draws a line of 10 px when asked for 14,
# so the floor on sizes is the smallest size whose line is MIN_LINE (a test checks it
# against the font itself, tests/test_ui_text.py). Every text passes text_size, so no
# scene's own arithmetic can draw below it.
MIN_LINE = 14
MIN_TEXT = 18
LARGE_TEXT = 1.25  # large print: every text this much bigger ...
LARGE_MIN_TEXT = 20  # ... and never smaller than this, at any window size
CALM_SLIDES = 0.35  # reduce motion: slides take this share of their time


Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    """Every colour the scenes share, by what it means."""

    ink: Colour  # text
    dim: Colour  # quieter text: refusals, notes
    gold: Colour  # titles, the best, what to look at
    accent: Colour
    panel: Colour  # behind HUD text and overlays
    bad: Colour
    good: Colour
    focus: Colour  # the keyboard focus ring
    select: Colour  # picked cards
    ok: Colour  # a legal target, a yes
    no: Colour  # a refused target, a no
    hint: Colour  # the hint's cards


NORMAL = Palette(
    ink=(245, 240, 225),
    dim=(160, 170, 160),
    gold=(250, 204, 72),
    accent=(255, 120, 70),
    panel=(10, 30, 22),
    bad=(255, 96, 96),
    good=(120, 230, 140),
    focus=(255, 214, 90),
    select=(90, 200, 255),
    ok=(110, 235, 140),
    no=(255, 90, 90),
    hint=(255, 120, 230),
)
HIGH_CONTRAST = Palette(
    ink=(255, 255, 255),
    dim=(222, 226, 222),
    gold=(255, 222, 40),
    accent=(255, 150, 90),
    panel=(0, 0, 0),
    bad=(255, 130, 130),
    good=(150, 255, 170),
    focus=(255, 230, 0),
    select=(120, 220, 255),
    ok=(150, 255, 170),
    no=(255, 130, 130),
    hint=(255, 150, 240),
)
ROLES = tuple(f.name for f in fields(Palette))


class Ink(tuple):
    """A colour of the palette named before the theme is known (a constant, a default
    argument): its value is the normal palette's, and ``resolve`` gives the colour of
    the theme drawing it."""

    role: str

    def __new__(cls, role: str) -> Ink:
        ink = super().__new__(cls, getattr(NORMAL, role))
        ink.role = role
        return ink

    def __repr__(self) -> str:
        return f"Ink({self.role!r})"

    def __reduce__(self):
        return (Ink, (self.role,))


INK, DIM, GOLD, ACCENT, PANEL, BAD, GOOD, FOCUS, SELECT, OK, NO, HINT = (Ink(r) for r in ROLES)


@dataclass(frozen=True)
class Theme:
    card_back: str = "crimson"
    table: str = "game"
    four_colour: bool = False
    large_print: bool = False
    high_contrast: bool = False
    reduce_motion: bool = False

    @property
    def palette(self) -> Palette:
        return HIGH_CONTRAST if self.high_contrast else NORMAL

    @cached_property
    def _inks(self) -> dict[str, Any]:
        """Each role's colour under this theme, looked up once: text and panels ask for
        it many times a frame."""
        return {role: getattr(self.palette, role) for role in ROLES}

    def colour(self, colour: Any) -> Any:
        """``colour`` as drawn under this theme: an Ink becomes the palette's colour
        (keeping an alpha given with it: see ``rgba``), anything else is itself."""
        if type(colour) is Ink:
            return self._inks[colour.role]
        return colour

    def rgba(self, colour: Any, alpha: int) -> tuple[int, int, int, int]:
        """``colour`` (an Ink or three numbers) with ``alpha``, under this theme."""
        r, g, b = self.colour(colour)[:3]
        return (r, g, b, alpha)

    # the palette by name: app.theme.ink, app.theme.select ...
    ink = property(lambda self: self.palette.ink)
    dim = property(lambda self: self.palette.dim)
    gold = property(lambda self: self.palette.gold)
    accent = property(lambda self: self.palette.accent)
    panel = property(lambda self: self.palette.panel)
    bad = property(lambda self: self.palette.bad)
    good = property(lambda self: self.palette.good)
    focus = property(lambda self: self.palette.focus)
    select = property(lambda self: self.palette.select)
    ok = property(lambda self: self.palette.ok)
    no = property(lambda self: self.palette.no)
    hint = property(lambda self: self.palette.hint)

    def felt(self, game_colour: Colour) -> Colour:
        """The table colour to draw: the chosen one, or the game's own; darker in high
        contrast so white cards and text stand out more."""
        colour = TABLES[self.table][1] or game_colour
        if self.high_contrast:
            colour = (colour[0] * 6 // 10, colour[1] * 6 // 10, colour[2] * 6 // 10)
        return colour

    def text_size(self, size: int) -> int:
        """The pixel size text of nominal ``size`` is drawn at."""
        if not self.large_print:
            return max(MIN_TEXT, size)
        return max(LARGE_MIN_TEXT, round(size * LARGE_TEXT))

    def slide_scale(self) -> float:
        """How much of its time a slide takes: short slides when motion is reduced."""
        return CALM_SLIDES if self.reduce_motion else 1.0


# the Settings keys, one per Theme field, and their defaults (see game.store.settings.Values)
DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Theme)}

# The theme the window draws with: the App's ``app.theme``, made current by App.apply_theme
# (its only writer) for the engine's drawing code, which has no app at hand.
_current = Theme()


def current() -> Theme:
    return _current


def version() -> Theme:
    """A key for what is cached per theme: a new theme is a new key."""
    return _current


def use(theme: Theme) -> None:
    """Make ``theme`` the one the window draws with (App.apply_theme)."""
    global _current
    _current = theme


def resolve(colour: Any) -> Any:
    """``colour`` as the current theme draws it (an Ink becomes the palette's)."""
    return _current.colour(colour) if type(colour) is Ink else colour


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


def felt(game_colour: Colour) -> Colour:
    return _current.felt(game_colour)


def text_size(size: int) -> int:
    return _current.text_size(size)


def slide_scale() -> float:
    return _current.slide_scale()


def cycle(options: list[str], value: str, step: int = 1) -> str:
    """The option after ``value`` (wrapping), for Settings rows that cycle."""
    i = options.index(value) if value in options else -step
    return options[(i + step) % len(options)]
