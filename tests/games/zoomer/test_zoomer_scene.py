"""Zoomer Matrix played through the real scene with posted mouse and key events."""

import pygame

import tests.games.zoomer.test_zoomer_rules as R
from game.engine import ui
from game.engine.cards import CardArt
from game.games.zoomer.rules import LEVEL, RESTS_ON, SPOTS, TRAP
from game.games.zoomer.scene import SPOT_SLOT, ZoomerScene
from game.scenes.result import ResultScene
from tests.driver import click, cursor_to, key, open_scene, post, settle, step


def start(seed=None, deck=None, hard=False, settle_deal=True):
    return open_scene(ZoomerScene, settled=settle_deal, seed=seed, deck=deck, hard=hard)


def spot_centre(scene, spot):
    return scene.slot_rect(SPOT_SLOT[spot]).center


def card_centre(scene, card):
    """A point where ``card`` is the card seen (and clicked): its spot's visible part."""
    spot = scene.game.spot_of(card)
    r = scene.slot_rect(SPOT_SLOT[spot])
    # level 1 shows at least the quarter towards the Trap; others show their centre
    dx = -1 if spot[0] > 0 else 1 if spot[0] < 0 else 0
    dy = -1 if spot[1] > 0 else 1 if spot[1] < 0 else 0
    if LEVEL[spot] == 1:
        return (r.centerx + dx * r.w // 4, r.centery + dy * r.h // 4)
    return r.center


def at_home(scene):
    for card in scene.game.all_cards():
        h = scene.home(card)
        spr = scene.sprites[card]
        assert (round(spr.x), round(spr.y)) == (round(h.x), round(h.y)), card
        assert spr.face_up == h.face_up, card


def conserved(scene):
    assert sorted(scene.game.all_cards()) == sorted(scene.game.deck)


def sounds(app):
    played = []
    app.play_sound = played.append
    return played


def wait(app, seconds=0.5):
    """Half a second of frames, every one drawn: the celebrations are drawn mid-flight."""
    step(app, int(seconds * 60), draw_all=True)


# --- layout and dealing ------------------------------------------------------------
def test_spots_lie_on_the_half_card_grid_and_overlap_by_half_a_card():
    app, scene = start(seed=7)
    trap = scene.slot_rect(SPOT_SLOT[TRAP])
    w, h = trap.size
    for spot in SPOTS:
        r = scene.slot_rect(SPOT_SLOT[spot])
        assert r.size == (w, h)
        assert abs(r.centerx - (trap.centerx + spot[0] * w / 2)) <= 1
        assert abs(r.centery - (trap.centery + spot[1] * h / 2)) <= 1
        for below in RESTS_ON[spot]:
            lap = r.clip(scene.slot_rect(SPOT_SLOT[below]))
            # a quarter of a card: half its width by half its height
            assert abs(lap.w - w / 2) <= 1 and abs(lap.h - h / 2) <= 1
    for a in SPOTS:  # cards of one level never overlap each other
        for b in SPOTS:
            if a < b and LEVEL[a] == LEVEL[b]:
                lap = scene.slot_rect(SPOT_SLOT[a]).clip(scene.slot_rect(SPOT_SLOT[b]))
                assert lap.w * lap.h <= 2 * max(w, h)


def test_deal_is_animated_in_the_rules_order():
    app, scene = start(seed=7, settle_deal=False)
    landed = {}
    for frame in range(600):
        for card in scene.game.matrix:
            if card not in landed and scene.sprites[card].face_up:
                landed[card] = frame
        if not scene.timeline.busy:
            break
        step(app)
    order = [landed[c] for c in scene.game.matrix]
    assert order == sorted(order) and order[0] < order[1] and order[4] < order[5]
    assert len(set(order)) > 5  # one after another, not all at once
    at_home(scene)


def test_stacking_order_and_dimmed_covered_cards():
    app, scene = start(seed=7)
    g = scene.game
    z = {spot: scene.sprites[g.card_at(spot)].z for spot in SPOTS}
    for spot in SPOTS:
        for below in RESTS_ON[spot]:
            assert z[spot] > z[below]
    for spot in SPOTS:
        assert scene.sprites[g.card_at(spot)].dim == (not g.is_free(spot))
    assert scene.sprites[g.trap_card].dim and not scene.sprites[g.card_at((2, 2))].dim


def test_clicks_pick_the_card_seen_and_the_empty_spot_above_it():
    app, scene = start(deck=R.deal(R.EIGHTS, ["AC"]))
    # the centre of (1,1)'s top-left quarter shows the 8H, not the Trap under it
    assert scene.pick(card_centre(scene, "8H")) == SPOT_SLOT[(1, 1)]
    assert scene.pick(spot_centre(scene, (2, 0))) == SPOT_SLOT[(2, 0)]
    click(app, card_centre(scene, "2S"))
    click(app, card_centre(scene, "2H"))
    key(app, pygame.K_RETURN)
    settle(app)
    key(app, pygame.K_d)
    settle(app)
    # (2,0) is empty now and the AC may go there; it lies above the 8H's corner, and a
    # click on that corner is a click on the 8H seen there, not on the spot
    x, y = spot_centre(scene, (1, 1))
    corner = (x + scene.slot_rect("stock").w // 4, y - 10)
    assert scene.pick(corner) == SPOT_SLOT[(1, 1)]
    # the spot's own free area places
    r = scene.slot_rect(SPOT_SLOT[(2, 0)])
    assert scene.pick((r.right - 10, r.top + 10)) == SPOT_SLOT[(2, 0)]


# --- selections and clears --------------------------------------------------------
def test_select_two_and_press_the_clear_button():
    app, scene = start(deck=R.deal(R.EIGHTS))
    played = sounds(app)
    click(app, card_centre(scene, "2S"))
    wait(app)
    click(app, card_centre(scene, "2H"))
    assert scene.selection == ["2S", "2H"]
    assert scene.sprites["2S"].glow is not None
    click(app, scene.slot_rect("button_clear").center)
    settle(app)
    assert scene.history == [("clear", "2S", "2H")]
    assert scene.game.discard == ["2S", "2H"] and scene.selection == []
    assert "clear" in played
    at_home(scene)
    conserved(scene)
    assert scene.game.tracker()["2"]["clears"] == [2]


def test_double_click_clears_the_selection_with_the_card():
    app, scene = start(deck=R.deal(R.EIGHTS))
    click(app, card_centre(scene, "3H"))
    wait(app)
    click(app, card_centre(scene, "3S"))
    click(app, card_centre(scene, "3S"))  # the second click on it, a frame later
    settle(app)
    assert scene.history == [("clear", "3S", "3H")]  # kept in the one form, not click order
    assert scene.game.card_at((0, -2)) is None and scene.game.card_at((0, 2)) is None


def test_a_slow_second_click_takes_a_card_out_again():
    app, scene = start(deck=R.deal(R.EIGHTS))
    click(app, card_centre(scene, "3H"))
    wait(app)
    click(app, card_centre(scene, "3H"))
    assert scene.selection == [] and scene.history == []


def test_space_space_enter_clears_with_the_keyboard():
    app, scene = start(deck=R.deal(R.EIGHTS))
    cursor_to(app, SPOT_SLOT[(-2, 0)])  # 2H
    key(app, pygame.K_SPACE)
    assert scene.selection == ["2H"]
    cursor_to(app, SPOT_SLOT[(2, 0)])  # 2S
    key(app, pygame.K_SPACE)
    assert scene.selection == ["2H", "2S"] and scene.history == []
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.history == [("clear", "2S", "2H")]  # kept in the one form, not click order
    at_home(scene)


def test_arrows_reach_every_card_that_shows_and_the_stock_and_skip_the_hidden_trap():
    app, scene = start(seed=3)
    shown = [SPOT_SLOT[s] for s in SPOTS if s != TRAP]  # four level-1 cards hide the Trap
    for name in shown + ["stock"]:
        cursor_to(app, name)
    assert {t.name for t in scene.targets()} == set(shown) | {"stock"}  # where arrows stop
    # from the top middle card, down reaches a half-covered level-1 card, not the Trap
    cursor_to(app, SPOT_SLOT[(0, -2)])
    key(app, pygame.K_DOWN)
    assert scene.cursor.current in (SPOT_SLOT[(-1, -1)], SPOT_SLOT[(1, -1)])
    level_one = scene.cursor.current
    key(app, pygame.K_DOWN)  # on down, past the hidden Trap
    assert scene.slot_rect(scene.cursor.current).centery > scene.slot_rect(level_one).centery


def test_arrows_go_to_the_nearest_stop_ahead_and_wrap_round_the_table_sideways():
    """From (2,0), Down goes to the nearest stop below: what shows of the half-covered
    (1,1) lies as near as the empty glowing (2,2), and its middle nearer; Right from
    the Matrix's right edge stays on the table (wraps round)."""
    app, scene = start(deck=R.deal(R.EIGHTS))
    scene.try_move(("clear", "8D", "8S"))  # (2,2) and (-2,2) empty, both supported
    settle(app)
    g = scene.game
    assert g.card_at((2, 2)) is None and g.supported((2, 2))
    cursor_to(app, SPOT_SLOT[(2, 0)])
    key(app, pygame.K_DOWN)
    assert scene.cursor.current == SPOT_SLOT[(1, 1)]
    cursor_to(
        app, SPOT_SLOT[(2, 2)]
    )  # reached by arrows (tests/games/zoomer/test_zoomer_arrows.py)
    key(app, pygame.K_RIGHT)  # wraps along the bottom row: to the empty (-2,2)
    assert scene.cursor.current == SPOT_SLOT[(-2, 2)]
    assert scene.cursor.visible


def test_a_refused_selection_says_why_and_changes_nothing():
    app, scene = start(deck=R.deal(R.EIGHTS))
    before = scene.game.to_dict()
    played = sounds(app)
    click(app, card_centre(scene, "8H"))  # covered by the 2S, 3S and 8D
    wait(app)
    click(app, card_centre(scene, "8S"))
    assert scene.selection == ["8H", "8S"]
    click(app, scene.slot_rect("button_clear").center)
    settle(app)
    assert scene.game.to_dict() == before and scene.history == []
    assert scene.message == (
        "The Eight of Hearts at the inner bottom-right spot is covered by the Two of Spades "
        "at the right edge"
    )
    assert "error" in played
    assert scene.selection == ["8H", "8S"]  # kept, to be mended
    key(app, pygame.K_ESCAPE)  # Esc drops the selection first
    assert scene.selection == [] and app.scenes.top is scene


def test_another_rank_starts_a_new_selection():
    app, scene = start(deck=R.deal(R.EIGHTS))
    click(app, card_centre(scene, "2S"))
    wait(app)
    click(app, card_centre(scene, "3S"))
    assert scene.selection == ["3S"]
    assert scene.sprites["3H"].glow is not None  # the card that can go with it


def test_enter_with_nothing_selected_explains():
    app, scene = start(deck=R.deal(R.EIGHTS))
    cursor_to(app, SPOT_SLOT[(2, 2)])
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.history == [] and "two or more" in scene.message


# --- the stock and the hand --------------------------------------------------------
def test_draw_by_click_and_by_key_then_place_by_click_and_by_key():
    app, scene = start(deck=R.deal(R.EIGHTS, ["AC", "AD"]))
    g = scene.game
    click(app, card_centre(scene, "2S"))
    wait(app)
    click(app, card_centre(scene, "2H"))
    key(app, pygame.K_RETURN)
    settle(app)
    click(app, scene.slot_rect("stock").center)
    settle(app)
    assert scene.game.hand == "AC"
    at_home(scene)
    assert scene.view.place == [(-2, 0), (2, 0)]
    click(app, spot_centre(scene, (2, 0)))
    settle(app)
    assert scene.game.card_at((2, 0)) == "AC" and scene.game.hand is None
    key(app, pygame.K_d)
    settle(app)
    assert scene.game.hand == "AD"
    cursor_to(app, SPOT_SLOT[(-2, 0)])
    key(app, pygame.K_RETURN)
    settle(app)
    g = scene.game
    assert g.card_at((-2, 0)) == "AD" and g.hand is None
    assert scene.history[-4:] == [("draw",), ("place", 2, 0), ("draw",), ("place", -2, 0)]
    at_home(scene)
    conserved(scene)


def test_a_spot_that_may_not_take_the_card_says_why():
    app, scene = start(deck=R.deal(R.EIGHTS, ["AC"]))
    for pair in (("2S", "2H"), ("3S", "3H"), ("8H", "8D")):
        click(app, card_centre(scene, pair[0]))
        wait(app)
        click(app, card_centre(scene, pair[1]))
        key(app, pygame.K_c)
        settle(app)
    key(app, pygame.K_d)
    settle(app)
    assert scene.game.hand == "AC"
    # hovering the unsupported (2,2) shows the rules' reason
    pos = spot_centre(scene, (2, 2))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.hud.pointed() == SPOT_SLOT[(2, 2)]
    why = "the bottom-right corner needs cards under it at the inner bottom-right spot"
    assert scene.hud.info(scene.hud.pointed())[0] == why[:1].upper() + why[1:]
    before = scene.game.to_dict()
    click(app, pos)
    settle(app)
    assert scene.game.to_dict() == before
    assert scene.message == why[:1].upper() + why[1:]
    # the keyboard focus tells the same
    cursor_to(app, SPOT_SLOT[(2, 0)])
    assert "needs cards under it" in scene.hud.info(scene.hud.pointed())[0]


def test_clear_the_hand_card_with_matching_free_cards():
    app, scene = start(deck=R.deal(R.EIGHTS, ["8C"]))
    key(app, pygame.K_d)
    settle(app)
    assert scene.game.hand == "8C"
    assert scene.sprites["8S"].glow is not None  # it can clear with the hand card
    click(app, card_centre(scene, "8S"))
    click(app, scene.slot_rect("button_clear").center)
    settle(app)
    assert scene.history[-1] == ("clear", "8S")
    assert scene.game.hand is None and scene.game.discard == ["8S", "8C"]
    at_home(scene)


def test_drawing_with_a_card_in_hand_is_refused():
    app, scene = start(deck=R.deal(R.EIGHTS, ["AC"]))
    clear_by_clicks(app, scene, ["2S", "2H"])
    key(app, pygame.K_d)
    settle(app)
    before = scene.game.to_dict()
    click(app, scene.slot_rect("stock").center)
    settle(app)
    assert scene.game.to_dict() == before
    assert "place it or clear it before drawing" in scene.message


def test_reshuffle_is_animated_face_down_with_a_shuffle():
    app, scene = start(deck=R.deal(R.EIGHTS), seed=4)
    g = scene.game
    g.discard += g.stock  # as if every stock card had been drawn and cleared
    g.stock = []
    scene.sync_sprites()
    pile = list(g.discard)
    old = {c: (scene.sprites[c].x, scene.sprites[c].y) for c in pile}
    played = sounds(app)
    key(app, pygame.K_d)
    step(app, 12)
    assert scene.timeline.busy
    moving = [c for c in pile if (scene.sprites[c].x, scene.sprites[c].y) != old[c]]
    assert moving and all(not scene.sprites[c].face_up for c in moving)
    settle(app)
    assert played.count("shuffle") >= 2
    assert g is scene.game and g.reshuffles == 1 and g.discard == []
    assert g.hand is not None and len(g.stock) == len(pile) - 1
    at_home(scene)
    conserved(scene)


def test_hard_mode_empty_stock_cannot_draw():
    app, scene = start(deck=R.deal(R.EIGHTS), hard=True)
    g = scene.game
    g.discard += g.stock
    g.stock = []
    scene.sync_sprites()
    key(app, pygame.K_d)
    settle(app)
    assert "no reshuffle" in scene.message and g.hand is None


# --- winning and losing -----------------------------------------------------------
def clear_by_clicks(app, scene, cards):
    for i, card in enumerate(cards):
        if i:
            wait(app)
        click(app, card_centre(scene, card))
    click(app, scene.slot_rect("button_clear").center)
    settle(app)


def test_win_by_trap_shows_its_banner_and_result():
    layout = dict(R.PAIRS_ON_TOP)
    layout.update({TRAP: "8S", (-1, -1): "8H", (1, -1): "5S", (-1, 1): "5H", (1, 1): "5D"})
    app, scene = start(deck=R.deal(layout))
    for pair in (["AS", "AH"], ["2S", "2H"], ["3S", "3H"], ["4S", "4H"], ["5S", "5H", "5D"]):
        clear_by_clicks(app, scene, pair)
    assert scene.game.status == "playing"
    clear_by_clicks(app, scene, ["8H", "8S"])
    assert scene.game.result == "trap" and scene.win_banner == "trap"
    top = app.scenes.top
    assert isinstance(top, ResultScene) and top.won and top.title == "Win by Trap!"


def test_win_by_pent_with_the_hand_card_by_keyboard():
    layout = dict(R.STUCK)
    layout.update({(-2, -2): "9H", (2, -2): "9D", (-2, 2): "9C", (2, 2): "9X"})
    layout[(0, 2)] = "TH"
    app, scene = start(deck=R.deal(layout, ["9S"]))
    key(app, pygame.K_d)
    settle(app)
    for spot in [(-2, -2), (2, -2), (-2, 2), (2, 2)]:
        cursor_to(app, SPOT_SLOT[spot])
        key(app, pygame.K_SPACE)
    assert len(scene.selection) == 4
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.game.result == "pent" and scene.win_banner == "pent"
    assert app.scenes.top.title == "Win by Pent!"


def test_slam_gets_the_big_celebration():
    layout = dict(R.PAIRS_ON_TOP)
    layout.update({TRAP: "8S", (-1, -1): "8H", (1, -1): "8D", (-1, 1): "8C", (1, 1): "8X"})
    app, scene = start(deck=R.deal(layout))
    for pair in (["AS", "AH"], ["2S", "2H"], ["3S", "3H"], ["4S", "4H"]):
        clear_by_clicks(app, scene, pair)
    for card in ["8H", "8D", "8C"]:
        click(app, card_centre(scene, card))
        wait(app)
    click(app, card_centre(scene, "8X"))
    wait(app)
    # the Trap lies wholly under the four selected 8s: a click there reaches it
    centre = spot_centre(scene, TRAP)
    assert scene.pick(centre) == SPOT_SLOT[TRAP]
    click(app, centre)
    assert scene.selection == ["8H", "8D", "8C", "8X", "8S"]
    click(app, centre)  # and the second click of a double-click clears
    step(app, 1)
    assert scene.game.result == "slam"
    fireworks = 0
    for _ in range(480):  # the slam, then the cascade, then the result
        step(app)
        fireworks = max(fireworks, len(scene.fx.particles))
        if isinstance(app.scenes.top, ResultScene):
            break
    assert scene.win_banner == "slam" and fireworks > 100
    assert app.scenes.top.title == "SLAM!"


def test_a_loss_explains_why():
    app, scene = start(deck=R.deal(R.STUCK, ["AH"]))
    key(app, pygame.K_d)
    settle(app)
    top = app.scenes.top
    assert isinstance(top, ResultScene) and not top.won
    assert scene.game.loss_reason() in top.lines
    assert scene.sprites["AH"].glow is not None


# --- robustness -------------------------------------------------------------------
def test_mashing_during_animations_loses_nothing():
    app, scene = start(deck=R.deal(R.EIGHTS, ["AC"]))
    click(app, card_centre(scene, "2S"))
    wait(app)
    click(app, card_centre(scene, "2H"))
    click(app, scene.slot_rect("button_clear").center)
    for k in (pygame.K_LEFT, pygame.K_RETURN, pygame.K_SPACE, pygame.K_d, pygame.K_UP):
        key(app, k)  # during the clear, then the draw
    click(app, scene.slot_rect("stock").center)
    click(app, (5, 5))
    settle(app)
    assert scene.history[0] == ("clear", "2S", "2H")
    assert ("draw",) in scene.history
    at_home(scene)
    conserved(scene)


def test_undo_after_a_clear_restores_exactly():
    app, scene = start(deck=R.deal(R.EIGHTS))
    before = scene.game.to_dict()
    clear_by_clicks(app, scene, ["2S", "2H"])
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    settle(app)
    assert scene.game.to_dict() == before
    at_home(scene)


def test_matrix_cards_show_their_index_in_every_corner():
    pygame.display.init()
    four, two = CardArt(120, pips=False, indices=4), CardArt(120)

    def inked(img, x0, y0):
        return any(
            img.get_at((x, y))[2] > 150 and img.get_at((x, y))[0] < 80
            for x in range(x0, x0 + 20)
            for y in range(y0, y0 + 40)
        )

    a, b = four.face("7X"), two.face("7X")
    w, h = a.get_size()
    assert inked(a, w - 24, 6) and inked(a, 4, h - 46) and inked(a, w - 24, h - 46)
    assert not inked(b, w - 24, 6) and not inked(b, 4, h - 46)


# --- a new player's first hour (issue 13) ------------------------------------------
NINES = {
    TRAP: "4S",
    (-1, -1): "9S",
    (1, -1): "6S",
    (-1, 1): "7S",
    (1, 1): "8H",
    (-2, -2): "9X",
    (0, -2): "3H",
    (2, -2): "9C",
    (-2, 0): "2H",
    (2, 0): "2S",
    (-2, 2): "9D",
    (0, 2): "3S",
    (2, 2): "8D",
}


def test_a_click_on_a_card_seen_inside_a_glowing_spot_selects_it_not_places():
    """#21's trap: 9X, 9C, 9D selected, 9H in hand, (0,-2) empty and glowing over the
    9S's corner. A click on that corner adds the 9S (a Pent), it never places."""
    app, scene = start(deck=R.deal(NINES, ["9H"]))
    for pair in (("2H", "2S"), ("3H", "3S")):
        scene.try_move(("clear", *pair))
        settle(app)
    scene.try_move(("draw",))
    settle(app)
    assert (0, -2) in scene.view.place
    for card in ("9X", "9C", "9D"):
        click(app, card_centre(scene, card))
        wait(app)
    spot = scene.slot_rect(SPOT_SLOT[(0, -2)])
    corner = (spot.x + spot.w // 4, spot.bottom - spot.h // 4)  # the 9S shows here
    assert scene.pick(corner) == SPOT_SLOT[(-1, -1)]
    click(app, corner)
    assert scene.selection == ["9X", "9C", "9D", "9S"] and scene.game.hand == "9H"
    assert scene.clear_is_legal()
    # the spot's free area (its upper half, over no card) places
    assert scene.pick((spot.centerx, spot.y + spot.h // 4)) == SPOT_SLOT[(0, -2)]
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.game.result == "pent"


def test_enter_on_a_card_of_another_rank_says_why_and_keeps_the_selection():
    app, scene = start(deck=R.deal(R.EIGHTS))
    cursor_to(app, SPOT_SLOT[(-2, 0)])  # 2H
    key(app, pygame.K_SPACE)
    cursor_to(app, SPOT_SLOT[(0, 2)])  # 3S
    key(app, pygame.K_RETURN)
    assert scene.selection == ["2H"] and scene.history == []
    assert scene.message.startswith("The Three of Spades cannot join the Twos selected")


def test_clear_lights_only_when_the_selection_is_a_legal_clear():
    app, scene = start(deck=R.deal(R.EIGHTS))
    clear = next(b for b in scene.buttons if b.name == "button_clear")
    assert not clear.enabled()
    click(app, card_centre(scene, "2S"))
    assert not clear.enabled()  # one card is no clear
    wait(app)
    click(app, card_centre(scene, "2H"))
    assert clear.enabled()
    key(app, pygame.K_ESCAPE)
    click(app, card_centre(scene, "8H"))  # covered by the 2S, 3S and 8D
    wait(app)
    click(app, card_centre(scene, "8S"))
    assert scene.selection == ["8H", "8S"] and not clear.enabled()


def test_an_empty_stock_in_normal_mode_says_a_draw_reshuffles():
    app, scene = start(seed=4)
    g = scene.game
    g.discard.extend(g.stock)
    g.stock.clear()
    scene.sync_sprites()
    scene.refresh_targets()
    texts = []
    real = ui.render
    ui.render = lambda text, *a, **kw: texts.append(text) or real(text, *a, **kw)
    try:
        scene.draw(app.screen)
    finally:
        ui.render = real
    assert f"Empty: D reshuffles {len(g.discard)}" in texts
    # the sign in the stock's place: gold arrows where the stock was
    r = scene.slot_rect("stock")
    gold = sum(
        1
        for x in range(r.x, r.right, 2)
        for y in range(r.y, r.bottom, 2)
        if app.screen.get_at((x, y))[:3] == ui.GOLD
    )
    assert gold > 20


def test_a_half_covered_selected_card_is_tinted_where_it_shows():
    app, scene = start(deck=R.deal(R.EIGHTS))
    click(app, card_centre(scene, "8H"))  # level 1: a quarter shows
    scene.pointer.pos = (0, 0)
    step(app, 2)
    shown = card_centre(scene, "8H")
    before = scene.sprites["8H"]
    assert before.dim
    colour = app.screen.get_at(shown)[:3]
    key(app, pygame.K_ESCAPE)
    step(app, 2)
    plain = app.screen.get_at(shown)[:3]
    assert colour != plain and colour[2] > plain[2] - 5  # a blue wash over what shows


def test_the_tracker_in_strips_is_the_panel_painted_whole_and_a_move_remakes_few():
    from game.games.zoomer.rules import Zoomer
    from game.games.zoomer.tracker import TrackerPanel, render_tracker

    g = Zoomer.new(seed=4)
    panel, size = TrackerPanel(), (330, 528)

    def composed() -> tuple[bytes, list]:
        out = pygame.Surface(size, pygame.SRCALPHA)
        strips = panel.strips(size, g.tracker(), 1, g.hand[0] if g.hand else None)
        for at, img in strips:
            out.blit(img, at, special_flags=pygame.BLEND_RGBA_ADD)  # strips do not overlap
        return pygame.image.tobytes(out, "RGBA"), [img for _, img in strips]

    def whole() -> bytes:
        ref = pygame.Surface(size, pygame.SRCALPHA)
        render_tracker(ref, g.tracker(), 1, g.hand[0] if g.hand else None)
        return pygame.image.tobytes(ref, "RGBA")

    first, before = composed()
    assert first == whole()
    g.play(("draw",))
    second, after = composed()
    assert second == whole()
    assert all(a is b for a, b in zip(before, after, strict=True))  # painted in place
    kept = sum(not img.painted for img in after)  # no note for the canvas (touched)
    assert 0 < len(after) - kept <= 6, "a draw changes a row or two (and their neighbours)"


def test_hints_name_suits_in_words_stars_included():
    from game.games.zoomer.rules import Zoomer
    from game.games.zoomer.words import move_words

    g = Zoomer.new(seed=1)
    g.play(("draw",))  # the 7D comes to hand; the 7 of Stars is free in the Matrix
    assert g.hand == "7D"
    assert move_words(g, ("clear", "7X")) == "clear the Seven of Stars with the Seven of Diamonds"
    g.matrix[SPOTS.index((2, 2))] = None  # an open corner to place on
    assert ("place", 2, 2) in g.legal_moves()
    assert move_words(g, ("place", 2, 2)).startswith("place the Seven of Diamonds on ")
    g = Zoomer.new(seed=5)
    assert move_words(g, ("clear", "7D", "7X")) == "clear the Sevens of Diamonds and Stars"
