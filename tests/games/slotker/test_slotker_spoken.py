"""SLOTKER by ear (play by ear, phase 2): the words speech says of a reel, the lever and
Fold, of each move (the reels, the draw, the set made and where its cards go, the run's
end, the result; every card that changed place named, a summary past five), of the whole
machine (the ladder best first, against the set to beat) and of the status; a scripted
game played by keys with speech on, each action heard; a match saying whose turn it is
and the round's result; a few of the words in Russian; and the first utterances of a
short game (-s prints them)."""

from __future__ import annotations

import re

import pygame

from game.games.slotker import spoken
from game.games.slotker.match_scene import HandoffScene, MatchScene, RoundResultScene
from game.games.slotker.rules import Slotker
from game.games.slotker.words import HIGH_SET
from game.rules import cards as C
from tests.driver import cursor_to, key, settle, step
from tests.games.slotker.decks import deal
from tests.listening import Listening
from tests.listening_combo import New

PAIR = ("7S", "4C", "4H")  # give up 7S for three Fours, or 4H for three Oranges (7S 4C)
SUMMARY = re.compile(r"\bThe other (\d+) cards are shuffled into a fresh stock\.")


def zones(g: Slotker) -> dict[str, str]:
    """Where each card is: the stock, a reel (by its place), the high set, the pile."""
    out = {c: "stock" for c in g.pool}
    out.update({c: f"reel {i}" for i, c in enumerate(g.hand)})
    out.update({c: "high" for c in g.high_set or []})
    out.update({c: "pile" for c in g.discard})
    out.update({c: "pile" for s in g.sets_discarded for c in s})
    return out


def assert_named(before: dict[str, str], g: Slotker, said: str) -> None:
    """Every card whose place changed is named in ``said``; past five cards, the ones not
    named are in the new run's summary, which counts them."""
    after = zones(g)
    moved = [c for c in after if after[c] != before[c]]
    assert moved, "the action moved no card"
    missing = [c for c in moved if C.name(c) not in said]
    if len(moved) <= 5:
        assert not missing, (missing, said)
    elif missing:
        summary = SUMMARY.search(said)
        assert summary is not None, (missing, said)
        assert int(summary.group(1)) >= len(missing)


# --- the words, from the rules ------------------------------------------------------------
def test_the_reels_a_pair_and_its_draws_said_with_their_keys_and_outs():
    g = Slotker.new(deck=deal(*PAIR, "4D"))
    said = spoken.move_words(g, g.play(("deal",)), [], HIGH_SET)
    assert said == [
        "The reels show the Seven of Spades, Four of Clubs and Four of Hearts.",
        "The Fours of Clubs and Hearts make a pair of Fours.",
        "The Seven of Spades and Four of Clubs make two Oranges.",
        "Give up the Seven of Spades (1) to draw toward three Fours: 2 outs left.",
        "Give up the Four of Hearts (3) to draw toward three Oranges: 8 outs left.",
        "Or fold (F).",
    ]
    assert spoken.reel_focus(g, 0) == (
        "Seven of Spades, reel 1. Give up the Seven of Spades (1) to draw toward three "
        "Fours: 2 outs left."
    )
    assert spoken.reel_focus(g, 1) == "Four of Clubs, reel 2: part of the pair, keep it."
    assert spoken.lever_focus(g, True) == (
        "The lever is locked: a pair waits. Give up a card or fold."
    )
    assert spoken.fold_focus(g) == "Fold (F): the pair goes to the pile unplayed."


def test_a_set_made_its_cards_kept_and_the_next_run_summed_up():
    g = Slotker.new(deck=deal(*PAIR, "4D"))
    g.play(("deal",))
    said = spoken.move_words(g, g.play(("draw", 0)), [], HIGH_SET)
    assert said == [
        "The Seven of Spades goes to the pile; the draw brings the Four of Diamonds.",
        "First set of run 1: three Fours. It is the high set now.",
        "The Four of Diamonds, Four of Clubs and Four of Hearts are kept as the high set.",
        "Run 1 over: three Fours is the high set.",
        "The other 49 cards are shuffled into a fresh stock.",
        "Run 2 of 2: make a set that beats three Fours.",
    ]
    assert spoken.status_words(g) == (
        "Run 2 of 2: 49 cards left to deal, high set three Fours; deal the next hand."
    )


