"""Monte Carlo in words (play by ear): what speech says of the grid, a move, the table
read whole and the deal's progress.

Plain functions of the rules game and the scene's selection: every fact comes from the
rules (``partners``, ``pairs``, ``loss_reason``...), every card's name from
``game.rules.cards``; a place is its row and column on the 5×5 grid, counted from 1
at the top left, as a player finds it with the arrows.
"""

from __future__ import annotations

from game.games.monte_carlo.rules import HARD_COMPACTIONS, SIDE, MonteCarlo
from game.i18n import _, ngettext, pgettext
from game.rules import cards as C
from game.table.spoken import time_words

SUMMARY_PAST = 5  # a compaction moving more cards than this is said in figures

# where a touching card lies, seen from a card: (rows down, columns right)
_SIDES = {
    (0, 1): "right",
    (0, -1): "left",
    (-1, 0): "above",
    (1, 0): "below",
    (-1, 1): "above right",
    (-1, -1): "above left",
    (1, 1): "below right",
    (1, -1): "below left",
}


def place(cell: int) -> str:
    """A cell as a player finds it: 'row 2, column 3'."""
    row, column = divmod(cell, SIDE)
    # TRANSLATORS: a place on Monte Carlo's 5×5 grid, counted from 1 at the top left
    return _("row {row}, column {column}").format(row=row + 1, column=column + 1)


def side_words(cell: int, other: int) -> str:
    """Where ``other`` touches ``cell``, seen from ``cell``: 'to its right'."""
    (r, c), (rr, cc) = divmod(cell, SIDE), divmod(other, SIDE)
    side = _SIDES[(rr - r, cc - c)]
    # TRANSLATORS: where a touching card lies, seen from the card named before it
    return {
        "right": pgettext("touching card", "to its right"),
        "left": pgettext("touching card", "to its left"),
        "above": pgettext("touching card", "above it"),
        "below": pgettext("touching card", "below it"),
        "above right": pgettext("touching card", "above it to the right"),
        "above left": pgettext("touching card", "above it to the left"),
        "below right": pgettext("touching card", "below it to the right"),
        "below left": pgettext("touching card", "below it to the left"),
    }[side]


def focus_words(g: MonteCarlo, name: str, selected: int | None) -> str:
    """What the focus is on: a cell's card, where it is and what it pairs with now (with
    a card selected: whether this one pairs with it), an empty cell, or the stock."""
    if name == "stock":
        return stock_words(g)
    if not name.startswith("cell_"):
        return ""
    cell = int(name[5:])
    card = g.grid[cell]
    where = place(cell)
    if card is None:
        return _("Empty, {place}").format(place=where)
    words = {"card": C.name(card), "place": where}
    if selected is not None and selected != cell and g.grid[selected] is not None:
        other = C.name(g.grid[selected])  # type: ignore[arg-type]
        if selected in g.partners(cell):
            return _("{card}, {place}: pairs with the selected {other}").format(
                other=other, **words
            )
        return _("{card}, {place}: does not pair with the selected {other}").format(
            other=other, **words
        )
    partners = g.partners(cell)
    if not partners:
        if selected == cell:
            return _("{card}, {place}, selected: no touching card has its rank").format(**words)
        return _("{card}, {place}: no touching card has its rank").format(**words)
    which = C.or_words(
        # TRANSLATORS: a touching card and where it lies: "the Seven of Clubs to its right"
        _("the {card} {side}").format(card=C.name(g.grid[b]), side=side_words(cell, b))  # type: ignore[arg-type]
        for b in partners
    )
    if selected == cell:
        return _("{card}, {place}, selected: pairs with {partners}").format(partners=which, **words)
    return _("{card}, {place}: pairs with {partners}").format(partners=which, **words)


def stock_words(g: MonteCarlo) -> str:
    n = len(g.stock)
    if not n:
        return _("Stock: empty")
    return ngettext("Stock: {n} card", "Stock: {n} cards", n).format(n=n)


def move_words(g: MonteCarlo, events: list[dict], read_key: str = "") -> list[str]:
    """One move's events in sentences, the position after it in ``g``: every card whose
    place changed, by name and place (a compaction moving more than ``SUMMARY_PAST``
    cards in figures, with the key that reads the table when there is one), then what
    the move leaves: the touching pairs, or how the deal ended."""
    out: list[str] = []
    for ev in events:
        if ev["type"] == "pair":
            a, b = ev["cells"]
            first, second = ev["cards"]
            out.append(
                _("Paired the {card} ({place}) with the {other} ({other_place}).").format(
                    card=C.name(first),
                    place=place(a),
                    other=C.name(second),
                    other_place=place(b),
                )
            )
        elif ev["type"] == "compact":
            out += _compaction(ev, read_key)
    out.append(after_words(g))
    return out


