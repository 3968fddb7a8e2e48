"""What the help overlay says about each game: rules in short, controls, hard mode.

Kept as data, apart from the drawing, so the words can be checked against
RULES.md and the key table in one place. Every number a player reads here
comes from the rules' constants (read through the modules, so a changed
constant changes the text), never from a literal copy.
"""

from __future__ import annotations

from game import catalog
from game.engine.input import KEYS
from game.engine.words import times, words
from game.rules import cards as C
from game.rules import combo as CB
from game.rules import maze as MZ
from game.rules import monte_carlo as MC
from game.rules import slotker as SK
from game.rules import slotker_match as SM
from game.rules import slotker_rank as SR
from game.rules import zoomer as ZM


def points(x: float) -> str:
    """A score as the player reads it: 2, not 2.0; 0.5 stays 0.5."""
    return f"{x:g}"


def _k(action: str, most: int = 1) -> str:
    """What a player presses for ``action``, read from the key table."""
    return KEYS.label(action, most)


def common_keys() -> list[str]:
    """The keys every game shares, read from the table when the page is laid out (the
    player's own keys, or a controller's buttons after a controller press)."""
    return [
        f"Arrows: move the focus cursor.  {_k('select')} / {_k('act')}: act on it.",
        f"{_k('undo', 2)}: undo.  {_k('redo')}: redo.  {_k('hint')}: hint.  "
        f"{_k('give_up')}: give up.",
        f"{_k('new', 2)}: new deal.  {_k('restart')}: restart.  "
        f"{_k('quit')}: quit (the game is kept).",
        f"{_k('back')}: pause.  {_k('help', 2)}: this help.  {_k('mute')}: sound on/off.  "
        f"{_k('fullscreen')}: full screen.",
        f"{_k('demo')}: the demo (the bot plays on; any key or click hands control back).  "
        f"{_k('tutorial')}: tutorial.",
    ]


# how a deal counts in the statistics: the session's policy (game/session.py), in words
RESULTS_POLICY = [
    "Every deal you start counts once: won, lost, given up, or abandoned.",
    "Abandoned: you left a deal with at least one move on the board for another (New "
    "deal, Restart, a Deal # over it, or throwing the saved game away in the menu).",
    "Quitting never counts: the game is saved and offered again next time.",
    "A deal the demo played in counts once as a demo deal, neither a win nor a loss "
    "(Statistics lists them on a line of their own); a tutorial's deal records nothing.",
    "Undo out of a finished or given-up deal takes its result back.",
    "New deal, Restart, Give up and Deal # ask first once you have moved (Settings can "
    "turn the questions off).",
]

# Maze's hard mode: a move budget where the rules have one (RULES.md), else the older rule
_BUDGET = getattr(MZ, "MOVE_BUDGET", None)
MAZE_HARD = (
    f"A budget of {_BUDGET} moves: the deal is lost when it is spent before the runs are "
    "made. The moves left show beside the board."
    if _BUDGET is not None
    else "Only the card on a gap's left counts."
)

Page = dict[str, list[str] | str]

