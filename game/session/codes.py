"""Deal codes: a short text a player hands a friend, carrying a game, its mode, its deal
(number, or an explicit deck) and, optionally, every move of a game played on it; or a
game's own kind of play (SLOTKER's match) with every step of its line.

The format, as docs/architecture.md documents it::

    PA1-XXXXX-XXXXX-...        "PA", the code's version, then the body in groups of five

The body is Crockford's base32 (digits and capitals without I, L, O, U: no letter
reads as another, nothing a chat or a mail program rewrites; lower case, O for 0
and I or L for 1 are read as meant, dashes and spaces are ignored) of these bytes:

- flags (one varint): hard mode, a deck, a deal number, moves;
- the game's registered name (a length byte, then ASCII), so a plugin's game has
  codes too;
- the deal number (varint), and/or the deck: as its rank among the orderings of
  the game's own deck (a 52-card deck in 29 bytes; what this version writes), or card
  by card (a count, then each card as a length byte and ASCII: still read);
- with moves: the play time in whole seconds and the number of moves (varints),
  then every move as its index among ``legal_moves()`` at that step (sorted, so a
  change in the order a rule lists them changes nothing), all of them packed into
  one mixed-radix number: a step with one legal move costs nothing, one with n
  costs log2(n) bits;
- a CRC-32 of all of the above (four bytes): a mistyped or missing character is
  caught, never read as another deal.

Version 2 adds two flags, and a code is written in the oldest version that holds it (a
deal, its moves and a won, lost or unfinished end are version 1, as they always were):

- given up (32): the moves end in a game the player gave up (a give-up is no move, so
  the replay cannot find it); the moves must leave the game still on;
- a game's own kind (64): the name is a saved kind's (``game.session.kinds``: the match),
  then its terms (a length, then a msgpack map of its deal number and the fields its
  class names in ``CODE_TERMS``: a match's seats, ante and chips), read through the
  kind's own ``SAVE`` shape, bounded as the store bounds its saves; then the play time,
  the step count (within the kind's ``code_moves`` for those terms: a match's rounds
  times its seats' longest runs) and every step packed as a deal's moves are, among
  ``replay_choices`` (a match's next round between rounds is a step of one choice).

The version stands outside the body, so a code from a newer game is told apart
from a damaged one. Every way a text can fail is a ``CodeError`` with one line:
not a code, damaged, from a newer version, a game not installed here, a deal that is
not a full deck, a deal number out of range, more moves than the game allows, a match
its own shape or rules cannot set up (nine seats, a name of 41 letters), or a move the
rules refuse at step N.

A code comes from another person, so it is untrusted input: its checksum only says
no character was mistyped, and a code made by hand has a good one. So every field is
checked whole before any deal exists: the game known, the deck exactly a shuffle of
that game's own, the deal number in ``--seed``'s range, the play time in the store's,
and the move count within the game's cap (``GameInfo.move_cap``), read before a single
move is: whatever number a code claims, the work of reading it is bounded by its
game's cap (a match's: by its seats and ``CODE_ROUNDS``, its terms read whole first,
their bytes capped). ``encode`` refuses the same things, so it never writes a code
that ``decode`` would refuse.
"""

from __future__ import annotations

import json
import re
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

import msgspec

from game import catalog
from game.i18n import _, ngettext, pgettext
from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import Game, IllegalMove, Move
from game.session import kinds

