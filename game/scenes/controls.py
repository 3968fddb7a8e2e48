"""Settings → Controls: every action a player can press, with its keys and its
controller buttons, each rebound by pressing the new one (issue 28), grouped by where
it acts: Everywhere (the shared table), then the menu, each game, the replay, the
help... (``game.engine.keymaps.layers()``; a row is named by its qualified name).

A row chosen (Enter, A or a click) waits for the next press: a key rebinds the
action's keys, a controller button its buttons; Esc (or the pad's B) cancels.
A key or button another action already has where the row's keys act (its own
layer, and the shared table under a screen's or game's layer) asks which of the two
keeps it (the confirmation overlay, its two buttons named after the two actions).
A change that would leave choosing or backing out with no key (the pad's pause
menu with no button) anywhere is refused, in the page's line (issue 46).
*Defaults* puts the table back as written. Every change is saved with the
settings at once (``keys`` and ``buttons``: only the actions changed) and in
force at once: the help's keys and the buttons' ``[K]`` hints read the table.
The list is longer than a small window: its pages turn with the page's own keys
(``game.keytables.CONTROLS``: PgUp/PgDn, Tab/Shift+Tab, the shoulders LB/RB), named
under the rows in the words of the device in use, and the arrows walk on from one page
to the next. Every action a layer binds a key or a button to has its row, a shared
action a game's layer binds too (a game's pad A acts there: ``<game>.act``).
"""

from __future__ import annotations

import pygame

from game import catalog, keytables
from game.engine import keymaps, paint, theme, ui
from game.engine.backdrop import shade
from game.engine.input import CONTROLS_KEYS, KEYS, LAST, Chord, Keymap, pad_label, spec_of
from game.engine.keymaps import bindings_of, use_bindings
from game.engine.scene import Scene
from game.engine.spoken import sentences
from game.i18n import _, pgettext
from game.rules import TITLES

BUTTON_ROWS = ("defaults", "back")


def shown(spec: str, pad: bool) -> str:
    """A key's binding text (a pad button's name) as the player reads it."""
    return pad_label(spec) if pad else Chord.parse(spec).label


def place(layer: str) -> str:
    """Where a keymap layer's own keys work, as the player reads it (a game's title for
    a game's layer)."""
    if layer in TITLES:
        return TITLES[layer]
    places = {
        "shared": pgettext("place", "everywhere"),
        "menu": pgettext("place", "the menu"),
        "stats": pgettext("place", "Statistics"),
        "help": pgettext("place", "the help"),
        "confirm": pgettext("place", "questions"),
        "field": pgettext("place", "text fields"),
        "replay": pgettext("place", "replays"),
        "result": pgettext("place", "result screens"),
        "controls": pgettext("place", "the Controls page"),
    }
    return places.get(layer, layer)


def group(layer: str) -> str:
    """A group's heading on the page: where its keys act, capitalised."""
    words = place(layer)
    return words[:1].upper() + words[1:]


