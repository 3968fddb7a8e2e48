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
    "tests/test_store_kills.py::test_random_kills": 26,  # slow: kills from outside, mostly waits
    "tests/test_real_window.py": 17,  # slow: a real X window, waits on the game's trace
    "tests/test_packaging.py": 12,  # slow: builds and installs the wheel
    "tests/test_standalone.py": 12,  # slow: PyInstaller build
    "tests/test_ai_bots.py::test_zoomer_bot_plays_whole_games_legally[True-1-": 6,  # slow
    "tests/test_store_kills.py::test_a_kill_after_every_commit_leaves_the_state_before_or_after[rest]": 5,  # noqa: E501  (slow)
    "tests/test_deal_ends_recorded.py::test_a_screenshot_run_over_a_saved_deal_leaves_it_alone[launched]": 3.3,  # noqa: E501  (slow)
    "tests/test_ai_bots.py::test_zoomer_bot_plays_whole_games_legally[False-39-": 3.2,  # slow
    "tests/test_daily_scores.py::test_daily_monte_carlo_and_maze_deals_are_proven_winnable[maze-True-2026-12-01]": 2.7,  # noqa: E501  (slow)
    "tests/test_ai_bots.py::test_slotker_exact_worth_agrees_with_sampled_games[18000": 2.5,  # slow
    "tests/test_types.py": 20,  # slow: mypy --strict, cold in CI
    "tests/test_crafted_codes.py::test_crafted_codes_each_end_in_a_deal_or_one_refusal[5000]": 8.8,  # noqa: E501  (slow)
    "tests/test_crafted_codes.py::test_crafted_codes_through_both_doors_end_in_a_deal_or_one_refusal[500]": 6.9,  # noqa: E501  (slow)
    "tests/test_catalog.py::test_broken_games_leave_the_game_starting_and_playing_the_others[--game maze --seed 3]": 3.4,  # noqa: E501
    # the layout matrix (slow, 290 s of one core in all): its 4K tables' cases are the long ones
    **{
        f"tests/test_layout_matrix.py::test_every_screen_fits[{case}-3840x2160{extra}-games]": 11
        for case, extra in [(lang, "") for lang in ("en", "ru", "qps")]
        + [(lang, extra) for lang in ("en", "ru") for extra in ("-large", "-pad")]
    },
    "tests/test_ui_words_fit.py": 9,  # a tour per window size, one fixture each (quick: 2.4)
    "tests/test_i18n_fit.py": 9,  # a tour per language and size, one fixture each (quick: 2.4)
    "tests/test_monkey.py::test_monkey_on_the_menu_and_everything_reachable_from_it[0]": 2.2,
    "tests/test_catalog.py::test_the_toy_game_plays_through_the_collection_from_its_entry_point": 2.7,  # noqa: E501
    "tests/test_store_kills.py::test_a_kill_after_every_commit_leaves_the_state_before_or_after[sample]": 1.5,  # noqa: E501
    "tests/test_monkey.py::test_monkey_on_each_game[maze-0]": 1.5,
    "tests/test_monkey.py::test_monkey_on_each_game[slotker-0]": 1.2,
    "tests/test_monkey.py::test_monkey_on_each_game[combo-0]": 1.2,
    "tests/test_monkey.py::test_monkey_on_each_game[zoomer-0]": 1.1,
    "tests/test_monkey.py::test_monkey_on_each_game[monte_carlo-0]": 1.1,
    "tests/test_sim.py::test_worker_processes_give_the_same_numbers": 1.6,
    "tests/test_event_types.py::test_every_event_of_a_random_match_is_its_declared_record": 1,
    "tests/test_crafted_codes.py::test_crafted_codes_each_end_in_a_deal_or_one_refusal[500]": 0.9,
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
