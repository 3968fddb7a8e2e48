"""The demo: the best bot plays the deal on from where it stands, one move per beat, and any
key or click hands control back. A deal it moved in is recorded once, as a demo deal."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.engine import ui
from game.engine.hints import HintJob
from game.engine.input import KEYS
from game.engine.tween import Timeline
from game.i18n import _
from game.session import GameSession
from game.table.mode import Mode, Modes

DEMO_PACE = {"slow": 1.2, "normal": 0.6, "fast": 0.2}  # seconds between the demo's moves


class DemoTable(Protocol):
    """What the demo reads of the table that owns it, and nothing more: it is handed the
    table as this view (tests/test_scene_code.py holds the two to each other)."""

    DEMO: bool
    app: Any  # game.app.App, a layer above the table: not importable here
    session: GameSession
    covered: bool
    timeline: Timeline
    buttons: list[ui.Button]

    @property
    def history(self) -> list[tuple]: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def can_act(self) -> bool: ...

    def hint_bot(self): ...

    def hint_game(self): ...

    def on_reset(self, new_deal: bool) -> None: ...

    def play_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None: ...


class DemoDriver:
    """The bot at the player's seat; the table is in ``Mode.DEMO`` while it plays."""

    def __init__(self, table: DemoTable, modes: Modes) -> None:
        self.table, self.modes = table, modes
        self.job: HintJob | None = None
        self.wait = 0.0

    @property
    def on(self) -> bool:
        return self.modes.now is Mode.DEMO

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
        elif self.modes.now is Mode.TUTORIAL:
            t.say(_("The tutorial is on: the demo waits until it is done"), ui.DIM)
        elif not t.session.playing:
            t.say(_("The deal is over: start a new one to watch the demo"), ui.DIM)
        else:
            self.modes.now, self.wait = Mode.DEMO, 0.4
            self._label(_("Stop demo"))
            t.say(_("Demo: the bot plays. Any key or click hands control back"), ui.GOLD, 4)

    def stop(self, words: str | None = "") -> None:
        """End the demo and say ``words`` (by default that it is the player's turn; None:
        nothing)."""
        if not self.on:
            return
        self.modes.now, self.job = Mode.PLAYING, None
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
