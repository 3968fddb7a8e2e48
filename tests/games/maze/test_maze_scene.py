"""Maze played through the real scene with posted mouse and key events."""

import pygame

from game.engine import ui
from game.games.maze.scene import CIRCLES, MazeScene
from game.rules import GAMES
from game.scenes.result import ResultScene
from game.table.scene import Mode
from tests.driver import click, cursor_to, drag, key, make_app, open_scene, settle, step
from tests.games.maze.test_maze_rules import WIN, deck_for

MAZE = GAMES["maze"]


def start(seed=None, deck=None, hard=False):
    return open_scene(MazeScene, seed=seed, deck=deck, hard=hard)


def at(scene, cell):
    return scene.slot_rect(f"cell_{cell}").center


def seed_where(test, limit=400):
    """The first deal (by seed) whose opening position passes ``test``."""
    for seed in range(1, limit):
        if test(MAZE.new(seed=seed)):
            return seed
    raise AssertionError("no such deal")


def multi_target(g):
    return next((c for c in range(54) if len(g.targets(c)) >= 2), None)


def single_target(g):
    return next((c for c in range(54) if len(g.targets(c)) == 1), None)


def assert_at_rest(scene):
    """Every card's sprite rests where the rules put it; nothing lost, nothing doubled."""
    assert sorted(scene.game.all_cards()) == sorted(scene.game.deck)
    for card in scene.game.all_cards():
        h = scene.home(card)
        spr = scene.sprites[card]
        assert (round(spr.x), round(spr.y)) == (round(h.x), round(h.y)), card


def test_the_deal_flies_row_by_row_and_the_kings_end_aside():
    app = make_app()
    scene = MazeScene(app, seed=5)
    app.scenes.push(scene)
    step(app, 3)
    assert scene.timeline.busy
    sx, sy = scene.slot_pos("stock")
    last = scene.game.deal_events()[51]["card"]
    assert (round(scene.sprites[last].x), round(scene.sprites[last].y)) == (round(sx), round(sy))
    settle(app)
    assert_at_rest(scene)
    for i, king in enumerate(scene.game.kings):
        assert (scene.sprites[king].x, scene.sprites[king].y) == scene.king_pos(i)
    assert scene.targets()[0].name == "cell_0" and len(scene.targets()) == 54


def test_click_a_card_then_one_of_its_lit_gaps():
    app, scene = start(seed=seed_where(lambda g: multi_target(g) is not None))
    g = scene.game
    src = multi_target(g)
    gaps = g.targets(src)
    click(app, at(scene, src))
    assert scene.selected == ("card", src) and scene._gaps_lit == gaps
    assert g.moves_made == 0
    click(app, at(scene, gaps[-1]))
    settle(app)
    assert scene.history == [("move", src, gaps[-1])]
    assert scene.selected is None
    assert_at_rest(scene)


def test_a_card_with_one_gap_moves_on_a_single_click():
    app, scene = start(seed=seed_where(lambda g: single_target(g) is not None))
    src = single_target(scene.game)
    dst = scene.game.targets(src)[0]
    card = scene.game.board[src]
    click(app, at(scene, src))
    settle(app)
    assert scene.history == [("move", src, dst)]
    assert scene.game.board[dst] == card and scene.game.board[src] is None
    assert_at_rest(scene)


def test_click_a_gap_lights_the_cards_that_fit_then_one_click_moves():
    app, scene = start(seed=3)
    g = scene.game
    gap = next(x for x in g.gaps() if g.cards_for(x))
    fits = g.cards_for(gap)
    click(app, at(scene, gap))
    assert scene.selected == ("gap", gap) and scene._cards_lit == fits
    assert "takes" in scene.message
    click(app, at(scene, fits[0]))
    settle(app)
    assert scene.history == [("move", fits[0], gap)]
    assert_at_rest(scene)


def test_a_gap_nothing_fits_is_explained():
    app, scene = start(seed=seed_where(lambda g: any(not g.cards_for(x) for x in g.gaps())))
    g = scene.game
    gap = next(x for x in g.gaps() if not g.cards_for(x))
    click(app, at(scene, gap))
    assert scene.message == g.explain_gap(gap)
    click(app, at(scene, gap))  # the same gap again lets go
    assert scene.selected is None


