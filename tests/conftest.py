"""Headless everywhere: no window, no sound card, no user data touched."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test gets its own settings/saves folder."""
    monkeypatch.setenv("PATIENCE_ARCADE_DATA", str(tmp_path / "data"))
    yield


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """Long tests first, shared out over the xdist workers (see tests/schedule.py); after
    -m and -k have deselected and pytest has grouped tests by their fixtures."""
    from tests.schedule import long_first, worker_count

    items[:] = long_first(items, worker_count())
