"""The hooks a game scene fills in, with what they do when it does not.

``TableScene`` calls these and nothing else of a game's: a game scene
overrides only methods defined here (and its own ``_anim_<event>`` methods),
never the machinery in ``table.py`` (a test holds every game to that).
"""

from __future__ import annotations

import pygame

from game.ai import bot_for
from game.engine.events import EventAnimations
from game.engine.input import Target
from game.engine.sprites import CardSprite


class Home:
    """Where a card rests in the current state: design position, face, stacking order."""

    __slots__ = ("x", "y", "face_up", "z", "shadow")

    def __init__(
        self, x: float, y: float, face_up: bool = True, z: int = 0, shadow: bool = True
    ) -> None:
        self.x, self.y, self.face_up, self.z, self.shadow = x, y, face_up, z, shadow


class TableHooks(EventAnimations):
    """Default hooks: a game with nothing to add at a hook inherits these."""

    GAME = ""  # registry name, also the level's file name
    REQUIRED: tuple[str, ...] = ()
    IGNORED_EVENTS: frozenset[str] = frozenset()  # event types with nothing to show
    TOOLBAR = (("undo", "Undo"), ("redo", "Redo"), ("hint", "Hint"), ("help", "Help"))
    HELP = ""  # the help page's name: the game's own unless set
    RESULT_OVERLAY = True  # a finished deal shows the result screen (a match: its own)
    DEMO = True  # the bot can play the deal on (B, or the level's ``button_demo``)

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        if "HELP" not in vars(cls) and "GAME" in vars(cls):
            cls.HELP = cls.GAME

    def card_decorator(self):
        """A game may add to card faces (SLOTKER's symbols)."""
        return None

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
        return False

    def drag_cards(self, name: str) -> list[str]:
        """The cards that follow the mouse while ``name`` is dragged."""
        return []

    def drag_order(self, cards: set[str]) -> list[str]:
        return sorted(cards, key=lambda c: self.sprites[c].z)

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
        return ("You won!" if won else "No moves left", [])

    def gave_up_text(self) -> tuple[str, list[str]]:
        """Title and lines for a deal the player gave up."""
        return "You gave up", [f"{self.rules.TITLE}, {self.session.label}"]

    def result_figures(self) -> list[tuple[str, str]]:
        """The figures of the deal the result screen lays out as tiles: time, moves,
        undos, hints, and the score where the game keeps one."""
        s = self.session
        minutes, seconds = divmod(int(s.elapsed), 60)
        figures = [
            ("Time", f"{minutes}:{seconds:02d}"),
            ("Moves", str(s.moves)),
            ("Undos", str(s.undos)),
            ("Hints", str(s.hints)),
        ]
        score = s.game.score if s.game is not None else None
        if score is not None:
            figures.append(("Score", f"{score:g}"))
        return figures

    def on_key(self, action: str | None, event: pygame.event.Event) -> bool:
        """Game-specific keys; return True when used."""
        return False

    def on_input(self, event: pygame.event.Event) -> bool:
        """First look at any input (after fast-forward); return True to swallow it."""
        return False

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

    def on_enter(self) -> None:
        """The scene is shown for the first time."""

    def on_resize(self) -> None:
        """Drop the game's own per-size caches."""

    def before_move(self, move: tuple) -> None:
        """About to play ``move`` (SLOTKER remembers what was on show)."""

    def after_sync(self) -> None:
        """Cards have been put or sent home."""

    def make_sprite(self, card: str) -> CardSprite:
        return CardSprite(card, 0, 0, self.card_w, True)

    def on_choice(self, choice) -> None:
        """A choice from one of the game's own overlays (the match's hand-off...)."""

    def pause_items(self) -> list[tuple[str, str]] | None:
        """The pause menu's items; None for the usual ones."""
        return None

    def pause_subtitle(self) -> str:
        return f"{self.rules.TITLE}, {self.session.label} ({self.session.mode})"

    def on_result(self, won: bool) -> None:
        """The deal just ended (the result overlay comes next): fireworks for a win."""

    def refocus(self, before: str) -> None:
        """The focused target ``before`` vanished with the last change: focus a near one."""

    def cancel_selection(self) -> bool:
        """Esc first drops a selection; returns True when there was one."""
        return False

    def can_act(self) -> bool:
        """May the player move now (a SLOTKER match waits for the computer)?"""
        return True

    def explain_wait(self) -> None:
        """Say why the player cannot act now."""

    def hint_bot(self):
        """One bot per deal: a solver keeps what it learnt of the deal between hints."""
        if getattr(self, "_bot_session", None) is not self.session:
            self._bot_session = self.session
            self._bot = bot_for(self.GAME, seed=self.session.seed or 0)
        return self._bot

    def describe_move(self, move: tuple) -> str:
        """Words for a move in a hint; games may say it better."""
        return " ".join(str(p) for p in move)

    def hint_targets(self, move: tuple) -> list[str]:
        """Target names a hinted move involves, outlined on the table; clicking them in
        order plays the move, so the same list drives the real-window test."""
        return []

    def clicks_for(self, move: tuple) -> list[str]:
        """Targets to click, in order, to play ``move`` with the mouse."""
        return self.hint_targets(move)


HOOKS = frozenset(n for n in vars(TableHooks) if not n.startswith("__")) | {"game"}
