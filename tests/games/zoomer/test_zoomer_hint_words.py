"""Zoomer Matrix's hints say why: a clear that wins says it wins, and a second pair or
four of a kind says what it costs and why the bot plays it all the same. Each wording
on a position built for it, through the bot's own hint (never a hint made by hand); and
on the table, a deal built for a Pent: H says the clear wins, and its clicks win."""

from __future__ import annotations

import pygame

import tests.games.zoomer.test_zoomer_rules as R
from game.games.zoomer import bot as zoomer_ai
from game.games.zoomer.grid import SLOT_SPOT
from game.games.zoomer.rules import PENT, SPOTS, Zoomer, zoomer_deck
from game.games.zoomer.words import hint_words
from tests.driver import click, key, settle, step
from tests.games.zoomer.test_zoomer_scene import card_centre, start, wait
from tests.test_ai_bots import FULL, zoomer_endgame, zoomer_position

LEVEL1 = {(0, 0): "AS", (-1, -1): "2S", (1, -1): "3S", (-1, 1): "4S", (1, 1): "5S"}


def said(g: Zoomer) -> tuple[str, zoomer_ai.Hint]:
    hint = zoomer_ai.Bot().hint(g)
    return hint_words(g, hint), hint


def test_a_pent_hint_says_the_five_cards_win():
    corners = {(-2, -2): "7S", (2, -2): "7H", (-2, 2): "7D", (2, 2): "7C"}
    g = zoomer_position({**LEVEL1, **corners}, hand="7X")
    text, hint = said(g)
    assert hint.move == ("clear", "7S", "7H", "7D", "7C") and hint.winnable is True
    assert text == "clear the five Sevens: a Pent wins"
    g.play(hint.move)
    assert g.result == "pent" and len(g.clears[-1]) == PENT


def test_a_trap_hint_says_the_trap_card_goes():
    g = zoomer_endgame({(0, 0): "7D"}, stock=["7S", "3S"], hand="7C")
    text, hint = said(g)
    assert hint.move == ("clear", "7D")
    assert (
        text
        == "clear the Seven of Diamonds with the Seven of Clubs: the Trap card goes, a Trap win"
    )
    g.play(hint.move)
    assert g.result == "trap"


def test_a_slam_hint_says_trap_and_pent():
    matrix = {(0, 0): "9S", (1, 1): "9H", (2, 2): "9D", (-1, -1): "9C"}
    g = zoomer_position(matrix, hand="9X")
    text, hint = said(g)
    assert text == "clear the five Nines, the Trap card with them: a Slam wins"
    g.play(hint.move)
    assert g.result == "slam"


def test_a_second_pair_forced_by_a_full_matrix_says_every_other_move_may_lose():
    g = zoomer_endgame(FULL, stock=["8H", "3S"])
    text, hint = said(g)
    assert hint.move == ("clear", "7S", "7H")
    assert hint.extra["why"]["others_lose"]
    assert text == (
        "clear the Sevens of Spades and Hearts, a second pair of Sevens: the last Seven will be"
        " a lone card until the next reshuffle, but every other move may lose at once"
    )


def test_a_second_pair_the_search_prefers_says_so_and_hard_mode_says_for_good():
    matrix = {s: c for s, c in FULL.items() if s != (2, 2)}
    g = zoomer_endgame(matrix, stock=["8H", "3S"])
    text, hint = said(g)
    assert hint.move == ("clear", "7S", "7H") and not hint.extra["why"]["others_lose"]
    assert text.endswith(
        "a second pair of Sevens: the last Seven will be a lone card until the next reshuffle,"
        " but the look-ahead rates every other move lower"
    )
    # hard mode, where no reshuffle brings a card back: the same pair is only taken
    # when the Matrix is full, and the hint says the lone card stays for good
    g.hard = True
    assert said(g)[1].move == ("draw",)
    g = zoomer_endgame(FULL, stock=["8H", "3S"])
    g.hard = True
    text, hint = said(g)
    assert hint.move == ("clear", "7S", "7H")
    assert "the last Seven will be a lone card for good, but every other move may lose" in text


