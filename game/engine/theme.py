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

Every colour the shared drawing code uses is here, by role, and nowhere else as numbers
(tests/test_theme_roles.py reads the code for any): the palette's roles the screens
share, and beside it the sections, each with its high-contrast value: the engine's own
(``SECTIONS``: the card section, card-face art, ``Theme.cards``: faces, backs, suit
inks, SLOTKER's slot symbols) and each game's own, which the game keeps in its folder
and declares in its catalog entry (``colours``: a pair, normal and high contrast, of a
dataclass of colours), found here by the game's name (``looks``, ``Theme.section``).
A role of a section is named as an Ink too (``Ink("cards.slot")``, a game's
``Ink("<game>.<role>")``); ``Ink(role, alpha)`` draws a role see-through. The screens'
own felts (``FELT``) pass through ``felt``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import cached_property
from typing import Any

from game import catalog
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
Rgba = tuple[int, int, int, int]

# Not colours a player's look changes, but the values drawing works with: a surface
# wiped clear, and the fully opaque black a glyph mask is multiplied by.
CLEAR: Rgba = (0, 0, 0, 0)
OPAQUE_BLACK: Rgba = (0, 0, 0, 255)


@dataclass(frozen=True)
class Palette:
    """Every colour the scenes share, by what it means. The roles after ``hint`` are the
    furniture of the screens and the tables (buttons, rows, tabs, charts, veils) and
    the effects (flashes, sparks), each with its high-contrast value."""

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
    # --- the screens' furniture ---
    panel_edge: Rgba  # a panel's plain edge (brighter in high contrast)
    shut: Colour  # a shut button's hollow edge
    button: Colour  # an open button's fill
    button_lit: Colour  # ... focused or pointed at; an overlay's or a list's chosen row
    button_edge: Colour  # an open button's edge
    chip: Colour  # an overlay's option or row, not chosen
    tile: Colour  # a menu item, a page tab, a list row, not chosen
    tile_lit: Colour  # ... chosen
    quiet: Colour  # the thin edge and the label of an item not chosen
    well: Colour  # a switch's box (Statistics' mode)
    figure: Colour  # a result's figure tile
    figure_edge: Colour  # its edge when the deal was lost (gold when won)
    bar: Colour  # a chart's bar for a game not played yet
    axis: Colour  # a chart's base line
    band: Colour  # the gold band behind a marked row: a winner, the seat playing
    veil: Rgba  # the shade over the scene under an overlay: its colour and least alpha
    shadow: Colour  # text shadows, the dark edge that makes a ring show on any colour
    alarm: Colour  # the box of a notice that something failed
    field: Colour  # a text field's box (Deal #)
    rim: Colour  # white rims drawn see-through: faint rings, a lost result's edge
    # --- effects ---
    flash: Colour  # the table lit for a moment; a strike's white sparks
    spark: Colour  # the sparks of a clear or a win
    glow: Colour  # the warm light of a win


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
    panel_edge=(255, 255, 255, 40),
    shut=(90, 100, 95),
    button=(36, 84, 60),
    button_lit=(64, 130, 92),
    button_edge=(255, 255, 255),
    chip=(32, 72, 52),
    tile=(30, 70, 50),
    tile_lit=(70, 140, 100),
    quiet=(200, 210, 200),
    well=(40, 90, 66),
    figure=(24, 58, 42),
    figure_edge=(120, 140, 130),
    bar=(70, 90, 80),
    axis=(200, 200, 200),
    band=(110, 84, 20),
    veil=(0, 0, 0, 0),
    shadow=(0, 0, 0),
    alarm=(70, 14, 14),
    field=(10, 20, 14),
    rim=(255, 255, 255),
    flash=(255, 255, 255),
    spark=(255, 230, 120),
    glow=(255, 240, 180),
)
# high contrast: fills darker and purer behind white text, edges and lines brighter,
# the veil under an overlay darker, effects in purer hues
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
    panel_edge=(255, 255, 255, 170),
    shut=(150, 160, 155),
    button=(0, 52, 30),
    button_lit=(0, 96, 56),
    button_edge=(255, 255, 255),
    chip=(0, 40, 24),
    tile=(0, 40, 24),
    tile_lit=(0, 96, 56),
    quiet=(255, 255, 255),
    well=(0, 52, 30),
    figure=(0, 0, 0),
    figure_edge=(220, 226, 222),
    bar=(150, 160, 155),
    axis=(255, 255, 255),
    band=(96, 72, 0),
    veil=(0, 0, 0, 200),
    shadow=(0, 0, 0),
    alarm=(120, 0, 0),
    field=(0, 0, 0),
    rim=(255, 255, 255),
    flash=(255, 255, 255),
    spark=(255, 236, 60),
    glow=(255, 248, 150),
)
ROLES = tuple(f.name for f in fields(Palette))


