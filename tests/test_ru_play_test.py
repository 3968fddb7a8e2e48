"""Issue "Every screen fits…", item 6: what a Russian play test found, each checked in
Russian through the catalog (as tests/test_games_ru.py does): sentences said whole where
a piece put in a shared one read wrong (the subject of an ending, the measure after
«доля», one move, the keys named where a pad's buttons are), one Russian name for each
thing (the glossary, tests/test_i18n_catalog.py, holds each pair and fails the other
name), and SLOTKER's seats named in the language on screen, whatever language the match
was made in."""

import pygame
import pytest
from babel.messages.catalog import Message

from game import catalog, i18n
from game.engine import input as key_input
from game.engine.input import KEYS
from game.games.slotker.match_rules import SlotkerMatch, pass_words, seat_name
from game.games.slotker.match_session import MatchSession, round_title
from game.games.slotker.words import discard_words
from game.i18n import _, pgettext
from game.scenes import menu_words
from game.scenes.overlay import ConfirmScene
from game.scenes.stats import streak_mark
from game.session import RUN, MemoryLedger, Session, run_points
from game.table.tutorial import played_for_you
from tests.driver import make_app, settle
from tests.test_i18n_catalog import PO, glossary_misses, read


# --- whole sentences ------------------------------------------------------------------
def asked(app, scene, action: str) -> str:
    scene.request(action)
    top = app.scenes.top
    assert isinstance(top, ConfirmScene)
    question = top.question
    top.manager.pop()
    settle(app)
    return question


def test_the_questions_before_ending_a_deal_say_their_subject_whole_in_russian(ru):
    """«Это — считается сданной партией» was "It" put before a dash: each subject's
    sentence is one message now."""
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push("monte_carlo", seed=7)
    settle(app)
    scene.try_move(scene.session.game.legal_moves()[0])
    settle(app)
    assert asked(app, scene, "give_up") == "Сдаться в этом раскладе? Партия считается сданной."
    assert asked(app, scene, "new") == "Начать новую игру? Этот расклад считается брошенным."
    assert asked(app, scene, "restart").endswith(" Эта попытка считается брошенной.")


def test_each_subject_of_an_ending_is_one_sentence_in_russian(ru):
    s = Session("maze", MemoryLedger(), seed=3)
    assert s.ending_words("gave_up", "It") == "Партия считается сданной."
    assert s.ending_words("abandoned", "This try") == "Эта попытка считается брошенной."
    s.demo = True
    assert s.ending_words("abandoned", "This one") == (
        "Это демо-расклад: он не считается ни победой, ни поражением."
    )
    saved = {"seed": 4, "moves": [[1]]}
    said = menu_words.leaving_words("maze", saved, {})
    assert said == "Ваша партия «Лабиринт» (сохранённый расклад 4) считается брошенной."
    run = {"parts": [{}], "order": ["maze"] * 5}
    assert menu_words.leaving_words(RUN, run, {}) == (
        "Ваш аркадный марафон (сохранён на игре 2 из 5) считается брошенным."
    )
    assert "—" not in s.ending_words("gave_up", "It") + menu_words.leaving_words("maze", saved, {})


def test_the_run_points_line_words_each_measure_after_the_share_in_russian(ru):
    """«доля разные снятые карты из 50»: the measure was put after «доля» as it reads
    alone; each game's line is a sentence of its own now."""
    lines = dict(run_points.published(shown=True))
    title = {name: catalog.shown_title(name) for name in catalog.names()}
    assert lines[title["zoomer"]].startswith("75 × доля разных снятых карт из 50,")
    assert lines[title["maze"]].startswith("75 × доля карт на своих местах")
    assert lines[title["monte_carlo"]].startswith("75 × доля карт, снятых парами,")
    assert lines[title["slotker"]].startswith("75 × доля прогонов, где устоял старший сет")
    assert lines[title["combo"]].startswith("75 × доля итоговых очков")
    for how in lines.values():
        assert "доля карты" not in how and "доля разные" not in how


def test_each_games_own_line_reads_in_english_as_the_shared_one_did():
    """The booklet (docs/rules.md) is unchanged: a game's own line is, in English, the
    shared sentence with its measure put in."""
    for name in catalog.names():
        table = run_points.table(name)
        if table.share:
            shared = run_points.SHARE.format(
                progress=run_points.PROGRESS, measure=table.measure, win=run_points.WIN
            )
            assert table.share_words() == shared


def test_one_move_the_tutorial_plays_is_said_without_its_figure_in_russian(ru):
    assert played_for_you(1, "", "") == "Смотрите: обучение само сыграет следующий ход."
    assert played_for_you(21, "", "") == "Смотрите: обучение само сыграет следующие 21 ход."
    assert played_for_you(3, "", "") == "Смотрите: обучение само сыграет следующие 3 хода."
    assert played_for_you(1, "сдача 2", "сдача 2").endswith("следующий ход (сдача 2).")


def test_keys_named_where_a_pads_buttons_are_are_one_phrase_in_russian(ru, monkeypatch):
    """«Клавиша Ctrl+N или Клавиша N»: the keys are named once, the word in its plural."""
    monkeypatch.setattr(key_input.LAST, "pad", True)
    assert KEYS.label("new", 2) == "Клавиши Ctrl+N или N"
    assert KEYS.label("demo") == "Клавиша B"


