"""The tutorials: a set deal per game, played step by step, each step a rule at work.

A tutorial is a deal (a seed) and a line of moves recorded once by
``tools/tutorial_lines.py`` into ``tutorial_lines.json``. Replaying the line
through the rules tells which rule each move shows (``concept``): the first
move that shows a rule is the player's to make, with a line saying what to
do and, once done, what happened and why; the moves in between are played by
the tutorial itself; the game's own moves (Monte Carlo's compaction) play as
usual. The tutorial ends after the last rule it has to show. Nothing here
draws: the table scene presents it, so the same steps drive the tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game import catalog
from game.games.combo import rules as CB
from game.games.maze import rules as MZ
from game.games.monte_carlo import rules as MC
from game.games.zoomer import rules as ZM
from game.i18n import N_, _, ngettext
from game.rules import GAMES
from game.rules.base import Game, Move

LINES = Path(__file__).with_name("tutorial_lines.json")


@dataclass(frozen=True)
class Step:
    move: Move
    concept: str | None  # the rule this move shows first, or None
    do: str  # what the player is asked to do (player steps)
    why: str  # what happened and why, said after the move
    by: str  # "player", "tutorial" (played for the player) or "game" (the game's own move)
    first: bool = False  # the first move in the line to show its rule
    after: str = ""  # where the deal stands after the move, in words ("deal 6"), or ""


@dataclass(frozen=True)
class Lesson:
    """What a game's tutorial teaches: which rule each move shows (``classify(before,
    move, events)``), the words per rule (what to do, what happened and why), the
    opening and closing lines, and its recorded line (``{"seed": n, "moves": [...]}``;
    None: the game's entry in tutorial_lines.json)."""

    classify: Callable[[Game, Move, list[dict]], str | None]
    text: dict[str, tuple[str, str]]
    intro: str
    outro: str
    line: dict | None = None
    place: Callable[[Game, Move], str] | None = None  # a wording by where the move is
    where: Callable[[Game], str] | None = None  # where a deal stands ("deal 6")


@dataclass
class Tutorial:
    game: str
    seed: int
    intro: str
    outro: str
    steps: list[Step] = field(default_factory=list)
    start: str = ""  # where the deal stands before the first move ("deal 1")

    def step(self, index: int) -> Step | None:
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def played_for_you(self, index: int) -> tuple[int, str, str]:
        """The moves the tutorial plays itself from step ``index`` on, before the player's
        next step: how many, and where the deal stands before and after them ("deal 2",
        "deal 6"; "" where the game has no such words), so the table can say so."""
        end = index
        while end < len(self.steps) and self.steps[end].by == "tutorial":
            end += 1
        if end == index:
            return 0, "", ""
        start = self.steps[index - 1].after if index > 0 else self.start
        return end - index, start, self.steps[end - 1].after

    @property
    def concepts(self) -> list[str]:
        return [s.concept for s in self.steps if s.first and s.concept]


# --- what each move shows ------------------------------------------------------------
def _monte_carlo(before: Game, move: Move, events: list[dict]) -> str | None:
    if move[0] == "compact":
        return "compact"
    (r1, c1), (r2, c2) = divmod(move[1], 5), divmod(move[2], 5)
    return "corner" if r1 != r2 and c1 != c2 else "side"


def _maze(before: Game, move: Move, events: list[dict]) -> str | None:
    from game.rules.cards import suit, value

    board, n = before.board, len(before.board)
    card, dst = board[move[1]], move[2]
    left = board[(dst - 1) % n]
    if left is not None and value(left) == 12 and value(card) == 1:
        return "wrap" if dst == 0 else "ace"
    if left is not None and suit(left) == suit(card) and value(left) + 1 == value(card):
        return "wrap" if dst == 0 else "after"
    return "wrap" if dst == n - 1 else "before"


def _combo(before: Game, move: Move, events: list[dict]) -> str | None:
    if move[0] == "relocate":
        return "relocate"
    if move[0] == "pass":
        return "bonus" if any(e["type"] == "bonus" for e in events) else "pass"
    kinds = [e["kind"] for e in events if e["type"] == "collide" and e["kind"] != "none"]
    if len(kinds) >= 2:
        return "chain"
    return kinds[0] if kinds else "remove"


def _zoomer(before: Game, move: Move, events: list[dict]) -> str | None:
    if move[0] == "draw":
        return "reshuffle" if any(e["type"] == "reshuffle" for e in events) else "draw"
    if move[0] == "place":
        return "place"
    clear = next(e for e in events if e["type"] == "clear")
    if clear.get("result"):
        return f"win_{clear['result']}"
    return "clear_hand" if clear.get("hand") else "clear"


def _slotker(before: Game, move: Move, events: list[dict]) -> str | None:
    made = [e for e in events if e["type"] == "set"]
    if made and made[-1]["high"] and before.high_set is not None:
        return "beat_rank" if made[-1]["kind"] == "poker" else "beat_symbol"
    if made and not made[-1]["high"]:
        return "lower_rank" if made[-1]["kind"] == "poker" else "lower_symbol"
    if made:
        return "set_rank" if made[-1]["kind"] == "poker" else "set_symbol"
    if move[0] == "draw":
        return "draw"
    if move[0] == "fold":
        return "fold"
    return None


# --- the words: (what to do, what happened and why) per rule --------------------------
Words = dict[str, tuple[str, str]]


def facts() -> dict[str, str]:
    """The rules' numbers the lessons' sentences name ({maze_budget} …), read when a
    tutorial is made, so a changed constant changes the words (tests/test_tutorials.py).
    Numbers are figures, and a counted noun comes with its number from ``ngettext`` (the
    player's language agrees the noun with the count: 1 раз, 2 раза, 5 раз)."""
    return {
        "mc_deck": str(MC.DECK_SIZE),
        "maze_budget": str(MZ.MOVE_BUDGET),
        "combo_penalty": f"{-CB.PENALTY_POINTS:g}",
        "combo_run": str(CB.RUN_MIN),
        "combo_up": f"{CB.FACE_UP_POINTS:g}",
        "combo_down": f"{CB.FACE_DOWN_POINTS:g}",
        "combo_relocations": ngettext("{n} time", "{n} times", CB.RELOCATIONS).format(
            n=CB.RELOCATIONS
        ),
        "combo_pass": ngettext("{n} card", "{n} cards", CB.PASS_MAX_LINE).format(
            n=CB.PASS_MAX_LINE
        ),
        "combo_deal": str(CB.DEAL_SIZE),
        "combo_bonus": str(CB.BONUS_CARDS),
        "combo_bonus_relocations": ngettext(
            "{n} relocation", "{n} relocations", CB.BONUS_RELOCATIONS
        ).format(n=CB.BONUS_RELOCATIONS),
        "combo_goal": str(CB.GOAL),
        "combo_hard_goal": str(CB.HARD_GOAL),
        "zoomer_min": str(ZM.MIN_CLEAR),
        "zoomer_pent": str(ZM.PENT),
    }


# the keys named in the sentences, as written where no scene hands the player's own
KEY_DEFAULTS = {"lift_key": "R", "deal_key": "Space"}


def _fill(text: str, known: dict[str, str]) -> str:
    """``text`` (marked ``N_`` where written) in the player's language, its numbers put in."""
    said = _(text)
    return said.format_map(known) if "{" in said else said


_MONTE_CARLO: Words = {
    "side": (
        N_("Pair the two outlined cards: same rank, next to each other (above, below or beside)."),
        N_("A pair: two cards of one rank that touch leave the grid."),
    ),
    "corner": (
        N_("Pair the outlined cards: they touch only at a corner."),
        N_("Corners count: each card has up to eight neighbours."),
    ),
    "compact": (
        N_("No touching pair is left: watch the grid close up."),
        N_(
            "Compaction: the cards slid up and left in reading order and the stock "
            "filled the end. New neighbours, new pairs."
        ),
    ),
}


def _combo_place(before: Game, move: Move) -> str:
    """Where a removed card lies: alone on the line, at an end, or between two cards
    (only the last has neighbours that meet)."""
    if move[0] != "remove":
        return ""
    if len(before.line) == 1:
        return "alone"
    return "end" if move[1] in (0, len(before.line) - 1) else ""


def _combo_where(game: Game) -> str:
    return _("deal {number}").format(number=game.deals)


_MAZE: Words = {
    "after": (
        N_(
            "Move the outlined card into the gap the arrow marks: it follows the card on the "
            "gap's left (one rank higher, same suit)."
        ),
        N_("Filled: a card may follow the next lower card of its suit."),
    ),
    "before": (
        N_(
            "Move the outlined card into the marked gap: it goes before the card on the gap's "
            "right (one rank lower, same suit)."
        ),
        N_("Filled from the right: a card may go before the next higher card of its suit."),
    ),
    "ace": (
        N_("A Queen stands left of a gap: move an Ace there (any Ace)."),
        N_("Queen, then Ace: a finished run is followed by a new suit."),
    ),
    "wrap": (
        N_(
            "The board wraps: the last place is followed by the first. Fill the marked "
            "gap across the wrap."
        ),
        N_("The line runs on from the last place to the first."),
    ),
}
_COMBO: Words = {
    "remove": (
        N_("Remove the outlined card. Its neighbours will meet, but match nothing."),
        N_(
            "Every removed card costs {combo_penalty} points (penalty pile); the neighbours "
            "met and matched nothing, so the chain stopped at once."
        ),
    ),
    "remove@end": (
        N_(
            "Remove the outlined card at the end of the line: it has one neighbour, so "
            "nothing meets."
        ),
        N_(
            "Every removed card costs {combo_penalty} points (penalty pile); at the end of "
            "the line no two cards met, so nothing scored."
        ),
    ),
    "remove@alone": (
        N_("Remove the last card on the line: with no neighbours, nothing meets."),
        N_(
            "Every removed card costs {combo_penalty} points (penalty pile); a card alone has no "
            "neighbours to meet, so nothing scored."
        ),
    ),
    "run": (
        N_("Remove the outlined card: its neighbours meet inside a run."),
        N_(
            "A run of {combo_run} or more going up (or down) one at a time: face up, "
            "+{combo_up} each."
        ),
    ),
    "pair": (
        N_("Remove the outlined card: its neighbours share a rank or a suit."),
        N_("A pair of one rank or one suit: face down, +{combo_down} each."),
    ),
    "chain": (
        N_("Remove the outlined card and watch the chain."),
        N_("A chain: each scored group closed the line again and the new neighbours met in turn."),
    ),
    "relocate": (
        N_("Drag the outlined card to the place the arrow marks (or {lift_key}, arrows, Enter)."),
        N_(
            "Relocated: a card may move {combo_relocations} per deal of the line. It sets "
            "nothing off."
        ),
    ),
    "pass": (
        N_("{combo_pass} or fewer are left: Pass to deal more onto the line."),
        N_("Passed: up to {combo_deal} more cards joined the right end of the line."),
    ),
    "bonus": (
        N_("The line is empty: Pass for the bonus."),
        N_(
            "Bonus: {combo_bonus} stock cards went face down (+{combo_down} each), and this deal "
            "allows {combo_bonus_relocations}."
        ),
    ),
}
_ZOOMER: Words = {
    "draw": (
        N_("Your hand is empty: draw the top card of the stock."),
        N_("Drawn. Now clear it with cards of its rank, or place it on a supported spot."),
    ),
    "place": (
        N_("Place the card in hand on the outlined spot: every spot under it holds a card."),
        N_("Placed: a spot is open when all the spots it rests on hold cards."),
    ),
    "clear_hand": (
        N_("Clear the card in hand with the outlined Matrix cards of its rank."),
        N_("Cleared: a set of one rank leaves when nothing but its own cards lies on it."),
    ),
    "clear": (
        N_("Select the outlined cards of one rank, then Clear."),
        N_("Cleared straight from the Matrix: {zoomer_min} or more free cards of one rank."),
    ),
    "reshuffle": (
        N_("The stock is empty: draw again."),
        N_("The discard pile was shuffled into a new stock (never in hard mode)."),
    ),
    "win_trap": (
        N_("Clear the Trap card: the rest of the Matrix is gone."),
        N_("A Trap win: the Trap card is free only when the Matrix is clear."),
    ),
    "win_pent": (
        N_("Clear {zoomer_pent} cards of one rank at once."),
        N_("A Pent win: {zoomer_pent} of one rank in one clear (the hand card counts)."),
    ),
    "win_slam": (
        N_("Clear the Trap card with {zoomer_pent} of its rank."),
        N_("A Slam: Trap and Pent in one clear, the best win."),
    ),
}
_SLOTKER: Words = {
    "draw": (
        N_("A pair in hand: give up the outlined odd card to draw one more."),
        N_("You gave up the odd card and drew: a pair may become a set."),
    ),
    "fold": (N_("Fold this hand."), N_("Folded: the hand went to the discard pile.")),
    "set_rank": (
        N_("Pull the lever (Deal, or {deal_key})."),
        N_("Three of a rank: a set. The first set of the first run becomes the high set."),
    ),
    "set_symbol": (
        N_("Pull the lever (Deal, or {deal_key})."),
        N_("Three of one symbol: a set too, below any three of a rank."),
    ),
    "lower_rank": (
        N_("Pull the lever."),
        N_("Three of a rank, but not higher than the high set: thrown away, the run goes on."),
    ),
    "lower_symbol": (
        N_("Pull the lever."),
        N_("Three of one symbol: a set too, but below the high set, so the run goes on."),
    ),
    "beat_rank": (
        N_("Pull the lever."),
        N_(
            "Three of a rank beat the high set (any rank beats any symbol): the new high "
            "set, and the run ends."
        ),
    ),
    "beat_symbol": (
        N_("Pull the lever."),
        N_(
            "This symbol set beats the high set (a scarcer symbol): the new high set, "
            "and the run ends."
        ),
    ),
}

# --- each game's lesson, named by its catalog entry (game/catalog.py: tutorial=...) ----
MONTE_CARLO = Lesson(
    _monte_carlo,
    _MONTE_CARLO,
    N_("Monte Carlo: pair cards of one rank that touch, and clear all {mc_deck}."),
    N_("Tutorial done. Play on, or N for a deal of your own."),
)
MAZE = Lesson(
    _maze,
    _MAZE,
    N_("Maze: slide cards into the gaps until four suit runs A to Q stand in order."),
    N_("Tutorial done. Hard mode: the same moves, within {maze_budget} moves. Play on, or N."),
)
COMBO = Lesson(
    _combo,
    _COMBO,
    N_("Combo-bliterate: remove cards so that their neighbours collide and score."),
    N_(
        "Tutorial done. A final score of {combo_goal} wins ({combo_hard_goal} in hard mode). "
        "Play on, or N."
    ),
    place=_combo_place,
    where=_combo_where,
)
ZOOMER = Lesson(
    _zoomer,
    _ZOOMER,
    N_("Zoomer Matrix: clear the Matrix by rank. Win by Trap, Pent, or both: a Slam."),
    N_("Tutorial done. Three wins: Trap, Pent, both at once a Slam. Play on, or N."),
)
SLOTKER = Lesson(
    _slotker,
    _SLOTKER,
    N_("SLOTKER: make sets of three by rank or by symbol, then beat your high set."),
    N_("Tutorial done. Three Aces before the last run lose at once. Play on, or N."),
)
NEXT = "Next: the outlined move."


def load_lines() -> dict[str, dict]:
    return json.loads(LINES.read_text(encoding="utf-8"))


def lesson_for(name: str) -> Lesson | None:
    """The lesson a game's catalog entry names, or None (no tutorial, or no such game)."""
    info = catalog.find(name)
    return None if info is None or info.tutorial is None else catalog.load(info.tutorial)


def games() -> tuple[str, ...]:
    """The games that have a tutorial."""
    return catalog.with_(lambda info: info.tutorial is not None)


def tutorial_for(
    name: str, lines: dict[str, dict] | None = None, keys: dict[str, str] | None = None
) -> Tutorial:
    """The tutorial of ``name``: its recorded line replayed and cut after the last rule
    it shows first; a recorded line the rules refuse raises ValueError. ``keys``: the
    player's keys the sentences name ({lift_key}, {deal_key}), from the scene's keymap
    (this module draws nothing, so it reads no key table)."""
    lesson = lesson_for(name)
    if lesson is None:
        raise ValueError(f"no tutorial for {name!r}")
    data = lines[name] if lines and name in lines else lesson.line
    if data is None:
        data = load_lines()[name]
    rules = GAMES[name]
    known = {**KEY_DEFAULTS, **facts(), **(keys or {})}
    game = rules.new(seed=int(data["seed"]))
    seen: set[str] = set()
    steps: list[Step] = []
    last_new = 0
    start = lesson.where(game) if lesson.where else ""
    for raw in data["moves"]:
        move = tuple(raw)
        before = game.clone()
        try:
            events = game.play(move)
        except Exception as exc:
            raise ValueError(f"{name} tutorial: recorded move {move} refused: {exc}") from exc
        concept = lesson.classify(before, move, events)
        text = lesson.text.get(concept or "")
        place = lesson.place(before, move) if lesson.place and text else ""
        text = lesson.text.get(f"{concept}@{place}", text) if place else text
        if move[0] in rules.AUTO_MOVES:
            by = "game"
        elif concept is not None and text is not None and concept not in seen:
            by = "player"
        else:
            by = "tutorial"
        first = concept is not None and text is not None and concept not in seen
        if first:
            seen.add(concept)
            last_new = len(steps) + 1
        do, why = (_fill(t, known) for t in text) if text else ("", "")
        after = lesson.where(game) if lesson.where else ""
        steps.append(Step(move, concept, do, why, by, first, after))
    intro, outro = _fill(lesson.intro, known), _fill(lesson.outro, known)
    return Tutorial(name, int(data["seed"]), intro, outro, steps[:last_new], start)
