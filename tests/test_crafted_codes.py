"""Deal codes made by hand: a code comes from another person, and its checksum only says
no character was mistyped, so anyone can write one whose fields say anything.

The strategy here writes codes from arbitrary field values, byte by byte as the encoder
lays them out (flags, the game's name, the deal number, the deck ranked or card by
card, the play time, the move count, the moves' number, a good CRC-32), not mutations of
real codes. Each one must end in a deal or in one refusal sentence, never in another
exception, through ``decode`` and through both doors a player has: ``--code`` on the
command line and *Open code* in the menu. And the constructed codes of issue 46's
findings 3 (a deck that is not the game's, a deal number past ``--seed``'s range) and 4
(a move count of 10^12) are refused at once, the work counted. SLOTKER match codes
(version 2: a game's own kind, its terms through the match's save shape) are written so
too and join the property; a crafted match's seats, names, terms and step count are
refused in one sentence before any step is read."""

from __future__ import annotations

import contextlib
import io
import re
import zlib
from collections import Counter
from dataclasses import dataclass, replace

import msgspec
import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import catalog
from game.cli import parse_args, start_scene
from game.rules import GAMES
from game.rules.base import Game
from game.scenes.overlay import ConfirmScene, PauseScene
from game.scenes.result import ResultScene
from game.session import codes
from game.session.codes import CodeError, DealCode, decode, describe
from game.store.schema import DealSave
from game.table.scene import TableScene
from tests.driver import key, make_app, settle, step
from tests.launch import HOW, QUICK, run_main
from tests.sampling import sampled
from tests.store_help import data_folder_env

NAMES = catalog.names()
DECKS = {name: GAMES[name].DECK() for name in NAMES}
EVERY_CARD = sorted({card for deck in DECKS.values() for card in deck})
ODD_NAMES = (b"toy", b"klondike", b"Maze", b"", b"maze ", b"ma\xffze", b"_maze")
# how every refusal begins: the kinds of sentence a player can be told
REASONS = (
    "not a deal code",
    "this code is damaged",
    "this code is from a newer Patience Arcade",
    "this code is for a game called",
    "this code's deal is not a full deck",
    "this code's deal number is out of range",
    "this code carries",
    "illegal move at step",
    "this code's SLOTKER match cannot be set up",
)
HARD, DECK, SEED, MOVES, RANKED = 1, 2, 4, 8, 16  # the flag bits, as the format says
GAVE_UP, KIND = 32, 64  # version 2's
MATCH = b"slotker_match"


# --- a code written from its fields ------------------------------------------------------
@dataclass(frozen=True)
class Fields:
    """Every field of a code as written, whatever it says: nothing here is checked."""

    flags: int
    name: bytes
    seed: int | None = None
    ranked: int | None = None  # the deck as a rank among orderings
    cards: tuple[bytes, ...] | None = None  # the deck card by card
    told: int | None = None  # the card count written before the cards (None: the true one)
    seconds: int = 0
    count: int | None = None  # the move count (None: no moves)
    value: bytes = b""  # the moves' mixed-radix number, little-endian
    tail: bytes = b""  # bytes after the last field


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def base32(data: bytes) -> str:
    """Crockford's base32 of ``data``, five bits a character, the last one's spare bits 0."""
    bits = "".join(f"{b:08b}" for b in data)
    bits += "0" * (-len(bits) % 5)
    return "".join(codes.ALPHABET[int(bits[i : i + 5], 2)] for i in range(0, len(bits), 5))


def written(f: Fields) -> str:
    """The text of a code holding ``f``, with a good checksum."""
    body = varint(f.flags) + bytes([len(f.name)]) + f.name
    if f.seed is not None:
        body += varint(f.seed)
    if f.ranked is not None:
        body += varint(f.ranked)
    if f.cards is not None:
        body += varint(len(f.cards) if f.told is None else f.told)
        body += b"".join(bytes([len(card)]) + card for card in f.cards)
    if f.count is not None:
        body += varint(f.seconds) + varint(f.count) + f.value
    body += f.tail
    text = base32(body + zlib.crc32(body).to_bytes(4, "big"))
    return "-".join(["PA1", *(text[i : i + 5] for i in range(0, len(text), 5))])


