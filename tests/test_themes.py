"""Themes: card backs, table colours and the four-colour deck, chosen in Settings with a live
preview, remembered, and redrawn at once (card art per width, the table's felt)."""

from __future__ import annotations

import pygame
import pytest

from game.engine import theme
from game.engine.backdrop import make_felt
from game.engine.cards import FACE_BG, CardArt, CardArtCache
from game.engine.suits import draw_suit, suit_colour
from game.games.monte_carlo.scene import MonteCarloScene
from game.scenes.overlay import SettingsScene
from game.store.settings import DEFAULTS as SETTINGS_DEFAULTS
from tests.driver import key, make_app, settle, show, step

GAME_GREEN = (27, 107, 69)


@pytest.fixture(autouse=True)
def _default_theme():
    """Each test starts and ends with the default look (the theme is one per window)."""
    theme.use(theme.Theme())
    yield
    theme.use(theme.Theme())


def suit_mask(suit: str, size: int = 60) -> tuple[pygame.mask.Mask, set]:
    """Where ``suit`` puts ink, and the inks it uses, drawn on a transparent square."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_suit(surf, suit, pygame.Rect(0, 0, size, size))
    pixels = (surf.get_at((x, y)) for x in range(size) for y in range(size))
    return pygame.mask.from_surface(surf), {tuple(c)[:3] for c in pixels if c.a}


def ink_colours(img: pygame.Surface) -> list[tuple[int, int, int]]:
    """The colours of a card face that are not its paper, most common first."""
    counts: dict[tuple, int] = {}
    w, h = img.get_size()
    for x in range(2, w - 2):
        for y in range(2, h - 2):
            c = tuple(img.get_at((x, y)))[:3]
            if max(abs(a - b) for a, b in zip(c, FACE_BG, strict=True)) > 90:
                counts[c] = counts.get(c, 0) + 1
    return sorted(counts, key=counts.get, reverse=True)


def test_every_theme_field_is_a_setting_with_the_same_default():
    for name, default in theme.DEFAULTS.items():
        assert SETTINGS_DEFAULTS[name] == default, name
    assert len(theme.CARD_BACKS) >= 3 and len(theme.TABLES) >= 3


def test_four_colour_deck_turns_clubs_green_and_diamonds_blue_keeping_every_shape():
    plain = {s: suit_mask(s) for s in "SHDCX"}
    theme.use(theme.with_(four_colour=True))
    four = {s: suit_mask(s) for s in "SHDCX"}
    for s in "SHDCX":
        assert four[s][0].overlap_area(plain[s][0], (0, 0)) == plain[s][0].count() > 0, s
        assert four[s][0].count() == plain[s][0].count(), f"{s}: the shape changed"
    assert four["C"][1] != plain["C"][1] and four["D"][1] != plain["D"][1]
    green, blue = suit_colour("C"), suit_colour("D")
    assert green[1] > green[0] + 60 and green[1] > green[2] + 60  # clubs green
    assert blue[2] > blue[0] + 100 and blue[2] > blue[1] + 60  # diamonds blue
    assert four["S"][1] == plain["S"][1] and four["H"][1] == plain["H"][1]
    assert len({suit_colour(s) for s in "SHDCX"}) == 5  # every suit its own ink


def test_four_colour_card_faces_change_ink_not_layout():
    plain = CardArt(120).face("7C")
    theme.use(theme.with_(four_colour=True))
    four = CardArt(120).face("7C")
    assert ink_colours(plain)[0] != ink_colours(four)[0]
    assert pygame.mask.from_threshold(plain, FACE_BG, (40, 40, 40, 255)).count() == (
        pygame.mask.from_threshold(four, FACE_BG, (40, 40, 40, 255)).count()
    )  # the same paper, so the same ink area: only the colour differs


def test_every_card_back_is_its_own_picture():
    pictures = set()
    for name in theme.CARD_BACKS:
        theme.use(theme.with_(card_back=name))
        pictures.add(pygame.image.tobytes(CardArt(90).back(), "RGBA"))
    assert len(pictures) == len(theme.CARD_BACKS)


def test_the_art_cache_redraws_when_the_theme_changes_and_only_then():
    cache = CardArtCache()
    art = cache.at(80)
    back = pygame.image.tobytes(art.back(), "RGBA")
    assert cache.at(80) is art
    theme.use(theme.with_())  # nothing changed: the art stays
    assert cache.at(80) is art
    theme.use(theme.with_(card_back="forest"))
    assert cache.at(80) is not art
    assert pygame.image.tobytes(cache.at(80).back(), "RGBA") != back


def test_table_colours_replace_the_games_own_green():
    assert make_felt((200, 200), GAME_GREEN).get_at((100, 100))[:3] == GAME_GREEN
    seen = set()
    for name, (_, colour) in theme.TABLES.items():
        theme.use(theme.with_(table=name))
        centre = make_felt((200, 200), GAME_GREEN).get_at((100, 100))[:3]
        assert centre == (colour or GAME_GREEN)
        seen.add(centre)
    assert len(seen) == len(theme.TABLES)


def test_unknown_names_in_the_settings_fall_back_to_the_defaults():
    look = theme.from_settings({"card_back": "tartan", "table": 7, "large_print": 1})
    assert look.card_back == "crimson" and look.table == "game" and look.large_print is True


def open_settings_over_a_table(size=(1280, 720)):
    app = make_app(size=size)
    app.play_sound = lambda name: None
    scene = MonteCarloScene(app, seed=3)
    app.scenes.push(scene)
    settle(app)
    app.scenes.push("settings")
    step(app, 2)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    return app, scene, settings


def focus_row(app, settings, name: str) -> None:
    names = [c[0] for c in settings.choices]
    while names[settings.focus] != name:
        key(app, pygame.K_DOWN)


def test_settings_change_the_back_and_table_at_once_and_remember_them():
    app, table, settings = open_settings_over_a_table()
    corner = (6, app.size[1] // 2)
    felt_before = app.screen.get_at(corner)[:3]
    back_before = pygame.image.tobytes(table.art.back(), "RGBA")
    focus_row(app, settings, "card_back")
    key(app, pygame.K_RETURN)
    assert app.settings["card_back"] == "navy" and "Navy" in settings.label(settings.focus)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)  # Left goes back through the list, wrapping
    assert app.settings["card_back"] == list(theme.CARD_BACKS)[-1]
    focus_row(app, settings, "table")
    key(app, pygame.K_RIGHT)
    assert app.settings["table"] == "blue"
    focus_row(app, settings, "four_colour")
    key(app, pygame.K_RETURN)
    assert app.settings["four_colour"] is True
    # the table below redrew its felt and its card art without being told
    assert pygame.image.tobytes(table.art.back(), "RGBA") != back_before
    show(app)
    assert app.screen.get_at(corner)[:3] != felt_before
    assert table.painter.background(app.size).get_at((app.size[0] // 2, 4))[:3] != GAME_GREEN
    # the preview shows the chosen back and the four-colour deck
    art = settings.preview_art.at(max(24, min(int(settings.preview.w * 0.36), 200)))
    assert art.look.four_colour and art.look.card_back == app.settings["card_back"]
    # remembered: a new window opens with the same look
    again = make_app()
    look = theme.current()
    assert (look.card_back, look.table, look.four_colour) == (
        list(theme.CARD_BACKS)[-1],
        "blue",
        True,
    )
    assert again.settings["card_back"] == list(theme.CARD_BACKS)[-1]


def test_the_preview_draws_the_chosen_table_and_back_inside_the_settings_box():
    app, _, settings = open_settings_over_a_table()
    area = settings.preview
    assert area is not None and settings.box.contains(area)
    inside = (area.x + 3, area.bottom - 3)
    before = app.screen.get_at(inside)[:3]
    settings.set_look("table", "wine")
    step(app)
    after = app.screen.get_at(inside)[:3]
    assert after != before and after[0] > after[1] + 30  # burgundy now
