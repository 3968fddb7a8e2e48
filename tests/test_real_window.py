"""The game in a real X window (Xvfb), driven by real X events from xdotool.

Clicks through the menu into every built game at a known deal number, plays a
few moves with real mouse clicks, and checks from the game's --trace output
that they landed. Screenshots are kept in shots/ for a person to look at.

Nothing here sleeps for as long as an animation might take: the game traces
``idle <scene>`` whenever its top scene comes to rest, and the test waits for
those lines. Slow (a real X server and a game process): -m "not slow" leaves it out.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.rules import TITLES
from game.store.settings import Settings
from tests.driver import make_app, post, settle, show

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "shots"
SIZE = (1280, 720)
SEED = 4242


def need(tool: str) -> str:
    path = shutil.which(tool)
    assert path, (
        f"{tool} is needed for the real-window test: apt-get install xvfb xdotool imagemagick"
    )
    return path


@pytest.fixture(scope="module")
def display():
    """A private Xvfb; it picks a free display number itself and writes it to a pipe
    (-displayfd), so parallel workers and parallel runs never race for one."""
    need("Xvfb")
    need("xdotool")
    read, write = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24"]
        + ["-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write,),
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()  # written once the server is ready
    assert number.isdigit(), "Xvfb did not start"
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)


class Window:
    def __init__(
        self, display: str, tmp: Path, *flags: str, rest: str = "MenuScene", **settings
    ) -> None:
        # animations at "fast", as a player may set them: what is tested is that real
        # X events land where the game's targets are, not how long a deal takes to fly
        stored = Settings(tmp / "data")
        for key, value in {"anim_speed": 2.0, **settings}.items():
            stored.set(key, value)
        self.env = dict(
            os.environ,
            DISPLAY=display,
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            PATIENCE_ARCADE_DATA=str(tmp / "data"),
        )
        self.trace = tmp / "trace.txt"
        self.proc = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "main.py"),
                "--size",
                f"{SIZE[0]}x{SIZE[1]}",
                "--trace",
                str(self.trace),
                *flags,
            ],
            env=self.env,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.wid, self.framebuffer = self.find_window()
        self.wait_idle(rest)

    def find_window(self, timeout: float = 30.0) -> tuple[str, str]:
        """The X window's id and the framebuffer path the game started with."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"the game exited at start: {self.proc.stderr.read()}")
            for line in self.lines():
                if line.startswith("window "):
                    words = line.split()  # window <id> framebuffer <path>
                    return words[1], words[3]
            time.sleep(0.2)
        raise AssertionError("no game window appeared")

    def xdo(self, *args: str) -> str:
        return subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=30, check=True
        ).stdout

    def click(self, pos) -> None:
        """Move there, then press and release (X keeps the events in that order)."""
        self.xdo("mousemove", "--window", self.wid, str(int(pos[0])), str(int(pos[1])))
        self.xdo("click", "1")

    def hover(self, pos) -> None:
        self.xdo("mousemove", "--window", self.wid, str(int(pos[0])), str(int(pos[1])))

    def pointer(self) -> tuple[int, int]:
        """The X pointer in the window's coordinates."""
        at = dict(v.split("=") for v in self.xdo("getmouselocation", "--shell").split())
        win = dict(v.split("=") for v in self.xdo("getwindowgeometry", "--shell", self.wid).split())
        return int(at["X"]) - int(win["X"]), int(at["Y"]) - int(win["Y"])

    def keys(self, *names: str) -> None:
        self.xdo("key", "--window", self.wid, *names)

    def shot(self, name: str) -> None:
        if shutil.which("import"):
            SHOTS.mkdir(exist_ok=True)
            subprocess.run(
                ["import", "-window", "root", str(SHOTS / f"{name}.png")],
                env=self.env,
                timeout=30,
                check=False,
            )

    def lines(self) -> list[str]:
        return self.trace.read_text().splitlines() if self.trace.exists() else []

    def trace_lines(self) -> list[str]:
        """The moves played, one line each (the window and idle lines left out)."""
        return [line for line in self.lines() if not line.startswith(("window ", "idle "))]

    def wait_idle(self, scene: str, timeout: float = 20.0) -> None:
        """Wait until the last line traced is ``idle <scene>``: that scene is the top one
        and at rest, with nothing played since it came to rest."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            lines = self.lines()
            if lines and lines[-1] == f"idle {scene}":
                return
            assert self.proc.poll() is None, f"game exited: {self.proc.stderr.read()}"
            time.sleep(0.05)
        raise AssertionError(f"{scene} never came to rest; the trace ends {self.lines()[-3:]}")

    def wait_trace(self, count: int, timeout: float = 10.0) -> list[str]:
        deadline = time.time() + timeout
        while time.time() < deadline:
            lines = self.trace_lines()
            if len(lines) >= count:
                return lines
            assert self.proc.poll() is None, f"game exited: {self.proc.stderr.read()}"
            time.sleep(0.1)
        raise AssertionError(f"expected {count} moves in the trace, got {self.trace_lines()}")

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def twin(tmp: Path):
    """A headless app beside the real window, on a data folder of its own (the game under
    test holds its folder: one copy per folder)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PATIENCE_ARCADE_DATA", str(tmp / "twin"))
        return make_app(SIZE)


