"""Every word that names an input comes from the key table and the device in use: the
Controls page lists every action every layer binds (its keys and its buttons), turns its
pages with the page keys, Tab and the shoulders and says which in the device's words;
the pad's B asks before it quits from the menu; the key names go through the catalog;
unplugging the pad shows the keys at once."""

from __future__ import annotations

import re

import pygame
import pytest

from game import catalog, i18n, keytables
from game.engine import keymaps
from game.engine.input import KEYS, LAST, Chord, pad_label
from game.scenes.overlay import ConfirmScene
from tests.driver import key, make_app, pad, plug, settle, step, unplug
from tests.ui_tour import Recorder


def controls(size=(800, 600)):
    """The menu with the Controls page over it."""
    app = make_app(size)
    app.scenes.push("menu")
    settle(app)
    page = app.scenes.push("controls", fade=False)
    step(app)
    return app, page


def page_texts(app, page, monkeypatch) -> list[set[str]]:
    """The words drawn on each page of the Controls page, page by page."""
    out = []
    recorder = Recorder(monkeypatch)
    for lines in page.paged:
        page.focus = next(i for _layer, i in lines if i is not None)
        frame = recorder.draw(app, f"page {len(out)}")
        out.append({t.text for t in frame.texts})
    return out


def test_every_action_a_layer_binds_is_a_row_with_its_keys_and_its_buttons(monkeypatch):
    app, page = controls()
    drawn = page_texts(app, page, monkeypatch)
    tables = keytables.layers(catalog.key_layers())
    names = {t.name for t in tables}
    assert {"shared", "menu", "replay"} | {t.name for t in catalog.key_layers()} <= names
    for table in tables:
        for on_pad, bound in ((False, table.keys), (True, table.pad)):
            for spec, action in bound.items():
                if action is None:
                    continue
                name = keytables.qualified(table, action)
                assert name in page.actions, f"{table.name}: {action} ({spec}) has no row"
                shown = page.buttons_of(name) if on_pad else page.keys_of(name)
                label = pad_label(spec) if on_pad else Chord.parse(spec).label
                assert label in shown.split(", "), (name, spec, shown)
                # and the row is drawn, on its page, with its title, keys and buttons
                i = page.actions.index(name)
                n = next(n for n, lines in enumerate(page.paged) if any(k == i for _m, k in lines))
                cells = {page.keys_of(name), page.buttons_of(name)}
                assert cells <= drawn[n], (name, cells)
    # the rows the issue named: Zoomer's A (act) and RB (clear), SLOTKER's RB (deals)
    assert page.buttons_of("zoomer.act") == "A"
    assert page.buttons_of("zoomer.clear") == "RB"
    assert "RB" in page.buttons_of("slotker.act").split(", ")


def test_a_row_of_a_shared_action_in_a_games_layer_is_rebound_there(monkeypatch):
    app, page = controls()
    page.focus = page.actions.index("zoomer.act")
    page.on_action("select")
    assert page.waiting == "zoomer.act"
    pad(app, "x")  # X hints in the shared table: who keeps it, asked
    assert isinstance(app.scenes.top, ConfirmScene)
    key(app, pygame.K_y, unicode="y")  # the new action keeps it
    zoomer = keymaps.resolve("zoomer.act")[0]
    assert zoomer.buttons("act") == ["x"] and page.buttons_of("zoomer.act") == "X"
    assert KEYS.buttons("hint") == ["x"]  # elsewhere X still hints
    assert keymaps.bindings_of()[1] == {"zoomer.act": ["x"]}


def test_the_controls_pages_turn_with_page_keys_tab_and_the_shoulders():
    app, page = controls()
    assert page.pages > 2
    key(app, pygame.K_PAGEDOWN)
    assert page.page == 1
    key(app, pygame.K_PAGEDOWN)
    assert page.page == 2
    key(app, pygame.K_PAGEUP)
    assert page.page == 1
    key(app, pygame.K_TAB)
    assert page.page == 2
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert page.page == 1
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert page.page == 0 and page.focus == 0
    pad(app, "rb")
    assert page.page == 1
    pad(app, "lb")
    assert page.page == 0
    assert app.scenes.top is page


