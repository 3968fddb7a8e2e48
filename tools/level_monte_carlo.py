"""levels/monte_carlo.tmx: the 5×5 grid between stock and discard."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from tmx import obj, tmx  # noqa: E402


def build() -> str:
    cw, ch = 80, 112
    gap_x, gap_y = 14, 8
    grid_w = 5 * cw + 4 * gap_x
    x0 = (1280 - grid_w) // 2
    y0 = 60
    cells = [
        obj(f"cell_{r * 5 + c}", x0 + c * (cw + gap_x), y0 + r * (ch + gap_y), cw, ch, "cell")
        for r in range(5)
        for c in range(5)
    ]
    piles = [
        obj("stock", 110, 250, cw, ch, "pile"),
        obj("discard", 1280 - 110 - cw, 250, cw, ch, "pile"),
    ]
    hud = [
        obj("title", 40, 14, 400, 36, "text"),
        obj("deal_no", 1000, 14, 240, 36, "text"),
        obj("stock_label", 70, 380, 164, 60, "text"),
        obj("pairs_label", 1046, 380, 164, 60, "text"),
        obj("compactions_label", 40, 470, 230, 70, "text"),
        obj("message", 240, 668, 800, 40, "text"),
        obj("button_menu", 40, 610, 150, 44, "button"),
        obj("button_new", 1090, 610, 150, 44, "button"),
        obj("button_demo", 1050, 540, 160, 44, "button"),
        obj("toolbar", 1010, 480, 240, 44, "toolbar"),
    ]
    return tmx(
        1280,
        720,
        {"felt": "#ff1b6b45", "card_width": cw, "title": "Monte Carlo", "fold_x": 1000.0},
        {"cells": cells, "piles": piles, "hud": hud},
    )
