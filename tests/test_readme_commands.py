"""The README stays true and short: its flag table is main.py's flags, both ways; every
``python -m …`` command it shows (in a code block or an inline code span) runs with
``--help``; it is at most 350 lines; and
neither it nor the docs pages name issues or runs by number (only the history of
docs/benchmarks.md keeps them, with their dates and commits)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
MAX_LINES = 350
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
       "PYGAME_HIDE_SUPPORT_PROMPT": "1"}  # fmt: skip

FLAG = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)")
# a module run with python or python3 -m, in a fenced block
COMMAND = re.compile(r"\bpython3? -m ([A-Za-z_][\w.]*)")
# an issue or a run named by number: "issue 25", "issues 3", "run 27", "runs 27-30", "#46"
NUMBERED = re.compile(r"\bissues? #?\d|\bruns? \d|(?:^|[\s(])#\d{1,3}\b", re.IGNORECASE)


def table_flags(text: str) -> set[str]:
    """Every flag in the first cell of the README's flag table (the table under
    '| flag | meaning |'), short and long forms alike."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.replace(" ", "") == "|flag|meaning|")
    flags: set[str] = set()
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        first = line.split("|")[1]
        flags |= set(FLAG.findall(" ".join(re.findall(r"`([^`]*)`", first))))
    return flags


def help_flags(help_text: str) -> set[str]:
    """Every option argparse lists under 'options:' (each line's leading flags)."""
    flags: set[str] = set()
    block = help_text.split("options:", 1)[1]
    for line in block.splitlines():
        m = re.match(r"\s{2}(-[^\s,]+(?:, -[^\s,]+)*)", line)
        if m:
            flags |= {f.strip() for f in m[1].split(",")}
    return flags


def mismatch(text: str, help_text: str) -> tuple[set[str], set[str]]:
    """(flags main.py has that the table lacks, flags the table has that main.py lacks)."""
    table, real = table_flags(text), help_flags(help_text)
    return real - table, table - real


FENCED = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)


def code(text: str) -> list[str]:
    """The README's code: its fenced blocks, and the inline spans of the text around them
    (the benchmark table names its commands inline)."""
    return FENCED.findall(text) + re.findall(r"`([^`\n]+)`", FENCED.sub("", text))


def modules(text: str) -> list[str]:
    """Each module the README's code runs with ``python -m`` (or python3), once."""
    found = [m for span in code(text) for m in COMMAND.findall(span)]
    return list(dict.fromkeys(found))


def runs_with_help(module: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", module, "--help"],
        cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


@pytest.fixture(scope="module")
def main_help() -> str:
    r = subprocess.run(
        [sys.executable, "main.py", "--help"],
        cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_the_flag_table_is_main_pys_flags_both_ways(main_help):
    text = README.read_text(encoding="utf-8")
    missing, unknown = mismatch(text, main_help)
    assert not missing, f"main.py has flags the README's table lacks: {sorted(missing)}"
    assert not unknown, f"the README's table has flags main.py lacks: {sorted(unknown)}"
    assert {"--game", "--seed", "--help", "-h"} <= table_flags(text)


def test_a_made_up_flag_or_a_row_left_out_is_caught(main_help):
    text = README.read_text(encoding="utf-8")
    row = next(ln for ln in text.splitlines() if ln.startswith("| `--hard`"))
    added = text.replace(row, row + "\n| `--frobnicate N` | a flag main.py never had |")
    assert mismatch(added, main_help) == (set(), {"--frobnicate"})
    left_out = text.replace(row + "\n", "")
    assert mismatch(left_out, main_help) == ({"--hard"}, set())


def test_the_readme_shows_its_commands_in_code_blocks():
    shown = modules(README.read_text(encoding="utf-8"))
    assert "bench" in shown and "game.sim" in shown, shown
    block = "```sh\npython -m a.b --x\npython3 -m c  # and python -m a.b\n```"
    assert modules(block + "\nthen `python -m d --y` and python -m e in prose") == ["a.b", "c", "d"]


@pytest.mark.parametrize("module", modules(README.read_text(encoding="utf-8")))
def test_every_python_m_command_in_the_readme_runs_with_help(module):
    r = runs_with_help(module)
    assert r.returncode == 0, f"python -m {module} --help: exit {r.returncode}\n{r.stderr}"
    assert "usage:" in r.stdout


def test_a_command_that_does_not_run_is_caught():
    assert runs_with_help("bench.no_such_benchmark").returncode != 0


def test_the_readme_is_read_in_five_minutes():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_LINES, f"README.md has {len(lines)} lines, at most {MAX_LINES}"


PAGES = ["README.md", "docs/README.md", "docs/games.md", "docs/rules.md", "docs/rules.ru.md",
         "docs/architecture.md", "docs/bots.md"]  # fmt: skip


@pytest.mark.parametrize("page", PAGES)
def test_no_page_names_an_issue_or_a_run_by_number(page):
    text = (ROOT / page).read_text(encoding="utf-8")
    found = [m.group(0).strip() for m in NUMBERED.finditer(text)]
    assert not found, f"{page} names issues or runs by number: {found}"


def test_the_benchmarks_method_names_none_and_its_history_keeps_dates_and_commits():
    text = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    method, history = text.split("\n## The history of runs\n", 1)
    assert not NUMBERED.search(method), NUMBERED.search(method)
    entries = re.findall(r"^### (.+)$", history, re.M)
    assert entries
    for title in entries:
        assert re.match(r"\d{4}-\d\d-\d\d\b", title), f"an entry without its date: {title}"
        assert re.search(r"\b[0-9a-f]{7,40}\b", title), f"an entry without its commit: {title}"


def test_the_number_check_catches_what_it_is_for():
    for said in ("Issue 25's targets", "runs 27-30", "in run 3 every target", "(#46)", "#7 "):
        assert NUMBERED.search(said), said
    for fine in ("Monte Carlo, deal #48215", "a run's total", "12 runs", "Run total"):
        assert not NUMBERED.search(fine), fine
