"""A 4:3 window lays each table out on its game's 4:3 map (levels/<game>.4x3.tmx), not the
16:9 map scaled with empty bands above and below; the menu grows into the height too.

Where the cards can reach from the top of the window to its foot (Monte Carlo's grid,
Zoomer Matrix's stock and hand), they span 90% of its height. Where the game's nature
keeps them in a band (Combo-bliterate's single line, Maze's nine-wide grid under its
header, SLOTKER's machine beside the runs and the ladder), the table's places (cards,
panels and buttons) span 90% of the height and the cards are larger than the 16:9 map
scaled to the window would draw them."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

import game.engine.layout as layout
from game import catalog
from game.engine.layout import (
    LEVELS_DIR,
    four_three,
    four_three_path,
    level_path,
    level_paths,
    load_level,
)
from game.engine.scene import load_class
from game.rules import TITLES
from game.scenes import SCENES
from game.scenes.menu_backdrop import menu_scale
from tests.driver import make_app, settle, show
from tests.launch import in_process

GAMES = sorted(TITLES)
SQUARE = [(800, 600), (1024, 768)]
WIDE = [(1280, 720), (1920, 1080)]
CARD_KINDS = {"line", "pile", "cell", "spot", "reel", "high"}  # slots that hold cards
CARDS_FILL = {"monte_carlo", "zoomer"}  # the cards themselves span 90% of the height
FILL = 0.9


def table(game: str, size: tuple[int, int]):
    app = make_app(size)
    app.settings.set("anim_speed", 0.0)
    scene = app.scenes.push(game, seed=7, hard=False)
    settle(app)
    return app, scene


def overlapping(level) -> set[frozenset[str]]:
    """The pairs of the level's slots whose rectangles overlap (touching is not)."""
    slots = list(level.slots.values())
    out = set()
    for i, a in enumerate(slots):
        for b in slots[i + 1 :]:
            if a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h:
                out.add(frozenset((a.name, b.name)))
    return out


def card_rects(scene) -> list[pygame.Rect]:
    """Where cards are drawn: the slots that hold cards and every card on show."""
    rects = [scene.slot_rect(n) for n, s in scene.level.slots.items() if s.kind in CARD_KINDS]
    rects += [spr.screen_rect(scene.vp, scene.art) for spr in scene.sprites.values() if spr.visible]
    return rects


def span(rects: list[pygame.Rect]) -> int:
    return rects[0].unionall(rects[1:]).h


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_4x3_map_with_every_slot_of_its_16x9_map(game):
    required = load_class(SCENES[game]).REQUIRED
    wide, square = (
        load_level(level_path(game), required),
        load_level(four_three_path(level_path(game)), required),
    )
    assert square.path.name == f"{game}.4x3.tmx"
    assert (square.width, square.height) == (1024, 768)
    for name, slot in wide.slots.items():
        assert name in square.slots, name
        assert square[name].kind == slot.kind, name
    for slot in square.slots.values():  # on the map, whole
        assert 0 <= slot.x and slot.x + slot.w <= 1024 and 0 <= slot.y and slot.y + slot.h <= 768
    assert square.prop("card_width") and "fold_x" not in square.props
    assert level_paths(game) == [wide.path, square.path]  # both checked as the game starts


@pytest.mark.parametrize(
    "size,square",
    [
        ((800, 600), True),
        ((1024, 768), True),
        ((1280, 1024), True),  # 5:4
        ((1000, 1000), True),
        ((1400, 960), True),  # just under 3:2
        ((1440, 960), False),  # 3:2: from there the 16:9 map
        ((1280, 800), False),  # 16:10
        ((1280, 720), False),
        ((1920, 1080), False),
        ((1920, 600), False),
        ((800, 1100), False),  # a portrait window folds the 16:9 map's side column instead
    ],
)
def test_the_window_shape_chooses_the_map(size, square):
    assert four_three(size) is square
    assert level_path("maze", size).name == ("maze.4x3.tmx" if square else "maze.tmx")
    assert level_path("maze").name == "maze.tmx"  # no window: the game's own map


def test_a_plugin_level_takes_its_4x3_sibling_where_it_has_one(tmp_path, monkeypatch):
    own = tmp_path / "toy.tmx"
    shutil.copy(LEVELS_DIR / "combo.tmx", own)
    info = SimpleNamespace(level=str(own))
    monkeypatch.setattr(layout.catalog, "find", lambda name: info if name == "toy" else None)
    # no sibling: its one map serves every window
    assert level_path("toy", (800, 600)) == own == level_path("toy", (1280, 720))
    assert level_paths("toy") == [own]
    shutil.copy(LEVELS_DIR / "combo.4x3.tmx", tmp_path / "toy.4x3.tmx")
    assert level_path("toy", (800, 600)) == tmp_path / "toy.4x3.tmx"
    assert level_path("toy", (1280, 720)) == own
    assert level_paths("toy") == [own, tmp_path / "toy.4x3.tmx"]


