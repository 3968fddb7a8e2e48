"""Mouse and keyboard turned into the few actions the scenes understand.

Keys become named actions (so the help screen and the scenes agree on one
table), the mouse becomes click / drag / drop, and a focus cursor walks the
table's slots by geometry, so every game is playable from the keyboard
without per-game navigation code.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import pygame

KEY_ACTIONS: dict[int, str] = {
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_a: "left",
    pygame.K_d: "right",
    pygame.K_w: "up",
    pygame.K_s: "down",
    pygame.K_RETURN: "select",
    pygame.K_KP_ENTER: "select",
    pygame.K_SPACE: "select",
    pygame.K_ESCAPE: "back",
    pygame.K_BACKSPACE: "back",
    pygame.K_n: "new",
    pygame.K_g: "give_up",
    pygame.K_h: "hint",
    pygame.K_F1: "help",
    pygame.K_u: "undo",
    pygame.K_m: "mute",
    pygame.K_F11: "fullscreen",
}

# the standard shortcuts, the same in every game
CTRL_ACTIONS: dict[int, str] = {
    pygame.K_z: "undo",
    pygame.K_y: "redo",
    pygame.K_n: "new",
    pygame.K_r: "restart",
    pygame.K_q: "quit",
}

DIRS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def ctrl(event: pygame.event.Event) -> bool:
    """Is Ctrl held with this key (the standard shortcuts)?"""
    return bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)


def key_action(event: pygame.event.Event) -> str | None:
    """The action a KEYDOWN means, with Ctrl+Z/Ctrl+Y for undo/redo and ? for help."""
    if event.type != pygame.KEYDOWN:
        return None
    if ctrl(event) and event.key in CTRL_ACTIONS:
        return CTRL_ACTIONS[event.key]
    if getattr(event, "unicode", "") == "?":
        return "help"
    return KEY_ACTIONS.get(event.key)


@dataclass
class Target:
    """Something the cursor can rest on: a name and its screen rect. ``point`` is where
    the arrows measure from and to (the rect's centre unless given): for a card half
    under others, the middle of the part that shows."""

    name: str
    rect: pygame.Rect
    point: tuple[float, float] | None = None

    @property
    def at(self) -> tuple[float, float]:
        return self.point if self.point is not None else self.rect.center


class FocusCursor:
    """A keyboard cursor over named targets, moved by arrows to the nearest in that direction."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.index = 0
        self.visible = False

    def set_targets(self, targets: Sequence[Target]) -> None:
        current = self.current
        self.targets = list(targets)
        names = [t.name for t in self.targets]
        self.index = names.index(current) if current in names else 0

    @property
    def current(self) -> str | None:
        if not self.targets:
            return None
        return self.targets[min(self.index, len(self.targets) - 1)].name

    def focus(self, name: str) -> None:
        for i, t in enumerate(self.targets):
            if t.name == name:
                self.index = i
                return

    def move(
        self, direction: str, among: Collection[str] | None = None, wrap: bool = True
    ) -> str | None:
        """Go to the nearest target whose point lies in ``direction``; with ``wrap``, when
        there is none, to the farthest on the opposite side. ``among`` limits the
        candidates (a table first walks its own stops before the buttons round it).
        Returns the new focus, or None when nothing qualified (the focus stays)."""
        self.visible = True
        if not self.targets:
            return None
        dx, dy = DIRS[direction]
        here = self.targets[min(self.index, len(self.targets) - 1)].at
        best, best_cost = None, float("inf")
        for i, t in enumerate(self.targets):
            if i == self.index or (among is not None and t.name not in among):
                continue
            vx, vy = t.at[0] - here[0], t.at[1] - here[1]
            along = vx * dx + vy * dy
            if along <= 4:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            cost = along + across * 2.5
            if cost < best_cost:
                best, best_cost = i, cost
        if best is None and wrap:  # wrap: the farthest target on the same line, opposite side
            for i, t in enumerate(self.targets):
                if among is not None and t.name not in among:
                    continue
                vx, vy = t.at[0] - here[0], t.at[1] - here[1]
                along = -(vx * dx + vy * dy)
                across = abs(vx * dy) + abs(vy * dx)
                if along > 4:
                    cost = -along + across * 2.5
                    if cost < best_cost:
                        best, best_cost = i, cost
        if best is None:
            return None
        self.index = best
        return self.current

    def rect(self) -> pygame.Rect | None:
        if not self.targets:
            return None
        return self.targets[min(self.index, len(self.targets) - 1)].rect


class Pointer:
    """Turns mouse buttons and motion into click, drag-start, drag and drop.

    A press that moves less than a few pixels before release is a click; more
    is a drag of whatever was under the press.
    """

    THRESHOLD = 6

    def __init__(
        self,
        pick: Callable[[tuple[int, int]], str | None],
        on_click: Callable[[str | None, tuple[int, int]], None],
        on_drop: Callable[[str, str | None, tuple[int, int]], None],
        can_drag: Callable[[str], bool] = lambda name: True,
    ) -> None:
        self.pick = pick
        self.on_click = on_click
        self.on_drop = on_drop
        self.can_drag = can_drag
        self.pressed: str | None = None
        self.press_pos = (0, 0)
        self.dragging = False
        self.pos = (0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True when the event was a mouse event it used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.pick(event.pos)
            self.press_pos = self.pos = event.pos
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self.pressed is not None and not self.dragging:
                dx = event.pos[0] - self.press_pos[0]
                dy = event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy > self.THRESHOLD**2 and self.can_drag(self.pressed):
                    self.dragging = True
            return self.dragging
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pos = event.pos
            pressed, dragging = self.pressed, self.dragging
            self.pressed, self.dragging = None, False
            if dragging and pressed is not None:
                self.on_drop(pressed, self.pick(event.pos), event.pos)
            else:
                self.on_click(self.pick(event.pos), event.pos)
            return True
        return False

    def cancel(self) -> None:
        self.pressed, self.dragging = None, False

    @property
    def drag_offset(self) -> tuple[int, int]:
        return (self.pos[0] - self.press_pos[0], self.pos[1] - self.press_pos[1])


def press_key(name: str) -> None:
    """Queue a press of the key called ``name`` ("n", "h"...) for the next frame:
    benchmarks press keys with it without importing pygame themselves."""
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode=name, scancode=0))
