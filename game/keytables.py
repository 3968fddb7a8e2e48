"""Every key layer as written, as data: which keys and controller buttons mean which
action, in the shared table and in each screen's and game's layer over it, and the names
a binding may give a key or a button.

Pure (no pygame), so that what a settings file binds is checked at the door
(``game.store.settings``, with ``check_bindings``) without loading pygame, and the
engine (``game.engine.input``, ``game.engine.keymaps``) builds its keymaps from these
same tables: one place says which action a key means, for the scenes, the help, the
Controls page and the settings file alike.

A binding's key is written as text (``"ctrl+z"``, ``"keypad enter"``, ``"f11"``,
``"?"``); the player's changes are kept under a *qualified* name: a shared action by its
own name (``"hint"``), a layer's own action as ``"layer.action"``
(a game's ``"<game>.compact"``, ``"menu.hard"`` beside ``"stats.hard"``). The games'
own layers are written in their folders and declared by their catalog entries.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.i18n import N_, _


@dataclass(frozen=True)
class Layer:
    """One key layer as written: key specs and controller buttons to actions (``None``
    unbinds a key the shared table binds), and the layer's name."""

    keys: Mapping[str, str | None]
    name: str = ""
    pad: Mapping[str, str | None] = field(default_factory=dict)
    # the names of its own actions on the Controls page, marked NP_("action", ...) where
    # written and shown through pgettext("action", ...) (a game's layer names its own)
    titles: Mapping[str, str] = field(default_factory=dict)

    def actions(self) -> list[str]:
        """The actions this layer binds, in the order written (the Controls page's rows)."""
        return list(dict.fromkeys(a for a in [*self.keys.values(), *self.pad.values()] if a))


# what a binding may call a key, and the name SDL gives it (pygame's key code is
# ``K_`` and that name: game.engine.input turns the one into the other)
KEY_NAMES: dict[str, str] = {
    "left": "LEFT",
    "right": "RIGHT",
    "up": "UP",
    "down": "DOWN",
    "enter": "RETURN",
    "keypad enter": "KP_ENTER",
    "space": "SPACE",
    "escape": "ESCAPE",
    "backspace": "BACKSPACE",
    "delete": "DELETE",
    "tab": "TAB",
    "page up": "PAGEUP",
    "page down": "PAGEDOWN",
    "home": "HOME",
    "end": "END",
    **{f"f{n}": f"F{n}" for n in range(1, 13)},
    **{chr(c): chr(c) for c in range(ord("a"), ord("z") + 1)},
    **{str(n): str(n) for n in range(10)},
    **{f"keypad {n}": f"KP{n}" for n in range(10)},
}
MODS = ("ctrl", "shift")

# a game controller's buttons as a binding calls them (SDL's game-controller layout:
# the Xbox names, which most pads print or mirror), and what the player reads for them
PAD_LABELS: dict[str, str] = {
    "a": "A",
    "b": "B",
    "x": "X",
    "y": "Y",
    "start": "Start",
    "back": "Back",
    "guide": "Guide",
    "lb": "LB",
    "rb": "RB",
    "lt": "LT",
    "rt": "RT",
    "ls": "LS",
    "rs": "RS",
    # TRANSLATORS: a game controller's D-pad (the cross of arrows), pressed up
    "dpad up": N_("D-pad Up"),
    "dpad down": N_("D-pad Down"),
    "dpad left": N_("D-pad Left"),
    "dpad right": N_("D-pad Right"),
}


def read_spec(spec: str) -> tuple[tuple[str, ...], str, str]:
    """A binding's text as (modifiers, key name, typed character): ``"ctrl+z"`` is
    (("ctrl",), "z", ""), ``"?"`` ((), "", "?"); ValueError for a key no binding knows."""
    words = spec.lower().split("+") if len(spec) > 1 else [spec]
    *mods, name = words
    if len(name) == 1 and not name.isalnum():
        if mods:
            raise ValueError(f"a typed character takes no modifier: {spec!r}")
        return (), "", name
    if name not in KEY_NAMES or any(m not in MODS for m in mods):
        raise ValueError(f"no key called {spec!r}")
    return tuple(mods), name, ""


