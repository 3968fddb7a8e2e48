"""One deal, one result: every way a deal ends, played through the real app, leaves
exactly one record in the statistics (and quitting leaves none)."""

import pygame
import pytest

from game.games.monte_carlo.bot import solve
from game.games.monte_carlo.rules import MonteCarlo
from game.scenes.menu import MenuScene
from game.scenes.overlay import ConfirmScene
from game.scenes.result import ResultScene
from tests import stored
from tests.driver import key, make_app, settle

CTRL = pygame.KMOD_CTRL


def results(app, game, hard=False):
    """Every result on file for a game and mode, read back from the disk."""
    return stored.outcomes(game, hard)


def table(game="maze", seed=64551, hard=False, **kw):
    app = make_app(**kw)
    scene = app.scenes.push(game, seed=seed, hard=hard)
    settle(app)
    return app, scene


def one_move(app, scene):
    scene.try_move(scene.game.legal_moves()[0])
    settle(app)


def yes(app):
    assert isinstance(app.scenes.top, ConfirmScene)
    key(app, pygame.K_y, unicode="y")
    settle(app)


def test_a_win_records_one_win_and_leaving_it_adds_nothing():
    seed = next(s for s in range(1, 300) if solve(MonteCarlo.new(seed=s)).winnable)
    app, scene = table("monte_carlo", seed)
    for move in solve(scene.game).line:
        if scene.session.auto_move() is None and scene.session.playing:
            scene.try_move(move)
        settle(app)
    assert scene.session.status == "won" and isinstance(app.scenes.top, ResultScene)
    assert results(app, "monte_carlo") == ["won"]
    app.scenes.pop(choice="menu")
    settle(app)
    assert results(app, "monte_carlo") == ["won"]  # leaving a finished deal adds nothing


def test_a_loss_records_one_loss():
    app, scene = table("monte_carlo", seed=13, hard=True)
    while scene.session.playing:
        one_move(app, scene)
    assert scene.session.status == "lost"
    assert results(app, "monte_carlo", hard=True) == ["lost"]


def test_give_up_undo_and_leave_for_another_deal_is_one_abandoned_deal():
    """Maze #64551 from the issue: give up, undo, leave; once recorded two losses."""
    app, scene = table()
    one_move(app, scene)
    key(app, pygame.K_g)
    yes(app)
    assert results(app, "maze") == ["gave_up"]
    key(app, pygame.K_u)  # Undo on the result screen takes the give-up back
    settle(app)
    assert app.scenes.top is scene and scene.session.playing and results(app, "maze") == []
    key(app, pygame.K_n, mod=CTRL)
    yes(app)
    assert results(app, "maze") == ["abandoned"]


@pytest.mark.parametrize("keys", [(pygame.K_n, 0), (pygame.K_n, CTRL), (pygame.K_r, CTRL)])
def test_new_deal_and_restart_ask_then_record_one_abandoned_deal(keys):
    app, scene = table()
    one_move(app, scene)
    key(app, keys[0], mod=keys[1])
    key(app, pygame.K_ESCAPE)  # cancelled: nothing changes
    assert app.scenes.top is scene and scene.session.moves == 1 and results(app, "maze") == []
    key(app, keys[0], mod=keys[1])
    yes(app)
    assert scene.session.moves == 0 and results(app, "maze") == ["abandoned"]


def test_a_deal_with_no_move_ends_without_asking_or_counting():
    app, scene = table()
    key(app, pygame.K_n, mod=CTRL)
    assert app.scenes.top is scene and results(app, "maze") == []


def test_confirmations_can_be_turned_off():
    app, scene = table()
    app.settings.set("confirm", False)
    one_move(app, scene)
    key(app, pygame.K_n)
    assert app.scenes.top is scene and results(app, "maze") == ["abandoned"]


def test_new_deal_uses_the_mode_chosen_in_the_menu():
    app, scene = table(hard=False)
    app.settings.set("hard", True)
    key(app, pygame.K_n)
    assert scene.session.hard is True


def test_quitting_records_nothing_and_the_deal_is_offered_again():
    app, scene = table()
    one_move(app, scene)
    key(app, pygame.K_q, mod=CTRL)
    assert not app.running
    app.keep()  # what closing the window does before pygame goes
    assert results(app, "maze") == []
    app2 = make_app()
    menu = app2.scenes.push("menu")
    assert "maze" in menu.saved and menu.saved["maze"]["moves"]


def menu_with_a_saved_maze():
    app, scene = table()
    one_move(app, scene)
    scene.resume("menu")
    settle(app)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and "maze" in menu.saved
    return app, menu


def focus(menu, game):
    for r, row in enumerate(menu.rows):
        if row[0].key == game:
            menu.row, menu.col = r, 0


def test_deal_number_over_a_saved_game_asks_and_records_it_abandoned():
    app, menu = menu_with_a_saved_maze()
    focus(menu, "maze")
    menu.resume(choice=("deal", 77))  # what the Deal # prompt hands back
    settle(app)
    yes(app)
    top = app.scenes.top
    assert top.GAME == "maze" and top.seed == 77
    assert results(app, "maze") == ["abandoned"]


def test_throwing_a_saved_game_away_from_the_menu_records_it_once():
    app, menu = menu_with_a_saved_maze()
    focus(menu, "maze")
    key(app, pygame.K_DELETE)
    yes(app)
    assert "maze" not in app.scenes.top.saved and results(app, "maze") == ["abandoned"]


def test_a_resumed_deal_left_by_new_deal_is_abandoned_not_lost():
    app, menu = menu_with_a_saved_maze()
    menu.start("maze")
    settle(app)
    scene = app.scenes.top
    assert scene.session.moves == 1
    key(app, pygame.K_n)
    yes(app)
    assert results(app, "maze") == ["abandoned"]


def test_slotker_deal_is_a_move_that_counts():
    app, scene = table("slotker", seed=5)
    scene.try_move(("deal",))
    settle(app)
    key(app, pygame.K_n, mod=CTRL)
    yes(app)
    assert results(app, "slotker") == ["abandoned"]


def test_give_up_is_offered_in_every_game_and_counts_once():
    for game in ("monte_carlo", "maze", "combo", "zoomer", "slotker"):
        app, scene = table(game, seed=3)
        key(app, pygame.K_g)  # no move yet: nothing at stake, no question
        settle(app)
        assert isinstance(app.scenes.top, ResultScene), game
        assert results(app, game) == ["gave_up"], game


def test_a_slotker_match_killed_mid_round_resumes_exactly():
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = app.scenes.push("slotker_match", seats=[("Ann", False), ("Bob", False)], seed=7)
    settle(app)
    key(app, pygame.K_RETURN)  # Ann takes the machine
    while scene.match.current_seat == scene.match.order[0]:
        scene.try_move(scene.match.legal_moves()[-1])
        settle(app)
        while not isinstance(app.scenes.top, type(scene)):
            key(app, pygame.K_RETURN)  # hand the machine on
    scene.try_move(("deal",))  # Bob's first move, mid-round
    settle(app)
    # every move's save is on disk as its move is played; then: killed
    before = scene.match.to_dict()
    app2 = make_app()
    menu = app2.scenes.push("menu")
    item = next(i for row in menu.rows for i in row if i.key == "multiplayer")
    assert item.label == "Continue match"
    menu.activate(item)
    settle(app2)
    resumed = next(s for s in app2.scenes.stack if type(s) is type(scene))
    assert resumed.match.to_dict() == before and resumed.history == scene.history
    assert resumed.game is resumed.match.run and resumed.session.can_undo()
    assert results(app2, "slotker_match") == []  # a resumed match has not ended
