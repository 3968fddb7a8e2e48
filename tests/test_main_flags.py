"""main.py: every bad flag is one line on stderr and exit code 2; --screenshot writes a PNG.

Each case runs in this process (``game.cli.main``, what main.py calls) in the quick suite
and as a real ``python main.py`` in the slow one; one bad flag and one screenshot are
launched in the quick suite too, for the exit code and the file of the real command."""

import pygame
import pytest

from game import catalog
from game.ai.daily import today
from game.cli import parse_args, start_scene
from game.session import RUN, RunDeal
from game.session.run import run_seed
from tests import stored
from tests.driver import DT, make_app
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
    # an arcade run deals its own games: what else it may not take, said in one line
    (["--run", "--game", "maze"], "--run plays its own games and deals: leave out --game"),
    (["--run", "--seed", "4"], "--run plays its own games and deals: leave out --seed"),
    (["--run", "--tutorial"], "--run plays its own games and deals: leave out --tutorial"),
    (["--run", "--demo"], "--run plays its own games and deals: leave out --demo"),
    (["--daily", "--run", "--game", "maze"], "leave out --game"),
    (["--run", "--code", "x"], "--code names its own game and deal: leave out --run"),
    (["--daily"], "--daily needs --game or --run"),
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


def started(*argv: str):
    """The app as the command line ``argv`` starts it, once it shows a run's table."""
    args = parse_args(list(argv))
    app = make_app(hard=args.hard, run=args.run, daily=args.daily)
    app.settings.set("anim_speed", 0.0)
    start_scene(app)
    for _ in range(600):
        if isinstance(getattr(app.scenes.top, "session", None), RunDeal):
            return app, app.scenes.top.session.run
        app.step(DT)
    raise AssertionError(f"{argv} showed no arcade run")


def test_run_starts_an_arcade_run_at_once():
    app, run = started("--run")
    assert run.daily is None and not run.hard and not run.parts
    assert app.scenes.top.GAME == catalog.names()[0]


def test_daily_run_starts_todays_daily_run_in_the_mode_asked_for():
    app, run = started("--daily", "--run", "--hard")
    assert run.daily == today() and run.hard
    assert run.seeds == [run_seed(g, True, today()) for g in catalog.names()]


def test_run_continues_a_saved_run_as_the_menus_arcade_run_does():
    app, run = started("--run")
    deal = run.start_deal()
    deal.play(sorted(deal.game.legal_moves(), key=repr)[0])
    assert stored.save(RUN) is not None
    _app, again = started("--run")
    assert again.run_id == run.run_id and again.deal.history == deal.history


@pytest.mark.parametrize("how", sampled(HOW, keep={IN_PROCESS}))
def test_screenshot_of_a_run(how, tmp_path, capsys, monkeypatch):
    shot = tmp_path / "run.png"
    r = run(how, "--run", "--screenshot", str(shot), tmp_path=tmp_path, capsys=capsys,
            monkeypatch=monkeypatch)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
