"""Helpers for the store's corrupt-input and fault tests: a data folder holding known-good
records, read back straight from its database (any folder, not only the test's own data
folder as tests/stored.py reads), and the checks that every good record is still there.

Hypothesis runs many examples inside one test, so each example works in a folder of its
own (``fresh_folder``) made from one template folder built once per module.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.games.slotker.match_session import MATCH, MatchSession
from game.session import MemoryLedger, Session
from game.store.data import open_data
from game.store.database import FILE

FOREIGN = "golf"  # a game that is not installed: its save is kept as it is, never offered
FOREIGN_SAVE = '{"game":"golf","seed":1,"moves":[["tee",1]]}'
GOOD_BASE = ("monte_carlo", "normal", '{"played":4,"won":1}')
CARD_BACK = "navy"  # a setting that is not the default, to see the settings file survive


def good_deal(game: str, seed: int = 5, moves: int = 3) -> dict[str, Any]:
    """A deal in progress, as the game saves it: ``moves`` legal moves played (from the
    first deal number from ``seed`` on that is still on after them: a Monte Carlo deal
    can be over as dealt)."""
    for deal in range(seed, seed + 100):
        s = Session(game, MemoryLedger(), seed=deal)
        for _ in range(moves):
            if s.playing:
                s.play(s.game.legal_moves()[0])
        if s.playing:
            return s.to_dict()
    raise AssertionError(f"no {game} deal from {seed} lasts {moves} moves")


def good_match() -> dict[str, Any]:
    m = MatchSession(MemoryLedger(), [("Ann", False), ("Bot", True)], seed=3)
    for _ in range(2):
        m.play(m.game.legal_moves()[0])
    return m.to_dict()


def good_result(k: int) -> dict[str, Any]:
    return {
        "outcome": "won" if k % 2 else "lost",
        "won": bool(k % 2),
        "seed": 100 + k,
        "seconds": 12.5 + k,
        "moves": 30 + k,
        "date": "2025-01-0" + str(1 + k % 9),
    }


@dataclass
class Good:
    """What the template folder holds, to check it is all still there."""

    results: dict[str, tuple[str, str]] = field(default_factory=dict)  # id -> (game, mode)
    saves: dict[str, dict[str, Any]] = field(default_factory=dict)  # game -> save


def build_template(folder: Path) -> Good:
    """A data folder as a player's would be after some play: results of three games (one
    not installed), saved deals of maze and zoomer and a SLOTKER match, a foreign save, a
    folded base from an old file, and a settings file."""
    good = Good()
    data = open_data(folder, report=lambda line: None)
    try:
        for k, (game, hard) in enumerate(
            [("maze", False), ("maze", False), ("zoomer", True), ("combo", False), (FOREIGN, False)]
        ):
            rid = data.stats.add(game, hard, {**good_result(k), "deal": f"deal{k}"})
            good.results[rid] = (game, "hard" if hard else "normal")
        for game in ("maze", "zoomer"):
            good.saves[game] = good_deal(game)
            assert data.saves.save(game, good.saves[game])
        good.saves[MATCH] = good_match()
        assert data.saves.save(MATCH, good.saves[MATCH])
        data.settings.set("card_back", CARD_BACK)
    finally:
        data.close()
    with raw_db(folder) as db:
        db.execute("INSERT INTO saves (game, data) VALUES (?, ?)", (FOREIGN, FOREIGN_SAVE))
        db.execute("INSERT INTO bases (game, mode, data) VALUES (?, ?, ?)", GOOD_BASE)
    assert not Path(str(folder / FILE) + "-wal").exists()
    return good


@contextlib.contextmanager
def raw_db(folder: Path) -> Iterator[sqlite3.Connection]:
    """The folder's database opened directly (as an editor or a bad disk would change it)."""
    db = sqlite3.connect(folder / FILE, isolation_level=None)
    try:
        yield db
    finally:
        db.close()


def rows(folder: Path, sql: str, args: tuple = ()) -> list[tuple]:
    """Rows read straight from the folder's database, read-only."""
    path = folder / FILE
    if not path.exists():
        return []
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute(sql, args).fetchall()
    finally:
        db.close()


def kept(folder: Path) -> list[tuple[str, str, bytes | None]]:
    """(source, reason, data) of everything kept aside in the database, oldest first."""
    return rows(folder, "SELECT source, reason, data FROM kept_aside ORDER BY seq")


def kept_files(folder: Path) -> list[Path]:
    """Database files kept aside whole (``arcade.corrupt-*.sqlite3``)."""
    return sorted(p for p in folder.glob("arcade.corrupt-*.sqlite3"))


