"""The rules-API contract, checked the same way for every game.

``contract_machine(name)`` returns a hypothesis state machine that plays random
games of one kind and checks, after every step, what RULES.md promises for all
five: no card lost or duplicated, every listed move applies, every other move
is refused with a message and changes nothing, saves round-trip and keep the
same future, clones are independent. ``contract_tests(name)`` is the test class a
rules file runs it with: a few deals of each mode in the quick suite, 40 deals of
either mode in the full one.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)

from game.rules import GAMES
from game.rules.base import IllegalMove, InvalidMove
from tests.sampling import sampled


def mutations(move: tuple, game, rnd: random.Random) -> list:
    """Moves near a legal one, most of them illegal: changed numbers, other cards, junk."""
    out: list = [(), ("nonsense",), "pair", [move[0], "x"], (move[0], *move[1:], 99)]
    cards = game.deck
    for i, arg in enumerate(move[1:], start=1):
        for _ in range(3):
            m = list(move)
            if isinstance(arg, bool):
                m[i] = not arg
            elif isinstance(arg, int):
                m[i] = arg + rnd.choice([-9, -2, -1, 1, 2, 9, 60])
            elif isinstance(arg, str):
                m[i] = rnd.choice(cards)
            out.append(tuple(m))
    if len(move) > 1:
        out.append(move[:-1])
    return out


def assert_conserved(game) -> None:
    cards = game.all_cards()
    assert sorted(cards) == sorted(game.deck), "cards lost or duplicated"
    assert len(set(cards)) == len(cards)


def state_view(game, rng: bool = True) -> dict:
    """What ``game.to_dict()`` returns, without its deep copies: for comparing only.

    A refused move must change nothing, so each probe compares the live game with
    one snapshot taken before the probes. ``Contract.deal`` checks that this view
    equals ``to_dict()``, so it cannot drift from what a save holds. ``rng=False``
    leaves the random generator's state out: reading and comparing its 625 words
    cost more than all the rest, so a run of probes checks it once at its end
    (``check_refused_run``)."""
    view = {
        "game": game.NAME,
        "seed": game.seed,
        "hard": game.hard,
        "deck": list(game.deck),
        "status": game.status,
    }
    if rng:
        version, internal, gauss = game.rng.getstate()
        view["rng"] = [version, list(internal), gauss]
    for key in game.STATE:
        view[key] = getattr(game, key)
    return view


def check_refused(game, move, before: dict | None = None) -> None:
    """An illegal move raises IllegalMove with a message, and nothing changes.

    ``before`` is ``game.to_dict()``, taken once for a run of refused probes (a
    refused move changes nothing, so one snapshot serves them all); without "rng"
    in it the generator is left for the caller to check."""
    if before is None:
        before = game.to_dict()
    try:
        game.play(move)
    except (IllegalMove, InvalidMove) as exc:
        assert str(exc).strip(), f"no message refusing {move!r}"
    else:
        raise AssertionError(f"{move!r} was not listed as legal but was played")
    assert state_view(game, rng="rng" in before) == before, f"{move!r} changed the state"


def check_refused_run(game, probes: list) -> None:
    """``check_refused`` for each probe, with the random generator's state compared once
    after them all; if it moved, each probe is tried again alone on a copy of the game
    to name the one that drew from it."""
    before = game.to_dict()
    rng = before.pop("rng")
    for m in probes:
        check_refused(game, m, before)
    if game.to_dict()["rng"] != rng:
        saved = {**before, "rng": rng}
        for m in probes:
            alone = type(game).from_dict(saved)
            check_refused(alone, m, alone.to_dict())
        raise AssertionError("a refused probe drew from the random generator")


def contract_machine(name: str, hard: bool | None = None, dealt: list | None = None):
    """The state machine of ``name``'s contract, its deals in mode ``hard`` (None: either
    mode, as hypothesis draws); each deal's mode is appended to ``dealt`` when given."""
    cls = GAMES[name]
    modes = st.booleans() if hard is None else st.just(hard)

    class Contract(RuleBasedStateMachine):
        @initialize(seed=st.integers(0, 10**6), hard=modes)
        def deal(self, seed, hard):
            if dealt is not None:
                dealt.append(hard)
            self.game = cls.new(seed=seed, hard=hard)
            assert state_view(self.game) == self.game.to_dict(), "state_view misses a field"
            self.rnd = random.Random(seed)
            self.steps = 0

        @rule(pick=st.integers(0, 10**6))
        def play_legal(self, pick):
            moves = self.game.legal_moves()
            if self.game.status != "playing":
                assert moves == []
                return
            assert moves, "a game in play must have a legal move"
            move = moves[pick % len(moves)]
            events = self.game.play(move)
            assert isinstance(events, list)
            json.dumps(events)
            self.steps += 1

        @rule()
        def refuse_illegal(self):
            legal = self.game.legal_moves()
            probes = [m for mv in legal[:4] for m in mutations(mv, self.game, self.rnd)]
            probes += [
                ("pair", 0, 1),
                ("move", 0, 1),
                ("remove", 0),
                ("pass",),
                ("draw",),
                ("fold",),
                ("deal",),
                ("compact",),
                ("place", 0, 0),
                ("clear", "AS"),
            ]
            refused = []
            for m in probes:
                try:
                    norm = self.game.normalize(m)
                except (IllegalMove, InvalidMove):
                    refused.append(m)
                    continue
                if norm not in legal:
                    refused.append(m)
            check_refused_run(self.game, refused)

        @rule()
        def save_and_restore(self):
            d = json.loads(json.dumps(self.game.to_dict()))
            back = cls.from_dict(d)
            assert back == self.game
            assert back.legal_moves() == self.game.legal_moves()
            # same future: play the same random line on both
            a, b = self.game.clone(), back
            rnd = random.Random(self.steps)
            for _ in range(15):
                moves = a.legal_moves()
                assert moves == b.legal_moves()
                if not moves:
                    break
                m = rnd.choice(moves)
                assert a.play(m) == b.play(m)
            assert a == b

        @rule()
        def clone_is_independent(self):
            before = self.game.to_dict()
            copy = self.game.clone()
            moves = copy.legal_moves()
            if moves:
                copy.play(moves[0])
            assert self.game.to_dict() == before

        @invariant()
        def conserved(self):
            if hasattr(self, "game"):
                assert_conserved(self.game)
                assert self.game.status in ("playing", "won", "lost")

    return Contract


