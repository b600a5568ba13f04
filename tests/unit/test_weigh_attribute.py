"""The verb "weigh" names the weight a value measures, as "tall" names a height."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets


def test_weigh_and_tall_split_one_sentence_into_two_measures() -> None:
    text = "Riders must weigh no more than 95 kg and be under 1.90 m tall."
    measures = {s.measure for s in read_text(text).sentences}
    assert "weight" in measures


def test_a_rule_s_weight_meets_another_text_s(policy: Policy) -> None:
    query = "What is the maximum rider weight for the zip wire?"
    rule = chunk("rule", "3.1 Zip wire riders must weigh no more than 95 kg and be under 1.90 m"
                 " tall.", doc_id="zip-safety", source_tier="primary")
    note = chunk("note", "Rider weight limit raised to 105 kg for the zip wire.",
                 "meeting_notes", doc_id="ops-notes", source_tier="tertiary")
    assert conflict_sets(policy, query, rule, note) == [{"rule", "note"}]
