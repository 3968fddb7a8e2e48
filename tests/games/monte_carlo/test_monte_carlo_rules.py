"""Monte Carlo rules, each with a deal built to make it matter."""

import pytest

from game.games.monte_carlo.rules import NEIGHBOURS
from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import IllegalMove
from tests.contract import contract_tests, random_playouts

MC = GAMES["monte_carlo"]


def no_pairs_filler() -> list[str]:
    """A 52-card order whose first 25 cards contain no touching equal ranks."""
    ranks = "A23456789TJQK"
    grid = []
    used = set()
    # rank at (r,c) = (r*2 + c*5) % 13 keeps every neighbour a different rank
    for r in range(5):
        for c in range(5):
            rk = ranks[(r * 2 + c * 5) % 13]
            for s in C.SUITS:
                if rk + s not in used:
                    used.add(rk + s)
                    grid.append(rk + s)
                    break
    return grid + [c for c in C.standard_deck() if c not in used]


def test_neighbour_table_corners_edges_and_no_wrap():
    assert sorted(NEIGHBOURS[0]) == [1, 5, 6]
    assert sorted(NEIGHBOURS[4]) == [3, 8, 9]
    assert sorted(NEIGHBOURS[12]) == [6, 7, 8, 11, 13, 16, 17, 18]
    assert 5 not in NEIGHBOURS[4]  # end of row 0 does not touch start of row 1
    assert 10 not in NEIGHBOURS[9]


def test_filler_has_no_pairs():
    g = MC.new(deck=no_pairs_filler())
    assert g.pairs() == []


def place(deck: list[str], cell: int, card: str) -> list[str]:
    """Swap ``card`` into ``cell`` of a deal."""
    d = list(deck)
    j = d.index(card)
    d[cell], d[j] = d[j], d[cell]
    return d


@pytest.mark.parametrize("a,b", [(0, 6), (4, 8), (20, 16), (24, 18), (12, 6), (12, 18), (7, 11)])
def test_diagonal_and_orthogonal_pairs_touch(a, b):
    deck = no_pairs_filler()
    rk = C.rank(deck[a])
    other = next(c for c in deck[25:] if c[0] == rk)
    deck = place(deck, b, other)
    g = MC.new(deck=deck)
    lo, hi = sorted((a, b))
    assert ("pair", lo, hi) in g.legal_moves()
    g.play(("pair", lo, hi))
    assert g.grid[lo] is None and g.grid[hi] is None
    assert g.pairs_made == 1


def test_row_end_and_next_row_start_do_not_touch():
    deck = no_pairs_filler()
    rk = deck[4][0]
    other = next(c for c in deck[25:] if c[0] == rk)
    deck = place(deck, 5, other)
    g = MC.new(deck=deck)
    assert ("pair", 4, 5) not in g.legal_moves()
    with pytest.raises(IllegalMove, match="do not touch"):
        g.play(("pair", 4, 5))


def with_pair_at(deck: list[str], a: int, b: int) -> list[str]:
    """Make cells a and b the same rank, taking the partner from the stock."""
    return place(deck, b, next(c for c in deck[25:] if c[0] == deck[a][0]))


def test_different_ranks_refused_and_state_unchanged():
    g = MC.new(deck=with_pair_at(no_pairs_filler(), 23, 24))
    before = g.to_dict()
    with pytest.raises(IllegalMove, match="not the same rank"):
        g.play(("pair", 0, 1))
    assert g.to_dict() == before


def test_pair_order_and_empty_cells():
    deck = no_pairs_filler()
    other = next(c for c in deck[25:] if c[0] == deck[0][0])
    g = MC.new(deck=place(deck, 1, other))
    with pytest.raises(IllegalMove, match="lower cell first"):
        g.play(("pair", 1, 0))
    g.play(("pair", 0, 1))
    with pytest.raises(IllegalMove, match="empty"):
        g.play(("pair", 0, 1))
    with pytest.raises(IllegalMove, match="no cell"):
        g.play(("pair", 0, 25))


def test_compaction_only_without_pairs():
    deck = no_pairs_filler()
    # two pairs: 0-1 and 12-13
    deck = place(deck, 1, next(c for c in deck[25:] if c[0] == deck[0][0]))
    deck = place(deck, 13, next(c for c in deck[25:] if c[0] == deck[12][0]))
    g = MC.new(deck=deck)
    g.play(("pair", 0, 1))
    assert ("compact",) not in g.legal_moves()
    with pytest.raises(IllegalMove, match="pair is still"):
        g.play(("compact",))
    g.play(("pair", 12, 13))
    assert g.legal_moves() == [("compact",)]


