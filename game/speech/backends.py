"""The voices the Speaker speaks through, each behind the same few calls (``Backend``).

- ``SpeechDispatcherBackend``: speech-dispatcher, which Orca speaks through on Linux,
  by its own client ``speechd`` (Debian's ``python3-speechd``, installed for the
  system's Python: found by a plain import, else in the system's dist-packages, from
  where that one package alone is loaded). Its priorities order the speech: ordinary
  speech is ``text`` (each cuts off the last), kept speech ``message`` (queued).
- ``EspeakBackend``: espeak-ng synthesises a WAV on its standard output (in the
  Speaker's thread, with a time limit), which a ``Player`` plays: the game's own mixer,
  on a channel kept for speech (game.engine.voice), so stopping it is the game's.
- ``Pyttsx3Backend``: pyttsx3 (SAPI5 on Windows, NSSpeechSynthesizer on macOS), driven
  from the Speaker's thread through its external loop (``startLoop(False)``,
  ``iterate``). Written against pyttsx3 2.99's API; not run here (Linux).
- ``AccessibleOutput2Backend``: the screen reader itself (NVDA or JAWS on Windows,
  VoiceOver on macOS) through accessible-output2 0.17. Not run here.
- ``RecordingBackend``: the tests' and the benchmark's: every utterance, in order, with
  a mark where one was cut off.

Nothing here imports pygame: the mixer's player is handed in (game.engine.voice).
"""

from __future__ import annotations

import importlib
import importlib.util
import io
import shutil
import struct
import subprocess
import sys
import threading
import time
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

from game.speech.speaker import BackendError

# the Debian package python3-speechd installs the client here, for the system's Python
SYSTEM_PACKAGES: tuple[str, ...] = ("/usr/lib/python3/dist-packages",)
# speech-dispatcher's rate: -100 to 100, 0 its voice's own
SPEECHD_RATES = {"slow": -40, "normal": 0, "fast": 45}
# espeak-ng's -s: words a minute, 175 its own
ESPEAK_RATES = {"slow": 130, "normal": 175, "fast": 250}
# pyttsx3's "rate": words a minute, about 200 the platforms' own
PYTTSX3_RATES = {"slow": 150, "normal": 200, "fast": 270}
SYNTH_TIMEOUT = 10.0  # seconds espeak-ng may take over one utterance


# --- the tests' recording -------------------------------------------------------------
@dataclass(frozen=True)
class Said:
    """One utterance as a back end was asked to say it, and when (``time.perf_counter``)."""

    text: str
    language: str
    rate: str
    keep: bool
    at: float


INTERRUPTED = "<interrupted>"  # the mark in the log where what was being said was cut off


class RecordingBackend:
    """Says nothing; keeps every utterance in order (``log``, ``texts``), and
    ``INTERRUPTED`` where the Speaker stopped one being said.

    ``lasting``: each utterance goes on being said until ``finish()`` (or a stop), as a
    slow voice would, so a test decides when it ends instead of sleeping; otherwise an
    utterance has ended as soon as it is handed over. ``own_queue`` makes it stand in
    for a back end with priorities of its own (speech-dispatcher)."""

    name = "recording"

    def __init__(self, lasting: bool = False, own_queue: bool = False) -> None:
        self.lasting, self.own_queue = lasting, own_queue
        self.log: list[Said | str] = []
        self.opened = self.closed = False
        self._saying = False
        self._changed = threading.Condition()

    def open(self) -> None:
        self.opened = True

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        at = time.perf_counter()
        with self._changed:
            self.log.append(Said(text, language, rate, keep, at))
            self._saying = self.lasting
            self._changed.notify_all()

    def speaking(self) -> bool:
        return self._saying

    def stop(self) -> None:
        with self._changed:
            if self._saying:
                self.log.append(INTERRUPTED)
            self._saying = False
            self._changed.notify_all()

    def finish(self) -> None:
        """The utterance being said comes to its end (a ``lasting`` recording)."""
        with self._changed:
            self._saying = False
            self._changed.notify_all()

    def close(self) -> None:
        self.closed = True

    def texts(self) -> list[str]:
        """The log as words: each utterance's text, and the interruption marks."""
        return [entry.text if isinstance(entry, Said) else entry for entry in self.log]

    def wait_for(self, entries: int, timeout: float = 5.0) -> bool:
        """Block until the log holds ``entries`` entries (True) or ``timeout`` passed."""
        end = time.monotonic() + timeout
        with self._changed:
            while len(self.log) < entries:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._changed.wait(left)
        return True