def test_drag_a_card_onto_a_gap():
    app, scene = start(seed=9)
    move = scene.game.legal_moves()[-1]
    drag(app, at(scene, move[1]), at(scene, move[2]))
    settle(app)
    assert scene.history == [move]
    assert_at_rest(scene)


def test_refusals_explain_and_change_nothing():
    app, scene = start(seed=seed_where(lambda g: multi_target(g) is not None))
    g = scene.game
    src = multi_target(g)
    bad = next(x for x in g.gaps() if x not in g.targets(src))
    before = g.to_dict()
    click(app, at(scene, src))
    click(app, at(scene, bad))
    settle(app)
    assert g.to_dict() == before and scene.history == []
    assert "does not fit" in scene.message
    assert scene.selected == ("card", src)  # its gaps stay lit for the next try
    # dragging onto a gap it does not fit, or onto another card, is refused too
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None
    drag(app, at(scene, src), at(scene, bad))
    settle(app)
    assert g.to_dict() == before and "does not fit" in scene.message
    other = next(c for c in range(54) if g.board[c] is not None and c != src)
    drag(app, at(scene, src), at(scene, other))
    settle(app)
    assert g.to_dict() == before and scene.history == []
    assert_at_rest(scene)


def test_whole_moves_with_the_keyboard_only_card_first_and_gap_first():
    app, scene = start(seed=seed_where(lambda g: multi_target(g) is not None))
    g = scene.game
    src = multi_target(g)
    dst = g.targets(src)[0]
    cursor_to(app, f"cell_{src}")
    key(app, pygame.K_RETURN)
    assert scene.selected == ("card", src)
    cursor_to(app, f"cell_{dst}")
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.history == [("move", src, dst)]
    gap = next(x for x in g.gaps() if g.cards_for(x))
    card_cell = g.cards_for(gap)[0]
    cursor_to(app, f"cell_{gap}")
    key(app, pygame.K_RETURN)
    assert scene.selected == ("gap", gap)
    cursor_to(app, f"cell_{card_cell}")
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.history[-1] == ("move", card_cell, gap)
    assert_at_rest(scene)


def test_give_up_by_key_ends_in_a_loss_overlay_and_undo_takes_it_back():
    app, scene = start(seed=3)
    src = single_target(scene.game)
    click(app, at(scene, src))
    settle(app)
    key(app, pygame.K_g)
    key(app, pygame.K_y, unicode="y")  # a started deal asks first
    settle(app)
    result = app.scenes.top
    assert isinstance(result, ResultScene) and not result.won
    assert result.title == "You gave up"
    n = scene.game.in_place()
    from game.games.maze.scene import in_sequence

    seq = in_sequence(scene.game.board)
    assert result.lines[0] == (
        f"You gave up after 1 move; {seq} of 44 cards follow their suit, {n} of 48 in place."
    )
    assert (
        scene.session.status == "gave_up"
    ) and scene.game.status == "playing"  # no rules move was made
    key(app, pygame.K_u)  # Undo on the overlay takes the giving up back, not the move
    settle(app)
    assert (
        app.scenes.top is scene
        and not (scene.session.status == "gave_up")
        and len(scene.history) == 1
    )


def test_give_up_button_by_mouse_then_new_deal():
    app, scene = start(seed=4)
    button = next(b for b in scene.buttons if b.name == "button_give_up")
    click(app, button.rect.center)
    settle(app)
    assert isinstance(app.scenes.top, ResultScene)
    assert app.scenes.top.lines[0].startswith("You gave up after 0 moves;")
    key(app, pygame.K_n)
    settle(app)
    assert (
        app.scenes.top is scene and not (scene.session.status == "gave_up") and scene.history == []
    )
    assert button.enabled()


def test_mashing_during_the_deal_and_a_slide_loses_nothing():
    app = make_app()
    scene = MazeScene(app, seed=3)
    app.scenes.push(scene)
    step(app, 2)
    for k in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_x, pygame.K_ESCAPE):
        key(app, k)  # the deal fast-forwards; Esc lets go of what Enter picked
    settle(app)
    assert scene.selected is None
    assert_at_rest(scene)
    played = len(scene.history)  # Enter may have moved the focused card: that counts too
    src = single_target(scene.game)
    move = ("move", src, scene.game.targets(src)[0])
    click(app, at(scene, src))
    assert scene.timeline.busy
    for k in (pygame.K_LEFT, pygame.K_RETURN, pygame.K_x, pygame.K_RETURN, pygame.K_UP):
        key(app, k)
    click(app, (5, 5))
    click(app, at(scene, 30))
    settle(app)
    assert scene.history[played] == move
    assert_at_rest(scene)


