"""Combo-bliterate through the real scene: mouse, drag, keyboard, chains, mashing, the end.

``long_chain_setup()`` gives the benchmark a deal and a move whose removal
chains four collisions (CHAIN ×4).
"""

from __future__ import annotations

import pygame
import pytest

from game.games.combo.scene import ComboScene
from game.rules import GAMES
from game.rules import cards as C
from game.scenes.result import ResultScene
from tests.driver import click, cursor_to, drag, key, make_app, post, settle, step

Combo = GAMES["combo"]

# Remove 5S (index 4): 9H-7H pair (hearts), JC-2C pair (clubs), QD-4D pair
# (diamonds), KS-KH pair (kings): four collisions, the line ends empty.
LONG_CHAIN = ["KS", "QD", "JC", "9H", "5S", "7H", "2C", "4D", "KH"]
# Remove 2H: 9D-KD pair, JS-8S pair, then 5C meets 6D inside 4H 5C 6D 7S: a run of 4.
MIXED_CHAIN = ["4H", "5C", "JS", "9D", "2H", "KD", "8S", "6D", "7S"]
# Remove 2H: 9D-KD pair, JC-4C pair, then 7S meets QH: no match; AC 7S QH 3S stay.
BROKEN_CHAIN = ["AC", "7S", "JC", "9D", "2H", "KD", "4C", "QH", "3S"]


def deck_starting(*first: str) -> list[str]:
    """A full deck whose first cards (the opening line) are ``first``; then standard order."""
    return list(first) + [c for c in C.standard_deck() if c not in first]


def long_chain_setup() -> tuple[list[str], tuple]:
    """A deck and a move that chain 4 collision steps (four pairs, CHAIN ×4, +2 net).

    For a benchmark: ``scene = ComboScene(app, deck=deck)``, push it, let the
    deal settle, then ``scene.try_move(move)`` (or click
    ``scene.card_rect(move[1]).center``) and time the frames until
    ``scene.timeline.busy`` is False.
    """
    return deck_starting(*LONG_CHAIN), ("remove", 4)


def start(deck=None, seed=None, hard=False, moves=None):
    app = make_app()
    sounds: list[str] = []
    app.play_sound = sounds.append  # no audio device in tests: record the names instead
    scene = ComboScene(app, seed=seed, deck=deck, hard=hard, moves=moves)
    app.scenes.push(scene)
    settle(app)
    return app, scene, sounds


def card_at(scene, k):
    return scene.card_rect(k).center


def assert_all_home(scene):
    assert sorted(scene.game.all_cards()) == sorted(scene.game.deck)
    for card in scene.game.all_cards():
        h = scene.home(card)
        spr = scene.sprites[card]
        assert (round(spr.x), round(spr.y)) == (round(h.x), round(h.y)), card
        assert spr.face_up == h.face_up, card


def play_chain_frame_by_frame(app, scene, limit=600):
    """Step one frame at a time; record what the player would see change."""
    frames = []
    for f in range(limit):
        if not scene.timeline.busy:
            break
        step(app)
        frames.append(
            {
                "frame": f,
                "strikes": len(scene.collision_log),
                "chain": scene.chain,
                "score": scene.shown_score,
                "shake": scene.fx.shake_power,
            }
        )
    assert not scene.timeline.busy
    return frames


def changes(frames, key):
    """(frame, value) each time ``key`` took a new value."""
    out, last = [], object()
    for fr in frames:
        if fr[key] != last:
            out.append((fr["frame"], fr[key]))
            last = fr[key]
    return out


# --- constructed decks are what the comments say ----------------------------


def test_long_chain_setup_chains_at_least_three_collisions():
    deck, move = long_chain_setup()
    events = Combo.new(deck=deck).play(move)
    collisions = [e for e in events if e["type"] == "collide"]
    assert len(collisions) >= 3
    assert all(e["kind"] != "none" for e in collisions)


# --- removing ----------------------------------------------------------------


