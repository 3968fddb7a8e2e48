"""Speech latency: from a key press posted to the voice's ``speak`` call.

    python -m bench.speech [--presses N] [--gap S] [--json]

The real app, headless (dummy video and audio), a Monte Carlo table (deal 7) with
speech on; its focus hook (``focus_words``) says one fixed sentence, so every press
of Right or Left (in turn) moves the focus and says it, through the table's own input
chain. Each press is posted as a player's would be, the frame runs (``app.step``:
input, update, draw), and the clock runs from just before the post until the back
end's ``speak`` is entered, on the Speaker's thread ("to speak"), and until it returns
("returned": speech-dispatcher has queued the words; espeak-ng has synthesised them
and the mixer plays them). Presses come ``--gap`` seconds apart, a fast typist's pace.

The voices: the recording back end (what the tests use: the Speaker's own cost), then
speech-dispatcher when its client imports and a server starts, and espeak-ng on the
game's mixer when it is installed. speech-dispatcher runs as a private server (its own
socket and a copy of the system's configuration, its sound to ALSA's null device), so
the figure is the same on a machine without a sound card and a player's session is
left alone; when that cannot be had, the table says why it was not measured.

Beside it, the press frames' update+draw with speech off and on (recording): what
speech costs the frame thread.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

UTTERANCE = "Seven of hearts, on the third pile"
TARGET_P99_MS = 20.0
OPEN_TIMEOUT = 10.0  # seconds a voice may take to open (a server to start)
SAID_TIMEOUT = 5.0  # seconds a press may take to reach the voice before the run gives up
SPEECHD_CONFIG = Path("/etc/speech-dispatcher")


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))]


class Timed:
    """A back end with a clock on its ``speak``: when each call was entered and when it
    returned (``time.perf_counter``)."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.name, self.own_queue = inner, inner.name, inner.own_queue
        self.entered: list[float] = []
        self.returned: list[float] = []
        self._said = threading.Condition()

    def open(self) -> None:
        self.inner.open()

    def speak(self, text: str, language: str, rate: str, keep: bool) -> None:
        entered = time.perf_counter()
        self.inner.speak(text, language, rate, keep)
        returned = time.perf_counter()
        with self._said:
            self.entered.append(entered)
            self.returned.append(returned)
            self._said.notify_all()

    def speaking(self) -> bool:
        return bool(self.inner.speaking())

    def stop(self) -> None:
        self.inner.stop()

    def close(self) -> None:
        self.inner.close()

    def wait_for(self, calls: int, timeout: float) -> bool:
        end = time.monotonic() + timeout
        with self._said:
            while len(self.entered) < calls:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._said.wait(left)
        return True


def summary(ms: list[float]) -> dict[str, float]:
    return {"p50_ms": statistics.median(ms), "p99_ms": percentile(ms, 99), "max_ms": max(ms)}


