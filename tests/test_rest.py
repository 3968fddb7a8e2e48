"""At rest (nothing animating, nothing fading) the main loop waits for input between
frames instead of drawing the same table 60 times a second; time and input are kept."""

import pygame

from tests.driver import DT, open_scene, post, step


def test_a_settled_table_rests_and_its_clock_still_counts_the_time_waited():
    app, scene = open_scene("monte_carlo", seed=3)
    assert app.at_rest()
    before = scene.session.elapsed
    assert app.rest(DT) == 0.0  # the step after a rest has no time left to add
    assert scene.session.elapsed >= before + DT


def test_an_animating_table_does_not_rest():
    app, scene = open_scene("monte_carlo", seed=3, settled=False)
    step(app)
    assert scene.timeline.busy and not app.at_rest()
    assert app.rest(DT) == DT


def test_a_key_pressed_at_rest_stays_queued_for_the_frame_and_is_handled_there():
    app, menu = open_scene("menu")
    assert app.at_rest()
    first = menu.focused
    post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    app.rest(DT)
    assert pygame.event.peek(pygame.KEYDOWN)
    app.step(0.0)
    assert menu.focused is not first
