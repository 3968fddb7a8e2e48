"""A SLOTKER match continues on whatever screen it was saved at: mid-run, the hand-off
between two people, the round results, and the match over.

Each save is made by playing a ``MatchSession`` in memory and taking its save at that
point; the scene is then opened on it, as the menu's *Continue match* does, and played on.
"""

import pygame
import pytest

from game.games.slotker.match_scene import HandoffScene, MatchScene, RoundResultScene, fallback_move
from game.games.slotker.match_session import MATCH, MatchSession
from game.session import MemoryLedger
from tests.driver import key, open_scene, settle

PEOPLE = [("Ann", False), ("Bob", False)]  # two people: the machine is handed over


def play_until(s: MatchSession, done) -> None:
    """Play the seat up with the rule of thumb until ``done(events)`` says stop."""
    for _ in range(5000):
        events = s.play(fallback_move(s.match.run))
        if done(events):
            return
    raise AssertionError("the match never got there")


def has(kind: str):
    return lambda events: any(e["type"] == kind for e in events)


def saves_at_each_screen() -> dict[str, dict]:
    """A save taken at each of the match's four screens (ante 30 of 100 chips: a round
    or two go by before one seat cannot pay)."""
    ledger = MemoryLedger()
    s = MatchSession(ledger, PEOPLE, seed=3, ante=30, chips=100)
    saves = {}
    s.play(("deal",))
    saves["mid_run"] = ledger.saves[MATCH]
    play_until(s, has("seat_start"))
    assert s.match.current_seat == 1
    saves["handoff"] = ledger.saves[MATCH]
    play_until(s, has("round_over"))
    assert s.match.status == "round_over"
    saves["round_results"] = ledger.saves[MATCH]
    for _ in range(50):
        if s.match.status == "over":
            break
        s.next_round()
        play_until(s, has("round_over"))
    assert s.match.status == "over"
    # by design a match that is over is not kept (it has its result): the save is gone,
    # so the last screen is reached from the session's own state, taken at that moment
    assert MATCH not in ledger.saves and len(ledger.results) == 1
    saves["match_over"] = s.to_dict()
    for saved in saves.values():
        assert saved == MatchSession.from_dict(saved, MemoryLedger()).to_dict()
    return saves


SAVES = saves_at_each_screen()


def press_for(move: tuple) -> int:
    if move[0] == "deal":
        return pygame.K_SPACE
    if move[0] == "fold":
        return pygame.K_f
    return pygame.K_1 + move[1]


def play_one_move(app, scene) -> None:
    """Take the machine if it is being handed over, then play one move by key."""
    if isinstance(app.scenes.top, HandoffScene):
        key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and scene.can_act()
    before = scene.session.moves
    key(app, press_for(fallback_move(scene.match.run)))
    settle(app)
    assert scene.session.moves == before + 1
    assert scene.game is scene.match.run
    assert sorted(scene.game.all_cards()) == sorted(scene.game.DECK())


@pytest.mark.parametrize("point", ["mid_run", "handoff"])
def test_a_match_saved_during_a_round_continues_on_the_machine(point):
    saved = SAVES[point]
    app, scene = open_scene(MatchScene, instant=True, resume=saved)
    seat = scene.match.current_seat
    top = app.scenes.top
    assert isinstance(top, HandoffScene) and top.name == PEOPLE[seat][0]
    assert scene.session.moves == len(saved["moves"])
    play_one_move(app, scene)
    assert scene.match.current_seat == seat


def test_a_match_saved_on_its_round_results_continues_with_the_next_round():
    app, scene = open_scene(MatchScene, instant=True, resume=SAVES["round_results"])
    results = app.scenes.top
    assert isinstance(results, RoundResultScene) and results.title.startswith("Round 1:")
    assert scene.game.status != "playing"  # the last run of the round stays on show
    key(app, pygame.K_RETURN)  # Next round
    assert scene.match.round == 2 and scene.match.status == "playing"
    play_one_move(app, scene)


def test_a_match_over_shows_its_end_and_a_new_match_can_be_played():
    app, scene = open_scene(MatchScene, instant=True, resume=SAVES["match_over"])
    results = app.scenes.top
    assert isinstance(results, RoundResultScene) and results.title.startswith("Match over: ")
    assert [b.name for b in results.buttons] == ["new", "menu", "watch", "copy_code"]
    key(app, pygame.K_n)  # New match: the same seats
    assert scene.match.round == 1 and scene.match.status == "playing"
    assert [s["name"] for s in scene.match.seats] == ["Ann", "Bob"]
    play_one_move(app, scene)
