"""Which part of each Matrix spot shows, on the half-card grid.

A spot's card covers four unit cells of the grid (its quarters). A card shows
the quarters no card of a higher level covers; an empty spot shows the
quarters no card covers at all (its own free area, where a click places the
hand card). The arrows measure between what shows (``game.games.zoomer.arrows``),
and clicks go to the card seen, so both follow the picture rather than the spot list.
"""

from __future__ import annotations

import pygame

from game.games.zoomer.rules import LEVEL, SPOTS, Spot, Zoomer


def spot_slot(spot: tuple[int, int]) -> str:
    """The level's slot for Matrix spot (x, y): a minus is written 'm' (spot_m1_2)."""

    def part(v: int) -> str:
        return f"m{-v}" if v < 0 else str(v)

    return f"spot_{part(spot[0])}_{part(spot[1])}"


SPOT_SLOT = {s: spot_slot(s) for s in SPOTS}
SLOT_SPOT = {name: s for s, name in SPOT_SLOT.items()}

Cell = tuple[int, int]  # the unit square [x, x+1] × [y, y+1] of the half-card grid


def cells(spot: Spot) -> tuple[Cell, ...]:
    """The four quarters a spot's card covers, top-left first."""
    x, y = spot
    return ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y))


# the other spots whose card covers each quarter of each spot (asked every frame)
_OVER: dict[tuple[Spot, Cell], tuple[Spot, ...]] = {
    (spot, cell): tuple(o for o in SPOTS if o != spot and cell in cells(o))
    for spot in SPOTS
    for cell in cells(spot)
}


def shown_cells(g: Zoomer, spot: Spot) -> list[Cell]:
    """The quarters of ``spot`` a player sees: of its card, those under no higher card;
    of an empty spot, those under no card at all."""
    occupied = g.card_at(spot) is not None
    level = LEVEL[spot]
    out = []
    for cell in cells(spot):
        covered = any(
            g.card_at(other) is not None and (not occupied or LEVEL[other] > level)
            for other in _OVER[spot, cell]
        )
        if not covered:
            out.append(cell)
    return out


def quarter(rect: pygame.Rect, spot: Spot, cell: Cell) -> pygame.Rect:
    """The screen rect of one quarter of a spot whose card lies in ``rect``."""
    i, j = cell[0] - (spot[0] - 1), cell[1] - (spot[1] - 1)
    half_w, half_h = rect.w // 2, rect.h // 2
    return pygame.Rect(rect.x + i * half_w, rect.y + j * half_h, rect.w - half_w, rect.h - half_h)


def shown_rects(g: Zoomer, spot: Spot, rect: pygame.Rect) -> list[pygame.Rect]:
    return [quarter(rect, spot, c) for c in shown_cells(g, spot)]


def shown_pieces(g: Zoomer, spot: Spot, rect: pygame.Rect) -> list[pygame.Rect]:
    """What the arrows measure of a stop: the quarters that show, or for an empty spot
    that cards cover whole, the quarters of its outline (drawn over them)."""
    return shown_rects(g, spot, rect) or [quarter(rect, spot, c) for c in cells(spot)]


def shown_point(g: Zoomer, spot: Spot, rect: pygame.Rect) -> tuple[float, float] | None:
    """The middle of what shows of ``spot`` (None when nothing does)."""
    rects = shown_rects(g, spot, rect)
    if not rects:
        return None
    return (
        sum(r.centerx for r in rects) / len(rects),
        sum(r.centery for r in rects) / len(rects),
    )
