"""Deal codes on screen: Open code in the menu (typed or pasted; a bad one says why and keeps
the text), a code without moves starting its deal (asking first over a saved deal), a
code with moves offering watch or beat; Copy deal code in the pause menu; Watch in
Statistics; and ``--code`` on the command line (in this process in the quick suite,
launched in the slow one)."""

from __future__ import annotations

import random
import threading

import pygame
import pytest

from game.engine import clipboard
from game.session import MemoryLedger, Session
from game.session.codes import DealCode, decode, encode, from_line
from tests.driver import click, key, make_app, settle, show, step
from tests.launch import HOW, QUICK, run_main
from tests.sampling import sampled


def _type(app, text: str) -> None:
    for ch in text:
        key(app, pygame.key.key_code(ch.lower()) if ch.isalnum() else pygame.K_MINUS, unicode=ch)


def _open_field(app):
    """The menu, then O: the *Open code* field on top (returned)."""
    app.scenes.push("menu")
    settle(app)
    key(app, pygame.K_o, unicode="o")
    return app.scenes.top


def _enter(app) -> None:
    key(app, pygame.K_RETURN)


def _read(app) -> None:
    """Enter in *Open code*, then the frame that takes the answer of its reading (done on
    a worker thread: waited for here, as a player waits a moment)."""
    field = app.scenes.top
    _enter(app)
    if field.reading is not None:  # not read yet in the frame of the key
        assert field.reading.wait(30)
        step(app)
    assert field.reading is None


