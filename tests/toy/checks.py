"""Toy Pairs reached through its entry point alone, checked in a fresh interpreter.

Not collected by the suite (no test_ prefix): tests/test_catalog.py writes the
distribution, puts it on PYTHONPATH and runs these with pytest in a subprocess, since a
process finds its entry points when it starts."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.rules import GAMES, TITLES
from tests.driver import click, key, make_app, settle, step
from tests.toy.bot import Bot
from tests.toy.rules import ToyPairs
from tests.ui_tour import Recorder


@pytest.fixture(autouse=True)
def _the_toy_is_listed():
    assert "toy" in catalog.names(), "the entry point was not found"
    assert catalog.problems() == []


def test_the_catalog_lists_it_after_the_five_and_its_rules_are_the_toys():
    assert catalog.names() == (*catalog.built_in(), "toy") and len(catalog.built_in()) == 5
    assert GAMES["toy"] is ToyPairs and TITLES["toy"] == "Toy Pairs"


def test_the_menu_lists_it_with_its_blurb(monkeypatch):
    recorder = Recorder(monkeypatch)
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    menu = app.scenes.top
    assert [row[0].key for row in menu.rows][5] == "toy"
    while menu.focused.key != "toy":  # the list shows five games: it scrolls to the sixth
        key(app, pygame.K_DOWN)
    texts = [t.text for t in recorder.draw(app, "menu").texts]
    assert "Toy Pairs" in texts
    assert any("Pair touching cards" in t for t in texts)


def test_the_menu_opens_it():
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    row = next(r for r in menu.rows if r[0].key == "toy")
    menu.activate(row[0])
    settle(app)
    assert app.scenes.top.GAME == "toy" and app.scenes.top.game.NAME == "toy"


def play_out(app, scene, limit: int = 40) -> None:
    bot = Bot()
    for _ in range(limit):
        if scene.game.status != "playing":
            break
        a, b = bot.choose(scene.game)[1:]
        click(app, scene.slot_rect(f"cell_{a}").center)
        click(app, scene.slot_rect(f"cell_{b}").center)
        settle(app)
    step(app, 240)
    settle(app)


def test_it_deals_and_plays_to_a_result_recorded_with_statistics_and_high_scores(monkeypatch):
    from game.engine.scores import high_scores

    app = make_app()
    scene = app.scenes.push("toy", seed=7)
    settle(app)
    assert sorted(c for c in scene.game.grid if c) == sorted(ToyPairs.DECK())
    play_out(app, scene)
    assert scene.game.status == "won" and scene.session.moves == 8
    assert app.scenes.top is not scene  # the result screen is over the table
    record = app.stats.record("toy", False)
    assert record["played"] == 1 and record["won"] == 1
    tables = dict((t.key, best) for t, best in high_scores("toy", record["results"]))
    assert set(tables) == {"fastest", "fewest"} and len(tables["fewest"]) == 1
    recorder = Recorder(monkeypatch)
    app.scenes.push("stats", game="toy")
    settle(app)
    texts = [t.text for t in recorder.draw(app, "stats").texts]
    assert "Toy Pairs" in texts


def test_its_help_page_booklet_section_and_tutorial_exist():
    from game.engine.booklet import section
    from game.scenes.help_arcade import sections
    from game.scenes.help_text import help_for
    from game.tutorials import tutorial_for

    assert "4×4 grid" in help_for("toy")["what"]
    games_listed = dict(sections("arcade"))["The games"]
    assert any(line.startswith("Toy Pairs: ") for line in games_listed)
    body = section("toy")
    assert (
        body and not body[0].startswith("The booklet has no") and "reading order" in " ".join(body)
    )
    tut = tutorial_for("toy")
    assert tut.steps and tut.concepts
    app = make_app()
    app.scenes.push("help", game="toy")
    settle(app)
    assert app.scenes.top.game == "toy"
    app = make_app()
    scene = app.scenes.push("toy", tutorial=True)
    settle(app)
    assert scene.tutor.tutorial is not None and scene.tutor.tutorial.game == "toy"


def test_the_scene_and_level_check_at_start_admits_it():
    from game import catalog
    from game.app import admit_scenes
    from game.scenes import SCENES

    admit_scenes(SCENES)
    assert "toy" in catalog.names() and "toy" in SCENES


def test_the_monkey_survives_it():
    from tests.monkey import EVENTS
    from tests.test_monkey import monkey_on

    monkey_on("toy", EVENTS)


def test_its_own_key_is_on_the_controls_page_rebindable_and_opens_its_own_scene(monkeypatch):
    from game.engine import keymaps
    from game.keytables import check_bindings
    from game.scenes.controls import group, title
    from tests.toy.tally import TallyScene

    rows = [keymaps.qualified(layer, action) for layer, action in keymaps.rows()]
    assert "toy.tally" in rows
    assert group("toy") == "Toy Pairs" and title("toy.tally") == "Show the tally"
    assert check_bindings({"toy.tally": ["l"]}, games=catalog.key_layers())[1] == []
    app = make_app()
    app.scenes.push("menu")
    controls = app.scenes.push("controls")
    controls.focus = controls.actions.index("toy.tally")  # its page: the group and the row
    settle(app)
    page = [t.text for t in Recorder(monkeypatch).draw(app, "controls").texts]
    assert "Toy Pairs" in page and "Show the tally" in page
    app = make_app()
    app.scenes.push("toy", seed=1)
    settle(app)
    key(app, pygame.K_k)
    settle(app)
    assert isinstance(app.scenes.top, TallyScene)
    assert "0 pairs made, 16 cards left." in app.scenes.top.question
    try:
        keymaps.use_bindings({"toy.tally": ["l"]}, {})
        app.scenes.pop()
        key(app, pygame.K_k)
        assert not isinstance(app.scenes.top, TallyScene)  # K is no longer its key
        key(app, pygame.K_l)
        settle(app)
        assert isinstance(app.scenes.top, TallyScene)
    finally:
        keymaps.use_bindings({}, {})


def test_its_run_points_count_the_pairs_it_made():
    from game.session.run_points import PROGRESS, booklet_text, table

    game = ToyPairs.new(seed=1)
    bot = Bot()
    for _ in range(3):
        game.play(bot.choose(game))
    assert table("toy").points(game, won=False) == PROGRESS * game.pairs_made // 8
    assert "pairs made, out of 8" in booklet_text()


def test_its_deals_travel_as_codes_and_replay_to_the_same_position():
    from game.session import MemoryLedger, Session
    from game.session.codes import decode, encode, from_line
    from game.session.replay import Replay

    session = Session("toy", MemoryLedger(), seed=5)
    bot = Bot()
    for _ in range(4):
        session.play(bot.choose(session.game))
    code = decode(encode(from_line(session.to_dict())))
    assert code.game == "toy" and len(code.moves) == 4
    replay = Replay(code.line())
    while not replay.at_end:
        replay.forward()
    assert replay.game.to_dict() == session.game.to_dict()


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_its_deals_played_by_clicks_in_any_order_code_and_replay(seed):
    from tests.input_paths import code_round_trip, play_by_clicks

    scene, made = play_by_clicks("toy", seed)
    assert made > 0 and scene.session.history
    code_round_trip(scene)
