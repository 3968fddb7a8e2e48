"""Which language is in force: the system's by default (English when it is none of ours),
Settings' choice at once and saved, --lang for one run and never saved."""

from __future__ import annotations

import json

import pygame
import pytest

from game import i18n
from game.scenes.overlay import SettingsScene
from game.store.settings import saved_language
from tests.driver import key, make_app, settle
from tests.launch import HOW, QUICK, run_main
from tests.sampling import sampled
from tests.ui_tour import Recorder


@pytest.mark.parametrize(
    "environ, language",
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"}, "ru"),
        ({"LANGUAGE": "ru:en", "LANG": "C"}, "ru"),
        ({"LANGUAGE": "de:ru"}, "ru"),  # the first of ours in the list
        ({"LANG": "ru"}, "ru"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "de"}, "en"),
        ({"LANGUAGE": "en_US:ru", "LANG": "ru_RU.UTF-8"}, "en"),  # LANGUAGE comes first
        ({}, "en"),
    ],
)
def test_the_system_language_is_read_from_the_locale_variables(environ, language):
    assert i18n.system_language(environ) == language


def test_a_russian_locale_puts_russian_in_force_and_english_stays_the_default():
    assert i18n.language() == "en"  # the suite runs in English (tests/conftest.py)
    i18n.use("ru")
    assert i18n.language() == "ru" and i18n._("nothing to undo") == "нечего отменять"
    i18n.use("en")
    assert i18n._("nothing to undo") == "nothing to undo"
    with pytest.raises(ValueError):
        i18n.use("de")


def language_row(settings: SettingsScene) -> int:
    return [c[0] for c in settings.choices].index("language")


def test_the_settings_choice_is_in_force_on_the_next_frame_and_saved(monkeypatch):
    app = make_app(size=(1280, 720))
    app.scenes.push("menu")
    settings = app.scenes.push("settings")
    settle(app)
    assert settings.label(language_row(settings)) == "Language: System (English)"
    settings.focus = language_row(settings)
    key(app, pygame.K_RETURN)  # System -> English
    assert app.settings.saved["language"] == "en" and i18n.language() == "en"
    key(app, pygame.K_RETURN)  # English -> Русский
    recorder = Recorder(monkeypatch)
    frame = recorder.draw(app, "settings in Russian")
    drawn = {t.text for t in frame.texts}
    assert "Язык: Русский" in drawn
    assert i18n.language() == "ru" and app.settings.saved["language"] == "ru"
    assert saved_language(app.data.folder) == "ru"  # written to the file at once
    key(app, pygame.K_LEFT)  # back to English, by the other arrow
    frame = recorder.draw(app, "settings in English")
    assert "Language: English" in {t.text for t in frame.texts}


def test_a_change_of_language_lays_the_scenes_out_again(monkeypatch):
    app = make_app(size=(800, 600))
    menu = app.scenes.push("menu")
    settle(app)
    app.step(1 / 60)  # the window's own events of opening, handled
    laid = []
    monkeypatch.setattr(type(menu), "resize", lambda self, size: laid.append(size))
    i18n.use("ru")
    app.step(1 / 60)
    assert laid == [(800, 600)]
    app.step(1 / 60)
    assert laid == [(800, 600)]  # once per change, not every frame


def test_lang_sets_the_language_for_one_run_and_never_writes_it():
    app = make_app(lang="ru")
    assert i18n.language() == "ru"
    assert app.settings.language == "ru" and app.settings.saved["language"] == "system"
    app.settings.write()
    assert json.loads((app.data.folder / "settings.json").read_text())["language"] == "system"


def test_a_saved_language_is_in_force_at_start(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text('{"language": "ru"}')
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(folder))
    make_app()
    assert i18n.language() == "ru"


def test_a_bad_saved_language_falls_back_alone(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text('{"language": "klingon", "sound": false}')
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(folder))
    app = make_app()
    assert app.settings.language == "system" and app.settings.sound is False
    assert saved_language(folder) == "system"


# the command line in this process in the quick suite, launched in the slow one
CLI = sampled(HOW, keep=QUICK)


@pytest.mark.parametrize("how", CLI)
def test_a_bad_lang_is_refused_in_one_line(how, capsys, monkeypatch):
    r = run_main(how, ["--lang", "de"], capsys, monkeypatch)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "--lang" in r.stderr and "'ru'" in r.stderr


@pytest.mark.parametrize("how", CLI)
def test_the_command_line_speaks_the_language_asked_for(how, tmp_path, capsys, monkeypatch):
    import os

    def run_cli(*args: str, env: dict):
        return run_main(how, args, capsys, monkeypatch, env)

    env = dict(os.environ, PATIENCE_ARCADE_DATA=str(tmp_path / "data"))
    r = run_cli("--lang", "ru", "--seed", "3", env=env)
    assert r.returncode == 2
    said = "patience-arcade: --seed работает только вместе с --game (см. --help)"
    assert r.stderr.strip() == said
    r = run_cli("--seed", "3", env=dict(env, LANGUAGE="ru"))  # the system's language
    assert "работает только вместе с --game" in r.stderr
    r = run_cli("--seed", "3", env=env)  # the suite's English
    assert r.stderr.strip() == "patience-arcade: --seed needs --game (see --help)"
    assert "язык на этот запуск" in run_cli("--lang=ru", "--help", env=env).stdout


def test_numbers_are_grouped_as_the_language_writes_them():
    assert [i18n.number(n) for n in (48215, 1000, 999, -1234567)] == [
        "48,215",
        "1,000",
        "999",
        "-1,234,567",
    ]
    i18n.use("ru")
    try:
        said = [i18n.number(n) for n in (48215, 1000, 999, -1234567)]
    finally:
        i18n.use("en")
    # a space between thousands; four figures stay together (Russian typesetting)
    assert said == ["48 215", "1000", "999", "-1 234 567"]


def test_the_game_font_has_no_glyph_for_the_no_break_space():
    """Why ``i18n.number`` groups with a plain space (a box would show otherwise)."""
    pygame.font.init()
    from tests.test_ui_words_fit import missing_glyphs

    assert missing_glyphs("48\u00a0215") == {"\u00a0"} and not missing_glyphs("48 215")
