"""High contrast reaches every text and panel of a scene, whatever names its colour.

Each scene is drawn under high contrast while every text rendered and every panel
laid is noted with the colour it is drawn in: none may be a colour of the normal
palette that high contrast changes (the palette is one object, ``app.theme``, read
at draw time; a colour named as a default argument or a constant is a palette role
resolved then). A game's message line said with its default colour is the theme's
ink; a Deal # field's line told without a colour too.
"""

from __future__ import annotations

import pytest

from game.engine import theme, ui
from tests.driver import make_app, settle, show

# normal colours that high contrast changes: none of them may be drawn
STALE = {
    getattr(theme.NORMAL, r)
    for r in ("ink", "dim", "gold", "panel", "bad", "good")
    if getattr(theme.NORMAL, r) != getattr(theme.HIGH_CONTRAST, r)
}

SCENES = [
    ("menu", {}),
    ("stats", {}),
    ("help", {"game": "zoomer"}),
    ("help", {"game": "arcade", "browse": True}),
    ("settings", {}),
    ("pause", {"game": "zoomer"}),
    ("deal_number", {"title": "Maze"}),
    ("confirm", {"question": "Start a new deal?", "choice": "new"}),
    ("zoomer", {"seed": 4, "hard": False}),
    ("combo", {"seed": 4, "hard": False}),
    ("maze", {"seed": 4, "hard": False}),
    ("monte_carlo", {"seed": 4, "hard": False}),
]


@pytest.fixture
def inks(monkeypatch):
    """(what, text, colour drawn) for every text and panel drawn."""
    drawn: list[tuple[str, str, tuple]] = []
    render, block, panel = ui.render, ui.text_block, ui.panel

    def noted_render(text, size, colour=None, *a, **kw):
        drawn.append(("text", text, theme.resolve(ui.INK if colour is None else colour)))
        return render(text, size, colour, *a, **kw)

    def noted_block(text, size, width, colour=None, *a, **kw):
        drawn.append(("text", text, theme.resolve(ui.INK if colour is None else colour)))
        return block(text, size, width, colour, *a, **kw)

    def noted_panel(surface, rect, alpha=190, radius=14, colour=None, border=None):
        drawn.append(("panel", "", theme.resolve(ui.PANEL if colour is None else colour)))
        return panel(surface, rect, alpha, radius, colour, border)

    monkeypatch.setattr(ui, "render", noted_render)
    monkeypatch.setattr(ui, "text_block", noted_block)
    monkeypatch.setattr(ui, "panel", noted_panel)
    return drawn


def high_contrast_app():
    app = make_app()
    app.settings.override("high_contrast", True)
    app.apply_theme()
    assert app.theme.high_contrast and app.theme.ink == (255, 255, 255)
    return app


@pytest.mark.parametrize(
    ("name", "kw"), SCENES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(SCENES)]
)
def test_every_text_and_panel_is_drawn_in_the_high_contrast_inks(name, kw, inks):
    app = high_contrast_app()
    if name in ("pause", "deal_number", "confirm", "settings") or name == "help":
        app.scenes.push("zoomer", seed=4, hard=False)
        settle(app)
    scene = app.scenes.push(name, **kw)
    settle(app)
    if hasattr(scene, "say"):
        scene.say("A word on the message line")
    if name == "deal_number":
        scene.tell("Told without a colour")
    inks.clear()
    show(app)
    assert inks, "nothing was drawn"
    stale = [(what, text, c) for what, text, c in inks if tuple(c[:3]) in STALE]
    assert not stale, stale[:5]
    if hasattr(scene, "say"):
        said = {tuple(c) for _, text, c in inks if text == "A word on the message line"}
        assert said - {(0, 0, 0)} == {app.theme.ink}  # its shadow is black
    panels = [c for what, _, c in inks if what == "panel"]
    assert all(tuple(c) != theme.NORMAL.panel for c in panels)


def test_the_palette_follows_the_theme_object_and_no_module_colour_changes():
    before = (ui.INK, ui.GOLD, ui.PANEL)
    app = high_contrast_app()
    assert (ui.INK, ui.GOLD, ui.PANEL) == before  # roles, never rewritten
    assert theme.resolve(ui.GOLD) == app.theme.gold == theme.HIGH_CONTRAST.gold
    assert app.theme.select == theme.HIGH_CONTRAST.select != theme.NORMAL.select
    app.settings.override("high_contrast", False)
    app.apply_theme()
    assert theme.resolve(ui.GOLD) == app.theme.gold == theme.NORMAL.gold
