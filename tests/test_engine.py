"""Tweens, the scene stack, the focus cursor and the card art."""

import pygame
import pytest

from game.engine.cards import CardArt
from game.engine.input import KEYS, FocusCursor, Target
from game.engine.scene import Scene, SceneManager
from game.engine.tween import Timeline, Tween, Wait, clamp01, ease
from game.games.zoomer.rules import zoomer_deck
from game.rules import cards as C


class Box:
    x = 0.0
    y = 10.0


def test_tween_reaches_target_exactly_and_clamps_overshoot():
    b = Box()
    t = Tween(b, 0.5, "out_back", x=100)
    t.update(0.25)
    assert 0 < b.x
    t.update(10.0)  # way past the end
    assert b.x == 100 and t.done
    assert clamp01(-1) == 0 and clamp01(2) == 1


def test_ease_by_name_overshoots_like_a_spring_and_clamps():
    assert ease("out_back", 0) == pytest.approx(0) and ease("out_back", 1) == pytest.approx(1)
    assert max(ease("out_back", i / 20) for i in range(21)) > 1.05  # the overshoot a pop-in needs
    assert ease("out_back", 5) == pytest.approx(1) and ease("linear", -1) == 0


def test_tween_delay_and_callbacks():
    b = Box()
    seen = []
    t = Tween(
        b,
        0.2,
        "linear",
        delay=0.1,
        on_start=lambda: seen.append("s"),
        on_done=lambda: seen.append("d"),
        y=20,
    )
    t.update(0.05)
    assert b.y == 10 and seen == []
    t.update(0.15)
    assert seen == ["s"] and b.y == pytest.approx(15)
    t.finish()
    assert seen == ["s", "d"] and b.y == 20


def test_timeline_runs_steps_in_order_and_finish_fast_forwards():
    a, b = Box(), Box()
    order = []
    tl = Timeline()
    tl.add(Tween(a, 0.2, x=1, on_done=lambda: order.append("a")))
    tl.call(lambda: order.append("call"))
    tl.add(Tween(b, 0.2, x=1, on_done=lambda: order.append("b")))
    tl.update(0.1)
    assert b.x == 0 and order == []
    tl.update(0.2)
    assert order == ["a", "call"]
    tl.finish()
    assert order == ["a", "call", "b"] and not tl.busy and b.x == 1


def test_timeline_speed_zero_is_instant():
    a = Box()
    tl = Timeline()
    tl.speed = 0
    tl.add(Tween(a, 5.0, x=3), Wait(2))
    tl.update(0.0)
    assert a.x == 3 and not tl.busy


class Probe(Scene):
    def __init__(self, log, name, opaque=True):
        self.log, self.name, self.opaque = log, name, opaque

    def enter(self, **kw):
        self.log.append(f"enter {self.name} {sorted(kw)}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self, choice=None):
        self.log.append(f"resume {self.name} {choice!r}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


class Named(Probe):
    """A scene the registry builds: ``Named(app, **kw)``."""

    def __init__(self, app, name="named", log=None, opaque=True):
        super().__init__(log if log is not None else app.log, name, opaque)
        self.app = app


class FakeApp:
    def __init__(self):
        self.log = []


def test_scene_manager_push_pop_replace_and_overlays():
    log = []
    m = SceneManager()
    m.push(Probe(log, "a"))
    m.push(Probe(log, "b", opaque=False))
    surf = pygame.Surface((10, 10))
    m.draw(surf)
    assert log[-2:] == ["draw a", "draw b"]  # overlay drawn over the scene below
    assert "pause a" in log  # b was pushed over a
    m.pop()
    assert log[-2:] == ["exit b", "resume a None"]
    m.replace(Probe(log, "c"), fade=True)
    assert m.fading
    for _ in range(30):
        m.update(0.02)
    assert not m.fading and m.top.name == "c" and "exit a" in log


def test_scenes_open_by_registry_name_and_hooks_run_in_order():
    app = FakeApp()
    m = SceneManager(app, {"probe": "tests.test_engine:Named"})
    app.scenes = m
    a = m.push("probe", name="a")
    assert isinstance(a, Named) and a.app is app and m.top is a
    b = m.push("probe", name="b", opaque=False)
    assert app.log == ["enter a []", "pause a", "enter b []"]  # enter once, on the push
    m.pop(choice=("deal", 7))
    assert app.log[-2:] == ["exit b", "resume a ('deal', 7)"]
    m.push(b)  # an instance may still be pushed (tests do)
    m.pop()
    assert app.log[-1] == "resume a None"
    c = m.replace("probe", name="c", fade=False)
    assert app.log[-2:] == ["exit a", "enter c []"] and m.stack == [c]
    m.clear_to("probe", name="d", fade=False)
    assert app.log[-2:] == ["exit c", "enter d []"] and [s.name for s in m.stack] == ["d"]


def test_a_fading_change_builds_its_scene_at_once_and_shows_it_after_the_fade():
    app = FakeApp()
    m = SceneManager(app, {"probe": "tests.test_engine:Named"})
    m.push("probe", name="a")
    b = m.replace("probe", name="b")  # fades by default
    assert b.name == "b" and m.top.name == "a" and m.fading
    for _ in range(30):
        m.update(0.02)
    assert m.top is b and not m.fading and app.log[-2:] == ["exit a", "enter b []"]


def test_unknown_scene_names_and_bad_registry_entries_say_what_is_wrong():
    m = SceneManager(FakeApp(), {"probe": "tests.test_engine:Named", "bad": "tests.test_engine"})
    with pytest.raises(ValueError, match="no scene is registered as 'nope'.*probe"):
        m.push("nope")
    with pytest.raises(ValueError, match="not 'module:Class'"):
        m.push("bad")
    assert m.stack == []


def test_focus_cursor_moves_by_geometry_and_wraps():
    c = FocusCursor()
    grid = [
        Target(f"c{r}{k}", pygame.Rect(k * 100, r * 100, 80, 80))
        for r in range(3)
        for k in range(3)
    ]
    c.set_targets(grid)
    assert c.current == "c00"
    assert c.move("right") == "c01"
    assert c.move("down") == "c11"
    assert c.move("down") == "c21"
    assert c.move("down") == "c01"  # wraps to the far side
    assert c.move("left") == "c00"
    assert c.move("left") == "c02"


def test_key_actions():
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="")
    assert KEYS.action(ev) == "undo"
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    assert KEYS.action(ev) == "help"
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert KEYS.action(ev) == "select"


@pytest.mark.parametrize("width", [60, 90, 140])
def test_card_art_sizes_and_cache(width):
    pygame.display.init()
    art = CardArt(width)
    face = art.face("QH")
    assert face.get_size() == (width, int(width * 1.4))
    assert art.face("QH") is face  # cached
    for card in C.standard_deck() + zoomer_deck():
        img = art.face(card)
        # red suits draw red pixels, black suits dark ones, stars blue: the suit is really drawn
        colours = {img.get_at((x, y))[:3] for x in range(0, width, 3) for y in range(0, art.h, 3)}
        if card[1] in "HD":
            assert any(r > 150 and g < 80 for r, g, b in colours)
        elif card[1] == "X":
            assert any(b > 150 and r < 80 for r, g, b in colours)
        else:
            assert any(r < 60 and g < 60 and b < 70 for r, g, b in colours)
    assert art.back().get_size() == face.get_size()
