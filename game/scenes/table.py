"""The base of every game scene: one rules object, its cards, input and animation.

A game scene says where each card lives in the current state (``home``), how
to animate the events ``play`` returns (``animate``), and what a click or a
drop on a named target means (``click``, ``drop``). Everything else is here
once: the table and its scaling, sprites, the focus cursor and buttons,
refusals that shake and explain, fast-forward on input, undo/redo by replay,
the result overlay, saving progress for resume.
"""

from __future__ import annotations

import pygame

from game.engine import ui
from game.engine.backdrop import make_felt
from game.engine.cards import CardArtCache
from game.engine.effects import Effects
from game.engine.input import FocusCursor, Pointer, Target, key_action
from game.engine.layout import Level, Slot, Viewport, level_path, load_level
from game.engine.scene import Scene
from game.engine.sprites import CardSprite
from game.engine.tween import Timeline, Tween, Wait
from game.rules import GAMES
from game.rules.base import Game, IllegalMove

FOCUS = (255, 214, 90)
SELECT = (90, 200, 255)
OK = (110, 235, 140)
NO = (255, 90, 90)
HINT = (255, 120, 230)


class Home:
    """Where a card rests in the current state: design position, face, stacking order."""

    __slots__ = ("x", "y", "face_up", "z", "shadow")

    def __init__(
        self, x: float, y: float, face_up: bool = True, z: int = 0, shadow: bool = True
    ) -> None:
        self.x, self.y, self.face_up, self.z, self.shadow = x, y, face_up, z, shadow


