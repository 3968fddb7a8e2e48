"""An arcade run: one deal of each game in the catalog's order, one score; saved after every
move, resumed exactly, recorded once, and each game counted once in its own statistics."""

from __future__ import annotations

import random

import pytest

from game import catalog
from game.rules.base import IllegalMove
from game.session import RUN, ArcadeRun, MemoryLedger, Session, restore
from game.session.run import run_seed
from game.session.run_board import best, place, streak
from game.session.run_points import WIN
from game.store.data import open_data
from tests import stored


def fixed(ledger, **kw) -> ArcadeRun:
    """A run on fixed deal numbers. A run deals random ones, and in about 1 deal in 120
    of Zoomer Matrix (the run's first game) the first legal move already ends the
    game, so a test that plays a move and then gives up failed now and then."""
    return ArcadeRun(ledger, seeds=[11 + i for i in range(len(catalog.names()))], **kw)


def finish(deal, rnd: random.Random, moves: int = 4) -> None:
    """A few random moves, then give up (a game of the run ended as usual)."""
    for _ in range(moves):
        if not deal.playing:
            return
        auto = deal.auto_move()
        deal.play(
            auto if auto is not None else rnd.choice(sorted(deal.game.legal_moves(), key=repr))
        )
    if deal.playing:
        deal.give_up()


def test_a_run_deals_every_catalog_game_in_order_and_records_itself_once_at_the_end():
    ledger = MemoryLedger()
    run = fixed(ledger, hard=False)
    rnd = random.Random(3)
    played = []
    while not run.over:
        deal = run.start_deal()
        played.append(deal.name)
        finish(deal, rnd)
    assert tuple(played) == catalog.names()
    runs = [r for r in ledger.results.values() if r["game"] == RUN]
    assert len(runs) == 1 and runs[0]["outcome"] == "over"
    assert runs[0]["score"] == run.total == sum(p["points"] for p in runs[0]["parts"])
    assert [p["game"] for p in runs[0]["parts"]] == list(catalog.names())
    for name in catalog.names():  # each game once in its own statistics
        assert len([r for r in ledger.results.values() if r["game"] == name]) == 1
    assert RUN not in ledger.saves  # a finished run is offered no more


def test_every_move_of_a_run_is_one_change_that_saves_the_run_and_not_the_games_own_deal():
    ledger = MemoryLedger()
    ledger.saves["maze"] = {"game": "maze", "seed": 4, "moves": [[0, 1]]}  # the player's own
    run = fixed(ledger)
    deal = run.start_deal()
    before = ledger.changes
    deal.play(deal.game.legal_moves()[0])
    assert ledger.changes == before + 1
    assert ledger.saves[RUN]["current"]["moves"] == [list(deal.history[0])]
    assert ledger.saves["maze"]["seed"] == 4


def test_a_saved_run_resumes_exactly_mid_game_and_between_games():
    ledger = MemoryLedger()
    run = fixed(ledger, hard=True)
    rnd = random.Random(8)
    finish(run.start_deal(), rnd)  # the first game over: the run waits for the second
    again = restore(ledger.saves[RUN], ledger)
    assert again.parts == run.parts and again.game == run.order[1] and again.hard
    deal = again.start_deal()
    for _ in range(3):
        deal.play(rnd.choice(sorted(deal.game.legal_moves(), key=repr)))
    third = restore(ledger.saves[RUN], ledger)
    resumed = third.start_deal()
    assert resumed.name == deal.name and resumed.history == deal.history
    assert resumed.game.to_dict() == deal.game.to_dict()
    assert third.run_id == run.run_id


def test_the_end_of_a_runs_game_is_final_undo_is_refused():
    ledger = MemoryLedger()
    run = fixed(ledger)
    deal = run.start_deal()
    deal.play(deal.game.legal_moves()[0])
    deal.give_up()
    assert not deal.can_undo()
    with pytest.raises(IllegalMove):
        deal.undo()
    assert len(run.parts) == 1 and run.parts[0].outcome == "gave_up"


def test_leaving_a_run_for_a_new_one_records_it_once_with_the_game_on_the_table():
    ledger = MemoryLedger()
    run = fixed(ledger)
    first = run.start_deal()
    first.play(first.game.legal_moves()[0])
    first.give_up()
    deal = run.start_deal()
    deal.play(deal.game.legal_moves()[0])
    fresh = deal.new_deal()
    runs = [r for r in ledger.results.values() if r["game"] == RUN]
    assert [r["outcome"] for r in runs] == ["abandoned"]
    assert [p["outcome"] for p in runs[0]["parts"]] == ["gave_up", "abandoned"]
    assert ledger.outcomes(deal.name) == ["abandoned"]
    assert run.abandon() is False  # once
    assert fresh.run is not run and fresh.name == run.order[0] and not fresh.run.parts
    assert RUN not in ledger.saves  # the new run has no move yet


