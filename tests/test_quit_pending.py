"""Nothing pending is lost at quit (issue 46, finding 5).

While the disk is full the game plays on from memory: results, saves and settings wait
(game.store.ledger). Quitting used to drop them with one line on stderr ("5 changes
could not be written"); a setting changed meanwhile was never written, though "saving
works again: everything is written" was shown. Now quitting asks first, on every way
out (the window's close button, Ctrl+Q, the menu's Quit and Esc there), saying how many
changes and which deals they are: Retry writes them and quits, Quit anyway quits; and a
setting waits with the rest, is written with them and counted.

The real app, headless, on a real full disk (a tiny tmpfs, as tests/test_store_faults.py
mounts one, where the machine allows it); the ways out on a writer that fails
(injected, always).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.store.paths import data_dir
from tests import driver, stored
from tests.store_help import fill, good_result, tmpfs
from tests.test_store_faults import Fault


@pytest.fixture
def disk(tmp_path, monkeypatch) -> Iterator[Path]:
    """A 2 MB tmpfs holding the data folder (the test's own), as the other full-disk
    tests mount one (root, mount allowed)."""
    where = tmp_path / "disk"
    with tmpfs(where, "2m") as why:
        assert why is None, f"this test needs a small tmpfs (root, mount allowed): {why}"
        monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(where / "data"))
        monkeypatch.setattr("pygame.quit", lambda: None)  # the app's close leaves pygame up
        try:
            yield where
        finally:
            driver.let_go()  # the app's files on the mount closed before it goes


def table(app, game: str, seed: int):
    """``game``'s deal ``seed`` on the table, animations off, one move played."""
    scene = app.scenes.clear_to(game, fade=False, seed=seed)
    driver.settle(app)
    scene.try_move(scene.game.legal_moves()[0])
    driver.settle(app)
    return scene


def until_a_write_fails(app, scene) -> None:
    """Moves played until the full disk fails one (the WAL had some room left)."""
    for _ in range(60):
        if app.ledger.unsaved:
            return
        scene.try_move(scene.game.legal_moves()[0])
        driver.settle(app)
    raise AssertionError("the full disk never failed a write")


def asked(app):
    """The question about what could not be written, up and drawn."""
    assert app.running, "the game quit without asking"
    top = app.scenes.top
    assert type(top) is app.scenes.resolve("quit_pending"), top
    driver.show(app)
    return top


def closed(app) -> None:
    """The loop has ended: the app closes as ``run`` closes it, and lets the folder go."""
    assert not app.running
    app.close()
    driver._OPEN.remove(app)


def test_quitting_on_a_full_disk_asks_with_the_deals_and_retry_writes_them(disk, capsys):
    app = driver.make_app()
    app.settings.override("anim_speed", 0.0)
    maze = table(app, "maze", 5)
    filler = fill(disk)
    until_a_write_fails(app, maze)
    driver.key(app, pygame.K_g)  # give up, and Yes
    driver.key(app, pygame.K_y)
    driver.settle(app)
    assert stored.outcomes("maze") == []  # only in memory
    monte = table(app, "monte_carlo", 12)  # a deal left for a new one: abandoned
    driver.key(app, pygame.K_n)
    driver.key(app, pygame.K_y)
    driver.settle(app)
    assert stored.outcomes("monte_carlo") == []
    pending = app.ledger.unsaved
    assert pending >= 2
    capsys.readouterr()
    driver.post(pygame.QUIT)  # the window's close button
    driver.step(app)
    question = asked(app).question
    assert f"{pending} changes could not be written" in question, question
    assert "Maze, deal #5: gave up" in question, question
    assert "Monte Carlo, deal #12: abandoned" in question, question
    driver.key(app, pygame.K_RETURN)  # Retry, still full
    question = asked(app).question
    assert "Writing failed again" in question and f"{app.ledger.unsaved} changes" in question
    filler.unlink()  # room again
    driver.key(app, pygame.K_RETURN)  # Retry: written, and the game quits
    assert app.ledger.unsaved == 0
    assert stored.outcomes("maze") == ["gave_up"]
    assert stored.outcomes("monte_carlo") == ["abandoned"]
    assert monte.session.seed != 12  # the new deal (not started: nothing kept of it)
    closed(app)
    assert "could not be written" not in capsys.readouterr().err
    again = driver.make_app()  # the next launch finds them, and offers neither again
    assert [r["outcome"] for r in again.stats.record("maze", False)["results"]] == ["gave_up"]
    assert [r["outcome"] for r in again.stats.record("monte_carlo", False)["results"]] == [
        "abandoned"
    ]
    assert again.saves.load("maze") is None


def settings_on_disk() -> dict:
    path = data_dir() / "settings.json"
    return json.loads(path.read_bytes()) if path.exists() else {}


def test_a_setting_changed_on_a_full_disk_is_written_with_the_rest_and_counted(disk):
    app = driver.make_app()
    app.settings.override("anim_speed", 0.0)
    maze = table(app, "maze", 5)
    filler = fill(disk)
    until_a_write_fails(app, maze)
    deals = app.ledger.unsaved
    driver.key(app, pygame.K_m)  # sound off: kept in force, not written
    assert app.settings.sound is False and settings_on_disk().get("sound", True) is True
    counted = app.ledger.unsaved
    filler.unlink()
    maze.try_move(maze.game.legal_moves()[0])  # the next change writes everything
    driver.settle(app)
    assert "saving works again: everything is written" in (app.scenes.notice.text or "")
    assert settings_on_disk()["sound"] is False  # once never written
    assert app.ledger.unsaved == 0 and counted == deals + 1  # counted with the rest
    assert stored.save("maze")["moves"] == maze.session.to_dict()["moves"]


def test_a_setting_alone_waiting_at_quit_is_asked_about_and_written_by_retry(disk):
    app = driver.make_app()
    app.scenes.push("menu")
    driver.settle(app)
    filler = fill(disk)
    driver.key(app, pygame.K_m)  # sound off at the menu, on a full disk
    assert app.ledger.unsaved == 1 and settings_on_disk().get("sound", True) is True
    driver.key(app, pygame.K_ESCAPE)  # Esc at the menu: quit
    question = asked(app).question
    assert "1 change could not be written" in question and "your settings" in question
    filler.unlink()
    driver.key(app, pygame.K_RETURN)  # Retry
    assert settings_on_disk()["sound"] is False
    closed(app)
    assert driver.make_app().settings.sound is False  # the next launch: sound stays off


# --- every way out asks (a writer that fails, injected) -----------------------------------
def menu_item(app, key: str) -> None:
    """Click the menu's item ``key``, where it is drawn."""
    menu = app.scenes.top
    driver.show(app)
    (item,) = [item for row in menu.rows for item in row if item.key == key]
    driver.click(app, item.rect.center)


WAYS = {
    "window close": lambda app: (driver.post(pygame.QUIT), driver.step(app)),
    "ctrl+q at a table": lambda app: driver.key(app, pygame.K_q, pygame.KMOD_CTRL),
    "the menu's Quit": lambda app: menu_item(app, "quit"),
    "esc at the menu": lambda app: driver.key(app, pygame.K_ESCAPE),
}


@pytest.mark.parametrize("way", list(WAYS))
def test_every_way_out_asks_esc_goes_back_and_quit_anyway_quits(way, monkeypatch, capsys):
    monkeypatch.setattr("pygame.quit", lambda: None)
    app = driver.make_app()
    app.settings.override("anim_speed", 0.0)
    fault = Fault(app.data, "database or disk is full", monkeypatch)
    if way.endswith("table") or way == "window close":
        scene = table(app, "maze", 5)
        fault.start()
        scene.try_move(scene.game.legal_moves()[0])
        driver.settle(app)
        below = scene
    else:
        below = app.scenes.clear_to("menu", fade=False)
        driver.settle(app)
        fault.start()
        app.stats.add("maze", False, good_result(1))
    n = app.ledger.unsaved
    assert n >= 1
    WAYS[way](app)
    question = asked(app).question
    assert f"{n} change" in question and "could not be written" in question, question
    driver.key(app, pygame.K_ESCAPE)  # back where the player was, nothing lost
    assert app.running and app.scenes.top is below and app.ledger.unsaved == n
    WAYS[way](app)
    top = asked(app)
    capsys.readouterr()
    driver.click(app, top.buttons[1].rect.center)  # Quit anyway
    closed(app)
    assert f"{app.ledger.unsaved} change" in capsys.readouterr().err  # and said so


def test_quitting_with_nothing_pending_asks_nothing(monkeypatch):
    monkeypatch.setattr("pygame.quit", lambda: None)
    app = driver.make_app()
    app.settings.override("anim_speed", 0.0)
    table(app, "maze", 5)
    driver.post(pygame.QUIT)
    driver.step(app)
    assert type(app.scenes.top).__name__ == "MazeScene"
    closed(app)
    assert stored.save("maze") is not None


def test_the_window_closed_during_a_fade_is_asked_once_the_next_scene_is_up(monkeypatch):
    monkeypatch.setattr("pygame.quit", lambda: None)
    app = driver.make_app()
    app.settings.override("anim_speed", 0.0)
    scene = table(app, "maze", 5)
    Fault(app.data, "database or disk is full", monkeypatch).start()
    scene.try_move(scene.game.legal_moves()[0])
    app.scenes.clear_to("menu")  # fades: the table goes, the menu comes
    assert app.scenes.fading
    driver.post(pygame.QUIT)
    driver.step(app)
    driver.settle(app)
    asked(app)  # over the menu, not lost when the fade put the menu in place
    assert type(app.scenes.stack[-2]).__name__ == "MenuScene"
