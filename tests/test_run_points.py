"""The arcade run's points: constructed finished games score what the published table
(the booklet's and the help's) says, and a game that publishes no table gets the default."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import catalog
from game.rules import GAMES
from game.scenes.help_arcade import arcade_sections
from game.session import run_points
from game.session.run_points import BONUS, DEFAULT, PROGRESS, WIN, published, score

ROOT = Path(__file__).resolve().parent.parent


def finished(name: str, hard: bool = False, status: str = "lost", **state):
    """A rules object of ``name`` with ``state`` set as its final position."""
    g = GAMES[name].new(seed=5, hard=hard)
    for key, value in state.items():
        setattr(g, key, value)
    g.status = status
    return g


def test_the_table_is_75_for_how_far_and_25_for_a_win():
    assert (PROGRESS, BONUS, WIN) == (75, 25, 100)


def test_monte_carlo_scores_the_cards_paired_off():
    g = finished("monte_carlo")
    g.discard = list(g.deck[:30])  # 30 of 52 paired off: 75 * 30 // 52
    assert score("monte_carlo", g, won=False) == 43
    g.discard = list(g.deck)
    assert score("monte_carlo", g, won=True) == 100


def test_maze_scores_the_cards_in_place():
    g = finished("maze")
    run = [f"{r}S" for r in "A23456789TJQ"] + [f"{r}H" for r in "A23456"]  # 18 in place
    rest = [c for c in g.deck if c not in run and c[0] != "K"]
    g.board = run + [None] * 6 + rest
    assert g.in_place() == 18
    assert score("maze", g, won=False) == 75 * 18 // 48 == 28


@pytest.mark.parametrize(
    ("hard", "face_up", "face_down", "penalty", "points"),
    [
        (False, 0, 1, 0, 37),  # +0.5 of a goal of 1: 75 * 1 // 2
        (False, 0, 0, 1, 0),  # -2: nothing at 0 or under
        (True, 3, 0, 0, 56),  # +3 of a goal of 4: 75 * 6 // 8
    ],
)
def test_combo_scores_the_final_score_against_the_goal(hard, face_up, face_down, penalty, points):
    g = finished("combo", hard=hard)
    deck = list(g.deck)
    g.face_up, g.face_down = deck[:face_up], deck[face_up : face_up + face_down]
    g.penalty = deck[10 : 10 + penalty]
    assert score("combo", g, won=False) == points


def test_zoomer_scores_the_different_cards_cleared():
    g = finished("zoomer")
    d = list(g.deck)
    g.clears = [d[0:2], d[2:4], d[0:2]]  # the first pair again after a reshuffle: 4 cards
    assert score("zoomer", g, won=False) == 75 * 4 // 50 == 6


def test_slotker_scores_the_runs_made_and_not_three_aces_that_lost():
    g = finished("slotker")
    g.run_highs = [["7S", "7H", "2D"]]
    assert score("slotker", g, won=False) == 75 * 1 // 2 == 37
    g.run_highs = [["7S", "7H", "2D"], ["AS", "AH", "AD"]]  # three Aces too early: lost
    assert score("slotker", g, won=False) == 37


def test_a_game_with_no_table_of_its_own_scores_100_for_a_win_and_0_otherwise(monkeypatch):
    info = catalog.get("maze")
    monkeypatch.setitem(
        catalog.games(), "maze", type(info)(**{**info.__dict__, "run_points": None})
    )
    g = finished("maze")
    assert run_points.table("maze") is DEFAULT
    assert score("maze", g, won=False) == 0
    assert score("maze", g, won=True) == 100


def test_the_booklet_and_the_help_publish_every_games_table():
    booklet = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    help_lines = dict(arcade_sections())["Arcade run: the points of each game"]
    for title, how in published():
        assert f"| {title} | {how} |" in booklet
        assert f"{title}: {how}." in help_lines
    assert {t for t, _ in published()} == {i.title for i in catalog.games().values()}
    for name in catalog.names():
        assert (
            run_points.table(name).shown_measure() in booklet
        )  # the measure, its figures filled in
