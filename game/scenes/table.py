"""The base of every game scene: it presents one session (a deal in progress).

A game scene says where each card lives in the current state (``home``), how
to animate the events ``play`` returns (``_anim_<type>``), and what a click or a
drop on a named target means (``click``, ``drop``); it overrides only the hooks
in ``HOOKS``. Everything else is here once: the table and its scaling,
sprites, the focus cursor and buttons, refusals that shake and explain,
fast-forward on input, and the deal's life, which the session decides and
this class only shows: undo and redo, New deal, Restart and Give up (asked
first while a started deal is at stake), the result overlay, hints.
"""

from __future__ import annotations

import pygame

from game.engine import theme, ui
from game.engine.cards import CardArtCache
from game.engine.effects import Effects
from game.engine.hints import HintJob
from game.engine.hud import MessageBox
from game.engine.input import FocusCursor, Pointer, Target, key_action
from game.engine.layout import Level, Slot, Viewport, level_path, load_level
from game.engine.scene import Scene
from game.engine.sprites import CardSprite
from game.engine.tween import Timeline, Tween, Wait
from game.rules import GAMES
from game.rules.base import Game, IllegalMove
from game.scenes.table_cards import CardTable
from game.scenes.table_draw import FOCUS, HINT, NO, OK, SELECT, TableDrawing
from game.scenes.table_hooks import HOOKS, Home, TableHooks
from game.session import Session, new_seed, plural

__all__ = ["HOOKS", "Home", "TableScene", "FOCUS", "SELECT", "OK", "NO", "HINT"]


QUESTIONS = {
    "new": "Start a new {noun}? This one counts as abandoned.",
    "restart": "Restart this {noun}? This try counts as abandoned.",
    "give_up": "Give up this {noun}? It counts as given up.",
}


