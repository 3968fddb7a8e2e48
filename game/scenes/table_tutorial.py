"""A tutorial on the table: the game's constructed deal step by step, the target lit, the
rules' own reason and a nudge on a wrong move."""

from __future__ import annotations

from game.engine import ui
from game.rules.base import IllegalMove
from game.tutorials import Step

FOREVER = 1e9  # a message that stays until another replaces it
TUTORIAL_PACE = 0.45  # seconds between the moves the tutorial plays itself


class TableTutorial:
    """The tutorial's steps; a base of ``TableScene``."""

    # --- the tutorial ----------------------------------------------------------------------
    def start_tutorial(self) -> None:
        """This game's tutorial in place of the deal on show (which stays saved)."""
        self.stop_demo(None)
        self.timeline.finish()
        self.session.save()
        self.manager.replace(self.GAME, tutorial=True)

    def tutorial_step(self) -> Step | None:
        """The step the tutorial is at: one per move played so far (undo steps back)."""
        return None if self.tutorial is None else self.tutorial.step(len(self.history))

    def tutorial_refuse(self, move: tuple, step: Step, culprits=()) -> None:
        """Not the step's move: the rules' own reason if it is illegal, and a nudge."""
        if step.by != "player":
            self.say("Watch this one: the tutorial plays it", ui.DIM)
            return
        probe = self.game.clone()
        try:
            probe.play(move)
        except IllegalMove as exc:
            reason = str(exc)
        else:
            reason = "that is legal, but this step shows another rule"
        self.refuse(f"{reason}. {step.do}", culprits)

    def tutorial_moved(self) -> None:
        """A step was played: say what happened and why, then what comes next."""
        assert self.tutorial is not None
        played = self.tutorial.step(len(self.history) - 1)
        nxt = self.tutorial_step()
        why = played.why if played is not None and played.first else ""
        if nxt is None:
            line = f"{why} {self.tutorial.outro}".strip()
            self.say(line, ui.GOLD, 15)
            self.timeline.call(lambda: self.say(line, ui.GOLD, 15))  # over the game's own words
            self.tutorial = None
            return
        self._tutorial_line = f"{why} {nxt.do if nxt.by == 'player' else ''}".strip() or "…"
        self.say(self._tutorial_line, ui.GOLD, FOREVER)
        self._tutorial_wait = max(TUTORIAL_PACE, 0.12 * len(why.split()))

    def _tutorial_tick(self, dt: float) -> None:
        step = self.tutorial_step()
        if step is None or self.covered or self.timeline.busy:
            return
        if step.by == "player":
            if self.hint_move is None:
                self.hint_move = step.move
            if step.do not in self.message or self.message_time <= 0:
                # the game's own words (or a refusal's) have had their say: the step's are back
                line = self._tutorial_line if step.do in self._tutorial_line else step.do
                self.say(line, ui.GOLD, FOREVER)
        elif step.by == "tutorial" and self.session.auto_move() is None:
            self._tutorial_wait -= dt
            if self._tutorial_wait <= 0:
                self.on_reset(new_deal=False)
                self.play_move(step.move)
