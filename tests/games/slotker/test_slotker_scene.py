"""SLOTKER through the real scenes with posted mouse and key events: solo and multiplayer."""

import pygame

from game.engine.theme import NO
from game.games.slotker.match_rules import SlotkerMatch, seat_name
from game.games.slotker.match_scene import (
    HandoffScene,
    MatchScene,
    RoundResultScene,
    fallback_move,
)
from game.games.slotker.rank import describe
from game.games.slotker.scene import HAND, HIGH, SlotkerScene
from game.games.slotker.setup import SetupScene
from game.scenes.result import ResultScene
from game.table.scene import TableScene as _Table
from tests.driver import centre, click, cursor_to, drag, key, make_app, open_scene, settle, step
from tests.games.slotker.decks import deal

PAIR = ("7S", "4C", "4H")  # discard 7S for three Fours, or 4H for three Oranges (7S 4C)


def start(deck=None, seed=5, hard=False, instant=False):
    return open_scene(SlotkerScene, instant, seed=seed, deck=deck, hard=hard)


def conserved(scene):
    return sorted(scene.game.all_cards()) == sorted(scene.game.DECK())


def at_home(scene):
    for card in scene.game.all_cards():
        h, spr = scene.home(card), scene.sprites[card]
        if h is None:  # deep in the stock, not drawn
            if spr.visible or card not in scene.game.pool:
                return False
            continue
        if (round(spr.x), round(spr.y)) != (round(h.x), round(h.y)) or spr.face_up != h.face_up:
            return False
    return True


def frames_until(app, cond, limit=3000):
    for _ in range(limit):
        if cond():
            return True
        step(app)
    return False


# --- dealing ----------------------------------------------------------------------------
def test_space_deals_three_cards_that_spin_in_on_reels():
    app, scene = start(deal("AS", "2H", "KC"))
    key(app, pygame.K_SPACE)
    assert scene.history == [("deal",)]
    # the cards fly from the stock, then the reels spin: the real cards hide meanwhile
    assert frames_until(app, lambda: len(scene.reels) == 3, 60)
    spinning = {r.slot for r in scene.reels.values()}
    assert spinning == set(HAND)
    assert all(not scene.sprites[c].visible for c in ("AS", "2H", "KC"))
    # each reel stops on the card the rules dealt
    assert [r.faces[r.stop] for r in sorted(scene.reels.values(), key=lambda r: r.slot)] == [
        "AS",
        "2H",
        "KC",
    ]
    settle(app)
    assert not scene.reels and at_home(scene) and conserved(scene)
    assert (
        scene.message
        == "No pair in the Ace of Spades, Two of Hearts and King of Clubs: the hand is discarded."
    )
    assert all(c in scene.game.discard for c in ("AS", "2H", "KC"))


def test_clicking_the_lever_the_deal_button_or_dragging_the_lever_deals():
    app, scene = start()
    click(app, centre(scene, "lever"))
    settle(app)
    assert scene.history == [("deal",)]
    if scene.game.waiting_for_draw:
        key(app, pygame.K_f)
        settle(app)
    click(app, centre(scene, "button_deal"))
    settle(app)
    assert scene.history[-1] == ("deal",) and scene.history.count(("deal",)) == 2
    if scene.game.waiting_for_draw:
        key(app, pygame.K_f)
        settle(app)
    lever = scene.slot_rect("lever")
    drag(app, (lever.centerx, lever.y + 30), (lever.centerx, lever.bottom))
    settle(app)
    assert scene.history.count(("deal",)) == 3
    assert conserved(scene) and at_home(scene)


def test_mashing_keys_and_clicks_during_the_spin_loses_nothing():
    app, scene = start(deal(*PAIR))
    key(app, pygame.K_SPACE)
    for k in (pygame.K_SPACE, pygame.K_LEFT, pygame.K_x, pygame.K_RETURN):
        key(app, k)  # the first fast-forwards; a pair now waits, so Space only explains
    click(app, (640, 700))
    settle(app)
    assert scene.history == [("deal",)]
    assert scene.game.hand == list(PAIR) and at_home(scene) and conserved(scene)


