"""The Maze solver's scoring is written for speed (chains followed card by card, a
board's children reusing the chains a move did not touch, the costly part asked only
when it can matter): it must score every board exactly as the plain cell-by-cell
reading below does, or the search (and every hint and verdict) would change."""

import random

from game.games.maze import bot as maze
from game.games.maze.bot import (
    ACES,
    COST_CAP,
    GAP,
    INF,
    LEFT,
    NCARDS,
    PREDS,
    RIGHT,
    ROTATE,
    RUN_LEN,
    WEIGHT,
    N,
)
from game.rules import GAMES


def ref_closure(
    b: bytearray, pos: list[int], t: int, s: int, span: int, limit: int
) -> tuple[int, list[int]]:
    """Moves needed to empty cell ``t`` (INF if no walk reaches a gap), and the cells seen.

    The card in ``t`` can go to the cell after its predecessor (or, in normal
    mode, before its successor); if that cell holds a card, it must go first,
    and so on. Cells of the chain (``s`` .. ``s+span``) are never disturbed.
    """
    seen = {t}
    order = [t]
    frontier = [t]
    d = 0
    while frontier and d < limit:
        d += 1
        nxt = []
        for c in frontier:
            w = b[c]
            acc = [RIGHT[pos[p]] for p in PREDS[w]]
            if w % RUN_LEN != RUN_LEN - 1:
                acc.append(LEFT[pos[w + 1]])
            for a in acc:
                if (a - s) % N <= span or a in seen:
                    continue
                if b[a] == GAP:
                    return d, order
                seen.add(a)
                nxt.append(a)
                order.append(a)
        frontier = nxt
    return INF, order


def ref_vacate(b: bytearray, pos: list[int], t: int, s: int, span: int) -> int:
    """Estimated moves to empty ``t``; when every walk loops, the cost of breaking a loop."""
    d, seen = ref_closure(b, pos, t, s, span, 14)
    if d < INF:
        return d
    best = INF
    for x in seen:
        y = LEFT[x]
        if (y - s) % N <= span or b[y] == GAP:
            continue
        d2, _ = ref_closure(b, pos, y, s, span, 8)
        if d2 < best:
            best = d2
    return 8 + best if best < INF else INF


def ref_evaluate(b: bytearray, pos: list[int]) -> tuple[int, int]:
    """(score, longest chain): chain length * WEIGHT minus the moves to extend it, minus
    ROTATE per card read before the chain's Ace (the rotation that would cost at the end)."""
    best = -1
    best_n = 0
    covered = 0
    for ace in ACES:
        if covered >> ace & 1:
            continue  # inside a longer chain: same end, fewer cards
        s = pos[ace]
        n = 0
        last = s
        suits = 0
        need = ace
        i = s
        gap_seen = False  # a gap inside the chain so far
        since_gap = 0  # chain cards after the last inner gap
        gap_after_last = False
        for _ in range(N):
            c = b[i]
            if c == GAP:
                gap_after_last = True
            else:
                if need < 0:
                    ok = c % RUN_LEN == 0 and not suits >> (c // RUN_LEN) & 1
                else:
                    ok = c == need
                if not ok:
                    break
                if gap_after_last and n:
                    gap_seen = True
                    since_gap = 0
                gap_after_last = False
                n += 1
                since_gap += 1
                last = i
                if c % RUN_LEN == 0:
                    suits |= 1 << (c // RUN_LEN)
                    covered |= 1 << c
                need = c + 1 if c % RUN_LEN != RUN_LEN - 1 else -1
                if n == NCARDS:
                    return 10**6, NCARDS
            i = i + 1 if i < N - 1 else 0
        if gap_after_last:
            cost = 0
        else:
            span = (last - s) % N
            cost = since_gap if gap_seen else INF
            if cost > 1:
                cost = min(cost, ref_vacate(b, pos, RIGHT[last], s, span))
        score = n * WEIGHT - min(cost, COST_CAP) - ROTATE * (s - b.count(GAP, 0, s))
        if score > best:
            best = score
            best_n = n
    return best, best_n


def boards(seed: int, count: int):
    """Boards a search meets: random legal moves from a deal, and from a nearly won one."""
    rnd = random.Random(seed)
    for deal in range(count):
        game = GAMES["maze"].new(seed=seed * 100 + deal, hard=False)
        b = maze._encode(game)
        for _ in range(rnd.randint(0, 60)):
            moves = maze._moves(b, maze._positions(b))
            if not moves:
                break
            s, d = rnd.choice(moves)
            b[d], b[s] = b[s], GAP
        yield b
    # sorted boards with a few cards moved: long chains, the costly case
    for _ in range(count):
        cards = list(range(NCARDS)) + [GAP] * (N - NCARDS)
        for _ in range(rnd.randint(1, 6)):
            i, j = rnd.sample(range(N), 2)
            cards[i], cards[j] = cards[j], cards[i]
        turn = rnd.randrange(N)
        yield bytearray(cards[turn:] + cards[:turn])


def test_scores_match_the_plain_reading():
    for b in boards(1, 60):
        pos = maze._positions(b)
        assert maze._evaluate(b, pos) == ref_evaluate(b, pos)


def test_a_child_reusing_its_parents_chains_scores_as_if_read_afresh():
    for b in boards(2, 30):
        pos = maze._positions(b)
        walks = maze._walks(b, pos)
        for s, d in maze._moves(b, pos):
            w = b[s]
            b[d], b[s] = w, GAP
            pos[w] = d
            assert maze._evaluate(b, pos, walks, s, d) == ref_evaluate(b, pos)
            b[s], b[d] = w, GAP
            pos[w] = s
