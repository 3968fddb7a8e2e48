"""The window, the clock and the main loop around the SceneManager."""

from __future__ import annotations

import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import catalog, i18n
from game.engine import framebuffer, theme, ui, window_size
from game.engine.audio import Audio
from game.engine.controller import PAD_EVENTS, Pads
from game.engine.input import KEYS, LAST
from game.engine.keymaps import use_bindings
from game.engine.layout import level_paths, load_level
from game.engine.scene import Scene, SceneManager, load_class
from game.engine.spoken import sentences
from game.engine.worker import Job
from game.i18n import _, ngettext
from game.keytables import READING
from game.scenes import SCENES
from game.store.data import open_data

if TYPE_CHECKING:  # speech is imported when it starts: with it off, the game is as it was
    from game.speech import Speaker
    from game.speech.choice import Voices

DEFAULT_SIZE = (1280, 720)
SWITCH_INTERVAL = 0.001  # seconds a worker thread may hold the interpreter lock
# At rest the loop waits up to REST_WAIT seconds for input before a frame, looking for it
# every REST_POLL: some 15 frames a second instead of 60. (pygame.event.wait polls SDL every
# millisecond: it cost more than it saved.) After STILL_FRAMES frames at rest that showed
# nothing new, a scene that says when it next changes by itself (``due_in``: a table's
# clock) is left alone until then, up to REST_STILL, and again while frames show only
# those changes: an idle table draws two frames a second (SLOTKER's six), not fifteen.
REST_WAIT = 0.05
REST_STILL = 0.5
STILL_FRAMES = 3
REST_POLL = 0.01


@dataclass
class Options:
    """What the command line asked for (see game/cli.py)."""

    game: str | None = None
    seed: int | None = None
    hard: bool | None = None
    size: tuple[int, int] = DEFAULT_SIZE
    fullscreen: bool = False
    screenshot: Path | None = None
    trace: Path | None = None
    daily: bool = False  # today's deal of --game
    demo: bool = False  # the bot plays --game's deal from the start
    tutorial: bool = False  # --game's tutorial
    code: str | None = None  # a deal code to open (--code)
    run: bool = False  # an arcade run at once (--run; with ``daily``, today's daily run)
    lang: str | None = None  # the words' language for this run (--lang)
    speech: bool = False  # speech on for this run (--speech)
    extra: dict = field(default_factory=dict)

    @property
    def overrides(self) -> dict[str, object]:
        """The settings this run's flags set for this run only (never written)."""
        out: dict[str, object] = {}
        if self.hard is not None:
            out["hard"] = self.hard
        if self.lang is not None:
            out["language"] = self.lang
        if self.extra.get("demo_speed"):
            out["demo_speed"] = self.extra["demo_speed"]
        if self.speech:
            out["speech"] = "on"
        return out


