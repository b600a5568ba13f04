"""What a text says, independent of any query or metadata: the cacheable half of extraction.

``read_text`` is a pure function of the text, memoised in a bounded LRU: retrieval returns
the same popular chunks again and again, and re-reading them is most of the engine's cost.
The cache changes no result (same text, same reading), only speed. It holds at most
``CACHE_SIZE`` readings and ``CACHE_CHARS`` characters of text, so a stream of large
unique texts cannot grow it without bound. A ``Budget`` is asked between extractors and
every thousand sentences; a reading cut short by it is not cached.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import OrderedDict
from dataclasses import dataclass

from workers.engine.bare_numbers import SPELLED_ANSWER
from workers.engine.budget import UNLIMITED, Budget
from workers.engine.cell_pairs import joined_cells
from workers.engine.document_dates import document_date, with_anniversaries
from workers.engine.fields import clauses, facets, tolerances
from workers.engine.fields.registry import EXTRACTORS
from workers.engine.fields.scan import scan
from workers.engine.fields.spans import Taken
from workers.engine.frozen import EMPTY, shared
from workers.engine.preamble import preamble_end
from workers.engine.segments import former_values, heading_code, label_of, segments
from workers.engine.sentences import MAX_SENTENCE_CHARS
from workers.engine.stated_conditions import narrowing_terms
from workers.engine.terms import (
    Word,
    attribute,
    content_terms,
    stem,
    topic_words,
)
from workers.engine.values import Value

CACHE_SIZE = 6_144
"""The default bound in readings (about 6 KB each for a 150-300 character chunk); the worker
sets it from ``RESOLVER_READING_CACHE_SIZE``."""
CACHE_CHARS = 32 << 20
MAX_SENTENCES = 20_000
MAX_CLAIM_SENTENCES = 1_000
"""A text is read up to its 20,000th sentence or its 1,000th sentence that states a value or
a clause, whichever comes first; with ``MAX_SENTENCE_CHARS`` and ``spans.MAX_VALUES`` these
bound the work on any text (a retrieved chunk has tens of sentences, not thousands)."""
_DIGIT = re.compile(r"\d")
_LEADING_JUNK = re.compile(r"[ \t\n•*-]*")
IDENTIFIER_MEASURES = {
    "version": "version", "host": "endpoint", "ip": "endpoint", "iban": "bank-account",
    "acct": "account", "item": "identifier", "name": "identifier",
}
"""An identifier measures what its kind says: two versions in answers to one question are
two claims about the version, whatever words surround them."""


@dataclass(slots=True)
class SentenceReading:
    """What one sentence states about one attribute: its values, clause and the measure.

    ``sentence_values`` are all the sentence's values (its identifiers name the subject).
    """

    offset: int
    snippet: str
    sentence_values: tuple[Value, ...]
    values: tuple[Value, ...]
    clause: Value | None
    qualifier_terms: frozenset[str]
    facets: tuple[tuple[str, str], ...]
    measure: str
    named: bool
    terms: frozenset[str]
    """Stems of the sentence's topic words: how claims tell whether it answers the query."""
    row: frozenset[str] | None
    """For a table row, the terms of its first cell (None for prose)."""
    mentions: frozenset[str]
    """Stems of every content word of the sentence, qualifiers included."""
    asides: frozenset[int]
    """Offsets of the values written in parentheses: "(base 200 ms)" is an aside."""
    lead: frozenset[str] = frozenset()
    """Stems of the words of the sentence a dash-led part continues (else empty)."""
    label: frozenset[str] = frozenset()
    """Terms of the label a "Label: value" segment opens with ("Basel: CHF 230"), else
    empty; what the label names is the value's subject when the rest says nothing more."""
    label_words: tuple[str, ...] = ()
    """The label's words in order, stemmed; "" for a stop word."""
    muted: tuple[tuple[int, int], ...] = ()
    """Spans (in the text) of the sentence's dates that date the document ("Retrieved 9
    October 2017") and of its bracketed restatements ("(97 kW)": ``fields.restated``): no
    part of them is read again as a bare year or count."""
    lead_counts: str = ""
    """The stem of the noun a "how many" question this sentence answers counts ("Q: How
    many rectangles …? Answer: 1,296." counts rectangles), else ""."""
    narrowing: frozenset[str] | None = None
    """Of ``qualifier_terms``, those that narrow the case the values hold for
    (``stated_conditions``); None: all of them."""


@dataclass(slots=True)
class TextReading:
    """Every value in a text, the sentences that carry them, and its unambiguous facets."""

    values: tuple[Value, ...]
    sentences: tuple[SentenceReading, ...]
    facets: tuple[tuple[str, str], ...]


class _ReadingCache:
    """Least-recently-used readings, bounded in entries (``size``; 0 caches nothing) and in
    characters of text."""

    def __init__(self, size: int) -> None:
        self.readings: OrderedDict[str, TextReading] = OrderedDict()
        self.chars = 0
        self.size = size

    def resize(self, size: int) -> None:
        """A new bound in readings; what is held so far is dropped."""
        if size < 0:
            raise ValueError(f"cache size must be 0 or more, not {size}")
        self.size = size
        self.clear()

    def get(self, text: str) -> TextReading | None:
        reading = self.readings.get(text)
        if reading is not None:
            self.readings.move_to_end(text)
        return reading

    def put(self, text: str, reading: TextReading) -> None:
        if self.size == 0:
            return
        self.readings[text] = reading
        self.chars += len(text)
        while len(self.readings) > self.size or self.chars > CACHE_CHARS:
            oldest, _ = self.readings.popitem(last=False)
            self.chars -= len(oldest)

    def clear(self) -> None:
        self.readings.clear()
        self.chars = 0


