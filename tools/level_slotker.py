"""levels/slotker.tmx: a slot-machine cabinet in the middle, piles left, ranking ladder right.

The cabinet holds the high set on top, the three reels (``hand_0..2``) under
it, the replacement reel beside them and the lever on its right edge. The
left column has the stock and the discard pile over the seats panel (the
players in a match, the run record in solo); the ladder fills the right.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from tmx import obj, tmx  # noqa: E402

CW = 100  # card width; cards are 1.4× as tall
REEL_W, REEL_H = 116, 166
GAP = 12
REELS_X = 330
HIGH_Y = 102
REELS_Y = 272


def build() -> str:
    cards = [
        obj(f"hand_{i}", REELS_X + i * (REEL_W + GAP), REELS_Y, REEL_W, REEL_H, "reel")
        for i in range(3)
    ]
    cards += [
        obj("replacement", REELS_X + 3 * (REEL_W + GAP) + 36, REELS_Y, REEL_W, REEL_H, "reel"),
        obj("stock", 32, 76, 120, 160, "pile"),
        obj("discard", 162, 76, 120, 160, "pile"),
    ]
    cards += [
        obj(f"high_set_{i}", REELS_X + i * (REEL_W + GAP), HIGH_Y, REEL_W, 150, "high")
        for i in range(3)
    ]
    machine = [
        obj("cabinet", 300, 50, 660, 548, "panel"),
        obj("lever", 892, 206, 52, 250, "lever"),
        obj("ladder", 976, 54, 280, 560, "panel"),
        obj("seats", 22, 268, 266, 346, "panel"),
    ]
    hud = [
        obj("title", 28, 8, 300, 38, "text"),
        obj("run_label", 440, 8, 400, 38, "text"),
        obj("deal_no", 976, 8, 276, 38, "text"),
        obj("clock", 740, 8, 230, 38, "text"),
        obj("prompt", 738, 94, 208, 106, "text"),
        obj("button_deal", 346, 538, 200, 48, "button"),
        obj("button_fold", 566, 538, 200, 48, "button"),
        obj("message", 300, 610, 660, 38, "text"),
        obj("button_menu", 28, 660, 170, 46, "button"),
        obj("button_new", 1082, 660, 170, 46, "button"),
        obj("button_demo", 860, 660, 190, 46, "button"),
        obj("toolbar", 470, 662, 340, 44, "toolbar"),
    ]
    return tmx(
        1280,
        720,
        {"felt": "#ff1a5a44", "card_width": CW, "title": "SLOTKER", "fold_x": 970.0},
        {"cards": cards, "machine": machine, "hud": hud},
    )
