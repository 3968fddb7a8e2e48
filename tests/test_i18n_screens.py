"""Issue 28: the screens every player sees first speak Russian when Russian is chosen.

With ``i18n.use("ru")`` the menu, the pause overlay, a result screen and the statistics
are drawn, every text recorded as ``tests/ui_tour.py`` records it; each screen shows its
Russian words, and no text drawn is an English message of the catalog whose Russian
differs (a word that escaped ``_()`` would be drawn as its English msgid).
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from game import i18n
from tests.driver import make_app, settle
from tests.ui_tour import Recorder

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "game" / "locale" / "ru" / "LC_MESSAGES" / "patience_arcade.po"


def catalog():
    with PO.open("rb") as fh:
        return read_po(fh, locale="ru")


def english_only() -> set[str]:
    """The catalog's English messages whose Russian reads otherwise: any of them on a
    Russian screen is a word that was never looked up."""
    out = set()
    for msg in catalog():
        if msg.id and isinstance(msg.id, str) and msg.string and msg.string != msg.id:
            if any(c.isalpha() for c in msg.id):
                out.add(msg.id)
    return out


def texts(recorder: Recorder, app, label: str) -> list[str]:
    frame = recorder.draw(app, label)
    return [t.text for t in frame.texts] + [b.label for b in frame.buttons]


def test_menu_pause_result_and_statistics_are_drawn_in_russian(monkeypatch, ru):
    rec = Recorder(monkeypatch)
    english = english_only()
    app = make_app(size=(1280, 720))
    seen: dict[str, list[str]] = {}
    app.scenes.push("menu")
    settle(app)
    seen["menu"] = texts(rec, app, "menu")
    app.scenes.push("stats", page=0)
    settle(app)
    seen["stats"] = texts(rec, app, "stats")
    app.scenes.clear_to("menu", fade=False)
    table = app.scenes.push("monte_carlo", seed=7)
    settle(app)
    table.show_pause()
    settle(app)
    seen["pause"] = texts(rec, app, "pause")
    app.scenes.pop()
    table.perform("give_up")
    settle(app)
    seen["result"] = texts(rec, app, "result")
    expected = {
        "menu": ["Лабиринт", "Монте-Карло", "Статистика", "Настройки", "необычные пасьянсы"],
        "stats": ["Статистика", "Обзор", "Рекорды", "Игра"],
        "pause": ["Пауза", "Продолжить", "Новая игра", "Сдаться", "Меню"],
        "result": ["Вы сдались", "Новая игра", "Заново", "Время", "Ходы"],
    }
    for screen, words in expected.items():
        drawn = " | ".join(seen[screen])
        for word in words:
            assert word in drawn, f"{screen}: {word!r} not drawn in {drawn}"
        left = [t for t in seen[screen] if t in english]
        assert not left, f"{screen} drew English: {left}"


def test_the_language_changes_on_the_next_frame_without_a_restart(monkeypatch, ru):
    rec = Recorder(monkeypatch)
    app = make_app(size=(1280, 720))
    app.scenes.push("menu")
    settle(app)
    assert "Выход" in texts(rec, app, "ru")
    i18n.use("en")
    app.scenes.top.resume()  # back from Settings, where the language is chosen
    assert "Quit" in texts(rec, app, "en")


def test_a_table_and_settings_follow_a_change_of_language_made_over_them(monkeypatch, ru):
    rec = Recorder(monkeypatch)
    app = make_app(size=(1280, 720))
    table = app.scenes.push("maze", seed=4)
    settle(app)
    app.scenes.push("settings")
    settle(app)
    assert "Настройки" in texts(rec, app, "settings ru")
    i18n.use("en")  # what the Language row does
    assert "Settings" in texts(rec, app, "settings en")
    app.scenes.pop()
    settle(app)
    labels = [b.label for b in table.buttons]
    assert "Menu" in labels and "Меню" not in labels


def test_full_rules_read_the_booklet_in_the_players_language(monkeypatch, tmp_path, ru):
    from game.engine import booklet

    (tmp_path / "rules.md").write_text("# Rules\n\n## Maze\n\nEnglish words.\n", "utf-8")
    russian = "# Правила\n\n## Лабиринт\n<!-- section: Maze -->\n\nРусские слова.\n"
    (tmp_path / "rules.ru.md").write_text(russian, "utf-8")
    monkeypatch.setattr(booklet, "resource_dir", lambda name: tmp_path)
    assert booklet.booklet_path("maze").name == "rules.ru.md"
    assert booklet.section("maze") == ["Русские слова."]
    i18n.use("en")
    assert booklet.booklet_path("maze").name == "rules.md"
    assert booklet.section("maze") == ["English words."]
