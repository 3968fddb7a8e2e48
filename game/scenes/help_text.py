"""What the help overlay says about each game: rules in short, controls, hard mode.

Kept as data, apart from the drawing, so the words can be checked against
RULES.md and the key table in one place. Every number a player reads here
comes from the rules' constants (read through the modules, so a changed
constant changes the text), never from a literal copy.

The pages are made when they are asked for (``help_for``, or the module's
attributes ``ZOOMER``, ``COMMON_KEYS``… that the catalog's refs name), so they
are in the language in force and follow a changed rules constant at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import catalog
from game.engine.input import KEYS, Keymap
from game.engine.keymaps import built
from game.engine.words import times, words
from game.games.combo import rules as CB
from game.games.combo.keys import LAYER as COMBO_LAYER
from game.games.maze import rules as MZ
from game.games.monte_carlo import rules as MC
from game.games.monte_carlo.keys import LAYER as MONTE_CARLO_LAYER
from game.games.slotker import match_rules as SM
from game.games.slotker import rank as SR
from game.games.slotker import rules as SK
from game.games.slotker.keys import LAYER as SLOTKER_LAYER
from game.games.zoomer import rules as ZM
from game.games.zoomer.keys import LAYER as ZOOMER_LAYER
from game.i18n import _, language, ngettext
from game.rules import cards as C

COMBO_KEYS = built(COMBO_LAYER)
MONTE_CARLO_KEYS = built(MONTE_CARLO_LAYER)
SLOTKER_KEYS = built(SLOTKER_LAYER)
ZOOMER_KEYS = built(ZOOMER_LAYER)


def points(x: float) -> str:
    """A score as the player reads it: 2, not 2.0; 0.5 stays 0.5 (0,5 in Russian)."""
    text = f"{x:g}"
    return text.replace(".", ",") if language() == "ru" else text


def _k(action: str, most: int = 1, keys: Keymap = KEYS) -> str:
    """What a player presses for ``action``, read from the key table (``keys``: a game's
    layer over it, for the game's own actions and its keys that differ)."""
    return keys.label(action, most)


def _slotker_choose() -> str:
    """SLOTKER's three draw keys: "1–3" while they are the digits in a row, else each."""
    labels = [_k(f"choose_{n}", keys=SLOTKER_KEYS) for n in (1, 2, 3)]
    if labels == ["1", "2", "3"]:
        return "1–3"
    return ", ".join(labels)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _count(phrase: str, n: int, **kw: Any) -> str:
    """A counted phrase (``ngettext``'s form for ``n``) whose number reads as a word in
    English ('eight cards') and a figure elsewhere ('8 карт'): ``{count}`` in the phrase."""
    return phrase.format(count=words(n), n=n, **kw)


def common_keys() -> list[str]:
    """The keys every game shares, read from the table when the page is laid out (the
    player's own keys, or a controller's buttons after a controller press)."""
    return [
        _("Arrows: move the focus cursor.  {select} / {act}: act on it.").format(
            select=_k("select"), act=_k("act")
        ),
        _("{undo}: undo.  {redo}: redo.  {hint}: hint.  {give_up}: give up.").format(
            undo=_k("undo", 2), redo=_k("redo"), hint=_k("hint"), give_up=_k("give_up")
        ),
        _("{new}: new deal.  {restart}: restart.  {quit}: quit (the game is kept).").format(
            new=_k("new", 2), restart=_k("restart"), quit=_k("quit")
        ),
        _(
            "{back}: pause.  {help}: this help.  {mute}: sound on/off.  {fullscreen}: full screen."
        ).format(back=_k("back"), help=_k("help", 2), mute=_k("mute"), fullscreen=_k("fullscreen")),
        _(
            "{demo}: the demo (the bot plays on; any key or click hands control back).  "
            "{tutorial}: tutorial."
        ).format(demo=_k("demo"), tutorial=_k("tutorial")),
    ]


def _results_policy() -> list[str]:
    """How a deal counts in the statistics: the session's policy (game/session), in words."""
    return [
        _("Every deal you start counts once: won, lost, given up, or abandoned."),
        _(
            "Abandoned: you left a deal with at least one move on the board for another (New "
            "deal, Restart, a Deal # over it, or throwing the saved game away in the menu)."
        ),
        _("Quitting never counts: the game is saved and offered again next time."),
        _(
            "A deal the demo played in counts once as a demo deal, neither a win nor a loss "
            "(Statistics lists them on a line of their own); a tutorial's deal records nothing."
        ),
        _("Undo out of a finished or given-up deal takes its result back."),
        _(
            "New deal, Restart, Give up and Deal # ask first once you have moved (Settings can "
            "turn the questions off)."
        ),
    ]


def _maze_budget() -> int | None:
    """Maze's hard mode: a move budget where the rules have one (RULES.md)."""
    return getattr(MZ, "MOVE_BUDGET", None)


def _maze_hard() -> str:
    budget = _maze_budget()
    if budget is None:
        return _("Only the card on a gap's left counts.")
    return ngettext(
        "A budget of {n} move: the deal is lost when it is spent before the runs are "
        "made. The moves left show beside the board.",
        "A budget of {n} moves: the deal is lost when it is spent before the runs are "
        "made. The moves left show beside the board.",
        budget,
    ).format(n=budget)


Page = dict[str, list[str] | str]


def _monte_carlo() -> Page:
    side, cells, deck = MC.SIDE, MC.CELLS, MC.DECK_SIZE
    hard = MC.HARD_COMPACTIONS
    return {
        "what": _(
            "A {side}×{side} grid. Pair touching cards of a rank; the grid closes up and "
            "refills from the stock. Pair off the whole deck to win."
        ).format(side=side),
        "rules": [
            ngettext(
                "{cells} cards lie in a {side}×{side} grid; the other {stock} is the stock.",
                "{cells} cards lie in a {side}×{side} grid; the other {stock} are the stock.",
                deck - cells,
            ).format(cells=cells, side=side, stock=deck - cells),
            _(
                "Remove two cards of the same rank that touch: side by side, above, below or "
                "corner to corner. Rows do not wrap."
            ),
            _(
                "When no pair is left, the grid compacts by itself: the cards slide to the top "
                "left in reading order and the stock fills the empty cells."
            ),
            _(
                "Win by pairing off all {cards} cards ({pairs} pairs). You lose when no "
                "pair is left and compacting would change nothing (the stock has run out)."
            ).format(cards=deck, pairs=MC.PAIRS),
        ],
        "controls": [
            _("Click a card, then a touching card of its rank; or drag one onto the other."),
            _("Compaction is automatic; {compact} compacts at once when it is due.").format(
                compact=_k("compact", keys=MONTE_CARLO_KEYS)
            ),
            _(
                "Winnable? ({verdict}) asks the solver whether this deal can still be won: yes "
                "in so many moves, no, or not proven."
            ).format(verdict=_k("verdict", keys=MONTE_CARLO_KEYS)),
        ],
        "hard": ngettext(
            "At most {n} compaction in a game; each automatic compaction spends one. With "
            "none left and no pair, the deal is lost.",
            "At most {n} compactions in a game; each automatic compaction spends one. With "
            "none left and no pair, the deal is lost.",
            hard,
        ).format(n=hard),
        "hard_short": ngettext("at most {n} compaction", "at most {n} compactions", hard).format(
            n=hard
        ),
    }


def _maze() -> Page:
    budget = _maze_budget()
    gaps = MZ.CELLS - MZ.IN_PLAY
    return {
        "what": _(
            "{cards} cards and a few gaps on one long line. Move cards into gaps next to "
            "their suit neighbours until four suit runs from Ace to Queen read along the board."
        ).format(cards=MZ.IN_PLAY),
        "rules": [
            ngettext(
                "{cards} cards and {gaps} gap on a {rows}×{cols} board; the Kings are out of play.",
                "{cards} cards and {gaps} gaps on a {rows}×{cols} board; the Kings are out of "
                "play.",
                gaps,
            ).format(cards=MZ.IN_PLAY, gaps=gaps, rows=MZ.ROWS, cols=MZ.COLS),
            _(
                "The board is one line: each row runs on into the next, and the last cell "
                "into the first."
            ),
            _(
                "Fill a gap with the card one higher in suit than the card on its left, or one "
                "lower in suit than the card on its right. After a Queen, any Ace fits."
            ),
            _(
                "Win when, reading along the line and skipping gaps, the cards form four suit "
                "runs from Ace to Queen."
            ),
        ],
        "controls": [
            _("Click a card: the gaps it may fill light up; click one (or drag there)."),
            _(
                "Winnable? ({verdict}) asks the solver whether this deal can still be won (in "
                "hard mode, within the moves left)."
            ).format(verdict=_k("verdict")),
            _(
                "Click a gap to see which cards fit it. The number in a gap is its cell (0 at "
                "the top left, in reading order), as the messages name it."
            ),
            _(
                "Progress: cards that follow their suit predecessor in reading order, and the "
                "cards already in place from cell 0."
            ),
        ],
        "hard": _maze_hard(),
        "hard_short": (
            ngettext("{n} move in all", "{n} moves in all", budget).format(n=budget)
            if budget is not None
            else _("left of a gap only")
        ),
    }


def _combo() -> Page:
    deal = CB.DEAL_SIZE
    return {
        "what": _count(
            ngettext(
                "A line of {count} card. Removing one closes the gap, and the cards that meet may "
                "score as a run or a pair and close another gap: plan chain reactions and finish "
                "with enough points.",
                "A line of {count} cards. Removing one closes the gap, and the cards that meet may "
                "score as a run or a pair and close another gap: plan chain reactions and finish "
                "with enough points.",
                deal,
            ),
            deal,
        ),
        "rules": [
            _cap(
                _count(
                    ngettext(
                        "{count} card is dealt in a line. Removing a card costs {penalty} points "
                        "and closes the gap: its neighbours collide.",
                        "{count} cards are dealt in a line. Removing a card costs {penalty} points "
                        "and closes the gap: its neighbours collide.",
                        deal,
                    ),
                    deal,
                    penalty=points(-CB.PENALTY_POINTS),
                )
            ),
            _(
                "If they sit in a run of {run}+ cards going up or down by one, the longest "
                "such run scores face up (+{up} each). Otherwise, a shared rank or suit scores "
                "the pair face down (+{down} each). Each scoring closes another gap: chain "
                "reactions! Ace is low only: Q K A is no run."
            ).format(
                run=CB.RUN_MIN, up=points(CB.FACE_UP_POINTS), down=points(CB.FACE_DOWN_POINTS)
            ),
            ngettext(
                "You may relocate a card {times} per deal ({bonus_times} after a bonus); a "
                "relocation never causes a collision. With 0–{few} cards left you may pass to "
                "deal {deal} more. Passing with an empty line gives the bonus: up to two stock "
                "cards score face down, and the next deal allows more relocations.",
                "You may relocate a card {times} per deal ({bonus_times} after a bonus); a "
                "relocation never causes a collision. With 0–{few} cards left you may pass to "
                "deal {deal} more. Passing with an empty line gives the bonus: up to two stock "
                "cards score face down, and the next deal allows more relocations.",
                deal,
            ).format(
                times=times(CB.RELOCATIONS),
                bonus_times=times(CB.BONUS_RELOCATIONS),
                few=CB.PASS_MAX_LINE,
                deal=deal,
            ),
            _("When stock and line are empty, a score of {goal} or more wins.").format(
                goal=CB.GOAL
            ),
        ],
        "controls": [
            _(
                "Click a card (or {remove}/{select} on the focused card) to remove it; hover "
                "to preview what it would score. Drag a card to relocate it."
            ).format(remove=_k("remove", keys=COMBO_KEYS), select=_k("select", keys=COMBO_KEYS)),
            _(
                "{lift} lifts the focused card, arrows carry it, {select} drops, {back} cancels."
            ).format(
                lift=_k("lift", keys=COMBO_KEYS),
                select=_k("select", keys=COMBO_KEYS),
                back=_k("back", keys=COMBO_KEYS),
            ),
            _("{pass_}, the Pass button or a click on the stock passes.").format(
                pass_=_k("pass", keys=COMBO_KEYS)
            ),
        ],
        "hard": _("You need a final score of {goal} or more.").format(goal=CB.HARD_GOAL),
        "hard_short": _("a final score of {goal} to win").format(goal=CB.HARD_GOAL),
    }


def _zoomer() -> Page:
    spots, pent = len(ZM.SPOTS), ZM.PENT
    return {
        "what": _count(
            ngettext(
                "A pyramid of {spots} overlapping cards. Clear free cards of one rank together, "
                "draw from the stock and place cards back; remove the Trap card at the bottom or "
                "clear {count} of a rank at once to win.",
                "A pyramid of {spots} overlapping cards. Clear free cards of one rank together, "
                "draw from the stock and place cards back; remove the Trap card at the bottom or "
                "clear {count} of a rank at once to win.",
                pent,
            ),
            pent,
            spots=spots,
        ),
        "rules": [
            _count(
                ngettext(
                    "{cards} cards, A–10 in {count} suit (Stars is the fifth). {spots} cards form "
                    "the Matrix: the Trap card, {inner} on its corners, {outer} on theirs.",
                    "{cards} cards, A–10 in {count} suits (Stars is the fifth). {spots} cards form "
                    "the Matrix: the Trap card, {inner} on its corners, {outer} on theirs.",
                    len(C.ZOOMER_SUITS),
                ),
                len(C.ZOOMER_SUITS),
                cards=len(C.zoomer_deck()),
                spots=spots,
                inner=ZM.LEVEL_SIZES[1],
                outer=ZM.LEVEL_SIZES[2],
            ),
            _(
                "The Matrix is layered: each card rests on the cards one level down that it "
                "overlaps, so cards lower down are half hidden. A card is free when no card "
                "lies on it."
            ),
            _count(
                ngettext(
                    "Clear {count} or more free cards of one rank together (a card covered only by "
                    "cards in the set may go too).",
                    "Clear {count} or more free cards of one rank together (a card covered only by "
                    "cards in the set may go too).",
                    ZM.MIN_CLEAR,
                ),
                ZM.MIN_CLEAR,
            ),
            _(
                "Or draw a card; then you must clear it with matching cards (the hand card goes "
                "with them) or place it in an empty spot that is supported: every spot it rests "
                "on holds a card."
            ),
            _("When the stock is empty, drawing reshuffles the discards into a new stock."),
            _count(
                ngettext(
                    "Win by Trap: the Trap card comes off only once the cards on its corners are "
                    "gone. Win by Pent: {count} of a rank in one clear, the hand card counted. "
                    "Both at once: a Slam. Stuck with a card you can neither place nor clear: you "
                    "lose.",
                    "Win by Trap: the Trap card comes off only once the cards on its corners are "
                    "gone. Win by Pent: {count} of a rank in one clear, the hand card counted. "
                    "Both at once: a Slam. Stuck with a card you can neither place nor clear: you "
                    "lose.",
                    pent,
                ),
                pent,
            ),
        ],
        "controls": [
            _(
                "Click cards of one rank to select them; Clear button, {clear}, {select} or "
                "double-click clears. Click the stock ({draw}) to draw; click a glowing spot "
                "to place."
            ).format(
                clear=_k("clear", keys=ZOOMER_KEYS),
                select=_k("select", keys=ZOOMER_KEYS),
                draw=_k("draw", keys=ZOOMER_KEYS),
            ),
            _("{act} selects the focused card; {select} clears or places.").format(
                act=_k("act", keys=ZOOMER_KEYS), select=_k("select", keys=ZOOMER_KEYS)
            ),
        ],
        "hard": _("No reshuffle: when the stock runs out, nothing more can be drawn."),
        "hard_short": _("no reshuffle of the stock"),
    }


def _slotker() -> Page:
    hand, runs, hard = SK.HAND, SK.NORMAL_RUNS, SK.HARD_RUNS
    symbols = ", ".join(SR.symbol_name(s) for s in SR.SYMBOLS)
    return {
        "what": _count(
            ngettext(
                "Poker meets the slot machine: deal {count} card and make a set of ranks or slot "
                "symbols, then beat your first set in the runs that follow.",
                "Poker meets the slot machine: deal {count} cards and make a set of ranks or slot "
                "symbols, then beat your first set in the runs that follow.",
                hand,
            ),
            hand,
        ),
        "rules": [
            _count(
                ngettext(
                    "Each card has a rank and a slot symbol. Deal {count} card: {count} of a rank "
                    "or of a symbol is a set. Poker trips beat symbol trips, Ace high; symbols "
                    "from the scarcest: {symbols}.",
                    "Each card has a rank and a slot symbol. Deal {count} cards: {count} of a rank "
                    "or of a symbol is a set. Poker trips beat symbol trips, Ace high; symbols "
                    "from the scarcest: {symbols}.",
                    hand,
                ),
                hand,
                symbols=symbols,
            ),
            _(
                "Two symbol sets of one symbol compare as poker hands: straight flush, flush, "
                "straight, pair, high card."
            ),
            _(
                "A pair is two cards of one rank or of one symbol; a hand can hold two pairs at "
                "once. With a pair, give up the odd card to draw one more, or fold."
            ),
            _(
                "Run 1 ends at your first set: your high set. Each later run reshuffles and must "
                "make a set that beats it; equal does not beat, and sets that do not beat it are "
                "discarded. Beat it in the last run to win."
            ),
            _("A run that runs out of cards first loses the game."),
            _(
                "Three Aces before the last run can never be beaten: an automatic loss. A draw "
                "for three Aces then says so."
            ),
        ],
        "controls": [
            _(
                "{act} or the lever deals. Click a card (or {choose}) to give it up and draw; "
                "{fold} folds."
            ).format(
                act=_k("act", keys=SLOTKER_KEYS),
                choose=_slotker_choose(),
                fold=_k("fold", keys=SLOTKER_KEYS),
            ),
        ],
        "hard": _cap(
            ngettext(
                "{count} run instead of {normal}.", "{count} runs instead of {normal}.", hard
            ).format(count=words(hard), normal=words(runs))
        ),
        "hard_short": ngettext(
            "{count} run, not {normal}", "{count} runs, not {normal}", hard
        ).format(count=words(hard), normal=words(runs)),
    }


def _slotker_match() -> Page:
    fewest, most = SM.MIN_SEATS, SM.MAX_SEATS
    return {
        "title": _("a SLOTKER match"),
        "rules": [
            _cap(
                ngettext(
                    "{fewest} to {most} seat share one machine, each a person or the computer. "
                    "Every seat starts with the same chips.",
                    "{fewest} to {most} seats share one machine, each a person or the computer. "
                    "Every seat starts with the same chips.",
                    most,
                ).format(fewest=words(fewest), most=words(most))
            ),
            _(
                "A round: each seat in turn plays one run of SLOTKER on its own shuffle of a "
                "fresh deck, to the last card, keeping the highest set it makes: its best set. A "
                "lower set is discarded; three Aces end the run at once, since nothing beats "
                "them."
            ),
            _(
                "The best set of the round takes the pot (equal best sets share it); nobody "
                "with a set: the antes go back."
            ),
            _count(
                ngettext(
                    "With an ante, every seat pays it into the pot at the start of each round; a "
                    "seat that cannot pay sits out. The match is over when fewer than {count} seat "
                    "can pay: the most chips wins.",
                    "With an ante, every seat pays it into the pot at the start of each round; a "
                    "seat that cannot pay sits out. The match is over when fewer than {count} "
                    "seats can pay: the most chips wins.",
                    fewest,
                ),
                fewest,
            ),
            _("Without an ante the match goes on round after round until you leave it."),
        ],
        "controls": [
            _(
                "{act} or the lever deals; click a card (or {choose}) to give it up and draw; "
                "{fold} folds."
            ).format(
                act=_k("act", keys=SLOTKER_KEYS),
                choose=_slotker_choose(),
                fold=_k("fold", keys=SLOTKER_KEYS),
            ),
            _(
                "Between people a screen asks to pass the machine on. {act} hurries a computer "
                "seat."
            ).format(act=_k("act", keys=SLOTKER_KEYS)),
            _("Undo takes back moves of your own run only, before it ends."),
            _(
                "The match is saved after every move; Restart replays it from round 1 (asked "
                "first)."
            ),
        ],
        "hard": _("A match always plays the normal rules."),
    }


# each game's page, named by its catalog entry (game/catalog.py: help=...), made on demand
_MADE: dict[str, Callable[[], Any]] = {
    "MONTE_CARLO": _monte_carlo,
    "MAZE": _maze,
    "COMBO": _combo,
    "ZOOMER": _zoomer,
    "SLOTKER": _slotker,
    "SLOTKER_MATCH": _slotker_match,
    "COMMON_KEYS": common_keys,
    "RESULTS_POLICY": _results_policy,
    "MAZE_HARD": _maze_hard,
}


def __getattr__(name: str) -> Any:
    """``help_text.ZOOMER`` and the rest: the page made now, in the language in force."""
    made = _MADE.get(name)
    if made is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return made()


def help_for(page: str) -> Page:
    """A help page's words: the page its catalog entry names (a game, or one of a game's
    own pages such as the SLOTKER match). KeyError for a page that is not known. A
    game's ``what`` is one or two sentences for the collection's page."""
    found = catalog.page(page)
    if found is None or found[0] is None:
        raise KeyError(page)
    return catalog.load(found[0])
