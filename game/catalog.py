"""The catalog: one ``GameInfo`` record per game, and every list of games derived from it.

As PySolFC's ``registerGame(GameInfo(...))``, each game declares itself once, in its
own folder (``game/games/<name>/__init__.py``: ``GAME``): its rules, bot, scene, level,
help page, tutorial, menu lines, high-score tables, keys, scenes, saved kinds, settings
and colours of its own, what it supports (a verdict, a greedy player, a proven daily
deal, winnable deals only) and its search budgets. The menu, the scene registry, the
command line, the simulator, the statistics, the help, the booklet and the theme all
read these records; no other module keeps a table keyed by game name.

The five built-in games are listed here by package (``BUILT_IN``), so a clone run by
``dev.py`` (which does not install the project) and the standalone build (which carries
no entry-point metadata) both find them; each is loaded and admitted by the same steps
as a game from another package, found through the entry-point group
``patience_arcade.games``. An entry that fails to load, or whose rules, bot, key layer
or colours fail their checks, is left out with one line on stderr (the app shows it
too, ``problems()``), and the rest run; the app leaves out in the same way a game whose
scene or level fails (``leave_out``).

Code is named lazily, as ``"package.module:attribute"`` strings resolved on first
use (``load``), so this module imports nothing of the game: every layer may read
the catalog (import-linter places it below the rules), and reading it never pulls
pygame into the simulator or the bots. ``rules``, ``bot`` and ``colours`` refs must
resolve to pure modules; only ``scene`` and ``scenes`` may name pygame code.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from functools import partial
from pathlib import Path
from typing import Any

from game import keytables
from game.i18n import _

GROUP = "patience_arcade.games"
# the most moves one deal may take in a game whose entry declares no ``max_moves`` (a
# plugin's); ``MOST_MOVES`` is as far as any entry may set it (the store keeps a replay
# of at most 100,000 moves)
DEFAULT_MAX_MOVES = 5_000
MOST_MOVES = 100_000

# a string "package.module:attribute", imported when first needed; or the object itself
Ref = Any


def load(ref: Ref) -> Any:
    """The object a ref names: ``"package.module:attribute"`` imported on demand (a
    dotted attribute path is followed); anything that is not a string is itself."""
    if not isinstance(ref, str):
        return ref
    module, _sep, attr = ref.partition(":")
    if not module or not attr:
        raise ValueError(f"catalog ref {ref!r} is not 'module:attribute'")
    obj: Any = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class Page:
    """A help page that is not a game of its own (the SLOTKER match): its short help (a
    ref to a dict, or to a function making one) and its heading in the booklet."""

    name: str
    help: Ref
    booklet: str
    booklet_file: str | Path | None = None  # None: the project's docs/rules.md


@dataclass(frozen=True)
class MenuItem:
    """A second item on a game's menu row (SLOTKER's Multiplayer): ``label`` opens the
    scene ``opens``; while a game saved under ``save`` waits, the item reads
    ``continue_label`` and continues it in the scene of that name. ``title`` and ``noun``
    name that saved game in the menu's questions ("Your SLOTKER match (saved match #12)")."""

    key: str
    label: str  # these three marked N_ where written, translated where shown
    opens: str
    save: str
    continue_label: str
    title: str
    noun: str = "match"


