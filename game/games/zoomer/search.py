"""Zoomer Matrix: the position the policy searches, its static value, and the search
over draws (expectimax: every rank the next draw may bring, weighted by its count).

Why tuples of small ints: a look two draws ahead values some tens of thousands of
positions per move, so a position is a plain tuple (hashable, cheap to build and to
cache) and a rank is its index in ``RANKS``. Only ranks matter to the rules, so a
draw is a chance node over ranks: exactly what a player who watched knows (the
counts per rank in the stock and the discard pile, never the stock's order).

A position is ``(matrix, live, stock, stock_size, discard_size)``:

- ``matrix``: 13 rank indices in ``SPOTS`` order, ``EMPTY`` for an empty spot;
- ``live``: per rank, the cards not in the discard pile this round (5 minus those
  cleared since the last reshuffle);
- ``stock``: per rank, the cards in the stock (by counting);
- ``stock_size`` and ``discard_size``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.zoomer.rules import COVERS_I, PENT, RESTS_I, SPOTS, ZOOMER_RANKS, Zoomer

Pos = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int]
# what the Matrix alone says (``Values._matrix_features``): its score, the Trap card's
# rank, the Pent bonus per rank, the ranks with a buried card, the ranks with a free
# card, and the open spots
Features = tuple[float, int, tuple[float, ...], tuple[int, ...], tuple[int, ...], int]

N = len(SPOTS)
COVER_PAIRS = tuple((i, t) for i in range(N) for t in COVERS_I[i])
TOP_DOWN = tuple(range(N - 1, -1, -1))  # a spot's covers always come later in SPOTS
LEVEL1 = (1, 2, 3, 4)
RANKS = ZOOMER_RANKS
R = len(RANKS)
RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
COPIES = 5  # cards of each rank
EMPTY = -1
CACHE_LIMIT = 300_000  # entries per cache before it starts afresh (memory stays bounded)


class OutOfNodes(Exception):
    """The search's node budget is spent (see ``Values.budget``)."""


@dataclass
class Weights:
    """How much each feature of a position counts (see ``Values.evaluate``)."""

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
    win: float = 1e6  # a win inside the search, against the features' points
    loss: float = -500.0  # a drawn card that can go nowhere
    strand_cost: float = 30.0  # inside the search, a stranding clear that is the only way on


# --- the Matrix --------------------------------------------------------------


def position_of(game: Zoomer) -> Pos:
    """The searched position of ``game``, from what a watcher knows (no stock order)."""
    matrix = tuple(EMPTY if c is None else RANK_INDEX[c[0]] for c in game.matrix)
    live = [COPIES] * R
    for card in game.discard:
        live[RANK_INDEX[card[0]]] -= 1
    stock = [0] * R
    for card in game.stock:
        stock[RANK_INDEX[card[0]]] += 1
    return matrix, tuple(live), tuple(stock), len(game.stock), len(game.discard)


def free_mask(m: tuple[int, ...]) -> list[bool]:
    """Per spot: a card that can come off with its rank (nothing of another rank on it,
    and every card on it can come off too)."""
    ok = [False] * N
    for i in TOP_DOWN:
        r = m[i]
        if r == EMPTY:
            continue
        for t in COVERS_I[i]:
            mt = m[t]
            if mt != EMPTY and (mt != r or not ok[t]):
                break
        else:
            ok[i] = True
    return ok


def open_spots(m: tuple[int, ...]) -> list[int]:
    """Empty spots a card may be placed in: every spot they rest on holds a card."""
    out = []
    for i in range(N):
        if m[i] == EMPTY and all(m[t] != EMPTY for t in RESTS_I[i]):
            out.append(i)
    return out


def closed_subsets(m: tuple[int, ...], group: list[int]) -> list[tuple[int, ...]]:
    """Non-empty subsets of one rank's free spots that can come off together: every
    card on a chosen card is chosen too (a group has at most five cards)."""
    out = []
    n = len(group)
    for mask in range(1, 1 << n):
        chosen = [group[i] for i in range(n) if mask >> i & 1]
        inside = set(chosen)
        if all(m[t] == EMPTY or t in inside for i in chosen for t in COVERS_I[i]):
            out.append(tuple(chosen))
    return out


def free_of(m: tuple[int, ...], rank: int) -> list[int]:
    ok = free_mask(m)
    return [i for i in range(N) if ok[i] and m[i] == rank]


# --- moves on a position -----------------------------------------------------


