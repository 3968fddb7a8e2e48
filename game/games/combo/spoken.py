"""Combo-bliterate for the ear (play by ear): the words speech says of the line, of a
removal's consequences and of each move, read from the rules' events and the rules
game, never worked out again.

``focus_words`` says the focused card, where it is and what removing it would do (the
rules' own ``preview_remove``); ``move_words`` says a move collision by collision,
naming every card that changed place (a summary past five cards); ``table_words``
reads the whole table in order; ``status_words`` is the score, goal and deal in one
sentence. Each sentence is whole in the catalog: cards are named by
``game.rules.cards``, points in the language's own figures.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.keymaps import built
from game.engine.words import words as number_words
from game.games.combo.fx import figure, signed
from game.games.combo.keys import LAYER
from game.games.combo.rules import DEAL_SIZE, PASS_MAX_LINE, Combo
from game.i18n import _, ngettext, pgettext
from game.rules import cards as C

COMBO_KEYS = built(LAYER)
NAMED = 5  # more cards than this are summed up: how many, the first and the last


def points(v: float) -> str:
    """A number of points, without its sign: '2 points', '1 point', '1.5 points'."""
    v = abs(v)
    if v == int(v):
        n = int(v)
        return ngettext("{points} point", "{points} points", n).format(points=figure(v))
    # TRANSLATORS: a number of points with a half ("1.5 points"); Russian: genitive singular
    return pgettext("points with a half", "{points} points").format(points=figure(v))


def score_words(v: float) -> str:
    """A score as it is said: '2.5', '0', 'minus 3'."""
    if v < 0:
        # TRANSLATORS: a score below nought, as speech says it: "minus 3"
        return pgettext("a score below nought", "minus {score}").format(score=figure(v))
    return figure(v)


def net_words(v: float) -> str:
    """What a removal comes to: 'a gain of 1.5 points', 'a loss of 2 points', or
    'nothing won or lost'."""
    if v > 0:
        return _("a gain of {points}").format(points=points(v))
    if v < 0:
        return _("a loss of {points}").format(points=points(v))
    return _("nothing won or lost")


def kind_words(ev: dict) -> str:
    """A scoring collision's kind: 'a run of three', 'a pair'."""
    if ev["kind"] == "run":
        n = len(ev["cards"])
        return ngettext("a run of {count}", "a run of {count}", n).format(count=number_words(n))
    return _("a pair")


def the_cards(cards: Sequence[str]) -> str:
    """Cards in order, every one named (no grouping by rank: the order is the line's)."""
    return C.and_list([C.name(c) for c in cards])


# --- the focus ---------------------------------------------------------------------------
def removal_words(events: list[dict]) -> str:
    """What removing a card would do, from the rules' events for it (``preview_remove``):
    its cost, the collisions it sets off and what it comes to in all."""
    cost = points(next(e["points"] for e in events if e["type"] == "remove"))
    collisions = [e for e in events if e["type"] == "collide"]
    scoring = [e for e in collisions if e["kind"] != "none"]
    total = sum(e["points"] for e in events if e["type"] in ("remove", "collide"))
    if not collisions:
        return _("removing it costs {cost}; no cards meet").format(cost=cost)
    if not scoring:
        first = collisions[0]
        text = _("removing it costs {cost}; the {left} and the {right} meet but do not match")
        return text.format(cost=cost, left=C.name(first["left"]), right=C.name(first["right"]))
    return _("removing it costs {cost} and sets off {chain}: {net} in all").format(
        cost=cost, chain=C.and_list([kind_words(e) for e in scoring]), net=net_words(total)
    )


def card_focus(g: Combo, k: int) -> str:
    """The focused line card: its name, its place and what removing it would do."""
    what = removal_words(g.preview_remove(k))
    return _("{card}, card {position} of {count}: {what}.").format(
        card=C.name(g.line[k]), position=k + 1, count=len(g.line), what=what
    )


def pass_words(g: Combo) -> str | None:
    """Pass is open now: what it does (the bonus with an empty line); None when shut."""
    if not g.can_pass():
        return None
    key = COMBO_KEYS.label("pass")
    if g.line:
        return ngettext(
            "{n} cards or fewer: Pass ({key}) deals {more} more",
            "{n} cards or fewer: Pass ({key}) deals {more} more",
            DEAL_SIZE,
        ).format(n=PASS_MAX_LINE, more=DEAL_SIZE, key=key)
    return _("Line empty: Pass ({key}) now for the bonus").format(key=key)


