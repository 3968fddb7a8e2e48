"""Every event type the rules emit is animated or explicitly ignored by its scene.

Seeded random games through the rules collect the event types that really
occur; each must have an ``_anim_<type>`` method on the scene class or be in
its ``IGNORED_EVENTS``. A scan of the rules' source adds the types too rare
for random play to meet (three Aces, a Combo bonus).
"""

import random
import re
from pathlib import Path

import pytest

from game.engine.events import handles
from game.engine.scene import load_class
from game.games.slotker.match_rules import SlotkerMatch
from game.games.slotker.match_scene import MatchScene
from game.rules import GAMES
from game.scenes import SCENES


def scene_class(name: str):
    return load_class(SCENES[name])


GAMES_DIR = Path(__file__).resolve().parent.parent / "game" / "games"
GAMES_PLAYED = {"zoomer": 300, "combo": 300, "maze": 30, "monte_carlo": 300, "slotker": 300}
# each game's rules module, in its folder
SOURCES = {name: [f"{name}/rules.py"] for name in GAMES_PLAYED}
MATCH_SOURCES = ["slotker/rules.py", "slotker/match_rules.py"]


def played_types(name: str, games: int, max_moves: int = 400) -> set[str]:
    """The event types of ``games`` seeded random games (normal and hard alternating)."""
    seen: set[str] = set()
    for seed in range(games):
        rnd = random.Random(seed)
        g = GAMES[name].new(seed=seed, hard=seed % 2 == 1)
        for _ in range(max_moves):
            moves = g.legal_moves()
            if not moves:
                break
            seen.update(ev["type"] for ev in g.play(rnd.choice(moves)))
    return seen


def match_types(matches: int = 12) -> set[str]:
    seen: set[str] = set()
    for seed in range(matches):
        rnd = random.Random(seed)
        seats = [("Ann", False), ("Bob", True), ("Cy", True)][: 2 + seed % 2]
        m = SlotkerMatch.new(seats, seed=seed, ante=40, chips=100)
        for _ in range(3000):
            if m.status == "over":
                break
            if m.status == "round_over":
                seen.update(ev["type"] for ev in m.start_round())
            else:
                seen.update(ev["type"] for ev in m.play(rnd.choice(m.legal_moves())))
        assert m.status == "over"
    return seen


def source_types(files: list[str]) -> set[str]:
    """The event types written as literals in rules modules."""
    text = "".join((GAMES_DIR / f).read_text(encoding="utf-8") for f in files)
    return set(re.findall(r'"type": "([a-z_]+)"', text))


def unhandled(scene, types: set[str]) -> set[str]:
    return {t for t in types if not handles(scene.ANIMATIONS or scene, scene.IGNORED_EVENTS, t)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_event_type_a_game_emits_is_animated_or_ignored(name):
    scene = scene_class(name)
    played = played_types(name, GAMES_PLAYED[name])
    assert played  # the games did produce events
    assert unhandled(scene, played | source_types(SOURCES[name])) == set()


def test_every_event_type_of_a_slotker_match_is_animated_or_ignored():
    played = match_types()
    assert {"round_start", "seat_done", "round_over", "match_over"} <= played
    rules = source_types(MATCH_SOURCES)
    assert unhandled(MatchScene, played | rules) == set()


def test_a_scene_missing_an_animation_is_caught():
    class Forgetful(scene_class("monte_carlo")):
        _anim_compact = None  # as if the method were never written

    assert unhandled(Forgetful, {"pair", "compact"}) == {"compact"}
    assert not handles(Forgetful, Forgetful.IGNORED_EVENTS, "no_such_event")


def test_the_ignored_sets_name_only_real_event_types():
    """An IGNORED_EVENTS entry that the rules never emit is a typo hiding a forgotten type."""
    for name in GAMES:
        scene = scene_class(name)
        assert scene.IGNORED_EVENTS <= source_types(SOURCES[name]), name
    assert MatchScene.IGNORED_EVENTS <= source_types(MATCH_SOURCES)
