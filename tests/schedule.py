"""The order tests are handed to pytest-xdist's workers in: the long ones first, shared out.

``--dist worksteal`` (what dev.py runs) gives each worker one contiguous stretch of
the collected list and lets an idle worker take the tail of a busy one's queue. A
long test near the end of a stretch then runs alone while the other core idles.
So the tests known to be long go to the heads of the stretches, longest first,
each to the stretch with the least long work so far; a file with a module fixture
worth sharing (a tour) stays in one stretch. The sound tests go last (``LAST``).
The figures are rough seconds of one core, measured; only the order depends on
them, never a result.
A name here that no longer matches anything does no harm.
"""

from __future__ import annotations

import os

# node-id prefix -> seconds; a prefix ending in .py keeps that whole file together
LONG: dict[str, float] = {
    "tests/test_real_window.py": 40,  # slow: a real X window, waits on the game's trace
    "tests/test_packaging.py": 28,  # slow: builds and installs the wheel
    "tests/test_standalone.py": 28,  # slow: PyInstaller build
    "tests/test_store_kills.py::test_random_kills": 33,  # slow: 200 kills from outside
    "tests/test_store_kills.py::test_a_kill_after_every_commit": 21,  # 191 kills, relaunches
    "tests/test_ui_words_fit.py": 4.4,  # three window sizes toured, one fixture each
    "tests/test_ai_bots.py::test_zoomer_bot_plays_whole_games_legally": 7,
    "tests/test_daily_scores.py::test_daily_monte_carlo_and_maze_deals_are_proven": 3.3,
    "tests/test_ai_bots.py::test_slotker_bot_plays_whole_games_legally": 6,
    "tests/test_ai_bots.py::test_combo_bot_plays_whole_games_legally": 5,
    "tests/test_sim.py::test_json_report_of_a_small_combo_run": 4,
    "tests/test_sim.py::test_worker_processes_give_the_same_numbers": 4,
    "tests/test_ai_bots.py::test_slotker_exact_worth_agrees": 3.3,
    "tests/test_ai_bots.py::test_combo_planner_matches_brute_force": 3.2,
    "tests/test_demo_daily.py::test_the_demo_plays_and_any_key_hands_control_back": 3,
    "tests/test_ai_maze.py": 5.2,
    "tests/test_dirty_frames.py": 3.5,
    # the monkey: the slow 20,000-event runs one by one (listed before the quick ones
    # their names begin with), the quick ones in three groups
    **{
        f"tests/test_monkey.py::test_monkey_on_each_game_slow[{g}]": 25
        for g in ("zoomer", "combo", "slotker", "maze", "monte_carlo")
    },
    "tests/test_monkey.py::test_monkey_on_the_menu_and_everything_reachable_from_it_slow": 14,
    "tests/test_monkey.py::test_monkey_on_each_game[": 7.5,
    "tests/test_monkey.py::test_monkey_on_the_menu_and_everything_reachable_from_it": 3.6,
    "tests/test_monkey.py::test_monkey_during_animations": 2.5,
    "tests/test_zoomer_rules.py::TestZoomerContract": 2.5,
    "tests/test_sim.py::test_text_report_of_a_small_slotker_run": 2.4,
    "tests/test_maze_rules.py::TestMazeContract": 2,
    "tests/test_monte_carlo_rules.py::TestMonteCarloContract": 1.8,
    "tests/test_combo_rules.py::TestComboContract": 1.5,
    "tests/test_demo_daily.py::test_a_demo_deal_played_to_its_end": 1.4,
    "tests/test_slotker_rules.py::TestSlotkerContract": 1.2,
}

# node-id prefixes run at the very end: the sound tests wait for a recording the
# session starts in the background (tests/sound_recording.py)
LAST = ("tests/test_sound_heard.py",)


def stretches(n: int, workers: int) -> list[int]:
    """The lengths worksteal cuts ``n`` tests into, first worker first (its own rule)."""
    sizes = []
    for i in range(workers):
        size = n // (workers - i)
        sizes.append(size)
        n -= size
    return sizes


def long_first(items: list, workers: int) -> list:
    """``items`` reordered for ``workers`` worksteal workers: each group of long tests (by
    LONG's prefixes) at the head of the stretch with the least long work so far, the
    longest group first; every other test keeps its order in what is left."""
    last = [item for item in items if item.nodeid.startswith(LAST)]
    items = [item for item in items if not item.nodeid.startswith(LAST)]
    if workers < 2 or not items:
        return items + last
    groups: dict[str, list] = {}
    rest = []
    for item in items:
        prefix = next((p for p in LONG if item.nodeid.startswith(p)), None)
        if prefix is None:
            rest.append(item)
        else:
            groups.setdefault(prefix, []).append(item)
    sizes = stretches(len(items) + len(last), workers)
    sizes[-1] -= len(last)  # the last stretch ends with them
    heads: list[list] = [[] for _ in sizes]
    load = [0.0] * workers
    for prefix in sorted(groups, key=lambda p: -LONG[p]):
        room = [w for w in range(workers) if len(heads[w]) + len(groups[prefix]) <= sizes[w]]
        w = min(room or range(workers), key=lambda k: load[k])
        heads[w] += groups[prefix]
        load[w] += LONG[prefix]
    out: list = []
    for w, head in enumerate(heads):
        fill = max(0, sizes[w] - len(head))
        out += head + rest[:fill]
        rest = rest[fill:]
    return out + rest + last


def worker_count() -> int:
    """How many xdist workers share the run (1 without xdist)."""
    return int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
