"""The table's search for a winnable deal: with "winnable deals only" on and no deal number
given, the game's solver looks for a seed it can prove on a worker thread; meanwhile the
table shows no cards, says it is searching, and lets only the way out through."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game import catalog
from game.engine import ui
from game.engine.input import KEYS
from game.engine.worker import Job
from game.i18n import N_, _
from game.session import GameSession, Session
from game.table.mode import Mode, Modes

SEARCHING = N_("Finding a winnable deal…")


class SearchTable(Protocol):
    """What the search reads of the table that owns it, and nothing more: it is handed
    the table as this view (tests/test_scene_code.py holds the two to each other)."""

    GAME: str
    app: Any  # game.app.App, a layer above the table: not importable here
    frames_drawn: int
    session: GameSession

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def start(self, session: GameSession) -> None: ...

    def pick(self, pos: tuple[int, int]) -> str | None: ...


class DealSearch:
    """One search at a time, owned by the table: the table is in ``Mode.SEARCHING`` while
    it runs, and that mode is what ``active`` reads."""

    def __init__(self, table: SearchTable, modes: Modes) -> None:
        self.table, self.modes = table, modes
        self.job: Job | None = None

    @property
    def active(self) -> bool:
        """A winnable deal is being looked for: no cards to show or play yet."""
        return self.modes.now is Mode.SEARCHING

    def wanted(self) -> bool:
        """Does a new deal of this game look for a winnable one first?"""
        t = self.table
        return catalog.get(t.GAME).winnable_search is not None and t.app.settings.winnable_only

    def begin(self, seed: int, hard: bool) -> None:
        """Look from ``seed`` on. The job starts once a frame is drawn: the table's first
        frame (felt and card art at this size) does not share the interpreter."""
        self.job = Job(self.find, seed, hard, start=False)
        self.modes.now = Mode.SEARCHING
        self.table.say(_(SEARCHING), ui.DIM, 3600)

    def cancel(self) -> None:
        self._end()

    def _end(self) -> None:
        """No search runs: the table plays again (its deal, or the one found, is dealt)."""
        self.job = None
        if self.modes.now is Mode.SEARCHING:
            self.modes.now = Mode.PLAYING

    def find(self, start: int, hard: bool) -> int | None:
        """The first seed from ``start`` that the game's solver proves winnable (None if
        none is in time). Runs on the worker thread: it touches no table state."""
        info = catalog.get(self.table.GAME)
        return catalog.load(info.finder)(start, hard=hard, tries=info.winnable_search)

    def collect(self) -> None:
        """Each frame: start the job once a frame is drawn; deal what it found."""
        job, t = self.job, self.table
        if job is not None and not job.started and t.frames_drawn:
            job.start()
        if job is None or not job.done:
            return
        self._end()
        found = job.result
        if job.error or found is None:
            t.start(t.session)
            if job.error:
                said = _("No winnable deal proven ({reason}): this one may not be winnable")
            else:
                said = _("No winnable deal proven in time: this one may not be winnable")
            t.say(said.format(reason=job.error), ui.DIM)
            return
        t.start(Session(t.GAME, t.app.ledger, seed=found, hard=t.session.hard))
        t.say(_("Deal #{number} is winnable").format(number=found), ui.GOLD)

    def wait(self, timeout: float = 60.0) -> None:
        """Block until the search has ended and its deal is shown (tests)."""
        if self.job is not None:
            self.job.wait(timeout)
            self.collect()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """While searching, only the way out (Menu, Esc, quit, mute) goes on."""
        if not self.active or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return event
        if event.type == pygame.KEYDOWN:
            allowed = KEYS.action(event) in ("back", "quit", "mute")
        else:
            allowed = event.button == 1 and self.table.pick(event.pos) == "button_menu"
        if allowed:
            return event
        self.table.say(_("Finding a winnable deal… one moment"), ui.DIM, 3600)
        return None
