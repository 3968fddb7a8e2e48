"""The rules API every game implements, and what the games share.

Games are pure Python: no pygame, no clock, no global random. Every piece of
state lives in attributes named in ``STATE``; that single list drives
``to_dict``, ``from_dict``, equality and cloning, so a new field cannot be
forgotten by one of them.
"""

from __future__ import annotations

import copy
import inspect
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, TypeAlias, TypeVar, cast

from game.i18n import _, pgettext
from game.rules import cards as C

# a move is a kind then its values: ('move', 3, 5); an event a dict of what happened.
# Each game declares its events' keys in its folder's events.py (a TypedDict per type,
# which its ``_play_*`` methods build and mypy checks); play() and the shared layers pass
# them on as the plain dicts they are at run time
Move: TypeAlias = tuple[Any, ...]
Event: TypeAlias = dict[str, Any]
# a bound ``_play_<kind>`` method: the move's values in, the events out
Handler: TypeAlias = Callable[..., list[Event]]
# the game class itself, so Maze.new() and a maze's clone() are Mazes
_G = TypeVar("_G", bound="Game")


def status_word(status: str) -> str:
    """A game's status ('playing', 'won', 'lost') as a player reads it."""
    words = {
        "playing": pgettext("game status", "playing"),
        "won": pgettext("game status", "won"),
        "lost": pgettext("game status", "lost"),
    }
    return words.get(status, status)


def no_cell_words(cell: Any, cells: int) -> str:
    """The refusal of a move naming a cell a board does not have (Maze, Monte Carlo)."""
    return _("there is no cell {cell}; cells are 0 to {last}").format(
        cell=repr(cell), last=cells - 1
    )


def over_words(status: str) -> str:
    """The refusal of any move once the game has ended."""
    return _("the game is over ({status})").format(status=status_word(status))


class IllegalMove(ValueError):
    """A move the rules refuse; the message says why, for the player to read."""


class InvalidMove(ValueError):
    """A move of the wrong shape: not a tuple, a kind the game has not, the wrong number
    of values, or a value of the wrong type for its handler. Refused before the handler
    runs, and kept apart from IllegalMove as python-chess keeps InvalidMoveError apart
    from IllegalMoveError: an illegal move is a player's mistake, told in the rules'
    words; a malformed one is a bug in the program's own code (a scene, a bot, a save),
    logged with its details and never shown to a player as they are."""


# the plain types a handler's parameter may declare and the move's value is checked
# against (a bool is no int here: True is not cell 1); other annotations are not checked
_CHECKED = {int: "a whole number", str: "a string", float: "a number"}
_BY_NAME = {kind.__name__: kind for kind in _CHECKED}


def _shape(handler: Any) -> tuple[inspect.Signature, dict[str, type]]:
    """A handler's signature and the checked types of its parameters, read once."""
    func = handler.__func__
    cached = func.__dict__.get("_move_shape")
    if cached is None:
        signature = inspect.signature(handler)
        types = {}
        for name, param in signature.parameters.items():
            note = param.annotation  # a string under ``from __future__ import annotations``
            kind = _BY_NAME.get(note) if isinstance(note, str) else note
            if kind in _CHECKED and param.kind is not param.VAR_POSITIONAL:
                types[name] = kind
        cached = (signature, types)
        func._move_shape = cached
    return cast(tuple[inspect.Signature, dict[str, type]], cached)


def _wrong(value: Any, kind: type) -> bool:
    if kind is float:
        return not isinstance(value, (int, float)) or isinstance(value, bool)
    return not isinstance(value, kind) or (kind is int and isinstance(value, bool))


_ATOMS = (str, int, float, bool, type(None))


