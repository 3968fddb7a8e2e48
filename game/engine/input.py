"""Mouse and keyboard turned into the named actions the scenes understand.

One table (``KEYS``) says which key means which action, for every scene; a
scene whose keys differ layers its own small map on top (``KEYS.layer(...)``:
Zoomer's D draws where the shared table walks right, the Deal # field's
Backspace erases where elsewhere it backs out). Scenes ask ``keys.action(event)``
and handle the action and the pointer's position, never a key code, so the help
screen, the buttons' ``[K]`` hints and the scenes agree on one table, and a
gamepad or a player's own bindings (issue 28) change the table, not the scenes.

Bindings are written as text (``"ctrl+z"``, ``"keypad enter"``, ``"f11"``, ``"?"``)
so a settings file can hold them: ``rebind`` replaces an action's keys. A press
with Ctrl or Shift held that no binding names with them means what the bare key
means (Ctrl+H still hints), and a binding of one punctuation mark matches the
character typed (``?`` and ``#`` sit on different keys on different keyboards).

The mouse becomes click / drag / drop (``Pointer``), its other buttons and wheel
named actions (``MOUSE``), and a focus cursor walks the table's slots by geometry,
so every game is playable from the keyboard without per-game navigation code.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from game import keytables as tables
from game.i18n import NP_, _, npgettext, pgettext
from game.keytables import KEY_NAMES, PAD_LABELS, read_spec

# what a binding may call a key (game.keytables' names) as pygame's key codes, and what
# the player reads for it
_NAMES: dict[str, int] = {name: getattr(pygame, f"K_{sdl}") for name, sdl in KEY_NAMES.items()}
# the keys' names, in the player's language where shown (``Chord.label``: "Влево",
# "Пробел"); the rest is a letter or an F-key upper-cased, or a keypad figure
_LABELS = {
    # TRANSLATORS: a keyboard key's name, as shown beside what it does ("Left: move")
    "up": NP_("key", "Up"),
    "down": NP_("key", "Down"),
    "left": NP_("key", "Left"),
    "right": NP_("key", "Right"),
    "enter": NP_("key", "Enter"),
    "keypad enter": NP_("key", "Enter"),
    "space": NP_("key", "Space"),
    "escape": NP_("key", "Esc"),
    "backspace": NP_("key", "Backspace"),
    "delete": NP_("key", "Del"),
    "tab": NP_("key", "Tab"),
    "home": NP_("key", "Home"),
    "end": NP_("key", "End"),
    "page up": NP_("key", "PgUp"),
    "page down": NP_("key", "PgDn"),
}


def key_name(name: str) -> str:
    """What the player reads for the key a binding calls ``name`` ("left", "f1", "q",
    "keypad 1"), in the player's language."""
    if name in _LABELS:
        return pgettext("key", _LABELS[name])
    if name.startswith("keypad "):
        # TRANSLATORS: a figure key of the keyboard's keypad ("Keypad 1")
        return pgettext("key", "Keypad {digit}").format(digit=name.rpartition(" ")[2])
    return name.upper()


def pad_label(button: str) -> str:
    """What the player reads for a controller's button: the letters printed on the pad
    as they are (never looked up: "Back" is a button's name, not the word), the D-pad's
    directions in the player's language."""
    label = PAD_LABELS[button]
    return _(label) if button.startswith("dpad") else label


class LastInput:
    """Which device the player used last: the app's event loop sets ``pad`` at each
    key or controller press, and the labels on screen follow it (a pad's buttons after a
    pad press, the keys after a key)."""

    pad: bool = False


LAST = LastInput()


def key_words_state() -> tuple[bool, int]:
    """What every word naming a key depends on: the device in use and the bindings (how
    many times a key was bound). A picture kept with such words in it (a table's painted
    felt) is painted again when this changes."""
    return LAST.pad, _CHANGES[0]


def pad_press(button: str) -> pygame.event.Event:
    """The KEYDOWN a controller's ``button`` becomes: every scene already reads KEYDOWNs
    through its keymap, which looks the button up in its pad table (``pad`` names it;
    no key code, no text)."""
    return pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode="", scancode=0, pad=button)


