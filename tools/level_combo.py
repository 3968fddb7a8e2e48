"""levels/combo.tmx: the line of up to 11 cards across the middle, piles below.

The line holds 9 cards after a deal and at most 11 (a pass with 2 left deals
9 more), so 11 slots span the table; the scene centres the actual line on
them. Below: the stock and the relocations count on the left, the scoring
piles (face up, face down) and the penalty pile on the right, each with a
label. Score and goal sit at the top, the chain counter between them and the
line, where the eye already is while a chain plays.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from tmx import obj, tmx  # noqa: E402

LINE_SLOTS = 11


def build() -> str:
    cw, ch = 88, 124
    gap = 14
    pitch = cw + gap
    line_w = LINE_SLOTS * cw + (LINE_SLOTS - 1) * gap
    x0 = (1280 - line_w) // 2
    line_y = 236
    line = [obj(f"line_{i}", x0 + i * pitch, line_y, cw, ch, "line") for i in range(LINE_SLOTS)]
    pile_y = 404
    right = x0 + line_w
    piles = [
        obj("stock", x0, pile_y, cw, ch, "pile"),
        obj("score_up", right - 3 * cw - 2 * 58, pile_y, cw, ch, "pile"),
        obj("score_down", right - 2 * cw - 58, pile_y, cw, ch, "pile"),
        obj("penalty", right - cw, pile_y, cw, ch, "pile"),
    ]
    label_y = pile_y + ch + 12
    hud = [
        obj("title", 40, 14, 420, 36, "text"),
        obj("deal_no", 820, 14, 420, 36, "text"),
        obj("score_panel", 452, 62, 176, 56, "text"),
        obj("goal_panel", 652, 62, 176, 56, "text"),
        obj("chain_label", 340, 130, 600, 80, "text"),
        obj("stock_label", x0 - 20, label_y, cw + 40, 56, "text"),
        obj("relocations_label", x0 + cw + 40, pile_y + 34, 250, 56, "text"),
        obj("up_label", right - 3 * cw - 2 * 58 - 20, label_y, cw + 40, 56, "text"),
        obj("down_label", right - 2 * cw - 58 - 20, label_y, cw + 40, 56, "text"),
        obj("penalty_label", right - cw - 20, label_y, cw + 40, 56, "text"),
        obj("preview", 340, line_y + ch + 8, 600, 30, "text"),
        obj("message", 240, 668, 800, 40, "text"),
        obj("button_menu", 40, 612, 150, 44, "button"),
        obj("button_pass", 555, 612, 170, 44, "button"),
        obj("button_new", 1090, 612, 150, 44, "button"),
        obj("button_demo", 210, 612, 150, 44, "button"),
        obj("toolbar", 500, 444, 270, 44, "toolbar"),
    ]
    return tmx(
        1280,
        720,
        {"felt": "#ff1d5c4a", "card_width": cw, "title": "Combo-bliterate"},
        {"line": line, "piles": piles, "hud": hud},
    )
