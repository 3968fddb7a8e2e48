"""Checks on screenshots the game wrote."""

from pathlib import Path

import pygame


def check_screenshot(path: Path, size=(1280, 720)) -> None:
    """A real frame: the asked size, and a table of cards rather than one flat colour."""
    img = pygame.image.load(str(path))
    assert img.get_size() == size
    colours = {
        tuple(img.get_at((x, y))) for x in range(0, size[0], 16) for y in range(0, size[1], 16)
    }
    assert len(colours) > 20, f"only {len(colours)} colours: a blank frame?"
