"""The shapes of what the game keeps, typed and bounded, and the one door they pass.

Every record read back from the database or from an old JSON file is decoded
here into a msgspec ``Struct`` before the game uses it: finite numbers inside
sensible bounds, known outcomes, dates that are dates, short strings, lists of
bounded length. A value that does not fit raises ``Invalid`` with one line
saying where and what, so the caller keeps the record aside whole.

msgspec was chosen over pydantic and cattrs for this: one small compiled wheel
with no dependencies (the standalone build stays small), bounds declared beside
each field (``Meta(ge=…, le=…)``, which NaN and infinities never pass), and
messages that name the path of the bad value (``$.moves[3]``). Conversion is
strict: a string is never turned into a number, nor a number into a bool.

A game's own saved kind (a match) declares its shape beside its session class
(``SAVE``), built of the bounded pieces here: the ledger asks the class for it.
"""

from __future__ import annotations

import datetime
import json
from typing import Annotated, Any, Literal, TypeVar

import msgspec

MAX_BYTES = 5 * 1024 * 1024  # a record or file bigger than this is not ours

T = TypeVar("T")


class Invalid(ValueError):
    """A record that does not pass the door; the message is one line."""


# --- bounded pieces --------------------------------------------------------------
Count = Annotated[int, msgspec.Meta(ge=0, le=10**7)]
Seconds = Annotated[float, msgspec.Meta(ge=0.0, le=10.0**8)]
Seed = Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)]
Score = Annotated[float, msgspec.Meta(ge=-(10.0**7), le=10.0**7)]
Chips = Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]
Date = Annotated[str, msgspec.Meta(pattern=r"^\d{4}-\d{2}-\d{2}$")]  # a real day: real_dates
Name = Annotated[str, msgspec.Meta(pattern=r"^[a-z][a-z0-9_]{0,39}$")]
Ident = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
Short = Annotated[str, msgspec.Meta(max_length=80)]
Card = Annotated[str, msgspec.Meta(min_length=1, max_length=4)]
SmallInt = Annotated[int, msgspec.Meta(ge=-1000, le=1000)]
MoveArg = SmallInt | Annotated[str, msgspec.Meta(max_length=16)]  # ("next_round",) too
Move = Annotated[list[MoveArg], msgspec.Meta(min_length=1, max_length=8)]
Moves = Annotated[list[Move], msgspec.Meta(max_length=100_000)]
Rank = Annotated[list[SmallInt], msgspec.Meta(max_length=8)]

Outcome = Literal["won", "lost", "gave_up", "abandoned", "demo", "over"]


def real_dates(record: msgspec.Struct, *fields: str) -> None:
    """Each ``Date`` field of ``record`` a day the calendar has (``2024-13-99`` has the
    shape of one and is not): the pattern alone cannot say so. Called from a record's
    ``__post_init__``, where msgspec turns the ValueError into its one-line message."""
    for name in fields:
        value = getattr(record, name)
        if value is not None:
            try:
                datetime.date.fromisoformat(value)
            except ValueError:
                raise ValueError(f"{value} is not a date - at `$.{name}`") from None


class RunPart(msgspec.Struct, omit_defaults=True):
    """One game of an arcade run as it ended: its run points (0-100) and time."""

    game: Name
    outcome: Outcome
    points: Annotated[int, msgspec.Meta(ge=0, le=100)]
    seconds: Seconds = 0.0
    won: bool = False


RunParts = Annotated[list[RunPart], msgspec.Meta(max_length=64)]


class Result(msgspec.Struct, omit_defaults=True):
    """One ended deal or match, as the statistics and the high-score tables read it."""

    outcome: Outcome
    won: bool = False
    id: Ident | None = None
    deal: Ident | None = None  # the deal's own id: one result per deal, at most
    seed: Seed | None = None
    seconds: Seconds = 0.0
    moves: Count = 0
    undos: Count = 0
    hints: Count = 0
    date: Date | None = None
    daily: Date | None = None
    score: Score | None = None
    kind: Short | None = None
    best_set: Short | None = None
    best_set_rank: Rank | None = None
    rounds: Count | None = None
    chips_won: Chips | None = None
    parts: RunParts | None = None  # an arcade run's games, in the order played

    def __post_init__(self) -> None:
        real_dates(self, "date", "daily")


