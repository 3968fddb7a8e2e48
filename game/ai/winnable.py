""" "Can this deal be won?": a yes with a move count, a no, or "not proven", for the games
with a solver (Monte Carlo and Maze).

Separate from hints: a hint says what to do next, a verdict answers one
question about the position as it stands. The search stops on a node budget,
never on the clock, so a position gets the same verdict on any machine. In
Maze's hard mode the answer counts only lines within the moves left; in Monte
Carlo's hard mode, only lines within the compactions left.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import catalog
from game.i18n import _, ngettext
from game.rules.base import Game


def judges(name: str) -> bool:
    """Whether the game ``name`` has a solver to give a verdict (its catalog entry says)."""
    info = catalog.find(name)
    return info is not None and info.has_verdict


@dataclass(frozen=True)
class Verdict:
    """``answer`` is "yes" (``moves`` is the length of a winning line found), "no"
    (proven: no line wins) or "unknown" (no line found within the search's budget)."""

    answer: str
    moves: int | None = None

    def text(self, at_start: bool = False) -> str:
        """The answer in the player's words, for a button's reply; ``at_start``: no move
        is played yet, so a lost deal never could be won."""
        if self.answer == "yes":
            n = self.moves or 0
            if n == 0:
                return _("Yes: the deal is won.")
            return ngettext("Yes, in {n} move.", "Yes, in {n} moves.", n).format(n=n)
        if self.answer == "no":
            if at_start:
                return _("No: this deal cannot be won.")
            return _("No: this deal can no longer be won.")
        return _("Not proven: no winning line found, and no proof there is none.")


def verdict(game: Game, nodes: int | None = None) -> Verdict:
    """Whether ``game`` can still be won from here, searched within ``nodes`` (default
    per game: the catalog's ``verdict_nodes``). A game with no solver raises ValueError."""
    if not judges(game.NAME):
        raise ValueError(
            f"{game.TITLE or game.NAME} has no solver to answer whether a deal can be won; "
            f"only {', '.join(catalog.with_(lambda i: i.has_verdict))} do"
        )
    info = catalog.get(game.NAME)
    if nodes is None:
        nodes = info.verdict_nodes
    if nodes < 0:
        raise ValueError(f"nodes must be 0 or more, not {nodes}")
    sol = catalog.load(info.solver)(game, nodes)
    if sol.winnable:
        return Verdict("yes", len(sol.line))
    if sol.winnable is False:
        return Verdict("no")
    return Verdict("unknown")