def title(action: str) -> str:
    """The action as the player reads it (each read when drawn, in the language in force;
    a context of their own, since "Undo" here names an action, not a button). A layer's
    action comes by its qualified name (``"menu.hard"``); its title is the action's."""
    own = keymaps.own_title(action) if "." in action else None
    if own is not None:
        return own
    action = action.rpartition(".")[2]
    titles = {
        "left": pgettext("action", "Move left"),
        "right": pgettext("action", "Move right"),
        "up": pgettext("action", "Move up"),
        "down": pgettext("action", "Move down"),
        "select": pgettext("action", "Choose"),
        "act": pgettext("action", "Act on the focus"),
        "back": pgettext("action", "Back / pause"),
        "undo": pgettext("action", "Undo"),
        "redo": pgettext("action", "Redo"),
        "hint": pgettext("action", "Hint"),
        "new": pgettext("action", "New deal"),
        "restart": pgettext("action", "Restart the deal"),
        "give_up": pgettext("action", "Give up"),
        "verdict": pgettext("action", "Winnable?"),
        "help": pgettext("action", "Help"),
        "demo": pgettext("action", "Demo"),
        "tutorial": pgettext("action", "Tutorial"),
        "mute": pgettext("action", "Sound on/off"),
        "fullscreen": pgettext("action", "Full screen"),
        "quit": pgettext("action", "Quit"),
        "pause_menu": pgettext("action", "Pause menu"),
        "where_am_i": pgettext("action", "Where am I (speech)"),
        "read_table": pgettext("action", "Read the table (speech)"),
        "read_status": pgettext("action", "Read the status (speech)"),
        "repeat_speech": pgettext("action", "Say it again (speech)"),
        "previous_page": pgettext("action", "Previous page"),
        "next_page": pgettext("action", "Next page"),
        # the screens' own (a game's layer names its own actions: keytables.Layer.titles)
        "hard": pgettext("action", "Hard mode"),
        "deal_number": pgettext("action", "Deal number"),
        "open_code": pgettext("action", "Open a code"),
        "discard": pgettext("action", "Throw the saved game away"),
        "pause": pgettext("action", "Pause / play"),
        "step_back": pgettext("action", "Step back"),
        "step_forward": pgettext("action", "Step forward"),
        "to_start": pgettext("action", "To the start"),
        "to_end": pgettext("action", "To the end"),
        "copy_code": pgettext("action", "Copy the code"),
        "watch": pgettext("action", "Watch the deal again"),
        "full_rules": pgettext("action", "Full rules"),
        "browser": pgettext("action", "Open in the browser"),
        "page_down": pgettext("action", "Page down"),
        "page_up": pgettext("action", "Page up"),
        "top": pgettext("action", "To the top"),
        "bottom": pgettext("action", "To the bottom"),
        "yes": pgettext("action", "Yes"),
        "no": pgettext("action", "No"),
        "erase": pgettext("action", "Erase"),
        "next": pgettext("action", "Next field"),
        "paste": pgettext("action", "Paste"),
        "digit_up": pgettext("action", "Digit up"),
        "digit_down": pgettext("action", "Digit down"),
        "digit_left": pgettext("action", "Digit to the left"),
        "digit_right": pgettext("action", "Digit to the right"),
    }
    return titles.get(action, action)


