"""Owners of a work dated with another year than the question's (``dated_works``). The
texts are invented."""

from __future__ import annotations

from workers.engine.dated_works import other_dated_owners

_Q = "Who wrote the Norland almanac of 1702?"


def test_a_work_dated_with_another_year_is_another_work() -> None:
    text = "Tarrant's is the known one, but Mobley's Almanack (1688) came first."
    assert other_dated_owners(text, _Q) == frozenset({"mobley"})


def test_the_question_s_year_or_no_year_leaves_names_alone() -> None:
    assert other_dated_owners("Tarrant's Almanac (1702) sold well.", _Q) == frozenset()
    assert other_dated_owners("Mobley's Almanack (1688) came first.",
                              "Who wrote the Norland almanac?") == frozenset()
    assert other_dated_owners("Mobley's almanack came first in 1688.", _Q) == frozenset()
