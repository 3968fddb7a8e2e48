"""Where the player's data folder is."""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

APP = "patience-arcade"


def data_dir() -> Path:
    """PATIENCE_ARCADE_DATA overrides the platform folder (tests, portable installs)."""
    override = os.environ.get("PATIENCE_ARCADE_DATA")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))


def free_name(folder: Path, stem: str, suffix: str) -> Path:
    """``<stem>-<time><suffix>`` in ``folder``, numbered on when taken: where a bad file is
    kept aside beside its good successor, never over an earlier one."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = folder / f"{stem}-{stamp}{suffix}"
    n = 1
    while target.exists():
        target = folder / f"{stem}-{stamp}-{n}{suffix}"
        n += 1
    return target
