"""The listening player: a real app played by ear, as a player who cannot see the screen
plays it. Speech is on with the recording voice; every utterance the app says is heard,
in order (``Listener``); a *policy* chooses each key from those words alone; the harness
presses it, lets the table settle, and goes on until the spoken result says the deal is
over (won, lost or given up) or ``LIMIT`` keys were pressed.

A game's policy (tests/listening_<game>.py, one per game, written with the game's
words)::

    def policy(heard: list[str]) -> str | None:
        ...

- ``heard``: every utterance said since the table came up, oldest first (the table's
  own words as it opened first: the game, the deal, the focus). The policy reads these
  strings and nothing else: never the scene, the session or the rules (that is the
  point: the words must be enough to play).
- It returns the next key as a binding names it (``game.keytables.KEY_NAMES`` and the
  typed characters: ``"right"``, ``"enter"``, ``"space"``, ``"escape"``, ``"f"``,
  ``"r"``, ``"1"``, ``"f3"``, ``"ctrl+z"``, ``"?"``), or None to stop (it gives up).
- The reading keys are the player's way to ask: F2 where am I (the focus and the
  screen), F3 the table read whole (``table_words``), F4 the status, F5 the last words
  again (see game.keytables.SHARED).

``play_by_ear(game, seed, policy)`` returns (the result's words, the keys pressed): the
result is the utterance that opens with the result screen's first words
(``game.engine.spoken.OVER``, "The deal is over."), "" when the policy stopped or the
keys ran out. ``Listening`` is the same run taken a step at a time, for a test that
looks at what was heard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.app import App
from game.engine.spoken import OVER
from game.i18n import _
from game.keytables import KEY_NAMES, read_spec
from game.speech.backends import RecordingBackend
from game.speech.choice import Voices
from tests.driver import key, make_app, settle, step

LIMIT = 2000  # keys a policy may press in one deal
WAIT = 5.0  # seconds the voice may take to open

Policy = Callable[[list[str]], "str | None"]


@dataclass(frozen=True)
class Heard:
    """One utterance as the app said it: its words (spaces folded) and whether it was
    kept (a refusal, an answer, the result: never cut off)."""

    text: str
    keep: bool = False


class Listener:
    """Everything the app's Speaker is asked to say, in order, from now on: its ``say``
    (and ``repeat``) heard as they are called, on the frame's thread, so nothing is lost
    to the voice's own interrupting (the recording voice, a thread of its own, would
    drop an ordinary utterance a newer one overtook)."""

    def __init__(self, app: App) -> None:
        speaker = app.speaker
        assert speaker is not None, "speech is off: nothing would be heard"
        self.heard: list[Heard] = []
        say, repeat = speaker.say, speaker.repeat

        def heard_say(text: str, keep: bool = False) -> None:
            words = " ".join(text.split())
            if words:
                self.heard.append(Heard(words, keep))
            say(text, keep)

        def heard_repeat() -> None:
            if speaker.last is not None:
                self.heard.append(Heard(speaker.last.text, False))
            repeat()

        speaker.say = heard_say  # type: ignore[method-assign]
        speaker.repeat = heard_repeat  # type: ignore[method-assign]

    def texts(self) -> list[str]:
        return [h.text for h in self.heard]

    def result(self) -> str:
        """The spoken result (the last utterance opening with the result screen's first
        words), "" while the deal goes on."""
        over = _(OVER)
        return next((h.text for h in reversed(self.heard) if h.text.startswith(over)), "")


def speaking_app(size=(1280, 720)) -> App:
    """A fresh app with speech on through the recording voice (whatever the machine has),
    its animations instant: what a listening player drives."""
    app = make_app(size)
    app._voices = Voices(("recording",), (RecordingBackend,))
    app.settings.override("anim_speed", 0.0)
    app.set_speech("on")
    assert app.speaker is not None and app.speaker.wait_open(WAIT), "the recording voice"
    return app


def press(app: App, name: str) -> None:
    """A press of the key a binding calls ``name`` ("right", "enter", "f", "ctrl+z",
    "?"), as a player's, and its frame."""
    mods, keyname, text = read_spec(name)
    mod = (pygame.KMOD_CTRL if "ctrl" in mods else 0) | (
        pygame.KMOD_SHIFT if "shift" in mods else 0
    )
    if text:
        key(app, 0, mod, text)
        return
    code = getattr(pygame, f"K_{KEY_NAMES[keyname]}")
    typed = keyname if len(keyname) == 1 and keyname.isalnum() else ""
    key(app, code, mod, typed)


@dataclass
class Listening:
    """A deal of ``game`` (its deal number ``seed``) on a speaking app, heard from the
    moment its table comes up (over the menu, as a game opened from it)."""

    game: str
    seed: int | None = None
    scene: dict = field(default_factory=dict)  # more of the table's keywords (hard=True)
    app: App = field(init=False)
    listener: Listener = field(init=False)
    keys: list[str] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.app = speaking_app()
        self.app.scenes.push("menu")
        self.listener = Listener(self.app)
        self.app.scenes.push(self.game, seed=self.seed, **self.scene)
        settle(self.app)

    @property
    def heard(self) -> list[str]:
        return self.listener.texts()

    def press(self, name: str) -> None:
        """One key, then the table settles (its moves, the game's own, the result)."""
        self.keys.append(name)
        press(self.app, name)
        settle(self.app)
        step(self.app, 2, draw=False)  # a frame more: what the settled table says

    def play(self, policy: Policy, limit: int = LIMIT) -> str:
        """Keys from ``policy`` until the result is heard (its words), the policy stops,
        or ``limit`` keys were pressed (""): the deal over, or not."""
        while len(self.keys) < limit:
            result = self.listener.result()
            if result:
                return result
            choice = policy(self.heard)
            if choice is None:
                return ""
            self.press(choice)
        return self.listener.result()

    def close(self) -> None:
        if self.app.speaker is not None:
            self.app.speaker.close()


def play_by_ear(
    game: str, seed: int | None, policy: Policy, limit: int = LIMIT, **scene
) -> tuple[str, list[str]]:
    """``game``'s deal ``seed`` played by ``policy`` from what it hears alone: (the result's
    words, "" when the deal did not end; the keys pressed)."""
    run = Listening(game, seed, scene)
    try:
        return run.play(policy, limit), run.keys
    finally:
        run.close()
