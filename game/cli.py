"""The command line behind both `python main.py` and the installed `patience-arcade`.

patience-arcade [--game NAME] [--seed N] [--hard] [--daily] [--demo] [--demo-speed PACE]
                [--code CODE] [--run]
                [--tutorial] [--size WxH] [--fullscreen] [--screenshot PATH] [--trace FILE]
                [--lang system|en|ru] [--speech] [--version]

It lives in the package so the console script of an installed wheel (and the
standalone build) runs the very code the repository's main.py runs.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import stat
import sys
from pathlib import Path

from game import catalog, i18n
from game.engine import window_size
from game.i18n import _


class Parser(argparse.ArgumentParser):
    """One clear line on stderr and exit code 2 for any bad flag or value."""

    def error(self, message: str) -> None:  # type: ignore[override]
        # TRANSLATORS: {message} is argparse's or ours (the flag's own line)
        print(_("patience-arcade: {message} (see --help)").format(message=message), file=sys.stderr)
        raise SystemExit(2)


def digits(text: str) -> bool:
    """Is ``text`` a number written in ASCII digits only? ``int`` also reads ``1_000``,
    `` 7``, ``+3`` and other scripts' digits (``٣``): a flag's number is refused rather
    than read as something the player did not type."""
    return text.isascii() and text.isdigit()


def parse_size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(digits(p) and len(p) <= 9 for p in parts):
        raise argparse.ArgumentTypeError(
            _("bad size {text}: use WxH, e.g. 1280x720").format(text=repr(text[:40]))
        )
    w, h = (int(p) for p in parts)
    why = window_size.problem((w, h))
    if why:
        raise argparse.ArgumentTypeError(why)
    return (w, h)


def parse_seed(text: str) -> int:
    negative = text.startswith("-") and digits(text[1:])
    if negative or (digits(text) and len(text.lstrip("0")) > 19):  # past 2^63 by its length
        shown = text if len(text) <= 24 else text[:20] + "…"
        raise argparse.ArgumentTypeError(
            _("seed {seed} out of range (0 to 2^63-1)").format(seed=shown)
        )
    if not digits(text):
        raise argparse.ArgumentTypeError(
            _("bad seed {text}: use a whole number").format(text=repr(text[:40]))
        )
    seed = int(text)
    if seed >= 2**63:
        raise argparse.ArgumentTypeError(
            _("seed {seed} out of range (0 to 2^63-1)").format(seed=seed)
        )
    return seed


def words_language(argv: list[str]) -> str:
    """The language the command line's own words are in, before the flags are parsed:
    ``--lang``'s when it names one of ours, else the saved setting's, else the system's
    (a bad ``--lang`` is refused later, in the language this gives)."""
    for i, arg in enumerate(argv):
        value = arg.partition("=")[2] if arg.startswith("--lang=") else None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        if value in i18n.CHOICES:
            return value
    from game.store.paths import data_dir
    from game.store.settings import saved_language

    return saved_language(data_dir())


def parse_args(argv: list[str]) -> argparse.Namespace:
    i18n.use(words_language(argv))
    p = Parser(description=_("Patience Arcade: unusual solitaires."), add_help=False)
    p.add_argument("-h", "--help", action="help", help=_("show this help and exit"))
    p.add_argument("--game", choices=catalog.names(), help=_("start straight in this game"))
    p.add_argument("--seed", type=parse_seed, help=_("deal number"))
    p.add_argument("--hard", action="store_true", default=None, help=_("hard mode"))
    p.add_argument(
        "--daily",
        action="store_true",
        help=_("today's deal (with --game) or daily run (with --run)"),
    )
    p.add_argument("--demo", action="store_true", help=_("watch the bot play (with --game)"))
    p.add_argument(
        "--demo-speed", choices=("slow", "normal", "fast"), help=_("the demo's pace (this run)")
    )
    p.add_argument("--tutorial", action="store_true", help=_("the game's tutorial (with --game)"))
    p.add_argument("--code", help=_("open a deal code: play its deal, or watch or beat its game"))
    p.add_argument(
        "--run",
        action="store_true",
        help=_("start an arcade run at once (with --daily: today's daily run)"),
    )
    p.add_argument("--size", type=parse_size, default=(1280, 720), help=_("window size WxH"))
    p.add_argument("--fullscreen", action="store_true", help=_("full screen"))
    p.add_argument("--screenshot", type=Path, help=_("render headless, save a PNG, exit"))
    p.add_argument("--trace", type=Path, help=_("append one line per move played to FILE"))
    p.add_argument(
        "--lang",
        choices=i18n.CHOICES,
        help=_("the words' language for this run: system, en or ru (never saved)"),
    )
    p.add_argument(
        "--speech",
        action="store_true",
        help=_("say what happens aloud through the system's voice (this run)"),
    )
    p.add_argument(
        "--version",
        action="store_true",
        help=_("print the version and the framebuffer path, exit"),
    )
    args = p.parse_args(argv)
    check_flags(p, args)
    return args


def check_flags(p: Parser, args: argparse.Namespace) -> None:
    """The flags that only go with others, or not with others, and the files to write."""
    if args.run:  # a run deals its own games (with --daily: today's daily run)
        for flag in ("game", "seed", "demo", "tutorial"):
            if getattr(args, flag) not in (None, False):
                p.error(
                    _("--run plays its own games and deals: leave out --{flag}").format(flag=flag)
                )
    for flag in ("seed", "daily", "demo", "tutorial"):
        if getattr(args, flag) not in (None, False) and args.game is None:
            if flag == "daily" and args.run:
                continue  # today's daily run
            if flag == "daily":
                p.error(_("--daily needs --game or --run"))
            p.error(_("--{flag} needs --game").format(flag=flag))
    if args.code is not None:
        from game.session.codes import CodeError, decode

        for flag in ("game", "seed", "daily", "demo", "tutorial", "run"):
            if getattr(args, flag) not in (None, False):
                p.error(
                    _("--code names its own game and deal: leave out --{flag}").format(flag=flag)
                )
        try:
            decode(args.code)
        except CodeError as exc:
            p.error(_("--code: {problem}").format(problem=exc))
    if args.daily and args.seed is not None:
        p.error(_("--daily picks its own deal: leave out --seed"))
    if args.tutorial and (args.daily or args.demo or args.seed is not None):
        p.error(_("--tutorial plays its own deal: leave out --seed, --daily and --demo"))
    for flag in ("screenshot", "trace"):
        path = getattr(args, flag)
        if path is not None:
            why = cannot_write(path, stream=flag == "trace")
            if why:
                p.error(
                    _("--{flag} {path}: cannot write there ({why})").format(
                        flag=flag, path=repr(str(path)), why=why
                    )
                )


def cannot_write(path: Path, stream: bool = False) -> str | None:
    """Why ``path`` cannot be written, or None when it can. A picture is a regular file
    or a new one (a folder, a device such as ``/dev/null``, a pipe is refused before
    the window opens, not when the picture is saved); a trace, a line at a time, may
    also go to a pipe or a terminal (``stream``). A file is tried by writing to it: a
    missing folder, a name too long, a full disk; the probe byte is cut off again and
    a file the probe made removed. A pipe is opened without waiting (no reader: refused)
    and nothing is written into it."""
    try:
        kind = os.stat(path).st_mode
    except FileNotFoundError:
        kind = None
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    if kind is not None and not stat.S_ISREG(kind):
        if not stream:
            return _("not a regular file")
        if not (stat.S_ISFIFO(kind) or stat.S_ISCHR(kind)):
            return _("not a file, a pipe or a terminal")
        return cannot_stream(path)
    existed = os.path.lexists(path)
    try:
        with open(path, "ab") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # swapped since the stat
                return _("not a regular file")
            size = f.tell()
            f.write(b"\0")
            f.flush()
            f.truncate(size)
        if not existed:
            os.unlink(path)
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    return None


def cannot_stream(path: Path) -> str | None:
    """Why the pipe or terminal ``path`` cannot take a trace, or None: a pipe must have
    a reader, a character device must be a terminal (``/dev/null`` and ``/dev/full``
    are not)."""
    flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        return exc.strerror or type(exc).__name__
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISCHR(mode) and not os.isatty(fd):
            return _("not a file, a pipe or a terminal")
    finally:
        os.close(fd)
    return None


def main(argv: list[str] | None = None) -> int:
    # before anything imports pygame: reading the saved language reads the settings,
    # whose key bindings are checked against pygame's key names
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        print_version()
        return 0
    if args.screenshot:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App, Options, admit_scenes
    from game.engine.layout import LevelError
    from game.scenes import SCENES
    from game.store.database import StoreError
    from game.store.lock import InUse

    options = Options(
        game=args.game,
        seed=args.seed,
        hard=args.hard,
        size=args.size,
        fullscreen=args.fullscreen,
        screenshot=args.screenshot,
        trace=args.trace,
        daily=args.daily,
        demo=args.demo,
        tutorial=args.tutorial,
        code=args.code,
        run=args.run,
        lang=args.lang,
        speech=args.speech,
        extra={"demo_speed": args.demo_speed} if args.demo_speed else {},
    )
    admit_scenes(SCENES)  # a game that fails to load is left out here, and the others run
    if not catalog.names():
        said = _("no game could be loaded (each one's fault is said above)")
        print(f"patience-arcade: {said}", file=sys.stderr)
        return 1
    try:
        app = App(options)
        start_scene(app)
    except LevelError as exc:
        print(f"patience-arcade: {exc}", file=sys.stderr)
        return 1
    except (InUse, StoreError) as exc:
        # a second copy on this folder, a database from a newer version, a folder that
        # cannot hold one: said in one line (and in a window, when there is one); nothing
        # is written
        print(f"patience-arcade: {exc}", file=sys.stderr)
        if not args.screenshot:
            from game.engine.refusal import show_refusal

            show_refusal(str(exc))
        return 1
    return app.run()


def version() -> str:
    """The version of this copy: pyproject.toml's when run from a clone (an installed
    distribution elsewhere could be another one), else the installed package's."""
    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    if pyproject.is_file():
        section = ""
        for line in pyproject.read_text(encoding="utf-8").splitlines():
            key, _sep, value = line.partition("=")
            if line.startswith("["):
                section = line.strip()
            elif section == "[project]" and key.strip() == "version":
                return value.strip().strip('"')
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("patience-arcade")
    except PackageNotFoundError:
        return "unknown"