@dataclass(frozen=True)
class GameInfo:
    """Everything the collection knows about one game, declared once.

    ``name`` is the rules' NAME (the key of saves, statistics and settings) and the
    scene's registry name; ``title`` is read from the rules class."""

    name: str  # the rules' NAME: the key of saves, statistics and settings, its scene's name
    rules: Ref  # "module:Class", a game.rules.base.Game subclass (pure)
    scene: str  # "module:Class", a TableScene subclass (imported only when opened)
    bot: Ref = None  # "module:Class" or factory: bot(seed=...) with choose(game), hint(game)
    level: str | Path | None = None  # a .tmx path; None: levels/<name>.tmx of the project
    help: Ref = None  # a ref to its help page: a dict (rules, controls, hard, what) or a maker
    booklet: str | None = None  # the heading of its section in the booklet (None: the title)
    booklet_file: str | Path | None = None  # the booklet holding it; None: docs/rules.md
    tutorial: Ref = None  # a ref to a game.tutorials.Lesson, or None: no tutorial
    blurb: str = ""  # the menu's line under the title
    short_blurb: str = ""  # the same, short enough for a small window
    scores: tuple[Any, ...] = ("fastest", "fewest")  # high-score tables: keys or Tables
    solver: Ref = None  # "module:solve": solve(game, nodes) -> .winnable, .line (a verdict)
    verdict_nodes: int = 0  # the node budget of one verdict
    finder: Ref = None  # find_winnable_seed(start, hard=, tries=, nodes=) for the two below
    daily: tuple[int, int] | None = None  # (seeds tried, nodes): the daily deal is proven
    winnable_search: int | None = None  # seeds tried where "winnable deals only" is offered
    players: Mapping[str, Ref] = field(default_factory=dict)  # the simulator's other players
    # the most moves one deal may take, a number its longest real games stay well under:
    # a deal code claiming more is refused before a move is read, a longer game gets no
    # code, and the simulator stops a bot there (counted as lost); each built-in game
    # declares one. None: DEFAULT_MAX_MOVES (``move_cap`` reads the one in force)
    max_moves: int | None = None
    pages: tuple[Page, ...] = ()  # help pages of its own besides the game's
    extra_menu: MenuItem | None = None  # a second item on its menu row
    # its arcade-run points table ("module:TABLE", a game.session.run_points.Table); None:
    # the default table, 100 for a win and 0 otherwise
    run_points: Ref = None
    # its key layer ("module:LAYER", a game.keytables.Layer named as the game): listed on
    # the Controls page, rebindable, saved under "<name>.<action>"; None: the shared keys
    keys: Ref = None
    # scenes of its own besides ``scene``, by registry name ("module:Class"): opened by
    # that name as any screen is (SLOTKER's match setup and match)
    scenes: Mapping[str, Ref] = field(default_factory=dict)
    # saved kinds of its own besides its deals, by the name saved under -> a session class
    # (``from_dict``, ``to_dict``, and what a replay needs: see docs/games.md)
    sessions: Mapping[str, Ref] = field(default_factory=dict)
    # "module:function" -> {name: sentence}: sentences the booklet builds from its rules'
    # constants (tools/booklet.py writes them between <!-- gen:name --> marks)
    booklet_sentences: Ref = None
    # settings of its own, each under a key that starts with its name -> a msgspec type
    # ("module:Struct"): kept in the settings file and checked at its door like the rest
    settings: Mapping[str, Ref] = field(default_factory=dict)
    # its own colours ("module:LOOKS"): a pair (normal, high contrast) of one dataclass whose
    # every field is a colour, (r, g, b) or (r, g, b, a); drawn as the theme's section named
    # as the game (``Ink("<name>.<field>")``, ``theme.current().section(name)``); pure data
    colours: Ref = None

    # --- resolved on demand ----------------------------------------------------------
    def rules_class(self) -> type[Any]:
        """The rules class, a game.rules.base.Game subclass: the catalog lies below the
        rules and cannot name it (``game.rules.GAMES`` gives it its type)."""
        rules: type[Any] = load(self.rules)
        return rules

    @property
    def title(self) -> str:
        return str(self.rules_class().TITLE or self.name)

    @property
    def shown_title(self) -> str:
        """The title in the player's language (the built-in ones are in ``TITLE_WORDS``)."""
        return _(self.title)

    def make_bot(self, seed: int = 0) -> Any:
        """A new bot for this game, or None when it has none."""
        return None if self.bot is None else load(self.bot)(seed=seed)

    @property
    def move_cap(self) -> int:
        """The most moves one deal may take: ``max_moves``, or the default for an entry
        that declares none."""
        return self.max_moves if self.max_moves is not None else DEFAULT_MAX_MOVES

    @property
    def has_verdict(self) -> bool:
        return self.solver is not None

    @property
    def has_tutorial(self) -> bool:
        return self.tutorial is not None


# The built-in games, by package: each package's ``GAME`` is loaded and admitted as an
# entry point's GameInfo is (``_discover``); this list is the one place outside a game's
# folder that names it.
BUILT_IN: tuple[str, ...] = (
    "game.games.zoomer:GAME",
    "game.games.combo:GAME",
    "game.games.slotker:GAME",
    "game.games.maze:GAME",
    "game.games.monte_carlo:GAME",
)

