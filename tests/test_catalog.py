"""The catalog: one entry per game, and a sixth game reaching the collection through an
entry point alone (the toy under tests/toy, named nowhere under game/).

A process finds the entry points as it starts, so the toy is played in processes of their
own. The catalog's look-up alone (a second entry refused) runs in this process in the
quick suite, its own list put back after, and launched in the slow one."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game import catalog
from game.scenes import SCENES
from tests.launch import HOW, IN_PROCESS, QUICK, Ran
from tests.sampling import sampled
from tests.toy import colours

ROOT = Path(__file__).resolve().parent.parent


def distribution(site: Path, entries: dict[str, str], name: str = "toy_pairs") -> Path:
    """A minimal installed distribution in ``site``: METADATA and the entry points."""
    info = site / f"{name}-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name.replace('_', '-')}\nVersion: 0.1\n", encoding="utf-8"
    )
    lines = [f"{key} = {value}" for key, value in entries.items()]
    (info / "entry_points.txt").write_text(
        "[patience_arcade.games]\n" + "\n".join(lines) + "\n", encoding="utf-8"
    )
    return site


def run(site: Path, *args: str, tmp: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)]),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PATIENCE_ARCADE_DATA": str(tmp / "data"),
    }
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=timeout,
    )  # fmt: skip


# the toy's checks (pytest's -k, and how many it selects): all but the monkey in the quick
# suite, the monkey (most of the checks' time) in the slow one; each in a fresh interpreter,
# which finds the entry point as it starts
TOY_CHECKS = sampled([("not monkey", 12), ("monkey", 1)], keep=lambda case: case[1] > 1)


@pytest.mark.parametrize("select,count", TOY_CHECKS)
def test_the_toy_game_plays_through_the_collection_from_its_entry_point(tmp_path, select, count):
    site = distribution(tmp_path / "site", {"toy": "tests.toy:GAME"})
    done = run(site, "-m", "pytest", "-q", "-n", "0", "-k", select, "tests/toy/checks.py",
               tmp=tmp_path)  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert re.search(rf"\b{count} passed\b", done.stdout), done.stdout[-2000:]


def test_the_simulator_plays_the_toy_game(tmp_path):
    site = distribution(tmp_path / "site", {"toy": "tests.toy:GAME"})
    done = run(site, "-m", "game.sim", "--game", "toy", "--games", "20", "--json", tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["game"] == "toy" and report["games"] == 20
    assert report["bot"] == "tests.toy.bot.Bot" and report["won"] == 20


def test_a_broken_entry_is_left_out_with_one_line_and_the_rest_run(tmp_path):
    site = distribution(
        tmp_path / "site",
        {
            "toy": "tests.toy:GAME",
            "ghost": "tests.toy.nowhere:GAME",  # a module that does not exist
            "plain": "json:dumps",  # loads, but to no GameInfo
        },
    )
    script = (
        "from game import catalog\n"
        "from game.scenes import SCENES\n"
        "from tests.driver import make_app, settle\n"
        "print(','.join(catalog.names()))\n"
        "app = make_app()\n"
        "app.scenes.push('menu'); settle(app)\n"
        "app.scenes.push('toy', seed=1); settle(app)\n"
        "print('NOTICES', len([n for n in app.notices if 'is left out' in n]))\n"
        "print('TOP', app.scenes.top.GAME, 'ghost' in SCENES)\n"
    )
    done = run(site, "-c", script, tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout.splitlines()
    assert out[0] == ",".join((*catalog.built_in(), "toy"))
    assert "NOTICES 2" in out and "TOP toy False" in out
    said = [ln for ln in done.stderr.splitlines() if "is left out" in ln]
    assert len(said) == 2, done.stderr
    assert "'ghost'" in said[0] and "ModuleNotFoundError" in said[0]
    assert "'plain'" in said[1] and "not a GameInfo" in said[1]
    sim = run(site, "-m", "game.sim", "--game", "maze", "--games", "1", "--json", tmp=tmp_path)
    assert sim.returncode == 0 and json.loads(sim.stdout)["game"] == "maze"
    assert len([ln for ln in sim.stderr.splitlines() if "is left out" in ln]) == 2


BROKEN_GAMES = '''"""Games broken in each way a plugin can be, beside a good one (the toy)."""
import dataclasses
from pathlib import Path

from game import catalog
from game.keytables import Layer
from tests.toy import GAME, colours
from tests.toy.rules import ToyPairs


class NoScene(ToyPairs):
    NAME = "no_scene"


class NoLevel(ToyPairs):
    NAME = "no_level"


class NoBot(ToyPairs):
    NAME = "no_bot"


class BadKeys(ToyPairs):
    NAME = "bad_keys"


class NoOwnScene(ToyPairs):
    NAME = "no_own_scene"


class BadSetting(ToyPairs):
    NAME = "bad_setting"


class BadColours(ToyPairs):
    NAME = "bad_colours"


BASE = dataclasses.replace(GAME, keys=None, scenes={})  # the toy, without what is its own
NO_SCENE = dataclasses.replace(BASE, name="no_scene", rules=NoScene, scene="tests.toy.nowhere:S")
NO_LEVEL = dataclasses.replace(BASE, name="no_level", rules=NoLevel, level=Path("/nowhere/x.tmx"))
NO_BOT = dataclasses.replace(BASE, name="no_bot", rules=NoBot, bot="tests.toy.nowhere:Bot")
BAD_KEYS = dataclasses.replace(
    BASE, name="bad_keys", rules=BadKeys, keys=Layer({"hyperspace": "jump"}, name="bad_keys")
)
NO_OWN_SCENE = dataclasses.replace(
    BASE, name="no_own_scene", rules=NoOwnScene, scenes={"no_own_extra": "tests.toy.nowhere:S"}
)
BAD_SETTING = dataclasses.replace(  # a setting of its own must carry its name
    BASE, name="bad_setting", rules=BadSetting, settings={"anim_speed": "json:loads"}
)
BAD_COLOURS = dataclasses.replace(  # its high contrast look has a colour out of range
    BASE, name="bad_colours", rules=BadColours,
    colours=(colours.NORMAL, dataclasses.replace(colours.NORMAL, partner=(300, 0, 0))),
)  # fmt: skip
DUPLICATE = dataclasses.replace(catalog.load(catalog.BUILT_IN[3]))
'''

# each broken entry and a word of the line that must say why it was left out
BROKEN = {
    "raises": ("broken_import:GAME", "a plugin's own bug"),
    "no_scene": ("broken_games:NO_SCENE", "ModuleNotFoundError"),
    "no_level": ("broken_games:NO_LEVEL", "file not found"),
    "no_bot": ("broken_games:NO_BOT", "ModuleNotFoundError"),
    "bad_keys": ("broken_games:BAD_KEYS", "no key or button"),
    "no_own_scene": ("broken_games:NO_OWN_SCENE", "ModuleNotFoundError"),
    "bad_setting": ("broken_games:BAD_SETTING", "does not start with"),
    "bad_colours": ("broken_games:BAD_COLOURS", "its colour 'partner' is (300, 0, 0)"),
    "duplicate": ("broken_games:DUPLICATE", "listed already"),
    "wrong_type": ("json:dumps", "not a GameInfo"),
}


def broken_site(tmp_path: Path) -> Path:
    """A site with the toy and one entry broken in each way of ``BROKEN``."""
    entries = {"toy": "tests.toy:GAME", **{k: ref for k, (ref, _) in BROKEN.items()}}
    site = distribution(tmp_path / "site", entries)
    (site / "broken_games.py").write_text(BROKEN_GAMES, encoding="utf-8")
    (site / "broken_import.py").write_text('raise RuntimeError("a plugin\'s own bug")\n')
    return site


def left_out_lines(stderr: str) -> dict[str, str]:
    """The game each 'left out' line names, and the line."""
    lines = [ln for ln in stderr.splitlines() if "is left out" in ln]
    return {re.search(r"the game '(\w+)'", ln).group(1): ln for ln in lines}


# where the game starts: a built-in game, the good plugin, the menu, a broken game itself
STARTS = sampled(
    [
        pytest.param(start, id=" ".join(start) or "menu")
        for start in [
            ("--game", "maze", "--seed", "3"),
            ("--game", "toy", "--seed", "3"),
            (),
            ("--game", "no_scene"),
        ]
    ],
    keep=lambda start: "maze" in start,
)


@pytest.mark.parametrize("start", STARTS)
def test_broken_games_leave_the_game_starting_and_playing_the_others(tmp_path, start):
    site = broken_site(tmp_path)
    shot = tmp_path / "shot.png"
    done = run(site, "main.py", *start, "--screenshot", str(shot), tmp=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert shot.stat().st_size > 1000
    said = left_out_lines(done.stderr)
    assert sorted(said) == sorted(BROKEN), done.stderr[-3000:]  # each once, the toy runs
    for name, (_, why) in BROKEN.items():
        assert why in said[name], said[name]
    assert "Traceback" not in done.stderr


def test_every_game_left_out_is_on_the_notice_bar_at_once_and_the_others_play(tmp_path):
    site = broken_site(tmp_path)
    script = (
        "from game import catalog\n"
        "from game.scenes import SCENES\n"
        "from game.app import admit_scenes\n"
        "from tests.driver import make_app, settle\n"
        "admit_scenes(SCENES)  # as the program does before its window\n"
        "app = make_app()\n"
        "print('GAMES', ','.join(catalog.names()))\n"
        "print('NOTICE', app.scenes.notice.text)\n"
        "app.scenes.push('menu'); settle(app)\n"
        "for name in ('toy', 'maze'):\n"
        "    app.scenes.push(name, seed=1); settle(app); print('TOP', app.scenes.top.GAME)\n"
        "print('SCENES', sorted(set(SCENES) & {'no_scene', 'no_level', 'toy'}))\n"
    )
    done = run(site, "-c", script, tmp=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    out = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert out["GAMES"] == ",".join((*catalog.built_in(), "toy"))
    assert all(f"'{name}'" in out["NOTICE"] for name in BROKEN), out["NOTICE"]
    assert "TOP toy" in done.stdout and "TOP maze" in done.stdout
    assert out["SCENES"] == "['toy']"


def discovered_here(site: Path, monkeypatch, capsys) -> Ran:
    """What ``print(catalog.names())`` says with ``site`` on the path, in this process: the
    catalog looks its games up again (as a process does when it first asks) over the
    entry points ``site`` adds; this process's own list is put back after the test."""
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setattr(catalog, "_games", None)
    monkeypatch.setattr(catalog, "_problems", [])
    capsys.readouterr()
    print(catalog.names())
    out, err = capsys.readouterr()
    return Ran(0, out, err)