# --- drawing and folding -------------------------------------------------------------------
def test_a_pair_lights_both_ways_to_draw_with_what_each_draws_to():
    app, scene = start(deal(*PAIR))
    key(app, pygame.K_SPACE)
    settle(app)
    assert scene.game.waiting_for_draw
    options = {o["index"]: o for o in scene.options}
    assert set(options) == {0, 2}
    assert options[0]["goal"] == "three Fours"
    assert options[2]["goal"] == "three Oranges"
    assert options[0]["outs"] == len(scene.game.outs(0)) == 2
    assert "A pair!" in scene.hud.prompt() and "1 or 3" in scene.hud.prompt()
    assert scene.sprites["4C"].face_up  # the cards stay visible while the choice waits


def test_with_a_pad_the_pair_prompt_names_the_pads_way_and_its_a_gives_the_card_up():
    """A pad has no number keys: the prompt says to move to the card and press A (never
    "press Key 3"), and A on the focused glowing card gives it up."""
    from game.engine.input import LAST
    from tests.driver import pad

    app, scene = start(deal(*PAIR, "9D"))
    key(app, pygame.K_SPACE)
    settle(app)
    pad(app, "dpad right")  # a pad press: the words follow the pad
    try:
        assert LAST.pad
        prompt = scene.hud.prompt()
        assert "move to it and press A" in prompt and "Key" not in prompt, prompt
        cursor_to(app, "hand_0", by_pad=True)
        pad(app, "a")
        settle(app)
        assert scene.history == [("deal",), ("draw", 0)]
    finally:
        LAST.pad = False


def test_draw_by_clicking_the_card_to_give_up():
    app, scene = start(deal(*PAIR, "9D"))
    key(app, pygame.K_SPACE)
    settle(app)
    click(app, centre(scene, "hand_0"))
    assert scene.history == [("deal",), ("draw", 0)]
    # the replacement spins in the replacement reel before it slides into the hand
    assert frames_until(app, lambda: "replacement" in scene.reels, 120)
    assert scene.reels["replacement"].faces[scene.reels["replacement"].stop] == "9D"
    settle(app)
    assert "7S" in scene.game.discard and at_home(scene) and conserved(scene)
    assert scene.message == "Drew the Nine of Diamonds: no set, the hand is discarded."


def test_draw_by_keys_one_to_three_and_a_wrong_key_is_refused_with_the_reason():
    app, scene = start(deal(*PAIR, "4D"))
    key(app, pygame.K_SPACE)
    settle(app)
    before = scene.game.to_dict()
    key(app, pygame.K_2)  # 4C belongs to both pairs: giving it up leaves no pair
    settle(app)
    assert scene.game.to_dict() == before and scene.history == [("deal",)]
    assert (
        scene.message
        == "The Seven of Spades and the Four of Hearts are no pair: discard the card outside "
        "the pair"
    )
    assert scene.message_colour == NO
    key(app, pygame.K_1)
    settle(app)
    assert scene.history[-1] == ("draw", 0)
    assert scene.game.high_set == ["4D", "4C", "4H"]  # three Fours, drawn


def test_draw_with_the_keyboard_cursor_and_enter():
    app, scene = start(deal(*PAIR))
    key(app, pygame.K_SPACE)
    settle(app)
    cursor_to(app, "hand_2")
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.history == [("deal",), ("draw", 2)]


def test_space_never_gives_up_a_card_while_its_button_says_deal():
    """Play test 4: Space gave up the focused reel card while Deal [Space] was greyed.
    Space is Deal: with a pair waiting it plays nothing and says how to draw or fold."""
    app, scene = start(deal(*PAIR))
    key(app, pygame.K_SPACE)
    settle(app)
    assert scene.game.waiting_for_draw
    for spot in HAND:
        cursor_to(app, spot)
        key(app, pygame.K_SPACE)
        settle(app)
        assert scene.history == [("deal",)], spot
        assert scene.message == scene.hud.pair_prompt()


