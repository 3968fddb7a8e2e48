"""The game authors' guide (docs/games.md) holds the contract as the code has it: its
tables of catalog fields, scene hooks, table services and each built-in game's events are
what tools/games_doc.py writes from the code now, and every field, hook, service and event
type is in them."""

from __future__ import annotations

import dataclasses
import importlib
import sys
from pathlib import Path
from typing import get_args, get_type_hints

from game.catalog import BUILT_IN, GameInfo
from game.table.hooks import HOOKS, SERVICES

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import games_doc  # noqa: E402

PAGE = (ROOT / "docs" / "games.md").read_text(encoding="utf-8")


def test_the_guides_tables_are_what_the_code_says_now():
    assert games_doc.render(PAGE, games_doc.generated()) == PAGE, (
        "docs/games.md is out of date: run python tools/games_doc.py"
    )


def test_every_catalog_field_hook_and_service_is_in_the_guide_with_words():
    rows = {line.split("|")[1].strip(" `"): line for line in PAGE.splitlines() if line[:3] == "| `"}
    for name in [f.name for f in dataclasses.fields(GameInfo)] + sorted(HOOKS | SERVICES):
        assert name in rows, f"{name} is not in docs/games.md"
        assert not rows[name].rstrip().endswith("|  |"), f"{name} has no words in the guide"


def test_every_event_a_built_in_game_declares_is_in_the_guide_with_words():
    block = PAGE.split("<!-- events: begin -->")[1].split("<!-- events: end -->")[0]
    games = block.split("\n**")[1:]  # one part per game, its heading first
    assert len(games) == len(BUILT_IN)
    for ref, part in zip(BUILT_IN, games, strict=True):
        package = ref.partition(":")[0]
        events = games_doc.event_records(importlib.import_module(f"{package}.events"))
        assert f"`{package.replace('.', '/')}/events.py`" in part.splitlines()[0]
        lines = [line for line in part.splitlines() if line[:3] == "| `"]
        rows = {line.split("|")[1].strip(" `"): line for line in lines}
        for record in events:
            kind = get_args(get_type_hints(record)["type"])[0]
            assert kind in rows, f"{ref}: {kind} is not in docs/games.md"
            assert not rows[kind].rstrip().endswith("|  |"), f"{ref}: {kind} has no words"


def test_a_stale_table_is_told_and_the_check_writes_nothing(tmp_path, monkeypatch, capsys):
    page = tmp_path / "games.md"
    page.write_text(PAGE.replace("| `verdict_nodes` |", "| `verdict_budget` |"), encoding="utf-8")
    monkeypatch.setattr(games_doc, "PAGE", page)
    monkeypatch.setattr(games_doc, "ROOT", ROOT)
    before = page.read_text(encoding="utf-8")
    assert games_doc.main(["--check"]) == 1
    assert page.read_text(encoding="utf-8") == before
    assert "out of date" in capsys.readouterr().out