def test_a_plugins_colours_are_its_section_of_the_theme(tmp_path, monkeypatch, capsys):
    """The toy's entry declares its colours (``colours=``): the catalog admits them, and
    the theme draws its roles (``Ink("toy.partner")``) in the look in force, by the name
    of the game alone."""
    from game.engine import theme

    site = distribution(tmp_path / "site", {"toy": "tests.toy:GAME"})
    done = discovered_here(site, monkeypatch, capsys)
    assert "'toy'" in done.stdout and done.stderr == ""
    normal, contrast = theme.Theme(), theme.Theme(high_contrast=True)
    assert normal.section("toy") is colours.NORMAL
    assert contrast.section("toy") is colours.HIGH_CONTRAST
    assert theme.sections()["toy"] == colours.LOOKS
    partner = theme.Ink("toy.partner")
    assert tuple(partner) == colours.NORMAL.partner  # its value: the normal look's
    assert normal.colour(partner) == colours.NORMAL.partner
    assert contrast.colour(partner) == colours.HIGH_CONTRAST.partner
    assert contrast.colour(theme.Ink("toy.partner", 90)) == (*colours.HIGH_CONTRAST.partner, 90)


def test_a_broken_colours_declaration_leaves_the_game_out_with_one_line(
    tmp_path, monkeypatch, capsys
):
    site = distribution(
        tmp_path / "site", {"toy": "tests.toy:GAME", "bad_colours": BROKEN["bad_colours"][0]}
    )
    (site / "broken_games.py").write_text(BROKEN_GAMES, encoding="utf-8")
    monkeypatch.delitem(sys.modules, "broken_games", raising=False)
    try:
        done = discovered_here(site, monkeypatch, capsys)
    finally:
        sys.modules.pop("broken_games", None)  # a module of this test's own site
    assert "'toy'" in done.stdout and "'bad_colours'" not in done.stdout
    said = done.stderr.splitlines()
    assert len(said) == 1 and "the game 'bad_colours'" in said[0], done.stderr
    assert "ValueError: its colour 'partner' is (300, 0, 0) in the high contrast look" in said[0]


