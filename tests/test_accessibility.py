"""Comfort options: large print, high contrast, reduce motion; every control reachable and
visibly focused from the keyboard; nothing said by colour alone."""

from __future__ import annotations

import pygame
import pytest

from game.engine import theme, ui
from game.engine.cards import CROSS, FACE_BG, MARKS, TICK, CardArt
from game.engine.effects import Effects
from game.engine.tween import Timeline, Tween, Wait
from game.games.combo.scene import ComboScene
from game.games.monte_carlo.scene import MonteCarloScene
from game.rules import GAMES, TITLES
from tests.driver import ARROWS, click, key, make_app, settle, show, step
from tests.games.combo.test_combo_scene import (
    MIXED_CHAIN,
    changes,
    deck_starting,
    play_chain_frame_by_frame,
)

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def _default_theme():
    theme.use(theme.Theme())
    ui.use_theme()
    yield
    theme.use(theme.Theme())
    ui.use_theme()


def index_height(img: pygame.Surface) -> int:
    """How tall the top-left corner index (rank and suit) stands on a card face."""
    w, h = img.get_size()
    corner = img.subsurface((5, 5, int(w * 0.45), int(h * 0.45))).copy()  # inside the edge
    ink = pygame.mask.from_threshold(corner, FACE_BG, (60, 60, 60, 255))
    ink.invert()
    blobs = ink.get_bounding_rects()
    top_left = [r for r in blobs if r.x < w * 0.2 and r.y < h * 0.12]
    return max(r.bottom for r in top_left) - min(r.y for r in top_left)


# --- large print ---------------------------------------------------------------------------
@pytest.mark.parametrize("width", [40, 60, 80, 120, 160])
def test_large_print_draws_bigger_card_indices_at_every_card_size(width):
    normal = index_height(CardArt(width).face("8D"))
    theme.use(theme.with_(large_print=True))
    large = index_height(CardArt(width).face("8D"))
    assert large >= normal * 1.15, (width, normal, large)


@pytest.mark.parametrize("size", [10, 14, 22, 40])
def test_large_print_text_is_bigger_and_never_tiny(size):
    normal = ui.render("Score 12", size).get_height()
    theme.use(theme.with_(large_print=True))
    large = ui.render("Score 12", size).get_height()
    assert large > normal
    floor = ui.art_font(theme.LARGE_MIN_TEXT).get_height()
    assert ui.font(size).get_height() >= floor  # at any window size


def ring_width(surface: pygame.Surface, ring: pygame.Rect) -> int:
    """How many pixels of focus gold run inwards from the ring's left edge, at mid-height."""
    y, n = ring.centery, 0
    for x in range(ring.x, ring.centerx):
        if surface.get_at((x, y))[:3] == ui.FOCUS:
            n += 1
    return n


@pytest.mark.parametrize("window", SIZES)
def test_large_print_widens_the_table_focus_cursor_at_every_window_size(window):
    rings = {}
    for large in (False, True):
        theme.use(theme.with_(large_print=large))
        app = make_app(size=window)
        app.settings.set("large_print", large)
        app.apply_theme()
        scene = MonteCarloScene(app, seed=4)
        app.scenes.push(scene)
        settle(app)
        key(app, pygame.K_RIGHT)
        step(app)
        target = scene.cursor.rect()
        ring = target.inflate(40, 40).clip(pygame.Rect((0, 0), app.size))
        gold = pygame.mask.from_threshold(
            app.screen.subsurface(ring), ui.FOCUS, (1, 1, 1, 255)
        ).count()
        rings[large] = gold
    assert rings[False] > 0 and rings[True] > rings[False] * 1.4, rings


