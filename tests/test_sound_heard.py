"""Sound, heard: a scripted Combo-bliterate game played into SDL's disk audio driver.

tests/sound_game.py plays it in a process of its own (the disk driver must not
meet the dummy driver of the other tests), started in the background when the
session starts (tests/sound_recording.py), and logs every sound the game asked
for. Here the written samples are checked against that log: each sound is in
the output where it was played, nothing is when nothing plays or sound is
muted, and the chain steps rise in pitch, measured from the samples by a DFT.

The disk driver writes at about the pace of a sound card, not exactly: its
clock runs a few per cent off the wall clock, starts with some latency and
falls behind for good whenever its thread is not scheduled in time. So each
sound is held to within 100 ms of where the sound before it puts it (see
file_clock), not to the wall clock. A recording where the audio thread was
starved past that is taken again (up to RECORDINGS times) before the tests judge it.
"""

from __future__ import annotations

import array
import json
import math
import sys
from pathlib import Path

import pytest
from filelock import FileLock

from game.engine.audio import chain_pitch, recipes
from tests.sound_recording import record, shared_folder

SLACK = 0.1  # seconds: how loosely the output's timing is held to the log
QUIET = 0.05  # seconds of digital silence before a sound's onset
RECORDINGS = 3  # tries at a recording whose clock held (see ``played``)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    # One recording serves every test here, however pytest-xdist spreads them over
    # workers: usually the one the session started in the background; a recording
    # whose clock slipped is taken again, in a folder of its own.
    shared = shared_folder(tmp_path_factory)
    with FileLock(str(shared) + ".lock"):
        for attempt in range(1, RECORDINGS + 1):
            folder = shared if attempt == 1 else shared.with_name(f"sound-{attempt}")
            raw, log = record(folder)
            info, samples, durations = load(raw, log)
            try:
                file_clock(info, samples, durations)
                break
            except AssertionError:
                # the audio thread was starved (a busy machine): the file's clock slipped
                # more than SLACK between two sounds; record again, and let the tests
                # judge the last recording if every one slipped
                continue
    assert info["channels"] == 1, "the game opens a mono device"
    return info, samples, durations


def load(raw: Path, log: Path) -> tuple[dict, array.array, dict]:
    info = json.loads(log.read_text())
    samples = array.array("h", raw.read_bytes())
    if sys.byteorder == "big":
        samples.byteswap()
    durations = {name: len(pcm) / info["rate"] for name, pcm in recipes(info["rate"]).items()}
    return info, samples, durations


def onsets(samples: array.array, rate: int) -> list[float]:
    """File times where sound starts after at least QUIET seconds of digital silence."""
    out, quiet, need = [], 0, int(QUIET * rate)
    for i, s in enumerate(samples):
        if s == 0:
            quiet += 1
            continue
        if quiet >= need or i == quiet:
            out.append(i / rate)
        quiet = 0
    return out


def dominant_frequency(part: list[int], rate: int, lo: float = 200, hi: float = 2000) -> float:
    """The strongest frequency in ``part`` between lo and hi Hz: a Hann-windowed DFT scanned
    every 10 Hz, then every 0.5 Hz around the best."""
    n = len(part)
    xs = [s * (0.5 - 0.5 * math.cos(2 * math.pi * k / (n - 1))) for k, s in enumerate(part)]

    def power(f: float) -> float:
        w = 2 * math.pi * f / rate
        re = sum(x * math.cos(w * k) for k, x in enumerate(xs))
        im = sum(x * math.sin(w * k) for k, x in enumerate(xs))
        return re * re + im * im

    coarse = max((lo + 10 * k for k in range(int((hi - lo) / 10) + 1)), key=power)
    return max((coarse - 10 + 0.5 * k for k in range(41)), key=power)


def chain_steps(info: dict) -> list[dict]:
    return [e for e in info["log"] if e["name"].startswith("chain")]


