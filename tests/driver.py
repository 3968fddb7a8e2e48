"""Drive the real app headless through posted pygame events, as a player would."""

from __future__ import annotations

import pygame

from game.app import App, Options
from game.engine.controller import BUTTONS
from game.engine.input import pad_press
from game.table.scene import TableScene

DT = 1 / 60
DRAW_INPUT = False  # key() and click() draw their frame (see show)


_OPEN: list[App] = []


def let_go() -> None:
    """The apps made so far let go of the data folder, as processes that ended would
    (without their quit: as after a kill), so another process may open it."""
    while _OPEN:
        _OPEN.pop().data.close()


def make_app(size=(1280, 720), **kw) -> App:
    """A fresh app, as a new launch: the one made before it lets go of the data folder."""
    let_go()
    app = App(Options(size=size, **kw))
    _OPEN.append(app)
    return app


def open_scene(scene, instant: bool = False, settled: bool = True, size=(1280, 720), **kw):
    """A fresh app showing ``scene`` (a scene class, or a name from SCENES) made with
    ``kw``, its deal settled: the first lines of nearly every scene test. ``instant``
    turns the animations off (speed 0). Returns (app, scene)."""
    app = make_app(size)
    if instant:
        app.settings.override("anim_speed", 0.0)
    shown = app.scenes.push(scene, **kw) if isinstance(scene, str) else scene(app, **kw)
    if not isinstance(scene, str):
        app.scenes.push(shown)
    if settled:
        settle(app)
    return app, shown


def centre(scene, name: str) -> tuple[int, int]:
    """The middle of the table place ``name`` (where a player would click it)."""
    return scene.slot_rect(name).center


def step(app: App, frames: int = 1, draw_all: bool = False, draw: bool = True) -> None:
    """Run ``frames`` frames; only the last is drawn unless ``draw_all`` (drawing every
    frame at 1280×720 was most of the scene tests' time, and a test looks at one), and
    none without ``draw``."""
    for i in range(frames):
        app.step(DT, draw=draw_all or (draw and i == frames - 1))


def busy(app: App) -> bool:
    """Fading, animating, or a win's celebration still due."""
    top = app.scenes.top
    busy = app.scenes.fading or (getattr(top, "timeline", None) and top.timeline.busy)
    due = top.outcome.due if isinstance(top, TableScene) else 0  # a win's celebration
    return bool(busy or due > 0)


def settle(app: App, limit: int = 2000, draw_all: bool = False) -> None:
    """Run frames until the top scene and the fades are idle, then draw the frame that
    shows it (every frame on the way too with ``draw_all``: a few tests do, so drawing
    mid-animation stays covered)."""
    for frame in range(limit):
        if not busy(app):
            if frame and not draw_all:
                show(app)
            return
        app.step(DT, draw=draw_all)
    raise AssertionError("animation never settled")


def replayed(rec, size: tuple[int, int]) -> bytes:
    """The RGB bytes of a recorded frame (``canvas.Recorder``) painted whole onto a fresh
    surface of ``size``, magenta first (nothing of a last frame to lean on): what the
    canvas's painting of only the changes must equal."""
    ref = pygame.Surface(size)
    ref.fill((255, 0, 255))
    for _key, _box, clip, painter, args, kw in rec.ops:
        ref.set_clip(clip)
        painter(ref, *args, **kw)
    return pygame.image.tobytes(ref, "RGB")


def show(app: App) -> None:
    """Draw the frame as things stand, without running one: what the window shows now.
    ``key`` and ``click`` run their frame undrawn (most tests look at the state, and
    drawing after every input was a fifth of the scene tests' time); a test that then
    reads the screen calls this first."""
    app.dirty = app.scenes.draw(app.screen)


def post(kind: int, **attrs) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    step(app, draw=DRAW_INPUT)


def drag(app: App, start, end, steps: int = 5) -> None:
    x0, y0 = int(start[0]), int(start[1])
    x1, y1 = int(end[0]), int(end[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)
    step(app)
    for i in range(1, steps + 1):
        p = (x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1)
    step(app)


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    step(app, draw=DRAW_INPUT)


ARROWS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN}


def cursor_to(app: App, name: str, limit: int = 80, by_pad: bool = False) -> None:
    """Press arrows until the focus cursor is on the target named ``name``: the shortest
    arrow path the scene's own key handling allows (found by trying each arrow from each
    stop), then those presses for real (the D-pad's, ``by_pad``)."""
    scene = app.scenes.top
    press = (lambda d: pad(app, f"dpad {d}")) if by_pad else (lambda d: key(app, ARROWS[d]))
    if not scene.cursor.visible:
        press("right")
    if scene.cursor.current == name:
        return
    path = arrow_path(app, scene, name, limit, by_pad)
    if path is None:
        raise AssertionError(f"cursor could not reach {name}; at {scene.cursor.current}")
    for direction in path:
        press(direction)
    assert scene.cursor.current == name, (name, scene.cursor.current)


def arrow_path(app: App, scene, name: str, limit: int, by_pad: bool = False) -> list[str] | None:
    """Breadth-first over focus stops: from each stop, where each arrow (or the D-pad's
    direction, ``by_pad``) leads."""
    start = scene.cursor.index
    names = [t.name for t in scene.cursor.targets]
    seen = {start: []}
    queue = [start]
    try:
        while queue and len(seen) <= limit * 4:
            here = queue.pop(0)
            for direction in ("up", "down", "left", "right"):
                scene.cursor.index = here
                if by_pad:
                    scene.handle_event(pad_press(f"dpad {direction}"))
                else:
                    post(pygame.KEYDOWN, key=ARROWS[direction], mod=0, unicode="", scancode=0)
                    scene.handle_event(pygame.event.get(pygame.KEYDOWN)[-1])
                there = scene.cursor.index
                if there in seen:
                    continue
                seen[there] = seen[here] + [direction]
                if names[there] == name:
                    return seen[there]
                queue.append(there)
        return None
    finally:
        scene.cursor.index = start


# --- game controllers: a stand-in for SDL's controller object (no virtual pad exists) ----
PAD_BUTTON = {name: code for code, name in BUTTONS.items()}


class StandIn:
    """What ``Pads`` keeps for a plugged-in controller: it only needs to be let go of."""

    def __init__(self, device_index: int) -> None:
        self.device_index = device_index
        self.closed = False

    def quit(self) -> None:
        self.closed = True


def plug(app: App, device_index: int = 0) -> int:
    """A controller plugged in, as SDL announces it: returns its instance id (the app
    opens it through a stand-in opener)."""
    app.pads.opener = lambda index: (100 + index, StandIn(index))
    post(pygame.CONTROLLERDEVICEADDED, device_index=device_index)
    step(app, draw=False)
    return 100 + device_index


def unplug(app: App, instance: int) -> None:
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance)
    step(app, draw=False)


def pad(app: App, button: str, instance: int | None = None) -> None:
    """A press and release of a controller's ``button`` ("a", "dpad up", "start"...),
    on the controller ``instance`` (the first plugged in unless given; one is plugged
    in when there is none)."""
    if instance is None:
        instance = next(iter(app.pads.open), None)
        if instance is None:
            instance = plug(app)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=PAD_BUTTON[button])
    post(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=PAD_BUTTON[button])
    step(app, draw=DRAW_INPUT)


def stick(app: App, axis: int, value: float, instance: int | None = None) -> None:
    """The left stick moved to ``value`` (-1 to 1) on ``axis``, one frame run."""
    instance = next(iter(app.pads.open)) if instance is None else instance
    post(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=axis, value=int(value * 32767))
    step(app, draw=False)