# names the scene registry and the help keep for screens, overlays and pages, and the
# theme for its own sections of colours (a game's section goes by the game's name): no
# game may take one (a test checks the registry's and the theme's names are all here)
RESERVED = frozenset(
    {
        "menu", "stats", "help", "settings", "pause", "deal_number", "confirm", "result",
        "arcade", "open_code", "arcade_run", "controls", "quit_pending", "cards",
    }
)  # fmt: skip

_games: dict[str, GameInfo] | None = None
_built_in: tuple[str, ...] = ()  # the built-in games admitted, as ``_discover`` found them
_problems: list[str] = []


def _say(line: str) -> None:
    _problems.append(line)
    print(f"patience-arcade: {line}", file=sys.stderr)


def _entry_points() -> list[Any]:
    from importlib.metadata import entry_points

    return sorted(entry_points(group=GROUP), key=lambda ep: ep.name)


def _admit(info: Any, taken: Mapping[str, GameInfo], source: str) -> GameInfo:
    """``info`` checked as a game the collection can list; ValueError says why not."""
    if not isinstance(info, GameInfo):
        raise ValueError(f"it loads to {type(info).__name__}, not a GameInfo")
    if not info.name.isidentifier() or info.name in RESERVED:
        raise ValueError(f"{info.name!r} cannot name a game")
    if info.name in taken:
        raise ValueError(f"a game called {info.name!r} is listed already")
    for own in (*(p.name for p in info.pages), *info.scenes, *info.sessions):
        if not str(own).isidentifier() or own in RESERVED or own == info.name:
            raise ValueError(f"{own!r} cannot name one of its scenes, pages or saves")
        if own in taken or any(own in _owned(other) for other in taken.values()):
            raise ValueError(f"{own!r} is another game's already")
    cap = info.max_moves
    if cap is not None and (type(cap) is not int or not 1 <= cap <= MOST_MOVES):
        raise ValueError(f"its max_moves {cap!r} is not a whole number from 1 to {MOST_MOVES}")
    rules = info.rules_class()  # pure: the simulator may read it
    if getattr(rules, "NAME", None) != info.name:
        raise ValueError(f"its rules are called {getattr(rules, 'NAME', None)!r}")
    if info.bot is not None:
        load(info.bot)  # pure too: hints, the demo and the simulator need it
    if info.keys is not None:
        keytables.check_layer(load(info.keys), info.name)
    for key in info.settings:
        if not (isinstance(key, str) and key.isidentifier() and key.startswith(info.name + "_")):
            raise ValueError(f"its setting {key!r} does not start with {info.name + '_'!r}")
    for own, ref in info.scenes.items():  # imported by the app (they draw): named well here
        if not isinstance(ref, str) or ":" not in ref:
            raise ValueError(f"its scene {own!r} is named {ref!r}, not 'module:Class'")
    if info.colours is not None:
        check_colours(load(info.colours))
    return info


def _is_colour(value: Any) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) in (3, 4)
        and all(type(c) is int and 0 <= c <= 255 for c in value)
    )


def check_colours(looks: Any) -> None:
    """A game's own colours (``colours``) as the theme draws them: a pair (normal, high
    contrast) of one dataclass, every field a colour in both looks, (r, g, b) or
    (r, g, b, a) alike; ValueError says what is not."""
    if not (isinstance(looks, tuple) and len(looks) == 2):
        raise ValueError(f"its colours are {type(looks).__name__}, not (normal, high contrast)")
    normal, contrast = looks
    if not is_dataclass(normal) or isinstance(normal, type) or type(contrast) is not type(normal):
        raise ValueError("its colours are not two looks of one dataclass")
    for f in fields(normal):
        plain, strong = getattr(normal, f.name), getattr(contrast, f.name)
        for look, value in (("normal", plain), ("high contrast", strong)):
            if not _is_colour(value):
                raise ValueError(
                    f"its colour {f.name!r} is {value!r} in the {look} look, not (r, g, b) "
                    "or (r, g, b, a) of 0 to 255"
                )
        if len(plain) != len(strong):
            raise ValueError(f"its colour {f.name!r} has an alpha in one look only")


def _owned(info: GameInfo) -> set[str]:
    """Every name a game takes besides its own: its pages, scenes and saved kinds."""
    return {*(p.name for p in info.pages), *info.scenes, *info.sessions}