class Ink(tuple):
    """A colour of the palette named before the theme is known (a constant, a default
    argument): its value is the normal palette's, and ``resolve`` gives the colour of
    the theme drawing it. A role of a section is named with it, after the section
    (``Ink("cards.slot")``; a game's, after the game: ``Ink("<game>.<role>")``, see
    ``looks``). ``alpha``: the role's colour drawn see-through (``Ink("rim", 60)``, a
    faint white line), whatever the theme's colour."""

    role: str
    alpha: int | None

    def __new__(cls, role: str, alpha: int | None = None) -> Ink:
        section, _, name = role.rpartition(".")
        value = getattr(looks(section)[0] if section else NORMAL, name)
        ink = super().__new__(cls, value if alpha is None else (*value[:3], alpha))
        ink.role, ink.alpha = role, alpha
        return ink

    def __repr__(self) -> str:
        return f"Ink({self.role!r})" if self.alpha is None else f"Ink({self.role!r}, {self.alpha})"

    def __reduce__(self):
        return (Ink, (self.role, self.alpha))


INK, DIM, GOLD, ACCENT, PANEL, BAD, GOOD, FOCUS, SELECT, OK, NO, HINT = (Ink(r) for r in ROLES[:12])
(PANEL_EDGE, SHUT, BUTTON, BUTTON_LIT, BUTTON_EDGE, CHIP, TILE, TILE_LIT, QUIET, WELL, FIGURE,
 FIGURE_EDGE, BAR, AXIS, BAND, VEIL, SHADOW, ALARM, FIELD, RIM, FLASH, SPARK, GLOW) = (
    Ink(r) for r in ROLES[12:]
)  # fmt: skip


# --- the card section: card-face art -----------------------------------------------------
@dataclass(frozen=True, eq=False)
class CardColours:
    """The art of card faces and backs (``theme.current().cards``), SLOTKER's slot symbols
    painted on its faces with it: art keeps its palette in both looks, but where high
    contrast helps reading a card (the suits' inks, the card's edge)."""

    face: Colour
    edge: Colour
    court: Colour  # a court card's framed picture
    court_frame: Colour
    back_margin: Colour  # the light margin round a back's pattern
    backs: Mapping[str, tuple[Colour, Colour, Colour]]  # per back: field, lines, emblem ring
    suits: Mapping[str, Colour]  # each suit's ink
    four_suits: Mapping[str, Colour]  # ... in the four-colour deck
    star_heart: Colour  # the star suit's small heart
    shadow: Rgba  # a card's drop shadow
    ring_edge: Rgba  # the dark edge of a glow ring round a card
    mark: Colour  # the ink of a ring's tick or cross, and its disc's edge
    slot: Colour  # an empty place's outline (drawn see-through)
    window: Colour  # SLOTKER's symbol window on a face
    window_shade: Colour  # its drum shading (drawn see-through)
    window_edge: Colour
    symbols: Mapping[str, Colour]  # each slot symbol's own colour
    symbol_labels: Mapping[str, Colour]  # ... as a word's ink on a dark panel
    symbol_parts: Mapping[str, tuple[int, ...]]  # the symbols' details: leaves, stems, rims


