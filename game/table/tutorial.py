"""A tutorial on the table: the game's constructed deal step by step, the target lit, the
rules' own reason and a nudge on a wrong move.

Its words have a panel of their own under the table (``NotePanel``: two or three lines
at a readable size), apart from the one-line message bar, whose news joins the panel
as a line above the words while the tutorial speaks. When the tutorial plays moves
itself it says so, and how far it goes ("from deal 3 to deal 6")."""

from __future__ import annotations

from typing import Protocol

import pygame

from game import catalog
from game.engine import ui
from game.engine.hud import NotePanel
from game.engine.input import KEYS
from game.engine.keymaps import built
from game.engine.layout import Level, Slot, Viewport
from game.engine.scene import SceneManager
from game.engine.theme import Colour, Ink
from game.engine.tween import Timeline
from game.i18n import _, ngettext
from game.rules.base import Game, IllegalMove, InvalidMove
from game.session import GameSession
from game.table.demo import DemoDriver
from game.table.hints import HintAdvisor
from game.table.mode import Mode, Modes
from game.tutorials import Step, Tutorial, lesson_for, tutorial_for

FOREVER = 1e9  # words that stay until others replace them
TUTORIAL_PACE = 0.45  # seconds between the moves the tutorial plays itself
OUTRO_TIME = 15.0  # seconds the closing words stay once the tutorial is over
PANEL_WIDTH = 1100  # design units: the panel's width, within the window's
ROOM = "help"  # a level's how-to-play panel: the tutorial's words may take it over


def key_words(name: str) -> dict[str, str]:
    """The keys the lesson of the game ``name`` names in its words ({placeholder: "R"}),
    as the player has them bound now: each action read from the game's own keymap (built
    over the shared one, so a shared action is found too), or from the shared keymap for
    a game with no keys of its own."""
    lesson, info = lesson_for(name), catalog.find(name)
    if lesson is None or info is None or not lesson.keys:
        return {}
    keymap = KEYS if info.keys is None else built(catalog.load(info.keys))
    return {word: keymap.label(action) for word, (action, _said) in lesson.keys.items()}


def played_for_you(count: int, start: str, end: str) -> str:
    """What the panel says before the tutorial plays ``count`` moves itself: "Watch: the
    tutorial plays the next 10 moves itself, from deal 3 to deal 6.". One move is said
    without its figure ("the next move", not "the next 1 move"): a sentence of its own."""
    if start and end and start != end:
        said = (
            _("Watch: the tutorial plays the next move itself, from {start} to {end}.")
            if count == 1
            else ngettext(
                "Watch: the tutorial plays the next {n} move itself, from {start} to {end}.",
                "Watch: the tutorial plays the next {n} moves itself, from {start} to {end}.",
                count,
            )
        )
    elif start and start == end:
        said = (
            _("Watch: the tutorial plays the next move itself (in {start}).")
            if count == 1
            else ngettext(
                "Watch: the tutorial plays the next {n} move itself (in {start}).",
                "Watch: the tutorial plays the next {n} moves itself (in {start}).",
                count,
            )
        )
    else:
        said = (
            _("Watch: the tutorial plays the next move itself.")
            if count == 1
            else ngettext(
                "Watch: the tutorial plays the next {n} move itself.",
                "Watch: the tutorial plays the next {n} moves itself.",
                count,
            )
        )
    return said.format(n=count, start=start, end=end)


class TutorialTable(Protocol):
    """What the tutorial reads of the table that owns it, and nothing more: it is handed
    the table as this view, and the demo and hints it stops and lights, themselves
    (tests/test_scene_code.py holds the view and the tutorial to each other)."""

    GAME: str
    DEMO: bool
    session: GameSession
    level: Level
    vp: Viewport
    covered: bool
    timeline: Timeline
    buttons: list[ui.Button]
    message: str
    message_time: float
    message_colour: Ink | Colour | None

    @property
    def manager(self) -> SceneManager: ...

    @property
    def rules(self) -> type[Game]: ...

    @property
    def history(self) -> list[tuple]: ...

    @property
    def game(self) -> Game: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def refuse(self, reason: str, culprits=()) -> None: ...

    def on_reset(self, new_deal: bool) -> None: ...

    def play_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None: ...

    def slot_rect(self, slot: Slot | str) -> pygame.Rect: ...


