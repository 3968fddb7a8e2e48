"""The level loader: a good file, and each kind of bad one gives one LevelError naming it."""

from pathlib import Path

import pytest

from game import catalog
from game.engine.layout import LEVELS_DIR, LevelError, Viewport, level_path, load_level
from game.engine.scene import load_class
from game.games.monte_carlo.scene import MonteCarloScene
from game.rules import TITLES
from game.scenes import SCENES
from tests.launch import in_process

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


GAME_SCENES = {g: load_class(SCENES[g]) for g in TITLES}


@pytest.mark.parametrize("game", sorted(GAME_SCENES))
def test_each_game_level_has_what_its_scene_needs(game):
    cls = GAME_SCENES[game]
    level = load_level(level_path(game), cls.REQUIRED)
    assert (level.width, level.height) == (1280, 720)
    for name in cls.REQUIRED:
        s = level[name]
        assert 0 <= s.x and s.x + s.w <= level.width and 0 <= s.y and s.y + s.h <= level.height


@pytest.mark.parametrize("game", sorted(GAME_SCENES))
@pytest.mark.parametrize("fault,needle", [("<map", "not valid XML"), (None, "file not found")])
def test_a_broken_level_leaves_its_game_out_with_one_line_and_the_menu_opens(
    game, fault, needle, tmp_path, monkeypatch, capsys
):
    import shutil

    import game.engine.layout as layout

    levels = tmp_path / "levels"
    shutil.copytree(LEVELS_DIR, levels)
    if fault is None:
        (levels / f"{game}.tmx").unlink()
    else:
        (levels / f"{game}.tmx").write_text(fault)
    monkeypatch.setattr(layout, "LEVELS_DIR", Path(levels))
    shot = tmp_path / "x.png"
    ran = in_process(
        ["--game", game, "--seed", "1", "--screenshot", str(shot)], capsys, monkeypatch
    )
    err = ran.stderr.strip().splitlines()
    assert ran.returncode == 0 and shot.is_file() and len(err) == 1, ran.stderr
    assert f"'{game}' is left out" in err[0] and f"{game}.tmx" in err[0] and needle in err[0]
    assert game not in catalog.names()


def test_a_broken_level_of_another_game_leaves_the_others_playing(tmp_path, monkeypatch, capsys):
    import shutil

    import game.engine.layout as layout

    levels = tmp_path / "levels"
    shutil.copytree(LEVELS_DIR, levels)
    broken, other = sorted(GAME_SCENES)[:2]
    text = (levels / f"{broken}.tmx").read_text()
    missing = GAME_SCENES[broken].REQUIRED[0]
    (levels / f"{broken}.tmx").write_text(text.replace(f'name="{missing}"', 'name="renamed"'))
    monkeypatch.setattr(layout, "LEVELS_DIR", Path(levels))
    shot = tmp_path / "game.png"
    ran = in_process(
        ["--game", other, "--seed", "1", "--screenshot", str(shot)], capsys, monkeypatch
    )
    err = ran.stderr.strip().splitlines()
    assert ran.returncode == 0 and shot.is_file() and len(err) == 1, ran.stderr
    assert missing in err[0] and f"{broken}.tmx" in err[0]
    assert other in catalog.names() and broken not in catalog.names()


def test_data_folders_come_from_the_repository_until_bundled(tmp_path, monkeypatch):
    import game.resources as res

    root = Path(__file__).resolve().parents[1]
    assert res.resource_dir("levels") == root / "levels" == LEVELS_DIR
    monkeypatch.setattr(res, "BUNDLED", tmp_path)
    (tmp_path / "levels").mkdir()
    assert res.resource_dir("levels") == tmp_path / "levels"  # an installed copy reads its own
    assert res.resource_dir("assets") == root / "assets"
    with pytest.raises(ValueError, match="unknown data folder 'saves'"):
        res.resource_dir("saves")


def test_the_menu_opens_when_the_game_played_last_was_left_out(tmp_path, monkeypatch, capsys):
    # Deal # and the line under the tools name the game played last: one left out this
    # run is not there to name, and the focus walked off the games must not reach for it
    import shutil

    import pygame

    import game.engine.layout as layout
    from tests.driver import key, make_app, settle

    levels = tmp_path / "levels"
    shutil.copytree(LEVELS_DIR, levels)
    (levels / "monte_carlo.tmx").unlink()
    monkeypatch.setattr(layout, "LEVELS_DIR", Path(levels))
    from game.app import admit_scenes

    admit_scenes(SCENES)
    app = make_app()
    app.settings.set("last_game", "monte_carlo")
    menu = app.scenes.push("menu")
    settle(app)
    assert menu.pointed_game == "zoomer" and menu.focused.key == "zoomer"
    key(app, pygame.K_UP)  # round to the tools row, where the pointed game is named
    settle(app)
    assert menu.focused.key not in TITLES and "Zoomer Matrix" in menu.target_words()


def test_no_game_at_all_is_one_line_and_exit_1(tmp_path, monkeypatch, capsys):
    import game.engine.layout as layout

    (tmp_path / "levels").mkdir()
    monkeypatch.setattr(layout, "LEVELS_DIR", tmp_path / "levels")
    ran = in_process(["--screenshot", str(tmp_path / "x.png")], capsys, monkeypatch)
    err = ran.stderr.strip().splitlines()
    assert ran.returncode == 1 and not (tmp_path / "x.png").exists()
    assert len(err) == len(GAME_SCENES) + 1 and "no game could be loaded" in err[-1]
    assert "Traceback" not in ran.stderr
