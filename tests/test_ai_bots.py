"""Bots of Combo-bliterate, Zoomer Matrix and SLOTKER: legal, fair, right where it matters."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from game.ai import Hint, bot_for
from game.games.combo import bot as combo_ai
from game.games.slotker import bot as slotker_ai
from game.games.slotker.match_rules import SlotkerMatch
from game.games.zoomer import bot as zoomer_ai
from game.games.zoomer.rules import SPOTS, zoomer_deck
from game.rules import GAMES
from game.rules import cards as C
from tests.contract import assert_conserved
from tests.sampling import sampled

Combo = GAMES["combo"]
Zoomer = GAMES["zoomer"]
Slotker = GAMES["slotker"]


def play_out(name: str, seed: int, hard: bool, cap: int = 5000):
    """A whole game by the bot, checking every move it picks is one the rules list."""
    bot = bot_for(name)
    g = GAMES[name].new(seed=seed, hard=hard)
    for _ in range(cap):
        if g.status != "playing":
            break
        move = bot.choose(g)
        assert g.normalize(move) in g.legal_moves(), f"{name} seed {seed}: illegal {move!r}"
        g.play(move)
        assert_conserved(g)
    assert g.status in ("won", "lost"), f"{name} seed {seed}: game did not end in {cap} moves"
    return g


# --- whole games, both modes ------------------------------------------------------


# deals 0 and 1 of each mode: deal 0 in the quick suite, both in the full one
@pytest.mark.parametrize(
    "hard, seed",
    sampled([(hard, seed) for hard in (False, True) for seed in (0, 1)], keep=lambda c: c[1] == 0),
)
def test_combo_bot_plays_whole_games_legally(hard, seed):
    g = play_out("combo", seed, hard)
    assert g.stock == [] and g.line == []


# (mode, deal, the reshuffles it must reach). Normal mode: deal 39 is a long game lost
# after seven reshuffles (3.3 s of the two-deep search), 1 and 9 are Pent wins, 36 a Trap
# win. Hard mode, where the bot looks three draws deep: Pent wins (1, 6.7 s; 4, 1.4 s)
# and losses (10, 2.9 s; 15, lost after two clears, 0.3 s). The quick suite plays the
# short ones: a win in normal mode (9), a loss in hard mode (15).
ZOOMER_GAMES = sampled(
    [(False, 1, 0), (False, 39, 2), (False, 9, 0), (False, 36, 0)]
    + [(True, 1, 0), (True, 10, 0), (True, 4, 0), (True, 15, 0)],
    keep={(False, 9, 0), (True, 15, 0)},
)


@pytest.mark.parametrize("hard, seed, reshuffles", ZOOMER_GAMES)
def test_zoomer_bot_plays_whole_games_legally(hard, seed, reshuffles):
    g = play_out("zoomer", seed, hard)
    assert g.result in {None, "trap", "pent", "slam"}
    assert g.reshuffles >= reshuffles  # deal 39: the stock formed again, at least twice


# 25 deals of each mode: the first five in the quick suite, the other twenty in the full one
SLOTKER_GAMES = sampled(
    [
        pytest.param(hard, deals, id=f"{'hard' if hard else 'normal'}-{deals.start}-{deals.stop}")
        for hard in (False, True)
        for deals in (range(5), range(5, 25))
    ],
    keep=lambda case: case[1].start == 0,
)


@pytest.mark.parametrize("hard, deals", SLOTKER_GAMES)
def test_slotker_bot_plays_whole_games_legally(hard, deals):
    played = [play_out("slotker", seed, hard) for seed in deals]
    assert len(played) == len(deals)


def test_bots_are_found_by_name():
    for name, module in (("combo", combo_ai), ("zoomer", zoomer_ai), ("slotker", slotker_ai)):
        assert isinstance(bot_for(name), module.Bot)


@pytest.mark.parametrize("name", ["combo", "zoomer", "slotker"])
def test_hints_name_a_legal_move(name):
    bot = bot_for(name)
    g = GAMES[name].new(seed=3)
    for _ in range(12):
        if g.status != "playing":
            break
        hint = bot.hint(g)
        assert isinstance(hint, Hint)
        assert hint.move in g.legal_moves()
        assert hint.note
        g.play(bot.choose(g))


# --- fairness: the hidden order never changes a decision ---------------------------


def test_combo_bot_ignores_the_stock_order():
    bot = combo_ai.Bot()
    g = Combo.new(seed=11)
    for _ in range(20):
        other = g.clone()
        random.Random(1).shuffle(other.stock)
        if other.stock != g.stock:
            assert combo_ai.Bot().choose(other) == bot.choose(g)
        g.play(bot.choose(g))


# the steps of deal 5 checked: the first 20 in the quick suite, the next 40 in the full one
STOCK_ORDER_STEPS = [pytest.param(range(20), id="0-20"), pytest.param(range(20, 60), id="20-60")]


@pytest.mark.parametrize("steps", sampled(STOCK_ORDER_STEPS, keep={range(20)}))
def test_zoomer_bot_ignores_the_stock_order(steps):
    bot = zoomer_ai.Bot()
    g = Zoomer.new(seed=5)
    for _ in range(steps.start):  # to the first step checked
        g.play(bot.choose(g))
    checked = 0
    for step in steps:
        if g.status != "playing":
            break
        other = g.clone()
        random.Random(step).shuffle(other.stock)
        assert bot.choose(other) == bot.choose(g)
        g.play(bot.choose(g))
        checked += 1
    assert checked == len(steps)  # deal 5 lasts all 60 steps


def test_slotker_bot_ignores_the_pool_order_and_sees_only_the_unseen():
    bot = slotker_ai.Bot()
    for seed in range(6):
        g = Slotker.new(seed=seed)
        while g.status == "playing":
            assert sorted(slotker_ai.unseen_cards(g)) == sorted(g.pool)
            other = g.clone()
            random.Random(seed).shuffle(other.pool)
            assert bot.choose(other) == bot.choose(g)
            g.play(bot.choose(g))


# --- Combo-bliterate: planning beats grabbing ---------------------------------------


def last_deal(line: list[str], relocations: int = 0):
    """A game whose stock is empty and whose line is ``line``; every other card is a penalty."""
    g = Combo.new(deck=line + [c for c in C.standard_deck() if c not in line])
    g.line = list(line)
    g.stock = []
    g.penalty = [c for c in g.deck if c not in line]
    g.relocations_left = relocations
    g._update_status()
    assert_conserved(g)
    return g


def best_final(g, memo: dict | None = None) -> float:
    """Brute force over the real rules: the best final score reachable from ``g``. A
    position met again by another order of removals is looked up, not searched again
    (keyed by its whole state, generator included, so only the very same position is)."""
    if g.status != "playing":
        return g.score
    memo = {} if memo is None else memo
    key = (repr([getattr(g, k) for k in g.STATE]), g.status, g.rng.getstate())
    if key not in memo:
        best = -1e9
        for move in g.legal_moves():
            h = g.clone()
            h.play(move)
            best = max(best, best_final(h, memo))
        memo[key] = best
    return memo[key]


def test_combo_planner_waits_for_the_run_of_four():
    # Greedy: removing 5S (index 3) scores 9D 8D 7C at once (+3 -2 = +1), but
    # leaves TS 5D, two more removals: -3 in all. The plan removes 5D first
    # (-2), then 5S: TS 9D 8D 7C collide into a run of four (+4 -2): 0 in all.
    g = last_deal(["TS", "5D", "9D", "5S", "8D", "7C"])
    start = g.score
    greedy = g.clone()
    greedy.play(("remove", 3))
    assert greedy.score - start == 1
    assert best_final(greedy) - start == -3

    bot = combo_ai.Bot()
    assert bot.choose(g) == ("remove", 1)
    assert bot.plan(g).value == 0
    hint = bot.hint(g)
    assert hint.move == ("remove", 1) and hint.extra["final"] == start
    assert hint.winnable is False  # 46 penalty cards: far below the goal
    good = last_deal(["TS", "5D", "9D", "5S", "8D", "7C"])
    good.face_up, good.penalty = good.penalty, []
    assert combo_ai.Bot().hint(good).winnable is True
    while g.status == "playing":
        g.play(bot.choose(g))
    assert (
        g.score - start == 0 == best_final(last_deal(["TS", "5D", "9D", "5S", "8D", "7C"])) - start
    )


def relocation_lines(count: int = 12, seed: int = 4) -> list[list[str]]:
    """The lines of five the planner with one relocation is checked on, drawn once."""
    rnd = random.Random(seed)
    deck = C.standard_deck()
    return [rnd.sample(deck, 5) for _ in range(count)]


# twelve lines: the first three in the quick suite, the other nine in the full one
RELOCATION_PARTS = [pytest.param(range(3), id="0-3"), pytest.param(range(3, 12), id="3-12")]


@pytest.mark.parametrize("part", sampled(RELOCATION_PARTS, keep={range(3)}))
def test_combo_planner_matches_brute_force_with_a_relocation(part):
    lines = relocation_lines()[part.start : part.stop]
    for line in lines:
        g = last_deal(line, relocations=1)
        plan = combo_ai.Bot().plan(g)
        assert g.score + plan.value == best_final(g), line
    assert len(lines) == len(part)


def test_combo_chain_matches_the_rules():
    rnd = random.Random(9)
    deck = C.standard_deck()
    for _ in range(300):
        line = rnd.sample(deck, rnd.randint(2, 11))
        i = rnd.randrange(len(line))
        g = last_deal(line)
        before = g.score
        g.play(("remove", i))
        rest, points = combo_ai.remove(combo_ai.encode(line), i)
        assert [combo_ai._CARDS[c] for c in rest] == g.line
        assert points / 2 == g.score - before


def test_combo_pass_is_valued_from_counts_only():
    # With two cards left and cards in the stock, passing is the only way on
    # that does not cost a removal; the value depends on how many cards are left.
    g = Combo.new(seed=2)
    g.penalty += g.line[2:]
    g.line = g.line[:2]
    assert combo_ai.Bot().choose(g) == ("pass",)
    # other leftovers, the same counts: the same worth
    h = g.clone()
    h.line, h.stock[:2] = h.stock[:2], h.line
    assert combo_ai.Bot().plan(h).value == combo_ai.Bot().plan(g).value
    assert combo_ai.pass_value(0, 2) == 2 * combo_ai.DOWN  # the bonus takes the last two cards


# --- Zoomer Matrix: the strategy notes -------------------------------------------


def zoomer_position(matrix: dict, hand: str | None):
    """A game with ``matrix`` (spot -> card or None) and ``hand``; the other cards in stock."""
    g = Zoomer.new(seed=0)
    g.matrix = [matrix.get(s) for s in SPOTS]
    used = [c for c in g.matrix if c] + ([hand] if hand else [])
    g.hand = hand
    g.stock = [c for c in zoomer_deck() if c not in used]
    g.discard = []
    g._update_status()
    assert_conserved(g)
    return g


def test_zoomer_bot_places_on_a_card_of_the_same_rank():
    # The 5S at (1,1) is covered by (2,0) and (0,2), so the 5H cannot clear it;
    # four spots are open: (2,2) lies on the 5S, the others on other ranks.
    g = zoomer_position(
        {
            (0, 0): "AS",
            (-1, -1): "2S",
            (1, -1): "3S",
            (-1, 1): "4S",
            (1, 1): "5S",
            (0, -2): "6S",
            (-2, 0): "7S",
            (2, 0): "8S",
            (0, 2): "9S",
        },
        hand="5H",
    )
    places = [m for m in g.legal_moves() if m[0] == "place"]
    assert len(places) == 4 and places[-1] == ("place", 2, 2)
    assert zoomer_ai.Bot().choose(g) == ("place", 2, 2)
    assert "same rank" in zoomer_ai.Bot().hint(g).note


def test_zoomer_bot_takes_a_pent_when_it_has_one():
    g = zoomer_position(
        {
            (0, 0): "AS",
            (-1, -1): "2S",
            (1, -1): "3S",
            (-1, 1): "4S",
            (1, 1): "5S",
            (-2, -2): "7S",
            (2, -2): "7H",
            (-2, 2): "7D",
            (2, 2): "7C",
        },
        hand="7X",
    )
    move = zoomer_ai.Bot().choose(g)
    assert move == ("clear", "7S", "7H", "7D", "7C")
    g.play(move)
    assert g.result == "pent"


def test_zoomer_notes_rule_does_not_take_off_four_of_a_kind_unless_it_wins():
    # The 7X in hand and three free 7s: clearing all four would strand the
    # fifth 7 (the 7C, still in the stock), so the notes' rule clears fewer or places.
    matrix = {
        (0, 0): "AS",
        (-1, -1): "2S",
        (1, -1): "3S",
        (-1, 1): "4S",
        (1, 1): "5S",
        (-2, -2): "7S",
        (2, -2): "7H",
        (-2, 2): "7D",
        (2, 2): "6S",
    }
    g = zoomer_position(matrix, hand="7X")
    assert ("clear", "7S", "7H", "7D") in g.legal_moves()
    move = zoomer_ai.notes_bot().choose(g)
    assert move != ("clear", "7S", "7H", "7D")
    # the same four of a kind with the Trap card among them wins, and is taken by both
    g = zoomer_position({(0, 0): "7S", (1, 1): "7H", (2, 2): "7D"}, hand="7C")
    assert zoomer_ai.notes_bot().choose(g) == ("clear", "7S", "7H", "7D")
    move = zoomer_ai.Bot().choose(g)
    assert move == ("clear", "7S", "7H", "7D")
    g.play(move)
    assert g.result == "trap"


# --- SLOTKER: exact chances and what they decide ----------------------------------


def test_draw_chance_counts_rank_outs_exactly():
    pool = ["7D", "7C", "2S", "AS"]
    assert slotker_ai.draw_chance(["7S", "7H"], pool, None) == Fraction(1, 2)
    assert slotker_ai.draw_chance(["7S", "7H"], pool, ["6S", "6H", "6D"]) == Fraction(1, 2)
    assert slotker_ai.draw_chance(["7S", "7H"], pool, ["8S", "8H", "8D"]) == 0
    # any poker trips outrank any symbol trips
    assert slotker_ai.draw_chance(["7S", "7H"], pool, ["AS", "JS", "6H"]) == Fraction(1, 2)
    assert slotker_ai.draw_chance(["7S", "7H"], [], None) == 0


def test_draw_chance_counts_symbol_outs_and_their_rank_exactly():
    # 2D and 5S are BELLs; of the unseen cards only 7H is a BELL.
    pool = ["7H", "2S", "9C"]
    assert slotker_ai.draw_chance(["2D", "5S"], pool, None) == Fraction(1, 3)
    # three BELLs beat three LEMONs ...
    assert slotker_ai.draw_chance(["2D", "5S"], pool, ["5C", "7C", "8H"]) == Fraction(1, 3)
    # ... but 7-5-2 high card does not beat the BELLs 8C TC KS (King high)
    assert slotker_ai.draw_chance(["2D", "5S"], pool, ["8C", "TC", "KS"]) == 0
    # AS and 3C are BARs: two BAR outs (6H, 9D) among five unseen cards
    assert slotker_ai.draw_chance(["AS", "3C"], ["6H", "9D", "2S", "AH", "KD"], None) == Fraction(
        2, 5
    )


def slotker_position(run: int, high: list[str] | None, hand: list[str], hard: bool = False):
    """A solo game in ``run`` with ``high`` to beat and ``hand`` waiting; the rest unseen."""
    g = Slotker.new(seed=0, hard=hard)
    g.run = run
    g.high_set = list(high) if high else None
    g.hand = list(hand)
    g.pool = [c for c in C.standard_deck() if c not in hand and c not in (high or [])]
    random.Random(0).shuffle(g.pool)
    g.discard = []
    g._update_status()
    assert_conserved(g)
    assert g.waiting_for_draw
    return g


def test_slotker_bot_never_draws_to_a_set_that_cannot_count():
    # last run, three Nines to beat: two LEMONs (2S, 5C) cannot make it
    g = slotker_position(2, ["9S", "9H", "9D"], ["2S", "5C", "KD"])
    assert [i for i, _, _ in g.draw_options()] == [2]
    assert slotker_ai.Bot().choose(g) == ("fold",)
    assert "no card left" in slotker_ai.Bot().hint(g).note


def test_slotker_bot_draws_when_the_set_would_win():
    g = slotker_position(2, ["9S", "9H", "9D"], ["TS", "TH", "3D"])
    bot = slotker_ai.Bot()
    choices = {c.move: c for c in bot.choices(g)}
    assert choices[("draw", 2)].chance == Fraction(2, 46)
    assert sorted(choices[("draw", 2)].outs) == ["TC", "TD"]
    assert bot.choose(g) == ("draw", 2)


def test_slotker_bot_folds_a_one_out_pair_to_keep_the_card_and_draws_with_two_outs():
    # Last run, three LEMONs to beat: a pair of Fives with 46 cards unseen.
    # With the 5C in the high set only the 5D helps (1/46): the card the draw
    # spends is worth more to the hands still to come, so the bot folds.
    one_out = slotker_position(2, ["8D", "3H", "5C"], ["5H", "5S", "9S"])
    fold, draw = slotker_ai.Bot().choices(one_out)
    assert draw.move == ("draw", 2) and draw.chance == Fraction(1, 46)
    assert fold.worth > draw.worth
    assert slotker_ai.Bot().choose(one_out) == ("fold",)
    # The same pair against three other LEMONs has two outs (5D, 5C): draw.
    two_outs = slotker_position(2, ["8D", "3H", "7C"], ["5H", "5S", "9S"])
    fold, draw = slotker_ai.Bot().choices(two_outs)
    assert draw.chance == Fraction(2, 46) and draw.worth > fold.worth
    assert slotker_ai.Bot().choose(two_outs) == ("draw", 2)


def test_slotker_bot_folds_aces_in_the_first_run_and_draws_them_in_the_last():
    # three Aces made before the last run lose at once
    first = slotker_position(1, None, ["AS", "AH", "2D"])
    assert slotker_ai.Bot().choose(first) == ("fold",)
    last = slotker_position(2, ["KS", "KH", "KD"], ["AS", "AH", "2D"])
    assert slotker_ai.Bot().choose(last) == ("draw", 2)


def test_slotker_table_matches_a_fresh_computation():
    table = slotker_ai.load_table()
    assert len(table) == len(slotker_ai.all_sets()) == 643
    for s in (("2S", "2H", "2D"), ("KS", "KH", "KD"), ("2S", "5C", "7C")):
        assert table[slotker_ai.set_key(s)][0] == pytest.approx(slotker_ai.g1(s), abs=1e-6)
    assert table[slotker_ai.set_key(("AS", "AH", "AD"))] == [0.0, 0.0]
    assert slotker_ai.TABLE_PATH.read_text() == slotker_ai.table_text(table)
    # harder to beat, lower worth
    assert (
        table["KS KH KD"][0]
        < table["2S 2H 2D"][0]
        < table[slotker_ai.set_key(("2S", "5C", "7C"))][0]
    )


def test_slotker_bot_plays_computer_seats_of_a_match():
    bot = slotker_ai.Bot()
    m = SlotkerMatch.new([("Ann", True), ("Bob", True), ("Cy", True)], seed=4, ante=5)
    for _ in range(3):
        while m.status == "playing":
            move = bot.choose(m)
            assert move in m.legal_moves()
            m.play(move)
        assert m.status in ("round_over", "over")
        if m.status == "over":
            break
        m.start_round()
    assert len(m.history) >= 1
    assert sum(m.chips()) + m.pot == 300


def test_slotker_bot_in_a_match_aims_above_the_best_set_so_far():
    m = SlotkerMatch.new([("Ann", True), ("Bob", True)], seed=2)
    # the first seat made three Queens; the second seat's LEMON pair cannot matter
    m.best[m.order[0]] = ["QS", "QH", "QD"]
    m.turn = 1
    run = m.run
    run.hand = ["2S", "5C", "KD"]
    run.pool = [c for c in C.standard_deck() if c not in run.hand]
    assert slotker_ai.Bot().choose(m) == ("fold",)
    run.hand = ["KS", "KH", "3D"]
    run.pool = [c for c in C.standard_deck() if c not in run.hand]
    assert slotker_ai.Bot().choose(m) == ("draw", 2)


def zoomer_endgame(matrix: dict, stock: list[str], hand: str | None = None):
    """A game with ``matrix``, ``hand`` and exactly ``stock``; every other card discarded
    this round (so the tracker counts them as gone)."""
    g = Zoomer.new(seed=0)
    g.matrix = [matrix.get(s) for s in SPOTS]
    g.hand = hand
    g.stock = list(stock)
    used = set(c for c in g.matrix if c) | set(stock) | ({hand} if hand else set())
    g.discard = [c for c in zoomer_deck() if c not in used]
    g._update_status()
    assert_conserved(g)
    return g


# A full Matrix (no open spot): the 7S and 7H are free on level 2; the 7D lies under
# level-2 cards of other ranks, so it cannot come off; 7C and 7X are discarded, so
# clearing 7S 7H is a second pair that strands the 7D.
FULL = {
    (0, 0): "AS",
    (-1, -1): "7D",
    (1, -1): "2S",
    (-1, 1): "3H",
    (1, 1): "4H",
    (-2, -2): "7S",
    (0, -2): "5S",
    (2, -2): "7H",
    (-2, 0): "6S",
    (2, 0): "8S",
    (-2, 2): "9S",
    (0, 2): "TS",
    (2, 2): "AH",  # the only free Ace: the AS is the Trap card, under everything
}


def test_zoomer_notes_rule_never_takes_a_second_pair_when_a_draw_is_safe():
    # one spot open (the AH's): whatever the draw brings can be placed
    g = zoomer_endgame({s: c for s, c in FULL.items() if s != (2, 2)}, stock=["8H", "3S"])
    assert ("clear", "7S", "7H") in g.legal_moves()
    assert zoomer_ai.strands(zoomer_ai.position_of(g), ("clear", "7S", "7H"), None)
    assert not zoomer_ai.loses_at_once(g, ("draw",))
    assert zoomer_ai.notes_bot().choose(g) == ("draw",)
    assert zoomer_ai.notes_bot().hint(g).move == ("draw",)


def test_zoomer_bot_takes_the_second_pair_when_the_draw_may_lose_at_once():
    # no spot open; a 3 could come, and no 3 can come off: the draw may lose at once
    g = zoomer_endgame(FULL, stock=["8H", "3S"])
    assert zoomer_ai.loses_at_once(g, ("draw",))
    assert zoomer_ai.Bot().choose(g) == ("clear", "7S", "7H")
    assert zoomer_ai.Bot().hint(g).move == ("clear", "7S", "7H")
    # with only cards to come that can come off with a free card, the draw is safe
    safe = zoomer_endgame(FULL, stock=["8H", "6H"])
    assert not zoomer_ai.loses_at_once(safe, ("draw",))
    assert zoomer_ai.notes_bot().choose(safe) == ("draw",)


def test_zoomer_bot_takes_a_stranding_clear_when_it_wins():
    # the Trap card 7D alone and the 7C in hand, the 7S still in stock: the clear
    # strands the 7S, but it removes the Trap card and wins, so it comes first
    g = zoomer_endgame({(0, 0): "7D"}, stock=["7S", "3S"], hand="7C")
    assert zoomer_ai.strands(zoomer_ai.position_of(g), ("clear", "7D"), "7C")
    assert any(m[0] == "place" for m in g.legal_moves())
    move = zoomer_ai.Bot().choose(g)
    assert move == ("clear", "7D")
    g.play(move)
    assert g.status == "won" and g.result == "trap"


def test_zoomer_bot_takes_the_second_pair_the_notes_forbid():
    # The bot (and so the hint and the demo) plays the search without the notes' rule:
    # here the second pair is worth more than the draw by the search's own values, so
    # the bot clears where the rule-bound player (the calibration's ``notes``) draws.
    g = zoomer_endgame({s: c for s, c in FULL.items() if s != (2, 2)}, stock=["8H", "3S"])
    pair = ("clear", "7S", "7H")
    ruled = dict((m, v) for v, m in zoomer_ai.notes_bot().ranked(g))
    assert ruled[pair] > ruled[("draw",)] and zoomer_ai.notes_bot().hint(g).move == ("draw",)
    (best_value, best), (next_value, _) = zoomer_ai.Bot().ranked(g)[:2]
    assert best == pair and best_value > next_value
    assert zoomer_ai.Bot().hint(g).move == pair and bot_for("zoomer").hint(g).move == pair


def slotker_endgame(run: int, high: list[str], hand: list[str], left: list[str], hard=False):
    """``slotker_position`` with only ``left`` unseen (in the pool); the rest discarded."""
    g = slotker_position(run, high, hand, hard)
    g.pool = list(left)
    g.discard = [c for c in C.standard_deck() if c not in set(left) | set(hand) | set(high)]
    assert_conserved(g)
    return g


def sampled_worth(g, move, samples: int, seed: int = 1) -> tuple[int, int]:
    """Play ``move`` and the rest of the game with the bot, over ``samples`` random orders of
    the unseen cards, through the rules themselves: (games won, games played)."""
    bot = slotker_ai.Bot()
    rnd = random.Random(seed)
    won = played = 0
    for _ in range(samples):
        h = g.clone()
        rnd.shuffle(h.pool)
        h.play(move)
        while h.status == "playing":
            h.play(bot.choose(h))
        won += h.status == "won"
        played += 1
    return won, played


# Last run, three Nines to beat; a pair of Tens waits, nine cards unseen: one Ten among
# them, and pairs of Jacks and Queens the later hands may make trips of.
ENDGAME = dict(
    run=2,
    high=["9S", "9H", "9D"],
    hand=["TS", "TH", "3D"],
    left=["TC", "JS", "JH", "JD", "QS", "QH", "2C", "4S", "6D"],
)


# 20,000 sampled games of each move in all, in two runs of their own random orders: 2,000
# in the quick suite, 18,000 in the full one
@pytest.mark.parametrize("games, seed", sampled([(2_000, 1), (18_000, 2)], keep={(2_000, 1)}))
def test_slotker_exact_worth_agrees_with_sampled_games(games, seed):
    g = slotker_endgame(**ENDGAME)
    choices = {c.move: c for c in slotker_ai.Bot().choices(g)}
    assert set(choices) == {("fold",), ("draw", 2)}
    # the standard error of a share of n games is at most 0.5/sqrt(n) (0.0037 for 18,000,
    # 0.011 for 2,000, a tenth of the two moves' gap); allow four of them
    allowed = 4 * 0.5 / games**0.5
    for move, choice in choices.items():
        won, played = sampled_worth(g, move, games, seed)
        assert played == games
        assert abs(won / played - choice.worth) < allowed, (move, won / played, choice.worth)


def test_slotker_never_folds_a_pair_when_drawing_wins_more_often():
    g = slotker_endgame(**ENDGAME)
    fold, draw = slotker_ai.Bot().choices(g)
    assert draw.worth > fold.worth
    assert slotker_ai.Bot().choose(g) == ("draw", 2)
    assert slotker_ai.Bot().hint(g).move == ("draw", 2)
    # and a pair whose every out is gone is folded (its draw only spends a card)
    dead = slotker_endgame(2, ["9S", "9H", "9D"], ["TS", "TH", "3D"], ENDGAME["left"][1:])
    fold, draw = slotker_ai.Bot().choices(dead)
    assert draw.chance == 0 and fold.worth >= draw.worth
    assert slotker_ai.Bot().choose(dead) == ("fold",)


def test_slotker_exact_worth_of_tiny_runs_by_hand():
    V = slotker_ai.exact_worth(slotker_ai.DECK, lambda trio: 1.0)
    assert V(frozenset(["2S", "2H"])) == 0.0  # fewer than three cards: the run fails
    assert V(frozenset(["2S", "2H", "2D"])) == 1.0  # one hand, and it is a set
    assert V(frozenset(["2S", "7C", "TD"])) == 0.0  # a LEMON pair, no card left to draw
    # 2S 7C (LEMONs) with TD: draw to the pair from one card left, the 5C (LEMON): a set
    four = frozenset(["2S", "7C", "TD", "5C"])
    assert V(four) == pytest.approx(1.0)