# The shared table. Enter chooses ("select"); Space acts on what the focus is on
# ("act"): most scenes take both alike, and a results screen takes only Enter, so a
# Space meant for the table never skips it.
SHARED = Layer(
    {
        "left": "left",
        "right": "right",
        "up": "up",
        "down": "down",
        "a": "left",
        "d": "right",
        "w": "up",
        "s": "down",
        "enter": "select",
        "keypad enter": "select",
        "space": "act",
        "escape": "back",
        "backspace": "back",
        "ctrl+z": "undo",
        "u": "undo",
        "ctrl+y": "redo",
        "h": "hint",
        "ctrl+n": "new",
        "n": "new",
        "ctrl+r": "restart",
        "g": "give_up",
        "v": "verdict",
        "f1": "help",
        "?": "help",
        "b": "demo",
        "t": "tutorial",
        "m": "mute",
        "f11": "fullscreen",
        "ctrl+q": "quit",
        # speech (play by ear): free in every layer, so they read wherever the player is
        "f2": "where_am_i",
        "f3": "read_table",
        "f4": "read_status",
        "f5": "repeat_speech",
    },
    name="shared",
    # a controller: the D-pad (and the left stick, game.engine.controller) moves the
    # focus, A acts, B backs out, X hints, Y undoes, Start pauses, Back opens the help,
    # the shoulders turn pages or rows
    pad={
        "dpad up": "up",
        "dpad down": "down",
        "dpad left": "left",
        "dpad right": "right",
        "a": "select",
        "b": "back",
        "x": "hint",
        "y": "undo",
        "rt": "redo",
        "start": "pause_menu",  # not "pause": a replay's pause stops its playing
        "back": "help",
        "lb": "previous_page",
        "rb": "next_page",
        # speech: the sticks' clicks, which no layer takes (Guide is the system's): where
        # the player is, and the table read whole; the status and the last words again
        # are the keyboard's, a pad's on the Controls page
        "ls": "where_am_i",
        "rs": "read_table",
    },
)
# the actions that read aloud (the app answers them itself, while speech is on)
READING = ("where_am_i", "read_table", "read_status", "repeat_speech")

# The screens' own keys over the shared table.
MENU = Layer(
    {
        "h": "hard",
        "#": "deal_number",
        "o": "open_code",
        "delete": "discard",
        "x": "discard",
        "page up": "page_up",  # the list of games, when more are installed than it shows
        "page down": "page_down",
    },
    name="menu",
    pad={"x": "hard", "y": "discard", "lb": "open_code", "rb": "deal_number", "rt": "tutorial"},
)
STATS = Layer(
    {"h": "hard", "tab": "next_page", "shift+tab": "previous_page"},
    name="stats",
    pad={"x": "hard"},
)
HELP = Layer(
    {
        "r": "full_rules",
        "o": "browser",
        "page down": "page_down",
        "page up": "page_up",
        "home": "top",
        "end": "bottom",
    },
    name="help",
    pad={"lb": "page_up", "rb": "page_down", "x": "full_rules", "y": "tutorial", "rt": "browser"},
)
CONFIRM = Layer({"y": "yes", "n": "no"}, name="confirm")
# the Controls page's own: its pages turn with the page keys, Tab and the shoulders (the
# rows are walked with the arrows)
CONTROLS = Layer(
    {
        "page up": "previous_page",
        "page down": "next_page",
        "tab": "next_page",
        "shift+tab": "previous_page",
    },
    name="controls",
    pad={"lb": "previous_page", "rb": "next_page"},
)
# a text field: every letter is text; only the real arrows and Tab move the focus
FIELD = Layer(
    {
        "backspace": "erase",
        "tab": "next",
        "ctrl+v": "paste",
        "w": None,
        "a": None,
        "s": None,
        "d": None,
    },
    name="field",
    # a pad has no letters: its D-pad changes the digit under a cursor and moves it (a
    # field that takes no digits moves the focus instead), Y takes a digit out
    pad={
        "dpad up": "digit_up",
        "dpad down": "digit_down",
        "dpad left": "digit_left",
        "dpad right": "digit_right",
        "y": "erase",
    },
)
# a replay: Space pauses, the arrows step one move, Home and End jump; C copies its code
REPLAY = Layer(
    {
        "space": "pause",
        "p": "pause",
        "left": "step_back",
        "right": "step_forward",
        "home": "to_start",
        "end": "to_end",
        "c": "copy_code",
    },
    name="replay",
    pad={
        "x": "pause",
        "dpad left": "step_back",
        "dpad right": "step_forward",
        "lb": "to_start",
        "rb": "to_end",
        "y": "copy_code",
    },
)

