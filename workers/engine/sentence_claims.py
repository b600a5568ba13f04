"""One sentence's readings: its values split by what each measures (``reading.read_text``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from workers.engine.deletion_ages import RETENTION, deletion_age
from workers.engine.fields import clauses
from workers.engine.frozen import EMPTY, shared
from workers.engine.segments import former_values, heading_code
from workers.engine.sentence_readings import SentenceReading
from workers.engine.stated_conditions import narrowing_terms
from workers.engine.terms import Word, attribute, content_terms, topic_words
from workers.engine.values import Value

IDENTIFIER_MEASURES = {
    "version": "version", "host": "endpoint", "ip": "endpoint", "iban": "bank-account",
    "acct": "account", "item": "identifier", "name": "identifier",
}
"""An identifier measures what its kind says: two versions in answers to one question are
two claims about the version, whatever words surround them."""


_HOW_MANY = re.compile(r"\bhow\s+many\s+(?P<rest>[^?]{1,60})", re.IGNORECASE)


def counted_by(question: str) -> str:
    """The stem of the noun a "how many" ``question`` counts ("" when it asks no count)."""
    found = _HOW_MANY.search(question)
    if found is None:
        return ""
    terms = content_terms(found.group("rest"))
    return terms[0] if terms else ""


@dataclass(slots=True)
class SentenceContext:
    """What a sentence inherits: its facets; for a table row the header's words and the
    terms of its first cell (what the row is about); for a dash-led part, its lead."""

    facets: tuple[tuple[str, str], ...]
    header: list[Word]
    row: frozenset[str] | None
    lead: str
    """The sentence a dash-led part continues ("Pro plan (Canada) - CA$39/month")."""
    label: frozenset[str] = frozenset()
    label_words: tuple[str, ...] = ()
    muted: tuple[tuple[int, int], ...] = ()


def claims_of_sentence(
    offset: int, body: str, values: tuple[Value, ...], clause: clauses.ClauseParts,
    context: SentenceContext,
) -> list[SentenceReading]:
    """Split a sentence by what each value measures: "Orders over $50 ship free and can be
    returned within 30 days" says one thing about shipping and one about returns. A
    date basis goes with the period before it; the clause with the values it governs."""
    value_spans = [(v.start - offset, v.start - offset + len(v.surface)) for v in values]
    words = context.header + topic_words(body, value_spans + list(clause.spans))
    inside: dict[tuple[int, int], list[Word]] = {}

    def words_for(value: Value) -> list[Word]:
        """A value inside a condition ("when disk usage exceeds 80%") measures what the
        condition names, so that condition's words stay in view."""
        at = value.start - offset
        for span in clause.spans:
            if span[0] <= at < span[1]:
                if span not in inside:
                    others = [s for s in clause.spans if s != span]
                    inside[span] = context.header + topic_words(body, value_spans + others)
                return inside[span]
        return words

    terms = frozenset(w.term for w in words)
    mentions = shared(frozenset(content_terms(body)))
    asides = shared((frozenset(
        v.start for v in values
        if body.count("(", 0, v.start - offset) > body.count(")", 0, v.start - offset)
        and not _life_span(v, body, offset, values)
    ) if "(" in body else EMPTY) | former_values(values, body, offset))
    lead = shared(frozenset(w.term for w in topic_words(context.lead, []))) if context.lead \
        else EMPTY
    lead_counts = counted_by(context.lead) if context.lead else ""
    terms |= lead
    by_measure: dict[tuple[str, bool], list[Value]] = {}
    period: tuple[str, bool] | None = None
    for value in values:
        if heading_code(value, body, offset):
            continue  # "RM-2: Personal USB devices must not …": the rule's number, no value
        if value.field == "date_basis" and period is not None:
            measure = period  # "within 14 days of delivery": the basis qualifies the period
        elif value.field == "identifier":
            measure = (IDENTIFIER_MEASURES.get(value.dimension, value.dimension), True)
        else:
            name, is_named = attribute(
                words_for(value), value.start - offset, value.end - offset,
                adjacent_after=value.field == "money",
            )
            if value.field == "money" and name == "payment-terms":
                name = "price"  # "partners pay 37.50 per seat": an amount paid is a price
            elif value.dimension == "duration" and deletion_age(
                    body, value.start - offset, value.start - offset + len(value.surface)):
                name, is_named = RETENTION, True  # "logs older than 30 days are purged"
            measure = (name, is_named)
        if value.field in ("quantity", "date"):
            period = measure
        by_measure.setdefault(measure, []).append(value)
    clause_measure = _clause_measure(words, values, offset, clause, by_measure)
    if clause_measure is not None:
        by_measure.setdefault(clause_measure, [])
    if not by_measure:  # digits but no value: bare years and counts an answer slot may read
        by_measure[("", False)] = []
    qualifiers = shared(clause.condition_terms | clause.exception_terms)
    narrowing = shared(narrowing_terms(clause, values, offset, body.lower()))
    return [
        SentenceReading(
            offset=offset,
            snippet=body.strip(),
            sentence_values=values,
            values=tuple(found),
            clause=clause.value if measure == clause_measure else None,
            qualifier_terms=qualifiers,
            narrowing=narrowing,
            facets=context.facets,
            measure=measure[0],
            named=measure[1],
            terms=terms,
            row=context.row,
            mentions=mentions,
            asides=asides,
            lead=lead,
            lead_counts=lead_counts,
            label=context.label,
            label_words=context.label_words,
            muted=context.muted,
        )
        for measure, found in by_measure.items()
    ]


_LIFE_SPAN_LEAD = re.compile(r"(?:\s|born|b\.|died|d\.|[–—,;-])*", re.IGNORECASE)


def _life_span(value: Value, body: str, offset: int, values: tuple[Value, ...]) -> bool:
    """Is this date part of a life span in parentheses, "Name (March 15, 1870 – July 25,
    1920)" or "(born 3 May 1901)"? Such dates state the subject's own dates, not an aside."""
    if value.field != "date":
        return False
    at = value.start - offset
    opening = body.rfind("(", 0, at)
    lead = body[opening + 1 : at]
    for other in values:  # earlier dates of the same parenthesis are part of the span
        o = other.start - offset
        if other.field == "date" and opening < o < at:
            lead = lead.replace(other.surface, " ")
    return _LIFE_SPAN_LEAD.fullmatch(lead) is not None


def _clause_measure(
    words: list[Word], values: tuple[Value, ...], offset: int, clause: clauses.ClauseParts,
    by_measure: dict[tuple[str, bool], list[Value]],
) -> tuple[str, bool] | None:
    """The measure a clause governs: that of the first value after its marker ("must be
    rotated every 180 days"), else of the last value before it, else its nearest word."""
    if clause.value is None:
        return None
    marker = offset + clause.anchor
    following = [v for v in values if v.start >= marker] or list(values[-1:])
    for measure, grouped in by_measure.items():
        if following and following[0] in grouped:
            return measure
    return attribute(words, clause.anchor)


