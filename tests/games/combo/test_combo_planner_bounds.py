"""The Combo-bliterate planner prunes by bounds and keeps them: it must still answer
exactly what a plain exhaustive search answers, and what it remembers must never go stale."""

import random

from game.games.combo import bot as combo
from game.games.combo.rules import PASS_MAX_LINE


def exhaustive(stock: int):
    """A plain memoised search of every move, in the planner's order (first best wins)."""
    memo: dict = {}

    def best(line: tuple[int, ...], rel: int) -> tuple[float, tuple | None]:
        hit = memo.get((line, rel))
        if hit is not None:
            return hit
        if not line and stock == 0:
            return 0.0, None
        value, move = -1e18, None
        if len(line) <= PASS_MAX_LINE and stock > 0:
            value, move = combo.pass_value(len(line), stock), ("pass",)
        for i in range(len(line)):
            rest, points = combo.remove(line, i)
            v = points + best(rest, rel)[0]
            if v > value:
                value, move = v, ("remove", i)
        if rel > 0 and len(line) >= 3:
            for i in range(len(line)):
                for j in range(len(line)):
                    if j in (i, i - 1):
                        continue
                    v = best(combo.relocate(line, i, j), rel - 1)[0]
                    if v > value:
                        value, move = v, ("relocate", i, j)
        memo[(line, rel)] = value, move
        return value, move

    return best


def positions(count: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(count):
        n = rnd.randint(1, 7)
        yield tuple(rnd.sample(range(52), n)), rnd.choice([0, 1, 2]), rnd.choice([0, 0, 2, 9, 30])


def test_the_bounded_search_gives_the_exhaustive_value_and_move():
    for line, rel, stock in positions(60, seed=3):
        assert combo.Planner(stock).best(line, rel) == exhaustive(stock)(line, rel), (line, rel)


def test_what_a_planner_remembers_matches_a_fresh_search():
    # one planner answers many positions in turn, as in a deal; its kept values and
    # bounds, and every later answer, must be those of a search from nothing
    rnd = random.Random(8)
    for stock in (0, 9):
        planner = combo.Planner(stock)
        fresh = exhaustive(stock)
        start = tuple(rnd.sample(range(52), 8))
        line = start
        for _ in range(6):
            for rel in (2, 1, 0):
                assert planner.best(line, rel) == fresh(line, rel)
            if len(line) <= 2:
                break
            line = combo.remove(line, rnd.randrange(len(line)))[0]
        kept = [(ln, rel, entry) for rel in range(3) for ln, entry in planner.table[rel].items()]
        bounded = [k for k in kept if k[2][1] is combo.BOUND]
        assert bounded, "the searches above should have failed low somewhere"
        for line, rel, (value, move) in kept:
            if move is combo.BOUND:
                assert fresh(line, rel)[0] <= value
            else:
                assert (value, move) == fresh(line, rel)


def test_the_ceiling_bounds_every_order_of_the_cards():
    rnd = random.Random(5)
    for _ in range(25):
        cards = rnd.sample(range(52), rnd.randint(1, 6))
        stock = rnd.choice([0, 9])
        planner = combo.Planner(stock)
        top = planner.ceiling(tuple(cards), combo.cards_key(tuple(cards)))
        for _ in range(4):
            rnd.shuffle(cards)
            assert exhaustive(stock)(tuple(cards), 0)[0] <= top
