"""Combo-bliterate: remove cards from a line so the cards either side collide.

A removal costs 2 points; the collision it causes may score a run (face up,
+1 a card) or a pair of one rank or suit (face down, +0.5 a card), and every
scoring collision closes a new gap whose sides collide in turn. ``play``
returns one event per collision, each carrying the line as it stands after
that step, so a scene animates the chain without knowing the rules.

The game can never get stuck: with a card on the line ``remove`` is always
legal, and with an empty line the stock is non-empty (else the game is over)
so ``pass`` is legal. Every game therefore ends with stock and line empty.
"""

from __future__ import annotations

from typing import Any

from game.games.combo.events import CollideEvent, ComboEvent
from game.i18n import _, ngettext
from game.rules import cards as C
from game.rules.base import Event, Game, IllegalMove, Move

DEAL_SIZE = 9
PASS_MAX_LINE = 2  # pass only with 0, 1 or 2 cards on the line
BONUS_CARDS = 2
RELOCATIONS = 1
BONUS_RELOCATIONS = 2
GOAL = 1
HARD_GOAL = 4
FACE_UP_POINTS = 1.0
FACE_DOWN_POINTS = 0.5
PENALTY_POINTS = -2.0
RUN_MIN = 3


def run_window(line: list[str], left: int) -> tuple[int, int] | None:
    """The longest run of 3+ cards holding ``line[left]`` and ``line[left + 1]``.

    A run goes up (or down) by exactly one rank at each step, Ace low only.
    Any window containing both cards contains the step between them, so the
    window is the maximal stretch of same-direction steps through that step.
    Returns ``(start, end)`` inclusive, or None.
    """
    step = C.value(line[left + 1]) - C.value(line[left])
    if step not in (1, -1):
        return None
    start, end = left, left + 1
    while start > 0 and C.value(line[start]) - C.value(line[start - 1]) == step:
        start -= 1
    while end < len(line) - 1 and C.value(line[end + 1]) - C.value(line[end]) == step:
        end += 1
    if end - start + 1 < RUN_MIN:
        return None
    return start, end


def is_pair(a: str, b: str) -> bool:
    """Rule 2: the two colliding cards share a rank or a suit."""
    return a[0] == b[0] or a[1] == b[1]


