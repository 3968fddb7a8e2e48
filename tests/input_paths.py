"""Playing a deal through the window's input, as a player would, in random selection
orders: each move is made by clicking its targets (``clicks_for``), the cards of a
selection in a shuffled order where the order is the player's to choose, and whatever
the table recorded is then written as a code, read back and replayed. A move kept in a
spelling the code cannot index (Zoomer's cards in click order, once) fails here."""

from __future__ import annotations

import random

from game.session.codes import decode, encode, from_line
from game.session.replay import Replay
from tests.driver import DT, click, open_scene, settle, step

BUTTONS = ("button_", "stock")  # targets that end a selection: never shuffled among cards
PAUSE = round(0.6 / DT)  # frames between two moves: a player's pause, so the last click of a
# move and the first of the next are no double-click (which means "play this card" in Maze)


def point_for(scene, name: str) -> tuple[int, int]:
    """A point of target ``name`` a click there picks (the centre when it shows: a card
    resting over part of an empty spot leaves another part of it to click)."""
    rect = scene.controls.target_rect(name)
    assert rect is not None, f"{name} is no target now"
    if scene.pick(rect.center) == name:
        return rect.center
    for y in range(rect.top + 2, rect.bottom - 1, 6):
        for x in range(rect.left + 2, rect.right - 1, 6):
            if scene.pick((x, y)) == name:
                return x, y
    raise AssertionError(f"no point of {name} picks it: a legal move no click can make")


def play_by_clicks(game: str, seed: int, inputs: int = 300) -> tuple[object, int]:
    """A deal of ``game`` played by clicks in random selection orders until it ends or
    ``inputs`` clicks are spent. Returns the scene and the clicks made."""
    rnd = random.Random(seed)
    app, scene = open_scene(game, instant=True, seed=seed, hard=seed % 2 == 1)
    made = 0
    while made < inputs and scene.session.playing:
        moves = [m for m in scene.game.legal_moves() if scene.clicks_for(m)]
        if not moves:
            break
        move = rnd.choice(moves)
        clicks = scene.clicks_for(move)
        cards = [c for c in clicks if not c.startswith(BUTTONS)]
        rest = [c for c in clicks if c.startswith(BUTTONS)]
        order = [*rnd.sample(cards, len(cards)), *rest] if len(cards) > 1 else clicks
        before = len(scene.session.history)
        step(app, PAUSE, draw=False)
        for name in order:
            if len(scene.session.history) > before or app.scenes.top is not scene:
                break  # played already (a card that fits one gap goes on one click)
            click(app, point_for(scene, name))
            made += 1
        settle(app)
        if len(scene.session.history) == before and order != clicks:
            scene.cancel_selection()  # this game's order is not free: as the hint says
            step(app, PAUSE, draw=False)
            for name in clicks:
                if len(scene.session.history) > before or app.scenes.top is not scene:
                    break
                click(app, point_for(scene, name))
                made += 1
            settle(app)
        assert len(scene.session.history) > before, (game, seed, move, order)
    return scene, made


def code_round_trip(scene) -> None:
    """The deal as played, written as a code, read back and replayed to the same state."""
    line = {**scene.session.to_dict(), "redo": []}
    code = decode(encode(from_line(line)))
    replay = Replay(code.line())
    while not replay.at_end:
        replay.forward()
    assert replay.game.to_dict() == scene.game.to_dict()
    assert len(code.moves or ()) == len(scene.session.history)
