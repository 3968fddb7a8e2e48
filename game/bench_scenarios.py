"""Extra benchmark scenarios: a named situation a game's scene must stay smooth in.

Each entry maps a label to (game name, setup) where ``setup(app, scene)``
returns a function called before every frame (to keep the situation going).
"""

from __future__ import annotations

from collections.abc import Callable

Setup = Callable[[object, object], Callable[[], None]]

SCENARIOS: dict[str, tuple[str, Setup]] = {}


def monte_carlo_compacting(app, scene) -> Callable[[], None]:
    """Monte Carlo with a compaction whenever possible, pairs otherwise: the grid keeps moving."""

    def tick() -> None:
        if app.scenes.top is not scene:
            app.scenes.pop()
            scene.restart_with((scene.seed or 0) + 1, None)
            return
        if scene.timeline.busy:
            return
        moves = scene.game.legal_moves()
        if moves:
            scene.try_move(moves[-1])

    return tick


SCENARIOS["monte_carlo (compactions)"] = ("monte_carlo", monte_carlo_compacting)