def test_fold_by_f_and_by_the_fold_button():
    app, scene = start(deal(*PAIR, "5D", "5H", "9C"))
    key(app, pygame.K_SPACE)
    settle(app)
    key(app, pygame.K_f)
    settle(app)
    assert scene.history == [("deal",), ("fold",)]
    assert scene.message == "Folded the Seven of Spades, Four of Clubs and Four of Hearts."
    key(app, pygame.K_SPACE)  # 5D 5H 9C: a pair of Fives
    settle(app)
    assert scene.game.waiting_for_draw
    click(app, centre(scene, "button_fold"))
    settle(app)
    assert scene.history[-1] == ("fold",) and not scene.game.waiting_for_draw
    # folding with no hand on the table: the rules say why, nothing changes
    before = scene.game.to_dict()
    click(app, centre(scene, "button_fold"))
    key(app, pygame.K_f)
    assert scene.game.to_dict() == before
    assert scene.message == "There is no hand to fold: deal first"


# --- sets -----------------------------------------------------------------------------------
def test_a_set_glows_and_slides_up_to_the_high_set_display():
    app, scene = start(deal("QS", "QH", "QD"))
    key(app, pygame.K_SPACE)
    glowed = frames_until(app, lambda: scene.sprites["QS"].glow is not None, 300)
    assert glowed and scene.sprites["QS"].glow == (250, 204, 72)
    assert scene.shown_high is None  # the display changes when the set gets there
    settle(app)
    for k, card in enumerate(["QS", "QH", "QD"]):
        x, y = scene.slot_pos(HIGH[k])
        spr = scene.sprites[card]
        assert (round(spr.x), round(spr.y)) == (round(x), round(y))
    assert scene.shown_high == ["QS", "QH", "QD"]
    assert scene.game.run == 2 and scene.hud.run_text() == "Run 2 of 2"
    assert scene.message == "Run 2 of 2: make a set that beats three Queens."
    assert at_home(scene) and conserved(scene)


def test_a_set_that_does_not_beat_the_high_set_says_why_and_is_discarded():
    app, scene = start(deal("QS", "QH", "QD"))
    key(app, pygame.K_SPACE)
    settle(app)
    # run 2's pool is shuffled by the seed: put three Lemons on top, as the rule tests do
    scene.game.pool = deal("2S", "4S", "8D", cards=scene.game.pool)
    scene.sync_sprites()
    key(app, pygame.K_SPACE)
    settle(app)
    assert scene.message == "Three Lemons do not beat three Queens: the set is discarded."
    assert scene.game.sets_discarded == [["2S", "4S", "8D"]]
    assert scene.game.high_set == ["QS", "QH", "QD"] and at_home(scene)


def test_three_aces_before_the_last_run_are_explained_and_lose():
    app, scene = start(deal("AS", "AH", "AD"))
    key(app, pygame.K_SPACE)
    settle(app)
    result = app.scenes.top
    assert isinstance(result, ResultScene) and not result.won
    assert result.title == "Three Aces too soon"
    assert result.lines[0] == ("Three Aces in run 1 of 2: no set can beat them in a later run.")
    assert scene.message == result.lines[0]
    assert "last run" in result.lines[1]


# --- whole games ---------------------------------------------------------------------------
def play_solo_by_keys(app, scene, limit=400):
    for _ in range(limit):
        if scene.game.status != "playing":
            return
        g = scene.game
        if g.waiting_for_draw:
            best = max((len(g.outs(i)), i) for i, _, _ in g.draw_options())
            key(app, pygame.K_1 + best[1] if best[0] else pygame.K_f)
        else:
            key(app, pygame.K_SPACE)
        settle(app)
        assert conserved(scene)
    raise AssertionError("the game did not end")


def test_whole_solo_games_by_keyboard_end_in_the_result_overlay():
    titles = set()
    for seed in (1, 2, 3, 4):
        app, scene = start(seed=seed, instant=True)
        play_solo_by_keys(app, scene)
        settle(app)
        result = app.scenes.top
        assert isinstance(result, ResultScene)
        assert result.won == (scene.game.status == "won")
        assert result.lines[0] in (scene.game.win_reason(), scene.game.loss_reason())
        titles.add(result.title)
        assert at_home(scene)
    assert titles <= {"Jackpot!", "Out of cards", "Three Aces too soon"}