@dataclasses.dataclass(frozen=True)
class Plain:
    """A made-up section of colours, of one role."""

    trim: Any


@pytest.mark.parametrize(
    "looks, why",
    [
        (Plain(trim=(1, 2, 3)), "its colours are Plain, not (normal, high contrast)"),
        (((1, 2, 3), (4, 5, 6)), "not two looks of one dataclass"),
        ((Plain(trim=(1, 2, 3)), colours.NORMAL), "not two looks of one dataclass"),
        ((Plain(trim=(1, 2, 3)), Plain(trim=(1, 2))), "is (1, 2) in the high contrast look"),
        ((Plain(trim="gold"), Plain(trim="gold")), "is 'gold' in the normal look"),
        ((Plain(trim=(1, 2, 3)), Plain(trim=(1, 2, 3, 4))), "has an alpha in one look only"),
    ],
)
def test_the_catalog_checks_a_games_colours(looks, why):
    with pytest.raises(ValueError, match=re.escape(why)):
        catalog.check_colours(looks)
    catalog.check_colours(colours.LOOKS)  # the toy's pass


@pytest.mark.parametrize("how", sampled(HOW, keep=QUICK))
def test_a_second_entry_for_a_listed_game_is_left_out(how, tmp_path, monkeypatch, capsys):
    site = distribution(tmp_path / "site", {"toy": "tests.toy:GAME", "toy_too": "tests.toy:GAME"})
    if how == IN_PROCESS:
        done = discovered_here(site, monkeypatch, capsys)
    else:
        done = run(site, "-c", "from game import catalog; print(catalog.names())", tmp=tmp_path)
    assert done.stdout.count("'toy'") == 1
    assert done.stderr.count("\n") == 1 and "'toy_too'" in done.stderr
    assert "listed already" in done.stderr


