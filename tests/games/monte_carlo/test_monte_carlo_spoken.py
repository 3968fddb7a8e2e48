"""Monte Carlo by ear (play by ear, phase 2): the words speech says of the focused cell,
of each move (every card whose place changed named, with its place; a compaction past
five cards in figures, the read-table key then naming every place), of the whole table
and of the status; a scripted deal played by keys with speech on, each action heard; a
few of the words in Russian; and the first utterances of a short deal (-s prints them)."""

from __future__ import annotations

import re

from game.games.monte_carlo import words
from game.games.monte_carlo.rules import SIDE, MonteCarlo
from game.rules import cards as C
from game.table.scene import TableScene
from tests.listening import Listening

SUMMARY = re.compile(r"The grid closed up: (\d+) cards? moved; (\d+) new cards? dealt")


def grid_of(*rows: str) -> MonteCarlo:
    """A deal whose grid reads ``rows`` (cards as codes, five a row), the rest in the stock."""
    top = [c for row in rows for c in row.split()]
    return MonteCarlo.new(deck=top + [c for c in C.standard_deck() if c not in top])


def places(g: MonteCarlo) -> dict[str, str]:
    """Where each card is: its cell, the stock or the discard pile."""
    out = {c: "stock" for c in g.stock} | {c: "discard" for c in g.discard}
    out |= {c: f"cell {i}" for i, c in enumerate(g.grid) if c is not None}
    return out


# --- the words, from the rules ------------------------------------------------------------
GRID = (
    "7H 7C 2S 3S 4S",
    "5S 6S 8S 9S TS",
    "JS QS KS AH 2H",
    "3H 4H 5H 6H 8H",
    "9H TH JH QH 7S",
)


def test_a_focused_card_says_its_place_and_what_it_pairs_with():
    g = grid_of(*GRID)
    assert words.focus_words(g, "cell_0", None) == (
        "Seven of Hearts, row 1, column 1: pairs with the Seven of Clubs to its right"
    )
    assert words.focus_words(g, "cell_2", None) == (
        "Two of Spades, row 1, column 3: no touching card has its rank"
    )
    assert words.focus_words(g, "cell_1", 0) == (
        "Seven of Clubs, row 1, column 2: pairs with the selected Seven of Hearts"
    )
    assert words.focus_words(g, "cell_2", 0) == (
        "Two of Spades, row 1, column 3: does not pair with the selected Seven of Hearts"
    )
    assert words.focus_words(g, "cell_0", 0) == (
        "Seven of Hearts, row 1, column 1, selected: pairs with the Seven of Clubs to its right"
    )
    assert words.focus_words(g, "stock", None) == "Stock: 27 cards"


def test_touching_cards_are_placed_by_their_side():
    g = grid_of(
        "2S 3S 4S 5S 6S", "8S 9S 7D TS JS", "QS KS AH 2H 3H", "4H 5H 6H 8H 9H", "TH JH QH KH AS"
    )
    g.grid[1], g.grid[6], g.grid[13] = "7H", "7C", "7S"  # around the Seven of Diamonds
    assert words.focus_words(g, "cell_7", None) == (
        "Seven of Diamonds, row 2, column 3: pairs with the Seven of Hearts above it to the"
        " left or the Seven of Clubs to its left or the Seven of Spades below it to the right"
    )


def test_a_pair_names_both_cards_and_places_and_what_it_leaves():
    g = grid_of(*GRID)
    assert words.move_words(g, g.play(("pair", 0, 1))) == [
        "Paired the Seven of Hearts (row 1, column 1) with the Seven of Clubs (row 1, column 2).",
        "No touching pair is left: the grid closes up next.",
    ]


def test_a_small_compaction_names_each_card_and_a_big_one_counts_them():
    g = grid_of(*GRID)
    g.play(("pair", 0, 1))
    said = words.move_words(g, g.play(("compact",)), read_key="F3")
    assert said[0] == (
        "The grid closed up: 23 cards moved; 2 new cards dealt."
        " Read the table (F3) to hear where they are."
    )
    g = grid_of(*GRID)
    g.play(("pair", 0, 1))
    g.grid = g.grid[2:] + [None, None]  # the two cells left empty at the end: refills only
    first, second = (C.name(c) for c in g.stock[:2])
    said = words.move_words(g, g.play(("compact",)))
    assert said[:2] == [
        "The grid closed up.",
        f"Dealt from the stock: the {first} to row 5, column 4; the {second} to row 5, column 5.",
    ]


