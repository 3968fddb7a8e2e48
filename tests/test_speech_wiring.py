"""Play by ear, the shared side: what the app says aloud with speech on, heard through the
recording voice as the Speaker is asked to say it (tests/listening.py: ``Listener``).

A move says its ``move_words`` (a game's hook, stood in for on a real Monte Carlo
table), a refusal and the result are said kept, the table's messages, the tutorial's
words and the replay's line are said; every screen says its title as it comes up and
each row as the focus moves onto it (a confirmation its question and its focused
answer); the four reading keys (where am I, the table, the status, again) say what
they should, can be rebound and are on the Controls page; with speech off none of
the words is asked for; a row is said in Russian. The listening harness is tried
with a policy that gives up."""

from __future__ import annotations

import pygame
import pytest

from game.engine.input import KEYS
from game.engine.scene import Scene
from game.engine.spoken import OVER, changed, sentences
from game.games.monte_carlo.scene import MonteCarloScene
from game.scenes.controls import ControlsScene, title
from game.scenes.menu import MenuScene
from game.scenes.overlay import ButtonRowOverlay, ListOverlay
from game.table.scene import TableScene
from tests.driver import key, pad, settle, step
from tests.listening import Listener, Listening, play_by_ear, press, speaking_app

GAME = "monte_carlo"
DEAL = 7


@pytest.fixture
def table():
    """Deal 7 of Monte Carlo heard from the moment its table came up (over the menu)."""
    run = Listening(GAME, DEAL)
    yield run
    run.close()


def spaced(words: str) -> str:
    """Words as said: spaces folded."""
    return " ".join(words.split())


def heard_since(run: Listening, n: int) -> list[str]:
    return run.heard[n:]


def a_legal_move(scene: TableScene) -> tuple:
    return tuple(scene.game.legal_moves()[0])


def click_plays(scene: TableScene, move: tuple) -> None:
    """Enter on the focus plays ``move`` (the game's click, stood in for)."""
    scene.click = lambda name: scene.try_move(move)  # type: ignore[method-assign]


# --- the words' glue -------------------------------------------------------------------
def test_parts_become_sentences_and_only_changed_parts_are_said_again():
    assert sentences(["Paused", "", "Monte Carlo, deal #7 (normal)", "Resume"]) == (
        "Paused. Monte Carlo, deal #7 (normal). Resume"
    )
    assert sentences(["You won!", "Time 2:05"]) == "You won! Time 2:05"
    assert sentences(["Continue deal #4 · X discards"]) == "Continue deal #4, X discards"
    assert changed(["Settings", "Sound: on"], ["Settings", "Sound: off"]) == ["Sound: off"]
    assert changed(["a"], ["a", "b"]) == ["b"]


# --- the table -------------------------------------------------------------------------
def test_the_table_says_its_game_deal_and_focus_as_it_comes_up(table):
    scene = table.app.scenes.top
    first = table.heard[0]
    assert first.startswith("Monte Carlo, deal #7 (normal).")
    if scene.cursor.current is not None:
        assert scene.focus_words(scene.cursor.current) in first


def test_a_move_says_its_move_words_in_one_utterance(table, monkeypatch):
    scene = table.app.scenes.top
    asked = []

    def words(events):
        asked.append(events)
        return ["The Ace of Clubs and the Ace of Spades are paired", "Two cards left the grid"]

    monkeypatch.setattr(scene, "move_words", words)
    move = a_legal_move(scene)
    click_plays(scene, move)
    n = len(table.heard)
    table.press("enter")
    said = heard_since(table, n)
    assert asked and asked[0], "move_words was asked with the move's events"
    assert said[0].startswith(
        "The Ace of Clubs and the Ace of Spades are paired. Two cards left the grid"
    )
    assert not table.listener.heard[n].keep  # ordinary: the next words may cut it off