def test_compaction_slides_in_reading_order_then_refills_from_stock_top():
    deck = no_pairs_filler()
    deck = place(deck, 1, next(c for c in deck[25:] if c[0] == deck[0][0]))
    g = MC.new(deck=deck)
    survivors = g.grid[2:]
    stock_top = g.stock[:2]
    g.play(("pair", 0, 1))
    (event,) = g.play(("compact",))
    assert g.grid[:23] == survivors
    assert g.grid[23:] == stock_top
    assert event["type"] == "compact"
    assert [s["from"] for s in event["slides"]] == list(range(2, 25))
    assert [s["to"] for s in event["slides"]] == list(range(0, 23))
    assert event["refills"] == [{"card": stock_top[0], "to": 23}, {"card": stock_top[1], "to": 24}]
    assert len(g.stock) == 25


def test_compaction_that_changes_nothing_is_not_legal():
    # a full grid with no pairs and a stock: nothing to compact, so the game is lost
    g = MC.new(deck=no_pairs_filler())
    assert not g.compaction_changes_something()
    assert g.legal_moves() == []
    assert g.status == "lost"
    assert "changes nothing" in g.loss_reason()


def test_gaps_only_at_the_end_with_empty_stock_change_nothing():
    g = MC.new(deck=no_pairs_filler())
    g.stock = []
    g.grid[24] = None
    g.discard = [c for c in g.deck if c not in g.grid]
    assert not g.compaction_changes_something()
    g.grid[23], g.grid[24] = None, g.grid[23]
    assert g.compaction_changes_something()


def test_hard_mode_stops_after_seven_compactions():
    g = MC.new(deck=no_pairs_filler(), hard=True)
    # a gap at cell 0 and six compactions already used
    g.discard = [g.grid[0]]
    g.grid[0] = None
    # the refill lands in cell 24, next to the cards now in 19, 20 and 24: keep it pair-free
    near = {g.grid[i][0] for i in (19, 20, 24)}
    safe = next(c for c in g.stock if c[0] not in near)
    g.stock.remove(safe)
    g.stock.insert(0, safe)
    g.compactions = 6
    g._update_status()
    assert g.compactions_left == 1
    assert g.legal_moves() == [("compact",)]
    g.play(("compact",))
    assert g.grid[24] == safe and g.compactions == 7 and g.compactions_left == 0
    g.discard.append(g.grid[0])
    g.grid[0] = None
    g._update_status()
    assert g.compaction_changes_something()
    assert g.legal_moves() == [] and g.status == "lost"
    assert "7 compactions" in g.loss_reason()
    g.status = "playing"
    with pytest.raises(IllegalMove, match="only 7 compactions"):
        g.play(("compact",))


def test_normal_mode_has_no_compaction_limit():
    g = MC.new(seed=3)
    assert g.compactions_left is None


def test_win_when_all_52_are_paired():
    # ranks laid out so that repeatedly pairing the first legal pair clears everything:
    # each rank's four cards sit side by side in reading order.
    order = [r + s for r in C.RANKS for s in C.SUITS]
    g = MC.new(deck=order)
    for _ in range(200):
        moves = g.legal_moves()
        if not moves:
            break
        g.play(moves[0])
    assert g.status == "won"
    assert len(g.discard) == 52 and g.stock == [] and all(c is None for c in g.grid)


def test_moves_after_the_end_are_refused():
    g = MC.new(deck=no_pairs_filler())
    with pytest.raises(IllegalMove, match="over"):
        g.play(("compact",))


def test_random_games_end_and_conserve_cards():
    finished = random_playouts("monte_carlo", games=40)
    assert {g.status for g in finished} <= {"won", "lost"}


TestMonteCarloContract = contract_tests("monte_carlo")


def test_the_numbers_a_player_reads_come_from_the_rules_constants():
    from game.games.monte_carlo.rules import DECK_SIZE, HARD_COMPACTIONS, PAIRS

    g = GAMES["monte_carlo"].new(seed=5)
    assert PAIRS * 2 == DECK_SIZE == len(g.grid) + len(g.stock)
    assert g.compactions_left is None
    hard = GAMES["monte_carlo"].new(seed=5, hard=True)
    assert hard.compactions_left == HARD_COMPACTIONS
    hard.compactions = HARD_COMPACTIONS - 1
    assert hard.compactions_left == 1
    hard.discard = list(hard.grid[:4])
    assert hard.pairs_made == 2 < PAIRS
