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

from game import catalog
from game.engine import theme, ui
from game.engine.cards import CardArtCache
from game.engine.celebrate import Cascade
from game.engine.effects import Effects
from game.engine.hints import HintJob
from game.engine.hud import MessageBox
from game.engine.input import FocusCursor, Pointer, Target, key_action
from game.engine.layout import Level, Slot, Viewport, level_path, load_level, side_column
from game.engine.scene import Scene
from game.engine.sprites import CardSprite
from game.engine.tween import Timeline, Tween, Wait
from game.engine.worker import Job
from game.rules import GAMES
from game.rules.base import Game, IllegalMove
from game.scenes.table_bot import TableBot
from game.scenes.table_cards import CardTable
from game.scenes.table_draw import FOCUS, HINT, NO, OK, SELECT, TableDrawing
from game.scenes.table_hooks import HOOKS, Home, TableHooks
from game.scenes.table_result import TableResult
from game.scenes.table_tutorial import FOREVER, TableTutorial
from game.session import Session, new_seed, plural
from game.tutorials import Tutorial, tutorial_for

__all__ = ["HOOKS", "Home", "TableScene", "FOCUS", "SELECT", "OK", "NO", "HINT"]


QUESTIONS = {
    "new": "Start a new {noun}? This one counts as abandoned.",
    "restart": "Restart this {noun}? This try counts as abandoned.",
    "give_up": "Give up this {noun}? It counts as given up.",
}
SEARCHING = "Finding a winnable deal…"


