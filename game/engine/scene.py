"""Scenes and the stack that runs them, after Tuxemon's StateManager.

The top scene gets input; every scene from the topmost opaque one upwards is
drawn, so overlays (pause, help, results) show the table under them. Changes
of scene cross-fade through black; input is held back during a fade.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen. Subclasses override what they need."""

    opaque = True  # False for overlays drawn over the scene below

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def manager(self) -> SceneManager:
        return self.app.scenes

    def enter(self, **kw: Any) -> None:
        """Called when pushed or when it becomes the top again (``resumed=True``)."""

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


class SceneManager:
    """push / pop / replace with optional fades."""

    FADE = 0.18

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._fade_out = 0.0  # time left fading to black
        self._fade_in = 0.0  # time left fading from black
        self._pending: tuple[str, Scene | None, dict[str, Any]] | None = None
        self._shade: pygame.Surface | None = None

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    @property
    def fading(self) -> bool:
        return self._fade_out > 0 or self._fade_in > 0 or self._pending is not None

    # --- changes -------------------------------------------------------
    def push(self, scene: Scene, fade: bool = False, **kw: Any) -> None:
        self._change("push", scene, kw, fade)

    def replace(self, scene: Scene, fade: bool = True, **kw: Any) -> None:
        self._change("replace", scene, kw, fade)

    def pop(self, fade: bool = False, **kw: Any) -> None:
        self._change("pop", None, kw, fade)

    def clear_to(self, scene: Scene, fade: bool = True, **kw: Any) -> None:
        """Drop every scene and show ``scene`` (back to the menu)."""
        self._change("clear", scene, kw, fade)

    def _change(self, kind: str, scene: Scene | None, kw: dict[str, Any], fade: bool) -> None:
        if fade and self.stack:
            self._pending = (kind, scene, kw)
            self._fade_out = self.FADE
        else:
            self._apply(kind, scene, kw)

    def _apply(self, kind: str, scene: Scene | None, kw: dict[str, Any]) -> None:
        if kind in ("pop", "replace") and self.stack:
            self.stack.pop().exit()
        if kind == "clear":
            while self.stack:
                self.stack.pop().exit()
        if scene is not None:
            self.stack.append(scene)
            scene.enter(**kw)
        elif self.stack:
            self.stack[-1].enter(resumed=True, **kw)

    # --- the loop ------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top is not None and not self.fading:
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
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

    def _visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self._visible():
            scene.draw(surface)
        alpha = 0.0
        if self._fade_out > 0:
            alpha = 1 - self._fade_out / self.FADE
        elif self._fade_in > 0:
            alpha = self._fade_in / self.FADE
        if alpha > 0:
            if self._shade is None or self._shade.get_size() != surface.get_size():
                self._shade = pygame.Surface(surface.get_size())
                self._shade.fill((0, 0, 0))
            self._shade.set_alpha(int(255 * alpha))
            surface.blit(self._shade, (0, 0))

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resize(size)