def test_whole_solo_game_by_mouse_with_animations():
    app, scene = start(seed=21, hard=True)
    for _ in range(400):
        if scene.game.status != "playing":
            break
        g = scene.game
        if g.waiting_for_draw:
            best = max((len(g.outs(i)), i) for i, _, _ in g.draw_options())
            target = HAND[best[1]] if best[0] else "button_fold"
        else:
            target = "lever"
        click(app, centre(scene, target))
        settle(app)
    settle(app)
    assert isinstance(app.scenes.top, ResultScene)
    assert scene.game.runs == 3 and at_home(scene) and conserved(scene)


def test_hint_and_clicks_name_the_targets_of_each_move():
    app, scene = start(deal(*PAIR))
    assert scene.clicks_for(("deal",)) == ["lever"]
    assert scene.clicks_for(("draw", 2)) == ["hand_2"]
    assert scene.clicks_for(("fold",)) == ["button_fold"]
    key(app, pygame.K_SPACE)
    settle(app)
    assert (
        scene.describe_move(("draw", 0)) == "give up the Seven of Spades and draw for three Fours"
    )


# --- multiplayer -----------------------------------------------------------------------------
def test_setup_by_keyboard_starts_a_match_with_the_seats_and_ante_chosen():
    app = make_app()
    setup = SetupScene(app, seed=3)
    app.scenes.push(setup)
    step(app)
    key(app, pygame.K_RIGHT)  # three seats
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # seat 2: computer -> person
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # ante on
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)  # ante 5 -> 10
    key(app, pygame.K_DOWN)
    assert setup.rows[setup.focus]["kind"] == "start"
    key(app, pygame.K_RETURN)
    settle(app)
    match_scene = app.scenes.stack[0]
    assert isinstance(match_scene, MatchScene)
    m = match_scene.match
    assert [(seat_name(s), s["is_computer"]) for s in m.seats] == [
        ("Player 1", False),
        ("Player 2", False),
        ("Computer 3", True),
    ]
    assert m.ante == 10 and m.pot == 30 and m.seed == 3
    # two people: the first one is asked to take the machine
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Player 1"


def test_setup_by_mouse_and_back_to_the_menu():
    from game.scenes.menu import MenuScene

    app = make_app()
    setup = SetupScene(app, seed=4)
    app.scenes.push(setup)
    step(app)

    def row(kind, seat=None):
        return next(r for r in setup.rows if r["kind"] == kind and r.get("seat") == seat)

    click(app, row("count")["plus"].center)
    click(app, row("count")["plus"].center)
    assert setup.count == 4
    click(app, row("count")["minus"].center)
    assert setup.count == 3
    click(app, row("seat", 2)["rect"].center)  # seat 3: computer -> person
    click(app, row("ante_on")["rect"].center)
    click(app, row("ante")["minus"].center)  # 5 -> 2
    assert setup.seats() == [("", False), ("", True), ("", False)]  # each its default name
    assert setup.ante_on and setup.ante == 2
    click(app, row("back")["rect"].center)
    settle(app)
    assert isinstance(app.scenes.top, MenuScene)
    # the choices are remembered for next time
    again = SetupScene(app)
    assert again.count == 3 and again.ante == 2 and again.ante_on


def start_match(seats, ante=5, seed=9, instant=True):
    return open_scene(MatchScene, instant, seats=seats, ante=ante, seed=seed)


def play_match_round(app, scene, limit=20000):
    """People play by keys (the computer's rule of thumb); computers play on their own."""
    for _ in range(limit):
        top = app.scenes.top
        if isinstance(top, RoundResultScene):
            return top
        if isinstance(top, HandoffScene):
            key(app, pygame.K_RETURN)
        elif top is scene and scene.can_act() and not scene.timeline.busy:
            move = fallback_move(scene.match.run)
            if move[0] == "deal":
                key(app, pygame.K_SPACE)
            elif move[0] == "fold":
                key(app, pygame.K_f)
            else:
                key(app, pygame.K_1 + move[1])
        else:
            step(app)
        if scene.game is scene.match.run:
            assert conserved(scene)
    raise AssertionError("the round did not end")


