"""Speech (game.speech): the Speaker's order with a recording back end (new speech
interrupts old, kept speech queues and is never dropped, repeat, rate, language), the
back ends chosen per platform, the screen reader asked of each platform (stubs), the
espeak-ng back end's command, and a back end that fails.

Deterministic: a ``lasting`` recording goes on "saying" an utterance until the test
ends it (``finish``), and the tests wait on the recording's entries (a condition),
never on a sleep; no time is asserted."""

from __future__ import annotations

import struct
import subprocess
import threading

import pytest

from game import i18n
from game.speech import Speaker
from game.speech.backends import (
    INTERRUPTED,
    AccessibleOutput2Backend,
    EspeakBackend,
    Pyttsx3Backend,
    RecordingBackend,
    SpeechDispatcherBackend,
    load_speechd,
    whole_wav,
)
from game.speech.choice import (
    AT_SPI_ASK,
    NO_VOICE_ELSEWHERE,
    NO_VOICE_LINUX,
    VOICEOVER_ASK,
    choose,
    screen_reader_running,
)
from game.speech.speaker import BackendError

WAIT = 5.0  # seconds a test waits for the worker before failing (never reached when right)


def speaker_with(backend: RecordingBackend, **kw) -> Speaker:
    speaker = Speaker([lambda: backend], language=lambda: "en", **kw)
    assert speaker.wait_open(WAIT)
    return speaker


@pytest.fixture
def slow():
    """A recording back end that goes on saying each utterance until told it ended, and a
    Speaker on it; closed after the test."""
    backend = RecordingBackend(lasting=True)
    speaker = speaker_with(backend)
    yield backend, speaker
    speaker.close()


# --- the order: interrupt, keep, queue --------------------------------------------------
def test_new_speech_interrupts_old(slow):
    backend, speaker = slow
    speaker.say("Seven of hearts")
    assert backend.wait_for(1)
    speaker.say("Queen of spades")
    assert backend.wait_for(3)
    assert backend.texts() == ["Seven of hearts", INTERRUPTED, "Queen of spades"]


def test_ordinary_speech_waiting_is_dropped_for_newer(slow):
    backend, speaker = slow
    speaker.say("You won", keep=True)  # being said: kept, so nothing cuts it off
    assert backend.wait_for(1)
    for words in ("Ace of clubs", "Two of clubs", "Three of clubs"):
        speaker.say(words)
    backend.finish()
    assert backend.wait_for(2)
    backend.finish()
    assert speaker.wait_idle(WAIT)
    assert backend.texts() == ["You won", "Three of clubs"]


def test_kept_speech_is_never_cut_off_and_queues_in_order(slow):
    backend, speaker = slow
    speaker.say("You won", keep=True)
    assert backend.wait_for(1)
    speaker.say("Score 120", keep=True)
    speaker.say("Focus on the menu")  # ordinary: waits behind the kept ones
    speaker.say("New best time", keep=True)
    for n in (2, 3):
        backend.finish()
        assert backend.wait_for(n)
    backend.finish()
    assert speaker.wait_idle(WAIT)
    # a kept utterance drops ordinary speech still waiting (as speech-dispatcher's
    # ``message`` drops waiting ``text``), and cuts none of the kept ones off
    assert backend.texts() == ["You won", "Score 120", "New best time"]
    assert INTERRUPTED not in backend.texts()


def test_kept_speech_cuts_off_ordinary_speech(slow):
    backend, speaker = slow
    speaker.say("Seven of hearts, on the third pile, under two cards")
    assert backend.wait_for(1)
    speaker.say("That move is not allowed", keep=True)
    assert backend.wait_for(3)
    assert backend.texts()[1:] == [INTERRUPTED, "That move is not allowed"]
    assert [s.keep for s in backend.log if not isinstance(s, str)] == [False, True]