def test_the_ladder_is_read_best_first_against_the_set_to_beat():
    g = Slotker.new(deck=deal(*PAIR, "4D"))
    g.play(("deal",))
    g.play(("draw", 0))
    ladder = spoken.ladder_words(g, g.high_set)
    assert ladder[0].startswith("Sets, highest first: three Aces, three Kings, three Queens")
    assert ladder[0].endswith("three Cherries and three Lemons.")
    assert ladder[2] == "10 kinds of set beat three Fours, from three Aces to three Fives."
    table = spoken.table_words(g)
    assert table[:3] == [
        "The reels are empty.",
        "The high set: three Fours, the Four of Diamonds, Four of Clubs and Four of Hearts.",
        "Run 2 of 2: 49 cards left to deal.",
    ]
    assert "Run 1 made three Fours." in table


def test_a_symbol_set_to_beat_says_its_own_symbol_may_beat_it_with_a_better_hand():
    g = Slotker.new(deck=deal("6S", "QS", "8S"))  # three Cherries, a Queen high
    said = spoken.ladder_words(g, ["6S", "QS", "8S"])
    assert said[2] == (
        "17 kinds of set beat three Cherries, flush, from three Aces to three Oranges."
    )
    assert said[3] == "Three Cherries beat it too with a better poker hand."


def test_the_ladder_and_the_runs_panel_are_focus_stops_with_their_words():
    run = Listening("slotker", None, {"deck": deal(*PAIR, "4D")})
    app, new = run.app, New()
    cursor_to(app, "ladder")
    said = new(run.heard)[-1]
    assert said.startswith("The ladder of sets. Sets, highest first: three Aces, three Kings")
    assert said.endswith("Three Aces made in this run lose the game.")
    cursor_to(app, "seats")
    assert new(run.heard)[-1] == "No run has made a set yet. Run 1 of 2: 52 cards left to deal."
    key(app, pygame.K_SPACE)
    key(app, pygame.K_1)
    settle(app)
    cursor_to(app, "ladder")
    assert new(run.heard)[-1] == (
        "The ladder of sets. 10 kinds of set beat three Fours, from three Aces to three Fives."
    )
    cursor_to(app, "seats")
    assert new(run.heard)[-1] == "Run 1 made three Fours. Run 2 of 2: 49 cards left to deal."
    run.close()


# --- a game played by keys, heard ---------------------------------------------------------
def test_a_scripted_game_by_keys_says_every_card_that_changed_place():
    run = Listening("slotker", None, {"deck": deal(*PAIR, "4D")})
    app, scene, new = run.app, run.app.scenes.top, New()
    new(run.heard)

    def act(k: int) -> list[str]:
        before = zones(scene.game)
        key(app, k)
        settle(app)
        heard = new(run.heard)
        assert heard, "the action said nothing"
        assert_named(before, scene.game, " ".join(heard))
        table = " ".join(scene.table_words())  # the reels and the high set, card by card
        for card in scene.game.hand + (scene.game.high_set or []):
            assert C.name(card) in table, (card, table)
        return heard

    heard = act(pygame.K_SPACE)  # the reels: a pair, two draws on offer
    assert "Give up the Seven of Spades (1) to draw toward three Fours" in heard[0]
    cursor_to(app, "hand_2")
    assert new(run.heard)[-1].startswith("Four of Hearts, reel 3. Give up the Four of Hearts (3)")
    heard = act(pygame.K_1)  # three Fours: the high set, run 1 over, 49 cards shuffled
    assert "The other 49 cards are shuffled into a fresh stock." in " ".join(heard)
    g = scene.game
    for _ in range(40):  # run 2: deal, and fold any pair, to the end
        if g.status != "playing":
            break
        act(pygame.K_f if g.waiting_for_draw else pygame.K_SPACE)
    assert g.status in ("won", "lost")
    ends = ("Jackpot! You won.", "Game over: you lost.")
    assert any(end in said for said in run.heard for end in ends)
    assert app.speaker.backend.wait_for(1)
    run.close()


