"""Issue 27, item 5: a deal the demo played in is recorded once, as a demo deal, and a
tutorial records nothing (issue 16's rule); the questions before leaving one say so, in
the words the result screen uses, and Statistics gives demo deals a line of their own."""

import pygame

from game.scenes.overlay import ConfirmScene
from game.session import MemoryLedger, Session
from tests.driver import key, make_app, settle
from tests.test_stats_screen import cells


def table_with_demo_moves(app, game="monte_carlo", seed=7, tutorial=False):
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push(game, seed=seed, tutorial=tutorial)
    settle(app)
    first = scene.tutor.tutorial.steps[0].move if tutorial else None
    scene.try_move(first or scene.session.game.legal_moves()[0])
    settle(app)
    assert scene.session.moves == 1
    scene.session.demo = not tutorial  # as the demo's move marks it
    return scene


def asked(app, scene, action):
    scene.request(action)
    top = app.scenes.top
    assert isinstance(top, ConfirmScene)
    return top.question


def test_the_session_says_what_ending_it_records():
    s = Session("maze", MemoryLedger(), seed=3)
    assert s.ending_words("abandoned", "This one") == "This deal counts as abandoned."
    assert s.ending_words("gave_up") == "It counts as given up."
    s.demo = True
    assert s.ending_words("abandoned", "This one") == (
        "This deal is a demo deal: it counts as neither a win nor a loss."
    )
    s.demo, s.tutorial = False, True
    assert s.ending_words("gave_up") == "It is a tutorial deal: nothing is recorded."


def test_new_deal_restart_and_give_up_on_a_demo_deal_say_it_is_a_demo_deal():
    app = make_app()
    scene = table_with_demo_moves(app)
    for action in ("new", "restart", "give_up"):
        question = asked(app, scene, action)
        assert "demo deal: it counts as neither a win nor a loss" in question, question
        assert "abandoned" not in question and "given up" not in question
        key(app, pygame.K_ESCAPE)
        settle(app)
    asked(app, scene, "new")
    key(app, pygame.K_RETURN)
    settle(app)
    rec = app.stats.record("monte_carlo", False)
    assert [r["outcome"] for r in rec["results"]] == ["demo"]
    assert rec["played"] == 0 and rec["demo"] == 1


def test_leaving_a_tutorial_says_nothing_is_recorded_and_records_nothing():
    app = make_app()
    scene = table_with_demo_moves(app, tutorial=True)
    assert scene.session.tutorial
    for action, answer in (("restart", pygame.K_ESCAPE), ("new", pygame.K_RETURN)):
        question = asked(app, scene, action)
        assert "tutorial deal: nothing is recorded" in question, question
        key(app, answer)
        settle(app)
    assert app.stats.record("monte_carlo", False)["results"] == []


def test_the_menu_says_a_saved_demo_deal_is_a_demo_deal():
    app = make_app()
    scene = table_with_demo_moves(app, game="maze", seed=64551)
    app.keep()
    menu = app.scenes.replace("menu")
    settle(app)
    assert menu.saved["maze"]["demo"]
    words = menu.leaving_words("maze")
    assert words.endswith("is a demo deal: it counts as neither a win nor a loss.")
    assert "abandoned" not in words
    del scene


def test_statistics_shows_demo_deals_in_a_line_of_their_own(monkeypatch):
    demo = {"won": False, "outcome": "demo"}
    texts = cells(monkeypatch, [("monte_carlo", demo)] * 3 + [("zoomer", demo)])
    assert "Demo deals (neither won nor lost): Zoomer Matrix 1, Monte Carlo 3" in texts
    i = texts.index("Monte Carlo")
    assert texts[i + 1] == "0"  # not played: a demo deal is no deal of the player's