def stock_words(g: Combo) -> str:
    """The stock: how many cards wait in it."""
    n = len(g.stock)
    if not n:
        return _("The stock is empty.")
    return ngettext(
        "{count} card is left in the stock.", "{count} cards are left in the stock.", n
    ).format(count=n)


def stock_focus(g: Combo) -> str:
    """The focused stock: its cards, and whether a pass is open."""
    said = pass_words(g)
    return stock_words(g) if said is None else f"{stock_words(g)} {said}"  # two sentences


def pass_button_focus(g: Combo) -> str:
    """The focused Pass button: what a pass would do now, or why it is shut (the rules'
    reason)."""
    said = pass_words(g)
    if said is not None:
        return said
    return _("Pass is shut: {why}.").format(why=g.why_illegal(("pass",)))


# --- a move ------------------------------------------------------------------------------
def collision_words(ev: dict) -> str:
    """One collision of a chain: the two cards that met and what they made."""
    left, right = C.name(ev["left"]), C.name(ev["right"])
    if ev["kind"] == "none":
        return _("The {left} and the {right} meet: no match.").format(left=left, right=right)
    gained = points(ev["points"])
    if ev["kind"] == "pair":
        return _("The {left} and the {right} meet: a pair. Both go face down: {points}.").format(
            left=left, right=right, points=gained
        )
    cards = ev["cards"]
    n = len(cards)
    count = number_words(n)
    if n <= NAMED:
        return ngettext(
            "The {left} and the {right} meet: a run of {count}. The {cards} go face up: {points}.",
            "The {left} and the {right} meet: a run of {count}. The {cards} go face up: {points}.",
            n,
        ).format(left=left, right=right, count=count, cards=the_cards(cards), points=gained)
    return ngettext(
        "The {left} and the {right} meet: a run of {count}, from the {first} to the {last}. "
        "All go face up: {points}.",
        "The {left} and the {right} meet: a run of {count}, from the {first} to the {last}. "
        "All go face up: {points}.",
        n,
    ).format(
        left=left,
        right=right,
        count=count,
        first=C.name(cards[0]),
        last=C.name(cards[-1]),
        points=gained,
    )


def dealt_words(ev: dict) -> list[str]:
    """A pass's deal: the cards that joined the line (a summary past five), then the
    deal's number, relocations and stock."""
    cards = ev["cards"]
    n = len(cards)
    out = []
    if n and n <= NAMED:
        out.append(
            ngettext(
                "Pass: {count} card joins the line: the {cards}.",
                "Pass: {count} cards join the line: the {cards}.",
                n,
            ).format(count=n, cards=the_cards(cards))
        )
    elif n:
        out.append(
            ngettext(
                "Pass: {count} card joins the line; the first is the {first}, the last the {last}.",
                "Pass: {count} cards join the line; the first is the {first}, the last the {last}.",
                n,
            ).format(count=n, first=C.name(cards[0]), last=C.name(cards[-1]))
        )
    left = ev["relocations_left"]
    relocations = ngettext("{n} relocation", "{n} relocations", left).format(n=left)
    if ev["bonus"]:
        text = _("Bonus deal: Deal {deal}: {relocations}, {stock} left in the stock")
    else:
        text = _("Deal {deal}: {relocations}, {stock} left in the stock")
    out.append(text.format(deal=ev["deal"], relocations=relocations, stock=ev["stock_left"]))
    return out


def end_words(ev: dict) -> str:
    """The game's end: the score against the goal, and whether it was won."""
    score, goal = score_words(ev["score"]), ev["goal"]
    if ev["won"]:
        return _("The game is over: score {score}, goal {goal}. You won!").format(
            score=score, goal=goal
        )
    return _("The game is over: score {score}, goal {goal}. Short of the goal.").format(
        score=score, goal=goal
    )


