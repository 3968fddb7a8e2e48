"""A listening player's Zoomer Matrix (play by ear): it chooses its keys from what it
hears, never from the game's state.

``ZoomerEar`` is a policy, ``policy(heard) -> key`` (``heard``: all said since the table
came up). It reads the table aloud once (F3: each spot as its line on screen says it,
"Nine of Stars on the top-left corner: free", "The top edge is empty", the hand, the
piles) and then keeps it up to date from each move's words ("Drew the Nine of Spades.",
"Placed the Ace of Spades on the bottom edge.", "Cleared the Nine of Diamonds (the left
edge) and ... with the Nine of Spades from the hand.", "The stock was empty: the 24
cleared cards became a new stock, shuffled."): the Matrix, the hand, the cards cleared
this round and before, and so what the stock holds (the rest of the deck; never its
order).

It plans as a player who counts cards would, from what it heard alone: the position
heard, written into a Zoomer of its own (the stock in any order), handed to the game's
bot (``game.games.zoomer.bot.Bot``, which by its own rule never reads the stock's
order). A move becomes keys: D draws; a card is placed by walking the focus to its spot
and pressing Enter; a clear selects each card with Space on its spot, then C. The focus
is walked by the arrows heard to lead there (each arrow's focus words say where it went:
the spots' names place them), an arrow not tried yet otherwise. With the keys running
out it gives up (G, then Y on the question): the deal ends lost.
"""

from __future__ import annotations

import re

from game.games.zoomer.bot import Bot
from game.games.zoomer.rules import SPOTS, TRAP, Zoomer, zoomer_deck
from tests.listening_monte_carlo import KEY_LIMIT, READ_TABLE, card_codes, over

CARD = r"[A-Z][a-z]+ of [A-Z][a-z]+"
Spot = tuple[int, int]
# the spots as the table's lines name them, and where each lies (x right, y down)
NAMES: dict[str, Spot] = {
    "the Trap": TRAP,
    "the inner top-left spot": (-1, -1),
    "the inner top-right spot": (1, -1),
    "the inner bottom-left spot": (-1, 1),
    "the inner bottom-right spot": (1, 1),
    "the top-left corner": (-2, -2),
    "the top edge": (0, -2),
    "the top-right corner": (2, -2),
    "the left edge": (-2, 0),
    "the right edge": (2, 0),
    "the bottom-left corner": (-2, 2),
    "the bottom edge": (0, 2),
    "the bottom-right corner": (2, 2),
}
assert set(NAMES.values()) == set(SPOTS)
STOCK: Spot = (-6, -2)  # the stock, far left of the Matrix
SPOT = "(" + "|".join(sorted(map(re.escape, NAMES), key=len, reverse=True)) + ")"
ON = re.compile(rf"({CARD}) on {SPOT}: (?:free|under)")
HAND = re.compile(rf"In hand: ({CARD})\.")
CARD_ON = re.compile(rf"({CARD}) \({SPOT}\)")
# a move's words, in the order said (one utterance may say a reshuffle and a draw)
MOVE = re.compile(
    rf"(?P<cleared>Cleared (?P<cards>.*?)(?: with the (?P<hand>{CARD}) from the hand)?\.(?: |$))"
    rf"|(?P<drew>Drew the (?P<drawn>{CARD})\.)"
    rf"|(?P<placed>Placed the (?P<card>{CARD}) on (?P<spot>{SPOT[1:-1]})\.)"
    r"|(?P<reshuffled>The stock was empty:)"
)
STOCK_WORDS = ("Draw the top card", "Click to reshuffle", "Place or clear", "Nothing left")
ARROWS = ("up", "down", "left", "right")


def first_spot(text: str) -> Spot | None:
    """The spot a line is about: the first spot named in it ('The left edge is empty')."""
    found = [(m.start(), m.group(0)) for m in re.finditer(SPOT, text, re.IGNORECASE)]
    if not found:
        return None
    said = min(found)[1]
    return next(spot for name, spot in NAMES.items() if name.lower() == said.lower())


def towards(here: Spot, there: Spot) -> list[str]:
    """The four arrows, those towards ``there`` first (the longer way first)."""
    (x, y), (tx, ty) = here, there
    across = "right" if tx >= x else "left"
    along = "down" if ty >= y else "up"
    first = [across, along] if abs(tx - x) >= abs(ty - y) else [along, across]
    back = {"right": "left", "left": "right", "up": "down", "down": "up"}
    return first + [back[k] for k in reversed(first)]


