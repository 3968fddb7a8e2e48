"""Issue 28: the rules booklet in Russian (docs/rules.ru.md): every section of the English
booklet, its pictures drawn by the game with Russian labels, its generated sentences up
to date, and the help's Full rules showing it while Russian is in force."""

import re
from pathlib import Path

import pygame

from game import catalog, i18n
from game.engine.booklet import booklet_path, english_title, section
from tests.driver import key, make_app, settle
from tools import booklet as tool

ROOT = Path(__file__).resolve().parent.parent
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")


def headings(path: Path) -> list[str]:
    """Each heading's English name (a translated booklet marks it under the heading)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [english_title(lines, i) for i, ln in enumerate(lines) if re.match(r"#{2,3} ", ln)]


def test_the_russian_booklet_has_every_section_of_the_english_one_in_order():
    english, russian = tool.booklet_file("en"), tool.booklet_file("ru")
    assert headings(russian) == headings(english)
    text = russian.read_text(encoding="utf-8")
    assert "## Монте-Карло" in text and "## Лабиринт" in text  # headings in Russian


def test_every_russian_picture_exists_and_is_drawn_for_russian():
    text = tool.booklet_file("ru").read_text(encoding="utf-8")
    pictures = PICTURE.findall(text)
    assert {f"img/ru/{name}.png" for name in tool.PICTURES} == set(pictures)
    for picture in pictures:
        assert (tool.booklet_file("ru").parent / picture).is_file(), picture


def test_the_russian_booklets_generated_sentences_are_up_to_date(ru):
    text = tool.booklet_file("ru").read_text(encoding="utf-8")
    assert tool.fill_sentences(text) == text, "run python tools/booklet.py --lang ru --text"
    assert "**Сложный режим.** Не больше 7 сдвигов за расклад." in text


def test_each_help_page_finds_its_section_in_russian(ru):
    assert booklet_path("maze") == tool.booklet_file("ru")
    pages = [*catalog.names(), *(p.name for i in catalog.games().values() for p in i.pages)]
    for page in pages:
        body = section(page)
        assert body and not body[0].startswith("В книжке правил нет"), page
        assert re.search("[а-яё]", " ".join(body)), page
    i18n.use("en")
    assert booklet_path("maze") == tool.booklet_file("en")


def test_full_rules_shows_the_russian_booklet_while_russian_is_in_force(ru):
    app = make_app()
    app.scenes.push("menu")
    app.scenes.push("help", game="monte_carlo")
    help_scene = app.scenes.top
    settle(app)
    key(app, pygame.K_r)
    assert help_scene.full
    texts = [text for text, _, _ in help_scene.blocks()]
    assert texts[0] == "Полные правила (из книжки правил, docs/rules.ru.md)"
    assert any(t.startswith("Раскладка.") for t in texts), texts[:4]


def test_the_tool_refuses_a_language_with_no_booklet(capsys):
    assert tool.main(["--lang", "xx"]) == 2
    assert "no booklet in 'xx'" in capsys.readouterr().err
