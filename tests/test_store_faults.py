"""The store under faults: databases from every earlier version, a newer one, the old files'
import run twice or killed midway, a second copy on the same folder, a full database, a
writer that fails, a read-only folder and a full disk (real mounts where the machine
allows them), and a save that parses but cannot be replayed.

What each asserts is what a player relies on: nothing lost, nothing counted twice, the
player told once, the game going on, and everything pending written once writes work.

The second copy is a real ``python main.py`` refused by the lock the test holds; the game
started on a read-only folder runs in this process in the quick suite (``game.cli.main``)
and launched in the slow one (tests/launch.py).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from game.games.slotker.match_session import MATCH
from game.session import Session
from game.store import legacy
from game.store.data import open_data
from game.store.database import FILE, VERSION, NewerStore, Store, StoreError
from game.store.lock import InUse
from game.store.paths import data_dir
from tests import driver, stored
from tests.launch import HOW, QUICK, run_main
from tests.sampling import sampled
from tests.store_help import (
    good_deal,
    good_match,
    good_result,
    kept,
    mount,
    raw_db,
    rows,
    snapshot,
    unmount,
)

ROOT = Path(__file__).resolve().parents[1]


# --- migrations --------------------------------------------------------------------------
@pytest.mark.parametrize("version", range(VERSION))
def test_a_database_from_every_earlier_version_migrates_with_its_data(version, tmp_path):
    folder = tmp_path / "old"
    store = Store(folder, version=version)
    tables = {n for (n,) in store.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    save = good_deal("maze")
    if "results" in tables:
        with store.transaction():
            store.add_result("r1", "maze", "normal", "d1", json.dumps(good_result(1)))
            store.put_save("maze", json.dumps(save))
    assert store.version == version
    store.close()
    lines: list[str] = []
    data = open_data(folder, lines.append)
    try:
        assert data.store.version == VERSION and lines == []
        assert data.store.imported() == set()  # the newest tables are there
        if "results" in tables:
            assert [r["id"] for r in data.ledger.results[("maze", "normal")]] == ["r1"]
            assert data.saves.load("maze")["moves"] == save["moves"]
    finally:
        data.close()


def test_a_database_from_a_newer_version_is_refused_and_left_untouched(tmp_path):
    folder = tmp_path / "newer"
    data = open_data(folder)
    data.stats.add("maze", False, good_result(1))
    data.close()
    with raw_db(folder) as db:
        db.execute(f"PRAGMA user_version = {VERSION + 1}")
    before = snapshot(folder)
    for _ in range(2):  # and the folder is let go of: the next try says the same
        with pytest.raises(NewerStore, match="newer") as refused:
            open_data(folder)
        assert "\n" not in str(refused.value)
    after = snapshot(folder)
    assert after[FILE] == before[FILE], "the newer database was changed"
    assert set(after) - {"arcade.lock"} == set(before) - {"arcade.lock"}


# --- the old JSON files' import -----------------------------------------------------------
def old_files(folder: Path) -> dict[str, bytes]:
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "stats.json": json.dumps(
            {"records": {"combo/normal": {"results": [good_result(1), good_result(2)]}}}
        ).encode(),
        "save-maze.json": json.dumps(good_deal("maze")).encode(),
    }
    for name, raw in files.items():
        (folder / name).write_bytes(raw)
    return files


def imported_state(folder: Path) -> tuple[int, list, list]:
    return (
        len(rows(folder, "SELECT id FROM results")),
        rows(folder, "SELECT game FROM saves"),
        sorted(rows(folder, "SELECT name FROM imported")),
    )


def test_the_old_files_are_imported_once_and_kept_beside_renamed(tmp_path):
    folder = tmp_path / "data"
    files = old_files(folder)
    for run in range(3):
        data = open_data(folder)
        assert data.stats.record("combo", False)["played"] == 2
        assert data.saves.load("maze") is not None
        data.close()
        assert imported_state(folder) == (2, [("maze",)], [("save-maze.json",), ("stats.json",)])
        for name, raw in files.items():
            assert not (folder / name).exists()
            assert (folder / f"{name}.imported").read_bytes() == raw, "never deleted or changed"
        if run == 1:  # the same files put back (a backup restored): still imported once
            for name, raw in files.items():
                (folder / name).write_bytes(raw)
    store = Store(folder)
    assert legacy.import_old_files(store) == [] and legacy.import_old_files(store) == []
    store.close()


class Killed(BaseException):
    """The process dying at this instant (nothing after it runs)."""


def test_a_kill_inside_the_import_leaves_nothing_imported_and_the_files_in_place(
    tmp_path, monkeypatch
):
    folder = tmp_path / "data"
    files = old_files(folder)
    real = legacy._import_save

    def dies(store, name, data, raw):
        real(store, name, data, raw)  # the save is written inside the transaction ...
        raise Killed  # ... and the process dies before the commit

    monkeypatch.setattr(legacy, "_import_save", dies)
    with pytest.raises(Killed):
        open_data(folder)
    monkeypatch.undo()
    assert imported_state(folder) == (0, [], [])
    assert all((folder / name).read_bytes() == raw for name, raw in files.items())
    data = open_data(folder)  # the next launch imports it all, once
    data.close()
    assert imported_state(folder) == (2, [("maze",)], [("save-maze.json",), ("stats.json",)])


@pytest.mark.parametrize("how", ["killed", "rename fails"])
def test_a_crash_after_the_import_commits_and_before_the_renaming_imports_nothing_twice(
    how, tmp_path, monkeypatch
):
    folder = tmp_path / "data"
    files = old_files(folder)

    def replace(src, dst):
        raise Killed if how == "killed" else OSError(30, "Read-only file system")

    monkeypatch.setattr(legacy.os, "replace", replace)
    if how == "killed":
        with pytest.raises(Killed):
            open_data(folder)
    else:
        open_data(folder).close()
    monkeypatch.undo()
    assert imported_state(folder)[0] == 2  # committed
    assert all((folder / name).exists() for name in files)  # not renamed yet
    data = open_data(folder)
    assert data.stats.record("combo", False)["played"] == 2
    data.close()
    assert imported_state(folder) == (2, [("maze",)], [("save-maze.json",), ("stats.json",)])
    assert all((folder / f"{n}.imported").read_bytes() == raw for n, raw in files.items())


# --- two copies on one folder ---------------------------------------------------------------
def test_a_second_copy_on_the_same_folder_refuses_in_one_line_and_writes_nothing(tmp_path):
    folder = data_dir()
    first = open_data(folder)  # the first copy, holding the folder
    try:
        first.stats.add("maze", False, good_result(1))
        first.saves.save("maze", good_deal("maze"))
        first.settings.set("card_back", "navy")
        before = snapshot(folder)
        shot = tmp_path / "shot.png"
        env = {**os.environ, "PATIENCE_ARCADE_DATA": str(folder), "SDL_VIDEODRIVER": "dummy"}
        proc = subprocess.run(
            [sys.executable, "main.py", "--screenshot", str(shot), "--game", "maze"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        after = snapshot(folder)
    finally:
        first.close()
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode != 0, proc.stderr
    assert len(lines) == 1 and "another copy" in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr and not shot.exists()
    before.pop("arcade.lock", None)
    after.pop("arcade.lock", None)
    assert after == before, "the second copy changed the folder (bytes or modification times)"


# --- a full database and a writer that fails -------------------------------------------------
def consistent_on_disk() -> None:
    """No deal both saved and resulted, and no deal resulted twice."""
    deals = [r["deal"] for r in stored.results() if r.get("deal")]
    assert len(deals) == len(set(deals)), f"a deal resulted twice: {deals}"
    for game in ("maze", "combo"):
        save = stored.save(game)
        assert save is None or save["deal"] not in deals, f"the {game} deal saved and resulted"


class Fault:
    """A fault that can be switched on and off while the store is open."""

    def __init__(self, data, kind: str, monkeypatch) -> None:
        self.data, self.kind, self.on = data, kind, False
        self.filled = 0  # results of other deals recorded to fill the database
        if kind != "full database":
            real = Store._commit

            def commit(store: Store) -> None:
                if self.on:
                    raise sqlite3.OperationalError(kind)
                real(store)

            monkeypatch.setattr(Store, "_commit", commit)

    def start(self) -> None:
        self.on = True
        if self.kind == "full database":
            db = self.data.store.db
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {pages}")
            # play fills the last page; results of other deals are recorded until it is full
            for _ in range(5000):
                if self.data.ledger.unsaved:
                    break
                self.filled += 1
                filler = {**good_result(self.filled), "deal": f"filler{self.filled}"}
                self.data.stats.add("combo", False, filler)
            assert self.data.ledger.unsaved, "the database never filled"

    def stop(self) -> None:
        self.on = False
        if self.kind == "full database":
            self.data.store.db.execute("PRAGMA max_page_count = 1073741823")


FAULTS = ["full database", "disk I/O error", "database or disk is full",
          "attempt to write a readonly database"]  # fmt: skip


def play_through(data, fault: Fault, lines: list[str]) -> None:
    """A maze deal played, given up and undone while writes fail; then written at once."""
    s = Session("maze", data.ledger, seed=5)
    s.play(s.game.legal_moves()[0])
    assert len(stored.save("maze")["moves"]) == 1
    told = len(lines)
    fault.start()
    for _ in range(3):
        s.play(s.game.legal_moves()[0])
        consistent_on_disk()
    s.give_up()
    consistent_on_disk()
    assert data.ledger.saves.get("maze") is None  # in memory: the deal ended ...
    assert [r["outcome"] for r in data.ledger.results[("maze", "normal")]] == ["gave_up"]
    s.undo()  # ... and taken back, all while nothing could be written
    s.play(s.game.legal_moves()[0])
    consistent_on_disk()
    assert data.ledger.saves["maze"]["moves"] == s.to_dict()["moves"]  # nothing lost in memory
    problems = lines[told:]
    assert len(problems) == 1 and "your game goes on" in problems[0], problems  # told once
    assert data.ledger.unsaved
    fault.stop()
    s.play(s.game.legal_moves()[0])  # the next change writes everything pending
    assert data.ledger.unsaved == 0 and "saving works again" in lines[-1], lines
    assert stored.save("maze")["moves"] == s.to_dict()["moves"]
    assert stored.outcomes("maze") == []  # the give-up was withdrawn: never on disk
    consistent_on_disk()
    # a deal that ends while writes fail: its result and the save's removal land together
    fault.start()
    s.give_up()
    assert stored.outcomes("maze") == [] and stored.save("maze") is not None
    fault.stop()
    data.stats.add("zoomer", False, good_result(3))  # the next change, any change
    assert stored.outcomes("maze") == ["gave_up"] and stored.save("maze") is None
    consistent_on_disk()


@pytest.mark.parametrize("kind", FAULTS)
def test_play_goes_on_through_a_failing_store_and_everything_is_written_when_it_clears(
    kind, monkeypatch
):
    lines: list[str] = []
    data = open_data(report=lines.append)
    try:
        data.stats.add("combo", False, good_result(1))  # some data in first
        play_through(data, Fault(data, kind, monkeypatch), lines)
        assert data.store.integrity() == "ok"
    finally:
        data.close()


@pytest.mark.parametrize("kind", ["full database", "disk I/O error"])
def test_the_real_app_says_a_failing_write_at_once_and_saves_when_it_clears(
    kind, monkeypatch, capsys
):
    app = driver.make_app()
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push("maze", seed=5)
    driver.settle(app)
    scene.try_move(scene.game.legal_moves()[0])
    driver.settle(app)
    fault = Fault(app.data, kind, monkeypatch)
    capsys.readouterr()
    fault.start()
    for _ in range(3):
        scene.try_move(scene.game.legal_moves()[0])
        driver.settle(app)
        assert "could not write" in (app.scenes.notice.text or ""), app.scenes.notice.text
    err = capsys.readouterr().err
    assert err.count("could not write") == 1, err  # told once, on stderr too
    assert len(stored.save("maze")["moves"]) < 4
    fault.stop()
    scene.try_move(scene.game.legal_moves()[0])
    driver.settle(app)
    assert stored.save("maze")["moves"] == scene.session.to_dict()["moves"]
    assert len(stored.save("maze")["moves"]) == 5
    assert "saving works again" in app.scenes.notice.text
    consistent_on_disk()


# --- real mounts, where the machine allows them ------------------------------------------
def test_a_full_disk_is_reported_and_nothing_lost_injected_and_on_a_real_tmpfs(
    tmp_path, monkeypatch, capsys
):
    # injected, always: the database full by max_page_count
    lines: list[str] = []
    data = open_data(report=lines.append)
    try:
        play_through(data, Fault(data, "full database", monkeypatch), lines)
    finally:
        data.close()
    # a real tiny disk, when this machine lets the test mount one
    disk = tmp_path / "disk"
    disk.mkdir()
    why = mount("-t", "tmpfs", "-o", "size=1m", "tmpfs", str(disk))
    if why is None:
        try:
            full_tmpfs(disk)
        finally:
            unmount(disk)
    with capsys.disabled():
        print(f"\nfull disk: injected checked; real tmpfs {'checked' if why is None else why}")


def full_tmpfs(disk: Path) -> None:
    folder = disk / "data"
    lines: list[str] = []
    data = open_data(folder, lines.append)
    try:
        s = Session("maze", data.ledger, seed=5)
        s.play(s.game.legal_moves()[0])
        filler = disk / "filler"
        with open(filler, "wb", buffering=0) as fh:  # the disk fills (another program's file)
            try:
                while fh.write(b"\0" * 512):
                    pass
            except OSError:
                pass
        told = len(lines)
        for _ in range(40):  # until the WAL needs room it does not have
            s.play(s.game.legal_moves()[0])
            if data.ledger.unsaved:
                break
        assert data.ledger.unsaved, "the full disk never failed a write"
        assert len(lines) == told + 1 and "could not write" in lines[-1], lines
        assert data.ledger.saves["maze"]["moves"] == s.to_dict()["moves"]
        filler.unlink()  # room again
        s.play(s.game.legal_moves()[0])
        assert data.ledger.unsaved == 0 and "saving works again" in lines[-1]
    finally:
        data.close()
    again = open_data(folder)
    try:
        assert again.saves.load("maze")["moves"] == s.to_dict()["moves"]
    finally:
        again.close()


# A read-only data folder at start: once a traceback (filelock's OSError on arcade.lock); now
# one line and a refusal, nothing written. Read-only from mid-game on: told, play goes on.
@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))  # the player's way in
def test_a_read_only_folder_is_reported_in_one_line_and_nothing_changes(
    how, tmp_path, monkeypatch, capsys
):
    # injected, always: every write refused as read-only while the game runs
    lines: list[str] = []
    data = open_data(report=lines.append)
    try:
        play_through(data, Fault(data, "attempt to write a readonly database", monkeypatch), lines)
    finally:
        data.close()
    # a real read-only bind mount of a folder with a player's data in it
    src, ro = tmp_path / "src", tmp_path / "ro"
    shutil.copytree(data_dir(), src, ignore=shutil.ignore_patterns("arcade.lock"))
    ro.mkdir()
    before = snapshot(src)
    why = mount("--bind", str(src), str(ro))
    try:
        if why is None:
            why = mount("-o", "remount,ro,bind", str(ro))
        if why is None:
            # the player's way in first: one line and a non-zero exit, no traceback
            env = {**os.environ, "PATIENCE_ARCADE_DATA": str(ro), "SDL_VIDEODRIVER": "dummy"}
            args = ["--screenshot", str(tmp_path / "s.png")]
            proc = run_main(how, args, capsys, monkeypatch, env)
            assert "Traceback" not in proc.stderr, proc.stderr[-600:]
            told: list[str] = []
            try:
                opened = open_data(ro, told.append)
            except (InUse, StoreError) as exc:  # what game/cli.py says in one line
                told.append(str(exc))
            else:
                try:
                    s = Session("maze", opened.ledger, seed=5)
                    s.play(s.game.legal_moves()[0])
                finally:
                    opened.close()
            assert told and all("\n" not in line for line in told), told
    finally:
        unmount(ro)
        print(f"read-only folder: injected checked; real bind mount {why or 'checked'}")
    assert snapshot(src) == before


# --- the old SLOTKER finding -----------------------------------------------------------------
@pytest.mark.parametrize("game", ["slotker", MATCH])
def test_a_save_that_parses_but_cannot_be_replayed_is_kept_aside_not_deleted(game):
    save = good_match() if game == MATCH else good_deal("slotker")
    save["moves"].append(["draw", 99])  # well formed, not legal now
    data = open_data()
    data.saves.save(game, save)
    data.close()
    app = driver.make_app()
    menu = app.scenes.push("menu")
    driver.settle(app)
    assert game not in menu.saved
    assert any("could not be replayed" in n and "kept aside" in n for n in app.notices)
    assert [s for s, _ in stored.kept_aside()] == [f"saves:{game}"]
    ((_, _, whole),) = kept(data_dir())
    assert json.loads(whole) == save and stored.save(game) is None
    assert stored.results() == []  # not recorded as anything either


@pytest.mark.parametrize("junk", [b"x", b"\x00" * 7, b"SQLite format 2\x00"])
def test_a_short_or_foreign_database_file_is_kept_aside_not_written_over(junk):
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "arcade.sqlite3").write_bytes(junk)
    lines: list[str] = []
    data = open_data(report=lines.append)
    data.close()
    (aside,) = folder.glob("arcade.corrupt-*.sqlite3")
    assert aside.read_bytes() == junk and len(lines) == 1 and "kept as" in lines[0]


# "Cannot write now" is not "damaged": once, a full disk or an unopenable file at launch was
# taken for a damaged one (sqlite3.OperationalError is a DatabaseError), the good file moved
# aside and a new empty one started (issue 46). Now only what SQLite says is bad moves.
CANNOT_WRITE = ["database or disk is full", "disk I/O error", "unable to open database file",
                "attempt to write a readonly database"]  # fmt: skip


@pytest.mark.parametrize("why", CANNOT_WRITE)
def test_a_database_that_cannot_be_written_at_launch_is_read_not_moved(why, monkeypatch):
    folder = data_dir()
    data = open_data()
    rid = data.stats.add("maze", False, good_result(1))
    data.saves.save("zoomer", good_deal("zoomer"))
    data.close()
    before = (folder / FILE).read_bytes()
    real, failing = Store._connect, [True]

    def connect(store: Store) -> sqlite3.Connection:
        if failing[0]:
            raise sqlite3.OperationalError(why)
        return real(store)

    monkeypatch.setattr(Store, "_connect", connect)
    lines: list[str] = []
    data = open_data(report=lines.append)
    try:
        assert lines == [f"could not write {FILE}: {why}: your game goes on and is saved when a"
                         " write succeeds"]  # fmt: skip
        assert [r["id"] for r in data.ledger.results[("maze", "normal")]] == [rid]
        assert data.saves.load("zoomer") is not None  # read, from memory
        assert list(folder.glob("arcade.corrupt-*")) == []
        assert (folder / FILE).read_bytes() == before
        data.stats.add("combo", False, good_result(2))  # pending: the file still refuses
        assert data.ledger.unsaved == 1 and len(lines) == 1
        failing[0] = False
        assert data.ledger.flush() and "saving works again" in lines[-1]
        assert stored.outcomes("combo") == ["lost"] and data.store.offline is None
    finally:
        data.close()
    again = open_data()
    try:
        assert len(again.ledger.results[("maze", "normal")]) == 1
        assert again.saves.load("zoomer") is not None
    finally:
        again.close()


def test_a_database_that_fails_its_quick_check_is_kept_aside(monkeypatch):
    folder = data_dir()
    open_data().close()
    real, checks = sqlite3.Connection.execute, []

    class Checked(sqlite3.Connection):
        """The first file opened fails its check (as a page out of order does)."""

        def execute(self, sql, *args):  # type: ignore[override]
            if sql == "PRAGMA quick_check" and not checks:
                checks.append(sql)
                return real(self, "SELECT 'row 3 missing from index'")
            return real(self, sql, *args)

    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: Checked(*a, **k))
    lines: list[str] = []
    data = open_data(report=lines.append)
    data.close()
    assert len(list(folder.glob("arcade.corrupt-*.sqlite3"))) == 1
    assert len(lines) == 1 and "row 3 missing" in lines[0] and "kept as" in lines[0]