# a result screen's own keys: R restarts (bare, as the button's hint says), W watches the
# deal again, C copies its code
RESULT = Layer({"r": "restart", "w": "watch", "c": "copy_code"}, name="result")


# every screen's layer a player can rebind: the games' own come between the menu's and
# the replay's, in the menu's order (``layers``), as their catalog entries declare them
BEFORE_GAMES: tuple[Layer, ...] = (SHARED, MENU)
AFTER_GAMES: tuple[Layer, ...] = (REPLAY, RESULT, HELP, STATS, CONTROLS, CONFIRM, FIELD)


def layers(games: Sequence[Layer] = ()) -> tuple[Layer, ...]:
    """Every layer a player can rebind, in the order the Controls page groups them: the
    screens' around ``games`` (the games' own layers, ``catalog.key_layers()``)."""
    return (*BEFORE_GAMES, *games, *AFTER_GAMES)


def check_layer(layer: object, name: str) -> None:
    """A game's key layer checked whole at the door (ValueError says what is wrong): a
    Layer named as its game, every key and button one a binding may name, every action
    a name, and none of a screen's layer names taken."""
    if not isinstance(layer, Layer):
        raise ValueError(f"its key layer is a {type(layer).__name__}, not a keytables.Layer")
    if layer.name != name:
        raise ValueError(f"its key layer is called {layer.name!r}, not {name!r}")
    for pad, table in ((False, layer.keys), (True, layer.pad)):
        for spec, action in table.items():
            if not isinstance(spec, str) or not known(spec, pad):
                raise ValueError(f"its key layer binds {spec!r}, which is no key or button")
            if action is not None and not (isinstance(action, str) and action.isidentifier()):
                raise ValueError(f"its key layer binds {spec!r} to {action!r}, no action name")
    for action, words in layer.titles.items():
        if action not in layer.actions() or not isinstance(words, str) or not words.strip():
            raise ValueError(f"its key layer names {action!r}, which it does not bind, or badly")


def own_actions(layer: Layer) -> list[str]:
    """The actions a layer lists on the Controls page: every one it binds a key or a
    button to, a shared action's too (Zoomer's pad A acts as the shared "act" does, but
    there, by A: its row is Zoomer's, and rebinding it changes Zoomer's A alone)."""
    return layer.actions()


def qualified(layer: Layer, action: str) -> str:
    """The name the settings keep an action under (see the module's docstring)."""
    return action if layer is SHARED else f"{layer.name}.{action}"


def resolve(name: str, games: Sequence[Layer] = ()) -> tuple[Layer, str] | None:
    """The layer and action a qualified name stands for (None for no such action), among
    the screens' layers and ``games``."""
    layer_name, _dot, action = name.rpartition(".")
    for layer in layers(games):
        if (layer is SHARED and not layer_name or layer.name == layer_name) and action in (
            own_actions(layer)
        ):
            return layer, action
    return None


# the actions no rebinding may leave without a key (keys) or a button (pad) where they had
# one as written: choosing and backing out (Escape's) on the keyboard, and the pad's way
# to the pause menu (Start's); a player who lost one could not reach Controls to undo it
NEEDED_KEYS = ("select", "back")
NEEDED_BUTTONS = ("pause_menu",)

# every layer's keys (buttons) as bound at one time, by layer name; a key by what
# read_spec makes of it, so two ways of writing one key ("Ctrl+Z", "ctrl+z") are one, as
# they are to the engine's Chord
Bound = dict[str, dict[object, str | None]]


def _key(spec: str, pad: bool) -> object:
    if pad:
        return spec
    mods, name, text = read_spec(spec)
    return frozenset(mods), name, text


def _written(games: Sequence[Layer], pad: bool) -> Bound:
    """Every layer's keys (buttons) as written."""
    return {
        layer.name: {_key(spec, pad): a for spec, a in (layer.pad if pad else layer.keys).items()}
        for layer in layers(games)
    }


