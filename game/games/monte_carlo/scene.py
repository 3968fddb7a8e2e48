"""Monte Carlo on screen: pick two touching cards of a rank; watch the grid compact."""

from __future__ import annotations

import pygame

from game.engine import paint, theme, ui
from game.engine.input import KEYS, Target
from game.engine.keymaps import built
from game.engine.sprites import flip
from game.engine.theme import OK, SELECT
from game.games.monte_carlo import words
from game.games.monte_carlo.keys import LAYER
from game.games.monte_carlo.rules import CELLS, HARD_COMPACTIONS, PAIRS
from game.i18n import _, ngettext, pgettext
from game.table.scene import Home, TableScene

MONTE_CARLO_KEYS = built(LAYER)


class MonteCarloScene(TableScene):
    IGNORED_EVENTS: frozenset[str] = frozenset()  # every event is shown
    GAME = "monte_carlo"
    REQUIRED = tuple(f"cell_{i}" for i in range(CELLS)) + ("stock", "discard", "message")

    def __init__(self, *a, **kw) -> None:
        self.selected: int | None = None
        self._compact_ready = False  # worked out once per frame in draw_table
        super().__init__(*a, **kw)

    # --- where cards live ------------------------------------------------
    def home(self, card: str) -> Home | None:
        g = self.game
        if card in g.grid:
            x, y = self.slot_pos(f"cell_{g.grid.index(card)}")
            return Home(x, y, True, 10)
        if card in g.stock:
            i = len(g.stock) - 1 - g.stock.index(card)  # top of stock drawn last = highest
            x, y = self.slot_pos("stock")
            return Home(x - i * 0.25, y - i * 0.35, False, i, shadow=i == 0)
        if card in g.discard:
            i = g.discard.index(card)
            x, y = self.slot_pos("discard")
            return Home(x + (i % 2) * 3, y - i * 0.35, True, i, shadow=i == 0)
        return None

    # --- animation -----------------------------------------------------
    def deal_animation(self) -> None:
        """Cards leave the stock one after another into their cells."""
        sx, sy = self.slot_pos("stock")
        tweens = []
        for cell, card in enumerate(self.game.grid):
            if card is None:
                continue
            spr = self.sprite(card)
            tx, ty = spr.x, spr.y
            spr.x, spr.y, spr.face_up = sx, sy, False
            tweens.append(self.fly(spr, tx, ty, 0.32, delay=cell * 0.045, z=10))
            tweens += flip(spr, True, cell * 0.045 + 0.16, self._dealt_sound, squash=0)
        self.timeline.add(*tweens)
        self.app.play_sound("shuffle")

    def _dealt_sound(self) -> None:
        self.app.play_sound("deal")

    def animate(self, events: list[dict]) -> None:
        self.animate_events(events)

    def _anim_pair(self, ev: dict, rest: list[dict]) -> None:
        dx, dy = self.slot_pos("discard")
        n = len(self.game.discard)
        tweens = []
        for k, card in enumerate(ev["cards"]):
            spr = self.sprite(card)
            spr.glow = None
            i = n - 2 + k
            tweens.append(
                self.fly(
                    spr,
                    dx + (i % 2) * 3,
                    dy - i * 0.35,
                    0.36,
                    delay=k * 0.06,
                    ease="in_out_quad",
                    z=i,
                )
            )
            r = spr.screen_rect(self.vp, self.art)
            self.fx.burst(r.centerx, r.centery, theme.SPARK, 14, 200)
        self.timeline.add(*tweens)
        self.app.play_sound("clear")
        self.banner(
            pgettext("Monte Carlo banner", "PAIR!"),
            *self.vp.point(*self._between(ev["cells"])),
            ui.GOLD,
            34,
        )

    def _between(self, cells: list[int]) -> tuple[float, float]:
        a, b = (self.level[f"cell_{c}"].center for c in cells)
        return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)

    def _anim_compact(self, ev: dict, rest: list[dict]) -> None:
        """Slides first, in reading order, then the refills fly in from the stock."""
        slides = [s for s in ev["slides"] if s["from"] != s["to"]]
        self.fx.clear_banners()  # the last pair's word does not hang over the grid closing up
        if self.hard:
            text = _("Compaction {n} of {limit}").format(n=ev["number"], limit=HARD_COMPACTIONS)
        else:
            text = _("Compaction {n}").format(n=ev["number"])
        self.say(text, ui.GOLD, 2.0)
        tweens = []
        for k, s in enumerate(slides):
            spr = self.sprite(s["card"])
            x, y = self.slot_pos(f"cell_{s['to']}")
            tweens.append(self.fly(spr, x, y, 0.3, delay=k * 0.03, ease="in_out_quad", z=10))
        if tweens:
            self.timeline.add(*tweens)
        refills = []
        sx, sy = self.slot_pos("stock")
        for k, r in enumerate(ev["refills"]):
            spr = self.sprite(r["card"])
            spr.x, spr.y, spr.face_up = sx, sy, False
            x, y = self.slot_pos(f"cell_{r['to']}")
            refills.append(self.fly(spr, x, y, 0.3, delay=k * 0.05, z=10))
            refills += flip(spr, True, k * 0.05 + 0.15, self._dealt_sound, squash=0)
        if refills:
            self.timeline.add(*refills)
        self.timeline.call(lambda: self.sync_sprites())
        self.app.play_sound("shuffle")

    # --- input -------------------------------------------------------------
    def targets(self) -> list[Target]:
        out = [Target(f"cell_{i}", self.slot_rect(f"cell_{i}")) for i in range(CELLS)]
        out.append(Target("stock", self.slot_rect("stock")))
        return out

    def cell_of(self, name: str | None) -> int | None:
        if name and name.startswith("cell_"):
            return int(name[5:])
        return None

    def click(self, name: str | None) -> None:
        if name == "stock":
            self.compact()
            return
        cell = self.cell_of(name)
        if cell is None or self.game.grid[cell] is None:
            if self.selected is not None:
                self.cancel_selection()
            elif cell is None and name is None and ("compact",) in self.game.legal_moves():
                text = _("No pairs left: click the stock (or press {key}) to compact")
                self.say(text.format(key=MONTE_CARLO_KEYS.label("compact")), ui.GOLD)
            return
        if self.selected is None:
            self.select(cell)
        elif self.selected == cell:
            self.cancel_selection()
            if self.app.speaking:  # (by ear: the card let go, as the focus now says it)
                self.app.speak(self.focus_words(name or ""))
        else:
            self.pair(self.selected, cell)

    def select(self, cell: int) -> None:
        self.selected = cell
        partners = self.game.partners(cell)
        if not partners:
            text = _("Nothing touching the {card} has its rank").format(card=self._name(cell))
            self.say(text, ui.DIM, 2.5)
        elif self.app.speaking:  # by ear: the card selected and what it pairs with
            self.app.speak(self.focus_words(f"cell_{cell}"))
        self.app.play_sound("click")

    def _name(self, cell: int) -> str:
        from game.rules.cards import name

        return name(self.game.grid[cell])

    def pair(self, a: int, b: int) -> None:
        lo, hi = sorted((a, b))
        culprits = [self.game.grid[lo], self.game.grid[hi]]
        self.selected = None
        self.try_move(("pair", lo, hi), culprits)

    def compact(self) -> None:
        if ("compact",) in self.game.legal_moves():
            self.selected = None
            self.try_move(("compact",))
        else:
            self.try_move(("compact",))

    def on_reset(self, new_deal: bool) -> None:
        self.selected = None

    def cancel_selection(self) -> bool:
        if self.selected is None:
            return False
        self.selected = None
        return True

    def can_drag(self, name: str) -> bool:
        cell = self.cell_of(name)
        return cell is not None and self.game.grid[cell] is not None

    def drag_cards(self, name: str) -> list[str]:
        cell = self.cell_of(name)
        card = self.game.grid[cell] if cell is not None else None
        return [card] if card else []

    def drop(self, src: str, dst: str | None) -> None:
        a, b = self.cell_of(src), self.cell_of(dst)
        if a is None or b is None or a == b or self.game.grid[b] is None:
            self.say(_("Drop a card on a touching card of the same rank"), ui.DIM, 2.5)
            return
        self.pair(a, b)

    def on_key(self, action, event) -> bool:
        if MONTE_CARLO_KEYS.action(event) == "compact":
            self.compact()
            return True
        return False

    # --- drawing -----------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        art = self.art
        slot_img = art.slot()
        for i in range(CELLS):
            r = self.slot_rect(f"cell_{i}")
            surface.blit(slot_img, slot_img.get_rect(center=r.center))
        for name in ("stock", "discard"):
            r = self.slot_rect(name)
            surface.blit(slot_img, slot_img.get_rect(center=r.center))
        if self.selected is not None:
            for b in self.game.partners(self.selected):
                r = self.slot_rect(f"cell_{b}")
                paint.rect(surface, OK, r.inflate(12, 12), 4, border_radius=12)
            r = self.slot_rect(f"cell_{self.selected}")
            paint.rect(surface, SELECT, r.inflate(14, 14), 5, border_radius=12)
        self._compact_ready = not self.timeline.busy and ("compact",) in self.game.legal_moves()
        if self._compact_ready:
            r = self.slot_rect("stock")
            paint.rect(surface, ui.GOLD, r.inflate(16, 16), 4, border_radius=12)

    def draw_hud(self, surface: pygame.Surface) -> None:
        g = self.game
        self.draw_header(surface)
        shown = len(g.stock) + still_in_stock(self)
        self.draw_lines(surface, "stock_label", [(f"{shown}", ui.INK), (_("in stock"), ui.DIM)])
        self.draw_lines(
            surface,
            "pairs_label",
            [
                (f"{g.pairs_made}", ui.INK),
                (ngettext("pair made", "pairs made", g.pairs_made), ui.DIM),
            ],
        )
        if self.hard:
            left = g.compactions_left
            self.draw_lines(
                surface,
                "compactions_label",
                [
                    (f"{left}", ui.BAD if left == 0 else ui.ACCENT),
                    (ngettext("compaction left", "compactions left", left), ui.DIM),
                ],
            )
        else:
            self.draw_lines(
                surface,
                "compactions_label",
                [
                    (f"{g.compactions}", ui.INK),
                    (ngettext("compaction", "compactions", g.compactions), ui.DIM),
                ],
            )
        if self._compact_ready:
            r = self.slot_rect("stock")
            ui.blit_text(
                surface,
                _("Compact ({key})").format(key=MONTE_CARLO_KEYS.label("compact")),
                max(ui.MIN_TEXT, int(22 * self.vp.scale)),
                (r.centerx, r.y - 18 * self.vp.scale),
                ui.GOLD,
                "center",
            )

    def hint_targets(self, move: tuple) -> list[str]:
        if move[0] == "pair":
            return [f"cell_{move[1]}", f"cell_{move[2]}"]
        return ["stock"]

    def describe_move(self, move: tuple) -> str:
        if move[0] == "pair":
            a, b = (self._name(c) for c in move[1:])
            return _("pair the {card} with the {other}").format(card=a, other=b)
        return _("compact the grid (click the stock)")

    def result_text(self) -> tuple[str, list[str]]:
        g = self.game
        if g.status == "won":
            line = ngettext(
                "All {pairs} pairs made with {n} compaction.",
                "All {pairs} pairs made with {n} compactions.",
                g.compactions,
            ).format(pairs=PAIRS, n=g.compactions)
            return _("Cleared!"), [line]
        left = sum(1 for c in g.grid if c) + len(g.stock)
        pairs = ngettext("{n} pair made", "{n} pairs made", g.pairs_made).format(n=g.pairs_made)
        cards = ngettext("{n} card left", "{n} cards left", left).format(n=left)
        return _("No moves left"), [
            g.loss_reason(),
            _("{pairs}; {cards}.").format(pairs=pairs, cards=cards),
        ]

    # --- play by ear: the words speech says (game.games.monte_carlo.words) ----------
    def focus_words(self, name: str) -> str:
        return words.focus_words(self.game, name, self.selected) or super().focus_words(name)

    def move_words(self, events: list[dict]) -> list[str]:
        read = KEYS.label("read_table") if KEYS.keys("read_table") else ""
        return words.move_words(self.game, events, read)

    def table_words(self) -> list[str]:
        return words.table_words(self.game, self.selected)

    def status_words(self) -> str:
        s = self.session
        return words.status_words(self.game, s.status, s.moves, s.elapsed)


__all__ = ["MonteCarloScene"]


def still_in_stock(scene: MonteCarloScene) -> int:
    """Cards the rules have dealt out of the stock whose sprites have not left it yet (a
    refill or the deal waiting its turn): the stock's count drops as each card leaves."""
    if not scene.timeline.busy:
        return 0
    r, stock = scene.slot_rect("stock"), set(scene.game.stock)
    return sum(
        1
        for card, spr in scene.sprites.items()
        if card not in stock and r.collidepoint(spr.screen_rect(scene.vp, scene.art).center)
    )
