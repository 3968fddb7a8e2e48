"""A SLOTKER match watched on its own table and handed on as a code: from the match's
results (Watch again, Copy code), from Statistics (the match's recent results) and from a
match code (Open code); the watch steps forward and back through every seat's run and
the next rounds, plays by itself at the demo's pace, shows none of the players' screens
(hand-off, round results to click through), lets no computer seat play, records nothing
and touches no save."""

from __future__ import annotations

import random

import pygame

from game.engine import clipboard
from game.games.slotker.match_scene import MatchScene, RoundResultScene
from game.games.slotker.match_session import NEXT_ROUND, MatchSession
from game.scenes.overlay import PauseScene
from game.session import MemoryLedger
from game.session.codes import decode, describe, encode, from_line
from game.session.replay import Replay
from tests.driver import click, key, make_app, settle, show, step
from tests.games.slotker.test_slotker_scene import frames_until


def _played(ledger, seats, seed: int, ante: int, steps: int = 10**5, choice: int = 1):
    """A match played by chance on ``ledger`` (to its end, or for ``steps`` steps)."""
    m = MatchSession(ledger, seats, seed=seed, ante=ante)
    rng = random.Random(choice)
    for _ in range(steps):
        if not m.playing:
            break
        if m.match.status == "round_over":
            m.next_round()
        else:
            m.play(rng.choice(m.match.legal_moves()))
    return m


def _at(line: dict, index: int) -> dict:
    """The match after ``index`` steps of ``line``, in the pure model."""
    replay = Replay(line)
    replay.jump(index)
    return replay.state.to_dict()


def _watching(app) -> MatchScene:
    scene = app.scenes.top
    assert isinstance(scene, MatchScene) and scene.replayer.on
    return scene


