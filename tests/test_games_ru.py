"""Issue 28: the games' own words in Russian: card names as Russian players say them,
each game's refusal reasons, and counts in Russian's three forms. English stays the
default (the fixture puts it back after every test)."""

import pytest

from game import i18n
from game.games.combo.rules import Combo
from game.games.maze.rules import Maze
from game.games.monte_carlo.rules import MonteCarlo
from game.games.slotker.rules import Slotker
from game.games.zoomer.rules import Zoomer, zoomer_deck
from game.rules import cards as C

RANKS_RU = {
    "A": "туз", "2": "двойка", "3": "тройка", "4": "четвёрка", "5": "пятёрка",
    "6": "шестёрка", "7": "семёрка", "8": "восьмёрка", "9": "девятка", "T": "десятка",
    "J": "валет", "Q": "дама", "K": "король",
}  # fmt: skip
SUITS_RU = {"S": "пик", "H": "червей", "D": "бубён", "C": "треф", "X": "звёзд"}


def test_every_card_has_its_russian_name(ru):
    for card in C.standard_deck() + zoomer_deck():
        assert C.name(card) == f"{RANKS_RU[card[0]]} {SUITS_RU[card[1]]}"
    assert C.name("AS") == "туз пик" and C.name("QH") == "дама червей"
    assert C.name("JD") == "валет бубён" and C.name("KC") == "король треф"
    assert C.name("TX") == "десятка звёзд"


def test_several_cards_in_russian(ru):
    assert C.names(["7S", "7X"]) == "семёрки пик и звёзд"
    assert C.names(["6H", "6C", "6D"]) == "шестёрки червей, треф и бубён"
    assert C.names(["TH", "2C", "AS"]) == "десятка червей, двойка треф и туз пик"
    assert C.rank_name("K", 2) == "короли" and C.rank_name("Q") == "дама"


def test_english_comes_back_after_russian(ru):
    i18n.use("en")
    assert C.name("QH") == "Queen of Hearts"
    assert C.names(["7S", "7X"]) == "Sevens of Spades and Stars"


def refusal(game, move) -> str:
    with pytest.raises(Exception) as caught:
        game.play(move)
    return str(caught.value)


def test_a_refusal_of_each_game_in_russian(ru):
    z = Zoomer.new(seed=3)
    assert z.why_not_place((2, 2)) == "в руке нет карты: сначала возьмите карту"
    c = Combo.new(seed=3)
    assert refusal(c, ("relocate", 0, 0)) == "карту нужно переставить на другое место"
    m = Maze.new(seed=3)
    gap = m.gaps()[0]
    assert refusal(m, ("move", gap, m.gaps()[1])) == f"клетка {gap} пуста: ходить нечем"
    mc = MonteCarlo.new(seed=3)
    far = next(b for b in range(1, 25) if b not in (1, 5, 6))
    said = refusal(mc, ("pair", 0, far))
    assert said.endswith("не соприкасаются") or said.endswith("разного ранга"), said
    s = Slotker.new(seed=3)
    assert refusal(s, ("fold",)) == "пасовать нечем: сначала сдайте"


def test_counts_take_russian_three_forms(ru):
    forms = {1: "ход", 2: "хода", 5: "ходов", 21: "ход", 22: "хода", 11: "ходов", 14: "ходов"}
    for n, word in forms.items():
        said = i18n.ngettext(
            "Not stuck: {n} move open. {report}", "Not stuck: {n} moves open. {report}", n
        ).format(n=n, report="")
        assert said.startswith(f"Тупика нет: есть {n} {word}."), said


def test_slotker_sets_in_russian(ru):
    from game.games.slotker.rank import describe, symbol_name, why_not_higher

    assert describe(["QS", "QH", "QD"]) == "три дамы"
    assert describe(["KS", "KH", "KD"]) == "три короля"
    assert why_not_higher(["2S", "2H", "2D"], ["QS", "QH", "QD"]) == "три двойки не бьют три дамы"
    assert [symbol_name(s) for s in ("BAR", "BELL", "PLUM", "ORANGE", "CHERRIES", "LEMON")] == [
        "BAR", "Колокольчик", "Слива", "Апельсин", "Вишни", "Лимон"
    ]  # fmt: skip


def test_small_numbers_are_words_in_english_and_figures_with_the_nouns_form_in_russian(ru):
    from game.engine.words import times, words

    assert words(8) == "8" and times(1) == "1 раз" and times(3) == "3 раза" and times(5) == "5 раз"
    i18n.use("en")
    assert words(8) == "eight" and times(1) == "once" and times(3) == "three times"


def test_the_help_pages_are_made_in_the_language_in_force(ru):
    from game.scenes import help_text

    combo = help_text.help_for("combo")
    assert combo["rules"][0].startswith("В ряд сдаются 9 карт.")
    assert "Колокольчик" in help_text.help_for("slotker")["rules"][0]
    i18n.use("en")
    assert help_text.help_for("combo")["rules"][0].startswith("Nine cards are dealt in a line.")


def test_scores_take_the_russian_decimal_mark(ru):
    from game.games.combo.fx import plain, signed

    assert signed(0.5) == "+0,5" and plain(-2.5) == "−2,5" and signed(4) == "+4"
    i18n.use("en")
    assert signed(0.5) == "+0.5"


def test_a_zoomer_hint_and_result_in_russian(ru):
    from game.ai import Hint
    from game.games.zoomer.words import hint_words, result_words

    g = Zoomer.new(seed=3)
    assert hint_words(g, Hint(("draw",), None, "", {})) == "возьмите карту из колоды (D)"
    g.status = "lost"
    title, lines = result_words(g)
    assert title == "Выхода нет" and lines[1].startswith("На Матрице осталось 13 карт; 0 снятий")


def test_slotker_reasons_in_russian(ru):
    from game.games.slotker.words import discard_words, set_words

    ev = {"why": "три сливы", "high": True}
    assert set_words(ev, False) == "Три сливы. Теперь это старший сет."
    fold = {"why": "folded", "cards": ["7S", "7H", "2C"]}
    assert discard_words(fold, None) == "Пас: семёрка пик, семёрка червей и двойка треф."


def test_a_card_as_the_object_of_a_verb_is_declined_in_russian(ru):
    objects = {
        "A": "туза",
        "2": "двойку",
        "T": "десятку",
        "J": "валета",
        "Q": "даму",
        "K": "короля",
    }
    for rank, word in objects.items():
        assert C.name(rank + "H", as_object=True) == f"{word} червей"
    assert C.names(["TH", "2C"], as_object=True) == "десятку червей и двойку треф"
    assert C.names(["7S", "7X"], as_object=True) == "семёрки пик и звёзд"
    i18n.use("en")
    assert C.name("QH", as_object=True) == C.name("QH") == "Queen of Hearts"


def test_a_recorded_sets_words_come_back_from_its_rank_key_in_either_language(ru):
    import itertools

    from game.games.slotker.rank import describe, describe_key, set_kind, set_rank

    deck = C.standard_deck()
    sets = [c for c in itertools.combinations(deck[::3] + deck[1::7], 3) if set_kind(c)]
    assert len(sets) > 30
    for language in ("ru", "en"):
        i18n.use(language)
        for cards in sets:
            key = list(set_rank(cards))  # as a record keeps it (JSON: a list)
            assert describe_key(key) == describe(cards), cards
            assert describe_key(key, detail=False) == describe(cards, detail=False)
    i18n.use("ru")
    assert describe_key([1, 12]) == "три дамы"
