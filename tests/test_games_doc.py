"""The game authors' guide (docs/games.md) holds the contract as the code has it: its
tables of catalog fields, scene hooks and table services are what tools/games_doc.py
writes from the code now, and every field, hook and service is in them."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from game.catalog import GameInfo
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


def test_a_stale_table_is_told_and_the_check_writes_nothing(tmp_path, monkeypatch, capsys):
    page = tmp_path / "games.md"
    page.write_text(PAGE.replace("| `verdict_nodes` |", "| `verdict_budget` |"), encoding="utf-8")
    monkeypatch.setattr(games_doc, "PAGE", page)
    monkeypatch.setattr(games_doc, "ROOT", ROOT)
    before = page.read_text(encoding="utf-8")
    assert games_doc.main(["--check"]) == 1
    assert page.read_text(encoding="utf-8") == before
    assert "out of date" in capsys.readouterr().out
