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
