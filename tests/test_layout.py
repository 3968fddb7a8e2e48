"""The level loader: a good file, and each kind of bad one gives one LevelError naming it."""

from pathlib import Path

import pytest

from game.engine.layout import LEVELS_DIR, LevelError, Viewport, level_path, load_level
from game.scenes.monte_carlo import MonteCarloScene

GOOD = level_path("monte_carlo")


def test_good_level_has_every_slot_the_scene_needs():
    level = load_level(GOOD, MonteCarloScene.REQUIRED)
    assert (level.width, level.height) == (1280, 720)
    assert len(level.named("cell")) == 25
    assert [s.name for s in level.named("cell")][:3] == ["cell_0", "cell_1", "cell_2"]
    assert level.prop("card_width") == 80
    assert level.colour("felt", (0, 0, 0)) == (27, 107, 69)
    assert level["cell_6"].kind == "cell"


@pytest.mark.parametrize("path", sorted(LEVELS_DIR.glob("*.tmx")), ids=lambda p: p.name)
def test_every_shipped_level_loads(path):
    level = load_level(path)
    assert level.slots


def test_missing_file(tmp_path):
    with pytest.raises(LevelError, match=r"nowhere\.tmx: file not found"):
        load_level(tmp_path / "nowhere.tmx")


def test_bad_xml(tmp_path):
    bad = tmp_path / "broken.tmx"
    bad.write_text(GOOD.read_text()[:400])
    with pytest.raises(LevelError, match=r"broken\.tmx: not valid XML"):
        load_level(bad)


def test_not_a_map(tmp_path):
    bad = tmp_path / "other.tmx"
    bad.write_text("<?xml version='1.0'?><notamap/>")
    with pytest.raises(LevelError, match=r"other\.tmx"):
        load_level(bad)


def test_missing_slot_is_named(tmp_path):
    bad = tmp_path / "monte_carlo.tmx"
    bad.write_text(GOOD.read_text().replace('name="cell_13"', 'name="cell_x"'))
    with pytest.raises(LevelError, match="missing slot cell_13"):
        load_level(bad, MonteCarloScene.REQUIRED)


def test_duplicate_slot(tmp_path):
    bad = tmp_path / "dup.tmx"
    bad.write_text(GOOD.read_text().replace('name="cell_13"', 'name="cell_12"'))
    with pytest.raises(LevelError, match="cell_12.*twice"):
        load_level(bad)


def test_empty_file(tmp_path):
    bad = tmp_path / "empty.tmx"
    bad.write_text("")
    with pytest.raises(LevelError, match="empty.tmx"):
        load_level(bad)


def test_viewport_letterboxes_and_inverts():
    vp = Viewport((1280, 720), (1920, 1200))
    assert vp.scale == 1.5
    assert vp.point(0, 0) == (0, 60)
    assert vp.to_design(*vp.point(100, 200)) == pytest.approx((100, 200))


def test_broken_level_stops_launch_with_one_line(tmp_path, monkeypatch, capsys):
    import game.engine.layout as layout
    import main

    levels = tmp_path / "levels"
    levels.mkdir()
    (levels / "monte_carlo.tmx").write_text("<map")
    monkeypatch.setattr(layout, "LEVELS_DIR", Path(levels))
    rc = main.main(
        ["--game", "monte_carlo", "--seed", "1", "--screenshot", str(tmp_path / "x.png")]
    )
    err = capsys.readouterr().err
    assert rc == 1
    assert "monte_carlo.tmx" in err and "not valid XML" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