def test_a_person_and_the_computer_play_a_match_to_the_results_table():
    app, scene = start_match([("Player 1", False), ("Computer 2", True)], ante=5, seed=9)
    assert app.scenes.top is scene  # one person: nobody to pass the machine to
    assert scene.match.current_seat == 0 and scene.can_act()
    result = play_match_round(app, scene)
    m = scene.match
    rows = result.rows
    assert [r[1] for r in rows] == [
        seat_name(m.seats[s]) + (" (CPU)" if m.seats[s]["is_computer"] else "")
        for s in m.standings()
    ]
    assert [r[2] for r in rows] == [m.best_name(s) for s in m.standings()]
    assert sum(s["chips"] for s in m.seats) == 200
    assert result.title.startswith("Round 1:")
    assert {p for p in (r[4] for r in rows)} <= {True, False}
    # Next round by Enter: antes in again, seat 2 starts this time
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and m.round == 2 and m.order == [1, 0]
    assert scene.turns.computer_playing() and m.pot == 10
    result = play_match_round(app, scene)
    assert m.round == 2 and len(m.history) == 2
    key(app, pygame.K_ESCAPE)  # Menu from the results table
    settle(app)
    from game.scenes.menu import MenuScene

    assert isinstance(app.scenes.top, MenuScene)


def test_the_computer_plays_visibly_and_uses_the_shared_bot_when_there_is_one():
    app, scene = start_match([("Computer 1", True), ("Player 2", False)], instant=False)
    calls = []

    class Bot:
        def choose(self, run):
            calls.append(run)
            return run.legal_moves()[-1]  # fold any pair, else deal

    scene.turns.bot = Bot()
    assert scene.turns.computer_playing() and not scene.can_act()
    spun = frames_until(app, lambda: bool(scene.reels), 200)
    assert spun and scene.history == [("deal",)] and calls
    # the person cannot move for the computer; clicking says who is playing
    click(app, centre(scene, "hand_0"))
    assert "Computer 1 is playing" in scene.message
    # Space hurries the computer to the end of its run; then it is the person's turn
    key(app, pygame.K_SPACE)
    assert frames_until(app, lambda: scene.can_act() and not scene.timeline.busy, 20000)
    assert scene.match.current_seat == 1 and scene.game is scene.match.run
    assert all(move in (("deal",), ("fold",)) for move in scene.history)


def test_two_people_pass_the_machine_between_runs():
    app, scene = start_match([("Ann", False), ("Bob", False)], ante=0, seed=4)
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Ann"
    click(app, (640, 360))
    assert app.scenes.top is scene
    for _ in range(400):
        if isinstance(app.scenes.top, HandoffScene):
            break
        key(app, pygame.K_f if scene.game.waiting_for_draw else pygame.K_SPACE)
        step(app, 2)
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene) and handoff.name == "Bob"
    assert scene.match.current_seat == 1 and scene.game is scene.match.run
    assert len(scene.game.pool) == 52 and at_home(scene)  # Bob's fresh deck, all in the stock
    key(app, pygame.K_RETURN)
    assert app.scenes.top is scene and scene.can_act()


def test_a_match_keeps_its_own_save_and_undoes_within_the_seat_s_run():
    app, scene = start_match([("Player 1", False), ("Computer 2", True)])
    key(app, pygame.K_SPACE)
    settle(app)
    assert app.saves.load("slotker") is None  # the solo game's slot is untouched
    assert app.saves.load("slotker_match")["moves"] == [["deal"]]
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    settle(app)
    assert scene.history == [] and scene.match.run.legal_moves() == [("deal",)]
    assert isinstance(scene.match, SlotkerMatch)
    assert isinstance(scene, _Table)


def test_random_input_on_a_match_never_loses_a_card():
    from tests.test_monkey import run_monkey

    app = make_app()
    app.scenes.push(MatchScene(app, [("A", False), ("B", True), ("C", False)], ante=3, seed=2))
    run_monkey(app, seed=7, events=600)