def test_the_demo_s_moves_are_said_too(table, monkeypatch):
    scene = table.app.scenes.top
    monkeypatch.setattr(scene, "move_words", lambda events: ["The demo moved"])
    table.press("b")  # the demo plays on
    for _frame in range(600):
        if any("The demo moved" in h for h in table.heard):
            break
        step(table.app, draw=False)
    assert any(h.startswith("The demo moved") for h in table.heard)


def test_a_refusal_is_said_kept(table, monkeypatch):
    scene = table.app.scenes.top
    monkeypatch.setattr(scene, "click", lambda name: scene.try_move(("no such move",)))
    n = len(table.heard)
    table.press("enter")
    kept = [h for h in table.listener.heard[n:] if h.keep]
    assert [h.text for h in kept] == ["That move cannot be read; it was not played"]


def test_a_hint_is_said_kept(table):
    n = len(table.heard)
    table.press("h")
    scene = table.app.scenes.top
    scene.hints.wait()
    step(table.app, 2, draw=False)
    kept = [h.text for h in table.listener.heard[n:] if h.keep]
    assert kept and kept[-1].startswith(("Hint: ", "This deal cannot be won", "No hint"))
    assert kept[-1] == scene.message or not scene.message


def test_the_table_s_own_messages_are_said(table):
    n = len(table.heard)
    table.press("r")  # a key Monte Carlo has no use for: nothing is said
    table.press("ctrl+y")  # Redo with nothing to redo: the table says so
    assert heard_since(table, n) == ["Nothing to redo"]


def test_the_result_is_said_kept_and_opens_with_the_deal_being_over(table):
    table.press("g")  # nothing played yet: given up at once
    result = table.listener.result()
    assert result.startswith("The deal is over. You gave up.")
    assert "New deal" in result  # the focused button
    assert [h.keep for h in table.listener.heard if h.text == result] == [True]


def test_a_confirmation_says_its_question_and_its_focused_answer(table):
    scene = table.app.scenes.top
    click_plays(scene, a_legal_move(scene))
    table.press("enter")  # a move played: a new deal asks first
    n = len(table.heard)
    table.press("n")
    question = heard_since(table, n)
    assert question == ["Are you sure? Start a new deal? This deal counts as abandoned. Yes"], (
        question
    )
    table.press("right")
    assert table.heard[-1] == "No"
    table.press("escape")  # No: back at the table, which says so
    assert table.heard[-1].startswith("Monte Carlo, deal #7 (normal).")


def test_the_pause_menu_says_its_title_lines_and_each_row(table):
    n = len(table.heard)
    table.press("escape")
    assert heard_since(table, n) == ["Paused. Monte Carlo, deal #7 (normal). Resume"]
    table.press("down")
    table.press("down")
    assert table.heard[-2:] == ["Restart this deal", "New deal"]


def test_the_tutorial_s_words_are_said_as_they_change():
    run = Listening(GAME, None, {"tutorial": True})
    try:
        scene = run.app.scenes.top
        assert scene.tutor.text and scene.tutor.text in run.heard[0]
    finally:
        run.close()


def test_a_replay_says_each_step_and_where_it_stands(monkeypatch):
    monkeypatch.setattr(MonteCarloScene, "move_words", lambda self, events: ["A pair went"])
    run = Listening(GAME, DEAL)
    try:
        scene = run.app.scenes.top
        for _ in range(2):
            scene.try_move(a_legal_move(scene))
            settle(run.app)
        line = {**scene.session.to_dict(), "redo": [], "outcome": "playing"}
        run.app.scenes.push(GAME, replay=line)
        settle(run.app)
        replay = run.app.scenes.top
        replay.replayer.paused = True
        n = len(run.heard)
        run.press("right")  # one move on
        assert heard_since(run, n) == ["A pair went. Replay: move 1 of 2 (paused)."]
    finally:
        run.close()


