"""The rules booklet: its sections as the help shows them, its pictures, the README's link,
and the help's Full rules and Tutorial buttons."""

import re
from pathlib import Path

import pygame

from game import catalog
from game.engine.booklet import booklet_path, paragraphs, section
from tests.driver import click, key, make_app, settle

ROOT = Path(__file__).resolve().parent.parent


def test_every_game_has_a_section_and_every_picture_exists():
    text = booklet_path().read_text(encoding="utf-8")
    pages = [*catalog.names(), *(p.name for i in catalog.games().values() for p in i.pages)]
    assert len(pages) == 6
    for game in pages:
        body = section(game)
        assert body and not body[0].startswith("The booklet has no"), game
        assert sum(len(p) for p in body) > 300, game
    for picture in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text):
        assert (booklet_path().parent / picture).is_file(), picture
    from tools.booklet import PICTURES

    assert {f"img/{name}.png" for name in PICTURES} <= set(re.findall(r"\]\((img/[^)]+)\)", text))


def test_sections_stop_at_the_next_game_and_drop_markdown():
    text = "# T\n## Maze\n**Bold** `x` words\n\n- one\n- two\n![p](a.png)\n## Combo-bliterate\nno"
    assert section("maze", text) == ["Bold x words", "• one", "• two"]
    assert section("nothing", text)[0].startswith("The booklet has no section")
    assert paragraphs(["a", "b", "", "1. c"]) == ["a b", "1. c"]


def test_the_readme_links_the_booklet_and_nothing_outside_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "](docs/rules.md)" in readme
    assert "../shared" not in readme


def test_the_help_shows_the_full_rules_by_key_and_by_click():
    app = make_app()
    app.scenes.push("menu")
    app.scenes.push("help", game="maze")
    help_scene = app.scenes.top
    settle(app)
    key(app, pygame.K_r)
    assert help_scene.full and app.scenes.top is help_scene
    full = next(b for b in help_scene.buttons if b.name == "full")
    click(app, full.rect.center)
    assert not help_scene.full
    click(app, full.rect.center)
    assert help_scene.full
    page = help_scene.page(800)
    assert page.get_height() > 300
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.scenes.top is not help_scene


def test_in_browser_opens_the_booklet(monkeypatch):
    opened = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url))
    app = make_app()
    app.scenes.push("menu")
    app.scenes.push("help", game="combo")
    key(app, pygame.K_o)
    assert opened == [booklet_path().as_uri()]


def test_the_booklet_tool_draws_a_picture(tmp_path, monkeypatch):
    import tools.booklet as booklet

    monkeypatch.setattr(booklet, "OUT", tmp_path)
    assert booklet.main(["monte_carlo"]) == 0
    img = pygame.image.load(str(tmp_path / "monte_carlo_pair.png"))
    assert img.get_size() == booklet.SAVED
    assert booklet.main(["no_such_picture"]) == 2


def test_full_rules_from_the_general_help_page_opens_the_booklets_contents():
    """Issue 27, item 8: it said "The booklet has no section for 'arcade'"."""
    app = make_app()
    app.scenes.push("menu")
    app.scenes.push("help", game="arcade", browse=True)
    help_scene = app.scenes.top
    settle(app)
    key(app, pygame.K_r)
    assert help_scene.full
    texts = [text for text, _, _ in help_scene.blocks()]
    assert not any("has no section" in t or "could not be read" in t for t in texts), texts
    assert texts[1].startswith("Five solitaires")
    listed = texts.index("Contents (each game's page shows its section):")
    titles = [catalog.find(name).title for name in catalog.names()]
    assert sorted(f"• {t}" for t in titles) == sorted(t for t in texts[listed:] if t[2:] in titles)
    assert "How deals count" in texts  # the section no game's page shows, in full
    assert help_scene.page(800).get_height() > 300
