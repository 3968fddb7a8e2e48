"""Deal codes: every code reads back as what was written, a whole game's moves included;
every mangled code is refused with one line saying why, never a traceback. (Codes built
by hand from arbitrary fields, with a good checksum: tests/test_crafted_codes.py.)"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import catalog
from game.session import MemoryLedger, Session, codes
from game.session.codes import ALPHABET, CodeError, DealCode, decode, encode, from_line
from game.session.replay import Replay
from tests.replay_help import GAMES_AND_TOY, play_randomly, toy_listed

REASONS = (
    "not a deal code",
    "this code is damaged",
    "from a newer Patience Arcade",
    "not installed here",
    "illegal move at step",
    "not a full deck",
    "deal number is out of range",
    "more than",
)


def _played(name: str, hard: bool, seed: int, choice: int) -> Session:
    return play_randomly(name, hard, seed, MemoryLedger(), 200, random.Random(choice))


@pytest.mark.parametrize("name", GAMES_AND_TOY)
@settings(max_examples=12, deadline=None)
@given(hard=st.booleans(), seed=st.integers(0, 2**40), choice=st.integers(0, 2**32))
def test_every_code_reads_back_as_written_and_replays_to_the_same_end(name, hard, seed, choice):
    with toy_listed():
        s = _played(name, hard, seed, choice)
        deal = from_line(s.to_dict(), with_moves=False)
        assert decode(encode(deal)) == deal
        whole = from_line(s.to_dict())
        text = encode(whole)
        back = decode(text)
        assert back == whole and back.moves == tuple(s.history)
        replay = Replay(back.line())
        replay.to_end()
        assert replay.state.to_dict() == s.game.to_dict()
        assert re.fullmatch(r"PA1(-[0-9A-HJKMNP-TV-Z]{1,5})+", text)
        assert decode(text.lower().replace("-", " ")) == whole  # as typed or mangled by mail


@pytest.mark.parametrize("name", ["combo", "maze", "monte_carlo", "toy"])
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), data=st.data())
def test_a_set_deck_round_trips_whole_and_a_part_of_one_is_refused(name, seed, data):
    with toy_listed():
        deck = Session(name, MemoryLedger(), seed=seed).game.all_cards()
        code = DealCode(name, seed=data.draw(st.none() | st.integers(0, 99)), deck=tuple(deck))
        assert decode(encode(code)) == code
        cut = data.draw(st.integers(0, len(deck) - 1))
        with pytest.raises(CodeError, match="not a full deck"):
            encode(DealCode(name, seed=1, deck=tuple(deck[:cut])))


def test_a_deal_is_a_few_dozen_characters_and_a_game_a_few_hundred():
    for name in catalog.names():
        s = _played(name, False, 987654, 1)
        assert len(encode(from_line(s.to_dict(), with_moves=False))) <= 45
        assert len(encode(from_line(s.to_dict()))) <= 45 + 3 * s.moves


def _mangle(text: str, how: int, at: int, ch: str) -> str | None:
    """One slip of a finger or a mail program: a character changed, lost, added, two
    swapped, the end cut off. None when the slip changes nothing a reader sees."""
    body = text[4:]
    idx = [i for i, c in enumerate(body) if c != "-"]
    i = idx[at % len(idx)]
    if how == 0:
        if ALPHABET.index(body[i]) == ALPHABET.index(ch):
            return None
        body = body[:i] + ch + body[i + 1 :]
    elif how == 1:
        body = body[:i] + body[i + 1 :]
    elif how == 2:
        body = body[:i] + ch + body[i:]
    elif how == 3:
        j = idx[(at + 1) % len(idx)]
        if body[i] == body[j]:
            return None
        chars = list(body)
        chars[i], chars[j] = chars[j], chars[i]
        body = "".join(chars)
    else:
        body = body[:i]
    return text[:4] + body


@settings(max_examples=300, deadline=None)
@given(
    name=st.sampled_from(catalog.names()),
    moves=st.booleans(),
    how=st.integers(0, 4),
    at=st.integers(0, 10**6),
    ch=st.sampled_from(ALPHABET),
)
def test_every_mangled_code_is_refused_with_a_reason(name, moves, how, at, ch):
    s = _played(name, False, 4242, at % 7)
    text = encode(from_line(s.to_dict(), with_moves=moves))
    bad = _mangle(text, how, at, ch)
    if bad is None:
        return
    with pytest.raises(CodeError) as exc:
        decode(bad)
    line = str(exc.value)
    assert "\n" not in line and any(reason in line for reason in REASONS), line


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80) | st.binary(max_size=60).map(lambda b: "PA1-" + b.hex().upper()))
def test_any_text_at_all_is_read_or_refused_in_one_line(text):
    try:
        decode(text)
    except CodeError as exc:
        assert "\n" not in str(exc) and any(r in str(exc) for r in REASONS), str(exc)


def test_each_reason_reads_plainly():
    good = encode(DealCode("maze", seed=12))
    cases = {
        "hello there": "not a deal code",
        "PA1-UUUUU-UUUUU": "not a deal code (it has 'U'",
        good[:-1] + ("0" if good[-1] != "0" else "1"): "damaged",
        "PA3" + good[3:]: "from a newer Patience Arcade (code version 3, this one reads 2)",
    }
    for text, words in cases.items():
        with pytest.raises(CodeError, match=re.escape(words)):
            decode(text)


def _forged(name: str, seed: int, count: int, value: int = 0) -> str:
    """A code claiming ``count`` moves packed as ``value`` (made by hand, or by a rules
    version that allowed more), with a good checksum: only the rules can refuse it."""
    import zlib

    body = bytes([codes.SEED | codes.MOVES, len(name)]) + name.encode() + codes._varint(seed)
    body += codes._varint(0) + codes._varint(count) + value.to_bytes(8, "little")
    payload = body + zlib.crc32(body).to_bytes(4, "big")
    return "PA1-" + codes._base32(payload)


def test_a_game_not_installed_and_a_move_out_of_reach_are_named():
    with pytest.raises(CodeError, match=r"a game called 'klondike', which is not installed"):
        decode(_forged("klondike", 1, 0))
    with pytest.raises(CodeError, match="a plugin may be missing"):
        decode(_forged("toy", 1, 0))  # the toy plugin is not listed here
    with toy_listed():
        assert decode(_forged("toy", 1, 0)).game == "toy"
    # Monte Carlo's deal 1 played by its first legal moves ends long before 200 moves
    g = Session("monte_carlo", MemoryLedger(), seed=1).game
    n = 0
    while g.status == "playing":
        g.play(codes._choices(g)[0])
        n += 1
    with pytest.raises(CodeError, match=f"illegal move at step {n + 1}: the game has no move"):
        decode(_forged("monte_carlo", 1, 200))
    with pytest.raises(CodeError, match="damaged .its moves run on past their count"):
        decode(_forged("monte_carlo", 1, 1, 2**60))
    with pytest.raises(CodeError, match="illegal move at step 1"):
        encode(DealCode("monte_carlo", seed=1, moves=(("pair", 0, 0),)))


def test_describe_names_the_game_the_deal_and_the_time_to_beat():
    code = DealCode("maze", hard=True, seed=12, moves=(), seconds=125)
    assert codes.describe(code) == "Maze, hard, deal #12: 0 moves in 2:05"


def _clear_in_click_order(s: Session, rank: str) -> None:
    """Clear ``rank`` with its cards picked the other way round from ``legal_moves``."""
    listed = next(m for m in s.game.legal_moves() if m[0] == "clear" and m[1][0] == rank)
    s.play(("clear", *reversed(listed[1:])))


def test_a_zoomer_game_with_cards_picked_in_the_players_own_order_is_coded_and_replayed():
    # deal 710605 as a player met it: the 7 of Diamonds clicked before the 7 of Spades,
    # Clear, a draw, the Fives cleared, given up; the code writer refused it before
    s = Session("zoomer", MemoryLedger(), seed=710605)
    _clear_in_click_order(s, "7")
    assert s.history == [("clear", "7S", "7D")]  # kept in the one form legal_moves lists
    s.play(("draw",))
    _clear_in_click_order(s, "5")
    s.give_up()
    back = decode(encode(from_line(s.to_dict())))
    assert back.moves == tuple(s.history)
    replay = Replay(back.line())
    replay.to_end()
    assert replay.state.to_dict() == s.game.to_dict()


def test_a_line_kept_with_its_cards_in_click_order_is_still_coded():
    # saves and results written before moves had one form keep the click order
    s = Session("zoomer", MemoryLedger(), seed=710605)
    s.play(("clear", "7S", "7D"))
    line = s.to_dict()
    line["moves"] = [["clear", "7D", "7S"]]
    assert decode(encode(from_line(line))).moves == (("clear", "7S", "7D"),)


@pytest.mark.parametrize("move", [5, None, (), ("clear", 1, None), ("draw", float("nan"))])
def test_a_kept_move_that_is_no_move_is_refused_by_the_code_writer_in_one_line(move):
    deal = DealCode(game="zoomer", hard=False, seed=3, deck=None, moves=(move,), seconds=0)
    with pytest.raises(CodeError, match="illegal move at step 1"):
        encode(deal)


# --- version 2: a given-up game's end, and a SLOTKER match ---------------------------------
# codes written by version 1's writer (before version 2 existed): still written and read
# exactly so, character for character
VERSION_1 = [
    ("maze", (("move", 48, 43), ("move", 36, 22), ("move", 51, 36), ("move", 5, 51),
              ("move", 45, 5), ("move", 46, 45)), "PA1-1G26T-RBTCM-64P1Q-Z613V-3X9CG-C"),
    ("combo", (("remove", 8), ("remove", 7), ("remove", 6), ("remove", 5), ("remove", 4),
               ("remove", 3)), "PA1-1M2P6-VVDC9-QGRJR-6ZW7G-DPKGP-D58E"),
    ("zoomer", (("draw",), ("clear", "6H"), ("draw",), ("place", 2, 2), ("draw",)),
     "PA1-1G37M-VVFDN-JQ432-B0NNN-TN1SY-4"),
    ("monte_carlo", (("pair", 3, 9), ("pair", 10, 15), ("compact",), ("pair", 7, 12),
                     ("pair", 3, 8), ("pair", 10, 16)),
     "PA1-1G5PT-VVEEH-JNYRV-1E9P6-Y32B0-R5MJ3-B5TW"),
    ("slotker", (("deal",), ("fold",), ("deal",), ("deal",), ("fold",), ("deal",)),
     "PA1-1G3Q6-V3FEH-NPAWG-C9C30-6KAX1-4CG"),
]  # fmt: skip


@pytest.mark.parametrize("name, moves, text", VERSION_1, ids=[v[0] for v in VERSION_1])
def test_version_1_codes_are_written_and_read_exactly_as_before(name, moves, text):
    code = DealCode(name, hard=name == "combo", seed=12, moves=moves, seconds=75)
    assert encode(code) == text
    back = decode(text)
    assert back == code and not back.gave_up and back.end != "gave_up"


def _match(seats, seed: int, ante: int, steps: int, rng: random.Random, chips: int = 100):
    """A SLOTKER match played by chance for ``steps`` steps (next rounds included)."""
    from game.games.slotker.match_session import MatchSession

    m = MatchSession(MemoryLedger(), seats, seed=seed, ante=ante, chips=chips)
    for _ in range(steps):
        if not m.playing:
            break
        if m.match.status == "round_over":
            m.next_round()
        else:
            m.play(rng.choice(m.match.legal_moves()))
    return m


SEAT_NAME = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40).filter(
    str.strip
)


@settings(max_examples=25, deadline=None)
@given(
    seats=st.lists(st.tuples(SEAT_NAME, st.booleans()), min_size=2, max_size=4),
    seed=st.integers(0, 2**63 - 1),
    ante=st.integers(0, 40),
    steps=st.integers(0, 600),
    choice=st.integers(0, 2**32),
)
def test_every_match_code_reads_back_as_written_and_replays_to_the_same_end(
    seats, seed, ante, steps, choice
):
    m = _match(seats, seed, ante, steps, random.Random(choice))
    whole = from_line({**m.to_dict(), "redo": []})
    assert whole.terms == {"seats": [list(s) for s in seats], "ante": ante, "chips": 100}
    text = encode(whole)
    assert re.fullmatch(r"PA2(-[0-9A-HJKMNP-TV-Z]{1,5})+", text)
    back = decode(text)
    assert back == whole and back.moves == tuple(m.history) and back.end == m.status
    replay = Replay(back.line())
    replay.to_end()
    assert replay.state.to_dict() == m.match.to_dict()
    assert decode(text.lower().replace("-", " ")) == whole  # as typed or mangled by mail
    assert codes.describe(back).startswith(f"SLOTKER match #{seed}: {len(m.history)} move")


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(catalog.names()), seed=st.integers(0, 10**6), choice=st.integers(0, 99))
def test_a_given_up_game_is_version_2_and_reads_back_given_up_with_its_score(name, seed, choice):
    rng = random.Random(choice)
    s = Session(name, MemoryLedger(), seed=seed)
    for _ in range(rng.randrange(0, 12)):
        if s.playing:
            s.play(rng.choice(s.game.legal_moves()))
    if not s.playing:
        return
    plain = encode(from_line(s.to_dict()))  # not given up: version 1, as ever
    assert plain.startswith("PA1-") and decode(plain).end == "playing"
    s.give_up()
    line = {**s.to_dict(), "outcome": s.status}
    code = from_line(line)
    assert code.gave_up and code.line()["outcome"] == "gave_up"
    text = encode(code)
    assert text.startswith("PA2-") and text != plain
    back = decode(text)
    assert back == code and back.gave_up and back.end == "gave_up"
    assert back.score == s.game.score  # Combo's score, None where a game keeps none
    assert from_line(back.line()) == code  # a watched code's Copy code keeps the give-up


def test_a_give_up_after_the_game_has_ended_is_refused_by_the_writer():
    s = Session("monte_carlo", MemoryLedger(), seed=8)
    rng = random.Random(3)
    while s.playing:
        s.play(rng.choice(s.game.legal_moves()))
    ended = from_line({**s.to_dict(), "outcome": "gave_up"})
    with pytest.raises(CodeError, match=re.escape("damaged (its game was given up after its end)")):
        encode(ended)


def test_a_code_of_a_newer_version_than_its_reader_says_so_not_damaged(monkeypatch):
    m = _match([("Ann", False), ("Bob", True)], 7, 10, 80, random.Random(1))
    match_text = encode(from_line(m.to_dict()))
    s = Session("combo", MemoryLedger(), seed=4)
    s.play(s.game.legal_moves()[0])
    s.give_up()
    given_up = encode(from_line({**s.to_dict(), "outcome": "gave_up"}))
    assert decode(match_text).terms and decode(given_up).gave_up  # read by this version
    monkeypatch.setattr(codes, "VERSION", 1)  # a reader of version 1, as it was
    for text in (match_text, given_up):
        with pytest.raises(CodeError) as exc:
            decode(text)
        said = str(exc.value)
        assert said == (
            "this code is from a newer Patience Arcade (code version 2, this one reads 1): "
            "update the game to open it"
        )
    assert decode(VERSION_1[0][2]).game == "maze"  # a version-1 code reads as ever