def test_no_line_under_game_names_the_toy_game():
    offenders = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in (ROOT / "game").rglob("*")
        if path.is_file() and path.suffix in {".py", ".json", ".toml", ".md", ".txt"}
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\btoy\b|tests\.toy|Toy Pairs", line, re.IGNORECASE)
    ]
    assert offenders == []


def test_no_module_under_game_finds_code_by_a_naming_convention():
    """Modules are named in the catalog ("module:Class"), never built from a game's name."""
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"""import_module\(\s*f["']|f["']game\.\w+\.\{""", line):
                offenders.append(f"{path.relative_to(ROOT)}:{n}")
    assert offenders == []


def test_the_built_in_entries_resolve_and_reading_rules_and_bots_imports_no_pygame(tmp_path):
    script = (
        "import sys\n"
        "from game import catalog\n"
        "for info in catalog.games().values():\n"
        "    assert info.rules_class().NAME == info.name, info.name\n"
        "    info.make_bot(seed=1).choose(info.rules_class().new(seed=1))\n"
        "    for ref in (info.solver, info.finder, *info.players.values()):\n"
        "        if ref is not None: catalog.load(ref)\n"
        "import game.sim, game.tutorials\n"
        "for name in catalog.names(): game.tutorials.tutorial_for(name)\n"
        "print('pygame' in sys.modules, len(catalog.names()))\n"
    )
    done = run(ROOT, "-c", script, tmp=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "5"]


def test_every_scene_of_the_registry_that_is_no_game_has_a_reserved_name():
    owned = {n for info in catalog.games().values() for n in info.scenes}
    assert owned and not owned & catalog.RESERVED  # a game's own scenes are its, by entry
    screens = set(SCENES) - set(catalog.names()) - owned
    assert screens <= catalog.RESERVED
    assert all(SCENES[name] == info.scene for name, info in catalog.games().items())
