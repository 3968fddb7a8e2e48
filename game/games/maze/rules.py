"""Maze: 48 cards and six gaps on one wrapping line; build four suit runs A..Q.

The board is a 6×9 grid read as a single line, cell ``r*9+c``; the cell
after 53 is 0. A card moves into a gap when it follows the gap's left
neighbour (one rank higher, same suit; any Ace after a Queen) or precedes its
right neighbour (one rank lower, same suit), in both modes.

Hard mode adds a **move budget**: ``MOVE_BUDGET`` moves for every deal, and the
deal is lost when they are spent and it is not won. (Left-only filling, the
earlier hard mode, proved no harder for a person.) The budget is fixed when
the deal is dealt and saved with the game (``budget`` in STATE), so a saved
hard game keeps the budget it began with even if calibration changes the
constant later. An undo is the session's business: it restores an earlier
state, and with it ``moves_made``, so the move comes back to the budget.

What fits a gap depends only on the gap's two neighbours, so ``legal_moves``
asks each gap which cards it wants (at most four) and looks them up in a
card→cell index, instead of trying every card against every gap: solvers
call it thousands of times.

A Maze deal can never reach a dead end. Six gaps on a circle of 54 cells
cannot all have a gap on their left, so some gap has a card on its left; the
Kings are out of play, so that card is Ace..Queen, and the card that follows
it (one rank higher, or any Ace after a Queen) is somewhere on the board and
may move into that gap. RULES.md's loss condition ("no move is legal and the
game is not won") is still checked after every move, but no legal game meets
it: a normal game ends only by winning, a hard one by winning or by spending
its budget, and giving up is a session action, not a rule.
"""

from __future__ import annotations

from typing import Any

from game.games.maze.events import MazeEvent
from game.i18n import _, ngettext
from game.rules import cards as C
from game.rules.base import Game, IllegalMove, InvalidMove, Move, no_cell_words

ROWS = 6
COLS = 9
CELLS = ROWS * COLS
EMPTY_AT_DEAL = (8, 17)
RUN = "A23456789TJQ"  # one suit's run, left to right; Kings are out of play
RUN_LENGTH = len(RUN)
IN_PLAY = 4 * RUN_LENGTH  # 48 cards on the board
# Hard mode's moves per deal, chosen with the simulator (docs/bots.md, "Maze's
# move budget"): the best bot, searching for short lines, wins a quarter to two thirds
# as often as in normal mode, and a greedy one-ply player still wins some.
MOVE_BUDGET = 120


def left_of(cell: int) -> int:
    """The cell before ``cell`` on the line; the line wraps (left of 0 is 53)."""
    return (cell - 1) % CELLS


def right_of(cell: int) -> int:
    """The cell after ``cell`` on the line; the line wraps (right of 53 is 0)."""
    return (cell + 1) % CELLS


def _follows(card: str) -> tuple[str, ...]:
    """Cards that may go right of ``card``: its suit's next rank; any Ace after a Queen."""
    r, s = card[0], card[1]
    if r == "Q":
        return tuple("A" + t for t in C.SUITS)
    if r == "K":
        return ()
    return (C.RANKS[C.RANKS.index(r) + 1] + s,)


def _precedes(card: str) -> tuple[str, ...]:
    """Cards that may go left of ``card`` (normal mode): one rank lower; none before an Ace."""
    r, s = card[0], card[1]
    if r == "A":
        return ()
    return (C.RANKS[C.RANKS.index(r) - 1] + s,)


FOLLOWS = {c: _follows(c) for c in C.standard_deck()}
PRECEDES = {c: _precedes(c) for c in C.standard_deck()}