class TableScene(TableHooks, TableResult, TableBot, TableTutorial, CardTable, TableDrawing, Scene):
    def __init__(
        self,
        app,
        seed: int | None = None,
        hard: bool | None = None,
        deck: list[str] | None = None,
        resume: dict | None = None,
        moves: list | None = None,
        daily: bool = False,
        demo: bool = False,
        tutorial: bool = False,
    ) -> None:
        super().__init__(app)
        self.level: Level = load_level(level_path(self.GAME), self.REQUIRED)
        size = (self.level.width, self.level.height)
        self.vp = Viewport(size, app.size, side_column(self.level))
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
        self._verdict_job: tuple | None = None  # (moves then, the search's Job)
        self._deal_job: Job | None = None  # the winnable-deal search, on a worker thread
        self.frames_drawn = 0
        self.result_shown = False
        self.result_due = 0.0  # seconds of celebration left before the result screen
        self.cascade = Cascade(app.size, seed or 0)
        self.covered = False
        self.demo_on = False  # the bot is playing (any key or click hands control back)
        self._demo_job: HintJob | None = None
        self._demo_wait = 0.0
        self.tutorial: Tutorial | None = None  # the tutorial under way, if any
        self._tutorial_wait = 0.0
        self._tutorial_line = ""
        if tutorial:
            self.tutorial = tutorial_for(self.GAME)
            self.session = Session(self.GAME, app.ledger, seed=self.tutorial.seed)
            self.session.tutorial = True
        elif resume is not None:
            self.session = self.restore(resume)
        elif daily:
            self.session = self.daily_session(bool(app.settings["hard"] if hard is None else hard))
        else:
            hard = bool(app.settings["hard"] if hard is None else hard)
            self.session = self.new_session(seed, deck, hard)
        for move in moves or []:  # a constructed position: the deal, then these moves
            self.session.play(tuple(move))
        self.make_buttons()
        if demo:
            self.start_demo()
        if self.tutorial is not None:
            self.say(f"{self.tutorial.intro} {self.tutorial.steps[0].do}", ui.GOLD, FOREVER)
        elif self.searching:
            pass  # the table says it is finding a deal; the tutorial is offered another time
        elif self.GAME not in app.settings["tutorials_offered"] and not app.options.screenshot:
            app.settings.set("tutorials_offered", [*app.settings["tutorials_offered"], self.GAME])
            self.say("New to this game? T starts a short tutorial (also in the help)", ui.GOLD, 8)

    # --- the session on show ----------------------------------------------------------
    def new_session(self, seed: int | None, deck: list[str] | None, hard: bool):
        """A fresh deal. With "winnable deals only" on and no number given, the solver
        looks for a winnable one on a worker thread; meanwhile the table shows no cards
        and says it is searching, and ``update`` deals the seed found."""
        self._deal_job = None
        if seed is None and deck is None:
            seed = new_seed()
            if self.searches_winnable(hard):
                # started by update once a frame is drawn: the table's first frame
                # (felt and card art at this size) does not share the interpreter
                self._deal_job = Job(self.winnable_seed, seed, hard, start=False)
                self.say(SEARCHING, ui.DIM, 3600)
        return Session(self.GAME, self.app.ledger, seed=seed, deck=deck, hard=hard)

    @property
    def searching(self) -> bool:
        """A winnable deal is being looked for: no cards to show or play yet."""
        return self._deal_job is not None

    def searches_winnable(self, hard: bool) -> bool:
        tries = catalog.get(self.GAME).winnable_search
        return bool(tries is not None and self.app.settings["winnable_only"])

    def _collect_deal(self) -> None:
        job = self._deal_job
        if job is not None and not job.started and self.frames_drawn:
            job.start()
        if job is None or not job.done:
            return
        self._deal_job = None
        found = job.result
        if job.error or found is None:
            why = f" ({job.error})" if job.error else " in time"
            self.start(self.session)
            self.say(f"No winnable deal proven{why}: this one may not be winnable", ui.DIM)
            return
        self.start(Session(self.GAME, self.app.ledger, seed=found, hard=self.session.hard))
        self.say(f"Deal #{found} is winnable", ui.GOLD)

    def wait_for_deal(self, timeout: float = 60.0) -> None:
        """Block until a winnable-deal search has ended and its deal is shown (tests)."""
        if self._deal_job is not None:
            self._deal_job.wait(timeout)
            self._collect_deal()

    def daily_session(self, hard: bool) -> Session:
        """Today's deal of this game and mode: the same for every player."""
        from game.ai.daily import daily_seed, today

        day = today()
        return Session(
            self.GAME, self.app.ledger, seed=daily_seed(self.GAME, hard, day), hard=hard, daily=day
        )

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

    def winnable_seed(self, start: int, hard: bool) -> int | None:
        """The first seed from ``start`` that the game's solver proves winnable (None if
        none is in time). Runs on the search's worker thread: it touches no scene state."""
        info = catalog.get(self.GAME)
        return catalog.load(info.finder)(start, hard=hard, tries=info.winnable_search)

    def start(self, session) -> None:
        """Show another session (new deal, restart): fresh sprites, dealt anew."""
        self.timeline.finish()
        self.fx.clear()
        self.session = session
        self.hint_move = None
        self.result_shown = False
        self.result_due = 0.0
        self.cascade.clear()
        self.sprites.clear()
        self.on_reset(new_deal=True)
        self.sync_sprites()
        if self.searching:  # the cards are dealt when the search is over
            self.refresh_targets()
            return
        self.deal_animation()
        self.refresh_targets()
        self.on_shown()
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
        if "button_verdict" in self.level.slots:
            self.add_button("button_verdict", "Winnable?", self.ask_verdict, key_hint="V")
        if self.DEMO and "button_demo" in self.level.slots:
            self.add_button("button_demo", "Demo", self.toggle_demo, key_hint="B")
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
        if self.searching:
            self.refresh_targets()
            return
        self.deal_animation()
        self.refresh_targets()
        self.on_shown()
        self.queue_next()

    def on_shown(self) -> None:
        """The deal is on the table: a deal over as dealt records its one result now
        (a screenshot run records nothing: it only looks)."""
        if not self.app.options.screenshot:
            self.session.shown()

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
        elif isinstance(choice, tuple) and choice[:1] == ("tutorial",) and self.DEMO:
            self.start_tutorial()
        else:
            self.on_choice(choice)

    def resize(self, size: tuple[int, int]) -> None:
        self.vp.resize(size)
        self.cascade.resize(size)
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
        step = self.tutorial_step()
        if step is not None and tuple(move) != tuple(step.move):
            self.tutorial_refuse(tuple(move), step, culprits)
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
        if self.tutorial is not None:
            self.tutorial_moved()

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

    def banner(
        self, text: str, x: float, y: float, colour=ui.GOLD, size: int = 40, avoid=()
    ) -> None:
        """A big word over the table: one at a time, clear of the HUD panels and buttons
        (and of ``avoid``, more screen rects), inside the window."""
        at = (round(x), round(y))
        panels = []
        for name, slot in self.level.slots.items():
            r = self.slot_rect(name)
            # a big panel the word is about (SLOTKER's machine) keeps it; words and buttons never
            inside = slot.kind == "panel" and r.collidepoint(at)
            if slot.kind in ("text", "panel", "button", "toolbar") and not inside:
                panels.append(r.inflate(6, 6))
        panels += list(avoid)
        window = pygame.Rect((0, 0), self.app.size)
        self.fx.banner(text, x, y, colour, size, panels, window)

    def say(self, text: str, colour=ui.INK, seconds: float = 3.5) -> None:
        """Show ``text`` on the message line; a message reads as a sentence, capital first
        (the rules' reasons are written to follow a colon, in lower case)."""
        text = text[:1].upper() + text[1:]
        self.message, self.message_colour, self.message_time = text, colour, seconds

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
        self.stop_demo(None)
        self.timeline.finish()
        if action == "new" and self.tutorial is not None:
            self.tutorial = None  # a deal of the player's own: the tutorial is over
        if action == "restart" and self.tutorial is not None:
            self.start(self.session.restarted())
            self.say(f"{self.tutorial.intro} {self.tutorial.steps[0].do}", ui.GOLD, FOREVER)
            return
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
        self.result_due = 0.0
        self.cascade.clear()
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

    # --- input -------------------------------------------------------------------------
    def refresh_targets(self) -> None:
        self.on_state_changed()
        before = self.cursor.current
        self.cursor.set_targets(self.targets() + [Target(b.name, b.rect) for b in self.buttons])
        if before is not None and self.cursor.current != before:
            self.refocus(before)

    def handle_event(self, event: pygame.event.Event) -> None:
        interactive = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if interactive and self.searching and not self._allowed_while_searching(event):
            self.say(f"{SEARCHING} one moment", ui.DIM, 3600)
            return
        if interactive and self.result_due > 0:
            self.push_result()  # a key or click during the celebration: the result now
            return
        if interactive and self.demo_on:
            self.stop_demo()  # control back to the player; this input does nothing else
            self.timeline.finish()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_b and self.DEMO:
            self.timeline.finish()
            self.start_demo()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and self.DEMO:
            self.start_tutorial()
            return
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

    def _allowed_while_searching(self, event: pygame.event.Event) -> bool:
        """While a deal is being looked for, only the way out (Menu, Esc, quit, mute) acts."""
        if event.type == pygame.KEYDOWN:
            return key_action(event) in ("back", "quit", "mute")
        return event.button == 1 and self.pick(event.pos) == "button_menu"

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
            command["verdict"] = self.ask_verdict
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
        return not self.timeline.busy and self.result_due <= 0 and not self.searching

    def update(self, dt: float) -> None:
        self.timeline.speed = float(self.app.settings["anim_speed"])
        self.timeline.update(dt)
        self._collect_deal()
        self._collect_hint()
        self._collect_verdict()
        if not self.covered:
            self.session.tick(dt)
        self._demo_step(dt)
        self._tutorial_tick(dt)
        self.fx.update(dt)
        self.cascade.update(dt * float(self.app.settings["anim_speed"] or 1.0))
        if not self.searching:
            self.art.warm(self.game.all_cards())  # one face a frame, before it shows
        if self.result_due > 0:
            self.result_due -= dt
            if self.result_due <= 0:
                self.push_result()
        if self.message_time > 0:
            self.message_time -= dt
        self.on_tick(dt)
