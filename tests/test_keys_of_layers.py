"""Every action on the Controls page, the games' and screens' own too (issue 28): a
game's action is rebound like a shared one, saved by its qualified name, read back
and restored by Defaults; the scene, its help page and its on-screen hints follow;
a key in use asks within the layers that meet; and no key the help names is a
literal: every one comes from the table."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pygame

from game import catalog
from game.engine import keymaps
from game.engine.input import KEYS, Chord
from game.engine.keymaps import built, layers
from game.games.combo.keys import LAYER as COMBO
from game.games.monte_carlo.keys import LAYER as MONTE_CARLO
from game.games.zoomer.keys import LAYER as ZOOMER
from game.scenes import help_text
from game.scenes.controls import title
from game.scenes.overlay import ConfirmScene
from tests.driver import key, make_app, open_scene
from tests.test_rebinding import controls_page, press, press_key, rebind

COMBO_KEYS, MONTE_CARLO_KEYS, ZOOMER_KEYS = built(COMBO), built(MONTE_CARLO), built(ZOOMER)


def compacts_with(app, table, k: int, unicode: str) -> bool:
    done = []
    table.compact = lambda: done.append(True)
    key(app, k, unicode=unicode)
    return done == [True]


def controls_lines(game: str) -> str:
    return " ".join(help_text.help_for(game)["controls"])


def test_a_games_own_action_is_rebound_saved_read_back_and_restored():
    app, page = controls_page()
    rebind(app, page, "monte_carlo.compact", pygame.K_k, "k")
    assert MONTE_CARLO_KEYS.action(press(pygame.K_k, "k")) == "compact"
    assert MONTE_CARLO_KEYS.action(press(pygame.K_c, "c")) is None
    assert app.settings.keys == {"monte_carlo.compact": ["k"]}
    saved = json.loads(Path(app.settings.path).read_text())
    assert saved["keys"] == {"monte_carlo.compact": ["k"]}
    # the help page's controls line and the stock's hint say K
    assert "K compacts" in controls_lines("monte_carlo")
    assert "C compacts" not in controls_lines("monte_carlo")
    app, table = open_scene("monte_carlo", seed=3)  # a new launch: read back
    assert compacts_with(app, table, pygame.K_k, "k")
    assert not compacts_with(app, table, pygame.K_c, "c")
    drawn = []
    import game.games.monte_carlo.scene as mc

    real = mc.ui.blit_text
    mc.ui.blit_text = lambda surface, text, *a, **kw: (
        drawn.append(text) or real(surface, text, *a, **kw)
    )
    try:
        table.game.legal_moves = lambda: [("compact",)]
        table.draw(app.screen)
    finally:
        mc.ui.blit_text = real
    assert "Compact (K)" in drawn and "Compact (C)" not in drawn
    # Defaults: C compacts again, and nothing is kept
    app, page = controls_page()
    page.focus = len(page.actions)
    press_key(app, pygame.K_RETURN, "\r")
    assert app.settings.keys == {}
    assert MONTE_CARLO_KEYS.action(press(pygame.K_c, "c")) == "compact"
    assert MONTE_CARLO_KEYS.action(press(pygame.K_k, "k")) is None


def test_a_games_button_hint_follows_its_rebound_key():
    app, page = controls_page()
    rebind(app, page, "zoomer.draw", pygame.K_j, "j")
    app, table = open_scene("zoomer", seed=3)
    labels = [b.shown_label()[0] for b in table.buttons]
    assert any(label.endswith("[J]") for label in labels), labels
    assert not any(label.endswith("[D]") for label in labels), labels


def test_every_action_of_every_layer_is_a_row_grouped_under_its_layer():
    app, page = controls_page()
    for layer in layers():
        for action in layer.actions():
            name = action if action in KEYS.actions() else keymaps.qualified(layer, action)
            assert name in page.actions, name
            assert title(name) != action, f"{name} has no title of its own"
    seen, headings = set(), set()
    for n in range(page.pages):
        page.focus = next(i for _layer, i in page.paged[n] if i is not None)
        for layer, i, _rect in page.lines():
            if i is None:
                headings.add(layer.name)
            else:
                seen.add(i)
                assert page.rows[i][0] is layer  # a row sits under its own layer's heading
    assert seen == set(range(len(page.actions)))
    assert headings == {layer.name for layer in layers()}


def test_a_key_in_use_is_asked_about_within_the_layers_that_meet():
    app, page = controls_page()
    rebind(app, page, "combo.lift", pygame.K_p, "p")  # P is Combo's Pass
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and "P already means “Pass”" in ask.question
    press_key(app, pygame.K_ESCAPE)  # Pass keeps it
    assert COMBO_KEYS.action(press(pygame.K_p, "p")) == "pass"
    rebind(app, page, "monte_carlo.compact", pygame.K_h, "h")  # H is the shared Hint
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and "H already means “Hint”" in ask.question
    press_key(app, pygame.K_RETURN, "\r")  # Yes: Compact takes it, in Monte Carlo
    assert MONTE_CARLO_KEYS.action(press(pygame.K_h, "h")) == "compact"
    assert KEYS.action(press(pygame.K_h, "h")) == "hint"  # elsewhere H still hints
    assert "still means “Hint”" in page.line
    rebind(app, page, "zoomer.clear", pygame.K_o, "o")  # O is the menu's: they never meet
    assert app.scenes.top is page
    assert ZOOMER_KEYS.action(press(pygame.K_o, "o")) == "clear"


def test_a_bad_qualified_name_is_dropped_with_its_line_and_the_rest_kept():
    folder = Path(os.environ["PATIENCE_ARCADE_DATA"])
    folder.mkdir(parents=True, exist_ok=True)
    keys = {"monte_carlo.levitate": ["k"], "nowhere.compact": ["k"], "monte_carlo.compact": ["j"]}
    (folder / "settings.json").write_text(json.dumps({"keys": keys}))
    app = make_app()
    said = [line for line in app.notices if "settings.json" in line]
    assert len(said) == 1 and "'monte_carlo.levitate'" in said[0]
    assert "'nowhere.compact'" in said[0]
    assert app.settings.keys == {"monte_carlo.compact": ["j"]}
    assert MONTE_CARLO_KEYS.action(press(pygame.K_j, "j")) == "compact"


# keys no default binding has, each labelled with nothing a default label is made of
ODD = [
    *"~`!@$%^&*_=|;'<>,.[]",
    *(f"{m}f{n}" for m in ("", "shift+", "ctrl+", "ctrl+shift+") for n in (*range(2, 11), 12)),
    *(f"{m}keypad {n}" for m in ("", "shift+", "ctrl+", "ctrl+shift+") for n in range(10)),
]


def help_words() -> str:
    """Every line of every game's help page and the common keys, as one text."""
    out: list[str] = list(help_text.common_keys())
    for game in catalog.games():
        for value in help_text.help_for(game).values():
            out += value if isinstance(value, list) else [value]
    return "\n".join(out)


def test_every_key_the_help_names_comes_from_the_table():
    before = help_words()
    rows = list(keymaps.rows())
    assert len(rows) <= len(ODD)
    olds: set[str] = set()
    given = {}
    for (layer, action), spec in zip(rows, ODD, strict=False):
        olds |= {c.label for c in layer.keys(action)}
        layer.rebind(action, [spec])
        given[keymaps.qualified(layer, action)] = Chord.parse(spec).label
    after = help_words()
    assert after != before
    # single letters and figures are words and numbers too ("A budget", "round 1"):
    # the named keys are checked as words, the letters where a key sits ("(C)", "C:")
    for old in sorted(olds):
        if len(old) > 1 and not old.isdigit():
            found = re.findall(rf"(?<![\w+]){re.escape(old)}(?![\w+])", after)
        elif old.isalpha():
            found = re.findall(rf"\({old}\)|(?<![\w+]){old}(?=[:/,]| (?:or|lifts|compacts))", after)
        else:
            continue
        assert not found, f"{old!r} is still named in the help: {found}"
    assert "1–3" not in after
    for name in ("hint", "monte_carlo.compact", "combo.lift", "slotker.fold", "zoomer.draw"):
        assert given[name] in after, name