def test_large_print_lays_out_again_and_labels_fit_their_buttons():
    app = make_app(size=(800, 600))
    scene = MonteCarloScene(app, seed=4)
    app.scenes.push(scene)
    settle(app)
    app.settings.set("large_print", True)
    app.apply_theme()
    step(app)
    for btn in scene.buttons:
        label, px = btn.shown_label()
        assert label.startswith(btn.label) and px >= ui.MIN_TEXT
        # inside the button's border, at no less than the smallest text
        assert ui.art_font(px).size(label)[0] <= btn.rect.w - 4, btn.name


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("window", [(800, 600), (800, 1200), (1920, 600)])
def test_every_menu_label_lies_inside_its_button_and_no_button_overlaps_another(large, window):
    app = make_app(size=window)
    if large:
        app.settings.override("large_print", True)
        app.apply_theme()
    menu = app.scenes.push("menu")
    settle(app)
    drawn: list[tuple[str, pygame.Rect]] = []
    blit_text = ui.blit_text

    def noted(surface, text, *a, **kw):
        rect = blit_text(surface, text, *a, **kw)
        drawn.append((text, rect))
        return rect

    # the items on screen: a game row scrolled out of the list has no place (rect None)
    items = [item for row in menu.rows for item in row if item.rect is not None]
    assert len(items) >= len(menu.rows)  # every row but those scrolled away is measured
    try:
        ui.blit_text = noted
        menu.draw(app.screen)
    finally:
        ui.blit_text = blit_text
    window_rect = app.screen.get_rect()
    for i, item in enumerate(items):
        assert window_rect.contains(item.rect), item.label
        for other in items[i + 1 :]:
            assert not item.rect.colliderect(other.rect), (item.label, other.label)
    for item in items:
        if item.label and item.key not in TITLES:  # the tools: Deal #, Statistics, Settings
            label = next(r for text, r in drawn if text == item.label)
            assert item.rect.contains(label), (item.label, label, item.rect)


# --- high contrast -------------------------------------------------------------------------
def test_high_contrast_whitens_text_darkens_panels_and_edges_cards_in_black():
    plain_edge = CardArt(100).face("KS").get_at((1, 70))
    theme.use(theme.with_(high_contrast=True))
    ui.use_theme()
    assert theme.resolve(ui.INK) == (255, 255, 255) and theme.resolve(ui.PANEL) == (0, 0, 0)
    edge = CardArt(100).face("KS").get_at((1, 70))
    assert sum(edge[:3]) < sum(plain_edge[:3]) - 100  # thick black border
    surf = pygame.Surface((60, 60))
    surf.fill((200, 200, 200))
    ui.panel(surf, surf.get_rect(), alpha=120)
    assert max(surf.get_at((30, 30))[:3]) < 30  # a nearly opaque black box under text
    assert sum(theme.felt((27, 107, 69))) < sum((27, 107, 69))


# --- reduce motion -------------------------------------------------------------------------
def calm_app():
    app = make_app()
    app.settings.set("reduce_motion", True)
    app.apply_theme()
    return app


def test_reduce_motion_keeps_every_chain_step_and_never_shakes_or_flashes():
    app = calm_app()
    app.play_sound = lambda name: None
    scene = ComboScene(app, deck=deck_starting(*MIXED_CHAIN))
    app.scenes.push(scene)
    settle(app)
    expected = GAMES["combo"].new(deck=scene.game.deck).play(("remove", 4))
    kinds = [(e["step"], e["kind"]) for e in expected if e["type"] == "collide"]
    click(app, scene.card_rect(4).center)
    offsets, flashes = set(), 0
    frames = []
    while scene.timeline.busy:
        step(app)
        offsets.add(scene.fx.offset())
        flashes += len(scene.impacts.flashes) + (scene.fx.flash_alpha > 0)
        frames.append({"strikes": len(scene.collision_log), "frame": len(frames)})
    assert scene.collision_log == kinds  # one step per collision, in the rules' order
    strikes = changes(frames, "strikes")
    assert [v for _, v in strikes] == [0, 1, 2, 3]  # each strike on a frame of its own
    assert all(b[0] - a[0] >= 3 for a, b in zip(strikes[1:], strikes[2:], strict=False))
    assert offsets == {(0, 0)} and scene.fx.shake_power == 0 and flashes == 0
    assert scene.best_chain == 3


def test_reduce_motion_shortens_the_chain_but_not_to_nothing():
    normal = make_app()
    normal.play_sound = lambda name: None
    a = ComboScene(normal, deck=deck_starting(*MIXED_CHAIN))
    normal.scenes.push(a)
    settle(normal)
    click(normal, a.card_rect(4).center)
    slow = len(play_chain_frame_by_frame(normal, a))
    app = calm_app()
    app.play_sound = lambda name: None
    b = ComboScene(app, deck=deck_starting(*MIXED_CHAIN))
    app.scenes.push(b)
    settle(app)
    click(app, b.card_rect(4).center)
    quick = len(play_chain_frame_by_frame(app, b))
    assert 10 < quick < slow * 0.8, (quick, slow)


