"""A damaged Russian catalog costs the words, never the start-up (issue 46): a ``.mo``
cut short (inside its header too), random bytes, a plural rule that divides by zero or a
translation whose placeholder is not its message's, and ``--version`` on a Russian
locale still ends in English, exit 0, with one line on stderr saying so."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from tests.launch import ROOT, in_process
from tests.ru_catalog import compiled


def real_mo() -> bytes:
    compiled()
    return (i18n.LOCALE_DIR / "ru" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").read_bytes()


def damaged(kind: str) -> bytes:
    """The real catalog, damaged as ``kind`` says."""
    raw = real_mo()
    if kind.startswith("cut at "):
        return raw[: int(kind.removeprefix("cut at "))]
    if kind == "cut in half":
        return raw[: len(raw) // 2]
    if kind == "one byte short":
        return raw[:-1]
    if kind.startswith("random "):
        return random.Random(kind).randbytes(int(kind.removeprefix("random ")))
    if kind == "noise after the header":  # the header kept, what it points at noise
        return raw[:28] + random.Random(kind).randbytes(len(raw) - 28)
    if kind == "plural by zero":
        return raw.replace(b"n % 10 == 1", b"n % 00 == 1", 1)
    if kind == "placeholder":
        return raw.replace("{n} ход".encode(), "{m} ход".encode(), 1)
    raise ValueError(kind)


KINDS = [
    *(f"cut at {n}" for n in (0, 1, 3, 4, 12, 19, 20, 27, 100, 1000)),
    "cut in half",
    "one byte short",
    "random 64",
    "random 5000",
    "noise after the header",
    "plural by zero",
    "placeholder",
]


def locale_with(tmp_path: Path, raw: bytes) -> Path:
    """A locale folder like the game's, its Russian catalog ``raw``."""
    folder = tmp_path / "locale" / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(raw)
    return folder.parents[1]


def environment(tmp_path: Path, lang: str) -> dict[str, str]:
    return {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATIENCE_ARCADE_DATA": str(tmp_path / "data"),
        "PATH": "/usr/bin:/bin",
        "LANG": lang,
    }


def test_the_damage_is_real():
    """Each kind differs from the good catalog (a check that cannot pass on the good one)."""
    raw = real_mo()
    assert all(damaged(kind) != raw for kind in KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_version_on_a_russian_locale_with_a_damaged_catalog_is_english_in_one_line(
    kind, tmp_path, capsys, monkeypatch
):
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_with(tmp_path, damaged(kind)))
    english = in_process(["--version"], capsys, monkeypatch, environment(tmp_path, "C.UTF-8"))
    i18n.use("en")
    r = in_process(["--version"], capsys, monkeypatch, environment(tmp_path, "ru_RU.UTF-8"))
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert "catalog" in lines[0] and "English is used" in lines[0]
    assert r.stdout == english.stdout  # the words English
    assert i18n._("nothing to undo") == "nothing to undo"


def test_the_good_catalog_still_loads(tmp_path, capsys, monkeypatch):
    """The checks a damaged catalog fails, the real one passes: Russian, no line."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_with(tmp_path, real_mo()))
    r = in_process(["--version"], capsys, monkeypatch, environment(tmp_path, "ru_RU.UTF-8"))
    assert r.returncode == 0 and r.stderr == ""
    assert i18n.language() == "ru" and i18n._("nothing to undo") == "нечего отменять"


def test_a_launch_with_a_catalog_cut_inside_its_header(tmp_path):
    """The finding as seen: a real process, its catalog shorter than the header."""
    locale = locale_with(tmp_path, damaged("cut at 12"))
    start = (
        "import sys; from game import i18n; from pathlib import Path; "
        f"i18n.LOCALE_DIR = Path({str(locale)!r}); "
        "from game.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    env = environment(tmp_path, "ru_RU.UTF-8") | {"PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", start, "--version"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "English is used" in lines[0], done.stderr
    assert done.stdout.startswith("patience-arcade ") and "framebuffer" in done.stdout
