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
from hypothesis import settings  # noqa: E402

# Every run in random order (pytest-randomly) with one seed, printed in the header, and
# Hypothesis driven by a seed of its own per run: the same two seeds give the same run.
# No example database: a failure found once is replayed from the seeds, not from a folder
# one machine happens to keep; no deadline: a busy machine is not a failing example.
settings.register_profile("suite", database=None, deadline=None, print_blob=True)
settings.load_profile("suite")


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    """Hypothesis's seed for this run: ``--hypothesis-seed`` when given, else the order's
    seed (pytest-randomly has set it by now, in every xdist worker the same)."""
    from hypothesis import core

    order_seed = config.getoption("randomly_seed", None)  # None: run with -p no:randomly
    if config.getoption("hypothesis_seed") is None and isinstance(order_seed, int):
        config.option.hypothesis_seed = order_seed
        core.global_force_seed = order_seed


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter, config):
    """The seeds, at the end of every run (``-q`` hides the header), where a failure is read."""
    order_seed = config.getoption("randomly_seed", None)
    if order_seed is None:
        terminalreporter.write_line("tests ran in the written order (-p no:randomly)")
        return
    terminalreporter.write_line(
        f"to run again in this order: --randomly-seed={order_seed}"
        f" --hypothesis-seed={config.getoption('hypothesis_seed')}"
    )


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test gets its own settings/saves folder."""
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path / "data"))
    yield


@pytest.fixture(autouse=True)
def _voices_recorded(monkeypatch):
    """An app's voices are a recording (game.speech.backends.RecordingBackend), and no
    screen reader is asked for: a test that turns speech on (the monkey in Settings)
    starts no speech-dispatcher or espeak-ng of the machine's. The speech tests hand the
    back ends they test over themselves."""
    from game.speech import choice
    from game.speech.backends import RecordingBackend

    recorded = choice.Voices(("recording",), (RecordingBackend,))
    monkeypatch.setattr(choice, "choose", lambda *a, **kw: recorded)
    monkeypatch.setattr(choice, "screen_reader_running", lambda *a, **kw: False)


@pytest.fixture(autouse=True)
def _deals_of_this_test(request, monkeypatch):
    """A new deal dealt without a number is the same deal every run of this test: its
    numbers come from a source seeded with the test's name. A random deal made some tests
    fail now and then (a Zoomer Matrix deal in 120 ends on its first move, a Monte Carlo
    deal in 130 is dead as dealt); seeded, a test passes or fails for good, in any order."""
    import random

    from game.session import lifecycle

    monkeypatch.setattr(lifecycle, "DEALS", random.Random(request.node.nodeid))


@pytest.fixture(autouse=True)
def _whole_collection():
    """A test that starts the game with a game broken on purpose (a level taken away) has
    that game left out of the catalog and the scene registry for the process: it is put
    back for the next test."""
    from game import catalog
    from game.scenes import SCENES

    games, scenes, said = catalog.games(), dict(SCENES), len(catalog._problems)
    kept = dict(games)
    yield
    if catalog._games is games and games.keys() != kept.keys():
        games.clear()
        games.update(kept)
    if SCENES.keys() != scenes.keys():
        SCENES.clear()
        SCENES.update(scenes)
    del catalog._problems[said:]


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
    its few seconds of playing overlap the other tests instead of holding a worker."""
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
