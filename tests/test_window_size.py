"""The smallest window the layout supports is the window's minimum: a flag below it is
refused in one line, a size asked for in code is brought up to it, and the window
itself will not be dragged smaller (``Window.minimum_size``)."""

import pytest

from game.app import display_window
from game.engine import window_size
from tests.driver import make_app


def test_the_smallest_window_is_800_by_600_and_sizes_below_it_have_one_reason():
    assert window_size.MIN_SIZE == (800, 600)
    assert window_size.problem((800, 600)) is None
    assert window_size.problem((1920, 600)) is None
    for small in ((799, 600), (800, 599), (520, 400)):
        why = window_size.problem(small)
        assert why and "800x600" in why and "\n" not in why


@pytest.mark.parametrize("asked,given", [((520, 400), (800, 600)), ((700, 900), (800, 900))])
def test_a_window_asked_below_the_minimum_opens_at_it(asked, given):
    app = make_app(size=asked)
    assert app.size == given
    assert display_window().minimum_size == window_size.MIN_SIZE


def test_a_window_resized_below_the_minimum_stops_there_and_keeps_its_minimum():
    app = make_app(size=(1280, 720))
    app.resize_window((640, 480))
    app.step(1 / 60)
    assert app.size == (800, 600)
    assert display_window().minimum_size == window_size.MIN_SIZE
