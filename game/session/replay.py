"""A finished deal played again from its deal and its moves (``Replay``): pure, no window.

The moves kept with a result (``Ledger.replay``) or carried by a deal code are in the
shape of a save: the game, its deal number or deck, the mode, and every move. A
replay steps through them with the rules themselves (forward, back, to the start, to
the end, to any step), so what it shows is what was played, never a copy of it. It
holds no ledger: watching records nothing and never touches the saved deal.

A game's own saved kind (SLOTKER's match) replays too: its session class, found through
the catalog (``kinds``), starts its line, plays each step of it (a match's line carries
the next round between moves) and says which rules object is on show.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.rules import GAMES
from game.rules.base import Event, Game, IllegalMove, Move
from game.session import kinds


class ReplayError(ValueError):
    """The line cannot be replayed from its deal (a move the rules refuse); one line."""


class Replay:
    """One deal's line, and the position reached after ``index`` of its moves."""

    def __init__(self, line: dict[str, Any]) -> None:
        self.name = str(line["game"])
        self.kind = kinds.find(self.name)  # a game's own saved kind: its session class
        if self.kind is None and self.name not in GAMES:
            raise ReplayError(_("no game called {game} is installed").format(game=repr(self.name)))
        self.seed = line.get("seed")
        self.deck = list(line["deck"]) if line.get("deck") is not None else None
        self.hard = bool(line.get("hard", False))
        self.line = line
        self.moves: list[Move] = [tuple(m) for m in line.get("moves", [])]
        self.index = 0
        self.state = self._fresh()
        self._check()

    # --- the deal, and the moves through the rules ----------------------------------
    def _fresh(self) -> Any:
        """The state a replay steps through: the rules object, or the kind's own (a match)."""
        if self.kind is not None:
            return self.kind.replay_start(self.line)
        rules: type[Game] = GAMES[self.name]
        return rules.new(seed=self.seed, deck=self.deck, hard=self.hard)

    def _apply(self, state: Any, move: Move) -> list[Event]:
        if self.kind is not None:
            return self.kind.replay_play(state, move)
        game: Game = state  # a deal's state is its rules object
        return game.play(move)

    def _check(self) -> None:
        """Every move plays from the deal; the first one refused names its step."""
        state = self._fresh()
        for step, move in enumerate(self.moves, 1):
            try:
                self._apply(state, move)
            except (IllegalMove, ValueError, TypeError, IndexError, KeyError) as exc:
                raise ReplayError(
                    _("illegal move at step {step}: {why}").format(step=step, why=exc)
                ) from None
        self.final = state

    # --- views ------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The rules object on show (a match: the run on the machine, None between rounds)."""
        if self.kind is not None:
            return self.kind.replay_game(self.state)
        game: Game = self.state  # a deal's state is its rules object
        return game

    @property
    def words(self) -> str:
        """Where the line stands in its kind's own words (a match between rounds and at its
        end: the round's result), "" for a deal or where the kind says nothing."""
        if self.kind is None or not hasattr(self.kind, "replay_words"):
            return ""
        return str(self.kind.replay_words(self.state))

    @property
    def total(self) -> int:
        return len(self.moves)

    @property
    def at_start(self) -> bool:
        return self.index == 0

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.moves)

    @property
    def next_move(self) -> Move | None:
        return None if self.at_end else self.moves[self.index]

    @property
    def status(self) -> str:
        status: str = self.state.status  # a rules object's, or a match's
        return status

    # --- stepping ---------------------------------------------------------------------
    def forward(self) -> list[Event]:
        """Play the next move; its events (for the table to animate), [] at the end."""
        if self.at_end:
            return []
        events = self._apply(self.state, self.moves[self.index])
        self.index += 1
        return events

    def back(self) -> bool:
        """One move back (the position is dealt again and played up to there)."""
        if self.at_start:
            return False
        self.jump(self.index - 1)
        return True

    def jump(self, index: int) -> None:
        """The position after ``index`` moves (clamped to the line)."""
        index = max(0, min(int(index), len(self.moves)))
        if index < self.index:
            self.state, self.index = self._fresh(), 0
        while self.index < index:
            self.forward()

    def to_start(self) -> None:
        self.jump(0)

    def to_end(self) -> None:
        self.jump(len(self.moves))
