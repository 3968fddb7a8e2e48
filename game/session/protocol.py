"""What a scene may ask of a session: the one interface a deal and a SLOTKER match share.

The table presents either kind through this protocol alone, so it never
probes a session for what it has (no ``getattr``/``hasattr``); a field one
kind lacks by nature (a match is never a demo, a daily or a tutorial) is
declared on it with its fixed value.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from game.rules.base import Event, Game, Move


@runtime_checkable
class GameSession(Protocol):
    """A deal or a match in progress, as the table sees it."""

    name: str  # what it is recorded and saved under
    noun: str  # "deal" or "match", for the questions asked before ending it
    seed: int | None
    hard: bool
    history: list[Move]
    redo_stack: list[Move]
    undos: int
    hints: int
    elapsed: float
    result_id: str | None  # the recorded result once it has ended
    demo: bool  # the demo played in it: recorded as neither a win nor a loss
    tutorial: bool  # a tutorial's deal: recorded and saved nowhere
    daily: str | None  # the day of the daily deal it is

    @property
    def game(self) -> Game | None: ...  # the rules object on the table (a match: the run, or None)

    @property
    def label(self) -> str: ...  # "deal #12", "set deal", "match #7, round 2"

    @property
    def mode(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def playing(self) -> bool: ...

    @property
    def moves(self) -> int: ...

    @property
    def at_stake(self) -> bool: ...

    @property
    def can_give_up(self) -> bool: ...

    def play(self, move: Move) -> list[Event]: ...

    def auto_move(self) -> Move | None: ...

    def undo(self) -> str: ...

    def redo(self) -> list[Event]: ...

    def can_undo(self) -> bool: ...

    def ending_words(self, outcome: str, subject: str = "") -> str: ...

    def give_up(self) -> None: ...

    def abandon(self) -> bool: ...

    def restarted(self) -> GameSession: ...

    def shown(self) -> None: ...

    def save(self) -> None: ...

    def tick(self, dt: float) -> None: ...

    def note_hint(self) -> None: ...
