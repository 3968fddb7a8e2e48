"""A one-folder standalone build with PyInstaller, for the machine it runs on.

    python tools/dist.py [--out DIR] [--work DIR] [--clean]   (what `python3 dev.py dist` runs)

The program lands in DIR/patience-arcade/ (default dist/): the executable
`patience-arcade` (patience-arcade.exe on Windows) beside an _internal/ folder
holding Python, pygame-ce's SDL libraries and the game. levels/, assets/ and
docs/ (when present) go in as game/_data/NAME, where game.resources looks
first, exactly as in the wheel. The translation catalogs are compiled first, so
their ``.mo`` files go in with the rest of ``game``'s data.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "patience-arcade"
FOLDERS = ("levels", "assets")
BOOKLET = ("rules.md", "rules.ru.md")  # of docs/, the pages the game shows (not the rest)


def pyinstaller_args(out: Path, work: Path, clean: bool = False) -> list[str]:
    """Every game module is found by import name at run time (scenes, bots), so all of
    ``game`` is collected, with its data files (the SLOTKER value table).

    PyInstaller keeps the libraries it has processed in its own cache (checked against
    their contents) and reuses what the work folder holds where nothing changed;
    ``clean`` empties both first (a build then takes about 6 s more here)."""
    args = [
        str(ROOT / "main.py"),
        "--name",
        NAME,
        "--onedir",
        "--noconfirm",
        *(["--clean"] if clean else []),
        "--log-level",
        "WARN",
        "--distpath",
        str(out),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),
        "--collect-submodules",
        "game",
        "--collect-data",
        "game",
    ]
    for name in FOLDERS:
        if (ROOT / name).is_dir():
            args += ["--add-data", f"{ROOT / name}{os.pathsep}game/_data/{name}"]
    for name in BOOKLET:
        if (ROOT / "docs" / name).is_file():
            args += ["--add-data", f"{ROOT / 'docs' / name}{os.pathsep}game/_data/docs"]
    return args


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Build the standalone one-folder program.")
    p.add_argument("--out", type=Path, default=ROOT / "dist", help="where the program goes")
    p.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's scratch")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    args = p.parse_args(argv)
    try:
        import PyInstaller.__main__
    except ImportError:
        print("dist: PyInstaller is missing: pip install -r requirements.txt", file=sys.stderr)
        return 1
    sys.path.insert(0, str(ROOT))  # --collect-* look `game` up in this process
    from tools.catalogs import compile_all

    compile_all()
    t0 = time.perf_counter()
    PyInstaller.__main__.run(
        pyinstaller_args(args.out.resolve(), args.work.resolve(), clean=args.clean)
    )
    folder = args.out.resolve() / NAME
    exe = folder / (NAME + (".exe" if os.name == "nt" else ""))
    mb = folder_size(folder) / 1e6
    print(f"dist: {exe} ({mb:.0f} MB in {folder}, built in {time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
