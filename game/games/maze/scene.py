"""Maze on screen: slide cards into the six gaps until four suit runs read A..Q.

Everything about what fits where comes from the rules object (``targets``,
``cards_for``, ``explain_gap``, ``in_place``); this scene only picks, shows
and animates. Two things live here and not in the rules, because they are
about the player, not the game:

- **Give up.** Six gaps on a wrapping line always leave a legal move (see
  game/games/maze/rules.py), so a Maze game can never be lost by the rules. The
  Give up button (G) ends it as a loss with an overlay; Undo on that overlay
  takes the giving up back.
- **Going round in circles.** The scene keeps every board met along the
  current line of play; a move that returns to one of them says so, which is
  the dead-end explanation a player can act on.
"""

from __future__ import annotations

import pygame

from game.engine import paint, theme, ui
from game.engine.input import KEYS, Target
from game.engine.lru import LRU
from game.engine.theme import NO, OK, SELECT
from game.games.maze import words
from game.games.maze.motion import PREFIX, MazeMotion
from game.games.maze.rules import CELLS, COLS, IN_PLAY, ROWS
from game.i18n import N_, _, ngettext
from game.rules import cards as C
from game.table.scene import Home, TableScene

FOLLOWERS = IN_PLAY - 4  # every card but the four Aces has a suit predecessor


def in_sequence(board: list[str | None]) -> int:
    """Cards that follow their suit predecessor in reading order, gaps skipped.

    Progress a player can feel from the first good move: the strict count of
    cards in place stays at 0 until cell 0 holds an Ace, this one does not.
    """
    cards = [c for c in board if c is not None]
    return sum(
        1
        for prev, card in zip(cards, cards[1:], strict=False)
        if C.suit(prev) == C.suit(card) and C.value(card) == C.value(prev) + 1
    )


CIRCLES = N_("This position has been seen before: you are going round in circles")
LINE = theme.Ink("rim", 60)  # the connectors that show the board is one line
TRACK, FOLLOW = theme.Ink("maze.track"), theme.Ink("maze.follow")  # the header's bar


def _cell(name: str | None) -> int | None:
    if name and name.startswith("cell_"):
        return int(name[5:])
    return None


LOW_BUDGET = 10  # moves left at which the budget turns red


