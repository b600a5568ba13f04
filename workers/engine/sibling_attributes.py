"""Sibling attributes: two table words that answer one question about one kind of value.

``attribute_words.ATTRIBUTES`` names each word's attribute, but some pairs of attributes are
two ways of writing one fact about one kind of value: when a payment "falls due 60 days after
booking" is when it must be *paid* (``deadline`` / ``payment-terms``, a period or a date);
mileage "reimbursed at 45p per mile" is what is *paid* for it (``reimbursement`` /
``payment-terms``, an amount). A sentence that writes the sibling word in the clause that
states its value, before it, answers the query's attribute in its own words.
"""

from __future__ import annotations

from collections.abc import Mapping

from schemas.types import FieldType
from workers.engine.asked_attribute import names_before
from workers.engine.fields.registry import ENTRY
from workers.engine.query import QueryView
from workers.engine.sentence_readings import SentenceReading
from workers.engine.values import Value

SIBLINGS: Mapping[frozenset[str], frozenset[str]] = {
    frozenset({"payment-terms", "deadline"}): frozenset({"duration", "date"}),
    frozenset({"payment-terms", "reimbursement"}): frozenset({"money"}),
    frozenset({"payment-terms", "price"}): frozenset({"money"}),
}
"""Pairs of attributes that state one fact, and the kinds of value (``claim_kind``) they
share it in. Paying is what a due date times (a period or a day) and what a reimbursement
or a price is (an amount: what one is charged for a thing is what one pays for it); a
deadline's money or a reimbursement's period are other facts."""

_CONTEXT: frozenset[FieldType] = frozenset({"clause", "date_basis"})


def answers_as_sibling(
    text: str, sentence: SentenceReading, query: QueryView, values: Mapping[FieldType, Value]
) -> bool:
    """Does ``sentence`` (of ``text``), keyed by a sibling of the query's one attribute
    (``SIBLINGS``), state its first value in a kind the pair shares, with the sibling's
    word in the value's clause before it ("the balance falls due 60 days after booking"
    for when it is paid)?

    Invariants: one asked attribute, no identifier; the word must stand before the value
    in its own clause, outside a condition (``names_before``), so a word after the value
    ("two weeks before the due date") or another clause's word re-keys nothing; a value of
    a kind the pair does not share (a deadline's fee) keeps its own attribute."""
    if len(query.attributes) != 1 or "identifier" in values:
        return False
    kinds = SIBLINGS.get(frozenset({query.focus, sentence.measure}))
    stated = [v for f, v in values.items() if f not in _CONTEXT]
    if kinds is None or not stated:
        return False
    first = min(stated, key=lambda v: v.start)
    if ENTRY[first.field].claim_kind(first) not in kinds:
        return False
    return sentence.measure in names_before(text, sentence, values)