VERSION = 2  # the newest version read here; each code is written in the oldest that holds it
PREFIX = "PA"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base32
_READ = {c: i for i, c in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
GROUP = 5
MAX_CHARS = 20_000  # a pasted text longer than this is not one of ours
MAX_SEED = 2**63 - 1  # --seed's range and the store's: a deal past it could not be recorded
MAX_SECONDS = 10**8  # the store's cap on a play time (three years)
# each of our characters as the digit ``int(text, 32)`` reads for its value: one call
# reads a whole body, in time linear in its length
_AS_DIGITS = str.maketrans({c: "0123456789abcdefghijklmnopqrstuv"[v] for c, v in _READ.items()})

HARD, DECK, SEED, MOVES, RANKED = 1, 2, 4, 8, 16  # flag bits
GAVE_UP, KIND = 32, 64  # version 2's: the game was given up; a game's own kind (a match)
FLAGS = {1: 32, 2: 128}  # a version's flags are all below this
MAX_TERMS = 2048  # bytes of a kind's terms (a match's eight seats of 40 letters fit)
# what a game's own kind offers to be coded, beside what a replay needs (``kinds.NEEDS``)
CODED = ("CODE_TERMS", "replay_choices", "code_moves")
# no step of any game lists 2^32 legal moves (that list would not fit in memory), so the
# moves' number of n moves has at most 32·n bits: a longer one is refused before it is read
MOVE_BITS = 32


class CodeError(ValueError):
    """A text that is not a code this game can use; the message is one line."""


@dataclass(frozen=True)
class DealCode:
    """What a code carries: the deal, and (maybe) the moves of a game played on it."""

    game: str
    hard: bool = False
    seed: int | None = None
    deck: tuple[str, ...] | None = None
    moves: tuple[Move, ...] | None = None  # None: the deal alone
    seconds: int = 0  # the play time of those moves (the time to beat)
    gave_up: bool = False  # the player gave the game up after those moves
    # a game's own kind (a match): what sets it up besides its deal number (its class's
    # ``CODE_TERMS``: a match's seats, ante and chips); None for a deal
    terms: dict[str, Any] | None = None
    # how those moves left the game ("won", "lost", "playing", "gave_up"; a match's
    # "over"...), found by ``decode`` as it reads them: the menu says it without playing
    # them all again on the frame thread; and the game's score there, where it keeps one
    end: str | None = field(default=None, compare=False)
    score: float | None = field(default=None, compare=False)

    def line(self) -> dict[str, Any]:
        """The code as a save's shape (what a replay and a session read); a given-up
        game's says so (``outcome``), as a kept replay opened from the statistics does."""
        moves = [list(m) for m in self.moves or ()]
        if self.terms is not None:
            line = {"game": self.game, "seed": self.seed, **self.terms}
            return {**line, "moves": moves, "elapsed": float(self.seconds)}
        line = {
            "game": self.game,
            "seed": self.seed,
            "deck": list(self.deck) if self.deck is not None else None,
            "hard": self.hard,
            "moves": moves,
            "elapsed": float(self.seconds),
        }
        return {**line, "outcome": "gave_up"} if self.gave_up else line


def from_line(line: dict[str, Any], with_moves: bool = True) -> DealCode:
    """The code of a save-shaped line (a session's ``to_dict``, a kept replay; its
    ``outcome``, where the line carries one, says whether the game was given up)."""
    deck = line.get("deck")
    moves = tuple(tuple(m) for m in line.get("moves", [])) if with_moves else None
    name = str(line["game"])
    kind = coded_kind(name)
    terms = None
    if kind is not None:
        terms = {k: msgspec.to_builtins(line[k]) for k in kind.CODE_TERMS if k in line}
    return DealCode(
        game=name,
        hard=bool(line.get("hard", False)),
        seed=line.get("seed"),
        deck=tuple(deck) if deck is not None else None,
        moves=moves,
        seconds=int(line.get("elapsed", 0) or 0) if with_moves else 0,
        gave_up=with_moves and line.get("outcome") == "gave_up",
        terms=terms,
    )


def coded_kind(name: object) -> Any:
    """The session class of the game's own kind ``name`` when it can be coded (it offers
    ``CODED`` as well as a replay's needs); None for a deal's game or anything else."""
    kind = kinds.find(name)
    return kind if kind is not None and all(hasattr(kind, a) for a in CODED) else None


def shown_name(name: str) -> str:
    """The name a code's game or kind goes by on screen ("Maze", "SLOTKER match")."""
    kind = kinds.find(name)
    if kind is None:
        return catalog.shown_title(name)
    title = _(kind.TITLE)
    return title[:1].upper() + title[1:]


# --- bytes ----------------------------------------------------------------------------
def _varint(n: int) -> bytes:
    if n < 0:
        raise ValueError("a varint is never negative")
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise CodeError(_("this code is damaged (it ends too soon)"))
        self.at += 1
        return self.data[self.at - 1]

    def varint(self, most: int = 70) -> int:
        """A number of at most ``most`` bits (a ranked deck's needs some 230)."""
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n
            if shift > most:
                raise CodeError(_("this code is damaged (a number is too long)"))

    def take(self, k: int) -> bytes:
        if self.at + k > len(self.data):
            raise CodeError(_("this code is damaged (it ends too soon)"))
        self.at += k
        return self.data[self.at - k : self.at]

    def rest(self) -> bytes:
        out, self.at = self.data[self.at :], len(self.data)
        return out


def _base32(data: bytes) -> str:
    bits = int.from_bytes(data, "big") if data else 0
    nbits = len(data) * 8
    chars = -(-nbits // 5)
    bits <<= chars * 5 - nbits
    return "".join(ALPHABET[(bits >> (5 * (chars - 1 - i))) & 31] for i in range(chars))


def _unbase32(text: str) -> bytes:
    n = len(text)
    value = int(text.translate(_AS_DIGITS), 32) if text else 0
    nbytes = n * 5 // 8
    spare = n * 5 - nbytes * 8
    if -(-nbytes * 8 // 5) != n:
        raise CodeError(_("this code is damaged (a character is missing or one too many)"))
    if value & ((1 << spare) - 1):  # the last character's spare bits are always zero
        raise CodeError(_("this code is damaged (its check does not match: a character is wrong)"))
    return (value >> spare).to_bytes(nbytes, "big")


# --- the deals ---------------------------------------------------------------------------
def _rules(game: str) -> type[Game]:
    """The rules class of the installed game ``game``."""
    return GAMES[game]


def _dealt(code: DealCode) -> Game:
    """The deal ``code`` names, fresh (no move played)."""
    deck = list(code.deck) if code.deck is not None else None
    return _rules(code.game).new(seed=code.seed, deck=deck, hard=code.hard)


# --- what a code may hold -----------------------------------------------------------------
def _check_seed(seed: int) -> None:
    if not 0 <= seed <= MAX_SEED:
        raise CodeError(_("this code's deal number is out of range (0 to 2^63-1)"))


def _check_deck(game: str, deck: Sequence[Any]) -> None:
    """Refuse a deck that is not exactly a shuffle of ``game``'s own: the rules would
    refuse to deal it, so it is said here, in one sentence, before any deal exists."""
    base, title = _standard(game), catalog.shown_title(game)
    if len(deck) != len(base):
        raise _miscounted(game, len(deck))
    known = set(base)
    if any(not isinstance(card, str) or card not in known for card in deck):
        raise CodeError(
            _("this code's deal is not a full deck (it has a card {game} does not have)").format(
                game=title
            )
        )
    twice = [card for card, n in Counter(deck).items() if n > 1]
    if twice:  # as many cards as the deck, all of it: one missing, another there twice
        raise CodeError(
            _("this code's deal is not a full deck (the {card} is in it twice)").format(
                card=_card_words(twice[0])
            )
        )


def _miscounted(game: str, n: int) -> CodeError:
    """The refusal of a deck of ``n`` cards, for a game that deals another number."""
    return CodeError(
        ngettext(
            "this code's deal is not a full deck (it has {n} card; {game} deals {want})",
            "this code's deal is not a full deck (it has {n} cards; {game} deals {want})",
            n,
        ).format(n=n, game=catalog.shown_title(game), want=len(_standard(game)))
    )


def _card_words(card: str) -> str:
    """A card in words; a plugin's card the shared names do not know, as written."""
    try:
        return C.name(card)
    except (KeyError, IndexError):
        return repr(card)


def _check_moves(game: str, count: int, seconds: int) -> None:
    """Refuse more moves than ``game`` allows in one deal, before one is read."""
    cap = catalog.get(game).move_cap
    if count > cap:
        raise CodeError(
            ngettext(
                "this code carries {n} move, more than {game} allows in one deal ({cap})",
                "this code carries {n} moves, more than {game} allows in one deal ({cap})",
                count,
            ).format(n=count, game=catalog.shown_title(game), cap=cap)
        )
    if not 0 <= seconds <= MAX_SECONDS:
        raise CodeError(_("this code is damaged (its play time is out of range)"))


# --- the deck as a rank among orderings -------------------------------------------------
def _standard(game: str) -> list[str]:
    """The game's deck in sorted order: what a ranked deck is a shuffle of."""
    return sorted(_rules(game).DECK())


def _rank(deck: list[str], base: list[str]) -> int:
    left, n = list(base), 0
    for card in deck:
        i = left.index(card)
        n = n * len(left) + i
        left.pop(i)
    return n


def _unrank(n: int, base: list[str]) -> list[str]:
    digits = []
    for size in range(1, len(base) + 1):
        n, d = divmod(n, size)
        digits.append(d)
    if n:
        raise CodeError(_("this code is damaged (the deck does not read)"))
    left, out = list(base), []
    for d in reversed(digits):
        out.append(left.pop(d))
    return out


# --- a game's own kind (a match) ---------------------------------------------------------
def _unset(name: str, why: object) -> CodeError:
    """The refusal of a kind's terms its own shape or rules refuse (nine seats, a name of
    60 letters, an ante no seat can pay), in one sentence."""
    return CodeError(
        _("this code's {game} cannot be set up ({why})").format(game=shown_name(name), why=why)
    )


def _terms_blob(code: DealCode, kind: Any) -> bytes:
    """A kind's deal number and terms as the code writes them: a msgpack map."""
    terms = code.terms or {}
    kept = {k: terms[k] for k in kind.CODE_TERMS if k in terms}
    return msgspec.msgpack.encode({"seed": code.seed, **kept})


def _read_terms(name: str, kind: Any, blob: bytes) -> tuple[int, dict[str, Any]]:
    """The deal number and terms of a kind's code, read through the kind's own save shape
    (typed and bounded as the store checks a save of it: a match's seats, their names'
    lengths, its ante and chips), whole, before anything is set up."""
    damaged = CodeError(
        _("this code is damaged (its {game}'s terms do not read)").format(game=shown_name(name))
    )
    if len(blob) > MAX_TERMS:
        raise damaged
    try:
        raw = msgspec.msgpack.decode(blob)
        fits = isinstance(raw, dict) and "seed" in raw and set(raw) <= {"seed", *kind.CODE_TERMS}
    except (msgspec.DecodeError, RecursionError, ValueError, TypeError, OverflowError):
        raise damaged from None
    if not fits:
        raise damaged
    try:
        kept = msgspec.convert({**raw, "game": name}, kind.SAVE)
    except msgspec.ValidationError as exc:
        raise _unset(name, exc) from None
    return int(kept.seed), {k: msgspec.to_builtins(getattr(kept, k)) for k in kind.CODE_TERMS}


def _check_steps(name: str, count: int, cap: int, seconds: int) -> None:
    """Refuse more steps than a kind's code may carry for its terms, before one is read."""
    if count > cap:
        raise CodeError(
            ngettext(
                "this code carries {n} move, more than {game} allows in a code ({cap})",
                "this code carries {n} moves, more than {game} allows in a code ({cap})",
                count,
            ).format(n=count, game=shown_name(name), cap=cap)
        )
    if not 0 <= seconds <= MAX_SECONDS:
        raise CodeError(_("this code is damaged (its play time is out of range)"))


def _given_up_ended() -> CodeError:
    """A code that says its game was given up after a move that had ended it."""
    return CodeError(_("this code is damaged (its game was given up after its end)"))


# --- the moves as one mixed-radix number ------------------------------------------------
@lru_cache(maxsize=1 << 14)
def _known_key(move: Move) -> str:
    return json.dumps(list(move))


def _key(move: Any) -> str:
    """A move's place in the code's order (its JSON); a game's moves recur, so each is
    written out once: the writing was two fifths of a long code's reading."""
    try:
        return _known_key(move)
    except TypeError:  # a move holding a list
        return json.dumps(list(move))


def _choices(game: Game) -> list[Move]:
    """The legal moves now, in the code's stable order."""
    return sorted((tuple(m) for m in game.legal_moves()), key=_key)


class _Line:
    """What a code's moves step through: a deal's rules object, or a game's own kind's
    state (a match, through its session class), with the choices at each step."""

    def __init__(self, code: DealCode) -> None:
        self.kind = coded_kind(code.game) if code.terms is not None else None
        if self.kind is None:
            self.state: Any = _dealt(code)
            return
        try:
            self.state = self.kind.replay_start(code.line())
        except (ValueError, TypeError, KeyError, IndexError, IllegalMove) as exc:
            raise _unset(code.game, exc) from None

    @property
    def status(self) -> str:
        return str(self.state.status)

    @property
    def score(self) -> float | None:
        """The game's score now, where it keeps one (a kind's: none)."""
        return self.state.score if self.kind is None else None

    def choices(self) -> list[Move]:
        """The moves (a kind's steps) open now, in the code's stable order."""
        if self.kind is None:
            return _choices(self.state) if self.state.status == "playing" else []
        return sorted((tuple(m) for m in self.kind.replay_choices(self.state)), key=_key)

    def normal(self, move: Any) -> Move:
        """A move kept in another spelling (cards in click order, by older versions)."""
        if self.kind is None:
            normal: Move = self.state.normalize(move)
            return normal
        return tuple(move)

    def play(self, move: Move) -> None:
        if self.kind is None:
            self.state.play(move)
        else:
            self.kind.replay_play(self.state, move)


def _pack_moves(code: DealCode) -> tuple[bytes, _Line]:
    """The moves' number, and the line they leave."""
    line = _Line(code)
    value, radix = 0, 1
    for step, move in enumerate(code.moves or (), 1):
        choices = line.choices()
        try:  # a move kept in another spelling (cards in click order, by older versions)
            i = choices.index(line.normal(move))
        except (ValueError, TypeError):  # not legal there, or no move at all (InvalidMove)
            shown = list(move) if isinstance(move, (list, tuple)) else move
            raise CodeError(
                _("illegal move at step {step}: {move}").format(step=step, move=shown)
            ) from None
        value += i * radix
        radix *= len(choices)
        line.play(choices[i])
    return value.to_bytes(max(1, -(-(radix - 1).bit_length() // 8)), "little"), line


def _unpack_moves(code: DealCode, count: int, data: bytes) -> tuple[tuple[Move, ...], _Line]:
    """``count`` moves (already checked against the game's cap) out of ``data``, and the
    line they leave (its status, its score)."""
    value = int.from_bytes(data, "little")
    if value.bit_length() > MOVE_BITS * count:  # each step's division would work through it
        raise CodeError(_("this code is damaged (its moves run on past their count)"))
    line = _Line(code)
    moves: list[Move] = []
    for step in range(1, count + 1):
        choices = line.choices()
        if not choices:
            raise CodeError(
                _("illegal move at step {step}: the game has no move left there").format(step=step)
            )
        i = 0
        if len(choices) > 1:
            value, i = divmod(value, len(choices))
        moves.append(choices[i])
        line.play(choices[i])
    if value:
        raise CodeError(_("this code is damaged (its moves run on past their count)"))
    return tuple(moves), line


# --- the code ---------------------------------------------------------------------------
def encode(code: DealCode) -> str:
    """The text of ``code``: ``PA1-`` (``PA2-`` for a given-up game or a match) and
    groups of five characters. What ``decode`` would refuse is refused here, in the same
    words."""
    kind = coded_kind(code.game) if code.game not in GAMES else None
    if kind is not None:
        return _text(2, _kind_body(code, kind))
    if code.game not in GAMES:
        raise CodeError(_("no game called {game!r} is installed").format(game=code.game))
    flags = HARD * code.hard
    body = bytearray()
    name = code.game.encode("ascii")
    body += bytes([len(name)]) + name
    if code.seed is not None:
        _check_seed(int(code.seed))
        flags |= SEED
        body += _varint(int(code.seed))
    if code.deck is not None:
        _check_deck(code.game, code.deck)
        flags |= DECK | RANKED
        body += _varint(_rank(list(code.deck), _standard(code.game)))
    if code.moves is not None:
        cap = catalog.get(code.game).move_cap
        if len(code.moves) > cap:  # a game that may go on for ever (Maze) went on past it
            raise _too_long(code.game, len(code.moves), cap)
        _check_moves(code.game, len(code.moves), int(code.seconds))
        flags |= MOVES
        packed, line = _pack_moves(code)
        if code.gave_up:
            if line.status != "playing":
                raise _given_up_ended()
            flags |= GAVE_UP
        body += _varint(int(code.seconds)) + _varint(len(code.moves)) + packed
    return _text(2 if flags & GAVE_UP else 1, _varint(flags) + bytes(body))


def _too_long(name: str, n: int, cap: int) -> CodeError:
    return CodeError(
        _("a game of {n} moves is too long for a deal code ({game}: {cap} at most)").format(
            n=n, game=shown_name(name), cap=cap
        )
    )


def _kind_body(code: DealCode, kind: Any) -> bytes:
    """The body of a game's own kind's code (a match): its name, its terms as its save
    shape passes them, the play time and every step."""
    name = code.game.encode("ascii")
    blob = _terms_blob(code, kind)
    seed, terms = _read_terms(code.game, kind, blob)  # refused here as decode refuses it
    code = replace(code, seed=seed, terms=terms, moves=tuple(code.moves or ()))
    moves = code.moves or ()
    cap = kind.code_moves(code.line())
    if len(moves) > cap:
        raise _too_long(code.game, len(moves), cap)
    _check_steps(code.game, len(moves), cap, int(code.seconds))
    packed, _line = _pack_moves(code)
    body = bytes([len(name)]) + name + _varint(len(blob)) + blob
    body += _varint(int(code.seconds)) + _varint(len(moves)) + packed
    return _varint(KIND | MOVES) + body


def _text(version: int, payload: bytes) -> str:
    """``payload`` with its checksum, as the characters of a code of ``version``."""
    payload += zlib.crc32(payload).to_bytes(4, "big")
    text = _base32(payload)
    groups = [text[i : i + GROUP] for i in range(0, len(text), GROUP)]
    return "-".join([f"{PREFIX}{version}", *groups])


def _normal(text: str) -> tuple[int, str]:
    """(version, body characters) of a text that looks like a code at all."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise CodeError(_("not a deal code (deal codes begin PA1- and are a few hundred letters)"))
    m = re.fullmatch(r"\s*PA(\d{1,4})[\s\-]+(.*)", text.upper(), re.DOTALL)
    if m is None:
        raise CodeError(_("not a deal code (deal codes begin PA1- followed by letters and digits)"))
    version, body = int(m.group(1)), re.sub(r"[\s\-]+", "", m.group(2))
    if version > VERSION:
        raise CodeError(
            _(
                "this code is from a newer Patience Arcade (code version {version}, this one "
                "reads {reads}): update the game to open it"
            ).format(version=version, reads=VERSION)
        )
    if version < 1:
        raise CodeError(
            _("not a deal code (there is no code version {version})").format(version=version)
        )
    bad = sorted({c for c in body if c not in _READ})
    if bad:
        shown = ", ".join(repr(c) for c in bad[:3])
        raise CodeError(
            _("not a deal code (it has {chars}, which no deal code has)").format(chars=shown)
        )
    return version, body


def decode(text: str) -> DealCode:
    """The deal (and moves) a code carries, or ``CodeError`` saying in one line why not.
    Every field is checked before the deal is dealt; the moves are read only when their
    count is within the game's cap."""
    version, body = _normal(text)
    if len(body) < 8:
        raise CodeError(_("this code is damaged (it is too short)"))
    payload = _unbase32(body)
    data, crc = payload[:-4], payload[-4:]
    if zlib.crc32(data).to_bytes(4, "big") != crc:
        raise CodeError(_("this code is damaged (its check does not match: a character is wrong)"))
    r = _Reader(data)
    code, count = _read_fields(r, version)
    if count is None:
        if r.rest():
            raise CodeError(_("this code is damaged (it runs on past its end)"))
        return code
    moves, line = _unpack_moves(code, count, r.rest())
    if code.gave_up and line.status != "playing":
        raise _given_up_ended()
    end = "gave_up" if code.gave_up else line.status
    return replace(code, moves=moves, end=end, score=line.score)


def _read_fields(r: _Reader, version: int = 1) -> tuple[DealCode, int | None]:
    """The deal a code names, every field checked, and its move count (None: no moves)."""
    flags = r.varint()
    if flags >= FLAGS.get(version, 0) or (flags & RANKED and not flags & DECK):
        raise CodeError(_("this code is damaged (unknown flags)"))
    if (flags & GAVE_UP and not flags & MOVES) or (flags & KIND and flags != KIND | MOVES):
        raise CodeError(_("this code is damaged (unknown flags)"))
    raw = r.take(r.byte())
    if not re.fullmatch(rb"[a-z][a-z0-9_]{0,39}", raw):
        raise CodeError(_("this code is damaged (its game's name does not read)"))
    name = raw.decode("ascii")
    kind = coded_kind(name) if flags & KIND else None
    if flags & KIND and kind is None and name in GAMES:  # a deal's game is no kind
        raise CodeError(_("this code is damaged (unknown flags)"))
    if not flags & KIND and name not in GAMES and kinds.find(name) is not None:
        raise CodeError(_("this code is damaged (unknown flags)"))  # a kind's, as a deal's
    if (name not in GAMES and not flags & KIND) or (flags & KIND and kind is None):
        raise CodeError(
            _(
                "this code is for a game called {game!r}, which is not installed here"
                " (a plugin may be missing)"
            ).format(game=name)
        )
    if kind is not None:
        return _read_kind(r, name, kind)
    seed: int | None = None
    if flags & SEED:
        seed = r.varint()
        _check_seed(seed)
    deck: tuple[str, ...] | None = None
    if flags & DECK and flags & RANKED:
        deck = tuple(_unrank(r.varint(2048), _standard(name)))
    elif flags & DECK:
        cards = r.varint()
        if cards != len(_standard(name)):  # said before a card is read
            raise _miscounted(name, cards)
        deck = tuple(r.take(r.byte()).decode("ascii", "replace") for _i in range(cards))
        _check_deck(name, deck)
    if seed is None and deck is None:
        raise CodeError(_("this code is damaged (it names no deal)"))
    code = DealCode(name, bool(flags & HARD), seed, deck, gave_up=bool(flags & GAVE_UP))
    if not flags & MOVES:
        return code, None
    seconds, count = r.varint(), r.varint()
    _check_moves(name, count, seconds)
    return replace(code, seconds=seconds), count


def _read_kind(r: _Reader, name: str, kind: Any) -> tuple[DealCode, int]:
    """A kind's code after its name: its terms (through its save shape), play time and
    step count, each checked whole; the step count within what its terms allow."""
    blob = r.take(min(r.varint(), MAX_TERMS + 1))
    seed, terms = _read_terms(name, kind, blob)
    code = DealCode(name, seed=seed, terms=terms)
    seconds, count = r.varint(), r.varint()
    _check_steps(name, count, kind.code_moves(code.line()), seconds)
    return replace(code, seconds=seconds), count


def describe(code: DealCode) -> str:
    """One line naming what a code holds ("SLOTKER, hard, deal #12: 31 moves in 2:05";
    a match's "SLOTKER match #7: 212 moves in 6:40")."""
    title = shown_name(code.game)
    deal = _("deal #{number}").format(number=code.seed) if code.deck is None else _("a set deal")
    mode = pgettext("mode", "hard") if code.hard else pgettext("mode", "normal")
    words = _("{game}, {mode}, {deal}").format(game=title, mode=mode, deal=deal)
    if code.terms is not None:  # a game's own kind: its number, no mode
        words = _("{game} #{number}").format(game=title, number=code.seed)
    if code.moves is not None:
        minutes, seconds = divmod(code.seconds, 60)
        n = len(code.moves)
        words = ngettext("{words}: {n} move in {time}", "{words}: {n} moves in {time}", n).format(
            words=words, n=n, time=f"{minutes}:{seconds:02d}"
        )
    return words