def test_the_table_is_read_row_by_row_then_the_stock_and_the_status():
    g = grid_of(*GRID)
    g.play(("pair", 0, 1))
    table = words.table_words(g, 7)
    assert table[0] == "Row 1: empty, empty, Two of Spades, Three of Spades, Four of Spades."
    assert (
        table[4]
        == "Row 5: Nine of Hearts, Ten of Hearts, Jack of Hearts, Queen of Hearts, Seven of Spades."
    )
    assert table[5] == "Stock: 27 cards; 1 pair made; 0 compactions."
    assert table[6] == "Selected: the Eight of Spades, row 2, column 3."
    assert words.status_words(g, "playing", 1, 75) == (
        "Playing: 1 pair made; 0 compactions; 50 cards to pair; 1 move in 1 minute 15 seconds."
    )
    hard = MonteCarlo.new(seed=3, hard=True)
    assert words.progress_words(hard) == "0 pairs made; 7 of 7 compactions left"


# --- a deal played by keys, heard ----------------------------------------------------------
def table_of(run: Listening) -> TableScene:
    return next(s for s in run.app.scenes.stack if isinstance(s, TableScene))


def walk(run: Listening, scene, cell: int) -> None:
    """Arrows to ``cell``, each heard saying the card (or gap) it came to."""
    if not scene.cursor.visible:
        run.press("right")
    while scene.cursor.current != f"cell_{cell}":
        r, c = divmod(int(scene.cursor.current[5:]), SIDE)
        tr, tc = divmod(cell, SIDE)
        run.press(("down" if tr > r else "up") if tr != r else ("right" if tc > c else "left"))
        assert run.heard[-1] == scene.focus_words(scene.cursor.current)


def test_a_deal_played_by_keys_names_every_card_that_moves():
    run = Listening("monte_carlo", 5)
    try:
        scene = table_of(run)
        pairs = compactions = 0
        while compactions < 2 and scene.session.playing:
            a, b = scene.game.pairs()[0][1:]
            walk(run, scene, a)
            run.press("enter")  # the card selected, and what it pairs with, said
            assert run.heard[-1].startswith(f"{C.name(scene.game.grid[a])}, ")
            assert ", selected: pairs with the " in run.heard[-1]
            walk(run, scene, b)
            before, mark = places(scene.game), len(run.heard)
            run.press("enter")
            said = " ".join(run.heard[mark:])
            after = places(scene.game)
            moved = [c for c in after if after[c] != before[c]]
            pairs += 1
            for card in moved[:2] if len(moved) > 5 else moved:
                assert C.name(card) in said, (card, said)
            for cell in (a, b):
                card = before_card(before, cell)
                assert f"{C.name(card)} ({words.place(cell)})" in said
            if "The grid closed up" in said:
                compactions += 1
                summary = SUMMARY.search(said)
                if summary:  # past five cards: counted, and the table read names each place
                    changed = [c for c in moved if before[c] != "discard" and after[c] != "discard"]
                    assert int(summary.group(1)) + int(summary.group(2)) == len(changed)
                    assert "Read the table (F3)" in said
                    run.press("f3")
                    rows = run.heard[-1]
                    for card in changed:
                        row, column = divmod(int(after[card][5:]), SIDE)
                        listed = re.search(rf"Row {row + 1}: ([^.]*)\.", rows).group(1).split(", ")
                        assert listed[column] == C.name(card), (card, rows)
        assert pairs >= 5 and compactions == 2
        print("\nMonte Carlo, deal #5, by keys: the first 20 utterances")
        for text in run.heard[:20]:
            print("  ", text)
    finally:
        run.close()


def before_card(before: dict[str, str], cell: int) -> str:
    return next(c for c, at in before.items() if at == f"cell {cell}")


# --- Russian --------------------------------------------------------------------------------
def test_the_words_in_russian(ru):
    g = grid_of(*GRID)
    table = words.table_words(g, None)
    assert "семёрка червей, семёрка треф, двойка пик, тройка пик, четвёрка пик" in table[0]
    lost = MonteCarlo.new(seed=3)
    lost.status = "lost"
    assert words.after_words(lost) == "Соседних пар не осталось, а сдвиг ничего не меняет."
    assert words.focus_words(g, "cell_0", None).startswith("семёрка червей")
