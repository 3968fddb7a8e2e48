"""The table's questions to a bot: a hint for the position on show, and "can this deal be
won?", each thought out on a worker thread so a solver's second never freezes the table.
An answer that arrives after the position changed is for another position: dropped."""

from __future__ import annotations

from typing import Protocol

from game import catalog
from game.ai import bot_for
from game.engine import ui
from game.engine.hints import HintJob
from game.engine.theme import NO
from game.engine.worker import Job
from game.i18n import _, ngettext
from game.rules.base import Game
from game.rules.cards import and_list
from game.session import GameSession

FOREVER_SAY = 30.0  # seconds a 'working on it' line may stay up


def no_verdict_line() -> str:
    """What Winnable? says in a game with no solver: which games have one, as the catalog
    lists them (``solver=``), so a game added with a solver is named too; their titles in
    the player's language."""
    titles = [catalog.shown_title(g) for g in catalog.with_(lambda info: info.has_verdict)]
    return ngettext(
        "No verdict here: only {games} has a solver",
        "No verdict here: only {games} have a solver",
        len(titles),
    ).format(games=and_list(titles) if titles else "")


class HintsTable(Protocol):
    """What the hints read of the table that owns them, and nothing more: they are handed
    the table as this view (tests/test_scene_code.py holds the two to each other)."""

    GAME: str
    session: GameSession
    message: str

    @property
    def game(self) -> Game: ...

    @property
    def history(self) -> list[tuple]: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def hint_bot(self): ...

    def hint_game(self): ...

    def describe_hint(self, hint) -> str: ...


class HintAdvisor:
    """Hints and verdicts for one table; ``move`` is the hinted move outlined on it."""

    def __init__(self, table: HintsTable) -> None:
        self.table = table
        self.move: tuple | None = None
        self.job: HintJob | None = None
        self.job_session = None  # the session the job's position belongs to
        self.verdict_job: tuple[int, Job] | None = None  # (moves then, the search's Job)
        self._bot_for: object = None  # the session the cached bot was made for
        self._bot = None
        self.said = ""  # the hint's line on the message line, cleared by the next move
        self.answering = False  # the message being said answers the player (speech keeps it)

    def deal_bot(self):
        """One bot per deal: a solver keeps what it learnt of the deal between hints."""
        session = self.table.session
        if self._bot_for is not session:
            self._bot_for = session
            self._bot = bot_for(self.table.GAME, seed=session.seed or 0)
        return self._bot

    def ask(self) -> None:
        """A hint from the game's bot; ``collect`` shows the answer."""
        t = self.table
        bot = t.hint_bot()
        if bot is None or not t.session.playing or t.session.game is None:
            t.say(_("No hint available"), ui.DIM)
            return
        if self.job is None:
            self.job = HintJob(bot, t.hint_game(), len(t.history))
            self.job_session = t.session  # the answer is for this deal only
            t.say(_("Thinking…"), ui.DIM, 5)

    def ask_verdict(self) -> None:
        """ "Can this deal be won?", answered by a node-budgeted search."""
        from game.ai.winnable import judges, verdict

        t = self.table
        if not judges(t.GAME) or not t.session.playing:
            t.say(no_verdict_line(), ui.DIM)
            return
        if self.verdict_job is None:
            self.verdict_job = (len(t.history), Job(verdict, t.game.clone()))
            t.say(_("Working out whether this deal can be won…"), ui.DIM, FOREVER_SAY)

    def collect(self) -> None:
        """Each frame: show an answer that has arrived."""
        self._collect_hint()
        self._collect_verdict()

    def _collect_hint(self) -> None:
        job, t = self.job, self.table
        if job is None or not job.done:
            return
        self.job = None
        if job.moves != len(t.history) or self.job_session is not t.session:
            return  # a move was played or another deal dealt meanwhile: another position
        if job.error:
            self.answer(_("No hint: {reason}").format(reason=job.error), NO)
            return
        h = job.hint
        t.session.note_hint()
        self.move = h.move
        text = t.describe_hint(h)
        text = text[:1].upper() + text[1:]
        if h.winnable is False:
            if not t.history:
                self.answer(_("This deal cannot be won. {hint}").format(hint=text), NO, 5)
            else:
                self.answer(_("This position is lost. {hint}").format(hint=text), NO, 5)
        else:
            self.answer(_("Hint: {hint}").format(hint=text), ui.GOLD, 5)
            self.said = t.message  # the line the next move clears

    def answer(self, text: str, colour, seconds: float = 3.5) -> None:
        """The answer to the player's question on the message line (a hint, a verdict):
        with speech on, said kept, so nothing said after it cuts it off."""
        self.answering = True
        try:
            self.table.say(text, colour, seconds)
        finally:
            self.answering = False

    def _collect_verdict(self) -> None:
        if self.verdict_job is None or not self.verdict_job[1].done:
            return
        moves, job = self.verdict_job
        self.verdict_job = None
        t = self.table
        if moves != len(t.history):
            self.answer(_("The position changed: ask again"), ui.DIM)
        elif job.error:
            self.answer(_("No verdict: {reason}").format(reason=job.error), NO)
        else:
            answer = job.result
            colour = {"yes": ui.GOOD, "no": NO}.get(answer.answer, ui.DIM)
            self.answer(answer.text(at_start=not t.history), colour, 6)

    def wait(self, timeout: float = 30.0) -> None:
        """Block until a pending hint is ready (tests and the simulator use this)."""
        if self.job is not None:
            self.job.wait(timeout)
            self._collect_hint()