_RED, _BLACK = (200, 28, 45), (24, 24, 34)
_SUITS = {"H": _RED, "D": _RED, "S": _BLACK, "C": _BLACK, "X": (28, 96, 200)}
# high contrast: the same hues, darker and purer against a white face
_CONTRAST_SUITS = {
    "H": (176, 0, 16), "D": (176, 0, 16), "S": (0, 0, 0), "C": (0, 0, 0), "X": (0, 60, 170)
}  # fmt: skip
_SYMBOLS = {
    "BAR": (40, 40, 48),
    "BELL": (232, 176, 36),
    "PLUM": (122, 48, 150),
    "ORANGE": (246, 132, 24),
    "CHERRIES": (214, 24, 44),
    "LEMON": (246, 228, 70),
}
CARDS = CardColours(
    face=(252, 250, 244),
    edge=(120, 120, 130),
    court=(246, 236, 206),
    court_frame=(214, 176, 70),
    back_margin=(250, 248, 240),
    backs={
        "crimson": ((150, 32, 48), (196, 70, 84), (250, 240, 210)),
        "navy": ((24, 44, 110), (70, 104, 190), (236, 240, 252)),
        "forest": ((22, 92, 52), (52, 138, 84), (240, 246, 226)),
        "onyx": ((28, 28, 32), (196, 160, 64), (230, 196, 96)),
    },
    suits=_SUITS,
    # the four-colour deck many players prefer: clubs green, diamonds blue; the star
    # suit turns violet so it never shares the diamonds' blue (its shape differs anyway)
    four_suits={**_SUITS, "C": (22, 128, 52), "D": (26, 82, 210), "X": (132, 58, 186)},
    star_heart=(250, 214, 80),
    shadow=(0, 0, 0, 70),
    ring_edge=(0, 0, 0, 170),
    mark=(0, 0, 0),
    slot=(255, 255, 255),
    window=(238, 232, 216),
    window_shade=(90, 70, 40),
    window_edge=(160, 142, 110),
    symbols=_SYMBOLS,
    # colours that read on the dark felt (BAR's plate colour would not)
    symbol_labels={**_SYMBOLS, "BAR": (235, 235, 240), "PLUM": (196, 130, 226)},
    symbol_parts={
        "leaf": (58, 150, 56),
        "leaf_dark": (30, 96, 34),
        "stem": (104, 70, 36),
        "glint": (255, 255, 255, 150),
        "bar_rim": (214, 176, 70),
        "bar_inner": (90, 90, 100),
        "bar_word": (250, 250, 250),
        "bell_dark": (150, 100, 10),
        "bell_band": (200, 140, 20),
        "plum_dark": (70, 20, 92),
        "orange_dark": (176, 80, 8),
        "orange_dimple": (222, 108, 14),
        "cherries_dark": (120, 8, 20),
        "lemon_dark": (170, 140, 20),
    },
)
CARDS_HIGH_CONTRAST = replace(
    CARDS,
    edge=(0, 0, 0),  # thick black (the card draws it wider)
    suits=_CONTRAST_SUITS,
    four_suits={**_CONTRAST_SUITS, "C": (0, 100, 30), "D": (0, 50, 190), "X": (104, 20, 160)},
    window_edge=(90, 70, 40),
    symbol_labels={**CARDS.symbol_labels, "BAR": (255, 255, 255), "PLUM": (214, 160, 240)},
)


@dataclass(frozen=True)
class Felts:
    """The screens' own table colours (``theme.FELT``): passed to ``felt``, which puts the
    player's table colour in their place and darkens them in high contrast."""

    game: Colour  # a game's table when its level names none
    menu: Colour
    stats: Colour
    match_setup: Colour  # SLOTKER's match setup
    refusal: Colour  # the plain ground of the window that says the game cannot start


# the engine's own sections beside the palette, by the name a role of theirs is given
# (``Ink("cards.slot")``): (normal, high contrast). A game's are its own (``looks``), and
# the catalog keeps these names from any game (``catalog.RESERVED``).
SECTIONS: dict[str, tuple[Any, Any]] = {
    "cards": (CARDS, CARDS_HIGH_CONTRAST),
}
# a game's two looks as loaded, by its name, with the catalog record that named them
_games_looks: dict[str, tuple[catalog.GameInfo, tuple[Any, Any]]] = {}


