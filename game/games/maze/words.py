"""Maze in words (play by ear): what speech says of a cell, a move, the board read
whole and the deal's progress.

Plain functions of the rules game and the scene's selection: what fits where comes from
the rules (``wanted``, ``targets``, ``in_place``), every card's name from
``game.rules.cards``. A place is its row and column on the 6×9 board, counted from 1 at
the top left, as a player finds it with the arrows (the line reads on from the end of
one row to the start of the next, and from the last cell back to the first).
"""

from __future__ import annotations

from game.games.maze.rules import COLS, IN_PLAY, ROWS, Maze
from game.i18n import _, ngettext, pgettext
from game.rules import cards as C
from game.table.spoken import time_words

LOW_BUDGET = 10  # hard mode's moves left from which a move says how many remain


def place(cell: int) -> str:
    """A cell as a player finds it: 'row 3, column 5'."""
    row, column = divmod(cell, COLS)
    # TRANSLATORS: a place on Maze's board of 6 rows and 9 columns, counted from 1
    return _("row {row}, column {column}").format(row=row + 1, column=column + 1)


def card_at(g: Maze, cell: int) -> str:
    """'the Four of Spades (row 1, column 2)': a card and where it lies."""
    # TRANSLATORS: a card and its place: "the Four of Spades (row 1, column 2)"
    return _("the {card} ({place})").format(card=C.name(g.board[cell]), place=place(cell))  # type: ignore[arg-type]


def focus_words(g: Maze, name: str, selected: tuple[str, int] | None) -> str:
    """What the focus is on: a gap and the cards that fit it (where they lie), or a card,
    where it is and the gaps it fits; with a card or gap selected, whether this one goes
    with it."""
    if not name.startswith("cell_"):
        return ""
    cell = int(name[5:])
    card = g.board[cell]
    where = place(cell)
    if card is None:
        if selected is not None and selected[0] == "card":
            chosen = C.name(g.board[selected[1]])  # type: ignore[arg-type]
            if g.fits(g.board[selected[1]], cell):  # type: ignore[arg-type]
                return _("Gap at {place}: the selected {card} fits here").format(
                    place=where, card=chosen
                )
            return _("Gap at {place}: the selected {card} does not fit here").format(
                place=where, card=chosen
            )
        fits = g.cards_for(cell)
        if selected == ("gap", cell):
            if not fits:
                return _("Gap at {place}, selected: nothing fits it now").format(place=where)
            return _("Gap at {place}, selected: {cards} fits").format(
                place=where, cards=C.or_words(card_at(g, c) for c in fits)
            )
        if not fits:
            return _("Gap at {place}: nothing fits it now").format(place=where)
        return _("Gap at {place}: {cards} fits").format(
            place=where, cards=C.or_words(card_at(g, c) for c in fits)
        )
    words = {"card": C.name(card), "place": where}
    if selected is not None and selected[0] == "gap":
        gap = place(selected[1])
        if g.fits(card, selected[1]):
            return _("{card}, {place}: fits the selected gap at {gap}").format(gap=gap, **words)
        return _("{card}, {place}: does not fit the selected gap at {gap}").format(gap=gap, **words)
    placed = [i for i, c in enumerate(g.board) if c is not None][: g.in_place()]
    if cell in placed:
        return _("{card}, {place}: in place").format(**words)
    gaps = g.targets(cell)
    if selected == ("card", cell):
        if not gaps:
            return _("{card}, {place}, selected: fits no gap now").format(**words)
        return _("{card}, {place}, selected: fits the gap at {gaps}").format(
            gaps=C.or_words(place(t) for t in gaps), **words
        )
    if not gaps:
        return _("{card}, {place}: fits no gap now").format(**words)
    return _("{card}, {place}: fits the gap at {gaps}").format(
        gaps=C.or_words(place(t) for t in gaps), **words
    )


