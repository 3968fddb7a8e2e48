"""Which voices this machine has, in the order to try them, and whether a screen reader
runs (speech then turns on by itself, when the setting is "automatic").

- Linux (and other Unix): speech-dispatcher when its client is installed (Orca speaks
  through it: the player's own voice, rate and language settings, interruption and
  priorities), else espeak-ng played on the game's mixer.
- Windows: the screen reader (NVDA, JAWS) through accessible-output2 when one runs,
  else SAPI5 through pyttsx3.
- macOS: VoiceOver through accessible-output2 when it runs, else NSSpeechSynthesizer
  through pyttsx3.

Only what is installed is looked for here (a program on the PATH, a module findable),
nothing is started or imported: that is the Speaker's thread's work, which tries each
in turn. When there is none, ``problem`` says in one line how to get one.

A screen reader is asked for as the platform tells it: on Linux AT-SPI's
``org.a11y.Status.ScreenReaderEnabled`` on the session bus (``gdbus``, with a short
time limit; without a session bus there is none to ask), on Windows
accessible-output2's NVDA and JAWS, on macOS VoiceOver's defaults key.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from game.i18n import N_
from game.speech.backends import (
    AccessibleOutput2Backend,
    EspeakBackend,
    Player,
    Pyttsx3Backend,
    SpeechDispatcherBackend,
    speechd_installed,
)
from game.speech.speaker import Backend

NO_VOICE_LINUX = N_(
    "No voice found: install espeak-ng (sudo apt install espeak-ng) or speech-dispatcher"
)
NO_VOICE_ELSEWHERE = N_("No voice found: install pyttsx3 (pip install pyttsx3==2.99)")
ASK_TIMEOUT = 1.0  # seconds the platform may take to say whether a screen reader runs
# AT-SPI's own flag: set by Orca (and GNOME's screen reader switch) while it runs
AT_SPI_ASK = [
    "gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
    "--method", "org.freedesktop.DBus.Properties.Get", "org.a11y.Status", "ScreenReaderEnabled",
]  # fmt: skip
VOICEOVER_ASK = ["defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey"]


def has_module(name: str) -> bool:
    """Whether ``name`` can be imported (found, not imported)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


@dataclass(frozen=True)
class Voices:
    """The back ends to try, in order (``names``, and what makes each), or the line
    telling the player how to get one (``problem``, marked for translation: shown as
    ``_(problem)``)."""

    names: tuple[str, ...]
    makers: tuple[Callable[[], Backend], ...]
    problem: str | None = None


def choose(
    platform: str = sys.platform,
    player: Callable[[], Player] | None = None,
    which: Callable[[str], str | None] = shutil.which,
    found: Callable[[str], bool] = has_module,
    speechd: Callable[[], bool] = speechd_installed,
) -> Voices:
    """The voices of ``platform`` that are installed, best first. ``player`` plays
    espeak-ng's sound (the game's mixer); without one espeak-ng is not offered."""
    makers: list[tuple[str, Callable[[], Backend]]] = []
    if platform in ("win32", "darwin"):
        if found("accessible_output2"):
            makers.append(("screen reader", AccessibleOutput2Backend))
        if found("pyttsx3"):
            makers.append(("pyttsx3", Pyttsx3Backend))
        problem = NO_VOICE_ELSEWHERE
    else:
        if speechd():
            makers.append(("speech-dispatcher", SpeechDispatcherBackend))
        if player is not None and which("espeak-ng") is not None:
            play = player
            makers.append(("espeak-ng", lambda: EspeakBackend(play)))
        problem = NO_VOICE_LINUX
    if not makers:
        return Voices((), (), problem)
    names, made = zip(*makers, strict=True)
    return Voices(tuple(names), tuple(made))


Runner = Callable[..., subprocess.CompletedProcess[str]]


def screen_reader_running(
    platform: str = sys.platform,
    run: Runner | None = None,
    environ: Mapping[str, str] | None = None,
    windows_readers: Callable[[], bool] | None = None,
) -> bool:
    """Whether the platform says a screen reader runs now (False when it cannot say).
    ``run`` asks a program (subprocess.run), ``environ`` is the process's."""
    run = subprocess.run if run is None else run
    environ = os.environ if environ is None else environ
    if platform == "win32":
        return (windows_readers or windows_reader_running)()
    if platform == "darwin":
        said = ask(run, VOICEOVER_ASK)
        return said is not None and said.strip() == "1"
    if not environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return False  # no session bus (a console, CI): no AT-SPI to ask, none started
    said = ask(run, AT_SPI_ASK)
    return said is not None and "true" in said


def ask(run: Runner, command: list[str]) -> str | None:
    """``command``'s output, or None when it is missing, fails or takes too long."""
    try:
        done = run(command, capture_output=True, text=True, timeout=ASK_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def windows_reader_running() -> bool:
    """NVDA or JAWS runs (accessible-output2's own checks; False without it)."""
    try:
        from accessible_output2.outputs.jaws import Jaws  # type: ignore[import-not-found]
        from accessible_output2.outputs.nvda import NVDA  # type: ignore[import-not-found]
    except Exception:  # not installed (it is Windows's alone), or it would not load
        return False
    for reader in (NVDA, Jaws):
        try:
            if reader().is_active():
                return True
        except Exception:  # no DLL, no COM object: not this one
            continue
    return False
