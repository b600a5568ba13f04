"""A revision word in a row label names no other item (``revision_words``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.revision_words import item_words
from workers.engine.terms import content_terms

from .conftest import chunk, event, run


def test_revision_words_are_left_out_of_a_rows_item() -> None:
    row = frozenset(content_terms("Updated sauna session prices"))
    assert item_words(row) == frozenset(content_terms("sauna session prices"))
    plain = frozenset(content_terms("Sauna session"))
    assert item_words(plain) == plain


def test_a_revised_rows_label_meets_the_earlier_row(policy: Policy) -> None:
    old = chunk("a", "Sauna session fee | Small room | £9\nSauna session fee | Large room | £12",
                "price_sheet", doc_id="spa-prices")
    old["effective_date"] = "2026-01-01"
    new = chunk("b", "Amended sauna session fees | Small room | £9\n"
                "Amended sauna session fees | Large room | £15", "price_sheet",
                doc_id="spa-prices-amended")
    new["supersedes"] = ["spa-prices"]
    res = run(policy, event("How much is the sauna session fee for a large room?", old, new))
    (record,) = res.conflicts
    assert (record.rule_applied, record.winner) == (["supersession"], "b")
