"""Does a sentence name the query's own attribute before the value it states?

``terms.attribute`` keys a value by the attribute word nearest to it, which serves a text
about several things ("a fee of £15; respond within 10 days"). But a clause that names the
attribute the question asks about and then states a value answers that question even when
another attribute word stands nearer the value: "Responding to a chargeback: upload your
evidence within 10 days" states the response time, "payment is due 45 days from delivery"
the payment terms, "shall pay all sums due within 90 days" when payment falls.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from schemas.types import FieldType
from workers.engine.query import QueryView
from workers.engine.sentence_readings import SentenceReading
from workers.engine.terms import named_terms
from workers.engine.values import Value

_CONTEXT: frozenset[FieldType] = frozenset({"clause", "date_basis"})
"""Fields that qualify a value rather than state one: they never mark where it stands."""

_CLAUSE_END = re.compile(r"[,()]")
"""Where a clause ends inside a sentence: a word before it speaks of another clause's thing
("The warranty does not cover cables, which carry a 6-month warranty")."""


def names_asked_before(
    text: str, sentence: SentenceReading, query: QueryView, values: Mapping[FieldType, Value]
) -> bool:
    """Does ``sentence`` (of ``text``) name the query's one attribute in the clause that
    states its first value, before that value?

    Invariants: only words between the clause's start and the value count, so a word after
    the value ("£15, refunded within 10 days") or in an earlier clause never re-keys it; a
    word of a condition or exception ("if you pay 6% or more") names nothing; a sentence
    with no stated value (a clause alone) or with an identifier is never re-keyed, nor one
    answering a query that names several attributes (its keys are split by kind of value)."""
    if len(query.attributes) != 1 or "identifier" in values:
        return False  # an identifier measures its kind ("version", "account"), whatever precedes
    return query.focus in names_before(text, sentence, values)


def names_before(
    text: str, sentence: SentenceReading, values: Mapping[FieldType, Value]
) -> frozenset[str]:
    """The attributes ``sentence`` (of ``text``) names in the clause that states its first
    value, before that value, outside a condition or exception (none without a value)."""
    starts = [v.start for f, v in values.items() if f not in _CONTEXT]
    if not starts or min(starts) <= sentence.offset:
        return frozenset()
    clause = _CLAUSE_END.split(text[sentence.offset : min(starts)])[-1]
    return frozenset(name for term, name in named_terms(clause)
                     if name and term not in sentence.qualifier_terms)


_QUANTIFIED = re.compile(
    r"(?:['’]s?|\s+of|(?<=['’]))\s+((?:[A-Za-z][\w-]*\s+){0,3}?[A-Za-z][\w-]*)"
    r"(?=\s*(?:$|[^\w\s-]|-\s|\s(?:per|for|in|on|to|at|after|before|from|with|by|and|or"
    r"|if|when|as|is|are)\b))"
)
"""The noun phrase a value quantifies, written at once after it: "30 days' notice", "five
days of paid study leave" (up to four words, ending before a preposition or punctuation)."""


def quantifies_asked(
    text: str, sentence: SentenceReading, query: QueryView, values: Mapping[FieldType, Value]
) -> bool:
    """Is the first value of ``sentence`` (of ``text``) a quantity *of* the query's one
    attribute: the value's own words, or the noun phrase written at once after it by
    possessive or "of", name that attribute ("can leave on 30 days' notice", "five days of
    paid CPD leave", "five paid CPD days" for paid days)?

    A query naming several attributes is quantified so by a value whose words name its focus,
    the first it names ("paid training days": "four paid training days each holiday year"
    counts the asked days, not the holiday year after them); the caller then keys it by the
    focus and the kind of value, as the query's other answers are.

    Invariants: only the value and that noun phrase count (a word later in the sentence or
    before the value never does); no identifier, a stated value."""
    if not query.attributes or "identifier" in values:
        return False
    stated = [v for f, v in values.items() if f not in _CONTEXT]
    if not stated:
        return False
    first = min(stated, key=lambda v: v.start)
    found = _QUANTIFIED.match(text, first.start + len(first.surface))
    phrase = first.surface + (" " + found.group(1) if found is not None else "")
    return any(name == query.focus and term not in sentence.qualifier_terms
               for term, name in named_terms(phrase))
