"""A deal and a SLOTKER match are one interface to the table: the declared protocol."""

import inspect

from game.games.slotker.match_session import MatchSession
from game.rules import GAMES
from game.rules.base import Game
from game.session import GameSession, MemoryLedger, Session
from game.session.protocol import GameSession as Declared


def protocol_members() -> set[str]:
    names = set(getattr(Declared, "__annotations__", {}))
    names |= {n for n in vars(Declared) if not n.startswith("_")}
    return names


def test_a_deal_and_a_match_both_satisfy_the_session_protocol():
    ledger = MemoryLedger()
    deal = Session("maze", ledger, seed=3)
    match = MatchSession(ledger, [("Ann", False), ("CPU", True)], seed=5)
    for session in (deal, match):
        assert isinstance(session, GameSession)
        missing = {n for n in protocol_members() if not hasattr(session, n)}
        assert not missing, f"{type(session).__name__} lacks {sorted(missing)}"


def test_a_match_is_never_a_demo_a_daily_or_a_tutorial():
    match = MatchSession(MemoryLedger(), [("Ann", False), ("Bo", False)], seed=5)
    flags = (match.demo, match.tutorial, match.daily, match.can_give_up)
    assert flags == (False, False, None, False)


def test_the_generic_session_names_no_game():
    source = inspect.getsource(inspect.getmodule(Session))
    for name in GAMES:
        assert name not in source.lower().replace("game", ""), name


def test_the_best_set_a_result_records_comes_from_the_rules_hook():
    assert Game.best_set_record is not GAMES["slotker"].best_set_record
    for name, cls in GAMES.items():
        if name != "slotker":
            assert cls.new(seed=1).best_set_record() == {}