def spec_of(event: pygame.event.Event) -> str | None:
    """The binding text for the key a KEYDOWN pressed (``"ctrl+j"``, ``"f5"``, ``";"``),
    or None for a key no binding can name: how the Controls page learns a new key."""
    if event.type != pygame.KEYDOWN or getattr(event, "pad", None):
        return None
    mod = getattr(event, "mod", 0)
    name = next((n for n, c in _NAMES.items() if c == event.key), None)
    if name is not None:
        mods = [m for m, k in (("ctrl", pygame.KMOD_CTRL), ("shift", pygame.KMOD_SHIFT)) if mod & k]
        return "+".join([*mods, name])
    text = typed(event)
    if len(text) == 1 and text.isprintable() and not text.isalnum() and not text.isspace():
        return text
    return None


@dataclass(frozen=True)
class Chord:
    """One binding's key: a key code with Ctrl and Shift, or a character typed."""

    code: int = 0
    ctrl: bool = False
    shift: bool = False
    text: str = ""

    @classmethod
    def parse(cls, spec: str) -> Chord:
        """``"ctrl+z"``, ``"shift+tab"``, ``"keypad enter"``, ``"f1"``, ``"?"``.

        Remembered: every button's key hint looks its keys up each frame it is drawn."""
        return _parse(spec) if cls is Chord else cls._read(spec)

    @classmethod
    def _read(cls, spec: str) -> Chord:
        mods, name, text = read_spec(spec)  # ValueError for a key no binding knows
        if text:
            return cls(text=text)
        return cls(_NAMES[name], "ctrl" in mods, "shift" in mods)

    @property
    def label(self) -> str:
        """What the help screen and a button's hint call it: ``Ctrl+Z``, ``Esc``, ``?``."""
        if self.text:
            return self.text
        name = next(n for n, c in _NAMES.items() if c == self.code)
        base = key_name(name)
        return "".join(("Ctrl+" if self.ctrl else "", "Shift+" if self.shift else "", base))


_CHANGES = [0]  # how many times any keymap has bound a key


@functools.lru_cache(maxsize=1024)
def _parse(spec: str) -> Chord:
    return Chord._read(spec)


def chords(event: pygame.event.Event) -> list[Chord]:
    """What a KEYDOWN can mean, most particular first: the key with the modifiers
    held, with Ctrl only, then bare."""
    mod = getattr(event, "mod", 0)
    ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
    out = [Chord(event.key, ctrl, shift)]
    if shift:
        out.append(Chord(event.key, ctrl, False))
    if ctrl:
        out.append(Chord(event.key, False, False))
    return out


def ctrl(event: pygame.event.Event) -> bool:
    """Is Ctrl held with this key (the standard shortcuts)?"""
    return bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)


def typed(event: pygame.event.Event) -> str:
    """The character a KEYDOWN typed ('' for none): text fields take text, not actions."""
    return getattr(event, "unicode", "") or ""


