"""The database's rows read once at start, each through the door on its own.

Nothing one row holds may stop the launch. Every cell is read as the bytes it is
(``Store.raw_rows``), and each row is judged alone: a key that is not text, data that is
missing (NULL), not JSON or not of its shape (``schema``: a date that is no date
included), a second row of one key, or a second result of one deal (each deal has one
result at most: a copy would count it twice) is a bad row. Bad rows are copied raw into
``kept_aside`` and deleted in one transaction, and the player is told in one line; every
other row is read as it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from game import catalog
from game.i18n import _, ngettext
from game.session import RUN, kinds
from game.store import schema
from game.store.database import Store, StoreError
from game.store.schema import Base, DealSave, Invalid, Result, RunSave

MODES = ("normal", "hard")


def known() -> tuple[str, ...]:
    """The catalog's games, their own saved kinds (a match) and the arcade run: what can
    be offered again."""
    own = kinds.classes()  # first: a kind that fails to load takes its game out
    return (*catalog.names(), *own, RUN)


def save_kind(game: Any) -> type[msgspec.Struct]:
    """The shape a save under ``game`` passes the door as: a game's own kind declares its
    own (``SAVE``), an arcade run's and a deal's are the store's."""
    own = kinds.find(game)
    return own.SAVE if own is not None else RunSave if game == RUN else DealSave


@dataclass
class Bad:
    """A row the door refused: where it is, what it holds, and why."""

    table: str
    rowid: int
    key: str  # its key as the player reads it (bytes that are not UTF-8 escaped)
    data: bytes | None
    why: str

    @property
    def source(self) -> str:
        return f"{self.table}:{self.key}"


@dataclass
class Rows:
    """What the database holds that passed the door, and the rows that did not."""

    results: dict[tuple[str, str], list[dict[str, Any]]] = field(default_factory=dict)
    bases: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    saves: dict[str, dict[str, Any]] = field(default_factory=dict)
    foreign_saves: set[str] = field(default_factory=set)  # games not installed: left as they are
    replay_ids: set[str] = field(default_factory=set)
    bad: list[Bad] = field(default_factory=list)


def text(cell: bytes | None, column: str) -> str:
    """A key cell as text, or ``Invalid`` saying why not."""
    if cell is None:
        raise Invalid(_empty(column))
    try:
        return bytes(cell).decode("utf-8")
    except UnicodeDecodeError:
        # TRANSLATORS: {column} is the database column's own name (id, game, mode)
        raise Invalid(_("its {column} column is not UTF-8 text").format(column=column)) from None


def _empty(column: str) -> str:
    # TRANSLATORS: {column} is the database column's own name (id, game, mode, data)
    return _("its {column} column is empty").format(column=column)


def shown(*cells: bytes | None) -> str:
    """A row's key as the player reads it, whatever its bytes."""
    return "/".join(
        "NULL" if c is None else bytes(c).decode("utf-8", "backslashreplace") for c in cells
    )


def data(cell: bytes | None, kind: type[msgspec.Struct]) -> dict[str, Any]:
    if cell is None:
        raise Invalid(_empty("data"))
    return schema.plain(schema.decode(bytes(cell), kind))


def read(store: Store) -> Rows:
    """Every row of results, bases and saves through the door (``StoreError`` only when
    the database cannot be read at all)."""
    out = Rows()
    _results(store, out)
    out.replay_ids = store.replay_ids()
    _bases(store, out)
    _saves(store, out)
    return out


def _results(store: Store, out: Rows) -> None:
    ids: set[str] = set()
    deals: dict[str, str] = {}  # deal -> the result that counts it
    for rowid, rid, game, mode, cell in store.raw_rows("results", ("id", "game", "mode", "data")):
        try:
            key = (text(rid, "id"), text(game, "game"), text(mode, "mode"))
            if key[2] not in MODES:
                raise Invalid(_("its mode {mode} is neither normal nor hard").format(mode=key[2]))
            r = data(cell, Result)
            if key[0] in ids:
                raise Invalid(_("a second row of result {id}").format(id=key[0]))
            deal = r.get("deal")
            if deal is not None and deal in deals:
                raise Invalid(
                    _("a second result of deal {deal} (its first is {first})").format(
                        deal=deal, first=deals[deal]
                    )
                )
        except Invalid as exc:
            out.bad.append(Bad("results", rowid, shown(rid), cell, str(exc)))
            continue
        ids.add(key[0])
        if deal is not None:
            deals[deal] = key[0]
        r["id"] = key[0]
        out.results.setdefault((key[1], key[2]), []).append(r)


def _bases(store: Store, out: Rows) -> None:
    for rowid, game, mode, cell in store.raw_rows("bases", ("game", "mode", "data")):
        try:
            key = (text(game, "game"), text(mode, "mode"))
            if key in out.bases:
                raise Invalid(_("a second row of {key}").format(key="/".join(key)))
            out.bases[key] = data(cell, Base)
        except Invalid as exc:
            out.bad.append(Bad("bases", rowid, shown(game, mode), cell, str(exc)))


def _saves(store: Store, out: Rows) -> None:
    games = known()
    order = "CAST(game AS BLOB), rowid"
    for rowid, game, cell in store.raw_rows("saves", ("game", "data"), order):
        try:
            name = text(game, "game")
            if name in out.saves or name in out.foreign_saves:
                raise Invalid(_("a second saved {game} game").format(game=name))
            if name not in games:
                out.foreign_saves.add(name)  # kept as it is, never offered
                continue
            save = data(cell, save_kind(name))
            if save["game"] != name:
                raise Invalid(_("it says it is a {game} game").format(game=repr(save["game"])))
        except Invalid as exc:
            out.bad.append(Bad("saves", rowid, shown(game), cell, str(exc)))
            continue
        out.saves[name] = save


def keep_aside(store: Store, bad: list[Bad]) -> str | None:
    """The bad rows copied raw into ``kept_aside`` and deleted, in one transaction; the
    one line the player is told (None: there were none)."""
    if not bad:
        return None
    try:
        with store.transaction():
            for row in bad:
                store.keep_aside(row.source, row.why, row.data)
                store.drop_row(row.table, row.rowid)
    except StoreError as exc:
        return _("{problem}; the bad records stay where they are").format(problem=exc)
    first = bad[0]
    if len(bad) == 1:
        # TRANSLATORS: {table} is the database table's own name (results, saves, bases)
        return _("a record in the {table} table ({key}) was unreadable ({why}); kept aside").format(
            table=first.table, key=first.key, why=first.why
        )
    return ngettext(
        "{n} unreadable record kept aside ({first}: {why})",
        "{n} unreadable records kept aside (the first, {first}: {why})",
        len(bad),
    ).format(n=len(bad), first=first.source, why=first.why)