@pytest.mark.parametrize("size", SQUARE, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_a_4x3_window_lays_the_table_out_on_its_4x3_map_and_fills_the_height(game, size):
    _wide_app, wide = table(game, (1280, 720))
    was_overlapping = overlapping(wide.level)
    wide_card_px = round(wide.card_w * min(size[0] / 1280, size[1] / 720))
    app, scene = table(game, size)
    show(app)
    assert scene.level.path.name == f"{game}.4x3.tmx"
    height = size[1]
    window = pygame.Rect((0, 0), size)
    cards = card_rects(scene)
    if game in CARDS_FILL:
        assert span(cards) >= FILL * height, (game, size, span(cards))
    else:  # the cards in a band by the game's nature: the table fills the height
        places = [scene.slot_rect(name) for name in scene.level.slots]
        assert span(places) >= FILL * height, (game, size, span(places))
    assert scene.art.w > wide_card_px  # larger cards than the 16:9 map scaled down
    for name in scene.level.slots:
        assert window.contains(scene.slot_rect(name)), (game, name, scene.slot_rect(name))
    for rect in cards:
        assert window.contains(rect), (game, rect)
    new = {tuple(sorted(p)) for p in overlapping(scene.level) - was_overlapping}
    assert not new, f"{game}: slots overlap on the 4:3 map and not on the 16:9 one: {new}"
    for btn in scene.buttons:
        assert window.contains(btn.rect), btn.name


@pytest.mark.parametrize("size", WIDE, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_a_wide_window_keeps_the_16x9_map(game, size):
    _app, scene = table(game, size)
    assert scene.level.path.name == f"{game}.tmx"
    assert (scene.level.width, scene.level.height) == (1280, 720)


def at_home(scene) -> None:
    """Every card on show rests at its home on the map the table is laid on now, and
    every button lies in its slot."""
    for card in scene.game.all_cards():
        home = scene.home(card)
        spr = scene.sprite(card)
        if home is None:
            assert not spr.visible, card
            continue
        assert (spr.x, spr.y) == pytest.approx((home.x, home.y)), card
        assert spr.w == scene.card_w
    for btn in scene.buttons:
        assert btn.rect == scene.slot_rect(btn.name), btn.name


@pytest.mark.parametrize("game", GAMES)
def test_resizing_to_4x3_and_back_keeps_the_deal_and_rehomes_every_card(game):
    app, scene = table(game, (1280, 720))
    scene.try_move(scene.game.legal_moves()[0])
    settle(app)
    session, history = scene.session, list(scene.history)
    assert history
    for size, name in (((800, 600), f"{game}.4x3.tmx"), ((1280, 720), f"{game}.tmx")):
        app.resize_window(size)
        settle(app)
        show(app)
        assert app.scenes.top is scene and scene.level.path.name == name
        assert scene.session is session and scene.history == history and scene.seed == 7
        assert scene.vp.design == (scene.level.width, scene.level.height)
        at_home(scene)
        names = {t.name for t in scene.cursor.targets}
        assert {b.name for b in scene.buttons} <= names  # the focus reaches every button
    # a window of the same shape keeps the map (and the same buttons) without a new layout
    buttons = list(scene.buttons)
    app.resize_window((1920, 1080))
    settle(app)
    assert scene.level.path.name == f"{game}.tmx"
    assert len(scene.buttons) == len(buttons)
    assert all(a is b for a, b in zip(scene.buttons, buttons, strict=True))


def test_a_card_held_by_the_keys_stays_held_over_the_line_on_the_other_map():
    app, scene = table("combo", (1280, 720))
    scene.cursor.visible = True
    scene.relocation.lift("card_2")
    scene.relocation.carry_to(4)
    held = scene.game.line[2]
    app.resize_window((800, 600))
    settle(app)
    assert scene.level.path.name == "combo.4x3.tmx" and scene.relocation.carry == (2, 4)
    x, y = scene.relocation.arrange[held]
    line_x, line_y = scene.line_xy(4, len(scene.game.line))
    assert x == line_x and y < line_y  # lifted over its new place on this map's line


def test_a_broken_4x3_map_leaves_its_game_out_at_the_start(tmp_path, monkeypatch, capsys):
    levels = tmp_path / "levels"
    shutil.copytree(LEVELS_DIR, levels)
    text = (levels / "monte_carlo.4x3.tmx").read_text()
    (levels / "monte_carlo.4x3.tmx").write_text(text.replace('name="cell_7"', 'name="cell"'))
    monkeypatch.setattr(layout, "LEVELS_DIR", Path(levels))
    shot = tmp_path / "x.png"
    ran = in_process(
        ["--game", "monte_carlo", "--seed", "1", "--screenshot", str(shot)], capsys, monkeypatch
    )
    err = ran.stderr.strip().splitlines()
    assert ran.returncode == 0 and shot.is_file() and len(err) == 1, ran.stderr
    assert "monte_carlo.4x3.tmx" in err[0] and "missing slot cell_7" in err[0]
    assert "monte_carlo" not in catalog.names()


@pytest.mark.parametrize("size", SQUARE, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_menu_grows_into_the_height_of_a_4x3_window(size):
    w, h = size
    app = make_app(size)
    menu = app.scenes.push("menu")
    settle(app)
    show(app)
    assert menu.scale == menu_scale(size) == min(w / 1024, h / 720) > min(w / 1280, h / 720)
    rows = [item.rect for row in menu.rows for item in row if item.rect is not None]
    union = rows[0].unionall(rows[1:])
    assert pygame.Rect((0, 0), size).contains(union)
    assert union.h >= 0.5 * h and union.w >= 0.6 * w  # the list, not a band across the middle


@pytest.mark.parametrize("game", GAMES)
def test_a_resize_across_the_shape_mid_animation_ends_it_with_every_card_at_home(game):
    app = make_app((1280, 720))
    scene = app.scenes.push(game, seed=7, hard=False)
    settle(app)
    scene.try_move(scene.game.legal_moves()[0])
    app.step(1 / 60, draw=False)
    assert scene.timeline.busy  # the move's cards in flight on the 16:9 map
    app.resize_window((1024, 768))
    assert not scene.timeline.busy and scene.level.path.name == f"{game}.4x3.tmx"
    settle(app)
    show(app)
    at_home(scene)