class Maze(Game):
    NAME = "maze"
    TITLE = "Maze"
    DECK = staticmethod(C.standard_deck)
    STATE = ("board", "kings", "moves_made", "budget")

    board: list[str | None]  # 54 cells, None for a gap
    kings: list[str]  # the four Kings, out of play, in the order they were dealt
    moves_made: int
    budget: int | None  # hard mode's move budget, fixed at the deal; None in normal mode
    _pos: dict[str, int]  # card -> cell for every card on the board (derived, not saved)

    def _deal(self, cards: list[str]) -> None:
        board: list[str | None] = [None] * CELLS
        cells = [i for i in range(CELLS) if i not in EMPTY_AT_DEAL]
        for cell, card in zip(cells, cards, strict=True):
            board[cell] = card
        self.kings = []
        for cell, held in enumerate(board):
            if held is not None and held[0] == "K":
                self.kings.append(held)
                board[cell] = None
        self.board = board
        self.moves_made = 0
        self.budget = MOVE_BUDGET if self.hard else None
        self._index()

    def _index(self) -> None:
        self._pos = {c: i for i, c in enumerate(self.board) if c is not None}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Maze:
        """As the base class; a save from before the move budget gets the budget it
        would have been dealt with (hard games then had none)."""
        if isinstance(d, dict) and "budget" not in d:
            d = {**d, "budget": MOVE_BUDGET if d.get("hard") else None}
        return super().from_dict(d)

    def _after_load(self) -> None:
        if not isinstance(self.board, list) or len(self.board) != CELLS:
            raise ValueError(f"broken saved maze game: the board must have {CELLS} cells")
        if not isinstance(self.kings, list) or not isinstance(self.moves_made, int):
            raise ValueError("broken saved maze game: bad kings or move count")
        if self.hard != (self.budget is not None) or not (
            self.budget is None or (isinstance(self.budget, int) and self.budget > 0)
        ):
            raise ValueError(
                "broken saved maze game: a hard game needs a positive move budget, "
                f"a normal one none (hard={self.hard}, budget={self.budget!r})"
            )
        self._index()

    def clone(self) -> Maze:
        """A cheap copy (solvers clone often): every STATE value is a flat list or a
        plain value, so a list copy replaces the base class's deepcopy."""
        g = self.__class__.__new__(self.__class__)
        g.seed, g.hard, g.status, g.deck = self.seed, self.hard, self.status, self.deck
        for key in self.STATE:
            value = getattr(self, key)
            setattr(g, key, list(value) if isinstance(value, list) else value)
        g._pos = dict(self._pos)
        # Maze never draws from rng (nothing is shuffled after the deal), so the
        # copy may share it: copying its state would be most of a clone's cost.
        g.rng = self.rng
        return g

    # --- read-only views for scenes and solvers -------------------------
    @property
    def moves_left(self) -> int | None:
        """Moves left in hard mode's budget (0 when spent); None in normal mode (no budget)."""
        if self.budget is None:
            return None
        return max(0, self.budget - self.moves_made)

    def gaps(self) -> list[int]:
        """Empty cells, ascending (always six)."""
        return [i for i, c in enumerate(self.board) if c is None]

    def cell_of(self, card: str) -> int | None:
        """Where ``card`` lies, or None for a King (out of play)."""
        return self._pos.get(card)

    def wanted(self, gap: int) -> list[str]:
        """The cards that may fill ``gap`` now, left-neighbour rules first; [] if not a gap."""
        board = self.board
        if board[gap] is not None:
            return []
        left = board[left_of(gap)]
        out = list(FOLLOWS[left]) if left is not None else []
        right = board[right_of(gap)]
        if right is not None:
            out += [c for c in PRECEDES[right] if c not in out]
        return out

    def fits(self, card: str, gap: int) -> bool:
        """Whether ``card`` may move into cell ``gap`` now (False if the cell holds a card)."""
        return card in self.wanted(gap)

    def targets(self, src: int) -> list[int]:
        """The gaps the card at ``src`` may fill, ascending; [] for a gap."""
        card = self.board[src]
        if card is None:
            return []
        return [g for g in self.gaps() if card in self.wanted(g)]

    def cards_for(self, gap: int) -> list[int]:
        """Cells whose card may fill ``gap``, ascending."""
        return sorted(self._pos[c] for c in self.wanted(gap))

    def in_place(self) -> int:
        """How many cards are already in place: the longest correct prefix of the reading order.

        Reading cells 0..53 and skipping gaps, the win needs A..Q of one suit,
        then A..Q of another, and so on; this counts how far that holds (48 = won).
        """
        n = 0
        suit = ""
        for card in self.board:
            if card is None:
                continue
            step = n % RUN_LENGTH
            if card[0] != RUN[step]:
                break
            if step == 0:
                suit = card[1]
            elif card[1] != suit:
                break
            n += 1
        return n

    def explain_gap(self, gap: int) -> str:
        """What the gap's neighbours ask for, in the player's words (for hints and dead ends)."""
        held = self.board[gap]
        if held is not None:
            return _("Cell {cell} is not a gap: it holds the {card}.").format(
                cell=gap, card=C.name(held)
            )
        return _("Gap at cell {cell}: {left}; {right}.").format(
            cell=gap, left=self._left_words(gap), right=self._right_words(gap)
        )

    def _left_words(self, gap: int) -> str:
        cell = left_of(gap)
        left = self.board[cell]
        if left is None:
            return _("its left neighbour (cell {cell}) is a gap, which gives nothing").format(
                cell=cell
            )
        if left[0] == "Q":
            return _("its left neighbour, the {card}, takes any Ace").format(card=C.name(left))
        return _("its left neighbour, the {card}, takes {cards}").format(
            card=C.name(left), cards=self._where(FOLLOWS[left])
        )

    def _right_words(self, gap: int) -> str:
        cell = right_of(gap)
        right = self.board[cell]
        if right is None:
            return _("its right neighbour (cell {cell}) is a gap, which gives nothing").format(
                cell=cell
            )
        if right[0] == "A":
            return _("its right neighbour, the {card}, is an Ace, which gives nothing").format(
                card=C.name(right)
            )
        return _("its right neighbour, the {card}, takes {cards}").format(
            card=C.name(right), cards=self._where(PRECEDES[right])
        )

    def _where(self, cards: tuple[str, ...]) -> str:
        return C.or_words(
            _("the {card} (cell {cell})").format(card=C.name(c), cell=self._pos[c]) for c in cards
        )

    def budget_spent(self) -> bool:
        """Whether hard mode's move budget is used up (never in normal mode)."""
        return self.budget is not None and self.moves_made >= self.budget

    def loss_reason(self) -> str:
        """Why the game is over or stuck: a spent budget, or every gap's neighbours.

        A game in play is never stuck (see the module docstring), so for one this
        says which moves are open instead of inventing a reason.
        """
        if self.status == "won":
            return _("The game is won.")
        if self.status == "lost" and self.budget_spent():
            assert self.budget is not None
            return ngettext(
                "The move budget is spent: all {n} moves are used and the "
                "deal is not won ({placed} of {total} cards in place).",
                "The move budget is spent: all {n} moves are used and the "
                "deal is not won ({placed} of {total} cards in place).",
                self.budget,
            ).format(n=self.budget, placed=self.in_place(), total=IN_PLAY)
        report = " ".join(self.explain_gap(g) for g in self.gaps())
        if self.status == "lost":
            return _("No card fits any gap. {report}").format(report=report)
        n = len(self.legal_moves())
        return ngettext(
            "Not stuck: {n} move open. {report}", "Not stuck: {n} moves open. {report}", n
        ).format(n=n, report=report)

    def deal_events(self) -> list[MazeEvent]:
        """The deal as events, for the scene to animate: every card to its cell, then the Kings out.

        Derived from ``deck``, so it is the same after a save and load.
        """
        events: list[MazeEvent] = []
        cells = [i for i in range(CELLS) if i not in EMPTY_AT_DEAL]
        kings_at = []
        for cell, card in zip(cells, self.deck, strict=True):
            events.append({"type": "deal", "card": card, "to": cell})
            if card[0] == "K":
                kings_at.append((cell, card))
        for n, (cell, card) in enumerate(kings_at):
            events.append({"type": "king_out", "card": card, "from": cell, "index": n})
        return events

    # --- the API --------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """("move", src, dst) for every card that fits a gap, sorted by src then dst."""
        if self.status != "playing":
            return []
        pos = self._pos
        moves = [
            ("move", pos[c], gap)
            for gap, card in enumerate(self.board)
            if card is None
            for c in self.wanted(gap)
        ]
        moves.sort()
        return moves

    @staticmethod
    def normalize(move: Any) -> Move:
        """Refuse a malformed ("move", src, dst) here, so ``normalize(m) in legal_moves()``
        holds exactly for the moves ``play`` accepts (3.0 or True are not cells)."""
        norm = Game.normalize(move)
        if norm[0] == "move":
            if len(norm) != 3:  # the wrong shape: the program's bug, not a player's move
                raise InvalidMove(f"a move is ('move', from_cell, to_cell), not {norm!r}")
            for cell in norm[1:]:
                if not isinstance(cell, int) or isinstance(cell, bool):
                    raise InvalidMove(no_cell_words(cell, CELLS))
                if not 0 <= cell < CELLS:
                    raise IllegalMove(no_cell_words(cell, CELLS))
        return norm

    def _play_move(self, src: int, dst: int) -> list[MazeEvent]:
        card = self.board[src]
        if card is None:
            raise IllegalMove(_("cell {cell} is a gap: there is no card to move").format(cell=src))
        held = self.board[dst]
        if held is not None:
            raise IllegalMove(
                _("cell {cell} holds the {card}: cards move into gaps").format(
                    cell=dst, card=C.name(held)
                )
            )
        wanted = self.wanted(dst)
        if card not in wanted:
            raise IllegalMove(self._why_not(card, dst))
        left = self.board[left_of(dst)]
        if left is not None and card in FOLLOWS[left]:
            rule = "ace_after_queen" if left[0] == "Q" else "follows_left"
        else:
            rule = "precedes_right"
        self.board[src] = None
        self.board[dst] = card
        self._pos[card] = dst
        self.moves_made += 1
        return [{"type": "move", "card": card, "from": src, "to": dst, "rule": rule}]

    def _why_not(self, card: str, gap: int) -> str:
        return _("the {card} does not fit cell {cell}. {why}").format(
            card=C.name(card), cell=gap, why=self.explain_gap(gap)
        )

    def _update_status(self) -> None:
        if self.in_place() == IN_PLAY:
            self.status = "won"
        elif self.budget_spent():
            self.status = "lost"
        elif not any(self.wanted(g) for g in self.gaps()):
            self.status = "lost"  # unreachable in a legal game; kept as RULES.md states it
        else:
            self.status = "playing"

    def all_cards(self) -> list[str]:
        return [c for c in self.board if c is not None] + self.kings