class TableScene(TableHooks, CardTable, TableDrawing, Scene):
    def __init__(
        self,
        app,
        seed: int | None = None,
        hard: bool | None = None,
        deck: list[str] | None = None,
        resume: dict | None = None,
        moves: list | None = None,
    ) -> None:
        super().__init__(app)
        self.level: Level = load_level(level_path(self.GAME), self.REQUIRED)
        self.vp = Viewport((self.level.width, self.level.height), app.size)
        self.card_w = float(self.level.prop("card_width", 80))
        self.arts = CardArtCache(self.card_decorator())
        self.felt = self.level.colour("felt", (27, 107, 69))
        self._background: pygame.Surface | None = None
        self._slot_rects: dict[str, pygame.Rect] = {}
        self._slot_rects_for: tuple = ()
        self.message_box = MessageBox()
        self.timeline = Timeline()
        self.fx = Effects(seed or 0)
        self.cursor = FocusCursor()
        self.pointer = Pointer(self.pick, self._on_click, self._on_drop, self.can_drag)
        self.buttons: list[ui.Button] = []
        self.message, self.message_colour, self.message_time = "", ui.INK, 0.0
        self.sprites: dict[str, CardSprite] = {}
        self.hint_move: tuple | None = None
        self._hint_job: HintJob | None = None
        self.result_shown = False
        self.covered = False
        if resume is not None:
            self.session = self.restore(resume)
        else:
            hard = bool(app.settings["hard"] if hard is None else hard)
            self.session = self.new_session(seed, deck, hard)
        for move in moves or []:  # a constructed position: the deal, then these moves
            self.session.play(tuple(move))
        self.make_buttons()

    # --- the session on show ----------------------------------------------------------
    def new_session(self, seed: int | None, deck: list[str] | None, hard: bool):
        """A fresh deal (a winnable one when the setting asks and no number was given)."""
        if seed is None and deck is None:
            seed = self.winnable_seed(new_seed(), hard)
        return Session(self.GAME, self.app.ledger, seed=seed, deck=deck, hard=hard)

    def restore(self, saved: dict):
        return Session.from_dict(saved, self.app.ledger)

    @property
    def game(self) -> Game:
        """The rules object on show."""
        return self.session.game

    @property
    def rules(self) -> type[Game]:
        return GAMES[self.GAME]

    @property
    def seed(self) -> int | None:
        return self.session.seed

    @property
    def hard(self) -> bool:
        return self.session.hard

    @property
    def history(self) -> list[tuple]:
        return self.session.history

    def winnable_seed(self, start: int, hard: bool) -> int:
        """With "winnable deals only" on, the first seed from ``start`` that the game's
        solver proves winnable; the start seed, with a word, if none is in time."""
        if self.WINNABLE_SEARCH is None or hard or not self.app.settings["winnable_only"]:
            return start
        import importlib

        tries, seconds = self.WINNABLE_SEARCH
        finder = importlib.import_module(f"game.ai.{self.GAME}").find_winnable_seed
        found = finder(start, hard=False, tries=tries, seconds=seconds)
        if found is None:
            self.say("No winnable deal proven in time: this one may not be winnable", ui.DIM)
            return start
        self.say(f"Deal #{found} is winnable", ui.GOLD)
        return found

    def start(self, session) -> None:
        """Show another session (new deal, restart): fresh sprites, dealt anew."""
        self.timeline.finish()
        self.fx.clear()
        self.session = session
        self.hint_move = None
        self.result_shown = False
        self.sprites.clear()
        self.on_reset(new_deal=True)
        self.sync_sprites()
        self.deal_animation()
        self.refresh_targets()
        self.queue_next()
        self.say(f"Deal #{self.seed}" if self.seed is not None else "New deal")

    # --- set-up ------------------------------------------------------------------------
    @property
    def art(self):
        return self.arts.at(self.vp.length(self.card_w))

    def make_buttons(self) -> None:
        self.buttons = []
        for name, label, action, key in (
            ("button_menu", "Menu", self.show_pause, "Esc"),
            ("button_new", "New deal", lambda: self.request("new"), "N"),
            ("button_give_up", "Give up", lambda: self.request("give_up"), "G"),
        ):
            if name in self.level.slots:
                self.add_button(name, label, action, key_hint=key)
        self.make_toolbar()
        self.game_buttons()

    def make_toolbar(self) -> None:
        """Undo, Redo, Hint and Help as a row of buttons in the level's ``toolbar`` slot."""
        if "toolbar" not in self.level.slots:
            return
        bar, n, gap = self.level["toolbar"], len(self.TOOLBAR), 8
        w = (bar.w - gap * (n - 1)) / n
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.hint, "help": self.show_help}
        enabled = {"undo": self.can_undo, "redo": lambda: bool(self.session.redo_stack)}
        for i, (key, label) in enumerate(self.TOOLBAR):
            name = f"toolbar_{key}"
            if name not in self.level.slots:
                x = bar.x + i * (w + gap)
                self.level.slots[name] = Slot(name, x, bar.y, w, bar.h, "button")
            self.add_button(name, label, actions[key], enabled.get(key, lambda: True))

    def add_button(
        self, slot: str, label: str, action, enabled=lambda: True, key_hint: str = "", **kw
    ) -> ui.Button:
        rect = pygame.Rect(self.vp.rect(self.level[slot]))
        btn = ui.Button(slot, label, rect, action, enabled, key_hint, **kw)
        self.buttons.append(btn)
        return btn

    def enter(self, **kw) -> None:
        self.on_enter()
        self.sync_sprites()
        self.deal_animation()
        self.refresh_targets()
        self.queue_next()

    def pause(self) -> None:
        """Another scene covers the table: the clock stops."""
        self.covered = True

    def resume(self, choice=None) -> None:
        """The table is on top again, with what the overlay that closed chose."""
        self.covered = False
        if isinstance(choice, str) and choice.startswith("confirmed:"):
            self.perform(choice.split(":", 1)[1])
        elif choice in ("new", "restart", "give_up"):
            self.request(choice)
        elif choice == "undo":
            self.undo()
        elif choice == "menu":
            self.to_menu()
        elif choice == "help":
            self.show_help()
        else:
            self.on_choice(choice)

    def resize(self, size: tuple[int, int]) -> None:
        self.vp.resize(size)
        self._background = None
        self.message_box.forget()
        for btn in self.buttons:
            btn.rect = pygame.Rect(self.vp.rect(self.level[btn.name]))
        self.on_resize()
        self.refresh_targets()

    # --- moves -------------------------------------------------------------------------
    def try_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None:
        """Play a move through the session; animate it, or refuse with its reason and
        shake ``culprits``."""
        if not self.can_act():
            self.explain_wait()
            return None
        return self.play_move(move, culprits)

    def play_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None:
        """Play a move whoever makes it (a person, or a computer seat in a match)."""
        self.before_move(move)
        try:
            events = self.session.play(move)
        except IllegalMove as exc:
            self.refuse(str(exc), culprits)
            return None
        self._moved(move, events)
        return events

    def _moved(self, move: tuple, events: list[dict]) -> None:
        if self.hint_move is not None or self.message.startswith("Hint:"):
            self.message_time = 0.0  # the hint was for the position just left
        self.hint_move = None
        self.app.trace(f"{self.session.name} {list(move)} -> {self.session.status}")
        self.animate(events)
        self.after_move()
        self.refresh_targets()
        self.queue_next()

    def queue_next(self) -> None:
        """After the animation: the move the game plays by itself, or the result."""
        if self.session.auto_move() is not None:
            self.timeline.add(Wait(0.25))
            self.timeline.call(self.play_auto_move)
        elif not self.session.playing and self.RESULT_OVERLAY:
            self.timeline.add(Wait(0.35))
            self.timeline.call(self.show_result)

    def play_auto_move(self) -> None:
        """The move the game plays by itself (Monte Carlo's compaction), once it is due."""
        move = self.session.auto_move()
        if move is not None:
            self.on_reset(new_deal=False)
            self.try_move(move)

    def refuse(self, reason: str, culprits=()) -> None:
        self.say(reason[:1].upper() + reason[1:], NO)
        self.app.play_sound("error")
        for card in () if theme.current().reduce_motion else culprits:  # no wiggle then
            spr = self.sprites.get(card)
            if spr is None:
                continue
            x0 = spr.x
            self.timeline.also(
                *[
                    Tween(spr, 0.05, "linear", delay=i * 0.05, x=x0 + dx)
                    for i, dx in enumerate((-7, 7, -5, 5, -2, 0))
                ]
            )

    def say(self, text: str, colour=ui.INK, seconds: float = 3.5) -> None:
        self.message, self.message_colour, self.message_time = text, colour, seconds

    def show_result(self) -> None:
        if self.result_shown or self.session.playing:
            return
        self.result_shown = True
        won = self.session.status == "won"
        self.app.play_sound("win" if won else "lose")
        self.on_result(won)
        if self.app.stats.problem:
            self.say(self.app.stats.problem, NO)
        gave_up = self.session.status == "gave_up"
        title, lines = self.gave_up_text() if gave_up else self.result_text()
        buttons = ("new", "restart", "menu")
        if self.can_undo() and not won:
            buttons = ("new", "undo", "restart", "menu")
        lines = [*lines, *self.result_lines()]
        self.manager.push("result", title=title, lines=lines, won=won, buttons=buttons)

    # --- the deal's life ---------------------------------------------------------------
    def request(self, action: str) -> None:
        """New deal, Restart or Give up: ask first while a started deal is at stake."""
        if action == "give_up" and not self.session.can_give_up:
            self.say("Nothing to give up here", ui.DIM)
            return
        if self.session.at_stake and self.app.settings["confirm"]:
            self.timeline.finish()
            question = QUESTIONS[action].format(noun=self.session.noun)
            self.manager.push("confirm", question=question, choice=f"confirmed:{action}")
        else:
            self.perform(action)

    def perform(self, action: str) -> None:
        self.timeline.finish()
        if action == "new":
            self.session.abandon()
            self.start(self.new_session(None, None, bool(self.app.settings["hard"])))
        elif action == "restart":
            self.start(self.session.restarted())
        elif action == "give_up" and self.session.can_give_up:
            self.session.give_up()
            self.on_reset(new_deal=False)
            self.app.trace(f"{self.GAME} give_up -> gave_up")
            self.refresh_targets()
            self.show_result()

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> None:
        self.timeline.finish()
        try:
            words = self.session.undo()
        except IllegalMove as exc:
            self.say(str(exc)[:1].upper() + str(exc)[1:], ui.DIM)
            return
        self.result_shown = False
        self.hint_move = None
        self.on_reset(new_deal=False)
        self.glide_home()
        self.refresh_targets()
        self.app.play_sound("place")
        self.say(words)

    def redo(self) -> None:
        self.timeline.finish()
        if not self.session.redo_stack:
            self.say("Nothing to redo", ui.DIM)
            return
        self.on_reset(new_deal=False)
        if self.try_move(self.session.redo_stack[-1]) is not None:
            self.say(f"Redone ({plural(self.session.moves, 'move')} played)")

    def to_menu(self) -> None:
        """Back to the menu; the deal stays saved and is offered there again."""
        self.manager.clear_to("menu")

    def show_pause(self) -> None:
        self.timeline.finish()
        items = self.pause_items()
        extra = {"items": items} if items else {}
        self.manager.push("pause", game=self.HELP, lines=[self.pause_subtitle()], **extra)

    def show_help(self) -> None:
        self.manager.push("help", game=self.HELP)

    def on_quit(self) -> None:
        """The window closes: the session's save gets the last second of play time."""
        self.session.save()

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

    def target_rect(self, name: str) -> pygame.Rect | None:
        for t in self.cursor.targets:
            if t.name == name:
                return t.rect
        return None

    # --- input -------------------------------------------------------------------------
    def refresh_targets(self) -> None:
        self.on_state_changed()
        before = self.cursor.current
        self.cursor.set_targets(self.targets() + [Target(b.name, b.rect) for b in self.buttons])
        if before is not None and self.cursor.current != before:
            self.refocus(before)

    def handle_event(self, event: pygame.event.Event) -> None:
        interactive = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if interactive and self.timeline.busy:
            self.fast_forward()  # then the input is handled as usual
        if self.on_input(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self._mouse(event)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.pointer.cancel()
        elif event.type == pygame.KEYDOWN:
            action = key_action(event)
            if not self.on_key(action, event):
                self.act(action)

    def _mouse(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION and not self.pointer.pressed:
            self.pointer.pos = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
            if event.button == 3:
                self.cancel_selection()
        else:
            self.pointer.handle(event)

    def act(self, action: str | None) -> None:
        """The keys every game shares (see game.engine.input for the table)."""
        if action in ("left", "right", "up", "down"):
            self.cursor.move(action)
        elif action == "select":
            self.cursor.visible = True
            self.activate(self.cursor.current)
        elif action == "back":
            if not self.cancel_selection():
                self.show_pause()
        elif action == "mute":
            self.say(f"Sound {'on' if self.app.toggle_sound() else 'off'}")
        elif action == "quit":
            self.app.quit()
        elif action in ("new", "restart", "give_up"):
            self.request(action)
        else:
            command = {"help": self.show_help, "hint": self.hint, "undo": self.undo}
            command["redo"] = self.redo
            if action in command:
                command[action]()

    def activate(self, name: str | None) -> None:
        for btn in self.buttons:
            if btn.name == name:
                if btn.enabled() or btn.explains:
                    self.app.play_sound("click")
                    btn.action()
                return
        self.click(name)

    def _on_click(self, name: str | None, pos) -> None:
        self.cursor.visible = False
        if name is not None:
            self.cursor.focus(name)
        self.activate(name)

    def _on_drop(self, src: str, dst: str | None, pos) -> None:
        self.cursor.visible = False
        self.drop(src, dst)

    # --- frame -------------------------------------------------------------------------
    def settled(self) -> bool:
        """No animation running: the screenshot flag waits for this."""
        return not self.timeline.busy

    def update(self, dt: float) -> None:
        self.timeline.speed = float(self.app.settings["anim_speed"])
        self.timeline.update(dt)
        self._collect_hint()
        if not self.covered:
            self.session.tick(dt)
        self.fx.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
        self.on_tick(dt)
