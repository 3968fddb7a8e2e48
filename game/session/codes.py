"""Deal codes: a short text a player hands a friend, carrying a game, its mode, its deal
(number, or an explicit deck) and, optionally, every move of a game played on it.

The format (version 1), as the README documents it::

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

The version stands outside the body, so a code from a newer game is told apart
from a damaged one. Every way a text can fail is a ``CodeError`` with one line:
not a code, damaged, from a newer version, a game not installed here, a deal that is
not a full deck, a deal number out of range, more moves than the game allows, or a
move the rules refuse at step N.

A code comes from another person, so it is untrusted input: its checksum only says
no character was mistyped, and a code made by hand has a good one. So every field is
checked whole before any deal exists: the game known, the deck exactly a shuffle of
that game's own, the deal number in ``--seed``'s range, the play time in the store's,
and the move count within the game's cap (``GameInfo.move_cap``), read before a single
move is: whatever number a code claims, the work of reading it is bounded by its
game's cap. ``encode`` refuses the same things, so it never writes a code that
``decode`` would refuse.
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

from game import catalog
from game.i18n import _, ngettext, pgettext
from game.rules import GAMES
from game.rules import cards as C
from game.rules.base import Game, Move

VERSION = 1
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
    # how those moves left the game ("won", "lost", "playing"), found by ``decode`` as it
    # reads them: the menu says it without playing them all again on the frame thread
    end: str | None = field(default=None, compare=False)

    def line(self) -> dict[str, Any]:
        """The code as a save's shape (what a replay and a session read)."""
        return {
            "game": self.game,
            "seed": self.seed,
            "deck": list(self.deck) if self.deck is not None else None,
            "hard": self.hard,
            "moves": [list(m) for m in self.moves or ()],
            "elapsed": float(self.seconds),
        }


def from_line(line: dict[str, Any], with_moves: bool = True) -> DealCode:
    """The code of a save-shaped line (a session's ``to_dict``, a kept replay)."""
    deck = line.get("deck")
    moves = tuple(tuple(m) for m in line.get("moves", [])) if with_moves else None
    return DealCode(
        game=str(line["game"]),
        hard=bool(line.get("hard", False)),
        seed=line.get("seed"),
        deck=tuple(deck) if deck is not None else None,
        moves=moves,
        seconds=int(line.get("elapsed", 0) or 0) if with_moves else 0,
    )


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


def _pack_moves(code: DealCode) -> bytes:
    game = _dealt(code)
    value, radix = 0, 1
    for step, move in enumerate(code.moves or (), 1):
        choices = _choices(game)
        try:  # a move kept in another spelling (cards in click order, by older versions)
            i = choices.index(game.normalize(move))
        except ValueError:  # not legal there, or no move at all (InvalidMove)
            shown = list(move) if isinstance(move, (list, tuple)) else move
            raise CodeError(
                _("illegal move at step {step}: {move}").format(step=step, move=shown)
            ) from None
        value += i * radix
        radix *= len(choices)
        game.play(tuple(move))
    return value.to_bytes(max(1, -(-(radix - 1).bit_length() // 8)), "little")


def _unpack_moves(code: DealCode, count: int, data: bytes) -> tuple[tuple[Move, ...], str]:
    """``count`` moves (already checked against the game's cap) out of ``data``, and the
    status they leave the game in."""
    value = int.from_bytes(data, "little")
    if value.bit_length() > MOVE_BITS * count:  # each step's division would work through it
        raise CodeError(_("this code is damaged (its moves run on past their count)"))
    game = _dealt(code)
    moves: list[Move] = []
    for step in range(1, count + 1):
        choices = _choices(game) if game.status == "playing" else []
        if not choices:
            raise CodeError(
                _("illegal move at step {step}: the game has no move left there").format(step=step)
            )
        i = 0
        if len(choices) > 1:
            value, i = divmod(value, len(choices))
        moves.append(choices[i])
        game.play(choices[i])
    if value:
        raise CodeError(_("this code is damaged (its moves run on past their count)"))
    return tuple(moves), game.status


# --- the code ---------------------------------------------------------------------------
def encode(code: DealCode) -> str:
    """The text of ``code``: ``PA1-`` and groups of five characters. What ``decode``
    would refuse is refused here, in the same words."""
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
            raise CodeError(
                _("a game of {n} moves is too long for a deal code ({game}: {cap} at most)").format(
                    n=len(code.moves), game=catalog.shown_title(code.game), cap=cap
                )
            )
        _check_moves(code.game, len(code.moves), int(code.seconds))
        flags |= MOVES
        body += _varint(int(code.seconds)) + _varint(len(code.moves)) + _pack_moves(code)
    payload = _varint(flags) + bytes(body)
    payload += zlib.crc32(payload).to_bytes(4, "big")
    text = _base32(payload)
    groups = [text[i : i + GROUP] for i in range(0, len(text), GROUP)]
    return "-".join([f"{PREFIX}{VERSION}", *groups])


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
    _version, body = _normal(text)
    if len(body) < 8:
        raise CodeError(_("this code is damaged (it is too short)"))
    payload = _unbase32(body)
    data, crc = payload[:-4], payload[-4:]
    if zlib.crc32(data).to_bytes(4, "big") != crc:
        raise CodeError(_("this code is damaged (its check does not match: a character is wrong)"))
    r = _Reader(data)
    code, count = _read_fields(r)
    if count is None:
        if r.rest():
            raise CodeError(_("this code is damaged (it runs on past its end)"))
        return code
    moves, end = _unpack_moves(code, count, r.rest())
    return replace(code, moves=moves, end=end)


def _read_fields(r: _Reader) -> tuple[DealCode, int | None]:
    """The deal a code names, every field checked, and its move count (None: no moves)."""
    flags = r.varint()
    if flags >= 32 or (flags & RANKED and not flags & DECK):
        raise CodeError(_("this code is damaged (unknown flags)"))
    raw = r.take(r.byte())
    if not re.fullmatch(rb"[a-z][a-z0-9_]{0,39}", raw):
        raise CodeError(_("this code is damaged (its game's name does not read)"))
    name = raw.decode("ascii")
    if name not in GAMES:
        raise CodeError(
            _(
                "this code is for a game called {game!r}, which is not installed here"
                " (a plugin may be missing)"
            ).format(game=name)
        )
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
    code = DealCode(name, bool(flags & HARD), seed, deck)
    if not flags & MOVES:
        return code, None
    seconds, count = r.varint(), r.varint()
    _check_moves(name, count, seconds)
    return replace(code, seconds=seconds), count


def describe(code: DealCode) -> str:
    """One line naming what a code holds ("SLOTKER, hard, deal #12: 31 moves in 2:05")."""
    title = catalog.shown_title(code.game)
    deal = _("deal #{number}").format(number=code.seed) if code.deck is None else _("a set deal")
    mode = pgettext("mode", "hard") if code.hard else pgettext("mode", "normal")
    words = _("{game}, {mode}, {deal}").format(game=title, mode=mode, deal=deal)
    if code.moves is not None:
        minutes, seconds = divmod(code.seconds, 60)
        n = len(code.moves)
        words = ngettext("{words}: {n} move in {time}", "{words}: {n} moves in {time}", n).format(
            words=words, n=n, time=f"{minutes}:{seconds:02d}"
        )
    return words