def menu_rects(tmp: Path):
    """The menu's item rectangles at the window size, from the menu's own layout."""
    from game.scenes.menu import MenuScene

    menu = MenuScene(twin(tmp))
    return {item.key: item.rect for row in menu.rows for item in row}


GAMES = list(TITLES)


def test_every_game_through_the_menu_with_real_x_events(display, tmp_path):
    win = Window(display, tmp_path)
    try:
        rects = menu_rects(tmp_path)
        win.shot("00-menu")
        for game in GAMES:
            # hover the game's row, then '#' to type a deal number, Enter to start it
            win.hover(rects[game].center)
            win.keys("numbersign", *list(str(SEED)), "Return")
            # the same deal, headless, tells which targets to click for each move
            app = twin(tmp_path)
            scene = app.scenes.push(game, seed=SEED, hard=False)
            settle(app)
            win.wait_idle(type(scene).__name__)  # dealt
            win.shot(f"{game}-1-dealt")
            done_before = len(win.trace_lines())
            for _ in range(3):
                moves = scene.game.legal_moves()
                if not moves or scene.game.status != "playing":
                    break
                move = moves[0]
                clicks = scene.clicks_for(move)
                assert clicks, f"{game}: no clicks known for {move}"
                for name in clicks:
                    win.click(scene.controls.target_rect(name).center)
                # the headless twin plays the same move (and anything it sets off, such as
                # Monte Carlo's own compaction); the real game's trace must say the same
                scene.try_move(move)
                settle(app)
                expected = [f"{game} {list(m)}" for m in scene.history]
                lines = win.wait_trace(done_before + len(expected))[done_before:]
                assert [line.split(" -> ")[0] for line in lines] == expected
                win.wait_idle(type(scene).__name__)
            win.shot(f"{game}-2-played")
            # back to the menu: the Menu button pauses, then the pause menu's Menu choice
            pause = app.scenes.build("pause", game=game, lines=["the deal line"])  # as laid out
            win.click(scene.controls.target_rect("button_menu").center)
            win.wait_idle(type(pause).__name__)
            win.click(pause.rects[[c[0] for c in pause.choices].index("menu")].center)
            win.wait_idle("MenuScene")
        win.shot("99-menu-again")
        assert win.proc.poll() is None
    finally:
        win.close()
    assert "Traceback" not in (win.proc.stderr.read() or "")


# SLOTKER is left out: its cabinet lights follow the scene's own clock, so no two frames
# of it drawn at different moments are the same picture.
@pytest.mark.parametrize("game", [g for g in GAMES if g != "slotker"])
def test_the_real_window_shows_exactly_the_dummy_drivers_frame(display, tmp_path, game):
    """A screenshot of the X window, under the framebuffer path chosen for X11, is the
    dummy driver's frame of the same deal pixel for pixel. The one thing that differs
    between the two runs is the time on the table's clock, so the dummy frame is drawn
    with the clock at each second the real game may have reached, and one must match."""
    need("import")
    quiet = {"anim_speed": 0.0, "tutorials_offered": GAMES}  # no deal flight, no offer
    rest = type(twin(tmp_path).scenes.build(game, seed=SEED, hard=False)).__name__
    win = Window(display, tmp_path, "--game", game, "--seed", str(SEED), rest=rest, **quiet)
    try:
        assert win.framebuffer == "native"
        pointer = win.pointer()  # where X put it (a hover shows): the twin is told the same
        shot = tmp_path / "shot.png"
        subprocess.run(
            ["import", "-window", win.wid, str(shot)],
            env=win.env,
            timeout=30,
            check=True,
        )
        assert win.proc.poll() is None
    finally:
        win.close()
    real = pygame.image.load(str(shot))
    assert real.get_size() == SIZE
    app = twin(tmp_path)
    for key, value in quiet.items():
        app.settings.override(key, value)
    scene = app.scenes.push(game, seed=SEED, hard=False)
    post(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))
    settle(app)
    seen = pygame.image.tobytes(real, "RGB")
    matched = []
    for second in range(60):
        scene.session.elapsed = float(second)
        show(app)
        if pygame.image.tobytes(app.screen, "RGB") == seen:
            matched.append(second)
    if not matched:
        SHOTS.mkdir(exist_ok=True)
        pygame.image.save(real, str(SHOTS / f"{game}-x11.png"))
        pygame.image.save(app.screen, str(SHOTS / f"{game}-dummy.png"))
    assert matched, f"{game}: the X window differs from every dummy frame (both in shots/)"
