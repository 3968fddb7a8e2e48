"""Headless everywhere: no window, no sound card, no user data touched."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests compare English words: a machine whose locale is Russian runs them in English
# too ("system", every app's default language, reads LANGUAGE first; the subprocesses the
# tests start inherit it). LANG and LC_ALL are left alone: they also set the encoding.
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test gets its own settings/saves folder."""
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path / "data"))
    yield


@pytest.fixture(autouse=True)
def _english_after(request):
    """A test that put another language in force (Russian, the pseudo-language) leaves
    English behind for the next one in its process."""
    yield
    from game import i18n

    if i18n.language() != "en":
        i18n.use("en")


@pytest.fixture
def ru(monkeypatch):
    """Russian in force for the test, and for the apps it starts (their "system" language
    is the environment's), its catalog compiled when stale; English again after it."""
    from game import i18n
    from tests.ru_catalog import compiled

    compiled()
    monkeypatch.setenv("LANGUAGE", "ru")
    i18n.use("ru")
    yield
    i18n.use("en")


@pytest.fixture(autouse=True)
def _keys_as_written():
    """After each test the key table is as written and the keys' names are the keyboard's
    again: a test that rebinds a key or presses a pad button leaves nothing behind for a
    test that reads the table without starting an app."""
    yield
    from game.engine.input import LAST
    from game.engine.keymaps import use_bindings

    use_bindings({}, {})
    LAST.pad = False


@pytest.fixture(scope="session", autouse=True)
def _sound_recording(request, tmp_path_factory):
    """The sound tests' real-time recording starts in the background with the session
    (with the first test of each xdist worker; the first to get there starts it), so
    its 11 s of playing overlap the other tests instead of holding a worker."""
    from tests import sound_recording

    if any(item.nodeid.startswith(sound_recording.SOUND_TESTS) for item in request.session.items):
        folder = sound_recording.shared_folder(tmp_path_factory)
        sound_recording.BACKGROUND.append(sound_recording.start_recording(folder))
    yield


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Long tests first, shared out over the xdist workers (see tests/schedule.py); after
    -m and -k have deselected and pytest has grouped tests by their fixtures."""
    from tests.schedule import long_first, worker_count

    items[:] = long_first(items, worker_count())