def test_click_removes_and_each_collision_plays_in_turn():
    app, scene, sounds = start(deck=deck_starting(*MIXED_CHAIN))
    expected = Combo.new(deck=scene.game.deck).play(("remove", 4))
    kinds = [(e["step"], e["kind"]) for e in expected if e["type"] == "collide"]
    sounds.clear()
    click(app, card_at(scene, 4))
    assert scene.history == [("remove", 4)]
    assert scene.collision_log == []  # nothing struck yet: the chain is queued, not shown
    frames = play_chain_frame_by_frame(app, scene)
    # one strike per collision event, each on its own frame, in the rules' order
    assert scene.collision_log == kinds == [(1, "pair"), (2, "pair"), (3, "run")]
    strikes = changes(frames, "strikes")
    assert [v for _, v in strikes] == [0, 1, 2, 3]
    gaps = [b[0] - a[0] for a, b in zip(strikes[1:-1], strikes[2:], strict=True)]
    assert all(g > 5 for g in gaps), "collisions must not play at once"
    # the CHAIN counter grows step by step; rising chain sounds, one per scoring step
    assert [v for _, v in changes(frames, "chain")] == [0, 1, 2, 3]
    assert [s for s in sounds if s.startswith("chain")] == ["chain1", "chain2", "chain3"]
    # the live score follows the events: removal −2, pair +1, pair +1, run +4
    assert [v for _, v in changes(frames, "score")] == [0, -2, -1, 0, 4]
    assert scene.game.face_up == ["4H", "5C", "6D", "7S"]
    assert scene.game.face_down == ["9D", "KD", "JS", "8S"]
    assert_all_home(scene)
    assert scene.best_chain == 3


def test_screen_shake_grows_with_the_chain():
    deck, move = long_chain_setup()
    app, scene, sounds = start(deck=deck)
    click(app, card_at(scene, move[1]))
    powers = []
    seen = 0
    while scene.timeline.busy:
        step(app)
        if len(scene.collision_log) > seen:
            seen = len(scene.collision_log)
            powers.append(scene.fx.shake_power)
    assert len(powers) == 4
    assert powers == sorted(powers) and powers[-1] > powers[0]
    assert [s for s in sounds if s.startswith("chain")] == [f"chain{i}" for i in range(1, 5)]
    assert scene.game.line == [] and scene.game.score == 2


