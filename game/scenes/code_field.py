"""*Open code*: a field that takes a deal code, typed or pasted (Ctrl+V), and hands it back
checked: ``("code", text)``. A code that does not read is refused with its one line
(not a code, damaged, from a newer version, a game not installed, an illegal move) and
the text stays in the field to be mended; nothing is lost."""

from __future__ import annotations

import pygame

from game.engine import clipboard, paint, ui
from game.engine.input import FIELD_KEYS, typed
from game.scenes.overlay import ListOverlay
from game.session.codes import MAX_CHARS, CodeError, decode, describe

HELLO = "Type or paste (Ctrl+V) a code: PA1-…"


class CodeFieldScene(ListOverlay):
    FIELD = 56
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

    def tell(self, line: str, colour=None) -> None:
        self.lines, self.line_colour = [line], ui.INK if colour is None else colour

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

    def handle_event(self, event) -> None:
        if event.type != pygame.KEYDOWN:
            super().handle_event(event)
            return
        action = FIELD_KEYS.action(event)
        step = {"up": -1, "left": -1, "down": 1, "right": 1, "next": 1}
        if action == "select":
            self.app.play_sound("click")
            self.choose(self.focus)
        elif action == "back":
            self.close()
        elif action in step:
            self.focus = (self.focus + step[action]) % len(self.choices)
        elif action == "erase":
            self.text = self.text[:-1]
            self.tell(HELLO)
        elif action == "paste":
            self.paste()
        else:
            text = typed(event)
            if text.isprintable() and text and len(self.text) < MAX_CHARS:
                self.text += text.upper()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = self.scale
        r = pygame.Rect(0, 0, self.box.w - ui.px(60, s), ui.px(46, s))
        r.midtop = (self.box.centerx, self.box.y + ui.px(96 + 40 * len(self.lines) + 2, s))
        paint.rect(surface, (10, 20, 14), r, border_radius=ui.px(8, s))
        paint.rect(surface, ui.GOLD, r, 2, border_radius=ui.px(8, s))
        shown = self.text + "_"
        size = ui.px(28, s, ui.MIN_TEXT)
        while len(shown) > 1 and ui.measure(shown, size)[0] > r.w - ui.px(16, s):
            shown = "…" + shown[2:]  # the end of a long code, where the typing is
        ui.blit_text(surface, shown, size, r.center, ui.INK, "center")
