"""The base of every game scene: it presents one session (a deal in progress).

A game scene says where each card lives in the current state (``home``), how
to animate the events ``play`` returns (``_anim_<type>``), and what a click or a
drop on a named target means (``click``, ``drop``); it overrides only the hooks
named in ``HOOKS`` (their defaults are at the end of the class). The rest is
here once: the table and its scaling, sprites, the focus cursor and buttons,
refusals that shake and explain, fast-forward on input, and the deal's life,
which the session decides and this class only shows.

The table is composed, not inherited: the winnable-deal search, the hints, the
demo, the tutorial, the result flow and the painter are objects it owns, each
with its own state. What the table is doing is one ``Mode``. An input event
passes along a chain of handlers (``handlers``), each consuming it or handing
it on, as Tuxemon's ``process_event``.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from game import i18n
from game.engine import events as event_animations
from game.engine import theme, ui
from game.engine.cards import CardArt, CardArtCache
from game.engine.celebrate import Cascade
from game.engine.effects import Effects
from game.engine.hud import MessageBox
from game.engine.input import KEYS, FocusCursor, Target
from game.engine.layout import Level, Slot, Viewport, level_path, load_level, side_column
from game.engine.scene import Scene
from game.engine.spoken import sentences
from game.engine.sprites import CardSprite
from game.engine.theme import NO
from game.engine.tween import Timeline, Tween, Wait
from game.i18n import N_, _, ngettext, pgettext
from game.rules import GAMES
from game.rules.base import Game, IllegalMove, InvalidMove
from game.session import GameSession, Session, mode_word, new_seed
from game.session.daily import daily_session
from game.table.demo import DemoDriver
from game.table.draw import TablePainter
from game.table.hints import HintAdvisor
from game.table.hooks import HOOKS, Home
from game.table.input import TableControls
from game.table.mode import Mode, Modes
from game.table.replay import PAUSE_ITEMS, ReplayDriver, copy_code, deal_code
from game.table.result import ResultFlow
from game.table.run import RunFlow
from game.table.search import DealSearch
from game.table.spoken import TableSpeech, status
from game.table.tutorial import TutorialGuide

__all__ = ["HOOKS", "Home", "Mode", "TableScene"]

LOG = logging.getLogger(__name__)  # a bug's details: stderr, never the player's screen


# each question (by the session's noun, a deal or a match), then what ending it so
# records (the session's words: a demo deal, a tutorial's nothing, or the outcome), said
# of its subject (a key of game.session.lifecycle.ENDINGS, each sentence whole); marked
# here, translated when asked
QUESTIONS = {
    "new": (
        {"deal": N_("Start a new deal?"), "match": N_("Start a new match?")},
        "abandoned",
        "This one",
    ),
    "restart": (
        {"deal": N_("Restart this deal?"), "match": N_("Restart this match?")},
        "abandoned",
        "This try",
    ),
    "give_up": (
        {"deal": N_("Give up this deal?"), "match": N_("Give up this match?")},
        "gave_up",
        "It",
    ),
}


class TableScene(Scene):
    GAME = ""  # registry name, also the level's file name
    REQUIRED: tuple[str, ...] = ()  # every slot the level must have (checked at start-up)
    IGNORED_EVENTS: frozenset[str] = frozenset()  # event types with nothing to show
    HELP = ""  # the help page's name: the game's own unless set
    RESULT_OVERLAY = True  # a finished deal shows the result screen (a match: its own)
    DEMO = True  # the bot can play the deal on (B, or the level's ``button_demo``)
    HINT_CARRIES: frozenset[str] = frozenset()  # moves whose last hint target is where
    # the card goes (marked apart from the card: game.table.draw.drop_marker)
    ANIMATIONS: type | None = None  # the class whose ``_anim_<type>`` methods animate the
    # rules' events, as an object the scene owns (SLOTKER's); None: the scene's own

    # what the table offers a game besides its methods (SERVICES), all set in __init__
    session: GameSession  # the session on show: the deal (or match) in play and its record
    level: Level  # the game's level: its named slots (``level["stock"]``) and properties
    vp: Viewport  # design units to the window's pixels (``vp.scale``, ``vp.rect(slot)``)
    card_w: float  # a card's width in design units (the level's ``card_width``)
    covered: bool  # another scene covers the table (pause, help): its clock stands
    sprites: dict[str, CardSprite]  # each card's sprite as made so far (``sprite`` makes one)
    motion: Any  # what animates the rules' events: the scene, or its ``ANIMATIONS`` object
    timeline: Timeline  # the queued animation steps (``add``, ``call``); ``busy`` while one runs
    fx: Effects  # bursts of sparks, pop-up words, shakes and flashes over the table
    buttons: list[ui.Button]  # the table's buttons, the shared ones and the game's own
    message: str  # the message line's words (the table's news, a refusal, a hint)
    message_time: float  # seconds the message line shows yet (0: none shows)
    clock_words: pygame.Rect | None  # where the clock's words went last frame (None: not yet)
    cursor: FocusCursor  # the focus the keys and a pad move (``current``, ``visible``, ``focus``)

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        if "HELP" not in vars(cls) and "GAME" in vars(cls):
            cls.HELP = cls.GAME

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
        replay: dict | None = None,
        run=None,  # an ArcadeRun: this table plays its game on now
    ) -> None:
        super().__init__(app)
        # the level's map for the window's shape (its 4:3 one in a 4:3 window); a resize
        # across that shape lays the table out again on the other map (``resize``)
        self.level = load_level(level_path(self.GAME, app.size), self.REQUIRED)
        size = (self.level.width, self.level.height)
        self.vp = Viewport(size, app.size, side_column(self.level))
        self.card_w = float(self.level.prop("card_width", 80))
        self.arts = self.card_art()
        self.felt = self.level.colour("felt", theme.FELT.game)
        self._slot_rects: dict[str, pygame.Rect] = {}
        self._slot_rects_for: tuple = ()
        self.message_box = MessageBox()
        self.language = i18n.language()  # the buttons' labels are in it
        self.timeline = Timeline()
        self.fx = Effects(seed or 0)
        self.message, self.message_time = "", 0.0
        self.clock_words = None  # the painter's, as it draws the clock
        self.message_colour = None  # None: the theme's ink, when the line is drawn
        self.sprites = {}
        self.frames_drawn = 0
        self.cascade = Cascade(app.size, seed or 0)
        self.covered = False
        self.modes = Modes(Mode.PLAYING)  # the one mode, handed to what reads it
        # what the table owns, one object per concern: each is handed the table as the
        # narrow view its module declares (a Protocol), and the mode and the other parts
        # it uses themselves
        self.search = DealSearch(self, self.modes)
        self.hints = HintAdvisor(self)
        self.demo = DemoDriver(self, self.modes)
        self.tutor = TutorialGuide(self, self.modes, self.demo, self.hints)
        self.runs = RunFlow(self)
        self.outcome = ResultFlow(self, self.modes, self.demo, self.runs)
        self.replayer = ReplayDriver(self, self.modes, self.outcome)
        self.painter = TablePainter(self, self.modes, self.hints, self.tutor)
        self.controls = TableControls(self, self.replayer, self.hints, self.demo)
        self.speech = TableSpeech(self, self.replayer, self.hints, self.tutor)
        self.cursor, self.pointer = self.controls.cursor, self.controls.pointer
        self.buttons = self.controls.buttons
        self.handlers = (
            self.replayer.process_event,
            self.search.process_event,
            self.outcome.process_event,
            self.demo.process_event,
            self.tutor.process_event,
            self.controls.fast_forward,
            self.on_input,
            self.controls.mouse,
            self.controls.keys,
        )
        settings = app.settings
        hard = settings.hard if hard is None else bool(hard)
        if replay is not None:  # watched on a ledger of its own: nothing is recorded
            self.session = self.replayer.session(replay)  # Mode.REPLAY
        elif tutorial:
            self.session = Session(self.GAME, app.ledger, seed=self.tutor.load())
            self.session.tutorial = True
            self.mode = Mode.TUTORIAL
        elif run is not None:
            self.session = run.start_deal()
        elif resume is not None:
            self.session = self.restore(resume)
        elif daily:
            self.session = daily_session(self.GAME, app.ledger, hard)
        else:
            self.session = self.new_session(seed, deck, hard)
        self.motion = self if self.ANIMATIONS is None else self.ANIMATIONS(self)
        for move in moves or []:  # a constructed position: the deal, then these moves
            self.session.play(tuple(move))
        self.controls.build()
        if demo:
            self.demo.start()
        if tutorial:
            self.tutor.greet()
        elif self.mode in (Mode.SEARCHING, Mode.REPLAY):
            pass  # the table says it is finding a deal; the tutorial is offered another time
        elif not self.tutor.available or app.options.screenshot:
            pass  # nothing to offer, or a screenshot: it only looks
        elif self.GAME not in settings.tutorials_offered:
            settings.set("tutorials_offered", [*settings.tutorials_offered, self.GAME])
            self.say(
                _("New to this game? {key} starts a short tutorial (also in the help)").format(
                    key=KEYS.label("tutorial")
                ),
                ui.GOLD,
                8,
            )
        self.runs.greet()

    # --- the session on show ----------------------------------------------------------
    def new_session(self, seed: int | None, deck: list[str] | None, hard: bool) -> GameSession:
        """A fresh deal. With "winnable deals only" on and no number given, the solver
        looks for a winnable one on a worker thread; meanwhile the table shows no cards
        and says it is searching, and the search deals the seed found."""
        self.search.cancel()
        if seed is None and deck is None:
            seed = new_seed()
            if self.search.wanted():
                self.search.begin(seed, hard)  # Mode.SEARCHING until it has dealt
        return Session(self.GAME, self.app.ledger, seed=seed, deck=deck, hard=hard)

    def restore(self, saved: dict) -> GameSession:
        return Session.from_dict(saved, self.app.ledger)

    @property
    def mode(self) -> Mode:
        """What the table is doing now (``Modes``: one state its parts share)."""
        return self.modes.now

    @mode.setter
    def mode(self, now: Mode) -> None:
        self.modes.now = now

    @property
    def rules(self) -> type[Game]:
        """The game's rules class (its ``TITLE``, ``new`` to deal a position apart)."""
        return GAMES[self.GAME]

    @property
    def seed(self) -> int | None:
        """The deal's number (None: a deal given card by card); seeds cosmetic randomness."""
        return self.session.seed

    @property
    def hard(self) -> bool:
        """The deal is in hard mode."""
        return self.session.hard

    @property
    def history(self) -> list[tuple]:
        """The moves played in this deal so far, oldest first (undone ones are gone)."""
        return self.session.history

    def start(self, session: GameSession) -> None:
        """Show another session (new deal, restart): fresh sprites, dealt anew."""
        self.timeline.finish()
        self.fx.clear()
        self.session = session
        self.hints.move = None
        self.outcome.reset()
        self.sprites.clear()
        self.on_reset(new_deal=True)
        self._show()
        if self.mode is not Mode.SEARCHING:
            if self.seed is not None:
                self.say(_("Deal #{number}").format(number=self.seed))
            else:
                self.say(_("New deal"))

    def _show(self) -> None:
        """The session's cards on the table, dealt (or none while a deal is searched for)."""
        self.sync_sprites()
        if self.search.active:
            self.refresh_targets()
            return
        if self.replayer.on and self.app.options.screenshot:
            self.replayer.show_at(self.replayer.replay.total)  # its final position
            self.timeline.finish()
            return
        self.deal_animation()
        if self.mode is Mode.PLAYING and self.timeline.busy:
            self.mode = Mode.DEALING
            self.timeline.call(self._dealt)
        self.refresh_targets()
        if not self.app.options.screenshot:  # a screenshot run records nothing: it only looks
            self.session.shown()  # a deal over as dealt records its one result now
        self.queue_next()

    def _dealt(self) -> None:
        if self.mode is Mode.DEALING:
            self.mode = Mode.PLAYING

    # --- set-up ------------------------------------------------------------------------
    @property
    def art(self) -> CardArt:
        """The card faces and shapes at the window's card size (``slot()``, ``outline``...)."""
        return self.arts.at(self.vp.length(self.card_w))

    def add_button(
        self, slot: str, label: str, action, enabled=lambda: True, key_hint: str = "", **kw
    ) -> ui.Button:
        """A button in the level's ``slot`` calling ``action`` (shut while ``enabled()`` is
        false), reached by the focus cursor too; from ``game_buttons``."""
        rect = pygame.Rect(self.vp.rect(self.level[slot]))
        btn = ui.Button(slot, label, rect, action, enabled, key_hint, **kw)
        self.buttons.append(btn)
        return btn

    def enter(self, **kw) -> None:
        self._show()

    def pause(self) -> None:
        """Another scene covers the table: the clock stops (what the table had to say is
        said first)."""
        self.speech.flush()
        self.covered = True

    def resume(self, choice=None) -> None:
        """The table is on top again, with what the overlay that closed chose (the language
        may have changed in Settings meanwhile: the buttons are labelled again)."""
        self.covered = False
        if i18n.language() != self.language:
            self.language = i18n.language()
            self.controls.build()
            self.refresh_targets()
        if self.runs.choose(choice):  # an arcade run's (its Watch again and back, too)
            pass
        elif isinstance(choice, str) and choice.startswith("confirmed:"):
            self.perform(choice.split(":", 1)[1])
        elif choice in ("new", "restart", "give_up"):
            self.request(choice)
        elif choice == "undo":
            self.undo()
        elif choice == "menu":
            self.manager.clear_to("menu")  # the deal stays saved and is offered there again
        elif choice == "help":
            self.controls.show_help()
        elif choice == "copy_code" and self.replayer.on:
            self.replayer.copy_code()  # (on the replay's own message line)
        elif choice == "copy_code":
            copy_code(self.say, deal_code(self.session))
        elif choice == "watch":
            self.replayer.watch_again()
        elif isinstance(choice, tuple) and choice[:1] == ("tutorial",) and self.tutor.available:
            self.tutor.open()
        else:
            self.on_choice(choice)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size. Where its shape now asks for the level's other map
        (its 4:3 one, or back) the table is laid out on that map, keeping the deal: what
        was under way ends first (an animation at its end, a drag dropped), as its places
        were the old map's, and the runtime slots and buttons are made again on it."""
        path = level_path(self.GAME, size)
        relaid = path != self.level.path
        if relaid:
            level = load_level(path, self.REQUIRED)
            self.timeline.finish()
            self.pointer.cancel()
            self.level = level
            self.vp.design = (level.width, level.height)
            self.vp.side = side_column(level)
            self.card_w = float(level.prop("card_width", 80))
            self.felt = level.colour("felt", theme.FELT.game)
            for spr in self.sprites.values():
                spr.w = self.card_w
            self._slot_rects_for = ()
            self.vp.resize(size)
            self.controls.build()  # the toolbar's buttons and the game's own, on the new map
        self.vp.resize(size)
        self.cascade.resize(size)
        self.painter.forget()
        self.message_box.forget()
        for btn in self.buttons:
            btn.rect = pygame.Rect(self.vp.rect(self.level[btn.name]))
        self.on_resize()
        if relaid:
            self.sync_sprites()  # every card at its home on the new map
        self.refresh_targets()

    # --- sprites and slot geometry ---------------------------------------------------
    def sprite(self, card: str) -> CardSprite:
        """The sprite showing ``card``, made (``make_sprite``) the first time it is asked for."""
        spr = self.sprites.get(card)
        if spr is None:
            spr = self.sprites[card] = self.make_sprite(card)
        return spr

    def sync_sprites(self) -> None:
        """Put every card where the state says, at once."""
        for spr, h in self._resting():
            spr.x, spr.y, spr.z = h.x, h.y, h.z
            spr.sx = spr.scale = 1.0
            spr.rot = 0.0
        self.after_sync()

    def _resting(self):
        """Each shown card's sprite with its home (face and shadow set from it); cards
        with no home are hidden. The one walk behind sync_sprites and glide_home."""
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
                tweens.append(self.fly(spr, h.x, h.y, duration, len(tweens) * stagger, z=h.z))
            else:
                spr.x, spr.y, spr.z = h.x, h.y, h.z
        if tweens:
            self.timeline.add(*tweens)
        self.timeline.call(self.after_sync)

    def fly(
        self, spr: CardSprite, x: float, y: float, duration: float = 0.3, delay: float = 0.0,
        ease: str = "out_cubic", z: int | None = None,
    ) -> Tween:  # fmt: skip
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
        return (s.x + (s.w - self.card_w) / 2, s.y + (s.h - self.card_w * 1.4) / 2)

    def slot_rect(self, slot: Slot | str) -> pygame.Rect:
        """A slot's screen rect; named ones are asked for many times a frame, so they are
        kept per window size."""
        if not isinstance(slot, str):
            return pygame.Rect(self.vp.rect(slot))
        key = (self.vp.scale, self.vp.ox, self.vp.oy, self.vp.folded)
        if key != self._slot_rects_for:
            self._slot_rects, self._slot_rects_for = {}, key
        r = self._slot_rects.get(slot)
        if r is None:
            r = self._slot_rects[slot] = pygame.Rect(self.vp.rect(self.level[slot]))
        return r.copy()

    # --- moves -------------------------------------------------------------------------
    def try_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None:
        """Play a move through the session; animate it, or refuse with its reason and
        shake ``culprits``."""
        if not self.can_act():
            self.explain_wait()
            return None
        if not self.tutor.allows(tuple(move), culprits):
            return None
        return self.play_move(move, culprits)

    def play_move(self, move: tuple, culprits: list[str] = ()) -> list[dict] | None:
        """Play a move whoever makes it (a person, the demo, the tutorial, a computer
        seat in a match)."""
        self.before_move(move)
        try:
            events = self.session.play(move)
        except IllegalMove as exc:
            self.refuse(str(exc), culprits)
            return None
        except InvalidMove as exc:  # the program's own fault: its details to the log
            LOG.error("%s: a malformed move was not played: %r (%s)", self.GAME, move, exc)
            self.refuse(_("That move cannot be read; it was not played"), culprits)
            return None
        if self.hints.move is not None or (self.message and self.message == self.hints.said):
            self.message_time = 0.0  # the hint was for the position just left
        self.hints.move = None
        self.app.trace(f"{self.session.name} {list(move)} -> {self.session.status}")
        self.animate(events)
        self.speech.moved(events)
        self.after_move()
        self.refresh_targets()
        self.queue_next()
        self.tutor.moved()
        return events

    def queue_next(self) -> None:
        """After the animation: the move the game plays by itself, or the result."""
        if self.session.auto_move() is not None:
            self.timeline.add(Wait(0.25))
            self.timeline.call(self._play_auto_move)
        elif not self.session.playing and self.RESULT_OVERLAY and not self.replayer.on:
            self.timeline.add(Wait(0.35))
            self.timeline.call(self.outcome.show)

    def _play_auto_move(self) -> None:
        """The move the game plays by itself (Monte Carlo's compaction), once it is due."""
        move = self.session.auto_move()
        if move is not None:
            self.on_reset(new_deal=False)
            self.try_move(move)

    def animate_events(self, events: list[dict]) -> None:
        """Each event's ``_anim_<type>`` in turn (see game.engine.events)."""
        event_animations.animate_events(self.motion, self.IGNORED_EVENTS, events)

    def refuse(self, reason: str, culprits=()) -> None:
        """Say why a move cannot be made, with the error sound, and shake ``culprits``
        (cards); ``try_move`` does this for a move the rules refuse."""
        with self.speech.kept():
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

    def banner(self, text: str, x: float, y: float, colour=None, size: int = 40, avoid=()) -> None:
        """A big word over the table: one at a time, clear of the HUD panels and buttons
        (and of ``avoid``, more screen rects), inside the window; in gold unless
        ``colour`` is given (the theme's, when it is drawn)."""
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

    @property
    def watching(self) -> bool:
        """A recorded line is on show: the game's prompts to the player (what to click,
        which key draws) say nothing to someone watching, so a game leaves them out."""
        return self.replayer.on

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None:
        """Show ``text`` on the message line, in the theme's ink unless ``colour`` is given;
        a message reads as a sentence, capital first (the rules' reasons are written to
        follow a colon, in lower case). In a replay the line is the replay's own: a game's
        prompt ("Pass (P) deals 9 more") would tell a watcher to press what does not play."""
        if self.replayer.on and not self.replayer.speaking:
            return
        text = text[:1].upper() + text[1:]
        self.message, self.message_colour, self.message_time = text, colour, seconds
        self.speech.message(text)

    # --- services over the parts the table owns (SERVICES): a game reaches no part -----
    def draw_header(
        self,
        surface: pygame.Surface,
        deal: tuple[str, ...] | None = None,
        hard_words: str = "",
        sizes: tuple[int, int] | None = None,
    ) -> None:
        """From ``draw_hud``: the game's title and the deal with its mode in the level's
        ``title`` and ``deal_no`` slots (``deal``: other words, a match's; ``hard_words``:
        what hard mode means here; ``sizes``: the two lines' pixel sizes)."""
        self.painter.header(surface, deal, hard_words, sizes)

    def draw_lines(
        self, surface: pygame.Surface, slot: str, lines: list[tuple[str, tuple]], panel=True
    ) -> None:
        """From ``draw_hud``: lines of (text, colour) stacked in a HUD ``slot``, the first
        larger, on a panel unless ``panel`` is False; nothing when the level lacks it."""
        self.painter.lines(surface, slot, lines, panel)

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with what ``paint_background`` put on it, at window ``size`` (kept per
        size): what a HUD panel drawn over the table is backed with."""
        return self.painter.background(size)

    def clear_hint(self) -> None:
        """The hinted move's outlines go: the position it was for is no longer on show
        (a match's next seat); a move played, undo and a new deal clear it themselves."""
        self.hints.move = None

    @property
    def pointer_pos(self) -> tuple[int, int]:
        """Where the mouse is, in window pixels (what it hovers: ``pick(pointer_pos)``)."""
        return self.pointer.pos

    @property
    def dragged(self) -> str | None:
        """The target being dragged with the mouse now (``can_drag`` let it), else None."""
        return self.pointer.pressed if self.pointer.dragging else None

    @property
    def drag_offset(self) -> tuple[int, int]:
        """How far, in window pixels, the mouse has moved since it pressed: the dragged
        cards are drawn that far from their sprites (a drop starts a glide from there)."""
        return self.pointer.drag_offset

    # --- the deal's life ---------------------------------------------------------------
    def new_label(self) -> str:
        """The New button's words: a new deal, or in an arcade run a new run (what its
        question then asks, as the pause menu's item says)."""
        run_words = self.runs.pause_labels().get("new")
        return _(run_words) if run_words else pgettext("button", "New deal")

    def request(self, action: str) -> None:
        """New deal, Restart or Give up: ask first while a started deal is at stake."""
        if action == "give_up" and not self.session.can_give_up:
            self.say(_("Nothing to give up here"), ui.DIM)
            return
        if self.session.at_stake and self.app.settings.confirm:
            self.timeline.finish()
            asks, outcome, subject = QUESTIONS[action]
            words = self.session.ending_words(outcome, subject)
            ask = _(asks.get(self.session.noun, asks["deal"]))
            question = self.runs.question(action) or f"{ask} {words}"  # two sentences
            self.manager.push("confirm", question=question, choice=f"confirmed:{action}")
        else:
            self.perform(action)

    def perform(self, action: str) -> None:
        self.demo.stop(None)
        self.timeline.finish()
        if self.runs.perform(action):
            return
        if action == "new":
            self.tutor.end()  # a deal of the player's own: the tutorial is over
            self.session.abandon()
            self.start(self.new_session(None, None, self.app.settings.hard))
        elif action == "restart":
            self.start(self.session.restarted())
            if self.tutor.tutorial is not None:
                self.mode = Mode.TUTORIAL
                self.tutor.greet()
        elif action == "give_up" and self.session.can_give_up:
            self.session.give_up()
            self.on_reset(new_deal=False)
            self.app.trace(f"{self.GAME} give_up -> gave_up")
            self.refresh_targets()
            self.outcome.show()

    def undo(self) -> None:
        self.timeline.finish()
        try:
            words = self.session.undo()
        except IllegalMove as exc:
            self.say(str(exc)[:1].upper() + str(exc)[1:], ui.DIM)
            return
        self.outcome.reset()
        self.hints.move = None
        self.on_reset(new_deal=False)
        self.glide_home()
        self.refresh_targets()
        self.app.play_sound("place")
        self.say(words)

    def redo(self) -> None:
        self.timeline.finish()
        if not self.session.redo_stack:
            self.say(_("Nothing to redo"), ui.DIM)
            return
        self.on_reset(new_deal=False)
        if self.try_move(self.session.redo_stack[-1]) is not None:
            n = self.session.moves
            self.say(
                ngettext("Redone ({n} move played)", "Redone ({n} moves played)", n).format(n=n)
            )

    def show_pause(self) -> None:
        self.timeline.finish()
        if self.replayer.on:
            lines = [_("Watching a replay: nothing is recorded")]
            labels = self.runs.pause_labels()  # watched from a run: Menu goes back to it
            self.manager.push(
                "pause", game=self.HELP, lines=lines, items=PAUSE_ITEMS, labels=labels
            )
            return
        subtitle, items = self.pause_menu()
        extra = {"items": items} if items else {}
        lines = [subtitle, *self.runs.pause_lines()]
        labels = self.runs.pause_labels()  # in a run: Restart this run, New run
        self.manager.push("pause", game=self.HELP, lines=lines, labels=labels, **extra)

    def on_quit(self) -> None:
        """The window closes: the session's save gets the last second of play time."""
        self.session.save()

    # --- input: one chain of handlers ---------------------------------------------------
    def refresh_targets(self) -> None:
        """The state on show changed: the focus cursor's stops follow."""
        self.controls.refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Each handler in turn consumes the event (returns None) or hands it on; then
        what the input brought to say is said, in one utterance."""
        for handler in self.handlers:
            event = handler(event)
            if event is None:
                break
        self.speech.flush()

    def spoken_screen(self) -> str:
        """The game and its deal (the pause menu's words), what the table has to say,
        and the focused target: said as the table comes up, and where-am-I."""
        focus = self.cursor.current
        words = self.focus_words(focus) if focus is not None else ""
        return sentences([self.pause_menu()[0], self.speech.take(), words])

    # --- frame -------------------------------------------------------------------------
    def settled(self) -> bool:
        """No animation running: the screenshot flag waits for this."""
        return not self.timeline.busy and self.outcome.due <= 0 and not self.search.active

    def due_in(self) -> float:
        """Seconds until this table, at rest, looks different by itself: its clock's next
        second, or its message's end (none while the clock stands: covered, or the deal
        over). The loop waits no longer than this for input before drawing it again
        (game.app.App.rest_wait). 0 while something runs at rest that is not timed here
        (a demo, a replay, a tutorial, a hint or verdict being thought out, sparks, a
        win's cascade): the table is then drawn at the rest rate."""
        t = self.tutor
        if (
            self.fx.busy
            or self.cascade.busy
            or self.demo.on
            or self.replayer.on
            or self.hints.job is not None
            or self.hints.verdict_job is not None
            or t.tutorial is not None
            or t.text_time > 0
        ):
            return 0.0
        due = self.next_change()
        if self.session.playing and not self.covered:
            due = min(due, 1.0 - self.session.elapsed % 1.0)
        return min(due, self.message_time) if self.message_time > 0 else due

    def update(self, dt: float) -> None:
        speed = self.app.settings.anim_speed
        self.timeline.speed = speed
        self.timeline.update(dt)
        self.search.collect()
        self.hints.collect()
        if not self.covered and not self.replayer.on:  # a replay shows the time it was played in
            self.session.tick(dt)
        self.demo.tick(dt)
        self.replayer.tick(dt)
        self.tutor.tick(dt)
        self.fx.update(dt)
        self.cascade.update(dt * (speed or 1.0))
        if not self.search.active:
            self.art.warm(self.game.all_cards())  # one face a frame, before it shows
        self.outcome.tick(dt)
        if self.message_time > 0:
            self.message_time -= dt
        self.on_tick(dt)
        if not self.covered:
            self.speech.flush()  # what this frame's moves and messages say

    def draw(self, surface: pygame.Surface) -> None:
        self.frames_drawn += 1
        self.painter.draw(surface)

    # --- the hooks a game scene fills in (HOOKS), with what they do when it does not ---
    @property
    def game(self) -> Game:
        """The rules object on show."""
        return self.session.game

    def card_art(self) -> CardArtCache:
        """The card faces this game draws (SLOTKER adds symbols; Zoomer shows quarters)."""
        return CardArtCache(None)

    def home(self, card: str) -> Home | None:
        """Where ``card`` rests now; None hides it."""
        return None

    def game_buttons(self) -> None:
        """Add the game's own buttons (``add_button``)."""

    def deal_animation(self) -> None:
        """Cards fly from the stock at the start; default: nothing."""

    def animate(self, events: list[dict]) -> None:
        """Queue animations for the events of one move: ``_anim_<type>(ev, rest)`` for
        each (types in IGNORED_EVENTS have nothing to show), then cards glide home."""
        self.animate_events(events)
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
        """May the target ``name`` be picked up with the mouse? Default: nothing drags."""
        return False

    def drag_cards(self, name: str) -> list[str]:
        """The cards that follow the mouse while ``name`` is dragged."""
        return []

    def draw_table(self, surface: pygame.Surface) -> None:
        """Slots and labels under the cards."""

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Text and panels over the cards."""

    def before_draw(self) -> None:
        """Last changes to sprites before a frame is drawn (glows)."""

    def paint_background(self, surf: pygame.Surface) -> None:
        """Paint what never moves onto the felt, once per window size."""

    def result_text(self) -> tuple[str, list[str]]:
        """Title and lines for the end-of-game overlay."""
        won = self.game.status == "won"
        return (_("You won!") if won else _("No moves left"), [])

    def gave_up_text(self) -> tuple[str, list[str]]:
        """Title and lines for a deal the player gave up."""
        title = _(self.rules.TITLE)
        return _("You gave up"), [_("{game}, {deal}").format(game=title, deal=self.session.label)]

    def on_key(self, action: str | None, event: pygame.event.Event) -> bool:
        """Game-specific keys; return True when used."""
        return False

    def on_input(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The game's link in the input chain (after fast-forward): return None to
        consume the event, or the event to hand it on."""
        return event

    def fast_forward(self) -> None:
        """Input during an animation jumps it to its end."""
        self.timeline.finish()

    def on_reset(self, new_deal: bool) -> None:
        """The state was replaced wholesale (undo, new deal, restart): drop selections."""

    def on_state_changed(self) -> None:
        """The state on show changed: recompute what the game derives from it."""

    def after_move(self) -> None:
        """A move was played and its animation queued."""

    def on_tick(self, dt: float) -> None:
        """Per-frame cosmetics of the game's own."""

    def on_resize(self) -> None:
        """Drop the game's own per-size caches."""

    def next_change(self) -> float:
        """Seconds until the game's own picture at rest changes by itself (SLOTKER's
        lights): the table's ``due_in`` waits no longer; none by default."""
        return math.inf

    def before_move(self, move: tuple) -> None:
        """About to play ``move`` (SLOTKER remembers what was on show)."""

    def after_sync(self) -> None:
        """Cards have been put or sent home."""

    def make_sprite(self, card: str) -> CardSprite:
        """The sprite that draws ``card`` (a game with cards of another size makes its own)."""
        return CardSprite(card, 0, 0, self.card_w, True)

    def on_choice(self, choice) -> None:
        """A choice from one of the game's own overlays (the match's hand-off...)."""

    def pause_menu(self) -> tuple[str, list[tuple[str, str]] | None]:
        """The pause menu's subtitle and items (None: the usual ones)."""
        words = _("{game}, {deal} ({mode})").format(
            game=_(self.rules.TITLE),
            deal=self.session.label,
            mode=mode_word(self.session.mode),
        )
        return words, None

    def on_result(self, won: bool) -> None:
        """The deal just ended (the result overlay comes next): fireworks for a win."""

    def refocus(self, before: str) -> None:
        """The focused target ``before`` vanished with the last change: focus a near one."""

    def focus_words(self, name: str) -> str:
        """What speech says as the focus cursor comes to the target ``name`` (game.speech;
        heard only with speech on): a button's label; a game names its own cards and
        places. Nothing ("") says nothing."""
        return next((b.label for b in self.buttons if b.name == name), "")

    def move_words(self, events: list[dict]) -> list[str]:
        """What speech says of a move just played (``events``: what ``play`` returned),
        whoever played it (the player, the game itself, the demo, the tutorial, a replay's
        step): sentences naming each card whose place changed and what follows from it
        (past about five cards, a summary: "The grid closed up: 12 cards moved"). Asked
        only with speech on; said together with what the table says after the move."""
        return []

    def table_words(self) -> list[str]:
        """The whole table read in order, a sentence a place (the read-table key, speech
        on); nothing by default (the key then says where the player is)."""
        return []

    def status_words(self) -> str:
        """Score, progress and status in one sentence (the read-status key, speech on);
        by default the game, the deal, the moves and the time."""
        return status(_(self.rules.TITLE), self.session)

    def cancel_selection(self) -> bool:
        """Esc first drops a selection; returns True when there was one."""
        return False

    def can_act(self) -> bool:
        """May the player move now (a SLOTKER match waits for the computer)?"""
        return True

    def explain_wait(self) -> None:
        """Say why the player cannot act now."""

    def hint_bot(self):
        """The bot asked for hints and the demo's moves: one per deal by default."""
        return self.hints.deal_bot()

    def hint_game(self):
        """What the hint bot is asked about: a copy of the game on show by default (a
        SLOTKER match asks about the whole match, not the seat's run alone)."""
        return self.game.clone()

    def describe_move(self, move: tuple) -> str:
        """Words for a move in a hint; games may say it better."""
        return " ".join(str(p) for p in move)

    def describe_hint(self, hint) -> str:
        """Words for a hint: its move, and where a game says why, the reason."""
        return self.describe_move(hint.move) if hint.move else _("no good move found")

    def hint_targets(self, move: tuple) -> list[str]:
        """Target names a hinted move involves, outlined on the table; clicking them in
        order plays the move, so the same list drives the real-window test."""
        return []

    def clicks_for(self, move: tuple) -> list[str]:
        """Targets to click, in order, to play ``move`` with the mouse."""
        return self.hint_targets(move)
