"""Settings, statistics and saved games as JSON files in the user's data folder.

Writes go to a temporary file that is flushed and renamed into place, so a
crash mid-write leaves the previous good file. A file that cannot be read is
never silently reset: it is moved aside (kept for the player) and the problem
is reported in one line, then the game carries on with defaults.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import filelock
import platformdirs

APP = "patience-arcade"
MAX_BYTES = 5 * 1024 * 1024  # anything bigger is not ours
LOCK_TIMEOUT = 2.0  # seconds a shared file's lock is waited for (``locked``)


def data_dir() -> Path:
    """PATIENCE_ARCADE_DATA overrides the platform folder (tests, portable installs)."""
    override = os.environ.get("PATIENCE_ARCADE_DATA")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def write_json_atomic(path: Path, data: Any, readable: bool = False) -> None:
    """Write ``data`` so that ``path`` is always either the old or the new whole file.

    Only a ``readable`` file (the settings, which a player may edit) is indented: an
    indent sends ``json`` down its pure-Python encoder, about 6 ms for a statistics
    file with a few hundred results against a fraction of that compact, on every
    result and every move's save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    if readable:
        text = json.dumps(data, indent=1, sort_keys=True)
    else:
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink(missing_ok=True)


@contextlib.contextmanager
def locked(path: Path, timeout: float | None = None) -> Iterator[bool]:
    """Hold ``path.lock`` while reading, changing and writing a shared file.

    Two copies of the game running at once would otherwise each load the
    statistics, add their own result and overwrite the other's. filelock holds
    an OS lock on the file, which the system lets go of when a copy crashes, so
    a leftover lock file never blocks and there is no stale-lock takeover to
    race. Yields False when the lock could not be had in time (or the folder
    cannot hold one): the caller still writes, losing at worst one concurrent
    update, never a file. ``timeout`` defaults to LOCK_TIMEOUT, read at the call.
    """
    wait = LOCK_TIMEOUT if timeout is None else timeout
    lock = filelock.FileLock(path.with_name(path.name + ".lock"), timeout=wait)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except (filelock.Timeout, OSError):
        yield False
        return
    try:
        yield True
    finally:
        lock.release()


def remove_stale_temps(path: Path) -> None:
    """Temporary files left by a crash between writing and renaming: the real file is intact."""
    with contextlib.suppress(OSError):
        for tmp in path.parent.glob(f".{path.name}.*.tmp"):
            if time.time() - tmp.stat().st_mtime > 60:
                tmp.unlink(missing_ok=True)


class JsonStore:
    """One JSON document with defaults; ``problem`` holds the last one-line report."""

    def __init__(
        self,
        name: str,
        defaults: dict[str, Any],
        folder: Path | None = None,
        readable: bool = False,
    ) -> None:
        self.name = name
        self.defaults = defaults
        self.folder = folder
        self.readable = readable  # indented on disk, for a person to read and edit
        self.problem: str | None = None

    @property
    def path(self) -> Path:
        return (self.folder or data_dir()) / f"{self.name}.json"

    def load(self) -> dict[str, Any]:
        """The stored document merged over the defaults; defaults if missing or bad."""
        self.problem = None
        path = self.path
        data = copy.deepcopy(self.defaults)
        remove_stale_temps(path)
        if not path.exists():
            return data
        try:
            if path.stat().st_size > MAX_BYTES:
                raise ValueError(f"too large ({path.stat().st_size} bytes)")
            loaded = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(loaded, dict):
                raise ValueError(f"expected an object, found {type(loaded).__name__}")
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            kept = self._keep_aside(path)
            where = f"kept as {kept.name}" if kept else "could not be moved aside"
            self.problem = f"{path.name} was unreadable ({_short(exc)}); {where}; using defaults"
            return data
        for key, default in self.defaults.items():
            value = loaded.get(key, default)
            if default is not None and not isinstance(value, type(default)):
                if not (isinstance(default, float) and isinstance(value, int)):
                    value = default
                    self.problem = f"{path.name}: bad value for {key!r}; using the default"
            data[key] = value
        for key, value in loaded.items():
            data.setdefault(key, value)
        return data

    def save(self, data: dict[str, Any]) -> bool:
        """Write atomically; on failure keep going and say why in ``problem``."""
        try:
            write_json_atomic(self.path, data, self.readable)
        except OSError as exc:
            self.problem = f"could not save {self.path.name}: {_short(exc)}"
            return False
        return True

    @staticmethod
    def _keep_aside(path: Path) -> Path | None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
        n = 1
        while target.exists():
            target = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
            n += 1
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target


def _short(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:120]


SETTINGS_DEFAULTS: dict[str, Any] = {
    "hard": False,
    "anim_speed": 1.0,  # 0 = instant
    "sound": True,
    "fullscreen": False,
    "last_game": "monte_carlo",
    "winnable_only": False,  # Monte Carlo and Maze, normal mode: only solver-proven deals
    "confirm": True,  # ask before New deal, Restart, Give up or Deal # end a started deal
    # the look and the comfort options (game.engine.theme.Theme, same names)
    "card_back": "crimson",
    "table": "game",
    "four_colour": False,
    "large_print": False,
    "high_contrast": False,
    "reduce_motion": False,
    "demo_speed": "normal",  # the demo's pace: slow, normal or fast
    "tutorials_offered": [],  # games whose tutorial was offered on first opening
    # the window framebuffer: auto (by platform), native or texture (game.engine.framebuffer)
    "framebuffer": "auto",
}


class Settings:
    """The player's settings, saved on every change."""

    def __init__(self, folder: Path | None = None) -> None:
        self.store = JsonStore("settings", SETTINGS_DEFAULTS, folder, readable=True)
        self.data = self.store.load()

    @property
    def problem(self) -> str | None:
        return self.store.problem

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def set(self, key: str, value: Any) -> None:
        self.data[key] = value
        self.store.save(self.data)
