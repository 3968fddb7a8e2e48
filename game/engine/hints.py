"""A hint thought out on a worker thread, so a solver's second never freezes the table.

The job remembers how many moves had been played when it was asked: an
answer that arrives after the position changed is for another position and
is dropped.
"""

from __future__ import annotations

import threading
from typing import Any


class HintJob:
    """One question to a bot about one position; poll ``done`` each frame."""

    def __init__(self, bot: Any, game: Any, moves: int) -> None:
        self.moves = moves
        self.hint: Any = None
        self.error: str | None = None
        self._thread = threading.Thread(target=self._think, args=(bot, game), daemon=True)
        self._thread.start()

    def _think(self, bot: Any, game: Any) -> None:
        try:
            self.hint = bot.hint(game)
        except Exception as exc:  # a bot bug must not take the game down
            self.error = f"{type(exc).__name__}: {exc}"

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float) -> None:
        self._thread.join(timeout)
