"""A short Combo-bliterate game played in real time into a real audio driver.

    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=out.raw python -m tests.sound_game log.json

SDL's disk driver writes the mixed output to SDL_DISKAUDIOFILE at the pace a
sound card would play it, so sample k of the file is k / rate seconds after
the device opened. The game runs at 60 frames a second of wall clock; every
sound the game asks for is logged with its time since the device opened and
whether sound was on. test_sound_heard.py reads both. Its own process, so
this driver never meets the dummy driver of the other tests.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import time
from pathlib import Path

import pygame

from game.engine.audio import RATE, Audio
from game.scenes.combo import ComboScene
from tests.driver import make_app
from tests.test_combo_scene import LONG_CHAIN, deck_starting


def main(out: Path) -> int:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(-10)  # a busy machine must not stall the audio thread (allowed for root only)
    app = make_app()
    app.settings.set("sound", True)
    # the device opens: sample 0 of the file is about now; the sounds are synthesised
    # after that (at once, not later), which takes longer the busier the machine is
    pygame.mixer.init(RATE, -16, 1, 512)
    t0 = time.perf_counter()
    app.audio = Audio(enabled=True, background=False)
    if not app.audio.available:
        print("sound_game: no audio device opened", file=sys.stderr)
        return 1
    log: list[dict] = []
    marks: dict[str, float] = {}
    play = app.audio.play

    def logged(name: str) -> None:
        log.append({"t": time.perf_counter() - t0, "name": name, "heard": app.audio.enabled})
        play(name)

    app.audio.play = logged

    def run(seconds: float = 0.0, until_idle: bool = False) -> None:
        """Frames at 60 per second of wall clock, until idle (if asked), then ``seconds`` more."""
        scene = app.scenes.top
        for _ in range(3000):
            app.step(min(app.clock.tick(60) / 1000, 0.05))  # the first frame takes the input
            if not until_idle or not (app.scenes.fading or scene.timeline.busy):
                break
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.step(min(app.clock.tick(60) / 1000, 0.05))

    app.scenes.push(ComboScene(app, deck=deck_starting(*LONG_CHAIN)))  # shuffle, deal…
    run(0.6, until_idle=True)
    marks["chain"] = time.perf_counter() - t0
    app.settings.set("anim_speed", 0.5)  # "slow": each step of the chain stands apart
    scene = app.scenes.top
    card = scene.card_rect(4).center  # 5S: four pairs collide in turn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=card, button=1))
    run(0.6, until_idle=True)
    marks["muted"] = time.perf_counter() - t0
    app.settings.set("anim_speed", 1.0)
    app.toggle_sound()  # what M does
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    run(0.8, until_idle=True)  # the pass: bonus, nine cards dealt, all in silence
    marks["end"] = time.perf_counter() - t0
    init = pygame.mixer.get_init()
    pygame.mixer.quit()
    part = out.with_suffix(".part")
    part.write_text(json.dumps({"rate": init[0], "channels": init[2], "log": log, **marks}))
    part.rename(out)  # whole, and last: a waiting test reads it once it is there
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
