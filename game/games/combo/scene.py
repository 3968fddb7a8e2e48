"""Combo-bliterate on screen: remove a card, watch the collisions chain.

The rules do every bit of thinking: ``play`` returns one ``collide`` event per
collision, each with the line as it stands after that step, so this scene
only stages them, one after another: the gap closes, the two cards strike,
a flash, particles and a rising chain sound, then the cards fly to the
scoring piles (runs face up, pairs flipped face down) while the CHAIN counter
grows and the screen shakes harder. Input during a chain fast-forwards it
(effects skipped, state exact) and then acts on the final table.

Mouse: click a card to remove it, drag it to relocate it, click the stock or
Pass to pass. Keyboard: arrows move the focus, Enter/Space/Delete remove the
focused card, R lifts it, Left/Right carry it, Enter drops it, Esc cancels,
P passes. Hovering (or focusing) a card previews what removing it would score.
"""

from __future__ import annotations

import math

import pygame

from game.engine import paint, theme, ui
from game.engine.input import Target
from game.engine.keymaps import built
from game.games.combo import spoken
from game.games.combo.fx import (
    ChainLabel,
    Impacts,
    Panels,
    draw_preview,
    draw_scoreboard,
    plain,
    prepare_strikes,
    preview_parts,
    signed,
)
from game.games.combo.keys import LAYER
from game.games.combo.motion import ComboMotion
from game.games.combo.relocate import Relocation
from game.games.combo.rules import DEAL_SIZE, PASS_MAX_LINE
from game.i18n import _, ngettext, pgettext
from game.rules.base import IllegalMove
from game.rules.cards import name as card_name
from game.table.scene import Home, TableScene

COMBO_KEYS = built(LAYER)

LINE_SLOTS = DEAL_SIZE + PASS_MAX_LINE  # the longest line a pass can make


