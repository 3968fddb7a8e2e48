"""Colours by role: every colour a player's look may change comes from the theme.

The drawing code (the scenes, the table, the games and the engine) names no colour by
its numbers: a colour is a role of the theme's palette (``theme.GOLD``, ``theme.TILE``),
of one of its sections (``theme.Ink("slotker.trim")``, ``theme.current().cards``), read
when drawn, so high contrast reaches it. ``game/engine/theme.py`` alone holds the
numbers, with each game's own section in its folder (the ``colours`` module its catalog
entry names), read here with ``ast``: a tuple of three or four whole numbers from 0 to
255 anywhere else is a colour that escaped them.

And switching high contrast changes what is drawn, in every group of roles: a table's
buttons, a card's inks, SLOTKER's cabinet, Combo's strike glow, Zoomer's veil, Maze's
progress bar, the effects' flash; each drawn again in the same scene (or by the same
cache) after the switch, so no image kept from the normal look is shown in the other.
"""

from __future__ import annotations

import ast
import importlib
from collections import Counter
from dataclasses import fields
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.engine import theme
from game.games.maze import colours as maze
from game.games.slotker import colours as slotker
from game.games.zoomer import colours as zoomer
from tests.driver import make_app, settle, show

GAME = Path(__file__).resolve().parents[1] / "game"
DRAWN = ("scenes", "table", "games", "engine")
THEME = GAME / "engine" / "theme.py"
# each game's own section of colours, the module its catalog entry names
SECTIONS = {
    Path(importlib.import_module(info.colours.partition(":")[0]).__file__)
    for info in catalog.games().values()
    if isinstance(info.colours, str)
}
# Triples of numbers that are not colours: which keys and choices there are. A colour
# put here instead of in the theme is the failure this test is for: keep it this short.
NOT_COLOURS = Counter(
    {
        ("games/slotker/help.py", (1, 2, 3)): 1,  # the choose_1..3 keys' labels
        ("games/slotker/keys.py", (1, 2, 3)): 2,  # the 1..3 and keypad 1..3 keys
        ("games/slotker/scene.py", (1, 2, 3)): 1,  # choose_1..3 -> card 0..2
        ("games/zoomer/search.py", (1, 2, 3, 4)): 1,  # the search's first level
    }
)


