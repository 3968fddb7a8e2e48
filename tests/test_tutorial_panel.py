"""A tutorial speaks in a panel of its own, readable at 800×600, says when it plays moves
itself, words a removal by where the card lies, and marks a carried card apart from the
place it goes."""

import pygame
import pytest

from game.engine import ui
from game.engine.hud import free_band
from game.engine.theme import HINT, resolve
from game.rules import GAMES
from game.table.tutorial import played_for_you
from game.tutorials import COMBO, games, tutorial_for
from tests.driver import DT, make_app, settle, show


def start(game, size=(1280, 720)):
    app = make_app(size)
    app.settings.set("anim_speed", 0.0)
    app.scenes.push(game, tutorial=True)
    scene = app.scenes.top
    settle(app)
    return app, scene


def walk_to(app, scene, index):
    """Play the tutorial's steps (the player's through the table) until ``index`` moves."""
    for _ in range(5000):
        if len(scene.history) >= index:
            return
        step = scene.tutor.step()
        if step is not None and step.by == "player" and not scene.timeline.busy:
            scene.try_move(step.move)
        app.step(DT, draw=False)
    raise AssertionError(f"stuck at {len(scene.history)}")


@pytest.mark.parametrize("game", games())
def test_the_tutorial_speaks_in_its_own_panel_at_a_readable_size_at_800x600(game):
    app, scene = start(game, (800, 600))
    show(app)
    tutor = scene.tutor
    assert tutor.tutorial.intro in tutor.text
    assert tutor.text not in scene.message  # not the one-line message bar
    anchor = scene.slot_rect("message")
    width = max(anchor.w, min(800 - 20, scene.vp.length(1100)))
    box, size, inner = tutor.panel.layout(anchor, width, scene.vp.scale, "", tutor.text)
    assert ui.font(size).get_linesize() >= 14
    assert pygame.Rect(0, 0, 800, 600).contains(box)
    # two or three lines of every step's words fit the panel at that size
    for step in tutorial_for(game).steps:
        words = f"{step.why} {step.do}".strip()
        block = ui.text_block(words, size, inner, align="center")
        assert block.get_height() <= 3 * ui.font(size).get_linesize(), words
    assert tutor.box.collidelist(tutor.taken()) < 0  # it covers no card place or button
    # a refusal is news: it joins the panel above the words, the words stay
    scene.try_move(("pass",) if game != "combo" else ("remove", 99))
    show(app)
    assert tutor.text and scene.message


@pytest.mark.parametrize("size", [(1280, 720), (1920, 600), (800, 1200), (1280, 800)])
@pytest.mark.parametrize("game", games())
def test_the_tutorial_panel_covers_no_place_or_button(game, size):
    app, scene = start(game, size)
    show(app)
    box, window = scene.tutor.box, pygame.Rect((0, 0), size)
    buttons = [b.rect for b in scene.buttons]
    assert buttons and box.collidelist(buttons) < 0  # every button stays clickable
    assert window.contains(box)
    if box.collidelist(scene.tutor.taken()) >= 0:  # a card place only where none is clear
        narrow = pygame.Rect(0, 0, scene.slot_rect("message").w, box.h)
        assert free_band(narrow, window, scene.tutor.taken()) is None


def test_combo_says_when_it_plays_moves_itself_and_how_far_they_go():
    app, scene = start("combo")
    tut = scene.tutor.tutorial
    run = next(i for i, s in enumerate(tut.steps) if s.by == "tutorial" and i > 6)
    count, first, last = tut.played_for_you(run)
    assert count > 1 and first != last  # Combo's long run: deal 3 to deal 6
    walk_to(app, scene, run)
    assert played_for_you(count, first, last) in scene.tutor.text
    assert f"from {first} to {last}" in scene.tutor.text
    assert GAMES["combo"].new(seed=tut.seed).deals == 1


def test_maze_says_when_it_plays_moves_itself():
    app, scene = start("maze")
    tut = scene.tutor.tutorial
    run = next(i for i, s in enumerate(tut.steps) if s.by == "tutorial")
    walk_to(app, scene, run)
    count = tut.played_for_you(run)[0]
    assert f"the tutorial plays the next {count} moves itself" in scene.tutor.text


def test_the_played_for_you_words_follow_the_count_and_the_span():
    assert played_for_you(1, "", "") == "Watch: the tutorial plays the next 1 move itself."
    assert "from deal 3 to deal 6" in played_for_you(10, "deal 3", "deal 6")
    assert played_for_you(2, "deal 2", "deal 2").endswith("itself (in deal 2).")


def combo_before(line):
    game = GAMES["combo"].new(seed=0)
    game.line = list(line)  # only the line is read: where the removed card lies
    return game


def test_combo_words_a_removal_by_where_the_card_lies():
    middle = combo_before(["3H", "9C", "8S"])
    end = combo_before(["3H", "9C", "8S"])
    alone = combo_before(["3H"])
    assert COMBO.place(middle, ("remove", 1)) == ""
    assert COMBO.place(end, ("remove", 2)) == "end"
    assert COMBO.place(alone, ("remove", 0)) == "alone"
    assert "neighbours will meet" in COMBO.text["remove"][0]
    assert "neighbours will meet" not in COMBO.text["remove@end"][0]
    assert "no neighbours" in COMBO.text["remove@alone"][0]
    last = tutorial_for("combo").steps[-1]
    assert last.concept == "remove" and "neighbours will meet" not in last.do
    assert "no neighbours" in last.do  # the tutorial's own last card is alone on the line


def ring_row(surface, rect, y):
    """The hint-coloured pixels along row ``y`` of ``rect``'s width."""
    hint = resolve(HINT)[:3]
    return [surface.get_at((x, y))[:3] == hint for x in range(rect.left + 8, rect.right - 8)]


def test_a_relocation_hint_marks_the_card_and_its_place_apart():
    app, scene = start("combo")
    step = scene.tutor.step()
    walk_to(app, scene, next(i for i, s in enumerate(scene.tutor.tutorial.steps)
                             if s.concept == "relocate"))  # fmt: skip
    move = scene.tutor.step().move
    assert move[0] == "relocate" and scene.hints.move == move
    show(app)
    src, dst = (scene.controls.target_rect(f"card_{i}").inflate(16, 16) for i in move[1:])
    card_row = ring_row(app.screen, src, src.top + 1)
    place_row = ring_row(app.screen, dst, dst.top + 1)
    assert all(card_row)  # the card: a solid ring
    assert any(place_row) and not all(place_row)  # its place: a dashed one
    assert step is not None


def test_no_hint_outline_while_a_card_is_carried():
    app, scene = start("combo")
    walk_to(app, scene, next(i for i, s in enumerate(scene.tutor.tutorial.steps)
                             if s.concept == "relocate"))  # fmt: skip
    move = scene.tutor.step().move
    assert scene.hint_targets(move)
    scene.relocation.carry = (move[1], move[1])
    assert scene.hint_targets(move) == []
    scene.relocation.carry = None
