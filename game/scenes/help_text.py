"""What every help page shares, and each page's words as its game declares them.

A game's page lives in its own folder (``help.py``: ``page()``, named by its catalog
entry's ``help=``), made from its rules' constants when it is asked for, so it is in
the language in force and follows a changed constant at once. What all pages share is
here: the keys every game has, how a deal counts, and the small helpers the games'
pages write with (a key's label, a counted phrase, a score as the player reads it).

Kept as data, apart from the drawing, so the words can be checked against RULES.md
and the key table in one place. Every number a player reads comes from the rules'
constants (read through the modules), never from a literal copy.
"""

from __future__ import annotations

from typing import Any

from game import catalog
from game.engine.booklet import cap
from game.engine.input import KEYS, Keymap
from game.engine.words import words
from game.i18n import _, language

Page = dict[str, list[str] | str]  # "what", "rules", "controls", "hard", "hard_short", "title"

__all__ = [
    "Page", "cap", "common_keys", "counted", "help_for", "key_label", "made", "points",
    "results_policy",
]  # fmt: skip


def points(x: float) -> str:
    """A score as the player reads it: 2, not 2.0; 0.5 stays 0.5 (0,5 in Russian)."""
    text = f"{x:g}"
    return text.replace(".", ",") if language() == "ru" else text


def key_label(action: str, most: int = 1, keys: Keymap = KEYS) -> str:
    """What a player presses for ``action``, read from the key table (``keys``: a game's
    layer over it, for the game's own actions and its keys that differ)."""
    return keys.label(action, most)


def counted(phrase: str, n: int, **kw: Any) -> str:
    """A counted phrase (``ngettext``'s form for ``n``) whose number reads as a word in
    English ('eight cards') and a figure elsewhere ('8 карт'): ``{count}`` in the phrase."""
    return phrase.format(count=words(n), n=n, **kw)


def common_keys() -> list[str]:
    """The keys every game shares, read from the table when the page is laid out (the
    player's own keys, or a controller's buttons after a controller press)."""
    k = key_label
    return [
        _("Arrows: move the focus cursor.  {select} / {act}: act on it.").format(
            select=k("select"), act=k("act")
        ),
        _("{undo}: undo.  {redo}: redo.  {hint}: hint.  {give_up}: give up.").format(
            undo=k("undo", 2), redo=k("redo"), hint=k("hint"), give_up=k("give_up")
        ),
        _("{new}: new deal.  {restart}: restart.  {quit}: quit (the game is kept).").format(
            new=k("new", 2), restart=k("restart"), quit=k("quit")
        ),
        _(
            "{back}: pause.  {help}: this help.  {mute}: sound on/off.  {fullscreen}: full screen."
        ).format(back=k("back"), help=k("help", 2), mute=k("mute"), fullscreen=k("fullscreen")),
        _(
            "{demo}: the demo (the bot plays on; any key or click hands control back).  "
            "{tutorial}: tutorial."
        ).format(demo=k("demo"), tutorial=k("tutorial")),
    ]


def results_policy() -> list[str]:
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


def made(ref: catalog.Ref) -> Page:
    """The page a catalog entry's help ref names: a function is called now (a built-in
    game's ``page``, made in the language in force), a dict is the page as written (a
    plugin may give one)."""
    found = catalog.load(ref)
    return found() if callable(found) else found


def help_for(page: str) -> Page:
    """A help page's words: the page its catalog entry names (a game, or one of a game's
    own pages such as the SLOTKER match). KeyError for a page that is not known. A
    game's ``what`` is one or two sentences for the collection's page."""
    found = catalog.page(page)
    if found is None or found[0] is None:
        raise KeyError(page)
    return made(found[0])