def test_ordinary_speech_after_a_kept_one_waits_for_it(slow):
    backend, speaker = slow
    speaker.say("No moves left", keep=True)
    assert backend.wait_for(1)
    speaker.say("Menu")
    assert not speaker.idle()
    assert backend.texts() == ["No moves left"]  # not yet: the kept one is being said
    backend.finish()
    assert backend.wait_for(2)
    assert backend.texts() == ["No moves left", "Menu"]


def test_repeat_says_the_last_utterance_again(slow):
    backend, speaker = slow
    speaker.repeat()  # nothing said yet: nothing
    speaker.say("Deal 48215")
    assert backend.wait_for(1)
    backend.finish()
    speaker.repeat()
    assert backend.wait_for(2)
    assert backend.texts() == ["Deal 48215", "Deal 48215"]


def test_empty_words_are_not_said_and_spaces_are_folded():
    backend = RecordingBackend()
    speaker = speaker_with(backend)
    speaker.say("   ")
    speaker.say("Seven \n of   hearts")
    assert backend.wait_for(1)
    assert speaker.wait_idle(WAIT)
    speaker.close()
    assert backend.texts() == ["Seven of hearts"]


def test_say_returns_while_the_back_end_is_busy():
    """The frame thread never waits on the voice: a back end blocked in ``speak`` (a
    server slow to answer) does not hold ``say`` up."""
    entered, release = threading.Event(), threading.Event()

    class Stuck(RecordingBackend):
        def speak(self, text, language, rate, keep):
            entered.set()
            release.wait(WAIT)
            super().speak(text, language, rate, keep)

    backend = Stuck()
    speaker = speaker_with(backend)
    speaker.say("first")
    assert entered.wait(WAIT)
    for n in range(50):
        speaker.say(f"word {n}")  # each returns with the worker stuck in speak
    release.set()
    assert backend.wait_for(2)
    assert speaker.wait_idle(WAIT)
    speaker.close()
    assert backend.texts() == ["first", "word 49"]


# --- rate, language, the back end's own queue -----------------------------------------
def test_rate_and_language_are_read_as_each_utterance_is_said():
    backend = RecordingBackend()
    lang, rate = ["en"], ["normal"]
    speaker = Speaker([lambda: backend], language=lambda: lang[0], rate=lambda: rate[0])
    speaker.say("Hello")
    assert backend.wait_for(1)
    lang[0], rate[0] = "ru", "fast"
    speaker.say("Привет")
    assert backend.wait_for(2)
    lang[0], rate[0] = "qps", "warp"  # the pseudo-language speaks English; a bad rate, normal
    speaker.say("Hello again")
    assert backend.wait_for(3)
    speaker.close()
    said = [(s.language, s.rate) for s in backend.log if not isinstance(s, str)]
    assert said == [("en", "normal"), ("ru", "fast"), ("en", "normal")]


def test_the_game_language_is_the_default(ru):
    backend = RecordingBackend()
    speaker = Speaker([lambda: backend])
    words = i18n._("New deal")
    assert words != "New deal"  # the catalog's Russian
    speaker.say(words)
    assert backend.wait_for(1)
    speaker.close()
    assert backend.log[0].language == "ru" and backend.log[0].text == words


def test_a_back_end_with_its_own_queue_gets_every_utterance_at_once_with_its_keep():
    backend = RecordingBackend(own_queue=True)
    speaker = speaker_with(backend)
    speaker.say("Seven of hearts")
    assert backend.wait_for(1)
    speaker.say("You won", keep=True)
    speaker.say("Menu")
    assert backend.wait_for(3)
    speaker.close()
    assert backend.texts() == ["Seven of hearts", "You won", "Menu"]  # its priorities order them
    assert [s.keep for s in backend.log if not isinstance(s, str)] == [False, True, False]


