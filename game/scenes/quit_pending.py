"""Quitting while changes could not be written: the player is asked before they are lost.

A full disk (or a folder that cannot be written) leaves results, saves and settings
pending in memory (game.store.ledger): play goes on and they are written as soon as a
write works. Quitting then used to drop them with one line on stderr nobody reads. So
quitting asks first (game.app.App.quit): how many changes, which deals they are, and
Retry (after making room: everything is written, then the game quits) or Quit anyway.
Esc goes back to where the player was, where play goes on from memory as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from game import catalog
from game.engine.input import KEYS
from game.engine.scores import outcome_word
from game.i18n import _, ngettext, pgettext
from game.scenes.overlay import ConfirmScene
from game.session import RUN

SHOWN = 4  # deals named one by one; the rest are counted


def deal_words(game: str, seed: int | None, what: str) -> str:
    """One pending change's deal: "Maze, deal #5: gave up"."""
    if what == "withdrawn":
        return _("a result taken back")
    title = _("Arcade run") if game == RUN else catalog.shown_title(game)
    if what == "saved":
        state = pgettext("pending", "in progress")
    elif what == "forgotten":
        state = pgettext("pending", "saved game discarded")
    else:
        state = outcome_word(what)
    if seed is None:
        # TRANSLATORS: a game not yet written to disk at quit, and where it stands
        return _("{game}: {state}").format(game=title, state=state)
    # TRANSLATORS: a deal not yet written to disk at quit, and where it stands
    return _("{game}, deal #{number}: {state}").format(game=title, number=seed, state=state)


def pending_words(
    count: int, deals: Sequence[tuple[str, int | None, str]], settings: bool, failed: bool
) -> str:
    """The question: how many changes could not be written, which deals (and the
    settings) they are, and what each answer does."""
    named = [deal_words(*deal) for deal in deals]
    if settings:
        named.append(_("your settings"))
    lines = [
        ngettext(
            "{n} change could not be written:", "{n} changes could not be written:", count
        ).format(n=count),
        *named[:SHOWN],
    ]
    if len(named) > SHOWN:
        more = len(named) - SHOWN
        lines.append(ngettext("and {n} more", "and {n} more", more).format(n=more))
    if failed:
        lines.append(_("Writing failed again."))
    lines.append(
        ngettext(
            "Make room on the disk and retry, or quit and lose it.",
            "Make room on the disk and retry, or quit and lose them.",
            count,
        )
    )
    return "\n".join(lines)


class QuitPendingScene(ConfirmScene):
    """Retry (first, so Enter retries) writes everything pending and quits when that
    worked, else says it failed again with the count as it now stands; Quit anyway
    quits; Esc goes back. No letter answers: a stray key must not lose anything."""

    keys = KEYS

    def __init__(self, app) -> None:
        self.failed = False
        super().__init__(
            app,
            question=self.words(app, failed=False),
            choice=None,
            title=_("Not everything is saved"),
            yes=_("Retry"),
            no=_("Quit anyway"),
        )

    @staticmethod
    def words(app, failed: bool) -> str:
        """The question as things stand now."""
        ledger = app.ledger
        settings = app.settings.unsaved > 0
        return pending_words(ledger.unsaved, ledger.pending_deals(), settings, failed)

    def yes(self) -> None:
        """Retry: everything pending written, then the game quits; or asked again."""
        if self.app.keep_all():
            self.app.quit_now()
            return
        self.failed = True
        self.question = self.words(self.app, failed=True)
        self.layout()

    def no(self) -> None:
        """Quit anyway: what could not be written is lost (and said on stderr)."""
        self.app.quit_now()

    def on_back(self) -> None:
        """Esc: back to the game, nothing lost yet."""
        self.close(None)
