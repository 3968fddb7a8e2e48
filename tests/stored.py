"""What is on disk in the test's data folder, read straight from the database: the
tests check what a relaunch would find, not what the running app holds in memory."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from game.store.database import FILE
from game.store.paths import data_dir


def _rows(sql: str, args: tuple = ()) -> list[tuple]:
    path = data_dir() / FILE
    if not path.exists():
        return []
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute(sql, args).fetchall()
    finally:
        db.close()


def results(game: str | None = None, hard: bool | None = None) -> list[dict[str, Any]]:
    """Every result on disk (of ``game`` and mode, if given), oldest first."""
    out = []
    for rid, g, mode, data in _rows("SELECT id, game, mode, data FROM results ORDER BY seq"):
        if game is not None and g != game:
            continue
        if hard is not None and mode != ("hard" if hard else "normal"):
            continue
        out.append({**json.loads(data), "id": rid, "game": g, "mode": mode})
    return out


def outcomes(game: str | None = None, hard: bool | None = None) -> list[str]:
    return [r["outcome"] for r in results(game, hard)]


def save(game: str) -> dict[str, Any] | None:
    rows = _rows("SELECT data FROM saves WHERE game = ?", (game,))
    return json.loads(rows[0][0]) if rows else None


def kept_aside() -> list[tuple[str, str]]:
    return [(src, why) for src, why in _rows("SELECT source, reason FROM kept_aside ORDER BY seq")]