def plain_copy(value: Any) -> Any:
    """A deep copy of a JSON-like value (lists, dicts, tuples of strings and numbers).

    Every STATE value is one, and ``copy.deepcopy``'s memo and dispatch made it most
    of the cost of a clone, which bots and solvers make thousands of; anything else
    still goes to ``copy.deepcopy``."""
    kind = type(value)
    if kind is list:
        return [x if type(x) in _ATOMS else plain_copy(x) for x in value]
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {k: v if type(v) in _ATOMS else plain_copy(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(x if type(x) in _ATOMS else plain_copy(x) for x in value)
    return copy.deepcopy(value)


def _generator(state: tuple[Any, ...]) -> random.Random:
    """A random generator in ``state``: made unseeded (seeding reads the OS or hashes a
    seed, only to be overwritten), then set."""
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


class Game(ABC):
    """Base of the five games.

    Subclasses set NAME, TITLE, DECK (a function returning the full deck) and
    STATE (attribute names, JSON-safe values), and implement ``_deal``,
    ``legal_moves`` and one ``_play_<kind>(*args)`` per move kind. A
    ``_play_*`` method must raise IllegalMove before it changes anything.
    """

    NAME: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""
    DECK: ClassVar[Callable[[], list[str]]] = staticmethod(C.standard_deck)
    STATE: ClassVar[tuple[str, ...]] = ()
    # move kinds the game plays by itself when one is the only legal move (Monte
    # Carlo's compaction): undo takes such a move back with the move that forced it
    AUTO_MOVES: ClassVar[tuple[str, ...]] = ()

    seed: int | None
    hard: bool
    deck: list[str]
    status: str
    rng: random.Random

    # --- construction -------------------------------------------------
    @classmethod
    def new(
        cls: type[_G], seed: int | None = None, deck: list[str] | None = None, hard: bool = False
    ) -> _G:
        """A fresh deal: shuffled from ``seed``, or the explicit ``deck`` (index 0 first)."""
        g = cls.__new__(cls)
        g.seed = seed
        g.hard = bool(hard)
        if deck is None:
            g.deck = C.shuffled(cls.DECK(), seed)
        else:
            g.deck = C.check_deck(deck, cls.DECK())
        g.status = "playing"
        # Later shuffles (Zoomer reshuffles, SLOTKER runs) draw from this;
        # salted so they do not replay the deal's own shuffle.
        g.rng = random.Random(f"{cls.NAME}:{seed}")
        g._deal(list(g.deck))
        g._update_status()
        return g

    def auto_move(self) -> Move | None:
        """The move the game plays by itself now, if one is due."""
        moves = self.legal_moves() if self.AUTO_MOVES and self.status == "playing" else []
        return moves[0] if len(moves) == 1 and moves[0][0] in self.AUTO_MOVES else None

    @abstractmethod
    def _deal(self, cards: list[str]) -> None:
        """Lay out a fresh deal from ``cards`` (index 0 first)."""

    # --- the API --------------------------------------------------------
    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal move now, in a stable order."""

    def play(self, move: Any) -> list[Event]:
        """Apply a legal move and return what happened, step by step.

        Anything else raises IllegalMove with a message, and the state is as it was: a
        move of the wrong shape raises InvalidMove before its handler runs. An error
        raised inside a handler (a TypeError too) is a bug and is not caught.
        """
        move = self.normalize(move)
        if self.status != "playing":
            raise IllegalMove(over_words(self.status))
        handler = self.handler(move)
        events = handler(*move[1:])
        self._update_status()
        return events

    def handler(self, move: Move) -> Handler:
        """The bound ``_play_<kind>`` for a normalized ``move`` whose values fit its
        parameters (their number, and the types the handler declares); InvalidMove if
        the move has another shape."""
        handler = getattr(self, f"_play_{move[0]}", None)
        if handler is None:
            raise InvalidMove(f"{self.TITLE} has no move called {move[0]!r}")
        signature, types = _shape(handler)
        try:
            bound = signature.bind(*move[1:])
        except TypeError as exc:
            raise InvalidMove(f"wrong arguments for {move[0]!r}: {move!r} ({exc})") from None
        for name, value in bound.arguments.items():
            kind = types.get(name)
            if kind is not None and _wrong(value, kind):
                raise InvalidMove(
                    f"wrong arguments for {move[0]!r}: {move!r} ({name} must be {_CHECKED[kind]})"
                )
        return cast(Handler, handler)

    @staticmethod
    def normalize(move: Any) -> Move:
        """Moves arrive as tuples from scenes and as lists from JSON saves."""
        if isinstance(move, list):
            move = tuple(move)
        if not isinstance(move, tuple) or not move or not isinstance(move[0], str):
            raise InvalidMove(f"not a move: {move!r}")
        return move

    def is_legal(self, move: Any) -> bool:
        """Cheap check used by scenes and bots: try it on a clone."""
        try:
            self.clone().play(move)
        except (IllegalMove, InvalidMove):
            return False
        return True

    def why_illegal(self, move: Any) -> str | None:
        try:
            self.clone().play(move)
        except (IllegalMove, InvalidMove) as exc:
            return str(exc)
        return None

    @abstractmethod
    def _update_status(self) -> None:
        """Set ``status`` to playing, won or lost after a deal or a move."""

    @property
    def score(self) -> float | None:
        return None

    @property
    def result(self) -> str | None:
        return None

    def best_set_record(self) -> dict[str, Any]:
        """What a result records of the best set the deal made (SLOTKER's name and rank
        of it); empty where a game has no sets."""
        return {}

    @abstractmethod
    def all_cards(self) -> list[str]:
        """Every card in every zone: always exactly the deck."""

    # --- copies and saves ---------------------------------------------
    def clone(self: _G) -> _G:
        g = self.__class__.__new__(self.__class__)
        for key in ("seed", "hard", "status", *self.STATE):
            setattr(g, key, plain_copy(getattr(self, key)))
        g.deck = self.deck  # never mutated after the deal
        g.rng = _generator(self.rng.getstate())
        return g

    def to_dict(self) -> dict[str, Any]:
        state = self.rng.getstate()
        d: dict[str, Any] = {
            "game": self.NAME,
            "seed": self.seed,
            "hard": self.hard,
            "deck": list(self.deck),
            "status": self.status,
            "rng": [state[0], list(state[1]), state[2]],
        }
        for key in self.STATE:
            d[key] = plain_copy(getattr(self, key))
        return d

    @classmethod
    def from_dict(cls: type[_G], d: dict[str, Any]) -> _G:
        """Rebuild a game from ``to_dict`` output; a wrong or broken dict raises ValueError."""
        try:
            if d.get("game") != cls.NAME:
                raise ValueError(f"saved game is {d.get('game')!r}, not {cls.NAME!r}")
            g = cls.__new__(cls)
            g.seed = d["seed"]
            g.hard = bool(d["hard"])
            g.deck = C.check_deck(d["deck"], cls.DECK())
            g.status = str(d["status"])
            version, internal, gauss = d["rng"]
            g.rng = _generator((version, tuple(internal), gauss))
            for key in cls.STATE:
                setattr(g, key, plain_copy(d[key]))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"broken saved {cls.NAME} game: missing or bad {exc}") from exc
        g._after_load()
        if sorted(g.all_cards()) != sorted(g.deck):
            raise ValueError(f"broken saved {cls.NAME} game: cards do not add up to the deck")
        return g

    def _after_load(self) -> None:
        """Hook for games whose JSON form differs from the live one (tuples, keys)."""
        return None

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    # games are mutable, so unhashable; typeshed types __hash__ as a method, not None
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{self.__class__.__name__} seed={self.seed} hard={self.hard} {self.status}>"
