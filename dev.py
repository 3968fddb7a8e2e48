"""One entry point for setting up and running the project on a fresh machine.

Only Python 3.10+ is assumed: the script makes `.venv`, installs the pinned
requirements into it once (again whenever requirements.txt changes), then runs
the game or the tests inside it.

    python3 dev.py play [game flags…]   install, then start the game
    python3 dev.py test [pytest args…]  install, then run the test suite on every core
                                        (-m "not slow": the quick suite; -n 0: one process)
    python3 dev.py bench [bench args…]  install, then run the benchmarks (bench/, python -m bench)
    python3 dev.py sim [sim args…]      install, then run the simulator
    python3 dev.py dist [--out DIR]     install, then build the standalone program (PyInstaller)
    python3 dev.py i18n [STEP] [--check]
                                        install, then extract, update and compile the translation
                                        catalogs (STEP: extract, update or compile; --check
                                        writes nothing, prints what is out of date, exits 1)
    python3 dev.py setup                install only
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
REQS = ROOT / "requirements.txt"
STAMP = VENV / ".requirements.sha256"


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def compile_catalogs(py: str) -> None:
    """The ``.mo`` files built from the ``.po`` files wherever a ``.po`` is newer, before any
    command (they are built, not kept in git; Babel, in the venv, compiles them)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from catalogs import stale_mo
    finally:
        sys.path.pop(0)
    if stale_mo():
        print("dev.py: compiling the translation catalogs", flush=True)
        subprocess.check_call([py, str(ROOT / "tools" / "catalogs.py"), "compile"])


def ensure_venv() -> Path:
    """Create the venv and install requirements unless the stamp says it is current."""
    digest = hashlib.sha256(REQS.read_bytes()).hexdigest()
    py = venv_python()
    if not py.exists():
        print("dev.py: creating .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if not STAMP.exists() or STAMP.read_text().strip() != digest:
        print("dev.py: installing requirements", flush=True)
        subprocess.check_call([str(py), "-m", "pip", "install", "-q", "-r", str(REQS)])
        STAMP.write_text(digest)
    return py


X_TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"}
# the speech tests' voice: espeak-ng, the fallback played on the game's mixer (Linux)
SPEECH_TOOLS = {"espeak-ng": "espeak-ng"} if sys.platform == "linux" else {}
# PyInstaller on Linux reads and writes executables with binutils (objdump, objcopy).
BUILD_TOOLS = {"objdump": "binutils", "objcopy": "binutils"} if sys.platform == "linux" else {}


def ensure_tools(tools: dict[str, str], why: str) -> None:
    """Install the Debian packages behind missing commands, when we can (root with apt-get)."""
    missing = sorted({pkg for tool, pkg in tools.items() if shutil.which(tool) is None})
    if not missing:
        return
    can_apt = shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0
    if not can_apt:
        print(f"dev.py: {why} needs: apt-get install {' '.join(missing)}")
        return
    print(f"dev.py: installing {' '.join(missing)} for {why}", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    quiet = {"stdout": subprocess.DEVNULL, "env": env}
    subprocess.call(["apt-get", "update", "-qq"], **quiet)
    subprocess.call(
        ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], **quiet
    )


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"play", "test", "bench", "sim", "dist", "i18n", "setup"}:
        print(__doc__)
        return 2
    cmd, rest = argv[0], argv[1:]
    py = str(ensure_venv())
    if cmd == "i18n":
        return subprocess.call([py, str(ROOT / "tools" / "catalogs.py"), *rest], cwd=ROOT)
    compile_catalogs(py)
    if cmd == "setup":
        return 0
    if cmd == "play":
        return subprocess.call([py, str(ROOT / "main.py"), *rest])
    if cmd == "bench":
        return subprocess.call([py, "-m", "bench", *rest], cwd=ROOT)
    if cmd == "sim":
        return subprocess.call([py, "-m", "game.sim", *rest], cwd=ROOT)
    if cmd == "dist":
        ensure_tools(BUILD_TOOLS, "the standalone build")
        return subprocess.call([py, str(ROOT / "tools" / "dist.py"), *rest], cwd=ROOT)
    ensure_tools(
        {**X_TOOLS, **BUILD_TOOLS, **SPEECH_TOOLS},
        "the real-window, standalone-build and speech tests",
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    keep_bytecode(env)
    return subprocess.call([py, "-m", "pytest", "-q", *parallel(rest), *rest], cwd=ROOT, env=env)


def keep_bytecode(env: dict[str, str]) -> None:
    """Compiled modules are kept for the test run, in .venv/pycache unless the environment
    names a place, even where it says PYTHONDONTWRITEBYTECODE (often set to keep source
    folders clean, which the separate folder does too).

    Every xdist worker imports all the test modules, and pytest rewrites their asserts
    and compiles them again unless it may cache them: 4 s of CPU a worker here, 1 s with
    the cache."""
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(VENV / "pycache"))


def parallel(args: list[str]) -> list[str]:
    """pytest-xdist on every core, unless the arguments choose for themselves.

    ``worksteal``: a worker that runs out takes tests queued for another, so one
    long test near the end does not leave a core idle."""
    chosen = any(a.startswith(("-n", "--numprocesses")) or a == "no:xdist" for a in args)
    return [] if chosen else ["-n", "auto", "--dist", "worksteal"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
