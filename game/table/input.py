"""The table's controls: its buttons, the focus cursor and the pointer, and the links of
the input chain that every game shares (fast-forward, the mouse, the shared keys).

A link takes an event and consumes it (returns None) or hands it on; the table
runs its owners' links in order (``TableScene.handlers``), with the game's own
``on_input`` among them.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.engine import ui
from game.engine.input import KEYS, FocusCursor, Pointer, Target
from game.engine.layout import Level, Slot, Viewport
from game.engine.scene import SceneManager
from game.engine.tween import Timeline
from game.i18n import _, pgettext
from game.session import GameSession
from game.table.demo import DemoDriver
from game.table.hints import HintAdvisor
from game.table.replay import ReplayDriver

TOOLBAR = ("undo", "redo", "hint", "help")


def toolbar_label(key: str) -> str:
    """A toolbar button's word: short, the toolbar's buttons are narrow (a context of
    its own, so a language may shorten it there alone)."""
    return {
        "undo": pgettext("toolbar", "Undo"),
        "redo": pgettext("toolbar", "Redo"),
        "hint": pgettext("toolbar", "Hint"),
        "help": pgettext("toolbar", "Help"),
    }[key]


def share_out(slots: list[Slot], labels: list[str], scale: float) -> None:
    """Buttons side by side (one row of the toolbar, design units) given widths by their
    labels: each as wide as its label needs at the buttons' text size, the rest of the
    row shared out, so a longer word ("Подск.") gets the room a shorter one leaves. The
    row keeps its span and gaps; where the labels need more than it, it is left as it is."""
    if len(slots) < 2:
        return
    px = ui.pixel_size(max(ui.MIN_TEXT, int(slots[0].h * scale * 0.5)))
    needs = [(ui.text_width(label, px) + 13) / max(scale, 1e-6) for label in labels]
    gaps = [b.x - (a.x + a.w) for a, b in zip(slots, slots[1:], strict=False)]
    span = slots[-1].x + slots[-1].w - slots[0].x - sum(gaps)
    spare = span - sum(needs)
    if spare < 0:
        return
    x = slots[0].x
    for slot, need, gap in zip(slots, needs, [*gaps, 0], strict=True):
        slot.x, slot.w = x, need + spare / len(slots)
        x += slot.w + gap


INTERACTIVE = (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)


class ControlsTable(Protocol):
    """What the controls read of the table that owns them, and nothing more: they are
    handed the table as this view, and the replay, hints and demo their buttons and keys
    drive, themselves (tests/test_scene_code.py holds the view and the controls to each
    other)."""

    DEMO: bool
    HELP: str
    app: Any  # game.app.App, a layer above the table: not importable here
    session: GameSession
    level: Level
    timeline: Timeline
    vp: Viewport  # its scale: the toolbar's labels are measured at it

    @property
    def manager(self) -> SceneManager: ...

    def say(self, text: str, colour=None, seconds: float = 3.5) -> None: ...

    def add_button(
        self, slot: str, label: str, action, enabled=lambda: True, key_hint: str = "", **kw
    ) -> ui.Button: ...

    def show_pause(self) -> None: ...

    def request(self, action: str) -> None: ...

    def new_label(self) -> str: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def game_buttons(self) -> None: ...

    def targets(self) -> list[Target]: ...

    def pick(self, pos: tuple[int, int]) -> str | None: ...

    def click(self, name: str | None) -> None: ...

    def drop(self, src: str, dst: str | None) -> None: ...

    def can_drag(self, name: str) -> bool: ...

    def on_key(self, action: str | None, event: pygame.event.Event) -> bool: ...

    def fast_forward(self) -> None: ...

    def cancel_selection(self) -> bool: ...

    def refocus(self, before: str) -> None: ...

    def focus_words(self, name: str) -> str: ...

    def on_state_changed(self) -> None: ...


class TableControls:
    """Buttons, cursor and pointer of one table, and what a key or click does."""

    def __init__(
        self, table: ControlsTable, replayer: ReplayDriver, hints: HintAdvisor, demo: DemoDriver
    ) -> None:
        self.table, self.replayer, self.hints, self.demo = table, replayer, hints, demo
        self.cursor = FocusCursor()
        # a player who came by the keyboard (Enter on the menu) sees where the focus is
        # from the first frame; one who came by the mouse sees it at the first key
        self.cursor.visible = table.app.keyboard_last
        self.pointer = Pointer(table.pick, self._on_click, self._on_drop, table.can_drag)
        self.buttons: list[ui.Button] = []

    def show_help(self) -> None:
        """The game's help page over the table."""
        self.table.manager.push("help", game=self.table.HELP)

    def build(self) -> None:
        """The buttons every table has where its level has their slots, the toolbar,
        then the game's own."""
        t = self.table
        self.buttons.clear()
        if self.replayer.on:
            self.replayer.build_buttons()
            return
        for name, label, action, key in (
            ("button_menu", _("Menu"), t.show_pause, "back"),
            ("button_new", t.new_label(), lambda: t.request("new"), "new"),
            ("button_give_up", _("Give up"), lambda: t.request("give_up"), "give_up"),
            ("button_verdict", _("Winnable?"), self.hints.ask_verdict, "verdict"),
            ("button_demo", _("Demo"), self.demo.toggle, "demo"),
        ):
            if name in t.level.slots and (name != "button_demo" or t.DEMO):
                hint = KEYS.hint(key, pad="pause_menu" if key == "back" else None)
                short: tuple[str, ...] = ()
                if name == "button_new":  # the short form says "New" as its noun agrees
                    # TRANSLATORS: the short form of "New run" (an arcade run) on a narrow button
                    run = pgettext("arcade run button", "New")
                    # TRANSLATORS: the short form of "New deal" on a narrow button
                    short = (run if label == _("New run") else pgettext("new deal button", "New"),)
                t.add_button(name, label, action, key_hint=hint, short=short)
        self._toolbar()
        t.game_buttons()

    def _toolbar(self) -> None:
        """Undo, Redo, Hint and Help as a row of buttons in the level's ``toolbar`` slot."""
        t = self.table
        if "toolbar" not in t.level.slots:
            return
        bar, n, gap = t.level["toolbar"], len(TOOLBAR), 8
        w = (bar.w - gap * (n - 1)) / n
        actions = {"undo": t.undo, "redo": t.redo, "hint": self.hints.ask, "help": self.show_help}
        enabled = {"undo": lambda: t.session.can_undo(), "redo": lambda: bool(t.session.redo_stack)}
        for i, key in enumerate(TOOLBAR):
            name = f"toolbar_{key}"
            if name not in t.level.slots:
                x = bar.x + i * (w + gap)
                t.level.slots[name] = Slot(name, x, bar.y, w, bar.h, "button")
        rows: dict[float, list[str]] = {}  # the tools side by side, row by row
        for key in TOOLBAR:
            rows.setdefault(round(t.level.slots[f"toolbar_{key}"].y), []).append(key)
        for keys in rows.values():
            keys.sort(key=lambda k: t.level.slots[f"toolbar_{k}"].x)
            slots = [t.level.slots[f"toolbar_{k}"] for k in keys]
            share_out(slots, [toolbar_label(k) for k in keys], t.vp.scale)
        for key in TOOLBAR:
            name = f"toolbar_{key}"
            t.add_button(name, toolbar_label(key), actions[key], enabled.get(key, lambda: True))

    def refresh(self) -> None:
        """The focus stops after a change of state: the game's targets and the buttons."""
        t = self.table
        t.on_state_changed()
        before = self.cursor.current
        cards = [] if self.replayer.on else t.targets()  # a replay's focus: its buttons alone
        self.cursor.set_targets(cards + [Target(b.name, b.rect) for b in self.buttons])
        if before is not None and self.cursor.current != before:
            t.refocus(before)

    def target_point(self, name: str) -> tuple[float, float] | None:
        """Where a click on ``name`` lands on what shows of it (a half-covered spot's
        free part): the point the focus cursor measures from."""
        rect = next((tg for tg in self.cursor.targets if tg.name == name), None)
        return rect.at if rect is not None else None

    def target_rect(self, name: str) -> pygame.Rect | None:
        """The screen rect of the focus target ``name`` (what shows of it)."""
        found = next((tg for tg in self.cursor.targets if tg.name == name), None)
        return found.rect if found is not None else None

    # --- links of the input chain ---------------------------------------------------------
    def fast_forward(self, event: pygame.event.Event) -> pygame.event.Event:
        """Input during an animation jumps it to its end, then is handled as usual."""
        if event.type in INTERACTIVE and self.table.timeline.busy:
            self.table.fast_forward()
        return event

    def mouse(self, event: pygame.event.Event) -> pygame.event.Event | None:
        p = self.pointer
        if event.type == pygame.WINDOWFOCUSLOST:
            p.cancel()
        elif event.type == pygame.MOUSEMOTION and not p.pressed:
            p.pos = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
            if event.button == 3:
                self.table.cancel_selection()
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            p.handle(event)
        else:
            return event
        return None

    def keys(self, event: pygame.event.Event) -> None:
        """The keys every game shares (see game.engine.input for the table), after the
        game's own (``on_key``)."""
        if event.type != pygame.KEYDOWN:
            return
        t = self.table
        action = KEYS.action(event)
        if t.on_key(action, event):
            return
        if action in ("left", "right", "up", "down"):
            self.cursor.move(action)
            self.say_focus()
        elif action in ("select", "act"):  # Enter chooses, Space acts: alike here
            self.cursor.visible = True
            self.activate(self.cursor.current)
        elif action == "back":
            if not t.cancel_selection():
                t.show_pause()
        elif action == "pause_menu":  # a controller's Start
            t.show_pause()
        elif action == "mute":
            t.say(_("Sound on") if t.app.toggle_sound() else _("Sound off"))
        elif action == "quit":
            t.app.quit()
        elif action in ("new", "restart", "give_up"):
            t.request(action)
        else:
            command = {"help": self.show_help, "hint": self.hints.ask, "undo": t.undo}
            command["redo"] = t.redo
            command["verdict"] = self.hints.ask_verdict
            if action in command:
                command[action]()

    def say_focus(self) -> None:
        """With speech on, the focused target's words (the table's ``focus_words``, which
        a game fills in), said at each move of the focus cursor, over what was being said;
        with speech off nothing is asked."""
        app, name = self.table.app, self.cursor.current
        if name is None or not getattr(app, "speaking", False):
            return
        words = self.table.focus_words(name)
        if words:
            app.speak(words)

    def activate(self, name: str | None) -> None:
        """A button's action, or the game's ``click`` on any other target."""
        for btn in self.buttons:
            if btn.name == name:
                if btn.enabled() or btn.explains:
                    self.table.app.play_sound("click")
                    btn.action()
                return
        self.table.click(name)

    def _on_click(self, name: str | None, pos) -> None:
        self.cursor.visible = False
        if name is not None:
            self.cursor.focus(name)
        self.activate(name)

    def _on_drop(self, src: str, dst: str | None, pos) -> None:
        self.cursor.visible = False
        self.table.drop(src, dst)