def _is_index(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


class Combo(Game):
    NAME = "combo"
    TITLE = "Combo-bliterate"
    DECK = staticmethod(C.standard_deck)
    STATE = (
        "line",
        "stock",
        "face_up",
        "face_down",
        "penalty",
        "relocations_left",
        "bonus",
        "deals",
    )

    line: list[str]  # index 0 is the left end
    stock: list[str]  # index 0 is dealt next
    face_up: list[str]  # scored by runs, in the order they scored
    face_down: list[str]  # scored by pairs and the bonus, in order
    penalty: list[str]  # removed cards, in order
    relocations_left: int  # in this deal
    bonus: bool  # this deal began with the bonus
    deals: int  # 1 for the opening deal, +1 for each pass

    def _deal(self, cards: list[str]) -> None:
        self.line = list(cards[:DEAL_SIZE])
        self.stock = list(cards[DEAL_SIZE:])
        self.face_up = []
        self.face_down = []
        self.penalty = []
        self.relocations_left = RELOCATIONS
        self.bonus = False
        self.deals = 1

    # --- read-only views for scenes and bots ----------------------------
    @property
    def goal(self) -> int:
        """The final score needed to win: 1, or 4 in hard mode."""
        return HARD_GOAL if self.hard else GOAL

    @property
    def score(self) -> float:
        """Running score; exact, since every term is a multiple of 0.5."""
        return (
            FACE_UP_POINTS * len(self.face_up)
            + FACE_DOWN_POINTS * len(self.face_down)
            + PENALTY_POINTS * len(self.penalty)
        )

    def score_breakdown(self) -> dict[str, float]:
        """Counts and points per scoring zone, for the score panel and the result screen."""
        return {
            "face_up": len(self.face_up),
            "face_down": len(self.face_down),
            "penalty": len(self.penalty),
            "face_up_points": FACE_UP_POINTS * len(self.face_up),
            "face_down_points": FACE_DOWN_POINTS * len(self.face_down),
            "penalty_points": PENALTY_POINTS * len(self.penalty),
            "total": self.score,
        }

    def can_pass(self) -> bool:
        return self.status == "playing" and len(self.line) <= PASS_MAX_LINE and bool(self.stock)

    def can_relocate(self) -> bool:
        return self.status == "playing" and self.relocations_left > 0 and len(self.line) >= 2

    def preview_remove(self, index: int) -> list[Event]:
        """The events removing ``index`` would produce, without playing it (hints, highlights)."""
        return self.clone().play(("remove", index))

    # --- the API --------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self.status != "playing":
            return []
        n = len(self.line)
        moves: list[Move] = [("remove", i) for i in range(n)]
        if self.can_relocate():
            moves += [("relocate", i, j) for i in range(n) for j in range(n) if i != j]
        if self.can_pass():
            moves.append(("pass",))
        return moves

    def _check_index(self, i: Any, what: str) -> None:
        if not _is_index(i) or not 0 <= i < len(self.line):
            if not self.line:
                raise IllegalMove(_("the line is empty"))
            if what == "card":
                text = _("there is no card {index} on the line; positions are 0 to {last}")
            else:
                text = _("there is no position {index} on the line; positions are 0 to {last}")
            raise IllegalMove(text.format(index=repr(i), last=len(self.line) - 1))

    def _play_relocate(self, i: int, j: int) -> list[ComboEvent]:
        self._check_index(i, "card")
        self._check_index(j, "position")
        if i == j:
            raise IllegalMove(_("a relocation must move the card somewhere else"))
        if self.relocations_left <= 0:
            raise IllegalMove(self._no_relocation_words())
        card = self.line.pop(i)
        self.line.insert(j, card)
        self.relocations_left -= 1
        return [
            {
                "type": "relocate",
                "from": i,
                "to": j,
                "card": card,
                "line": list(self.line),
                "relocations_left": self.relocations_left,
            }
        ]

    def _play_remove(self, i: int) -> list[ComboEvent]:
        self._check_index(i, "card")
        card = self.line.pop(i)
        self.penalty.append(card)
        events: list[ComboEvent] = [
            {
                "type": "remove",
                "index": i,
                "card": card,
                "points": PENALTY_POINTS,
                "line": list(self.line),
                "score": self.score,
            }
        ]
        events += self._chain(i)
        return events + self._end_events()

    def _chain(self, gap: int) -> list[ComboEvent]:
        """Resolve collisions at ``gap`` (the index of the card right of it) until one fails."""
        events: list[ComboEvent] = []
        step = 0
        while 0 < gap < len(self.line):
            step += 1
            left, right = gap - 1, gap
            left_card, right_card = self.line[left], self.line[right]  # before they leave it
            window = run_window(self.line, left)
            if window is not None:
                start, end = window
                kind, indices, points_each = "run", list(range(start, end + 1)), FACE_UP_POINTS
            elif is_pair(self.line[left], self.line[right]):
                kind, indices, points_each = "pair", [left, right], FACE_DOWN_POINTS
            else:
                kind, indices, points_each = "none", [], 0.0
            taken = [self.line[k] for k in indices]
            if kind == "run":
                self.face_up += taken
            elif kind == "pair":
                self.face_down += taken
            if indices:
                del self.line[indices[0] : indices[-1] + 1]
            event: CollideEvent = {
                "type": "collide",
                "step": step,
                "left": left_card,
                "right": right_card,
                "left_index": left,
                "right_index": right,
                "kind": kind,
                "face": {"run": "up", "pair": "down"}.get(kind),
                "cards": taken,
                "indices": indices,
                "points": points_each * len(taken),
                "line": list(self.line),
                "score": self.score,
            }
            events.append(event)
            if not indices:
                break
            gap = indices[0]
        return events

    def _no_relocation_words(self) -> str:
        if self.bonus:
            return ngettext(
                "no relocation left in this deal ({n} allowed after the bonus)",
                "no relocation left in this deal ({n} allowed after the bonus)",
                BONUS_RELOCATIONS,
            ).format(n=BONUS_RELOCATIONS)
        return ngettext(
            "no relocation left in this deal ({n} allowed)",
            "no relocation left in this deal ({n} allowed)",
            RELOCATIONS,
        ).format(n=RELOCATIONS)

    def _play_pass(self) -> list[ComboEvent]:
        if len(self.line) > PASS_MAX_LINE:
            raise IllegalMove(
                ngettext(
                    "pass only with {n} cards or fewer on the line ({there} are there)",
                    "pass only with {n} cards or fewer on the line ({there} are there)",
                    PASS_MAX_LINE,
                ).format(n=PASS_MAX_LINE, there=len(self.line))
            )
        if not self.stock:
            raise IllegalMove(_("the stock is empty: there is nothing to deal"))
        events: list[ComboEvent] = []
        self.bonus = not self.line
        if self.bonus:
            taken, self.stock = self.stock[:BONUS_CARDS], self.stock[BONUS_CARDS:]
            self.face_down += taken
            events.append(
                {
                    "type": "bonus",
                    "cards": taken,
                    "points": FACE_DOWN_POINTS * len(taken),
                    "score": self.score,
                }
            )
        dealt, self.stock = self.stock[:DEAL_SIZE], self.stock[DEAL_SIZE:]
        at = len(self.line)
        self.line += dealt
        self.deals += 1
        self.relocations_left = BONUS_RELOCATIONS if self.bonus else RELOCATIONS
        events.append(
            {
                "type": "deal",
                "cards": dealt,
                "at": at,
                "line": list(self.line),
                "deal": self.deals,
                "bonus": self.bonus,
                "relocations_left": self.relocations_left,
                "stock_left": len(self.stock),
            }
        )
        return events + self._end_events()

    def _finished(self) -> bool:
        return not self.stock and not self.line

    def _end_events(self) -> list[ComboEvent]:
        if not self._finished():
            return []
        score = self.score
        return [{"type": "end", "score": score, "goal": self.goal, "won": score >= self.goal}]

    def _update_status(self) -> None:
        if not self._finished():
            self.status = "playing"
        else:
            self.status = "won" if self.score >= self.goal else "lost"

    def all_cards(self) -> list[str]:
        return self.line + self.stock + self.face_up + self.face_down + self.penalty
