"""levels/zoomer.tmx: the 13-spot Matrix in the middle, piles and hand left, tracker right.

Spots sit on the rules' half-card grid: spot (x, y) is a card centred at
MATRIX_CENTRE + (x * cw/2, y * ch/2), so a card covers [x-1, x+1] × [y-1, y+1]
card units and cards of neighbouring levels overlap by half a card, exactly
as RESTS_ON says. Spot names write a minus as "m": spot (-1, 2) is spot_m1_2.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from tmx import obj, tmx  # noqa: E402

CW, CH = 120, 168  # card size in design units (the art is 1.4 times as high as wide)
MATRIX_CENTRE = (640, 338)
SPOTS = [
    (0, 0),
    (-1, -1),
    (1, -1),
    (-1, 1),
    (1, 1),
    (-2, -2),
    (0, -2),
    (2, -2),
    (-2, 0),
    (2, 0),
    (-2, 2),
    (0, 2),
    (2, 2),
]


def spot_slot(x: int, y: int) -> str:
    """The level's name for Matrix spot (x, y)."""

    def part(v: int) -> str:
        return f"m{-v}" if v < 0 else str(v)

    return f"spot_{part(x)}_{part(y)}"


def build() -> str:
    cx, cy = MATRIX_CENTRE
    spots = [
        obj(
            spot_slot(x, y),
            cx + x * CW // 2 - CW // 2,
            cy + y * CH // 2 - CH // 2,
            CW,
            CH,
            "spot",
            grid_x=x,
            grid_y=y,
            level=max(abs(x), abs(y)),
        )
        for x, y in SPOTS
    ]
    piles = [
        obj("stock", 60, 84, CW, CH, "pile"),
        obj("discard", 240, 84, CW, CH, "pile"),
        obj("hand", 60, 392, CW, CH, "pile"),
    ]
    hud = [
        obj("title", 40, 14, 400, 36, "text"),
        obj("deal_no", 866, 14, 374, 36, "text"),
        obj("trap_label", 460, 50, 360, 30, "text"),
        obj("stock_label", 40, 256, 160, 30, "text"),
        obj("discard_label", 220, 256, 160, 30, "text"),
        obj("button_draw", 50, 292, 140, 44, "button"),
        obj("button_clear", 230, 292, 140, 44, "button"),
        obj("hand_label", 40, 356, 160, 30, "text"),
        # Undo, Redo, Hint, Help in two rows beside the hand
        obj("toolbar", 210, 430, 190, 98, "toolbar"),
        obj("toolbar_undo", 210, 430, 90, 44, "button"),
        obj("toolbar_redo", 310, 430, 90, 44, "button"),
        obj("toolbar_hint", 210, 484, 90, 44, "button"),
        obj("toolbar_help", 310, 484, 90, 44, "button"),
        obj("tracker", 866, 70, 374, 528, "panel"),
        obj("info", 240, 614, 800, 30, "text"),
        obj("message", 240, 664, 800, 40, "text"),
        obj("button_menu", 40, 610, 150, 44, "button"),
        obj("button_new", 1090, 610, 150, 44, "button"),
        obj("button_demo", 210, 540, 190, 44, "button"),
    ]
    return tmx(
        1280,
        720,
        {"felt": "#ff1d5a6e", "card_width": CW, "title": "Zoomer Matrix", "fold_x": 850.0},
        {"matrix": spots, "piles": piles, "hud": hud},
    )
