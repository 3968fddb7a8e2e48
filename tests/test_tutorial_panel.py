"""A tutorial speaks in a panel of its own, readable at 800×600, says when it plays moves
itself, and names the keys its lesson names as the player has them bound. (A game's own
tutorial words are tested in its folder, tests/games/<name>/.)"""

import pygame
import pytest

from game.engine import ui
from game.engine.hud import free_band
from game.table.tutorial import key_words, played_for_you
from game.tutorials import games, lesson_for, tutorial_for
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
    _box, size, inner = tutor.panel.layout(anchor, width, scene.vp.scale, "", tutor.text)
    assert ui.font(size).get_linesize() >= 14
    # the panel as drawn: on a 4:3 map the message line may lie off the window's middle
    # (beside Monte Carlo's grid), where the panel is narrower than the one measured here
    assert pygame.Rect(0, 0, 800, 600).contains(tutor.box)
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


def test_the_played_for_you_words_follow_the_count_and_the_span():
    assert played_for_you(1, "", "") == "Watch: the tutorial plays the next move itself."
    assert "from deal 3 to deal 6" in played_for_you(10, "deal 3", "deal 6")
    assert played_for_you(2, "deal 2", "deal 2").endswith("itself (in deal 2).")


@pytest.mark.parametrize("game", games())
def test_the_keys_a_lesson_names_are_its_games_as_bound(game):
    """The table fills a lesson's keys from the game's own keymap; with the keys as
    written they read as the lesson's words for them where no keymap is at hand."""
    make_app()  # the layers as written
    lesson = lesson_for(game)
    written = {word: said for word, (_action, said) in lesson.keys.items()}
    assert key_words(game) == written
    assert lesson.known(key_words(game)) == lesson.known()
