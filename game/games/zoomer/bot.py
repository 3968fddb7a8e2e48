"""Zoomer Matrix: a policy built on the game's own strategy notes (seed 000).

What the notes say, and how the policy uses each point:

- *Pairs against trios.* Five cards of each denomination make a pair and a
  trio. Per rank the policy counts the cards still live this round (not in the
  discard pile: ``Zoomer.tracker()``). A clear that leaves exactly one live
  card strands it (it can never be cleared before the next reshuffle, and in
  hard mode never): four of a kind, or a second pair. That costs points, but
  mildly: with a heavier penalty the bot lost more deals in measured runs
  (a second pair is often what keeps the Matrix from filling up).
- *Never a second pair, never four of a kind, unless it wins*: the notes say
  *almost* never, and the bot reads it so: a stranding clear is searched like
  any other move, at the ``stranded`` cost in the evaluation (more in hard
  mode, where no reshuffle brings the fifth card back). Following the rule to
  the letter (``notes=True``: such a clear only when it wins or every other
  move loses at once) cost two fifths of normal mode's wins and three quarters
  of hard mode's (22.1% / 4.0% against 36.6% / 16.3% on seeds 0..999), so the
  bot, the hint and the demo play without it; the rule stays as a switch for
  the calibration (``python -m game.sim --game zoomer --player notes``). When
  the hinted move is such a clear, the hint says so and why (``hint``).
- *A trio after a pair*: once a pair of a rank is gone this round, the rule
  lets only its other three come off together, so a position where one of them
  lies under other ranks costs ``live3_stuck`` (200 deals: 12.0% against 10.5%
  without it; seeds 1000..1199: 14% against 9%; within the noise of 200).
- *Place on a card of the same rank*: a card covering one of its own rank can
  go with it in one clear; a card covering another rank blocks it.
- *Avoid weaves*: two ranks each covering the other somewhere cost extra.
- *The Trap card's rank is special*: it comes off last, so the policy keeps
  the trap rank's other cards live and values a trap-rank card on level 1.
- *Go for the Pent when it pays*: a rank with no card cleared this round and
  two or more cards clearable together in the Matrix is worth keeping, more
  the more there are. This is where the wins come from: most of the bot's
  wins are Pents.

Fair play: the stock's order is never read. The bot uses what a player who
watched the game knows: the Matrix, the hand, and the counts per rank in the
stock and the discard pile (``tracker()``).

The policy searches over the draws (``game.games.zoomer.search``). Every legal
move is applied to a coded copy of the position; a move that leaves no card in
hand is then valued by the draws that follow: for every rank the stock may hold
(by the counts, never the order), the best answer to a card of that rank
(cleared or placed; a card that can go nowhere is a loss), each weighted by its
share of the stock, or the best clear that strands nothing, if that is worth
more. Every move is looked at one draw ahead; the best few are then looked at
``DEPTH`` draws ahead (the ``BEAM`` best answers to each draw, by static value,
are followed further). Two draws won 20% of seeds 1000..1099 against 13% for
one, at about 7 ms a move. ``evaluate`` adds the features above to the chance
that the next card drawn can neither be cleared nor placed. The weights
(``Weights``) were tuned on runs from seed 1000 up, apart from the seeds 0..999
that ``game.sim`` reports on by default.

``python -m game.sim --game zoomer`` measures it (win rates, and wins by kind).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ai import Hint
from game.games.zoomer import search as Z
from game.games.zoomer.rules import PENT, RESTS_I, SPOT_INDEX, Zoomer
from game.games.zoomer.search import Pos, Weights, position_of
from game.i18n import N_, _
from game.rules import cards as C
from game.rules.base import Move

DEPTH = 2  # draws looked ahead for the best moves (normal mode)
HARD_DEPTH = 3  # hard mode's deals are short (one stock, no reshuffle): one draw more
DEEP_NODES = 12_000  # answers worked out past two draws (about half a second at worst)
BEAM = 2  # answers to a draw followed further than the static value
SHORTLIST = 3  # moves, best first at one draw, looked at ``DEPTH`` draws ahead


def _after(pos: Pos, game: Zoomer, move: Move) -> tuple[Pos, bool]:
    """The coded position after a clear or a place, and whether it wins."""
    if move[0] == "clear":
        spots = [game.matrix.index(c) for c in move[1:]]
        return Z.clear(pos, spots, Z.RANK_INDEX[move[1][0]], game.hand is not None)
    assert game.hand is not None
    return Z.place(pos, Z.RANK_INDEX[game.hand[0]], SPOT_INDEX[(move[1], move[2])]), False


def strands(pos: Pos, move: Move, hand: str | None) -> bool:
    """A clear that leaves exactly one live card of its rank this round: a second pair,
    or four of a kind (the notes' "pairs against trios": the fifth card is stranded)."""
    if move[0] != "clear":
        return False
    taken = len(move) - 1 + (hand is not None)
    return Z.strands_after(pos[1], Z.RANK_INDEX[move[1][0]], taken)


def loses_at_once(game: Zoomer, move: Move) -> bool:
    """Whether ``move`` ends the game lost, or leaves only a draw that may lose at once.

    The strategy rule's "loses at once" read for a draw: the card it brings could
    be neither placed nor cleared (``draw_may_lose``). Judged from the counts a
    watcher knows, never from the stock's order.
    """
    pos = position_of(game)
    after, won = (pos, False) if move[0] == "draw" else _after(pos, game, move)
    return _loses(pos, move, after, won, game.hard)


def _loses(pos: Pos, move: Move, after: Pos, won: bool, hard: bool) -> bool:
    """``loses_at_once`` on coded positions (``after``: the position once ``move`` is
    played; a clear or a place draws nothing, so a draw follows unless a clear can)."""
    if won:
        return False
    if move[0] == "draw":
        return Z.draw_may_lose(pos, hard)
    if Z.free_clears(after):
        return False
    if Z.draw_counts(after, hard)[1] == 0:
        return True  # nothing to clear and nothing to draw: the game is lost
    return Z.draw_may_lose(after, hard)


@dataclass
class _Row:
    """One legal move as ``Bot.ranked`` weighs it (``_order`` sorts them)."""

    won: bool  # it wins at once
    safe: bool  # it does not lose at once (``_loses``)
    allowed: bool  # with ``notes``: it strands no card, or it wins
    deeper: bool  # ``value`` looks ``depth`` draws ahead, not one
    value: float
    n: int  # its place in the legal order
    move: Move
    after: Pos  # the coded position once it is played (before a draw)


class Bot:
    """Plays the move whose resulting position is worth most after the draws that follow
    (``zoomer_search``); with ``notes`` the strategy notes' rule on top (see ``ranked``)."""

    def __init__(
        self,
        seed: int = 0,
        weights: Weights | None = None,
        depth: int | None = None,
        notes: bool = False,
    ) -> None:
        self.seed = seed
        self.weights = weights or Weights()
        self.depth = depth  # None: DEPTH, or HARD_DEPTH in hard mode
        self.notes = notes  # True: the notes' rule to the letter (calibration only, ``notes_bot``)
        self._values: Z.Values | None = None

    @property
    def label(self) -> str:
        """The player's name in the simulator's report."""
        return "game.games.zoomer.bot.Bot" + (" with the notes' rule" if self.notes else "")

    def _search(self, hard: bool) -> Z.Values:
        if self._values is None or self._values.hard != hard:
            self._values = Z.Values(hard, self.weights, self.notes)
        self._values.trim()
        return self._values

    def ranked(self, game: Zoomer) -> list[tuple[float, Move]]:
        """Every legal move with its value, best first (ties keep the legal order).

        Wins come first; then moves that do not lose at once (with ``notes``, those
        that strand no card (``strands``) lead them); then the rest.
        Within the first of those classes the ``SHORTLIST`` best by a one-draw look
        are valued again ``depth`` draws ahead and lead the class.
        """
        values = self._search(game.hard)
        depth = self.depth or (HARD_DEPTH if game.hard else DEPTH)
        pos = position_of(game)
        rows: list[_Row] = []
        for n, move in enumerate(game.legal_moves()):
            after, won = (pos, False) if move[0] == "draw" else _after(pos, game, move)
            if won:
                value = self.weights.win
            elif move[0] == "draw":
                value = values.draw(pos, 1, BEAM)
            else:
                value = values.hand_free(after, 1, BEAM)
            safe = not _loses(pos, move, after, won, game.hard)
            allowed = won or not (self.notes and strands(pos, move, game.hand))
            rows.append(_Row(won, safe, allowed, False, value, n, move, after))
        rows.sort(key=_order)
        lead = rows[0] if rows else None
        if depth > 1 and lead is not None and not lead.won:
            kind = (lead.safe, lead.allowed)
            peers = [r for r in rows if (r.safe, r.allowed) == kind][:SHORTLIST]
            if len(peers) > 1:
                self._deepen(values, pos, peers, depth)
            rows.sort(key=_order)
        return [(r.value, r.move) for r in rows]

    def _deepen(self, values: Z.Values, pos: Pos, peers: list[_Row], depth: int) -> None:
        """Value ``peers`` ``depth`` draws ahead; past two draws within ``DEEP_NODES``
        (a budget of nodes, not seconds: the same hint on any machine), else two."""
        values.nodes, values.budget = 0, (DEEP_NODES if depth > 2 else None)
        try:
            found = [self._value(values, pos, row, depth) for row in peers]
        except Z.OutOfNodes:
            values.budget = None
            found = [self._value(values, pos, row, 2) for row in peers]
        finally:
            values.budget = None
        for row, value in zip(peers, found, strict=True):
            row.deeper, row.value = True, value

    @staticmethod
    def _value(values: Z.Values, pos: Pos, row: _Row, depth: int) -> float:
        if row.move[0] == "draw":
            return values.draw(pos, depth, BEAM)
        return values.hand_free(row.after, depth, BEAM)

    def choose(self, game: Zoomer) -> Move:
        moves = self.ranked(game)
        if not moves:
            raise ValueError("no legal move: the game is over")
        return moves[0][1]

    def hint(self, game: Zoomer) -> Hint:
        """The bot's move, with ``extra["why"]`` saying what a scene should tell the player
        of it: a win and its kind, or a clear that strands a card and why it is played."""
        if game.status != "playing":
            return Hint(None, game.status == "won", _("The game is over."))
        ranked = self.ranked(game)
        value, move = ranked[0]
        extra: dict[str, Any] = {"value": value}
        why = reason(game, move, ranked)
        if why is not None:
            extra["why"] = why
        if why is not None and why["kind"] in WINS:
            return Hint(move, True, _(WIN_NOTES[why["kind"]]), extra)
        return Hint(move, None, _explain(game, move), extra)


WINS = ("trap", "pent", "slam")
WIN_NOTES = {
    "trap": N_("This clear wins: a Trap."),
    "pent": N_("This clear wins: a Pent."),
    "slam": N_("This clear wins: a Slam."),
}


def reason(game: Zoomer, move: Move, ranked: list[tuple[float, Move]]) -> dict[str, Any] | None:
    """What a player should be told of ``move`` (the bot's best of ``ranked``), or None.

    ``kind``: ``trap``, ``pent`` or ``slam`` for a clear that wins at once;
    ``second_pair`` or ``four`` for a clear that leaves one live card of its rank
    (``strands``), with ``others_lose`` (every other move loses at once, else the
    search simply rates them lower) and ``trap_card`` (the lone card is the Trap
    card, so no Trap win until a reshuffle, in hard mode never). ``taken`` counts the
    hand card; ``rank`` is the rank letter.
    """
    if move[0] != "clear":
        return None
    pos = position_of(game)
    taken = len(move) - 1 + (game.hand is not None)
    rank = move[1][0]
    _, won = _after(pos, game, move)
    if won:
        trap = game.matrix[0] in move[1:]
        kind = "slam" if trap and taken >= PENT else "trap" if trap else "pent"
        return {"kind": kind, "rank": rank, "taken": taken}
    if not strands(pos, move, game.hand):
        return None
    others = [m for _value, m in ranked if m != move]
    trap_card = game.matrix[0]
    return {
        "kind": "four" if taken >= 4 else "second_pair",
        "rank": rank,
        "taken": taken,
        "others_lose": all(loses_at_once(game, m) for m in others),
        "trap_card": trap_card is not None and trap_card[0] == rank,
        "hard": game.hard,
    }


def _order(row: _Row) -> tuple[bool, bool, bool, bool, float, int]:
    return (not row.won, not row.safe, not row.allowed, not row.deeper, -row.value, row.n)


def _explain(game: Zoomer, move: Move) -> str:
    if move[0] == "draw":
        return _("Draw a card.")
    if move[0] == "place":
        spot = SPOT_INDEX[(move[1], move[2])]
        under = [game.matrix[t] for t in RESTS_I[spot]]
        hand = game.hand or ""
        if any(c is not None and c[0] == hand[:1] for c in under):
            return _("Place it on a card of the same rank.")
        return _("Place it where it blocks least.")
    return _("Clear the {ranks}.").format(ranks=C.rank_name(move[1][0], 2))


def notes_bot(seed: int = 0) -> Bot:
    """The same search with the strategy notes' rule to the letter: a second pair or four
    of a kind only when it wins or every other move loses at once.

    For calibration only (``python -m game.sim --game zoomer --player notes``): it
    measures what following the notes costs. The hint and the demo are ``Bot``'s.
    """
    return Bot(seed, notes=True)