# --- opening, failing, closing --------------------------------------------------------
def test_the_first_back_end_that_opens_speaks_and_why_the_others_did_not_is_kept():
    class Missing(RecordingBackend):
        name = "missing"

        def open(self):
            raise BackendError("missing is not installed")

    class Broken(RecordingBackend):
        def open(self):
            raise RuntimeError("the library fell over")

    good = RecordingBackend()
    speaker = Speaker([Missing, Broken, lambda: good], language=lambda: "en")
    assert speaker.wait_open(WAIT) and speaker.backend is good
    assert speaker.problems == ["missing is not installed", "RuntimeError: the library fell over"]
    speaker.say("Hello")
    assert good.wait_for(1)
    speaker.close()
    assert good.closed


def test_no_back_end_opens_and_saying_is_harmless():
    def missing():
        raise BackendError("espeak-ng is not installed")

    speaker = Speaker([missing])
    assert not speaker.wait_open(WAIT) and speaker.failed
    speaker.say("Hello", keep=True)
    assert speaker.idle() and speaker.wait_idle(WAIT)
    speaker.close()
    assert speaker.problems == ["espeak-ng is not installed"]


def test_an_utterance_that_fails_is_said_once_and_the_next_is_spoken():
    class Flaky(RecordingBackend):
        def speak(self, text, language, rate, keep):
            if text == "bad":
                raise OSError("pipe broke")
            super().speak(text, language, rate, keep)

    backend = Flaky()
    speaker = speaker_with(backend)
    speaker.say("bad", keep=True)
    speaker.say("good", keep=True)
    assert backend.wait_for(1)
    assert speaker.wait_idle(WAIT)
    speaker.close()
    assert backend.texts() == ["good"]
    assert speaker.problems == ["recording: OSError: pipe broke"]


def test_a_voice_that_cannot_say_whether_it_is_done_counts_as_done():
    class Broken(RecordingBackend):
        def speaking(self):
            raise RuntimeError("the mixer is gone")

    backend = Broken(lasting=True)
    speaker = speaker_with(backend)
    speaker.say("one", keep=True)
    speaker.say("two", keep=True)
    assert backend.wait_for(2)
    speaker.close()
    assert backend.texts()[:2] == ["one", "two"]
    assert speaker.problems == ["recording: RuntimeError: the mixer is gone"]


def test_close_stops_the_voice_and_ends_the_thread(slow):
    backend, speaker = slow
    speaker.say("A long sentence being said")
    assert backend.wait_for(1)
    speaker.close()
    assert not speaker._thread.is_alive()
    assert backend.texts() == ["A long sentence being said", INTERRUPTED] and backend.closed
    speaker.say("after")  # closed: nothing, and no error
    assert backend.texts()[-1] == INTERRUPTED


# --- which voices, per platform (stubs) -----------------------------------------------
def which_with(*programs):
    return lambda name: f"/usr/bin/{name}" if name in programs else None


def found_with(*modules):
    return lambda name: name in modules


def player():
    raise AssertionError("choosing never starts a player")


@pytest.mark.parametrize(
    "platform,programs,modules,speechd,expected",
    [
        ("linux", ("espeak-ng",), (), True, ("speech-dispatcher", "espeak-ng")),
        ("linux", ("espeak-ng",), (), False, ("espeak-ng",)),
        ("linux", (), (), True, ("speech-dispatcher",)),
        ("freebsd14", ("espeak-ng",), (), False, ("espeak-ng",)),
        ("win32", (), ("accessible_output2", "pyttsx3"), False, ("screen reader", "pyttsx3")),
        ("win32", ("espeak-ng",), ("pyttsx3",), True, ("pyttsx3",)),
        ("darwin", (), ("accessible_output2", "pyttsx3"), False, ("screen reader", "pyttsx3")),
        ("darwin", (), ("pyttsx3",), False, ("pyttsx3",)),
    ],
)
def test_the_voices_of_each_platform_in_order(platform, programs, modules, speechd, expected):
    voices = choose(
        platform,
        player=player,
        which=which_with(*programs),
        found=found_with(*modules),
        speechd=lambda: speechd,
    )
    assert voices.names == expected and voices.problem is None
    assert len(voices.makers) == len(expected)


