"""A database that cannot be written now is not a damaged one, and damage inside a good
file costs only the rows it touches (issue 46, findings 1 and 2, and the store's part of 6).

Each finding's test runs the game as the player starts it (``game.cli.main`` in this
process, up to its settled menu, ``--screenshot`` to end the run) on a folder holding a
player's data: 97 results and 5 saves. What it asserts is what the player relies on: the
launch reaches the menu and says in one line what happened, nothing is moved aside that
SQLite can read, and everything good is still there once the disk has room again.

A full disk and a ``-wal`` that is a folder are made on a real tmpfs where this machine
lets the test mount one (as tests/test_store_faults.py does), and injected always.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from game.session import Session
from game.store.data import Data, open_data
from game.store.database import FILE, Store
from game.store.settings import Settings
from tests.launch import IN_PROCESS, Ran, run_main
from tests.sampling import sampled
from tests.store_help import (
    CARD_BACK,
    PLAYED_RESULTS,
    Good,
    fill,
    holds,
    kept,
    kept_files,
    played,
    raw_db,
    rows,
    tmpfs,
)


@pytest.fixture(scope="module")
def player(tmp_path_factory) -> tuple[Path, Good]:
    """One player's folder, built once and copied into each test."""
    folder = tmp_path_factory.mktemp("player") / "data"
    return folder, played(folder)


def copy_of(player: tuple[Path, Good], folder: Path) -> Good:
    """The player's folder copied to ``folder``, and what it holds (the test's own copy)."""
    shutil.copytree(player[0], folder, ignore=shutil.ignore_patterns("arcade.lock"))
    return copy.deepcopy(player[1])


def launch(folder: Path, tmp_path: Path, capsys, monkeypatch) -> Ran:
    """The game started on ``folder`` as the player starts it, up to its settled menu."""
    env = {**os.environ, "PATIENCE_ARCADE_DATA": str(folder), "SDL_VIDEODRIVER": "dummy"}
    shot = tmp_path / "menu.png"
    ran = run_main(IN_PROCESS, ["--screenshot", str(shot)], capsys, monkeypatch, env)
    assert "Traceback" not in ran.stderr, ran.stderr[-1500:]
    assert ran.returncode == 0 and shot.exists(), ran.stderr
    return ran


def said(ran: Ran) -> list[str]:
    return [line for line in ran.stderr.splitlines() if line.strip()]


def nothing_moved_aside(folder: Path) -> None:
    assert (folder / FILE).exists(), "the database is gone"
    assert kept_files(folder) == [], "a database SQLite can read was moved aside"


def played_on(folder: Path, lines: list[str]) -> tuple[Session, Data]:
    """The folder opened while writes fail: a Maze deal played from memory; the player
    told once that it goes on."""
    data = open_data(folder, lines.append)
    s = Session("maze", data.ledger, seed=9)
    for _ in range(2):
        s.play(s.game.legal_moves()[0])
    assert data.ledger.unsaved, "a write succeeded while it should fail"
    assert data.stats.problem and "your game goes on" in data.stats.problem
    assert len(data.ledger.results.get(("maze", "normal"), [])) > 0  # read from memory
    return s, data


def written_now(s: Session, data: Data, lines: list[str]) -> None:
    """Writes work again: the next move writes everything pending, the player is told."""
    s.play(s.game.legal_moves()[0])
    assert data.ledger.unsaved == 0 and "saving works again" in lines[-1], lines
    moves = s.to_dict()["moves"]
    data.close()
    again = open_data(data.folder)
    try:
        assert again.ledger.saves["maze"]["moves"] == moves
    finally:
        again.close()


