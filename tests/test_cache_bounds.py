"""Caches keyed by window size stay bounded: dragging a corner about must not grow memory.

Counted in entries, not bytes. The scene tests drive each scene through window
sizes and check that no dict reachable from the app grows with the number of
sizes met (a per-size dict would gain an entry a size), and that the bounded
caches are in use and within their limits."""

from __future__ import annotations

import sys

import pygame
import pytest

from game.engine import backdrop, ui
from game.engine.cards import CardArtCache
from game.engine.lru import LRU
from game.games.slotker import symbols
from game.rules import TITLES
from tests.driver import make_app

# --- the LRU itself ----------------------------------------------------------------


def test_lru_forgets_the_least_recently_used():
    c: LRU[str, int] = LRU(2)
    c.put("a", 1)
    c.put("b", 2)
    assert c.get("a") == 1  # a is now the most recent, so b goes first
    c.put("c", 3)
    assert "b" not in c and len(c) == 2
    assert c.get("a") == 1 and c["c"] == 3
    made = []
    assert c.get_or_make("a", lambda: made.append(1) or 9) == 1 and made == []
    assert c.get_or_make("d", lambda: 4) == 4 and "c" not in c
    assert c.get("zz") is None and c.get("zz", 0) == 0
    c.clear()
    assert len(c) == 0


def test_an_lru_of_nothing_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="at least one"):
        LRU(0)


# --- the engine's caches ------------------------------------------------------------


def test_card_art_keeps_a_few_widths_and_reuses_the_current_one():
    arts = CardArtCache()
    for width in range(40, 140):
        arts.at(width).face("AS")
    assert len(arts) == CardArtCache.WIDTHS
    assert arts.at(139) is arts.at(139)  # the width in use is not made again
    assert arts.at(138) is arts.at(138)


