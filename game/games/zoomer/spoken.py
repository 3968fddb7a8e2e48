"""Zoomer Matrix in words (play by ear): what speech says of the place the focus is on,
a move, the table read whole and the deal's progress.

Plain functions of the rules game and the scene's selection. A place is a spot as the
table's own lines name it (``spot_name``: the top-left corner, the left edge, the inner
top-left spot, the Trap spot); what a spot holds or takes is what ``spot_line`` says on
screen, and every reason comes from the rules (``free_spots``, ``place_spots``,
``clear_moves``, ``tracker``, ``loss_reason``).
"""

from __future__ import annotations

from game.games.zoomer.rules import (
    LEVEL_SPOTS,
    MIN_CLEAR,
    RESTS_ON,
    SPOT_INDEX,
    TRAP,
    Spot,
    Zoomer,
    next_clear_needed,
    spot_name,
)
from game.games.zoomer.tracker import row_note
from game.games.zoomer.words import WIN_LINES, spot_line, stock_line
from game.i18n import _, ngettext, pgettext
from game.rules import cards as C
from game.table.spoken import time_words

CORNERS = tuple(s for s in LEVEL_SPOTS[2] if s[0] and s[1])
EDGES = tuple(s for s in LEVEL_SPOTS[2] if not (s[0] and s[1]))
INNER = LEVEL_SPOTS[1]


def where(spot: Spot) -> str:
    """A spot as the table's line names it: 'the top-left corner', 'the Trap'."""
    return _("the Trap") if tuple(spot) == TRAP else spot_name((spot[0], spot[1]))


def card_on(card: str, spot: Spot) -> str:
    """'the Seven of Spades (the top-left corner)': a card and the spot it lies on."""
    # TRANSLATORS: a card and its spot: "the Seven of Spades (the top-left corner)"
    return _("the {card} ({spot})").format(card=C.name(card), spot=where(spot))


def focus_words(g: Zoomer, name: str, selection: list[str]) -> str:
    """What the focus is on: a spot as its line on screen says it (a card free or under
    others, an empty spot and whether the hand card may go there), a card selected, or
    what the stock would do."""
    from game.games.zoomer.grid import SLOT_SPOT  # (the level's slot names)

    if name == "stock":
        return stock_line(g)[0]
    spot = SLOT_SPOT.get(name)
    if spot is None:
        return ""
    line = spot_line(g, spot, set(g.free_spots()))[0]
    if g.card_at(spot) in selection:
        return _("{line}; selected").format(line=line)
    return line


def selection_words(selection: list[str]) -> str:
    """The selection as it changes: 'Selected: the Nines of Stars and Clubs.'"""
    if not selection:
        return _("Nothing selected.")
    return _("Selected: the {cards}.").format(cards=C.names(selection))


def move_words(g: Zoomer, events: list[dict]) -> list[str]:
    """One move's events in sentences, the position after it in ``g``: the cards cleared
    and from where (and what they left free, and what the tracker says of their rank), a
    reshuffle, a card drawn and what it may do, a card placed and what it lies on; then
    a win or a loss and why."""
    out: list[str] = []
    for ev in events:
        kind = ev["type"]
        if kind == "clear":
            out += _clear(g, ev)
        elif kind == "reshuffle":
            n = len(ev["cards"])
            out.append(
                ngettext(
                    "The stock was empty: the {n} cleared card became a new stock, shuffled.",
                    "The stock was empty: the {n} cleared cards became a new stock, shuffled.",
                    n,
                ).format(n=n)
            )
        elif kind == "draw":
            out.append(_("Drew the {card}.").format(card=C.name(ev["card"], as_object=True)))
            if g.status == "playing":
                out += hand_words(g)
        elif kind == "place":
            spot = (ev["spot"][0], ev["spot"][1])
            out.append(
                _("Placed the {card} on {spot}.").format(
                    card=C.name(ev["card"], as_object=True), spot=where(spot)
                )
            )
            under = [card_on(g.card_at(t), t) for t in RESTS_ON[spot]]  # type: ignore[arg-type]
            if under:
                out.append(_("It lies on {cards}.").format(cards=C.and_list(under)))
    if g.status == "won":
        out.append(_(WIN_LINES[g.result or "trap"]))
    elif g.status == "lost":
        out.append(g.loss_reason())
    return out


def _clear(g: Zoomer, ev: dict) -> list[str]:
    spots = [(s[0], s[1]) for s in ev["spots"]]
    cards = C.and_list([card_on(c, s) for c, s in zip(ev["cards"], spots, strict=True)])
    if ev["hand"]:
        out = [
            _("Cleared {cards} with the {hand} from the hand.").format(
                cards=cards, hand=C.name(ev["hand"])
            )
        ]
    else:
        out = [_("Cleared {cards}.").format(cards=cards)]
    before = g.clone()  # the Matrix as the clear found it: what it has freed since
    for card, spot in zip(ev["cards"], spots, strict=True):
        before.matrix[SPOT_INDEX[spot]] = card
    was_free = set(before.free_spots())
    freed = [s for s in g.free_spots() if s not in was_free]
    if freed:
        now = C.and_list([card_on(g.card_at(s), s) for s in freed])  # type: ignore[arg-type]
        out.append(_("Now free: {cards}.").format(cards=now))
    if g.status == "playing":
        rank = ev["cards"][0][0]
        note = rank_note(rank, g.tracker()[rank]["removed"], g.hard)
        if note:
            out.append(note + ".")
    return out


