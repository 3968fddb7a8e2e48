"""The help page of the collection as a whole, and the sections every help page is made of.

The menu's Help (and F1 while the menu's focus is not on a game row) opens
the "arcade" page: what each game is, the keys that work everywhere, what
hard mode means in each game and how deals count. It reuses the per-game
data of ``help_text`` (each game's description and hard-mode line, the common keys,
the results policy), so the collection page and the game pages never disagree.
"""

from __future__ import annotations

from game.engine.input import MENU_KEYS as KM
from game.engine.words import words
from game.rules import TITLES
from game.scenes.help_text import RESULTS_POLICY, common_keys, help_for
from game.session.run_points import INTRO, published

ARCADE = "arcade"  # the name of the collection's page


def menu_keys() -> list[str]:
    """The menu's keys, read from the table when the page is laid out."""
    return [
        f"In the menu: arrows move, {KM.label('select')} chooses, or click. "
        f"{KM.label('hard')}: hard mode on or off.",
        f"{KM.label('deal_number')}: play a deal by number "
        "(for the game row in focus, shown in gold).",
        f"{KM.label('help', 2)}: this page, or a game's own page while its row has the focus.",
        f"{KM.label('discard')}: throw away the saved game of the row in focus. "
        f"{KM.label('mute')}: sound. {KM.label('back')}: quit.",
        "On the help pages opened from the menu, Left and Right turn the page.",
    ]


Section = tuple[str, list[str]]  # a heading and its paragraphs


def arcade_sections() -> list[Section]:
    """The collection's page."""
    return [
        ("The games", [f"{TITLES[g]}: {help_for(g)['what']}" for g in TITLES]),
        ("Controls everywhere", [*common_keys(), *menu_keys()]),
        ("Hard mode in each game", [f"{TITLES[g]}: {help_for(g)['hard']}" for g in TITLES]),
        ("How deals count", list(RESULTS_POLICY)),
        ("Arcade run: the points of each game", [INTRO, *(f"{t}: {h}." for t, h in published())]),
    ]


def game_sections(game: str) -> list[Section]:
    """One game's page: its rules, its keys and the common ones, deals, hard mode."""
    info = help_for(game)
    return [
        ("Rules", list(info["rules"])),
        ("Controls", [*info["controls"], *common_keys()]),
        ("How deals count", list(RESULTS_POLICY)),
        ("Hard mode", [str(info["hard"])]),
    ]


def sections(page: str) -> list[Section]:
    return arcade_sections() if page == ARCADE else game_sections(page)


def page_title(page: str) -> str:
    if page == ARCADE:
        return f"Patience Arcade: the {words(len(TITLES))} games"
    return f"How to play {help_for(page).get('title', TITLES.get(page, ''))}"


PAGES: tuple[str, ...] = (ARCADE, *TITLES)  # the order Left and Right turn through
