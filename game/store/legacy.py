"""The one-off import of what earlier versions kept in JSON files.

``stats.json`` (results per game and mode, and the figures folded from older
ones) and ``save-<game>.json`` (a deal or match in progress) are read through
the door, written into the database in ONE transaction together with a note
of which files were imported, and only then renamed to ``<name>.imported``
(kept beside, never deleted). A kill before the commit leaves nothing
imported (the next launch starts again); a kill after it leaves the note, so
the next launch only renames. Whatever in a file fails the door is kept
aside in the database whole, with the reason; a file that is not JSON at all
is kept aside whole the same way. Settings are not imported: they stay a file.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from pathlib import Path
from typing import Any

from game.i18n import _, ngettext
from game.store import schema
from game.store.database import Store
from game.store.reading import save_kind
from game.store.schema import Base, Invalid, Result

SUFFIX = ".imported"
AGGREGATES = tuple(Base.__struct_fields__)


def old_files(folder: Path) -> list[Path]:
    """The JSON files an earlier version left, statistics first."""
    files = [folder / "stats.json"] + sorted(folder.glob("save-*.json"))
    return [p for p in files if p.is_file()]


def import_old_files(store: Store) -> list[str]:
    """Import every old file not imported yet; returns one line per thing kept aside
    (for the player). Safe to run on every launch: it is a no-op once done."""
    files = old_files(store.folder)
    if not files:
        return []
    done = store.imported()
    fresh = [p for p in files if p.name not in done]
    lines: list[str] = []
    if fresh:
        with store.transaction():
            for path in fresh:
                lines += _import(store, path)
                store.mark_imported(path.name)
    for path in files:
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(path.name + SUFFIX))
    return lines


def _import(store: Store, path: Path) -> list[str]:
    try:
        raw = path.read_bytes()
        data = schema.parse(raw)
        if not isinstance(data, dict):
            raise Invalid(_("expected an object, found {kind}").format(kind=type(data).__name__))
    except (OSError, Invalid) as exc:
        store.keep_aside(path.name, str(exc), raw if "raw" in locals() else None)
        return [
            _("{name} was unreadable ({why}); kept aside, nothing imported from it").format(
                name=path.name, why=exc
            )
        ]
    if path.name == "stats.json":
        return _import_stats(store, data)
    return _import_save(store, path.name, data, raw)


def _import_stats(store: Store, data: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    records = data.get("records")
    if not isinstance(records, dict):
        store.keep_aside("stats.json", "no records", schema.encode(data))
        return [_("stats.json held no records; kept aside")]
    for key, rec in records.items():
        game, _sep, mode = str(key).rpartition("/")
        where = f"stats.json {str(key)[:40]}"
        if mode not in ("normal", "hard") or not isinstance(rec, dict):
            store.keep_aside(where, "not a record of a game and mode", schema.encode(rec))
            lines.append(_("{where}: not a record; kept aside").format(where=where))
            continue
        results = rec.get("results")
        base = rec.get("base") if isinstance(results, list) else rec  # before results were kept
        if isinstance(base, dict):
            figures = {k: base[k] for k in AGGREGATES if k in base}
            try:
                store.put_base(game, mode, schema.encode(schema.convert(figures, Base)))
            except Invalid as exc:
                store.keep_aside(where + " base", str(exc), schema.encode(base))
                lines.append(
                    _("{where}: its older figures were unreadable ({why}); kept aside").format(
                        where=where, why=exc
                    )
                )
        bad = 0
        for r in results if isinstance(results, list) else []:
            try:
                row = schema.convert(r, Result) if isinstance(r, dict) else None
                if row is None:
                    raise Invalid("not an object")
            except Invalid as exc:
                store.keep_aside(where + " result", str(exc), schema.encode(r))
                bad += 1
                continue
            rid = row.id or uuid.uuid4().hex[:12]
            text = schema.encode({k: v for k, v in schema.plain(row).items() if v is not None})
            store.db.execute(
                "INSERT OR IGNORE INTO results (id, game, mode, deal, data) VALUES (?, ?, ?, ?, ?)",
                (rid, game, mode, row.deal, text),
            )
        if bad:
            lines.append(
                ngettext(
                    "{where}: {n} unreadable result kept aside",
                    "{where}: {n} unreadable results kept aside",
                    bad,
                ).format(where=where, n=bad)
            )
    return lines


def _import_save(store: Store, name: str, data: dict[str, Any], raw: bytes) -> list[str]:
    game = name[len("save-") : -len(".json")]
    try:
        save = schema.convert(data, save_kind(game))
        said = schema.plain(save)["game"]  # every kind of save names its game
        if said != game:
            raise Invalid(_("it says it is a {game} game").format(game=repr(said)))
    except Invalid as exc:
        store.keep_aside(name, str(exc), raw)
        return [_("{name} was unreadable ({why}); kept aside").format(name=name, why=exc)]
    store.put_save(game, schema.encode(save))
    return []