def display_window() -> pygame.Window:
    """The window ``pygame.display`` opened, as a ``pygame.Window`` (which holds its
    minimum size). pygame-ce 2.5 warns that ``from_display_module`` will go, in favour of
    drawing through the Window object; the frame is drawn through ``pygame.display``
    (dirty rectangles, game.engine.framebuffer), so the warning is answered here, once."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def set_mode(size: tuple[int, int], flags: int) -> pygame.Surface:
    """``pygame.display.set_mode``, with the window's minimum set again: SDL forgets it
    when the mode changes."""
    screen = pygame.display.set_mode(size, flags)
    display_window().minimum_size = window_size.MIN_SIZE
    return screen


def admit_scenes(registry: dict[str, str]) -> None:
    """Every game's scene imported and its level loaded as the program starts, before its
    window, as the catalog admits its rules and bot: a game whose scene or level fails (a
    missing module, a missing or broken map, a scene without its slot list) is left out
    with one line on stderr and on the notice bar, and the others run, from the menu or
    from --game."""
    for name, info in list(catalog.games().items()):
        try:
            required = load_class(info.scene).REQUIRED
            for path in level_paths(name):  # its 4:3 map too, where it has one
                load_level(path, required)
            for own in info.scenes.values():  # its scenes of its own, imported as its own
                load_class(own)
        except Exception as exc:  # whatever a game's own code raises as it is imported
            for gone in (name, *info.scenes):
                registry.pop(gone, None)
            catalog.leave_out(name, f"{type(exc).__name__}: {exc}")


class App:
    """Owns the window and the services every scene shares."""

    def __init__(self, options: Options) -> None:
        # Workers (hints, the winnable-deal search, sound synthesis) share the interpreter
        # lock with the frame: each time a blit lets it go, the frame may wait a whole
        # switch interval to get it back. 1 ms instead of 5 keeps those waits short.
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.options = options
        self.notices: list[str] = []
        self.scenes: SceneManager | None = None
        self.theme = theme.Theme()  # the look, read at draw time (apply_theme sets it)
        # the folder's lock, the database, the settings; a second copy stops here
        self.data = open_data(report=self.report)
        self.settings = self.data.settings
        self.settings.on_problem = self.report
        for key, value in options.overrides.items():  # command-line flags: this run only
            self.settings.override(key, value)
        i18n.use(self.settings.language)
        self._laid_out_in = i18n.language()
        use_bindings(self.settings.keys, self.settings.buttons)  # the player's own keys
        LAST.pad = False  # the key hints show keys until a controller is used
        self.pads = Pads(problem=self.report)
        self.stats, self.saves, self.ledger = self.data.stats, self.data.saves, self.data.ledger
        self.framebuffer = self._start_display()
        pygame.font.init()
        Pads.start()  # controllers plugged in now are announced as added
        pygame.display.set_caption(_("Patience Arcade"))
        self.fullscreen = options.fullscreen or self.settings.fullscreen
        self.screen = self._open_window(options.size)
        self.clock = pygame.time.Clock()
        self.scenes = SceneManager(self, SCENES)
        for line in self.notices[-2:]:  # what opening the data folder had to say
            self.scenes.notice.show(line)
        left_out = catalog.problems()  # games left out (each already said on stderr)
        if left_out:  # every one on the bar at once, however many
            self.notices += left_out
            self.scenes.notice.show("  ·  ".join(left_out))
        self.apply_theme()
        self.audio: Audio | None = None
        self.speaker: Speaker | None = None  # the words said aloud, while speech is on
        self.reader_running: bool | None = None  # a screen reader runs (None: not asked)
        self._asking: Job | None = None  # the platform asked that on a thread
        self._voices: Voices | None = None  # the voices this machine has, once looked for
        self.running = True
        self._quit_due = False  # the window was closed during a fade: asked once it ends
        self.keyboard_last = False  # the last input was a key: a table opens with its focus ring
        self.frames = 0
        self.dirty: list[pygame.Rect] = []  # what the last frame changed
        self._whole = True  # the next present shows the whole window
        self._still = 0  # frames at rest in a row that showed nothing new (or only the due)
        self._due = False  # this frame's rest ended when its scene's change was due
        self._timed = False  # the last rest_wait was the top scene's due time
        self.trace_file = open(options.trace, "a", encoding="utf-8") if options.trace else None
        self._idle_top: Scene | None = None  # the scene last traced as idle
        self._traced_since_idle = False
        window = pygame.display.get_wm_info().get("window")
        if window:  # lets an X test find the window without a WM, and know its framebuffer
            self.trace(f"window {window} framebuffer {self.framebuffer.path}")

    def _start_display(self) -> framebuffer.Choice:
        """Start SDL's video with the framebuffer path chosen for the platform (see
        game.engine.framebuffer): dirty rectangles reach the screen as they are."""
        setting = self.settings.framebuffer
        choice = framebuffer.start(setting)
        pygame.display.init()
        choice = framebuffer.confirm(choice, pygame.display.get_driver(), setting)
        if choice.problem:
            self.report(choice.problem)
        return choice

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        """The window at ``size`` (never below the smallest the layout supports), which
        the player cannot drag smaller than that either."""
        flags = pygame.RESIZABLE
        size = window_size.clamp(size)
        if self.fullscreen:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        return set_mode(size, flags)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def report(self, line: str) -> None:
        """A problem the player should hear about: stderr and the window at once (over
        whatever scene is up), and kept for the menu's toast."""
        print(f"patience-arcade: {line}", file=sys.stderr)
        self.notices.append(line)
        if self.scenes is not None:
            self.scenes.notice.show(line)

    def trace(self, text: str) -> None:
        """One line per move played, for the real-window CI test to check."""
        if self.trace_file:
            try:
                self.trace_file.write(text + "\n")
                self.trace_file.flush()
            except OSError as exc:  # a full disk or a gone device: the game goes on
                self._stop_tracing(exc)
                return
            self._traced_since_idle = True

    def _stop_tracing(self, exc: OSError) -> None:
        """Said once on stderr; the trace stops (its file may hold part of a line)."""
        line = _("--trace {path}: write failed ({why}); tracing stopped").format(
            path=self.options.trace, why=exc.strerror or exc
        )
        print(f"patience-arcade: {line}", file=sys.stderr)
        trace_file, self.trace_file = self.trace_file, None
        try:
            trace_file.close()
        except OSError:
            pass  # the buffered rest cannot be written either

    def trace_idle(self) -> None:
        """Trace ``idle <scene class>`` when the top scene comes to rest (no fade, no
        animation) after a change of scene or a traced move: the real-window test
        waits for these lines instead of sleeping for as long as an animation might take."""
        if not self.trace_file:
            return
        top = self.scenes.top
        idle = self.at_rest()
        if not idle:
            self._idle_top = None
        elif top is not self._idle_top or self._traced_since_idle:
            self._idle_top = top
            self.trace(f"idle {type(top).__name__}")
            self._traced_since_idle = False

    def at_rest(self) -> bool:
        """The top scene is still: no fade, no animation (its ``settled``, where it has one),
        and no controller direction held (its repeats are made frame by frame)."""
        top = self.scenes.top
        ready = getattr(top, "settled", None)
        still = top is not None and not self.scenes.fading and not self.pads.held
        return still and (not callable(ready) or ready())

    def rest(self, dt: float) -> float:
        """Between ``clock.tick`` and the step, at rest only: wait up to REST_WAIT for input
        instead of drawing the same table 60 times a second, so an idle table costs a small
        part of a core. An event ends the wait within REST_POLL and stays queued for the
        step. The scenes are brought up to the moment the wait ended (the table's clock
        and SLOTKER's cabinet lights move at the rest rate) and the step gets the rest of
        the frame's time: a move played from rest starts its animation from the start."""
        if not self.at_rest():
            return dt
        start = time.perf_counter()
        end = start + self.rest_wait()
        while not (event := pygame.event.peek()) and (now := time.perf_counter()) < end:
            time.sleep(min(REST_POLL, end - now))
        # woken for a change the scene said was due: the frame showing it is no news
        self._due = self._timed and not event
        self.scenes.update(dt + time.perf_counter() - start)
        self.clock.tick()  # the next frame's time counts from here
        return 0.0

    def rest_wait(self) -> float:
        """How long this rest may wait for input: REST_WAIT while frames at rest show
        something new (whatever moves at rest moves at that rate: a pulse, a notice; a
        slow one may show nothing for a frame or two); after STILL_FRAMES that showed
        nothing, until the top scene's picture is due to change by itself (its
        ``due_in``: a table's clock turning a second, a message going, SLOTKER's lights),
        up to REST_STILL, and so on while the frames show only those changes. A scene
        with no ``due_in``, or one saying 0 (something runs there that it does not
        time), keeps REST_WAIT."""
        due = getattr(self.scenes.top, "due_in", None)
        self._timed = False
        if self._still < STILL_FRAMES or self.scenes.notice.text or not callable(due):
            return REST_WAIT
        wait = due()
        if wait <= 0:
            return REST_WAIT
        self._timed = True
        return min(REST_STILL, wait + 0.002)  # a hair past it: the frame shows the change

    def play_sound(self, name: str) -> None:
        if self.audio is not None:
            self.audio.play(name)

    def toggle_sound(self) -> bool:
        on = not self.settings.sound
        self.settings.set("sound", on)
        if self.audio is not None:
            self.audio.enabled = on
        return on

    # --- speech (game.speech): started after the first frame, as the sound is -----------
    @property
    def speaking(self) -> bool:
        """Speech is on: words said through ``speak`` are heard."""
        return self.speaker is not None

    def speak(self, text: str, keep: bool = False) -> None:
        """Say ``text`` aloud when speech is on (see game.speech.speaker: ordinary speech
        interrupts ordinary speech, ``keep`` queues what must not be lost); never waits."""
        if self.speaker is not None:
            self.speaker.say(text, keep)

    def voices(self) -> Voices:
        """The voices this machine has, looked for once (nothing is started)."""
        if self._voices is None:
            from game.engine.voice import MixerPlayer
            from game.speech.choice import choose

            self._voices = choose(player=MixerPlayer)
        return self._voices

    def voice_note(self) -> str | None:
        """The line Settings shows under speech when there is no voice: how to get one,
        or why the voices there are could not be started."""
        problem = self.voices().problem
        if problem is not None:
            return _(problem)
        speaker = self.speaker
        if speaker is not None and speaker.failed and speaker.problems:
            return _("No voice could be started: {why}").format(why=speaker.problems[-1])
        return None

    def speech_wanted(self) -> bool:
        """On, or automatic while the platform says a screen reader runs."""
        mode = self.settings.speech
        return mode == "on" or (mode == "auto" and bool(self.reader_running))

    def follow_speech(self) -> None:
        """The Speaker started or closed as the settings say (with speech off nothing
        is started); "automatic" first asks the platform, on a thread, once."""
        if self.settings.speech == "auto" and self.reader_running is None:
            if self._asking is None:
                from game.speech.choice import screen_reader_running

                self._asking = Job(screen_reader_running)
        wanted = self.speech_wanted()
        if wanted and self.speaker is None and self.voices().makers:
            from game.speech import Speaker

            settings = self.settings
            self.speaker = Speaker(
                self.voices().makers, language=i18n.language, rate=lambda: settings.speech_rate
            )
        elif not wanted and self.speaker is not None:
            self.speaker.close(timeout=0)  # told to stop; the frame does not wait for it
            self.speaker = None

    def heard_from_platform(self) -> None:
        """The platform has said whether a screen reader runs: speech follows."""
        asking = self._asking
        if asking is not None and asking.done:
            self._asking = None
            self.reader_running = asking.result is True
            self.follow_speech()

    def set_speech(self, mode: str) -> None:
        """The player's choice (Settings): "off", "on" or "auto"; saved, in force now."""
        self.settings.set("speech", mode)
        self.follow_speech()

    def set_language(self, choice: str) -> None:
        """The player's choice of language (Settings): saved, and in force from the next
        frame on (``step`` lays the scenes out again in the new words)."""
        self.settings.set("language", choice)
        i18n.use(choice)

    def follow_language(self) -> None:
        """Scenes lay some words out once (a menu's rows sized to its labels): when the
        language has changed since, every scene lays itself out again, and the whole
        window is drawn. Asked every frame, so a change made anywhere (Settings, a test's
        ``i18n.use``) shows on the next one."""
        if i18n.language() == self._laid_out_in:
            return
        self._laid_out_in = i18n.language()
        pygame.display.set_caption(_("Patience Arcade"))
        self.scenes.resize(self.size)
        self.scenes.invalidate()
        self._whole = True

    def take_problems(self) -> None:
        """Move problems reported by the save store into notices (shown in the menu)."""
        while self.saves.problems:
            self.report(self.saves.problems.pop(0))

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.settings.set("fullscreen", self.fullscreen)
        self.screen = self._open_window(DEFAULT_SIZE)
        self._whole = True
        self.scenes.resize(self.size)

    def apply_theme(self) -> None:
        """The look and comfort options in the settings take effect on every scene: one
        new theme object, ``app.theme`` (and the engine's drawing code's, theme.current());
        each scene is laid out again (text sizes) and drops its felt; card art follows
        the theme by itself."""
        self.theme = theme.from_settings(self.settings.as_dict())
        theme.use(self.theme)
        ui.use_theme()
        self.scenes.resize(self.size)

    def quit(self) -> None:
        """The player asks to quit: the window's close button, Ctrl+Q, the menu's Quit or
        Esc there. What would be lost is kept first; when some of it cannot be written (a
        full disk), the player is told what and asked (``quit_pending``: Retry or Quit
        anyway) before it is given up, instead of reading it on stderr afterwards."""
        if not self.running or self.asking_to_quit():
            return
        if self.scenes.fading:  # a scene is on its way in: asked over it when it is up
            self._quit_due = True
            return
        if self.keep_all():
            self.quit_now()
        else:
            self.scenes.push("quit_pending")

    def asking_to_quit(self) -> bool:
        """The question about what could not be written is up."""
        top = self.scenes.top
        return top is not None and type(top) is self.scenes.resolve("quit_pending")

    def quit_now(self) -> None:
        """The loop ends without asking again; ``close`` keeps what it still can."""
        self.running = False

    def resize_window(self, size: tuple[int, int]) -> None:
        """Give the window ``size`` as a dragged corner would (not below the minimum): the
        scenes lay out again."""
        set_mode(window_size.clamp(size), pygame.RESIZABLE)
        self.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))

    def step(self, dt: float, draw: bool = True) -> None:
        """One frame: events, update, draw. Split out so tests and benchmarks drive it;
        ``draw=False`` leaves the window as it was (tests settling an animation draw
        only the frame they look at)."""
        for event in pygame.event.get():
            self.dispatch(event)
        for event in self.pads.update(dt):  # a stick or D-pad held: its repeats
            self.dispatch(event)
        self.follow_language()
        if self._asking is not None:
            self.heard_from_platform()
        self.scenes.update(dt)
        if self._quit_due and not self.scenes.fading:
            self._quit_due = False
            self.quit()
        self.dirty = self.scenes.draw(self.screen) if draw else []
        self._still = 0 if self.dirty and not self._due else self._still + 1
        self._due = False

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED):
            self.scenes.invalidate()
            self._whole = True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.screen = pygame.display.get_surface()
            self._whole = True
            self.scenes.resize(self.size)
            return
        if event.type in PAD_EVENTS:  # a controller's press becomes a press of its button
            for press in self.pads.translate(event):
                self.dispatch(press)
            return
        if event.type == pygame.KEYDOWN:
            self.keyboard_last = True
            LAST.pad = bool(getattr(event, "pad", None))
        elif event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.MOUSEMOTION and any(getattr(event, "rel", (0, 0)))
        ):
            self.keyboard_last = False
            LAST.pad = event.type != pygame.MOUSEBUTTONDOWN and LAST.pad
        capturing = getattr(self.scenes.top, "capturing", False)  # a key being learnt
        action = KEYS.action(event)
        if action == "fullscreen" and not capturing:
            self.toggle_fullscreen()
            return
        if action in READING and self.speaker is not None and not capturing:
            self.read_aloud(action)
            return
        self.scenes.handle_event(event)

    def read_aloud(self, action: str) -> None:
        """A reading key, speech on (game.keytables.READING): the last words again; where
        the player is (the screen and its focus); the table or its status, of the deal
        on show under whatever covers it (elsewhere: the screen)."""
        from game.table.scene import TableScene

        if self.speaker is not None and action == "repeat_speech":
            self.speaker.repeat()
            return
        top = self.scenes.top
        if top is None:
            return
        table = next((s for s in reversed(self.scenes.stack) if isinstance(s, TableScene)), None)
        words = ""
        if table is not None and action == "read_table":
            words = sentences(table.table_words())
        elif table is not None and action == "read_status":
            words = table.status_words()
        self.speak(words or top.spoken_screen())

    def run(self) -> int:
        first = True
        while self.running and self.scenes.top is not None:
            dt = self.rest(min(self.clock.tick(60) / 1000.0, 0.05))
            self.step(dt)
            self.present()
            self.frames += 1
            self.trace_idle()
            if first:
                first = False
                self.audio = Audio(enabled=self.settings.sound)
                self.follow_speech()  # after the mixer is open: espeak-ng plays on it
                self.scenes.preload()
            if self.options.screenshot and self.screenshot_ready():
                pygame.image.save(self.screen, str(self.options.screenshot))
                self.running = False
        self.close()
        return 0

    def present(self) -> None:
        """Show the frame: only the rectangles that changed, unless the window needs all
        (``bench.window`` times this under X)."""
        if self._whole or self.frames == 0:
            pygame.display.flip()
            self._whole = False
        elif self.dirty:
            pygame.display.update(self.dirty)

    def screenshot_ready(self) -> bool:
        top = self.scenes.top
        ready = getattr(top, "settled", None)
        return not self.scenes.fading and (ready() if callable(ready) else self.frames > 2)

    def keep_all(self) -> bool:
        """Every scene keeps what it must (a deal's save) and everything pending is
        written now; False when some of it could not be (``ledger.unsaved`` says how
        much: the settings' too)."""
        for scene in reversed(self.scenes.stack):
            scene.on_quit()
        self.take_problems()
        return self.ledger.flush()

    def keep(self) -> None:
        """Everything a player would lose by closing the window is written now; what
        cannot be (the player chose Quit anyway) is said on stderr."""
        if not self.keep_all():
            n = self.ledger.unsaved
            line = ngettext(
                "{n} change could not be written", "{n} changes could not be written", n
            ).format(n=n)
            print(f"patience-arcade: {line}", file=sys.stderr)

    def close(self) -> None:
        self.keep()
        if self.speaker is not None:  # its thread ends before the mixer does
            self.speaker.close()
            self.speaker = None
        if self.trace_file:
            self.trace_file.close()
        self.data.close()
        pygame.quit()