def print_version() -> None:
    """``--version``: the version, then the framebuffer path the display would start with
    here (the same choice App makes, without opening a window); a refused override on
    stderr."""
    from game.engine import framebuffer
    from game.store.paths import data_dir
    from game.store.settings import Settings

    settings = Settings(data_dir(), writable=False)  # only read: another copy may be running
    choice = framebuffer.choose(
        framebuffer.expected_driver(os.environ, sys.platform), settings.framebuffer, os.environ
    )
    print(f"patience-arcade {version()}")
    print(f"framebuffer: {choice.describe()}")
    for problem in (*settings.problems, choice.problem):
        if problem:
            print(f"patience-arcade: {problem}", file=sys.stderr)


def start_scene(app) -> None:
    """The menu, or straight into a game when --game says so (the menu, whose notice says
    why, when that game was left out at start-up), or into an arcade run (--run)."""
    opts = app.options
    game = opts.game if opts.game and catalog.find(opts.game) is not None else None
    code = None
    if opts.code and opts.screenshot:  # only looks: the deal, or a game's final position
        from game.session.codes import CodeError, decode

        # a code of a game left out since the flags were read: the menu says so, below
        with contextlib.suppress(CodeError):
            code = decode(opts.code)
    if code is not None:
        if code.moves is not None:
            app.scenes.push(code.game, replay=code.line())
        else:
            deck = list(code.deck) if code.deck is not None else None
            app.scenes.push(code.game, seed=code.seed, deck=deck, hard=code.hard)
    elif opts.code:
        app.scenes.push("menu").codes.open(opts.code)
    elif opts.run and opts.screenshot:  # only looks: a new run's first deal, a saved run kept
        from game.ai.daily import today
        from game.session import ArcadeRun

        run = ArcadeRun(app.ledger, app.settings.hard, daily=today() if opts.daily else None)
        app.scenes.push(run.game, run=run)
    elif opts.run:  # the menu's own way in: a saved run continued, or asked about first
        app.scenes.push("menu").start_run(daily=opts.daily)
    elif game and opts.tutorial:
        app.scenes.push(game, tutorial=True)
    elif game and app.saves.load(game) is not None and not opts.screenshot:
        # a saved deal of that game: the menu's own way in, which continues it or asks
        # before it counts as abandoned; never replaced in silence
        menu = app.scenes.push("menu")
        menu.launch(game, seed=opts.seed, daily=opts.daily, demo=opts.demo)
    elif game:  # (with --screenshot a saved deal stays as it is: the run only looks)
        app.scenes.push(game, seed=opts.seed, hard=opts.hard, daily=opts.daily, demo=opts.demo)
    else:
        app.scenes.push("menu")
