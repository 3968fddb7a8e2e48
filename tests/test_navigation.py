"""Scenes open one another by registry name; overlays hand back a choice that reaches the
scene below in ``resume``; the confirmation answers Yes or No by keys and by mouse."""

import pygame
import pytest

from game import catalog
from game.engine.scene import Scene, load_class
from game.rules import TITLES
from game.scenes import SCENES
from game.scenes.help import HelpScene
from game.scenes.overlay import ConfirmScene, DealNumberScene, PauseScene
from tests.driver import click, key, make_app, settle, step

ROW = ("1", "Ann", "three Kings", "100", True)
# what each registered scene needs to open: a new registry name needs a line here
OPEN_WITH = {
    "menu": {},
    "stats": {},
    "slotker_setup": {},
    **{game: {"seed": 3} for game in TITLES},
    "slotker_match": {"seats": [("Ann", False), ("Cpu", True)], "seed": 2},
    "help": {"game": "maze"},
    "settings": {},
    "controls": {},
    "pause": {"game": "maze", "lines": ["Maze, deal #3"]},
    "deal_number": {"title": "Maze"},
    "open_code": {},
    "confirm": {"question": "Start a new deal? This one counts as lost.", "choice": "new"},
    "result": {"title": "You won!", "lines": ["In 40 moves"], "won": True},
    "quit_pending": {},
    "handoff": {"name": "Ann", "round_no": 1},
    "round_result": {"title": "Round 1: Ann wins", "rows": [ROW], "pot": "Pot 10"},
}


