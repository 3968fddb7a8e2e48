"""The window framebuffer is chosen at start-up from the platform, and overridden in order:
the user's own SDL hint, PATIENCE_ARCADE_FRAMEBUFFER, the ``framebuffer`` setting."""

import os

import pytest

from game.engine import framebuffer as fb
from tests.launch import HOW, LAUNCHED, QUICK, run_main
from tests.sampling import sampled


@pytest.fixture(autouse=True)
def _nothing_written(monkeypatch):
    monkeypatch.setattr(fb, "_written", None)


@pytest.mark.parametrize(
    "driver,path,hint",
    [("x11", "native", "0"), ("windows", "native", "0"), ("cocoa", "texture", "1")]
    + [("wayland", "texture", "1"), ("kmsdrm", "sdl", None), ("dummy", "sdl", None)],
)
def test_each_platform_gets_its_path_and_the_hint_sdl_reads(driver, path, hint):
    env = {"SDL_VIDEODRIVER": driver}
    choice = fb.start("auto", env)
    assert (choice.path, choice.driver, choice.source, choice.problem) == (
        path,
        driver,
        "platform",
        None,
    )
    assert env.get(fb.HINT) == hint


def test_the_driver_is_expected_as_sdl_2_picks_it():
    assert fb.expected_driver({"SDL_VIDEODRIVER": "Wayland,x11"}, "linux") == "wayland"
    both = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}
    assert fb.expected_driver(both, "linux") == "x11"
    assert fb.expected_driver({"WAYLAND_DISPLAY": "wayland-0"}, "linux") == "wayland"
    assert fb.expected_driver({}, "win32") == "windows"
    assert fb.expected_driver({}, "darwin") == "cocoa"


def test_the_environment_variable_beats_the_setting_and_the_setting_beats_the_platform():
    env = {"SDL_VIDEODRIVER": "x11", fb.ENV: "texture"}
    assert fb.start("native", env).source == fb.ENV
    assert env[fb.HINT] == "1"
    env = {"SDL_VIDEODRIVER": "x11"}
    choice = fb.start("texture", env)
    assert (choice.path, choice.source, env[fb.HINT]) == ("texture", "setting", "1")


def test_a_hint_the_user_set_is_left_alone():
    env = {"SDL_VIDEODRIVER": "x11", fb.HINT: "opengl", fb.ENV: "native"}
    choice = fb.start("native", env)
    assert (choice.path, choice.source, choice.hint) == ("sdl", fb.HINT, None)
    assert env[fb.HINT] == "opengl"


def test_our_own_hint_is_not_taken_for_the_users_on_the_next_start():
    env = {"SDL_VIDEODRIVER": "x11"}
    fb.start("auto", env)
    assert fb.start("texture", env).source == "setting" and env[fb.HINT] == "1"
    env["SDL_VIDEODRIVER"] = "dummy"
    assert fb.start("auto", env).path == "sdl" and fb.HINT not in env


def test_overrides_the_driver_cannot_honour_are_refused_in_one_line():
    env = {"SDL_VIDEODRIVER": "wayland", fb.ENV: "native"}
    choice = fb.start("fast", env)
    assert choice.path == "texture" and choice.source == "platform"
    assert choice.problem == (
        f"{fb.ENV}: SDL has no native framebuffer on wayland; "
        "setting: framebuffer 'fast' is not one of auto, native, texture"
    )


def test_a_driver_other_than_expected_is_chosen_for_again_before_the_window(monkeypatch):
    monkeypatch.delenv(fb.HINT, raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    choice = fb.start("auto")
    assert fb.confirm(choice, "x11", "auto") is choice
    again = fb.confirm(choice, "wayland", "auto")
    assert (again.path, again.driver) == ("texture", "wayland")
    assert os.environ[fb.HINT] == "1"


def test_the_app_starts_with_sdls_default_on_the_dummy_driver():
    from tests.driver import make_app

    app = make_app()
    assert (app.framebuffer.driver, app.framebuffer.path) == ("dummy", "sdl")


def version(tmp_path, how=LAUNCHED, capsys=None, monkeypatch=None, **env):
    """``--version`` with a bare environment (``env`` added to it), run ``how``."""
    base = {"PATH": "/usr/bin:/bin", "PATIENCE_ARCADE_DATA": str(tmp_path / "data")}
    return run_main(how, ["--version"], capsys, monkeypatch, {**base, **env})


def test_version_prints_the_version_and_the_framebuffer_path_and_opens_no_window(tmp_path):
    """Launched in the quick suite too: a process of its own shows it connects to no X
    server (there is none at :99) and opens no window."""
    r = version(tmp_path, DISPLAY=":99")  # no X server there: nothing may connect to it
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.splitlines() == [
        "patience-arcade 1.0.0",
        "framebuffer: native for x11 (chosen for the platform)",
    ]


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_version_reports_the_setting_and_a_refused_override(how, tmp_path, capsys, monkeypatch):
    from game.store.settings import Settings

    Settings(tmp_path / "data").set("framebuffer", "texture")
    r = version(tmp_path, how, capsys, monkeypatch, DISPLAY=":99",
                PATIENCE_ARCADE_FRAMEBUFFER="quick")  # fmt: skip
    assert r.returncode == 0
    assert r.stdout.splitlines()[1] == "framebuffer: texture for x11 (setting)"
    assert r.stderr.splitlines() == [
        "patience-arcade: PATIENCE_ARCADE_FRAMEBUFFER: "
        "framebuffer 'quick' is not one of auto, native, texture"
    ]