# --- finding 1: cannot write now is not damaged ---------------------------------------------
def test_a_full_disk_at_launch_leaves_the_database_where_it_is_and_whole(
    player, tmp_path, capsys, monkeypatch
):
    # injected, always: every open of the file for writing fails as a full disk does
    folder = tmp_path / "injected"
    good = copy_of(player, folder)
    real, full = Store._connect, [True]

    def connect(store: Store) -> sqlite3.Connection:
        if store.path.parent == folder and full[0]:
            raise sqlite3.OperationalError("database or disk is full")
        return real(store)

    monkeypatch.setattr(Store, "_connect", connect)
    ran = launch(folder, tmp_path, capsys, monkeypatch)
    assert len(said(ran)) == 1 and "disk is full" in ran.stderr, ran.stderr
    nothing_moved_aside(folder)
    lines: list[str] = []
    s, data = played_on(folder, lines)
    full[0] = False
    written_now(s, data, lines)
    assert holds(folder, good, but=("maze",)) == []
    # a real tmpfs of 3 MB, filled, when this machine lets the test mount one
    disk = tmp_path / "disk"
    with tmpfs(disk, "3m") as why:
        if why is None:
            folder = disk / "data"
            good = copy_of(player, folder)
            filler = fill(disk)
            ran = launch(folder, tmp_path, capsys, monkeypatch)
            assert len(said(ran)) == 1 and "could not write" in ran.stderr, ran.stderr
            nothing_moved_aside(folder)
            lines = []
            s, data = played_on(folder, lines)
            filler.unlink()  # room again
            written_now(s, data, lines)
            assert holds(folder, good, but=("maze",)) == []
            assert len(rows(folder, "SELECT id FROM results")) == PLAYED_RESULTS
    with capsys.disabled():
        print(f"\nfull disk at launch: injected checked; real tmpfs {why or 'checked'}")


def test_a_wal_that_is_a_folder_at_launch_leaves_the_database_where_it_is(
    player, tmp_path, capsys, monkeypatch
):
    disk = tmp_path / "disk"
    with tmpfs(disk, "3m") as why:
        folder = disk / "data"
        good = copy_of(player, folder)
        wal = Path(str(folder / FILE) + "-wal")
        wal.mkdir()
        ran = launch(folder, tmp_path, capsys, monkeypatch)
        assert len(said(ran)) == 1 and "could not write" in ran.stderr, ran.stderr
        nothing_moved_aside(folder)
        lines: list[str] = []
        s, data = played_on(folder, lines)
        wal.rmdir()
        written_now(s, data, lines)
        assert holds(folder, good, but=("maze",)) == []
        assert kept(folder) == []
    with capsys.disabled():
        print(f"\n-wal a folder at launch: on a real tmpfs {why or 'yes'}")


# --- finding 2: damage inside a good file is repaired row by row -----------------------------
@pytest.mark.parametrize(
    "cell", sampled(["results.data", "saves.game"], keep={"results.data"}.__contains__)
)
def test_one_invalid_utf8_byte_in_a_text_cell_costs_only_its_row(
    cell, player, tmp_path, capsys, monkeypatch
):
    folder = tmp_path / "data"
    good = copy_of(player, folder)
    with raw_db(folder) as db:
        if cell == "results.data":
            rid = next(iter(good.results))
            (text,) = db.execute("SELECT data FROM results WHERE id = ?", (rid,)).fetchone()
            bad = text.encode().replace(b'"outcome":"', b'"outcome":"\xff', 1)
            db.execute("UPDATE results SET data = CAST(? AS TEXT) WHERE id = ?", (bad, rid))
            source, lost = f"results:{rid}", ()
        else:
            (bad,) = db.execute("SELECT data FROM saves WHERE game = 'maze'").fetchone()
            bad = bad.encode()
            db.execute(
                "UPDATE saves SET game = CAST(? AS TEXT) WHERE game = 'maze'", (b"ma\xffze",)
            )
            source, lost = "saves:ma\\xffze", ("maze",)
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    ran = launch(folder, tmp_path, capsys, monkeypatch)
    assert len(said(ran)) == 1 and "kept aside" in ran.stderr, ran.stderr
    nothing_moved_aside(folder)
    ((where, why, whole),) = kept(folder)
    assert where == source and why and whole == bad
    if cell == "results.data":
        good.results.pop(rid)
    assert holds(folder, good, but=lost) == []
    assert launch(folder, tmp_path, capsys, monkeypatch).stderr == ""  # said once


