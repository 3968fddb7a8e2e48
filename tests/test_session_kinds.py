"""A game's own saved kind (SLOTKER's match) reaches the shared layers only through its
catalog entry (``GameInfo.sessions``): the sessions' ``restore``, the replay, the store's
door and the statistics find its class there, so a kind a plugin declares is saved,
restored and replayed the same way, and one whose class is broken takes only its game
out of the collection, with one line."""

from __future__ import annotations

import dataclasses
from typing import Any

import msgspec

from game import catalog
from game.session import MemoryLedger, kinds, restore
from game.session.replay import Replay
from game.store.ledger import known, save_kind
from game.store.schema import DealSave, RunSave


class StubSave(msgspec.Struct):
    game: str
    steps: list[int] = []


class StubKind:
    """The least a saved kind offers: a counter whose moves add up."""

    SAVE = StubSave
    TITLE = "Stub tally"

    def __init__(self, steps: list[int]) -> None:
        self.steps = steps

    @classmethod
    def from_dict(cls, d: dict[str, Any], ledger: Any) -> StubKind:
        return cls(list(d.get("steps", [])))

    def to_dict(self) -> dict[str, Any]:
        return {"game": "stub_tally", "steps": self.steps}

    @staticmethod
    def replay_start(line: dict[str, Any]) -> list[int]:
        return [0]

    @staticmethod
    def replay_play(state: list[int], move: tuple) -> list[dict]:
        state[0] += int(move[1])
        return [{"type": "added", "by": move[1]}]

    @staticmethod
    def replay_game(state: list[int]) -> int:
        return state[0]

    @staticmethod
    def best_words(record: dict[str, Any]) -> str:
        return "none"


def declare(name: str, **sessions: str) -> None:
    """A game called ``name`` in the collection for this test, declaring ``sessions``
    (the conftest puts the collection back after it)."""
    first = next(iter(catalog.games().values()))
    catalog.games()[name] = dataclasses.replace(first, name=name, sessions=sessions)


def test_the_built_in_kinds_offer_what_the_shared_layers_ask_of_them():
    found = kinds.classes()
    assert set(found) == set(kinds.names()) and found
    for name, cls in found.items():
        assert all(hasattr(cls, need) for need in kinds.NEEDS), name
        assert save_kind(name) is cls.SAVE and name in known()
    assert save_kind("arcade_run") is RunSave and save_kind(catalog.names()[0]) is DealSave
    assert kinds.find(catalog.names()[0]) is None and kinds.find(["not", "a", "name"]) is None


def test_a_declared_kind_is_restored_stored_and_replayed_by_its_own_class():
    declare("stubs", stub_tally="tests.test_session_kinds:StubKind")
    restored = restore({"game": "stub_tally", "steps": [2, 3]}, MemoryLedger())
    assert isinstance(restored, StubKind) and restored.steps == [2, 3]
    assert save_kind("stub_tally") is StubSave and "stub_tally" in known()
    replay = Replay({"game": "stub_tally", "moves": [["add", 2], ["add", 3]]})
    replay.to_end()
    assert replay.game == 5 and replay.at_end


def test_a_kind_whose_class_is_broken_leaves_only_its_game_out_with_one_line(capsys):
    declare("ghosts", ghost_tally="tests.no_such_module:GhostKind")
    before = set(kinds.classes())
    assert "ghost_tally" not in before and "ghosts" not in catalog.names()
    assert before == set(kinds.names()) and before  # the others' kinds still there
    said = [line for line in catalog.problems() if "ghosts" in line]
    assert len(said) == 1 and "ghost_tally" in said[0]
    assert "ghosts" in capsys.readouterr().err
