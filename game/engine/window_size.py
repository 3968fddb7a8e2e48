"""The window sizes the layout supports, with no pygame, so the command line can refuse a
size before a window (or pygame) is opened.

MIN_SIZE is the smallest window every scene is laid out for (tests/test_ui_words_fit.py
tours every scene and overlay there): the window's minimum (``Window.minimum_size``), so a
dragged corner stops there too.
"""

from __future__ import annotations

MIN_SIZE = (800, 600)
MAX_SIZE = (7680, 4320)


def _wxh(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def problem(size: tuple[int, int]) -> str | None:
    """Why a window of ``size`` cannot be opened, in one line; None if it can."""
    w, h = size
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        return f"size {w}x{h} is below the smallest window the layout supports, {_wxh(MIN_SIZE)}"
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        return f"size {w}x{h} is above the largest window, {_wxh(MAX_SIZE)}"
    return None


def clamp(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` brought within the supported range (what a window asked for in code gets)."""
    return (
        max(MIN_SIZE[0], min(MAX_SIZE[0], size[0])),
        max(MIN_SIZE[1], min(MAX_SIZE[1], size[1])),
    )