def saved_rows(folder: Path) -> dict[str, Any]:
    return dict(rows(folder, "SELECT game, data FROM saves"))


def result_ids(folder: Path) -> set[str]:
    return {rid for (rid,) in rows(folder, "SELECT id FROM results")}


def scratch() -> str | None:
    """Where the examples' folders go: the RAM disk (/dev/shm) where the machine has one
    (None: the temporary folder). Each example writes and closes a database a few times,
    and each commit and close syncs it to the disk: on a busy disk the waits were two
    thirds of the corrupt-input tests' time. What the examples check is what is read
    back, not what outlives a power cut: the same in RAM."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None


@contextlib.contextmanager
def fresh_folder(template: Path | None = None) -> Iterator[Path]:
    """A folder of its own for one example (in ``scratch()``): a copy of ``template`` (or
    empty)."""
    with tempfile.TemporaryDirectory(prefix="store-", dir=scratch()) as tmp:
        folder = Path(tmp) / "data"
        if template is None:
            folder.mkdir()
        else:
            shutil.copytree(template, folder, ignore=shutil.ignore_patterns("arcade.lock"))
        yield folder


@contextlib.contextmanager
def data_folder_env(folder: Path) -> Iterator[None]:
    """PATIENCE_ARCADE_DATA pointed at ``folder`` for the real app, then put back."""
    before = os.environ.get("PATIENCE_ARCADE_DATA")
    os.environ["PATIENCE_ARCADE_DATA"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("PATIENCE_ARCADE_DATA", None)
        else:
            os.environ["PATIENCE_ARCADE_DATA"] = before


def same_save(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    """Saves compared as the JSON they are (tuples and lists alike)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file in the folder: its bytes and modification time (ns)."""
    return {
        p.name: (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


# --- real mounts, where the machine allows them -------------------------------------------
def mount(*args: str) -> str | None:
    """Run mount; None when it worked, else why not."""
    try:
        proc = subprocess.run(["mount", *args], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return str(exc)
    return None if proc.returncode == 0 else (proc.stderr.strip() or f"exit {proc.returncode}")


def unmount(path: Path) -> None:
    if subprocess.run(["umount", str(path)], capture_output=True).returncode:
        subprocess.run(["umount", "-l", str(path)], capture_output=True)


@contextlib.contextmanager
def tmpfs(path: Path, size: str) -> Iterator[str | None]:
    """A real tmpfs of ``size`` mounted on ``path`` (made if missing) while the block runs;
    yields None when mounted, else why not (the machine does not let the test mount)."""
    path.mkdir(parents=True, exist_ok=True)
    why = mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path))
    try:
        yield why
    finally:
        if why is None:
            unmount(path)


def fill(disk: Path) -> Path:
    """The disk filled to its last byte by another program's file (returned: unlink it to
    make room again)."""
    filler = disk / "filler"
    with open(filler, "wb", buffering=0) as fh:
        try:
            while fh.write(b"\0" * 4096):
                pass
        except OSError:
            pass
        try:
            while fh.write(b"\0"):
                pass
        except OSError:
            pass
    return filler


# --- a player's folder: 97 results and 5 saves, as the copy of a real one ---------
PLAYED_RESULTS = 97


def played(folder: Path) -> Good:
    """A data folder after some play: ``PLAYED_RESULTS`` results (each of its own deal,
    over four games and both modes), a saved deal of each of four games and a SLOTKER
    match (five saves), and a settings file."""
    good = Good()
    games = ("maze", "zoomer", "combo", "monte_carlo")
    data = open_data(folder, report=lambda line: None)
    try:
        for k in range(PLAYED_RESULTS):
            game, hard = games[k % 4], k % 3 == 0
            rid = data.stats.add(game, hard, {**good_result(k), "deal": f"deal{k:03d}"})
            good.results[rid] = (game, "hard" if hard else "normal")
        for game in games:
            good.saves[game] = good_deal(game)
            assert data.saves.save(game, good.saves[game])
        good.saves[MATCH] = good_match()
        assert data.saves.save(MATCH, good.saves[MATCH])
        data.settings.set("card_back", CARD_BACK)
    finally:
        data.close()
    return good


def holds(folder: Path, good: Good, but: tuple[str, ...] = ()) -> list[str]:
    """What of ``good`` the folder's database no longer holds (read straight from it):
    results by id, saves by game, each as it was; ``but``: saves not checked."""
    missing = [f"result {rid}" for rid in good.results if rid not in result_ids(folder)]
    stored = saved_rows(folder)
    for game, save in good.saves.items():
        if game not in but and not same_save(json.loads(stored.get(game, "null")), save):
            missing.append(f"save {game}")
    return missing