class MazeScene(TableScene):
    ANIMATIONS = MazeMotion
    # the deal's own events (deal, king_out) play in deal_animation, never through animate
    IGNORED_EVENTS = frozenset({"deal", "king_out"})
    GAME = "maze"
    HINT_CARRIES = frozenset({"move"})
    REQUIRED = tuple(f"cell_{i}" for i in range(CELLS)) + (
        "stock",
        "kings",
        "title",
        "deal_no",
        "progress",
        "message",
        "button_menu",
        "button_new",
        "button_give_up",
    )

    def __init__(self, *a, **kw) -> None:
        self.selected: tuple[str, int] | None = None  # ("card", cell) or ("gap", cell)
        self.seen: set[tuple] = set()  # boards met along the current line of play
        self._gaps_lit: list[int] = []  # gaps the selected card may fill
        self._cards_lit: list[int] = []  # cards that fit the selected gap
        self._prefix: list[int] = []  # cells holding the cards already in place
        self.in_place_shown = 0
        self._drag_lit: tuple[str | None, list[int]] = (None, [])
        self._overlays: LRU[tuple, pygame.Surface] = LRU(24)  # per card width: keep a few
        self._rects: tuple[tuple[int, int] | None, list[pygame.Rect]] = (None, [])
        super().__init__(*a, **kw)
        self._rebuild_seen()
        self._recompute()

    # --- where cards live ------------------------------------------------
    def home(self, card: str) -> Home | None:
        g = self.game
        cell = g.cell_of(card)
        if cell is not None:
            x, y = self.slot_pos(f"cell_{cell}")
            return Home(x, y, True, 10)
        if card in g.kings:
            i = g.kings.index(card)
            return Home(*self.king_pos(i), True, 20 + i)
        return None

    def king_pos(self, i: int) -> tuple[float, float]:
        """The Kings fan out left to right in their slot, each showing its corner."""
        s = self.level["kings"]
        fan = float(s.props.get("fan", 44))
        return (s.x + i * fan, s.y + (s.h - self.card_w * 1.4) / 2)

    # --- derived state, recomputed on every change (never per frame) ------
    def on_state_changed(self) -> None:
        self._recompute()

    def on_reset(self, new_deal: bool) -> None:
        self.selected = None
        self._rebuild_seen()

    def _recompute(self) -> None:
        g = self.game
        self.in_place_shown = g.in_place()
        self._prefix = [i for i, c in enumerate(g.board) if c is not None][: self.in_place_shown]
        sel = self.selected
        if sel is not None and (g.board[sel[1]] is None) != (sel[0] == "gap"):
            sel = self.selected = None
        self._gaps_lit = g.targets(sel[1]) if sel and sel[0] == "card" else []
        self._cards_lit = g.cards_for(sel[1]) if sel and sel[0] == "gap" else []

    def _rebuild_seen(self) -> None:
        """The boards along the moves played so far (after undo, restart, a resumed game)."""
        g = self.rules.new(seed=self.seed, deck=list(self.game.deck), hard=self.hard)
        self.seen = {tuple(g.board)}
        for move in self.history:
            g.play(move)
            self.seen.add(tuple(g.board))

    # --- animation -----------------------------------------------------
    def deal_animation(self) -> None:
        self.motion.deal()

    def animate(self, events: list[dict]) -> None:
        self.motion.play(events)

    # --- moves -------------------------------------------------------------
    def after_move(self) -> None:
        board = tuple(self.game.board)
        if board in self.seen:
            self.say(_(CIRCLES), ui.ACCENT, 5.0)
        else:
            self.seen.add(board)
        super().after_move()

    def move(self, src: int, dst: int) -> bool:
        """Play ("move", src, dst); a refusal keeps a card selection so its gaps stay lit."""
        card = self.game.board[src]
        keep = self.selected
        self.selected = None
        events = self.try_move(("move", src, dst), [card] if card else [])
        if events is None and keep is not None and keep[0] == "card":
            self.selected = keep
        self._recompute()
        return events is not None

    # --- input -------------------------------------------------------------
    def targets(self) -> list[Target]:
        return [Target(f"cell_{i}", r) for i, r in enumerate(self.cell_rects())]

    def cell_rects(self) -> list[pygame.Rect]:
        """Screen rects of the 54 cells, kept per window size (hover asks every frame)."""
        if self._rects[0] != self.vp.window:
            self._rects = (self.vp.window, [self.slot_rect(f"cell_{i}") for i in range(CELLS)])
        return self._rects[1]

    def _open(self) -> bool:
        return self.session.playing

    def click(self, name: str | None) -> None:
        cell = _cell(name)
        if cell is None or not self._open():
            self.cancel_selection()
            return
        sel = self.selected
        if self.game.board[cell] is None:  # a gap
            if sel is not None and sel[0] == "card":
                self.move(sel[1], cell)
            elif sel == ("gap", cell):
                self.cancel_selection()
            else:
                self.select_gap(cell)
        elif sel is not None and sel[0] == "gap":
            self.move(cell, sel[1])
        elif sel == ("card", cell):
            self.cancel_selection()
        else:
            self.select_card(cell)

    def select_card(self, cell: int) -> None:
        """Light the gaps the card may fill; with exactly one, move there at once."""
        card = self.game.board[cell]
        gaps = self.game.targets(cell)
        if len(gaps) == 1:
            self.move(cell, gaps[0])
            return
        self.selected = ("card", cell)
        self._recompute()
        self.app.play_sound("click")
        if gaps:
            text = ngettext(
                "The {card} fits {n} gap: pick one", "The {card} fits {n} gaps: pick one", len(gaps)
            )
            self.say(text.format(card=C.name(card), n=len(gaps)), ui.INK, 2.5)
        else:
            self.say(_("The {card} fits no gap now").format(card=C.name(card)), ui.DIM, 2.5)

    def select_gap(self, cell: int) -> None:
        """Light the cards that fit the gap; with none, say what the neighbours ask for."""
        self.selected = ("gap", cell)
        self._recompute()
        self.app.play_sound("click")
        fits = self._cards_lit
        if fits:
            names = C.or_words(C.name(self.game.board[i]) for i in fits)  # type: ignore[arg-type]
            self.say(
                _("This gap takes the {cards}: pick the card").format(cards=names), ui.INK, 3.0
            )
        else:
            self.say(self.game.explain_gap(cell), ui.DIM, 5.0)

    def cancel_selection(self) -> bool:
        if self.selected is None:
            return False
        self.selected = None
        self._recompute()
        return True

    def can_drag(self, name: str) -> bool:
        cell = _cell(name)
        return cell is not None and self._open() and self.game.board[cell] is not None

    def drag_cards(self, name: str) -> list[str]:
        cell = _cell(name)
        card = self.game.board[cell] if cell is not None else None
        return [card] if card else []

    def drop(self, src: str, dst: str | None) -> None:
        a, b = _cell(src), _cell(dst)
        if a is None or not self._open() or self.game.board[a] is None:
            return
        if b is None or b == a:
            self.say(_("Drop the card on a gap"), ui.DIM, 2.5)
            return
        card = self.game.board[a]
        if self.game.fits(card, b):
            # the slide starts where the card was let go, not back at its cell
            spr = self.sprite(card)
            dx, dy = self.drag_offset
            spr.x += dx / self.vp.scale
            spr.y += dy / self.vp.scale
        self.selected = None
        self.move(a, b)

    # --- drawing -----------------------------------------------------------
    def paint_background(self, surf: pygame.Surface) -> None:
        """Empty cells, the connectors and the fixed labels: drawn once per size."""
        slot_img = self.art.slot()
        size = ui.text_px(22, self.vp.scale)
        for i in range(CELLS):
            r = self.slot_rect(f"cell_{i}")
            surf.blit(slot_img, slot_img.get_rect(center=r.center))
            # the cell number shows only in a gap, where the rules' messages name it
            num = ui.render(str(i), size, theme.RIM).copy()
            num.set_alpha(70)
            surf.blit(num, num.get_rect(center=r.center))
        for i in range(4):
            x, y = self.vp.point(*self.king_pos(i))
            surf.blit(slot_img, (round(x), round(y)))
        self._draw_connectors(surf)
        self._draw_labels(surf)

    def _draw_connectors(self, surf: pygame.Surface) -> None:
        """Each row's end joins the next row's start; cell 53 joins cell 0 round the top."""
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        first, last = self.level["cell_0"], self.level[f"cell_{COLS - 1}"]
        left, right = first.x, last.x + last.w
        gap_y = self.level[f"cell_{COLS}"].y - (first.y + first.h)
        width = max(1, round(2 * self.vp.scale))

        def mid(row: int) -> float:
            s = self.level[f"cell_{row * COLS}"]
            return s.y + s.h / 2

        def path(points: list[tuple[float, float]]) -> None:
            pts = [self.vp.point(x, y) for x, y in points]
            paint.lines(layer, LINE, False, pts, width)
            ex, ey = pts[-1]
            a = 6 * self.vp.scale
            paint.polygon(layer, LINE, [(ex, ey), (ex - a, ey - a * 0.7), (ex - a, ey + a * 0.7)])

        for row in range(ROWS - 1):
            s = self.level[f"cell_{row * COLS}"]
            below = s.y + s.h + gap_y / 2
            path(
                [
                    (right + 2, mid(row)),
                    (right + 9, mid(row)),
                    (right + 9, below),
                    (left - 9, below),
                    (left - 9, mid(row + 1)),
                    (left - 1, mid(row + 1)),
                ]
            )
        top = first.y - 6
        path(
            [
                (right + 2, mid(ROWS - 1)),
                (right + 18, mid(ROWS - 1)),
                (right + 18, top),
                (left - 18, top),
                (left - 18, mid(0)),
                (left - 1, mid(0)),
            ]
        )
        surf.blit(layer, (0, 0))

    def _draw_labels(self, surf: pygame.Surface) -> None:
        sc = self.vp.scale
        small = ui.text_px(20, sc)
        r = self.slot_rect("kings")
        ui.blit_text(
            surf, _("Kings: out of play"), small, (r.centerx, r.bottom + 6 * sc), ui.DIM, "midtop"
        )
        if "help" not in self.level.slots:
            return
        r = self.slot_rect("help")
        ui.panel(surf, r.inflate(16, 16), 120, 12)
        size = ui.text_px(19, sc)
        rules = [
            (_("How to play"), ui.GOLD),
            (_("Move a card into a gap when it is:"), ui.INK),
            (_("• one higher, same suit, than the card left of the gap"), ui.INK),
            (_("• any Ace, when a Queen is left of the gap"), ui.INK),
        ]
        rules.append((_("• one lower, same suit, than the card right of the gap"), ui.INK))
        if self.hard:
            budget = self.game.budget or 0
            text = ngettext(
                "Hard: {n} move in all; undo gives a move back.",
                "Hard: {n} moves in all; undo gives a move back.",
                budget,
            )
            rules.append((text.format(n=budget), ui.ACCENT))
        rules += [
            (_("Goal: four runs A to Q, one suit each, row by row; gaps don't count."), ui.DIM),
            (_("The last cell leads back to the first."), ui.DIM),
            (
                _("Keys: arrows, {key} on a card, then on a gap.").format(key=KEYS.label("select")),
                ui.DIM,
            ),
        ]
        y = r.y
        for text, colour in rules:
            high = ui.text_block(text, size, r.w, colour, line_height=int(size * 0.95))
            if y + high.get_height() > r.bottom + 8:
                break  # large print in a small window: the lines that fit, none cut off
            box = ui.blit_block(
                surf, text, size, (r.x, y), r.w, colour, line_height=int(size * 0.95)
            )
            y = box.bottom + int(size * 0.35)

    def _overlay(self, kind: str, colour, art) -> pygame.Surface:
        """Cached rounded marks the size of a card: rims, tints and rings."""
        colour = theme.resolve(colour)
        key = (kind, colour, art.w)
        img = self._overlays.get(key)
        if img is None:
            pad = 4 if kind == "rim" else 0
            img = pygame.Surface((art.w + 2 * pad, art.h + 2 * pad), pygame.SRCALPHA)
            rect = img.get_rect()
            if kind == "rim":
                paint.rect(img, (*colour, 150), rect, border_radius=art.radius + pad)
            else:
                paint.rect(img, (*colour, 70), rect, border_radius=art.radius)
                paint.rect(img, (*colour, 230), rect, 3, border_radius=art.radius)
            self._overlays[key] = img
        return img

    def draw_table(self, surface: pygame.Surface) -> None:
        art = self.art
        rects = self.cell_rects()
        rim = self._overlay("rim", PREFIX, art)
        for cell in self._prefix:
            r = rects[cell]
            surface.blit(rim, rim.get_rect(center=r.center))
        gaps = self._gaps_lit
        dragged = self.dragged
        if dragged:
            gaps = self._dragged_targets(dragged)
        lit = self._overlay("tint", OK, art)
        for cell in gaps:
            r = rects[cell]
            surface.blit(lit, lit.get_rect(center=r.center))
        if self.selected and self.selected[0] == "gap":
            img = self._overlay("tint", SELECT, art)
            r = rects[self.selected[1]]
            surface.blit(img, img.get_rect(center=r.center))

    def _dragged_targets(self, name: str) -> list[int]:
        if self._drag_lit[0] != name:
            cell = _cell(name)
            self._drag_lit = (name, self.game.targets(cell) if cell is not None else [])
        return self._drag_lit[1]

    def draw_hud(self, surface: pygame.Surface) -> None:
        art = self.art
        sel = self.selected
        if sel is not None and sel[0] == "card":
            ring = art.outline(SELECT, 4)
            spr = self.sprites.get(self.game.board[sel[1]] or "")
            if spr is not None:
                surface.blit(ring, ring.get_rect(center=spr.screen_rect(self.vp, art).center))
        ring = art.outline(OK, 4)
        for cell in self._cards_lit:
            spr = self.sprites.get(self.game.board[cell] or "")
            if spr is not None:
                surface.blit(ring, ring.get_rect(center=spr.screen_rect(self.vp, art).center))
        self._draw_top_bar(surface)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        sc = self.vp.scale
        self.draw_header(surface)
        r = self.slot_rect("progress")
        n = self.in_place_shown
        seq = in_sequence(self.game.board)
        wordings = (
            _("{follow} of {followers} follow their suit · {placed} of {total} in place"),
            _("{follow}/{followers} follow suit · {placed}/{total} in place"),
            "{follow}/{followers} · {placed}/{total}",  # figures alone, where nothing else fits
        )
        wordings = tuple(
            w.format(follow=seq, followers=FOLLOWERS, placed=n, total=IN_PLAY) for w in wordings
        )  # the short one where the header has no room (small windows, large print)
        text, px = ui.fit_words(wordings, max(ui.MIN_TEXT, int(28 * sc)), r.w)
        colour = ui.GOLD if n else ui.INK
        ui.blit_text(surface, text, px, (r.centerx, r.y + 2 * sc), colour, "midtop", exact=True)
        bar = pygame.Rect(0, 0, int(r.w * 0.7), max(3, int(6 * sc)))
        bar.midbottom = (r.centerx, r.bottom - 2 * sc)
        paint.rect(surface, TRACK, bar, border_radius=bar.h // 2)
        for count, of, colour in ((seq, FOLLOWERS, FOLLOW), (n, IN_PLAY, PREFIX)):
            if count:  # the sequence count under the strict one, both on one bar
                done = bar.copy()
                done.w = max(bar.h, int(bar.w * count / of))
                paint.rect(surface, colour, done, border_radius=bar.h // 2)
        if "moves" in self.level.slots:
            left = self.game.moves_left
            if left is None:
                m = self.game.moves_made
                # TRANSLATORS: under the figure of moves made ("12" over "moves")
                lines = [(f"{m}", ui.INK), (ngettext("move", "moves", m), ui.DIM)]
            else:  # hard mode: the budget counts down
                colour = NO if left <= LOW_BUDGET else ui.ACCENT
                # TRANSLATORS: under the figure of hard mode's moves left ("12" over "moves left")
                lines = [(f"{left}", colour), (ngettext("move left", "moves left", left), ui.DIM)]
            self.draw_lines(surface, "moves", lines)

    def hint_targets(self, move: tuple) -> list[str]:
        return [f"cell_{move[1]}", f"cell_{move[2]}"] if move[0] == "move" else []

    def describe_move(self, move: tuple) -> str:
        if move[0] != "move":
            return super().describe_move(move)
        card = self.game.board[move[1]]
        if card is None:
            return _("move the card into the gap at cell {cell}").format(cell=move[2])
        return _("move the {card} into the gap at cell {cell}").format(
            card=C.name(card, as_object=True), cell=move[2]
        )

    def result_text(self) -> tuple[str, list[str]]:
        n = self.game.moves_made
        if self.game.status == "won":
            line = ngettext(
                "All {total} cards in four suit runs after {n} move.",
                "All {total} cards in four suit runs after {n} moves.",
                n,
            ).format(total=IN_PLAY, n=n)
            return _("Maze solved!"), [line]
        return _("Game over"), [self.game.loss_reason()]

    def on_result(self, won: bool) -> None:
        if not won:
            return
        w, h = self.app.size
        for k in range(6):
            self.fx.burst(w * (k + 1) / 7, h * 0.4, PREFIX, 30, 320)
        self.fx.flash(theme.Ink("maze.flash"), 90)

    def gave_up_text(self) -> tuple[str, list[str]]:
        n = self.game.moves_made
        line = ngettext(
            "You gave up after {n} move; {follow} of {followers} cards follow their suit, "
            "{placed} of {total} in place.",
            "You gave up after {n} moves; {follow} of {followers} cards follow their suit, "
            "{placed} of {total} in place.",
            n,
        ).format(
            n=n,
            follow=in_sequence(self.game.board),
            followers=FOLLOWERS,
            placed=self.in_place_shown,
            total=IN_PLAY,
        )
        return _("You gave up"), [line, _("Maze always has a move: try Restart for the same deal.")]

    # --- play by ear: the words speech says (game.games.maze.words) ----------------
    def focus_words(self, name: str) -> str:
        return words.focus_words(self.game, name, self.selected) or super().focus_words(name)

    def move_words(self, events: list[dict]) -> list[str]:
        return words.move_words(self.game, events)

    def table_words(self) -> list[str]:
        follow = in_sequence(self.game.board), FOLLOWERS  # follow their suit, of how many
        return words.table_words(self.game, self.selected, follow)

    def status_words(self) -> str:
        follow = in_sequence(self.game.board), FOLLOWERS
        return words.status_words(self.game, self.session.status, self.session.elapsed, follow)


__all__ = ["MazeScene"]