def test_the_first_utterances_of_a_short_game(capsys):
    run = Listening("slotker", None, {"deck": deal(*PAIR, "4D")})
    app, scene = run.app, run.app.scenes.top
    script = [pygame.K_F3, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT]
    script += [pygame.K_F4, pygame.K_1, pygame.K_F4]
    for k in script:
        key(app, k)
        settle(app)
    for _ in range(30):
        if len(run.heard) >= 20 or scene.game.status != "playing":
            break
        key(app, pygame.K_f if scene.game.waiting_for_draw else pygame.K_SPACE)
        settle(app)
    first = run.heard[:20]
    with capsys.disabled():
        print("\nSLOTKER, the first 20 utterances:")
        for n, said in enumerate(first, 1):
            print(f"{n:2}. {said}")
    assert len(first) == 20
    run.close()


# --- the match: whose turn, the round's result ---------------------------------------------
def test_a_match_says_whose_turn_it_is_and_the_round_s_result():
    run = Listening("slotker_match", 9, {"seats": [("Ann", False), ("Bob", True)], "ante": 5})
    app, scene = run.app, run.app.scenes.top
    assert isinstance(scene, MatchScene)
    assert scene.status_words().startswith("Round 1: Ann's turn, 52 cards left to deal")
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, RoundResultScene):
            break
        if isinstance(top, HandoffScene):
            key(app, pygame.K_RETURN)
        elif top is scene and scene.can_act() and not scene.timeline.busy:
            g = scene.game
            key(app, pygame.K_f if g.waiting_for_draw else pygame.K_SPACE)
        else:
            step(app)
    heard = " ".join(run.heard)
    assert "Round 1: Bob's run" in heard  # whose turn it is, as the seat changes
    assert "Bob plays." in heard  # a computer seat's moves named as its own
    assert not any("Bob plays." in said and "Or fold" in said for said in run.heard)  # not ours
    assert re.search(r"Ann: (best set|no set this run)", heard)
    m = scene.match
    winners = [m.seats[s]["name"] for s in m.history[-1]["winners"]]
    assert any(f"Round 1: {w} wins" in heard for w in winners) or "Round 1: " in heard
    result = app.scenes.top.spoken_screen()
    assert result.startswith("Round 1: ") and "Ann: " in result and "Bob (CPU): " in result
    table = scene.table_words()
    assert table[0].startswith("Round 1: ")  # between rounds: the round's result
    run.close()


# --- Russian ------------------------------------------------------------------------------
def test_slotker_s_words_in_russian(ru):
    g = Slotker.new(deck=deal(*PAIR, "4D"))
    g.play(("deal",))
    said = spoken.move_words(g, g.play(("draw", 0)), [], HIGH_SET)
    assert "четвёрка бубён" in said[0]  # the card drawn
    assert said[1] == "Первый сет прогона 1: три четвёрки. Теперь это старший сет."
    assert said[3] == "Прогон 1 окончен: три четвёрки — старший сет."
    assert said[5] == "Прогон 2 из 2: соберите сет, который побьёт три четвёрки."
    g = Slotker.new(deck=deal("2S", "5H", "9D"))
    said = spoken.move_words(g, g.play(("deal",)), [], HIGH_SET)
    assert "Пары нет (двойка пик, пятёрка червей и девятка бубён): рука уходит в сброс." in said
    ladder = spoken.ladder_words(g, None)
    assert "При одном символе: стрит-флеш, флеш, стрит, пара, старшая карта." in ladder
    assert "три туза" in ladder[0] and "три короля" in ladder[0]


def test_a_move_s_words_are_not_said_again_by_the_messages_of_its_animation():
    """The set made, a hand discarded, a fold: the animation shows the move's words on the
    message line a moment later; said again they would cut off the words they repeat."""
    from game.table.spoken import split

    run = Listening("slotker", None, {"deck": deal(*PAIR, "4D")})
    app, scene = run.app, run.app.scenes.top
    for k in (pygame.K_SPACE, pygame.K_1):
        key(app, k)
        settle(app)
    for _ in range(12):
        if scene.game.status != "playing":
            break
        key(app, pygame.K_f if scene.game.waiting_for_draw else pygame.K_SPACE)
        settle(app)
    heard = run.heard
    assert len(heard) >= 6
    echoes = [
        (a, b) for a, b in zip(heard, heard[1:], strict=False) if set(split(b)) <= set(split(a))
    ]
    assert not echoes, echoes[:3]
    run.close()
