"""Every text the UI draws, on every scene and overlay at three window sizes: each glyph
is in the UI font, no text is smaller than 14 px, and each text lies inside the window,
inside the panel it sits in, and clear of the other texts of that panel."""

import pygame
import pytest

from game.engine import ui
from tests.ui_tour import SIZES, Recorder, tour


@pytest.fixture(scope="module", params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def toured(request, tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        # a data folder of the tour's own: the test's own folder is not set up yet at module
        # scope, and two workers touring at once must not share the player's folder
        mp.setenv("PATIENCE_ARCADE_DATA", str(tmp_path_factory.mktemp("tour")))
        recorder = Recorder(mp)
        for _ in tour(recorder, request.param):
            pass
    return recorder


def missing_glyphs(text: str) -> set[str]:
    """Characters the UI font draws as its "missing" box (the box U+FFFF gets)."""
    f = ui.font(24)
    box = f.metrics("\uffff")[0]
    return {ch for ch, m in zip(text, f.metrics(text), strict=True) if m is None or m == box}


def test_the_font_check_can_see_a_missing_glyph():
    assert missing_glyphs("↑ scroll ♣") == {"↑", "♣"}
    assert not missing_glyphs("Deal #12 – 3×4 · 50% …")


def test_the_tour_sees_every_scene_and_overlay(toured):
    labels = {f.label.split(" ")[0] for f in toured.frames}
    for name in ("menu", "stats", "settings", "pause", "deal_number", "confirm", "result"):
        assert name in labels
    assert {"help", "zoomer", "combo", "slotker", "maze", "monte_carlo"} <= labels
    assert any(f.label.endswith("ended") for f in toured.frames)
    assert len(toured.strings) > 300


def test_every_text_drawn_has_its_glyphs_in_the_ui_font(toured):
    bad = {text: missing_glyphs(text) for text in toured.strings if missing_glyphs(text)}
    assert not bad


def test_no_text_is_drawn_below_14_px(toured):
    small = {(text, size) for text, size in toured.sizes if size < ui.MIN_TEXT}
    assert not small


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