def test_a_run_left_before_any_move_records_nothing():
    ledger = MemoryLedger()
    run = fixed(ledger)
    run.start_deal()
    assert run.abandon() is False
    assert ledger.results == {}


def test_a_daily_run_deals_the_same_five_deals_for_everyone_on_a_date():
    a = ArcadeRun(MemoryLedger(), daily="2026-12-02")
    b = ArcadeRun(MemoryLedger(), daily="2026-12-02")
    c = ArcadeRun(MemoryLedger(), daily="2026-12-03")
    assert a.seeds == b.seeds != c.seeds
    assert a.seeds[0] == run_seed(a.order[0], False, "2026-12-02")
    assert ArcadeRun(MemoryLedger(), hard=True, daily="2026-12-02").seeds != a.seeds


def test_run_high_scores_keep_the_ten_best_finished_runs_highest_first():
    results = [
        {"id": str(i), "outcome": "over", "score": i * 10, "seconds": 5.0} for i in range(12)
    ]
    results.append({"id": "left", "outcome": "abandoned", "score": 499})
    results.append({"id": "demo", "outcome": "demo", "score": 500})
    table = best(results)
    assert [r["id"] for r in table] == [str(i) for i in range(11, 1, -1)]
    assert (
        place(results, "11") == 1 and place(results, "1") is None and place(results, "left") is None
    )


def test_the_daily_runs_streak_counts_days_in_a_row_up_to_today():
    days = ["2026-11-27", "2026-11-29", "2026-11-30", "2026-12-01"]
    results = [{"daily": d, "outcome": "over"} for d in days]
    assert streak(results, "2026-12-02") == (3, 3)
    assert streak(results, "2026-12-01") == (3, 3)
    assert streak(results, "2026-12-05") == (0, 3)
    assert streak([{"daily": "2026-12-02", "outcome": "demo"}], "2026-12-02") == (0, 0)


def test_a_run_through_the_store_is_on_disk_once_and_each_game_once_in_its_statistics():
    data = open_data()
    run = ArcadeRun(data.ledger, daily="2026-12-02")
    rnd = random.Random(2)
    while not run.over:
        finish(run.start_deal(), rnd)
        if not run.over:  # quit and relaunch between games: nothing is counted twice
            data.close()
            data = open_data()
            run = restore(data.ledger.saves[RUN], data.ledger)
    data.close()
    runs = stored.results(RUN)
    assert len(runs) == 1 and runs[0]["outcome"] == "over" and runs[0]["daily"] == "2026-12-02"
    assert 0 <= runs[0]["score"] <= WIN * len(catalog.names())
    for name in catalog.names():
        assert len(stored.results(name)) == 1
    assert stored.save(RUN) is None
    data = open_data()  # the parts pass the door when read back
    rec = data.stats.record(RUN, False)
    assert rec["played"] == 1 and rec["results"][0]["parts"][0]["game"] == catalog.names()[0]
    data.close()


def test_a_game_of_a_run_keeps_the_players_own_saved_deal_of_that_game():
    data = open_data()
    own = Session("zoomer", data.ledger, seed=7)
    own.play(own.game.legal_moves()[0])
    run = fixed(data.ledger)
    deal = run.start_deal()
    deal.play(deal.game.legal_moves()[0])
    deal.give_up()
    data.close()
    assert stored.save("zoomer")["seed"] == 7
    assert stored.save(RUN)["parts"][0]["game"] == "zoomer"


def test_no_game_from_another_package_may_take_the_name_runs_are_saved_under():
    import dataclasses

    info = dataclasses.replace(catalog.get("maze"), name=RUN)
    with pytest.raises(ValueError, match="cannot name a game"):
        catalog._admit(info, {}, "elsewhere:GAME")


def test_a_runs_game_lost_on_its_first_move_is_recorded_and_final():
    # Zoomer Matrix #339: the first legal move is a draw that can go nowhere
    run = ArcadeRun(MemoryLedger(), seeds=[339] + [1] * (len(catalog.names()) - 1))
    deal = run.start_deal()
    deal.play(deal.game.legal_moves()[0])
    assert not deal.playing and not deal.can_undo()
    with pytest.raises(IllegalMove, match="already over"):
        deal.give_up()
    assert [p.outcome for p in run.parts] == ["lost"] and run.game == run.order[1]
