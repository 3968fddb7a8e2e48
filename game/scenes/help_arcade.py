"""The help page of the collection as a whole, and the sections every help page is made of.

The menu's Help (and F1 while the menu's focus is not on a game row) opens
the "arcade" page: what each game is, the keys that work everywhere, what
hard mode means in each game and how deals count. It reuses each game's
own page (its description and hard-mode line, through ``help_text.help_for``) and what
``help_text`` keeps for every page (the common keys, the results policy), so the
collection page and the game pages never disagree.
"""

from __future__ import annotations

from game import catalog
from game.engine.input import MENU_KEYS as KM
from game.i18n import _, ngettext
from game.rules import TITLES
from game.scenes.help_text import common_keys, help_for, results_policy
from game.session.run_points import intro, published

ARCADE = "arcade"  # the name of the collection's page


def menu_keys() -> list[str]:
    """The menu's keys, with the player's keys in them, in the player's language."""
    return [
        _("In the menu: arrows move, {select} chooses, or click. {hard}: hard mode on or off.")
        .format(select=KM.label("select"), hard=KM.label("hard")),
        _("{key}: play a deal by number (for the game row in focus, shown in gold).")
        .format(key=KM.label("deal_number")),
        _("{keys}: this page, or a game's own page while its row has the focus.")
        .format(keys=KM.label("help", 2)),
        _("{discard}: throw away the saved game of the row in focus. {mute}: sound. "
          "{back}: quit.")
        .format(discard=KM.label("discard"), mute=KM.label("mute"), back=KM.label("back")),
        _("On the help pages opened from the menu, Left and Right turn the page."),
    ]  # fmt: skip


Section = tuple[str, list[str]]  # a heading and its paragraphs


def arcade_sections() -> list[Section]:
    """The collection's page."""
    title = catalog.shown_title
    return [
        (_("The games"), [f"{title(g)}: {help_for(g)['what']}" for g in TITLES]),
        (_("Controls everywhere"), [*common_keys(), *menu_keys()]),
        (_("Hard mode in each game"), [f"{title(g)}: {help_for(g)['hard']}" for g in TITLES]),
        (_("How deals count"), results_policy()),
        (
            _("Arcade run: the points of each game"),
            [intro(), *(f"{t}: {h}." for t, h in published(shown=True))],
        ),
    ]


def game_sections(game: str) -> list[Section]:
    """One game's page: its rules, its keys and the common ones, deals, hard mode."""
    info = help_for(game)
    return [
        (_("Rules"), list(info["rules"])),
        (_("Controls"), [*info["controls"], *common_keys()]),
        (_("How deals count"), results_policy()),
        (hard_heading(), [str(info["hard"])]),
    ]


def hard_heading() -> str:
    """The heading of a page's hard-mode section, which the help draws in the accent."""
    return _("Hard mode")


def sections(page: str) -> list[Section]:
    return arcade_sections() if page == ARCADE else game_sections(page)


def page_title(page: str) -> str:
    if page == ARCADE:
        n = len(TITLES)
        return ngettext(
            "Patience Arcade: the {n} game", "Patience Arcade: the {n} games", n
        ).format(n=n)
    title = help_for(page).get("title") or catalog.shown_title(page)
    return _("How to play {game}").format(game=title)


PAGES: tuple[str, ...] = (ARCADE, *TITLES)  # the order Left and Right turn through
