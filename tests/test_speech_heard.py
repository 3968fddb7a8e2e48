"""The fallback voice is heard: espeak-ng says one English and one Russian sentence
through the game's mixer into SDL's disk audio driver (tests/speech_heard.py, each in
a process of its own, both at once), and each recording holds speech longer than half a
second, louder than silence.

espeak-ng is installed the way CI gets it: ``python3 dev.py test`` installs it with
apt-get (as it does Xvfb); where it is missing this test fails and says so, it is not
skipped."""

from __future__ import annotations

import array
import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SENTENCES = {
    "en": "You won the deal in two minutes and twelve seconds.",
    "ru": "Вы выиграли раздачу за две минуты и двенадцать секунд.",
}
LOUD = 1000  # a sample this far from zero (of 32767) is voice, not silence or dither
LEAST_SECONDS = 0.5
LEAST_RMS = 500  # the speech's root mean square, over its own span (silence: 0)


def spoken(samples: array.array, rate: int) -> tuple[float, float]:
    """The seconds from the first loud sample to the last, and the RMS over that span."""
    loud = [i for i, s in enumerate(samples) if abs(s) >= LOUD]
    if not loud:
        return 0.0, 0.0
    span = samples[loud[0] : loud[-1] + 1]
    rms = math.sqrt(sum(s * s for s in span) / len(span))
    return len(span) / rate, rms


def test_espeak_ng_speaks_english_and_russian_through_the_game_s_mixer(tmp_path):
    assert shutil.which("espeak-ng"), (
        "espeak-ng is not installed: python3 dev.py test installs it with apt-get "
        "(root on Debian), or install it yourself: sudo apt-get install espeak-ng"
    )
    runs = {}
    for lang, text in SENTENCES.items():
        env = dict(
            os.environ,
            SDL_AUDIODRIVER="disk",
            SDL_DISKAUDIOFILE=str(tmp_path / f"{lang}.raw"),
            SDL_VIDEODRIVER="dummy",
            PATIENCE_ARCADE_DATA=str(tmp_path / "data"),
        )
        runs[lang] = subprocess.Popen(
            [sys.executable, "-m", "tests.speech_heard", lang, text],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    for lang, proc in runs.items():
        out, err = proc.communicate(timeout=90)
        assert proc.returncode == 0, f"{lang}: {out}{err}"
        said = json.loads(out.splitlines()[-1])
        assert said["problems"] == [], said
        assert said["format"] == -16, said  # signed 16-bit samples, as the game opens it
        raw = (tmp_path / f"{lang}.raw").read_bytes()
        samples = array.array("h", raw[: len(raw) - len(raw) % 2])
        if sys.byteorder == "big":
            samples.byteswap()
        mono = samples[:: said["channels"]]
        seconds, rms = spoken(mono, said["rate"])
        assert seconds > LEAST_SECONDS, f"{lang}: {seconds:.2f} s of speech"
        assert rms > LEAST_RMS, f"{lang}: RMS {rms:.0f}"