def leave_out(name: str, why: str) -> None:
    """Take the game ``name`` out of the collection for the rest of this run, with one
    line saying why: what the app finds when it loads the games' scenes and levels
    (pygame's side, which this module never imports) leaves a game out as an entry that
    fails here does, and the other games run."""
    if games().pop(name, None) is not None:
        _say(f"the game {name!r} is left out: {why}")


def _discover() -> dict[str, GameInfo]:
    """The built-in games, then those of other packages: both loaded and admitted by the
    same steps, so whatever a built-in game can be a plugin can."""
    global _built_in
    games: dict[str, GameInfo] = {}
    for ref in BUILT_IN:
        _take(games, ref.partition(":")[0].rpartition(".")[2], ref, partial(load, ref))
    _built_in = tuple(games)  # admitted before any other package's game is looked for
    try:
        found = _entry_points()
    except Exception as exc:  # broken metadata on the path: the built-in games still run
        _say(f"games from other packages were not looked for ({exc})")
        found = []
    for ep in found:
        _take(games, ep.name, ep.value, ep.load)
    return games


def _take(games: dict[str, GameInfo], name: str, where: str, loader: Callable[[], Any]) -> None:
    """One game loaded and admitted into ``games``, or left out with one line."""
    try:
        info = _admit(loader(), games, where)
    except Exception as exc:
        _say(f"the game {name!r} ({where}) is left out: {type(exc).__name__}: {exc}")
        return
    games[info.name] = info


def games() -> dict[str, GameInfo]:
    """Every game, built-in first, then those from other packages by name; looked up
    once per process (entry points are fixed while it runs)."""
    global _games
    if _games is None:
        _games = _discover()
    return _games


def names() -> tuple[str, ...]:
    """The games' names, in the menu's order."""
    return tuple(games())


def get(name: str) -> GameInfo:
    """The record of ``name``; KeyError for a name that is no game."""
    return games()[name]


def find(name: str) -> GameInfo | None:
    return games().get(name)


def shown_title(name: str) -> str:
    """The title of the game ``name`` in the player's language (``name`` itself when it is
    no game)."""
    info = find(name)
    return info.shown_title if info is not None else name


def problems() -> list[str]:
    """The lines said about entries left out, for the app's notice."""
    games()
    return list(_problems)


def page(name: str) -> tuple[Ref, str, str | Path | None] | None:
    """A help page's (help ref, booklet heading, booklet file): a game's or one of its
    own pages; None for a name that is neither."""
    for info in games().values():
        if info.name == name:
            return info.help, info.booklet or info.title, info.booklet_file
        for p in info.pages:
            if p.name == name:
                return p.help, p.booklet, p.booklet_file
    return None


def built_in() -> tuple[str, ...]:
    """The names of the built-in games that were admitted, in the menu's order."""
    return tuple(name for name in games() if name in _built_in)


def key_layers() -> tuple[keytables.Layer, ...]:
    """The games' own key layers (``keys=``), in the menu's order: between the menu's
    and the replay's on the Controls page, and what a settings file may rebind."""
    return tuple(load(info.keys) for info in games().values() if info.keys is not None)


def with_(predicate: Callable[[GameInfo], Any]) -> tuple[str, ...]:
    """The names of the games for which ``predicate(info)`` holds, in order."""
    return tuple(name for name, info in games().items() if predicate(info))


class RulesView(Mapping[str, type[Any]]):
    """name -> rules class, resolved on first access (``game.rules.GAMES``)."""

    def __getitem__(self, name: str) -> type[Any]:
        info = find(name) if isinstance(name, str) else None
        if info is None:
            raise KeyError(name)
        return info.rules_class()

    def __iter__(self) -> Iterator[str]:
        return iter(names())

    def __len__(self) -> int:
        return len(games())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in games()


class TitlesView(Mapping[str, str]):
    """name -> title (``game.rules.TITLES``), in the menu's order."""

    def __getitem__(self, name: str) -> str:
        info = find(name) if isinstance(name, str) else None
        if info is None:
            raise KeyError(name)
        return info.title

    def __iter__(self) -> Iterator[str]:
        return iter(names())

    def __len__(self) -> int:
        return len(games())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in games()
