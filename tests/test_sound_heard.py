"""Sound, heard: a scripted Combo-bliterate game played into SDL's disk audio driver.

tests/sound_game.py plays it in a process of its own (the disk driver must not
meet the dummy driver of the other tests), started in the background when the
session starts (tests/sound_recording.py), and logs every sound the game asked
for. Here the written samples are checked against that log: each sound is in
the output where it was played, nothing is when nothing plays or sound is
muted, and the chain steps rise in pitch, measured from the samples by a DFT.

The disk driver writes at about the pace of a sound card, not exactly: its clock
may get a little ahead of the wall clock and falls behind for good whenever its
thread is not scheduled in time. So the sounds are found in the file in the log's
order, each held to where the sound before it puts it, allowing that slip (see
sound_recording.place); one recording, taken once, however busy the machine.
The mixer adds the sounds' samples unchanged, so the file is checked to be exactly
the sum of the sounds found in it.
"""

from __future__ import annotations

import array
import json
import math
import sys
from pathlib import Path

import pytest

from game.engine.audio import chain_pitch, recipes
from tests.sound_recording import DRIFT, SLIP, Mix, Placed, place, record, shared_folder

Found = tuple[list[Placed], Mix]  # what sound_recording.place found


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    # One recording serves every test here, however pytest-xdist spreads them over
    # workers: the one the session started in the background (or this call starts)
    raw, log = record(shared_folder(tmp_path_factory))
    info, samples, pcm = load(raw, log)
    assert info["channels"] == 1, "the game opens a mono device"
    return info, samples, pcm


def load(raw: Path, log: Path) -> tuple[dict, array.array, dict[str, array.array]]:
    info = json.loads(log.read_text())
    samples = array.array("h", raw.read_bytes())
    if sys.byteorder == "big":
        samples.byteswap()
    return info, samples, recipes(info["rate"])


def dominant_frequency(part: list[int], rate: int, lo: float = 200, hi: float = 2000) -> float:
    """The strongest frequency in ``part`` between lo and hi Hz: a Hann-windowed DFT scanned
    every 10 Hz, then every 0.5 Hz around the best (each frequency's power by Goertzel's
    recurrence, the same number as the sum of cosines and sines, in a third of the time)."""
    n = len(part)
    xs = [s * (0.5 - 0.5 * math.cos(2 * math.pi * k / (n - 1))) for k, s in enumerate(part)]

    def power(f: float) -> float:
        c = 2 * math.cos(2 * math.pi * f / rate)
        s1 = s2 = 0.0
        for x in xs:
            s1, s2 = x + c * s1 - s2, s1
        return s1 * s1 + s2 * s2 - c * s1 * s2

    coarse = max((lo + 10 * k for k in range(int((hi - lo) / 10) + 1)), key=power)
    return max((coarse - 10 + 0.5 * k for k in range(41)), key=power)


def chain_steps(info: dict) -> list[dict]:
    return [e for e in info["log"] if e["name"].startswith("chain")]


def heard(info: dict) -> list[dict]:
    return [e for e in info["log"] if e["heard"]]


def sounds_in_place(info: dict, samples: array.array, pcm: dict, found: Found) -> None:
    """Every sound played is in the output, in order, where the log puts it (allowing the
    file's clock its slip: ``found`` is sound_recording.place's), and is there sample for
    sample, mixed with the others."""
    placed, mix = found
    assert [(p.name, p.t) for p in placed] == [(e["name"], e["t"]) for e in heard(info)]
    for p in placed:
        end = p.at + len(pcm[p.name])
        wrong = mix.first_unexplained(samples, p.at, end)
        assert wrong is None, f"{p.name} at {p.t:.3f} s is not in the output as played"
        assert max(abs(s) for s in samples[p.at : end]) > 1000, f"{p.name} is not heard"


def silent_elsewhere(info: dict, samples: array.array, pcm: dict, found: Found) -> None:
    """Nothing in the output but the sounds played, and nothing at all while muted."""
    rate = info["rate"]
    placed, mix = found
    stray = mix.first_unexplained(samples)
    assert stray is None, f"sound where none was played, first at {stray / rate:.3f} s"
    # the muted sounds were asked for between two heard ones, so they belong (by order)
    # in the file between them, which is in the file and silent
    before = max((p for p in placed if p.t < info["muted"]), key=lambda p: p.t)
    after = min((p for p in placed if p.t > info["muted"]), key=lambda p: p.t)
    muted = [e for e in info["log"] if not e["heard"]]
    assert muted and all(before.t < e["t"] < after.t for e in muted)
    quiet_from = before.at + len(pcm[before.name])
    assert not any(samples[quiet_from : after.at])
    # and that stretch is long: as long as the log's, less what the file's clock may slip
    logged = after.t - (before.t + len(pcm[before.name]) / rate)
    assert (after.at - quiet_from) / rate >= logged - (SLIP + DRIFT * logged) > 0.3


def chain_pitches(info: dict, samples: array.array, pcm: dict, found: Found) -> list[float]:
    """The first note of each chain step, measured in the output with the other sounds
    playing at that moment (if any) taken away."""
    rate = info["rate"]
    placed, mix = found
    measured = []
    for p in placed:
        if p.name.startswith("chain"):
            part = alone(samples, mix, pcm[p.name], p, int(0.005 * rate), int(0.08 * rate))
            measured.append(dominant_frequency(part, rate))
    return measured


def alone(samples, mix: Mix, sound: array.array, p: Placed, i0: int, i1: int) -> list[int]:
    """Samples ``i0`` to ``i1`` of sound ``p`` as the output has them, less every other
    sound placed there."""
    return [samples[i] - (mix.total[i] - sound[i - p.at]) for i in range(p.at + i0, p.at + i1)]


def test_the_scripted_game_asked_for_a_chain_of_four_and_muted_sounds(played):
    info, _, _ = played
    assert [e["name"] for e in chain_steps(info)] == ["chain1", "chain2", "chain3", "chain4"]
    assert all(e["heard"] for e in chain_steps(info))
    muted = [e for e in info["log"] if not e["heard"]]
    assert len(muted) >= 5 and all(info["muted"] <= e["t"] <= info["unmuted"] for e in muted)


def test_every_sound_played_is_in_the_output_where_it_was_played(played):
    info, samples, pcm = played
    sounds_in_place(info, samples, pcm, place(info["log"], samples, pcm, info["rate"]))


def test_silence_where_nothing_plays_and_while_muted(played):
    info, samples, pcm = played
    silent_elsewhere(info, samples, pcm, place(info["log"], samples, pcm, info["rate"]))


def test_chain_steps_rise_in_pitch(played):
    info, samples, pcm = played
    measured = chain_pitches(info, samples, pcm, place(info["log"], samples, pcm, info["rate"]))
    expected = [chain_pitch(int(e["name"][5:])) for e in chain_steps(info)]
    assert all(a < b for a, b in zip(measured, measured[1:], strict=False)), measured
    for got, want in zip(measured, expected, strict=True):
        assert abs(got - want) <= 0.03 * want, (measured, expected)
