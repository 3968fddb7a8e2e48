"""A short Combo-bliterate game played in real time into a real audio driver.

    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=out.raw python -m tests.sound_game log.json

SDL's disk driver writes the mixed output to SDL_DISKAUDIOFILE at about the pace a
sound card would play it, so sample k of the file is about k / rate seconds after
the device opened (its clock may fall behind: see tests/sound_recording.py). The
game runs at 60 frames a second of wall clock, the chain at the "fast" speed;
every sound the game asks for is logged with its time since just before the device
opened and whether sound was on. test_sound_heard.py reads both. Its own process,
so this driver never meets the dummy driver of the other tests.
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
from game.games.combo.scene import ComboScene
from tests.driver import make_app
from tests.games.combo.test_combo_scene import LONG_CHAIN, deck_starting
from tests.sound_recording import BUFFER

PAUSE = 0.2  # seconds of quiet between the parts of the game (nothing depends on it)


def main(out: Path) -> int:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(-10)  # a busy machine must not stall the audio thread (allowed for root only)
    app = make_app()
    app.settings.set("sound", True)
    # t0 just before the device opens: sample 0 of the file is written no earlier. The
    # sounds are synthesised after that (at once, not later), which takes longer the
    # busier the machine is
    t0 = time.perf_counter()
    pygame.mixer.init(RATE, -16, 1, BUFFER)
    app.audio = Audio(enabled=True, background=False)
    if not app.audio.available:
        print("sound_game: no audio device opened", file=sys.stderr)
        return 1
    log: list[dict] = []
    marks: dict[str, float] = {}
    play = app.audio.play

    def logged(name: str) -> None:
        heard = app.audio.enabled
        play(name)
        # the time is taken once the mixer has the sound: the driver mixes it into the
        # first buffer it starts after the call, so no later than this time puts it
        log.append({"t": time.perf_counter() - t0, "name": name, "heard": heard})

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
    run(PAUSE, until_idle=True)
    marks["chain"] = time.perf_counter() - t0
    # "fast" from here: the least wall clock, so the least recording (the deal at normal
    # speed keeps its sounds 60 ms apart: fast, a stalled audio thread could find all
    # eight of the mixer's channels still taken by them)
    app.settings.set("anim_speed", 2.0)
    scene = app.scenes.top
    card = scene.card_rect(4).center  # 5S: four pairs collide in turn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=card, button=1))
    run(PAUSE, until_idle=True)
    marks["muted"] = time.perf_counter() - t0
    app.toggle_sound()  # what M does
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    run(PAUSE, until_idle=True)  # the pass: bonus, nine cards dealt, all in silence
    marks["unmuted"] = time.perf_counter() - t0
    app.toggle_sound()
    # a closing click, heard: the muted stretch lies in the file between the last chain
    # step and this click, whatever the file's clock did
    logged("click")
    wait_for_the_file(app, Path(os.environ["SDL_DISKAUDIOFILE"]), 0.15)  # the click: 30 ms
    marks["end"] = time.perf_counter() - t0
    init = pygame.mixer.get_init()
    pygame.mixer.quit()
    part = out.with_suffix(".part")
    part.write_text(json.dumps({"rate": init[0], "channels": init[2], "log": log, **marks}))
    part.rename(out)  # whole, and last: a waiting test reads it once it is there
    return 0


def wait_for_the_file(app, raw: Path, seconds: float, timeout: float = 10.0) -> None:
    """Run frames until the driver has written ``seconds`` more of the file than it had
    now (and what stdio may still hold back), however long a starved audio thread takes:
    a sound asked for just before is then wholly in the file."""
    init = pygame.mixer.get_init()
    frame = 2 * init[2]  # bytes: 16-bit samples
    want = raw.stat().st_size + int(seconds * init[0]) * frame + 4 * BUFFER * frame + 8192
    end = time.perf_counter() + timeout
    while raw.stat().st_size < want and time.perf_counter() < end:
        app.step(min(app.clock.tick(60) / 1000, 0.05))


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