@pytest.mark.parametrize(
    "platform,line",
    [("linux", NO_VOICE_LINUX), ("win32", NO_VOICE_ELSEWHERE), ("darwin", NO_VOICE_ELSEWHERE)],
)
def test_no_voice_says_how_to_get_one(platform, line):
    voices = choose(
        platform, player=player, which=which_with(), found=found_with(), speechd=lambda: False
    )
    assert voices.names == () and voices.problem == line
    assert "\n" not in line and len(line) < 100


def test_espeak_is_offered_only_with_a_player():
    voices = choose("linux", None, which=which_with("espeak-ng"), speechd=lambda: False)
    assert voices.problem == NO_VOICE_LINUX


def test_the_made_back_ends_are_the_platform_s():
    def make(platform, **kw):
        voices = choose(platform, player=player, **kw)
        return [type(m()) for m in voices.makers]

    linux = make("linux", which=which_with("espeak-ng"), speechd=lambda: True)
    assert linux == [SpeechDispatcherBackend, EspeakBackend]
    win = make("win32", found=found_with("accessible_output2", "pyttsx3"))
    assert win == [AccessibleOutput2Backend, Pyttsx3Backend]


# --- is a screen reader running? (each platform, stubbed) ------------------------------
class Runner:
    """Stands in for subprocess.run: answers ``stdout`` (or raises ``error``), and
    keeps the commands it was asked."""

    def __init__(self, stdout="", returncode=0, error=None):
        self.stdout, self.returncode, self.error = stdout, returncode, error
        self.asked = []

    def __call__(self, command, **kw):
        self.asked.append((command, kw))
        if self.error is not None:
            raise self.error
        return subprocess.CompletedProcess(command, self.returncode, self.stdout, "")


BUS = {"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"}


@pytest.mark.parametrize(
    "runner,expected",
    [
        (Runner("(<true>,)\n"), True),
        (Runner("(<false>,)\n"), False),
        (Runner("", returncode=1), False),  # no org.a11y.Bus on the bus
        (Runner(error=FileNotFoundError("gdbus")), False),
        (Runner(error=subprocess.TimeoutExpired("gdbus", 1.0)), False),
    ],
)
def test_linux_asks_at_spi_on_the_session_bus(runner, expected):
    assert screen_reader_running("linux", run=runner, environ=BUS) is expected
    (command, kw) = runner.asked[0]
    assert command == AT_SPI_ASK and kw["timeout"] <= 1.0
    assert command[command.index("--dest") + 1] == "org.a11y.Bus"
    assert command[-2:] == ["org.a11y.Status", "ScreenReaderEnabled"]


def test_without_a_session_bus_nothing_is_asked():
    runner = Runner("(<true>,)")
    assert screen_reader_running("linux", run=runner, environ={}) is False
    assert runner.asked == []


@pytest.mark.parametrize("said,expected", [("1\n", True), ("0\n", False)])
def test_macos_reads_voiceover_s_defaults_key(said, expected):
    runner = Runner(said)
    assert screen_reader_running("darwin", run=runner, environ={}) is expected
    assert runner.asked[0][0] == VOICEOVER_ASK


def test_windows_asks_accessible_output2():
    assert screen_reader_running("win32", windows_readers=lambda: True) is True
    assert screen_reader_running("win32", windows_readers=lambda: False) is False


# --- the back ends' own calls ---------------------------------------------------------
def test_espeak_command_names_the_voice_the_rate_and_reads_the_text_from_stdin():
    backend = EspeakBackend(player, which=which_with("espeak-ng"))
    backend.path = "/usr/bin/espeak-ng"
    slow_ru = backend.command("ru", "slow")
    assert slow_ru[:5] == ["/usr/bin/espeak-ng", "-v", "ru", "-s", "130"]
    assert "--stdin" in slow_ru and "--stdout" in slow_ru
    assert backend.command("en", "fast")[2:5] == ["en", "-s", "250"]