def move_words(g: Combo, events: list[dict]) -> list[str]:
    """A move in sentences: the removal and each collision of its chain, the chain's sum
    and the score; a relocation; a pass's bonus and deal; the end. ``g`` is the game
    after the move."""
    out: list[str] = []
    removal, scoring, total = False, 0, 0.0
    for ev in events:
        kind = ev["type"]
        if kind == "remove":
            removal, total = True, ev["points"]
            out.append(
                _("You remove the {card}: it costs {cost}.").format(
                    card=C.name(ev["card"], as_object=True), cost=points(ev["points"])
                )
            )
        elif kind == "collide":
            out.append(collision_words(ev))
            if ev["kind"] != "none":
                scoring, total = scoring + 1, total + ev["points"]
        elif kind == "relocate":
            left = ev["relocations_left"]
            out.append(
                _("You move the {card} to place {position} of {count}.").format(
                    card=C.name(ev["card"], as_object=True),
                    position=ev["to"] + 1,
                    count=len(ev["line"]),
                )
            )
            out.append(  # as the message line says it
                ngettext(
                    "Relocated. {n} relocation left in this deal",
                    "Relocated. {n} relocations left in this deal",
                    left,
                ).format(n=left)
            )
        elif kind == "bonus":
            n = len(ev["cards"])
            out.append(
                ngettext(
                    "Bonus: the {cards} goes face down: {points}.",
                    "Bonus: the {cards} go face down: {points}.",
                    n,
                ).format(cards=the_cards(ev["cards"]), points=points(ev["points"]))
            )
        elif kind == "deal":
            out += dealt_words(ev)
        elif kind == "end":
            out.append(end_words(ev))
    if scoring >= 2:
        out.append(
            ngettext(
                "A chain of {n} collision: {net} in all.",
                "A chain of {n} collisions: {net} in all.",
                scoring,
            ).format(n=scoring, net=net_words(total))
        )
    elif scoring == 1:
        out.append(_("In all: {net}.").format(net=net_words(total)))
    if removal and g.status == "playing":
        out.append(_("Score {score}, goal {goal}.").format(score=score_words(g.score), goal=g.goal))
    return out  # (a pass open now is said by the table's prompt once the chain has played)


# --- the whole table ---------------------------------------------------------------------
def line_words(g: Combo) -> str:
    """The line, card by card, left to right."""
    n = len(g.line)
    if not n:
        return _("The line is empty.")
    return ngettext(
        "The line, {count} card: the {cards}.", "The line, {count} cards: the {cards}.", n
    ).format(count=n, cards=the_cards(g.line))


def status_words(g: Combo) -> str:
    """Score, goal, deal and the game's state, in one sentence."""
    score = score_words(g.score)
    if g.status == "won":
        return _("Score {score}, goal {goal}, deal {deal}: you won.").format(
            score=score, goal=g.goal, deal=g.deals
        )
    if g.status == "lost":
        return _("Score {score}, goal {goal}, deal {deal}: short of the goal.").format(
            score=score, goal=g.goal, deal=g.deals
        )
    left = g.relocations_left
    return ngettext(
        "Score {score}, goal {goal}, deal {deal}: playing, {n} relocation left.",
        "Score {score}, goal {goal}, deal {deal}: playing, {n} relocations left.",
        left,
    ).format(score=score, goal=g.goal, deal=g.deals, n=left)


def table_words(g: Combo) -> list[str]:
    """The whole table in order: the line, the stock, the three scoring piles, the
    score and, while it is open, the pass."""
    b = g.score_breakdown()
    out = [line_words(g), stock_words(g)]
    for text, count, got in (
        (ngettext("Face up: {n} card, {points}", "Face up: {n} cards, {points}", b["face_up"]),
         b["face_up"], b["face_up_points"]),
        (ngettext("Face down: {n} card, {points}", "Face down: {n} cards, {points}",
                  b["face_down"]), b["face_down"], b["face_down_points"]),
        (ngettext("Penalty: {n} card, {points}", "Penalty: {n} cards, {points}", b["penalty"]),
         b["penalty"], b["penalty_points"]),
    ):  # fmt: skip
        out.append(text.format(n=int(count), points=signed(got)))
    out.append(status_words(g))
    said = pass_words(g)
    if said is not None:
        out.append(said)
    return out