class Keymap:
    """Keys to actions, over a base map: a binding here wins over the base's for the
    same key (``None`` unbinds it here). Rebinding the shared table reaches every
    layer over it, since layers look their base up at each press."""

    def __init__(
        self,
        bindings: Mapping[str, str | None],
        base: Keymap | None = None,
        name: str = "",
        pad: Mapping[str, str | None] | None = None,
    ) -> None:
        self.name = name
        self.base = base
        self.layers: list[Keymap] = []  # the maps built over this one (the scenes' own)
        self.defaults = (dict(bindings), dict(pad or {}))  # what Defaults restores
        self.reset()

    def reset(self) -> None:
        """Every key and button as this map was written (the Controls page's Defaults)."""
        self.bindings: dict[Chord, str | None] = {}
        self.order: list[tuple[str, str | None]] = []  # as written: the help's order
        self.pad: dict[str, str | None] = {}  # controller buttons (PAD_LABELS' names)
        keys, pad = self.defaults
        for spec, action in keys.items():
            self.bind(spec, action)
        for button, action in pad.items():
            self.bind_button(button, action)

    def bind_button(self, button: str, action: str | None) -> None:
        """The controller's ``button`` means ``action`` here from now on."""
        if button not in PAD_LABELS:
            raise ValueError(f"no controller button called {button!r}")
        self.pad.pop(button, None)
        self.pad[button] = action

    def rebind_buttons(self, action: str, buttons: Iterable[str]) -> None:
        """``action`` is pressed with ``buttons`` instead of those it had (in this map)."""
        for button, act in list(self.pad.items()):
            if act == action:
                del self.pad[button]
        for button in buttons:
            self.bind_button(button, action)

    def bind(self, spec: str, action: str | None) -> None:
        _CHANGES[0] += 1  # every layer's remembered keys() are stale
        """``spec`` means ``action`` here from now on."""
        chord = Chord.parse(spec)
        self.bindings[chord] = action
        self.order = [(s, a) for s, a in self.order if Chord.parse(s) != chord]
        self.order.append((spec, action))

    def rebind(self, action: str, specs: Iterable[str]) -> None:
        """``action`` is pressed with ``specs`` instead of the keys it had (in this map;
        the keys it had here mean nothing more)."""
        _CHANGES[0] += 1
        for spec, act in list(self.order):
            if act == action:
                self.bindings.pop(Chord.parse(spec), None)
                self.order.remove((spec, act))
        for spec in specs:
            self.bind(spec, action)

    def layer(
        self,
        bindings: Mapping[str, str | None],
        name: str = "",
        pad: Mapping[str, str | None] | None = None,
    ) -> Keymap:
        """A scene's own keys (and controller buttons) over this map."""
        made = Keymap(bindings, base=self, name=name, pad=pad)
        self.layers.append(made)
        return made

    def over(self, table: tables.Layer) -> Keymap:
        """The layer ``table`` (as game.keytables writes it) over this map."""
        return self.layer(table.keys, name=table.name, pad=table.pad)

    def shadowed(self, spec: str, action: str, pad: bool = False) -> list[Keymap]:
        """The layers over this map where the key (button) ``spec`` means something other
        than ``action``: there it keeps that meaning, whatever this map binds it to."""
        out = []
        for m in self.layers:
            means = m.pad.get(spec) if pad else m.bindings.get(Chord.parse(spec))
            if means is not None and means != action:
                out.append(m)
        return out

    def _maps(self) -> list[Keymap]:
        out, m = [], self
        while m is not None:
            out.append(m)
            m = m.base
        return out

    def action(self, event: pygame.event.Event) -> str | None:
        """The action a KEYDOWN means here (None for other events and unbound keys)."""
        if event.type != pygame.KEYDOWN:
            return None
        maps = self._maps()
        button = getattr(event, "pad", None)
        if button:  # a controller's press (pad_press): its pad table, layer by layer
            return next((m.pad[button] for m in maps if button in m.pad), None)
        held = chords(event)
        for chord in held[:1]:  # the key exactly as pressed, in every layer
            for m in maps:
                if chord in m.bindings:
                    return m.bindings[chord]
        text = typed(event)
        if text and not held[0].ctrl:
            for m in maps:
                if Chord(text=text) in m.bindings:
                    return m.bindings[Chord(text=text)]
        for chord in held[1:]:  # then with fewer modifiers
            for m in maps:
                if chord in m.bindings:
                    return m.bindings[chord]
        return None

    def keys(self, action: str) -> list[Chord]:
        """Every key that means ``action`` here, this layer's first, as written
        (remembered until any map binds a key: each button's hint asks every frame)."""
        memo = self.__dict__.setdefault("_keys", {})
        known = memo.get(action)
        if known is not None and known[0] == _CHANGES[0]:
            return list(known[1])
        out = self._find_keys(action)
        memo[action] = (_CHANGES[0], out)
        return list(out)

    def _find_keys(self, action: str) -> list[Chord]:
        out: list[Chord] = []
        shadowed: set[Chord] = set()
        for m in self._maps():
            for spec, act in m.order:
                chord = Chord.parse(spec)
                if chord in shadowed:
                    continue
                shadowed.add(chord)
                if act == action and chord.label not in [c.label for c in out]:
                    out.append(chord)
        return out

    def buttons(self, action: str) -> list[str]:
        """Every controller button that means ``action`` here, this layer's first."""
        out: list[str] = []
        shadowed: set[str] = set()
        for m in self._maps():
            for button, act in m.pad.items():
                if button not in shadowed and act == action:
                    out.append(button)
                shadowed.add(button)
        return out

    def actions(self) -> list[str]:
        """The actions this map itself binds, in the order written (the Controls page's rows)."""
        keys, pad = self.defaults
        out = [a for a in [*keys.values(), *pad.values()] if a is not None]
        return list(dict.fromkeys(out))

    def owner(self, spec: str) -> str | None:
        """The action the key ``spec`` (its binding text) means in this map itself."""
        return self.bindings.get(Chord.parse(spec))

    def label(self, action: str, most: int = 1, joiner: str | None = None) -> str:
        """What a player presses for ``action``: ``"H"``, ``"Ctrl+Z or U"`` (``most`` keys,
        joined by the language's "or" unless ``joiner`` says otherwise), or the
        controller's buttons (``"X"``) when a controller was the last input and one is
        bound to it (else ``"Key B"``: B is a pad's button too)."""
        # TRANSLATORS: between two keys that do the same ("Ctrl+Z or U")
        joiner = _(" or ") if joiner is None else joiner
        if LAST.pad and self.buttons(action):
            return joiner.join(pad_label(b) for b in self.buttons(action)[:most])
        keys = [c.label for c in self.keys(action)[:most]]
        if LAST.pad and keys:  # no button for it: the keyboard's keys, said to be keys
            # (B is a button too), in one phrase: "Keys Ctrl+N or N", not "Key … or Key N"
            # TRANSLATORS: keyboard keys named where the pad's buttons are named ("Key B",
            # "Keys Ctrl+N or N"); {keys} is the keys joined
            said = npgettext("keyboard", "Key {keys}", "Keys {keys}", len(keys))
            return said.format(keys=joiner.join(keys))
        return joiner.join(keys)

    def key_label(self, action: str) -> str:
        """The shortest key for ``action`` (``"N"`` rather than ``"Ctrl+N"``), whatever
        device was last: what the Controls page lists."""
        labels = [c.label for c in self.keys(action)]
        return min(labels, key=len) if labels else ""

    def pair(self, first: str, second: str) -> str:
        """Two actions' keys joined as one ("Left/Right", "PgUp/PgDn"), each part the
        first key as written and named in the player's language, or the controller's
        buttons ("LB/RB") when a controller was the last input; "" when either has none
        on the device in use (no half a pair)."""
        if LAST.pad:
            parts = [self.buttons(a)[:1] for a in (first, second)]
            return "/".join(pad_label(b[0]) for b in parts) if all(parts) else ""
        keys = [self.keys(a)[:1] for a in (first, second)]
        return "/".join(k[0].label for k in keys) if all(keys) else ""

    def hint(self, action: str, pad: str | None = None) -> KeyHint:
        """A button's ``[K]`` hint for ``action``, read when drawn: the shortest key, or
        the controller's button after a controller press, none when no button is bound
        to it (a pad player presses the focused button), so rebinding and a change of
        device show at the next frame. ``pad`` names another action whose button does
        the same (the Menu button: Esc on the keyboard, Start on a pad)."""
        return KeyHint(self, action, pad)


