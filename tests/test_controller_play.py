"""The whole game from the sofa: every scene reached and every game finished by
controller events alone (posted through the driver, a stand-in for the pad), as
the keyboard-only tests do with keys."""

from __future__ import annotations

import pytest

from game import catalog
from game.engine.scene import load_class
from game.games.slotker.match_scene import fallback_move
from game.games.slotker.scene import HAND
from game.scenes import SCENES
from game.scenes.result import ResultScene
from tests.driver import cursor_to, make_app, open_scene, pad, plug, settle, step
from tests.games.combo.test_combo_scene import best_removal

SEEN: set[str] = set()  # the scene classes the pad reached


def press(app, button: str) -> None:
    """A pad press, then the animations and fades run out; the scene on top is noted."""
    pad(app, button)
    settle(app)
    SEEN.add(type(app.scenes.top).__name__)


def menu_to(app, key: str) -> None:
    """The D-pad walks the menu's focus to the item ``key``."""
    menu = app.scenes.top
    row = next(r for r, items in enumerate(menu.rows) if any(i.key == key for i in items))
    for _ in range(80):
        if menu.focused.key == key:
            return
        press(app, "dpad down" if menu.row != row else "dpad right")
    raise AssertionError(f"the pad never reached the menu's {key}")


def focus_row(app, name: str) -> None:
    """Down the list overlay on top until its row ``name`` has the focus."""
    top = app.scenes.top
    for _ in range(len(top.choices) + 1):
        if top.choices[top.focus][0] == name:
            return
        press(app, "dpad down")
    raise AssertionError(f"no row {name}")


def start_app():
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    plug(app)
    return app


def scene_named(app) -> str:
    return type(app.scenes.top).__name__


def test_the_menus_screens_open_and_close_by_the_pad():
    app = start_app()
    for item, shown in (
        ("stats", "StatsScene"),
        ("help", "HelpScene"),
        ("deal", "DealNumberScene"),
        ("code", "CodeFieldScene"),
    ):
        menu_to(app, item)
        press(app, "a")
        assert scene_named(app) == shown, item
        if item == "stats":
            page = app.scenes.top.page
            press(app, "rb")  # the shoulders turn the statistics' pages
            assert app.scenes.top.page == page + 1
            press(app, "x")  # X: hard mode's figures
            assert app.scenes.top.hard
        press(app, "b")
        assert scene_named(app) == "MenuScene", item
    menu_to(app, "settings")
    press(app, "a")
    assert scene_named(app) == "SettingsScene"
    focus_row(app, "controls")
    press(app, "a")
    assert scene_named(app) == "ControlsScene"
    press(app, "b")
    press(app, "b")
    assert scene_named(app) == "MenuScene"


def test_each_game_opens_pauses_asks_and_goes_back_to_the_menu_by_the_pad():
    app = start_app()
    for game in catalog.names():
        menu_to(app, game)
        press(app, "a")
        table = next(s for s in reversed(app.scenes.stack) if hasattr(s, "GAME"))
        assert table.GAME == game
        if app.scenes.top is not table:  # a deal with no move at all is over at once
            assert scene_named(app) == "ResultScene"
            press(app, "a")
        press(app, "start")
        assert scene_named(app) == "PauseScene"
        press(app, "start")
        assert app.scenes.top is table
        legal = table.game.legal_moves()
        for target in table.clicks_for(legal[0]) if legal else []:
            if app.scenes.top is table:
                cursor_to(app, target, by_pad=True)
                press(app, "a")
        if app.scenes.top is not table:  # a deal over at its first move
            assert scene_named(app) == "ResultScene"
            press(app, "a")  # New deal, the result screen's first button
        assert app.scenes.top is table
        cursor_to(app, "button_new", by_pad=True)
        press(app, "a")  # New deal over a started deal asks first
        if table.history:
            assert scene_named(app) == "ConfirmScene", game
            press(app, "b")  # B: No
        assert app.scenes.top is table
        press(app, "start")
        focus_row(app, "menu")
        press(app, "a")
        assert scene_named(app) == "MenuScene", game


def row_to(app, setup, kind: str, seat: int | None = None) -> None:
    """The D-pad walks the SLOTKER setup's focus to its row of ``kind``."""
    for _ in range(len(setup.rows) + 1):
        row = setup.rows[setup.focus]
        if row["kind"] == kind and row.get("seat") == seat:
            return
        press(app, "dpad down")
    raise AssertionError(f"no row {kind}")


