"""Zoomer Matrix on screen: a three-level pyramid of overlapping cards.

The 13 spots sit on the rules' half-card grid, so a card really lies on the
corners of the cards below it; covered cards are dimmed and the free ones
bright. The player builds a selection of one rank (click or Space) and clears
it (Enter, the Clear button or a double-click); draws from the stock (click
it or D); and with a card in hand either clears it with matching cards or
places it on a spot that glows (the others say why not). Everything the
scene knows about legality comes from the rules object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

import pygame

from game.engine import ui
from game.engine.cards import CardArtCache
from game.engine.input import Target
from game.engine.keymaps import built
from game.engine.sprites import flip
from game.engine.theme import NO, OK, SELECT
from game.games.zoomer import spoken
from game.games.zoomer.arrows import Arrow, arrow_map
from game.games.zoomer.grid import SLOT_SPOT, SPOT_SLOT, shown_pieces, shown_point
from game.games.zoomer.hud import ZoomerHud
from game.games.zoomer.keys import LAYER
from game.games.zoomer.motion import ZoomerMotion
from game.games.zoomer.rules import LEVEL, SPOTS
from game.games.zoomer.tracker import (
    MatrixSprite,
)
from game.games.zoomer.words import (
    hint_words,
    move_words,
    result_words,
)
from game.i18n import _, pgettext
from game.rules import cards as C
from game.table.scene import Home, TableScene

ZOOMER_KEYS = built(LAYER)

DOUBLE_CLICK = 0.4  # seconds between two clicks at one place that make a double-click


@dataclass
class View:
    """What the rules say about the current state, asked once per state change."""

    key: tuple
    free: set = field(default_factory=set)
    place: list = field(default_factory=list)
    clears: list = field(default_factory=list)
    tracker: dict = field(default_factory=dict)


class ZoomerScene(TableScene):
    ANIMATIONS = ZoomerMotion
    GAME = "zoomer"
    IGNORED_EVENTS: frozenset[str] = frozenset()  # every event is shown
    REQUIRED = tuple(SPOT_SLOT.values()) + (
        "stock",
        "discard",
        "hand",
        "stock_label",
        "discard_label",
        "hand_label",
        "trap_label",
        "tracker",
        "info",
        "message",
        "title",
        "deal_no",
        "button_clear",
        "button_draw",
        "button_menu",
        "button_new",
    )

    def __init__(self, *a, **kw) -> None:
        super().__init__(*a, **kw)
        self.selection: list[str] = []
        self.clock = 0.0
        self._last_click: tuple[str | None, tuple[int, int], float] = (None, (0, 0), -1.0)
        self._view: View | None = None
        self._arrows: tuple[tuple, dict[Arrow, str | None]] | None = None
        self.hud = ZoomerHud(self)
        self.win_banner: str | None = None
        self.banner_age = 0.0

    def card_art(self) -> CardArtCache:
        # half-covered cards show a quarter: an index in every corner, one big suit
        return CardArtCache(None, pips=False, indices=4)

    # --- the rules' view of the state ---------------------------------------
    @property
    def view(self) -> View:
        g = self.game
        key = (id(g), len(self.history), g.hand, tuple(g.matrix), len(g.stock), len(g.discard))
        if self._view is None or self._view.key != key:
            self._view = View(
                key,
                set(g.free_spots()),
                g.place_spots(),
                g.clear_moves(),
                g.tracker(),
            )
        return self._view

    def partners(self) -> set[str]:
        """Cards that can join the selection in some clear the rules allow now."""
        chosen = set(self.selection)
        if not chosen and self.game.hand is None:
            return set()
        out: set[str] = set()
        for move in self.view.clears:
            names = set(move[1:])
            if chosen <= names:
                out |= names
        return out - chosen

    # --- where cards live --------------------------------------------------
    def make_sprite(self, card: str) -> MatrixSprite:
        return MatrixSprite(card, 0, 0, self.card_w, True)

    def stock_home(self, i: int) -> Home:
        """The i-th card from the bottom of the stock: a low, slightly skewed stack."""
        x, y = self.slot_pos("stock")
        return Home(x - i * 0.25, y - i * 0.35, False, i, shadow=i == 0)

    def spot_home(self, spot: tuple[int, int]) -> Home:
        x, y = self.slot_pos(SPOT_SLOT[spot])
        return Home(x, y, True, 100 + 10 * LEVEL[spot])

    def home(self, card: str) -> Home | None:
        g = self.game
        spot = g.spot_of(card)
        if spot is not None:
            return self.spot_home(spot)
        if card == g.hand:
            x, y = self.slot_pos("hand")
            return Home(x, y, True, 300)
        if card in g.stock:
            return self.stock_home(len(g.stock) - 1 - g.stock.index(card))
        if card in g.discard:  # a loose pile, every other card a little aside
            i = g.discard.index(card)
            x, y = self.slot_pos("discard")
            return Home(x + (i % 2) * 3, y - i * 0.35, True, i, shadow=i == 0)
        return None

    def after_sync(self) -> None:
        """In the piles only every third card is drawn (plus the top): the stack keeps
        its thickness at a third of the blits."""
        g = self.game
        for pile in (g.stock, g.discard):
            top = len(pile) - 1
            for card in pile:
                i = self.home(card).z
                self.sprite(card).visible = i == top or i % 3 == 0
        self.restyle()

    def on_state_changed(self) -> None:
        self.restyle()

    def restyle(self) -> None:
        """Dim covered Matrix cards; ring the selection and the cards that can join it."""
        g = self.game
        view = self.view
        partners = self.partners()
        chosen = set(self.selection)
        lost_hand = g.status == "lost" and g.hand is not None
        covered = {card for spot, card in g.matrix_cards().items() if spot not in view.free}
        for card in g.all_cards():
            spr = self.sprite(card)
            spr.dim = card in covered
            if card in chosen:
                spr.glow = SELECT
            elif card in partners:
                spr.glow = OK
            elif lost_hand and card == g.hand:
                spr.glow = NO
            else:
                spr.glow = None

    # --- animation ----------------------------------------------------------
    def deal_animation(self) -> None:
        """The Trap card, its four corners, then the outer eight, from the stock."""
        start = self.stock_home(len(self.game.stock))
        tweens = []
        k = 0
        for spot, card in zip(SPOTS, self.game.matrix, strict=True):
            if card is None:
                continue
            spr = self.sprite(card)
            h = self.spot_home(spot)
            spr.x, spr.y, spr.face_up = start.x, start.y, False
            delay = k * 0.09 + (0.12 if LEVEL[spot] else 0) + (0.12 if LEVEL[spot] == 2 else 0)
            tweens.append(self.fly(spr, h.x, h.y, 0.34, delay=delay, z=h.z))
            tweens += flip(spr, True, delay + 0.12, partial(self.app.play_sound, "deal"))
            k += 1
        self.timeline.add(*tweens)
        self.app.play_sound("shuffle")

    def animate(self, events: list[dict]) -> None:
        self.animate_events(events)
        self.timeline.call(self.sync_sprites)

    # --- input ----------------------------------------------------------------
    def game_buttons(self) -> None:
        self.add_button(
            "button_draw",
            pgettext("Zoomer button: take the stock's top card", "Draw"),
            self.draw_card,
            enabled=lambda: self.game.can_draw(),
            key_hint=ZOOMER_KEYS.hint("draw"),
        )
        self.add_button(
            "button_clear",
            pgettext("Zoomer button: clear the selected cards", "Clear"),
            self.clear_selection,
            enabled=self.clear_is_legal,
            key_hint=ZOOMER_KEYS.hint("clear"),
            explains=True,  # pressed while shut it says why (the rules' reason)
        )

    def clear_is_legal(self) -> bool:
        """The Clear button lights only when the selection (with the hand card) is a clear
        the rules allow now."""
        if not self.selection or self.game.status != "playing":
            return False
        chosen = set(self.selection)
        return any(set(move[1:]) == chosen for move in self.view.clears)

    def targets(self) -> list[Target]:
        """Where the focus can rest: the stock, the cards that show (a Trap under four
        cards does not), and the empty spots drawn (the supported ones; all of them while
        a card is in hand). Each one's point is the middle of what shows of it (where the
        shared walk measures from); the table's own arrows measure between the pieces that
        show (``navigate``), so they reach half-hidden cards and the glowing spots."""
        g = self.game
        out = [Target("stock", self.slot_rect("stock"))]  # the first focus
        for s in SPOTS:
            rect = self.slot_rect(SPOT_SLOT[s])
            if g.card_at(s) is None and not (g.supported(s) or g.hand is not None):
                continue
            point = shown_point(g, s, rect)
            if g.card_at(s) is not None and point is None:
                continue  # wholly hidden
            out.append(Target(SPOT_SLOT[s], rect, point))
        return out

    def pick(self, pos: tuple[int, int]) -> str | None:
        """The button, or what the player sees at ``pos``: the topmost card there (an
        empty spot above a card shows the card, so a click on it selects it), else the
        empty spot whose free area it is. Through a card already selected the pick
        reaches the card of that rank under it (so a Trap card hidden under four
        selected cards can join them)."""
        for btn in self.buttons:
            if btn.rect.collidepoint(pos):
                return btn.name
        hits = [s for s in SPOTS if self.slot_rect(SPOT_SLOT[s]).collidepoint(pos)]
        if not hits:
            for name in ("stock", "discard", "hand"):
                if self.slot_rect(name).collidepoint(pos):
                    return name
            return None
        g = self.game
        cards = sorted((s for s in hits if g.card_at(s) is not None), key=LEVEL.__getitem__)
        if not cards:
            # the spot's own free area: a place spot first, else the highest one
            place = self.view.place
            return SPOT_SLOT[max(hits, key=lambda s: (s in place, LEVEL[s]))]
        cards.reverse()  # the card seen first: an empty spot above it shows nothing
        chosen = set(self.selection)
        if g.card_at(cards[0]) in chosen:
            for spot in cards[1:]:
                card = g.card_at(spot)
                if card in chosen:
                    continue
                if card is not None and card[0] == self.selection[0][0]:
                    return SPOT_SLOT[spot]
                break
        return SPOT_SLOT[cards[0]]

    def click(self, name: str | None) -> None:
        if name == "stock":
            self.draw_card()
            return
        if name == "hand":
            self.say(self.hud.guide()[0], ui.INK, 3.0)
            return
        spot = SLOT_SPOT.get(name or "")
        if spot is None:
            self.cancel_selection()
            return
        card = self.game.card_at(spot)
        if card is None:
            self.place_at(spot)
            return
        pos = self.pointer_pos
        first, where, when = self._last_click
        if (
            first is not None
            and self.clock - when <= DOUBLE_CLICK
            and abs(pos[0] - where[0]) <= 6
            and abs(pos[1] - where[1]) <= 6
        ):
            # a double-click clears with the card its first click picked
            self._last_click = (None, (0, 0), -1.0)
            card = self.game.card_at(SLOT_SPOT[first]) or card
            if card not in self.selection:
                self.toggle(card, quiet=True)
            self.clear_selection()
            return
        self._last_click = (name, pos, self.clock)
        self.toggle(card)

    def toggle(self, card: str, quiet: bool = False) -> None:
        """Add a card to the selection or take it out; another rank starts a new one, and
        the message line says which cards it let go."""
        if card in self.selection:
            self.selection.remove(card)
        elif self.selection and self.selection[0][0] != card[0]:
            let_go, self.selection = self.selection, [card]
            if not quiet:
                # TRANSLATORS: {card} is one card ("the Three of Hearts"), {old} one or
                # several of another rank ("the Twos of Spades and Hearts")
                text = _("Selection replaced: now the {card}, not the {old} (one rank per clear)")
                self.say(text.format(card=C.name(card), old=C.names(let_go)), ui.INK)
        else:
            self.selection.append(card)
        if not quiet:
            self.app.play_sound("click")
            if self.app.speaking and (not self.selection or self.selection[0][0] == card[0]):
                self.app.speak(spoken.selection_words(self.selection))  # (by ear)
        self.restyle()

    def clear_selection(self) -> None:
        g = self.game
        if not self.selection:
            if g.hand is not None:
                text = _(
                    "Select free {ranks} to clear with the {card}, or place it on a glowing spot"
                )
                self.say(text.format(ranks=C.rank_name(g.hand[0], 2), card=C.name(g.hand)), ui.DIM)
            else:
                text = _("Select cards of one rank first (click them, or {key})")
                self.say(text.format(key=ZOOMER_KEYS.label("act")), ui.DIM)
            return
        chosen = list(self.selection)
        if self.try_move(("clear", *chosen), chosen) is not None:
            self.selection = []
        self.restyle()

    def draw_card(self) -> None:
        hand = self.game.hand
        if self.try_move(("draw",), [hand] if hand else []) is not None:
            self.selection = []
        self.restyle()

    def place_at(self, spot: tuple[int, int]) -> None:
        g = self.game
        if g.hand is None:
            text = _("Empty spot: draw a card ({key}) to place one here")
            self.say(text.format(key=ZOOMER_KEYS.label("draw")), ui.DIM, 2.5)
            return
        if self.try_move(("place", *spot), [g.hand]) is not None:
            self.selection = []
        self.restyle()

    def cancel_selection(self) -> bool:
        if not self.selection:
            return False
        self.selection = []
        self.restyle()
        return True

    def on_key(self, action, event) -> bool:
        action = ZOOMER_KEYS.action(event)
        if action == "act":
            self.cursor.visible = True
            spot = SLOT_SPOT.get(self.cursor.current or "")
            card = self.game.card_at(spot) if spot else None
            if card is not None:
                self.toggle(card)
            elif self.cursor.current in (b.name for b in self.buttons):
                return False  # Space presses a focused button, as Enter does
            elif self.cursor.current in ("stock", "hand") or (spot and self.game.hand):
                self.click(self.cursor.current)  # what a click there does: draw, place
            else:
                text = _("{act} selects the card under the cursor; {select} places or clears")
                keys = {a: ZOOMER_KEYS.label(a) for a in ("act", "select")}
                self.say(text.format(**keys), ui.DIM)
            return True
        if action == "select":
            current = self.cursor.current
            if current in (b.name for b in self.buttons):
                return False
            self.cursor.visible = True
            self.enter_on(current)
            return True
        if action == "draw":
            self.draw_card()
            return True
        if action == "clear":
            self.clear_selection()
            return True
        if action in ("left", "right", "up", "down"):
            return self.navigate(action)
        return False

    def enter_on(self, name: str | None) -> None:
        """Enter: draw on the stock, place on an empty spot, else clear the selection
        (with the focused card when it is of the selection's rank)."""
        if name == "stock":
            self.draw_card()
            return
        spot = SLOT_SPOT.get(name or "")
        card = self.game.card_at(spot) if spot else None
        if spot is not None and card is None and (self.game.hand or not self.selection):
            self.place_at(spot)
            return
        if card is not None and card not in self.selection:
            if self.selection and self.selection[0][0] != card[0]:
                rank = C.rank_name(self.selection[0][0], 2)
                text = _(
                    "The {card} cannot join the {ranks} selected: a clear takes one rank "
                    "({act} starts a new selection, {back} drops it)"
                )
                keys = {a: ZOOMER_KEYS.label(a) for a in ("act", "back")}
                self.say(text.format(card=C.name(card), ranks=rank, **keys), NO)
                self.app.play_sound("error")
                return
            chosen = [*self.selection, card]
            if self.try_move(("clear", *chosen), chosen) is not None:
                self.selection = []  # (a refusal leaves the selection as it was)
            self.restyle()
            return
        self.clear_selection()

    def navigate(self, direction: str) -> bool:
        """Arrows on the table: the stop nearest that way as the eye sees it, measured
        between what shows of each (``game.games.zoomer.arrows``): the cards that show,
        the empty spots drawn and the stock; up and down the buttons round the table too.
        Sideways off the table's edge they wrap round it; up or down with nothing that way
        they leave it (the shared walk over the buttons)."""
        current = self.cursor.current
        if current not in SLOT_SPOT and current != "stock":
            return False
        self.cursor.visible = True
        name = self.arrows().get((current, direction))
        if name is None:
            return False
        self.cursor.focus(name)
        if self.app.speaking:  # the table's own arrows say where they went; these, too
            self.app.speak(self.focus_words(name))
        return True

    def arrows(self) -> dict[Arrow, str | None]:
        """Where each arrow goes from each stop now (worked out once per state and layout)."""
        targets = self.cursor.targets
        key = (self.view.key, tuple((t.name, tuple(t.rect)) for t in targets))
        if self._arrows is None or self._arrows[0] != key:
            g = self.game
            stops: dict[str, list[tuple[float, float]]] = {}
            buttons: dict[str, list[tuple[float, float]]] = {}
            for t in targets:
                spot = SLOT_SPOT.get(t.name)
                if spot is not None:
                    stops[t.name] = [r.center for r in shown_pieces(g, spot, t.rect)]
                elif t.name == "stock":
                    stops[t.name] = [t.rect.center]
                else:
                    buttons[t.name] = [t.rect.center]
            self._arrows = (key, arrow_map(stops, buttons))
        return self._arrows[1]

    # --- frame ------------------------------------------------------------------
    def on_tick(self, dt: float) -> None:
        self.clock += dt
        if self.win_banner is not None:
            self.banner_age += dt

    def on_reset(self, new_deal: bool) -> None:
        self.selection = []
        self.win_banner = None

    def paint_background(self, surf: pygame.Surface) -> None:
        self.hud.paint_background(surf)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.hud.draw_table(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        self.hud.draw_hud(surface)

    def hint_targets(self, move: tuple) -> list[str]:
        if move[0] == "clear":  # the Matrix cards of the set (a hand card joins by itself)
            spots = [self.game.spot_of(c) for c in move[1:]]
            return [SPOT_SLOT[s] for s in spots if s is not None]
        if move[0] == "place":
            return [SPOT_SLOT[(move[1], move[2])]]
        return ["stock"]

    def clicks_for(self, move: tuple) -> list[str]:
        """A clear is a selection and then the Clear button."""
        targets = self.hint_targets(move)
        return [*targets, "button_clear"] if move[0] == "clear" else targets

    def describe_move(self, move: tuple) -> str:
        return move_words(self.game, move)

    def describe_hint(self, hint) -> str:
        return hint_words(self.game, hint)

    def result_text(self) -> tuple[str, list[str]]:
        return result_words(self.game)

    # --- play by ear: the words speech says (game.games.zoomer.spoken) -------------
    def focus_words(self, name: str) -> str:
        said = spoken.focus_words(self.game, name, self.selection)
        return said or super().focus_words(name)

    def move_words(self, events: list[dict]) -> list[str]:
        return spoken.move_words(self.game, events)

    def table_words(self) -> list[str]:
        return spoken.table_words(self.game, self.selection, self.hard)

    def status_words(self) -> str:
        s = self.session
        return spoken.status_words(self.game, s.status, s.moves, s.elapsed)
