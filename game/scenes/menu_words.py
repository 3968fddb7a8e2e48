"""What the menu says, apart from where it draws it: a saved game's name and state, the
wordings a row's note picks from (longest first, the first that fits is shown), and the
line under the tools row. Words only (no drawing), read in the language in force."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game import catalog
from game.i18n import _, ngettext, pgettext
from game.scenes.help_text import made
from game.session import RUN


def saved_title(key: str, extra_saves: Mapping[str, Any]) -> str:
    """A saved game's name in a sentence: "arcade run", "SLOTKER match", "Maze game"."""
    if key == RUN:
        return _("arcade run")
    extra = extra_saves.get(key)
    if extra is not None:
        return _(extra.title)
    return _("{game} game").format(game=catalog.shown_title(key))


def saved_words(key: str, saved: Mapping[str, Any], extra_saves: Mapping[str, Any]) -> str:
    """Which saved game it is: "Your Maze game (saved deal #4)"."""
    if key == RUN:
        return _("Your arcade run (saved at game {game} of {games})").format(
            game=len(saved["parts"]) + 1, games=len(saved["order"])
        )
    if key in extra_saves:
        return _("Your {game} (saved match #{number})").format(
            game=saved_title(key, extra_saves), number=saved.get("seed")
        )
    return _("Your {game} (saved deal #{number})").format(
        game=saved_title(key, extra_saves), number=saved.get("seed")
    )


def leaving_words(key: str, saved: Mapping[str, Any], extra_saves: Mapping[str, Any]) -> str:
    """What leaving the saved game ``key`` records, said of it in one whole sentence ("Your
    Maze game (saved deal #4) counts as abandoned."; a deal the demo played in is a demo
    deal): a language agrees the rest with each subject its own way."""
    demo = bool(saved.get("demo"))
    if key == RUN:
        said = (
            _(
                "The demo played in your arcade run (saved at game {game} of {games}): it "
                "counts as neither a win nor a loss."
            )
            if demo
            else _("Your arcade run (saved at game {game} of {games}) counts as abandoned.")
        )
        return said.format(game=len(saved["parts"]) + 1, games=len(saved["order"]))
    title, number = saved_title(key, extra_saves), saved.get("seed")
    if key in extra_saves:  # a match: never a demo's
        return _("Your {game} (saved match #{number}) counts as abandoned.").format(
            game=title, number=number
        )
    said = (
        _(
            "Your {game} (saved deal #{number}) is a demo deal: it counts as neither a win "
            "nor a loss."
        )
        if demo
        else _("Your {game} (saved deal #{number}) counts as abandoned.")
    )
    return said.format(game=title, number=number)


def deal_notes(saved: Mapping[str, Any], discard_key: str) -> list[str]:
    """A game row's note while a deal of it is saved, from the fullest wording down."""
    mode = pgettext("mode", "hard") if saved.get("hard") else pgettext("mode", "normal")
    n = len(saved.get("moves", []))
    moves = ngettext("{n} move", "{n} moves", n).format(n=n)
    seed = saved.get("seed")
    deal = _("deal #{number}").format(number=seed) if seed is not None else _("your deal")
    key = discard_key
    return [
        _("Continue {deal}, {mode}, {moves} · {key} discards").format(
            deal=deal, mode=mode, moves=moves, key=key
        ),
        _("Continue {deal}, {moves} · {key} discards").format(deal=deal, moves=moves, key=key),
        _("Continue {deal} · {key} discards").format(deal=deal, key=key),
        _("Continue · {key} discards").format(key=key),
    ]


def continue_notes(where: str, label: str) -> tuple[str, ...]:
    """A second item's label while its saved game waits: which one, and where it stands."""
    return (
        _("Continue {where}").format(where=where),
        _("Continue {where}").format(where=where.split(", ")[-1]),
        label,
    )


def hard_notes(game: str, toggle_key: str) -> tuple[str, ...]:
    """The hard-mode row's note: what hard mode changes in ``game``, and its key."""
    title, change = catalog.shown_title(game), hard_change(game)
    return (
        _("In {game}: {change} · {key} toggles").format(game=title, change=change, key=toggle_key),
        _("In {game}: {change}").format(game=title, change=change),
        change,
        toggle_key,
    )


def target_words(
    game: str, focus: str, on_game_row: bool, hard: bool, extra: Any, where: str | None
) -> str:
    """The line under the tools row: on a game row or Hard mode, what hard mode changes
    in that game (beside the arcade runs the hard button has no room to say it); on
    Daily the game (and mode) today's daily deal is of; else the game Deal # plays."""
    title = catalog.shown_title(game)
    if where is not None and extra is not None:
        return _("Continue your {game}: {where}").format(game=_(extra.title), where=where)
    if focus == "daily":
        if hard:
            return _("Daily deals today's {game} in hard mode").format(game=title)
        return _("Daily deals today's {game}").format(game=title)
    if on_game_row or focus == "hard":  # the hard button is narrow
        change = hard_change(game)  # "" for a game whose help says nothing
        if change:
            return _("Hard mode in {game}: {change}").format(game=title, change=change)
    return _("Deal # plays {game}").format(game=title)


def hard_change(game: str) -> str:
    """What hard mode changes in ``game``, in a few words: its help page's ``hard_short``
    (written from the rules' constants), "" for a game whose page has none."""
    info = catalog.get(game)
    page = made(info.help) if info.help else {}
    return str(page.get("hard_short", ""))
