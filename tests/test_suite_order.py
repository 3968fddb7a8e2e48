"""The suite's own machinery: the quick sample of a long test, and chance seeded per test."""

from __future__ import annotations

import random

import pytest

from game.session import MemoryLedger, Session, lifecycle
from tests.sampling import is_slow, sampled


def test_cases_outside_the_sample_are_marked_slow_and_keep_their_ids_and_marks():
    cases = sampled([1, 2, pytest.param(3, id="three", marks=pytest.mark.timeout(9))], {1})
    assert [is_slow(c) for c in cases] == [False, True, True]
    assert cases[2].id == "three" and any(m.name == "timeout" for m in cases[2].marks)
    assert [c.values for c in cases] == [(1,), (2,), (3,)]


def test_several_names_are_sampled_by_the_tuple_of_their_values():
    cases = sampled([(1, "a"), (2, "b")], lambda v: v == (2, "b"))
    assert [c.values for c in cases] == [(1, "a"), (2, "b")]
    assert [is_slow(c) for c in cases] == [True, False]


def test_a_sample_of_no_case_is_refused():
    with pytest.raises(ValueError, match="sample of no case"):
        sampled([1, 2], set())


def test_a_new_deal_without_a_number_is_the_same_every_run_of_a_test(request):
    expected = random.Random(request.node.nodeid).randrange(1, 10**6)
    assert Session("zoomer", MemoryLedger()).seed == expected
    assert isinstance(lifecycle.DEALS, random.Random)


class _Item:
    def __init__(self, nodeid: str) -> None:
        self.nodeid = nodeid


def test_long_tests_lead_the_workers_stretches_and_every_test_runs_once(monkeypatch):
    from tests import schedule

    monkeypatch.setattr(schedule, "LONG", {"t/a.py::long": 9.0, "t/b.py": 5.0})
    monkeypatch.setattr(schedule, "LAST", ("t/sound.py",))
    names = ["t/c.py::x", "t/b.py::one", "t/sound.py::s", "t/a.py::long", "t/b.py::two"]
    names += [f"t/d.py::n{i}" for i in range(5)]
    out = [i.nodeid for i in schedule.long_first([_Item(n) for n in names], workers=2)]
    assert sorted(out) == sorted(names) and out[-1] == "t/sound.py::s"
    first, second = schedule.stretches(len(names), 2)
    assert out[0] == "t/a.py::long"  # the longest heads the first stretch
    assert out[first : first + 2] == ["t/b.py::one", "t/b.py::two"]  # a file kept together
    assert first + second == len(names)


def test_every_long_test_named_in_the_schedule_is_still_there():
    # a renamed or removed test leaves its figure behind, and its stretch unbalanced
    from pathlib import Path

    from tests.schedule import LAST, LONG

    root = Path(__file__).resolve().parents[1]
    for prefix in [*LONG, *LAST]:
        path, _, rest = prefix.partition("::")
        assert (root / path).is_file(), f"{prefix}: no such file"
        name = rest.split("::")[-1].split("[")[0]
        text = (root / path).read_text(encoding="utf-8")
        assert not name or f"def {name}" in text or f"{name} =" in text, f"{prefix}: gone"
