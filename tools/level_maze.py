"""levels/maze.tmx: the 6×9 board in the middle, stock and Kings beside it, HUD on top.

Six rows of 1.4× tall cards must fit under the title bar and above the
message line, so the card width is set by the height: 70 units.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from tmx import obj, tmx  # noqa: E402

ROWS, COLS = 6, 9
CW = 70
CH = 98  # CW * 1.4
GAP_X, GAP_Y = 14, 8
BOARD_W = COLS * CW + (COLS - 1) * GAP_X
X0 = (1280 - BOARD_W) // 2
Y0 = 52


def build() -> str:
    cells = [
        obj(f"cell_{r * COLS + c}", X0 + c * (CW + GAP_X), Y0 + r * (CH + GAP_Y), CW, CH, "cell")
        for r in range(ROWS)
        for c in range(COLS)
    ]
    fan = 40  # the Kings overlap, each showing its corner
    piles = [
        obj("stock", 100, 84, CW, CH, "pile"),
        obj("kings", 1060, 84, CW + 3 * fan, CH, "pile", fan=fan),
    ]
    hud = [
        obj("title", 28, 8, 300, 36, "text"),
        obj("progress", 440, 4, 400, 36, "text"),
        obj("deal_no", 1040, 8, 212, 36, "text"),
        obj("help", 30, 232, 212, 356, "text"),
        obj("moves", 1070, 236, 170, 60, "text"),
        obj("message", 20, 686, 1240, 30, "text"),
        obj("toolbar", 1036, 500, 220, 40, "toolbar"),
        obj("button_give_up", 1060, 560, 190, 44, "button"),
        obj("button_new", 1060, 626, 190, 44, "button"),
        obj("button_demo", 1060, 444, 190, 44, "button"),
        obj("button_menu", 30, 626, 190, 44, "button"),
    ]
    return tmx(
        1280,
        720,
        {"felt": "#ff1b6b45", "card_width": CW, "title": "Maze", "fold_x": 1040.0},
        {"cells": cells, "piles": piles, "hud": hud},
    )
