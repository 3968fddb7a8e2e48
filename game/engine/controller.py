"""Game controllers turned into the same presses as keys (issue 28).

SDL's game-controller API gives every supported pad one layout (A/B/X/Y, a D-pad,
two sticks, shoulders and triggers, Start and Back). ``Pads`` opens each pad
SDL announces (``CONTROLLERDEVICEADDED``), lets it go when it is unplugged
(``CONTROLLERDEVICEREMOVED``: when it was the one last pressed, or the last one
plugged in, the labels on screen name the keys again at once, ``LAST``), and turns
its presses into ``pad_press`` KEYDOWNs naming the button: every scene reads those
through its keymap's pad table (``game.engine.input``), so a scene never knows a pad
from a keyboard. The left stick walks as the D-pad does, past a dead zone, and a held
direction (stick or D-pad) repeats as a held key would; the triggers are buttons past
half way.

The opener is a parameter: tests hand in a stand-in, since no virtual pad exists.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame._sdl2 import controller as sdl_controller

from game.engine.input import LAST, pad_press
from game.i18n import _

BUTTONS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "a",
    pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x",
    pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_GUIDE: "guide",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "lb",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rb",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "ls",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rs",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "dpad up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpad down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpad left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpad right",
}
TRIGGERS = {pygame.CONTROLLER_AXIS_TRIGGERLEFT: "lt", pygame.CONTROLLER_AXIS_TRIGGERRIGHT: "rt"}
STICK = {pygame.CONTROLLER_AXIS_LEFTX: ("dpad left", "dpad right")}
STICK[pygame.CONTROLLER_AXIS_LEFTY] = ("dpad up", "dpad down")
REPEATED = frozenset({"dpad up", "dpad down", "dpad left", "dpad right"})

AXIS_MAX = 32767
DEAD_ZONE = 0.5  # of the stick's travel: a press past it, a rest under RELEASE
RELEASE = 0.35  # a little lower, so a stick held near the edge does not chatter
REPEAT_DELAY = 0.4  # seconds a direction is held before it repeats
REPEAT_EVERY = 0.12

PAD_EVENTS = frozenset(
    {
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    }
)


def open_controller(device_index: int) -> tuple[int, Any]:
    """SDL's controller at ``device_index``, opened: (its instance id, the object)."""
    pad = sdl_controller.Controller(device_index)
    return pad.as_joystick().get_instance_id(), pad


@dataclass
class Held:
    """A direction held down: which button it is and when it repeats next."""

    button: str
    wait: float = REPEAT_DELAY


@dataclass
class Pads:
    """The controllers plugged in, and the presses they make."""

    opener: Callable[[int], tuple[int, Any]] = open_controller
    problem: Callable[[str], None] = lambda line: None
    open: dict[int, Any] = field(default_factory=dict)  # instance id -> controller
    held: dict[tuple[int, str], Held] = field(default_factory=dict)  # (pad, source)
    pressed: int | None = None  # the pad that made the last press

    @staticmethod
    def start() -> None:
        """SDL's game-controller system: pads already plugged in are announced as added."""
        try:
            sdl_controller.init()
        except pygame.error:  # no controller support in this SDL: keys and mouse only
            pass

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The presses one controller event makes (none for most)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self.add(event.device_index)
            return []
        pad = getattr(event, "instance_id", None)
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self.remove(pad)
            return []
        if pad not in self.open:
            return []  # a pad let go of (or never opened) says nothing
        presses: list[pygame.event.Event] = []
        if event.type == pygame.CONTROLLERBUTTONDOWN and event.button in BUTTONS:
            presses = self.press(pad, ("button", BUTTONS[event.button]), BUTTONS[event.button])
        elif event.type == pygame.CONTROLLERBUTTONUP and event.button in BUTTONS:
            self.held.pop((pad, ("button", BUTTONS[event.button])), None)
        elif event.type == pygame.CONTROLLERAXISMOTION:
            presses = self.axis(pad, event.axis, event.value / AXIS_MAX)
        if presses:
            self.pressed = pad
        return presses

    def add(self, device_index: int) -> None:
        try:
            pad, handle = self.opener(device_index)
        except (pygame.error, OSError) as exc:
            self.problem(_("a controller could not be opened ({reason})").format(reason=exc))
            return
        self.open[pad] = handle

    def remove(self, pad: int | None) -> None:
        """The pad ``pad`` unplugged: let go of, and when it was the one in use (or none
        is left), the keyboard is the device in use: the words on screen name keys
        without waiting for a key press."""
        if pad in self.open and (pad == self.pressed or len(self.open) == 1):
            LAST.pad = False
            self.pressed = None
        handle = self.open.pop(pad, None)
        for source in [s for s in self.held if s[0] == pad]:
            del self.held[source]
        if handle is not None and hasattr(handle, "quit"):
            handle.quit()

    def press(self, pad: int, source: tuple, button: str) -> list[pygame.event.Event]:
        if button in REPEATED:
            self.held[(pad, source)] = Held(button)
        return [pad_press(button)]

    def axis(self, pad: int, axis: int, value: float) -> list[pygame.event.Event]:
        """A stick past the dead zone presses its direction; back under RELEASE lets go.
        A trigger is a button past half way."""
        if axis in TRIGGERS:
            key = (pad, ("trigger", axis))
            if value >= DEAD_ZONE and key not in self.held:
                self.held[key] = Held(TRIGGERS[axis])
                return [pad_press(TRIGGERS[axis])]
            if value < RELEASE:
                self.held.pop(key, None)
            return []
        if axis not in STICK:
            return []
        key = (pad, ("stick", axis))
        if abs(value) < RELEASE:
            self.held.pop(key, None)
            return []
        button = STICK[axis][value > 0]
        now = self.held.get(key)
        if abs(value) >= DEAD_ZONE and (now is None or now.button != button):
            return self.press(pad, ("stick", axis), button)
        return []

    def update(self, dt: float) -> list[pygame.event.Event]:
        """The repeats of the directions held, ``dt`` seconds on."""
        out = []
        for held in self.held.values():
            if held.button not in REPEATED:
                continue
            held.wait -= dt
            while held.wait <= 0:
                held.wait += REPEAT_EVERY
                out.append(pad_press(held.button))
        return out