# --- speech-dispatcher ----------------------------------------------------------------
def speechd_installed(folders: Sequence[str] = SYSTEM_PACKAGES) -> bool:
    """Whether speech-dispatcher's client can be imported (without importing it)."""
    if "speechd" in sys.modules or importlib.util.find_spec("speechd") is not None:
        return True
    return any((Path(f) / "speechd" / "__init__.py").is_file() for f in folders)


def load_speechd(folders: Sequence[str] = SYSTEM_PACKAGES) -> ModuleType:
    """The ``speechd`` module: a plain import where this Python has it, else the copy
    the system's package installed for the system's Python, loaded from its folder on
    its own (the rest of that dist-packages stays out of ``sys.path``)."""
    try:
        return importlib.import_module("speechd")
    except ImportError:
        pass
    for folder in folders:
        init = Path(folder) / "speechd" / "__init__.py"
        if not init.is_file():
            continue
        spec = importlib.util.spec_from_file_location(
            "speechd", init, submodule_search_locations=[str(init.parent)]
        )
        if spec is None or spec.loader is None:
            continue
        module = importlib.util.module_from_spec(spec)
        sys.modules["speechd"] = module
        try:
            spec.loader.exec_module(module)
        except Exception as exc:  # another Python's copy that does not load in this one
            sys.modules.pop("speechd", None)
            raise BackendError(f"speech-dispatcher's client in {folder}: {exc}") from exc
        return module
    raise BackendError("speech-dispatcher's client (python3-speechd) is not installed")