def match_written(
    terms: bytes,
    count: int = 0,
    value: bytes = b"",
    seconds: int = 0,
    flags: int = KIND | MOVES,
    name: bytes = MATCH,
    told: int | None = None,
    tail: bytes = b"",
    version: str = "PA2",
) -> str:
    """The text of a match code (version 2) holding these fields, with a good checksum:
    ``terms`` the msgpack map as written, ``told`` a length claimed for it."""
    body = varint(flags) + bytes([len(name)]) + name
    body += varint(len(terms) if told is None else told) + terms
    body += varint(seconds) + varint(count) + value + tail
    text = base32(body + zlib.crc32(body).to_bytes(4, "big"))
    return "-".join([version, *(text[i : i + 5] for i in range(0, len(text), 5))])


def terms(seats=(("Ann", False), ("Bob", True)), seed=7, ante=0, chips=100, **more) -> bytes:
    """A match's terms as a code writes them (anything at all, unchecked)."""
    return msgspec.msgpack.encode(
        {"seed": seed, "seats": [list(s) for s in seats], "ante": ante, "chips": chips, **more}
    )


def made(name: str, hard: bool = False, seed: int | None = 1, **kw) -> str:
    """A code of ``name`` whose flags say what its fields hold."""
    f = Fields(0, name.encode(), seed=seed, **kw)
    flags = HARD * hard | SEED * (seed is not None) | MOVES * (f.count is not None)
    flags |= (DECK | RANKED) * (f.ranked is not None) | DECK * (f.cards is not None)
    return written(replace(f, flags=flags))


def as_cards(cards) -> tuple[bytes, ...]:
    return tuple(card.encode() for card in cards)


# --- the strategy ------------------------------------------------------------------------
@st.composite
def decks(draw, name: str | None) -> tuple[bytes, ...]:
    """A deck card by card: the game's own shuffled, then (mostly) spoiled one way."""
    own = DECKS.get(name or "", EVERY_CARD[:52])
    cards = list(draw(st.permutations(own)))
    how = draw(st.integers(0, 7))
    if how == 1:  # cards missing, down to none
        cards = cards[: draw(st.integers(0, len(cards) - 1))]
    elif how == 2:  # a card twice (in place of another)
        cards[draw(st.integers(1, len(cards) - 1))] = cards[0]
    elif how == 3:  # cards too many
        cards += draw(st.lists(st.sampled_from(EVERY_CARD), min_size=1, max_size=5))
    elif how == 4:  # another game's card, or one no game has
        stranger = [c for c in EVERY_CARD if c not in own] + ["ZZ", "A", "10S", "as"]
        cards[draw(st.integers(0, len(cards) - 1))] = draw(st.sampled_from(stranger))
    elif how == 5:  # any cards at all
        cards = draw(st.lists(st.sampled_from(EVERY_CARD), max_size=60))
    raw = [card.encode() for card in cards]
    if how == 6:  # junk bytes for a card
        raw[draw(st.integers(0, len(raw) - 1))] = draw(st.binary(max_size=6))
    return tuple(raw)


ANY_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=50),
    lambda inner: st.lists(inner, max_size=5),
    max_leaves=12,
)