@dataclass(frozen=True)
class KeyHint:
    """What a button's ``[K]`` names: an action of a map, so what the label promises can be
    checked against what the key does (tests/test_button_keys.py presses it)."""

    keymap: Keymap
    action: str
    pad: str | None = None

    def __call__(self) -> str:
        if LAST.pad:
            buttons = self.keymap.buttons(self.pad or self.action)
            return pad_label(buttons[0]) if buttons else ""
        return self.keymap.key_label(self.action)


# The shared table, and the screens' own layers over it (the games' are in
# game.engine.keymaps): built from game.keytables, where they are written.
KEYS = Keymap(tables.SHARED.keys, name=tables.SHARED.name, pad=tables.SHARED.pad)

MENU_KEYS = KEYS.over(tables.MENU)
STATS_KEYS = KEYS.over(tables.STATS)
HELP_KEYS = KEYS.over(tables.HELP)
CONFIRM_KEYS = KEYS.over(tables.CONFIRM)
FIELD_KEYS = KEYS.over(tables.FIELD)
REPLAY_KEYS = KEYS.over(tables.REPLAY)
CONTROLS_KEYS = KEYS.over(tables.CONTROLS)

# mouse buttons other than the left one (which the Pointer turns into click and drag)
MOUSE: dict[int, str] = {3: "cancel"}
WHEEL = {1: "up", -1: "down"}


