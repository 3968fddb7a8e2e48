"""The help page of the collection as a whole, and the sections every help page is made of.

The menu's Help (and F1 while the menu's focus is not on a game row) opens
the "arcade" page: what each game is, the keys that work everywhere, what
hard mode means in each game and how deals count. It reuses the per-game
data of ``help_text`` (each game's hard-mode line, the common keys, the
results policy), so the collection page and the game pages never disagree.
"""

from __future__ import annotations

from game.engine.input import MENU_KEYS as KM
from game.engine.words import words
from game.rules import TITLES
from game.rules import combo as CB
from game.rules import maze as MZ
from game.rules import monte_carlo as MC
from game.rules import slotker as SK
from game.rules import zoomer as ZM
from game.scenes.help_text import COMMON_KEYS, RESULTS_POLICY, help_for

ARCADE = "arcade"  # the name of the collection's page

# one or two sentences per game: what it is, for someone who has never played it
WHAT: dict[str, str] = {
    "zoomer": f"A pyramid of {len(ZM.SPOTS)} overlapping cards. Clear free cards of one rank "
    "together, draw from the stock and place cards back; remove the Trap card at the bottom "
    f"or clear {words(ZM.PENT)} of a rank at once to win.",
    "combo": f"A line of {words(CB.DEAL_SIZE)} cards. Removing one closes the gap, and the cards "
    "that meet may score as a run or a pair and close another gap: plan chain reactions "
    "and finish with enough points.",
    "slotker": f"Poker meets the slot machine: deal {words(SK.HAND)} cards and make a set of "
    "ranks or slot symbols, then beat your first set in the runs that follow.",
    "maze": f"{MZ.IN_PLAY} cards and a few gaps on one long line. Move cards into gaps "
    "next to their suit neighbours until four suit runs from Ace to Queen read along "
    "the board.",
    "monte_carlo": f"A {MC.SIDE}×{MC.SIDE} grid. Pair touching cards of a rank; the grid "
    "closes up and refills from the stock. Pair off the whole deck to win.",
}

MENU_KEYS = [
    f"In the menu: arrows move, {KM.label('select')} chooses, or click. "
    f"{KM.label('hard')}: hard mode on or off.",
    f"{KM.label('deal_number')}: play a deal by number (for the game row in focus, shown in gold).",
    f"{KM.label('help', 2)}: this page, or a game's own page while its row has the focus.",
    f"{KM.label('discard')}: throw away the saved game of the row in focus. "
    f"{KM.label('mute')}: sound. {KM.label('back')}: quit.",
    "On the help pages opened from the menu, Left and Right turn the page.",
]

Section = tuple[str, list[str]]  # a heading and its paragraphs


def arcade_sections() -> list[Section]:
    """The collection's page."""
    return [
        ("The games", [f"{TITLES[g]}: {WHAT[g]}" for g in TITLES]),
        ("Controls everywhere", [*COMMON_KEYS, *MENU_KEYS]),
        ("Hard mode in each game", [f"{TITLES[g]}: {help_for(g)['hard']}" for g in TITLES]),
        ("How deals count", list(RESULTS_POLICY)),
    ]


def game_sections(game: str) -> list[Section]:
    """One game's page: its rules, its keys and the common ones, deals, hard mode."""
    info = help_for(game)
    return [
        ("Rules", list(info["rules"])),
        ("Controls", [*info["controls"], *COMMON_KEYS]),
        ("How deals count", list(RESULTS_POLICY)),
        ("Hard mode", [str(info["hard"])]),
    ]


def sections(page: str) -> list[Section]:
    return arcade_sections() if page == ARCADE else game_sections(page)


def page_title(page: str) -> str:
    if page == ARCADE:
        return "Patience Arcade: the five games"
    return f"How to play {help_for(page).get('title', TITLES.get(page, ''))}"


PAGES: tuple[str, ...] = (ARCADE, *TITLES)  # the order Left and Right turn through