def test_a_slotker_match_for_two_people_is_set_up_handed_over_and_played_by_the_pad():
    app = start_app()
    menu_to(app, catalog.get("slotker").extra_menu.key)
    press(app, "a")
    setup = app.scenes.top
    assert scene_named(app) == "SetupScene"
    row_to(app, setup, "seat", 1)
    if setup.computer[1]:
        press(app, "a")  # the second seat: a person
    assert setup.computer[:2] == [False, False]
    row_to(app, setup, "start")
    press(app, "a")
    match = next(s for s in app.scenes.stack if type(s).__name__ == "MatchScene")
    for _ in range(3000):
        top = app.scenes.top
        if scene_named(app) == "RoundResultScene":
            break
        if scene_named(app) == "HandoffScene":
            press(app, "a")
        elif top is match and match.can_act() and not match.timeline.busy:
            move = fallback_move(match.match.run)
            if move[0] == "deal":
                press(app, "rb")
            elif move[0] == "fold":
                press(app, "lb")
            else:
                cursor_to(app, HAND[move[1]], by_pad=True)
                press(app, "a")
        else:
            step(app)
    assert scene_named(app) == "RoundResultScene"
    assert {"HandoffScene", "MatchScene"} <= SEEN
    round_no = match.match.round
    press(app, "a")  # Next round
    assert app.scenes.top is match or scene_named(app) == "HandoffScene"
    assert match.match.round == round_no + 1


# --- every game to its end ------------------------------------------------------------------
def play(app, scene, choose, limit: int = 500) -> None:
    """Each move the ``choose`` function picks, played by the pad: the D-pad to each
    target its clicks name and A there, or the one button it names."""
    for _ in range(limit):
        if scene.game.status != "playing":
            return
        before = len(scene.history)
        move, button = choose(scene)
        if button:
            press(app, button)
        else:
            for target in scene.clicks_for(move):
                cursor_to(app, target, by_pad=True)
                press(app, "a")
        assert len(scene.history) > before, (move, scene.history[before:])
    raise AssertionError("the game did not end")


def monte_carlo(scene):
    move = scene.game.legal_moves()[0]
    return move, ("rb" if move[0] == "compact" else None)  # RB compacts


def combo(scene):
    if scene.game.can_pass():
        return ("pass",), "rb"  # RB passes
    return ("remove", best_removal(scene.game)), None


def maze(scene):
    return scene.game.legal_moves()[0], None


def zoomer(scene):
    legal = scene.game.legal_moves()
    order = {"clear": 0, "place": 1, "draw": 2}
    return min(legal, key=lambda m: order.get(m[0], 3)), None


def slotker(scene):
    g = scene.game
    if g.waiting_for_draw:
        best = max((len(g.outs(i)), i) for i, _, _ in g.draw_options())
        return (("draw", best[1]), None) if best[0] else (("fold",), "lb")  # LB folds
    return ("deal",), "rb"  # RB deals


PLAYERS = {
    "monte_carlo": (monte_carlo, 13, True),
    "combo": (combo, 4, True),
    "maze": (maze, 3, True),  # hard: a move budget ends it
    "zoomer": (zoomer, 5, False),
    "slotker": (slotker, 2, False),
}


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_game_is_finished_by_the_pad_alone(game):
    choose, seed, hard = PLAYERS[game]
    app, scene = open_scene(game, instant=True, seed=seed, hard=hard)
    plug(app)
    play(app, scene, choose)
    settle(app)
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    SEEN.add("ResultScene")
    assert result.won == (scene.game.status == "won")
    seed = scene.session.seed
    press(app, "a")  # the focused button: a new deal
    assert scene.history == [] and scene.session.seed != seed
    # (a new deal may, rarely, have no move at all: its result shows at once)
    over = not scene.game.legal_moves() and isinstance(app.scenes.top, ResultScene)
    assert over or (app.scenes.top is scene and scene.game.status == "playing")


def test_quitting_with_changes_unwritten_asks_and_the_pad_goes_back(monkeypatch):
    """The pad's way out at the menu (B, then A on "Quit Patience Arcade?") with a change
    the disk refused: the question (Retry / Quit anyway) comes up, and B again goes back
    to the menu with nothing lost."""
    from tests.store_help import good_result
    from tests.test_store_faults import Fault

    app = start_app()
    Fault(app.data, "database or disk is full", monkeypatch).start()
    app.data.stats.add("combo", False, {**good_result(1), "deal": "pad"})  # refused: pending
    assert app.data.ledger.unsaved
    press(app, "b")
    assert scene_named(app) == "ConfirmScene"  # B asks first (a press too many quit)
    press(app, "a")
    assert scene_named(app) == "QuitPendingScene"
    press(app, "b")
    assert scene_named(app) == "MenuScene" and app.data.ledger.unsaved


def test_every_registered_scene_is_reached_by_the_pad(monkeypatch):
    """The walks above, again in one test (tests may run in any order, on any worker),
    and the scenes they reached against the registry."""
    SEEN.clear()
    test_the_menus_screens_open_and_close_by_the_pad()
    test_each_game_opens_pauses_asks_and_goes_back_to_the_menu_by_the_pad()
    test_a_slotker_match_for_two_people_is_set_up_handed_over_and_played_by_the_pad()
    test_every_game_is_finished_by_the_pad_alone("monte_carlo")
    test_quitting_with_changes_unwritten_asks_and_the_pad_goes_back(monkeypatch)
    classes = {load_class(target).__name__ for target in SCENES.values()}
    missing = classes - SEEN
    assert not missing, missing
