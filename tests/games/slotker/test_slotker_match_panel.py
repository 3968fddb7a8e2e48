"""A match's side panel and the line over the set tray say what the player has seen.

A play test found the panel paying out the round (Player 1 on 110 chips, "1 win",
"POT 0") while Computer 3's last run was still on the machine: the rules settle the
round on the last move, the table shows that run for a while after. And the line over
the tray said whose best set was missing ("BEST SET: Player 1 has none yet this run")
where the player wants the set to beat and whose it is."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.games.slotker.match_scene import MatchScene, RoundResultScene, fallback_move
from tests.driver import open_scene

SEATS = [("Player 1", False), ("Computer 2", True), ("Computer 3", True)]
LEMONS = ["QD", "9C", "5C"]  # three Lemons, Queen high
KINGS = ["KS", "KH", "KD"]


def drawn_words(monkeypatch, draw) -> list[str]:
    """The words ``draw()`` puts on the screen, in order."""
    said: list[str] = []
    real = ui.blit_text

    def record(surface, text, *a, **kw):
        said.append(text)
        return real(surface, text, *a, **kw)

    monkeypatch.setattr(ui, "blit_text", record)
    try:
        draw()
    finally:
        monkeypatch.setattr(ui, "blit_text", real)
    return said


def panel_words(monkeypatch, scene) -> list[str]:
    return drawn_words(monkeypatch, scene.hud.paint_panel)


def tray_words(monkeypatch, scene) -> str:
    """The line over the set tray, as drawn in a whole frame of the machine."""
    surface = pygame.Surface(scene.app.size)
    said = drawn_words(monkeypatch, lambda: scene.hud.draw_hud(surface))
    wordings, _held = scene.hud.high_words()
    shown = [w for w in said if w in wordings]
    assert len(shown) == 1, said
    return shown[0]


def up_to_the_last_move(scene) -> tuple:
    """Every move of the round but its last, each shown to its end; the last move."""
    m = scene.match
    for _ in range(2000):
        move = fallback_move(m.run)
        probe = m.clone()
        probe.play(move)
        if probe.status != "playing":
            return move
        scene.play_move(move)
        scene.timeline.finish()
    raise AssertionError("the round never ended")


def test_the_panel_shows_the_round_unsettled_while_the_last_run_is_on_show(monkeypatch):
    app, scene = open_scene(MatchScene, seats=SEATS, ante=5, seed=9)
    m = scene.match
    last = up_to_the_last_move(scene)
    assert m.current_seat == 2 and m.chips() == [95, 95, 95] and m.pot == 15
    scene.play_move(last)  # Computer 3's last move: the rules pay the round out at once
    assert m.status == "round_over" and m.pot == 0 and sum(m.chips()) == 300
    assert scene.timeline.busy and scene.shown_seat == 2  # ... its run still on the machine
    words = panel_words(monkeypatch, scene)
    assert words[0] == "ROUND 1   POT 15"
    assert words.count("95 chips") == 3
    assert not any("win" in w for w in words), words
    assert any(w.startswith("playing") for w in words), words  # Computer 3, still playing
    # the run shown to its end: the results table, and the panel pays out
    scene.timeline.finish()
    assert isinstance(app.scenes.top, RoundResultScene)
    words = panel_words(monkeypatch, scene)
    assert words[0] == "ROUND 1   POT 0"
    for info in m.seats:
        assert f"{info['chips']} chips" in words
    assert words.count("1 win") == sum(1 for s in m.seats if s["wins"]) >= 1


def test_the_line_over_the_tray_names_the_set_to_beat_and_whose_it_is(monkeypatch):
    app, scene = open_scene(MatchScene, True, seats=SEATS, ante=0, seed=9)
    m = scene.match
    assert m.order == [0, 1, 2] and scene.shown_seat == 0
    assert tray_words(monkeypatch, scene) == "No set made yet this round"
    # Player 1's own first set is the one to beat (its poker detail left out: the line's
    # whole wording has no room over the trays at its size, ui.fit's rule)
    scene.shown_high = list(LEMONS)
    assert tray_words(monkeypatch, scene) == "Set to beat: Player 1's three Lemons"
    # Player 1 is done with it; Computer 2 plays, no set yet
    m.best[0], m.turn = list(LEMONS), 1
    scene.shown_seat, scene.shown_high = 1, None
    assert tray_words(monkeypatch, scene) == "Set to beat: Player 1's three Lemons"
    # Computer 2 makes three Kings: now those are to beat
    scene.shown_high = list(KINGS)
    assert tray_words(monkeypatch, scene) == "Set to beat: Computer 2's three Kings"
    # Computer 3 plays: Computer 2's Kings still stand over Player 1's Lemons
    m.best[1], m.turn = list(KINGS), 2
    scene.shown_seat, scene.shown_high = 2, list(LEMONS[:2]) + ["8H"]
    assert tray_words(monkeypatch, scene) == "Set to beat: Computer 2's three Kings"
