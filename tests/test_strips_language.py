"""A panel kept as strips (Zoomer's tracker) is made again in a language chosen mid-deal."""

from __future__ import annotations

from game import i18n
from tests.driver import make_app
from tests.ru_catalog import compiled


def tracker_words(app) -> list[str]:
    from game.scenes import zoomer_tracker

    seen: list[str] = []
    real = zoomer_tracker.ui.blit_text

    def spy(surface, text, *a, **kw):
        seen.append(text)
        return real(surface, text, *a, **kw)

    zoomer_tracker.ui.blit_text = spy
    try:
        for _ in range(2):
            app.step(1 / 60)
    finally:
        zoomer_tracker.ui.blit_text = real
    return seen


def test_the_tracker_heading_follows_a_language_chosen_mid_deal():
    compiled()
    app = make_app()
    app.settings.override("tutorials_offered", ["zoomer"])
    app.scenes.push("zoomer", seed=3, hard=False)
    for _ in range(3):
        app.step(1 / 60)
    assert not any("Tracker" in t for t in tracker_words(app))  # kept: not painted again
    try:
        i18n.use("ru")
        words = tracker_words(app)
    finally:
        i18n.use("en")
    assert "Учёт — круг 1" in words
    assert "Tracker — round 1" in tracker_words(app)  # and English again


def ladder_paintings(app) -> int:
    """How often two frames paint SLOTKER's ladder (its own painter, looked up by the HUD)."""
    from game.scenes import slotker_hud

    calls = []
    real = slotker_hud.paint_ladder

    def spy(*a, **kw):
        calls.append(1)
        return real(*a, **kw)

    slotker_hud.paint_ladder = spy
    try:
        for _ in range(2):
            app.step(1 / 60)
    finally:
        slotker_hud.paint_ladder = real
    return len(calls)


def test_slotkers_ladder_follows_a_language_chosen_mid_deal():
    """The ladder is kept whole while the hand it shows is the same (StripPanel.kept):
    a new language must still remake it."""
    compiled()
    app = make_app()
    app.settings.override("tutorials_offered", ["slotker"])
    app.scenes.push("slotker", seed=3, hard=False)
    for _ in range(3):
        app.step(1 / 60)
    assert ladder_paintings(app) == 0  # kept: not painted again
    try:
        i18n.use("ru")
        assert ladder_paintings(app) == 1  # made again, once, in Russian
    finally:
        i18n.use("en")
    assert ladder_paintings(app) == 1  # and again in English