def rgb_literals(source: str) -> list[tuple[int, tuple[int, ...]]]:
    """(line, value) of each tuple of 3 or 4 whole numbers in 0..255 in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4):
            values = [e.value if isinstance(e, ast.Constant) else None for e in node.elts]
            if all(type(v) is int and 0 <= v <= 255 for v in values):
                found.append((node.lineno, tuple(values)))  # type: ignore[arg-type]
    return found


def drawing_modules() -> list[Path]:
    paths = [p for folder in DRAWN for p in sorted((GAME / folder).rglob("*.py"))]
    return [p for p in paths if p != THEME and p not in SECTIONS]


def test_the_games_sections_are_found_and_are_their_own_modules():
    assert len(SECTIONS) == 4 and all(p.is_file() for p in SECTIONS)
    assert all(rgb_literals(p.read_text(encoding="utf-8")) for p in SECTIONS)


def test_no_colour_is_written_as_numbers_outside_the_theme():
    found, seen = [], Counter()
    for path in drawing_modules():
        name = path.relative_to(GAME).as_posix()
        for line, value in rgb_literals(path.read_text(encoding="utf-8")):
            seen[(name, value)] += 1
            if seen[(name, value)] > NOT_COLOURS[(name, value)]:
                found.append(f"game/{name}:{line} {value}")
    assert found == [], "colours by number: name a role of game/engine/theme.py instead"
    assert len(drawing_modules()) > 100  # the folders were read (all of them)


def test_the_reader_finds_a_colour_in_a_made_up_module():
    source = (
        "import pygame\n"
        "GLOW = (255, 230, 120)\n"
        "def draw(s, r, a):\n"
        "    paint.rect(s, (12, 34, 56, 200), r)\n"
        "    paint.rect(s, (0, 0, 0, a), r)  # a computed alpha: not a literal\n"
        "    return (1, 2), (300, 1, 2), (-1, 0, 1), (1.0, 2, 3), (1, 2, 3, 4, 5)\n"
    )
    assert rgb_literals(source) == [(2, (255, 230, 120)), (4, (12, 34, 56, 200))]


def test_the_allowed_triples_are_still_there():
    """A triple let through that is gone from its module is taken off the list."""
    seen = Counter()
    for path in drawing_modules():
        name = path.relative_to(GAME).as_posix()
        seen.update((name, value) for _line, value in rgb_literals(path.read_text("utf-8")))
    assert {k: seen[k] for k in NOT_COLOURS} == dict(NOT_COLOURS)


# --- the roles ---------------------------------------------------------------------------
def section_colours(section) -> list[str]:
    return [f.name for f in fields(section) if theme._is_colour(getattr(section, f.name))]


def test_every_role_is_named_by_its_constant_and_resolves_in_each_look():
    normal, contrast = theme.Theme(), theme.Theme(high_contrast=True)
    for role in theme.ROLES:
        ink = getattr(theme, role.upper())
        assert type(ink) is theme.Ink and ink.role == role
        assert normal.colour(ink) == getattr(theme.NORMAL, role)
        assert contrast.colour(ink) == getattr(theme.HIGH_CONTRAST, role)
    for name, (plain, strong) in theme.sections().items():
        for field in section_colours(plain):
            ink = theme.Ink(f"{name}.{field}")
            assert tuple(ink) == getattr(plain, field)
            assert normal.colour(ink) == getattr(plain, field)
            assert contrast.colour(ink) == getattr(strong, field)
    see_through = theme.Ink("gold", 180)
    assert contrast.colour(see_through) == (*theme.HIGH_CONTRAST.gold, 180)


def test_every_group_of_roles_has_its_own_high_contrast_look():
    groups = {"palette": (theme.NORMAL, theme.HIGH_CONTRAST), **theme.sections()}
    assert {"cards", "slotker", "combo", "zoomer", "maze"} <= set(groups)
    for name, (plain, strong) in groups.items():
        changed = [f for f in fields(plain) if getattr(plain, f.name) != getattr(strong, f.name)]
        assert changed, f"high contrast changes nothing of {name}"
    normal, contrast = theme.Theme(), theme.Theme(high_contrast=True)
    assert normal.cards.suits != contrast.cards.suits  # the card section's inks
    assert contrast.veil(140)[3] > normal.veil(140)[3] == 140  # a darker veil


def test_a_games_section_is_read_by_its_name_in_the_look_in_force():
    """The theme names no game: a game's section is the one its catalog entry declares,
    asked for by the game's name; the engine's own section names are no game's."""
    normal, contrast = theme.Theme(), theme.Theme(high_contrast=True)
    assert normal.section("slotker") is slotker.NORMAL
    assert contrast.section("slotker") is slotker.HIGH_CONTRAST
    assert theme.looks("maze") == maze.LOOKS == catalog.load(catalog.get("maze").colours)
    assert normal.section("cards") is theme.CARDS
    assert set(theme.SECTIONS) <= catalog.RESERVED
    with pytest.raises(KeyError):
        normal.section("monte_carlo")  # a game that keeps no colours of its own
    with pytest.raises(KeyError):
        theme.Ink("nowhere.trim")


# --- drawn in both looks ---------------------------------------------------------------
def looks_switched(app) -> None:
    app.settings.override("high_contrast", not app.theme.high_contrast)
    app.apply_theme()
    show(app)


def spots(surface: pygame.Surface, rect: pygame.Rect, colour) -> list[tuple[int, int]]:
    """The points of ``rect`` (every other pixel) drawn in exactly ``colour``."""
    rect = pygame.Rect(rect).clip(surface.get_rect())
    rgb = tuple(colour)[:3]
    return [
        (x, y)
        for x in range(rect.x, rect.right, 2)
        for y in range(rect.y, rect.bottom, 2)
        if tuple(surface.get_at((x, y)))[:3] == rgb
    ]