def test_espeak_missing_is_a_back_end_error():
    with pytest.raises(BackendError, match="espeak-ng is not installed"):
        EspeakBackend(player, which=which_with()).open()


def test_a_piped_wav_is_made_whole():
    pcm = struct.pack("<4h", 0, 1000, -1000, 0)
    piped = (
        b"RIFF" + struct.pack("<I", 0x7FFFF024) + b"WAVE"
        + b"fmt " + struct.pack("<IHHIIHH", 16, 1, 1, 22050, 44100, 2, 16)
        + b"data" + struct.pack("<I", 0x7FFFF000) + pcm + b"\x01"  # an odd byte at the end
    )  # fmt: skip
    whole = whole_wav(piped)
    assert struct.unpack("<I", whole[40:44])[0] == len(pcm) and whole.endswith(pcm)
    with pytest.raises(BackendError):
        whole_wav(b"not a wav at all")


class FakeClient:
    """speechd.SSIPClient as far as the back end uses it."""

    def __init__(self, name, address=None, autospawn=None):
        self.calls = [("connect", name, autospawn)]

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name, *args))


class FakeSpeechd:
    SSIPClient = FakeClient

    class Priority:
        MESSAGE, TEXT = "message", "text"


def test_speech_dispatcher_maps_keep_to_its_priorities_and_sets_only_what_changed():
    backend = SpeechDispatcherBackend(load=lambda: FakeSpeechd)
    backend.open()
    client = backend.client
    backend.speak("Seven of hearts", "en", "normal", False)
    backend.speak("Queen of spades", "en", "normal", False)
    backend.speak("Вы выиграли", "ru", "fast", True)
    backend.close()
    assert client.calls == [
        ("connect", "patience-arcade", True),
        ("set_language", "en"), ("set_rate", 0), ("set_priority", "text"),
        ("speak", "Seven of hearts"),
        ("speak", "Queen of spades"),
        ("set_language", "ru"), ("set_rate", 45), ("set_priority", "message"),
        ("speak", "Вы выиграли"),
        ("close",),
    ]  # fmt: skip


def test_speech_dispatcher_without_a_server_is_a_back_end_error():
    class NoServer(FakeSpeechd):
        def SSIPClient(*args, **kw):  # noqa: N802 (the library's name)
            raise ConnectionRefusedError("no socket")

    with pytest.raises(BackendError, match="speech-dispatcher"):
        SpeechDispatcherBackend(load=lambda: NoServer).open()


def test_the_speechd_client_is_found_in_the_system_s_packages_alone(tmp_path, monkeypatch):
    """Not importable as it is: loaded from the system's dist-packages, that package
    only (a neighbour in that folder stays out of reach)."""
    import sys

    package = tmp_path / "speechd"
    package.mkdir()
    (package / "__init__.py").write_text("from .client import *\n")
    (package / "client.py").write_text("class SSIPClient:\n    pass\n")
    (tmp_path / "neighbour.py").write_text("x = 1\n")
    monkeypatch.delitem(sys.modules, "speechd", raising=False)
    monkeypatch.delitem(sys.modules, "speechd.client", raising=False)
    real_import = __import__("importlib").import_module

    def no_plain_speechd(name, *a):
        if name == "speechd":
            raise ImportError(name)
        return real_import(name, *a)

    monkeypatch.setattr("game.speech.backends.importlib.import_module", no_plain_speechd)
    module = load_speechd([str(tmp_path / "elsewhere"), str(tmp_path)])
    assert module.SSIPClient.__module__ == "speechd.client"
    assert str(tmp_path) not in sys.path
    with pytest.raises(ImportError):
        real_import("neighbour")
    monkeypatch.delitem(sys.modules, "speechd")
    monkeypatch.delitem(sys.modules, "speechd.client")
    with pytest.raises(BackendError, match="python3-speechd"):
        load_speechd([str(tmp_path / "elsewhere")])