def test_hover_previews_what_a_removal_would_score():
    app, scene, _ = start(deck=deck_starting(*MIXED_CHAIN))
    post(pygame.MOUSEMOTION, pos=card_at(scene, 4), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    pv = scene.preview()
    assert pv["index"] == 4 and pv["total"] == 4
    assert [t for t, _ in pv["parts"]] == ["remove −2", "pair +1", "pair +1", "run +4"]
    assert scene.sprites["6D"].glow is not None and scene.sprites["2H"].glow is not None
    assert scene.game.line == MIXED_CHAIN  # a preview plays nothing
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert scene.preview() is None and scene.sprites["6D"].glow is None


def test_keyboard_removes_with_enter_and_delete():
    app, scene, _ = start(seed=7)
    cursor_to(app, "card_3")
    expect = scene.game.line[3]
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.history == [("remove", 3)] and scene.game.penalty[0] == expect
    cursor_to(app, "card_0")
    expect = scene.game.line[0]
    key(app, pygame.K_DELETE)
    settle(app)
    assert scene.history[-1] == ("remove", 0) and scene.game.penalty[-1] == expect
    assert_all_home(scene)


# --- relocating --------------------------------------------------------------


def test_drag_relocates_then_a_second_drag_is_refused():
    app, scene, _ = start(seed=7)
    expect = scene.game.clone()
    expect.play(("relocate", 0, 4))
    drag(app, card_at(scene, 0), card_at(scene, 4), steps=8)
    settle(app)
    assert scene.history == [("relocate", 0, 4)]
    assert scene.game.line == expect.line
    assert_all_home(scene)
    before = scene.game.to_dict()
    drag(app, card_at(scene, 6), card_at(scene, 2), steps=8)
    settle(app)
    assert scene.game.to_dict() == before and len(scene.history) == 1
    assert "relocation" in scene.message.lower()
    assert_all_home(scene)


def test_drag_between_cards_and_away_from_the_line():
    app, scene, _ = start(seed=7)
    before = scene.game.to_dict()
    drag(app, card_at(scene, 2), (card_at(scene, 2)[0], 700), steps=8)  # far below the line
    settle(app)
    assert scene.game.to_dict() == before and scene.history == []
    assert "line" in scene.message.lower()
    assert_all_home(scene)
    # held a little right of the gap between positions 5 and 6: lands at 6
    a, b = scene.card_rect(5), scene.card_rect(6)
    target = ((a.centerx + b.centerx) // 2 + 12, a.centery)
    drag(app, card_at(scene, 1), (target[0], target[1]), steps=8)
    settle(app)
    assert scene.history == [("relocate", 1, 6)]
    assert_all_home(scene)


def test_keyboard_relocation_lift_carry_drop_and_cancel():
    app, scene, _ = start(seed=7)
    line = list(scene.game.line)
    cursor_to(app, "card_1")
    key(app, pygame.K_r)
    assert scene.relocation.carry == (1, 1)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)  # ignored while carrying
    assert scene.relocation.carry == (1, 3) and scene.cursor.current == "card_3"
    key(app, pygame.K_ESCAPE)  # cancel: nothing moves, and Esc does not leave the game
    settle(app)
    assert scene.relocation.carry is None and scene.history == [] and scene.game.line == line
    assert app.scenes.top is scene
    assert_all_home(scene)
    cursor_to(app, "card_1")
    key(app, pygame.K_r)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    settle(app)
    moved = line[:1] + line[2:4] + [line[1]] + line[4:]
    assert scene.history == [("relocate", 1, 3)] and scene.game.line == moved
    assert_all_home(scene)
    # none left this deal: R is refused with the rules' reason, nothing lifts
    key(app, pygame.K_r)
    assert scene.relocation.carry is None and "relocation" in scene.message.lower()


def test_click_while_carrying_cancels_and_removes_nothing():
    app, scene, _ = start(seed=7)
    cursor_to(app, "card_2")
    key(app, pygame.K_r)
    key(app, pygame.K_LEFT)
    click(app, card_at(scene, 5))
    settle(app)
    assert scene.relocation.carry is None and scene.history == []
    assert_all_home(scene)


# --- passing -----------------------------------------------------------------


def test_pass_is_refused_with_a_reason_while_the_line_is_long():
    app, scene, _ = start(seed=7)
    button = next(b for b in scene.buttons if b.name == "button_pass")
    assert not button.enabled()
    before = scene.game.to_dict()
    key(app, pygame.K_p)
    assert scene.game.to_dict() == before and scene.history == []
    assert "pass only" in scene.message.lower()
    scene.say("")
    click(app, scene.slot_rect("button_pass").center)  # the disabled button explains too
    assert scene.game.to_dict() == before and "pass only" in scene.message.lower()


def test_pass_by_button_deals_nine_more():
    # removing at the left end never collides: seven of them leave two cards
    app, scene, _ = start(seed=7, moves=[("remove", 0)] * 7)
    button = next(b for b in scene.buttons if b.name == "button_pass")
    assert button.enabled()
    click(app, scene.slot_rect("button_pass").center)
    settle(app)
    assert scene.history[-1] == ("pass",)
    assert len(scene.game.line) == 11 and scene.game.deals == 2
    assert not button.enabled()
    assert_all_home(scene)
    # the 11-card line fits on the table
    table = pygame.Rect(0, 0, *app.size)
    assert all(table.contains(scene.card_rect(k)) for k in range(11))


def test_pass_by_key_on_an_empty_line_takes_the_bonus():
    app, scene, _ = start(seed=7, moves=[("remove", 0)] * 9)
    assert scene.game.line == []
    key(app, pygame.K_p)
    settle(app)
    g = scene.game
    assert scene.history[-1] == ("pass",)
    assert g.bonus and len(g.face_down) == 2 and g.relocations_left == 2
    assert "bonus" in scene.message.lower()
    assert_all_home(scene)


# --- input during a chain ------------------------------------------------------


def test_click_during_a_chain_finishes_it_then_acts_on_the_final_table():
    app, scene, sounds = start(deck=deck_starting(*BROKEN_CHAIN))
    click(app, card_at(scene, 4))
    for _ in range(20):
        step(app)
    assert scene.timeline.busy and len(scene.collision_log) < 3
    # the game already holds the final line AC 7S QH 3S: click where QH lies now
    assert scene.game.line == ["AC", "7S", "QH", "3S"]
    sounds.clear()
    click(app, card_at(scene, 2))
    assert scene.history == [("remove", 4), ("remove", 2)]
    assert scene.game.penalty == ["2H", "QH"]
    assert scene.collision_log[:3] == [(1, "pair"), (2, "pair"), (3, "none")]
    assert not [s for s in sounds if s.startswith("chain")]  # fast-forward skips the fanfare
    # mash keys through the second animation: nothing is lost or added
    for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT):
        key(app, k)
    settle(app)
    assert len(scene.history) == 2
    assert_all_home(scene)


