"""Which window framebuffer SDL gives the game, chosen once at start-up from the platform.

The game draws into the window's surface and presents only the rectangles that
changed (``App.present``). Whether that pays depends on where SDL keeps the
surface. SDL 2 either hands out the video driver's own framebuffer ("native":
an X11 shared-memory image, a GDI bitmap on Windows), which it copies to the
screen rectangle by rectangle, or it emulates one with a renderer's streaming
texture ("texture"), which it redraws and presents whole on every update. Under
X11 without a fast GPU the texture path costs 26-54 ms a frame at 3840×2160 for
a few per cent of the window; the native one 0.3 ms.

SDL reads ``SDL_FRAMEBUFFER_ACCELERATION`` once, when the first window surface
is made, so the choice is written to the environment before the display starts
(``start``) and put right before the window opens if SDL picked another driver
than expected (``confirm``). What overrides the platform's choice, strongest
first: SDL's own variable set by the user (left as it is: SDL decides),
PATIENCE_ARCADE_FRAMEBUFFER, the ``framebuffer`` setting. docs/architecture.md
("How a frame is drawn") says why each platform gets what it gets. No pygame here:
``--version`` reports the choice without opening a window.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from dataclasses import dataclass

HINT = "SDL_FRAMEBUFFER_ACCELERATION"
ENV = "PATIENCE_ARCADE_FRAMEBUFFER"
CHOICES = ("auto", "native", "texture")
HINT_VALUE = {"native": "0", "texture": "1"}
# what "auto" means per SDL video driver; a driver not named here keeps SDL's default
PLATFORM = {"x11": "native", "windows": "native", "cocoa": "texture", "wayland": "texture"}
NO_NATIVE = {"cocoa", "wayland"}  # SDL 2 has no native window framebuffer for these

_written: str | None = None  # the hint value this module put in the environment


@dataclass(frozen=True)
class Choice:
    """The framebuffer path for one start of the display."""

    path: str  # "native", "texture", or "sdl" (SDL's own default or the user's hint)
    driver: str  # the SDL video driver it was chosen for
    source: str  # what decided: "platform", ENV, "setting" or HINT
    problem: str | None = None  # a refused override, in one line

    @property
    def hint(self) -> str | None:
        """The value for SDL_FRAMEBUFFER_ACCELERATION; None leaves it to SDL (or the user)."""
        return HINT_VALUE.get(self.path)

    def describe(self) -> str:
        if self.source == HINT:
            return f"{HINT}={os.environ.get(HINT, '')} (set in the environment: SDL decides)"
        why = {"platform": "chosen for the platform", ENV: f"from {ENV}", "setting": "setting"}
        what = "SDL's default" if self.path == "sdl" else self.path
        return f"{what} for {self.driver} ({why[self.source]})"


def expected_driver(env: MutableMapping[str, str], platform: str) -> str:
    """The video driver SDL 2 will pick, before it is started: the first one named in
    SDL_VIDEODRIVER, else the platform's (on Linux X11 before Wayland, as SDL 2 tries)."""
    named = env.get("SDL_VIDEODRIVER", "").split(",")[0].strip().lower()
    if named:
        return named
    if platform.startswith("win"):
        return "windows"
    if platform == "darwin":
        return "cocoa"
    if env.get("DISPLAY"):
        return "x11"
    return "wayland" if env.get("WAYLAND_DISPLAY") else "unknown"


def choose(driver: str, setting: str, env: MutableMapping[str, str]) -> Choice:
    """The path for ``driver``: the user's SDL hint, else the environment variable, else
    the setting, else the platform's. An override the driver cannot honour (or a word
    that is not one of CHOICES) is refused with a ``problem`` and the next one decides."""
    if env.get(HINT) is not None and env.get(HINT) != _written:
        return Choice("sdl", driver, HINT)
    problems = []
    for source, value in ((ENV, env.get(ENV)), ("setting", setting)):
        if value is None or value == "auto":
            continue
        if value not in CHOICES:
            problems.append(f"{source}: framebuffer {value!r} is not one of {', '.join(CHOICES)}")
        elif value == "native" and driver in NO_NATIVE:
            problems.append(f"{source}: SDL has no native framebuffer on {driver}")
        else:
            return Choice(value, driver, source, "; ".join(problems) or None)
    return Choice(PLATFORM.get(driver, "sdl"), driver, "platform", "; ".join(problems) or None)


def apply(choice: Choice, env: MutableMapping[str, str]) -> None:
    """Write the choice's hint where SDL reads it (or take back the one written before)."""
    global _written
    if choice.source == HINT:
        return
    if choice.hint is None:
        if _written is not None and env.get(HINT) == _written:
            del env[HINT]
    else:
        env[HINT] = choice.hint
    _written = choice.hint


def start(setting: str, env: MutableMapping[str, str] | None = None) -> Choice:
    """Choose for the driver SDL is expected to pick and write the hint: before
    ``pygame.display.init()``."""
    env = os.environ if env is None else env
    choice = choose(expected_driver(env, sys.platform), setting, env)
    apply(choice, env)
    return choice


def confirm(choice: Choice, driver: str, setting: str) -> Choice:
    """After the display started and before the window opens: choose again if SDL picked
    another driver than expected (the hint still counts until the first window surface)."""
    if driver == choice.driver:
        return choice
    again = choose(driver, setting, os.environ)
    apply(again, os.environ)
    return again
