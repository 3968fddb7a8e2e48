"""Zoomer Matrix search: its coded positions and moves agree with the rules.

The search plays on tuples, not on ``Zoomer`` games, for speed. These tests walk
random games and check, at every step, that the coded model sees exactly what the
rules allow: the same ways to play each card a draw may bring, the same positions
after them, the same wins, and the same counts after a draw (reshuffle included).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.zoomer import bot as zoomer_ai
from game.games.zoomer import search as Z
from game.games.zoomer.rules import SPOT_INDEX, Zoomer


def coded_after(pos: Z.Pos, game: Zoomer, move: tuple) -> tuple[Z.Pos, bool]:
    if move[0] == "clear":
        spots = [game.matrix.index(c) for c in move[1:]]
        return Z.clear(pos, spots, Z.RANK_INDEX[move[1][0]], game.hand is not None)
    return Z.place(pos, Z.RANK_INDEX[game.hand[0]], SPOT_INDEX[(move[1], move[2])]), False


def check_move(game: Zoomer, pos: Z.Pos, move: tuple) -> tuple[Z.Pos, bool]:
    """The coded move wins when the rules' does, and otherwise leaves their position."""
    after, won = coded_after(pos, game, move)
    twin = game.clone()
    twin.play(move)
    assert won == (twin.status == "won")
    if not won:
        assert after == Z.position_of(twin)
    return after, won


def check_position(game: Zoomer, values: Z.Values) -> None:
    pos = Z.position_of(game)
    if game.hand is None:
        # every coded clear with no card in hand is a legal clear, and the other way round
        real = {m for m in game.legal_moves() if m[0] == "clear"}
        coded = Z.free_clears(pos)
        assert len(coded) == len(real)
        for move in real:
            check_move(game, pos, move)
        # each rank the draw may bring: the model's options are the rules' moves
        counts, size = Z.draw_counts(pos, game.hard)
        assert size == (len(game.stock) or (0 if game.hard else len(game.discard)))
        for r, k in enumerate(counts):
            if not k:
                continue
            twin = game.clone()
            if not twin.stock:
                twin.stock, twin.discard = twin.discard, []
                twin.reshuffles += 1
                twin.round_start = len(twin.clears)
            top = next(c for c in twin.stock if Z.RANK_INDEX[c[0]] == r)
            twin.stock.remove(top)
            twin.stock.insert(0, top)
            twin.play(("draw",))
            drawn = Z.after_draw(pos, r, game.hard)
            assert drawn == Z.position_of(twin)
            options = Z.hand_options(drawn, r)
            assert len(options) == len(twin.legal_moves())
    else:
        options = Z.hand_options(pos, Z.RANK_INDEX[game.hand[0]])
        moves = game.legal_moves()
        assert len(options) == len(moves)
        for move in moves:
            after, won = check_move(game, pos, move)
            assert any(after == o[0] and won == o[1] for o in options)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), hard=st.booleans(), steps=st.integers(1, 120))
def test_the_coded_model_sees_what_the_rules_allow(seed, hard, steps):
    game = Zoomer.new(seed=seed, hard=hard)
    values = Z.Values(hard, Z.Weights())
    rng = random.Random(seed)
    for _ in range(steps):
        if game.status != "playing":
            break
        check_position(game, values)
        game.play(rng.choice(game.legal_moves()))


def test_a_draw_after_the_stock_runs_out_counts_the_reshuffled_discard():
    game = Zoomer.new(seed=3)
    game.discard, game.stock = game.discard + game.stock, []
    pos = Z.position_of(game)
    counts, size = Z.draw_counts(pos, hard=False)
    assert size == len(game.discard) and sum(counts) == size
    drawn = Z.after_draw(pos, Z.RANK_INDEX[game.discard[0][0]], hard=False)
    assert drawn[1] == (Z.COPIES,) * Z.R  # the reshuffle brings every rank back
    assert drawn[3] == size - 1 and drawn[4] == 0
    assert Z.draw_counts(pos, hard=True)[1] == 0  # hard mode: no reshuffle


def test_the_search_looks_further_than_one_draw():
    """Two draws ahead differ from one where a second card decides: the values are
    not the one-draw values again (the deeper search is really done)."""
    game = Zoomer.new(seed=1000)
    bot = zoomer_ai.Bot()
    values = Z.Values(game.hard, Z.Weights())
    pos = Z.position_of(game)
    assert values.draw(pos, 2, zoomer_ai.BEAM) != values.draw(pos, 1, zoomer_ai.BEAM)
    assert bot.choose(game) in game.legal_moves()


def test_hard_mode_looks_three_draws_ahead_within_a_node_budget(monkeypatch):
    """Past two draws the search stops on a count of nodes, not the clock: with no
    budget to spare, the hard-mode bot plays exactly as the two-draw bot does."""
    game = Zoomer.new(seed=4, hard=True)
    for _ in range(6):
        game.play(zoomer_ai.Bot().choose(game))
    three = zoomer_ai.Bot().ranked(game)
    two = zoomer_ai.Bot(depth=2).ranked(game)
    assert three != two  # the third draw is looked at: the values differ
    monkeypatch.setattr(zoomer_ai, "DEEP_NODES", 1)
    assert zoomer_ai.Bot().ranked(game) == two
