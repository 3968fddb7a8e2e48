"""Speech: the game's words said through the platform's voice (game.speech.speaker),
the voices it knows (game.speech.backends) and which of them this machine has
(game.speech.choice). Pure: the mixer's player is the engine's (game.engine.voice)."""

from game.speech.speaker import PACES, Backend, BackendError, Speaker, spoken_language

__all__ = ["PACES", "Backend", "BackendError", "Speaker", "spoken_language"]
