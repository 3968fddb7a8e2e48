"""A player's session run in a process of its own, for the findings tests: the old and
the new storage both offer ``app.stats`` and ``app.saves``, so the same script shows
the fault on the old code and its absence on the new.

    python -m tests.findings_play STEP FOLDER

Each STEP plays, then ends the process at once with ``os._exit`` (a kill: no quit,
no flush), right after the change under test returned.
"""

from __future__ import annotations

import os
import sys


def app_in(folder: str):
    os.environ["PATIENCE_ARCADE_DATA"] = folder
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tests.driver import make_app, settle

    app = make_app()
    return app, settle


def maze(app, settle, seed=64551, moves=3):
    scene = app.scenes.push("maze", seed=seed, hard=False)
    settle(app)
    for _ in range(moves):
        scene.try_move(scene.session.game.legal_moves()[0])
        settle(app)
    return scene


def main(step: str, folder: str) -> None:
    app, settle = app_in(folder)
    if step == "restart":  # finding 2: a restarted deal, killed right after its result
        scene = maze(app, settle)
        scene.start(scene.session.restarted())
    elif step == "give-up-undo":  # finding 2: a give-up undone, killed right after
        scene = maze(app, settle, moves=35)
        scene.session.give_up()
        scene.session.undo()
    elif step == "give-up":  # finding 7: the give-up on a full disk, then killed
        scene = maze(app, settle)
        scene.session.give_up()
    elif step == "moves":  # a deal in progress, saved
        maze(app, settle)
    elif step == "browse":  # finding 5: what a launch reads: the menu, the saved deal, stats
        from game.rules import TITLES

        menu = app.scenes.push("menu")
        settle(app)
        for game in list(TITLES):  # each game chosen in the menu: its saved deal continues
            menu = app.scenes.clear_to("menu", fade=False)
            settle(app)
            menu.start(game)
            settle(app)
        for game in TITLES:
            app.scenes.clear_to("stats", fade=False, game=game)
            for page in range(3):
                app.scenes.top.page = page
                app.step(1 / 60)
        app.keep()
    elif step == "hold":  # a copy that keeps running on the folder
        print("ready", flush=True)
        sys.stdin.read()
        return
    os._exit(0)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
