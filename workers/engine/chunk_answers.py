"""A chunk's answer from its sentences' answers (``slots.pick``), and whether two answers
differ."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from schemas.types import FieldType
from workers.engine.cut_openings import Placed, cut_opening
from workers.engine.questions import Slot, family
from workers.engine.values import Value, comparable, same


def rival_answers(a: Value, b: Value, kind: str) -> bool:
    """Two candidates compete when they measure the same thing and say different things
    ("3 days" and "42 km" both answer "how long", and never contradict each other)."""
    counts = kind == "count" and family(a) == family(b) == "count"
    return (counts or comparable(a, b)) and not same_answer(a, b, kind)


def same_answer(a: Value, b: Value, kind: str) -> bool:
    """Do two candidate answers say the same (a count whatever noun it counts)?"""
    if kind == "count" and family(a) == family(b) == "count":
        return a.magnitude == b.magnitude
    return same(a, b, 0.0)


Found = TypeVar("Found", bound=Placed)


def best_answer(
    found: Sequence[tuple[int, dict[FieldType, Value], Found]], slot: Slot | None, *,
    broad: bool, undecided: int = 0,
) -> tuple[dict[FieldType, Value], Found] | None:
    """A chunk's answer under one key, of (coverage, values, sentence) per sentence: the
    first of its sentences carrying the most of the question's predicate words ("A standard
    modern piano has 88 keys" over "Early pianos had about 60 keys"), a whole sentence
    before the chunk's cut opening (``cut_openings``) that carries as many; for a chunk that never
    states the predicate (``broad``), the answer all its sentences agree on, else none.
    None too when a sentence of the chunk carrying more predicate words could not choose
    between two answers (``undecided``: its coverage; "Methanol boils at 64.7 °C, ethanol at
    78.4 °C, water at 100 °C"): one with fewer ("A 10% wash starts boiling around 92 °C")
    is about something else, never the answer in its place."""
    top = max(coverage for coverage, _, _ in found)
    if top // 2 < undecided // 2:
        return None
    if not broad:
        tops = [f for f in found if f[0] == top]
        _, values, sentence = next(
            (f for f in tops if not cut_opening(f[2].offset, f[2].snippet)), tops[0])
        return values, sentence
    first = next(iter(found[0][1].values()))
    for _, values, _ in found[1:]:
        other = next(iter(values.values()))
        if slot is not None and not same_answer(first, other, slot.kind):
            return None
    return found[0][1], found[0][2]


def several_answers(values: Sequence[Value], slot: Slot) -> bool:
    """Does a text hold two different dates when ``slot`` asks *when* something happened
    ("launched on 31 May 1911 … on 15 April 1912, she was lost")? Then only the predicate
    tells them apart: the subject's name is on every event of its story. (Amounts and
    counts in a list are told apart by the names of its rows: "Basic: $18.50".)"""
    if slot.kind != "when" or not slot.predicate:
        return False
    kinds = [v for v in values if v.field == "date"]
    return any(rival_answers(kinds[0], other, slot.kind) for other in kinds[1:])