def test_reduce_motion_shows_a_monte_carlo_compaction_slide_by_slide():
    app = calm_app()
    app.play_sound = lambda name: None
    scene = MonteCarloScene(app, seed=11)
    app.scenes.push(scene)
    settle(app)
    while True:
        move = scene.game.legal_moves()[0]
        probe = scene.game.clone()
        probe.play(move)
        if ("compact",) in [tuple(m) for m in probe.legal_moves()]:
            break
        click(app, scene.slot_rect(f"cell_{move[1]}").center)
        click(app, scene.slot_rect(f"cell_{move[2]}").center)
        settle(app)
    compaction = next(e for e in probe.play(("compact",)) if e["type"] == "compact")
    slides = [s for s in compaction["slides"] if s["from"] != s["to"]]
    refills = [r["card"] for r in compaction["refills"]]
    assert slides and refills
    click(app, scene.slot_rect(f"cell_{move[1]}").center)
    click(app, scene.slot_rect(f"cell_{move[2]}").center)
    seen = []
    while scene.timeline.busy:
        step(app)
        if scene.history[-1] == ("compact",):  # from the frame the compaction is played
            seen.append({c: (scene.sprites[c].x, scene.sprites[c].y) for c in scene.sprites})
        assert scene.fx.offset() == (0, 0)
    assert scene.history[-1] == ("compact",)
    for s in slides:  # each slide is seen on its way, not only at its ends
        start = scene.slot_pos(f"cell_{s['from']}")
        end = scene.slot_pos(f"cell_{s['to']}")
        path = [f[s["card"]] for f in seen]
        between = [p for p in path if p != start and p != end and _on(p, start, end)]
        assert between, s
    stock = scene.slot_pos("stock")
    first_refill = next(i for i, f in enumerate(seen) if any(f[c] != stock for c in refills[:1]))
    for s in slides:  # the refills start only once the slides have landed
        end = scene.slot_pos(f"cell_{s['to']}")
        x, y = seen[first_refill][s["card"]]
        assert abs(x - end[0]) < 0.5 and abs(y - end[1]) < 0.5


def _on(p, a, b) -> bool:
    """Is ``p`` within the box spanned by ``a`` and ``b`` (a card on its way)?"""
    return min(a[0], b[0]) - 1 <= p[0] <= max(a[0], b[0]) + 1 and (
        min(a[1], b[1]) - 1 <= p[1] <= max(a[1], b[1]) + 1
    )


def test_reduce_motion_makes_slides_short_and_keeps_waits_and_steps():
    theme.use(theme.with_(reduce_motion=True))
    box = type("Box", (), {"x": 0.0})()
    line = Timeline()
    order = []
    line.add(Tween(box, 0.3, "linear", x=100.0))
    line.call(lambda: order.append("slid"))
    line.add(Wait(0.2, on_done=lambda: order.append("waited")))
    frames = 0
    while line.busy:
        line.update(1 / 60)
        frames += 1
    assert order == ["slid", "waited"] and box.x == 100.0
    assert frames < (0.3 + 0.2) * 60 * 0.8  # the slide is short ...
    assert frames >= 0.2 * 60  # ... the pause is not


def test_reduce_motion_stops_shake_and_flash_at_the_source():
    fx = Effects()
    theme.use(theme.with_(reduce_motion=True))
    fx.shake(12, 0.5)
    fx.flash((255, 255, 255), 200)
    assert fx.offset() == (0, 0) and fx.flash_alpha == 0 and not fx.busy


# --- keyboard focus and meaning beyond colour -----------------------------------------------
def test_every_settings_row_is_reached_by_the_keyboard_and_ringed_when_focused():
    app = make_app()
    app.scenes.push("settings")
    step(app, 2)
    settings = app.scenes.top
    visited = []
    for _ in settings.choices:
        visited.append(settings.focus)
        show(app)
        r = settings.rects[settings.focus]
        # at the row's left edge: round it, or just inside it where the rows lie too close
        # for a ring round them (ui.focus_ring's room: it must not run onto the next row)
        ring = pygame.Rect(r.x - 8, r.centery - 2, 16, 4)
        gold = pygame.mask.from_threshold(
            app.screen.subsurface(ring), ui.FOCUS, (1, 1, 1, 255)
        ).count()
        assert gold > 0, settings.choices[settings.focus][0]
        key(app, pygame.K_DOWN)
    assert sorted(visited) == list(range(len(settings.choices)))
    assert settings.focus == 0  # wraps round


