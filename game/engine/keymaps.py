"""Every keymap layer a player can rebind, the games' own among them, in one place.

The games' layers are data only, kept here rather than beside their scenes so the
help's pages (which may import no game scene) and the Controls page read the same
keys the scenes answer to. ``LAYERS`` is the order the Controls page groups them
in (Everywhere first); the player's changes are saved under a *qualified* name:
a shared action by its own name (``"hint"``), a layer's action as
``"layer.action"`` (``"monte_carlo.compact"``, ``"menu.hard"`` beside
``"stats.hard"``), and checked on load against the layers as written.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from game.engine.input import (
    CONFIRM_KEYS,
    FIELD_KEYS,
    HELP_KEYS,
    KEYS,
    MENU_KEYS,
    PAD_LABELS,
    REPLAY_KEYS,
    STATS_KEYS,
    Chord,
    Keymap,
)
from game.i18n import _

# Zoomer's keys over the shared table: D draws here (elsewhere it walks right), C clears
# a pad's A does what a click does (Space: select a card, draw on the stock, place on an
# empty spot), RB what Enter does (clear, place), LB draws
ZOOMER_KEYS = KEYS.layer(
    {"d": "draw", "c": "clear"}, name="zoomer", pad={"a": "act", "rb": "select", "lb": "draw"}
)
# Combo's keys over the shared table: P passes, R lifts a card to relocate (and drops it)
COMBO_KEYS = KEYS.layer(
    {"p": "pass", "r": "lift", "delete": "remove"},
    name="combo",
    pad={"rb": "pass", "lb": "lift", "lt": "remove"},
)
# SLOTKER: 1-3 draw for the card in that hand position (the keypad's too), F folds;
# Space is the shared "act" (deal, or act on the focused card)
SLOTKER_KEYS = KEYS.layer(
    {
        **{f"{n}": f"choose_{n}" for n in (1, 2, 3)},
        **{f"keypad {n}": f"choose_{n}" for n in (1, 2, 3)},
        "f": "fold",
    },
    name="slotker",
    pad={"rb": "act", "lb": "fold"},  # RB deals, as Space does
)
# Monte Carlo's keys over the shared table: C compacts the grid
MONTE_CARLO_KEYS = KEYS.layer({"c": "compact"}, name="monte_carlo", pad={"rb": "compact"})

# a result screen's own keys: R restarts (bare, as the button's hint says), W watches the
# deal again, C copies its code
RESULT_KEYS = KEYS.layer({"r": "restart", "w": "watch", "c": "copy_code"}, name="result")

# the Controls page's groups, in its order: where each layer's keys act
LAYERS: tuple[Keymap, ...] = (
    KEYS,
    MENU_KEYS,
    ZOOMER_KEYS,
    COMBO_KEYS,
    SLOTKER_KEYS,
    MONTE_CARLO_KEYS,
    REPLAY_KEYS,
    RESULT_KEYS,
    HELP_KEYS,
    STATS_KEYS,
    CONFIRM_KEYS,
    FIELD_KEYS,
)


def own_actions(layer: Keymap) -> list[str]:
    """The actions a layer lists on the Controls page: all the shared table's, a
    layer's only those the shared table has not (Zoomer's pad A still acts as the
    shared "act" does: that row is the shared table's)."""
    if layer is KEYS:
        return KEYS.actions()
    shared = set(KEYS.actions())
    return [a for a in layer.actions() if a not in shared]


def qualified(layer: Keymap, action: str) -> str:
    """The name the settings keep an action under (see the module's docstring)."""
    return action if layer is KEYS else f"{layer.name}.{action}"


def rows() -> Iterator[tuple[Keymap, str]]:
    """Every (layer, action) a player can rebind, grouped by layer in ``LAYERS``' order."""
    for layer in LAYERS:
        for action in own_actions(layer):
            yield layer, action


def resolve(name: str) -> tuple[Keymap, str] | None:
    """The layer and action a qualified name stands for (None for no such action)."""
    layer_name, _dot, action = name.rpartition(".")
    for layer in LAYERS:
        if (layer is KEYS and not layer_name or layer.name == layer_name) and action in (
            own_actions(layer)
        ):
            return layer, action
    return None


def check_bindings(
    raw: Mapping[str, Sequence[str]], pad: bool = False
) -> tuple[dict[str, list[str]], list[str]]:
    """The bindings a settings file holds, each checked: an action no layer has, or a key
    (button) name no binding knows, is dropped with one line each; the rest is kept.
    Returns (what is kept, the lines)."""
    kept: dict[str, list[str]] = {}
    problems: list[str] = []
    for name, specs in raw.items():
        if resolve(str(name)) is None:
            problems.append(_("no action called {name!r} (dropped)").format(name=str(name)[:40]))
            continue
        good = []
        for spec in specs:
            if _known(spec, pad):
                good.append(spec)
                continue
            said = (
                _("{action}: no controller button called {name!r} (dropped)")
                if pad
                else _("{action}: no key called {name!r} (dropped)")
            )
            problems.append(said.format(action=name, name=str(spec)[:40]))
        kept[name] = good
    return kept, problems


def _known(spec: str, pad: bool) -> bool:
    if pad:
        return spec in PAD_LABELS
    try:
        Chord.parse(spec)
    except ValueError:
        return False
    return True


def use_bindings(keys: Mapping[str, Sequence[str]], buttons: Mapping[str, Sequence[str]]) -> None:
    """Every layer as written, then the player's changes over them (``bindings_of``'s)."""
    for layer in LAYERS:
        layer.reset()
    for name, specs in keys.items():
        found = resolve(name)
        if found is not None:
            found[0].rebind(found[1], specs)
    for name, specs in buttons.items():
        found = resolve(name)
        if found is not None:
            found[0].rebind_buttons(found[1], specs)


def bindings_of() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The actions whose keys (buttons) differ from the layers as written, with what
    they are now, by qualified name: what the settings keep."""
    keys: dict[str, list[str]] = {}
    buttons: dict[str, list[str]] = {}
    for layer in LAYERS:
        written_keys, written_pad = layer.defaults
        now = (_by_action(layer.order), _by_action(layer.pad.items()))
        then = (_by_action(written_keys.items()), _by_action(written_pad.items()))
        for action in own_actions(layer):
            for out, a, b in zip((keys, buttons), now, then, strict=True):
                if a.get(action, []) != b.get(action, []):
                    out[qualified(layer, action)] = a.get(action, [])
    return keys, buttons


def _by_action(pairs) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for spec, action in pairs:
        if action is not None:
            out.setdefault(action, []).append(spec)
    return out


def owner(layer: Keymap, spec: str, pad: bool) -> tuple[Keymap, str] | None:
    """Who already has the key (button) ``spec`` where ``layer``'s keys act, for the
    "already in use" question: the layer itself first, then the shared table under it
    (a shared action's key a layer keeps for its own is told, not asked: the layer's
    meaning wins there)."""
    for m in (layer,) if layer is KEYS else (layer, KEYS):
        means = m.pad.get(spec) if pad else m.owner(spec)
        if means is not None:
            return m, means
    return None