_CACHE = _ReadingCache(CACHE_SIZE)


def read_text(text: str, budget: Budget = UNLIMITED) -> TextReading:
    """What ``text`` says, from the cache when it was read before."""
    reading = _CACHE.get(text)
    if reading is None:
        reading = _read(text, budget)
        _CACHE.put(text, reading)
    return reading


def clear_cache() -> None:
    """Forget every cached reading (benchmarks measure cold reads)."""
    _CACHE.clear()


def resize_cache(size: int) -> None:
    """Hold at most ``size`` readings from now on (0: none); drops what is held."""
    _CACHE.resize(size)


def cached_readings() -> int:
    """How many readings the cache holds now."""
    return len(_CACHE.readings)


def _read(text: str, budget: Budget) -> TextReading:
    """Read ``text`` once; extractors run in a fixed order and never read a span twice."""
    prepared = scan(text)
    taken = Taken()
    found: list[Value] = tolerances.extract(prepared, taken)  # before Y is read as a value
    for extractor in EXTRACTORS:
        budget.check("while reading a chunk")
        found.extend(extractor(prepared, taken))
    lead = _LEADING_JUNK.match(text)
    text_starts = lead.end() if lead else 0
    proper = preamble_end(text)  # breadcrumbs, result dates, datelines: no claims
    dated = sorted([*((v.start, v.end) for v in found
                      if v.start >= proper and document_date(v, text, text_starts)),
                    *taken.quiet])  # neither is read again as a bare year or count
    found = sorted(
        (v for v in found if v.start >= proper and not document_date(v, text, text_starts)),
        key=lambda v: v.start,
    )
    found = with_anniversaries(found, text, prepared.words, proper)
    starts = [v.start for v in found]
    mentions = facets.find(prepared)  # in order of appearance
    mention_starts = [start for _, _, start, _ in mentions]
    may_have_clause = not prepared.words.isdisjoint(clauses.TRIGGERS)
    read: list[SentenceReading] = []
    header: list[Word] | None = None
    previous = ""
    claiming = 0
    for index, (offset, body) in enumerate(segments(text, proper)):
        if index >= MAX_SENTENCES or claiming >= MAX_CLAIM_SENTENCES:
            break
        if index % 1000 == 999:
            budget.check("while reading a chunk's sentences")
        if len(body) > MAX_SENTENCE_CHARS:
            previous, header = "", None
            continue
        inherited = _continued(previous, body, text, offset)
        previous = body
        end = offset + len(body)
        row: frozenset[str] | None = None
        if "|" not in body or joined_cells(text, offset, body):
            header = None
        elif header is None:
            header = [Word(0, 0, w.term, w.name) for w in topic_words(body, [])]
            continue  # a table's header row names columns, it states nothing
        else:
            cell = body.split("|", 1)[0].lower()
            row = frozenset(stem(w) for w in re.findall(r"[a-z0-9]+", cell))
        if body.rstrip().endswith("?"):
            continue  # a question claims nothing
        in_sentence = tuple(found[bisect_left(starts, offset) : bisect_left(starts, end)])
        clause = (
            clauses.find(body, offset, prepared.lower[offset:end]) if may_have_clause
            else clauses.NO_CLAUSE
        )
        if in_sentence or clause.value is not None or _DIGIT.search(body) \
                or SPELLED_ANSWER.match(body):
            claiming += 1
            here = mentions[bisect_left(mention_starts, offset) : bisect_left(mention_starts, end)]
            named_here = tuple((f, v) for f, v, _, _ in here)
            muted = tuple(dated[bisect_left(dated, (offset, 0)) : bisect_left(dated, (end, 0))])
            context = _Context(named_here, header or [], row, inherited, *label_of(body),
                               muted=muted)
            read.extend(_claims_of_sentence(offset, body, in_sentence, clause, context))
    return TextReading(tuple(found), tuple(read), _unambiguous(mentions))


_HOW_MANY = re.compile(r"\bhow\s+many\s+(?P<rest>[^?]{1,60})", re.IGNORECASE)


def counted_by(question: str) -> str:
    """The stem of the noun a "how many" ``question`` counts ("" when it asks no count)."""
    found = _HOW_MANY.search(question)
    if found is None:
        return ""
    terms = content_terms(found.group("rest"))
    return terms[0] if terms else ""


_ANSWER_LEAD = re.compile(r"\s*(?:A|Answer)\s?:", re.IGNORECASE)


def _continued(previous: str, body: str, text: str, offset: int) -> str:
    """The sentence this one continues: the one before a dash-led part on the same line,
    or the question an answer ("Q: How many …? A: 11.") replies to."""
    if body[:1] in "-–—" and offset and text[offset - 1] != "\n":
        return previous
    if previous.rstrip().endswith("?") and _ANSWER_LEAD.match(body):
        return previous
    return ""


@dataclass(slots=True)
class _Context:
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


def _claims_of_sentence(
    offset: int, body: str, values: tuple[Value, ...], clause: clauses.ClauseParts,
    context: _Context,
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


def _unambiguous(mentions: list[tuple[str, str, int, int]]) -> tuple[tuple[str, str], ...]:
    """Facets the text names with exactly one value: they scope the whole chunk."""
    seen: dict[str, set[str]] = {}
    for facet, value, _, _ in mentions:
        seen.setdefault(facet, set()).add(value)
    return tuple(sorted((f, next(iter(v))) for f, v in seen.items() if len(v) == 1))