# --- the screens ------------------------------------------------------------------------
def test_a_walk_down_the_menu_says_each_row():
    app = speaking_app()
    listener = Listener(app)
    menu = app.scenes.push("menu")
    assert listener.texts()[0].startswith("Patience Arcade. Menu.")
    said = []
    for _ in range(len(menu.rows)):
        key(app, pygame.K_DOWN)
        focused = menu.focused
        words = listener.texts()[-1]
        label = menu.hard_labels()[0] if focused.key == "hard" else focused.label
        assert words.startswith(label), (label, words)
        said.append(words)
    assert len(said) == len(menu.rows) and len(set(said)) == len(said)
    key(app, pygame.K_RIGHT)  # along the tools' row
    assert listener.texts()[-1].startswith(menu.focused.label)
    app.speaker.close()


def test_settings_rows_say_their_label_and_value_as_it_changes():
    app = speaking_app()
    app.scenes.push("menu")
    listener = Listener(app)
    settings = app.scenes.push("settings")
    assert listener.texts()[-1].startswith("Settings. Winnable deals only")
    names = [c[0] for c in settings.choices]
    while names[settings.focus] != "sound":
        key(app, pygame.K_DOWN)
    assert listener.texts()[-1] == spaced(settings.label(settings.focus))
    key(app, pygame.K_RETURN)  # the sound goes off: the row says its new value
    assert listener.texts()[-1] == spaced(settings.label(settings.focus))
    assert "off" in listener.texts()[-1]
    app.speaker.close()


def test_the_other_screens_say_their_titles():
    app = speaking_app()
    app.scenes.push("menu")
    listener = Listener(app)
    app.scenes.push("stats")
    assert listener.texts()[-1] == "Statistics. Overview. Normal mode"
    key(app, pygame.K_TAB)
    assert listener.texts()[-1].startswith("High scores")
    app.scenes.push("help", game="arcade")
    assert listener.texts()[-1].startswith("Patience Arcade: the 5 games.")
    app.scenes.pop()
    app.scenes.push("controls")
    assert listener.texts()[-1].startswith("Controls. Choose a row")
    key(app, pygame.K_DOWN)
    assert listener.texts()[-1].startswith("Everywhere: Move right; keys Right, D")
    app.scenes.pop()
    app.scenes.push("open_code")
    assert listener.texts()[-1].startswith("Open a deal code.")
    app.speaker.close()


# --- the reading keys -------------------------------------------------------------------
def test_where_am_i_says_the_screen_and_the_focus(table):
    scene = table.app.scenes.top
    table.press("right")
    n = len(table.heard)
    table.press("f2")
    said = heard_since(table, n)
    assert said[0].startswith("Monte Carlo, deal #7 (normal).")
    assert said[0].endswith(scene.focus_words(scene.cursor.current))
    table.press("escape")  # over the pause menu: the pause menu's words
    table.press("f2")
    assert table.heard[-1] == "Paused. Monte Carlo, deal #7 (normal). Resume"


def test_the_table_and_the_status_are_read_and_said_again(table, monkeypatch):
    scene = table.app.scenes.top
    monkeypatch.setattr(scene, "table_words", lambda: ["Row 1: two cards", "Stock: 27 cards"])
    monkeypatch.setattr(scene, "status_words", lambda: "Playing: 0 pairs made.")
    table.press("f3")
    assert table.heard[-1] == "Row 1: two cards. Stock: 27 cards"
    table.press("f4")
    assert table.heard[-1] == "Playing: 0 pairs made."
    table.press("f5")
    assert table.heard[-2:] == ["Playing: 0 pairs made.", "Playing: 0 pairs made."]
    table.press("escape")  # the pause covers the table: its table is still read
    table.press("f3")
    assert table.heard[-1] == "Row 1: two cards. Stock: 27 cards"


def test_the_status_says_the_game_the_deal_the_moves_and_the_time_by_default(table):
    scene = table.app.scenes.top
    scene.session.elapsed = 125.4
    assert TableScene.status_words(scene) == (
        "Monte Carlo, deal #7: 0 moves, time 2 minutes 5 seconds."
    )


