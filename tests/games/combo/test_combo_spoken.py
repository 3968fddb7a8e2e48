"""Combo-bliterate by ear (play by ear, phase 2): the words speech says of the focused
card, of each move (collision by collision, every card that changed place named, a
summary past five), of the whole table and of the status; a scripted deal played by
keys with speech on, each action heard; a few of the words in Russian; and the first
utterances of a short deal (-s prints them)."""

from __future__ import annotations

import re

import pygame

from game.games.combo import spoken
from game.games.combo.rules import Combo
from game.rules import cards as C
from tests.driver import cursor_to, key, settle
from tests.games.combo.test_combo_scene import LONG_CHAIN, MIXED_CHAIN, deck_starting
from tests.listening import Listening
from tests.listening_combo import New

ZONES = ("line", "stock", "face_up", "face_down", "penalty")
SUMMARY = re.compile(r"\b(\d+) cards join the line; the first is the (.+?), the last the (.+?)\.")


def zones(g: Combo) -> dict[str, str]:
    return {card: zone for zone in ZONES for card in getattr(g, zone)}


def assert_named(before: dict[str, str], g: Combo, said: str, also: tuple[str, ...] = ()) -> None:
    """Every card whose place changed (its pile, or ``also``: a relocated card) is named
    in ``said``; past five cards, those not named are in a summary that counts them."""
    after = zones(g)
    moved = [c for c in after if after[c] != before[c]] + list(also)
    assert moved, "the action moved no card"
    missing = [c for c in moved if C.name(c) not in said]
    if len(moved) <= 5:
        assert not missing, (missing, said)
    elif missing:
        summary = SUMMARY.search(said)
        assert summary is not None, (missing, said)
        assert int(summary.group(1)) >= len(missing)


def line_read(g: Combo, table: list[str]) -> None:
    """The table's words read the line in order, card by card, then the stock."""
    if not g.line:
        assert table[0] == "The line is empty."
        return
    at = [table[0].index(C.name(c)) for c in g.line]
    assert at == sorted(at), table[0]
    assert f"{len(g.stock)} cards are left in the stock." == table[1] or not g.stock


# --- the words, from the rules ------------------------------------------------------------
def test_a_focused_card_says_its_place_and_what_removing_it_would_do():
    g = Combo.new(deck=deck_starting(*MIXED_CHAIN))
    assert spoken.card_focus(g, 4) == (
        "Two of Hearts, card 5 of 9: removing it costs 2 points and sets off a pair, a pair "
        "and a run of four: a gain of 4 points in all."
    )
    assert spoken.card_focus(g, 0) == (
        "Four of Hearts, card 1 of 9: removing it costs 2 points; no cards meet."
    )
    assert spoken.card_focus(g, 1) == (
        "Five of Clubs, card 2 of 9: removing it costs 2 points; the Four of Hearts and the "
        "Jack of Spades meet but do not match."
    )
    assert spoken.card_focus(g, 6).endswith("sets off a pair: a loss of 1 point in all.")


def test_a_chain_is_said_collision_by_collision_with_its_sum_and_the_score():
    g = Combo.new(deck=deck_starting(*MIXED_CHAIN))
    said = spoken.move_words(g, g.play(("remove", 4)))
    assert said == [
        "You remove the Two of Hearts: it costs 2 points.",
        "The Nine of Diamonds and the King of Diamonds meet: a pair. Both go face down: 1 point.",
        "The Jack of Spades and the Eight of Spades meet: a pair. Both go face down: 1 point.",
        "The Five of Clubs and the Six of Diamonds meet: a run of four. The Four of Hearts, "
        "Five of Clubs, Six of Diamonds and Seven of Spades go face up: 4 points.",
        "A chain of 3 collisions: a gain of 4 points in all.",
        "Score 4, goal 1.",
    ]


def test_a_run_past_five_cards_is_summed_up_by_its_ends():
    ev = {
        "type": "collide", "kind": "run", "left": "4H", "right": "5C",
        "cards": ["2S", "3D", "4H", "5C", "6D", "7S"], "points": 6.0,
    }  # fmt: skip
    assert spoken.collision_words(ev) == (
        "The Four of Hearts and the Five of Clubs meet: a run of six, from the Two of Spades "
        "to the Seven of Spades. All go face up: 6 points."
    )


def test_points_with_a_half_and_scores_below_nought():
    assert spoken.points(1.5) == "1.5 points" and spoken.points(-1) == "1 point"
    assert spoken.net_words(0.5) == "a gain of 0.5 points"
    assert spoken.net_words(0) == "nothing won or lost"
    assert spoken.score_words(-3) == "minus 3" and spoken.score_words(2.5) == "2.5"


