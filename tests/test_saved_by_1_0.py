"""What the collection wrote before each game moved into a folder of its own still opens:
the data folder in tests/data/made_by_484906d was written by that commit's code
(``make.py`` there, run in a checkout of it: a deal in progress of each game, each game's
finished deal with its replay, a SLOTKER match and an arcade run saved, and each game's
deal code), with a manifest of the positions it holds. Today's code opens the folder,
restores every save, replays every result and reads every code to the same positions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game import catalog
from game.session import RUN, restore
from game.session.codes import decode
from game.session.replay import Replay
from game.store.data import open_data

MADE = Path(__file__).parent / "data" / "made_by_484906d"
MANIFEST = json.loads((MADE / "manifest.json").read_text(encoding="utf-8"))


@pytest.fixture
def data(tmp_path: Path):
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(MADE / "arcade.sqlite3", folder)
    problems: list[str] = []
    opened = open_data(folder, report=problems.append)
    yield opened
    opened.close()
    assert problems == []  # nothing kept aside, nothing reported


def test_the_folder_holds_every_game_of_the_collection():
    assert set(MANIFEST["saved"]) == set(catalog.names())
    assert set(MANIFEST["results"]) == set(MANIFEST["codes"]) == set(catalog.names())


@pytest.mark.parametrize("name", sorted(MANIFEST["saved"]))
def test_a_deal_saved_in_progress_is_restored_where_it_was(data, name):
    session = restore(data.saves.load(name), data.ledger)
    assert session.game.to_dict() == MANIFEST["saved"][name]
    assert session.playing


@pytest.mark.parametrize("name", sorted(MANIFEST["results"]))
def test_a_finished_deal_replays_to_its_end(data, name):
    kept = MANIFEST["results"][name]
    replay = Replay(data.ledger.replay(kept["id"]))
    while not replay.at_end:
        replay.forward()
    assert position(replay.game.to_dict()) == position(kept["state"])


def position(state: dict) -> dict:
    """A state as a position: its ``reason`` is words for the player, worded anew since
    1.0 ("three Cherries", not "three CHERRIES"); every card and count must match."""
    words = state.get("reason")
    assert words is None or (isinstance(words, str) and words)
    return {k: v for k, v in state.items() if k != "reason"}


@pytest.mark.parametrize("name", sorted(MANIFEST["codes"]))
def test_a_deal_code_reads_to_the_same_position(name):
    said = MANIFEST["codes"][name]
    code = decode(said["code"])
    assert code.game == name
    replay = Replay(code.line())
    while not replay.at_end:
        replay.forward()
    assert replay.game.to_dict() == said["state"]


def test_the_match_and_the_arcade_run_are_restored(data):
    match_name = MANIFEST["match"]["game"]
    match = restore(data.saves.load(match_name), data.ledger)
    assert match.to_dict()["moves"] == MANIFEST["match"]["moves"]
    run = restore(data.saves.load(RUN), data.ledger)
    deal = run.start_deal()
    assert deal.name == MANIFEST["run"]["game"]
    assert deal.game.to_dict() == MANIFEST["run"]["state"]
