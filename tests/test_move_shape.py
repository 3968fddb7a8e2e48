"""Malformed versus illegal: a move of the wrong shape is refused before its handler
runs, with its own error (InvalidMove, a sibling of IllegalMove: only the second is a
player's mistake); a TypeError raised inside a handler is a bug and surfaces as one."""

from __future__ import annotations

import pytest

from game.games.monte_carlo.rules import MonteCarlo
from game.rules import GAMES
from game.rules.base import Game, IllegalMove, InvalidMove


class Probe(MonteCarlo):
    """Monte Carlo with two extra move kinds that record whether their handler ran."""

    ran: list[str] = []

    def _play_poke(self, cell: int, note: str) -> list[dict]:
        Probe.ran.append("poke")
        return []

    def _play_buggy(self) -> list[dict]:
        Probe.ran.append("buggy")
        return len(None)  # a bug: TypeError inside the handler


@pytest.fixture
def probe():
    Probe.ran.clear()
    return Probe.new(seed=4)


@pytest.mark.parametrize(
    "move,words",
    [
        ("pair", "not a move"),
        ((), "not a move"),
        ((3, 4), "not a move"),
        (("fly", 1), "no move called 'fly'"),
        (("poke",), "missing a required argument"),
        (("poke", 1, "a", 2), "too many"),
        (("poke", "1", "a"), "cell must be a whole number"),
        (("poke", True, "a"), "cell must be a whole number"),
        (("poke", 1.0, "a"), "cell must be a whole number"),
        (("poke", 1, 2), "note must be a string"),
        (("poke", 1, None), "note must be a string"),
    ],
)
def test_a_malformed_move_is_refused_as_invalid_before_its_handler_runs(probe, move, words):
    before = probe.to_dict()
    with pytest.raises(InvalidMove, match=words):
        probe.play(move)
    assert Probe.ran == [] and probe.to_dict() == before


def test_a_well_formed_move_reaches_its_handler(probe):
    probe.play(("poke", 3, "hello"))
    probe.play(["poke", 3, "from a JSON save"])
    assert Probe.ran == ["poke", "poke"]


def test_a_type_error_inside_a_handler_surfaces_as_a_bug(probe):
    with pytest.raises(TypeError) as caught:
        probe.play(("buggy",))
    assert not isinstance(caught.value, IllegalMove)
    assert Probe.ran == ["buggy"]


def test_an_illegal_well_formed_move_is_illegal_but_not_invalid():
    g = MonteCarlo.new(seed=4)
    with pytest.raises(IllegalMove) as caught:
        g.play(("pair", 0, 0))
    assert not isinstance(caught.value, InvalidMove)


def test_invalid_and_illegal_are_siblings_and_both_refused_by_the_checks():
    assert not issubclass(InvalidMove, IllegalMove) and not issubclass(IllegalMove, InvalidMove)
    assert issubclass(InvalidMove, ValueError) and issubclass(IllegalMove, ValueError)
    for name in GAMES:
        g = GAMES[name].new(seed=1)
        assert not g.is_legal(("no such kind",))
        assert "no move called" in (g.why_illegal(("no such kind", 1)) or "")


@pytest.mark.parametrize("name", list(GAMES))
def test_every_legal_move_of_every_game_has_the_shape_its_handler_takes(name):
    g: Game = GAMES[name].new(seed=2)
    for _ in range(30):
        moves = g.legal_moves()
        if not moves:
            break
        for move in moves:
            g.handler(move)  # no InvalidMove for a move the game itself lists
        g.play(moves[0])


def test_a_malformed_move_reaches_the_player_as_one_plain_sentence_and_the_log_in_full(caplog):
    """A scene (or a bot, a save) handing the rules a move of the wrong shape is the
    program's bug: the player reads one translated sentence, never "wrong arguments for
    'pair'"; the details go to the log; nothing is played or recorded."""
    import logging

    from tests.driver import make_app, settle

    app = make_app()
    scene = app.scenes.push("monte_carlo", seed=4)
    settle(app)
    before = scene.session.to_dict()
    with caplog.at_level(logging.ERROR, logger="game.table.scene"):
        assert scene.try_move(("pair", 1)) is None
    assert scene.message == "That move cannot be read; it was not played"
    assert "('pair', 1)" in caplog.text and "wrong arguments for 'pair'" in caplog.text
    assert scene.session.to_dict() == before
    assert scene.try_move(tuple(scene.game.legal_moves()[0])) is not None  # the table plays on
    assert len(scene.session.history) == 1


def test_a_deal_whose_code_cannot_be_written_says_so_and_logs_why(caplog, monkeypatch):
    """No error is swallowed around codes: a code that cannot be written is the
    program's bug, logged in full, and the result screen says in one line that the deal
    cannot be watched again (no Watch again, no Copy code)."""
    import logging

    from game.session import codes
    from tests.driver import make_app, settle

    def broken(code):
        raise codes.CodeError("a made-up fault")

    app = make_app()
    scene = app.scenes.push("monte_carlo", seed=4)
    settle(app)
    scene.try_move(tuple(scene.game.legal_moves()[0]))
    settle(app)
    scene.session.give_up()
    monkeypatch.setattr(codes, "encode", broken)
    with caplog.at_level(logging.ERROR, logger="game.table.result"):
        scene.outcome.push()
    result = app.scenes.top
    assert "This deal's code could not be written; it cannot be watched again." in result.lines
    assert "a made-up fault" in caplog.text
    assert not {"watch", "copy_code"} & set(result.choices) and result.code is None
