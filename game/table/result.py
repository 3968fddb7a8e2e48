"""How a deal's end is shown: the celebration of a win, then the result overlay with the
deal's figures, and the high-score and daily lines."""

from __future__ import annotations

import logging
from typing import Any, Protocol

import pygame

from game.engine.cards import CardArt
from game.engine.celebrate import Cascade
from game.engine.effects import Effects
from game.engine.layout import Viewport
from game.engine.scene import SceneManager
from game.engine.scores import daily_summary, new_entries
from game.engine.sprites import CardSprite
from game.engine.theme import NO
from game.i18n import _, number
from game.rules import GAMES
from game.rules.base import Game
from game.session import DEMO_DEAL, TUTORIAL_DEAL, GameSession
from game.table.demo import DemoDriver
from game.table.mode import Mode, Modes
from game.table.run import RunFlow

CELEBRATION = 2.2  # seconds of cascade before the result screen of a win

LOG = logging.getLogger(__name__)  # a bug's details: stderr, never the player's screen


class ResultTable(Protocol):
    """What the result flow reads of the table that owns it, and nothing more: it is
    handed the table as this view, and the demo it stops and the run it asks, themselves
    (tests/test_scene_code.py holds the view and the flow to each other)."""

    app: Any  # game.app.App, a layer above the table: not importable here
    session: GameSession
    vp: Viewport
    sprites: dict[str, CardSprite]
    fx: Effects
    cascade: Cascade

    @property
    def manager(self) -> SceneManager: ...

    @property
    def art(self) -> CardArt: ...

    @property
    def game(self) -> Game: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def on_result(self, won: bool) -> None: ...

    def result_text(self) -> tuple[str, list[str]]: ...

    def gave_up_text(self) -> tuple[str, list[str]]: ...


class ResultFlow:
    """The end of a deal on one table: shown once, celebrated if won, withdrawn on undo."""

    def __init__(self, table: ResultTable, modes: Modes, demo: DemoDriver, runs: RunFlow) -> None:
        self.table, self.modes, self.demo, self.runs = table, modes, demo, runs
        runs.show_result = self.push  # a game of a run watched again: back to its result
        self.shown = False
        self.due = 0.0  # seconds of celebration left before the result screen

    def reset(self) -> None:
        """A new deal, a restart or an undo: nothing is over (any more)."""
        self.shown = False
        self.due = 0.0
        self.table.cascade.clear()
        if self.modes.now is Mode.FINISHED:
            self.modes.now = Mode.PLAYING

    def show(self) -> None:
        """The deal is over: a win first gets its celebration (the cards cascade off the
        table to a fanfare) for CELEBRATION seconds, or until a key or click, and then
        the result screen with the figures of the deal."""
        t = self.table
        if self.shown or t.session.playing or self.modes.now is Mode.REPLAY:
            return  # a replay's end is said on its message line
        self.shown = True
        self.demo.stop(_("Demo over"))  # the demo's last move ended it
        self.modes.now = Mode.FINISHED
        t.fx.clear_banners()  # the result is the one banner now
        won = t.session.status == "won"
        t.app.play_sound("fanfare" if won else "lose")
        t.on_result(won)
        if t.app.stats.problem:
            t.say(t.app.stats.problem, NO)
        if won and t.app.settings.anim_speed > 0:
            self.celebrate()
            self.due = CELEBRATION
        else:
            self.push()

    def celebrate(self) -> None:
        """Launch every card on show into the cascade (they leave the table), and more
        from the deck when the table is nearly empty."""
        t = self.table
        art = t.art
        cards = []
        for spr in sorted(t.sprites.values(), key=lambda s: s.z):
            if spr.visible:
                cards.append((art.face(spr.card), spr.screen_rect(t.vp, art)))  # all face up
                spr.visible = False
        deck = list(t.game.deck) if t.game is not None else []
        t.fx.rng.shuffle(deck)
        t.cascade.launch(cards, [art.face(card) for card in deck[:16]])

    def tick(self, dt: float) -> None:
        if self.due > 0:
            self.due -= dt
            if self.due <= 0:
                self.push()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key or click during the celebration: the result now, and nothing else."""
        if self.due > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.push()
            return None
        return event

    def push(self) -> None:
        """The result overlay: title, lines, the figures of the deal, its buttons."""
        self.due = 0.0
        t, s = self.table, self.table.session
        if s.playing:
            return  # undone meanwhile
        won = s.status == "won"
        title, lines = t.gave_up_text() if s.status == "gave_up" else t.result_text()
        buttons: tuple[str, ...] = ("new", "restart", "menu")
        if s.can_undo() and not won:
            buttons = ("new", "undo", "restart", "menu")
        code = self.code()
        if code is not None and not s.tutorial:
            buttons = (*buttons[:-1], "watch", "copy_code", "menu")
        elif s.name in GAMES and not s.tutorial:
            lines = [
                *lines,
                _("This deal's code could not be written; it cannot be watched again."),
            ]
        if s.status == "lost" and not s.history:
            lines = [_("This deal had no move from the start: it counts as lost."), *lines]
        lines = [*lines, *self.record_lines()]
        figures = self.figures()
        buttons, lines = self.runs.result(buttons, lines)
        t.manager.push(
            "result", title=title, lines=lines, won=won, buttons=buttons, figures=figures, code=code
        )

    def code(self) -> str | None:
        """The code of this deal with every move played; None for a game's own kind of
        session (a match), which codes do not carry. A deal whose code cannot be written
        is a bug: logged in full, and the result screen says so in one line (``push``)."""
        from game.session.codes import CodeError, encode, from_line

        s = self.table.session
        if s.name not in GAMES:
            return None
        try:  # a given-up deal's code says so: a give-up is no move
            return encode(from_line({**s.to_dict(), "redo": [], "outcome": s.status}))
        except CodeError as exc:
            LOG.error("%s: the code of deal %s could not be written: %s", s.name, s.seed, exc)
            return None

    def figures(self) -> list[tuple[str, str]]:
        """The figures of the deal the result screen lays out as tiles: time, moves,
        undos, hints, and the score where the game keeps one."""
        s = self.table.session
        minutes, seconds = divmod(int(s.elapsed), 60)
        figures = [
            (_("Time"), f"{minutes}:{seconds:02d}"),
            (_("Moves"), number(s.moves)),
            (_("Undos"), number(s.undos)),
            (_("Hints"), number(s.hints)),
        ]
        score = s.game.score if s.game is not None else None
        if score is not None:
            shown = number(int(score)) if float(score).is_integer() else f"{score:g}"
            figures.append((_("Score"), shown))
        return figures

    def record_lines(self) -> list[str]:
        """Under the figures: a demo deal's note, a new high score, the daily deal's line."""
        s, stats = self.table.session, self.table.app.stats
        if s.tutorial:
            return [_(TUTORIAL_DEAL)]
        if s.demo:
            return [_(DEMO_DEAL)]
        if s.result_id is None:
            return []
        results = stats.record(s.name, s.hard)["results"]
        lines = []
        places = new_entries(s.name, results, s.result_id)
        if places:
            lines.append(_("New high score: {places}!").format(places=", ".join(places)))
        mine = next((r for r in results if r.get("id") == s.result_id), None)
        if mine is not None and mine.get("daily"):
            lines.append(daily_summary(mine, s.name))
        return lines
