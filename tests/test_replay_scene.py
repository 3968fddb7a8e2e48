"""A replay on the table: the recorded moves play at the demo's pace through the table's own
animations; Space pauses, the arrows step back and forth, Home and End jump; nothing is
recorded and the saved deal is left alone. Watch again on the result screen opens it."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game import catalog
from game.session import MemoryLedger, Session
from game.session.codes import decode
from game.table.replay import CONTROLS
from tests.driver import click, key, make_app, settle, show, step
from tests.ui_tour import Recorder


def _line(name: str, seed: int, steps: int) -> tuple[dict, Session]:
    s = Session(name, MemoryLedger(), seed=seed)
    rng = random.Random(seed)
    while s.playing and s.moves < steps:
        s.play(rng.choice(s.game.legal_moves()))
    return {**s.to_dict(), "redo": []}, s


def test_a_replay_steps_back_and_forth_and_records_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    line, played = _line("maze", 3, 12)
    app = make_app()
    mine = Session("maze", app.ledger, seed=99)
    mine.play(mine.game.legal_moves()[0])  # a saved deal of the player's own
    saved = dict(app.ledger.saves["maze"])
    results = {k: list(v) for k, v in app.ledger.results.items()}
    scene = app.scenes.push("maze", replay=line)
    settle(app)
    assert scene.replayer.on and [b.name for b in scene.buttons][1:] == [
        "replay_start", "replay_back", "replay_pause", "replay_forward", "replay_end"
    ]  # fmt: skip
    for _ in range(400):  # plays by itself at the demo's pace
        step(app, 5, draw=False)
        if scene.replayer.index >= 3:
            break
    assert scene.replayer.index >= 3
    key(app, pygame.K_SPACE, unicode=" ")  # pause
    at = scene.replayer.index
    step(app, 120, draw=False)
    assert scene.replayer.index == at and "paused" in scene.message
    key(app, pygame.K_LEFT)
    settle(app)
    assert scene.replayer.index == at - 1
    ref = Session("maze", MemoryLedger(), seed=3)
    for move in played.history[: at - 1]:
        ref.play(move)
    assert scene.game.to_dict() == ref.game.to_dict()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    settle(app)
    assert scene.replayer.index == at + 1
    key(app, pygame.K_END)
    settle(app)
    assert scene.game.to_dict() == played.game.to_dict() and "of 12" in scene.message
    click(app, scene.slot_rect("replay_start").center)
    settle(app)
    assert scene.replayer.index == 0
    # a click on a card plays nothing; neither do the game's keys
    click(app, scene.slot_rect("cell_0").center)
    key(app, pygame.K_g, unicode="g")
    settle(app)
    assert scene.replayer.index == 0 and scene.session.playing
    assert app.ledger.saves["maze"] == saved
    assert {k: list(v) for k, v in app.ledger.results.items()} == results


def test_watch_again_on_the_result_screen_replays_the_deal_just_played(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    scene = app.scenes.push("monte_carlo", seed=5)
    settle(app)
    rng = random.Random(1)
    while scene.session.playing:
        scene.play_move(rng.choice(scene.game.legal_moves()))
        settle(app)
    settle(app)
    result = app.scenes.top
    assert result.choices[-3:] == ["watch", "copy_code", "menu"]
    code = decode(result.code)
    assert code.moves == tuple(scene.session.history)
    key(app, pygame.K_c, unicode="c")  # copied, and the code shown, the screen stays
    assert app.scenes.top is result and any(result.code in ln for ln in result.lines)
    key(app, pygame.K_w, unicode="w")
    settle(app)
    watched = app.scenes.top
    assert watched.replayer.on and watched.replayer.replay.total == len(code.moves)
    key(app, pygame.K_END)
    settle(app)
    assert watched.game.to_dict() == scene.game.to_dict()
    assert len(app.ledger.results[("monte_carlo", "normal")]) == 1  # still one result


@pytest.mark.parametrize("name", catalog.names())
def test_every_game_plays_a_replay_on_its_table_to_the_same_end(name, tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    line, played = _line(name, 17, 40)
    app = make_app()
    scene = app.scenes.push(name, replay=line)
    settle(app)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        settle(app)
    ahead = scene.replayer.index  # three steps (a move the game plays by itself follows its own)
    assert ahead >= min(3, len(played.history))
    key(app, pygame.K_LEFT)
    settle(app)
    assert scene.replayer.index == ahead - 1
    ref = Session(name, MemoryLedger(), seed=17)
    for move in played.history[: ahead - 1]:
        ref.play(move)
    assert scene.game.to_dict() == ref.game.to_dict()
    key(app, pygame.K_END)
    settle(app)
    show(app)
    assert scene.game.to_dict() == played.game.to_dict()
    assert app.scenes.top is scene and app.ledger.results == {}


PROMPT = re.compile(r"[Cc]lick|\b[Pp]ress|\((?:[A-Z]|Space|Enter|Esc)\)|\[(?:[A-Z]|Space|Enter)\]")


@pytest.mark.parametrize("name", catalog.names())
def test_a_replay_shows_the_game_not_the_player_s_prompts(name, tmp_path, monkeypatch):
    """Watching is not playing: no prompt to click or press, no focus on a card, no
    preview of a move; the clock shows the time the game was played in; the pause key's
    words say what it does now; the controls are one size, none a sliver."""
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    recorder = Recorder(monkeypatch)
    line, _played = _line(name, 17, 8)
    line["elapsed"] = 38.0
    app = make_app()
    scene = app.scenes.push(name, replay=line)
    settle(app)
    step(app, 40, draw=False)  # a move or two at the demo's pace
    key(app, pygame.K_SPACE)
    settle(app)
    assert scene.replayer.paused and "Space: play" in scene.message
    for k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_UP):
        key(app, k)
        settle(app)
        buttons = {b.name for b in scene.buttons}
        assert scene.cursor.current in buttons | {None}, f"{name}: focus on {scene.cursor.current}"
    frame = recorder.draw(app, f"{name} replay paused")
    said = [t.text for t in frame.texts if t.text and t.text != frame.message]
    prompts = [t for t in said if PROMPT.search(t) and t != "Menu  [Esc]"]
    assert not prompts, f"{name}: a replay shows the player's prompts: {prompts}"
    assert any(t.startswith("0:38") for t in said), f"{name}: the clock is not the game's"
    controls = [b for b in frame.buttons if b.label in dict(CONTROLS).values() or b.label == "Play"]
    assert len(controls) == 5
    sizes = {scene.buttons[[b.name for b in scene.buttons].index(n)].shown_label()[1]
             for n, _label in CONTROLS}  # fmt: skip
    assert len(sizes) == 1, f"{name}: the replay's labels come in sizes {sizes}"
    assert all(b.rect.w >= 0.9 * b.rect.h for b in controls), [b.rect for b in controls]
    key(app, pygame.K_END)
    settle(app)
    assert "Space: watch from the start" in scene.message


def test_copy_code_from_a_replay_s_pause_menu_says_the_code(tmp_path, monkeypatch):
    """The replay's message line is its own: the pause menu's Copy code still speaks there."""
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    line, _played = _line("maze", 3, 6)
    app = make_app()
    scene = app.scenes.push("maze", replay=line)
    settle(app)
    scene.show_pause()
    settle(app)
    app.scenes.top.close("copy_code")
    settle(app)
    assert app.scenes.top is scene
    assert scene.message.startswith(("Code copied: PA", "No clipboard here")), scene.message


@pytest.mark.parametrize("name", catalog.names())
def test_the_replay_s_line_stays_on_show_while_it_plays(name, tmp_path, monkeypatch):
    """No game's animation clears the replay's message line (SLOTKER's deal cleared it)."""
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    line, played = _line(name, 17, 10)
    app = make_app()
    scene = app.scenes.push(name, replay=line)
    gone = 0
    for _ in range(60):
        step(app, 10, draw=False)
        gone += not (scene.message.startswith("Replay:") and scene.message_time > 0)
    assert scene.replayer.index >= min(3, len(played.history))
    assert gone == 0, f"{name}: the replay's line was off the screen in {gone} of 60 looks"
