"""What the table says aloud while speech is on (play by ear): each move's words (the
game's ``move_words``), the table's messages, a refusal and the answer to a hint kept
(never cut off), the tutorial's words as they change, and in a replay its short line.

The words one input or one frame brings (a move, what the tutorial says of it, the
message after it) are said together, as one utterance, at the end of that input or
frame (``flush``): said one by one, each would cut off the one before. With speech
off nothing is asked of the game and no words are built; ``status`` is the words the
status key says where a game says nothing of its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from game.engine.spoken import sentences
from game.i18n import _, ngettext
from game.session import GameSession
from game.table.hints import HintAdvisor
from game.table.replay import ReplayDriver
from game.table.tutorial import TutorialGuide


class SpeechTable(Protocol):
    """What the table's speech reads of the table that owns it, and nothing more: it is
    handed the table as this view, and the replay, hints and tutorial whose words it says,
    themselves (tests/test_scene_code.py holds the view and the speech to each other)."""

    app: Any  # game.app.App, a layer above the table: not importable here

    def move_words(self, events: list[dict]) -> list[str]: ...


class TableSpeech:
    """The words waiting to be said on one table, and whether one of them is kept."""

    def __init__(
        self, table: SpeechTable, replayer: ReplayDriver, hints: HintAdvisor, tutor: TutorialGuide
    ) -> None:
        self.table, self.replayer, self.hints, self.tutor = table, replayer, hints, tutor
        self.waiting: list[str] = []
        self.keep = False  # a word waiting must not be cut off (a refusal, an answer)
        self.keeping = False  # the message being said is a refusal (``kept``)
        self.tutor_said = ""  # the tutorial's words as last said
        # the sentences the last move's words said: a message the game shows of the same
        # move later in its animation ("Run 1 over: …") is not said twice (said again, it
        # would cut off the move's words it repeats)
        self.move_said: set[str] = set()

    @property
    def on(self) -> bool:
        """Speech is on: words are worth building."""
        return bool(getattr(self.table.app, "speaking", False))

    def moved(self, events: list[dict]) -> None:
        """A move was played (whoever played it): the game's words for it."""
        if self.on:
            self.move_said = set()
            for words in self.table.move_words(events):
                self.add(words)
                self.move_said.update(split(words))

    def message(self, text: str) -> None:
        """The table's message line says ``text``: a refusal's and an answer's kept; a
        replay's own line said short (its keys are read on the screen)."""
        if not self.on:
            return
        if self.replayer.speaking and self.replayer.spoken:
            text = self.replayer.spoken
        keep = self.keeping or self.hints.answering
        if not keep and self.move_said:  # what the move's words said already is not new
            text = " ".join(s for s in split(text) if s not in self.move_said)
        self.add(text, keep)

    @contextmanager
    def kept(self) -> Iterator[None]:
        """The messages said meanwhile are kept (a refusal)."""
        self.keeping = True
        try:
            yield
        finally:
            self.keeping = False

    def add(self, text: str, keep: bool = False) -> None:
        if text and text not in self.waiting:
            self.waiting.append(text)
            self.keep = self.keep or keep

    def take(self) -> str:
        """The words waiting, the tutorial's new words last, as one utterance; taken (said
        now, or as part of the table's words as it comes up)."""
        if not self.on:
            self.waiting, self.keep = [], False
            return ""
        text = self.tutor.text
        if text and text != self.tutor_said:
            self.add(text)
        self.tutor_said = text
        said, self.waiting, self.keep = sentences(self.waiting), [], False
        return said

    def flush(self) -> None:
        """Say what is waiting, at the end of an input or a frame."""
        if not self.on:
            self.waiting.clear()  # (words left from before speech went off)
            return
        if not self.waiting and self.tutor.text in ("", self.tutor_said):
            return
        keep = self.keep
        words = self.take()
        if words:
            self.table.app.speak(words, keep)


def split(text: str) -> list[str]:
    """``text``'s sentences, each with its end mark, spaces folded."""
    said = " ".join(text.split())
    return [s for s in re.split(r"(?<=[.!?…])\s+", said) if s]


def time_words(seconds: float) -> str:
    """A time as it is said: "4 minutes 12 seconds", "40 seconds"."""
    minutes, secs = divmod(int(seconds), 60)
    said = ngettext("{n} second", "{n} seconds", secs).format(n=secs)
    if not minutes:
        return said
    # TRANSLATORS: a time said aloud: "4 minutes 12 seconds"
    return _("{minutes} {seconds}").format(
        minutes=ngettext("{n} minute", "{n} minutes", minutes).format(n=minutes), seconds=said
    )


def status(title: str, session: GameSession) -> str:
    """The status key's words where a game says nothing of its own: the game, the deal,
    the moves and the time."""
    moves = ngettext("{n} move", "{n} moves", session.moves).format(n=session.moves)
    return _("{game}, {deal}: {moves}, time {time}.").format(
        game=title, deal=session.label, moves=moves, time=time_words(session.elapsed)
    )
