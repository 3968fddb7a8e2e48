"""A finished deal watched again on its own table: the recorded moves are played through the
session and the table's own animations at the demo's pace, with pause, one move forward
or back, and jumps to the start and the end. A game's own kind (SLOTKER's match) is
watched the same way on its own table, through its session class (``Replay.kind``).

The table shows a session on a ledger of its own (``MemoryLedger``), so watching
records no result and never touches the player's saved deal. The line is checked
whole through the rules first (``game.session.replay.Replay``): a move the rules
refuse is said in one line before anything is shown.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine import clipboard, ui
from game.engine.input import REPLAY_KEYS
from game.engine.layout import Level, Slot, Viewport
from game.engine.scene import SceneManager
from game.engine.tween import Timeline
from game.i18n import N_, _, pgettext
from game.rules import GAMES
from game.session import GameSession, MemoryLedger, Session
from game.session.codes import CodeError, coded_kind, encode, from_line
from game.session.replay import Replay
from game.table.demo import DEMO_PACE
from game.table.mode import Mode, Modes
from game.table.result import ResultFlow

# (name, label): the replay's controls, in the toolbar's place (short: the toolbar is
# narrow, and the message line names the keys)
CONTROLS = (
    ("replay_start", "|<"),
    ("replay_back", "<"),
    ("replay_pause", "||"),
    ("replay_forward", ">"),
    ("replay_end", ">|"),
)
PASSED = ("back", "help", "mute", "fullscreen", "quit", "select", "up", "down", "pause_menu")
PAUSE_ITEMS = (  # marked here, translated when the pause menu draws them
    ("resume", N_("Resume")),
    ("copy_code", N_("Copy code")),
    ("help", N_("Help")),
    ("settings", N_("Settings")),
    ("menu", N_("Menu")),
)

LOG = logging.getLogger(__name__)  # a bug's details: stderr, never the player's screen


class ReplayTable(Protocol):
    """What the replay driver reads of the table that owns it, and nothing more: it is
    handed the table as this view, and the result flow it withdraws, itself
    (tests/test_scene_code.py holds the view and the driver to each other)."""

    app: Any  # game.app.App, a layer above the table: not importable here
    session: GameSession  # set too: each position watched is a session of its own
    level: Level
    vp: Viewport  # its scale: the controls' labels are measured at it
    covered: bool
    timeline: Timeline
    buttons: list[ui.Button]

    @property
    def manager(self) -> SceneManager: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def add_button(
        self, slot: str, label: str, action, enabled=lambda: True, key_hint: str = "", **kw
    ) -> ui.Button: ...

    def show_pause(self) -> None: ...

    def pick(self, pos: tuple[int, int]) -> str | None: ...

    def on_reset(self, new_deal: bool) -> None: ...

    def play_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None: ...

    def glide_home(self, duration: float = 0.28, stagger: float = 0.0) -> None: ...

    def refresh_targets(self) -> None: ...


class ReplayDriver:
    """The recorded line at the player's seat; the table is in ``Mode.REPLAY``."""

    def __init__(self, table: ReplayTable, modes: Modes, outcome: ResultFlow) -> None:
        self.table, self.modes, self.outcome = table, modes, outcome
        self.replay: Replay | None = None
        self.paused = False
        self.wait = 0.0
        self.speaking = False  # the message line is the replay's: the table's say asks this
        self.spoken = ""  # what speech says of the line the replay is saying ("": the line)

    @property
    def on(self) -> bool:
        """A recorded line is being watched: the table's mode says so, nothing else."""
        return self.modes.now is Mode.REPLAY

    def session(self, line: dict) -> GameSession:
        """The line checked through the rules (ReplayError: one line), and the dealt
        session it starts from, on a ledger that keeps nothing."""
        self.replay = Replay(line)
        self.modes.now = Mode.REPLAY
        self.wait = 0.8
        return self._dealt()

    def _dealt(self) -> GameSession:
        """The deal watched, dealt again (a match: set up again by its session class); its
        clock shows the time the game was played in (watching time means nothing: a game
        of 0:38 is not one of 0:02)."""
        r = self.replay
        assert r is not None
        s: GameSession
        if r.kind is not None:
            s = r.kind.from_dict({**r.line, "moves": [], "redo": []}, MemoryLedger())
        else:
            s = Session(r.name, MemoryLedger(), seed=r.seed, deck=r.deck, hard=r.hard)
        s.elapsed = self.recorded
        return s

    @property
    def recorded(self) -> float:
        """The play time the line was recorded with."""
        if self.replay is None:
            return 0.0
        try:
            seconds = float(self.replay.line.get("elapsed", 0.0) or 0.0)
        except (TypeError, ValueError):
            return 0.0
        return seconds if 0.0 <= seconds < 1e9 else 0.0

    @property
    def index(self) -> int:
        return len(self.table.session.history)

    @property
    def pace(self) -> float:
        return DEMO_PACE.get(self.table.app.settings.demo_speed, DEMO_PACE["normal"])

    # --- the controls ----------------------------------------------------------------
    def build_buttons(self) -> None:
        """Menu, then Start, Back, Pause, Forward and End where the toolbar is."""
        t = self.table
        if "button_menu" in t.level.slots:
            hint = REPLAY_KEYS.hint("back", pad="pause_menu")
            t.add_button("button_menu", _("Menu"), t.show_pause, key_hint=hint)
        actions = {
            "replay_start": self.to_start,
            "replay_back": self.back,
            "replay_pause": self.toggle,
            "replay_forward": self.forward,
            "replay_end": self.to_end,
        }
        places = control_places(t.level["toolbar"], t.vp.scale)
        for name, label in CONTROLS:
            if name not in t.level.slots:
                t.level.slots[name] = places[name]
            t.add_button(name, label, actions[name])
        self.tell()

    def _label(self) -> None:
        for btn in self.table.buttons:
            if btn.name == "replay_pause":
                btn.label = pgettext("replay button", "Play") if self.paused or self._done else "||"

    @property
    def _done(self) -> bool:
        return self.replay is not None and self.index >= self.replay.total

    def tell(self) -> None:
        """Where the replay stands, on the message line, and what its pause key does now
        (pause while it plays, play while paused, from the start at the end)."""
        r = self.replay
        if r is None:
            return
        state = pgettext("replay", "paused") if self.paused else pgettext("replay", "playing")
        doing = pgettext("replay key", "play") if self.paused else pgettext("replay key", "pause")
        if self._done:
            state = self._end_words()
            doing = pgettext("replay key", "watch from the start")
        if r.kind is not None:  # a match's round result, where one stands
            r.jump(self.index)
            state = r.words or state
        keys = REPLAY_KEYS.label
        words = _(
            "Replay: move {index} of {total} ({state}). {pause}: {doing}, {back}/{forward}: "
            "step, {start}/{end}: jump"
        ).format(
            index=self.index, total=r.total, state=state, pause=keys("pause"), doing=doing,
            back=keys("step_back"), forward=keys("step_forward"), start=keys("to_start"),
            end=keys("to_end"),
        )  # fmt: skip
        if getattr(self.table.app, "speaking", False):  # aloud: where it stands only
            self.spoken = _("Replay: move {index} of {total} ({state}).").format(
                index=self.index, total=r.total, state=state
            )
        try:
            self.say(words, ui.GOLD, 3600)
        finally:
            self.spoken = ""
        self._label()

    def _end_words(self) -> str:
        """How the line watched ended: won, lost, given up (as its result says: a give-up
        is no move), over (a match), or its last move (left unfinished)."""
        if self.replay is not None and self.replay.line.get("outcome") == "gave_up":
            return pgettext("replay", "given up")
        return {
            "won": pgettext("replay", "won"),
            "lost": pgettext("replay", "lost"),
            "over": pgettext("replay", "over"),
        }.get(self.table.session.status, pgettext("replay", "the last move"))

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None:
        """The replay's own words on the message line (the table keeps it for them)."""
        self.speaking = True
        try:
            self.table.say(text, colour, seconds)
        finally:
            self.speaking = False

    def toggle(self) -> None:
        if self._done:
            self.to_start()
            self.paused = False
        else:
            self.paused = not self.paused
        self.wait = 0.2
        self.tell()

    def forward(self) -> None:
        """One move on, animated; the replay pauses (a step is looked at)."""
        self.paused = True
        self._step()
        self.tell()

    def _step(self) -> None:
        t, r = self.table, self.replay
        t.timeline.finish()
        if r is None or self._done:
            return
        if t.session.auto_move() is not None and t.session.auto_move() != r.moves[self.index]:
            return
        t.on_reset(new_deal=False)
        t.play_move(r.moves[self.index])

    def back(self) -> None:
        self.paused = True
        self.show_at(self.index - 1)

    def to_start(self) -> None:
        self.paused = True
        self.show_at(0)

    def to_end(self) -> None:
        self.paused = True
        self.show_at(self.replay.total if self.replay else 0)

    def show_at(self, index: int) -> None:
        """The position after ``index`` moves, the cards gliding there as an undo's do."""
        t, r = self.table, self.replay
        if r is None:
            return
        index = max(0, min(index, r.total))
        t.timeline.finish()
        s = self._dealt()
        for move in r.moves[:index]:
            s.play(move)
        t.session = s
        self.outcome.reset()  # a replay's mode stays REPLAY: no result flow runs in it
        t.on_reset(new_deal=False)
        t.glide_home()
        t.refresh_targets()
        self.tell()

    def code(self) -> str | None:
        """The code of the whole game watched (its deal and every move, and a give-up; a
        match's terms and every step); None for a game's own kind codes do not carry."""
        r = self.replay
        if r is None or (r.name not in GAMES and coded_kind(r.name) is None):
            return None
        try:
            return encode(from_line(self.replay.line))
        except CodeError as exc:  # a bug: logged in full; the pause menu says there is none
            LOG.error("%s: the code of a replay could not be written: %s", self.replay.name, exc)
            return None

    def copy_code(self) -> None:
        copy_code(self.say, self.code())

    def watch_again(self) -> None:
        """*Watch again* on the result screen: the deal's (or the match's) recorded moves,
        replayed, knowing how it ended (a give-up is no move)."""
        t = self.table
        kept = t.session.result_id and t.app.ledger.replay(t.session.result_id)
        line = kept or {**t.session.to_dict(), "redo": []}
        t.manager.replace(t.session.name, replay={**line, "outcome": t.session.status})

    # --- each frame, and input ----------------------------------------------------------
    def tick(self, dt: float) -> None:
        t = self.table
        if not self.on or t.covered or self.paused or self._done:
            return
        if t.timeline.busy or self.modes.now is Mode.DEALING:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        self._step()
        self.wait = self.pace
        self.tell()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The replay's keys; a click is for its buttons only (never a move); every other
        key of the game is held back, so nothing is played by hand."""
        if not self.on:
            return event
        t = self.table
        if event.type == pygame.KEYDOWN:
            action = REPLAY_KEYS.action(event)
            command = {
                "pause": self.toggle,
                "step_back": self.back,
                "step_forward": self.forward,
                "to_start": self.to_start,
                "to_end": self.to_end,
                "copy_code": self.copy_code,
            }.get(action or "")
            if command is not None:
                t.app.play_sound("click")
                command()
                return None
            return event if action in PASSED else None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            over = t.pick(event.pos) if hasattr(event, "pos") else None
            if over is None or not any(b.name == over for b in t.buttons):
                return None
        return event


def control_places(bar: Slot, scale: float = 1.0) -> dict[str, Slot]:
    """Where the five controls go in the toolbar's room: one row where each is at least
    as wide as it is tall, Play as wide as its word needs at the labels' size (at the
    view's ``scale``) and the steps sharing the rest; in a tall, narrow toolbar (two rows
    of tools) the four steps in a row and Play under them across the whole width, so no
    button is a sliver and every label is drawn at one size."""
    gap = 6
    names = [name for name, _label in CONTROLS]
    n = len(names)
    w = (bar.w - gap * (n - 1)) / n
    if w >= bar.h * 0.9 or bar.h < 70:
        px = ui.pixel_size(max(ui.MIN_TEXT, int(bar.h * scale * 0.5)))
        play = (ui.text_width(pgettext("replay button", "Play"), px) + 18) / max(scale, 1e-6)
        steps = (bar.w - gap * (n - 1) - max(w, play)) / (n - 1)
        if steps < max(w * 0.6, bar.h * 0.9):  # no room to give: equal shares
            play = steps = w
        widths = {name: max(w, play) if name == "replay_pause" else steps for name in names}
        out, x = {}, bar.x
        for name in names:
            out[name] = Slot(name, x, bar.y, widths[name], bar.h, "button")
            x += widths[name] + gap
        return out
    h = (bar.h - gap) / 2
    steps = [name for name in names if name != "replay_pause"]
    w = (bar.w - gap * (len(steps) - 1)) / len(steps)
    out = {
        name: Slot(name, bar.x + i * (w + gap), bar.y, w, h, "button")
        for i, name in enumerate(steps)
    }
    out["replay_pause"] = Slot("replay_pause", bar.x, bar.y + h + gap, bar.w, h, "button")
    return out


def deal_code(session) -> str | None:
    """The code of a session's deal, without its moves: to hand a friend (None for a
    game's own kind of session, a match, which codes do not carry; a deal whose code
    cannot be written is a bug, logged, and ``copy_code`` says there is none)."""
    if session.name not in GAMES:
        return None
    try:
        return encode(from_line(session.to_dict(), with_moves=False))
    except CodeError as exc:
        LOG.error(
            "%s: the code of deal %s could not be written: %s", session.name, session.seed, exc
        )
        return None


def copy_code(say: Callable[..., None], code: str | None) -> None:
    """Put ``code`` on the clipboard and ``say`` so (the table's message line); where
    there is no clipboard, show it to be copied by hand."""
    if code is None:
        say(_("This deal has no code (its game cannot be written as one)"), ui.DIM)
    elif clipboard.put(code):
        say(_("Code copied: {code}").format(code=code), ui.GOLD, 12)
    else:
        say(_("No clipboard here: copy this code by hand: {code}").format(code=code), ui.GOLD, 30)