def rank_note(rank: str, removed: int, hard: bool) -> str:
    """A tracker row as it is said, for a rank with ``removed`` cards cleared this round:
    'Sevens: trio next', 'Nines: one is left alone until the next reshuffle'; nothing
    for a rank untouched."""
    ranks = C.rank_name(rank, 2)
    need = next_clear_needed(removed)
    if need is not None and need < MIN_CLEAR:
        if hard:
            return _("{ranks}: one is left alone for good").format(ranks=ranks)
        return _("{ranks}: one is left alone until the next reshuffle").format(ranks=ranks)
    note = row_note(removed)[1]
    # TRANSLATORS: a rank's tracker row said aloud: "Sevens: trio next"
    return _("{ranks}: {note}").format(ranks=ranks, note=note) if note else ""


def hand_words(g: Zoomer) -> list[str]:
    """What the card in hand may do: the spots it may go on, the free cards it clears
    with."""
    if g.hand is None:
        return []
    out = []
    spots = g.place_spots()
    if spots:
        out.append(_("It can go on {spots}.").format(spots=C.or_words(where(s) for s in spots)))
    partners: list[str] = []
    for move in g.clear_moves():
        partners += [c for c in move[1:] if c not in partners]
    if partners:
        found = [card_on(c, g.spot_of(c)) for c in partners]  # type: ignore[arg-type]
        out.append(_("It clears with {cards}.").format(cards=C.and_list(found)))
    return out


def table_words(g: Zoomer, selection: list[str], hard: bool) -> list[str]:
    """The table in order: the Matrix's corners, edges, inner spots and the Trap spot
    (each as its line on screen says it), the hand, the stock and the discard pile, the
    Trap card, the tracker's rows this round, and the selection."""
    free = set(g.free_spots())

    def lines(spots) -> str:
        return "; ".join(spot_line(g, s, free)[0] for s in spots)

    out = [
        _("Corners: {spots}.").format(spots=lines(CORNERS)),
        _("Edges: {spots}.").format(spots=lines(EDGES)),
        _("Inner spots: {spots}.").format(spots=lines(INNER)),
        _("Trap: {spot}.").format(spot=lines([TRAP])),
    ]
    if g.hand is not None:
        out.append(_("In hand: {card}").format(card=C.name(g.hand)) + ".")
        out += hand_words(g)
    else:
        out.append(_("Hand empty") + ".")
    out.append(piles_words(g, hard))
    if g.trap_card is not None:
        out.append(_("Trap card: {card}").format(card=C.name(g.trap_card)) + ".")
    out.append(tracker_words(g, hard))
    if selection:
        out.append(selection_words(selection))
    return out


def piles_words(g: Zoomer, hard: bool) -> str:
    """The stock and the discard pile: '20 in stock, 8 discarded'."""
    discarded = ngettext("{n} card discarded", "{n} cards discarded", len(g.discard)).format(
        n=len(g.discard)
    )
    if g.stock:
        stock = ngettext("{n} card in stock", "{n} cards in stock", len(g.stock)).format(
            n=len(g.stock)
        )
    elif not hard and g.discard:
        stock = _("the stock is empty: the next draw reshuffles the discards")
    else:
        stock = _("the stock is empty")
    # TRANSLATORS: the stock and the discard pile: "20 cards in stock; 8 cards discarded."
    text = _("{stock}; {discarded}.").format(stock=stock, discarded=discarded)
    return text[:1].upper() + text[1:]


def tracker_words(g: Zoomer, hard: bool) -> str:
    """The tracker's rows this round: each rank cleared from, and what its next clear
    must be (a lone card, all out)."""
    rows = []
    for rank, row in g.tracker().items():
        note = rank_note(rank, row["removed"], hard)
        if note:
            rows.append(note)
    if hard:
        if not rows:
            return _("Tracker: no rank cleared yet.")
        return _("Tracker: {rows}.").format(rows="; ".join(rows))
    n = g.reshuffles + 1
    if not rows:
        return _("Tracker, round {n}: no rank cleared yet.").format(n=n)
    return _("Tracker, round {n}: {rows}.").format(n=n, rows="; ".join(rows))


def status_words(g: Zoomer, status: str, moves: int, seconds: float) -> str:
    """The deal's state in one sentence: won (how), lost, given up or playing, the cards
    left in the Matrix, the clears and reshuffles, the moves and the time."""
    left = sum(1 for c in g.matrix if c is not None)
    clears, shuffles = len(g.clears), g.reshuffles
    words = {
        "matrix": ngettext("{n} card in the Matrix", "{n} cards in the Matrix", left).format(
            n=left
        ),
        "tally": _("{clears}, {reshuffles}").format(
            clears=ngettext("{n} clear", "{n} clears", clears).format(n=clears),
            reshuffles=ngettext("{n} reshuffle", "{n} reshuffles", shuffles).format(n=shuffles),
        ),
        "moves": ngettext("{n} move", "{n} moves", moves).format(n=moves),
        "time": time_words(seconds),
    }
    if status == "won":
        how = {
            "trap": pgettext("Zoomer Matrix: how a deal was won", "by Trap"),
            "pent": pgettext("Zoomer Matrix: how a deal was won", "by Pent"),
            "slam": pgettext("Zoomer Matrix: how a deal was won", "by Slam"),
        }[g.result or "trap"]
        return _("Won {how}: {tally}; {moves} in {time}.").format(how=how, **words)
    if status == "lost":
        return _("Lost: {matrix}; {tally}; {moves} in {time}.").format(**words)
    if status == "gave_up":
        return _("Given up: {matrix}; {tally}; {moves} in {time}.").format(**words)
    return _("Playing: {matrix}; {tally}; {moves} in {time}.").format(**words)
