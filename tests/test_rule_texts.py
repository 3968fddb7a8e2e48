"""Issue 27, item 7: texts that contradicted the game, and rule sentences that follow the
rules' constants. The tutorials and the booklet take their numbers from the rules: change
a constant (monkeypatch) and the sentence changes with it, as the help's already do."""

from pathlib import Path

import pytest

from game.ai.winnable import Verdict
from game.games.combo import rules as combo
from game.games.maze import rules as maze
from game.games.monte_carlo import rules as monte_carlo
from game.games.slotker.match_scene import MatchScene
from game.games.slotker.scene import SlotkerScene
from game.games.slotker.words import set_words
from game.scenes import help_text
from game.tutorials import tutorial_for
from tests.driver import make_app, settle
from tests.ui_tour import Recorder
from tools import booklet

ROOT = Path(__file__).resolve().parent.parent
BOOKLET = ROOT / "docs" / "rules.md"


def tutorial_words(game: str) -> str:
    t = tutorial_for(game)
    return " ".join([t.intro, t.outro, *(s.do for s in t.steps), *(s.why for s in t.steps)])


def test_the_maze_tutorial_and_booklet_say_hard_mode_is_the_move_budget():
    words = tutorial_words("maze")
    assert "left of a gap counts" not in words
    assert f"within {maze.MOVE_BUDGET} moves" in tutorial_for("maze").outro
    text = BOOKLET.read_text(encoding="utf-8")
    assert "Only the card before a gap counts" not in text
    assert f"a budget of {maze.MOVE_BUDGET} moves" in text
    assert "so a deal only ends by winning or giving" not in text
    assert "a hard deal is also lost when its move budget is spent" in text


def test_the_monte_carlo_tutorial_does_not_call_stacked_cards_side_by_side():
    side = next(s for s in tutorial_for("monte_carlo").steps if s.concept == "side")
    (r1, c1), (r2, c2) = divmod(side.move[1], 5), divmod(side.move[2], 5)
    assert c1 == c2 and r1 != r2  # the tutorial's first pair is stacked, one above the other
    assert "side by side" not in side.do and "above, below or beside" in side.do


@pytest.mark.parametrize(
    ("module", "name", "value", "game", "expect"),
    [
        (maze, "MOVE_BUDGET", 99, "maze", "within 99 moves"),
        (combo, "GOAL", 7, "combo", "A final score of 7 wins"),
        (combo, "HARD_GOAL", 9, "combo", "(9 in hard mode)"),
        (combo, "PENALTY_POINTS", -3.0, "combo", "costs 3 points"),
        (combo, "FACE_DOWN_POINTS", 0.25, "combo", "+0.25 each"),
        (combo, "BONUS_RELOCATIONS", 3, "combo", "allows 3 relocations"),
        (monte_carlo, "DECK_SIZE", 48, "monte_carlo", "clear all 48"),
    ],
)
def test_a_changed_rules_constant_changes_the_tutorial(monkeypatch, module, name, value, game,
                                                        expect):  # fmt: skip
    assert expect not in tutorial_words(game)
    monkeypatch.setattr(module, name, value)
    assert expect in tutorial_words(game)


def test_the_booklets_rule_sentences_are_up_to_date_with_the_rules():
    text = BOOKLET.read_text(encoding="utf-8")
    assert booklet.RULE_BLOCK.findall(text), "the booklet has generated sentences"
    assert booklet.fill_sentences(text) == text, "run python tools/booklet.py --text"
    assert set(booklet.rule_sentences()) == {m[1] for m in booklet.RULE_BLOCK.findall(text)}


@pytest.mark.parametrize(
    ("module", "name", "value", "expect"),
    [
        (maze, "MOVE_BUDGET", 99, "a budget of 99 moves"),
        (monte_carlo, "HARD_COMPACTIONS", 9, "At most nine compactions"),
        (combo, "GOAL", 7, "A score of 7 or more wins."),
        (combo, "HARD_GOAL", 9, "You need 9 or more."),
    ],
)
def test_a_changed_rules_constant_changes_the_booklet(monkeypatch, module, name, value, expect):
    text = BOOKLET.read_text(encoding="utf-8")
    assert expect not in text
    monkeypatch.setattr(module, name, value)
    assert expect in booklet.fill_sentences(text)


def test_the_match_help_says_a_run_keeps_its_highest_set():
    rules = " ".join(help_text.help_for("slotker_match")["rules"])
    assert "Its first set is its best set" not in rules and "until it makes a set" not in rules
    assert "keeping the highest set it makes" in rules


def test_a_match_seat_keeps_its_best_set_not_the_solo_high_set():
    ev = {"why": "three PLUMs", "high": True}
    assert set_words(ev, False, SlotkerScene.KEPT_SET) == "Three PLUMs. It is the high set now."
    said = set_words(ev, False, MatchScene.KEPT_SET)
    assert "high set" not in said and "best set so far" in said


def test_winnable_at_move_zero_of_a_lost_deal_says_it_cannot_be_won():
    assert Verdict("no").text(at_start=True) == "No: this deal cannot be won."
    assert Verdict("no").text() == "No: this deal can no longer be won."


def test_the_table_asks_the_verdict_with_no_move_played_as_at_the_start(monkeypatch):
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push("monte_carlo", seed=5)
    settle(app)
    said = []
    monkeypatch.setattr(scene, "say", lambda text, *a, **kw: said.append(text))

    class Done:
        done, error, result = True, None, Verdict("no")

    scene.hints.verdict_job = (0, Done())
    scene.hints.collect()
    assert said == ["No: this deal cannot be won."]


@pytest.mark.parametrize("hard", [False, True])
def test_hard_zoomer_tracker_names_no_round(monkeypatch, hard):
    recorder = Recorder(monkeypatch)
    app = make_app(size=(1280, 720))
    app.settings.override("anim_speed", 0.0)
    app.scenes.push("zoomer", seed=4, hard=hard)
    settle(app)
    recorder.draw(app, "zoomer")
    rounds = [s for s in recorder.strings if "round" in s.lower()]
    assert any(s.startswith("Tracker") for s in recorder.strings)
    assert bool(rounds) is not hard, rounds