DROPS = {
    "results": "DROP TABLE results",
    "saves": "DROP TABLE saves",
    "replays": "DROP TABLE replays",
    "bases": "DROP TABLE bases",
    "saves.data": "ALTER TABLE saves DROP COLUMN data",
}


@pytest.mark.parametrize("drop", sampled(list(DROPS), keep={"results", "saves.data"}.__contains__))
def test_a_dropped_table_or_column_is_made_again_and_the_rest_kept(
    drop, player, tmp_path, capsys, monkeypatch
):
    folder = tmp_path / "data"
    good = copy_of(player, folder)
    with raw_db(folder) as db:
        db.execute(DROPS[drop])
    ran = launch(folder, tmp_path, capsys, monkeypatch)
    assert len(said(ran)) == 1, ran.stderr  # what was lost, in one line
    nothing_moved_aside(folder)
    if drop == "results":
        good.results.clear()
    if drop.startswith("saves"):
        good.saves.clear()
    assert holds(folder, good) == [] and Settings(folder)["card_back"] == CARD_BACK
    data = open_data(folder)  # the table whole again: the game writes into it
    try:
        s = Session("maze", data.ledger, seed=9)
        s.play(s.game.legal_moves()[0])
        s.give_up()
        assert data.ledger.unsaved == 0
    finally:
        data.close()
    assert rows(folder, "SELECT count(*) FROM replays")[0][0] >= 1
    assert launch(folder, tmp_path, capsys, monkeypatch).stderr == ""  # said once


def test_a_null_result_kept_aside_in_a_table_rebuilt_without_not_null(
    player, tmp_path, capsys, monkeypatch
):
    folder = tmp_path / "data"
    good = copy_of(player, folder)
    with raw_db(folder) as db:
        db.execute("ALTER TABLE results RENAME TO old")
        db.execute(
            "CREATE TABLE results (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
            " game TEXT NOT NULL, mode TEXT NOT NULL, deal TEXT, data TEXT)"
        )
        db.execute("INSERT INTO results SELECT * FROM old")
        db.execute("DROP TABLE old")
        db.execute(
            "INSERT INTO results (id, game, mode, data) VALUES ('nul1', 'maze', 'normal', NULL)"
        )
    ran = launch(folder, tmp_path, capsys, monkeypatch)
    assert len(said(ran)) == 1 and "kept aside" in ran.stderr, ran.stderr
    assert kept(folder) == [("results:nul1", kept(folder)[0][1], None)]
    assert holds(folder, good) == []


# --- the store's part of finding 6 -----------------------------------------------------------
@pytest.mark.parametrize(
    "known_by",
    sampled(
        ["settings.json", "stats.json.imported", None], keep=lambda k: k != "stats.json.imported"
    ),
)
def test_a_zero_byte_database_where_earlier_play_is_known_is_told_in_one_line(
    known_by, tmp_path, capsys, monkeypatch
):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / FILE).write_bytes(b"")
    if known_by == "settings.json":
        (folder / known_by).write_text(json.dumps({"card_back": CARD_BACK}))
    elif known_by is not None:
        (folder / known_by).write_text('{"records": {}}')
    ran = launch(folder, tmp_path, capsys, monkeypatch)
    if known_by is None:  # nothing was ever kept here: nothing to say
        assert ran.stderr == ""
    else:
        assert len(said(ran)) == 1 and FILE in ran.stderr and known_by in ran.stderr
    assert launch(folder, tmp_path, capsys, monkeypatch).stderr == ""  # said once