class ComboScene(TableScene):
    ANIMATIONS = ComboMotion
    GAME = "combo"
    HINT_CARRIES = frozenset({"relocate"})
    IGNORED_EVENTS = frozenset({"end"})  # the result screen tells the end
    REQUIRED = tuple(f"line_{i}" for i in range(LINE_SLOTS)) + (
        "stock",
        "score_up",
        "score_down",
        "penalty",
        "score_panel",
        "goal_panel",
        "relocations_label",
        "chain_label",
        "message",
        "title",
        "deal_no",
        "button_pass",
        "button_menu",
        "button_new",
    )

    def __init__(self, *a, **kw) -> None:
        self.chain = 0  # scoring collisions so far in the current removal
        self.chain_points = 0.0  # won by the chain so far
        self.chain_last = 0.0  # won by its latest strike
        self.chain_kind = ""
        self.chain_time = 0.0
        self.chain_pulse = 0.0
        self.best_chain = 0
        self.collision_log: list[tuple[int, str]] = []  # (step, kind) as each strike plays
        self.shown_score = 0.0
        # what the HUD shows: follows the animation, not the already-final state
        self.shown: dict[str, list] = {}
        self.age = 0.0
        self.fast_forwarding = False  # fast-forwarding: state callbacks run, effects are skipped
        self._swallow_up = False
        self._glowing: set[str] = set()
        self._preview_key: tuple | None = None
        self._preview: dict | None = None
        self.relocation = Relocation(self)  # R and arrows, or a drag
        self.impacts = Impacts()  # score pop-ups and strike flashes
        self.panels = Panels()
        self.chain_label = ChainLabel()
        super().__init__(*a, **kw)
        self.sync_shown()

    # --- geometry ----------------------------------------------------------
    def line_xy(self, k: float, n: int) -> tuple[float, float]:
        """Design top-left of position ``k`` in a line of ``n`` cards, centred on the slots."""
        x0, y = self.slot_pos("line_0")
        pitch = self.slot_pos("line_1")[0] - x0
        if n > LINE_SLOTS:  # cannot happen under the rules; keep it on the table anyway
            pitch = pitch * (LINE_SLOTS - 1) / (n - 1)
            return (x0 + k * pitch, y)
        return (x0 + (k + (LINE_SLOTS - n) / 2) * pitch, y)

    def card_rect(self, k: int, n: int | None = None) -> pygame.Rect:
        """Screen rect of line position ``k`` in the current state (or a line of ``n``)."""
        n = len(self.game.line) if n is None else n
        x, y = self.vp.point(*self.line_xy(k, n))
        art = self.art
        return pygame.Rect(round(x), round(y), art.w, art.h)

    def index_at(self, cx: float, n: int) -> int:
        """The line position nearest a design x (a card centre), clamped to the line."""
        c0 = self.line_xy(0, n)[0] + self.card_w / 2
        pitch = self.line_xy(1, n)[0] - self.line_xy(0, n)[0]
        return max(0, min(n - 1, round((cx - c0) / pitch)))

    # --- where cards live ----------------------------------------------------
    def home(self, card: str) -> Home | None:
        g = self.game
        if card in g.line:
            k = g.line.index(card)
            x, y = self.line_xy(k, len(g.line))
            return Home(x, y, True, 10 + k)
        for pile, slot, face in (
            (g.stock, "stock", False),
            (g.face_up, "score_up", True),
            (g.face_down, "score_down", False),
            (g.penalty, "penalty", True),
        ):
            if card in pile:
                i = pile.index(card)
                if slot == "stock":
                    i = len(pile) - 1 - i  # stock[0] is dealt next: it lies on top
                x, y = self.slot_pos(slot)
                return Home(x - i * 0.25, y - i * 0.35, face, i, shadow=i == 0)
        return None

    def card_at(self, name: str | None) -> int | None:
        """Line index named by a target, if it still names a card."""
        if name and name.startswith("card_"):
            k = int(name[5:])
            if 0 <= k < len(self.game.line):
                return k
        return None

    # --- animation -----------------------------------------------------------
    def sync_shown(self) -> None:
        """The HUD catches up with the state (idle, undo, new deal)."""
        g = self.game
        b = g.score_breakdown()
        self.shown_score = float(g.score)
        self.shown = {
            "stock": [len(g.stock), 0.0],
            "face_up": [b["face_up"], b["face_up_points"]],
            "face_down": [b["face_down"], b["face_down_points"]],
            "penalty": [b["penalty"], b["penalty_points"]],
        }

    def deal_animation(self) -> None:
        """The opening line leaves the stock card by card, flipping as it lands."""
        self.sync_shown()
        self.chain = 0
        self.chain_time = 0.0
        line = self.game.line
        sx, sy = self.slot_pos("stock")
        for card in line:
            spr = self.sprite(card)
            spr.x, spr.y, spr.face_up = sx, sy, False
        self.timeline.add(*self.motion.deal_in(line, 0, len(line)))
        self.app.play_sound("shuffle")

    def animate(self, events: list[dict]) -> None:
        self.relocation.arrange = None
        if not self.fast_forwarding:
            prepare_strikes(self.impacts, self.chain_label, events, self.art, self.vp.scale)
        self.motion.play(events)

    # --- input ---------------------------------------------------------------
    def game_buttons(self) -> None:
        self.add_button(
            "button_pass",
            pgettext("Combo button: deal more cards", "Pass"),
            self.do_pass,
            enabled=lambda: self.game.can_pass() and not self.timeline.busy,
            key_hint=COMBO_KEYS.hint("pass"),
            explains=True,  # a shut Pass still says why
        )

    def targets(self) -> list[Target]:
        n = len(self.game.line)
        out = [Target(f"card_{k}", self.card_rect(k, n)) for k in range(n)]
        out.append(Target("stock", self.slot_rect("stock")))
        return out

    def refocus(self, before: str) -> None:
        """Keep the focus on the same line position, or the last card if the line shrank."""
        if before.startswith("card_"):
            n = len(self.game.line)
            self.cursor.focus(f"card_{min(int(before[5:]), n - 1)}" if n else "stock")

    def fast_forward(self) -> None:
        self.fast_forwarding = True  # the chain jumps to its end without a storm of effects
        try:
            self.timeline.finish()
        finally:
            self.fast_forwarding = False

    def on_input(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A click while a card is carried puts it back, and nothing else."""
        if self.relocation.carry is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.relocation.cancel_carry(_("Relocation cancelled"))
            self._swallow_up = True
            return None
        if self._swallow_up and event.type == pygame.MOUSEBUTTONUP:
            self._swallow_up = False
            return None
        return event

    def on_resize(self) -> None:
        self.relocation.relay()  # the line may lie elsewhere now (a 4:3 window's map)

    # the relocation's answers to the table's drag and Esc hooks
    def cancel_selection(self) -> bool:
        return self.relocation.cancel_selection()

    def can_drag(self, name: str) -> bool:
        return self.relocation.can_drag(name)

    def drag_cards(self, name: str) -> list[str]:
        return self.relocation.drag_cards(name)

    def drop(self, src: str, dst: str | None) -> None:
        self.relocation.drop(src, dst)

    def click(self, name: str | None) -> None:
        if name == "stock":
            self.do_pass()
            return
        k = self.card_at(name)
        if k is not None:
            self.remove(k)

    def remove(self, k: int) -> None:
        card = self.game.line[k]
        self.try_move(("remove", k), [card])

    def do_pass(self) -> None:
        if self.relocation.carry is not None:
            self.relocation.cancel_carry()
        self.try_move(("pass",))

    def on_key(self, action: str | None, event: pygame.event.Event) -> bool:
        action = COMBO_KEYS.action(event)
        if self.relocation.carry is not None:
            if action in ("left", "right"):
                self.relocation.carry_to(
                    self.relocation.carry[1] + (1 if action == "right" else -1)
                )
                return True
            if action in ("up", "down"):
                return True
            if action in ("select", "act", "lift"):
                self.relocation.drop_carry()
                return True
            if action == "back":
                self.relocation.cancel_carry(_("Relocation cancelled"))
                return True
            self.relocation.cancel_carry()  # any other key puts the card back, then acts as usual
        if action == "pass":
            self.do_pass()
            return True
        if action == "lift":
            self.relocation.lift(self.cursor.current)
            return True
        if action == "remove":
            self.cursor.visible = True
            k = self.card_at(self.cursor.current)
            if k is None:
                self.say(_("Move the focus to a card (arrow keys) to remove it"), ui.DIM, 2.5)
            else:
                self.remove(k)
            return True
        return False

    # --- whole-game actions ----------------------------------------------------
    def after_move(self) -> None:
        self.timeline.call(self.pass_hint)  # once the chain has played out, not before

    def pass_hint(self) -> None:
        text = spoken.pass_words(self.game)
        if text is not None:
            self.say(text, ui.GOLD, 3.0)

    # --- words for the ear (play by ear): game.games.combo.spoken says them ------------
    def focus_words(self, name: str) -> str:
        """A line card: its name, place and what removing it would do; the stock and
        Pass: whether a pass is open; any other target: the table's words."""
        g = self.game
        k = self.card_at(name)
        if k is not None and g.status == "playing":
            return spoken.card_focus(g, k)
        if name == "stock":
            return spoken.stock_focus(g)
        if name == "button_pass" and g.status == "playing":
            return spoken.pass_button_focus(g)
        return super().focus_words(name)

    def move_words(self, events: list[dict]) -> list[str]:
        """A move in sentences, collision by collision (see ``spoken.move_words``)."""
        return spoken.move_words(self.game, events)

    def table_words(self) -> list[str]:
        """The line card by card, the stock, the piles, the score and the goal."""
        return spoken.table_words(self.game)

    def status_words(self) -> str:
        """Score, goal, deal and the game's state in one sentence."""
        return spoken.status_words(self.game)

    def on_result(self, won: bool) -> None:
        """No pop-up left hanging in mid-air under the result overlay."""
        self.impacts.clear()
        self.fx.clear()

    # --- hints -------------------------------------------------------------------
    def hint_targets(self, move: tuple) -> list[str]:
        if self.relocation.carry is not None or self.relocation.dragging_card is not None:
            return []  # a held card rearranges the line: the outlined slots are stale
        if move[0] == "remove":
            return [f"card_{move[1]}"]
        if move[0] == "relocate":
            return [f"card_{move[1]}", f"card_{move[2]}"]
        if move[0] == "pass":
            return ["button_pass", "stock"]
        return []

    def clicks_for(self, move: tuple) -> list[str]:
        """Clicks that play ``move``: a relocation is a drag, so no clicks do it."""
        if move[0] == "remove":
            return [f"card_{move[1]}"]
        if move[0] == "pass":
            return ["button_pass"]
        return []

    def describe_move(self, move: tuple) -> str:
        g = self.game
        if move[0] == "remove" and 0 <= move[1] < len(g.line):
            pv = self._make_preview(move[1])
            gains = ", ".join(t for t, _colour in pv["parts"][1:])  # [0]: the removal's own −2
            card, total = card_name(g.line[move[1]], as_object=True), signed(pv["total"])
            if gains:
                return _("remove the {card} ({gains}: {total} in all)").format(
                    card=card, gains=gains, total=total
                )
            return _("remove the {card} ({total} in all)").format(card=card, total=total)
        if move[0] == "relocate" and 0 <= move[1] < len(g.line):
            named = card_name(g.line[move[1]], as_object=True)
            return _(
                "move the {card} to position {position} (drag it, or {key} and arrows)"
            ).format(card=named, position=move[2] + 1, key=COMBO_KEYS.label("lift"))
        if move[0] == "pass":
            if not g.line:
                return _("pass ({key}): the line is empty, take the bonus").format(
                    key=COMBO_KEYS.label("pass")
                )
            return _("pass ({key})").format(key=COMBO_KEYS.label("pass"))
        return super().describe_move(move)

    def on_reset(self, new_deal: bool) -> None:
        self.relocation.carry = None
        self.relocation.arrange = None
        self.chain_time = 0.0
        if new_deal:
            self.best_chain = 0
            self.collision_log.clear()
            self.impacts.clear()
        self.sync_shown()

    # --- frame ---------------------------------------------------------------------
    def on_tick(self, dt: float) -> None:
        self.age += dt
        self.chain_pulse = max(0.0, self.chain_pulse - dt * 3.0)
        self.impacts.update(dt, self.vp.scale)
        if not self.timeline.busy:
            if self.chain_time > 0:
                self.chain_time = max(0.0, self.chain_time - dt)
            self.sync_shown()
        self.relocation.follow_drag()
        if self.relocation.arrange:
            k = min(1.0, dt * 18)
            for card, (x, y) in self.relocation.arrange.items():
                spr = self.sprite(card)
                spr.x += (x - spr.x) * k
                spr.y += (y - spr.y) * k

    def preview(self) -> dict | None:
        """What removing the hovered or focused card would do, from the rules (cached)."""
        if self.timeline.busy or self.relocation.carry is not None or self.dragged:
            return None
        if self.game.status != "playing":
            return None
        name = self.cursor.current if self.cursor.visible else self.pick(self.pointer_pos)
        k = self.card_at(name)
        if k is None:
            return None
        key = (tuple(self.game.line), k)
        if key != self._preview_key:
            self._preview_key = key
            self._preview = self._make_preview(k)
        return self._preview

    def _make_preview(self, k: int) -> dict:
        try:
            events = self.game.preview_remove(k)
        except IllegalMove:
            return {"index": k, "parts": [], "total": 0.0, "glow": {}}
        parts, glow, total = preview_parts(events)
        return {"index": k, "parts": parts, "total": total, "glow": glow}

    def before_draw(self) -> None:
        pv = self.preview()
        want = pv["glow"] if pv else {}
        for card in self._glowing - set(want):
            self.sprite(card).glow = None
        for card, colour in want.items():
            self.sprite(card).glow = colour
        self._glowing = set(want)

    def paint_background(self, surf: pygame.Surface) -> None:
        """The line's rail and the empty places, under everything: painted once per size
        onto the felt (the rail spans the window: blended again under every card that
        moved on the line, it cost as much as the felt)."""
        first, last = self.slot_rect("line_0"), self.slot_rect(f"line_{LINE_SLOTS - 1}")
        rail = first.union(last).inflate(28, 24)
        surf.blit(self.panels.panel(rail.size, 70), rail)
        slot_img = self.art.slot()
        for name in ("stock", "score_up", "score_down", "penalty"):
            r = self.slot_rect(name)
            surf.blit(slot_img, slot_img.get_rect(center=r.center))

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.game.can_pass() and not self.timeline.busy:
            glow = 0.5 + 0.5 * math.sin(self.age * 5)
            red, green, blue = theme.resolve(ui.GOLD)  # the gold, pulsing towards orange
            colour = (red, green - int(40 * glow), blue)
            shown = {b.name for b in self.buttons}  # (a replay has no Pass button to light)
            for name in ("stock", "button_pass"):
                if name != "stock" and name not in shown:
                    continue
                r = self.slot_rect(name)
                paint.rect(surface, colour, r.inflate(14, 14), 4, border_radius=12)

    def draw_hud(self, surface: pygame.Surface) -> None:
        g = self.game
        s = self.vp.scale
        self.draw_header(surface)
        draw_scoreboard(
            surface, self.panels, self._rect_if_any, s, g, self.shown, self.shown_score, self.hard
        )
        self.draw_preview(surface)
        self.impacts.draw_flashes(surface)
        self.impacts.draw_pops(surface)
        self.chain_label.draw(
            surface,
            self.slot_rect("chain_label"),
            self.chain,
            self.chain_kind,
            self.chain_points,
            self.chain_last,
            self.chain_time,
            self.chain_pulse,
            self.age,
            self.vp.scale,
        )

    def _rect_if_any(self, slot: str) -> pygame.Rect | None:
        """A slot's rectangle, or None where the level leaves the slot out."""
        return self.slot_rect(slot) if slot in self.level.slots else None

    def draw_preview(self, surface: pygame.Surface) -> None:
        if "preview" not in self.level.slots:
            return
        row = self.slot_rect("preview")
        size = max(ui.MIN_TEXT, int(24 * self.vp.scale))
        if self.relocation.carry is not None:
            text = _("{left}/{right}: carry   {select}: drop here   {back}: cancel").format(
                **{a: COMBO_KEYS.label(a) for a in ("left", "right", "select", "back")}
            )
            ui.blit_text(surface, text, size, row.center, ui.GOLD, "center")
            return
        if self.dragged and self.relocation.dragging_card:
            i = self.card_at(self.dragged)
            j = self.relocation.drag_target(i) if i is not None else None
            if j is None:
                text = _("Away from the line: cancel")
            else:
                text = _("Drop: position {position}").format(position=j + 1)
            ui.blit_text(surface, text, size, row.center, ui.GOLD, "center")
            return
        pv = self.preview()
        if not pv:
            return
        centerx = self.card_rect(pv["index"]).centerx
        draw_preview(surface, self.panels, row, centerx, pv["parts"], pv["total"], size)

    def result_text(self) -> tuple[str, list[str]]:
        g = self.game
        b = g.score_breakdown()
        won = g.status == "won"
        title = _("You won!") if won else _("Short of the goal")
        if self.hard:
            score = _("Score {score}, goal {goal} (hard)")
        else:
            score = _("Score {score}, goal {goal}")
        lines = [
            score.format(score=plain(b["total"]), goal=g.goal),
            pile_line(
                ngettext(
                    "Face up: {n} card, {points}", "Face up: {n} cards, {points}", b["face_up"]
                ),
                b["face_up"],
                b["face_up_points"],
            ),
            pile_line(
                ngettext(
                    "Face down: {n} card, {points}",
                    "Face down: {n} cards, {points}",
                    b["face_down"],
                ),
                b["face_down"],
                b["face_down_points"],
            ),
            pile_line(
                ngettext(
                    "Penalty: {n} card, {points}", "Penalty: {n} cards, {points}", b["penalty"]
                ),
                b["penalty"],
                b["penalty_points"],
            ),
        ]
        if self.best_chain >= 2:
            lines.append(_("Best chain: ×{n}").format(n=self.best_chain))
        return title, lines


def pile_line(text: str, count: int, points: float) -> str:
    """A scoring pile's line on the result screen: its count and its points."""
    return text.format(n=count, points=signed(points))


__all__ = ["ComboScene"]