def clear(pos: Pos, spots: tuple[int, ...] | list[int], rank: int, hand: bool) -> tuple[Pos, bool]:
    """The position after clearing ``spots`` (and the hand card), and whether it wins."""
    m, live, stock, ssize, dsize = pos
    ml = list(m)
    for i in spots:
        ml[i] = EMPTY
    taken = len(spots) + (1 if hand else 0)
    lv = list(live)
    lv[rank] -= taken
    won = 0 in spots or taken >= PENT
    return (tuple(ml), tuple(lv), stock, ssize, dsize + taken), won


def place(pos: Pos, rank: int, spot: int) -> Pos:
    m, live, stock, ssize, dsize = pos
    ml = list(m)
    ml[spot] = rank
    return tuple(ml), live, stock, ssize, dsize


def strands_after(live: tuple[int, ...], rank: int, taken: int) -> bool:
    """A clear of ``taken`` cards that leaves exactly one live card of its rank: a second
    pair, or four of a kind (the notes' "pairs against trios")."""
    return live[rank] - taken == 1


def draw_counts(pos: Pos, hard: bool) -> tuple[tuple[int, ...] | list[int], int]:
    """Per rank, the cards the next draw may bring, and how many: the stock, or in normal
    mode with the stock empty the discard pile that will be reshuffled into it."""
    _, live, stock, ssize, dsize = pos
    if ssize == 0 and not hard:
        return [COPIES - x for x in live], dsize
    return stock, ssize


def after_draw(pos: Pos, rank: int, hard: bool) -> Pos:
    """The position once a card of ``rank`` is drawn (a reshuffle first if one is due)."""
    m, live, stock, ssize, dsize = pos
    if ssize == 0 and not hard:
        counts = [COPIES - x for x in live]
        ssize, dsize, live = dsize, 0, (COPIES,) * R
    else:
        counts = list(stock)
    counts[rank] -= 1
    return m, live, tuple(counts), ssize - 1, dsize


def draw_may_lose(pos: Pos, hard: bool) -> bool:
    """Whether the next draw may bring a card that can be neither placed nor cleared: no
    spot is open and some rank still to come has no free card in the Matrix."""
    counts, size = draw_counts(pos, hard)
    m = pos[0]
    if size == 0 or open_spots(m):
        return False
    ok = free_mask(m)
    free = {m[i] for i in range(N) if ok[i]}
    return any(counts[r] and r not in free for r in range(R))


def hand_options(pos: Pos, rank: int) -> list[tuple[Pos, bool, bool]]:
    """Each way to play a hand card of ``rank``: (position after, wins, strands)."""
    m, live = pos[0], pos[1]
    out = []
    group = free_of(m, rank)
    if group:
        for sub in closed_subsets(m, group):
            after, won = clear(pos, sub, rank, True)
            out.append((after, won, strands_after(live, rank, len(sub) + 1)))
    for spot in open_spots(m):
        out.append((place(pos, rank, spot), False, False))
    return out


def free_clears(pos: Pos) -> list[tuple[Pos, bool, bool]]:
    """Each clear with no card in hand (two or more cards): (after, wins, strands)."""
    m, live = pos[0], pos[1]
    ok = free_mask(m)
    out = []
    for r in range(R):
        group = [i for i in range(N) if ok[i] and m[i] == r]
        if len(group) < 2:
            continue
        for sub in closed_subsets(m, group):
            if len(sub) >= 2:
                after, won = clear(pos, sub, r, False)
                out.append((after, won, strands_after(live, r, len(sub))))
    return out


# --- values ------------------------------------------------------------------