# each game's page, named by its catalog entry (game/catalog.py: help=...)
MONTE_CARLO: Page = {
    "what": f"A {MC.SIDE}×{MC.SIDE} grid. Pair touching cards of a rank; the grid "
    "closes up and refills from the stock. Pair off the whole deck to win.",
    "rules": [
        f"{MC.CELLS} cards lie in a {MC.SIDE}×{MC.SIDE} grid; the other "
        f"{MC.DECK_SIZE - MC.CELLS} are the stock.",
        "Remove two cards of the same rank that touch: side by side, above, below or "
        "corner to corner. Rows do not wrap.",
        "When no pair is left, the grid compacts by itself: the cards slide to the top "
        "left in reading order and the stock fills the empty cells.",
        f"Win by pairing off all {MC.DECK_SIZE} cards ({MC.PAIRS} pairs). You lose when no "
        "pair is left and compacting would change nothing (the stock has run out).",
    ],
    "controls": [
        "Click a card, then a touching card of its rank; or drag one onto the other.",
        "Compaction is automatic; C compacts at once when it is due.",
        "Winnable? (V) asks the solver whether this deal can still be won: yes in so "
        "many moves, no, or not proven.",
    ],
    "hard": f"At most {MC.HARD_COMPACTIONS} compactions in a game; each automatic "
    "compaction spends one. With none left and no pair, the deal is lost.",
    "hard_short": f"at most {MC.HARD_COMPACTIONS} compactions",
}
MAZE: Page = {
    "what": f"{MZ.IN_PLAY} cards and a few gaps on one long line. Move cards into gaps "
    "next to their suit neighbours until four suit runs from Ace to Queen read along "
    "the board.",
    "rules": [
        f"{MZ.IN_PLAY} cards and {MZ.CELLS - MZ.IN_PLAY} gaps on a {MZ.ROWS}×{MZ.COLS} board; "
        "the Kings are out of play.",
        "The board is one line: each row runs on into the next, and the last cell into the first.",
        "Fill a gap with the card one higher in suit than the card on its left, or one "
        "lower in suit than the card on its right. After a Queen, any Ace fits.",
        "Win when, reading along the line and skipping gaps, the cards form four suit "
        "runs from Ace to Queen.",
    ],
    "controls": [
        "Click a card: the gaps it may fill light up; click one (or drag there).",
        "Winnable? (V) asks the solver whether this deal can still be won (in hard "
        "mode, within the moves left).",
        "Click a gap to see which cards fit it. The number in a gap is its cell (0 at "
        "the top left, in reading order), as the messages name it.",
        "Progress: cards that follow their suit predecessor in reading order, and the "
        "cards already in place from cell 0.",
    ],
    "hard": MAZE_HARD,
    "hard_short": f"{_BUDGET} moves in all" if _BUDGET is not None else "left of a gap only",
}
COMBO: Page = {
    "what": f"A line of {words(CB.DEAL_SIZE)} cards. Removing one closes the gap, and the cards "
    "that meet may score as a run or a pair and close another gap: plan chain reactions "
    "and finish with enough points.",
    "rules": [
        f"{words(CB.DEAL_SIZE).capitalize()} cards are dealt in a line. Removing a card "
        f"costs {points(-CB.PENALTY_POINTS)} points and closes the gap: its neighbours "
        "collide.",
        f"If they sit in a run of {CB.RUN_MIN}+ cards going up or down by one, the longest "
        f"such run scores face up (+{points(CB.FACE_UP_POINTS)} each). Otherwise, a shared "
        f"rank or suit scores the pair face down (+{points(CB.FACE_DOWN_POINTS)} each). "
        "Each scoring closes another gap: chain reactions! Ace is low only: Q K A is no "
        "run.",
        f"You may relocate a card {times(CB.RELOCATIONS)} per deal "
        f"({times(CB.BONUS_RELOCATIONS)} after a bonus); a relocation never causes a "
        f"collision. With 0–{CB.PASS_MAX_LINE} cards left you may pass to deal "
        f"{CB.DEAL_SIZE} more. Passing with an empty line gives the bonus: up to two stock "
        "cards score face down, and the next deal allows more relocations.",
        f"When stock and line are empty, a score of {CB.GOAL} or more wins.",
    ],
    "controls": [
        "Click a card (or Delete/Enter on the focused card) to remove it; hover to preview "
        "what it would score. Drag a card to relocate it.",
        "R lifts the focused card, arrows carry it, Enter drops, Esc cancels.",
        "P, the Pass button or a click on the stock passes.",
    ],
    "hard": f"You need a final score of {CB.HARD_GOAL} or more.",
    "hard_short": f"a final score of {CB.HARD_GOAL} to win",
}
ZOOMER: Page = {
    "what": f"A pyramid of {len(ZM.SPOTS)} overlapping cards. Clear free cards of one rank "
    "together, draw from the stock and place cards back; remove the Trap card at the bottom "
    f"or clear {words(ZM.PENT)} of a rank at once to win.",
    "rules": [
        f"{len(C.zoomer_deck())} cards, A–10 in {words(len(C.ZOOMER_SUITS))} suits (Stars "
        f"is the fifth). {len(ZM.SPOTS)} cards form the Matrix: the Trap card, "
        f"{ZM.LEVEL_SIZES[1]} on its corners, {ZM.LEVEL_SIZES[2]} on theirs.",
        "The Matrix is layered: each card rests on the cards one level down that it "
        "overlaps, so cards lower down are half hidden. A card is free when no card "
        "lies on it.",
        f"Clear {words(ZM.MIN_CLEAR)} or more free cards of one rank together (a card "
        "covered only by cards in the set may go too).",
        "Or draw a card; then you must clear it with matching cards (the hand card goes "
        "with them) or place it in an empty spot that is supported: every spot it rests "
        "on holds a card.",
        "When the stock is empty, drawing reshuffles the discards into a new stock.",
        f"Win by Trap: the Trap card comes off only once the cards on its corners are "
        f"gone. Win by Pent: {words(ZM.PENT)} of a rank in one clear, the hand card "
        "counted. Both at once: a Slam. Stuck with a card you can neither place nor "
        "clear: you lose.",
    ],
    "controls": [
        "Click cards of one rank to select them; Clear button, Enter or double-click "
        "clears. Click the stock (D) to draw; click a glowing spot to place.",
        "Space selects the focused card; Enter clears or places.",
    ],
    "hard": "No reshuffle: when the stock runs out, nothing more can be drawn.",
    "hard_short": "no reshuffle of the stock",
}
SLOTKER: Page = {
    "what": f"Poker meets the slot machine: deal {words(SK.HAND)} cards and make a set of "
    "ranks or slot symbols, then beat your first set in the runs that follow.",
    "rules": [
        f"Each card has a rank and a slot symbol. Deal {words(SK.HAND)} cards: "
        f"{words(SK.HAND)} of a rank or of a symbol is a set. Poker trips beat symbol "
        f"trips, Ace high; symbols from the scarcest: {', '.join(SR.SYMBOLS)}.",
        "Two symbol sets of one symbol compare as poker hands: straight flush, flush, "
        "straight, pair, high card.",
        "A pair is two cards of one rank or of one symbol; a hand can hold two pairs at "
        "once. With a pair, give up the odd card to draw one more, or fold.",
        "Run 1 ends at your first set: your high set. Each later run reshuffles and must "
        "make a set that beats it; equal does not beat, and sets that do not beat it are "
        "discarded. Beat it in the last run to win.",
        "A run that runs out of cards first loses the game.",
        "Three Aces before the last run can never be beaten: an automatic loss. A draw "
        "for three Aces then says so.",
    ],
    "controls": [
        "Space or the lever deals. Click a card (or 1–3) to give it up and draw; F folds.",
    ],
    "hard": f"{words(SK.HARD_RUNS).capitalize()} runs instead of {words(SK.NORMAL_RUNS)}.",
    "hard_short": f"{words(SK.HARD_RUNS)} runs, not {words(SK.NORMAL_RUNS)}",
}

