"""Every number a level hands out is checked when it loads: a slot at x="nan", a huge or
negative size, a card_width that is no number: one LevelError naming the file, the slot
or property and the fault, at the start-up check, which leaves that game out (and the
others run), not a crash when that game opens."""

import re
import shutil
from pathlib import Path

import pytest

import game.engine.layout as layout
from game.engine.layout import LEVELS_DIR, LevelError, level_path, load_level
from game.engine.scene import load_class
from game.scenes import SCENES
from tests.launch import in_process


def broken_copy(tmp_path: Path, game: str, old: str, new: str) -> Path:
    """A copy of the shipped level of ``game`` with ``old`` (found once) made ``new``."""
    text = level_path(game).read_text()
    assert text.count(old) == 1, old
    path = tmp_path / f"{game}.tmx"
    path.write_text(text.replace(old, new))
    return path


def slot_attr(game: str, slot: str, attr: str, value: str) -> tuple[str, str]:
    """(old, new) text that sets the ``attr`` of the slot named ``slot`` to ``value``."""
    line = next(ln for ln in level_path(game).read_text().splitlines() if f'name="{slot}"' in ln)
    return line, re.sub(rf' {attr}="[^"]*"', f' {attr}="{value}"', line)


@pytest.mark.parametrize(
    "attr,value,fault",
    [
        ("x", "nan", "not a finite number"),
        ("x", "1e400", "not a finite number"),
        ("y", "-1e400", "not a finite number"),
        ("x", "99999", "outside"),
        ("y", "-5000", "outside"),
        ("width", "-5", "outside"),
        ("width", "1e400", "not a finite number"),
        ("height", "nan", "not a finite number"),
        ("height", "50000", "outside"),
        ("width", "0", "no size"),
    ],
)
def test_a_slot_with_a_bad_number_is_named_with_its_fault(attr, value, fault, tmp_path):
    path = broken_copy(tmp_path, "monte_carlo", *slot_attr("monte_carlo", "cell_12", attr, value))
    with pytest.raises(LevelError) as err:
        load_level(path)
    message = str(err.value)
    assert message.startswith("level monte_carlo.tmx: slot 'cell_12'") and fault in message
    assert "\n" not in message


CARD_WIDTH = '<property name="card_width" type="int" value="70"/>'
FOLD_X = '<property name="fold_x" type="float" value="1040.0"/>'
FAN = '<property name="fan" value="40"/>'


@pytest.mark.parametrize(
    "old,new,named,fault",
    [
        (CARD_WIDTH, '<property name="card_width" value="wide"/>', "card_width", "not a number"),
        (
            CARD_WIDTH,
            '<property name="card_width" type="float" value="nan"/>',
            "card_width",
            "finite",
        ),
        (CARD_WIDTH, '<property name="card_width" value="1e400"/>', "card_width", "finite"),
        (
            CARD_WIDTH,
            '<property name="card_width" type="int" value="-70"/>',
            "card_width",
            "outside",
        ),
        (CARD_WIDTH, '<property name="card_width" type="int" value="0"/>', "card_width", "above 0"),
        (CARD_WIDTH, '<property name="card_width" value="99999"/>', "card_width", "outside"),
        (FOLD_X, '<property name="fold_x" type="float" value="inf"/>', "fold_x", "finite"),
        (FOLD_X, '<property name="fold_x" value="right"/>', "fold_x", "not a number"),
        (FOLD_X, '<property name="fold_x" type="float" value="-3"/>', "fold_x", "outside"),
        (FAN, '<property name="fan" value="nan"/>', "slot 'kings' property fan", "finite"),
        (FAN, '<property name="fan" value="lots"/>', "slot 'kings' property fan", "not a number"),
        (FAN, '<property name="fan" value="-40"/>', "slot 'kings' property fan", "outside"),
        (
            FOLD_X,
            FOLD_X + '<property name="glow" type="float" value="nan"/>',
            "map property glow",
            "finite",
        ),
    ],
)
def test_a_bad_number_in_a_property_is_named_with_its_fault(old, new, named, fault, tmp_path):
    path = broken_copy(tmp_path, "maze", old, new)
    with pytest.raises(LevelError) as err:
        load_level(path)
    message = str(err.value)
    assert message.startswith("level maze.tmx: ") and named in message and fault in message


def test_numbers_the_scenes_read_come_out_as_checked_floats():
    maze = load_level(level_path("maze"))
    assert maze.prop("card_width") == 70.0 and maze.prop("fold_x") == 1040.0
    assert maze["kings"].props["fan"] == 40.0  # a plain Tiled string, checked and read


@pytest.mark.parametrize(
    "game,change",
    [
        ("slotker", ("slot", "lever", "x", "nan")),
        ("maze", ("map", CARD_WIDTH, '<property name="card_width" value="wide"/>')),
        ("zoomer", ("slot", "spot_0_0", "width", "1e400")),
    ],
)
def test_a_bad_number_leaves_its_game_out_with_one_line(
    game, change, tmp_path, monkeypatch, capsys
):
    levels = tmp_path / "levels"
    shutil.copytree(LEVELS_DIR, levels)
    if change[0] == "slot":
        assert change[1] in load_class(SCENES[game]).REQUIRED
        old, new = slot_attr(game, *change[1:])
    else:
        old, new = change[1:]
    text = (levels / f"{game}.tmx").read_text()
    (levels / f"{game}.tmx").write_text(text.replace(old, new))
    monkeypatch.setattr(layout, "LEVELS_DIR", levels)
    shot = tmp_path / "x.png"
    ran = in_process(
        ["--game", game, "--seed", "1", "--screenshot", str(shot)], capsys, monkeypatch
    )
    err = ran.stderr.strip().splitlines()
    assert ran.returncode == 0 and len(err) == 1, err  # the menu opened instead, and shot
    assert err[0].startswith(
        f"patience-arcade: the game '{game}' is left out: LevelError: level {game}.tmx: "
    )
    assert shot.is_file() and game not in SCENES