def test_a_bad_code_says_why_and_keeps_what_was_typed(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    app.scenes.push("menu")
    key(app, pygame.K_o, unicode="o")
    field = app.scenes.top
    _type(app, "PA1-HELLO")
    _read(app)
    assert app.scenes.top is field and field.text == "PA1-HELLO"
    assert field.lines[0].startswith("This code is damaged")
    key(app, pygame.K_BACKSPACE)
    assert field.text == "PA1-HELL"


def test_a_pasted_code_without_moves_starts_its_deal_in_its_mode(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    text = encode(DealCode("maze", hard=True, seed=4711))
    key(app, pygame.K_o, unicode="o")
    assert clipboard.put(text)  # the dummy window has SDL's own clipboard
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert app.scenes.top.text == text
    _read(app)
    settle(app)
    table = app.scenes.top
    assert table.GAME == "maze" and table.session.seed == 4711 and table.session.hard


def test_open_code_reads_on_a_worker_thread_while_the_frames_go_on(tmp_path, monkeypatch):
    # a code read slowly (held here until released): the frames run on meanwhile, the
    # field says it is reading, and the deal opens when the reading ends
    from game.scenes import code_field

    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    release, readers = threading.Event(), []

    def held(text: str) -> DealCode:
        readers.append(threading.current_thread())
        assert release.wait(30)
        return decode(text)

    monkeypatch.setattr(code_field, "decode", held)
    app = make_app()
    field = _open_field(app)
    field.text = encode(DealCode("maze", seed=77))
    _enter(app)
    step(app, 30)  # half a second of frames while the code is read
    assert app.scenes.top is field and field.lines == ["Reading the code…"]
    assert readers and readers[0] is not threading.main_thread()
    release.set()
    assert field.reading.wait(30)
    step(app)
    settle(app)
    assert app.scenes.top.GAME == "maze" and app.scenes.top.session.seed == 77


def test_a_bug_while_reading_a_code_is_logged_and_said_in_one_line(tmp_path, monkeypatch, caplog):
    from game.scenes import code_field

    def broken(text: str) -> DealCode:
        raise RuntimeError("a rule fell over")

    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    monkeypatch.setattr(code_field, "decode", broken)
    app = make_app()
    field = _open_field(app)
    field.text = encode(DealCode("maze", seed=77))
    _read(app)
    assert app.scenes.top is field
    assert field.lines == ["This code could not be read (RuntimeError: a rule fell over)"]
    assert "a rule fell over" in caplog.text and "Traceback" in caplog.text


def test_a_code_over_a_saved_deal_asks_first(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    mine = Session("maze", app.ledger, seed=1)
    mine.play(mine.game.legal_moves()[0])
    menu = app.scenes.push("menu")
    settle(app)
    menu.codes.open(encode(DealCode("maze", seed=22)))
    step(app)
    assert "abandoned" in app.scenes.top.question
    key(app, pygame.K_y, unicode="y")
    settle(app)
    assert app.scenes.top.session.seed == 22
    assert app.ledger.results[("maze", "normal")][-1]["outcome"] == "abandoned"


def test_a_code_with_moves_offers_watch_or_beat(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    s = Session("monte_carlo", MemoryLedger(), seed=8)
    rng = random.Random(3)
    while s.playing:
        s.play(rng.choice(s.game.legal_moves()))
    s.elapsed = 125.0
    text = encode(from_line(s.to_dict()))
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    menu.codes.open(text)
    step(app)
    ask = app.scenes.top
    assert [c[0] for c in ask.choices] == ["watch", "beat", "cancel"]
    how = "Won" if s.game.status == "won" else "Lost"
    assert ask.lines[1] == f"{how} in {s.moves} moves and 2:05"
    _enter(app)  # Watch it
    settle(app)
    watched = app.scenes.top
    assert watched.replayer.on and watched.replayer.replay.total == s.moves
    key(app, pygame.K_END)
    settle(app)
    assert watched.game.to_dict() == s.game.to_dict()
    assert app.ledger.results == {}  # watching records nothing
    app.scenes.clear_to("menu")
    settle(app)
    menu = app.scenes.top
    menu.codes.open(text)
    step(app)
    key(app, pygame.K_DOWN)
    _enter(app)  # Play this deal and try to beat it
    settle(app)
    table = app.scenes.top
    assert not table.replayer.on and table.session.seed == 8 and not table.session.history
    assert table.message.startswith(f"To beat: {how.lower()} in {s.moves} moves")


def test_copy_deal_code_in_the_pause_menu_hands_a_friend_the_same_deal(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path / "mine"))
    app = make_app()
    table = app.scenes.push("zoomer", seed=321, hard=True)
    settle(app)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    i = [c[0] for c in pause.choices].index("copy_code")
    click(app, pause.rects[i].center)
    step(app)
    copied = clipboard.get()
    assert copied and copied in table.message
    assert decode(copied) == DealCode("zoomer", hard=True, seed=321)


def test_watch_in_statistics_opens_a_replay_and_an_old_deal_says_it_has_none(tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    s = Session("maze", app.ledger, seed=5)
    for _ in range(4):
        s.play(s.game.legal_moves()[0])
    s.give_up()
    app.stats.add("maze", False, {"outcome": "won", "won": True, "moves": 3, "seed": 9})
    stats = app.scenes.push("stats", page=3, game="maze")
    show(app)
    assert len(stats.watcher.spots) == 2
    old, kept = stats.watcher.spots[0], stats.watcher.spots[1]  # newest first
    click(app, old[0].center)
    show(app)
    assert app.scenes.top is stats and "No replay exists" in stats.watcher.note
    click(app, kept[0].center)
    settle(app)
    watched = app.scenes.top
    assert watched.GAME == "maze" and watched.replayer.replay.moves == s.history


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_the_command_line_opens_a_code_or_refuses_it_in_one_line(
    how, tmp_path, capsys, monkeypatch
):
    env = {"PATIENCE_ARCADE_DATA": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    env |= {"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    bad = run_main(how, ["--code", "PA9-ABCDE-FGHJK"], capsys, monkeypatch, env)
    assert bad.returncode == 2
    assert "--code: this code is from a newer Patience Arcade (code version 9" in bad.stderr
    s = Session("maze", MemoryLedger(), seed=3)
    for _ in range(6):
        s.play(s.game.legal_moves()[-1])
    shot = tmp_path / "final.png"
    code = encode(from_line(s.to_dict()))
    args = ["--code", code, "--screenshot", str(shot), "--size", "800x600"]
    done = run_main(how, args, capsys, monkeypatch, env)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (800, 600)


def _given_up(name: str, seed: int, moves: int, ledger=None) -> Session:
    s = Session(name, ledger or MemoryLedger(), seed=seed)
    for _ in range(moves):
        s.play(s.game.legal_moves()[0])
    s.elapsed = 38.0
    s.give_up()
    return s


def test_a_given_up_game_opens_as_given_up_with_its_score(tmp_path, monkeypatch):
    # before: "Unfinished after 4 moves and 0:38" and "To beat: unfinished ..."
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    s = _given_up("combo", 31, 4)
    assert s.playing is False and s.game.status == "playing"
    score = f"{s.game.score:g}"
    text = encode(from_line({**s.to_dict(), "outcome": s.status}))
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    menu.codes.open(text)
    step(app)
    ask = app.scenes.top
    assert [c[0] for c in ask.choices] == ["watch", "beat", "cancel"]
    assert ask.lines[1] == f"Given up after 4 moves and 0:38, score {score}"
    key(app, pygame.K_DOWN)
    _enter(app)  # Play this deal and try to beat it
    settle(app)
    table = app.scenes.top
    assert table.message == f"To beat: given up after 4 moves and 0:38, score {score}"
    # a game with no score says none
    maze = encode(from_line({**_given_up("maze", 5, 1).to_dict(), "outcome": "gave_up"}))
    app.scenes.clear_to("menu")
    settle(app)
    app.scenes.top.codes.open(maze)
    step(app)
    assert app.scenes.top.lines[1] == "Given up after 1 move and 0:38"


def test_the_code_of_a_given_up_game_says_so_from_its_result_and_its_kept_replay(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path))
    app = make_app()
    table = app.scenes.push("combo", seed=31)
    settle(app)
    for _ in range(4):
        table.play_move(table.game.legal_moves()[0])
        settle(app)
    table.perform("give_up")
    settle(app)
    result = app.scenes.top
    assert "copy_code" in result.choices
    code = decode(result.code)
    assert code.gave_up and code.end == "gave_up" and code.score == table.game.score
    assert code.moves == tuple(table.session.history)
    # Watch in Statistics: the kept moves, known to be given up
    app.scenes.clear_to("menu")
    settle(app)
    stats = app.scenes.push("stats", page=3, game="combo")
    show(app)
    click(app, stats.watcher.spots[0][0].center)
    settle(app)
    watched = app.scenes.top
    assert watched.replayer.on and decode(watched.replayer.code()) == code
    key(app, pygame.K_END)
    settle(app)
    assert "(given up)" in watched.message
