"""A sentence opened by "Where …," states the case its rule holds for (``fields.clauses``)."""

from __future__ import annotations

from workers.engine.fields.clauses import find


def test_a_leading_where_clause_is_a_condition() -> None:
    parts = find("7.3 Where a tenant is registered blind, repairs are made within 2 days.", 0)
    assert parts.value is not None
    assert {"tenant", "blind"} <= parts.condition_terms


def test_a_long_leading_where_clause_is_read_whole() -> None:
    text = ("Where the ferry cannot sail because the harbour is closed by a storm warning, "
            "tickets are refunded in full.")
    assert {"ferry", "harbour", "storm"} <= find(text, 0).condition_terms


def test_where_inside_a_sentence_opens_no_condition() -> None:
    parts = find("Guests wait in the lounge where coffee is served, then board at 9.", 0)
    assert "coffe" not in parts.condition_terms and "coffee" not in parts.condition_terms