class TableScene(Scene):
    GAME = ""  # registry name, also the level's file name
    REQUIRED: tuple[str, ...] = ()

    def __init__(
        self,
        app,
        seed: int | None = None,
        hard: bool | None = None,
        deck: list[str] | None = None,
        moves: list | None = None,
        resume: dict | None = None,
    ) -> None:
        super().__init__(app)
        self.level: Level = load_level(level_path(self.GAME), self.REQUIRED)
        self.vp = Viewport((self.level.width, self.level.height), app.size)
        self.card_w = float(self.level.prop("card_width", 80))
        self.arts = CardArtCache(self.card_decorator())
        self.felt = self.level.colour("felt", (27, 107, 69))
        self._background: pygame.Surface | None = None
        self.timeline = Timeline()
        self.fx = Effects(seed or 0)
        self.cursor = FocusCursor()
        self.pointer = Pointer(self.pick, self._on_click, self._on_drop, self.can_drag)
        self.buttons: list[ui.Button] = []
        self.message = ""
        self.message_colour = ui.INK
        self.message_time = 0.0
        self.sprites: dict[str, CardSprite] = {}
        self.hard = bool(app.settings["hard"] if hard is None else hard)
        self.seed = seed
        self.deck = deck
        self.history: list[tuple] = []
        self.redo_stack: list[tuple] = []
        self.undos = 0
        self.elapsed = 0.0
        self.hint_move: tuple | None = None
        self._hint_job: dict | None = None
        self.finished_shown = False
        self.covered = False  # an overlay is over the table (see pause/resume)
        if resume is not None:
            self.hard = bool(resume.get("hard", self.hard))
            seed, deck = resume.get("seed"), resume.get("deck")
            moves = resume.get("moves", [])
        self.game: Game = self.new_game(seed, deck)
        for move in moves or []:
            self._apply_quietly(move)
        if resume is not None:
            self.redo_stack = [tuple(m) for m in resume.get("redo", [])]
            self.undos = int(resume.get("undos", 0))
            self.elapsed = float(resume.get("elapsed", 0.0))
        self.make_buttons()

    # --- set-up ----------------------------------------------------------
    @property
    def rules(self) -> type[Game]:
        return GAMES[self.GAME]

    # games whose solver can promise a winnable deal, and its budget: (seeds tried, s each)
    WINNABLE_SEARCH: tuple[int, float] | None = None

    def new_game(self, seed: int | None, deck: list[str] | None) -> Game:
        if seed is None and deck is None:
            import random

            seed = random.SystemRandom().randrange(1, 10**6)
            seed = self.winnable_seed(seed)
        self.seed = seed
        return self.rules.new(seed=seed, deck=deck, hard=self.hard)

    def winnable_seed(self, start: int) -> int:
        """With "winnable deals only" on (normal mode), the first seed from ``start`` that
        the game's solver proves winnable; the start seed, with a word, if none is in time."""
        if self.WINNABLE_SEARCH is None or self.hard or not self.app.settings["winnable_only"]:
            return start
        import importlib

        tries, seconds = self.WINNABLE_SEARCH
        finder = importlib.import_module(f"game.ai.{self.GAME}").find_winnable_seed
        found = finder(start, hard=False, tries=tries, seconds=seconds)
        if found is None:
            self.say("No winnable deal proven in time: this one may not be winnable", ui.DIM)
            return start
        self.say(f"Deal #{found} is winnable", ui.GOOD)
        return found

    def card_decorator(self):
        """A game may add to card faces (SLOTKER's symbols)."""
        return None

    @property
    def art(self):
        return self.arts.at(self.vp.length(self.card_w))

    def make_buttons(self) -> None:
        """Subclasses append game buttons; the common ones are Menu and New deal."""
        self.buttons = []
        for name, label, action, key in (
            ("button_menu", "Menu", self.show_pause, "Esc"),
            ("button_new", "New deal", self.new_deal, "N"),
        ):
            if name in self.level.slots:
                self.add_button(name, label, action, key_hint=key)
        self.make_toolbar()

    TOOLBAR = (("undo", "Undo"), ("redo", "Redo"), ("hint", "Hint"), ("help", "Help"))

    def make_toolbar(self) -> None:
        """Undo, Redo, Hint and Help as a row of buttons in the level's ``toolbar`` slot."""
        if "toolbar" not in self.level.slots:
            return
        bar = self.level["toolbar"]
        n = len(self.TOOLBAR)
        gap = 8
        w = (bar.w - gap * (n - 1)) / n
        actions = {"undo": self.undo, "redo": self.redo, "hint": self.hint, "help": self.show_help}
        enabled = {"undo": lambda: bool(self.history), "redo": lambda: bool(self.redo_stack)}
        for i, (key, label) in enumerate(self.TOOLBAR):
            slot_name = f"toolbar_{key}"
            if slot_name not in self.level.slots:
                from game.engine.layout import Slot

                self.level.slots[slot_name] = Slot(
                    slot_name, bar.x + i * (w + gap), bar.y, w, bar.h, "button"
                )
            self.add_button(slot_name, label, actions[key], enabled.get(key, lambda: True))

    def add_button(
        self, slot: str, label: str, action, enabled=lambda: True, key_hint: str = ""
    ) -> ui.Button:
        btn = ui.Button(
            slot, label, pygame.Rect(self.vp.rect(self.level[slot])), action, enabled, key_hint
        )
        self.buttons.append(btn)
        return btn

    def enter(self, **kw) -> None:
        self.sync_sprites(instant=True)
        self.deal_animation()
        self.refresh_targets()

    def pause(self) -> None:
        """An overlay is over the table: the play clock stops."""
        self.covered = True

    def resume(self, choice=None) -> None:
        """The table is the top again; act on what the overlay chose (pause menu,
        result screen): "new", "restart", "undo", "menu"; "resume" or None: play on."""
        self.covered = False
        action = {
            "new": self.new_deal,
            "restart": self.restart,
            "undo": self.undo,
            "menu": self.to_menu,
        }.get(choice)
        if action is not None:
            action()

    def resize(self, size: tuple[int, int]) -> None:
        self.vp.resize(size)
        self._background = None
        for btn in self.buttons:
            btn.rect = pygame.Rect(self.vp.rect(self.level[btn.name]))
        self.refresh_targets()

    # --- what subclasses provide ----------------------------------------
    def home(self, card: str) -> Home | None:
        """Where ``card`` rests now; None hides it."""
        return None

    def deal_animation(self) -> None:
        """Cards fly from the stock at the start; default: nothing."""

    def animate(self, events: list[dict]) -> None:
        """Queue animations for the events of one move; default: glide home."""
        self.glide_home()

    def targets(self) -> list[Target]:
        """Focus-cursor stops other than buttons."""
        return []

    def pick(self, pos: tuple[int, int]) -> str | None:
        """The target name under a screen point."""
        for btn in self.buttons:
            if btn.rect.collidepoint(pos):
                return btn.name
        # the cursor's list is the targets as of the last state change: no rebuild per frame
        for t in reversed(self.cursor.targets):
            if t.rect.collidepoint(pos):
                return t.name
        return None

    def click(self, name: str | None) -> None:
        """A click (or Enter on the focus) on a game target."""

    def drop(self, src: str, dst: str | None) -> None:
        """A drag from ``src`` released over ``dst``."""

    def can_drag(self, name: str) -> bool:
        return False

    def drag_cards(self, name: str) -> list[str]:
        """The cards that follow the mouse while ``name`` is dragged."""
        return []

    def draw_table(self, surface: pygame.Surface) -> None:
        """Slots and labels under the cards."""

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Text and panels over the cards."""

    def result_text(self) -> tuple[str, list[str]]:
        """Title and lines for the end-of-game overlay."""
        won = self.game.status == "won"
        return ("You won!" if won else "No moves left", [])

    def on_key(self, action: str | None, event: pygame.event.Event) -> bool:
        """Game-specific keys; return True when used."""
        return False

    # --- sprites ---------------------------------------------------------
    def sprite(self, card: str) -> CardSprite:
        spr = self.sprites.get(card)
        if spr is None:
            spr = self.sprites[card] = CardSprite(card, 0, 0, self.card_w, True)
        return spr

    def sync_sprites(self, instant: bool = True) -> None:
        """Put every card where the state says, at once."""
        for spr, h in self._resting():
            spr.x, spr.y, spr.z = h.x, h.y, h.z
            spr.sx = spr.scale = 1.0
            spr.rot = 0.0

    def _resting(self):
        """Each shown card's sprite with its home (face and shadow already set from it);
        cards with no home are hidden. The one walk behind sync_sprites and glide_home."""
        for card in self.game.all_cards():
            h = self.home(card)
            spr = self.sprite(card)
            spr.visible = h is not None
            if h is not None:
                spr.face_up, spr.shadow = h.face_up, h.shadow
                yield spr, h

    def glide_home(self, duration: float = 0.28, stagger: float = 0.0) -> None:
        """Queue one step moving every misplaced card to its home (undo, restart, fixes)."""
        tweens = []
        for spr, h in self._resting():
            if (abs(spr.x - h.x) > 0.5 or abs(spr.y - h.y) > 0.5) and duration > 0:
                spr.z = 500 + h.z
                delay = len(tweens) * stagger
                tweens.append(self.fly(spr, h.x, h.y, duration, delay=delay, z=h.z))
            else:
                spr.x, spr.y, spr.z = h.x, h.y, h.z
        if tweens:
            self.timeline.add(*tweens)

    def fly(
        self,
        spr: CardSprite,
        x: float,
        y: float,
        duration: float = 0.3,
        delay: float = 0.0,
        ease: str = "out_cubic",
        z: int | None = None,
    ) -> Tween:
        """A tween carrying a card to (x, y), lifted above the rest while it flies."""

        def lift() -> None:
            spr.z = 1000 + (z or 0)

        def land() -> None:
            if z is not None:
                spr.z = z

        return Tween(spr, duration, ease, delay, on_start=lift, on_done=land, x=x, y=y)

    def slot_pos(self, slot: Slot | str) -> tuple[float, float]:
        """Top-left of a card centred in a slot, in design units."""
        s = self.level[slot] if isinstance(slot, str) else slot
        ch = self.card_w * 1.4
        return (s.x + (s.w - self.card_w) / 2, s.y + (s.h - ch) / 2)

    def slot_rect(self, slot: Slot | str) -> pygame.Rect:
        s = self.level[slot] if isinstance(slot, str) else slot
        return pygame.Rect(self.vp.rect(s))

    # --- moves -----------------------------------------------------------
    def try_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None:
        """Play a move; animate it, or refuse with its reason and shake ``culprits``."""
        try:
            events = self.game.play(move)
        except IllegalMove as exc:
            self.refuse(str(exc), culprits)
            return None
        self.history.append(move)
        self.redo_stack.clear()
        if self.hint_move is not None or self.message.startswith("Hint:"):
            self.message_time = 0.0  # the hint was for the position just left
        self.hint_move = None
        self.app.trace(f"{self.GAME} {list(move)} -> {self.game.status}")
        self.animate(events)
        self.after_move()
        self.save_progress()
        return events

    def _apply_quietly(self, move) -> None:
        self.game.play(move)
        self.history.append(tuple(move))

    def refuse(self, reason: str, culprits=()) -> None:
        self.say(reason[:1].upper() + reason[1:], NO)
        self.app.play_sound("error")
        for card in culprits:
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

    def after_move(self) -> None:
        self.refresh_targets()
        if self.game.status != "playing":
            self.timeline.add(Wait(0.35))
            self.timeline.call(self.show_result)

    def show_result(self) -> None:
        if self.finished_shown or self.game.status == "playing":
            return
        self.finished_shown = True
        self.app.play_sound("win" if self.game.status == "won" else "lose")
        self.on_finished()
        title, lines = self.result_text()
        if self.undos:
            lines = [*lines, f"Undos used: {self.undos}"]
        won = self.game.status == "won"
        self.manager.push(
            "result", title=title, lines=lines, won=won, buttons=self.result_buttons()
        )

    def result_buttons(self) -> tuple[str, ...]:
        """The result screen's buttons: Undo too when a lost deal has moves to take back."""
        if self.game.status != "won" and self.history:
            return ("new", "undo", "restart", "menu")
        return ("new", "restart", "menu")

    def on_finished(self) -> None:
        """Record the result in the statistics and drop the saved game."""
        self.app.stats.add(self.GAME, self.hard, self.game.status == "won", **self.stats_details())
        if self.app.stats.problem:
            self.say(self.app.stats.problem, NO)
        self.app.saves.clear(self.GAME)

    def stats_details(self) -> dict:
        """What a finished game adds to its record beyond won/lost; games add their own."""
        details: dict = {"seconds": self.elapsed}
        if self.game.score is not None:
            details["score"] = self.game.score
        if self.game.result is not None:
            details["kind"] = self.game.result
        return details

    def abandon(self) -> None:
        """Leaving a started, unfinished deal for another counts as a loss, as in PySolFC."""
        if self.history and self.game.status == "playing":
            self.app.stats.add(self.GAME, self.hard, False, **self.stats_details())
        self.app.saves.clear(self.GAME)

    def save_progress(self) -> None:
        """Keep the deal and every move, so a quit or a crash loses nothing (resume)."""
        if self.game.status != "playing" or not self.history:
            return
        self.app.saves.save_soon(
            self.GAME,
            {
                "seed": self.seed,
                "deck": self.deck,
                "hard": self.hard,
                "moves": [list(m) for m in self.history],
                "redo": [list(m) for m in self.redo_stack],
                "undos": self.undos,
                "elapsed": round(self.elapsed, 1),
            },
        )

    # --- whole-game actions ---------------------------------------------
    def new_deal(self) -> None:
        self.abandon()
        self.restart_with(None, None)

    def restart(self) -> None:
        self.abandon()
        self.restart_with(self.seed, self.deck)

    def restart_with(self, seed: int | None, deck: list[str] | None) -> None:
        self.timeline.finish()
        self.fx.clear()
        self.history.clear()
        self.redo_stack.clear()
        self.undos = 0
        self.elapsed = 0.0
        self.hint_move = None
        self.finished_shown = False
        self.deck = deck
        self.game = self.new_game(seed, deck)
        self.sprites.clear()
        self.sync_sprites(instant=True)
        self.deal_animation()
        self.refresh_targets()
        self.say(f"Deal #{self.seed}" if self.seed is not None else "New deal")

    def replay(self, moves: list[tuple]) -> None:
        """Rebuild the state from the deal and ``moves``; rules are deterministic, so exact."""
        self.game = self.rules.new(seed=self.seed, deck=self.deck, hard=self.hard)
        for move in moves:
            self.game.play(move)

    def undo(self) -> None:
        if not self.history:
            self.say("Nothing to undo")
            return
        self.timeline.finish()
        move = self.history.pop()
        self.redo_stack.append(move)
        self.undos += 1
        self.replay(self.history)
        self.finished_shown = False
        self.glide_home()
        self.refresh_targets()
        self.app.play_sound("place")
        self.hint_move = None
        self.save_progress()
        self.say(f"Undone ({len(self.history)} moves played)")

    def redo(self) -> None:
        if not self.redo_stack:
            self.say("Nothing to redo")
            return
        self.timeline.finish()
        move = self.redo_stack.pop()
        keep = list(self.redo_stack)
        self.try_move(move)
        self.redo_stack = keep

    def to_menu(self) -> None:
        self.save_progress()
        self.manager.clear_to("menu")

    def show_pause(self) -> None:
        """Esc or the Menu button: the pause overlay; its choice comes back to ``resume``."""
        self.timeline.finish()
        line = f"{self.rules.TITLE}, deal #{self.seed}" + (" (hard)" if self.hard else "")
        self.manager.push("pause", game=self.GAME, lines=[line])

    def show_help(self) -> None:
        self.manager.push("help", game=self.GAME)

    def hint(self) -> None:
        """Ask the game's bot for its move, on a worker thread so a solver that thinks
        for a second never freezes the table; ``update`` shows the answer."""
        import threading

        from game.ai import bot_for

        bot = bot_for(self.GAME, seed=len(self.history))
        if bot is None or self.game.status != "playing":
            self.say("No hint available", ui.DIM)
            return
        if self._hint_job is not None:
            return  # already thinking
        job: dict = {"moves": len(self.history), "game": self.game.clone()}
        self._hint_job = job

        def think() -> None:
            try:
                job["hint"] = bot.hint(job["game"])
            except Exception as exc:  # a bot bug must not take the game down
                job["error"] = f"{type(exc).__name__}: {exc}"

        job["thread"] = threading.Thread(target=think, daemon=True)
        job["thread"].start()
        self.say("Thinking…", ui.DIM, 5)

    def _collect_hint(self) -> None:
        job = self._hint_job
        if job is None or job["thread"].is_alive():
            return
        self._hint_job = None
        if job["moves"] != len(self.history):
            return  # a move was played meanwhile: the answer is for another position
        if "error" in job:
            self.say(f"No hint: {job['error']}", NO)
            return
        h = job["hint"]
        self.hint_move = h.move
        text = self.describe_move(h.move) if h.move else "No good move found"
        if h.winnable is False:
            self.say(f"This position can no longer be won. {text}", NO, 5)
        else:
            self.say(f"Hint: {text}", ui.GOLD, 5)

    def wait_for_hint(self, timeout: float = 30.0) -> None:
        """Block until a pending hint is ready (tests and the simulator use this)."""
        if self._hint_job is not None:
            self._hint_job["thread"].join(timeout)
            self._collect_hint()

    def describe_move(self, move: tuple) -> str:
        """Words for a move in a hint; games may say it better."""
        return " ".join(str(p) for p in move)

    def hint_targets(self, move: tuple) -> list[str]:
        """Target names a hinted move involves, outlined on the table; games override.

        Clicking these targets in order plays the move, so the same list also
        drives the real-window test (``clicks_for``).
        """
        return []

    def clicks_for(self, move: tuple) -> list[str]:
        """Targets to click, in order, to play ``move`` with the mouse."""
        return self.hint_targets(move)

    def target_rect(self, name: str) -> pygame.Rect | None:
        for t in self.cursor.targets:
            if t.name == name:
                return t.rect
        return None

    # --- input -------------------------------------------------------------
    def refresh_targets(self) -> None:
        ts = self.targets() + [Target(b.name, b.rect) for b in self.buttons]
        self.cursor.set_targets(ts)

    def handle_event(self, event: pygame.event.Event) -> None:
        interactive = event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
        if interactive and self.timeline.busy:
            self.timeline.finish()  # input fast-forwards; then it is handled as usual
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type == pygame.MOUSEMOTION and not self.pointer.pressed:
                self.pointer.pos = event.pos
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
                if event.button == 3:
                    self.cancel_selection()
                return
            self.pointer.handle(event)
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.pointer.cancel()
            return
        if event.type != pygame.KEYDOWN:
            return
        action = key_action(event)
        if self.on_key(action, event):
            return
        if action in ("left", "right", "up", "down"):
            self.cursor.move(action)
        elif action == "select":
            self.cursor.visible = True
            self.activate(self.cursor.current)
        elif action == "back":
            if not self.cancel_selection():
                self.show_pause()
        elif action == "help":
            self.show_help()
        elif action == "mute":
            on = self.app.toggle_sound()
            self.say(f"Sound {'on' if on else 'off'}")
        elif action == "hint":
            self.hint()
        elif action == "new":
            self.new_deal()
        elif action == "undo":
            self.undo()
        elif action == "redo":
            self.redo()

    def activate(self, name: str | None) -> None:
        for btn in self.buttons:
            if btn.name == name:
                if btn.enabled():
                    self.app.play_sound("click")
                    btn.action()
                return
        self.click(name)

    def cancel_selection(self) -> bool:
        """Esc first drops a selection; returns True when there was one."""
        return False

    def _on_click(self, name: str | None, pos) -> None:
        self.cursor.visible = False
        if name is not None:
            self.cursor.focus(name)
        self.activate(name)

    def _on_drop(self, src: str, dst: str | None, pos) -> None:
        self.cursor.visible = False
        self.drop(src, dst)

    # --- frame -------------------------------------------------------------
    def settled(self) -> bool:
        """No animation running: the screenshot flag waits for this."""
        return not self.timeline.busy

    def update(self, dt: float) -> None:
        self.timeline.speed = float(self.app.settings["anim_speed"])
        self.timeline.update(dt)
        self._collect_hint()
        if self.game.status == "playing" and not self.covered:
            self.elapsed += dt
        self.fx.update(dt)
        if self.message_time > 0:
            self.message_time -= dt

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._background is None or self._background.get_size() != size:
            self._background = make_felt(size, self.felt)
        return self._background

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background(surface.get_size()), (0, 0))
        self.draw_table(surface)
        off = self.fx.offset()
        art = self.art
        dragged = set()
        if self.pointer.dragging and self.pointer.pressed:
            dragged = set(self.drag_cards(self.pointer.pressed))
        for spr in sorted((s for s in self.sprites.values() if s.visible), key=_z):
            if spr.card in dragged:
                continue
            spr.draw(surface, self.vp, art, off)
        if dragged:
            d = self.pointer.drag_offset
            for card in self.drag_order(dragged):
                spr = self.sprites[card]
                spr.draw(surface, self.vp, art, (d[0] + off[0], d[1] + off[1] - 6))
        self.draw_hud(surface)
        focus = self.cursor.current if self.cursor.visible else None
        hover = self.pick(self.pointer.pos) if not self.cursor.visible else None
        for btn in self.buttons:
            btn.draw(surface, focused=btn.name == focus, hover=btn.name == hover)
        self.draw_hint(surface)
        self.draw_cursor(surface)
        self.draw_message(surface)
        self.fx.draw(surface)

    def drag_order(self, cards: set[str]) -> list[str]:
        return sorted(cards, key=lambda c: self.sprites[c].z)

    def draw_hint(self, surface: pygame.Surface) -> None:
        if self.hint_move is None or self.timeline.busy:
            return
        rects = {t.name: t.rect for t in self.cursor.targets}
        for name in self.hint_targets(self.hint_move):
            r = rects.get(name)
            if r is not None:
                pygame.draw.rect(surface, HINT, r.inflate(16, 16), 4, border_radius=12)

    def draw_cursor(self, surface: pygame.Surface) -> None:
        if not self.cursor.visible:
            return
        rect = self.cursor.rect()
        if rect is None or any(b.name == self.cursor.current for b in self.buttons):
            return
        pygame.draw.rect(surface, FOCUS, rect.inflate(10, 10), 4, border_radius=10)

    def draw_message(self, surface: pygame.Surface) -> None:
        if self.message_time <= 0 or not self.message or "message" not in self.level.slots:
            return
        r = self.slot_rect("message")
        size = max(16, int(r.h * 0.7))
        text_w = ui.font(size).size(self.message)[0] + 30
        box = pygame.Rect(0, 0, min(max(text_w, 200), surface.get_width() - 20), r.h)
        box.center = r.center
        ui.panel(surface, box, 200, r.h // 2)
        ui.blit_text(surface, self.message, size, box.center, self.message_colour, "center")

    def hud_text(
        self, surface: pygame.Surface, slot: str, lines: list[tuple[str, tuple]], panel: bool = True
    ) -> None:
        """Lines of (text, colour) stacked in a HUD slot, the first one larger."""
        if slot not in self.level.slots:
            return
        r = self.slot_rect(slot)
        if panel:
            ui.panel(surface, r.inflate(12, 8), 150, 12)
        y = r.y
        for i, (text, colour) in enumerate(lines):
            size = max(14, int(self.vp.scale * (30 if i == 0 else 22)))
            ui.blit_text(surface, text, size, (r.centerx, y), colour, "midtop")
            y += int(size * 0.95)


def _z(spr: CardSprite) -> int:
    return spr.z