class ZoomerEar:
    """The bot's move on the position heard, played by keys walked by ear."""

    def __init__(self, limit: int = KEY_LIMIT, seed: int = 0) -> None:
        self.codes = card_codes(zoomer_deck())
        self.bot = Bot(seed)
        self.read = False  # the table was read once: the words keep it since
        self.matrix: dict[Spot, str | None] = dict.fromkeys(SPOTS)
        self.hand: str | None = None
        self.discard: list[str] = []
        self.clears: list[list[str]] = []
        self.round_start = self.reshuffles = 0
        self.moved = True  # a move's words heard: the next move is planned
        self.todo: list[tuple[Spot | None, str]] = []  # (where, key) to press, in order
        self.focus: Spot | None = None
        # where each arrow led from each place, heard since the last move (the places
        # that show, and so where the arrows go, change with the Matrix)
        self.edges: dict[tuple[Spot, str], Spot | None] = {}
        self.pressed: tuple[Spot, str] | None = None  # an arrow whose words are awaited
        self.over = False
        self.keys, self.limit = 0, limit
        self.giving_up = 0
        self.misses = 0  # moves played by keys that said nothing: the plan went wrong
        self.n = 0  # utterances heard so far

    # --- hearing --------------------------------------------------------------------
    def hear(self, text: str) -> None:
        if over(text):
            self.over = True
            return
        if "Corners: " in text:
            self.read_table(text)
            return
        if self.heard_move(text):  # (the focus may jump when a spot goes)
            self.moved, self.focus, self.edges = True, None, {}
            return
        if text.startswith(STOCK_WORDS):
            self.focus = STOCK
        elif (spot := first_spot(text)) is not None:
            self.focus = spot
        else:
            return
        if self.pressed is not None:
            self.edges[self.pressed] = self.focus
            self.pressed = None

    def read_table(self, text: str) -> None:
        self.read = True
        self.matrix = dict.fromkeys(SPOTS)
        for card, name in ON.findall(text):
            self.matrix[NAMES[name]] = self.codes[card]
        hand = HAND.search(text)
        self.hand = self.codes[hand.group(1)] if hand else None

    def heard_move(self, text: str) -> bool:
        """A move's words, taken into the position heard; False for other words."""
        found = False
        for m in MOVE.finditer(text):
            found = True
            if m.group("reshuffled"):
                self.discard, self.round_start = [], len(self.clears)
                self.reshuffles += 1
            elif m.group("drew"):
                self.hand = self.codes[m.group("drawn")]
            elif m.group("placed"):
                self.matrix[NAMES[m.group("spot")]] = self.codes[m.group("card")]
                self.hand = None
            else:
                group = []
                for card, name in CARD_ON.findall(m.group("cards")):
                    self.matrix[NAMES[name]] = None
                    group.append(self.codes[card])
                if m.group("hand"):
                    group.append(self.codes[m.group("hand")])
                    self.hand = None
                self.discard += group
                self.clears.append(group)
        return found

    # --- choosing -------------------------------------------------------------------
    def __call__(self, heard: list[str]) -> str | None:
        for text in heard[self.n :]:  # what was said since the last key
            self.hear(text)
        self.n = len(heard)
        if self.pressed is not None:  # the arrow left the table (a button): no spot said
            self.edges[self.pressed], self.focus, self.pressed = None, None, None
        key = None if self.over else self.choose()
        if key in ARROWS and self.focus is not None:
            self.pressed = (self.focus, key)
        if key is not None:
            self.keys += 1
        return key

    def choose(self) -> str | None:
        if self.giving_up or self.keys >= self.limit - 2 or self.misses > 3:
            self.giving_up += 1  # G, then Y for the question: the deal ends lost
            return "g" if self.giving_up == 1 else "y" if self.giving_up == 2 else None
        if not self.read:
            self.read = True
            return READ_TABLE
        if not self.todo:
            if not self.moved:  # the last keys played nothing: read the table again
                self.misses += 1
                self.read, self.moved = False, True
                return "escape" if self.todo_was_clear else self.choose()
            self.moved = False
            self.todo = self.keys_for(self.bot.choose(self.heard_game()))
            self.todo_was_clear = self.todo[-1][1] == "c"
        where, key = self.todo[0]
        if where is not None and self.focus != where:
            return self.arrow(where)
        self.todo.pop(0)
        return key

    todo_was_clear = False

    def keys_for(self, move: tuple) -> list[tuple[Spot | None, str]]:
        if move[0] == "draw":
            return [(None, "d")]
        if move[0] == "place":
            return [((move[1], move[2]), "enter")]
        spots = {card: spot for spot, card in self.matrix.items() if card is not None}
        return [(spots[card], "space") for card in move[1:]] + [(None, "c")]

    def heard_game(self) -> Zoomer:
        """The position heard, written into a Zoomer of its own: the stock is the rest of
        the deck, in the deck's order (the bot never reads the stock's order)."""
        d = Zoomer.new(seed=0).to_dict()
        matrix = [self.matrix[s] for s in SPOTS]
        known = {c for c in [*matrix, self.hand, *self.discard] if c is not None}
        d.update(
            matrix=matrix,
            hand=self.hand,
            discard=list(self.discard),
            stock=[c for c in zoomer_deck() if c not in known],
            clears=[list(c) for c in self.clears],
            round_start=self.round_start,
            reshuffles=self.reshuffles,
            won_by=None,
            status="playing",
        )
        return Zoomer.from_dict(d)

    # --- walking the focus ----------------------------------------------------------
    def arrow(self, there: Spot) -> str:
        """The next arrow towards ``there``: along the arrows heard to lead there, else an
        arrow not tried yet from here (towards it first), else on to a place heard of
        with an arrow not tried yet."""
        if self.focus is None:
            return "right"  # an arrow says where the focus is
        path = self.path(lambda at: at == there)
        if path:
            return path[0]
        for key in towards(self.focus, there):
            if (self.focus, key) not in self.edges:
                return key
        path = self.path(lambda at: any((at, k) not in self.edges for k in ARROWS))
        return path[0] if path else towards(self.focus, there)[0]

    def path(self, goal) -> list[str]:
        """The arrows, as heard, from the focus to the nearest place ``goal`` accepts."""
        seen: dict[Spot | None, list[str]] = {self.focus: []}
        queue = [self.focus]
        while queue:
            at = queue.pop(0)
            for key in ARROWS:
                to = self.edges.get((at, key)) if at is not None else None
                if to is None or to in seen:
                    continue
                seen[to] = seen[at] + [key]
                if goal(to):
                    return seen[to]
                queue.append(to)
        return []
