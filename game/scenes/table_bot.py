"""The table's bot at the player's side: hints on a worker thread, and the demo that plays
the deal from where it stands (any input hands control back)."""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.hints import HintJob
from game.engine.worker import Job
from game.scenes.table_draw import NO

DEMO_PACE = {"slow": 1.2, "normal": 0.6, "fast": 0.2}  # seconds between the demo's moves

FOREVER_SAY = 30.0  # seconds a 'working on it' line may stay up


class TableBot:
    """Hints and the demo; a base of ``TableScene``."""

    def ask_verdict(self) -> None:
        """ "Can this deal be won?", answered on a worker thread (a node-budgeted search)."""
        from game.ai.winnable import judges, verdict

        if not judges(self.GAME) or not self.session.playing:
            self.say("No verdict here: only Monte Carlo and Maze have a solver", ui.DIM)
            return
        if self._verdict_job is None:
            self._verdict_job = (len(self.history), Job(verdict, self.game.clone()))
            self.say("Working out whether this deal can be won…", ui.DIM, FOREVER_SAY)

    def _collect_verdict(self) -> None:
        if self._verdict_job is None or not self._verdict_job[1].done:
            return
        moves, job = self._verdict_job
        self._verdict_job = None
        if moves != len(self.history):
            self.say("The position changed: ask again", ui.DIM)
        elif job.error:
            self.say(f"No verdict: {job.error}", NO)
        else:
            answer = job.result
            colour = {"yes": ui.GOOD, "no": NO}.get(answer.answer, ui.DIM)
            self.say(answer.text(), colour, 6)

    # --- hints -------------------------------------------------------------------------
    def hint(self) -> None:
        """Ask the game's bot on a worker thread; ``update`` shows the answer."""
        bot = self.hint_bot()
        if bot is None or not self.session.playing or self.session.game is None:
            self.say("No hint available", ui.DIM)
            return
        if self._hint_job is None:
            self._hint_job = HintJob(bot, self.game.clone(), len(self.history))
            self.say("Thinking…", ui.DIM, 5)

    def _collect_hint(self) -> None:
        job = self._hint_job
        if job is None or not job.done:
            return
        self._hint_job = None
        if job.moves != len(self.history):
            return  # a move was played meanwhile: the answer is for another position
        if job.error:
            self.say(f"No hint: {job.error}", NO)
            return
        h = job.hint
        self.session.note_hint()
        self.hint_move = h.move
        text = self.describe_move(h.move) if h.move else "no good move found"
        text = text[:1].upper() + text[1:]
        if h.winnable is False:
            start = "This deal cannot be won" if not self.history else "This position is lost"
            self.say(f"{start}. {text}", NO, 5)
        else:
            self.say(f"Hint: {text}", ui.GOLD, 5)

    def wait_for_hint(self, timeout: float = 30.0) -> None:
        """Block until a pending hint is ready (tests and the simulator use this)."""
        if self._hint_job is not None:
            self._hint_job.wait(timeout)
            self._collect_hint()

    def target_point(self, name: str) -> tuple[float, float] | None:
        """Where a click on ``name`` lands on what shows of it (a half-covered spot's
        free part): the point the focus cursor measures from."""
        for t in self.cursor.targets:
            if t.name == name:
                return t.at
        return None

    def target_rect(self, name: str) -> pygame.Rect | None:
        for t in self.cursor.targets:
            if t.name == name:
                return t.rect
        return None

    # --- the demo ------------------------------------------------------------------------
    def toggle_demo(self) -> None:
        if self.demo_on:
            self.stop_demo()
        else:
            self.start_demo()

    def start_demo(self) -> None:
        """The best bot plays on from where the deal stands, one move per beat; a deal it
        moved in is recorded once, as a demo deal."""
        if not self.DEMO or not hasattr(self.session, "demo"):
            self.say("No demo here", ui.DIM)
            return
        if self.tutorial is not None:
            self.say("The tutorial is on: the demo waits until it is done", ui.DIM)
            return
        if not self.session.playing:
            self.say("The deal is over: start a new one to watch the demo", ui.DIM)
            return
        self.demo_on, self._demo_wait = True, 0.4
        self._demo_label("Stop demo")
        self.say("Demo: the bot plays. Any key or click hands control back", ui.GOLD, 4)

    def stop_demo(self, words: str | None = "Your turn: the demo stopped") -> None:
        if not self.demo_on:
            return
        self.demo_on, self._demo_job = False, None
        self._demo_label("Demo")
        if words:
            self.say(words, ui.GOLD)

    def _demo_label(self, label: str) -> None:
        for btn in self.buttons:
            if btn.name == "button_demo":
                btn.label = label

    @property
    def demo_pace(self) -> float:
        """Seconds between the demo's moves, from the setting."""
        return DEMO_PACE.get(str(self.app.settings["demo_speed"]), DEMO_PACE["normal"])

    def _demo_step(self, dt: float) -> None:
        if not self.demo_on or self.covered:
            return
        if not self.session.playing:
            self.stop_demo("Demo over")
            return
        if self.timeline.busy or self.session.auto_move() is not None or not self.can_act():
            return
        job = self._demo_job
        if job is None:
            self._demo_wait -= dt
            if self._demo_wait <= 0:
                bot = self.hint_bot()
                self._demo_job = HintJob(bot, self.game.clone(), len(self.history))
            return
        if not job.done:
            return
        self._demo_job = None
        move = job.hint.move if job.hint is not None and job.moves == len(self.history) else None
        if move is None:
            self.stop_demo(f"Demo stopped: {job.error or 'the bot finds no move'}")
            return
        self.session.demo = True
        self.on_reset(new_deal=False)
        self.play_move(tuple(move))
        self._demo_wait = self.demo_pace
