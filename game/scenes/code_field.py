"""*Open code*: a field that takes a deal code, typed or pasted (Ctrl+V), and hands it back
checked: ``("code", text)``. A code that does not read is refused with its one line
(not a code, damaged, from a newer version, a game not installed, an illegal move) and
the text stays in the field to be mended; nothing is lost."""

from __future__ import annotations

import pygame

from game.engine import clipboard, ui
from game.engine.input import typed
from game.scenes.overlay import FieldOverlay
from game.session.codes import MAX_CHARS, CodeError, decode, describe

HELLO = "Type or paste (Ctrl+V) a code: PA1-…"


class CodeFieldScene(FieldOverlay):
    WIDTH = 760

    def __init__(self, app, text: str = "") -> None:
        self.text = text
        super().__init__(
            app,
            "Open a deal code",
            [
                ("go", "Open this code", self.go),
                ("paste", "Paste", self.paste),
                ("cancel", "Cancel", self.close),
            ],
            [HELLO],
        )

    def go(self) -> None:
        """Check the code; a good one closes the field, a bad one says why and stays."""
        if not self.text.strip():
            self.tell("Type or paste a code first", ui.BAD)
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
            self.tell("The clipboard is empty or there is none here: type the code", ui.BAD)
            return
        self.text = (self.text + got.strip())[:MAX_CHARS]
        self.tell(HELLO)

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.tell(HELLO)

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
