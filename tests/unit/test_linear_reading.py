"""Issue 11, defect 5: reading is linear in the text, and a time budget stops the rest.

No test here times anything (speed figures come from ``bench/pathological.py``); they pin
the mechanisms that keep the work bounded: the span index, the caps on values, sentences
and sentence length, host matching once per run of host characters, and the budget.
"""

from __future__ import annotations

import itertools

import pytest

from workers.engine import Budget, BudgetExceeded, Policy, resolve
from workers.engine.fields import identifiers
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import MAX_VALUES, Taken
from workers.engine.reading import MAX_CLAIM_SENTENCES, read_text
from workers.engine.sentences import MAX_SENTENCE_CHARS, sentences

from .conftest import RECEIVED_AT, chunk, event

SIZE = 100_000


def test_taken_answers_overlaps_like_a_list_of_spans() -> None:
    taken, spans = Taken(), [(10, 20), (30, 35), (0, 5), (18, 31), (50, 60)]
    for start, end in spans:
        taken.add(start, end)
    for start, end in itertools.combinations(range(0, 65, 3), 2):
        expected = any(s < end and start < e for s, e in spans)
        assert taken.overlaps(start, end) == expected, (start, end)


def test_at_most_max_values_are_read_from_one_text() -> None:
    reading = read_text("$1 " * 30_000)
    assert len(reading.values) == MAX_VALUES


def test_sentences_that_state_something_are_capped() -> None:
    reading = read_text("Returns within 30 days of delivery. " * 5_000)
    assert len({s.offset for s in reading.sentences}) == MAX_CLAIM_SENTENCES


def test_abbreviations_never_glue_a_sentence_past_its_length_limit() -> None:
    pieces = list(sentences("e.g. " * 20_000))
    assert max(len(body) for _, body in pieces) <= MAX_SENTENCE_CHARS + 5


@pytest.mark.parametrize(("unit", "tail"), [("1.", " com"), ("a-", " com 1"), ("a.", " com"),
                                            ("ab1-", " com 1")])
def test_runs_that_once_backtracked_hold_no_host_or_name(unit: str, tail: str) -> None:
    text = unit * (SIZE // len(unit)) + tail
    assert [v for v in identifiers.extract(scan(text), Taken()) if v.dimension == "host"] == []


def test_hosts_are_still_read_where_runs_of_host_characters_start() -> None:
    text = "Connect to api.eu.example.com, then db-1.internal and --x.corp.net."
    found = [v.display for v in identifiers.extract(scan(text), Taken())]
    assert found == ["host:api.eu.example.com", "host:db-1.internal", "host:x.corp.net"]


@pytest.mark.parametrize("text", [
    "1." * (SIZE // 2) + " com", "a-" * (SIZE // 2) + " com 1", "$1" * (SIZE // 2),
    "Returns within 30 days of delivery. " * (SIZE // 36), "1 — " * (SIZE // 4),
    "12 May 2024 " * (SIZE // 12) + "x — y",
])
def test_the_issue_texts_resolve(policy: Policy, text: str) -> None:
    ev = event("What is the return window?", chunk("a", text),
               chunk("b", "Returns accepted within 14 days of purchase."))
    assert resolve(ev, policy, RECEIVED_AT).context.event_id == "ev-1"


def test_a_budget_that_runs_out_stops_the_engine(policy: Policy) -> None:
    ticks = itertools.count()
    budget = Budget(lambda: next(ticks) >= 2)  # the third question finds time is up
    ev = event("Return window?", *(chunk(str(i), "Returns within 30 days.") for i in range(5)))
    read_text("Returns within 30 days.")  # cached: the budget is asked between chunks only
    with pytest.raises(BudgetExceeded, match="before reading chunk 2"):
        resolve(ev, policy, RECEIVED_AT, budget=budget)


def test_a_budget_is_also_asked_while_one_large_chunk_is_read(policy: Policy) -> None:
    ticks = itertools.count()
    budget = Budget(lambda: next(ticks) >= 3)
    text = "Orders over $50 ship free. " * 3_000  # a new text: not in the reading cache
    ev = event("Shipping?", chunk("a", text + "unique-7f3a"))
    with pytest.raises(BudgetExceeded, match="while reading a chunk"):
        resolve(ev, policy, RECEIVED_AT, budget=budget)


def test_the_reading_cache_is_bounded_by_characters(monkeypatch: pytest.MonkeyPatch) -> None:
    from workers.engine import reading

    monkeypatch.setattr(reading, "CACHE_CHARS", 100_000)
    for i in range(40):
        read_text(f"{i} " + "x" * 10_000)
    assert 90_000 <= reading._CACHE.chars <= 100_000


def test_circa_never_glues_a_sentence_past_its_length_limit() -> None:
    pieces = list(sentences("c. 1835 " * 20_000))
    assert all(len(body) <= MAX_SENTENCE_CHARS + 10 for _, body in pieces)
    assert "".join(body for _, body in pieces) == "c. 1835 " * 20_000


def test_initials_never_glue_a_sentence_past_its_length_limit() -> None:
    pieces = list(sentences("A. " * 20_000))
    assert all(len(body) <= MAX_SENTENCE_CHARS + 10 for _, body in pieces)
    assert "".join(body for _, body in pieces) == ("A. " * 20_000).rstrip()
