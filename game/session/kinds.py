"""A game's own saved kinds (a match), found through the catalog, never by name.

Besides its deals a game may keep kinds of its own, each saved and recorded under a
name it declares with its session class (``GameInfo.sessions``). The shared layers know
such a kind only by what its class offers, so a game from another package saves,
restores, replays and counts its kind exactly as a built-in game does:

- ``from_dict(d, ledger)`` and ``to_dict()``, and the ``GameSession`` protocol;
- ``SAVE``: the msgspec Struct its saves and kept lines pass the store's door as;
- ``replay_start(line)`` -> a state, ``replay_play(state, move)`` -> the move's events,
  ``replay_game(state)`` -> the rules object on show: what a replay steps through;
- ``TITLE`` (marked for translation) and ``best_words(record)``: its row on the
  statistics, where its one record (no modes) is shown beside the games'.

A kind that also offers ``CODE_TERMS``, ``replay_choices(state)`` and
``code_moves(line)`` has codes (``game.session.codes``, version 2), and one that
offers ``replay_words(state)`` says where a watched line stands (a match's round
result); a kind without them is watched and counted all the same.

A class that fails to load, or lacks one of these, takes its game out of the
collection with one line, as a game whose scene fails to load is: the rest run.
"""

from __future__ import annotations

from typing import Any, Protocol

from game import catalog
from game.rules.base import Event, Game, Move
from game.session.ledger import Ledger
from game.session.protocol import GameSession

NEEDS = (
    "from_dict",
    "to_dict",
    "SAVE",
    "replay_start",
    "replay_play",
    "replay_game",
    "TITLE",
    "best_words",
)


class SavedKind(Protocol):
    """A game's own saved kind as the shared layers see it: its session class (the class
    itself, as ``classes`` and ``find`` give it), with what ``NEEDS`` names. ``to_dict``,
    an instance's, is the ``GameSession`` it makes; ``from_dict`` makes one."""

    SAVE: type[Any]  # the msgspec Struct the store's door reads its saves as
    TITLE: str  # marked for translation (N_)

    def from_dict(self, d: dict[str, Any], ledger: Ledger) -> GameSession: ...

    def replay_start(self, line: dict[str, Any]) -> Any: ...  # the state a replay steps

    def replay_play(self, state: Any, move: Move) -> list[Event]: ...

    def replay_game(self, state: Any) -> Game | None: ...  # the rules object on show

    def best_words(self, record: dict[str, Any]) -> str: ...


def classes() -> dict[str, SavedKind]:
    """Every game's saved kinds, name -> session class, in the catalog's order."""
    found: dict[str, SavedKind] = {}
    broken: dict[str, str] = {}  # game -> why
    for info in catalog.games().values():
        for name, ref in info.sessions.items():
            try:
                cls = catalog.load(ref)
                lacks = [need for need in NEEDS if not hasattr(cls, need)]
                if lacks:
                    raise ValueError(f"it has no {', '.join(lacks)}")
            except Exception as exc:  # a broken plugin: its game goes, the rest run
                broken[info.name] = f"its saved kind {name!r} ({ref}): {exc}"
                continue
            found[name] = cls
    for game, why in broken.items():
        catalog.leave_out(game, why)
    if broken:
        return {n: c for n, c in found.items() if n in names()}
    return found


def names() -> tuple[str, ...]:
    """The names the games' own kinds are saved under (not loaded)."""
    return tuple(name for info in catalog.games().values() for name in info.sessions)


def find(name: object) -> SavedKind | None:
    """The session class of the saved kind ``name``; None for a deal's game, the arcade
    run or anything else."""
    if not isinstance(name, str) or name not in names():
        return None
    return classes().get(name)
