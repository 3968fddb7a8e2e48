"""SLOTKER's fold and draw hints give the bot's reason and the chances it weighed, and in
a match the hint and the computer seats weigh the match (the sets made, the seats still
to play), never the seat's run alone. Positions built for each case; the chances in the
words are checked against the bot's own worths, never written in by hand."""

from __future__ import annotations

from game.games.slotker import bot as slotker_ai
from game.games.slotker.bot import odds_words, percent
from game.games.slotker.match_rules import SlotkerMatch
from game.games.slotker.match_scene import MatchScene
from game.games.slotker.words import hint_words
from game.rules import cards as C
from tests.driver import open_scene
from tests.test_ai_bots import slotker_position


def worths(hint) -> dict[tuple, float]:
    return {tuple(c["move"]): c["worth"] for c in hint.extra["choices"]}


def test_a_fold_that_keeps_three_kings_from_becoming_the_set_to_beat_says_so_with_odds():
    # hard mode, run 1 of 3: a pair of Kings (no symbol pair in the hand)
    g = slotker_position(1, None, ["KS", "KC", "2H"], hard=True)
    hint = slotker_ai.Bot().hint(g)
    w = worths(hint)
    assert hint.move == ("fold",) and w[("fold",)] > w[("draw", 2)]
    odds = odds_words(w[("fold",)], w[("draw", 2)])
    assert hint.note == (
        "Fold: three Kings now would be the set to beat in runs 2 and 3; "
        f"a lower set wins more often, {odds}."
    )
    assert hint_words(hint, g.hand, []) == f"fold this hand: {hint.extra['why']}"


def test_a_draw_says_how_many_cards_make_the_set_and_the_chances_weighed():
    g = slotker_position(2, ["9S", "9H", "9D"], ["TS", "TH", "3D"])
    hint = slotker_ai.Bot().hint(g)
    w = worths(hint)
    assert hint.move == ("draw", 2) and w[("draw", 2)] >= w[("fold",)]
    outs = g.outs(2)
    left = len(slotker_ai.unseen_cards(g))
    assert hint.extra["why"] == (
        f"{len(outs)} of the {left} cards left make three Tens ({percent(len(outs) / left)}); "
        f"drawing wins {odds_words(w[('draw', 2)], w[('fold',)])} for folding"
    )
    options = [{"index": 2, "goal": "three Tens"}]
    assert hint_words(hint, g.hand, options).startswith(
        "give up the Three of Diamonds and draw for three Tens: 2 of"
    )


def test_a_fold_with_no_card_that_can_count_names_the_set_to_beat():
    g = slotker_position(2, ["9S", "9H", "9D"], ["2S", "5C", "KD"])
    hint = slotker_ai.Bot().hint(g)
    assert hint.move == ("fold",)
    assert (
        hint.note == "Fold: no card left makes three Lemons that beats the high set, three Nines."
    )


def test_a_fold_for_too_few_outs_and_one_before_three_aces_give_their_reasons():
    g = slotker_position(1, None, ["KS", "KH", "3D"], hard=True)
    hint = slotker_ai.Bot().hint(g)
    assert hint.move == ("fold",)
    assert hint.extra["why"].startswith("only 9 of the 49 cards left make three Cherries (18%)")
    g = slotker_position(1, None, ["AS", "AH", "2D"])
    hint = slotker_ai.Bot().hint(g)
    assert hint.move == ("fold",)
    assert hint.extra["why"].startswith("three Aces now would lose at once; a later set wins")


def orange_leader(seats=3) -> SlotkerMatch:
    """Match #768038's round 2 in shape: a seat has three Oranges; the seat now playing
    holds a LEMON pair (2S 4S) and the 6H."""
    names = [("Player 1", False), ("Computer 2", True), ("Computer 3", True)][:seats]
    m = SlotkerMatch.new(names, seed=768038)
    m.order = [1, 0, 2][:seats]
    m.turn = 1
    m.best[1] = ["2H", "4C", "6C"]  # three Oranges
    run = m.run
    run.hand = ["2S", "4S", "6H"]
    run.pool = [c for c in C.standard_deck() if c not in run.hand]
    run._update_status()
    return m


def test_a_match_hint_refuses_a_draw_that_cannot_beat_the_leader():
    m = orange_leader()
    # the seat's run alone would draw for three Lemons, as the old hint said
    assert slotker_ai.Bot().hint(m.run).move == ("draw", 2)
    hint = slotker_ai.Bot().hint(m)
    assert hint.move == ("fold",) and slotker_ai.Bot().choose(m) == ("fold",)
    assert hint.note == (
        "Fold: no card left makes three Lemons that beats Computer 2's three Oranges."
    )


def test_seats_still_to_play_lower_what_a_set_is_worth():
    m = orange_leader()
    m.best[1] = None
    m.run.hand = ["KS", "KC", "2H"]
    m.run._update_status()
    with_one_to_come = worths(slotker_ai.Bot().hint(m))[("draw", 2)]
    m.order = [1, 0]  # the same seat, now the last to play
    last = worths(slotker_ai.Bot().hint(m))[("draw", 2)]
    assert with_one_to_come < last
    value = slotker_ai._match_value(None, [], 2)
    kings = ("KS", "KC", "KD")
    assert value(kings) < slotker_ai._match_value(None, [], 1)(kings) < 1.0


def test_the_match_screen_asks_the_bot_about_the_match_for_hints_and_computer_moves():
    seats = [("Player 1", False), ("Computer 2", True), ("Computer 3", True)]
    app, scene = open_scene(MatchScene, True, seats=seats, ante=0, seed=768038)
    staged = orange_leader()
    scene.match.__dict__.update(staged.clone().__dict__)
    scene.match.seats[0]["is_computer"] = False
    scene.shown = scene.match.run
    assert isinstance(scene.hint_game(), SlotkerMatch)
    scene.hints.ask()
    scene.hints.wait()
    assert scene.hints.move == ("fold",)
    assert "beats Computer 2's three Oranges" in scene.message
    assert scene.turns.choose_move() == ("fold",)
