"""The long tests' cases, a sample of them in the quick suite and all of them in the full one.

A long test (kills, bot games, tours, the monkey, the worth check) is written once over
its whole set of cases. ``sampled`` marks the cases outside the sample ``slow``, so
``-m "not slow"`` runs the sample and the full run (``python3 dev.py test``) runs every
case, with no second copy of the test and no switch that a test reads to shrink itself.
The sample is chosen by the test (the cases that cover each kind), never at random.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

import pytest
from _pytest.mark.structures import ParameterSet


def sampled(cases: Iterable[Any], keep: Collection[Any] | Callable[[Any], bool]) -> list:
    """``cases`` as pytest parameters, each one not kept marked ``slow``.

    A case is a value, a tuple of the values of several names (as ``parametrize`` takes
    them; a single name whose value is a tuple needs ``pytest.param(the_tuple)``) or a
    ``pytest.param`` (its id and marks are kept). ``keep`` is the sample's values, or a
    test of a value (of several values, the tuple of them)."""
    chosen = keep if callable(keep) else keep.__contains__
    out = []
    for case in cases:
        if isinstance(case, ParameterSet):
            param = case
        else:
            param = pytest.param(*case) if isinstance(case, tuple) else pytest.param(case)
        value = param.values[0] if len(param.values) == 1 else param.values
        if not chosen(value):
            param = pytest.param(*param.values, id=param.id, marks=[*param.marks, pytest.mark.slow])
        out.append(param)
    if all(is_slow(p) for p in out):
        raise ValueError("a sample of no case: the quick suite would not run this test at all")
    return out


def is_slow(param: ParameterSet) -> bool:
    return any(mark.name == "slow" for mark in param.marks)