class TutorialGuide:
    """The tutorial under way on one table (``tutorial`` is None once it is over)."""

    def __init__(
        self, table: TutorialTable, modes: Modes, demo: DemoDriver, hints: HintAdvisor
    ) -> None:
        self.table, self.modes, self.demo, self.hints = table, modes, demo, hints
        self.tutorial: Tutorial | None = None
        self.wait = 0.0
        self.line = ""
        self.text = ""  # the panel's words ("" for no panel)
        self.text_time = 0.0  # seconds the words stay up
        self.panel = NotePanel()
        self.box: pygame.Rect | None = None  # where the panel was last drawn

    @property
    def available(self) -> bool:
        """Does this table offer a tutorial (a game with a demo whose catalog entry has
        one: a SLOTKER match has neither)?"""
        return self.table.DEMO and catalog.get(self.table.GAME).has_tutorial

    def load(self) -> int:
        """This game's tutorial; returns the seed of its deal."""
        name = self.table.GAME
        self.tutorial = tutorial_for(name, keys=key_words(name))
        return self.tutorial.seed

    def greet(self) -> None:
        """The tutorial's first words: what it shows, and the first step."""
        assert self.tutorial is not None
        first = self.tutorial.steps[0]
        ahead = self.ahead(0)
        self.show(f"{self.tutorial.intro} {first.do if first.by == 'player' else ahead}")

    def show(self, text: str, seconds: float = FOREVER) -> None:
        """Put ``text`` in the tutorial's panel for ``seconds``."""
        self.line, self.text, self.text_time = text, text, seconds

    def ahead(self, index: int) -> str:
        """The words for the moves the tutorial plays itself from step ``index`` ("" if
        the step is the player's)."""
        assert self.tutorial is not None
        count, start, end = self.tutorial.played_for_you(index)
        return played_for_you(count, start, end) if count else ""

    def open(self) -> None:
        """This game's tutorial in place of the deal on show (which stays saved)."""
        t = self.table
        self.demo.stop(None)
        t.timeline.finish()
        t.session.save()
        t.manager.replace(t.GAME, tutorial=True)

    def step(self) -> Step | None:
        """The step the tutorial is at: one per move played so far (undo steps back)."""
        if self.tutorial is None:
            return None
        return self.tutorial.step(len(self.table.history))

    def allows(self, move: tuple, culprits=()) -> bool:
        """Is ``move`` the step's move (or is no tutorial on)? If not, say why not."""
        step = self.step()
        if step is None or tuple(move) == tuple(step.move):
            return True
        t = self.table
        if step.by != "player":
            t.say(_("Watch this one: the tutorial plays it"), ui.DIM)
            return False
        probe = t.game.clone()
        try:
            probe.play(move)
        except IllegalMove as exc:
            reason = str(exc)
        except InvalidMove:  # a malformed move: the table's own check says so when played
            reason = _("That move cannot be read; it was not played")
        else:
            reason = _("that is legal, but this step shows another rule")
        t.refuse(_("{reason}. {step}").format(reason=reason, step=step.do), culprits)
        return False

    def moved(self) -> None:
        """A step was played: say what happened and why, then what comes next."""
        if self.tutorial is None:
            return
        t = self.table
        played = self.tutorial.step(len(t.history) - 1)
        nxt = self.step()
        why = played.why if played is not None and played.first else ""
        if nxt is None:
            self.show(f"{why} {self.tutorial.outro}".strip(), OUTRO_TIME)
            self.end(keep_words=True)
            return
        said = self.text
        if nxt.by != "tutorial":  # the player's step, or the game's own (a compaction)
            self.show(f"{why} {nxt.do}".strip())
        elif nxt.by == "tutorial" and (played is None or played.by != "tutorial"):
            self.show(f"{why} {self.ahead(len(t.history))}".strip())  # once, before the run
        elif why:
            self.show(why)
        fresh = self.text != said  # new words: time to read them first
        self.wait = max(TUTORIAL_PACE, 0.12 * len(self.text.split()) if fresh else 0)

    def end(self, keep_words: bool = False) -> None:
        """The tutorial is over (its last step, whose closing words stay a while, or a
        deal of the player's own)."""
        self.tutorial = None
        if not keep_words:
            self.text = ""
        if self.modes.now is Mode.TUTORIAL:
            self.modes.now = Mode.PLAYING

    def tick(self, dt: float) -> None:
        """Each frame: light the player's step and keep its words up, or play the
        tutorial's own move once its beat is over."""
        t = self.table
        if self.text_time > 0 and not t.covered:
            self.text_time -= dt
            if self.text_time <= 0:
                self.text = ""
        step = self.step()
        if step is None or t.covered or t.timeline.busy:
            return
        if step.by == "player":
            if self.hints.move is None:
                self.hints.move = step.move
            if step.do not in self.text:
                self.show(self.line if step.do in self.line else step.do)
        elif step.by == "tutorial" and t.session.auto_move() is None:
            self.wait -= dt
            if self.wait <= 0:
                t.on_reset(new_deal=False)
                t.play_move(step.move)

    def draw(self, surface: pygame.Surface) -> bool:
        """The panel under the table, the table's news a line above the words; False
        when the tutorial has nothing to say (the message bar shows the news alone)."""
        t = self.table
        if not self.text or "message" not in t.level.slots:
            return False
        anchor = t.slot_rect("message")
        room = surface.get_width() - 2 * t.vp.length(10)
        width = min(room, max(anchor.w, t.vp.length(PANEL_WIDTH)))
        news = t.message if t.message_time > 0 and t.message not in self.text else ""
        colour = t.message_colour
        room = t.slot_rect(ROOM) if ROOM in t.level.slots else None
        box = self.panel.draw(
            surface, anchor, width, t.vp.scale, self.text, news, colour, self.taken(), room,
            tuple(b.rect.inflate(4, 4) for b in t.buttons),
        )  # fmt: skip
        self.box = box
        return True

    def taken(self) -> tuple[pygame.Rect, ...]:
        """What the panel must not cover: the table's places (all but the message line,
        whose room it takes, and the rules panel it may take over) and its buttons."""
        t = self.table
        places = [t.slot_rect(n) for n in t.level.slots if n not in ("message", ROOM)]
        return tuple(r.inflate(4, 4) for r in (*places, *(b.rect for b in t.buttons)))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """T opens the tutorial (where the game has a demo and a tutorial)."""
        if KEYS.action(event) != "tutorial" or not self.table.DEMO:
            return event
        if self.available:
            self.open()
        else:
            title = _(self.table.rules.TITLE)
            self.table.say(_("{game} has no tutorial").format(game=title), ui.DIM)
        return None