def test_an_impossible_date_and_a_second_result_of_a_deal_are_kept_aside(
    player, tmp_path, capsys, monkeypatch
):
    folder = tmp_path / "data"
    good = copy_of(player, folder)
    row = {"outcome": "won", "won": True, "moves": 9, "date": "2024-01-02"}
    with raw_db(folder) as db:
        add = "INSERT INTO results (id, game, mode, deal, data) VALUES (?, 'maze', 'normal', ?, ?)"
        db.execute(add, ("baddate", "dd1", json.dumps({**row, "date": "2024-13-99"})))
        db.execute(add, ("badday", "dd2", json.dumps({**row, "daily": "2024-02-30"})))
        for k in range(96):  # 96 results of one deal: the first is its result
            db.execute(add, (f"twin{k:02d}", "same", json.dumps({**row, "deal": "same"})))
        (first,) = db.execute("SELECT data FROM results WHERE id = ?", (next(iter(good.results)),))
        twin = json.loads(first[0])  # and one more of a deal already counted
        db.execute(add, ("twin-of-0", twin["deal"], json.dumps(twin)))
    ran = launch(folder, tmp_path, capsys, monkeypatch)
    assert len(said(ran)) == 1 and "kept aside" in ran.stderr, ran.stderr
    aside = {where: why for where, why, _ in kept(folder)}
    wanted = {"results:baddate", "results:badday", "results:twin-of-0"}
    wanted |= {f"results:twin{k:02d}" for k in range(1, 96)}
    assert set(aside) == wanted, sorted(set(aside) ^ wanted)
    assert "2024-13-99" in aside["results:baddate"] and "same" in aside["results:twin01"]
    assert holds(folder, good) == []
    assert rows(folder, "SELECT id FROM results WHERE deal = 'same'") == [("twin00",)]
    assert launch(folder, tmp_path, capsys, monkeypatch).stderr == ""  # said once


# --- read into memory: what the journal holds too ---------------------------------------------
def killed_with_a_journal(folder: Path, tmp_path: Path) -> str:
    """The folder as a game killed mid-play leaves it: its last result only in the
    ``-wal`` (never checkpointed into the file). Returns that result's id."""
    live = tmp_path / "live"
    shutil.copytree(folder, live)
    data = open_data(live)
    data.store.db.execute("PRAGMA wal_autocheckpoint = 0")
    rid = data.stats.add("combo", True, {**ROW, "deal": "in-the-wal"})
    for suffix in ("", "-wal"):  # copied while it runs: as a kill leaves them
        shutil.copyfile(f"{live / FILE}{suffix}", f"{folder / FILE}{suffix}")
    data.close()
    assert Path(f"{folder / FILE}-wal").stat().st_size > 0
    return rid


ROW = {"outcome": "won", "won": True, "moves": 9, "date": "2024-01-02"}


def no_room(*args: object) -> None:
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("copy_fails", [False, True])
def test_a_file_that_cannot_be_written_is_read_with_its_journal(
    copy_fails, player, tmp_path, monkeypatch
):
    from game.store import memory

    folder = tmp_path / "data"
    good = copy_of(player, folder)
    rid = killed_with_a_journal(folder, tmp_path)
    real = Store._connect
    failing = [True]

    def connect(store: Store) -> sqlite3.Connection:
        if failing[0]:
            raise sqlite3.OperationalError("disk I/O error")
        return real(store)

    monkeypatch.setattr(Store, "_connect", connect)
    if copy_fails:  # no room in the temporary folder either: the file read as it is on disk
        monkeypatch.setattr(memory, "_through_a_copy", no_room)
    lines: list[str] = []
    data = open_data(folder, lines.append)
    try:
        ids = {r["id"] for r in data.ledger.results.get(("combo", "hard"), [])}
        # through a copy the journal's last result is read; without one it is not read now,
        # and not lost: it stays in the journal for the file's next open
        assert (rid in ids) is not copy_fails
        assert len(lines) == 1 and "your game goes on" in lines[0]
    finally:
        failing[0] = False
        data.close()
    nothing_moved_aside(folder)
    assert holds(folder, good) == [] and (rid,) in rows(folder, "SELECT id FROM results")
