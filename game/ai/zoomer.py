"""Zoomer Matrix: a policy built on the game's own strategy notes (seed 000).

What the notes say, and how the policy uses each point:

- *Pairs against trios.* Five cards of each denomination make a pair and a
  trio. Per rank the policy counts the cards still live this round (not in the
  discard pile: ``Zoomer.tracker()``). A clear that leaves exactly one live
  card strands it (it can never be cleared before the next reshuffle, and in
  hard mode never): four of a kind, or a second pair. That costs points, but
  mildly: with a heavier penalty the bot lost more deals in measured runs
  (a second pair is often what keeps the Matrix from filling up).
- *Never a second pair, never four of a kind, unless it wins*: a clear that
  does not win and leaves exactly one live card of its rank (a second pair
  of the round, or four at once) is ranked below every move that does not
  lose at once; it is played only when it wins, or when every other legal
  move loses at once (the hand card could then be neither placed nor
  cleared: for a draw, no spot is open and the card it brings may be of a
  rank with nothing to clear with). The
  hint is this bot's move, so it never advises against the notes either.
- *A trio after a pair*: once a pair of a rank is gone this round, the rule
  lets only its other three come off together, so a position where one of them
  lies under other ranks costs ``live3_stuck`` (200 deals: 12.0% against 10.5%
  without it; seeds 1000..1199: 14% against 9%; within the noise of 200).
- *Place on a card of the same rank*: a card covering one of its own rank can
  go with it in one clear; a card covering another rank blocks it.
- *Avoid weaves*: two ranks each covering the other somewhere cost extra.
- *The Trap card's rank is special*: it comes off last, so the policy keeps
  the trap rank's other cards live and values a trap-rank card on level 1.
- *Go for the Pent when it pays*: a rank with no card cleared this round and
  two or more cards clearable together in the Matrix is worth keeping, more
  the more there are. This is where the wins come from: most of the bot's
  wins are Pents.

Fair play: the stock's order is never read. The bot uses what a player who
watched the game knows: the Matrix, the hand, and the counts per rank in the
stock and the discard pile (``tracker()``).

The policy looks one draw ahead. Every legal move is applied to a light copy
of the Matrix; a move that leaves no card in hand is then valued by the draw
that follows (``expected``): for every rank the stock may hold (by the
counts, never the order), the best answer to a card of that rank (cleared or
placed, judged by ``evaluate``; a card that can go nowhere is a loss), each
weighted by its share of the stock, or by the best clear that strands
nothing, if that is worth more. ``evaluate`` adds the features above to the
chance that the next card drawn can neither be cleared nor placed. The
weights (``Weights``) were tuned on 400-deal runs from seed 1000 up, apart
from the seeds 0..999 that ``game.sim`` reports on by default.

``python -m game.sim --game zoomer`` measures it (win rates, and wins by kind).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.ai import Hint
from game.rules import cards as C
from game.rules.base import Move
from game.rules.zoomer import COVERS, PENT, RESTS_ON, SPOT_INDEX, SPOTS, Zoomer

N = len(SPOTS)
COVERS_I = [[SPOT_INDEX[t] for t in COVERS[s]] for s in SPOTS]
RESTS_I = [[SPOT_INDEX[t] for t in RESTS_ON[s]] for s in SPOTS]
TRAP_I = 0
RANKS = C.ZOOMER_RANKS


@dataclass
class Weights:
    """How much each feature of a position counts (see ``evaluate``)."""

    matrix_card: float = 1.0
    stranded: float = 2.0
    stranded_hard: float = 4.0
    trap_rank_dead: float = 10.0
    block: float = 1.5
    same_rank_cover: float = 3.0
    weave: float = 10.0
    lose_next: float = 40.0
    open_spot: float = 0.3
    clear_chance: float = 4.0
    pent2: float = 2.0
    pent3: float = 5.0
    pent4: float = 10.0
    trap_level1: float = 1.0
    live3_stuck: float = 5.0


@dataclass
class Position:
    """The part of a Zoomer game the policy reasons about; cheap to copy."""

    matrix: list[str | None]
    live: Counter  # per rank: cards not in the discard pile this round (5 minus discarded)
    stock: Counter  # per rank: cards in the stock (known by counting, not by order)
    stock_size: int
    discard_size: int
    hard: bool
    won: str | None = None

    @classmethod
    def of(cls, game: Zoomer) -> Position:
        track = game.tracker()
        live = Counter({r: 5 - track[r]["in_discard"] for r in RANKS})
        stock = Counter({r: track[r]["in_stock"] for r in RANKS})
        return cls(list(game.matrix), live, stock, len(game.stock), len(game.discard), game.hard)

    def copy(self) -> Position:
        return Position(
            list(self.matrix),
            Counter(self.live),
            Counter(self.stock),
            self.stock_size,
            self.discard_size,
            self.hard,
            self.won,
        )


def clearable(matrix: list[str | None], rank: str) -> list[int]:
    """Spots of ``rank`` that can come off (every card on them is of ``rank`` and can too)."""
    group = {i for i, c in enumerate(matrix) if c is not None and c[0] == rank}
    changed = True
    while changed:
        changed = False
        for i in list(group):
            for t in COVERS_I[i]:
                if matrix[t] is not None and t not in group:
                    group.discard(i)
                    changed = True
                    break
    return sorted(group)


def open_spots(matrix: list[str | None]) -> list[int]:
    return [
        i for i in range(N) if matrix[i] is None and all(matrix[t] is not None for t in RESTS_I[i])
    ]


def apply_clear(pos: Position, cards: list[str], hand: str | None) -> Position:
    """The position after clearing ``cards`` from the Matrix (with the hand card, if any)."""
    out = pos.copy()
    spots = [out.matrix.index(c) for c in cards]
    for i in spots:
        out.matrix[i] = None
    rank = cards[0][0]
    taken = len(cards) + (1 if hand is not None else 0)
    out.live[rank] -= taken
    out.discard_size += taken
    trap = TRAP_I in spots
    pent = taken >= PENT
    out.won = "slam" if trap and pent else "trap" if trap else "pent" if pent else None
    return out


def apply_place(pos: Position, hand: str, spot: int) -> Position:
    out = pos.copy()
    out.matrix[spot] = hand
    return out


def draw_from(pos: Position) -> tuple[Counter, int]:
    """Per rank, the cards the next draw may bring, and how many: the stock, or in normal
    mode with the stock empty the discard pile that will be reshuffled into it."""
    if pos.stock_size == 0 and not pos.hard:
        return Counter({r: 5 - pos.live[r] for r in RANKS}), pos.discard_size
    return pos.stock, pos.stock_size


def draw_may_lose(pos: Position) -> bool:
    """Whether the next draw may bring a card that can be neither placed nor cleared: no
    spot is open and some rank still to come has no card in the Matrix to clear with."""
    counts, size = draw_from(pos)
    if size == 0 or open_spots(pos.matrix):
        return False
    return any(counts[r] and not clearable(pos.matrix, r) for r in RANKS)


def strands(pos: Position, move: Move, hand: str | None) -> bool:
    """A clear that leaves exactly one live card of its rank this round: a second pair,
    or four of a kind (the notes' "pairs against trios": the fifth card is stranded)."""
    if move[0] != "clear":
        return False
    taken = len(move) - 1 + (hand is not None)
    return pos.live[move[1][0]] - taken == 1


def loses_at_once(game: Zoomer, move: Move) -> bool:
    """Whether ``move`` ends the game lost, or leaves only a draw that may lose at once.

    The strategy rule's "loses at once" read for a draw: the card it brings could
    be neither placed nor cleared (``draw_may_lose``). Judged from the counts a
    watcher knows, never from the stock's order.
    """
    pos = Position.of(game)
    if move[0] == "draw":
        return draw_may_lose(pos)
    after = game.clone()
    after.play(move)  # a clear or a place: nothing is drawn
    if after.status != "playing":
        return after.status == "lost"
    if after.hand is None and all(m[0] == "draw" for m in after.legal_moves()):
        return draw_may_lose(Position.of(after))
    return False


def evaluate(pos: Position, w: Weights) -> float:
    """Higher is better. A won position beats everything."""
    if pos.won is not None:
        return 1e9
    m = pos.matrix
    cards = [c for c in m if c is not None]
    score = -w.matrix_card * len(cards)
    trap = m[TRAP_I]
    trap_rank = trap[0] if trap else None
    # stranded cards: a rank with exactly one live card left this round
    for r in RANKS:
        if pos.live[r] == 1:
            if r == trap_rank and trap is not None:
                score -= w.trap_rank_dead
            else:
                score -= w.stranded_hard if pos.hard else w.stranded
    # a rank with three live cards (a pair gone): the rule lets only a trio take them
    # now, so one of them buried under other ranks holds the rest up (live3_stuck)
    for r in RANKS:
        if pos.live[r] == 3:
            k = sum(1 for c in cards if c[0] == r)
            if k and len(clearable(m, r)) < k:
                score -= w.live3_stuck
    # covering relations
    covers: set[tuple[str, str]] = set()
    for i, c in enumerate(m):
        if c is None:
            continue
        for t in COVERS_I[i]:
            top = m[t]
            if top is None:
                continue
            if top[0] == c[0]:
                score += w.same_rank_cover
            else:
                score -= w.block
                covers.add((top[0], c[0]))
    for a, b in covers:
        if a < b and (b, a) in covers:
            score -= w.weave
    # the next card: chance it can be cleared, and chance it can go nowhere
    spots = open_spots(m)
    score += w.open_spot * len(spots)
    draw_from = pos.stock
    size = pos.stock_size
    if size == 0 and not pos.hard:
        draw_from = Counter({r: 5 - pos.live[r] for r in RANKS})
        size = pos.discard_size
    if size > 0:
        p_clear = 0.0
        for r in RANKS:
            k = draw_from[r]
            if k and clearable(m, r):
                p_clear += k / size
        score += w.clear_chance * p_clear
        if not spots:
            score -= w.lose_next * (1.0 - p_clear)
    # Pent potential: a rank untouched this round with cards clearable together
    pent = (0.0, 0.0, w.pent2, w.pent3, w.pent4, 0.0)
    for r in RANKS:
        if pos.live[r] == 5:
            score += pent[len(clearable(m, r))]
    # a trap-rank card on level 1 is on the way to a Trap win
    if trap_rank is not None:
        for i in range(1, 5):
            c = m[i]
            if c is not None and c[0] == trap_rank:
                score += w.trap_level1
    return score


WIN_VALUE = 1e6
LOSS_VALUE = -500.0  # a drawn card that can go nowhere: the game is lost
STRAND_COST = 30.0  # inside the look-ahead, a stranding clear that is the only way on


def closed_subsets(matrix: list[str | None], group: list[int]) -> list[tuple[int, ...]]:
    """Non-empty subsets of a clearable group that can come off together: every card on
    a chosen card is chosen too (a group has at most five cards)."""
    out = []
    for mask in range(1, 1 << len(group)):
        chosen = {group[i] for i in range(len(group)) if mask >> i & 1}
        if all(matrix[t] is None or t in chosen for i in chosen for t in COVERS_I[i]):
            out.append(tuple(sorted(chosen)))
    return out


def respond(pos: Position, rank: str, w: Weights) -> float:
    """The best static value after a drawn card of ``rank``: cleared with matrix cards of
    its rank or placed; a stranding clear only when nothing else is possible."""
    hand = rank + "?"  # only the rank matters to the rules and to ``evaluate``
    best = best_strand = None
    for subset in closed_subsets(pos.matrix, clearable(pos.matrix, rank)):
        after = apply_clear(pos, [pos.matrix[i] for i in subset], hand)  # type: ignore[misc]
        if after.won is not None:
            return WIN_VALUE
        v = evaluate(after, w)
        if pos.live[rank] - len(subset) - 1 == 1:
            best_strand = v if best_strand is None else max(best_strand, v)
        else:
            best = v if best is None else max(best, v)
    for spot in open_spots(pos.matrix):
        v = evaluate(apply_place(pos, hand, spot), w)
        best = v if best is None else max(best, v)
    if best is not None:
        return best
    if best_strand is not None:
        return best_strand - STRAND_COST
    return LOSS_VALUE


def expected(pos: Position, w: Weights) -> float:
    """The value of drawing now, averaged over the ranks the draw may bring (counts only:
    what a player who watched knows), each answered by ``respond``."""
    counts, size = draw_from(pos)
    if size == 0:
        return evaluate(pos, w)
    total = 0.0
    for r in RANKS:
        k = counts[r]
        if k:
            total += k * respond(pos, r, w)
    return total / size


def hand_free_value(pos: Position, w: Weights) -> float:
    """With no card in hand: the better of drawing (``expected``) and the best clear that
    strands nothing, judged statically."""
    best = expected(pos, w)
    for r in RANKS:
        group = clearable(pos.matrix, r)
        if len(group) < 2:
            continue
        for subset in closed_subsets(pos.matrix, group):
            if len(subset) < 2 or pos.live[r] - len(subset) == 1:
                continue
            after = apply_clear(pos, [pos.matrix[i] for i in subset], None)  # type: ignore[misc]
            best = max(best, WIN_VALUE if after.won else evaluate(after, w))
    return best


class Bot:
    """Plays the move whose resulting position is worth most, looking one draw ahead:
    every rank the next draw may bring (by the counts, never the stock order) and the
    best answer to it (wins first; the strategy notes' rules on top, see ``ranked``)."""

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.seed = seed
        self.weights = weights or Weights()

    def ranked(self, game: Zoomer) -> list[tuple[float, Move]]:
        """Every legal move with its value, best first (ties keep the legal order).

        Wins come first; then moves that neither lose at once nor strand a card
        (``strands``); then stranding clears that do not lose at once; then the rest.
        """
        pos = Position.of(game)
        scored: list[tuple[tuple, int, float, Move]] = []
        for n, move in enumerate(game.legal_moves()):
            if move[0] == "clear":
                after = apply_clear(pos, list(move[1:]), game.hand)
            elif move[0] == "place":
                after = apply_place(pos, game.hand, SPOT_INDEX[(move[1], move[2])])  # type: ignore[arg-type]
            else:  # draw: the position as it stands
                after = pos
            won = after.won is not None
            if won:
                value = WIN_VALUE
            elif move[0] == "draw":
                value = expected(pos, self.weights)
            else:
                value = hand_free_value(after, self.weights)
            safe = won or not loses_at_once(game, move)
            allowed = won or not strands(pos, move, game.hand)
            scored.append(((won, safe, allowed, value), n, value, move))
        scored.sort(key=lambda t: (tuple(-x for x in t[0]), t[1]))
        return [(v, m) for _, _, v, m in scored]

    def choose(self, game: Zoomer) -> Move:
        moves = self.ranked(game)
        if not moves:
            raise ValueError("no legal move: the game is over")
        return moves[0][1]

    def hint(self, game: Zoomer) -> Hint:
        if game.status != "playing":
            return Hint(None, game.status == "won", "The game is over.")
        value, move = self.ranked(game)[0]
        if value >= WIN_VALUE:
            return Hint(move, True, "This clear wins.")
        return Hint(move, None, _explain(game, move), {"value": value})


def _explain(game: Zoomer, move: Move) -> str:
    if move[0] == "draw":
        return "Draw a card."
    if move[0] == "place":
        spot = SPOT_INDEX[(move[1], move[2])]
        under = [game.matrix[t] for t in RESTS_I[spot]]
        hand = game.hand or ""
        if any(c is not None and c[0] == hand[:1] for c in under):
            return "Place it on a card of the same rank."
        return "Place it where it blocks least."
    return f"Clear the {C.RANK_NAMES[move[1][0]]}s."
