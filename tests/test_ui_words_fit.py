"""Every text the UI draws, on every scene and overlay at the smallest window, a tall and a
wide one, the default and a big one (and the smallest and the wide one in large print):
each glyph is in the UI font, every text's rendered line is at least 14 px, and each text
lies inside the window, inside the panel it sits in, and clear of the other texts of that
panel; each button lies inside the window and its panel, clear of every other button. The
quick suite makes two of these tours (QUICK_TOURS), the full one all seven."""

import pygame
import pytest

from game import catalog
from game.engine import theme, ui
from tests.sampling import sampled
from tests.ui_tour import SIZES, Recorder, tour

TOURS = [(size, False) for size in SIZES] + [((800, 600), True), ((1920, 600), True)]
# The quick suite tours once in large print, in the smallest window (where large print is
# tightest), and once in normal print, in the wide and short window: a shape no other
# quick tour has (tests/test_i18n_fit.py tours the smallest window and the default one in
# the quick suite, with the same checks).
QUICK_TOURS = {((1920, 600), False), ((800, 600), True)}


@pytest.fixture(
    scope="module",
    params=sampled([pytest.param(t) for t in TOURS], QUICK_TOURS),
    ids=lambda t: f"{t[0][0]}x{t[0][1]}{' large' if t[1] else ''}",
)
def toured(request, tmp_path_factory):
    size, large = request.param
    with pytest.MonkeyPatch.context() as mp:
        # a data folder of the tour's own: the test's own folder is not set up yet at module
        # scope, and two workers touring at once must not share the player's folder
        mp.setenv("PATIENCE_ARCADE_DATA", str(tmp_path_factory.mktemp("tour")))
        recorder = Recorder(mp)
        try:
            for _ in tour(recorder, size, large=large):
                pass
        finally:  # the theme is the module's: the next test in this worker gets the default
            theme.use(theme.Theme())
            ui.use_theme()
    return recorder


def missing_glyphs(text: str) -> set[str]:
    """Characters the UI font draws as its "missing" box (the box U+FFFF gets)."""
    f = ui.font(24)
    box = f.metrics("\uffff")[0]
    text = text.replace("\n", "")  # a line break of a wrapped text is no glyph
    return {ch for ch, m in zip(text, f.metrics(text), strict=True) if m is None or m == box}


def test_the_font_check_can_see_a_missing_glyph():
    assert missing_glyphs("↑ scroll ♣") == {"↑", "♣"}
    assert not missing_glyphs("Deal #12 – 3×4 · 50% …")


def test_the_tour_sees_every_scene_and_overlay(toured):
    labels = {f.label.split(" ")[0] for f in toured.frames}
    for name in ("menu", "stats", "settings", "pause", "deal_number", "confirm", "result"):
        assert name in labels
    assert {"help", *catalog.names()} <= labels
    assert any(f.label.endswith("ended") for f in toured.frames)
    assert {f"{game} tutorial step 1" for game in ("combo", "maze", "monte_carlo")} <= {
        f.label for f in toured.frames
    }
    assert len(toured.strings) > 300


def test_every_text_drawn_has_its_glyphs_in_the_ui_font(toured):
    bad = {text: missing_glyphs(text) for text in toured.strings if missing_glyphs(text)}
    assert not bad


def test_every_text_drawn_has_a_rendered_line_of_at_least_14_px(toured):
    assert ui.MIN_LINE >= 14
    small = {(text, line) for text, line in toured.lines if line < ui.MIN_LINE}
    assert not small


def test_every_button_lies_inside_the_window_and_its_panel(toured):
    out = []
    for f in toured.frames:
        for b in f.buttons:
            if not b.on.contains(b.rect):
                out.append((f.label, b.label, b.rect, "outside", b.on))
            elif b.panel is not None and not b.panel.contains(b.rect):
                out.append((f.label, b.label, b.rect, "cut by its panel", b.panel))
    assert not out


def test_no_button_overlaps_another(toured):
    hits = []
    for f in toured.frames:
        for i, a in enumerate(f.buttons):
            for b in f.buttons[i + 1 :]:
                if a.sid == b.sid and a.rect != b.rect and a.rect.colliderect(b.rect):
                    hits.append((f.label, a.label, b.label))
    assert not hits


def test_no_text_runs_into_a_button_it_is_not_the_label_of(toured):
    hits = []
    for f in toured.frames:
        for t in f.texts:
            if t.rect is None or not t.text.strip():
                continue
            for b in f.buttons:
                if b.sid == t.sid and t.panel != b.rect and t.rect.colliderect(b.rect):
                    hits.append((f.label, t.text, b.label))
    assert not hits


def test_every_text_lies_inside_the_window_and_its_panel(toured):
    out = []
    for f in toured.frames:
        for t in f.texts:
            if t.rect is None or not t.text.strip():
                continue
            if not t.on.contains(t.rect):
                out.append((f.label, t.text, t.rect, "outside", t.on))
            elif t.panel is not None and not t.panel.contains(t.rect):
                out.append((f.label, t.text, t.rect, "outside its panel", t.panel))
    assert not out


def test_texts_in_one_panel_do_not_run_into_each_other(toured):
    hits = []
    for f in toured.frames:
        texts = [t for t in f.texts if t.rect is not None and t.text.strip()]
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if a.panel != b.panel or a.sid != b.sid or a.text == b.text:
                    continue
                c = a.rect.clip(b.rect)
                if (
                    c.w > 2
                    and c.h > 2
                    and c.w * c.h > 0.15 * min(a.rect.w * a.rect.h, b.rect.w * b.rect.h)
                ):
                    hits.append((f.label, a.text, b.text))
    assert not hits


def test_the_recorder_catches_a_text_outside_its_panel(monkeypatch):
    pygame.display.init()
    recorder = Recorder(monkeypatch)
    screen = pygame.display.set_mode((300, 200))
    recorder.screen = screen
    from tests.ui_tour import Frame

    recorder.frames.append(Frame("probe", screen.get_rect()))
    recorder.recording = True
    ui.panel(screen, pygame.Rect(10, 10, 60, 40))
    ui.blit_text(screen, "far too long a line for this box", 20, (40, 30), anchor="center")
    t = recorder.frames[-1].texts[-1]
    assert t.panel == pygame.Rect(10, 10, 60, 40) and not t.panel.contains(t.rect)


def test_every_message_starts_with_a_capital(toured):
    messages = {f.message for f in toured.frames if f.message}
    assert len(messages) > 5
    assert not {m for m in messages if m[:1].islower()}
