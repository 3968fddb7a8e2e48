"""One sentence said by espeak-ng through the game's own mixer into a real audio driver.

    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=out.raw python -m tests.speech_heard LANG TEXT

The game's sound is opened as the game opens it (game.engine.audio.Audio), then a
Speaker on the espeak-ng back end and the mixer's player (the game's, on its kept
channel) says TEXT in LANG, kept, and the process waits until it has been said, then
closes the mixer (the driver's file is whole). It prints what the mixer opened as
(rate, format, channels) and what the Speaker had to say, as JSON. Its own process, so
the disk driver never meets the dummy driver of the other tests (test_speech_heard.py).
"""

from __future__ import annotations

import json
import sys
import time

import pygame

from game.engine.audio import Audio
from game.engine.voice import MixerPlayer
from game.speech import Speaker
from game.speech.backends import EspeakBackend

QUIET_AFTER = 0.3  # seconds of the driver's output kept after the voice ends


def main(language: str, text: str) -> int:
    audio = Audio(enabled=True)  # the game's mixer, opened as the game opens it
    if not audio.available:
        print(json.dumps({"problem": "no audio device opened"}))
        return 1
    backend = EspeakBackend(MixerPlayer)
    speaker = Speaker([lambda: backend], language=lambda: language)
    opened = speaker.wait_open(10)
    speaker.say(text, keep=True)
    said = speaker.wait_idle(30)
    time.sleep(QUIET_AFTER)
    speaker.close()
    freq, fmt, channels = pygame.mixer.get_init()
    pygame.mixer.quit()
    report = {"opened": opened, "said": said, "problems": speaker.problems}
    print(json.dumps({**report, "rate": freq, "format": fmt, "channels": channels}))
    return 0 if opened and said else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
