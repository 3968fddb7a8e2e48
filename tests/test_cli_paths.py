"""--screenshot and --trace paths are checked before the window opens: a path that cannot
be written is one line on stderr and exit code 2, never a traceback; and a trace that
stops being writable mid-game is said once and the game goes on."""

import os
import pty
import socket
import threading
from pathlib import Path

import pytest

from game.cli import main
from tests.driver import make_app

LONG = "x" * 300 + ".png"  # longer than any file system's name limit (255 bytes)


def bad_paths(tmp_path: Path) -> dict[str, str]:
    folder = tmp_path / "a folder"
    folder.mkdir()
    return {
        "missing folder": str(tmp_path / "no such folder" / "out"),
        "folder": str(folder),
        "full device": "/dev/full",
        "long name": str(tmp_path / LONG),
    }


def refused(argv: list[str], capsys) -> str:
    """``main(argv)`` ends with exit code 2 and one line; returns that line."""
    with pytest.raises(SystemExit) as end:
        main(argv)
    err = capsys.readouterr().err
    assert end.value.code == 2, err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("patience-arcade: "), err
    return lines[0]


@pytest.mark.parametrize("case", ["missing folder", "folder", "full device", "long name"])
def test_a_screenshot_that_cannot_be_written_is_refused_before_the_window_opens(
    case, tmp_path, capsys
):
    path = bad_paths(tmp_path)[case]
    line = refused(["--game", "maze", "--seed", "1", "--screenshot", path], capsys)
    assert "--screenshot" in line and "cannot write" in line


@pytest.mark.parametrize("case", ["missing folder", "folder", "full device", "long name"])
def test_a_trace_that_cannot_be_written_is_refused_before_the_window_opens(case, tmp_path, capsys):
    path = bad_paths(tmp_path)[case]
    shot = tmp_path / "ok.png"  # ends the run should the trace be let through
    line = refused(["--trace", path, "--screenshot", str(shot)], capsys)
    assert "--trace" in line and "cannot write" in line
    assert not shot.exists()


def test_writable_paths_are_left_as_they_were(tmp_path, capsys):
    from game.cli import parse_args

    trace = tmp_path / "trace.log"
    trace.write_text("earlier line\n")
    shot = tmp_path / "new.png"
    args = parse_args(["--trace", str(trace), "--screenshot", str(shot)])
    assert args.trace == trace and args.screenshot == shot
    assert trace.read_text() == "earlier line\n"  # the probe's byte is cut off again
    assert not shot.exists()  # nor does the probe leave an empty picture behind
    assert capsys.readouterr().err == ""


def test_a_trace_write_failing_mid_game_is_said_once_and_tracing_stops(capsys):
    app = make_app(trace=Path("/dev/full"))  # opens fine; every write fails (ENOSPC)
    capsys.readouterr()
    app.trace("move 1")
    app.trace("move 2")
    app.trace_idle()
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("patience-arcade: --trace /dev/full"), err
    assert app.trace_file is None
    app.close()


def refused_soon(argv: list[str], capsys) -> str:
    """``refused``, on a thread given 20 seconds: a check that waits on a pipe fails
    here rather than holding the suite."""
    done: list[str] = []
    worker = threading.Thread(target=lambda: done.append(refused(argv, capsys)), daemon=True)
    worker.start()
    worker.join(20)
    assert done, "the check waited on the path"
    return done[0]


def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("case", ["/dev/null", "pipe", "folder"])
def test_a_screenshot_must_be_a_regular_file_refused_at_once(case, tmp_path, capsys):
    """``/dev/null`` opened and took the probe's byte, then pygame could not save a PNG
    there at the end (issue 46); a pipe with no reader would have held the probe open
    for ever. Each is refused before the window opens, in one line."""
    path = {"/dev/null": "/dev/null", "pipe": str(fifo(tmp_path)), "folder": str(tmp_path)}[case]
    line = refused_soon(["--screenshot", path], capsys)
    assert "--screenshot" in line and "not a regular file" in line


@pytest.mark.parametrize("case", ["/dev/null", "pipe without a reader", "socket"])
def test_a_trace_must_be_a_file_a_pipe_or_a_terminal(case, tmp_path, capsys):
    server = socket.socket(socket.AF_UNIX)
    if case == "socket":
        path = tmp_path / "sock"
        server.bind(str(path))
    else:
        path = Path("/dev/null") if case == "/dev/null" else fifo(tmp_path)
    with server:
        argv = ["--trace", str(path), "--screenshot", str(tmp_path / "ok.png")]
        line = refused_soon(argv, capsys)
    assert "--trace" in line and "cannot write" in line
    assert not (tmp_path / "ok.png").exists()


def test_a_trace_may_go_to_a_pipe_with_a_reader_or_a_terminal(tmp_path, capsys):
    from game.cli import parse_args

    path = fifo(tmp_path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    main_end, terminal_end = pty.openpty()
    try:
        terminal = os.ttyname(terminal_end)
        for where in (path, Path(terminal)):
            assert parse_args(["--trace", str(where)]).trace == where
        assert os.read(reader, 100) == b""  # the probe wrote nothing into the pipe
    finally:
        for fd in (reader, main_end, terminal_end):
            os.close(fd)
    assert capsys.readouterr().err == ""
