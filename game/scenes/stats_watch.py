"""*Watch* in Statistics: the recent results of a game (or of a game's own kind: SLOTKER's
matches) as rows, and the rows of its high-score tables, each opening the replay of its
deal (a match on its own table); a deal recorded before moves were kept says plainly that
it has no replay."""

from __future__ import annotations

import pygame

from game.engine import paint, theme, ui
from game.engine.scores import clock, moves_words, outcome_word
from game.i18n import N_, _, pgettext
from game.session import kinds
from game.session.replay import Replay, ReplayError

NO_REPLAY = N_("No replay exists for this deal: it was recorded before moves were kept")
RECENT = 10


class Watcher:
    """Rows drawn this frame that a click (or Enter on the chosen one) watches."""

    def __init__(self, scene) -> None:  # the StatsScene that owns it
        self.scene = scene
        self.spots: list[tuple[pygame.Rect, dict]] = []
        self.chosen = 0
        self.note, self.note_time = "", 0.0

    def watch(self, result: dict) -> None:
        """The replay of ``result``'s deal, or a plain word that none was kept."""
        app = self.scene.app
        line = app.ledger.replay(result["id"]) if result.get("id") else None
        if line is None:
            self.note, self.note_time = _(NO_REPLAY), 6.0
            app.play_sound("error")
            return
        try:
            Replay(line)  # checked through today's rules before the table opens
        except ReplayError as exc:
            self.note = _("This replay cannot be played: {reason}").format(reason=exc)
            self.note_time = 6.0
            return
        # how it ended, from its result: a give-up is no move, so the line alone cannot say
        line = {**line, "outcome": result.get("outcome")}
        self.scene.manager.replace(line["game"], replay=line)

    def click(self, pos) -> bool:
        for rect, result in self.spots:
            if rect.collidepoint(pos):
                self.watch(result)
                return True
        return False

    def step(self, dr: int) -> None:
        self.chosen = max(0, min(RECENT - 1, self.chosen + dr))

    def watch_chosen(self) -> None:
        results = self.recent()
        if results:
            self.watch(results[min(self.chosen, len(results) - 1)])

    def recent(self) -> list[dict]:
        s = self.scene
        hard = s.hard and kinds.find(s.game) is None  # a game's own kind has no modes
        return list(reversed(s.app.stats.record(s.game, hard)["results"]))[:RECENT]

    def draw_recent(self, surface: pygame.Surface, top: int) -> None:
        """The last results, newest first: date, outcome, moves, time, and Watch."""
        w, h = surface.get_size()
        x0, width = max(20, (w - 1180) // 2), min(1180, w - 40)
        results = self.recent()
        step = max(34, min(44, (h - 60 - top) // RECENT))  # ten rows above the keys line
        if not results:
            ui.blit_text(surface, _("none yet"), 22, (x0, top), ui.DIM)
        kept = self.scene.app.ledger.replay_ids
        for i, r in enumerate(results):
            row = pygame.Rect(x0, top + i * step, width, step - 6)
            on = i == min(self.chosen, len(results) - 1)
            paint.rect(surface, theme.BUTTON_LIT if on else theme.TILE, row, border_radius=8)
            score = ""
            if r.get("score") is not None:
                score = "  ·  " + _("score {score}").format(score=f"{r['score']:g}")
            outcome = outcome_word(str(r["outcome"]))
            words = (
                f"{r.get('date', '')}  ·  #{r.get('seed')}  ·  {outcome}"
                f"  ·  {moves_words(int(r.get('moves', 0)))}  ·  {clock(r.get('seconds'))}{score}"
            )
            label = pgettext("replay", "Watch") if r.get("id") in kept else _("no replay")
            at = ui.blit_text(
                surface, label, 22, (row.right - 12, row.centery), ui.GOLD, "midright"
            )
            # the page's text size; the last parts left out where a row has no room for all
            said = ui.fit(ui.shorter(words, "  ·  "), 22, at.x - 24 - row.x)
            ui.blit_fitted(surface, said, (row.x + 12, row.centery), ui.INK, "midleft")
            self.spots.append((row, r))

    def draw_note(self, surface: pygame.Surface) -> None:
        if self.note_time > 0:
            w, h = surface.get_size()
            ui.blit_text(surface, self.note, 22, (w // 2, h - 56), ui.BAD, "center")

    def tick(self, dt: float) -> None:
        self.note_time = max(0.0, self.note_time - dt)
