"""Every keymap layer a player can rebind, the games' own among them, in one place.

The layers are written as data in ``game.keytables`` (pure, so the settings file's
bindings are checked there without pygame); here they are built into keymaps, kept
here rather than beside their scenes so the help's pages (which may import no game
scene) and the Controls page read the same keys the scenes answer to. ``layers()`` is
the order the Controls page groups them in (Everywhere first); the player's changes
are saved under a *qualified* name (see ``game.keytables``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from game import catalog
from game import keytables as tables
from game.engine.input import KEYS, Keymap
from game.i18n import pgettext

# the result screen's layer (the other screens' are built in game.engine.input)
RESULT_KEYS = KEYS.over(tables.RESULT)


def built(layer: tables.Layer) -> Keymap:
    """The keymap of a layer as written (a game's own, from its folder's ``keys``): built
    over the shared table the first time, the same keymap ever after, so the player's
    rebinding reaches every scene that reads it."""
    for made in KEYS.layers:
        if made.name == layer.name:
            return made
    return KEYS.over(layer)


def layers() -> tuple[Keymap, ...]:
    """Every layer a player can rebind, in the order the Controls page groups them
    (Everywhere first, the games' own in the menu's order): ``game.keytables.layers``."""
    return tuple(
        KEYS if t is tables.SHARED else built(t) for t in tables.layers(catalog.key_layers())
    )


def _table(layer: Keymap) -> tables.Layer:
    for t in tables.layers(catalog.key_layers()):
        if t.name == layer.name:
            return t
    raise KeyError(layer.name)


def own_actions(layer: Keymap) -> list[str]:
    """The actions a layer lists on the Controls page (``game.keytables.own_actions``)."""
    return tables.own_actions(_table(layer))


def qualified(layer: Keymap, action: str) -> str:
    """The name the settings keep an action under (``game.keytables.qualified``)."""
    return tables.qualified(_table(layer), action)


def rows() -> Iterator[tuple[Keymap, str]]:
    """Every (layer, action) a player can rebind, grouped by layer in ``LAYERS``' order."""
    for layer in layers():
        for action in own_actions(layer):
            yield layer, action


def resolve(name: str) -> tuple[Keymap, str] | None:
    """The layer and action a qualified name stands for (None for no such action)."""
    found = tables.resolve(name, catalog.key_layers())
    if found is None:
        return None
    return (KEYS if found[0] is tables.SHARED else built(found[0])), found[1]


def own_title(name: str) -> str | None:
    """The name a layer gives its own action (a qualified name: ``"<game>.compact"``), in
    the player's language; None where the layer names none (the Controls page's own
    words name the shared and the screens' actions)."""
    found = tables.resolve(name, catalog.key_layers())
    words = None if found is None else found[0].titles.get(found[1])
    return None if words is None else pgettext("action", words)


def use_bindings(keys: Mapping[str, Sequence[str]], buttons: Mapping[str, Sequence[str]]) -> None:
    """Every layer as written, then the player's changes over them (``bindings_of``'s)."""
    for layer in layers():
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
    for layer in layers():
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
