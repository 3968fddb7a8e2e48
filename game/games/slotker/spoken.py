"""SLOTKER for the ear (play by ear): the words speech says of the reels, the draws on
offer, each move, the high set and the ladder, read from the rules' events and the
rules game (``game.games.slotker.rules``, ``rank``), never worked out again.

A solo run and a seat's run in a match share these; the match adds its seats' words
(``game.games.slotker.match_scene``). Each sentence is whole in the catalog; cards are
named by ``game.rules.cards``, sets by ``rank.describe``.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.keymaps import built
from game.engine.words import words as number_words
from game.games.slotker.keys import LAYER
from game.games.slotker.match_rules import SlotkerMatch, seat_name
from game.games.slotker.match_session import round_title
from game.games.slotker.rank import (
    RANKS_HIGH_FIRST,
    SYMBOL,
    SYMBOLS,
    _pair_words,
    describe,
    describe_key,
    goal_words,
    row_standing,
    set_rank,
    symbol_key,
    symbols_words,
    trips_key,
)
from game.games.slotker.rules import Slotker
from game.games.slotker.words import discard_words, high_set_lines, sentence, set_words
from game.i18n import _, ngettext, pgettext
from game.rules import cards as C

SLOTKER_KEYS = built(LAYER)
NAMED = 5  # more kinds of set than this are summed up: how many, the first and the last


def draw_choices(g: Slotker) -> list[dict]:
    """The draws open now, each with the pair it keeps, what it draws toward (``goal``),
    its outs (the rules' ``outs``) and whether three Aces made by it would lose."""
    out = []
    for i, pair, kind in g.draw_options():
        out.append(
            {
                "index": i,
                "pair": pair,
                "kind": kind,
                "goal": goal_words(pair, kind),
                "outs": len(g.outs(i)),
                # three Aces made now lose the game: such a draw is no chance at all
                "loses": all(c[0] == "A" for c in pair) and g.three_aces_lose(),
            }
        )
    return out


def the_cards(cards: Sequence[str]) -> str:
    """Cards in the reels' order, every one named."""
    return C.and_list([C.name(c) for c in cards])


# --- the pair and its draws --------------------------------------------------------------
def pair_made(pair: Sequence[str], kind: str) -> str:
    """A kept pair in words: 'The Fours of Clubs and Hearts make a pair of Fours.'"""
    cards = C.names(pair)
    two = symbols_words(SYMBOL[pair[0]], 2)
    if kind == "poker":
        return _("The {cards} make a {pair}.").format(cards=cards, pair=_pair_words(pair[0][0]))
    if kind == "symbol":
        return _("The {cards} make {symbols}.").format(cards=cards, symbols=two)
    return _("The {cards} make a {pair} and {symbols}.").format(
        cards=cards, pair=_pair_words(pair[0][0]), symbols=two
    )


def give_up_words(g: Slotker, choice: dict) -> str:
    """One draw on offer: the card to give up, its key, what it draws toward, its outs."""
    i = choice["index"]
    card = C.name(g.hand[i], as_object=True)
    key = SLOTKER_KEYS.label(f"choose_{i + 1}")
    if choice["loses"]:
        return _(
            "Give up the {card} ({key}) to draw toward {goal}: three Aces made now lose the game."
        ).format(card=card, key=key, goal=choice["goal"])
    n = choice["outs"]
    return ngettext(
        "Give up the {card} ({key}) to draw toward {goal}: {n} out left.",
        "Give up the {card} ({key}) to draw toward {goal}: {n} outs left.",
        n,
    ).format(card=card, key=key, goal=choice["goal"], n=n)


def pair_words(g: Slotker, offer: bool = True) -> list[str]:
    """A pair waiting: what it is, and (``offer``) each draw on offer and the fold."""
    choices = draw_choices(g)
    out = []
    seen: list[list[str]] = []
    for choice in choices:
        if sorted(choice["pair"]) not in seen:
            seen.append(sorted(choice["pair"]))
            out.append(pair_made(choice["pair"], choice["kind"]))
    if offer:
        out += [give_up_words(g, choice) for choice in choices]
        out.append(_("Or fold ({key}).").format(key=SLOTKER_KEYS.label("fold")))
    return out


def reels_words(g: Slotker) -> list[str]:
    """The reels as they stand: empty, or their cards and the pair waiting."""
    if not g.hand:
        return [_("The reels are empty.")]
    return [_("The reels show the {cards}.").format(cards=the_cards(g.hand)), *pair_words(g)]


# --- the focus ---------------------------------------------------------------------------
def reel_focus(g: Slotker, i: int) -> str:
    """A focused reel: its card, and what giving it up would draw toward (or keep it)."""
    if i >= len(g.hand):
        return _("Reel {reel}: empty.").format(reel=i + 1)
    card = C.name(g.hand[i])
    choice = next((c for c in draw_choices(g) if c["index"] == i), None)
    if choice is None:
        return _("{card}, reel {reel}: part of the pair, keep it.").format(card=card, reel=i + 1)
    at = _("{card}, reel {reel}.").format(card=card, reel=i + 1)
    return f"{at} {give_up_words(g, choice)}"  # two sentences


def lever_focus(g: Slotker, can_act: bool) -> str:
    """The focused lever (or Deal): whether it deals now, and why not."""
    if g.status != "playing":
        return _("The lever: the game is over.")
    if g.waiting_for_draw:
        return _("The lever is locked: a pair waits. Give up a card or fold.")
    if not can_act:
        return _("The lever: it is not your turn.")
    return _("The lever: {key} deals three cards.").format(key=SLOTKER_KEYS.label("act"))


def fold_focus(g: Slotker) -> str:
    """The focused Fold button: what folding does now."""
    if g.waiting_for_draw:
        return _("Fold ({key}): the pair goes to the pile unplayed.").format(
            key=SLOTKER_KEYS.label("fold")
        )
    return _("Fold: no pair waits, nothing to fold.")


def stock_words(g: Slotker) -> str:
    """The cards left to deal in this run."""
    n = g.cards_left()
    return ngettext("{run}: {n} card left to deal.", "{run}: {n} cards left to deal.", n).format(
        run=g.run_label, n=n
    )


# --- a move ------------------------------------------------------------------------------
def move_words(
    g: Slotker,
    events: list[dict],
    had_high: Sequence[str],
    kept: str,
    solo: bool = True,
    choices: bool = True,
) -> list[str]:
    """A move's events in sentences: the reels, the draw, the set made and where its cards
    go, the hand discarded, the run's end and the next run, the result; then, while a
    pair waits, the pair and (``choices``: the player's to make) its draws. ``g`` is the
    run after the move; ``had_high`` the high set (a seat's best) before it; ``kept``
    what a kept set is called."""
    out: list[str] = []
    drawn: str | None = None
    high = list(had_high)
    for ev in events:
        kind = ev["type"]
        if kind == "deal":
            out.append(_("The reels show the {cards}.").format(cards=the_cards(ev["cards"])))
        elif kind == "draw":
            drawn = ev["card"]
            out.append(
                _("The {old} goes to the pile; the draw brings the {new}.").format(
                    old=C.name(ev["discard"]), new=C.name(ev["card"])
                )
            )
        elif kind == "set":
            out.append(set_words(ev, bool(high), kept))
            cards = the_cards(ev["cards"])
            if ev["high"]:
                out.append(_("The {cards} are kept as {kept}.").format(cards=cards, kept=_(kept)))
                if high:
                    out.append(
                        _("The one before, the {cards}, goes to the pile.").format(
                            cards=the_cards(high)
                        )
                    )
                high = list(ev["cards"])
            else:
                out.append(_("The {cards} go to the pile.").format(cards=cards))
        elif kind == "discard":
            out.append(discard_words(ev, drawn))
            if ev["why"] not in ("no pair", "folded"):
                out.append(_("The {cards} go to the pile.").format(cards=the_cards(ev["cards"])))
        elif kind == "three_aces":
            out.append(_("Three Aces too soon"))
        elif kind == "run_end" and solo and ev["high"]:
            if any(e["type"] == "new_run" for e in events):
                out.append(
                    _("Run {run} over: {set} is the high set.").format(
                        run=ev["run"], set=describe(ev["high"])
                    )
                )
        elif kind == "new_run":
            n = len(ev["pool"])
            out.append(
                ngettext(
                    "The other {count} card is shuffled into a fresh stock.",
                    "The other {count} cards are shuffled into a fresh stock.",
                    n,
                ).format(count=n)
            )
            beat = describe(g.high_set) if g.high_set else _(kept)
            out.append(_("{run}: make a set that beats {set}.").format(run=g.run_label, set=beat))
        elif kind == "won":
            out.append(sentence(ev["why"]))
            if solo:
                out.append(_("Jackpot! You won."))
        elif kind == "lost":
            out.append(sentence(ev["why"]))
            if solo:
                out.append(_("Game over: you lost."))
    if g.status == "playing" and g.waiting_for_draw:
        out += pair_words(g, offer=choices)
    return out


# --- the ladder and the whole table --------------------------------------------------------
def ladder_words(g: Slotker, high: Sequence[str] | None) -> list[str]:
    """The ranking, best first, and against the set to beat (``high``): how many kinds of
    set beat it and which; three Aces that would lose now."""
    ranks = [describe_key(trips_key(r)) for r in RANKS_HIGH_FIRST]
    symbols = [describe_key(symbol_key(s), detail=False) for s in SYMBOLS]
    out = [
        _("Sets, highest first: {ranks}; then three of a symbol: {symbols}.").format(
            ranks=C.and_list(ranks), symbols=C.and_list(symbols)
        ),
        _("Same symbol: straight flush, flush, straight, pair, high card."),
    ]
    key = set_rank(high) if high else None
    if key is not None and high:
        rows = [(describe_key(trips_key(r)), trips_key(r)) for r in RANKS_HIGH_FIRST]
        rows += [(describe_key(symbol_key(s), detail=False), symbol_key(s)) for s in SYMBOLS]
        beat = [words for words, row in rows if row_standing(row, key)[1]]
        same = [words for words, row in rows if row_standing(row, key)[0]]
        named, n = describe(high), len(beat)
        if not beat:
            out.append(_("Nothing beats {set}.").format(set=named))
        elif n <= NAMED:
            out.append(
                ngettext(
                    "{n} kind of set beats {set}: {sets}.",
                    "{n} kinds of set beat {set}: {sets}.",
                    n,
                ).format(n=number_words(n), set=named, sets=C.and_list(beat))
            )
        else:
            out.append(
                ngettext(
                    "{n} kind of set beats {set}, from {first} to {last}.",
                    "{n} kinds of set beat {set}, from {first} to {last}.",
                    n,
                ).format(n=n, set=named, first=beat[0], last=beat[-1])
            )
        if same and key[0] == 0:  # symbol trips: a better hand of their symbol beats them
            out.append(
                sentence(_("{set} beat it too with a better poker hand.").format(set=same[0]))
            )
    if g.status == "playing" and g.three_aces_lose() and not g.is_last_run:
        out.append(_("Three Aces made in this run lose the game."))
    return out


def ladder_focus(g: Slotker, high: Sequence[str] | None) -> str:
    """The focused ladder: what beats the set to beat (``high``), or with none yet the
    ranking itself; three Aces that would lose now."""
    said = ladder_words(g, high)
    rest = said[2:] if high else [said[0], *said[2:]]
    return " ".join([_("The ladder of sets."), *rest])


def runs_focus(g: Slotker) -> str:
    """The focused runs panel: each run's high set so far, and the run being played."""
    lines = high_set_lines(g) or [_("No run has made a set yet.")]
    return " ".join([*lines, stock_words(g)])


def status_words(g: Slotker) -> str:
    """The run, the cards left, the high set and the state, in one sentence."""
    n = g.cards_left()
    held = describe(g.high_set) if g.high_set else _("none yet")
    if g.status == "won":
        state = pgettext("SLOTKER state", "won")
    elif g.status == "lost":
        state = pgettext("SLOTKER state", "lost")
    elif g.waiting_for_draw:
        state = pgettext("SLOTKER state", "a pair waits")
    else:
        state = pgettext("SLOTKER state", "deal the next hand")
    return ngettext(
        "{run}: {n} card left to deal, high set {set}; {state}.",
        "{run}: {n} cards left to deal, high set {set}; {state}.",
        n,
    ).format(run=g.run_label, n=n, set=held, state=state)


def high_words(g: Slotker) -> str:
    """The high set and its cards, or that the first set becomes it."""
    if not g.high_set:
        return _("No high set yet: your first set becomes it.")
    return _("The high set: {set}, the {cards}.").format(
        set=describe(g.high_set), cards=the_cards(g.high_set)
    )


def pile_words(g: Slotker) -> str:
    """How many cards lie on the discard pile."""
    n = len(g.discard) + sum(len(s) for s in g.sets_discarded)
    return ngettext(
        "{n} card lies on the discard pile.", "{n} cards lie on the discard pile.", n
    ).format(n=n)


def table_words(g: Slotker) -> list[str]:
    """The whole machine in order: the reels and the pair, the high set, the run and its
    stock, the ladder against the set to beat, the runs so far, the pile, the state."""
    return [
        *reels_words(g),
        high_words(g),
        stock_words(g),
        *ladder_words(g, g.high_set),
        *high_set_lines(g),
        pile_words(g),
        status_words(g),
    ]


# --- the match: whose turn, the seats, the round's result ----------------------------------
def match_words(m: SlotkerMatch, events: list[dict]) -> list[str]:
    """The match's own events after a seat's move: the seat's run over and its best set,
    the next seat's turn, the round's result, the match's end."""
    out: list[str] = []
    for ev in events:
        kind = ev["type"]
        if kind == "seat_done":
            name = seat_name(m.seats[ev["seat"]])
            if ev["best"]:
                out.append(_("{seat}: best set {set}").format(seat=name, set=describe(ev["best"])))
            else:
                out.append(_("{seat}: no set this run").format(seat=name))
        elif kind == "seat_start":
            who = seat_name(m.seats[ev["seat"]])
            out.append(_("Round {round}: {seat}'s run").format(round=ev["round"], seat=who))
        elif kind == "round_over":
            names = [seat_name(m.seats[i]) for i in ev["winners"]]
            if ev["no_set"]:
                out.append(_("Round {round}: no sets, antes back").format(round=ev["round"]))
            elif len(names) == 1:
                out.append(_("Round {round}: {seat} wins").format(round=ev["round"], seat=names[0]))
            else:
                out.append(
                    _("Round {round}: {seats} share").format(
                        round=ev["round"], seats=C.and_list(names)
                    )
                )
        elif kind == "match_over":
            out.append(round_title(m))
    return out


def match_status(m: SlotkerMatch, g: Slotker) -> str:
    """Whose turn it is, with the cards left and the seat's best set; between rounds the
    round's result."""
    if m.status != "playing" or m.current_seat is None:
        return round_title(m) if m.history else ""
    n = g.cards_left()
    held = describe(g.high_set) if g.high_set else _("none yet")
    return ngettext(
        "Round {round}: {seat}'s turn, {n} card left to deal, best set {set}.",
        "Round {round}: {seat}'s turn, {n} cards left to deal, best set {set}.",
        n,
    ).format(round=m.round, seat=seat_name(m.seats[m.current_seat]), n=n, set=held)


def seat_line(m: SlotkerMatch, seat: int, words: str) -> str:
    """A seat read out: its name, its chips when the match has an ante, and ``words``
    (its best set, or that it waits, plays or sits out)."""
    name = seat_name(m.seats[seat])
    if m.ante:
        n = m.seats[seat]["chips"]
        return ngettext("{seat}: {n} chip, {words}.", "{seat}: {n} chips, {words}.", n).format(
            seat=name, n=n, words=words
        )
    return _("{seat}: {words}.").format(seat=name, words=words)
