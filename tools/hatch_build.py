"""Hatchling build hook: the top-level data folders travel inside the wheel.

The repository keeps levels/, assets/ and docs/ beside game/ (the layout the
design card gives); an installed game finds them as game/_data/NAME through
game.resources. A folder that does not exist yet (docs/ before the rules
booklet lands) is simply left out rather than failing the build.
"""

from __future__ import annotations

from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

FOLDERS = ("levels", "assets", "docs")


class DataFolders(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if version == "editable":  # an editable install reads the repository's folders
            return
        root = Path(self.root)
        for name in FOLDERS:
            if (root / name).is_dir():
                build_data["force_include"][str(root / name)] = f"game/_data/{name}"