# The contract's runs: (mode, deals). The quick suite plays a few deals of each mode, so
# both are always met; the full suite also plays the 40 deals of either mode it always
# has (hypothesis draws the mode), the run that finds the rarer faults.
CONTRACT_RUNS = sampled(
    [
        pytest.param(False, 3, id="normal-3"),
        pytest.param(True, 3, id="hard-3"),
        pytest.param(None, 40, id="either-40"),
    ],
    keep=lambda run: run[1] < 40,
)
CONTRACT_STEPS = 120  # the most steps of one deal


def run_contract(name: str, hard: bool | None, deals: int) -> None:
    """``deals`` examples of ``name``'s contract machine, counted as they are dealt."""
    dealt: list[bool] = []
    run_state_machine_as_test(
        contract_machine(name, hard, dealt),
        settings=settings(max_examples=deals, stateful_step_count=CONTRACT_STEPS, deadline=None),
    )
    assert len(dealt) >= deals, f"{len(dealt)} of {deals} deals played"
    if hard is not None:
        assert set(dealt) == {hard}


def contract_tests(name: str) -> type:
    """The test class a rules file holds for ``name``'s contract: one test, one case per
    run of CONTRACT_RUNS (a class, so its node ids stay ``TestXContract``'s)."""

    class Contract:
        @pytest.mark.parametrize("hard, deals", CONTRACT_RUNS)
        def test_contract(self, hard: bool | None, deals: int) -> None:
            run_contract(name, hard, deals)

    return Contract


def random_playouts(name: str, games: int = 30, hard: bool | None = None) -> list:
    """Play whole random games to their end; returns the finished games."""
    cls = GAMES[name]
    done = []
    for seed in range(games):
        rnd = random.Random(seed)
        g = cls.new(seed=seed, hard=(seed % 2 == 1) if hard is None else hard)
        for _ in range(5000):
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rnd.choice(moves))
            assert_conserved(g)
        assert g.status in ("won", "lost"), f"seed {seed}: game did not end"
        assert g.legal_moves() == []
        done.append(g)
    return done
