"""Wrapped text by SDL_ttf (wraplength, Font.align): width kept, lines stacked, aligned."""

import pygame
import pytest

from game.engine import ui

TEXT = "Move a card into a gap when it is one higher, same suit, than the card left of the gap"


@pytest.fixture(autouse=True)
def _video():
    pygame.display.init()
    pygame.font.init()
    yield


@pytest.mark.parametrize("width", [90, 160, 400])
def test_no_line_is_wider_than_asked_and_narrower_means_more_lines(width):
    block = ui.text_block(TEXT, 24, width, line_height=20)
    assert block.get_width() == width
    assert block.get_bounding_rect().w <= width
    lines = block.get_height() // 20
    assert block.get_height() == lines * 20
    wider = ui.text_block(TEXT, 24, width * 2, line_height=20)
    assert wider.get_height() < block.get_height()


def test_line_height_sets_the_step_between_lines():
    tight = ui.text_block(TEXT, 24, 120, line_height=18)
    loose = ui.text_block(TEXT, 24, 120, line_height=40)
    assert tight.get_height() // 18 == loose.get_height() // 40 > 2


def test_alignment_moves_a_short_line_left_centre_right():
    def ink(align: str) -> pygame.Rect:
        return ui.text_block("short", 24, 300, align=align).get_bounding_rect()

    left, centre, right = ink("left"), ink("center"), ink("right")
    assert left.x < 5 and right.right > 295
    assert abs(centre.centerx - 150) <= 3
    # the shared font is left as it was found
    assert ui.font(24).align == pygame.FONT_LEFT


def test_blit_block_places_by_anchor_and_draws_a_shadow():
    surface = pygame.Surface((400, 300))
    surface.fill((0, 128, 0))
    rect = ui.blit_block(surface, TEXT, 24, (200, 10), 200, anchor="midtop", align="center")
    assert rect.midtop == (200, 10) and rect.w == 200
    colours = {
        surface.get_at((x, y))[:3]
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
    }
    assert ui.INK in colours and (0, 0, 0) in colours


def test_blocks_are_cached():
    assert ui.text_block(TEXT, 22, 150) is ui.text_block(TEXT, 22, 150)


def test_fonts_opened_from_memory_are_the_default_font_to_the_pixel():
    # ui.open_font reads pygame's default font file once; Font(None, px) reads it each time
    pygame.font.init()
    text = "Hint: Clear the 7 of Stars ×4 · 50% gy!"
    for px in (6, 14, 15, 22, 37, 60, 96):
        ours, pygames = ui.open_font(px), pygame.font.Font(None, px)
        for bold in (False, True):
            ours.set_bold(bold)
            pygames.set_bold(bold)
            a, b = ours.render(text, True, ui.INK), pygames.render(text, True, ui.INK)
            assert ours.get_linesize() == pygames.get_linesize()
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), (px, bold)


def test_the_text_floor_is_the_smallest_size_whose_rendered_line_is_min_line():
    # the floor is on the line a player sees, not on the size asked of the font
    assert ui.art_font(ui.MIN_TEXT, False).get_linesize() >= ui.MIN_LINE
    assert ui.art_font(ui.MIN_TEXT, True).get_linesize() >= ui.MIN_LINE
    assert ui.art_font(ui.MIN_TEXT - 1, False).get_linesize() < ui.MIN_LINE
    assert ui.MIN_LINE >= 14


def test_a_label_squeezed_into_a_narrow_button_stops_at_the_floor():
    px = ui.fitting_size("Statistics and more words than fit", 30, 40)
    assert px == ui.MIN_TEXT and ui.art_font(px).get_linesize() >= ui.MIN_LINE


def test_no_text_is_drawn_below_the_floor_whatever_size_a_scene_asks_for():
    floor = ui.render("in stock", ui.MIN_TEXT).get_size()
    assert ui.render("in stock", 10).get_size() == floor
    assert ui.render("in stock", 9, exact=True).get_size() == floor
    assert ui.font(12).get_linesize() >= ui.MIN_LINE


def test_a_scratch_font_gives_each_size_asked_for_whatever_came_before():
    """``sized_font`` sets its scratch font's size only when the size changes (setting it
    empties SDL_ttf's glyph cache): in any order of sizes, boldness and texts, what it
    measures and renders is what a font opened at that size gives."""
    import random

    rnd = random.Random(9)
    texts = ["0:13  ·  5 moves", "Tracker — round 2", "W", "Deal #48215", "×4 · 50%"]
    sizes = [7, 19, 19, 23, 31, 31, 31, 64]  # repeats: the same size asked again
    fresh = {}
    for _ in range(300):
        px, bold, text = rnd.choice(sizes), rnd.random() < 0.5, rnd.choice(texts)
        if rnd.random() < 0.2:
            ui.art_font(px + 1, bold)  # a kept font of a neighbouring size now and then
        font = ui.sized_font(px, bold)
        if (px, bold) not in fresh:
            fresh[px, bold] = ui.open_font(px)
            fresh[px, bold].set_bold(bold)
        ref = fresh[px, bold]
        assert font.size(text) == ref.size(text), (px, bold, text)
        assert font.get_linesize() == ref.get_linesize()
        got, want = (
            font.render(text, True, (255, 255, 255)),
            ref.render(text, True, (255, 255, 255)),
        )
        assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(want, "RGBA")