def test_the_overlay_shade_is_an_alpha_blend_and_keeps_nothing_per_size():
    for rgba in ((0, 0, 0, 130), (4, 14, 10, 225)):
        a = rgba[3] / 255
        for size in range(8, 72):
            table = pygame.Surface((size, size))
            table.fill((200, 120, 40))
            backdrop.shade(table, rgba)
            pairs = zip((200, 120, 40), rgba[:3], strict=True)
            want = [round(c * (1 - a) + s * a) for c, s in pairs]
            got = table.get_at((size // 2, size // 2))[:3]
            assert all(abs(g - w) <= 1 for g, w in zip(got, want, strict=True)), (got, want)
    kept = [k for k, v in vars(backdrop).items() if isinstance(v, (dict, LRU)) and k[:2] != "__"]
    assert kept == ["_felts"], "the shade keeps no surface per window size"


def test_felts_are_shared_between_scenes_and_bounded_in_bytes():
    colour = (22, 92, 60)
    first = backdrop.make_felt((64, 48), colour)
    assert backdrop.make_felt((64, 48), colour) is first  # the next scene's, not drawn again
    assert backdrop.make_felt((64, 48), (26, 90, 68)) is not first
    for w in range(100, 2400, 100):
        backdrop.make_felt((w, w // 2), colour)
    felts = backdrop._felts
    assert felts.weight <= backdrop.FELT_BUDGET and len(felts) <= felts.limit
    big = backdrop.make_felt((2560, 1440), colour)  # past the budget: made, not kept
    assert backdrop.make_felt((2560, 1440), colour) is not big


def test_text_fonts_and_icons_stay_bounded_over_many_sizes():
    pygame.display.init()
    screen = pygame.display.set_mode((200, 120))
    for size in range(8, 72):  # more sizes than the font cache holds
        ui.render("Patience", size)
        ui.text_block("a few words to wrap", size, 300)
    for i in range(ui._texts.limit + 50):  # more texts than the text cache holds
        ui.render(f"line {i}", 12)
    for symbol in symbols.DRAWERS:  # more icons than the icon cache holds
        for size in range(8, 8 + symbols._ICONS.limit // 4):
            symbols.icon(symbol, size)
    assert len(ui._texts) == ui._texts.limit
    assert len(ui._fonts) == ui._fonts.limit < 64
    assert len(symbols._ICONS) == symbols._ICONS.limit < len(symbols.DRAWERS) * 32
    assert screen.get_size() == (200, 120)


# --- every scene, resized again and again -------------------------------------------


def dict_sizes(root: object) -> dict[str, tuple[int, int | None]]:
    """(entries, limit) of every dict (limit None) and LRU reachable through attributes
    of the game's own objects from ``root`` and the game's module globals, by path."""
    out: dict[str, tuple[int, int | None]] = {}
    seen: set[int] = set()

    def walk(obj: object, path: str, depth: int) -> None:
        if id(obj) in seen or depth > 5:
            return
        seen.add(id(obj))
        if isinstance(obj, dict | LRU):
            out[path] = (len(obj), getattr(obj, "limit", None))
            return
        if isinstance(obj, list | tuple):
            for i, item in enumerate(obj[:8]):
                walk(item, f"{path}[{i}]", depth + 1)
            return
        if not type(obj).__module__.startswith("game."):
            return
        for name, value in vars(obj).items() if hasattr(obj, "__dict__") else ():
            walk(value, f"{path}.{name}", depth + 1)

    walk(root, "app", 0)
    for mod_name, mod in list(sys.modules.items()):
        if mod_name.startswith("game.") and mod is not None:
            for name, value in vars(mod).items():
                if isinstance(value, dict | LRU):
                    out[f"{mod_name}.{name}"] = (len(value), getattr(value, "limit", None))
    return out


def resize(app, size: tuple[int, int]) -> None:
    app.resize_window(size)
    app.step(1 / 60)
    assert app.size == size


SIZES = [(800 + 7 * i, 600 + 5 * i) for i in range(24)]


@pytest.mark.parametrize("name", ["menu", *TITLES])
def test_no_cache_grows_with_the_window_sizes_met(name):
    app = make_app((800, 600))
    if name == "menu":
        app.scenes.push("menu")
    else:
        app.scenes.push(name, seed=11, hard=False)
    for size in SIZES[:12]:
        resize(app, size)
    first = dict_sizes(app)
    for size in SIZES[12:]:
        resize(app, size)
    then = dict_sizes(app)
    # a bounded cache may fill up to its limit; a plain dict must not grow at all
    grew = {
        path: (first.get(path, (0, None))[0], n)
        for path, (n, limit) in then.items()
        if (n > limit if limit else n > first.get(path, (0, None))[0])
    }
    assert not grew, f"grew with the window sizes met (entries before, after): {grew}"
    assert any(limit and n for n, limit in then.values()), "no bounded cache in use"
    if name != "menu":
        arts = app.scenes.top.arts
        assert 0 < len(arts) <= CardArtCache.WIDTHS


def test_an_lru_with_a_budget_keeps_its_weight_within_it_but_always_the_newest():
    c: LRU[str, int] = LRU(10, weigh=lambda v: v, budget=100)
    for i, w in enumerate((40, 40, 40, 30)):
        c.put(str(i), w)
    assert list(c) == ["2", "3"] and c.weight == 70
    c.put("big", 500)  # heavier than the budget alone: kept, as the one in use
    assert list(c) == ["big"] and c.weight == 500
    c.put("big", 20)
    assert c.weight == 20
    with pytest.raises(ValueError, match="both"):
        LRU(3, weigh=len)


def test_a_text_shadow_made_from_its_coloured_render_is_the_font_s_black_render():
    for size, bold in ((14, False), (40, True), (90, True)):
        for text in ("CHAIN ×4", "+12", "gy!"):
            ui._texts.clear()
            shadow = ui.render_shadow(text, size, (250, 204, 72), bold)
            ui._texts.clear()
            black = ui.render(text, size, (0, 0, 0), bold)
            assert pygame.image.tobytes(shadow, "RGBA") == pygame.image.tobytes(black, "RGBA")


def test_a_block_shadow_made_from_its_coloured_block_is_the_font_s_black_block():
    cases = (
        ("Reshuffled: the discard pile is the stock again", 14, 300, "center", False),
        ("CHAIN ×4, 120 points", 48, 900, "left", True),
        ("gy! " * 30, 30, 500, "right", False),  # wrapped into several lines
    )
    for text, size, width, align, bold in cases:
        for colour in ((250, 204, 72), (255, 255, 255, 255), ui.INK):
            ui._texts.clear()
            shadow = ui.block_shadow(text, size, width, colour, align, bold, size)
            ui._texts.clear()
            black = ui.text_block(text, size, width, (0, 0, 0), align, bold, size)
            assert shadow.get_size() == black.get_size()
            assert pygame.image.tobytes(shadow, "RGBA") == pygame.image.tobytes(black, "RGBA")


def test_a_block_shadow_under_see_through_ink_is_rendered_in_black_itself():
    ui._texts.clear()
    seen = ui.block_shadow("half seen", 30, 400, (255, 255, 255, 120))
    black = ui.text_block("half seen", 30, 400, (0, 0, 0))
    assert seen is black  # the very render in black, kept


def test_a_big_panel_on_an_opaque_surface_is_painted_from_fills_as_its_box_would_be():
    """A result overlay's box at 4K was a fresh image the size of the box (milliseconds of
    new memory): on an opaque surface a big panel is now fills and four small corners.
    Its pixels are the kept box's, blitted, to within the blend's rounding (1), over
    striped ground, for corners of no radius to wide ones and each edge colour, one given
    without alpha (the tutorial's gold: opaque); and no image of the box's size is made."""
    import random

    rng = random.Random(25)
    borders = (None, (250, 204, 72, 180), (255, 255, 255, 60), ui.GOLD)
    for i in range(12):
        w, h = rng.randint(400, 1300), rng.randint(400, 900)
        radius, alpha = rng.randint(0, 60), rng.choice((120, 190, 235, 238))
        border = borders[i % len(borders)]
        ground = pygame.Surface((w + 40, h + 40))
        for x in range(0, w + 40, 37):
            ground.fill(
                (rng.randrange(256), rng.randrange(256), rng.randrange(256)), (x, 0, 37, h + 40)
            )
        rect = pygame.Rect(20, 20, w, h)
        assert w * h >= ui.FILLED_PANEL
        ui._panels.clear()
        filled = ground.copy()
        ui.panel(filled, rect, alpha, radius, border=border)
        assert all(img.get_width() < w for img in ui._panels._items.values())
        rgba = (*ui.theme.resolve(ui.PANEL)[:3], alpha)
        whole = ground.copy()
        whole.blit(ui._panel_box(rect.size, rgba, radius, tuple(border or ui.PANEL_EDGE)), rect)
        a, b = pygame.image.tobytes(whole, "RGB"), pygame.image.tobytes(filled, "RGB")
        assert max(abs(p - q) for p, q in zip(a, b, strict=True)) <= 1, (w, h, radius, alpha)
