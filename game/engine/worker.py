"""A function run on a daemon thread, so a slow answer never freezes a frame.

The winnable-deal search and the sound synthesis use it; the frame polls
``done`` and takes ``result`` (or ``error``) when it is there.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Job:
    """``fn(*args)`` on its own thread; poll ``done`` each frame, then read ``result``."""

    def __init__(self, fn: Callable[..., Any], *args: Any, start: bool = True) -> None:
        self.result: Any = None
        self.error: str | None = None
        self._thread = threading.Thread(target=self._run, args=(fn, args), daemon=True)
        if start:
            self._thread.start()

    @property
    def started(self) -> bool:
        return self._thread.ident is not None

    def start(self) -> None:
        """Start a job made with ``start=False`` (once the frame it would slow is drawn)."""
        if not self.started:
            self._thread.start()

    def _run(self, fn: Callable[..., Any], args: tuple) -> None:
        try:
            self.result = fn(*args)
        except Exception as exc:  # a bug in the job must not take the game down
            self.error = f"{type(exc).__name__}: {exc}"

    @property
    def done(self) -> bool:
        return self.started and not self._thread.is_alive()

    def wait(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds (tests, the simulator); True when done."""
        self.start()
        self._thread.join(timeout)
        return self.done
