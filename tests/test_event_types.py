"""Every event the rules return is the record its game's events.py declares for its type.

mypy checks the events where the rules build them; this checks what really comes out of
``play`` (and out of Maze's ``deal_events``, a SLOTKER match's ``play`` and
``start_round``) in seeded random games: a ``type`` the game declares, every required
key, no key the record does not name, and each value of the type annotated. So the
records in docs/games.md, written from those declarations, are what a scene receives.
"""

from __future__ import annotations

import random
import re
import types
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from game import catalog
from game.games.combo.events import ComboEvent
from game.games.maze.events import MazeEvent
from game.games.monte_carlo.events import MonteCarloEvent
from game.games.slotker.events import MatchEvent, SlotkerEvent
from game.games.slotker.match_rules import SlotkerMatch
from game.games.zoomer.events import ZoomerEvent
from game.rules import GAMES

GAMES_DIR = Path(__file__).resolve().parent.parent / "game" / "games"
UNIONS: dict[str, Any] = {
    "zoomer": ZoomerEvent,
    "combo": ComboEvent,
    "slotker": SlotkerEvent,
    "maze": MazeEvent,
    "monte_carlo": MonteCarloEvent,
}
# (seeds, moves at most) of random play per game: a few thousand events each
PLAYED = {"zoomer": (20, 300), "combo": (20, 300), "slotker": (30, 300), "maze": (3, 150)}
PLAYED["monte_carlo"] = (20, 300)


def records(union: Any) -> dict[str, Any]:
    """The TypedDict of each event type in a game's union of them, by its ``type``."""
    return {get_args(get_type_hints(r)["type"])[0]: r for r in get_args(union)}


def fits(value: Any, hint: Any) -> bool:
    """Is ``value`` of the annotated type? Lists are checked item by item, a record
    inside an event key by key; a bool is no int, an int is a float."""
    origin, args = get_origin(hint), get_args(hint)
    if hint is type(None):
        return value is None
    if origin is Literal:
        return value in args
    if origin in (Union, types.UnionType):
        return any(fits(value, a) for a in args)
    if origin is list:
        return type(value) is list and all(fits(v, args[0]) for v in value)
    if is_typeddict(hint):
        return type(value) is dict and not record_faults(value, hint)
    if hint is float:
        return type(value) in (int, float)
    if hint in (int, str, bool, dict):
        return type(value) is hint
    raise TypeError(f"the checker does not read the annotation {hint!r}")


def record_faults(value: dict[str, Any], record: Any) -> list[str]:
    """What in ``value`` the TypedDict ``record`` does not allow."""
    hints = get_type_hints(record)
    faults = [f"{k!r} is missing" for k in sorted(record.__required_keys__ - value.keys())]
    faults += [f"{k!r} is not declared" for k in sorted(value.keys() - hints.keys())]
    for key in sorted(value.keys() & hints.keys()):
        if not fits(value[key], hints[key]):
            faults.append(f"{key!r} = {value[key]!r} is not {hints[key]}")
    return faults


def event_faults(event: dict[str, Any], union: Any) -> list[str]:
    """What is wrong with ``event`` as one of the records in ``union``: [] when nothing."""
    by_type = records(union)
    if event.get("type") not in by_type:
        return [f"type {event.get('type')!r} is none of {sorted(by_type)}"]
    return record_faults(event, by_type[event["type"]])


def assert_declared(events: list[dict[str, Any]], union: Any, where: str) -> set[str]:
    for event in events:
        faults = event_faults(event, union)
        assert not faults, f"{where}: {event!r}: {'; '.join(faults)}"
    return {event["type"] for event in events}


def played(name: str, seeds: int, moves: int) -> set[str]:
    """The event types of seeded random games (normal and hard in turn), each checked."""
    union, seen = UNIONS[name], set()
    for seed in range(seeds):
        rnd = random.Random(seed)
        game = GAMES[name].new(seed=seed, hard=seed % 2 == 1)
        if name == "maze":
            seen |= assert_declared(game.deal_events(), union, f"maze {seed} deal")
        for step in range(moves):
            legal = game.legal_moves()
            if not legal:
                break
            events = game.play(rnd.choice(legal))
            seen |= assert_declared(events, union, f"{name} {seed} move {step}")
            if name == "slotker":
                assert not any("seat" in e for e in events)  # a seat is a match's word
    return seen


def test_the_built_in_games_each_declare_their_events():
    assert set(UNIONS) == set(catalog.built_in())


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_every_event_of_random_play_is_its_declared_record(name):
    seen = played(name, *PLAYED[name])
    assert len(seen) >= 2, seen  # the games did play


def test_every_event_of_a_random_match_is_its_declared_record():
    seen: set[str] = set()
    run_types = set(records(SlotkerEvent))
    for seed in range(6):
        rnd = random.Random(seed)
        seats = [("Ann", False), ("Bob", True), ("Cy", True)][: 2 + seed % 2]
        match = SlotkerMatch.new(seats, seed=seed, ante=40, chips=100)
        for step in range(3000):
            if match.status == "over":
                break
            if match.status == "round_over":
                events = match.start_round()
            else:
                events = match.play(rnd.choice(match.legal_moves()))
            seen |= assert_declared(events, MatchEvent, f"match {seed} step {step}")
            assert all("seat" in e for e in events if e["type"] in run_types)
        assert match.status == "over"
    assert {"round_start", "ante", "seat_start", "seat_done", "round_over", "match_over"} <= seen


def source_types(name: str) -> set[str]:
    """The event types a game's rules write as literals (the match's too, for SLOTKER)."""
    files = ["rules.py", "match_rules.py"] if name == "slotker" else ["rules.py"]
    text = "".join((GAMES_DIR / name / f).read_text(encoding="utf-8") for f in files)
    return set(re.findall(r'"type": "([a-z_]+)"', text))


@pytest.mark.parametrize("name", sorted(UNIONS))
def test_the_declared_types_are_the_ones_the_rules_build(name):
    union = MatchEvent if name == "slotker" else UNIONS[name]
    assert set(records(union)) == source_types(name)


def test_a_stray_missing_or_mistyped_key_is_caught():
    pair = {"type": "pair", "cells": [3, 4], "cards": ["7S", "7H"]}
    assert event_faults(pair, MonteCarloEvent) == []
    assert event_faults({**pair, "colour": "red"}, MonteCarloEvent) == ["'colour' is not declared"]
    short = {"type": "pair", "cells": [3, 4]}
    assert event_faults(short, MonteCarloEvent) == ["'cards' is missing"]
    assert event_faults({**pair, "cells": [3, True]}, MonteCarloEvent) != []  # a bool is no cell
    assert event_faults({**pair, "type": "pairs"}, MonteCarloEvent) != []
    slide = {"card": "7S", "from": 5, "to": 5, "by": 0}
    compact = {"type": "compact", "slides": [slide], "refills": [], "number": 1}
    assert event_faults(compact, MonteCarloEvent) != []  # a stray key inside a slide
    # a seat is declared for a SLOTKER run's events (a match adds it), never for the match's
    assert event_faults({"type": "won", "why": "a set", "seat": 1}, SlotkerEvent) == []
    assert event_faults({"type": "ante", "ante": 5, "pot": 10, "seat": 1}, MatchEvent) != []
