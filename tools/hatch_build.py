"""Hatchling build hook: the top-level data folders travel inside the wheel.

The repository keeps levels/, assets/ and docs/ beside game/ (the layout the
design card gives); an installed game finds them as game/_data/NAME through
game.resources. A folder that does not exist yet (docs/ before the rules
booklet lands) is simply left out rather than failing the build.

The translation catalogs' ``.mo`` files are built, not kept in git: the hook compiles
each ``.po`` (with Babel, a build requirement) into the wheel beside it.
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

FOLDERS = ("levels", "assets")
# of docs/, the pages the game itself shows (the rules booklet, in each language): the
# rest is for the project's developers (benchmarks, architecture), not shipped
BOOKLET = ("rules.md", "rules.ru.md")


def _catalogs():
    """tools/catalogs.py, the one place catalogs are compiled (tools/ is not a package
    the build can import by name)."""
    spec = importlib.util.spec_from_file_location(
        "catalogs", Path(__file__).with_name("catalogs.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class DataFolders(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if version == "editable":  # an editable install reads the repository's folders
            return
        root = Path(self.root)
        for name in FOLDERS:
            if (root / name).is_dir():
                build_data["force_include"][str(root / name)] = f"game/_data/{name}"
        for name in BOOKLET:
            if (root / "docs" / name).is_file():
                build_data["force_include"][str(root / "docs" / name)] = f"game/_data/docs/{name}"
        self._built = Path(tempfile.mkdtemp(prefix="patience-arcade-mo-"))
        catalogs = _catalogs()
        for po in catalogs.po_files(root / "game" / "locale"):
            mo = self._built / po.parent.parent.name / catalogs.mo_for(po).name
            mo.parent.mkdir(parents=True)
            mo.write_bytes(catalogs.compiled(po))
            inside = catalogs.mo_for(po).relative_to(root).as_posix()
            build_data["force_include"][str(mo)] = inside

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        built = getattr(self, "_built", None)
        if built is not None:
            shutil.rmtree(built, ignore_errors=True)