SLOTKER_MATCH: Page = {
    "title": "a SLOTKER match",
    "rules": [
        f"{words(SM.MIN_SEATS).capitalize()} to {words(SM.MAX_SEATS)} seats share one "
        "machine, each a person or the computer. Every seat starts with the same chips.",
        "A round: each seat in turn plays one run of SLOTKER on its own shuffle of a fresh "
        "deck, to the last card, keeping the highest set it makes: its best set. A lower "
        "set is discarded; three Aces end the run at once, since nothing beats them.",
        "The best set of the round takes the pot (equal best sets share it); nobody with a "
        "set: the antes go back.",
        "With an ante, every seat pays it into the pot at the start of each round; a seat "
        "that cannot pay sits out. The match is over when fewer than "
        f"{words(SM.MIN_SEATS)} seats can pay: the most chips wins.",
        "Without an ante the match goes on round after round until you leave it.",
    ],
    "controls": [
        "Space or the lever deals; click a card (or 1–3) to give it up and draw; F folds.",
        "Between people a screen asks to pass the machine on. Space hurries a computer seat.",
        "Undo takes back moves of your own run only, before it ends.",
        "The match is saved after every move; Restart replays it from round 1 (asked first).",
    ],
    "hard": "A match always plays the normal rules.",
}


def help_for(page: str) -> Page:
    """A help page's words: the page its catalog entry names (a game, or one of a game's
    own pages such as the SLOTKER match). KeyError for a page that is not known. A
    game's ``what`` is one or two sentences for the collection's page."""
    found = catalog.page(page)
    if found is None or found[0] is None:
        raise KeyError(page)
    return catalog.load(found[0])
