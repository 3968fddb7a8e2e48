"""Where the game's data folders are, in the repository and when installed.

The repository keeps levels/, assets/ and docs/ at its top level; a wheel or
the standalone build carries them inside the package as game/_data/NAME (see
tools/hatch_build.py and dev.py dist). Looking in the package first means an
installed copy never reads a stray folder beside wherever it was started.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
BUNDLED = PACKAGE / "_data"
REPOSITORY = PACKAGE.parent
FOLDERS = ("levels", "assets", "docs")


def resource_dir(name: str) -> Path:
    """The folder ``name`` (one of FOLDERS): bundled copy if present, else the repository's."""
    if name not in FOLDERS:
        raise ValueError(f"unknown data folder {name!r}: expected one of {', '.join(FOLDERS)}")
    bundled = BUNDLED / name
    return bundled if bundled.is_dir() else REPOSITORY / name