def test_a_finished_matchs_results_offer_watch_again_and_copy_code(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = MatchScene(app, [("C1", True), ("C2", True)], ante=60, seed=6, chips=100)
    app.scenes.push(scene)
    for _ in range(5):
        assert frames_until(app, lambda: isinstance(app.scenes.top, RoundResultScene), 5000)
        if scene.match.status == "over":
            break
        key(app, pygame.K_RETURN)
    result = app.scenes.top
    assert scene.match.status == "over"
    assert [b.name for b in result.buttons] == ["new", "menu", "watch", "copy_code"]
    code = decode(result.code)
    assert code.moves == tuple(scene.session.history) and code.end == "over"
    assert code.terms == {"seats": [["C1", True], ["C2", True]], "ante": 60, "chips": 100}
    key(app, pygame.K_c, unicode="c")  # copied, and the code shown; the screen stays
    assert app.scenes.top is result and result.code in result.said
    assert clipboard.get() == result.code
    show(app)
    key(app, pygame.K_w, unicode="w")  # Watch again
    settle(app)
    watched = _watching(app)
    assert watched is not scene and watched.replayer.replay.total == len(scene.session.history)
    key(app, pygame.K_RIGHT)
    settle(app)
    assert watched.replayer.index == 1 and watched.match.to_dict() == _at(code.line(), 1)
    key(app, pygame.K_END)
    settle(app)
    assert watched.match.to_dict() == scene.match.to_dict()
    assert "Match over: " in watched.message
    assert app.stats.record("slotker_match", False)["played"] == 1  # still the one result
    assert "slotker_match" not in app.ledger.saves


def test_a_match_is_watched_from_statistics_step_by_step_recording_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    m = _played(app.ledger, [("Ann", False), ("Cpu", True)], seed=4, ante=40)
    assert m.match.status == "over"
    line = {**m.to_dict(), "redo": []}
    app = make_app()  # a later launch: the kept match read back through the store's door
    app.settings.override("anim_speed", 0.0)
    results = {k: list(v) for k, v in app.ledger.results.items()}
    stats = app.scenes.push("stats", page=3)
    show(app)
    tab = stats.game_rects()["slotker_match"]  # the match has a tab on Recent
    click(app, tab.center)
    show(app)
    assert stats.game == "slotker_match" and len(stats.watcher.spots) == 1
    key(app, pygame.K_RETURN)  # watch the chosen row
    settle(app)
    watched = _watching(app)
    assert watched.replayer.replay.moves == m.history
    for n in (1, 2, 3):
        key(app, pygame.K_RIGHT)
        settle(app)
        assert watched.replayer.index == n and watched.match.to_dict() == _at(line, n)
    key(app, pygame.K_LEFT)
    settle(app)
    assert watched.replayer.index == 2 and watched.match.to_dict() == _at(line, 2)
    key(app, pygame.K_END)
    settle(app)
    assert watched.match.to_dict() == m.match.to_dict() and "Match over: " in watched.message
    key(app, pygame.K_HOME)
    settle(app)
    assert watched.replayer.index == 0 and watched.match.to_dict() == _at(line, 0)
    assert {k: list(v) for k, v in app.ledger.results.items()} == results
    assert "slotker_match" not in app.ledger.saves
    # the pause menu's Copy code hands on the whole match
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    i = [c[0] for c in pause.choices].index("copy_code")
    click(app, pause.rects[i].center)
    step(app)
    assert decode(clipboard.get()) == from_line(line)


def test_a_match_code_opens_the_match_watch_from_open_code(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    m = _played(MemoryLedger(), [("Ann", False), ("Bob", False)], seed=11, ante=50)
    m.elapsed = 250.0
    text = encode(from_line(m.to_dict()))
    assert text.startswith("PA2-")
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    app.scenes.push("menu")
    settle(app)
    key(app, pygame.K_o, unicode="o")  # Open code: pasted, then Enter
    field = app.scenes.top
    assert clipboard.put(text)
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_RETURN)
    if field.reading is not None:
        assert field.reading.wait(30)
        step(app)
    ask = app.scenes.top
    assert isinstance(ask, PauseScene) and [c[0] for c in ask.choices] == ["watch", "cancel"]
    n = len(m.history)
    assert ask.lines == [describe(decode(text)), f"Over after {n} moves and 4:10"]
    assert ask.lines[0] == f"SLOTKER match #11: {n} moves in 4:10"
    key(app, pygame.K_RETURN)  # Watch it
    settle(app)
    watched = _watching(app)
    assert watched.replayer.replay.total == n
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    settle(app)
    assert watched.replayer.index == 2 and watched.match.to_dict() == _at(m.to_dict(), 2)
    key(app, pygame.K_END)
    settle(app)
    assert watched.match.to_dict() == m.match.to_dict()
    assert app.ledger.results == {} and "slotker_match" not in app.ledger.saves


def test_a_watched_match_shows_none_of_the_players_screens_and_no_computer_plays(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    seats = [("Ann", False), ("Bob", False), ("Cpu", True)]
    m = _played(MemoryLedger(), seats, seed=2, ante=0, steps=400, choice=3)
    line = {**m.to_dict(), "redo": []}
    first_end = next(i for i, move in enumerate(m.history) if tuple(move) == NEXT_ROUND)
    app = make_app()
    scene = app.scenes.push("slotker_match", replay=line)
    settle(app)
    watched = _watching(app)
    assert watched is scene
    # the round's end: its result on the replay's line, no results table to click through
    scene.replayer.show_at(first_end - 1)
    key(app, pygame.K_RIGHT)
    settle(app)
    assert scene.replayer.index == first_end and scene.match.status == "round_over"
    assert app.scenes.top is scene and "Round 1: " in scene.message
    # the next round starts with a person up, among two: no hand-off screen in a watch
    key(app, pygame.K_RIGHT)
    settle(app)
    assert scene.match.round == 2 and app.scenes.top is scene
    # a computer seat's turn, paused: it waits for the line, it never plays by itself
    cpu = next(i for i in range(scene.replayer.replay.total) if _cpu_up(line, i))
    scene.replayer.show_at(cpu)
    step(app, 600, draw=False)
    assert scene.replayer.index == cpu and scene.match.is_computer_turn
    # played on at the demo's pace across a round's end: neither screen, no computer's move
    scene.replayer.show_at(first_end - 2)
    key(app, pygame.K_SPACE)
    seen = set()
    for _ in range(3000):
        step(app, draw=False)
        seen.add(type(app.scenes.top))
        if scene.replayer.index >= first_end + 3:
            break
    assert scene.replayer.index >= first_end + 3 and seen == {MatchScene}
    assert scene.match.to_dict() == _at(line, scene.replayer.index)
    assert app.ledger.results == {} and "slotker_match" not in app.ledger.saves


def _cpu_up(line: dict, index: int) -> bool:
    replay = Replay(line)
    replay.jump(index)
    return replay.state.is_computer_turn


def test_the_matchs_tab_is_on_recent_only_and_gives_way_on_the_other_pages(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    stats = app.scenes.push("stats", page=3)
    show(app)
    click(app, stats.game_rects()["slotker_match"].center)
    show(app)
    assert stats.game == "slotker_match"
    key(app, pygame.K_TAB)  # the next page, then the high scores: a game of the catalog
    show(app)
    assert stats.page == 4 and stats.game != "slotker_match"
    stats.turn_to(1)
    show(app)
    assert "slotker_match" not in stats.game_rects() and stats.game in stats.game_rects()