def assert_redrawn(app, rect: pygame.Rect, normal, contrast) -> None:
    """The points of ``rect`` in the role's normal colour show its high-contrast colour
    once the look is switched (nearly all: a focus ring or a glyph may move)."""
    assert tuple(normal)[:3] != tuple(contrast)[:3]
    before = spots(app.screen, rect, normal)
    assert len(before) > 20, f"the role's colour {normal} is not drawn there"
    looks_switched(app)
    after = [p for p in before if tuple(app.screen.get_at(p))[:3] == tuple(contrast)[:3]]
    assert len(after) >= 0.9 * len(before), (len(after), len(before))


def open_table(name: str):
    app = make_app()
    scene = app.scenes.push(name, seed=3, hard=False)
    settle(app)
    show(app)
    return app, scene


def test_a_tables_buttons_follow_high_contrast_at_the_next_frame():
    app, scene = open_table("zoomer")
    shown = [b for b in scene.buttons if b.enabled() and b.name != scene.cursor.current]
    rect = shown[0].rect.inflate(-8, -8)
    assert_redrawn(app, rect, theme.NORMAL.button, theme.HIGH_CONTRAST.button)


def test_the_slotker_cabinet_follows_high_contrast():
    app, scene = open_table("slotker")
    cab = scene.slot_rect("cabinet")
    assert_redrawn(app, cab, slotker.NORMAL.cabinet, slotker.HIGH_CONTRAST.cabinet)


def test_the_maze_progress_bar_follows_high_contrast():
    app, scene = open_table("maze")
    bar = scene.slot_rect("progress")
    assert_redrawn(app, bar, maze.NORMAL.track, maze.HIGH_CONTRAST.track)


def test_a_cards_suit_ink_follows_high_contrast():
    from game.engine.cards import CardArtCache

    arts = CardArtCache()
    looks = []
    for contrast in (False, True):
        theme.use(theme.Theme(high_contrast=contrast))
        try:
            face = arts.at(120).face("AH")  # the ace's big heart at the middle
            looks.append(tuple(face.get_at((60, 84)))[:3])
        finally:
            theme.use(theme.Theme())
    assert looks == [theme.CARDS.suits["H"], theme.CARDS_HIGH_CONTRAST.suits["H"]]


def test_combos_strike_glow_and_zoomers_veil_are_kept_per_look():
    """Kept images made of a role: the same cache gives the other look's after a switch."""
    from game.engine.cards import CardArt
    from game.games.combo.fx import PAIR_COLOUR, Impacts
    from game.games.zoomer.tracker import _dim_veil

    pygame.display.init()
    glows, veils = [], []
    impacts = Impacts()
    for contrast in (False, True):
        theme.use(theme.Theme(high_contrast=contrast))
        try:
            impacts.clear()
            impacts.flash(100, 100, PAIR_COLOUR, 120)
            surface = pygame.Surface((200, 200))
            impacts.draw_flashes(surface)
            glows.append(tuple(surface.get_at((130, 100))))
            veil = _dim_veil(CardArt(80))
            veils.append(tuple(veil.get_at((40, 56))))
        finally:
            theme.use(theme.Theme())
    assert glows[0] != glows[1]
    assert veils == [zoomer.NORMAL.veil, zoomer.HIGH_CONTRAST.veil]


@pytest.mark.parametrize("role", ["glow", "spark", "flash"])
def test_the_effects_flash_in_the_looks_colour(role):
    from game.engine.effects import Effects

    drawn = []
    for contrast in (False, True):
        theme.use(theme.Theme(high_contrast=contrast))
        try:
            fx = Effects()
            fx.flash(theme.Ink(role), 255)
            surface = pygame.Surface((20, 20))
            fx.draw(surface)
            drawn.append(tuple(surface.get_at((10, 10)))[:3])
        finally:
            theme.use(theme.Theme())
    assert drawn == [getattr(theme.NORMAL, role), getattr(theme.HIGH_CONTRAST, role)]
