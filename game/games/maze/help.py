"""Maze's help page and the booklet's sentences about it, written from its rules' constants
when asked for (its catalog entry names both: ``help=``, ``booklet_sentences=``), so a
changed constant changes the words and they are in the language in force. Maze has no
keys of its own: its page names the shared ones."""

from __future__ import annotations

from game.engine.words import words
from game.games.maze import rules as MZ
from game.i18n import _, ngettext
from game.scenes.help_text import Page, cap, key_label


def _budget() -> int | None:
    """Maze's hard mode: a move budget where the rules have one (RULES.md)."""
    return getattr(MZ, "MOVE_BUDGET", None)


def _hard() -> str:
    """What hard mode changes, as the page's hard-mode section says it."""
    budget = _budget()
    if budget is None:
        return _("Only the card on a gap's left counts.")
    return ngettext(
        "A budget of {n} move: the deal is lost when it is spent before the runs are "
        "made. The moves left show beside the board.",
        "A budget of {n} moves: the deal is lost when it is spent before the runs are "
        "made. The moves left show beside the board.",
        budget,
    ).format(n=budget)


def page() -> Page:
    """Maze's help page, made now: in the language in force, from the rules' constants and
    the player's keys."""
    budget = _budget()
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
            ).format(verdict=key_label("verdict")),
            _(
                "Click a gap to see which cards fit it. The number in a gap is its cell (0 at "
                "the top left, in reading order), as the messages name it."
            ),
            _(
                "Progress: cards that follow their suit predecessor in reading order, and the "
                "cards already in place from cell 0."
            ),
        ],
        "hard": _hard(),
        "hard_short": (
            ngettext("{n} move in all", "{n} moves in all", budget).format(n=budget)
            if budget is not None
            else _("left of a gap only")
        ),
    }


def booklet_sentences() -> dict[str, str]:
    """The booklet's sentences about Maze, by the name of their mark in it."""
    gaps = MZ.CELLS - MZ.IN_PLAY
    return {
        "maze_end": cap(
            ngettext(
                "{count} gap on a wrapping line always leaves a move, so a normal deal only "
                "ends by winning or giving up; a hard deal is also lost when its move budget "
                "is spent.",
                "{count} gaps on a wrapping line always leave a move, so a normal deal only "
                "ends by winning or giving up; a hard deal is also lost when its move budget "
                "is spent.",
                gaps,
            ).format(count=words(gaps))
        ),
        "maze_hard": ngettext(
            "**Hard mode.** The same moves, within a budget of {n} move for every deal: the "
            "deal is lost when it is spent before the runs are made. The moves left show "
            "beside the board.",
            "**Hard mode.** The same moves, within a budget of {n} moves for every deal: the "
            "deal is lost when they are spent before the runs are made. The moves left show "
            "beside the board.",
            MZ.MOVE_BUDGET,
        ).format(n=MZ.MOVE_BUDGET),
    }
