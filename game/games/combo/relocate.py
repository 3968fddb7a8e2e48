"""Combo-bliterate's relocation by hand: lift a card with R and carry it, or drag it.

An object the ``ComboScene`` owns, kept apart by concern: the keyboard carry
and the mouse drag, both of which rearrange the line on screen (``arrange``)
while the card is held and end in the rules' ``("relocate", i, j)`` move,
whose refusal reason is shown as the rules word it. It asks its scene for the
line's geometry (``line_xy``, ``index_at``, ``card_at``) and plays through it.
"""

from __future__ import annotations

from game.engine import ui
from game.engine.keymaps import built
from game.games.combo.keys import LAYER
from game.i18n import _
from game.rules import cards as C

COMBO_KEYS = built(LAYER)

LIFT = 0.32  # how high a carried card floats, in card heights


def lifted_words(card: str, k: int, n: int) -> str:
    """A card lifted by the keys, said: where it is and which keys carry and drop it."""
    keys = {a: COMBO_KEYS.label(a) for a in ("left", "right", "select", "back")}
    return _(
        "You lift the {card}, place {position} of {count}: {left} and {right} carry it, "
        "{select} drops it, {back} puts it back."
    ).format(card=C.name(card, as_object=True), position=k + 1, count=n, **keys)


def carried_words(card: str, j: int, n: int) -> str:
    """The held card carried to another place, said."""
    return _("The {card}: place {position} of {count}.").format(
        card=C.name(card), position=j + 1, count=n
    )


class Relocation:
    """Keyboard and mouse relocation for one Combo-bliterate scene."""

    def __init__(self, scene) -> None:  # the ComboScene that owns it
        self.scene = scene
        self.carry: tuple[int, int] | None = None  # keyboard relocation: (from, to)
        self.arrange: dict[str, tuple[float, float]] | None = None  # where the held line goes
        self.dragging_card: str | None = None

    # --- keyboard ------------------------------------------------------------------
    def relocation_refusal(self, k: int) -> str | None:
        """Why card ``k`` cannot be relocated now, in the rules' words; None when it can."""
        if self.scene.game.can_relocate():
            return None
        if len(self.scene.game.line) < 2:
            return _("One card on the line: there is nowhere to relocate it")
        return self.scene.game.why_illegal(("relocate", k, 1 if k == 0 else 0))

    def lift(self, name: str | None) -> None:
        self.scene.cursor.visible = True
        k = self.scene.card_at(name)
        if k is None:
            text = _("Move the focus to a card (arrow keys), then {key} to lift it")
            self.scene.say(text.format(key=COMBO_KEYS.label("lift")), ui.DIM, 2.5)
            return
        reason = self.relocation_refusal(k)
        if reason:
            self.scene.refuse(reason, [self.scene.game.line[k]])
            return
        self.carry = (k, k)
        self.scene.app.play_sound("click")
        self._arrange_carry()
        self._speak(lifted_words(self.scene.game.line[k], k, len(self.scene.game.line)))

    def carry_to(self, j: int) -> None:
        i, _at = self.carry
        j = max(0, min(len(self.scene.game.line) - 1, j))
        self.carry = (i, j)
        self._arrange_carry()
        line = self.scene.game.line
        self._speak(carried_words(line[i], j, len(line)))

    def _speak(self, text: str) -> None:
        """With speech on, where the card held by the keys is (play by ear)."""
        if self.scene.app.speaking:
            self.scene.app.speak(text)

    def _arrange_carry(self) -> None:
        i, j = self.carry
        order = list(self.scene.game.line)
        card = order.pop(i)
        order.insert(j, card)
        self.arrange = self._positions(order, lifted=card)
        self.scene.sprite(card).z = 1100
        self.scene.cursor.focus(f"card_{j}")

    def _positions(self, order: list[str], lifted: str | None = None) -> dict:
        n = len(order)
        out = {c: self.scene.line_xy(k, n) for k, c in enumerate(order)}
        if lifted is not None:
            x, y = out[lifted]
            out[lifted] = (x, y - self.scene.card_w * 1.4 * LIFT)
        return out

    def drop_carry(self) -> None:
        i, j = self.carry
        self.carry = None
        self.arrange = None
        if i == j:
            self.scene.glide_home(0.15)
            self.scene.say(_("Put back where it was"), ui.DIM, 2.0)
            return
        card = self.scene.game.line[i]
        if self.scene.try_move(("relocate", i, j), [card]) is None:
            self.scene.glide_home(0.15)

    def relay(self) -> None:
        """The table was laid out again (another map for the window's shape): a card held
        by the keys is held over the line where it now lies."""
        if self.carry is not None:
            self._arrange_carry()

    def cancel_carry(self, message: str = "") -> None:
        if self.carry is None:
            return
        self.carry = None
        self.arrange = None
        self.scene.glide_home(0.15)
        if message:
            self.scene.say(message, ui.DIM, 2.0)

    def cancel_selection(self) -> bool:
        if self.carry is None:
            return False
        self.cancel_carry(_("Relocation cancelled"))
        return True

    # --- mouse ---------------------------------------------------------------------
    def can_drag(self, name: str) -> bool:
        return self.scene.card_at(name) is not None and self.scene.game.status == "playing"

    def drag_cards(self, name: str) -> list[str]:
        k = self.scene.card_at(name)
        return [self.scene.game.line[k]] if k is not None else []

    def drag_target(self, i: int) -> int | None:
        """Where the dragged card ``i`` would land now; None when held away from the line."""
        n = len(self.scene.game.line)
        dx, dy = self.scene.drag_offset
        s = self.scene.vp.scale
        if abs(dy / s) > self.scene.card_w * 1.4 * 1.1:
            return None
        x, _y = self.scene.line_xy(i, n)
        return self.scene.index_at(x + self.scene.card_w / 2 + dx / s, n)

    def drop(self, src: str, dst: str | None) -> None:
        self.dragging_card = None
        self.arrange = None
        i = self.scene.card_at(src)
        if i is None:
            return
        j = self.drag_target(i)
        card = self.scene.game.line[i]
        spr = self.scene.sprite(card)
        dx, dy = self.scene.drag_offset
        if j is None:
            self.scene.glide_home(0.18)
            self.scene.say(_("Drop the card on the line to relocate it"), ui.DIM, 2.5)
            return
        if j == i:
            self.scene.glide_home(0.15)
            return
        spr.x, spr.y = spr.x + dx / self.scene.vp.scale, spr.y + dy / self.scene.vp.scale
        if self.scene.try_move(("relocate", i, j), [card]) is None:
            self.scene.glide_home(0.18)  # it shakes where it was dropped, then goes back

    def follow_drag(self) -> None:
        """While a line card is dragged, the others make room where it would land."""
        dragged = self.scene.dragged
        i = self.scene.card_at(dragged) if dragged else None
        if i is None:
            if self.dragging_card is not None:
                self.dragging_card = None
                self.arrange = None
                if self.carry is None:
                    self.scene.glide_home(0.15)
            return
        self.dragging_card = self.scene.game.line[i]
        j = self.drag_target(i)
        order = list(self.scene.game.line)
        if j is not None:
            order.insert(j, order.pop(i))
        self.arrange = self._positions(order)
        self.arrange.pop(self.dragging_card, None)