@st.composite
def crafted_matches(draw) -> str:
    """A SLOTKER match code from arbitrary field values: seats of any number, names of any
    length or none, wrong types, terms out of bounds, extra fields, junk for the terms,
    any step count and steps' number, with a good checksum."""
    how = draw(st.integers(0, 9))
    seat = st.tuples(st.text(max_size=50) | ANY_VALUE, st.booleans() | ANY_VALUE)
    seats = draw(
        st.lists(st.tuples(st.text(min_size=1, max_size=12), st.booleans()), min_size=2,
                 max_size=4)
        if how < 5 else st.lists(seat, max_size=10)
    )  # fmt: skip
    good = how < 5  # terms a match may have; else any at all
    fields = {
        "seats": [list(s) for s in seats],
        "seed": draw(st.integers(0, 2**63 - 1) if good else st.integers(0, 2**64 - 1)),
        "ante": draw(st.integers(0, 30) if good else st.integers(-5, 10**7)),
        "chips": draw(st.integers(30, 300) if good else st.integers(-5, 10**8)),
    }
    if how == 6:  # a field of another kind, or one no match has
        fields[draw(st.sampled_from(["moves", "redo", "game", "hard", "x"]))] = draw(ANY_VALUE)
    if how == 7 and fields:  # a field left out
        del fields[draw(st.sampled_from(sorted(fields)))]
    if how == 8:  # a wrong type for a field
        fields[draw(st.sampled_from(sorted(fields)))] = draw(ANY_VALUE)
    blob = msgspec.msgpack.encode(fields)
    if how == 9:  # junk for the terms
        blob = draw(st.binary(max_size=40))
    count = draw(st.integers(0, 60) | st.integers(0, 15_000) | st.integers(0, 10**12))
    value = draw(st.integers(0, 2**64) | st.integers(0, 2 ** min(4 * count + 8, 4000)))
    size = max(1, -(-value.bit_length() // 8)) + draw(st.integers(0, 2))
    flags = KIND | MOVES
    if draw(st.integers(0, 9)) == 0:
        flags = draw(st.integers(0, 2**8))
    told = draw(st.none() | st.integers(0, 3000)) if draw(st.integers(0, 9)) == 0 else None
    return match_written(
        blob, count, value.to_bytes(size, "little"), draw(st.integers(0, 10**4)), flags,
        told=told,
    )  # fmt: skip


@st.composite
def crafted(draw) -> str:
    """A code from arbitrary field values, with a good checksum (one in six a match's)."""
    if draw(st.integers(0, 5)) == 0:
        return draw(crafted_matches())
    known = draw(st.sampled_from(NAMES))
    name = known.encode()
    if draw(st.integers(0, 9)) == 0:
        name = draw(st.sampled_from(ODD_NAMES) | st.binary(max_size=45))
    f = Fields(0, name)
    which = draw(st.integers(0, 4))
    if which:
        big = which == 4
        f = replace(f, seed=draw(st.integers(2**63, 2**78) if big else st.integers(0, 2**63 - 1)))
    which = draw(st.integers(0, 5))
    if which == 1:  # ranked: most ranks of a 52-card deck are below 52!, some above
        f = replace(f, ranked=draw(st.integers(0, 2**230) | st.integers(0, 2**2100)))
    elif which == 2:
        f = replace(f, cards=draw(decks(known)))
        if draw(st.integers(0, 5)) == 0:  # a count that is not the cards'
            f = replace(f, told=draw(st.integers(0, 60) | st.integers(0, 2**75)))
    if draw(st.integers(0, 2)):
        cap = catalog.get(known).move_cap
        count = draw(st.integers(0, 40) | st.integers(0, cap + 2) | st.integers(cap + 1, 10**12))
        value = draw(st.integers(0, 2**64) | st.integers(0, 2 ** min(8 * count + 8, 4000)))
        size = max(1, -(-value.bit_length() // 8)) + draw(st.integers(0, 2))
        seconds = draw(st.integers(0, 10**4) | st.integers(0, 2**72))
        f = replace(f, count=count, value=value.to_bytes(size, "little"), seconds=seconds)
    if draw(st.integers(0, 9)) == 0:
        f = replace(f, tail=draw(st.binary(min_size=1, max_size=4)))
    flags = HARD * draw(st.booleans()) | SEED * (f.seed is not None)
    flags |= (DECK | RANKED) * (f.ranked is not None) | DECK * (f.cards is not None)
    flags |= MOVES * (f.count is not None)
    if draw(st.integers(0, 9)) == 0:  # flags that do not say what follows
        flags = draw(st.integers(0, 2**16))
    return written(replace(f, flags=flags))


# --- what each door makes of a code -----------------------------------------------------
def refusal(exc: CodeError) -> str:
    """A refusal's sentence, checked to be one line of one known kind."""
    said = str(exc)
    assert said and "\n" not in said and len(said) < 300, said
    assert said.startswith(REASONS), said
    return said


def dealt(code: DealCode) -> Game | None:
    """The deal a code names, built and played as a replay plays it; what the store keeps
    of it passes the store's door (its deal number and time within the schema's bounds).
    A match's line passes the match's own door and replays to the end the code said."""
    if code.terms is not None:
        from game.games.slotker.match_save import MatchSave
        from game.session.replay import Replay

        msgspec.convert(code.line(), MatchSave)
        replay = Replay(code.line())
        replay.to_end()
        assert replay.status == code.end
        return None
    msgspec.convert(code.line(), DealSave)
    deck = list(code.deck) if code.deck is not None else None
    game = GAMES[code.game].new(seed=code.seed, deck=deck, hard=code.hard)
    assert sorted(game.all_cards()) == sorted(DECKS[code.game])
    for move in code.moves or ():
        game.play(move)
    assert code.moves is None or game.status == code.end
    return game


def read(text: str) -> tuple[str, DealCode | str]:
    """("dealt", code) or ("refused", the sentence): anything else fails the test."""
    try:
        code = decode(text)
    except CodeError as exc:
        return "refused", refusal(exc)
    dealt(code)
    return "dealt", code


def by_command_line(text: str) -> tuple[str, str]:
    """``--code text`` as the command line handles it, in this process: refused with exit
    code 2 and one line on stderr, or started (the menu, then what the code opens)."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            parse_args(["--code", text])
        except SystemExit as exc:
            assert exc.code == 2
            lines = err.getvalue().splitlines()
            assert len(lines) == 1, lines
            return "refused", lines[0]
    assert err.getvalue() == ""
    app = make_app(code=text)
    start_scene(app)
    settle(app)
    return "opened", shown(app)


def by_open_code(text: str) -> tuple[str, str]:
    """*Open code* in the menu of a headless app: the text pasted, Enter, the reading
    waited for; the field says why not, or closes and the menu opens the code."""
    from game.engine import clipboard

    app = make_app()
    app.scenes.push("menu")
    settle(app)
    key(app, pygame.K_o, unicode="o")
    field = app.scenes.top
    assert clipboard.put(text)
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_RETURN)
    if field.reading is not None:
        assert field.reading.wait(30)
        step(app)
    if app.scenes.top is field:
        assert len(field.lines) == 1
        return "refused", field.lines[0]
    settle(app)
    return "opened", shown(app)


def shown(app) -> str:
    """What a code opened: its deal on the table, or the watch-or-beat question."""
    top = app.scenes.top
    if isinstance(top, ResultScene):  # a deal over as dealt: its result shows at once
        top = app.scenes.stack[-2]
    if isinstance(top, TableScene):
        s = top.session
        return f"{top.GAME} {s.seed} {s.hard} {s.game.deck}"
    assert isinstance(top, PauseScene | ConfirmScene), top
    return top.lines[0] if isinstance(top, PauseScene) else top.question


def expected(code: DealCode) -> str:
    if code.moves is not None:
        return describe(code)
    deck = list(code.deck) if code.deck is not None else None
    game = GAMES[code.game].new(seed=code.seed, deck=deck, hard=code.hard)
    return f"{code.game} {code.seed} {code.hard} {game.deck}"


# --- the property ------------------------------------------------------------------------
@pytest.mark.parametrize("examples", sampled((500, 5000), keep={500}))
def test_crafted_codes_each_end_in_a_deal_or_one_refusal(examples):
    tally: Counter[str] = Counter()

    @settings(max_examples=examples, suppress_health_check=[HealthCheck.too_slow])
    @given(crafted())
    def one(text: str) -> None:
        how, got = read(text)
        kind = how
        if how == "refused":
            kind = next(r for r in REASONS if str(got).startswith(r))
        elif isinstance(got, DealCode) and got.moves:
            kind = "dealt, with moves"
        tally[kind] += 1

    one()
    assert sum(tally.values()) == examples, tally
    assert tally["dealt"] + tally["dealt, with moves"] > 0 and tally["dealt, with moves"] > 0
    assert sum(n for k, n in tally.items() if k in REASONS) > 0, tally


@pytest.mark.parametrize("examples", sampled((50, 500), keep={50}))
def test_crafted_codes_through_both_doors_end_in_a_deal_or_one_refusal(examples, tmp_path):
    tally: Counter[str] = Counter()

    @settings(
        max_examples=examples,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    )
    @given(crafted())
    def one(text: str) -> None:
        how, got = read(text)
        with data_folder_env(tmp_path / f"data{sum(tally.values())}"):  # a folder each
            cli = by_command_line(text)
            field = by_open_code(text)
        if how == "refused":
            assert cli == ("refused", f"patience-arcade: --code: {got} (see --help)")
            assert field == ("refused", got[:1].upper() + got[1:])
        else:
            assert isinstance(got, DealCode)
            assert cli == field == ("opened", expected(got))
        tally[how] += 1

    one()
    assert sum(tally.values()) == examples, tally


# --- finding 3: a deck that is not the game's, a deal number out of range ----------------
MAZE = DECKS["maze"]
STARS = [card for card in DECKS["zoomer"] if card[1] == "X"]
CRAFTED = {
    "an empty deck": (made("maze", cards=()), "(it has 0 cards; Maze deals 52)"),
    "a short deck": (made("maze", cards=as_cards(MAZE[:51])), "(it has 51 cards; Maze deals 52)"),
    "a long deck": (
        made("maze", cards=as_cards([*MAZE, "AS"])),
        "(it has 53 cards; Maze deals 52)",
    ),
    "a card twice": (
        made("combo", cards=as_cards(["AS", *MAZE[:51]])),
        "(the Ace of Spades is in it twice)",
    ),
    "junk for a card": (
        made("maze", cards=(b"\xff\x00", *as_cards(MAZE[1:]))),
        "(it has a card Maze does not have)",
    ),
    "another game's card": (
        made("monte_carlo", cards=as_cards([STARS[0], *MAZE[1:]])),
        "(it has a card Monte Carlo does not have)",
    ),
    "another game's deck": (
        made("slotker", cards=as_cards(DECKS["zoomer"])),
        "(it has 50 cards; SLOTKER deals 52)",
    ),
    "a count of cards past the deck": (
        made("maze", cards=(), told=10**12),
        "(it has 1000000000000 cards; Maze deals 52)",
    ),
    "a deal number of 2^63": (made("maze", seed=2**63), "deal number is out of range"),
    "a deal number of 2^64-1 with moves": (
        made("zoomer", seed=2**64 - 1, count=1, value=b"\0"),
        "deal number is out of range",
    ),
}


@pytest.mark.parametrize("case", sorted(CRAFTED))
def test_a_crafted_deck_or_deal_number_is_refused_in_one_line_at_both_doors(case, tmp_path):
    # before: decode took each of these, and the deal raised (a traceback from --code and
    # from Open code), or the deal played and its end could not be recorded (2^63)
    text, words = CRAFTED[case]
    with pytest.raises(CodeError, match=re.escape(words)):
        decode(text)
    with data_folder_env(tmp_path / "data0"):
        how, line = by_command_line(text)
        assert how == "refused" and words in line and line.startswith("patience-arcade: --code:")
        how, line = by_open_code(text)
        assert how == "refused" and words in line


# --- finding 4: a move count far past the game's cap -------------------------------------
ISSUE_CODE = "PA1-1G26T-RBTCM-0G184-D0S56-RRZ8"  # Maze, deal 1, always the first move
FAR = made("maze", seed=1, count=10**12, value=b"\0")


@pytest.fixture
def work(monkeypatch) -> Counter[str]:
    """Deals dealt and legal-move lists asked for while the test runs; past a cap's worth
    the reading is stopped (before the fix it read on for hours)."""
    counted: Counter[str] = Counter()
    new, legal = Game.new.__func__, GAMES["maze"].legal_moves

    def counted_new(cls, *args, **kw):
        counted["deals"] += 1
        return new(cls, *args, **kw)

    def counted_legal(self):
        counted["lists"] += 1
        if counted["lists"] > catalog.get("maze").max_moves + 1:
            raise AssertionError("read past the game's cap of moves")
        return legal(self)

    monkeypatch.setattr(Game, "new", classmethod(counted_new))
    monkeypatch.setattr(GAMES["maze"], "legal_moves", counted_legal)
    return counted


@pytest.mark.parametrize("text", [ISSUE_CODE, FAR], ids=["the issue's code", "10^12 moves"])
def test_a_code_of_more_moves_than_its_game_allows_is_refused_before_a_move_is_read(
    text, work, tmp_path
):
    with pytest.raises(CodeError, match=r"more than Maze allows in one deal \(2000\)"):
        decode(text)
    with data_folder_env(tmp_path / "data0"):
        how, line = by_command_line(text)
        assert how == "refused" and "more than Maze allows" in line
        how, line = by_open_code(text)
        assert how == "refused" and "more than Maze allows" in line
    assert work["lists"] == 0  # no move read; the menu's own deal aside, no deal of the code
    assert work["deals"] <= 2  # the menu's backdrop, at most one per app


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_the_command_line_refuses_a_code_of_10_12_moves_at_once(
    how, work, tmp_path, capsys, monkeypatch
):
    # before: `--code FAR --version` and `--screenshot` read on for hours
    env = {"PATIENCE_ARCADE_DATA": str(tmp_path), "SDL_VIDEODRIVER": "dummy"}
    env |= {"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    for extra in (["--version"], ["--screenshot", str(tmp_path / "shot.png")]):
        ran = run_main(how, ["--code", FAR, *extra], capsys, monkeypatch, env)
        lines = ran.stderr.splitlines()
        assert ran.returncode == 2 and len(lines) == 1, ran.stderr
        assert "--code: this code carries 1000000000000 moves, more than Maze allows" in lines[0]
    assert not (tmp_path / "shot.png").exists()
    assert work["lists"] == 0  # (in this process: a launch is a process of its own)


def test_the_work_of_a_code_is_bounded_by_its_games_cap(work):
    cap = catalog.get("maze").move_cap
    at_cap = decode(made("maze", seed=1, count=cap, value=b"\0"))  # Maze never ends alone
    assert len(at_cap.moves) == cap and work["deals"] == 1 and work["lists"] == cap
    work.clear()
    with pytest.raises(CodeError, match=f"carries {cap + 1} moves"):
        decode(made("maze", seed=1, count=cap + 1, value=b"\0"))
    assert work == Counter()
    with pytest.raises(CodeError, match="too long for a deal code"):
        codes.encode(replace(at_cap, moves=(*at_cap.moves, at_cap.moves[0])))


def test_every_game_declares_its_cap_and_a_plugin_gets_the_default():
    for name in catalog.built_in():
        assert catalog.get(name).max_moves is not None, name
    from tests.toy import GAME

    assert GAME.max_moves is None and GAME.move_cap == catalog.DEFAULT_MAX_MOVES
    for bad in (0, -1, catalog.MOST_MOVES + 1, True, "2000", 2000.0):
        with pytest.raises(ValueError, match="max_moves"):
            catalog._admit(replace(GAME, max_moves=bad), {}, "tests.toy:GAME")
    assert catalog._admit(replace(GAME, max_moves=40), {}, "tests.toy:GAME").move_cap == 40


# --- match codes (version 2): seats, names and rounds bounded, each refusal one sentence ----
NINE = [(f"P{i}", False) for i in range(9)]
CRAFTED_MATCHES = {
    "nine seats": (match_written(terms(NINE)), "(Expected `array` of length <= 8 - at `$.seats`)"),
    "five seats": (match_written(terms(NINE[:5])), "(SLOTKER needs 2 to 4 seats, got 5)"),
    "one seat": (match_written(terms(NINE[:1])), "(SLOTKER needs 2 to 4 seats, got 1)"),
    "a name of 41 letters": (
        match_written(terms([("A" * 41, False), ("Bob", True)])),
        "(Expected `str` of length <= 40 - at `$.seats[0][0]`)",
    ),
    "a blank name": (
        match_written(terms([("  ", False), ("Bob", True)])),
        "(a seat needs a name, got '  ')",
    ),
    "a seat of three fields": (
        match_written(msgspec.msgpack.encode({"seed": 1, "seats": [["A", True, 3], ["B", 0]]})),
        "(Expected `array` of length <= 2 - at `$.seats[0]`)",
    ),
    "an ante no seat can pay": (
        match_written(terms(ante=200)),
        "(at least 2 seats must be able to pay the ante)",
    ),
    "chips past the bound": (
        match_written(terms(chips=10**8)),
        "(Expected `int` <= 10000000 - at `$.chips`)",
    ),
    "a deal number of 2^63": (match_written(terms(seed=2**63)), "- at `$.seed`"),
    "a field a code does not carry": (
        match_written(terms(moves=[["deal"]])),
        "this code is damaged (its SLOTKER match's terms do not read)",
    ),
    "terms that are no map": (
        match_written(msgspec.msgpack.encode([1, 2, 3])),
        "this code is damaged (its SLOTKER match's terms do not read)",
    ),
    "terms nested past any reader's depth": (
        match_written(b"\x91" * 2000 + b"\x00"),
        "this code is damaged (its SLOTKER match's terms do not read)",
    ),
    "terms claiming 10^9 bytes": (
        match_written(terms(), told=10**9),
        "this code is damaged (it ends too soon)",
    ),
    "a match flag on a deal's game": (
        match_written(terms(), name=b"maze"),
        "this code is damaged (unknown flags)",
    ),
    "a kind not installed": (
        match_written(terms(), name=b"poker_match"),
        "this code is for a game called 'poker_match', which is not installed here",
    ),
    "a match flag in a version-1 code": (
        match_written(terms(), version="PA1"),
        "this code is damaged (unknown flags)",
    ),
    "a match given up": (
        match_written(terms(), flags=KIND | MOVES | GAVE_UP),
        "this code is damaged (unknown flags)",
    ),
    "a match without its steps": (
        match_written(terms(), flags=KIND),
        "this code is damaged (unknown flags)",
    ),
    "10^12 steps": (
        match_written(terms(), count=10**12, value=b"\0"),
        "this code carries 1000000000000 moves, more than SLOTKER match allows in a code (2070)",
    ),
}


def given_up_written(text: str, version: str) -> str:
    """A version-1 code with moves rewritten to say its game was given up (flags one byte)."""
    payload = codes._unbase32(text[4:].replace("-", ""))[:-4]
    body = bytes([payload[0] | GAVE_UP]) + payload[1:]
    out = base32(body + zlib.crc32(body).to_bytes(4, "big"))
    return "-".join([version, *(out[i : i + 5] for i in range(0, len(out), 5))])


@pytest.fixture
def match_work(monkeypatch) -> Counter[str]:
    """Matches set up and steps listed while the test runs."""
    from game.games.slotker.match_session import MatchSession

    counted: Counter[str] = Counter()
    start, choices = MatchSession.replay_start, MatchSession.replay_choices

    def counted_start(line):
        counted["matches"] += 1
        return start(line)

    def counted_choices(match):
        counted["steps"] += 1
        return choices(match)

    monkeypatch.setattr(MatchSession, "replay_start", staticmethod(counted_start))
    monkeypatch.setattr(MatchSession, "replay_choices", staticmethod(counted_choices))
    return counted


@pytest.mark.parametrize("case", sorted(CRAFTED_MATCHES))
def test_a_crafted_match_code_is_refused_in_one_sentence_before_any_step(case, match_work):
    text, words = CRAFTED_MATCHES[case]
    with pytest.raises(CodeError) as exc:
        decode(text)
    said = refusal(exc.value)
    assert words in said, said
    assert match_work["steps"] == 0  # refused before a single step was read


def test_a_match_codes_work_is_bounded_by_its_seats_and_rounds(match_work):
    from game.games.slotker.match_session import CODE_ROUNDS, RUN_MOVES

    for seats in (2, 4):
        cap = CODE_ROUNDS * (seats * RUN_MOVES + 1)
        four = [("Ann", False), ("Bob", True), ("Cy", True), ("Di", False)][:seats]
        with pytest.raises(CodeError, match=f"carries {cap + 1} moves, .* in a code \\({cap}\\)"):
            decode(match_written(terms(four), count=cap + 1, value=b"\0"))
        assert match_work == Counter()
        # at the cap: a match without an ante never ends, each step its first choice
        at_cap = decode(match_written(terms(four), count=cap, value=b"\0"))
        assert len(at_cap.moves) == cap and at_cap.end in ("playing", "round_over")
        assert match_work == Counter(matches=1, steps=cap)
        match_work.clear()
        with pytest.raises(CodeError, match="too long for a deal code"):
            codes.encode(replace(at_cap, moves=(*at_cap.moves, at_cap.moves[0])))


def test_a_step_past_the_end_of_a_match_names_its_step():
    from game.games.slotker.match_session import MatchSession

    line = {"game": "slotker_match", "seats": [["A", True], ["B", True]], "seed": 3,
            "ante": 100, "chips": 100}  # fmt: skip
    match, steps = MatchSession.replay_start(line), 0  # the first choice each step
    while choices := sorted(MatchSession.replay_choices(match), key=codes._key):
        MatchSession.replay_play(match, choices[0])
        steps += 1
    assert match.status == "over"
    text = match_written(terms([("A", True), ("B", True)], seed=3, ante=100), steps + 3, b"\0")
    with pytest.raises(CodeError, match=f"^illegal move at step {steps + 1}: the game has no"):
        decode(text)
    assert decode(match_written(terms([("A", True), ("B", True)], 3, 100), steps, b"\0")).end == (
        "over"
    )


@pytest.mark.parametrize("version", ["PA1", "PA2"])
def test_a_given_up_flag_on_a_game_its_moves_ended_or_in_version_1_is_refused(version):
    g, moves = GAMES["monte_carlo"].new(seed=8), []
    while g.status == "playing":
        moves.append(codes._choices(g)[0])
        g.play(moves[-1])
    ended = codes.encode(DealCode("monte_carlo", seed=8, moves=tuple(moves)))
    words = "unknown flags" if version == "PA1" else "its game was given up after its end"
    with pytest.raises(CodeError, match=re.escape(words)):
        decode(given_up_written(ended, version))
    on = codes.encode(DealCode("monte_carlo", seed=8, moves=tuple(moves[:2])))
    assert decode(given_up_written(on, "PA2")).end == "gave_up"


@pytest.mark.parametrize("case", ["five seats", "a name of 41 letters", "10^12 steps"])
def test_a_crafted_match_code_is_refused_in_one_line_at_both_doors(case, tmp_path):
    text, words = CRAFTED_MATCHES[case]
    with data_folder_env(tmp_path / "data0"):
        how, line = by_command_line(text)
        assert how == "refused" and words in line and line.startswith("patience-arcade: --code:")
        how, line = by_open_code(text)  # the field says it as a sentence, capital first
        assert how == "refused" and words.lower() in line.lower() and "\n" not in line
