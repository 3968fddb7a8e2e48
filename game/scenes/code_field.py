"""*Open code*: a field that takes a deal code, typed or pasted (Ctrl+V), and hands it back
read: ``("code", DealCode)``. A code that does not read is refused with its one line
(not a code, damaged, from a newer version, a game not installed, not a full deck, too
many moves, an illegal move) and the text stays in the field to be mended; nothing is
lost.

A code is read on a worker thread (``Job``): a long one, played to its game's cap of
moves, takes up to a tenth of a second, and the frame never waits for it; the field
says it is reading meanwhile. Changing the text drops the reading under way."""

from __future__ import annotations

import logging

import pygame

from game.engine import clipboard, ui
from game.engine.input import FIELD_KEYS, typed
from game.engine.worker import Job
from game.i18n import N_, _
from game.scenes.overlay import FieldOverlay, shown
from game.session.codes import MAX_CHARS, CodeError, DealCode, decode, describe

LOG = logging.getLogger(__name__)  # a bug's details: stderr, never the player's screen
HELLO = N_("Type or paste ({key}) a code: PA…")


def hello() -> str:
    """The field's first line, with the player's paste key."""
    return _(HELLO).format(key=FIELD_KEYS.label("paste"))


def read(text: str) -> DealCode | CodeError:
    """``text`` read as a code, or the refusal saying why not (on the worker thread: the
    refusal is the player's answer, handed back; anything else is a bug, logged in full
    and left to the job)."""
    try:
        return decode(text)
    except CodeError as exc:
        return exc
    except Exception:
        LOG.exception("a deal code could not be read: %r", text[:80])
        raise


class CodeFieldScene(FieldOverlay):
    WIDTH = 760

    def __init__(self, app, text: str = "") -> None:
        self.text = text
        self.reading: Job | None = None  # the code being read, off the frame thread
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
        """Read the code on the worker thread (``update`` takes the answer): a good one
        closes the field, a bad one says why and stays."""
        if not self.text.strip():
            self.tell(_("Type or paste a code first"), ui.BAD)
            self.app.play_sound("error")
            return
        if self.reading is None:
            self.reading = Job(read, self.text)
            self.tell(_("Reading the code…"), ui.DIM)

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.reading
        if job is not None and job.done:
            self.reading = None
            self.answer(job)
            self.manager.follow_focus()  # said at once (speech on): the answer came by itself

    def answer(self, job: Job) -> None:
        """What the reading found: the code's deal (the field closes with it) or why not."""
        got = job.result
        if isinstance(got, DealCode):
            self.tell(describe(got))
            self.close(("code", got))
            return
        if isinstance(got, CodeError):
            said = str(got)
        else:  # a bug in a game's rules, logged in full by ``read``
            said = _("this code could not be read ({reason})").format(reason=job.error)
        self.tell(said[:1].upper() + said[1:], ui.BAD)
        self.app.play_sound("error")

    def edited(self) -> None:
        """The text changed: a reading under way is of the old text, and is dropped."""
        self.reading = None
        self.tell(hello())

    def paste(self) -> None:
        got = clipboard.get()
        if got is None:
            self.tell(_("The clipboard is empty or there is none here: type the code"), ui.BAD)
            return
        self.text = (self.text + got.strip())[:MAX_CHARS]
        self.edited()

    def erase(self) -> None:
        self.text = self.text[:-1]
        self.edited()

    def type_key(self, event) -> None:
        text = typed(event)
        if text.isprintable() and text and len(self.text) < MAX_CHARS:
            self.text += text.upper()
            if self.reading is not None:
                self.edited()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = self.scale
        size, room = ui.px(28, s, ui.MIN_TEXT), self.box.w - ui.px(60 + 16, s)
        shown = self.text + "_"
        while len(shown) > 1 and ui.measure(shown, size)[0] > room:
            shown = "…" + shown[2:]  # the end of a long code, where the typing is
        self.draw_field(surface, shown, size)
