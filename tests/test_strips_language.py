"""A panel kept as strips (Zoomer's tracker) is made again in a language chosen mid-deal."""

from __future__ import annotations

from game import i18n
from tests.driver import make_app
from tests.ru_catalog import compiled


def calls_in_two_frames(app, owner, name: str) -> list[tuple]:
    """The arguments of every call of ``owner.name`` while the app runs two frames (the
    function is looked up there by the code under test, so a stand-in sees each call)."""
    calls: list[tuple] = []
    real = getattr(owner, name)

    def spy(*a, **kw):
        calls.append(a)
        return real(*a, **kw)

    setattr(owner, name, spy)
    try:
        for _ in range(2):
            app.step(1 / 60)
    finally:
        setattr(owner, name, real)
    return calls


def opened(game: str):
    """An app showing ``game``'s deal 3, its first frames drawn (no tutorial offer)."""
    compiled()
    app = make_app()
    app.settings.override("tutorials_offered", [game])
    app.scenes.push(game, seed=3, hard=False)
    for _ in range(3):
        app.step(1 / 60)
    return app


def tracker_words(app) -> list[str]:
    from game.games.zoomer import tracker as zoomer_tracker

    return [a[1] for a in calls_in_two_frames(app, zoomer_tracker.ui, "blit_text")]


def test_the_tracker_heading_follows_a_language_chosen_mid_deal():
    app = opened("zoomer")
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
    from game.games.slotker import hud as slotker_hud

    return len(calls_in_two_frames(app, slotker_hud, "paint_ladder"))


def test_slotkers_ladder_follows_a_language_chosen_mid_deal():
    """The ladder is kept whole while the hand it shows is the same (StripPanel.kept):
    a new language must still remake it."""
    app = opened("slotker")
    assert ladder_paintings(app) == 0  # kept: not painted again
    try:
        i18n.use("ru")
        assert ladder_paintings(app) == 1  # made again, once, in Russian
    finally:
        i18n.use("en")
    assert ladder_paintings(app) == 1  # and again in English
