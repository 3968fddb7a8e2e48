"""Scenes and the stack that runs them, after Tuxemon's StateManager.

The top scene gets input; every scene from the topmost opaque one upwards is
drawn, so overlays (pause, help, results) show the table under them. Changes
of scene cross-fade through black; input is held back during a fade.
"""

from __future__ import annotations

import gc
import importlib
from collections.abc import Mapping
from typing import Any, Protocol

import pygame

from game.engine.backdrop import shade
from game.engine.canvas import Canvas
from game.engine.notice import NoticeBar
from game.engine.spoken import changed, sentences
from game.engine.worker import Job


class App(Protocol):
    """What the engine and the scenes ask of the app that runs them (game.app.App, which
    the engine cannot import: it sits above). Declared here, so no import, not even a
    type-only one, points up or round in a circle."""

    scenes: SceneManager
    settings: Any  # game.store.settings.Settings
    theme: Any  # game.engine.theme.Theme

    @property
    def size(self) -> tuple[int, int]: ...

    def report(self, line: str) -> None: ...

    def play_sound(self, name: str) -> None: ...

    @property
    def speaking(self) -> bool: ...

    def speak(self, text: str, keep: bool = False) -> None: ...


class Scene:
    """One screen. Subclasses override the hooks they need.

    The hooks follow Tuxemon's states: ``enter`` once when first shown,
    ``pause`` when another scene is pushed over it, ``resume`` when it is the
    top again (with the choice the closing overlay handed back), ``exit`` when
    it leaves the stack for good."""

    opaque = True  # False for overlays drawn over the scene below
    spoken_kept = False  # its words as it comes up are said kept (a result: never cut off)

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def manager(self) -> SceneManager:
        return self.app.scenes

    def enter(self, **kw: Any) -> None:
        """Called once, when the scene is pushed (or replaces another)."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self, choice: Any = None) -> None:
        """This scene is the top again; ``choice`` is what the overlay above it
        handed back with ``manager.pop(choice=...)`` (None: closed without one)."""

    def exit(self) -> None:
        """Called when popped or replaced."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Input for the top scene only."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; called every frame."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def on_quit(self) -> None:
        """The window is closing: keep what must be kept (a game in progress)."""

    def spoken_screen(self) -> str:
        """What speech says as this screen comes up, and when the player asks where they
        are: its title, its question or lines, the focused choice ("" says nothing).
        Asked only while speech is on."""
        return ""

    def spoken_focus(self) -> list[str]:
        """The focus in words, in parts (the focused row's label and value, a line the
        screen says now): after each input and frame the parts that changed are said
        (game.engine.spoken.changed). Asked only while speech is on."""
        return []


def load_class(target: str) -> type[Scene]:
    """The class a registry entry ``"package.module:Class"`` names, imported on demand
    so the menu's first frame does not wait for every scene module."""
    module, _, name = target.partition(":")
    if not module or not name:
        raise ValueError(f"scene registry entry {target!r} is not 'module:Class'")
    return getattr(importlib.import_module(module), name)