def _compaction(ev: dict, read_key: str) -> list[str]:
    """A compaction's words (the table's message line says which compaction it is)."""
    moved = [s for s in ev["slides"] if s["from"] != s["to"]]
    dealt = ev["refills"]
    if len(moved) + len(dealt) > SUMMARY_PAST:
        text = _("The grid closed up: {moved}; {dealt}.").format(
            moved=ngettext("{n} card moved", "{n} cards moved", len(moved)).format(n=len(moved)),
            dealt=ngettext("{n} new card dealt", "{n} new cards dealt", len(dealt)).format(
                n=len(dealt)
            ),
        )
        if read_key:
            text += " " + _("Read the table ({key}) to hear where they are.").format(key=read_key)
        return [text]
    out = [_("The grid closed up.")]
    if moved:
        each = [
            # TRANSLATORS: one card of a compaction: "the Queen of Spades from row 2,
            # column 1 to row 1, column 5"
            _("the {card} from {source} to {place}").format(
                card=C.name(s["card"]), source=place(s["from"]), place=place(s["to"])
            )
            for s in moved
        ]
        out.append(_("Moved: {cards}.").format(cards="; ".join(each)))
    if dealt:
        each = [
            _("the {card} to {place}").format(card=C.name(r["card"]), place=place(r["to"]))
            for r in dealt
        ]
        out.append(_("Dealt from the stock: {cards}.").format(cards="; ".join(each)))
    return out


def after_words(g: MonteCarlo) -> str:
    """What the position leaves the player: the touching pairs, the grid closing up
    next, or how the deal ended."""
    if g.status == "won":
        return _("The grid is clear: every card is paired.")
    if g.status == "lost":
        return g.loss_reason()
    n = len(g.pairs())
    if n:
        return ngettext(
            "{n} touching pair is on the grid.", "{n} touching pairs are on the grid.", n
        ).format(n=n)
    return _("No touching pair is left: the grid closes up next.")


def table_words(g: MonteCarlo, selected: int | None) -> list[str]:
    """The whole table in reading order: the grid row by row, then the stock, the pairs
    made and the compactions, and the card selected."""
    out = []
    for row in range(SIDE):
        cards = [
            C.name(card) if card else pgettext("Monte Carlo: a cell with no card", "empty")
            for card in g.grid[row * SIDE : (row + 1) * SIDE]
        ]
        out.append(_("Row {row}: {cards}.").format(row=row + 1, cards=", ".join(cards)))
    out.append(stock_words(g) + "; " + progress_words(g) + ".")
    if selected is not None and g.grid[selected] is not None:
        out.append(
            _("Selected: the {card}, {place}.").format(
                card=C.name(g.grid[selected]),  # type: ignore[arg-type]
                place=place(selected),
            )
        )
    return out


def progress_words(g: MonteCarlo) -> str:
    """'3 pairs made; 2 compactions' (hard mode: the compactions left)."""
    pairs = ngettext("{n} pair made", "{n} pairs made", g.pairs_made).format(n=g.pairs_made)
    left = g.compactions_left
    if left is None:
        done = ngettext("{n} compaction", "{n} compactions", g.compactions).format(n=g.compactions)
    else:
        done = ngettext(
            "{n} of {limit} compaction left", "{n} of {limit} compactions left", left
        ).format(n=left, limit=HARD_COMPACTIONS)
    return _("{pairs}; {compactions}").format(pairs=pairs, compactions=done)


def status_words(g: MonteCarlo, status: str, moves: int, seconds: float) -> str:
    """The deal's state in one sentence: won, lost, given up or playing, the pairs, the
    cards still to pair, the compactions, the moves and the time."""
    left = sum(1 for c in g.grid if c) + len(g.stock)
    words = {
        "progress": progress_words(g),
        "left": ngettext("{n} card to pair", "{n} cards to pair", left).format(n=left),
        "moves": ngettext("{n} move", "{n} moves", moves).format(n=moves),
        "time": time_words(seconds),
    }
    if status == "won":
        return _("Won: {progress}; {moves} in {time}.").format(**words)
    if status == "lost":
        return _("Lost: {progress}; {left}; {moves} in {time}.").format(**words)
    if status == "gave_up":
        return _("Given up: {progress}; {left}; {moves} in {time}.").format(**words)
    return _("Playing: {progress}; {left}; {moves} in {time}.").format(**words)
