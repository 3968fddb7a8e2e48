"""What the menu does with a deal code (from *Open code* or ``--code``): a code without
moves starts its deal (asking first when that would abandon a saved deal of the game,
as a deal number does); a code with moves asks "watch it" or "play this deal and try
to beat it", and the second shows the moves and the time to beat on the table. A match
code (a game's own kind, SLOTKER's match) is watched on the match's table: it asks
"watch it" alone. Each says how the game ended: won, lost, given up (with its score,
where the game keeps one), a match over, or unfinished."""

from __future__ import annotations

from game.engine import ui
from game.i18n import N_, _, ngettext
from game.session.codes import CodeError, DealCode, decode, describe
from game.session.replay import Replay

CHOICES = (  # marked here, translated when the dialog draws them
    ("watch", N_("Watch it")),
    ("beat", N_("Play this deal and try to beat it")),
    ("cancel", N_("Cancel")),
)
WATCH_ONLY = tuple(c for c in CHOICES if c[0] != "beat")  # a match code: no one deal to beat


class CodeOpener:
    """The menu's half of a deal code: the code waiting for an answer, and its deal."""

    def __init__(self, menu) -> None:  # the MenuScene that owns it
        self.menu = menu
        self.code: DealCode | None = None
        self.beat = False  # the deal is played to beat the code's moves and time

    def ask(self) -> None:
        self.menu.manager.push("open_code")

    def open(self, given: str | DealCode) -> bool:
        """Act on a code: read already (*Open code* reads it off the frame thread) or its
        text (``--code``, read at start-up); a text that does not read is said in one line
        (False)."""
        if isinstance(given, DealCode):
            code = given
        else:
            try:
                code = decode(given)
            except CodeError as exc:
                self.menu.show_toast(str(exc)[:1].upper() + str(exc)[1:])
                self.menu.app.play_sound("error")
                return False
        self.code, self.beat = code, False
        if code.moves is None:
            self.start()
        else:
            lines = [describe(code), self.to_beat(code)]
            items = CHOICES if code.terms is None else WATCH_ONLY
            self.menu.manager.push(
                "pause", game=code.game, lines=lines, items=items, title=_("A played game")
            )
        return True

    @staticmethod
    def to_beat(code: DealCode, on_table: bool = False) -> str:
        """How the game in the code ended: the moves and time to beat (``on_table``: as the
        table's line says it, "To beat: won in 12 moves and 3:05"); a given-up game's
        score, where its game keeps one."""
        end, score = code.end, code.score  # read as it was decoded
        if end is None:
            replay = Replay(code.line())
            end = replay.final.status
            score = replay.final.score if replay.kind is None else None
        end = "gave_up" if code.gave_up else end
        minutes, seconds = divmod(code.seconds, 60)
        n, time = len(code.moves or ()), f"{minutes}:{seconds:02d}"
        if end == "gave_up":
            return given_up_words(n, time, score, on_table)
        if end == "over":
            said = ngettext("Over after {n} move and {time}", "Over after {n} moves and {time}", n)
            return said.format(n=n, time=time)
        if end == "won" and on_table:
            said = ngettext(
                "To beat: won in {n} move and {time}", "To beat: won in {n} moves and {time}", n
            )
        elif end == "lost" and on_table:
            said = ngettext(
                "To beat: lost in {n} move and {time}", "To beat: lost in {n} moves and {time}", n
            )
        elif on_table:
            said = ngettext(
                "To beat: unfinished after {n} move and {time}",
                "To beat: unfinished after {n} moves and {time}",
                n,
            )
        elif end == "won":
            said = ngettext("Won in {n} move and {time}", "Won in {n} moves and {time}", n)
        elif end == "lost":
            said = ngettext("Lost in {n} move and {time}", "Lost in {n} moves and {time}", n)
        else:
            said = ngettext(
                "Unfinished after {n} move and {time}", "Unfinished after {n} moves and {time}", n
            )
        return said.format(n=n, time=time)

    def choose(self, choice) -> bool:
        """The answer to "watch it or beat it"; True when it was one."""
        code = self.code
        if code is None or choice not in ("watch", "beat", "cancel", "confirmed_code"):
            return False
        if choice == "watch":
            self.menu.manager.replace(code.game, replay=code.line())
        elif choice == "beat":
            self.beat = True
            self.start()
        elif choice == "confirmed_code":
            self.menu.discard(code.game)
            self.start(asked=True)
        return True

    def start(self, asked: bool = False) -> None:
        """The code's deal, in its mode; over a saved deal of that game, ask first."""
        code, menu = self.code, self.menu
        if code is None:
            return
        if code.game in menu.saved and not asked:
            if menu.app.settings.confirm:
                question = _("Play the code's deal? {leaving}").format(
                    leaving=menu.leaving_words(code.game)
                )
                menu.manager.push("confirm", question=question, choice="confirmed_code")
                return
            menu.discard(code.game)
        menu.app.settings.set("last_game", code.game)
        deck = list(code.deck) if code.deck is not None else None
        table = menu.manager.replace(code.game, seed=code.seed, deck=deck, hard=code.hard)
        if self.beat and code.moves is not None:
            table.say(self.to_beat(code, on_table=True), ui.GOLD, 20)


def given_up_words(n: int, time: str, score: float | None, on_table: bool = False) -> str:
    """A given-up game's end: its moves and time, and its score where its game keeps one
    (``on_table``: as the table's line says it, "To beat: given up after ...")."""
    if score is not None and on_table:
        said = ngettext(
            "To beat: given up after {n} move and {time}, score {score}",
            "To beat: given up after {n} moves and {time}, score {score}",
            n,
        )
    elif score is not None:
        said = ngettext(
            "Given up after {n} move and {time}, score {score}",
            "Given up after {n} moves and {time}, score {score}",
            n,
        )
    elif on_table:
        said = ngettext(
            "To beat: given up after {n} move and {time}",
            "To beat: given up after {n} moves and {time}",
            n,
        )
    else:
        said = ngettext(
            "Given up after {n} move and {time}", "Given up after {n} moves and {time}", n
        )
    shown = "" if score is None else f"{score:g}"
    return said.format(n=n, time=time, score=shown)