class Values:
    """Static values of positions and the search over draws, with caches kept across
    moves (a game revisits the same Matrix again and again; the caches are bounded)."""

    def __init__(self, hard: bool, weights: Weights, notes: bool = True) -> None:
        self.hard = hard
        self.w = weights
        self.notes = notes  # False: a stranding clear is searched like any other
        self._matrix: dict[tuple[int, ...], Features] = {}
        self._static: dict[Pos, float] = {}
        self._free: dict[tuple[Pos, int, int], float] = {}
        self.nodes = 0  # answers to a drawn card worked out (not found in a cache)
        self.budget: int | None = None  # raise OutOfNodes past this many nodes

    def trim(self) -> None:
        """Start a cache afresh once it is large (called between moves)."""
        for cache in (self._matrix, self._static, self._free):
            if len(cache) > CACHE_LIMIT:
                cache.clear()

    # static value: what the Matrix alone says, then the counts
    def _matrix_features(self, m: tuple[int, ...]) -> Features:
        hit = self._matrix.get(m)
        if hit is not None:
            return hit
        w = self.w
        ok = free_mask(m)
        count = [0] * R
        free = [0] * R
        for i in range(N):
            r = m[i]
            if r != EMPTY:
                count[r] += 1
                free[r] += ok[i]
        score = -w.matrix_card * sum(count)
        covers = set()
        for i, t in COVER_PAIRS:
            a, b = m[i], m[t]
            if a == EMPTY or b == EMPTY:
                continue
            if a == b:
                score += w.same_rank_cover  # it can go with the card it covers
            else:
                score -= w.block
                covers.add((b, a))
        for a, b in covers:
            if a < b and (b, a) in covers:
                score -= w.weave  # two ranks each covering the other somewhere
        spots = len(open_spots(m))
        score += w.open_spot * spots
        trap = m[0]
        if trap != EMPTY:
            score += w.trap_level1 * sum(1 for i in LEVEL1 if m[i] == trap)
        pent = (0.0, 0.0, w.pent2, w.pent3, w.pent4, 0.0)
        out: Features = (
            score,
            trap,
            tuple(pent[k] for k in free),
            tuple(r for r in range(R) if count[r] and free[r] < count[r]),
            tuple(r for r in range(R) if free[r]),
            spots,
        )
        self._matrix[m] = out
        return out

    def evaluate(self, pos: Pos) -> float:
        """Higher is better: the features of the Matrix, then what the counts add (cards
        stranded this round, Pent chances, the chance the next card can be cleared or
        can go nowhere)."""
        hit = self._static.get(pos)
        if hit is not None:
            return hit
        w = self.w
        _, live, stock, ssize, dsize = pos
        score, trap, pent, stuck, free_ranks, spots = self._matrix_features(pos[0])
        stranded = w.stranded_hard if self.hard else w.stranded
        for r in range(R):
            n = live[r]
            if n == COPIES:
                score += pent[r]  # untouched this round: a Pent is still possible
            elif n == 1:
                score -= w.trap_rank_dead if r == trap else stranded
        for r in stuck:
            if live[r] == 3:  # a pair gone: only a trio may take the rest, and one is buried
                score -= w.live3_stuck
        if ssize == 0 and not self.hard:
            size = dsize
            hits = sum(COPIES - live[r] for r in free_ranks)
        else:
            size = ssize
            hits = sum(stock[r] for r in free_ranks)
        if size > 0:
            p_clear = hits / size
            score += w.clear_chance * p_clear
            if not spots:
                score -= w.lose_next * (1.0 - p_clear)
        self._static[pos] = score
        return score

    # the search
    def with_hand(self, pos: Pos, rank: int, depth: int, beam: int) -> float:
        """The best value with a card of ``rank`` in hand, ``depth`` draws still to look
        at: a win first; a stranding clear only when nothing else is possible; a card
        that can go nowhere loses. Past the last draw only the ``beam`` best options
        by static value are searched further."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OutOfNodes
        options = hand_options(pos, rank)
        if not self.notes:
            options = [(after, won, False) for after, won, _ in options]
        for _, won, _ in options:
            if won:
                return self.w.win
        if depth > 0 and len(options) > beam:
            keep = sorted((o for o in options if not o[2]), key=lambda o: -self.evaluate(o[0]))
            stranding = sorted((o for o in options if o[2]), key=lambda o: -self.evaluate(o[0]))
            options = keep[:beam] + stranding[:1]
        best: float | None = None
        best_strand: float | None = None
        for after, _, strand in options:
            v = self.hand_free(after, depth, beam) if depth > 0 else self.evaluate(after)
            if strand:
                best_strand = v if best_strand is None else max(best_strand, v)
            elif best is None or v > best:
                best = v
        if best is not None:
            return best
        if best_strand is not None:
            return best_strand - self.w.strand_cost
        return self.w.loss

    def draw(self, pos: Pos, depth: int, beam: int) -> float:
        """The value of drawing now, over every rank the draw may bring, by its count."""
        counts, size = draw_counts(pos, self.hard)
        if size == 0:
            return self.evaluate(pos)
        total = 0.0
        for r in range(R):
            k = counts[r]
            if k:
                total += k * self.with_hand(after_draw(pos, r, self.hard), r, depth - 1, beam)
        return total / size

    def hand_free(self, pos: Pos, depth: int, beam: int) -> float:
        """No card in hand, ``depth`` draws to look at: the better of drawing and the best
        clear that strands nothing."""
        key = (pos, depth, beam)
        hit = self._free.get(key)
        if hit is not None:
            return hit
        best = self.draw(pos, depth, beam)
        for after, won, strand in free_clears(pos):
            if won:
                best = self.w.win
                break
            if not strand or not self.notes:
                v = self.evaluate(after) if depth <= 1 else self.hand_free(after, depth - 1, beam)
                best = max(best, v)
        self._free[key] = best
        return best
