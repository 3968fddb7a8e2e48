"""How a deal's end is shown: the celebration of a win, then the result overlay with the
deal's figures, and the high-score and daily lines."""

from __future__ import annotations

from game.engine.scores import daily_summary, new_entries
from game.scenes.table_draw import NO

CELEBRATION = 2.2  # seconds of cascade before the result screen of a win


class TableResult:
    """The end of a deal on screen; a base of ``TableScene``."""

    def show_result(self) -> None:
        """The deal is over: a win first gets its celebration (the cards cascade off the
        table to a fanfare) for CELEBRATION seconds, or until a key or click, and then
        the result screen with the figures of the deal."""
        if self.result_shown or self.session.playing:
            return
        self.result_shown = True
        self.fx.clear_banners()  # the result is the one banner now
        won = self.session.status == "won"
        self.app.play_sound("fanfare" if won else "lose")
        self.on_result(won)
        if self.app.stats.problem:
            self.say(self.app.stats.problem, NO)
        if won and float(self.app.settings["anim_speed"]) > 0:
            self.celebrate()
            self.result_due = CELEBRATION
        else:
            self.push_result()

    def celebrate(self) -> None:
        """Launch every card on show into the cascade (they leave the table), and more
        from the deck when the table is nearly empty."""
        art = self.art
        cards = []
        for spr in sorted(self.sprites.values(), key=lambda s: s.z):
            if spr.visible:
                cards.append((art.face(spr.card), spr.screen_rect(self.vp, art)))  # all face up
                spr.visible = False
        deck = list(self.game.deck) if self.game is not None else []
        self.fx.rng.shuffle(deck)
        self.cascade.launch(cards, [art.face(card) for card in deck[:16]])

    def push_result(self) -> None:
        """The result overlay: title, lines, the figures of the deal, its buttons."""
        self.result_due = 0.0
        if self.session.playing:
            return  # undone meanwhile
        won = self.session.status == "won"
        gave_up = self.session.status == "gave_up"
        title, lines = self.gave_up_text() if gave_up else self.result_text()
        buttons = ("new", "restart", "menu")
        if self.can_undo() and not won:
            buttons = ("new", "undo", "restart", "menu")
        if self.session.status == "lost" and not self.session.history:
            lines = ["This deal had no move from the start: it counts as lost.", *lines]
        lines = [*lines, *self.record_lines()]
        self.manager.push(
            "result",
            title=title,
            lines=lines,
            won=won,
            buttons=buttons,
            figures=self.result_figures(),
        )

    def record_lines(self) -> list[str]:
        """Under the figures: a demo deal's note, a new high score, the daily deal's line."""
        s = self.session
        if getattr(s, "tutorial", False):
            return ["A tutorial deal: it is not counted"]
        if getattr(s, "demo", False):
            return ["A demo deal: it counts as neither a win nor a loss"]
        rid = getattr(s, "result_id", None)
        if rid is None:
            return []
        results = self.app.stats.record(s.name, s.hard)["results"]
        lines = []
        places = new_entries(s.name, results, rid)
        if places:
            lines.append("New high score: " + ", ".join(places) + "!")
        mine = next((r for r in results if r.get("id") == rid), None)
        if mine is not None and mine.get("daily"):
            lines.append(daily_summary(mine))
        return lines
