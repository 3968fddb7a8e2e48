"""The ranking ladder shows every symbol on every row state: marked gold (the set to
beat is of its kind), bright (beats it) and dimmed (does not). A play test found the
Lemon gone whenever its row was gold: the row's fill was painted over the icon."""

from __future__ import annotations

import math

import pygame
import pytest

from game.games.slotker.ladder import ladder_rows, paint_ladder
from game.games.slotker.rank import SYMBOL, SYMBOLS
from game.games.slotker.symbols import icon
from game.rules import cards as C

FELT = (27, 107, 69)
SIZES = {1.0: (290, 640), 0.625: (190, 420)}  # the ladder's slot at 1280x720 and 800x600


def a_set_of(symbol: str) -> list[str]:
    return [c for c in C.standard_deck() if SYMBOL[c] == symbol][:3]


def drawn(scale: float, high: list[str] | None) -> pygame.Surface:
    """The ladder as it shows on the felt."""
    pygame.font.init()
    size = SIZES[scale]
    img = pygame.Surface(size, pygame.SRCALPHA)
    paint_ladder(img, scale, high, "BEST", False)
    out = pygame.Surface(size)
    out.fill(FELT)
    out.blit(img, (0, 0))
    return out


def distance(a, b) -> float:
    return math.dist(tuple(a)[:3], tuple(b)[:3])


def symbol_contrast(out: pygame.Surface, scale: float, symbol: str) -> tuple[float, float]:
    """(share of the symbol's own pixels that stand apart from their row's ground,
    the median distance of their colour from it), the ground sampled in the row between
    its edge and the icon."""
    rows = ladder_rows(scale, out.get_height()).symbols
    top, row_h = rows[SYMBOLS.index(symbol)]
    pad, iz = round(12 * scale), round(22 * scale)
    x0, y0 = pad, top + (row_h - iz) // 2
    ground = out.get_at((pad - 2, top + row_h // 2))
    shape = icon(symbol, iz)
    gaps = []
    for y in range(iz):
        for x in range(iz):
            if shape.get_at((x, y)).a >= 200:
                gaps.append(distance(out.get_at((x0 + x, y0 + y)), ground))
    gaps.sort()
    apart = sum(1 for g in gaps if g >= 40) / len(gaps)
    return apart, gaps[len(gaps) // 2]


@pytest.mark.parametrize("scale", SIZES)
@pytest.mark.parametrize("symbol", SYMBOLS)
def test_a_symbol_shows_on_its_gold_row(symbol, scale):
    out = drawn(scale, a_set_of(symbol))
    apart, median = symbol_contrast(out, scale, symbol)
    assert apart >= 0.6 and median >= 60, (symbol, apart, median)


@pytest.mark.parametrize("scale", SIZES)
def test_every_symbol_shows_on_bright_and_dimmed_rows(scale):
    # no set to beat: every row bright; three Plums to beat: Bar and Bell bright, the rest dim
    for high in (None, a_set_of("PLUM")):
        out = drawn(scale, high)
        for symbol in SYMBOLS:
            if high and symbol == "PLUM":
                continue  # its row is gold (the test above)
            apart, median = symbol_contrast(out, scale, symbol)
            assert apart >= 0.6 and median >= 60, (symbol, high, apart, median)