class SceneManager:
    """A stack of scenes opened by name, as Tuxemon's ``push_state("…")``.

    ``registry`` maps names to ``"module:Class"`` strings (the table lives with
    the scenes; the engine never imports a scene). ``push("name", **kw)`` builds
    ``Class(app, **kw)`` at once, so a bad argument fails before anything
    changes, and returns the new scene. A Scene instance may be passed instead
    of a name (tests do); its keywords then go to ``enter``. ``fade`` is the
    manager's own keyword, so no scene constructor may take one of that name.
    """

    FADE = 0.18

    def __init__(self, app: App | None = None, registry: Mapping[str, str] | None = None) -> None:
        self.app = app
        self.registry: dict[str, str] = dict(registry or {})
        self.stack: list[Scene] = []
        self._fade_out = 0.0  # time left fading to black
        self._fade_in = 0.0  # time left fading from black
        self._pending: tuple[str, Scene | None, dict[str, Any]] | None = None
        self.canvas = Canvas()
        self.full_redraw = False  # True: every frame painted whole (the reference for tests)
        self.notice = NoticeBar()  # a problem the player must hear about, over every scene
        # speech: the scene last announced and its focus's parts as last said
        self._said: tuple[Scene | None, list[str]] = (None, [])

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def fading(self) -> bool:
        return self._fade_out > 0 or self._fade_in > 0 or self._pending is not None

    # --- building by name ------------------------------------------------
    def resolve(self, name: str) -> type[Scene]:
        """The scene class registered as ``name``."""
        target = self.registry.get(name)
        if target is None:
            known = ", ".join(sorted(self.registry)) or "none"
            raise ValueError(f"no scene is registered as {name!r} (known: {known})")
        return load_class(target)

    def preload(self) -> Job:
        """Import every registered scene's module on a worker thread, so the first
        time a game is opened its frame does not wait for the import. Then what is
        loaded so far (modules, classes, functions: ~25,000 objects that live as long
        as the game) is set aside from the garbage collector (``gc.freeze``): its
        full collections, which come every few seconds of play, otherwise walk them
        all, 4-20 ms in one frame at 3840x2160."""

        def imports() -> None:
            for target in self.registry.values():
                importlib.import_module(target.partition(":")[0])
            gc.freeze()

        return Job(imports)

    def build(self, name: str, /, **kw: Any) -> Scene:
        """A new scene of the class registered as ``name``: ``Class(app, **kw)``."""
        return self.resolve(name)(self.app, **kw)

    # --- changes -------------------------------------------------------
    def push(self, scene: str | Scene, /, fade: bool = False, **kw: Any) -> Scene:
        """Show ``scene`` over the current top, which is paused."""
        return self._change("push", scene, kw, fade)

    def replace(self, scene: str | Scene, /, fade: bool = True, **kw: Any) -> Scene:
        """Show ``scene`` instead of the current top."""
        return self._change("replace", scene, kw, fade)

    def pop(self, fade: bool = False, choice: Any = None) -> None:
        """Close the top scene; the one below resumes with ``choice``."""
        self._change("pop", None, {"choice": choice}, fade)

    def clear_to(self, scene: str | Scene, /, fade: bool = True, **kw: Any) -> Scene:
        """Drop every scene and show ``scene`` (back to the menu)."""
        return self._change("clear", scene, kw, fade)

    def _change(self, kind: str, scene: str | Scene | None, kw: dict[str, Any], fade: bool):
        if isinstance(scene, str):
            scene, kw = self.build(scene, **kw), {}
        if fade and self.stack:
            self._pending = (kind, scene, kw)
            self._fade_out = self.FADE
        else:
            self._apply(kind, scene, kw)
        return scene

    def _apply(self, kind: str, scene: Scene | None, kw: dict[str, Any]) -> None:
        if kind == "pop":
            if self.stack:
                self.stack.pop().exit()
            if self.stack:
                self.stack[-1].resume(kw.get("choice"))
            self.announce()
            return
        if kind == "replace" and self.stack:
            self.stack.pop().exit()
        elif kind == "clear":
            while self.stack:
                self.stack.pop().exit()
        elif kind == "push" and self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter(**kw)
        self.announce()

    # --- speech: what comes up and where the focus moves, said (only with speech on) ----
    def _speaking(self) -> bool:
        return bool(getattr(self.app, "speaking", False))

    def announce(self) -> None:
        """Speech on: the top scene, come up, says what it is (``spoken_screen``), once
        (a scene that comes up and at once opens another has only the other said)."""
        top = self.top
        if top is None or top is self._said[0] or not self._speaking():
            return
        words = top.spoken_screen()
        self._said = (top, top.spoken_focus())
        if words and self.app is not None:
            self.app.speak(words, keep=top.spoken_kept)

    def follow_focus(self) -> None:
        """Speech on: after an input or a frame, the parts of the top scene's focus words
        that changed since they were last said (a scene not yet announced is announced)."""
        top = self.top
        if top is None or not self._speaking():
            return
        if top is not self._said[0]:
            self.announce()
            return
        before, now = self._said[1], top.spoken_focus()
        if now == before:
            return
        self._said = (top, now)
        words = sentences(changed(before, now))
        if words and self.app is not None:
            self.app.speak(words)

    # --- the loop ------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top is not None and not self.fading:
            self.top.handle_event(event)
            self.follow_focus()

    def update(self, dt: float) -> None:
        self.notice.update(dt)
        if self._fade_out > 0:
            self._fade_out -= dt
            if self._fade_out <= 0:
                self._fade_out = 0.0
                if self._pending:
                    kind, scene, kw = self._pending
                    self._pending = None
                    self._apply(kind, scene, kw)
                self._fade_in = self.FADE
            return
        if self._fade_in > 0:
            self._fade_in = max(0.0, self._fade_in - dt)
        for scene in self._visible():
            scene.update(dt)
        self.follow_focus()

    def _visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Paint the frame; returns the rectangles that changed (for ``display.update``).

        Scenes draw onto a recorder, and only what differs from the last frame is
        painted (game.engine.canvas); ``full_redraw`` paints the whole window directly."""
        if self.full_redraw:
            self.canvas.invalidate()
            self.paint(surface)
            return [surface.get_rect()]
        rec = self.canvas.recorder(surface)
        self.paint(rec)
        return self.canvas.present(surface, rec)

    def invalidate(self) -> None:
        """The window lost its pixels (exposed, new mode): the next frame is painted whole."""
        self.canvas.invalidate()

    def paint(self, surface) -> None:
        """Every visible scene, bottom up, then the fade."""
        layer = getattr(surface, "layer", None)  # a Recorder: which scene draws what
        for scene in self._visible():
            if layer is not None:
                layer(id(scene))
            scene.draw(surface)
        alpha = 0.0
        if self._fade_out > 0:
            alpha = 1 - self._fade_out / self.FADE
        elif self._fade_in > 0:
            alpha = self._fade_in / self.FADE
        if alpha > 0:
            shade(surface, (0, 0, 0, int(255 * alpha)))  # no window-sized veil to keep
        self.notice.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        self.canvas.invalidate()
        for scene in self.stack:
            scene.resize(size)