def move_words(g: Maze, events: list[dict]) -> list[str]:
    """One move in sentences, the position after it in ``g``: the card, where from and
    to, and why it fits; then the cards in place when that changed, the moves left when
    hard mode's budget runs low, or how the deal ended."""
    out: list[str] = []
    before = g.clone()  # the board the move left: its cards in place, to say a change
    for ev in reversed(events):
        if ev["type"] == "move":
            before.board[ev["to"]], before.board[ev["from"]] = None, ev["card"]
    for ev in events:
        if ev["type"] != "move":
            continue
        card, src, dst = ev["card"], ev["from"], ev["to"]
        left, right = g.board[(dst - 1) % len(g.board)], g.board[(dst + 1) % len(g.board)]
        words = {"card": C.name(card), "source": place(src), "place": place(dst)}
        if ev["rule"] == "ace_after_queen" and left is not None:
            why = _("an Ace after the {queen}").format(queen=C.name(left))
        elif ev["rule"] == "follows_left" and left is not None:
            why = _("it follows the {card}").format(card=C.name(left))
        elif right is not None:
            why = _("it comes before the {card}").format(card=C.name(right))
        else:
            why = ""
        if why:
            out.append(
                _("Moved the {card} from {source} to {place}: {why}.").format(why=why, **words)
            )
        else:
            out.append(_("Moved the {card} from {source} to {place}.").format(**words))
    n = g.in_place()
    if g.status == "won":
        out.append(
            ngettext(
                "All {total} cards in four suit runs after {n} move.",
                "All {total} cards in four suit runs after {n} moves.",
                g.moves_made,
            ).format(total=IN_PLAY, n=g.moves_made)
        )
        return out
    if n != before.in_place():
        out.append(
            ngettext("{n} of {total} card in place.", "{n} of {total} cards in place.", n).format(
                n=n, total=IN_PLAY
            )
        )
    if g.status == "lost":
        out.append(g.loss_reason())
    elif g.moves_left is not None and g.moves_left <= LOW_BUDGET:
        out.append(
            ngettext("{n} move left.", "{n} moves left.", g.moves_left).format(n=g.moves_left)
        )
    return out


def table_words(g: Maze, selected: tuple[str, int] | None, follow: tuple[int, int]) -> list[str]:
    """The board in reading order, row by row with its gaps, then the progress, and the
    card or gap selected."""
    gap = pgettext("Maze: a cell with no card", "gap")
    out = []
    for row in range(ROWS):
        cells = g.board[row * COLS : (row + 1) * COLS]
        cards = [C.name(c) if c else gap for c in cells]
        out.append(_("Row {row}: {cards}.").format(row=row + 1, cards=", ".join(cards)))
    out.append(progress_words(g, follow) + ".")
    if selected is not None and selected[0] == "card":
        out.append(_("Selected: {card}.").format(card=card_at(g, selected[1])))
    elif selected is not None:
        out.append(_("Selected: the gap at {place}.").format(place=place(selected[1])))
    return out


def progress_words(g: Maze, follow: tuple[int, int]) -> str:
    """'12 of 48 cards in place, 20 of 44 follow their suit': the header's two counts
    (``follow``: the cards that follow their suit's card before them, and of how many)."""
    n, (seq, of) = g.in_place(), follow
    return _("{placed}, {follow}").format(
        placed=ngettext("{n} of {total} card in place", "{n} of {total} cards in place", n).format(
            n=n, total=IN_PLAY
        ),
        follow=ngettext(
            "{n} of {total} follows its suit", "{n} of {total} follow their suit", seq
        ).format(n=seq, total=of),
    )


def status_words(g: Maze, status: str, seconds: float, follow: tuple[int, int]) -> str:
    """The deal's state in one sentence: won, given up or playing (hard mode: lost too,
    the budget spent), how far it is, the moves (and those left) and the time."""
    n = g.moves_made
    words = {
        "progress": progress_words(g, follow),
        "moves": ngettext("{n} move", "{n} moves", n).format(n=n),
        "time": time_words(seconds),
    }
    if g.moves_left is not None and status == "playing":
        left = ngettext("{n} move left", "{n} moves left", g.moves_left).format(n=g.moves_left)
        return _("Playing: {progress}; {moves} in {time}, {left}.").format(left=left, **words)
    if status == "won":
        return _("Won: {moves} in {time}.").format(**words)
    if status == "lost":
        return _("Lost: {progress}; {moves} in {time}.").format(**words)
    if status == "gave_up":
        return _("Given up: {progress}; {moves} in {time}.").format(**words)
    return _("Playing: {progress}; {moves} in {time}.").format(**words)