def _rebound(tables: Bound, layer: Layer, action: str, specs: Sequence[str], pad: bool) -> Bound:
    """``tables`` after ``action`` of ``layer`` is rebound to ``specs``, as the engine's
    ``Keymap.rebind`` does it: the keys it had in its layer mean nothing more, and each
    new key means it there, whatever it meant before."""
    out = dict(tables)
    table = {k: a for k, a in tables[layer.name].items() if a != action}
    table.update((_key(spec, pad), action) for spec in specs)
    out[layer.name] = table
    return out


def _has(tables: Bound, layer: str, action: str) -> bool:
    """Does some key (button) mean ``action`` where ``layer``'s keys act (its own first,
    the shared table's under them)?"""
    own = tables[layer]
    return any(a == action for a in own.values()) or any(
        a == action and k not in own for k, a in tables[SHARED.name].items()
    )


def lost(
    bindings: Mapping[str, Sequence[str]],
    name: str,
    specs: Sequence[str],
    pad: bool = False,
    games: Sequence[Layer] = (),
) -> tuple[str, str] | None:
    """What rebinding ``name`` (qualified) to ``specs``, over ``bindings`` (a settings
    file's, every key known), would leave without a key (button): the needed action and
    the layer where it had one as written and would have none; None when nothing."""
    found = resolve(name, games)
    if found is None:
        return None
    written = _written(games, pad)
    now = written
    for other, keys in bindings.items():
        at = resolve(other, games)
        if at is not None and other != name:
            now = _rebound(now, *at, keys, pad)
    now = _rebound(now, *found, specs, pad)
    for layer in layers(games):
        for needed in NEEDED_BUTTONS if pad else NEEDED_KEYS:
            if _has(written, layer.name, needed) and not _has(now, layer.name, needed):
                return needed, layer.name
    return None


def check_bindings(
    raw: Mapping[str, Sequence[str]], pad: bool = False, games: Sequence[Layer] = ()
) -> tuple[dict[str, list[str]], list[str]]:
    """The bindings a settings file holds, each checked: an action no layer has, or a key
    (button) name no binding knows, is dropped with one line each; an action whose keys
    would leave a needed one (``NEEDED_KEYS``, ``NEEDED_BUTTONS``) with none is refused
    whole with one line (its defaults kept); the rest is kept, in the order written (the
    order they are applied in). Returns (what is kept, the lines)."""
    kept: dict[str, list[str]] = {}
    problems: list[str] = []
    for name, specs in raw.items():
        if resolve(str(name), games) is None:
            problems.append(_("no action called {name!r} (dropped)").format(name=str(name)[:40]))
            continue
        good = []
        for spec in specs:
            if known(spec, pad):
                good.append(spec)
                continue
            said = (
                _("{action}: no controller button called {name!r} (dropped)")
                if pad
                else _("{action}: no key called {name!r} (dropped)")
            )
            problems.append(said.format(action=name, name=str(spec)[:40]))
        gone = lost(kept, name, good, pad, games)
        if gone is not None:
            problems.append(refusal(name, *gone, pad))
            continue
        kept[name] = good
    return kept, problems


def refusal(name: str, needed: str, layer: str, pad: bool) -> str:
    """The settings file's line for ``name``'s binding refused: it left ``needed`` with
    no key (button) in ``layer``."""
    if pad:
        said = (
            _("{action}: refused, “{needed}” would have no button left (its defaults kept)")
            if layer == SHARED.name
            else _(
                "{action}: refused, “{needed}” would have no button left in {layer} "
                "(its defaults kept)"
            )
        )
    else:
        said = (
            _("{action}: refused, “{needed}” would have no key left (its defaults kept)")
            if layer == SHARED.name
            else _(
                "{action}: refused, “{needed}” would have no key left in {layer} "
                "(its defaults kept)"
            )
        )
    return said.format(action=name, needed=needed, layer=layer)


def known(spec: str, pad: bool) -> bool:
    """Is ``spec`` a key (a controller button, ``pad``) a binding may name?"""
    if pad:
        return spec in PAD_LABELS
    try:
        read_spec(spec)
    except ValueError:
        return False
    return True
