"""Speech in the game: the Settings rows (Speech: automatic / on / off, Speech rate) and
the line saying there is no voice, the --speech flag (one run, never saved), the App
starting and stopping its Speaker (nothing started with speech off), speech turning on
by itself when the platform says a screen reader runs (AT-SPI over D-Bus, its program
stubbed), and the table's one hook: the focus cursor's target said as it moves.

The voices are a recording back end put in place of the machine's (``app._voices``);
the screen reader is asked for through the platform's own question, its program
stubbed (the suite's conftest answers "none" for every other test)."""

from __future__ import annotations

import json
import subprocess
import threading
import time

import pygame
import pytest

from game.app import Options
from game.cli import parse_args
from game.speech import choice
from game.speech.backends import RecordingBackend
from game.speech.choice import AT_SPI_ASK, NO_VOICE_LINUX, Voices, screen_reader_running
from tests.driver import key, make_app, settle, show, step

WAIT = 5.0


def speech_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "speech" and t.is_alive()]


def recorded(app, **kw) -> RecordingBackend:
    """The app's voices: one recording back end."""
    backend = RecordingBackend(**kw)
    app._voices = Voices(("recording",), (lambda: backend,))
    return backend


def heard(backend: RecordingBackend, text: str, timeout: float = WAIT):
    """The recording's utterance of ``text`` once it has been said (None: not in time);
    the screens' own words come and go around it (speech says each screen as it opens)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = [s for s in list(backend.log) if getattr(s, "text", None) == text]
        if found:
            return found[-1]
        time.sleep(0.005)
    return None


def open_settings(app):
    app.scenes.push("menu")
    app.scenes.push("settings")
    step(app, 2)
    return app.scenes.top


def focus_row(app, settings, name: str) -> None:
    names = [c[0] for c in settings.choices]
    while names[settings.focus] != name:
        key(app, pygame.K_DOWN)


# --- the flag -------------------------------------------------------------------------
def test_the_speech_flag_turns_speech_on_for_one_run_and_is_never_saved(monkeypatch):
    assert parse_args(["--speech"]).speech is True
    assert parse_args([]).speech is False
    assert Options(speech=True).overrides == {"speech": "on"}
    app = make_app(speech=True)
    backend = recorded(app)
    assert app.settings.speech == "on" and app.speech_wanted()
    app.follow_speech()
    assert app.speaking
    app.speak("Patience Arcade")
    assert backend.wait_for(1)
    app.settings.set("sound", False)  # a write of the settings: the flag's value stays out
    on_disk = json.loads(app.settings.path.read_text(encoding="utf-8"))
    assert on_disk["speech"] == "auto"
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the next test's pygame stays up
    app.close()  # the game quits: the Speaker's thread ends with it
    assert not app.speaking and backend.closed


# --- the App: nothing started with speech off -----------------------------------------
def test_with_speech_off_nothing_is_started(monkeypatch):
    app = make_app()
    app.settings.set("speech", "off")
    recorded(app)
    before = speech_threads()
    app.follow_speech()
    app.speak("nobody hears this")
    assert app.speaker is None and not app.speaking and app._asking is None
    assert speech_threads() == before


def test_speech_on_starts_the_speaker_and_off_stops_its_thread():
    app = make_app()
    backend = recorded(app)
    app.set_speech("on")
    assert app.speaker is not None and app.speaker.wait_open(WAIT)
    app.speak("Seven of hearts")
    assert backend.wait_for(1)
    app.speak("You won", keep=True)
    assert backend.wait_for(2)
    thread = app.speaker._thread
    app.set_speech("off")
    assert app.speaker is None
    thread.join(WAIT)  # told to stop at once, not waited for by the frame
    assert not thread.is_alive() and backend.closed
    assert app.settings.speech == "off"


class AtSpi:
    """subprocess.run for the screen reader question: AT-SPI says ``enabled``; any
    other program runs for real. Keeps the questions asked."""

    def __init__(self, enabled: bool) -> None:
        self.enabled, self.asked = enabled, []
        self.real = subprocess.run

    def __call__(self, command, **kw):
        if command[:1] != ["gdbus"]:
            return self.real(command, **kw)
        self.asked.append(command)
        said = "(<true>,)\n" if self.enabled else "(<false>,)\n"
        return subprocess.CompletedProcess(command, 0, said, "")


@pytest.mark.parametrize("enabled", [True, False])
def test_automatic_speech_follows_the_screen_reader(monkeypatch, enabled):
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/1000/bus")
    at_spi = AtSpi(enabled)
    monkeypatch.setattr(subprocess, "run", at_spi)
    monkeypatch.setattr(choice, "screen_reader_running", screen_reader_running)
    app = make_app()
    backend = recorded(app)
    assert app.settings.speech == "auto"
    app.follow_speech()  # as the first frame does, once the mixer is open
    assert app._asking is not None and app._asking.wait(WAIT)
    step(app)  # the frame that hears the answer
    assert at_spi.asked == [AT_SPI_ASK]
    assert app.reader_running is enabled and app.speaking is enabled
    if enabled:
        app.speak("Menu")
        assert backend.wait_for(1)
        app.speaker.close()


def test_automatic_speech_without_a_session_bus_asks_nothing(monkeypatch):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    at_spi = AtSpi(True)
    monkeypatch.setattr(subprocess, "run", at_spi)
    monkeypatch.setattr(choice, "screen_reader_running", screen_reader_running)
    app = make_app()
    recorded(app)
    app.follow_speech()
    assert app._asking.wait(WAIT)
    step(app)
    assert at_spi.asked == [] and app.reader_running is False and not app.speaking


# --- the Settings rows ----------------------------------------------------------------
def test_the_speech_rows_cycle_save_and_take_effect_at_once(monkeypatch):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    app = make_app()
    backend = recorded(app)
    settings = open_settings(app)
    names = [c[0] for c in settings.choices]
    assert names.index("speech") + 1 == names.index("speech_rate")
    speech, rate = names.index("speech"), names.index("speech_rate")
    assert settings.label(speech) == "Speech: automatic (off)"
    focus_row(app, settings, "speech")
    key(app, pygame.K_RETURN)
    assert app.settings.speech == "on" and settings.label(speech) == "Speech: on"
    assert app.speaking and app.speaker.wait_open(WAIT)
    key(app, pygame.K_RIGHT)
    assert app.settings.speech == "off" and settings.label(speech) == "Speech: off"
    assert not app.speaking
    key(app, pygame.K_LEFT)
    assert app.settings.speech == "on" and app.speaking
    focus_row(app, settings, "speech_rate")
    assert settings.label(rate) == "Speech rate: normal"
    key(app, pygame.K_RETURN)
    assert app.settings.speech_rate == "fast" and settings.label(rate) == "Speech rate: fast"
    app.speak("faster now")
    said = heard(backend, "faster now")
    assert said is not None and said.rate == "fast"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.settings.speech_rate == "slow"
    saved = json.loads(app.settings.path.read_text(encoding="utf-8"))
    assert (saved["speech"], saved["speech_rate"]) == ("on", "slow")
    app.speaker.close()


def test_no_voice_is_said_in_one_line_under_the_rows():
    app = make_app()
    app._voices = Voices((), (), NO_VOICE_LINUX)
    settings = open_settings(app)
    show(app)
    assert settings.noted and app.voice_note() == NO_VOICE_LINUX
    assert settings.rects[-1].bottom + 20 < settings.box.bottom  # room for the line
    app.set_speech("on")
    assert not app.speaking  # nothing to speak with: the game runs as it did
    with_voice = make_app()
    recorded(with_voice)
    assert with_voice.voice_note() is None and not open_settings(with_voice).noted


def test_a_voice_that_would_not_start_is_said_too():
    app = make_app()

    class Refused(RecordingBackend):
        def open(self):
            from game.speech import BackendError

            raise BackendError("speech-dispatcher: no server")

    app._voices = Voices(("refused",), (Refused,))
    app.set_speech("on")
    assert not app.speaker.wait_open(WAIT)
    settings = open_settings(app)
    show(app)
    assert app.voice_note() == "No voice could be started: speech-dispatcher: no server"
    assert settings.noted


# --- the table's hook -----------------------------------------------------------------
def table_with_speech(speech: bool):
    app = make_app()
    backend = recorded(app)
    if speech:
        app.set_speech("on")
        assert app.speaker.wait_open(WAIT)
    app.settings.override("anim_speed", 0.0)
    table = app.scenes.push("monte_carlo", seed=7)
    settle(app)
    return app, table, backend


def test_the_focus_cursor_says_its_target_as_it_moves():
    app, table, backend = table_with_speech(True)
    table.focus_words = lambda name: f"here: {name}"  # what a game will say of its targets
    key(app, pygame.K_RIGHT)
    first = table.cursor.current
    assert heard(backend, f"here: {first}")  # (a newer move would drop it, were it waiting)
    key(app, pygame.K_DOWN)
    assert heard(backend, f"here: {table.cursor.current}")
    assert backend.texts()[-1] == f"here: {table.cursor.current}"
    app.speaker.close()


def test_the_table_says_a_button_s_label_and_nothing_for_an_unnamed_target():
    app, table, backend = table_with_speech(True)
    button = table.buttons[0]
    assert table.focus_words(button.name) == button.label
    assert table.focus_words("no such target") == ""
    app.speaker.close()


def test_with_speech_off_the_focus_asks_for_no_words():
    app, table, backend = table_with_speech(False)

    def never(name):
        raise AssertionError("words asked with speech off")

    table.focus_words = never
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert backend.log == [] and app.speaker is None