def test_the_play_tests_wordings_in_russian(ru):
    assert _("Click a game.") == "Щёлкните по игре."
    said = discard_words({"why": "the draw made no set", "cards": ["8D", "3S", "5H"]}, "8D")
    assert said == "Новая карта — восьмёрка бубён: сета нет, рука уходит в сброс."
    said_ru = [m.string for m in read(PO) if m.id]
    flat = " ".join(s if isinstance(s, str) else " ".join(s) for s in said_ru)
    assert "у игрока {seat}" not in flat and "Передайте: {seat}" not in flat
    assert "Д К Т" not in flat


# --- one name for each thing ------------------------------------------------------------
OTHER_NAMES = [
    Message("Winnable?", "Можно ли выиграть?", context="action"),
    Message("Hint", "Совет", context="toolbar"),
    Message("New deal", "Новый расклад", context="action"),
    Message("Deal #…", "По номеру…"),
    Message("Compaction: the cards slid up.", "Уплотнение: карты съехали вверх."),
    Message("Copy code", "Копировать код"),
    Message("W", "Поб."),
    Message("Won", "Победы"),
    Message("Ace is low only: Q K A is no run.", "Туз только младший: Д К Т — не серия."),
]


@pytest.mark.parametrize("message", OTHER_NAMES, ids=lambda m: m.id)
def test_the_glossary_refuses_the_other_name_of_each_thing(message):
    assert glossary_misses([message]), message.string


def test_the_glossary_holds_to_a_placeholder_no_term():
    """ "{hint}" in "This position is lost. {hint}" names no hint: no term to say."""
    assert not glossary_misses([Message("This position is lost. {hint}", "Позиция. {hint}")])
    assert not glossary_misses([Message("Deal #{number}", "Расклад {number}")])


def test_the_statistics_marks_share_their_letters_in_russian(ru):
    """«П1» beside «Поб.» and «Пор.»: the Won heading, its short form, the streak and
    the day marks all start with В, the Lost ones with П."""
    won = [_("Won"), _("W"), streak_mark(3), pgettext("day mark", "W")]
    lost = [_("Lost"), _("L"), streak_mark(-2), pgettext("day mark", "L")]
    assert {w[0] for w in won} == {"В"} and {w[0] for w in lost} == {"П"}
    assert streak_mark(3) == "В3" and streak_mark(-2) == "П2"


# --- SLOTKER's seats in the language on screen -------------------------------------------
def test_a_matchs_default_seats_are_named_in_the_language_on_screen(ru):
    """«Pass to Игрок 3»: the seats were stored as names in the language the match was
    made in; a default seat keeps its number and is named when drawn."""
    i18n.use("en")
    m = SlotkerMatch.new([("", False), ("", True), ("Аня", False)], seed=5)
    assert [seat_name(s) for s in m.seats] == ["Player 1", "Computer 2", "Аня"]
    i18n.use("ru")
    assert [seat_name(s) for s in m.seats] == ["Игрок 1", "Компьютер 2", "Аня"]
    assert pass_words(m.seats[0]) == "Передайте игроку 1"
    assert pass_words(m.seats[2]) == "Теперь играет Аня"


def test_an_old_save_reads_its_stored_default_names_as_the_seats_defaults(ru):
    saved = MatchSession(MemoryLedger(), [("Player 1", False), ("Игрок 2", False)], seed=3)
    old = saved.to_dict()
    old["seats"] = [["Player 1", False], ["Игрок 2", False], ["Компьютер 3", True]]
    session = MatchSession.from_dict(old, MemoryLedger())
    assert [seat_name(s) for s in session.match.seats] == ["Игрок 1", "Игрок 2", "Компьютер 3"]
    i18n.use("en")
    assert [seat_name(s) for s in session.match.seats] == ["Player 1", "Player 2", "Computer 3"]
    assert [s["name"] for s in session.match.seats] == ["", "", ""]
    typed = SlotkerMatch.new([("Игрок 7", False), ("Player 1", False)], seed=1)
    assert [seat_name(s) for s in typed.seats] == ["Игрок 7", "Player 1"]  # not seat 7's


def test_the_setup_stores_no_language_in_a_seat(ru):
    from game.games.slotker.setup import SetupScene

    app = make_app()
    setup = SetupScene(app, seed=4)
    assert setup.seats() == [("", False), ("", True)]


def test_a_round_title_names_the_seats_in_russian(ru):
    m = SlotkerMatch.new([("", False), ("", True)], seed=9)
    while m.status == "playing":
        m.play(m.legal_moves()[0])
    assert "Игрок 1" in round_title(m) or "Компьютер 2" in round_title(m)
    assert "Player" not in round_title(m) and "Computer" not in round_title(m)


def test_the_hand_over_screen_says_the_seats_headline_whole(ru):
    from game.games.slotker import match_scene
    from game.games.slotker.match_scene import HandoffScene

    app = make_app()
    m = SlotkerMatch.new([("", False), ("", False)], seed=2)
    scene = HandoffScene(app, seat_name(m.seats[1]), 1, seat=m.seats[1])
    seen = []
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(match_scene.ui, "blit_text", lambda _s, text, *a, **kw: seen.append(text))
        scene.draw(pygame.Surface(app.size))
    assert "Передайте игроку 2" in seen