def arrow_graph(app, scene, start: str) -> dict[str, list[tuple[str, str]]]:
    """Every target the arrow keys reach from ``start``, with the presses that lead there as
    (from, arrow) pairs: each found by pressing the arrow on the scene itself (a game may
    steer the arrows its own way, as Zoomer Matrix does over its spots)."""
    paths: dict[str, list[tuple[str, str]]] = {start: []}
    queue = [start]
    while queue:
        here = queue.pop(0)
        for direction, k in ARROWS.items():
            scene.cursor.focus(here)
            key(app, k)
            there = scene.cursor.current
            if there is not None and there not in paths:
                paths[there] = [*paths[here], (here, direction)]
                queue.append(there)
    return paths


@pytest.mark.parametrize("game", sorted(TITLES))
def test_every_button_on_every_table_is_reached_and_ringed_by_the_keyboard(game):
    from game.engine.scene import load_class
    from game.scenes import SCENES

    app = make_app()
    app.play_sound = lambda name: None
    scene = load_class(SCENES[game])(app, seed=3)
    app.scenes.push(scene)
    settle(app)
    key(app, pygame.K_RIGHT)  # shows the cursor
    paths = arrow_graph(app, scene, scene.cursor.current)
    names = {t.name for t in scene.cursor.targets}
    assert {b.name for b in scene.buttons} <= names, "a button the cursor does not offer"
    assert names <= set(paths), f"{game}: unreachable by arrows: {names - set(paths)}"
    for btn in scene.buttons:
        for here, direction in paths[btn.name]:
            scene.cursor.focus(here)
            key(app, ARROWS[direction])
        assert scene.cursor.current == btn.name and scene.cursor.visible
        step(app)
        outside = pygame.Rect(btn.rect.x - 7, btn.rect.centery - 1, 4, 2)
        gold = pygame.mask.from_threshold(
            app.screen.subsurface(outside.clip(app.screen.get_rect())),
            ui.FOCUS,
            (1, 1, 1, 255),
        ).count()
        assert gold > 0, f"{game}: {btn.name} is focused but shows no ring"


def test_glow_rings_that_say_yes_or_no_carry_a_tick_or_a_cross():
    assert MARKS[theme.OK] == "tick" and MARKS[theme.NO] == "cross"
    assert TICK == theme.OK and CROSS == theme.NO
    art = CardArt(80)
    marked = {}
    for colour in (theme.OK, theme.NO, theme.SELECT):
        ring = art.outline(colour, 4)
        corner = ring.subsurface((ring.get_width() // 2 - 12, 0, 24, 24))  # top middle
        pixels = (corner.get_at((x, y)) for x in range(24) for y in range(24))
        dark = sum(1 for c in pixels if c.a > 240 and max(c[:3]) < 30)  # the mark's ink
        marked[colour] = dark
    assert marked[theme.OK] > 20 and marked[theme.NO] > 20
    assert marked[theme.SELECT] < marked[theme.OK] // 2
    tick = pygame.image.tobytes(art.outline(theme.OK, 4), "RGBA")
    theme.use(theme.with_(four_colour=True))
    assert tick == pygame.image.tobytes(CardArt(80).outline(theme.OK, 4), "RGBA")


def test_a_glow_ring_has_a_dark_edge_so_it_shows_on_any_felt():
    ring = CardArt(80).outline((250, 204, 72), 4)
    left_edge = [ring.get_at((x, ring.get_height() // 2)) for x in range(8)]
    assert any(c.a > 100 and max(c[:3]) < 40 for c in left_edge)
    assert any(c[:3] == (250, 204, 72) for c in left_edge)


def test_the_tables_hint_ring_and_refusals_follow_high_contrast():
    app = make_app()
    app.settings.override("high_contrast", True)
    app.apply_theme()
    scene = app.scenes.push("monte_carlo", seed=4, hard=False)
    settle(app)
    scene.hints.move = scene.game.legal_moves()[0]
    surface = pygame.Surface(app.size)
    scene.painter.hint(surface)
    lit = {
        name: pygame.mask.from_threshold(surface, colour, (1, 1, 1, 255)).count()
        for name, colour in (("high", theme.HIGH_CONTRAST.hint), ("normal", theme.NORMAL.hint))
    }
    assert lit["high"] > 0 and lit["normal"] == 0
    scene.refuse("that card does not touch")
    assert theme.resolve(scene.message_colour) == theme.HIGH_CONTRAST.no
    ring = CardArt(80).outline(theme.OK, 4)  # the palette's yes keeps its tick
    corner = ring.subsurface((ring.get_width() // 2 - 12, 0, 24, 24))
    assert sum(1 for x in range(24) for y in range(24) if max(corner.get_at((x, y))[:3]) < 30)