def mouse_action(event: pygame.event.Event) -> str | None:
    """The action a mouse button press or a wheel turn means (None for the left button:
    the Pointer's)."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return MOUSE.get(event.button)
    if event.type == pygame.MOUSEWHEEL:
        return WHEEL.get((event.y > 0) - (event.y < 0))
    return None


DIRS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass
class Target:
    """Something the cursor can rest on: a name and its screen rect. ``point`` is where
    the arrows measure from and to (the rect's centre unless given): for a card half
    under others, the middle of the part that shows."""

    name: str
    rect: pygame.Rect
    point: tuple[float, float] | None = None

    @property
    def at(self) -> tuple[float, float]:
        return self.point if self.point is not None else self.rect.center


class FocusCursor:
    """A keyboard cursor over named targets, moved by arrows to the nearest in that direction."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.index = 0
        self.visible = False

    def set_targets(self, targets: Sequence[Target]) -> None:
        current = self.current
        self.targets = list(targets)
        names = [t.name for t in self.targets]
        self.index = names.index(current) if current in names else 0

    @property
    def current(self) -> str | None:
        if not self.targets:
            return None
        return self.targets[min(self.index, len(self.targets) - 1)].name

    def focus(self, name: str) -> None:
        for i, t in enumerate(self.targets):
            if t.name == name:
                self.index = i
                return

    def move(
        self, direction: str, among: Collection[str] | None = None, wrap: bool = True
    ) -> str | None:
        """Go to the nearest target whose point lies in ``direction``; with ``wrap``, when
        there is none, to the farthest on the opposite side. ``among`` limits the
        candidates (a table first walks its own stops before the buttons round it).
        Returns the new focus, or None when nothing qualified (the focus stays)."""
        self.visible = True
        if not self.targets:
            return None
        dx, dy = DIRS[direction]
        here = self.targets[min(self.index, len(self.targets) - 1)].at
        best, best_cost = None, float("inf")
        for i, t in enumerate(self.targets):
            if i == self.index or (among is not None and t.name not in among):
                continue
            vx, vy = t.at[0] - here[0], t.at[1] - here[1]
            along = vx * dx + vy * dy
            if along <= 4:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            cost = along + across * 2.5
            if cost < best_cost:
                best, best_cost = i, cost
        if best is None and wrap:  # wrap: the farthest target on the same line, opposite side
            for i, t in enumerate(self.targets):
                if among is not None and t.name not in among:
                    continue
                vx, vy = t.at[0] - here[0], t.at[1] - here[1]
                along = -(vx * dx + vy * dy)
                across = abs(vx * dy) + abs(vy * dx)
                if along > 4:
                    cost = -along + across * 2.5
                    if cost < best_cost:
                        best, best_cost = i, cost
        if best is None:
            return None
        self.index = best
        return self.current

    def rect(self) -> pygame.Rect | None:
        if not self.targets:
            return None
        return self.targets[min(self.index, len(self.targets) - 1)].rect


class Pointer:
    """Turns mouse buttons and motion into click, drag-start, drag and drop.

    A press that moves less than a few pixels before release is a click; more
    is a drag of whatever was under the press.
    """

    THRESHOLD = 6

    def __init__(
        self,
        pick: Callable[[tuple[int, int]], str | None],
        on_click: Callable[[str | None, tuple[int, int]], None],
        on_drop: Callable[[str, str | None, tuple[int, int]], None],
        can_drag: Callable[[str], bool] = lambda name: True,
    ) -> None:
        self.pick = pick
        self.on_click = on_click
        self.on_drop = on_drop
        self.can_drag = can_drag
        self.pressed: str | None = None
        self.press_pos = (0, 0)
        self.dragging = False
        self.pos = (0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True when the event was a mouse event it used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.pick(event.pos)
            self.press_pos = self.pos = event.pos
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self.pressed is not None and not self.dragging:
                dx = event.pos[0] - self.press_pos[0]
                dy = event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy > self.THRESHOLD**2 and self.can_drag(self.pressed):
                    self.dragging = True
            return self.dragging
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pos = event.pos
            pressed, dragging = self.pressed, self.dragging
            self.pressed, self.dragging = None, False
            if dragging and pressed is not None:
                self.on_drop(pressed, self.pick(event.pos), event.pos)
            else:
                self.on_click(self.pick(event.pos), event.pos)
            return True
        return False

    def cancel(self) -> None:
        self.pressed, self.dragging = None, False

    @property
    def drag_offset(self) -> tuple[int, int]:
        return (self.pos[0] - self.press_pos[0], self.pos[1] - self.press_pos[1])


def press_key(name: str) -> None:
    """Queue a press of the key called ``name`` ("n", "h"...) for the next frame:
    benchmarks press keys with it without importing pygame themselves."""
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode=name, scancode=0))
