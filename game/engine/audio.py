"""Sounds synthesised at start-up from a few lines of arithmetic.

No sample files: each effect is a short mix of sine, square or noise with an
envelope, packed as 16-bit PCM. The arithmetic takes about a quarter of a
second, so it runs on a worker thread (game.engine.worker) while the menu is
live; a sound asked for before it is ready is skipped. Where there is no audio
device (CI, a server, a muted machine) every call is a silent no-op, never an
error.
"""

from __future__ import annotations

import array
import math
import random

import pygame

from game.engine.worker import Job

RATE = 22050


def _tone(
    freqs: list[tuple[float, float]],
    wave: str = "sine",
    volume: float = 0.4,
    attack: float = 0.005,
    decay: float = 6.0,
    noise: float = 0.0,
    rate: int = RATE,
) -> array.array:
    """Notes played one after another: (frequency Hz, seconds) pairs."""
    rnd = random.Random(1)
    out = array.array("h")
    for freq, secs in freqs:
        n = int(rate * secs)
        for i in range(n):
            t = i / rate
            env = min(1.0, t / attack) * math.exp(-decay * t)
            phase = 2 * math.pi * freq * t
            if wave == "square":
                s = 1.0 if math.sin(phase) >= 0 else -1.0
                s *= 0.5
            elif wave == "tri":
                s = 2 / math.pi * math.asin(math.sin(phase))
            else:
                s = math.sin(phase) + 0.3 * math.sin(2 * phase)
            if noise:
                s = s * (1 - noise) + rnd.uniform(-1, 1) * noise
            out.append(int(max(-1.0, min(1.0, s * env * volume)) * 32000))
    return out


def fanfare(rate: int = RATE) -> array.array:
    """The win: a rising brass-like call, a rolled major chord and a long top note, about
    1.7 s, so a won deal sounds like an event and not one more click. One voice, so it is
    made in a few hundredths of a second at start-up (a chord of voices mixed sample by
    sample in Python took half a second, and the start stalled)."""
    call = [(523, 0.11), (523, 0.11), (523, 0.11), (659, 0.28), (587, 0.1), (659, 0.1)]
    roll = [(523, 0.06), (659, 0.06), (784, 0.06), (1047, 0.06), (1319, 0.06)]
    return _tone([*call, *roll, (1047, 0.62)], wave="square", decay=2.2, volume=0.55, rate=rate)


CHAIN_SCALE = (0, 2, 4, 5, 7, 9, 11, 12, 14, 16, 17, 19)  # semitones above A4: a major scale


def chain_pitch(step: int) -> float:
    """Hz of the first note of chain step ``step`` (capped at 12), one scale step per link,
    so a longer chain sounds higher; the sound test measures it in the played output."""
    n = min(len(CHAIN_SCALE), max(1, step))
    return 440 * 2 ** (CHAIN_SCALE[n - 1] / 12)


def recipes(rate: int = RATE) -> dict[str, array.array]:
    """Every named sound; chain steps climb a major scale so combos rise in pitch."""
    sounds = {
        "deal": _tone([(900, 0.05)], noise=0.7, decay=60, volume=0.35, rate=rate),
        "place": _tone([(220, 0.09)], wave="tri", decay=30, volume=0.5, rate=rate),
        "clear": _tone([(660, 0.07), (990, 0.12)], decay=12, rate=rate),
        "click": _tone([(1200, 0.03)], decay=80, volume=0.3, rate=rate),
        "error": _tone([(140, 0.16)], wave="square", decay=10, volume=0.25, rate=rate),
        "win": _tone([(523, 0.12), (659, 0.12), (784, 0.12), (1047, 0.35)], decay=4, rate=rate),
        "lose": _tone([(392, 0.18), (330, 0.18), (262, 0.4)], wave="tri", decay=4, rate=rate),
        "fanfare": fanfare(rate),
        "shuffle": _tone([(600, 0.25)], noise=0.9, decay=8, volume=0.25, rate=rate),
    }
    for n in range(1, len(CHAIN_SCALE) + 1):
        f = chain_pitch(n)
        sounds[f"chain{n}"] = _tone(
            [(f, 0.09), (f * 1.5, 0.14)], wave="square", decay=9, volume=0.22, rate=rate
        )
    return sounds


def pcm_bytes(freq: int, channels: int) -> dict[str, bytes]:
    """Every sound as raw 16-bit samples for a mixer opened at ``freq`` Hz, ``channels``."""
    out = {}
    for name, pcm in recipes(freq).items():
        if channels > 1:
            pcm = array.array("h", [s for s in pcm for _ in range(channels)])
        out[name] = pcm.tobytes()
    return out


class Audio:
    """Plays named sounds; silent when muted or when no device could be opened.

    ``background`` synthesises on a worker thread (the game); False does it now
    (the sound test, which times sounds from the moment the device opens)."""

    def __init__(self, enabled: bool = True, background: bool = True) -> None:
        self.enabled = enabled
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self._job: Job | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            init = pygame.mixer.get_init()
            if init is None:
                return
            freq, _fmt, channels = init
            self.available = True
            if background:
                self._job = Job(pcm_bytes, freq, channels)
            else:
                self._load(pcm_bytes(freq, channels))
        except (pygame.error, OSError, ValueError):
            self.sounds = {}
            self.available = False

    def _load(self, pcm: dict[str, bytes]) -> None:
        self.sounds = {name: pygame.mixer.Sound(buffer=data) for name, data in pcm.items()}

    def ready(self) -> bool:
        """The sounds are synthesised (making their Sound objects here, on the main thread)."""
        job = self._job
        if job is not None and job.done:
            self._job = None
            if job.error or job.result is None:
                self.available = False
            else:
                try:
                    self._load(job.result)
                except (pygame.error, ValueError):
                    self.available = False
        return self._job is None

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the sounds are synthesised (tests)."""
        if self._job is not None:
            self._job.wait(timeout)
        self.ready()

    def play(self, name: str) -> None:
        if not (self.enabled and self.available and self.ready()):
            return
        if name.startswith("chain"):
            n = min(12, max(1, int(name[5:] or 1)))
            name = f"chain{n}"
        sound = self.sounds.get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                self.available = False

    def toggle(self) -> bool:
        self.enabled = not self.enabled
        return self.enabled
