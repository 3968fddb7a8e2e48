"""SLOTKER's result words read the ranking the right way round, and a draw for three
Aces that would lose is marked as losing, never offered with its outs."""

from types import SimpleNamespace

from game.games.slotker.rank import beats, describe
from game.games.slotker.words import high_set_lines, result_words

LEMONS = ["8H", "2S", "4S"]  # three Lemons, Eight high
CHERRIES = ["TD", "4H", "3D"]  # three Cherries, Ten high


def test_each_later_high_set_is_said_to_beat_the_one_before():
    assert beats(CHERRIES, LEMONS)
    g = SimpleNamespace(run_highs=[LEMONS, CHERRIES], status="won", win_reason=lambda: "Run 2")
    title, lines = result_words(g)
    assert title == "Jackpot!"
    assert lines[1:] == [
        f"Run 1 made {describe(LEMONS)}.",
        f"Run 2 beat it with {describe(CHERRIES)}.",
    ]
    assert not any(">" in line for line in lines)
    assert high_set_lines(SimpleNamespace(run_highs=[])) == []


def test_a_draw_for_three_aces_before_the_last_run_is_marked_as_losing():
    from tests.driver import make_app, settle

    app = make_app()
    app.scenes.push("menu")
    # deal #114's first hand holds two Aces in run 1, where three Aces would lose
    scene = app.scenes.push("slotker", seed=114)
    settle(app)
    scene.try_move(("deal",))
    settle(app)
    aces = [o for o in scene.options if all(c[0] == "A" for c in o["pair"])]
    assert aces and scene.game.three_aces_lose()
    assert all(o["loses"] for o in aces)
    assert not any(o["loses"] for o in scene.options if o not in aces)