def test_going_round_in_circles_is_noticed():
    def reversible(g):
        for m in g.legal_moves():
            h = g.clone()
            h.play(m)
            if ("move", m[2], m[1]) in h.legal_moves():
                return m
        return None

    seed = seed_where(lambda g: reversible(g) is not None)
    app, scene = start(seed=seed)
    m = reversible(scene.game)
    drag(app, at(scene, m[1]), at(scene, m[2]))
    settle(app)
    assert scene.message != CIRCLES
    drag(app, at(scene, m[2]), at(scene, m[1]))
    settle(app)
    assert scene.history == [m, ("move", m[2], m[1])]
    assert scene.message == CIRCLES
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)  # undo forgets the boards it took back
    settle(app)
    assert len(scene.seen) == 2


def test_progress_counts_the_correct_prefix():
    seq = WIN[:20] + [WIN[47]] + WIN[20:47]
    app, scene = start(deck=deck_for(seq, [4, 30, 45, 53]))
    assert scene.in_place_shown == 20 == scene.game.in_place()
    assert scene._prefix == [c for c in range(54) if scene.game.board[c]][:20]


def test_a_won_game_reaches_the_result_overlay():
    seq = [c for c in WIN if c != "5S"] + ["5S"]
    app, scene = start(deck=deck_for(seq, [4, 30, 45, 53]))
    assert scene.game.board[52] == "5S" and scene.in_place_shown == 4
    click(app, at(scene, 52))
    if scene.selected:
        click(app, at(scene, 4))
    settle(app)
    assert scene.game.status == "won"
    result = app.scenes.top
    assert isinstance(result, ResultScene) and result.won
    assert result.title == "Maze solved!"
    assert "48 cards" in result.lines[0]


def test_undo_restores_exactly():
    app, scene = start(seed=3)
    before = scene.game.to_dict()
    src = single_target(scene.game)
    click(app, at(scene, src))
    settle(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    settle(app)
    assert scene.game.to_dict() == before
    assert_at_rest(scene)


def test_hard_mode_and_resize_keep_the_table_whole():
    app, scene = start(seed=3, hard=True)
    app.screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    app.scenes.resize((800, 600))
    step(app, 2)
    for name in ("cell_0", "cell_53", "stock", "kings", "button_give_up"):
        assert pygame.Rect(0, 0, 800, 600).contains(scene.slot_rect(name))


def test_a_long_demo_clock_keeps_to_its_slot_beside_the_progress_line(monkeypatch):
    app, scene = start(seed=0, hard=True)
    scene.mode = Mode.DEMO  # "DEMO" leads the clock
    scene.session.elapsed = 12 * 60 + 5
    drawn = []
    real = ui.blit_text

    def record(surface, text, *args, **kw):
        rect = real(surface, text, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(ui, "blit_text", record)
    scene.draw(app.screen)
    clock = next(rect for text, rect in drawn if text.startswith("DEMO"))
    progress = next(rect for text, rect in drawn if "follow" in text)  # a wording of it
    assert not clock.colliderect(progress)  # they ran into each other in a demo
    assert scene.slot_rect("clock").left <= clock.left and clock.right <= app.size[0]


def test_the_rules_panel_names_the_key_of_the_device_in_use():
    """The panel is painted on the kept felt: a pad press paints it again with A, a key
    press with Enter (it kept "A on a card" after a key press)."""
    import pytest as _pytest

    from game.engine.input import LAST
    from tests.driver import pad
    from tests.ui_tour import Recorder

    with _pytest.MonkeyPatch.context() as mp:
        recorder = Recorder(mp)
        app, scene = open_scene("maze", seed=4)
        try:
            pad(app, "dpad right")
            texts = [t.text for t in recorder.draw(app, "pad").texts]
            assert any(t.startswith("Keys: arrows, A on a card") for t in texts), texts
            key(app, pygame.K_RIGHT)
            texts = [t.text for t in recorder.draw(app, "keys").texts]
            assert any(t.startswith("Keys: arrows, Enter on a card") for t in texts), texts
        finally:
            LAST.pad = False