def presses(
    make: Callable[[], Any] | None, count: int, gap: float
) -> tuple[dict[str, Any], dict[str, list[float]]]:
    """``count`` arrow presses on a table: the latency summary (nothing without a voice,
    ``make`` None) and each press frame's update+draw in ms, wall clock and the frame
    thread's CPU time."""
    from game.app import App, Options
    from game.engine.input import press_key
    from game.speech.choice import Voices

    app = App(Options(size=(1280, 720)))
    timed = Timed(make()) if make is not None else None
    try:
        app.settings.override("anim_speed", 0.0)
        if timed is not None:
            app._voices = Voices((timed.name,), (lambda: timed,))
            app.settings.override("speech", "on")
            app.follow_speech()
            if app.speaker is None or not app.speaker.wait_open(OPEN_TIMEOUT):
                why = "; ".join(app.speaker.problems) if app.speaker else "no speaker"
                return {"problem": why or f"it did not open in {OPEN_TIMEOUT:g} s"}, {}
        scene = app.scenes.push("monte_carlo", seed=7, hard=False)
        for _ in range(30):  # the fade in and the deal (instant)
            app.step(1 / 60)
        scene.focus_words = lambda name: UTTERANCE
        # the table said as it came up (its title, its news): said before the presses
        base = 0
        if timed is not None and app.speaker is not None:
            app.speaker.wait_idle(SAID_TIMEOUT)
            base = len(timed.entered)
        to_speak, returned, frames, cpu = [], [], [], []
        for i in range(count):
            t0 = time.perf_counter()
            press_key("right" if i % 2 == 0 else "left")
            f0, c0 = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            frames.append((time.perf_counter() - f0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
            if timed is not None:
                if not timed.wait_for(base + i + 1, SAID_TIMEOUT):
                    why = f"press {i + 1} was not said in {SAID_TIMEOUT:g} s"
                    return {"problem": why}, {}
                to_speak.append((timed.entered[base + i] - t0) * 1000)
                returned.append((timed.returned[base + i] - t0) * 1000)
            time.sleep(max(0.0, t0 + gap - time.perf_counter()))
        times = {"wall": frames, "cpu": cpu}
        if timed is None:
            return {}, times
        out = {"to_speak": summary(to_speak), "returned": summary(returned), "presses": count}
        return out, times
    finally:
        if app.speaker is not None:
            app.speaker.close()
        app.data.close()


def private_speechd(folder: Path) -> tuple[subprocess.Popen[bytes] | None, str]:
    """A speech-dispatcher server of the bench's own: (the process, its address), or
    (None, why there is none)."""
    from game.speech.backends import speechd_installed

    if not speechd_installed():
        return None, "its Python client (python3-speechd) is not installed"
    server = shutil.which("speech-dispatcher")
    if server is None:
        return None, "the server (speech-dispatcher) is not installed"
    if not SPEECHD_CONFIG.is_dir():
        return None, f"no configuration in {SPEECHD_CONFIG}"
    conf = folder / "conf"
    shutil.copytree(SPEECHD_CONFIG, conf)
    with open(conf / "speechd.conf", "a", encoding="utf-8") as f:
        f.write('\nAudioOutputMethod "alsa"\nAudioALSADevice "null"\n')
    sock = folder / "speechd.sock"
    cmd = [server, "-s", "-t", "0", "-c", "unix_socket", "-S", str(sock), "-C", str(conf)]
    cmd += ["-P", str(folder / "pid"), "-L", str(folder / "log")]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + OPEN_TIMEOUT
    while not sock.exists():
        if proc.poll() is not None or time.monotonic() > end:
            stop_server(proc)
            return None, f"the server did not start (its log: {folder / 'log'})"
        time.sleep(0.02)
    return proc, f"unix_socket:{sock}"


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def measure(count: int = 200, gap: float = 0.05, speechd: bool = True) -> dict[str, Any]:
    """Every voice's latency table and the press frames with speech off and on."""
    from bench.scenarios import headless

    headless()  # before pygame is imported: no window, no sound card, a private folder
    from game.engine.voice import MixerPlayer
    from game.speech.backends import EspeakBackend, RecordingBackend, SpeechDispatcherBackend

    voices: dict[str, Any] = {}
    _off, frames_off = presses(None, count, gap)
    voices["recording"], frames_on = presses(RecordingBackend, count, gap)
    if not speechd:
        voices["speech-dispatcher"] = {"problem": "left out (--no-speechd)"}
    else:
        with tempfile.TemporaryDirectory(prefix="pa-speechd-") as folder:
            server, address = private_speechd(Path(folder))
            if server is None:
                voices["speech-dispatcher"] = {"problem": address}
            else:
                try:
                    make = lambda: SpeechDispatcherBackend(address=address, autospawn=False)  # noqa: E731
                    voices["speech-dispatcher"], _ = presses(make, count, gap)
                finally:
                    stop_server(server)
    if shutil.which("espeak-ng"):
        voices["espeak-ng"], _ = presses(lambda: EspeakBackend(MixerPlayer), count, gap)
    else:
        voices["espeak-ng"] = {"problem": "espeak-ng is not installed"}
    frames = {"speech off": {k: summary(v) for k, v in frames_off.items()}}
    if frames_on:
        frames["speech on (recording)"] = {k: summary(v) for k, v in frames_on.items()}
    return {"voices": voices, "frames": frames, "gap_s": gap}


def report(results: dict[str, Any]) -> None:
    print(
        "speech latency: key press posted -> the voice's speak call, on the Speaker's thread"
        f" (wall clock; target p99 <= {TARGET_P99_MS:g} ms to speak)"
    )
    print(f"{'voice':20} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}   {'returned p50/p99 ms':>20}")
    for name, r in results["voices"].items():
        if "problem" in r:
            print(f"{name:20} not measured: {r['problem']}")
            continue
        s, back = r["to_speak"], r["returned"]
        ok = "ok" if s["p99_ms"] <= TARGET_P99_MS else "OVER"
        print(
            f"{name:20} {s['p50_ms']:8.2f} {s['p99_ms']:8.2f} {s['max_ms']:8.2f}"
            f"   {back['p50_ms']:9.2f} / {back['p99_ms']:7.2f}   {ok}  ({r['presses']} presses)"
        )
    print("returned: speech-dispatcher has queued the words; espeak-ng has made them and plays")
    print("the press frame, update+draw at 1280x720: wall clock, and the frame thread's CPU")
    for label, r in results["frames"].items():
        wall, cpu = r["wall"], r["cpu"]
        print(
            f"  {label:24} wall p50 {wall['p50_ms']:5.2f} / p99 {wall['p99_ms']:5.2f} ms"
            f"   CPU p50 {cpu['p50_ms']:5.2f} / p99 {cpu['p99_ms']:5.2f} ms"
        )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.speech")
    p.add_argument("--presses", type=int, default=200, help="key presses per voice")
    p.add_argument("--gap", type=float, default=0.05, help="seconds between presses")
    p.add_argument("--no-speechd", action="store_true", help="leave speech-dispatcher out")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    results = measure(args.presses, args.gap, speechd=not args.no_speechd)
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        report(results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
