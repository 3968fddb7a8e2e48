"""At rest (nothing animating, nothing fading) the main loop waits for input between
frames instead of drawing the same table 60 times a second; time and input are kept."""

import pygame
import pytest

from game.app import REST_STILL, REST_WAIT, STILL_FRAMES
from game.rules import TITLES
from tests.driver import DT, make_app, open_scene, post, settle, step


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


def idle_table(game: str):
    """A table of ``game`` settled at rest, with no tutorial offered (its offer fades)."""
    app = make_app()
    app.settings.override("tutorials_offered", sorted(TITLES))
    scene = app.scenes.push(game, seed=3, hard=False)
    settle(app)
    step(app, 3, draw_all=True)  # the frames after the last move's (a hover, a fade) are over
    return app, scene


def repaints_at_rest(app, seconds: float, dt: float = 0.1) -> list[pygame.Rect]:
    """Every rectangle the frames of ``seconds`` at rest repaint (``dt`` apart, as App.rest
    brings the scenes up to the end of its wait)."""
    out: list[pygame.Rect] = []
    for _ in range(round(seconds / dt)):
        assert app.at_rest()
        app.step(dt)
        out += app.dirty
    return out


@pytest.mark.parametrize("game", sorted(TITLES))
def test_an_idle_table_repaints_only_its_clock_and_slotkers_lights(game):
    app, scene = idle_table(game)
    clock = scene.painter.clock_words.inflate(8, 8)  # with its shadow
    allowed = [clock]
    if game == "slotker":  # the chasing lights on the cabinet's top, the lever's ring
        cab = scene.slot_rect("cabinet")
        # (the lights are one row image: the canvas takes a blit's box a pixel wider)
        lights = pygame.Rect(cab.x, cab.y, cab.w, round(20 * scene.vp.scale)).inflate(2, 2)
        ring = round(24 * scene.vp.scale)  # round the lever's ball, at the slot's top
        allowed += [lights, clock.union(lights), scene.slot_rect("lever").inflate(ring, ring)]
    rects = repaints_at_rest(app, 2.5)
    assert rects, "the clock counted two seconds and nothing was repainted"
    assert any(clock.colliderect(r) for r in rects)
    stray = [r for r in rects if not any(a.contains(r) for a in allowed)]
    assert not stray, f"repainted at rest beyond the clock: {stray}"


def still_frames(app) -> None:
    """STILL_FRAMES frames at rest that show nothing new (no time passes)."""
    for _ in range(STILL_FRAMES):
        app.step(0.0)
        assert not app.dirty


def test_an_idle_table_waits_for_input_until_its_clock_turns_a_second():
    app, scene = idle_table("monte_carlo")
    scene.session.elapsed = 10.0
    app.step(0.0)
    assert app.rest_wait() == REST_WAIT  # that frame showed the clock's new second
    still_frames(app)
    assert app.rest_wait() == REST_STILL  # 0.8 s to the next second: the longest wait
    scene.session.elapsed = 10.93
    assert 0.07 < app.rest_wait() < 0.08
    app.rest(DT)
    assert scene.session.elapsed >= 11.0
    app.step(0.0)
    assert any(r.colliderect(scene.painter.clock_words) for r in app.dirty)


def test_what_runs_at_rest_untimed_keeps_the_rest_rate():
    app, scene = idle_table("maze")
    still_frames(app)
    assert app.rest_wait() > REST_WAIT
    scene.fx.burst(100, 100, (255, 255, 255), 4)  # sparks still flying
    assert scene.due_in() == 0 and app.rest_wait() == REST_WAIT
    scene.fx.clear()
    scene.say("Hello", seconds=0.2)
    assert 0 < scene.due_in() <= 0.2  # the message's end is a change of the picture


def test_slotkers_table_at_rest_wakes_for_its_lights_and_levers_next_step():
    app, scene = idle_table("slotker")
    assert scene.deal_open()  # the lever's ring pulses, six steps a second
    scene.session.elapsed = 3.0  # the clock's next second is a second away
    scene.clock, scene.flash_bulbs = 7.0, 0.0  # the lights: three steps a second
    assert abs(scene.due_in() - 1 / 6) < 1e-6
    scene.flash_bulbs = 1.0  # racing after a set: fourteen a second
    assert abs(scene.due_in() - (99 / 14 - 7.0)) < 1e-6


def test_frames_showing_only_what_was_due_keep_the_table_left_alone():
    """Woken for its clock's second, the frame shows it and the next rest waits for the
    second after: an idle table is drawn about twice a second, not fifteen times."""
    app, scene = idle_table("monte_carlo")
    scene.session.elapsed = 20.5
    app.step(0.0)  # shows 0:20
    still_frames(app)
    assert app.rest_wait() == REST_STILL  # the half second to 21
    app.rest(DT)
    app.step(0.0)
    assert app.dirty  # the clock's new second
    assert app.rest_wait() > REST_WAIT  # no news: still left alone


def test_the_menu_at_rest_wakes_for_its_titles_next_step():
    from game.scenes.menu_backdrop import bob_step

    app, menu = open_scene("menu")
    menu.age, menu.toast_time = 1.0, 0.0
    due = menu.due_in()
    assert 0 < due <= 0.5
    assert bob_step(1.0 + due) != bob_step(1.0)
    assert bob_step(1.0 + due - 0.005) == bob_step(1.0)
    menu.toast_time = 0.001  # a toast's end comes first
    assert menu.due_in() == 0.001