class ControlsScene(Scene):
    """The Controls page over the settings; see the module's docstring."""

    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        # every row by its qualified name, and the layer it rebinds
        self.rows = [(layer, keymaps.qualified(layer, a)) for layer, a in keymaps.rows()]
        self.actions = [name for _layer, name in self.rows]
        self.focus = 0
        self.waiting: str | None = None  # the action whose new key is awaited
        self.pending: tuple[str, str, bool] | None = None  # (action, key/button, is pad)
        self.line = ""
        self.layout()

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.app.size
        s = self.scale = ui.overlay_scale((w, h))
        # never narrower than 720 (the smallest window's 800 less a margin): the keys of a
        # row and its buttons keep their columns in a longer language
        self.box = pygame.Rect(0, 0, min(max(ui.px(900, s), 720), w - 20), h - 20)
        self.box.center = (w // 2, h // 2)
        self.top = self.box.y + ui.px(120, s)
        # the buttons, their focus ring's reach and the page line
        foot = ui.px(70, s) + ui.ring_reach() + max(ui.MIN_TEXT, ui.px(26, s))
        room = self.box.bottom - foot - self.top
        # rows as tall as the design's where they all fit, never below a readable height
        lines = len(self.actions) + len(keymaps.layers())  # the rows and the groups' headings
        self.row_h = max(22, ui.px(28, s), min(ui.px(38, s), room // lines))
        self.per_page = max(3, room // self.row_h)
        self.paged = self.paginate()
        bw, bh = ui.px(240, s), ui.px(46, s)
        y = self.box.bottom - ui.px(14, s) - bh
        self.buttons = [
            pygame.Rect(self.box.centerx - bw - ui.px(10, s), y, bw, bh),
            pygame.Rect(self.box.centerx + ui.px(10, s), y, bw, bh),
        ]

    def paginate(self) -> list[list[tuple[Keymap, int | None]]]:
        """The pages' lines: (layer, None) a group's heading (again atop a page its group
        runs on to), (layer, i) the row of action i; ``per_page`` lines a page."""
        pages: list[list[tuple[Keymap, int | None]]] = [[]]
        for i, (layer, _name) in enumerate(self.rows):
            page = pages[-1]
            if len(page) + (2 if not page or page[-1][0] is not layer else 1) > self.per_page:
                page = []
                pages.append(page)
            if not page or page[-1][0] is not layer:
                page.append((layer, None))
            page.append((layer, i))
        return pages

    def resize(self, size) -> None:
        self.layout()

    @property
    def page(self) -> int:
        """The page shown: the focused row's (the last for the buttons below the rows)."""
        row = min(self.focus, len(self.actions) - 1)
        return next(n for n, lines in enumerate(self.paged) if (self.rows[row][0], row) in lines)

    @property
    def pages(self) -> int:
        return len(self.paged)

    def lines(self) -> list[tuple[Keymap, int | None, pygame.Rect]]:
        """(layer, row index or None for a heading, rect) of the focus's page's lines."""
        x, width = self.box.x + 20, self.box.w - 40
        return [
            (layer, i, pygame.Rect(x, self.top + n * self.row_h, width, self.row_h - 4))
            for n, (layer, i) in enumerate(self.paged[self.page])
        ]

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(index, rect) of the action rows on the focus's page."""
        return [(i, r) for _layer, i, r in self.lines() if i is not None]

    # --- what a row says ------------------------------------------------------------------
    @staticmethod
    def keys_of(name: str) -> str:
        """A row's keys (``name`` qualified), as the player reads them."""
        layer, action = keymaps.resolve(name) or (KEYS, name)
        return ", ".join(c.label for c in layer.keys(action)) or "—"

    @staticmethod
    def buttons_of(name: str) -> str:
        layer, action = keymaps.resolve(name) or (KEYS, name)
        return ", ".join(pad_label(b) for b in layer.buttons(action)) or "—"

    # --- said aloud (speech on) -------------------------------------------------------------
    def spoken_screen(self) -> str:
        line = self.line or _("Choose a row, then press its new key or button")
        return sentences([_("Controls"), line, *self.spoken_focus()[1:]])

    def spoken_focus(self) -> list[str]:
        """The page's line (said as it changes: a key waited for, a key taken or refused)
        and the focused row: where it acts, the action, its keys and buttons."""
        if self.focus >= len(self.actions):
            button = BUTTON_ROWS[self.focus - len(self.actions)]
            return [self.line, _("Defaults") if button == "defaults" else _("Back")]
        layer, name = self.rows[self.focus]
        row = _("{place}: {action}; keys {keys}; controller {buttons}").format(
            place=group(layer.name), action=title(name), keys=self.keys_of(name),
            buttons=self.buttons_of(name),
        )  # fmt: skip
        return [self.line, row]

    # --- input ----------------------------------------------------------------------------
    @property
    def capturing(self) -> bool:
        """A row waits for its key: every key is the answer (the app's F11 too)."""
        return self.waiting is not None

    def handle_event(self, event) -> None:
        if self.waiting is not None and event.type == pygame.KEYDOWN:
            self.take(event)
        elif event.type == pygame.KEYDOWN:
            self.on_action(CONTROLS_KEYS.action(event))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)

    def on_action(self, action: str | None) -> None:
        n = len(self.actions) + len(BUTTON_ROWS)
        if action == "up":
            self.focus = (self.focus - 1) % n
        elif action == "down":
            self.focus = (self.focus + 1) % n
        elif action in ("left", "right") and self.focus >= len(self.actions):
            self.focus = len(self.actions) + (self.focus - len(self.actions) + 1) % 2
        elif action in ("next_page", "previous_page"):
            step = 1 if action == "next_page" else -1
            page = (self.page + step) % self.pages
            self.focus = next(i for _layer, i in self.paged[page] if i is not None)
        elif action in ("select", "act"):
            self.choose()
        elif action == "back":
            self.close()

    def click(self, pos) -> None:
        for i, r in self.row_rects():
            if r.collidepoint(pos):
                self.focus = i
                self.choose()
                return
        for k, r in enumerate(self.buttons):
            if r.collidepoint(pos):
                self.focus = len(self.actions) + k
                self.choose()

    def choose(self) -> None:
        self.app.play_sound("click")
        if self.focus < len(self.actions):
            self.waiting = self.actions[self.focus]
            cancel = KEYS.label("back") if LAST.pad else Chord.parse("escape").label
            self.line = _("Press a new key or button for “{action}” ({cancel} cancels)").format(
                action=title(self.waiting), cancel=cancel
            )
        elif BUTTON_ROWS[self.focus - len(self.actions)] == "defaults":
            self.defaults()
        else:
            self.close()

    def close(self) -> None:
        self.manager.pop()

    def take(self, event) -> None:
        """The press a row waits for: a key rebinds the keys, a pad button the buttons."""
        action, self.waiting = self.waiting, None
        button = getattr(event, "pad", None)
        if button in KEYS.buttons("back") and action != "back" or spec_of(event) == "escape":
            self.line = _("Nothing changed")
            return
        spec = button or spec_of(event)
        if spec is None:
            self.line = _("That key cannot be bound; choose another")
            self.app.play_sound("error")
            return
        if self.refused(action, spec, bool(button)):
            return
        layer, name = keymaps.resolve(action) or (KEYS, action)
        found = keymaps.owner(layer, spec, bool(button))
        if found is not None and found != (layer, name):
            self.ask_who_keeps(action, spec, bool(button), keymaps.qualified(*found))
        else:
            self.rebind(action, spec, bool(button))

    def refused(self, name: str, spec: str, pad: bool) -> bool:
        """Would ``name`` (qualified) taking ``spec`` leave choosing or backing out with no
        key, or the pad's pause menu with no button, somewhere they had one? Then it is
        refused, said in the page's line, and nothing changes (the settings file's door
        refuses the same: ``game.keytables.lost``)."""
        bindings = bindings_of()[1 if pad else 0]
        gone = keytables.lost(bindings, name, [spec], pad, catalog.key_layers())
        if gone is None:
            return False
        needed, layer = gone
        if layer == keytables.SHARED.name:
            said = (
                _("“{action}” would have no button left: nothing changed")
                if pad
                else _("“{action}” would have no key left: nothing changed")
            )
        else:
            said = (
                _("“{action}” would have no button left in {place}: nothing changed")
                if pad
                else _("“{action}” would have no key left in {place}: nothing changed")
            )
        self.line = said.format(action=title(needed), place=place(layer))
        self.app.play_sound("error")
        return True

    def ask_who_keeps(self, action: str, spec: str, pad: bool, other: str) -> None:
        """The key (button) is ``other``'s (qualified): a question whose Yes is the new
        action's name and No the old one's; ``resume`` acts on the answer."""
        self.pending = (action, spec, pad)
        question = _("{key} already means “{other}”. Which action keeps it?").format(
            key=shown(spec, pad), other=title(other)
        )
        self.manager.push(
            "confirm",
            question=question,
            choice=action,
            title=_("Already in use"),
            yes=title(action),
            no=title(other),
        )

    def resume(self, choice=None) -> None:
        """The answer to "which action keeps it": the new one takes it, or nothing changes."""
        pending, self.pending = self.pending, None
        if pending is None:
            return
        if choice is None:
            self.line = _("Nothing changed")
            return
        self.rebind(*pending)

    def rebind(self, name: str, spec: str, pad: bool) -> None:
        """The row ``name`` (qualified) takes the key (button) ``spec``, in its layer."""
        if self.refused(name, spec, pad):
            return
        layer, action = keymaps.resolve(name) or (KEYS, name)
        if pad:
            layer.rebind_buttons(action, [spec])
        else:
            layer.rebind(action, [spec])
        self.save()
        self.line = _("“{action}” is now {key}").format(
            action=title(name), key=self.buttons_of(name) if pad else self.keys_of(name)
        )
        if layer is not KEYS:
            self.told_elsewhere(layer, action, spec, pad)
            return
        places = [place(m.name) for m in KEYS.shadowed(spec, action, pad)]
        if places:  # a screen's own keys win there: said, so the player is not surprised
            self.line = _(
                "“{action}” is now {key}, but {key} keeps its own meaning in: {places}"
            ).format(
                action=title(action),
                key=shown(spec, pad),
                places=", ".join(dict.fromkeys(places)),
            )

    def told_elsewhere(self, layer: Keymap, action: str, spec: str, pad: bool) -> None:
        """A layer's action took a key the shared table has: there it is the layer's,
        elsewhere still the shared action's (said)."""
        other = KEYS.pad.get(spec) if pad else KEYS.owner(spec)
        if other is None or other == action:
            return
        self.line = _(
            "“{action}” is now {key} in {place}; elsewhere {key} still means “{other}”"
        ).format(
            action=title(keymaps.qualified(layer, action)),
            key=shown(spec, pad),
            place=place(layer.name),
            other=title(other),
        )

    def defaults(self) -> None:
        use_bindings({}, {})
        self.save()
        self.line = _("Every key and button is back as it was")

    def save(self) -> None:
        keys, buttons = bindings_of()
        self.app.settings.set("keys", keys)
        self.app.settings.set("buttons", buttons)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        shade(surface, theme.current().veil(190))
        ui.panel(surface, self.box, 255, ui.px(20, s))  # Settings' rows must not show through
        inner = self.box.w - ui.px(40, s)
        heading = _("Controls")
        size = ui.fit_size(heading, ui.px(46, s, ui.MIN_TEXT), inner, bold=True)
        at = (self.box.centerx, self.box.y + ui.px(36, s))
        ui.blit_text(surface, heading, size, at, ui.GOLD, "center", bold=True)
        line = self.line or _("Choose a row, then press its new key or button")
        size = ui.fit_size(line, ui.px(22, s, ui.MIN_TEXT), inner)
        at = (self.box.centerx, self.box.y + ui.px(70, s))
        ui.blit_text(surface, line, size, at, ui.INK, "midtop")
        self.draw_rows(surface)
        self.draw_buttons(surface)

    def draw_rows(self, surface: pygame.Surface) -> None:
        s = self.scale
        cols = (0.0, 0.46, 0.74)  # the action, its keys, its buttons: shares of the row
        head = (_("Action"), _("Keys"), _("Controller"))
        size = ui.px(20, s, ui.MIN_TEXT)
        y = self.top - ui.px(24, s)
        x, width = self.box.x + 28, self.box.w - 56
        for share, words in zip(cols, head, strict=True):
            ui.blit_text(surface, words, size, (x + int(share * width), y), ui.DIM, "topleft")
        for layer, i, r in self.lines():
            if i is None:  # a group's heading: where the rows under it act
                words = group(layer.name)
                px = ui.fitting_size(words, min(ui.px(24, s), int(r.h * 0.7)), r.w - 16)
                ui.blit_text(surface, words, px, (x, r.centery), ui.GOLD, "midleft", bold=True)
                continue
            focused = i == self.focus
            colour = theme.BUTTON_LIT if focused else theme.CHIP
            paint.rect(surface, colour, r, border_radius=6)
            action = self.actions[i]
            waiting = action == self.waiting
            cells = (title(action), "…" if waiting else self.keys_of(action))
            cells += ("…" if waiting else self.buttons_of(action),)
            for k, (share, words) in enumerate(zip(cols, cells, strict=True)):
                room = int(((cols + (1.0,))[k + 1] - share) * width) - 8
                px = ui.fitting_size(words, min(ui.px(24, s), int(r.h * 0.7)), room)
                at = (x + int(share * width), r.centery)
                ui.blit_text(surface, words, px, at, ui.INK, "midleft", exact=True)
            if focused:  # inside the row where the rows lie too close for it round them
                ui.focus_ring(surface, r, 6, room=ui.row_gap([rr for _l, _i, rr in self.lines()]))
        if self.pages > 1:
            words = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)
            turn = CONTROLS_KEYS.pair("previous_page", "next_page")  # the device's: keys or LB/RB
            if turn:
                words += f"  [{turn}]"
            at = (self.box.centerx, self.buttons[0].top - ui.ring_reach() - ui.px(2, s))
            ui.blit_text(surface, words, size, at, ui.DIM, "midbottom")

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for k, (name, r) in enumerate(zip(BUTTON_ROWS, self.buttons, strict=True)):
            label = _("Defaults") if name == "defaults" else _("Back")
            button = ui.Button(name, label, r, lambda: None)
            button.draw(surface, focused=self.focus == len(self.actions) + k)
