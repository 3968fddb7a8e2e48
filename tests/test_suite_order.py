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
