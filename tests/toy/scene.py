"""Toy Pairs on the table's hooks: click two touching cards of one rank."""

from __future__ import annotations

import pygame

from game.engine import paint, ui
from game.engine.input import Target
from game.engine.keymaps import built
from game.engine.theme import SELECT, Ink
from game.table.scene import Home, TableScene
from tests.toy.keys import LAYER
from tests.toy.rules import CELLS, touching

TOY_KEYS = built(LAYER)
PARTNER = Ink("toy.partner")  # a role of its own colours (tests/toy/colours.py)


class ToyScene(TableScene):
    GAME = "toy"
    REQUIRED = tuple(f"cell_{i}" for i in range(CELLS)) + ("discard", "message", "title")

    def __init__(self, *a, **kw) -> None:
        self.selected: int | None = None
        super().__init__(*a, **kw)

    def home(self, card: str) -> Home | None:
        g = self.game
        if card in g.grid:
            x, y = self.slot_pos(f"cell_{g.grid.index(card)}")
            return Home(x, y, True, 10)
        if card in g.discard:
            i = g.discard.index(card)
            x, y = self.slot_pos("discard")
            return Home(x, y - i * 0.35, True, i, shadow=i == 0)
        return None

    def animate(self, events: list[dict]) -> None:
        self.glide_home()

    def targets(self) -> list[Target]:
        return [Target(f"cell_{i}", self.slot_rect(f"cell_{i}")) for i in range(CELLS)]

    def cell_of(self, name: str | None) -> int | None:
        return int(name[5:]) if name and name.startswith("cell_") else None

    def click(self, name: str | None) -> None:
        cell = self.cell_of(name)
        if cell is None or self.game.grid[cell] is None:
            self.cancel_selection()
            return
        if self.selected is None:
            self.selected = cell
        elif self.selected == cell:
            self.selected = None
        else:
            lo, hi = sorted((self.selected, cell))
            self.selected = None
            self.try_move(("pair", lo, hi), [self.game.grid[lo], self.game.grid[hi]])

    def on_key(self, action, event) -> bool:
        if TOY_KEYS.action(event) == "tally":
            left = sum(card is not None for card in self.game.grid)
            self.manager.push("toy_tally", pairs=self.game.pairs_made, left=left)
            return True
        return False

    def on_reset(self, new_deal: bool) -> None:
        self.selected = None

    def cancel_selection(self) -> bool:
        had, self.selected = self.selected is not None, None
        return had

    def draw_table(self, surface: pygame.Surface) -> None:
        slot_img = self.art.slot()
        for name in [*(f"cell_{i}" for i in range(CELLS)), "discard"]:
            surface.blit(slot_img, slot_img.get_rect(center=self.slot_rect(name).center))
        if self.selected is not None:
            g = self.game
            for b in range(CELLS):
                card, mine = g.grid[b], g.grid[self.selected]
                if b != self.selected and card and mine and card[0] == mine[0]:
                    if touching(self.selected, b, self.hard):
                        r = self.slot_rect(f"cell_{b}")
                        paint.rect(surface, PARTNER, r.inflate(12, 12), 4, border_radius=12)
            r = self.slot_rect(f"cell_{self.selected}")
            paint.rect(surface, SELECT, r.inflate(14, 14), 5, border_radius=12)

    def draw_hud(self, surface: pygame.Surface) -> None:
        r = self.slot_rect("title")
        size = max(18, int(36 * self.vp.scale))
        ui.blit_text(surface, "Toy Pairs", size, r.midleft, ui.GOLD, "midleft", bold=True)

    def hint_targets(self, move: tuple) -> list[str]:
        return [f"cell_{move[1]}", f"cell_{move[2]}"]

    def describe_move(self, move: tuple) -> str:
        return f"pair {self.game.grid[move[1]]} with {self.game.grid[move[2]]}"

    def result_text(self) -> tuple[str, list[str]]:
        if self.game.status == "won":
            return "Cleared!", [f"All {self.game.pairs_made} pairs made."]
        return "No moves left", [self.game.loss_reason()]
