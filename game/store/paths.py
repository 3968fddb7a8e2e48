"""Where the player's data folder is."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "patience-arcade"


def data_dir() -> Path:
    """PATIENCE_ARCADE_DATA overrides the platform folder (tests, portable installs)."""
    override = os.environ.get("PATIENCE_ARCADE_DATA")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP, appauthor=False))
