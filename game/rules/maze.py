"""Maze: 48 cards and six gaps on one wrapping line; build four suit runs A..Q.

The board is a 6×9 grid read as a single line, cell ``r*9+c``; the cell
after 53 is 0. A card moves into a gap when it follows the gap's left
neighbour (one rank higher, same suit; any Ace after a Queen) or, in normal
mode only, precedes its right neighbour (one rank lower, same suit).

What fits a gap depends only on the gap's two neighbours, so ``legal_moves``
asks each gap which cards it wants (at most four) and looks them up in a
card→cell index, instead of trying every card against every gap: solvers
call it thousands of times.

A Maze deal can never reach a dead end. Six gaps on a circle of 54 cells
cannot all have a gap on their left, so some gap has a card on its left; the
Kings are out of play, so that card is Ace..Queen, and the card that follows
it (one rank higher, or any Ace after a Queen) is somewhere on the board and
may move into that gap, in either mode. RULES.md's loss condition ("no move
is legal and the game is not won") is still checked after every move, but no
legal game meets it: a game ends only by winning, and a scene should offer
the player a way to give up.
"""

from __future__ import annotations

from game.rules import cards as C
from game.rules.base import Event, Game, IllegalMove, Move

ROWS = 6
COLS = 9
CELLS = ROWS * COLS
EMPTY_AT_DEAL = (8, 17)
RUN = "A23456789TJQ"  # one suit's run, left to right; Kings are out of play
RUN_LENGTH = len(RUN)
IN_PLAY = 4 * RUN_LENGTH  # 48 cards on the board


def left_of(cell: int) -> int:
    """The cell before ``cell`` on the line; the line wraps (left of 0 is 53)."""
    return (cell - 1) % CELLS


def right_of(cell: int) -> int:
    """The cell after ``cell`` on the line; the line wraps (right of 53 is 0)."""
    return (cell + 1) % CELLS


def _follows(card: str) -> tuple[str, ...]:
    """Cards that may go right of ``card``: its suit's next rank; any Ace after a Queen."""
    r, s = card
    if r == "Q":
        return tuple("A" + t for t in C.SUITS)
    if r == "K":
        return ()
    return (C.RANKS[C.RANKS.index(r) + 1] + s,)


def _precedes(card: str) -> tuple[str, ...]:
    """Cards that may go left of ``card`` (normal mode): one rank lower; none before an Ace."""
    r, s = card
    if r == "A":
        return ()
    return (C.RANKS[C.RANKS.index(r) - 1] + s,)


FOLLOWS = {c: _follows(c) for c in C.standard_deck()}
PRECEDES = {c: _precedes(c) for c in C.standard_deck()}


