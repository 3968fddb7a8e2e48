"""Picking a card of another rank starts a new selection (a clear takes one rank), and the
message line says so, naming the card picked now and the cards let go: by a click, by
Space, by the pad's A; one card let go or several. Adding a card of the same rank, or
taking one out, says nothing of the kind."""

import pygame
import pytest

import tests.games.zoomer.test_zoomer_rules as R
from game.games.zoomer.scene import SPOT_SLOT
from tests.driver import click, key, pad
from tests.games.zoomer.test_zoomer_scene import card_centre, start, wait

# the EIGHTS deal: on level 2 the 2S (right edge) and 2H (left edge), the 3H (top edge)
# and 3S (bottom edge), all free


def by_click(app, scene, card):
    wait(app)  # no double-click with the click before
    click(app, card_centre(scene, card))


def by_space(app, scene, card):
    scene.cursor.focus(SPOT_SLOT[scene.game.spot_of(card)])
    key(app, pygame.K_SPACE)


def by_pad_a(app, scene, card):
    scene.cursor.focus(SPOT_SLOT[scene.game.spot_of(card)])
    pad(app, "a")


@pytest.mark.parametrize("pick", [by_click, by_space, by_pad_a], ids=["click", "Space", "pad A"])
def test_a_card_of_another_rank_replaces_the_selection_and_says_so(pick):
    app, scene = start(deck=R.deal(R.EIGHTS))
    pick(app, scene, "2S")
    assert scene.selection == ["2S"]
    assert "Selection replaced" not in scene.message
    pick(app, scene, "3H")
    assert scene.selection == ["3H"]
    assert scene.message == (
        "Selection replaced: now the Three of Hearts, not the Two of Spades (one rank per clear)"
    )


def test_several_cards_let_go_are_named_together():
    app, scene = start(deck=R.deal(R.EIGHTS))
    for card in ("2S", "2H"):
        by_click(app, scene, card)
    assert scene.selection == ["2S", "2H"]
    assert "Selection replaced" not in scene.message  # the same rank: added, no word
    by_click(app, scene, "3S")
    assert scene.selection == ["3S"]
    assert scene.message == (
        "Selection replaced: now the Three of Spades, not the Twos of Spades and Hearts"
        " (one rank per clear)"
    )
    scene.say("")
    by_click(app, scene, "3S")  # taken out again: nothing replaced
    assert scene.selection == [] and "Selection replaced" not in scene.message
