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
  the game's own deck when it is one (a 52-card deck in 29 bytes), else card by card;
- with moves: the play time in whole seconds and the number of moves (varints),
  then every move as its index among ``legal_moves()`` at that step (sorted, so a
  change in the order a rule lists them changes nothing), all of them packed into
  one mixed-radix number: a step with one legal move costs nothing, one with n
  costs log2(n) bits;
- a CRC-32 of all of the above (four bytes): a mistyped or missing character is
  caught, never read as another deal.

The version stands outside the body, so a code from a newer game is told apart
from a damaged one. Every way a text can fail is a ``CodeError`` with one line:
not a code, damaged, from a newer version, a game not installed here, or a move
the rules refuse at step N.
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from game import catalog
from game.i18n import _, ngettext, pgettext
from game.rules import GAMES
from game.rules.base import Game, Move

VERSION = 1
PREFIX = "PA"
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base32
_READ = {c: i for i, c in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
GROUP = 5
MAX_CHARS = 20_000  # a pasted text longer than this is not one of ours

HARD, DECK, SEED, MOVES, RANKED = 1, 2, 4, 8, 16  # flag bits


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
    value = 0
    for ch in text:
        value = (value << 5) | _READ[ch]
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


# --- the deck as a rank among orderings -------------------------------------------------
def _standard(game: str) -> list[str]:
    return sorted(_rules(game).new(seed=0, hard=False).all_cards())


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
def _key(move: Any) -> str:
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


def _unpack_moves(code: DealCode, count: int, data: bytes) -> tuple[Move, ...]:
    game = _dealt(code)
    value = int.from_bytes(data, "little")
    moves: list[Move] = []
    for step in range(1, count + 1):
        choices = _choices(game) if game.status == "playing" else []
        if not choices:
            raise CodeError(
                _("illegal move at step {step}: the game has no move left there").format(step=step)
            )
        value, i = divmod(value, len(choices))
        moves.append(choices[i])
        game.play(choices[i])
    if value:
        raise CodeError(_("this code is damaged (its moves run on past their count)"))
    return tuple(moves)


# --- the code ---------------------------------------------------------------------------
def encode(code: DealCode) -> str:
    """The text of ``code``: ``PA1-`` and groups of five characters."""
    if code.game not in GAMES:
        raise CodeError(_("no game called {game!r} is installed").format(game=code.game))
    flags = HARD * code.hard
    body = bytearray()
    name = code.game.encode("ascii")
    body += bytes([len(name)]) + name
    if code.seed is not None:
        flags |= SEED
        body += _varint(int(code.seed))
    if code.deck is not None:
        flags |= DECK
        deck = list(code.deck)
        base = _standard(code.game)
        if sorted(deck) == base:
            flags |= RANKED
            body += _varint(_rank(deck, base))
        else:
            body += _varint(len(deck))
            for card in deck:
                raw = card.encode("ascii")
                body += bytes([len(raw)]) + raw
    if code.moves is not None:
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
    """The deal (and moves) a code carries, or ``CodeError`` saying in one line why not."""
    _version, body = _normal(text)
    if len(body) < 8:
        raise CodeError(_("this code is damaged (it is too short)"))
    payload = _unbase32(body)
    data, crc = payload[:-4], payload[-4:]
    if zlib.crc32(data).to_bytes(4, "big") != crc:
        raise CodeError(_("this code is damaged (its check does not match: a character is wrong)"))
    try:
        return _read_body(_Reader(data))
    except CodeError:
        raise
    except (ValueError, UnicodeDecodeError, IndexError, KeyError, TypeError) as exc:
        raise CodeError(
            _("this code is damaged ({reason})").format(reason=type(exc).__name__)
        ) from None


def _read_body(r: _Reader) -> DealCode:
    flags = r.varint()
    if flags >= 32:
        raise CodeError(_("this code is damaged (unknown flags)"))
    name = r.take(r.byte()).decode("ascii")
    if not re.fullmatch(r"[a-z][a-z0-9_]{0,39}", name):
        raise CodeError(_("this code is damaged (its game's name does not read)"))
    if name not in GAMES:
        raise CodeError(
            _(
                "this code is for a game called {game!r}, which is not installed here"
                " (a plugin may be missing)"
            ).format(game=name)
        )
    seed = r.varint() if flags & SEED else None
    deck: tuple[str, ...] | None = None
    if flags & DECK:
        if flags & RANKED:
            deck = tuple(_unrank(r.varint(2048), _standard(name)))
        else:
            deck = tuple(r.take(r.byte()).decode("ascii") for _i in range(r.varint()))
    if seed is None and deck is None:
        raise CodeError(_("this code is damaged (it names no deal)"))
    code = DealCode(name, bool(flags & HARD), seed, deck)
    if flags & MOVES:
        seconds, count = r.varint(), r.varint()
        moves = _unpack_moves(code, count, r.rest())
        code = DealCode(name, code.hard, seed, deck, moves, seconds)
    elif r.rest():
        raise CodeError(_("this code is damaged (it runs on past its end)"))
    return code


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