def test_undo_after_a_chain_restores_exactly():
    app, scene, _ = start(deck=deck_starting(*MIXED_CHAIN))
    before = scene.game.to_dict()
    click(app, card_at(scene, 4))
    settle(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    settle(app)
    assert scene.game.to_dict() == before and scene.shown_score == 0
    assert_all_home(scene)


# --- whole games -----------------------------------------------------------------


def best_removal(game) -> int:
    """The removal that scores most now (ties: leftmost), from the rules' own preview."""
    best, best_k = None, 0
    for k in range(len(game.line)):
        total = sum(e.get("points", 0) for e in game.preview_remove(k) if e["type"] != "end")
        if best is None or total > best:
            best, best_k = total, k
    return best_k


def check_result_overlay(app, scene):
    result = app.scenes.top
    assert isinstance(result, ResultScene)
    g = scene.game
    b = g.score_breakdown()
    assert result.won == (g.status == "won")
    text = "\n".join(result.lines)
    assert f"Face up: {b['face_up']} cards" in text
    assert f"Face down: {b['face_down']} cards" in text
    assert f"Penalty: {b['penalty']} cards" in text
    assert b["face_up"] + b["face_down"] + b["penalty"] == 52


def test_whole_game_with_the_mouse_reaches_the_result_with_its_breakdown():
    app, scene, _ = start(seed=3)
    moves = 0
    while scene.game.status == "playing":
        if scene.game.can_pass():
            click(app, scene.slot_rect("button_pass").center)
        else:
            click(app, card_at(scene, best_removal(scene.game)))
        settle(app)
        moves += 1
        assert len(scene.history) == moves
    settle(app)
    assert_all_home(scene)
    check_result_overlay(app, scene)


def test_whole_game_with_the_keyboard_only():
    app, scene, _ = start(seed=4, hard=True)
    moves = 0
    while scene.game.status == "playing":
        if scene.game.can_pass():
            key(app, pygame.K_p)
        else:
            cursor_to(app, f"card_{best_removal(scene.game)}")
            key(app, pygame.K_RETURN)
        settle(app)
        moves += 1
        assert len(scene.history) == moves
    settle(app)
    check_result_overlay(app, scene)
    key(app, pygame.K_n)  # New deal from the overlay
    settle(app)
    assert app.scenes.top is scene and scene.history == [] and len(scene.game.line) == 9


def test_window_resize_keeps_the_longest_line_on_screen():
    app, scene, _ = start(seed=7, moves=[("remove", 0)] * 7 + [("pass",)])
    app.screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    app.scenes.resize((800, 600))
    settle(app)
    table = pygame.Rect(0, 0, 800, 600)
    for k in range(len(scene.game.line)):
        assert table.contains(scene.card_rect(k))
    for name in ("stock", "score_up", "score_down", "penalty", "button_pass"):
        assert table.contains(scene.slot_rect(name))


def test_hint_words_and_targets_come_from_the_rules_preview():
    app, scene, _ = start(deck=deck_starting(*MIXED_CHAIN))
    words = scene.describe_move(("remove", 4))
    assert words == "remove the Two of Hearts (pair +1, pair +1, run +4: +4 in all)"
    assert scene.hint_targets(("relocate", 1, 3)) == ["card_1", "card_3"]
    assert scene.clicks_for(("remove", 2)) == ["card_2"]
    assert scene.clicks_for(("relocate", 1, 3)) == []  # a relocation is a drag, never clicks
    scene.hints.move = ("remove", 4)
    step(app)  # the hint outline draws over the named target without error


def test_a_pass_that_ends_the_game_announces_no_deal_and_offers_no_relocation():
    from tests.driver import make_app, settle
    from tests.ui_tour import Recorder, playout

    moves = playout("combo", 1, limit=2000)
    assert moves[-1] == ("pass",)
    app = make_app()
    app.scenes.push("menu")
    scene = app.scenes.push("combo", seed=1, moves=moves[:-1])
    settle(app)
    scene.try_move(("pass",))
    settle(app)
    assert scene.game.status != "playing"
    assert "Deal" not in scene.message and "relocation" not in scene.message
    with pytest.MonkeyPatch.context() as mp:
        recorder = Recorder(mp)
        recorder.draw(app, "end")
    # the table under the result: its words say nothing of relocating once the game is over
    assert any("relocation" in t for t in recorder.strings)
    assert not any("drag or R" in t for t in recorder.strings)
