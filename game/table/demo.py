"""The demo: the best bot plays the deal on from where it stands, one move per beat, and any
key or click hands control back. A deal it moved in is recorded once, as a demo deal."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.hints import HintJob
from game.engine.input import KEYS
from game.i18n import _
from game.table.mode import Mode

DEMO_PACE = {"slow": 1.2, "normal": 0.6, "fast": 0.2}  # seconds between the demo's moves


class DemoDriver:
    """The bot at the player's seat; the table is in ``Mode.DEMO`` while it plays."""

    def __init__(self, table) -> None:  # the TableScene that owns it
        self.table = table
        self.job: HintJob | None = None
        self.wait = 0.0

    @property
    def on(self) -> bool:
        return self.table.mode is Mode.DEMO

    @property
    def pace(self) -> float:
        """Seconds between the demo's moves, from the setting."""
        return DEMO_PACE.get(self.table.app.settings.demo_speed, DEMO_PACE["normal"])

    def toggle(self) -> None:
        if self.on:
            self.stop()
        else:
            self.start()

    def start(self) -> None:
        t = self.table
        if not t.DEMO:
            t.say(_("No demo here"), ui.DIM)
        elif t.mode is Mode.TUTORIAL:
            t.say(_("The tutorial is on: the demo waits until it is done"), ui.DIM)
        elif not t.session.playing:
            t.say(_("The deal is over: start a new one to watch the demo"), ui.DIM)
        else:
            t.mode, self.wait = Mode.DEMO, 0.4
            self._label(_("Stop demo"))
            t.say(_("Demo: the bot plays. Any key or click hands control back"), ui.GOLD, 4)

    def stop(self, words: str | None = "") -> None:
        """End the demo and say ``words`` (by default that it is the player's turn; None:
        nothing)."""
        if not self.on:
            return
        self.table.mode, self.job = Mode.PLAYING, None
        self._label(_("Demo"))
        if words == "":
            words = _("Your turn: the demo stopped")
        if words:
            self.table.say(words, ui.GOLD)

    def _label(self, label: str) -> None:
        for btn in self.table.buttons:
            if btn.name == "button_demo":
                btn.label = label

    def tick(self, dt: float) -> None:
        """Each frame: ask the bot, and play its answer once the beat is over."""
        t = self.table
        if not self.on or t.covered:
            return
        if not t.session.playing:
            self.stop(_("Demo over"))
            return
        if t.timeline.busy or t.session.auto_move() is not None or not t.can_act():
            return
        job = self.job
        if job is None:
            self.wait -= dt
            if self.wait <= 0:
                self.job = HintJob(t.hint_bot(), t.hint_game(), len(t.history))
            return
        if not job.done:
            return
        self.job = None
        move = job.hint.move if job.hint is not None and job.moves == len(t.history) else None
        if move is None:
            why = job.error or _("the bot finds no move")
            self.stop(_("Demo stopped: {reason}").format(reason=why))
            return
        t.session.demo = True
        t.on_reset(new_deal=False)
        t.play_move(tuple(move))
        self.wait = self.pace

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Any key or click during the demo hands control back and does nothing else;
        B starts it."""
        t = self.table
        if self.on and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.stop()
            t.timeline.finish()
            return None
        if KEYS.action(event) == "demo" and t.DEMO:
            t.timeline.finish()
            self.start()
            return None
        return event