def file_clock(info: dict, samples: array.array, durations: dict):
    """Match the sounds that start alone (no heard sound in the log's previous 0.15 s) to
    onsets in the file, each within SLACK of where its predecessor's offset puts it.

    So the file's clock may lag the wall clock by a growing amount (latency, drift, a
    stalled audio thread), but never by more than SLACK between neighbouring sounds.
    Returns the matched (log time, file time) pairs and a map from log to file time
    using the offset of the nearest match."""
    found = onsets(samples, info["rate"])
    pairs: list[tuple[float, float]] = []
    busy_until = -1.0
    for e in info["log"]:
        if not e["heard"]:
            continue
        alone = e["t"] - busy_until >= 0.15
        busy_until = max(busy_until, e["t"] + durations[e["name"]])
        if not alone:
            continue
        guess, reach = (e["t"], 0.4) if not pairs else (e["t"] + pairs[-1][1] - pairs[-1][0], SLACK)
        near = [t for t in found if abs(t - guess) <= reach]
        assert near, f"{e['name']} at {e['t']:.2f} s: no onset within {reach} s of {guess:.2f} s"
        pairs.append((e["t"], min(near, key=lambda t: abs(t - guess))))

    def to_file(t: float) -> float:
        a, b = min(pairs, key=lambda p: abs(p[0] - t))
        return t + b - a

    return pairs, to_file


def test_the_scripted_game_asked_for_a_chain_of_four_and_muted_sounds(played):
    info, _, _ = played
    assert [e["name"] for e in chain_steps(info)] == ["chain1", "chain2", "chain3", "chain4"]
    assert all(e["heard"] for e in chain_steps(info))
    muted = [e for e in info["log"] if not e["heard"]]
    assert len(muted) >= 5 and all(e["t"] >= info["muted"] for e in muted)


def test_every_sound_played_is_in_the_output_where_it_was_played(played):
    info, samples, durations = played
    rate = info["rate"]
    pairs, to_file = file_clock(info, samples, durations)
    assert len(pairs) >= 6  # the deal's first sound, the removal, four chain steps
    for e in info["log"]:
        if not e["heard"]:
            continue
        start = to_file(e["t"])
        i0, i1 = int((start - SLACK) * rate), int((start + durations[e["name"]] + SLACK) * rate)
        loud = max(abs(s) for s in samples[max(0, i0) : i1])
        assert loud > 1000, f"{e['name']} at {e['t']:.2f} s is not in the output"


def test_silence_where_nothing_plays_and_while_muted(played):
    info, samples, durations = played
    rate = info["rate"]
    _, to_file = file_clock(info, samples, durations)
    spans = [
        (to_file(e["t"]) - SLACK, to_file(e["t"]) + durations[e["name"]] + SLACK)
        for e in info["log"]
        if e["heard"]
    ]
    stray = [
        i / rate
        for i, s in enumerate(samples)
        if s != 0 and not any(a <= i / rate <= b for a, b in spans)
    ]
    assert stray == [], f"sound where none was played, first at {stray[:1]} s"
    # the muted stretch is long and lies wholly in the file: every sample in it is zero
    muted_from = to_file(info["muted"]) + SLACK
    end = len(samples) / rate
    assert end - muted_from > 0.8
    assert not any(samples[int(muted_from * rate) :])


def test_chain_steps_rise_in_pitch(played):
    info, samples, durations = played
    rate = info["rate"]
    pairs, _ = file_clock(info, samples, durations)
    starts = dict(pairs)
    measured = []
    for e in chain_steps(info):
        assert e["t"] in starts, f"{e['name']} did not start alone"
        i = int((starts[e["t"]] + 0.005) * rate)
        measured.append(dominant_frequency(list(samples[i : i + int(0.075 * rate)]), rate))
    expected = [chain_pitch(int(e["name"][5:])) for e in chain_steps(info)]
    assert all(a < b for a, b in zip(measured, measured[1:], strict=False)), measured
    for got, want in zip(measured, expected, strict=True):
        assert abs(got - want) <= 0.03 * want, (measured, expected)
