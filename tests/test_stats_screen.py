"""The statistics screen: "–" for what was never played, a Lost column apart from deals
given up, a labelled best streak, the sample size beside each bar, and dates."""

from tests.driver import make_app, settle
from tests.ui_tour import Recorder


def cells(monkeypatch, results):
    recorder = Recorder(monkeypatch)
    app = make_app(size=(1280, 720))
    for game, result in results:
        app.stats.add(game, False, result)
    app.scenes.push("stats")
    settle(app)
    frame = recorder.draw(app, "stats")
    return [t.text for t in frame.texts if t.rect is not None]


def test_unplayed_rows_show_dashes_and_the_headings_say_what_best_means(monkeypatch):
    texts = cells(monkeypatch, [])
    assert "Best streak" in texts and "Lost" in texts and "Given up" in texts
    assert "0%" not in texts and "not played" in texts
    i = texts.index("Maze")
    assert texts[i + 1 : i + 10] == ["0", "–", "–", "–", "–", "–", "–", "–", "–"]


def test_lost_counts_only_lost_deals_and_one_deal_says_so(monkeypatch):
    texts = cells(
        monkeypatch,
        [
            ("combo", {"won": False, "outcome": "gave_up", "date": "2026-11-30"}),
            ("combo", {"won": False, "outcome": "lost", "date": "2026-12-01"}),
            ("maze", {"won": True, "outcome": "won", "seconds": 61, "date": "2026-12-01"}),
        ],
    )
    i = texts.index("Combo-bliterate")
    assert texts[i + 1 : i + 6] == ["2", "0", "1", "1", "0%"]
    assert "100% of 1 deal" in texts and "0% of 2 deals" in texts
    assert "last 2026-12-01" in texts


def test_demo_deals_alone_leave_a_game_not_played_and_undated(monkeypatch):
    """A demo the player watched is not a deal played: no "last" date beside "not played"."""
    texts = cells(
        monkeypatch,
        [
            ("slotker", {"won": False, "outcome": "demo", "date": "2026-12-06"}),
            ("monte_carlo", {"won": True, "outcome": "demo", "date": "2026-12-06"}),
            ("maze", {"won": False, "outcome": "demo", "date": "2026-12-06"}),
            ("maze", {"won": True, "outcome": "won", "seconds": 61, "date": "2026-12-01"}),
        ],
    )
    assert texts.count("not played") == 4  # every game but Maze: demos are no deal played
    assert "last 2026-12-06" not in texts
    assert "last 2026-12-01" in texts  # Maze's own deal dates it, its demo does not


def test_the_keys_line_names_the_pads_buttons_after_a_pad_press(monkeypatch):
    """The Up/Down and Left/Right words come from the key table: the D-pad after a pad press."""
    from game.engine.input import LAST

    app = make_app(size=(1280, 720))
    stats = app.scenes.push("stats", page=1)
    settle(app)
    assert "Up/Down or click: game." in stats.keys_line()
    try:
        LAST.pad = True
        words = " ".join(stats.keys_line())
        assert "D-pad Up/D-pad Down or click: game." in words and "Up/Down or" not in words
        assert "D-pad Left/D-pad Right or X: mode." in words
    finally:
        LAST.pad = False
