"""Zoomer Matrix by ear (play by ear, phase 2): the words speech says of the focused
place (what its line on screen says), of each move (the cards cleared and from where,
what they left free, the tracker's word on their rank; a draw and what the card may do;
a placing and what it lies on; a reshuffle in figures), of the whole table (corners,
edges, inner spots, the Trap, the hand, the piles, the Trap card, the tracker) and of the
status; a scripted deal played by keys with speech on, each action heard naming every
card whose place changed; a few of the words in Russian; and the first utterances of a
short deal (-s prints them)."""

from __future__ import annotations

from game.games.zoomer import spoken
from game.games.zoomer.bot import Bot
from game.games.zoomer.grid import SPOT_SLOT
from game.games.zoomer.rules import SPOTS, Zoomer
from game.rules import cards as C
from game.table.scene import TableScene
from tests.listening import Listening


def zones(g: Zoomer) -> dict[str, str]:
    """Where each card is: its spot, the hand, the stock or the discard pile."""
    out = {c: "stock" for c in g.stock} | {c: "discard" for c in g.discard}
    out |= {c: f"spot {s}" for s, c in zip(SPOTS, g.matrix, strict=True) if c is not None}
    return out | ({g.hand: "hand"} if g.hand else {})


# --- the words, from the rules ------------------------------------------------------------
def test_the_focus_says_the_spot_as_its_line_on_screen_does():
    g = Zoomer.new(seed=7)
    assert spoken.focus_words(g, "spot_m2_m2", []) == "Nine of Stars on the top-left corner: free"
    assert spoken.focus_words(g, "spot_0_0", []) == (
        "Five of Diamonds on the Trap: under the Six of Clubs, Five of Hearts, Two of Clubs"
        " and Ace of Hearts"
    )
    assert spoken.focus_words(g, "spot_m2_m2", ["9X"]) == (
        "Nine of Stars on the top-left corner: free; selected"
    )
    assert spoken.focus_words(g, "stock", []) == "Draw the top card (D): 37 left"
    assert spoken.focus_words(g, "button_draw", []) == ""  # (the table says a button's label)


def test_a_draw_says_the_card_and_what_it_may_do():
    g = Zoomer.new(seed=7)
    assert spoken.move_words(g, g.play(("draw",))) == [
        "Drew the Nine of Spades.",
        "It clears with the Nine of Stars (the top-left corner), the Nine of Diamonds"
        " (the left edge) and the Nine of Clubs (the bottom edge).",
    ]


def test_a_clear_names_each_card_and_its_spot_what_it_freed_and_the_tracker():
    g = Zoomer.new(seed=7)
    g.play(("draw",))
    said = spoken.move_words(g, g.play(("clear", "9D", "9C", "9X")))
    assert said == [
        "Cleared the Nine of Diamonds (the left edge), the Nine of Clubs (the bottom edge) and"
        " the Nine of Stars (the top-left corner) with the Nine of Spades from the hand.",
        "Nines: one is left alone until the next reshuffle.",
    ]
    bot, freed = Bot(0), []
    while not freed:  # on to a clear that frees a card
        move = bot.choose(g)
        was = set(g.free_spots())
        said = spoken.move_words(g, g.play(move))
        freed = [s for s in g.free_spots() if s not in was] if move[0] == "clear" else []
    cards = C.and_list([f"the {C.name(g.card_at(s))} ({spoken.where(s)})" for s in freed])
    assert f"Now free: {cards}." in said


def test_a_placing_says_the_spot_and_what_the_card_lies_on():
    g = Zoomer.new(seed=7)
    g.play(("draw",))
    g.play(("clear", "9D", "9C", "9X"))
    g.play(("draw",))
    assert g.hand == "AS"
    assert spoken.move_words(g, g.play(("place", 0, 2))) == [
        "Placed the Ace of Spades on the bottom edge.",
        "It lies on the Two of Clubs (the inner bottom-left spot) and the Ace of Hearts (the"
        " inner bottom-right spot).",
    ]


def test_a_reshuffle_is_said_in_figures():
    g = Zoomer.new(seed=7)
    events = [
        {"type": "reshuffle", "cards": ["AS", "2S", "3S", "4S", "5S", "6S"]},
        {"type": "draw", "card": "AS"},
    ]
    said = spoken.move_words(g, events)
    assert said[0] == "The stock was empty: the 6 cleared cards became a new stock, shuffled."
    assert said[1] == "Drew the Ace of Spades."


