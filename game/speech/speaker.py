"""The Speaker: what the game says, in order, on a thread of its own.

``say(text)`` returns at once: the frame thread only puts the words in a queue (a lock
held for a few list operations); the Speaker's worker thread makes every call to the
back end (game.speech.backends), so a slow voice, a process to start or a server that
is late to answer never holds a frame.

The order, the same whatever the back end (speech-dispatcher's own priorities, which
the Speaker hands its utterances to, work the same way: ``text`` and ``message``):

- an ordinary utterance (``keep=False``: the focus moved, a card was picked up) cuts
  off the ordinary one being spoken and drops any still waiting: new speech interrupts
  old, so a player walking the table hears where the focus is now, not where it was;
- a kept one (``keep=True``: a result, a refusal, what must not be lost) also cuts off
  ordinary speech, but is never cut off or dropped itself: kept utterances queue and
  are spoken in turn, and ordinary ones said meanwhile wait behind them.

``repeat()`` says the last utterance again; ``rate`` (slow, normal or fast) and the
language (the game's, English or Russian) are read as each utterance is said.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from game import i18n

PACES = ("slow", "normal", "fast")  # the speech rate setting's choices
POLL = 0.02  # seconds between asking a back end without a queue of its own if it is done
MAX_WAITING = 200  # kept utterances waiting: a voice that never ends must not grow forever
FAILED = object()  # what a back end's call that raised answers (see Speaker._call)


class BackendError(Exception):
    """A back end cannot speak here: its library, program or server is missing or
    refused (the message says which, in one line)."""


class Backend(Protocol):
    """A voice: a screen reader, speech-dispatcher, or a synthesiser and a player.

    Every method is called on the Speaker's worker thread, never on the frame's."""

    name: str
    # the back end orders speech itself by priorities (speech-dispatcher, a screen
    # reader): each utterance is handed on at once, with its ``keep``
    own_queue: bool

    def open(self) -> None:
        """Connect, start or load what speaks; BackendError when it cannot."""

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        """Start saying ``text`` and return (speaking goes on without the caller)."""

    def speaking(self) -> bool:
        """Still saying the last utterance (asked only of a back end without a queue)."""

    def stop(self) -> None:
        """Stop what is being said now."""

    def close(self) -> None:
        """Let go of what ``open`` took."""


def spoken_language(language: str) -> str:
    """The voice's language for the game's: one of the game's languages, English for
    anything else (the test pseudo-language)."""
    return language if language in i18n.LANGUAGES else "en"


@dataclass(frozen=True)
class Utterance:
    text: str
    language: str
    rate: str
    keep: bool


@dataclass
class _State:
    waiting: deque[Utterance] = field(default_factory=deque)
    current: Utterance | None = None  # being said by a back end without a queue
    cut: bool = False  # the current one is to be stopped
    closing: bool = False


class Speaker:
    """Says the game's words through the first of ``backends`` that opens (each a
    callable making a Backend, tried in order on the worker thread)."""

    def __init__(
        self,
        backends: Sequence[Callable[[], Backend]],
        language: Callable[[], str] = i18n.language,
        rate: Callable[[], str] = lambda: "normal",
        start: bool = True,
    ) -> None:
        self.backends = list(backends)
        self.language, self.rate = language, rate
        self.backend: Backend | None = None  # the one that opened, once it has
        self.problems: list[str] = []  # why each back end tried before it could not speak
        self.last: Utterance | None = None
        self._state = _State()
        self._wake = threading.Condition()
        self._opened = threading.Event()  # the worker has opened a back end, or none would
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        if start:
            self._thread.start()

    # --- the frame thread's side: never waits on the back end ----------------------------
    def say(self, text: str, keep: bool = False) -> None:
        """Say ``text``: ordinary speech interrupts ordinary speech; kept speech
        (``keep``) interrupts ordinary speech and queues behind kept speech."""
        text = " ".join(text.split())
        if not text:
            return
        rate = self.rate()
        said = Utterance(
            text, spoken_language(self.language()), rate if rate in PACES else "normal", keep
        )
        self.last = said
        self._put(said)

    def repeat(self) -> None:
        """The last utterance again, as ordinary speech (nothing when nothing was said)."""
        if self.last is not None:
            self._put(Utterance(self.last.text, self.last.language, self.last.rate, False))

    def _put(self, said: Utterance) -> None:
        with self._wake:
            state = self._state
            if state.closing or (self._opened.is_set() and self.backend is None):
                return  # closed, or no back end would open: nothing to say it with
            kept = [u for u in state.waiting if u.keep]  # ordinary speech waiting is dropped
            state.waiting = deque(kept[-MAX_WAITING:])
            if state.current is not None and not state.current.keep:
                state.cut = True
            state.waiting.append(said)
            self._wake.notify()

    def close(self, timeout: float = 1.0) -> None:
        """Stop speaking and end the worker (the game quits, or speech was turned off);
        a back end that does not answer within ``timeout`` is left to its daemon thread."""
        with self._wake:
            self._state.closing = True
            self._wake.notify()
        if self._thread.is_alive():
            self._thread.join(timeout)

    @property
    def failed(self) -> bool:
        """No back end would open (``problems`` says why each could not)."""
        return self._opened.is_set() and self.backend is None

    # --- tests and the benchmark ---------------------------------------------------------
    def wait_open(self, timeout: float) -> bool:
        """Block until a back end opened or none would (True when one did)."""
        self._opened.wait(timeout)
        return self.backend is not None

    def idle(self) -> bool:
        """Nothing waits and nothing is being said (as far as the Speaker knows)."""
        with self._wake:
            return not self._state.waiting and self._state.current is None

    def wait_idle(self, timeout: float) -> bool:
        """Block until ``idle`` (True) or ``timeout`` seconds passed (False)."""
        end = time.monotonic() + timeout
        with self._wake:
            while self._state.waiting or self._state.current is not None:
                left = end - time.monotonic()
                if left <= 0 or not self._thread.is_alive():
                    return False
                self._wake.wait(min(left, POLL))
        return True

    # --- the worker ----------------------------------------------------------------------
    def _run(self) -> None:
        backend = self._open()
        self._opened.set()
        if backend is None:
            with self._wake:
                self._state.waiting.clear()
                self._wake.notify_all()
            return
        try:
            while True:
                step, said = self._next()
                if step == "close":
                    return
                if step == "stop":
                    self._call(backend, backend.stop)
                elif step == "say" and said is not None:
                    self._speak(backend, said)
                elif step == "poll" and self._call(backend, backend.speaking) in (False, FAILED):
                    with self._wake:
                        if self._state.current is said:
                            self._state.current = None
                        self._wake.notify_all()
        finally:
            self._shut(backend)

    def _open(self) -> Backend | None:
        for make in self.backends:
            try:
                backend = make()
                backend.open()
            except BackendError as exc:
                self.problems.append(str(exc))
                continue
            except Exception as exc:  # a library's own failure: that voice is left out
                self.problems.append(f"{type(exc).__name__}: {exc}")
                continue
            self.backend = backend
            return backend
        return None

    def _next(self) -> tuple[str, Utterance | None]:
        """What the worker does next, waiting for it: close, stop the current utterance,
        say one, or see whether the current one has ended (``poll``)."""
        with self._wake:
            state = self._state
            while True:
                if state.closing:
                    return "close", None
                if state.cut:
                    state.cut, state.current = False, None
                    return "stop", None
                if state.current is not None:
                    self._wake.wait(POLL)  # woken early by new speech
                    if state.closing or state.cut:
                        continue
                    return "poll", state.current
                if state.waiting:
                    said = state.waiting.popleft()
                    own = self.backend is not None and self.backend.own_queue
                    state.current = None if own else said
                    if own:
                        self._wake.notify_all()
                    return "say", said
                self._wake.wait()

    def _call(self, backend: Backend, call: Callable[[], object]) -> object:
        """``call()`` of the back end, or FAILED: a failure is said once (in
        ``problems``) and the worker goes on with the next words."""
        try:
            return call()
        except Exception as exc:  # the voice's own failure, whatever it is
            line = f"{backend.name}: {type(exc).__name__}: {exc}"
            if line not in self.problems:
                self.problems.append(line)
            return FAILED

    def _speak(self, backend: Backend, said: Utterance) -> None:
        speak = backend.speak
        if (
            self._call(backend, lambda: speak(said.text, said.language, said.rate, said.keep))
            is FAILED
        ):
            with self._wake:  # that utterance is lost; the next is tried
                if self._state.current is said:
                    self._state.current = None
                self._wake.notify_all()

    def _shut(self, backend: Backend) -> None:
        for call in (backend.stop, backend.close):
            try:
                call()
            except Exception:  # closing: nothing left to tell
                pass
        with self._wake:
            self._state.waiting.clear()
            self._state.current = None
            self._wake.notify_all()
