"""main.py: every bad flag is one line on stderr and exit code 2; --screenshot writes a PNG.

Each case runs in this process (``game.cli.main``, what main.py calls) in the quick suite
and as a real ``python main.py`` in the slow one; one bad flag and one screenshot are
launched in the quick suite too, for the exit code and the file of the real command."""

import pygame
import pytest

from tests.launch import HOW, IN_PROCESS, LAUNCHED, run_main
from tests.sampling import sampled

BAD_FLAGS = [
    (["--game", "solitaire"], "invalid choice"),
    (["--seed", "x", "--game", "maze"], "bad seed"),
    (["--seed", "-3", "--game", "maze"], "out of range"),
    (["--size", "big"], "bad size"),
    (["--size", "10x10"], "below the smallest window the layout supports, 800x600"),
    (["--size", "799x600"], "below the smallest window"),
    (["--size", "800x599"], "below the smallest window"),
    (["--size", "9000x600"], "above the largest window"),
    (["--seed", "4"], "--seed needs --game"),
    (["--frobnicate"], "unrecognized"),
    # numbers in ASCII digits only (issue 46): int() reads each of these as a number
    (["--seed", "1_000", "--game", "maze"], "bad seed '1_000'"),
    (["--seed", "٣", "--game", "maze"], "bad seed '٣'"),  # an Arabic-Indic three
    (["--seed", "３", "--game", "maze"], "bad seed '３'"),  # a full-width three
    (["--seed", " 7", "--game", "maze"], "bad seed ' 7'"),
    (["--seed", "+7", "--game", "maze"], "bad seed '+7'"),
    (["--seed", "9" * 5000, "--game", "maze"], "out of range"),  # past int()'s digits
    (["--seed", "9223372036854775808", "--game", "maze"], "out of range"),
    (["--size", "1_280x720"], "bad size"),
    (["--size", "١٢٨٠x720"], "bad size"),
    (["--size", "1280x 720"], "bad size"),
    (["--size", "1280x720x2"], "bad size"),
]
LAUNCHED_BAD_FLAG = "bad seed"  # the one launched in the quick suite: a value refused by us


def run(how, *args, tmp_path, capsys, monkeypatch):
    env = {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATIENCE_ARCADE_DATA": str(tmp_path / "data"),
        "PATH": "/usr/bin:/bin",
    }
    return run_main(how, args, capsys, monkeypatch, env)


@pytest.mark.parametrize(
    "args,needle,how",
    sampled(
        [(args, needle, how) for args, needle in BAD_FLAGS for how in HOW],
        keep=lambda case: case[2] == IN_PROCESS or case[1] == LAUNCHED_BAD_FLAG,
    ),
)
def test_bad_flags(args, needle, how, tmp_path, capsys, monkeypatch):
    r = run(how, *args, tmp_path=tmp_path, capsys=capsys, monkeypatch=monkeypatch)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0]
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("how", sampled(HOW, keep={IN_PROCESS}))
def test_screenshot_of_a_monte_carlo_deal(how, tmp_path, capsys, monkeypatch):
    shot = tmp_path / "mc.png"
    r = run(how, "--game", "monte_carlo", "--seed", "5", "--screenshot", str(shot),
            tmp_path=tmp_path, capsys=capsys, monkeypatch=monkeypatch)  # fmt: skip
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    # the dealt cards are face up in their cells: cell 12 is mostly card-white, not felt or back
    from game.engine.layout import level_path, load_level

    cell = load_level(level_path("monte_carlo"))["cell_12"]
    pts = [
        (int(cell.x + cell.w * i / 10), int(cell.y + cell.h * j / 10))
        for i in range(1, 10)
        for j in range(1, 10)
    ]
    white = sum(1 for p in pts if sum(img.get_at(p)[:3]) > 600)
    assert white > len(pts) * 0.6


@pytest.mark.parametrize("how", sampled(HOW, keep={LAUNCHED}))  # the real launch of the kind
def test_screenshot_of_the_menu(how, tmp_path, capsys, monkeypatch):
    shot = tmp_path / "menu.png"
    r = run(how, "--screenshot", str(shot), "--size", "800x600", tmp_path=tmp_path,
            capsys=capsys, monkeypatch=monkeypatch)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert pygame.image.load(str(shot)).get_size() == (800, 600)