def test_window_resize_keeps_the_machine_whole():
    app, scene = start(deal(*PAIR))
    key(app, pygame.K_SPACE)
    settle(app)
    app.screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    app.scenes.resize((800, 600))
    step(app, 2)
    for name in (*HAND, "ladder", "seats", "lever", "button_deal", "stock"):
        assert pygame.Rect(0, 0, 800, 600).contains(scene.slot_rect(name))
    strips = [pygame.Rect(at, img.get_size()) for at, img in scene.hud.ladder_image()]
    assert strips[0].unionall(strips[1:]).size == scene.slot_rect("ladder").size
    assert sum(r.h for r in strips) == scene.slot_rect("ladder").h  # strips, no overlap
    click(app, centre(scene, "hand_0"))
    settle(app)
    assert scene.history == [("deal",), ("draw", 0)] and at_home(scene)


def test_undo_puts_the_cards_back_and_a_saved_game_resumes_exactly():
    app, scene = start(deal(*PAIR, "9D"), seed=12)
    key(app, pygame.K_SPACE)
    settle(app)
    after_deal = scene.game.to_dict()
    key(app, pygame.K_1)
    settle(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    settle(app)
    assert scene.game.to_dict() == after_deal and at_home(scene)
    assert scene.options and scene.game.waiting_for_draw
    saved = app.saves.load("slotker")
    assert saved is not None and saved["moves"] == [["deal"]]
    again = SlotkerScene(app, resume=saved)
    app.scenes.push(again)
    settle(app)
    assert again.game.to_dict() == after_deal and at_home(again)


def test_a_match_between_computers_ends_when_the_ante_cannot_be_paid():
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = MatchScene(app, [("C1", True), ("C2", True)], ante=60, seed=6, chips=100)
    app.scenes.push(scene)
    for _ in range(5):
        assert frames_until(app, lambda: isinstance(app.scenes.top, RoundResultScene), 5000)
        if scene.match.status == "over":
            break
        key(app, pygame.K_RETURN)
    result = app.scenes.top
    assert scene.match.status == "over" and result.title.startswith("Match over: ")
    assert [b.name for b in result.buttons] == ["new", "menu", "watch", "copy_code"]
    moves = scene.session.moves
    assert result.pot.endswith(f"{moves} moves in the match") and ":" in result.pot
    assert sum(scene.match.chips()) == 200
    key(app, pygame.K_n)  # New match: the same seats, a new deal, chips back to the start
    assert scene.match.round == 1 and scene.seed != 6 and scene.match.history == []
    assert scene.match.chips() == [100 - 60, 100 - 60]
    assert [s["name"] for s in scene.match.seats] == ["C1", "C2"]
    assert app.stats.record("slotker_match", False)["played"] == 1  # the finished match


def test_a_finished_solo_game_records_its_best_set_in_the_statistics():
    app = make_app()
    scene = SlotkerScene(app, seed=22)  # first legal move each time: won, high set 6C JC QH
    app.scenes.push(scene)
    settle(app)
    while scene.game.status == "playing":
        scene.try_move(scene.game.legal_moves()[0])
        settle(app)
    settle(app)
    rec = app.stats.record("slotker", False)
    assert rec["played"] == 1 and rec["won"] == 1
    assert rec["best_set"] == describe(["6C", "JC", "QH"]) == describe(scene.game.high_set)


def test_space_never_skips_the_round_results():
    app = make_app()
    app.settings.override("anim_speed", 0.0)
    scene = MatchScene(app, [("C1", True), ("C2", True)], ante=5, seed=6)
    app.scenes.push(scene)
    assert frames_until(app, lambda: isinstance(app.scenes.top, RoundResultScene), 5000)
    results = app.scenes.top
    key(app, pygame.K_SPACE)  # meant for hurrying the computer: the table stays up
    assert app.scenes.top is results and scene.match.round == 1
    key(app, pygame.K_RETURN)
    assert scene.match.round == 2


def test_restarting_a_match_asks_in_the_match_s_words():
    app, scene = start_match([("Player 1", False), ("Computer 2", True)])
    key(app, pygame.K_SPACE)
    settle(app)
    key(app, pygame.K_r, mod=pygame.KMOD_CTRL)
    assert "Restart this match?" in app.scenes.top.question
