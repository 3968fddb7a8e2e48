"""The player's settings: a readable JSON file behind one typed object.

Every setting is declared once in ``Values`` with its type, bounds and default.
Reading the file passes each value through that declaration: a value of the
wrong type, out of bounds, NaN or 1e400 falls back to its default; an unknown
key is dropped; a file that is not JSON at all (or nested too deep) is replaced
by the defaults. In every such case the file as it was is kept beside it
(``settings.bad-<time>.json``) and the player is told in one line; the good
values are kept.

Flags on the command line apply to one run (``override``) and are never
written: the file only ever holds what the player chose in the game.

A choice that cannot be written (a full disk) stays in force and pending: the
ledger retries it with its own changes (``retry``, a ``Rider`` of
game.store.ledger) and counts it until it is written, so nothing the player
chose is dropped while "everything is written" is said.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, Optional

import msgspec

from game import catalog, i18n
from game.i18n import _
from game.keytables import check_bindings
from game.store.looks import CARD_BACKS, TABLES
from game.store.paths import free_name
from game.store.schema import MAX_BYTES, Invalid, Name, convert, parse

Pace = Literal["slow", "normal", "fast"]
Speed = Annotated[float, msgspec.Meta(ge=0.0, le=4.0)]
if TYPE_CHECKING:  # choices read at run time, which a type checker cannot: strings to it
    CardBack = str
    Table = str
    Game = str | None  # None only as the default when no game is installed
    Language = str
else:  # the door (msgspec) checks each against its choices
    CardBack = Literal[tuple(CARD_BACKS)]
    Table = Literal[tuple(TABLES)]
    Game = Literal[catalog.names()]  # the catalog, read at start
    Language = Literal[i18n.CHOICES]  # "system", "en", "ru"
# the game a fresh player's menu points at (the one Deal # deals and the statistics open
# on): the catalog's last, the menu's bottom game row, the one it has always been
FRESH_GAME: str | None = catalog.names()[-1] if catalog.names() else None
# the player's own keys (buttons): action -> its bindings, only the actions changed
Bindings = Annotated[
    dict[
        Annotated[str, msgspec.Meta(max_length=40)],
        Annotated[list[str], msgspec.Meta(max_length=8)],
    ],
    msgspec.Meta(max_length=64),
]


class Values(msgspec.Struct):
    """Every setting, its type, bounds and default."""

    hard: bool = False
    anim_speed: Speed = 1.0  # 0 = instant
    sound: bool = True
    fullscreen: bool = False
    last_game: Game = FRESH_GAME
    winnable_only: bool = False  # Monte Carlo and Maze: only solver-proven deals
    confirm: bool = True  # ask before New deal, Restart, Give up or Deal # end a started deal
    # the look and the comfort options (game.engine.theme.Theme, same names)
    card_back: CardBack = "crimson"
    table: Table = "game"
    four_colour: bool = False
    large_print: bool = False
    high_contrast: bool = False
    reduce_motion: bool = False
    demo_speed: Pace = "normal"  # the demo's pace
    # the words said aloud (game.speech): "auto" while the platform says a screen reader
    # runs; --speech turns it on for one run
    speech: Literal["auto", "off", "on"] = "auto"
    speech_rate: Pace = "normal"
    tutorials_offered: Annotated[list[Name], msgspec.Meta(max_length=64)] = []
    # the window's framebuffer (game.engine.framebuffer): the platform's choice, SDL's
    # driver framebuffer, or SDL's renderer texture
    framebuffer: Literal["auto", "native", "texture"] = "auto"
    # the words' language: the system locale's (English when it is none of ours) or one
    # chosen in Settings; --lang overrides it for one run
    language: Language = "system"
    # Settings → Controls: the actions rebound, with their keys ("ctrl+z") and their
    # controller buttons ("x", "dpad up"), a layer's action as "layer.action" (a game's
    # own: "<game>.compact"); checked name by name (game.engine.keymaps)
    keys: Bindings = {}
    buttons: Bindings = {}


# a setting checked past its type: a bad part is dropped with a line, the rest kept
CHECKS: dict[str, Callable[[Any], tuple[Any, list[str]]]] = {
    "keys": lambda raw: check_bindings(raw, pad=False, games=catalog.key_layers()),
    "buttons": lambda raw: check_bindings(raw, pad=True, games=catalog.key_layers()),
}


def games_own() -> dict[str, Any]:
    """The settings the games declare of their own (an entry's ``settings``: a key that
    starts with the game's name, and its type), each ``None`` until the player first
    chooses; a key the collection's own settings have is not a game's to take."""
    own: dict[str, Any] = {}
    for info in catalog.games().values():
        for key, ref in info.settings.items():
            if key not in Values.__struct_fields__:
                own[key] = Optional[catalog.load(ref)]  # noqa: UP045 (a type built at run time)
    return own


FIELDS: dict[str, Any] = {
    **{f.name: f.type for f in msgspec.structs.fields(Values)},
    **games_own(),
}
DEFAULTS: dict[str, Any] = {
    **msgspec.to_builtins(Values()),
    **dict.fromkeys(games_own()),
}
FILE = "settings.json"


def saved_language(folder: Path) -> str:
    """The language saved in ``folder``'s settings, read before the game starts (the
    command line's words are in it): only looked at, never repaired or kept aside (the
    game's own reading does that, once); ``"system"`` when there is none to read."""
    try:
        loaded = parse((folder / FILE).read_bytes()[:MAX_BYTES])
    except (OSError, Invalid):
        return "system"
    value = loaded.get("language") if isinstance(loaded, dict) else None
    return value if value in i18n.CHOICES else "system"


class Settings:
    """The settings of this run: the file's values, with this run's overrides on top."""

    def __init__(self, folder: Path, writable: bool = True) -> None:
        self.path = folder / FILE
        self.writable = writable
        self._dirty = False  # the player's choices wait to be written (a write failed)
        self._problem: str | None = None  # the write failure last told, told once
        self.problems: list[str] = []  # one line each, for the player
        self.overrides: dict[str, Any] = {}
        self.on_problem: Callable[[str], None] | None = None
        self.saved: dict[str, Any] = self._read()
        if self.problems and self.path.exists():
            self.write()  # the file as it was is kept aside: the next launch reads good values

    # --- reading, through the door ---------------------------------------------------
    def _read(self) -> dict[str, Any]:
        values = dict(DEFAULTS)
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return values
        except OSError as exc:
            self.problems.append(
                _("{file} could not be read ({why}); using defaults").format(
                    file=FILE, why=exc.strerror
                )
            )
            return values
        bad: list[str] = []
        try:
            if len(raw) > MAX_BYTES:
                raise Invalid(_("too large ({n} bytes)").format(n=len(raw)))
            loaded = parse(raw)
            if not isinstance(loaded, dict):
                raise Invalid(
                    _("expected an object, found {kind}").format(kind=type(loaded).__name__)
                )
        except Invalid as exc:
            loaded, bad = {}, [_("unreadable ({why})").format(why=exc)]
        for key, value in loaded.items():
            if key not in FIELDS:
                bad.append(_("unknown setting {key} dropped").format(key=repr(str(key)[:40])))
                continue
            try:
                values[key] = msgspec.to_builtins(convert(value, FIELDS[key]))
            except Invalid as exc:
                bad.append(_("{key}: {why}; using the default").format(key=key, why=exc))
                continue
            if key in CHECKS:
                values[key], problems = CHECKS[key](values[key])
                bad += [f"{key}: {line}" for line in problems]
        if bad:
            kept = self._keep_aside(raw)
            where = (
                _("the file is kept as {name}").format(name=kept)
                if kept
                else _("the file could not be kept aside")
            )
            # TRANSLATORS: {problems} are one to three of the lines above, joined by "; "
            self.problems.append(
                _("{file}: {problems}; {where}").format(
                    file=FILE, problems="; ".join(bad[:3]), where=where
                )
            )
        return values

    def _keep_aside(self, raw: bytes) -> str | None:
        target = free_name(self.path.parent, "settings.bad", ".json")
        try:
            target.write_bytes(raw)
        except OSError:
            return None
        return target.name

    # --- the values ------------------------------------------------------------------
    def __getitem__(self, key: str) -> Any:
        if key in self.overrides:
            return self.overrides[key]
        return self.saved[key]

    def get(self, key: str) -> Any:
        return self[key]

    def __getattr__(self, key: str) -> Any:
        """``settings.anim_speed``: each setting by its name, typed as ``Values`` declares."""
        if key in FIELDS:
            return self[key]
        raise AttributeError(f"no setting called {key!r}")

    def as_dict(self) -> dict[str, Any]:
        """Every value in force this run (overrides included)."""
        return {**self.saved, **self.overrides}

    def override(self, key: str, value: Any) -> None:
        """A value for this run only (a command-line flag, a test): never written."""
        self.overrides[key] = self._checked(key, value)

    def set(self, key: str, value: Any) -> bool:
        """The player's choice: in force at once, written to the file. False (and the
        problem told) if the write failed; the value stays in force for this run."""
        self.saved[key] = self._checked(key, value)
        self.overrides.pop(key, None)
        return self.write()

    @staticmethod
    def _checked(key: str, value: Any) -> Any:
        if key not in FIELDS:
            raise KeyError(f"no setting called {key!r}")
        return msgspec.to_builtins(convert(value, FIELDS[key]))

    # --- writing ---------------------------------------------------------------------
    @property
    def unsaved(self) -> int:
        """1 while the player's choices wait to be written (the last write failed)."""
        return int(self._dirty)

    def retry(self) -> bool:
        """What waits written now, if anything waits (the ledger asks after its own
        writes); True when nothing is left waiting."""
        return not self._dirty or self.write()

    def write(self) -> bool:
        """The saved values, written whole (temporary file, fsync, rename). False (the
        player told once, until a write works) if it failed: they stay pending."""
        if not self.writable:
            return False
        tmp = self.path.with_name(f".{FILE}.{os.getpid()}.tmp")
        text = msgspec.json.format(msgspec.json.encode(self.saved), indent=1)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(tmp, "wb") as fh:
                fh.write(text + b"\n")
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        except OSError as exc:
            self._dirty = True
            line = _("could not save the settings ({why}); they are saved when a write succeeds")
            line = line.format(why=exc.strerror or exc)
            if line != self._problem:
                self._tell(line)
            self._problem = line
            return False
        finally:
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
        self._dirty, self._problem = False, None
        return True

    def _tell(self, line: str) -> None:
        self.problems.append(line)
        if self.on_problem is not None:
            self.on_problem(line)