def test_the_table_reads_the_line_the_stock_the_piles_and_the_status():
    g = Combo.new(deck=deck_starting(*LONG_CHAIN))
    table = spoken.table_words(g)
    assert table[0] == (
        "The line, 9 cards: the King of Spades, Queen of Diamonds, Jack of Clubs, Nine of "
        "Hearts, Five of Spades, Seven of Hearts, Two of Clubs, Four of Diamonds and King of "
        "Hearts."
    )
    assert table[1:] == [
        "43 cards are left in the stock.",
        "Face up: 0 cards, +0",
        "Face down: 0 cards, +0",
        "Penalty: 0 cards, +0",
        "Score 0, goal 1, deal 1: playing, 1 relocation left.",
    ]
    g.play(("remove", 4))
    assert spoken.status_words(g) == "Score 2, goal 1, deal 1: playing, 1 relocation left."
    assert spoken.table_words(g)[0] == "The line is empty."
    assert spoken.table_words(g)[-1] == "Line empty: Pass (P) now for the bonus"


# --- a deal played by keys, heard ---------------------------------------------------------
def test_a_scripted_deal_by_keys_says_every_card_that_changed_place():
    run = Listening("combo", None, {"deck": deck_starting(*MIXED_CHAIN)})
    app, scene, new = run.app, run.app.scenes.top, New()
    g = scene.game
    new(run.heard)

    def act(*keys: int, also: tuple[str, ...] = ()) -> list[str]:
        before = zones(scene.game)
        for k in keys:
            key(app, k)
        settle(app)
        heard = new(run.heard)
        assert heard, "the action said nothing"
        assert_named(before, scene.game, " ".join(heard), also)
        line_read(scene.game, scene.table_words())
        return heard

    cursor_to(app, "card_4")
    said = new(run.heard)
    assert said[-1].startswith("Two of Hearts, card 5 of 9: removing it costs 2 points")
    heard = act(pygame.K_DELETE)  # the chain: two pairs and a run of four, nine cards
    assert "A chain of 3 collisions: a gain of 4 points in all." in heard[0]
    heard = act(pygame.K_p)  # the bonus (two cards named) and nine dealt (summed up)
    assert "Bonus: the " in " ".join(heard) and SUMMARY.search(" ".join(heard))
    cursor_to(app, "card_0")
    new(run.heard)
    carried = g.line[0]
    key(app, pygame.K_r)
    assert new(run.heard)[-1].startswith(f"You lift the {C.name(carried)}, place 1 of 9")
    key(app, pygame.K_RIGHT)
    assert new(run.heard)[-1] == f"The {C.name(carried)}: place 2 of 9."
    heard = act(pygame.K_RETURN, also=(carried,))  # a relocation
    assert f"You move the {C.name(carried)} to place 2 of 9." in " ".join(heard)
    cursor_to(app, f"card_{len(g.line) - 1}")
    new(run.heard)
    act(pygame.K_DELETE)  # an end card: no cards meet
    assert scene.status_words().startswith("Score ")
    assert app.speaker.backend.wait_for(1)  # the voice was handed the words too
    run.close()


def test_the_first_utterances_of_a_short_deal(capsys):
    run = Listening("combo", None, {"deck": deck_starting(*BROKEN_CHAIN_LINE)})
    app = run.app
    r, left, right = pygame.K_r, pygame.K_LEFT, pygame.K_RIGHT
    script = [pygame.K_F3, right, right, right, right, pygame.K_DELETE, left, left, r, right]
    script += [pygame.K_RETURN, pygame.K_DELETE, pygame.K_F4, left, left, pygame.K_p]
    script += [pygame.K_DELETE, pygame.K_F3, right, right, pygame.K_DELETE]
    for k in script:
        key(app, k)
        settle(app)
    first = run.heard[:20]
    with capsys.disabled():
        print("\nCombo, the first 20 utterances:")
        for n, said in enumerate(first, 1):
            print(f"{n:2}. {said}")
    assert len(first) == 20
    run.close()


BROKEN_CHAIN_LINE = ["AC", "7S", "JC", "9D", "2H", "KD", "4C", "QH", "3S"]


# --- Russian ------------------------------------------------------------------------------
def test_combo_s_words_in_russian(ru):
    g = Combo.new(deck=deck_starting(*LONG_CHAIN))
    said = spoken.move_words(g, g.play(("remove", 4)))
    assert "пятёрку пик" in said[0]  # the card removed, as the object of the sentence
    assert "девятка червей" in said[1] and "семёрка червей" in said[1]
    assert spoken.pass_words(g) == "Ряд пуст: «Сдать» (P) сейчас — и будет бонус"
    table = spoken.table_words(g)
    assert table[2:5] == [
        "Лицом вверх: 0 карт, +0",
        "Рубашкой вверх: 8 карт, +4",
        "Штраф: 1 карта, −2",
    ]
    dealt = spoken.move_words(g, g.play(("pass",)))
    assert "Бонусная сдача. Сдача 2: 2 перестановки, в колоде осталось 32" in dealt
    assert spoken.points(1.5).startswith("1,5") and spoken.score_words(2.5) == "2,5"
