"""A tutorial on the table: the game's constructed deal step by step, the target lit, the
rules' own reason and a nudge on a wrong move."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import ui
from game.engine.input import KEYS
from game.rules.base import IllegalMove
from game.scenes.table_mode import Mode
from game.tutorials import Step, Tutorial, tutorial_for

FOREVER = 1e9  # a message that stays until another replaces it
TUTORIAL_PACE = 0.45  # seconds between the moves the tutorial plays itself


class TutorialGuide:
    """The tutorial under way on one table (``tutorial`` is None once it is over)."""

    def __init__(self, table) -> None:  # the TableScene that owns it
        self.table = table
        self.tutorial: Tutorial | None = None
        self.wait = 0.0
        self.line = ""

    @property
    def available(self) -> bool:
        """Does this table offer a tutorial (a game with a demo whose catalog entry has
        one: a SLOTKER match has neither)?"""
        return self.table.DEMO and catalog.get(self.table.GAME).has_tutorial

    def load(self) -> int:
        """This game's tutorial; returns the seed of its deal."""
        self.tutorial = tutorial_for(self.table.GAME)
        return self.tutorial.seed

    def greet(self) -> None:
        """The tutorial's first words: what it shows, and the first step."""
        assert self.tutorial is not None
        self.table.say(f"{self.tutorial.intro} {self.tutorial.steps[0].do}", ui.GOLD, FOREVER)

    def open(self) -> None:
        """This game's tutorial in place of the deal on show (which stays saved)."""
        t = self.table
        t.demo.stop(None)
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
            t.say("Watch this one: the tutorial plays it", ui.DIM)
            return False
        probe = t.game.clone()
        try:
            probe.play(move)
        except IllegalMove as exc:
            reason = str(exc)
        else:
            reason = "that is legal, but this step shows another rule"
        t.refuse(f"{reason}. {step.do}", culprits)
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
            line = f"{why} {self.tutorial.outro}".strip()
            t.say(line, ui.GOLD, 15)
            t.timeline.call(lambda: t.say(line, ui.GOLD, 15))  # over the game's own words
            self.end()
            return
        self.line = f"{why} {nxt.do if nxt.by == 'player' else ''}".strip() or "…"
        t.say(self.line, ui.GOLD, FOREVER)
        self.wait = max(TUTORIAL_PACE, 0.12 * len(why.split()))

    def end(self) -> None:
        """The tutorial is over (its last step, or a deal of the player's own)."""
        self.tutorial = None
        if self.table.mode is Mode.TUTORIAL:
            self.table.mode = Mode.PLAYING

    def tick(self, dt: float) -> None:
        """Each frame: light the player's step and keep its words up, or play the
        tutorial's own move once its beat is over."""
        t = self.table
        step = self.step()
        if step is None or t.covered or t.timeline.busy:
            return
        if step.by == "player":
            if t.hints.move is None:
                t.hints.move = step.move
            if step.do not in t.message or t.message_time <= 0:
                # the game's own words (or a refusal's) have had their say: the step's are back
                line = self.line if step.do in self.line else step.do
                t.say(line, ui.GOLD, FOREVER)
        elif step.by == "tutorial" and t.session.auto_move() is None:
            self.wait -= dt
            if self.wait <= 0:
                t.on_reset(new_deal=False)
                t.play_move(step.move)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """T opens the tutorial (where the game has a demo and a tutorial)."""
        if KEYS.action(event) != "tutorial" or not self.table.DEMO:
            return event
        if self.available:
            self.open()
        else:
            self.table.say(f"{self.table.rules.TITLE} has no tutorial", ui.DIM)
        return None
