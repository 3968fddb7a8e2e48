"""The message under a table keeps clear of the table's buttons: it narrows between
them, hangs down where the window has room, and never shrinks to a thin column."""

import pygame
import pytest

from game.engine.hud import MessageBox

LONG = (
    "The Six of Hearts does not fit cell 42. Gap at cell 42: its left neighbour, the Four"
    " of Spades, takes the Five of Spades (cell 48)."
)


@pytest.fixture(autouse=True)
def _video():
    pygame.display.init()
    pygame.font.init()
    yield


def layout(slot, clear, window=(800, 600)):
    _, _, box = MessageBox._layout(slot, LONG, clear, pygame.Rect((0, 0), window))
    return box


def test_a_long_message_narrows_between_the_buttons_beside_it():
    slot = pygame.Rect(20, 560, 760, 25)
    menu, new = pygame.Rect(20, 520, 120, 28), pygame.Rect(660, 520, 120, 28)
    box = layout(slot, [menu, new])
    assert box.bottom == slot.bottom and box.h > slot.h  # wrapped, growing upward
    assert not box.colliderect(menu) and not box.colliderect(new)
    assert layout(slot, []).w > box.w  # with nothing to avoid it takes the slot's width


def test_a_message_under_a_button_in_the_middle_hangs_down_where_there_is_room():
    slot = pygame.Rect(150, 500, 500, 25)
    middle = pygame.Rect(340, 460, 120, 36)
    box = layout(slot, [middle])
    assert box.top == slot.top and not box.colliderect(middle)


def test_where_nothing_clears_the_buttons_the_message_keeps_its_full_width():
    slot = pygame.Rect(150, 570, 500, 25)  # no room below: the window ends at 600
    middle = pygame.Rect(340, 530, 120, 36)
    box = layout(slot, [middle])
    assert box.w == layout(slot, []).w  # not a thin column of many lines


class _Counting:
    """A font that counts what it renders and is otherwise the font it wraps."""

    def __init__(self, real, seen):
        object.__setattr__(self, "_real", real)
        object.__setattr__(self, "_seen", seen)

    def render(self, *args):
        self._seen.append(args[0])
        return self._real.render(*args)

    def __getattr__(self, name):
        return getattr(self._real, name)

    def __setattr__(self, name, value):
        setattr(self._real, name, value)


def test_a_new_message_is_rendered_once_and_its_one_line_box_fits_its_measure(monkeypatch):
    from game.engine import ui

    ui._texts.clear()
    seen: list[str] = []
    real = ui.font
    monkeypatch.setattr(ui, "font", lambda *a, **k: _Counting(real(*a, **k), seen))
    screen = pygame.Surface((1280, 720))
    slot = pygame.Rect(20, 680, 1240, 30)
    text = "Reshuffled: the discard pile is the stock again"
    box = MessageBox()
    box.draw(screen, slot, text, (250, 204, 72))
    assert seen == [text]  # the layout's block is the one drawn; its shadow is made from it
    size, width, shown = box._cache[1:]
    assert width == slot.w - 30
    assert shown.w == max(ui.measure(text, size)[0] + 30, 200)
    box.draw(screen, slot, text, (250, 204, 72))
    assert seen == [text]  # the next frame renders nothing