def test_the_table_is_read_spot_by_spot_then_the_hand_the_piles_and_the_tracker():
    g = Zoomer.new(seed=7)
    table = spoken.table_words(g, [], hard=False)
    assert table[0].startswith("Corners: Nine of Stars on the top-left corner: free; ")
    assert table[1].startswith("Edges: Two of Hearts on the top edge: free; ")
    assert table[2].startswith("Inner spots: Six of Clubs on the inner top-left spot: under ")
    assert table[3].startswith("Trap: Five of Diamonds on the Trap: under ")
    assert table[4:] == [
        "Hand empty.",
        "37 cards in stock; 0 cards discarded.",
        "Trap card: Five of Diamonds.",
        "Tracker, round 1: no rank cleared yet.",
    ]
    g.play(("draw",))
    g.play(("clear", "9D", "9C", "9X"))
    table = spoken.table_words(g, ["2H"], hard=False)
    assert "Tracker, round 1: Nines: one is left alone until the next reshuffle." in table
    assert table[-1] == "Selected: the Two of Hearts."
    assert spoken.status_words(g, "playing", 2, 30) == (
        "Playing: 10 cards in the Matrix; 1 clear, 0 reshuffles; 2 moves in 30 seconds."
    )


# --- a deal played by keys, heard ----------------------------------------------------------
def table_of(run: Listening) -> TableScene:
    return next(s for s in run.app.scenes.stack if isinstance(s, TableScene))


def walk(run: Listening, scene, name: str) -> None:
    """Arrows to the place ``name`` along the table's own arrows (``arrows``: where each
    leads from each place now), each heard saying where it came to."""
    if not scene.cursor.visible:
        run.press("right")
    while scene.cursor.current != name:
        ways = scene.arrows()
        paths = {scene.cursor.current: []}
        queue = [scene.cursor.current]
        while name not in paths:
            at = queue.pop(0)
            for d in ("up", "down", "left", "right"):
                to = ways.get((at, d))
                if to is not None and to not in paths:
                    paths[to] = paths[at] + [d]
                    queue.append(to)
        run.press(paths[name][0])
        assert run.heard[-1] == scene.focus_words(scene.cursor.current)


def test_a_deal_played_by_keys_names_every_card_that_moves():
    run = Listening("zoomer", 2)
    bot = Bot(0)
    kinds: set[str] = set()
    try:
        scene = table_of(run)
        while scene.session.playing and "reshuffle" not in kinds:
            g = scene.game
            move = bot.choose(g)
            before = zones(g)
            if move[0] == "draw":
                mark = len(run.heard)
                run.press("d")
            elif move[0] == "place":
                walk(run, scene, SPOT_SLOT[(move[1], move[2])])
                assert scene.focus_words(scene.cursor.current).startswith("Place the ")
                mark = len(run.heard)
                run.press("enter")
            else:
                for card in move[1:]:
                    walk(run, scene, SPOT_SLOT[g.spot_of(card)])
                    run.press("space")
                    assert run.heard[-1].startswith("Selected: the ")
                mark = len(run.heard)
                run.press("c")
            said = " ".join(run.heard[mark:])
            after = zones(scene.game)
            moved = [c for c in after if after[c] != before.get(c)]
            reshuffled = "The stock was empty: the " in said
            kinds |= {move[0]} | ({"reshuffle"} if reshuffled else set())
            named = [c for c in moved if after[c] != "stock"] if reshuffled else moved
            for card in named:
                assert C.name(card) in said, (card, said)
            if reshuffled:  # the cleared cards back in the stock: counted
                back = [c for c in moved if after[c] == "stock"]  # (and the one drawn)
                assert f"the {len(back) + 1} cleared cards became a new stock" in said
        assert {"draw", "place", "clear", "reshuffle"} <= kinds
        run.press("f3")
        assert run.heard[-1].startswith("Corners: ")
        print("\nZoomer Matrix, deal #2, by keys: the first 20 utterances")
        for text in run.heard[:20]:
            print("  ", text)
    finally:
        run.close()


# --- Russian --------------------------------------------------------------------------------
def test_the_words_in_russian(ru):
    g = Zoomer.new(seed=7)
    assert (
        spoken.focus_words(g, "spot_m2_m2", [])
        == "левый верхний угол: девятка звёзд, сверху ничего нет"
    )
    assert spoken.focus_words(g, "stock", []) == "Взять верхнюю карту (D): в колоде 37"
    g.play(("draw",))
    lost = g.clone()
    lost.status = "lost"
    assert spoken.move_words(lost, [])[-1].startswith("Карту в руке (девятка пик) не положить")
    assert spoken.table_words(g, [], hard=False)[4] == "В руке: девятка пик."