def looks(name: str) -> tuple[Any, Any]:
    """The section ``name``'s two looks (normal, high contrast): the engine's own
    (``SECTIONS``), or the game's of that name, which its catalog entry declares
    (``colours``: checked as the catalog admits the game) and is loaded once. KeyError
    for a name that is neither."""
    own = SECTIONS.get(name)
    if own is not None:
        return own
    info = catalog.find(name)
    kept = _games_looks.get(name)
    if kept is not None and (info is None or kept[0] is info):
        return kept[1]
    if info is None or info.colours is None:
        raise KeyError(f"no section of colours is called {name!r}")
    pair: tuple[Any, Any] = catalog.load(info.colours)
    _games_looks[name] = (info, pair)
    return pair


def sections() -> dict[str, tuple[Any, Any]]:
    """Every section by name: the engine's own, then each game's that declares colours."""
    games = [name for name, info in catalog.games().items() if info.colours is not None]
    return {**SECTIONS, **{name: looks(name) for name in games}}


def _is_colour(value: Any) -> bool:
    return type(value) is tuple and len(value) in (3, 4) and all(type(c) is int for c in value)


FELT = Felts(
    game=(27, 107, 69),
    menu=(22, 92, 60),
    stats=(22, 80, 58),
    match_setup=(26, 90, 68),
    refusal=(16, 40, 30),
)


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

    # the sections beside the palette: card art, and each game's own roles
    @property
    def cards(self) -> CardColours:
        return CARDS_HIGH_CONTRAST if self.high_contrast else CARDS

    def section(self, name: str) -> Any:
        """The section ``name`` in this look: ``"cards"`` (``cards``) or a game's own
        colours, by the game's name (``theme.current().section("<game>")``, typed by the
        game where it reads it); KeyError for a name that is neither (``looks``)."""
        normal, contrast = looks(name)
        return contrast if self.high_contrast else normal

    @cached_property
    def _inks(self) -> dict[str, Any]:
        """Each role's colour under this theme, looked up once: text and panels ask for
        it many times a frame (a game's roles join as they are first drawn: ``colour``)."""
        inks = {role: getattr(self.palette, role) for role in ROLES}
        for name, looks in SECTIONS.items():
            section = looks[1] if self.high_contrast else looks[0]
            for f in fields(section):
                value = getattr(section, f.name)
                if _is_colour(value):
                    inks[f"{name}.{f.name}"] = value
        return inks

    def colour(self, colour: Any) -> Any:
        """``colour`` as drawn under this theme: an Ink becomes the palette's colour
        (keeping an alpha given with it: see ``rgba``), anything else is itself."""
        if type(colour) is Ink:
            try:
                value = self._inks[colour.role]
            except KeyError:  # a game's role, first drawn under this theme
                section, _, name = colour.role.rpartition(".")
                value = self._inks[colour.role] = getattr(self.section(section), name)
            return value if colour.alpha is None else (*value[:3], colour.alpha)
        return colour

    def rgba(self, colour: Any, alpha: int) -> tuple[int, int, int, int]:
        """``colour`` (an Ink or three numbers) with ``alpha``, under this theme."""
        r, g, b = self.colour(colour)[:3]
        return (r, g, b, alpha)

    def veil(self, alpha: int) -> tuple[int, int, int, int]:
        """The shade laid over a scene under an overlay, ``alpha`` strong (darker in high
        contrast: the role's alpha is the least it is)."""
        r, g, b, least = self.palette.veil
        return (r, g, b, max(alpha, least))

    def mix(self, a: Any, b: Any, k: float) -> tuple[int, ...]:
        """The colour ``k`` of the way from ``a`` to ``b`` (roles or numbers), as the
        ``int`` of each channel: a pulse between two colours of the theme."""
        a, b = self.colour(a), self.colour(b)
        return tuple(int(x + (y - x) * k) for x, y in zip(a, b, strict=True))

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