class Below(Scene):
    """A scene under an overlay that writes down every choice handed back to it."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choices: list = []

    def resume(self, choice=None) -> None:
        self.choices.append(choice)


def over_below(name: str, /, **kw):
    app = make_app()
    below = Below(app)
    app.scenes.push(below)
    overlay = app.scenes.push(name, **kw)
    step(app)
    return app, below, overlay


def test_every_game_has_a_scene_of_its_name_and_every_name_a_test_entry():
    assert set(TITLES) <= set(SCENES)
    assert set(OPEN_WITH) == set(SCENES)


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_registered_name_opens_and_draws(name):
    app = make_app()
    app.scenes.push("menu")
    scene = app.scenes.push(name, **OPEN_WITH[name])
    assert type(scene) is load_class(SCENES[name])
    settle(app)
    step(app, 3)  # drawn over whatever is below, at least a frame
    assert app.scenes.top is scene or name == "slotker_match"  # a match may hand off first


# --- the confirmation ------------------------------------------------------------------
@pytest.mark.parametrize(
    "k,unicode,handed",
    [
        (pygame.K_RETURN, "\r", "new"),
        (pygame.K_KP_ENTER, "\r", "new"),
        (pygame.K_y, "y", "new"),
        (pygame.K_n, "n", None),
        (pygame.K_ESCAPE, "", None),
    ],
)
def test_confirm_by_keys(k, unicode, handed):
    app, below, confirm = over_below("confirm", question="Restart this deal?", choice="new")
    assert isinstance(confirm, ConfirmScene)
    key(app, k, unicode=unicode)
    assert app.scenes.top is below and below.choices == [handed]


def test_confirm_ignores_space_and_enter_answers_no_when_no_has_the_focus():
    app, below, confirm = over_below("confirm", question="Give up?", choice="give_up")
    key(app, pygame.K_SPACE, unicode=" ")  # a stray Space (it deals in SLOTKER) confirms nothing
    assert app.scenes.top is confirm and below.choices == []
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN, unicode="\r")
    assert below.choices == [None]


@pytest.mark.parametrize("button,handed", [("yes", ("deal", 77)), ("no", None)])
def test_confirm_by_mouse(button, handed):
    app, below, confirm = over_below(
        "confirm", question="Discard the saved game?", choice=("deal", 77), yes="Discard"
    )
    assert [b.label for b in confirm.buttons] == ["Discard", "No"]
    rect = next(b.rect for b in confirm.buttons if b.name == button)
    click(app, rect.center)
    assert app.scenes.top is below and below.choices == [handed]


# --- the other overlays' choices -------------------------------------------------------
def test_deal_number_hands_back_the_number_and_cancel_hands_back_none():
    app, below, prompt = over_below("deal_number", title="Maze")
    assert isinstance(prompt, DealNumberScene)
    key(app, pygame.K_RETURN, unicode="\r")  # nothing typed: stays, says so
    assert app.scenes.top is prompt and prompt.lines == ["Type a number first"]
    for digit in "905":
        key(app, getattr(pygame, f"K_{digit}"), unicode=digit)
    key(app, pygame.K_RETURN, unicode="\r")
    assert below.choices == [("deal", 905)]
    app.scenes.push("deal_number", title="Maze")
    key(app, pygame.K_ESCAPE)
    assert below.choices == [("deal", 905), None]


def test_pause_hands_back_its_items_and_opens_help_over_itself():
    items = (("resume", "Resume"), ("give_up", "Give up"), ("help", "Help"), ("menu", "Menu"))
    app, below, pause = over_below("pause", game="maze", lines=["Maze, deal #3"], items=items)
    assert isinstance(pause, PauseScene) and [c[0] for c in pause.choices] == [i[0] for i in items]
    key(app, pygame.K_ESCAPE)
    assert below.choices == ["resume"]
    pause = app.scenes.push("pause", game="maze", items=items)
    click(app, pause.rects[2].center)  # Help: over the pause, nothing handed down
    assert isinstance(app.scenes.top, HelpScene) and app.scenes.top.game == "maze"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and below.choices == ["resume"]
    key(app, pygame.K_UP)  # the focus stayed on Help: up to Give up
    key(app, pygame.K_RETURN, unicode="\r")
    assert below.choices == ["resume", "give_up"]


@pytest.mark.parametrize(
    "k,unicode,handed",
    [
        (pygame.K_n, "n", "new"),
        (pygame.K_u, "u", "undo"),
        (pygame.K_r, "r", "restart"),
        (pygame.K_ESCAPE, "", "menu"),
        (pygame.K_RETURN, "\r", "new"),  # the first button has the focus
    ],
)
def test_result_hands_back_its_buttons(k, unicode, handed):
    app, below, result = over_below(
        "result", title="No moves left", buttons=("new", "undo", "restart", "menu")
    )
    assert [b.name for b in result.buttons] == ["new", "undo", "restart", "menu"]
    key(app, k, unicode=unicode)
    assert below.choices == [handed]


def test_result_keys_only_press_buttons_it_shows_and_bad_buttons_are_refused():
    app, below, result = over_below("result", title="You won!", won=True)
    key(app, pygame.K_u, unicode="u")  # no Undo after a win
    assert app.scenes.top is result and below.choices == []
    click(app, result.buttons[1].rect.center)
    assert below.choices == ["restart"]
    with pytest.raises(ValueError, match="'resign'"):
        app.scenes.push("result", title="x", buttons=("new", "resign"))


def test_handoff_and_round_results_hand_back_choices():
    app, below, _ = over_below("handoff", name="Bob", round_no=2)
    key(app, pygame.K_RETURN, unicode="\r")
    app.scenes.push("handoff", name="Bob", round_no=2)
    click(app, (640, 360))
    app.scenes.push("handoff", name="Bob", round_no=2)
    key(app, pygame.K_ESCAPE)
    assert below.choices == ["ready", "ready", "menu"]
    app.scenes.push("round_result", title="Round 2: Bob wins", rows=[ROW])
    key(app, pygame.K_n, unicode="n")  # New match only once the match is over
    key(app, pygame.K_RETURN, unicode="\r")
    over = app.scenes.push("round_result", title="Match over", rows=[ROW], over=True)
    assert [b.name for b in over.buttons] == ["new", "menu"]
    key(app, pygame.K_n, unicode="n")
    app.scenes.push("round_result", title="Round 3", rows=[ROW])
    key(app, pygame.K_ESCAPE)
    assert below.choices[3:] == ["next_round", "new", "menu"]


# --- the table acts on the choices -----------------------------------------------------
def table_with_a_move(seed=11):
    app = make_app()
    scene = app.scenes.push("monte_carlo", seed=seed)
    settle(app)
    scene.try_move(scene.game.legal_moves()[0])
    settle(app)
    return app, scene


def test_the_table_acts_on_the_result_screen_choice():
    app, scene = table_with_a_move()
    assert scene.history
    app.scenes.push("result", title="No moves left", buttons=("new", "undo", "restart", "menu"))
    key(app, pygame.K_u, unicode="u")
    assert app.scenes.top is scene and scene.history == [] and scene.session.redo_stack
    app.scenes.push("result", title="No moves left", buttons=("new", "undo", "restart", "menu"))
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert type(app.scenes.top).__name__ == "MenuScene"


def test_the_pause_menu_restart_reaches_the_table_and_counts_the_deal():
    app, scene = table_with_a_move()
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene) and pause.lines == ["Monte Carlo, deal #11 (normal)"]
    click(app, pause.rects[1].center)  # Restart this deal: a started deal asks first
    assert type(app.scenes.top).__name__ == "ConfirmScene"
    key(app, pygame.K_y, unicode="y")
    assert app.scenes.top is scene and scene.history == [] and scene.seed == 11
    assert app.stats.record("monte_carlo", False)["played"] == 1


def test_the_play_clock_stops_while_an_overlay_covers_the_table():
    app, scene = table_with_a_move()
    start = scene.session.elapsed
    step(app, 30)
    assert scene.session.elapsed > start
    app.scenes.push("help", game="monte_carlo")
    covered = scene.session.elapsed
    step(app, 30)
    assert scene.session.elapsed == covered
    key(app, pygame.K_ESCAPE)
    step(app, 30)
    assert scene.session.elapsed > covered


def test_settings_says_which_games_winnable_deals_only_applies_to():
    from game.scenes.overlay import winnable_note

    WINNABLE_NOTE = winnable_note()  # worded when Settings opens, in the language in force
    searching = [g for g in TITLES if catalog.get(g).winnable_search is not None]
    assert searching and all(TITLES[g] in WINNABLE_NOTE for g in searching)
    assert not [g for g in TITLES if g not in searching and TITLES[g] in WINNABLE_NOTE]
    app, _, settings = over_below("settings")
    assert WINNABLE_NOTE in settings.lines