class SpeechDispatcherBackend:
    """speech-dispatcher through ``speechd.SSIPClient`` (started by the client when no
    server runs: its autospawn), ordering speech by its priorities."""

    name = "speech-dispatcher"
    own_queue = True

    def __init__(
        self,
        address: str | None = None,
        autospawn: bool = True,
        load: Callable[[], ModuleType] = load_speechd,
    ) -> None:
        self.address, self.autospawn, self.load = address, autospawn, load
        self.client: Any = None
        self._set: dict[str, object] = {}  # what was last set on the connection

    def open(self) -> None:
        self.speechd = self.load()
        try:
            self.client = self.speechd.SSIPClient(
                "patience-arcade", address=self.address, autospawn=self.autospawn
            )
        except Exception as exc:  # no server, and none would start
            raise BackendError(f"speech-dispatcher: {exc}") from exc

    def _setting(self, key: str, value: object, setter: Callable[[Any], object]) -> None:
        if self._set.get(key) != value:
            setter(value)
            self._set[key] = value

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        priority = self.speechd.Priority.MESSAGE if keep else self.speechd.Priority.TEXT
        self._setting("language", language, self.client.set_language)
        self._setting("rate", SPEECHD_RATES.get(rate, 0), self.client.set_rate)
        self._setting("priority", priority, self.client.set_priority)
        self.client.speak(text)

    def speaking(self) -> bool:
        return False  # the server orders what it says

    def stop(self) -> None:
        if self.client is not None:
            self.client.cancel()

    def close(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None


# --- espeak-ng and a player -----------------------------------------------------------
class Player(Protocol):
    """Plays a WAV file's bytes (game.engine.voice.MixerPlayer: the game's mixer)."""

    def play(self, wav: bytes) -> None: ...

    def busy(self) -> bool: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


def whole_wav(stream: bytes) -> bytes:
    """A WAV written to a pipe (``espeak-ng --stdout``: its sizes say "to the end",
    unknown when it began) as a file whose sizes are what it holds."""
    if stream[:4] != b"RIFF" or stream[8:12] != b"WAVE":
        raise BackendError("espeak-ng wrote no WAV")
    at, fmt, data = 12, None, None
    while at + 8 <= len(stream):
        kind, size = stream[at : at + 4], struct.unpack("<I", stream[at + 4 : at + 8])[0]
        body = stream[at + 8 : at + 8 + size]
        if kind == b"fmt ":
            fmt = struct.unpack("<HHIIHH", body[:16])
        elif kind == b"data":
            data = body
            break
        at += 8 + size + (size & 1)
    if fmt is None or data is None or fmt[0] != 1:
        raise BackendError("espeak-ng wrote a WAV that is not plain PCM")
    _pcm, channels, rate, _rate_bytes, _align, bits = fmt
    width = bits // 8
    data = data[: len(data) - len(data) % (channels * width)]
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(channels)
        wav.setsampwidth(width)
        wav.setframerate(rate)
        wav.writeframes(data)
    return out.getvalue()


class EspeakBackend:
    """espeak-ng's WAV for each utterance, played by ``player``; stopping stops the
    player (the synthesis of one short utterance is over in a few hundredths of a
    second, and is limited to SYNTH_TIMEOUT)."""

    name = "espeak-ng"
    own_queue = False

    def __init__(
        self,
        player: Callable[[], Player],
        program: str = "espeak-ng",
        which: Callable[[str], str | None] = shutil.which,
    ) -> None:
        self.make_player, self.program, self.which = player, program, which
        self.player: Player | None = None
        self.path = ""

    def open(self) -> None:
        path = self.which(self.program)
        if path is None:
            raise BackendError(f"{self.program} is not installed")
        self.path = path
        self.player = self.make_player()

    def command(self, language: str, rate: str) -> list[str]:
        """The synthesis: the text on standard input (UTF-8), the WAV on standard output."""
        wpm = ESPEAK_RATES.get(rate, ESPEAK_RATES["normal"])
        return [self.path, "-v", language, "-s", str(wpm), "-b", "1", "--stdin", "--stdout"]

    def synthesise(self, text: str, language: str, rate: str) -> bytes:
        proc = subprocess.Popen(
            self.command(language, rate),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        try:
            out, err = proc.communicate(text.encode("utf-8"), timeout=SYNTH_TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            raise BackendError(f"{self.program} took over {SYNTH_TIMEOUT:g} s") from None
        if proc.returncode != 0:
            why = err.decode("utf-8", "replace").strip().splitlines()
            raise BackendError(f"{self.program}: {why[-1] if why else proc.returncode}")
        return whole_wav(out)

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        wav = self.synthesise(text, language, rate)
        if self.player is not None:
            self.player.play(wav)

    def speaking(self) -> bool:
        return self.player is not None and self.player.busy()

    def stop(self) -> None:
        if self.player is not None:
            self.player.stop()

    def close(self) -> None:
        if self.player is not None:
            self.player.close()
            self.player = None


# --- Windows and macOS (not run here) -------------------------------------------------
class Pyttsx3Backend:
    """The platform's own synthesiser through pyttsx3 (SAPI5, NSSpeechSynthesizer), its
    loop pumped by the Speaker's polls; a voice of the utterance's language where the
    platform has one."""

    name = "pyttsx3"
    own_queue = False

    def __init__(self, load: Callable[[], ModuleType] = lambda: importlib.import_module("pyttsx3")):
        self.load = load
        self.engine: Any = None
        self.voices: dict[str, str] = {}  # language -> the voice's id
        self._language = ""

    def open(self) -> None:
        try:
            self.engine = self.load().init()
        except Exception as exc:  # no synthesiser, or a missing platform library
            raise BackendError(f"pyttsx3: {exc}") from exc
        for voice in self.engine.getProperty("voices") or []:
            for lang in [*(voice.languages or []), voice.name or ""]:
                code = str(lang).lower().replace("-", "_")[:2]
                if code in ("en", "ru"):
                    self.voices.setdefault(code, voice.id)
            if "russian" in str(voice.name).lower():
                self.voices.setdefault("ru", voice.id)
        self.engine.startLoop(False)

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        if language != self._language and language in self.voices:
            self.engine.setProperty("voice", self.voices[language])
            self._language = language
        self.engine.setProperty("rate", PYTTSX3_RATES.get(rate, PYTTSX3_RATES["normal"]))
        self.engine.say(text)
        self.engine.iterate()

    def speaking(self) -> bool:
        self.engine.iterate()
        return bool(self.engine.isBusy())

    def stop(self) -> None:
        if self.engine is not None:
            self.engine.stop()
            self.engine.iterate()

    def close(self) -> None:
        if self.engine is not None:
            self.engine.endLoop()
            self.engine = None


class AccessibleOutput2Backend:
    """The running screen reader (NVDA, JAWS; VoiceOver) through accessible-output2:
    ordinary speech interrupts (``interrupt=True``), kept speech does not. A screen
    reader has no priorities to ask for, so a kept utterance may itself be cut off by
    later ordinary speech; its own voice, language and rate are the player's."""

    name = "screen reader"
    own_queue = True

    def __init__(
        self,
        load: Callable[[], ModuleType] = lambda: importlib.import_module(
            "accessible_output2.outputs.auto"
        ),
    ) -> None:
        self.load = load
        self.output: Any = None

    def open(self) -> None:
        try:
            auto = self.load().Auto()
        except Exception as exc:
            raise BackendError(f"accessible-output2: {exc}") from exc
        output = auto.get_first_available_output()
        if output is None or output.is_system_output():  # SAPI alone: pyttsx3 does that
            raise BackendError("accessible-output2: no screen reader is running")
        self.output = output

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        self.output.speak(text, interrupt=not keep)

    def speaking(self) -> bool:
        return False

    def stop(self) -> None:
        silence = getattr(self.output, "silence", None)
        if callable(silence):
            silence()

    def close(self) -> None:
        self.output = None
