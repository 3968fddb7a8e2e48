"""What the help overlay says about each game: rules in short, controls, hard mode.

Kept as data, apart from the drawing, so the words can be checked against
RULES.md and the key table in one place. Every number a player reads here
comes from the rules' constants (read through the modules, so a changed
constant changes the text), never from a literal copy.
"""

from __future__ import annotations

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


COMMON_KEYS = [
    "Arrows: move the focus cursor.  Enter / Space: act on it.",
    "Ctrl+Z or U: undo.  Ctrl+Y: redo.  H: hint.  G: give up.",
    "Ctrl+N or N: new deal.  Ctrl+R: restart.  Ctrl+Q: quit (the game is kept).",
    "Esc: pause.  F1 or ?: this help.  M: sound on/off.  F11: full screen.",
    "B: the demo (the bot plays on; any key or click hands control back).  T: tutorial.",
]

# how a deal counts in the statistics: the session's policy (game/session.py), in words
RESULTS_POLICY = [
    "Every deal you start counts once: won, lost, given up, or abandoned.",
    "Abandoned: you left a deal with at least one move on the board for another (New "
    "deal, Restart, a Deal # over it, or throwing the saved game away in the menu).",
    "Quitting never counts: the game is saved and offered again next time.",
    "Undo out of a finished or given-up deal takes its result back.",
    "New deal, Restart, Give up and Deal # ask first once you have moved (Settings can "
    "turn the questions off).",
]

HELP: dict[str, dict[str, list[str] | str]] = {
    "monte_carlo": {
        "rules": [
            f"{MC.CELLS} cards lie in a {MC.SIDE}×{MC.SIDE} grid; the other "
            f"{MC.DECK_SIZE - MC.CELLS} are the stock.",
            "Remove two cards of the same rank that touch: side by side, above, below or "
            "corner to corner. Rows do not wrap.",
            "When no pair is left, compact: the cards slide to the top left in reading order "
            "and the stock fills the empty cells.",
            f"Win by pairing off all {MC.DECK_SIZE} cards ({MC.PAIRS} pairs). You lose when no "
            "pair is left and compacting would change nothing.",
        ],
        "controls": [
            "Click a card, then a touching card of its rank; or drag one onto the other.",
            "Click the stock or press C to compact when the stock glows.",
        ],
        "hard": f"At most {MC.HARD_COMPACTIONS} compactions in a game.",
    },
    "maze": {
        "rules": [
            f"{MZ.IN_PLAY} cards and {MZ.CELLS - MZ.IN_PLAY} gaps on a {MZ.ROWS}×{MZ.COLS} board; "
            "the Kings are out of play.",
            "The board is one line: each row runs on into the next, and the last cell into "
            "the first.",
            "Fill a gap with the card one higher in suit than the card on its left, or one "
            "lower in suit than the card on its right. After a Queen, any Ace fits.",
            "Win when, reading along the line and skipping gaps, the cards form four suit "
            "runs from Ace to Queen.",
        ],
        "controls": [
            "Click a card: the gaps it may fill light up; click one (or drag there).",
            "Click a gap to see which cards fit it. G gives up.",
        ],
        "hard": "Only the card on a gap's left counts.",
    },
    "combo": {
        "rules": [
            f"{words(CB.DEAL_SIZE).capitalize()} cards are dealt in a line. Removing a card "
            f"costs {points(-CB.PENALTY_POINTS)} points and closes the gap: its neighbours "
            "collide.",
            f"If they sit in a run of {CB.RUN_MIN}+ cards going up or down by one, the longest "
            f"such run scores face up (+{points(CB.FACE_UP_POINTS)} each). Otherwise, a shared "
            f"rank or suit scores the pair face down (+{points(CB.FACE_DOWN_POINTS)} each). "
            "Each scoring closes another gap: chain reactions!",
            f"You may relocate a card {times(CB.RELOCATIONS)} per deal "
            f"({times(CB.BONUS_RELOCATIONS)} after a bonus). With 0–{CB.PASS_MAX_LINE} cards "
            f"left you may pass to deal {CB.DEAL_SIZE} more; passing with an empty line gives "
            "a bonus.",
            f"When stock and line are empty, a score of {CB.GOAL} or more wins.",
        ],
        "controls": [
            "Click a card (or Delete/Enter on the focused card) to remove it; hover to preview "
            "what it would score. Drag a card to relocate it.",
            "R lifts the focused card, arrows carry it, Enter drops, Esc cancels.",
            "P, the Pass button or a click on the stock passes.",
        ],
        "hard": f"You need a final score of {CB.HARD_GOAL} or more.",
    },
    "zoomer": {
        "rules": [
            f"{len(C.zoomer_deck())} cards, A–10 in {words(len(C.ZOOMER_SUITS))} suits (Stars "
            f"is the fifth). {len(ZM.SPOTS)} cards form the Matrix: the Trap card, "
            f"{ZM.LEVEL_SIZES[1]} on its corners, {ZM.LEVEL_SIZES[2]} on theirs.",
            f"Clear {words(ZM.MIN_CLEAR)} or more free cards of one rank together (a card "
            "covered only by cards in the set may go too).",
            "Or draw a card; then you must clear it with matching cards or place it in an "
            "empty spot whose supporting cards are all there.",
            f"Win by Trap (remove the Trap card), by Pent ({words(ZM.PENT)} of a rank at "
            "once), or both: "
            "a Slam. Stuck with a card you can neither place nor clear: you lose.",
        ],
        "controls": [
            "Click cards of one rank to select them; Clear button, Enter or double-click "
            "clears. Click the stock (D) to draw; click a glowing spot to place.",
            "Space selects the focused card; Enter clears or places.",
        ],
        "hard": "No reshuffle: when the stock runs out, nothing more can be drawn.",
    },
    "slotker": {
        "rules": [
            f"Each card has a rank and a slot symbol. Deal {words(SK.HAND)} cards: "
            f"{words(SK.HAND)} of a rank or of a symbol is a set. Poker trips beat symbol "
            f"trips; {' > '.join(SR.SYMBOLS)}.",
            "With a pair, give up the odd card to draw one more, or fold.",
            "Run 1 ends at your first set: your high set. Each later run reshuffles and must "
            "make a set that beats it. Beat it in the last run to win.",
            "Three Aces before the last run can never be beaten: an automatic loss.",
        ],
        "controls": [
            "Space or the lever deals. Click a card (or 1–3) to give it up and draw; F folds.",
        ],
        "hard": f"{words(SK.HARD_RUNS).capitalize()} runs instead of {words(SK.NORMAL_RUNS)}.",
    },
}


HELP["slotker_match"] = {
    "title": "a SLOTKER match",
    "rules": [
        f"{words(SM.MIN_SEATS).capitalize()} to {words(SM.MAX_SEATS)} seats share one "
        "machine, each a person or the computer. Every seat starts with the same chips.",
        "A round: each seat in turn plays one run of SLOTKER on its own shuffle, from a fresh "
        "deck, until it makes a set or runs out of cards. Its first set is its best set.",
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


def help_for(game: str) -> dict[str, list[str] | str]:
    return HELP[game]