class Maze(Game):
    NAME = "maze"
    TITLE = "Maze"
    DECK = staticmethod(C.standard_deck)
    STATE = ("board", "kings", "moves_made")

    board: list[str | None]  # 54 cells, None for a gap
    kings: list[str]  # the four Kings, out of play, in the order they were dealt
    moves_made: int
    _pos: dict[str, int]  # card -> cell for every card on the board (derived, not saved)

    def _deal(self, cards: list[str]) -> None:
        board: list[str | None] = [None] * CELLS
        cells = [i for i in range(CELLS) if i not in EMPTY_AT_DEAL]
        for cell, card in zip(cells, cards, strict=True):
            board[cell] = card
        self.kings = []
        for cell, card in enumerate(board):
            if card is not None and card[0] == "K":
                self.kings.append(card)
                board[cell] = None
        self.board = board
        self.moves_made = 0
        self._index()

    def _index(self) -> None:
        self._pos = {c: i for i, c in enumerate(self.board) if c is not None}

    def _after_load(self) -> None:
        if not isinstance(self.board, list) or len(self.board) != CELLS:
            raise ValueError(f"broken saved maze game: the board must have {CELLS} cells")
        if not isinstance(self.kings, list) or not isinstance(self.moves_made, int):
            raise ValueError("broken saved maze game: bad kings or move count")
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
        if not self.hard:
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
        board = self.board
        if board[gap] is not None:
            return f"Cell {gap} is not a gap: it holds {C.short(board[gap])}."
        left_cell, right_cell = left_of(gap), right_of(gap)
        left, right = board[left_cell], board[right_cell]
        if left is None:
            lhs = f"its left neighbour (cell {left_cell}) is a gap, which gives nothing"
        elif left[0] == "Q":
            lhs = f"its left neighbour {C.short(left)} takes any Ace"
        else:
            lhs = f"its left neighbour {C.short(left)} takes {self._where(FOLLOWS[left])}"
        if self.hard:
            rhs = "the right neighbour does not count in hard mode"
        elif right is None:
            rhs = f"its right neighbour (cell {right_cell}) is a gap, which gives nothing"
        elif right[0] == "A":
            rhs = f"its right neighbour {C.short(right)} is an Ace, which gives nothing"
        else:
            rhs = f"its right neighbour {C.short(right)} takes {self._where(PRECEDES[right])}"
        return f"Gap at cell {gap}: {lhs}; {rhs}."

    def _where(self, cards: tuple[str, ...]) -> str:
        return " or ".join(f"{C.short(c)} (cell {self._pos[c]})" for c in cards)

    def loss_reason(self) -> str:
        """Why the game is stuck: every gap's neighbours and why nothing fits.

        No legal Maze game gets here (see the module docstring), so for a game
        in play this says which moves are open instead of inventing a reason.
        """
        report = " ".join(self.explain_gap(g) for g in self.gaps())
        if self.status == "won":
            return "The game is won."
        if self.status == "lost":
            return f"No card fits any gap. {report}"
        n = len(self.legal_moves())
        return f"Not stuck: {n} move{'s' if n != 1 else ''} open. {report}"

    def deal_events(self) -> list[Event]:
        """The deal as events, for the scene to animate: every card to its cell, then the Kings out.

        Derived from ``deck``, so it is the same after a save and load.
        """
        events: list[Event] = []
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

    def normalize(self, move: object) -> Move:
        """Refuse a malformed ("move", src, dst) here, so ``normalize(m) in legal_moves()``
        holds exactly for the moves ``play`` accepts (3.0 or True are not cells)."""
        move = Game.normalize(move)
        if move[0] == "move":
            if len(move) != 3:
                raise IllegalMove(f"a move is ('move', from_cell, to_cell), not {move!r}")
            for cell in move[1:]:
                if not isinstance(cell, int) or isinstance(cell, bool) or not 0 <= cell < CELLS:
                    raise IllegalMove(f"there is no cell {cell!r}; cells are 0 to {CELLS - 1}")
        return move

    def _play_move(self, src: int, dst: int) -> list[Event]:
        card = self.board[src]
        if card is None:
            raise IllegalMove(f"cell {src} is a gap: there is no card to move")
        if self.board[dst] is not None:
            raise IllegalMove(f"cell {dst} holds {C.short(self.board[dst])}: cards move into gaps")
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
        right = self.board[right_of(gap)]
        if self.hard and right is not None and card in PRECEDES[right]:
            return (
                f"{C.short(card)} does not fit cell {gap}: hard mode counts only the left "
                f"neighbour, not {C.short(right)} on the right. {self.explain_gap(gap)}"
            )
        return f"{C.short(card)} does not fit cell {gap}. {self.explain_gap(gap)}"

    def _update_status(self) -> None:
        if self.in_place() == IN_PLAY:
            self.status = "won"
        elif not any(self.wanted(g) for g in self.gaps()):
            self.status = "lost"  # unreachable in a legal game; kept as RULES.md states it
        else:
            self.status = "playing"

    def all_cards(self) -> list[str]:
        return [c for c in self.board if c is not None] + self.kings
