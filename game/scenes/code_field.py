"""*Open code*: a field that takes a deal code, typed or pasted (Ctrl+V), and hands it back
checked: ``("code", text)``. A code that does not read is refused with its one line
(not a code, damaged, from a newer version, a game not installed, an illegal move) and
the text stays in the field to be mended; nothing is lost."""

from __future__ import annotations

import pygame

from game.engine import clipboard, ui
from game.engine.input import FIELD_KEYS, typed
from game.i18n import N_, _
from game.scenes.overlay import FieldOverlay, shown
from game.session.codes import MAX_CHARS, CodeError, decode, describe

HELLO = N_("Type or paste ({key}) a code: PA1-…")


def hello() -> str:
    """The field's first line, with the player's paste key."""
    return _(HELLO).format(key=FIELD_KEYS.label("paste"))


class CodeFieldScene(FieldOverlay):
    WIDTH = 760

    def __init__(self, app, text: str = "") -> None:
        self.text = text
        super().__init__(
            app,
            _("Open a deal code"),
            [
                ("go", shown(N_("Open this code")), self.go),
                ("paste", shown(N_("Paste")), self.paste),
                ("cancel", shown(N_("Cancel")), self.close),
            ],
            [hello()],
        )

    def go(self) -> None:
        """Check the code; a good one closes the field, a bad one says why and stays."""
        if not self.text.strip():
            self.tell(_("Type or paste a code first"), ui.BAD)
            self.app.play_sound("error")
            return
        try:
            code = decode(self.text)
        except CodeError as exc:
            self.tell(str(exc)[:1].upper() + str(exc)[1:], ui.BAD)
            self.app.play_sound("error")
            return
        self.tell(describe(code))
        self.close(("code", self.text))

    def paste(self) -> None:
        got = clipboard.get()
        if got is None:
            self.tell(_("The clipboard is empty or there is none here: type the code"), ui.BAD)
            return
        self.text = (self.text + got.strip())[:MAX_CHARS]
        self.tell(hello())

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.tell(hello())

    def type_key(self, event) -> None:
        text = typed(event)
        if text.isprintable() and text and len(self.text) < MAX_CHARS:
            self.text += text.upper()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = self.scale
        size, room = ui.px(28, s, ui.MIN_TEXT), self.box.w - ui.px(60 + 16, s)
        shown = self.text + "_"
        while len(shown) > 1 and ui.measure(shown, size)[0] > room:
            shown = "…" + shown[2:]  # the end of a long code, where the typing is
        self.draw_field(surface, shown, size)
