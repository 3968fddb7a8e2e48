"""What the help overlay says about each game: rules in short, controls, hard mode.

Kept as data, apart from the drawing, so the words can be checked against
RULES.md and the key table in one place.
"""

from __future__ import annotations

COMMON_KEYS = [
    "Arrows: move the focus cursor.  Enter / Space: act on it.",
    "Ctrl+Z or U: undo.  Ctrl+Y: redo.  N: new deal.  H: hint.",
    "Esc: pause.  F1 or ?: this help.  M: sound on/off.  F11: full screen.",
]

HELP: dict[str, dict[str, list[str] | str]] = {
    "monte_carlo": {
        "rules": [
            "25 cards lie in a 5×5 grid; the other 27 are the stock.",
            "Remove two cards of the same rank that touch: side by side, above, below or "
            "corner to corner. Rows do not wrap.",
            "When no pair is left, compact: the cards slide to the top left in reading order "
            "and the stock fills the empty cells.",
            "Win by pairing off all 52 cards. You lose when no pair is left and compacting "
            "would change nothing.",
        ],
        "controls": [
            "Click a card, then a touching card of its rank; or drag one onto the other.",
            "Click the stock or press C to compact when the stock glows.",
        ],
        "hard": "At most 7 compactions in a game.",
    },
    "maze": {
        "rules": [
            "48 cards and 6 gaps on a 6×9 board; the Kings are out of play.",
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
            "Nine cards are dealt in a line. Removing a card costs 2 points and closes the "
            "gap: its neighbours collide.",
            "If they sit in a run of 3+ cards going up or down by one, the longest such run "
            "scores face up (+1 each). Otherwise, a shared rank or suit scores the pair "
            "face down (+0.5 each). Each scoring closes another gap: chain reactions!",
            "Once per deal you may relocate a card (twice after a bonus). With 0–2 cards left "
            "you may pass to deal 9 more; passing with an empty line gives a bonus.",
            "When stock and line are empty, a score of 1 or more wins.",
        ],
        "controls": [
            "Click a card (or Delete/Enter on the focused card) to remove it; hover to preview "
            "what it would score. Drag a card to relocate it.",
            "R lifts the focused card, arrows carry it, Enter drops, Esc cancels.",
            "P, the Pass button or a click on the stock passes.",
        ],
        "hard": "You need a final score of 4 or more.",
    },
    "zoomer": {
        "rules": [
            "50 cards, A–10 in five suits (Stars is the fifth). 13 cards form the Matrix: "
            "the Trap card, 4 on its corners, 8 on theirs.",
            "Clear two or more free cards of one rank together (a card covered only by cards "
            "in the set may go too).",
            "Or draw a card; then you must clear it with matching cards or place it in an "
            "empty spot whose supporting cards are all there.",
            "Win by Trap (remove the Trap card), by Pent (five of a rank at once), or both: "
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
            "Each card has a rank and a slot symbol. Deal three cards: three of a rank or of "
            "a symbol is a set. Poker trips beat symbol trips; BAR > BELL > PLUM > ORANGE > "
            "CHERRIES > LEMON.",
            "With a pair, give up the odd card to draw one more, or fold.",
            "Run 1 ends at your first set: your high set. Each later run reshuffles and must "
            "make a set that beats it. Beat it in the last run to win.",
            "Three Aces before the last run can never be beaten: an automatic loss.",
        ],
        "controls": [
            "Space or the lever deals. Click a card (or 1–3) to give it up and draw; F folds.",
        ],
        "hard": "Three runs instead of two.",
    },
}


def help_for(game: str) -> dict[str, list[str] | str]:
    return HELP[game]
