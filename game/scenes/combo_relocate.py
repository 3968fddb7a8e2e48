"""Combo-bliterate's relocation by hand: lift a card with R and carry it, or drag it.

A part of ``ComboScene`` kept apart by concern (as Tuxemon's combat state
takes its animations from a base class): the keyboard carry and the mouse
drag, both of which rearrange the line on screen (``_arrange``) while the
card is held and end in the rules' ``("relocate", i, j)`` move, whose
refusal reason is shown as the rules word it. The scene provides the rest
(``game``, ``cursor``, ``pointer``, ``line_xy``, ``try_move`` ...).
"""

from __future__ import annotations

from game.engine import ui

LIFT = 0.32  # how high a carried card floats, in card heights


class Relocation:
    """Keyboard and mouse relocation for the Combo-bliterate scene."""

    carry: tuple[int, int] | None  # keyboard relocation: (from, to)
    _arrange: dict[str, tuple[float, float]] | None  # where the held line's cards go
    _dragging_card: str | None

    # --- keyboard ------------------------------------------------------------------
    def relocation_refusal(self, k: int) -> str | None:
        """Why card ``k`` cannot be relocated now, in the rules' words; None when it can."""
        if self.game.can_relocate():
            return None
        if len(self.game.line) < 2:
            return "One card on the line: there is nowhere to relocate it"
        return self.game.why_illegal(("relocate", k, 1 if k == 0 else 0))

    def lift(self, name: str | None) -> None:
        self.cursor.visible = True
        k = self.card_at(name)
        if k is None:
            self.say("Move the focus to a card (arrow keys), then R to lift it", ui.DIM, 2.5)
            return
        reason = self.relocation_refusal(k)
        if reason:
            self.refuse(reason, [self.game.line[k]])
            return
        self.carry = (k, k)
        self.app.play_sound("click")
        self._arrange_carry()

    def carry_to(self, j: int) -> None:
        i, _ = self.carry
        j = max(0, min(len(self.game.line) - 1, j))
        self.carry = (i, j)
        self._arrange_carry()

    def _arrange_carry(self) -> None:
        i, j = self.carry
        order = list(self.game.line)
        card = order.pop(i)
        order.insert(j, card)
        self._arrange = self._positions(order, lifted=card)
        self.sprite(card).z = 1100
        self.cursor.focus(f"card_{j}")

    def _positions(self, order: list[str], lifted: str | None = None) -> dict:
        n = len(order)
        out = {c: self.line_xy(k, n) for k, c in enumerate(order)}
        if lifted is not None:
            x, y = out[lifted]
            out[lifted] = (x, y - self.card_w * 1.4 * LIFT)
        return out

    def drop_carry(self) -> None:
        i, j = self.carry
        self.carry = None
        self._arrange = None
        if i == j:
            self.glide_home(0.15)
            self.say("Put back where it was", ui.DIM, 2.0)
            return
        card = self.game.line[i]
        if self.try_move(("relocate", i, j), [card]) is None:
            self.glide_home(0.15)

    def cancel_carry(self, message: str = "") -> None:
        if self.carry is None:
            return
        self.carry = None
        self._arrange = None
        self.glide_home(0.15)
        if message:
            self.say(message, ui.DIM, 2.0)

    def cancel_selection(self) -> bool:
        if self.carry is None:
            return False
        self.cancel_carry("Relocation cancelled")
        return True

    # --- mouse ---------------------------------------------------------------------
    def can_drag(self, name: str) -> bool:
        return self.card_at(name) is not None and self.game.status == "playing"

    def drag_cards(self, name: str) -> list[str]:
        k = self.card_at(name)
        return [self.game.line[k]] if k is not None else []

    def drag_target(self, i: int) -> int | None:
        """Where the dragged card ``i`` would land now; None when held away from the line."""
        n = len(self.game.line)
        dx, dy = self.pointer.drag_offset
        s = self.vp.scale
        if abs(dy / s) > self.card_w * 1.4 * 1.1:
            return None
        x, _ = self.line_xy(i, n)
        return self.index_at(x + self.card_w / 2 + dx / s, n)

    def drop(self, src: str, dst: str | None) -> None:
        self._dragging_card = None
        self._arrange = None
        i = self.card_at(src)
        if i is None:
            return
        j = self.drag_target(i)
        card = self.game.line[i]
        spr = self.sprite(card)
        dx, dy = self.pointer.drag_offset
        if j is None:
            self.glide_home(0.18)
            self.say("Drop the card on the line to relocate it", ui.DIM, 2.5)
            return
        if j == i:
            self.glide_home(0.15)
            return
        spr.x, spr.y = spr.x + dx / self.vp.scale, spr.y + dy / self.vp.scale
        if self.try_move(("relocate", i, j), [card]) is None:
            self.glide_home(0.18)  # it shakes where it was dropped, then goes back

    def _follow_drag(self) -> None:
        """While a line card is dragged, the others make room where it would land."""
        p = self.pointer
        i = self.card_at(p.pressed) if p.dragging else None
        if i is None:
            if self._dragging_card is not None:
                self._dragging_card = None
                self._arrange = None
                if self.carry is None:
                    self.glide_home(0.15)
            return
        self._dragging_card = self.game.line[i]
        j = self.drag_target(i)
        order = list(self.game.line)
        if j is not None:
            order.insert(j, order.pop(i))
        self._arrange = self._positions(order)
        self._arrange.pop(self._dragging_card, None)
