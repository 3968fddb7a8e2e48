"""The sound test's judgement (tests/test_sound_heard.py) on recordings made up here, as
SDL's disk driver would write them: each heard sound of a log like the scripted game's
lands at the first buffer mixed after it was asked for, by a file clock that runs a
little slow, or stalls. A stall of 300 ms (the file's clock falling behind for good)
is allowed for; a sound missing, out of order, early or late, where none was played or
while muted, and a stall past the bound, are not. No recording, no randomness.
"""

from __future__ import annotations

import array
import math
from collections.abc import Callable

import pytest

from game.engine.audio import RATE, recipes
from tests.sound_recording import BUFFER, place
from tests.test_sound_heard import chain_pitches, silent_elsewhere, sounds_in_place

Clock = Callable[[float], float]  # wall seconds -> seconds of the file written by then
Written = list[tuple[str, int]]  # what the driver mixed in: (sound, first sample)


def the_log() -> dict:
    """A log like the scripted game's: shuffle and deal, one removal setting off a chain
    of four, a muted pass, a closing click."""
    heard = [("shuffle", 0.168), *(("deal", 0.224 + 0.031 * k) for k in range(9))]
    heard += [("deal", 0.751), ("place", 0.891)]
    heard += [("chain1", 1.018), ("chain2", 1.414), ("chain3", 1.798), ("chain4", 2.204)]
    muted = [("shuffle", 2.709), ("clear", 2.922), *(("deal", 3.013 + 0.03 * k) for k in range(9))]
    log = [{"t": t, "name": n, "heard": True} for n, t in heard]
    log += [{"t": t, "name": n, "heard": False} for n, t in muted]
    log.append({"t": 3.549, "name": "click", "heard": True})
    return {"rate": RATE, "channels": 1, "log": log, "muted": 2.69, "unmuted": 3.548, "end": 4.0}


def slow(t: float) -> float:
    return 0.98 * t  # 2 % slow, as on a quiet machine here


def stalled(at: float, seconds: float, clock: Clock = slow) -> Clock:
    """``clock`` with the audio thread not scheduled from ``at`` for ``seconds``."""
    return lambda t: clock(t if t < at else at if t < at + seconds else t - seconds)


def landing(clock: Clock, t: float) -> int:
    return math.ceil(clock(t) * RATE / BUFFER) * BUFFER


def written(info: dict, clock: Clock) -> Written:
    return [(e["name"], landing(clock, e["t"])) for e in info["log"] if e["heard"]]


def render(sounds: Written, length: int, pcm: dict) -> array.array:
    """The file: the sounds added sample by sample, clipped at each addition (as SDL's
    mixer does, channel by channel)."""
    out = array.array("h", bytes(2 * length))
    for name, at in sounds:
        for k, s in enumerate(pcm[name][: max(0, length - at)]):
            out[at + k] = max(-32768, min(32767, out[at + k] + s))
    return out


@pytest.fixture(scope="module")
def pcm():
    return recipes(RATE)


def judge(info: dict, sounds: Written, clock: Clock, pcm: dict):
    """The recording's samples and what was found in them, as the sound test judges it."""
    samples = render(sounds, landing(clock, info["end"]), pcm)
    found = place(info["log"], samples, pcm, RATE)
    sounds_in_place(info, samples, pcm, found)
    silent_elsewhere(info, samples, pcm, found)
    return samples, found


@pytest.mark.parametrize(
    "clock",
    [
        pytest.param(slow, id="slow"),
        pytest.param(lambda t: 1.01 * t, id="fast"),  # the most the driver gets ahead
        pytest.param(stalled(1.5, 0.3), id="stall-300ms-between-chain-steps"),
        # the deals asked for while stalled land in one buffer, added up past full scale
        pytest.param(stalled(0.23, 0.3), id="stall-300ms-in-the-deal"),
        pytest.param(stalled(0.5, 0.3, stalled(2.4, 0.4)), id="two-stalls"),
    ],
)
def test_a_recording_whose_clock_slipped_is_matched_sound_for_sound(clock, pcm):
    info = the_log()
    sounds = written(info, clock)
    _, (placed, _) = judge(info, sounds, clock, pcm)
    assert [(p.name, p.at) for p in placed] == sounds


def test_chain_steps_that_overlap_after_a_stall_are_measured_apart(pcm):
    info = the_log()
    clock = stalled(1.05, 0.35)  # chain2 lands 45 ms into chain1
    samples, found = judge(info, written(info, clock), clock, pcm)
    measured = chain_pitches(info, samples, pcm, found)
    assert all(a < b for a, b in zip(measured, measured[1:], strict=False)), measured


def without(name: str) -> Callable[[Written], Written]:
    return lambda sounds: [s for s in sounds if s[0] != name]


def moved(name: str, buffers: int) -> Callable[[Written], Written]:
    return lambda sounds: [(n, at + buffers * BUFFER * (n == name)) for n, at in sounds]


def added(name: str, t: float) -> Callable[[Written], Written]:
    return lambda sounds: sorted([*sounds, (name, landing(slow, t))], key=lambda s: s[1])


def swapped(a: str, b: str) -> Callable[[Written], Written]:
    return lambda sounds: [({a: b, b: a}.get(n, n), at) for n, at in sounds]


def no_fourth_deal(sounds: Written) -> Written:
    return [s for k, s in enumerate(sounds) if k != 4]


@pytest.mark.parametrize(
    "change, clock, blamed",
    [
        pytest.param(without("chain2"), slow, "chain2 at", id="a-sound-missing"),
        pytest.param(no_fourth_deal, slow, "deal at 0.472", id="one-of-nine-deals-missing"),
        pytest.param(without("click"), slow, "click at .* missing", id="the-last-sound-missing"),
        pytest.param(added("click", 1.2), slow, "not chain2", id="a-sound-where-none-played"),
        pytest.param(added("deal", 3.1), slow, "not click", id="a-sound-while-muted"),
        pytest.param(added("deal", 3.8), slow, "none was played", id="a-sound-after-the-last"),
        pytest.param(swapped("chain2", "chain3"), slow, "not chain2", id="two-out-of-order"),
        pytest.param(moved("chain3", 3), slow, "chain3 at", id="a-sound-70ms-late"),
        # allowed for as a slip, but a slip lasts: the next sound is then late
        pytest.param(moved("chain3", -13), slow, "chain4 at", id="a-sound-300ms-early"),
        pytest.param(moved("shuffle", 3), slow, "shuffle at", id="the-first-sound-late"),
        pytest.param(moved("chain4", 3), stalled(1.5, 0.3), "chain4 at", id="late-after-a-slip"),
        pytest.param(lambda s: s, stalled(2.5, 1.0), "click at", id="a-stall-of-a-second"),
    ],
)
def test_a_recording_that_does_not_match_the_log_fails(change, clock, blamed, pcm):
    info = the_log()
    with pytest.raises(AssertionError, match=blamed):
        judge(info, change(written(info, clock)), clock, pcm)
