"""Maze by ear (play by ear, phase 2): the words speech says of the focused cell (a gap
and the cards that fit it, where they lie; a card and the gaps it fits), of each move
(the card, from where to where, why it fits, the cards in place), of the board read row
by row with its gaps, and of the status; a scripted deal played by keys with speech on,
each move heard naming its card and both places; a few of the words in Russian; and the
first utterances of a short deal (-s prints them)."""

from __future__ import annotations

from game.games.maze import words
from game.games.maze.bot import solve
from game.games.maze.rules import COLS, Maze
from game.games.maze.scene import FOLLOWERS, in_sequence
from game.rules import cards as C
from game.table.scene import TableScene
from tests.listening import Listening


def follow(g: Maze) -> tuple[int, int]:
    return in_sequence(g.board), FOLLOWERS


def board_of(cells: dict[int, str | None]) -> Maze:
    """Seed 1's deal with ``cells`` changed (cards swapped in from where they were)."""
    g = Maze.new(seed=1)
    for cell, card in cells.items():
        if card is not None and card in g.board:
            g.board[g.board.index(card)] = g.board[cell]
        g.board[cell] = card
    g._index()
    return g


# --- the words, from the rules ------------------------------------------------------------
def test_a_gap_says_what_fits_it_and_where_that_card_lies():
    g = Maze.new(seed=1)
    gap = g.gaps()[0]
    fits = g.cards_for(gap)
    said = words.focus_words(g, f"cell_{gap}", None)
    assert said.startswith(f"Gap at {words.place(gap)}: ")
    for cell in fits:
        assert f"the {C.name(g.board[cell])} ({words.place(cell)})" in said
    assert said.endswith(" fits") if fits else said.endswith("nothing fits it now")


def test_a_card_says_the_gaps_it_fits():
    g = Maze.new(seed=1)
    src, dst = g.legal_moves()[0][1:]
    said = words.focus_words(g, f"cell_{src}", None)
    card = C.name(g.board[src])
    assert said.startswith(f"{card}, {words.place(src)}: fits the gap at ")
    assert words.place(dst) in said
    lone = next(i for i, c in enumerate(g.board) if c and not g.targets(i))
    assert words.focus_words(g, f"cell_{lone}", None).endswith(": fits no gap now")
    selected = words.focus_words(g, f"cell_{dst}", ("card", src))
    assert selected == f"Gap at {words.place(dst)}: the selected {card} fits here"


def test_a_move_names_the_card_both_places_and_why_it_fits():
    g = Maze.new(seed=1)
    src, dst = g.legal_moves()[0][1:]
    card = g.board[src]
    said = words.move_words(g, g.play(("move", src, dst)))
    where = f"Moved the {C.name(card)} from {words.place(src)} to {words.place(dst)}: "
    assert said[0].startswith(where)
    why = said[0][len(where) :]
    assert why.startswith(("it follows the ", "it comes before the ", "an Ace after the "))


def test_the_board_is_read_row_by_row_with_its_gaps():
    g = Maze.new(seed=7)
    table = words.table_words(g, None, follow(g))
    assert table[0] == (
        "Row 1: Five of Hearts, Ace of Clubs, Six of Diamonds, Jack of Spades, Two of Clubs,"
        " Queen of Spades, Ace of Spades, Seven of Hearts, gap."
    )
    assert len(table) == 7 and table[6] == "0 of 48 cards in place, 1 of 44 follows its suit."
    assert words.status_words(g, "playing", 62, follow(g)) == (
        "Playing: 0 of 48 cards in place, 1 of 44 follows its suit; 0 moves in 1 minute 2 seconds."
    )
    hard = Maze.new(seed=7, hard=True)
    assert words.status_words(hard, "playing", 5, follow(hard)).endswith(
        "0 moves in 5 seconds, 120 moves left."
    )


def test_the_cards_in_place_are_said_when_they_change():
    g = Maze.new(seed=1)
    line = solve(g, 10_000).line
    heard = []
    for move in line[:-1]:
        heard += words.move_words(g, g.play(move))
    assert "1 of 48 card in place." in heard  # (and when it falls back)
    assert "0 of 48 cards in place." in heard


# --- a deal played by keys, heard ----------------------------------------------------------
def table_of(run: Listening) -> TableScene:
    return next(s for s in run.app.scenes.stack if isinstance(s, TableScene))


def walk(run: Listening, scene, cell: int) -> None:
    """Arrows to ``cell``, each heard saying the card or gap it came to."""
    if not scene.cursor.visible:
        run.press("right")
    while scene.cursor.current != f"cell_{cell}":
        r, c = divmod(int(scene.cursor.current[5:]), COLS)
        tr, tc = divmod(cell, COLS)
        run.press(("down" if tr > r else "up") if tr != r else ("right" if tc > c else "left"))
        assert run.heard[-1] == scene.focus_words(scene.cursor.current)


def test_a_deal_played_by_keys_says_each_move():
    run = Listening("maze", 1)
    try:
        scene = table_of(run)
        line = solve(scene.game, 10_000).line
        for move in line[:12]:
            src, dst = move[1:]
            card = scene.game.board[src]
            walk(run, scene, src)
            mark = len(run.heard)
            run.press("enter")  # a card that fits one gap goes there
            if scene.game.board[dst] is None:  # it fits two: the gap is pressed too
                assert run.heard[-1].startswith(f"The {C.name(card)} fits 2 gaps")
                walk(run, scene, dst)
                mark = len(run.heard)
                run.press("enter")
            said = " ".join(run.heard[mark:])
            assert scene.game.board[dst] == card
            assert (
                f"Moved the {C.name(card)} from {words.place(src)} to {words.place(dst)}" in said
            ), said
        run.press("f3")
        for row in range(6):
            cells = scene.game.board[row * COLS : (row + 1) * COLS]
            names = ", ".join(C.name(c) if c else "gap" for c in cells)
            assert f"Row {row + 1}: {names}." in run.heard[-1]
        print("\nMaze, deal #1, by keys: the first 20 utterances")
        for text in run.heard[:20]:
            print("  ", text)
    finally:
        run.close()


# --- Russian --------------------------------------------------------------------------------
def test_the_words_in_russian(ru):
    g = Maze.new(seed=7)
    table = words.table_words(g, None, follow(g))
    assert "черв" in table[0] and "туз треф, шестёрка бубён, валет пик" in table[0]
    won = Maze.new(seed=1)
    for move in solve(won, 10_000).line:
        said = words.move_words(won, won.play(move))
    n = won.moves_made  # 183: «ход», «хода» or «ходов» by Russian's three forms
    word = "ход" if n % 10 == 1 and n % 100 != 11 else "хода" if 2 <= n % 10 <= 4 else "ходов"
    if 11 <= n % 100 <= 14:
        word = "ходов"
    assert said[-1] == f"Все 48 карт разложены по мастям за {n} {word}."
