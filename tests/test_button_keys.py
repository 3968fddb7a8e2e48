"""A key does what its button's label says, or nothing: for every button on every built-in
table that shows a key hint ("Deal [Space]"), pressing that key (and its pad button)
while the button is shut changes nothing: not the deal, not its moves, not the cards the
player has picked, wherever the focus stands.

The buttons and their keys are read from the table itself (each hint is the
``KeyHint`` of an action of a key map), so a button added tomorrow is checked the day
it appears. Found in play: SLOTKER's Space gave up the focused reel card while its
button said *Deal*, greyed out.
"""

from __future__ import annotations

import json
import random

import pygame

from game import catalog
from game.engine.input import KeyHint
from tests.driver import make_app, pad, post, settle, step

GAMES = list(catalog.built_in())
MOVES = 30  # random moves per deal: each position checks every shut button


def press(app, chord) -> None:
    """The chord's key, as a keyboard sends it."""
    mod = (pygame.KMOD_CTRL if chord.ctrl else 0) | (pygame.KMOD_SHIFT if chord.shift else 0)
    code = chord.code or ord(chord.text)
    post(pygame.KEYDOWN, key=code, mod=mod, unicode=chord.text, scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode=chord.text, scancode=0)
    step(app)


def picture(scene) -> str:
    """What a key must not change: the deal, its moves, and the player's picked cards."""
    picked = getattr(scene, "selection", None)
    return json.dumps(
        [scene.game.to_dict(), len(scene.history), sorted(map(str, picked or ()))],
        sort_keys=True,
        default=str,
    )


def shut_buttons(scene) -> list:
    return [b for b in scene.buttons if isinstance(b.key_hint, KeyHint) and not b.enabled()]


def check_position(app, scene, rng: random.Random) -> int:
    """Press every shut button's keys with the focus on nothing, a card and a button;
    return how many presses were checked."""
    pressed = 0
    names = [t.name for t in scene.cursor.targets]
    for button in shut_buttons(scene):
        hint: KeyHint = button.key_hint
        keys = hint.keymap.keys(hint.action)
        pads = hint.keymap.buttons(hint.pad or hint.action)
        for focus in (None, *rng.sample(names, min(2, len(names)))):
            for how, what in [("key", k) for k in keys] + [("pad", b) for b in pads]:
                if button.enabled():
                    break  # a press opened it (the focus moved): nothing more to say here
                if focus is not None:
                    scene.cursor.focus(focus)
                before = picture(scene)
                top = app.scenes.top
                press(app, what) if how == "key" else pad(app, what)
                settle(app)
                while app.scenes.top is not scene and app.scenes.top is not top:
                    app.scenes.pop()  # (never reached when the check holds)
                    settle(app)
                where = f"{scene.GAME}: {how} {getattr(what, 'label', what)} on focus {focus}"
                shut = f"while {button.name} is shut"
                assert app.scenes.top is scene, f"{where} opened a screen {shut}"
                assert picture(scene) == before, f"{where} acted {shut}"
                pressed += 1
    return pressed


def test_a_shut_button_s_keys_change_nothing():
    """Every built-in table, dealt and played at random: the games with buttons that shut
    (Combo's Pass, SLOTKER's Deal and Fold, Zoomer's Draw and Clear) meet them shut."""
    pressed: dict[str, int] = {}
    for game in GAMES:
        app = make_app()
        app.settings.override("anim_speed", 0.0)
        scene = app.scenes.push(game, seed=11, hard=False)
        settle(app)
        rng = random.Random(game)
        pressed[game] = positions = 0
        for _ in range(MOVES):
            if app.scenes.top is not scene:
                break  # the deal is over (its result shows)
            pressed[game] += check_position(app, scene, rng)
            positions += 1
            moves = scene.game.legal_moves() if scene.game.status == "playing" else []
            if not moves:
                break
            scene.play_move(rng.choice(sorted(moves, key=repr)))
            settle(app)
        assert positions >= 2, f"{game}: only {positions} positions were checked"
    shutting = {"combo", "slotker", "zoomer"}
    assert all(pressed[g] > 0 for g in shutting), pressed
    assert sum(pressed.values()) >= 30, pressed
    print("presses checked:", pressed)