def test_a_second_pair_of_the_trap_rank_says_the_trap_win_is_gone():
    # The Trap card is an Ace; two Aces free on level 2, two discarded: clearing the
    # pair leaves the Trap card the last live Ace, and the Matrix is full
    full = {**FULL, (-2, -2): "AH", (2, -2): "AD"}
    full[(2, 2)] = "7S"
    g = zoomer_endgame(full, stock=["8H", "3S"])
    assert g.trap_card == "AS"
    text, hint = said(g)
    assert hint.move == ("clear", "AH", "AD"), hint
    assert "a second pair of Aces: the last Ace is the Trap card: no Trap win until" in text


def test_four_of_a_kind_says_four_at_once():
    # three free 7s and the 7X in hand; the fifth 7 still in the stock
    matrix = {**LEVEL1, (-2, -2): "7S", (2, -2): "7H", (-2, 2): "7D", (2, 2): "6S"}
    g = zoomer_position(matrix, hand="7X")
    four = ("clear", "7S", "7H", "7D")
    why = zoomer_ai.reason(g, four, zoomer_ai.Bot().ranked(g))
    assert why["kind"] == "four" and why["taken"] == 4
    hint = zoomer_ai.Hint(four, None, "", {"why": why})
    assert hint_words(g, hint).startswith(
        "clear the Sevens of Spades, Hearts and Diamonds with the Seven of Stars, four Sevens at"
        " once: the last Seven will be a lone card until the next reshuffle"
    )


def test_a_plain_move_says_only_the_move():
    g = zoomer_position(LEVEL1, hand="9H")
    text, hint = said(g)
    assert "why" not in hint.extra and text.startswith("place the Nine of Hearts on")
    assert all(c in zoomer_deck() for c in g.all_cards()) and len(SPOTS) == 13


# --- on the table: H on a constructed deal, the hint's words, and its clicks win --------
def hint_on_the_table(app, scene):
    key(app, pygame.K_h)
    scene.hints.wait()
    step(app, 2)
    return scene.hints.move


def play_the_lit_clicks(app, scene, move):
    """Click what the hint lights up, as a player would: the cards, then Clear."""
    for i, name in enumerate(scene.clicks_for(move)):
        spot = SLOT_SPOT.get(name)
        if spot is None:
            click(app, scene.slot_rect(name).center)
            continue
        if i:
            wait(app)  # no double-click with the card before
        click(app, card_centre(scene, scene.game.card_at(spot)))
    settle(app)


def test_a_pent_reached_in_play_is_hinted_as_a_win_and_its_clicks_win():
    """Four Nines free on the corners, the fifth on top of the stock: drawn, the hint says
    the five Nines win by a Pent, and clicking what it lights up wins by a Pent."""
    layout = dict(R.STUCK)
    layout.update({(-2, -2): "9H", (2, -2): "9D", (-2, 2): "9C", (2, 2): "9X", (0, 2): "TH"})
    app, scene = start(deck=R.deal(layout, ["9S"]))
    key(app, pygame.K_d)
    settle(app)
    assert scene.game.hand == "9S"
    move = hint_on_the_table(app, scene)
    assert move == ("clear", "9H", "9D", "9C", "9X")
    assert scene.message == "Hint: Clear the five Nines: a Pent wins"
    play_the_lit_clicks(app, scene, move)
    assert scene.game.result == "pent" and len(scene.game.clears[-1]) == PENT
    assert app.scenes.top.title == "Win by Pent!"


def test_a_pent_with_a_covered_card_and_no_hand_is_hinted_as_a_win():
    """Five Sevens in the dealt Matrix, one of them the inner bottom-right card under the
    three others round it: the set comes off whole, five of a kind, a Pent."""
    layout = dict(R.STUCK)
    layout.update({(1, 1): "7H", (2, 0): "7S", (0, 2): "7D", (2, 2): "7C", (-2, -2): "7X"})
    app, scene = start(deck=R.deal(layout))
    assert scene.game.hand is None
    move = hint_on_the_table(app, scene)
    assert sorted(move[1:]) == ["7C", "7D", "7H", "7S", "7X"]
    assert scene.message == "Hint: Clear the five Sevens: a Pent wins"
    play_the_lit_clicks(app, scene, move)
    assert scene.game.result == "pent"
    assert app.scenes.top.title == "Win by Pent!"