class Base(msgspec.Struct, omit_defaults=True):
    """A record's figures folded from results no longer kept one by one (old files)."""

    played: Count = 0
    won: Count = 0
    streak: Annotated[int, msgspec.Meta(ge=-(10**7), le=10**7)] = 0
    best_streak: Count = 0
    best_score: Score | None = None
    best_set: Short | None = None
    best_set_rank: Rank | None = None
    fastest: Seconds | None = None
    kinds: Annotated[dict[Short, Count], msgspec.Meta(max_length=16)] = {}
    recent: Annotated[list[Literal["W", "L"]], msgspec.Meta(max_length=100)] = []
    outcomes: Annotated[dict[Short, Count], msgspec.Meta(max_length=16)] = {}
    chips_won: Chips | None = None


class DealSave(msgspec.Struct, omit_defaults=True):
    """A deal in progress: the deal, every move, the redo line and the counters."""

    game: Name
    seed: Seed | None = None
    deck: Annotated[list[Card], msgspec.Meta(max_length=200)] | None = None
    hard: bool = False
    demo: bool = False
    daily: Date | None = None
    deal: Ident | None = None
    moves: Moves = []
    redo: Moves = []
    undos: Count = 0
    hints: Count = 0
    elapsed: Seconds = 0.0

    def __post_init__(self) -> None:
        real_dates(self, "daily")


class RunSave(msgspec.Struct, omit_defaults=True):
    """An arcade run in progress: its games, deals and parts, and the deal on the table."""

    game: Literal["arcade_run"]
    order: Annotated[list[Name], msgspec.Meta(min_length=1, max_length=64)]
    seeds: Annotated[list[Seed], msgspec.Meta(min_length=1, max_length=64)]
    run: Ident | None = None
    hard: bool = False
    daily: Date | None = None
    parts: RunParts = []
    current: DealSave | None = None

    def __post_init__(self) -> None:
        real_dates(self, "daily")


def parse(raw: bytes | str) -> Any:
    """Untyped JSON, through the door: too big, too deep or garbage end in ``Invalid``
    with one line, never in a traceback. NaN, Infinity and 1e400 (which Python's own
    ``json`` writes and reads) are let through here so that one bad number costs only
    the record or setting it is in: every number field is bounded, and ``convert``
    refuses them there."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    if len(raw) > MAX_BYTES:
        raise Invalid(f"too large ({len(raw)} bytes)")
    try:
        return json.loads(raw)
    except RecursionError:
        raise Invalid("nested too deep") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise Invalid(_line(exc)) from None


def decode(raw: bytes | str, kind: type[T]) -> T:
    """JSON text as a ``kind``, or ``Invalid`` saying why not."""
    return convert(parse(raw), kind)


def convert(value: Any, kind: type[T]) -> T:
    """A value already parsed (plain JSON types) as a ``kind``, strictly."""
    try:
        return msgspec.convert(value, kind, strict=True)
    except RecursionError:
        raise Invalid("nested too deep") from None
    except (msgspec.ValidationError, TypeError, ValueError) as exc:
        raise Invalid(_line(exc)) from None


def encode(value: Any) -> str:
    """Compact JSON text of a Struct or plain value (what the database keeps)."""
    return msgspec.json.encode(value).decode("utf-8")


def plain(value: msgspec.Struct) -> dict[str, Any]:
    """A Struct as the plain dict the game reads (its own defaults included; a nested
    Struct, as a run's parts, becomes plain JSON values too)."""
    return {f: _builtin(getattr(value, f)) for f in value.__struct_fields__}


def _builtin(value: Any) -> Any:
    if isinstance(value, msgspec.Struct):
        return plain(value)
    if isinstance(value, list) and value and isinstance(value[0], msgspec.Struct):
        return [plain(v) for v in value]
    return value


def _line(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:160]