def test_the_reading_keys_are_rebound_listed_and_on_a_pad(table):
    scene = table.app.scenes.top
    monkeypatch_words = ["Row 1: two cards"]
    scene.table_words = lambda: monkeypatch_words  # type: ignore[method-assign]
    KEYS.rebind("read_table", ["f6"])
    n = len(table.heard)
    table.press("f3")  # no longer the table's
    assert heard_since(table, n) == []
    table.press("f6")
    assert table.heard[-1] == "Row 1: two cards"
    pad(table.app, "rs")
    assert table.heard[-1] == "Row 1: two cards"
    pad(table.app, "ls")
    assert table.heard[-1].startswith("Monte Carlo, deal #7 (normal).")
    rows = ControlsScene(table.app).actions
    for action in ("where_am_i", "read_table", "read_status", "repeat_speech"):
        assert action in rows and title(action) != action


# --- speech off: nothing asked ----------------------------------------------------------
def test_with_speech_off_no_words_are_asked_for(monkeypatch):
    from tests.driver import make_app

    calls: list[str] = []

    def counting(name, result):
        def hook(*args, **kw):
            calls.append(name)
            return result

        return hook

    for cls in (Scene, ListOverlay, ButtonRowOverlay, MenuScene, TableScene):
        monkeypatch.setattr(cls, "spoken_screen", counting(f"{cls.__name__}.screen", ""))
        monkeypatch.setattr(cls, "spoken_focus", counting(f"{cls.__name__}.focus", []))
    for hook in ("move_words", "table_words"):
        monkeypatch.setattr(MonteCarloScene, hook, counting(hook, []))
    monkeypatch.setattr(MonteCarloScene, "status_words", counting("status_words", ""))
    monkeypatch.setattr(MonteCarloScene, "focus_words", counting("focus_words", ""))
    app = make_app()
    app.settings.set("speech", "off")
    app.settings.override("anim_speed", 0.0)
    menu = app.scenes.push("menu")
    for _ in range(3):
        key(app, pygame.K_DOWN)
    scene = app.scenes.push(GAME, seed=DEAL)
    settle(app)
    click_plays(scene, a_legal_move(scene))
    for name in ("right", "enter", "f2", "f3", "f4", "f5", "h", "escape", "down", "escape"):
        press(app, name)
        settle(app)
    scene.refuse("not allowed")
    press(app, "g")  # a move was played: asked first
    press(app, "y")
    settle(app)
    assert type(app.scenes.top).__name__ == "ResultScene"
    assert calls == [] and app.speaker is None
    assert scene.speech.waiting == [] and scene.replayer.spoken == ""
    assert menu is app.scenes.stack[0]


# --- Russian ---------------------------------------------------------------------------
def test_a_row_is_said_in_russian(ru):
    app = speaking_app()
    app.scenes.push("menu")
    listener = Listener(app)
    settings = app.scenes.push("settings")
    key(app, pygame.K_DOWN)
    said = listener.texts()
    assert said[0].startswith("Настройки.")
    assert said[-1] == spaced(settings.label(settings.focus))
    assert any("а" <= ch <= "я" for ch in said[-1].lower())
    app.speaker.close()


# --- the listening harness --------------------------------------------------------------
def give_up(heard: list[str]) -> str | None:
    """The smallest policy: give the deal up, and say Yes if asked."""
    if heard and "Give up this deal?" in heard[-1]:
        return "y"
    return "g"


def test_the_listening_harness_plays_a_policy_to_the_spoken_result():
    result, keys = play_by_ear(GAME, DEAL, give_up)
    assert result.startswith(OVER) and "You gave up" in result
    assert keys == ["g"]


def test_a_policy_that_stops_ends_the_run_without_a_result():
    result, keys = play_by_ear(GAME, DEAL, lambda heard: "right" if len(heard) < 3 else None)
    assert result == "" and keys == ["right", "right"]
