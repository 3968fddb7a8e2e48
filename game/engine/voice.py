"""espeak-ng's speech played on the game's own mixer (game.speech.backends.Player).

One mixer channel is kept for speech (``pygame.mixer.set_reserved``): the effects
(game.engine.audio) never take it, so a click never cuts a word off and speech never
takes an effect's channel, and stopping speech is stopping that channel. The mixer is
the game's: opened by its Audio as the first frame is drawn (the App starts speech
after it), or here with the same format where speech comes first (a test, the bench).
"""

from __future__ import annotations

import io

import pygame

from game.engine.audio import RATE
from game.speech import BackendError

CHANNEL = 0  # the channel kept for speech


class MixerPlayer:
    """Plays a WAV's bytes on the speech channel; BackendError when there is no audio
    device to play on."""

    def __init__(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            if not pygame.mixer.get_init():
                raise BackendError("no audio device")
            pygame.mixer.set_reserved(CHANNEL + 1)
            self.channel = pygame.mixer.Channel(CHANNEL)
        except pygame.error as exc:
            raise BackendError(f"no audio device ({exc})") from exc

    def play(self, wav: bytes) -> None:
        """Play ``wav`` (a whole WAV file), converted to the mixer's format by SDL."""
        self.channel.play(pygame.mixer.Sound(file=io.BytesIO(wav)))

    def busy(self) -> bool:
        return bool(self.channel.get_busy())

    def stop(self) -> None:
        self.channel.stop()

    def close(self) -> None:
        self.channel.stop()
