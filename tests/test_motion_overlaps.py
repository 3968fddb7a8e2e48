"""What moves on the table never covers what a player reads: a Combo strike's points are
the CHAIN label's (no pop-up over the card indices), "no match" sits above the line,
clear of the label; a Monte Carlo pair's word leaves when the compaction starts; the
stock's count drops as each card leaves the stock, not before."""

import pygame
import pytest

from game.engine import ui
from game.games.combo.fx import chain_points
from game.games.monte_carlo.scene import still_in_stock
from tests.driver import DT, open_scene, settle
from tests.test_tutorial_panel import start, walk_to


def line_rects(scene):
    return [scene.sprite(c).screen_rect(scene.vp, scene.art) for c in scene.game.line]


def test_a_combo_chain_puts_no_word_over_the_cards_or_another_word():
    app, scene = start("combo")
    steps = scene.tutor.tutorial.steps
    chain = next(k for k, s in enumerate(steps) if s.concept == "chain")
    walk_to(app, scene, chain)
    app.settings.set("anim_speed", 1.0)
    scene.try_move(steps[chain].move)
    seen, strikes = 0, 0
    for _ in range(400):
        app.step(DT, draw=False)
        pops = scene.impacts.pop_rects()
        seen += len(pops)
        strikes = max(strikes, scene.chain)
        cards = line_rects(scene)
        label = scene.slot_rect("chain_label")
        for i, r in enumerate(pops):
            assert r.collidelist(cards) < 0, "a word covers a card on the line"
            assert r.collidelist(pops[i + 1 :]) < 0, "two words cover each other"
            assert not r.colliderect(label.inflate(0, -label.h // 4)), "a word on the label"
        if not scene.timeline.busy:
            break
    assert strikes >= 2 and seen  # a chain of two strikes, and its "no match"


def test_the_chain_label_names_the_strikes_points_and_the_running_total():
    label = pygame.Rect(100, 100, 200, 60)
    assert [t for t, *_ in chain_points(1, 3, 3, label, 1.0)] == ["+3"]
    words = [t for t, *_ in chain_points(2, 5, 2, label, 1.0)]
    assert words == ["+2 this strike", "+5 in all"]


def test_a_pop_up_is_lifted_off_the_ones_on_show():
    app, scene = start("combo")
    scene.impacts.popup("+1", 300, 300, (255, 255, 255), 40)
    scene.impacts.popup("+1", 300, 300, (255, 255, 255), 40)
    a, b = scene.impacts.pop_rects()
    assert not a.colliderect(b) and b.bottom <= a.top


def test_monte_carlo_the_pair_word_goes_and_the_stock_counts_down_as_cards_leave():
    app, scene = open_scene("monte_carlo", instant=True, seed=12)
    scene.try_move(("pair", 3, 9))
    settle(app)
    app.settings.override("anim_speed", 1.0)
    before = len(scene.game.stock)
    scene.try_move(("pair", 10, 15))
    counts, banners = [], []
    for _ in range(600):
        app.step(DT, draw=False)
        if scene.history and scene.history[-1] == ("compact",):
            counts.append(len(scene.game.stock) + still_in_stock(scene))
            banners.append(any(p.banner for p in scene.fx.popups))
        if not scene.timeline.busy and scene.history[-1] == ("compact",):
            break
    assert counts, "no compaction followed the last pair"
    assert not any(banners), "PAIR! stayed over the compaction"
    assert counts[0] == before  # nothing has left the stock yet
    assert counts == sorted(counts, reverse=True) and counts[-1] == len(scene.game.stock)
    assert len(set(counts)) > 2  # it counted down card by card


@pytest.mark.parametrize("size", [(1280, 800), (1280, 720), (1920, 600), (800, 600)])
def test_the_clock_keeps_clear_of_the_deal_words(size):
    from tests.driver import show

    app, scene = open_scene("maze", instant=True, size=size, seed=490859, hard=True)
    show(app)
    clock, deal = scene.painter.clock_words, scene.painter.deal_words
    assert clock.right + ui.measure("  ", 14)[0] <= deal.left, (clock, deal)