def footer(app) -> str:
    """The page line under the Controls page's rows, as drawn."""
    with pytest.MonkeyPatch.context() as mp:
        frame = Recorder(mp).draw(app, "footer")
    return next(t.text for t in frame.texts if re.match(r"Page \d+ of \d+", t.text))


def test_the_page_line_names_the_page_keys_of_the_device_in_use():
    app, page = controls()
    said = footer(app)
    assert said.endswith("[PgUp/PgDn]") and "LB" not in said and "RB" not in said
    pad(app, "rb")
    assert LAST.pad
    said = footer(app)
    assert said == f"Page 2 of {page.pages}  [LB/RB]"
    key(app, pygame.K_PAGEUP)  # the keyboard again: its keys again
    assert footer(app).endswith("[PgUp/PgDn]")
    # a player's keys are the ones named
    layer, action = keymaps.resolve("controls.next_page")
    layer.rebind(action, ["j"])
    assert footer(app).endswith("[PgUp/J]")
    key(app, pygame.K_j, unicode="j")
    assert page.page == 1


def test_the_pads_b_asks_before_it_quits_from_the_menu():
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    plug(app)
    pad(app, "b")
    settle(app)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and app.running
    assert ask.question == "Quit Patience Arcade?"
    pad(app, "b")  # B again: No
    settle(app)
    assert app.scenes.top is menu and app.running
    pad(app, "b")
    settle(app)
    pad(app, "a")  # A on Yes: quits
    settle(app)
    assert not app.running


def test_the_keyboards_esc_still_quits_the_menu_at_once():
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    key(app, pygame.K_ESCAPE)
    assert not app.running


class Marked:
    """A translation that marks every key name it is asked for (context "key")."""

    def gettext(self, message):
        return message

    def ngettext(self, one, many, n):
        return one if n == 1 else many

    def pgettext(self, context, message):
        return f"<{message}>" if context == "key" else message


@pytest.fixture
def marked(monkeypatch):
    monkeypatch.setattr(i18n, "_translation", Marked())


def test_key_names_are_looked_up_in_the_catalog(marked):
    assert Chord.parse("left").label == "<Left>"
    assert Chord.parse("ctrl+left").label == "Ctrl+<Left>"
    assert Chord.parse("space").label == "<Space>"
    assert Chord.parse("escape").label == "<Esc>"
    assert Chord.parse("page up").label == "<PgUp>"
    assert Chord.parse("keypad 1").label == "<Keypad 1>"
    assert Chord.parse("h").label == "H" and Chord.parse("f1").label == "F1"
    assert KEYS.label("act") == "<Space>"
    assert KEYS.key_label("select") == "<Enter>"
    assert KEYS.hint("back")() == "<Esc>"
    # the joined forms are made of the translated parts
    assert KEYS.pair("left", "right") == "<Left>/<Right>"
    assert KEYS.pair("up", "down") == "<Up>/<Down>"


def test_a_pair_of_keys_names_the_pads_buttons_after_a_pad_press():
    assert KEYS.pair("left", "right") == "Left/Right"
    LAST.pad = True
    assert KEYS.pair("left", "right") == "D-pad Left/D-pad Right"
    assert KEYS.pair("previous_page", "next_page") == "LB/RB"


def test_unplugging_the_pad_shows_the_keys_at_once():
    app = make_app()
    menu = app.scenes.push("menu")
    settle(app)
    first = plug(app)
    pad(app, "dpad down")
    assert LAST.pad and "A" in menu.keys_line()[0]
    unplug(app, first)
    assert not LAST.pad
    assert "Enter" in menu.keys_line()[0]


def test_unplugging_another_pad_than_the_one_in_use_keeps_the_pads_words():
    app = make_app()
    app.scenes.push("menu")
    settle(app)
    first, second = plug(app, 0), plug(app, 1)
    pad(app, "dpad down", instance=second)
    unplug(app, first)
    assert LAST.pad
    unplug(app, second)
    assert not LAST.pad
